"""Properties: however laptops interleave recording and synchronising, they end up holding the same floor; and one
laptop forged on the server keeps out only its own records."""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.store.server.schema import init_server
from floordesk.store.server.verify import verify_server
from tests.store.conftest import Clock, Floor
from tests.store.server.cluster import Cluster
from tests.store.server.conftest import Server
from tests.store.server.helpers import (
    approve,
    delete_a_ruling,
    device_records,
    laptop,
    plant_a_key_and_a_ruling,
    plant_junk,
    rewrite_a_ruling,
    sync,
)

_DATABASES = itertools.count(1)


@contextmanager
def floor_of_three(cluster: Cluster) -> Iterator[tuple[Server, list[Floor]]]:
    """A fresh server, and three laptops (north, south, east) on one clock, each having approved the others."""
    server = Server(cluster, f"floor_of_three_{next(_DATABASES)}")
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {server.database}")
    init_server(server.owner_dsn)
    clock = Clock()
    with tempfile.TemporaryDirectory() as folder:
        floors = [laptop(Path(folder) / label, label, clock) for label in ("north", "south", "east")]
        try:
            for floor in floors:
                approve(floor, *(other for other in floors if other is not floor))
            yield server, floors
        finally:
            for floor in floors:
                floor.store.close()


steps = st.lists(
    st.tuples(st.sampled_from([0, 1, 2]), st.sampled_from(["record", "sync"]), st.integers(1, 4)), max_size=8
)


@settings(max_examples=4, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=steps)
def test_any_interleaving_converges_and_every_chain_verifies(
    cluster: Cluster, steps: list[tuple[int, str, int]]
) -> None:
    with floor_of_three(cluster) as (server, floors):
        dsn = server.dsn
        for index, action, count in steps:
            if action == "record":
                for _ in range(count):
                    floors[index].record()
            else:
                sync(floors[index], dsn, send_batch=count)
        for floor in [*floors, *floors]:  # everyone sends, then everyone receives what the others sent
            sync(floor, dsn)
        incidents = [{row[0] for row in floor.connection.execute("SELECT uid FROM incidents")} for floor in floors]
        assert incidents[0] == incidents[1] == incidents[2]
        for floor in floors:
            assert floor.store.verify().ok
            own = floor.store.journal.device_id()
            held = floor.connection.execute("SELECT count(*) FROM chain WHERE device_id = ?", (own,)).fetchone()
            assert sync(floor, dsn).waiting_to_send == 0
            assert held[0] == next(h.records for h in verify_server(dsn).heads if h.device_id == own)
        assert verify_server(dsn).ok


FORGERIES: dict[str, Callable[[Server, Floor], object]] = {
    "junk row appended with the writer's credentials": lambda server, victim: plant_junk(server.dsn, victim),
    "key and ruling planted with the writer's credentials": lambda server, victim: plant_a_key_and_a_ruling(
        server.dsn, victim
    ),
    "ruling rewritten by the owner": rewrite_a_ruling,
    "ruling deleted by the owner": delete_a_ruling,
}
moves = st.lists(st.tuples(st.sampled_from([0, 1, 2]), st.sampled_from(["record", "sync"])), max_size=8)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    before=moves,
    after=moves,
    victim=st.sampled_from([0, 1, 2]),
    forgery=st.sampled_from(sorted(FORGERIES)),
)
def test_with_one_laptop_forged_on_the_server_every_other_laptop_still_receives_every_honest_record(
    cluster: Cluster, before: list[tuple[int, str]], after: list[tuple[int, str]], victim: int, forgery: str
) -> None:
    with floor_of_three(cluster) as (server, floors):
        _play(floors, before, server.dsn)
        floors[victim].record()  # the victim has a ruling on the server to forge around
        sync(floors[victim], server.dsn)
        FORGERIES[forgery](server, floors[victim])
        _play(floors, after, server.dsn)
        for floor in [*floors, *floors]:  # everyone sends, then everyone receives what the others sent
            sync(floor, server.dsn)

        honest = [floor for index, floor in enumerate(floors) if index != victim]
        for floor in floors:
            assert floor.store.verify().ok
            for other in honest:
                if other is not floor:
                    device = other.store.journal.device_id()
                    assert device_records(floor.store, device) >= _through_last_news(other)


def _play(floors: list[Floor], moves: list[tuple[int, str]], dsn: str) -> None:
    for index, action in moves:
        if action == "record":
            floors[index].record()
        else:
            sync(floors[index], dsn)


def _through_last_news(floor: Floor) -> int:
    """The last position of the laptop's own chain that is not an import record (a run of import records alone
    waits for the laptop's next record before the others receive it)."""
    row = floor.connection.execute(
        "SELECT max(seq) FROM chain WHERE device_id = (SELECT device_id FROM this_device) AND record_type <> 'import'"
    ).fetchone()
    return int(row[0])
