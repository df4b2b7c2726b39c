"""The Tournament Director's overrule (rule 44) and event changes (rule 45), without a window or a log."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.flows.event_change import EventAction, event_change, structure_of
from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling
from floordesk.core.ruling import RulingKind
from floordesk.core.structure import Level
from tests.core.flows.helpers import CHIPS, session

TABLE = session({2: {25: 3, 100: 8}, 5: {25: 1, 100: 3}})
RACE = {"stacks_after": {"P2": {"100": 9}, "P5": {"100": 3}}, "denominations_removed": [25]}


def recorded(kind: str = "chip-race", decision: object = RACE, **changes: object) -> RecordedRuling:
    ruling = RecordedRuling(7, kind, 46, "Table 3", "Ann Floor", "2026-12-01 13:00", "The race...", decision)
    return replace(ruling, **changes)


def test_a_chip_race_overrule_sets_the_decided_stacks_and_takes_the_chip_out_of_play():
    flow = OverruleFlow(recorded())
    assert flow.proposed_decision() == RACE
    new = {"stacks_after": {"P2": {"100": 8}, "P5": {"100": 4}, "P9": {"100": 1}}, "denominations_removed": [25]}
    assert flow.submit(new, "  the race card went to the wrong player  ") == []
    assert flow.reason == "the race card went to the wrong player"
    follows = flow.table_follows(TABLE)
    assert follows.session.occupant(2).stack == Stack({100: 8})
    assert follows.session.occupant(5).stack == Stack({100: 4})
    assert 25 not in follows.chip_set.in_play_values()
    assert follows.changed
    assert follows.notes[-1] == "Not at this table any more, so not changed: P9."


@pytest.mark.parametrize(
    ("decision", "reason", "fields"),
    [
        (RACE, "x", ["decision"]),
        ({"stacks_after": {"P2": {"100": 9}}}, " ", ["reason"]),
        (None, "x", ["decision"]),
        ({"stacks_after": {"P2": {"100": -1}}}, "x", ['decision.stacks_after.P2["100"]']),
        ({"stacks_after": [], "denominations_removed": []}, "x", ["decision.stacks_after"]),
        ({"stacks_after": {}, "denominations_removed": "25"}, "x", ["decision.denominations_removed"]),
        ("follow", "x", ["decision"]),
        ({"stacks_after": {}}, "x" * 4_001, ["reason"]),
    ],
)
def test_a_bad_overrule_is_refused_on_its_field(decision, reason, fields):
    flow = OverruleFlow(recorded())
    assert [p.path for p in flow.submit(decision, reason)] == fields
    assert flow.decision is None


def test_a_voided_ruling_cannot_be_overruled():
    problems = OverruleFlow(recorded(voided=True)).submit({"stacks_after": {}}, "x")
    assert "was voided" in problems[0].message


def test_the_table_follows_only_after_the_decision():
    with pytest.raises(InvalidInput, match="state the new decision first"):
        OverruleFlow(recorded()).table_follows(TABLE)


def test_another_table_or_a_pots_ruling_leaves_the_table_to_the_floor():
    flow = OverruleFlow(recorded(table="Table 9"))
    flow.submit({"stacks_after": {}, "denominations_removed": []}, "x")
    follows = flow.table_follows(TABLE)
    assert follows.session == TABLE
    assert not follows.changed
    assert "Table 9 is not on screen" in follows.notes[0]
    pots = OverruleFlow(recorded(kind="pots", decision={"awards": {"P2": 100}}))
    assert pots.submit({"awards": {"P5": 100}}, "the wrong player was paid") == []
    assert "by hand" in pots.table_follows(TABLE).notes[0]


def test_found_chips_overrule_moves_the_difference():
    old = {"player": "P5", "exchanged": {"100": 1}}
    flow = OverruleFlow(recorded(kind="found-chips", decision=old))
    assert flow.submit({"player": "P5", "exchanged": {}}, "hidden on purpose: forfeit all") == []
    assert flow.table_follows(TABLE).session.occupant(5).stack == Stack({25: 1, 100: 2})
    bad = OverruleFlow(recorded(kind="found-chips", decision={"player": "P5", "exchanged": {"500": 1}}))
    bad.submit({"player": "P5", "exchanged": {}}, "x")
    assert "no longer holds" in bad.table_follows(TABLE).notes[0]


def test_a_penalty_overrule_changes_the_hands_left():
    on_penalty = TABLE.penalise(5, 8).next_hand()
    assert on_penalty.penalty_hands_left(5) == 8
    flow = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 8}, players=("P5",)))
    assert [p.path for p in flow.submit({"hands_to_miss": -2}, "x")] == ["decision.hands_to_miss"]
    assert flow.submit({"hands_to_miss": 2}, "one missed hand too harsh: two") == []
    follows = flow.table_follows(on_penalty)
    assert follows.session.penalty_hands_left(5) == 2
    assert follows.notes == ("P5 now has 1 hand to miss after this one.",)
    same = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 8}, players=("P5",)))
    same.submit({"hands_to_miss": 8, "note": "x"}, "x")
    assert not same.table_follows(on_penalty).changed


def test_an_event_change_needs_its_reason_and_its_changes():
    assert event_change(EventAction.CANCEL, " venue closed ").reason == "venue closed"
    altered = event_change(EventAction.ALTER, "levels shortened", {"structure": {"levels": []}})
    assert altered.describe() == "event altered: structure"
    with pytest.raises(InvalidInput) as caught:
        event_change(EventAction.ALTER, "", {})
    assert [p.path for p in caught.value.problems] == ["reason", "changes"]
    with pytest.raises(InvalidInput, match="nothing to alter"):
        event_change(EventAction.CANCEL, "x", {"name": "y"})


def test_the_structure_change_is_read_from_the_event():
    event = Event("Main", 1, "holdem", CHIPS, (TABLE.table,), levels=(Level(small_blind=25, big_blind=50, minutes=40),))
    assert structure_of(event) == {
        "structure": {"game": "holdem", "levels": [Level(small_blind=25, big_blind=50, minutes=40).to_json()]}
    }


def test_a_logged_incident_is_read_with_its_players_and_its_time_to_the_minute():
    from types import SimpleNamespace

    logged = SimpleNamespace(
        number=3,
        kind="penalty",
        rule=52,
        table="Table 3",
        decided_by="Ann Floor",
        recorded_local="2026-12-01T13:45:57.233484+00:00",
        narrative="...",
        decision={"hands_to_miss": 8},
        voided=False,
        parties=[{"seat": 5, "name": "P5"}, {"seat": 6, "name": None}],
    )
    ruling = RecordedRuling.of(logged)
    assert (ruling.recorded_local, ruling.players) == ("2026-12-01 13:45", ("P5",))
    assert ruling.ruling_kind is RulingKind.PENALTY
    assert RecordedRuling.of(SimpleNamespace(**{**vars(logged), "kind": "nonsense"})).ruling_kind is None
