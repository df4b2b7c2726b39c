"""Speed of keeping the log in step with the window: `LiveLink.sync` of the demo event.

The window calls it while someone is signed in whenever the event's tables or
players change, or another member signs in (floordesk/gui/live_registration.py;
a change of chips alone skips it); everything already registered, the usual
case, must cost well under a frame (16 ms); the first registration of the event,
its table and its players is one write. Run with
`uv run pytest benchmarks/bench_live_link.py --benchmark-enable`.
"""

from __future__ import annotations

import pytest

from floordesk.core.demo import demo_event
from floordesk.store.live_link import LiveLink
from floordesk.store.log import IncidentStore
from floordesk.store.staff import PinHasher

FAST_HASHER = PinHasher(n=2**4)


@pytest.fixture
def opened(tmp_path):
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_HASHER, backup_every=None)
    admin = store.staff.create_first_administrator("Ana Admin", "2468")
    yield store, admin
    store.close()


def test_bench_sync_with_everything_registered(benchmark, opened):
    store, admin = opened
    link, event = LiveLink(store), demo_event()
    link.sync(event, admin)
    before = store.connection.execute("SELECT count(*) FROM chain").fetchone()[0]
    benchmark(link.sync, event, admin)
    assert store.connection.execute("SELECT count(*) FROM chain").fetchone()[0] == before


def test_bench_first_sync_of_the_demo_event(benchmark, tmp_path):
    rounds = iter(range(1_000_000))

    def fresh() -> tuple[tuple[LiveLink, object, object], dict[str, object]]:
        store = IncidentStore.open(tmp_path / f"log-{next(rounds)}.sqlite3", pin_hasher=FAST_HASHER, backup_every=None)
        admin = store.staff.create_first_administrator("Ana Admin", "2468")
        return (LiveLink(store), demo_event(), admin), {}

    benchmark.pedantic(lambda link, event, admin: link.sync(event, admin), setup=fresh, rounds=20)
