"""Property: however laptops interleave recording and synchronising, they end up holding the same floor."""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.store.server.schema import WRITER_ROLE, init_server
from floordesk.store.server.verify import verify_server
from tests.server.cluster import Cluster
from tests.server.helpers import approve, laptop, sync
from tests.store.conftest import Clock

_DATABASES = itertools.count(1)
steps = st.lists(
    st.tuples(st.sampled_from([0, 1, 2]), st.sampled_from(["record", "sync"]), st.integers(1, 4)), max_size=8
)


@settings(max_examples=4, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=steps)
def test_any_interleaving_converges_and_every_chain_verifies(
    cluster: Cluster, steps: list[tuple[int, str, int]]
) -> None:
    name = f"interleaved_{next(_DATABASES)}"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name}")
    init_server(cluster.dsn(name))
    dsn = cluster.dsn(name, WRITER_ROLE)
    clock = Clock()
    with tempfile.TemporaryDirectory() as folder:
        floors = [laptop(Path(folder) / label, label, clock) for label in ("north", "south", "east")]
        try:
            for floor in floors:
                approve(floor, *(other for other in floors if other is not floor))
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
        finally:
            for floor in floors:
                floor.store.close()
