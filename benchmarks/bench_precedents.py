"""Speed of the precedents at the moment of decision (issue 30), on the million-incident log of bench_store.

Target: the decision step's list (the newest comparable rulings in the event and in the whole
log: up to 5 + 5, each with who decided it and their role) under 20 ms on a log of 1,000,000
incidents, whatever the class: a kind most rulings are (clock, in the big log), and a class of
three rulings among the million (a rule set no other event uses), whose rulings a walk of the
record tables in time order would have to pass a million others to find.

The baseline, in the same run: the bare SQL read of the same incidents by their ids (the least
any listing of them must do); the ratio says what finding them and naming their deciders costs
beyond it. A last benchmark runs the clock from entering the decision step to its list painted:
the lists looked up, filled into the step's panel and painted (offscreen). Run with

    uv run pytest benchmarks/bench_precedents.py --benchmark-enable -s

FLOORDESK_BENCH_INCIDENTS and FLOORDESK_BENCH_LOG as for bench_store (a kept log skips the build).
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

import pytest
from bench_store import big, workspace  # noqa: F401 (the big log's fixtures)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import: no display needed
from PySide6.QtWidgets import QApplication

from floordesk.core.precedents import PrecedentList
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.gui.wizards.precedents_panel import PrecedentsPanel
from floordesk.service.precedents import Precedents
from floordesk.store.incidents import IncidentDraft
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Role

TARGET_S = 0.020
RARE_RULES = RuleSet.tda_style()


@pytest.fixture(scope="module")
def store(request: pytest.FixtureRequest) -> IncidentStore:
    """The big log's store, with three clock rulings of its event #5 recorded under a rule set no other uses."""
    store: IncidentStore = request.getfixturevalue("big")[0]
    admin = store.staff.sign_in(store.staff.find("Bench Importer")[0].uid, "1234")  # imported staff have no PIN here
    name = "Bench Precedents Supervisor"
    found = store.staff.find(name)
    uid = found[0].uid if found else store.staff.add(name, Role.SUPERVISOR, "1234", admin)
    supervisor = store.staff.sign_in(uid, "1234")
    event = store.tournament.events_numbered(5)[0]
    for seconds in (130, 150, 170):
        draft = IncidentDraft(
            event=event,
            rule=49,
            kind="clock",
            narrative="Clock called under the TDA-style rule set.",
            inputs={"clock_requested_at_s": seconds, "config": RARE_RULES.to_json()},
            recommended={"rule": 49, "outcome": "hand_dead"},
        )
        store.incidents.record(draft, supervisor)
    return store


CLASSES = {
    "common (clock, no flags)": None,
    "rare (3 clock rulings under the TDA rule set)": RARE_RULES.to_json(),
}


def _bare_read(store: IncidentStore, uids: tuple[str, ...]) -> list[Any]:
    marks = ", ".join("?" * len(uids))
    return store.connection.execute(f"SELECT * FROM incidents WHERE uid IN ({marks})", uids).fetchall()


def _median_s(run: Any, rounds: int = 50) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


@pytest.mark.parametrize("name", list(CLASSES))
def test_bench_the_decision_steps_precedents(benchmark, store: IncidentStore, name: str) -> None:
    config = CLASSES[name]
    event = store.tournament.events_numbered(5)[0]
    precedents = Precedents(store)

    listed: PrecedentList = benchmark(precedents.listed, RulingKind.CLOCK, config, event)

    assert listed.in_log
    assert listed.in_event
    if config is not None:
        assert len(listed.in_log) == 3
    bare = _median_s(lambda: _bare_read(store, listed.shown))
    ours = benchmark.stats.stats.median
    benchmark.extra_info.update(bare_read_s=bare, ratio=ours / bare, shown=len(listed.shown))
    print(
        f"\n{name}: {ours * 1000:.2f} ms for {len(listed.shown)} precedents (median); the bare read of the same "
        f"incidents by id {bare * 1000:.3f} ms; {ours / bare:.1f}x (target < {TARGET_S * 1000:.0f} ms)"
    )
    assert ours < TARGET_S


def test_bench_the_decision_steps_list_painted(benchmark, store: IncidentStore) -> None:
    """From entering the decision step to its precedents painted: looked up, put in the panel, painted."""
    app = QApplication.instance() or QApplication([])
    event = store.tournament.events_numbered(5)[0]
    precedents = Precedents(store)
    panel = PrecedentsPanel()
    panel.resize(830, 640)
    panel.show()
    app.processEvents()

    def enter_the_step() -> None:
        panel.show_precedents(precedents.listed(RulingKind.CLOCK, None, event))
        panel.repaint()

    benchmark(enter_the_step)
    looked_up = _median_s(lambda: precedents.listed(RulingKind.CLOCK, None, event))
    painted = benchmark.stats.stats.median
    benchmark.extra_info.update(looked_up_s=looked_up)
    print(
        f"\nthe decision step's precedents painted: {painted * 1000:.2f} ms median, of which the look-up "
        f"{looked_up * 1000:.2f} ms (target < {TARGET_S * 1000:.0f} ms)"
    )
    panel.close()
    assert painted < TARGET_S
