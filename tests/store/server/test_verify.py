"""`verify --server`: every chain on the server judged row by row, every problem named with its device and position
(not only each chain's first), the heads to note, and the breaks in custody reported, not called tampering."""

from __future__ import annotations

from pathlib import Path

import pytest

from floordesk.store.log import IncidentStore
from floordesk.store.server.connection import ServerError
from floordesk.store.server.sync import synchronise
from floordesk.store.server.verify import verify_server
from floordesk.store.signing import key_path
from tests.store.conftest import FAST_PINS, admin_of
from tests.store.server.cluster import Cluster
from tests.store.server.conftest import Server
from tests.store.server.helpers import delete_a_ruling, device_records, laptop, plant_junk, rewrite_a_ruling, sync


def test_a_clean_server_verifies_with_a_head_per_laptop_as_each_laptop_holds_its_chain(server: Server, tmp_path: Path):
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    for floor in (north, south):
        floor.record()
        sync(floor, server.dsn)
    checked = verify_server(server.dsn)
    assert checked.ok
    assert checked.problems == []
    assert checked.custody == []
    devices = [floor.store.journal.device_id() for floor in (north, south)]
    assert checked.records == sum(
        device_records(floor.store, d) for floor, d in zip((north, south), devices, strict=True)
    )
    heads = {head.label: head for head in checked.heads}
    assert set(heads) == {"north", "south"}
    for floor, device, label in zip((north, south), devices, ("north", "south"), strict=True):
        head = heads[label]
        last = floor.store.connection.execute(
            "SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device,)
        ).fetchone()
        assert (head.device_id, head.last_seq, head.last_hash) == (device, last[0], last[1])


def test_an_empty_server_verifies_with_nothing_in_it(server: Server):
    checked = verify_server(server.dsn)
    assert (checked.ok, checked.records, checked.heads) == (True, 0, [])


def test_every_problem_is_named_in_every_chain_in_device_then_position_order(server: Server, tmp_path: Path):
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    for floor in (north, south):
        floor.record()
        floor.record()
        sync(floor, server.dsn)
    rewritten = rewrite_a_ruling(server, north)
    junk = plant_junk(server.dsn, north)
    deleted = delete_a_ruling(server, south)

    checked = verify_server(server.dsn)
    assert not checked.ok
    named = [(p.device_id, p.seq) for p in checked.problems]
    assert named == sorted(named)
    by_device: dict[str | None, set[int | None]] = {"north": set(), "south": set()}
    for problem in checked.problems:
        by_device[problem.device_label].add(problem.seq)
    assert {rewritten, junk} <= by_device["north"]
    assert deleted in by_device["south"] or deleted + 1 in by_device["south"]


def test_the_json_says_ok_records_problems_heads_and_custody(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    rewritten = rewrite_a_ruling(server, north)
    answer = verify_server(server.dsn).to_json()
    assert set(answer) == {"server", "ok", "records", "problems", "heads", "custody"}
    assert answer["ok"] is False
    assert [p["seq"] for p in answer["problems"]] == [rewritten]
    assert [h["label"] for h in answer["heads"]] == ["north"]
    assert "password" not in answer["server"]


def test_a_recovered_chain_is_a_break_in_custody_reported_not_a_problem(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    path = north.store.connection.execute("PRAGMA database_list").fetchone()[2]
    north.store.close()
    key_path(Path(path)).unlink()
    store = IncidentStore.open(Path(path), pin_hasher=FAST_PINS, backup_every=None)
    try:
        store.devices.recover("the key file was lost with the old disk", admin_of(store))
        synchronise(store, server.dsn, None)
    finally:
        store.close()
    checked = verify_server(server.dsn)
    assert checked.ok, checked.problems
    [custody] = checked.custody
    assert custody.startswith("device north, ")


def test_a_server_floordesk_has_not_set_up_is_refused(cluster: Cluster):
    with pytest.raises(ServerError, match="has no FloorDesk schema"):
        verify_server(cluster.dsn("postgres"))


def test_an_unreachable_server_is_a_server_error(tmp_path: Path):
    with pytest.raises(ServerError, match="unreachable"):
        verify_server(f"host={tmp_path} port=1 dbname=floor connect_timeout=2")
