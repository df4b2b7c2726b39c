"""A laptop's chain on the server that is not a start of its log: what happened (squatted, behind, forked) and what
to do, said by the synchronisation; and the server administrator's set-aside of rows the laptop's key did not sign,
from the first one only, kept as evidence."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.log import IncidentStore
from floordesk.store.server.connection import ServerError
from floordesk.store.server.recovery import set_aside
from floordesk.store.server.sync import synchronise
from floordesk.store.server.verify import verify_server
from floordesk.store.signing import key_path
from tests.store.conftest import FAST_PINS, Floor
from tests.store.server.conftest import Server
from tests.store.server.helpers import LOG, laptop, last_row, plant_a_key_and_a_ruling, sync


def _rows(server: Server, table: str, device: str | None) -> int:
    with server.admin() as connection:
        row = connection.execute(f"SELECT count(*) FROM {table} WHERE device_id = %s", (device,)).fetchone()
    assert row is not None
    return int(str(row[0]))


def _copy_of(floor: Floor, folder: Path) -> IncidentStore:
    """The laptop's log and key copied to a second data folder, as a second laptop would hold them."""
    folder.mkdir()
    with sqlite3.connect(folder / LOG) as target:
        floor.connection.backup(target)
    target.close()
    shutil.copy(key_path(floor.store.path), key_path(folder / LOG))
    return IncidentStore.open(folder / LOG, clock=floor.clock, pin_hasher=FAST_PINS, backup_every=None)


def test_a_planted_fork_is_named_with_the_set_aside_that_undoes_it_and_then_sent_again(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    device = north.store.journal.device_id()
    key_at, _ruling_at = plant_a_key_and_a_ruling(server.dsn, north)
    north.record()
    [refusal] = sync(north, server.dsn).refused
    assert f"records from position {key_at} that this laptop did not sign" in refusal
    assert f"floordesk server set-aside DSN {device} --from {key_at} --reason TEXT" in refusal

    done = set_aside(server.owner_dsn, str(device), key_at, "planted with the writer's password")
    assert (done.device, done.first_seq, done.records) == (device, key_at, 2)
    assert _rows(server, "set_aside", device) == 2
    with server.admin() as connection:
        reasons = connection.execute("SELECT DISTINCT reason FROM set_aside").fetchall()
    assert reasons == [("planted with the writer's password",)]
    assert not sync(north, server.dsn).refused
    assert verify_server(server.dsn).ok


def test_set_aside_takes_only_from_the_first_refused_row(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    key_at, _ = plant_a_key_and_a_ruling(server.dsn, north)
    before = _rows(server, "records", device)
    for wrong in (key_at - 1, key_at + 1):
        with pytest.raises(InvalidInput, match=f"is at position {key_at}, not {wrong}: nothing was set aside"):
            set_aside(server.owner_dsn, device, wrong, "planted")
    assert _rows(server, "records", device) == before
    assert _rows(server, "set_aside", device) == 0


def test_a_chain_that_passes_has_nothing_to_set_aside(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    with pytest.raises(InvalidInput, match="passes: nothing is set aside"):
        set_aside(server.owner_dsn, device, 1, "just in case")


def test_a_set_aside_needs_a_reason_and_the_owners_credentials(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    key_at, _ = plant_a_key_and_a_ruling(server.dsn, north)
    with pytest.raises(InvalidInput, match="--reason: is empty"):
        set_aside(server.owner_dsn, device, key_at, "   ")
    with pytest.raises(ServerError, match="refused to set the records aside"):
        set_aside(server.dsn, device, key_at, "planted")  # the laptops' writer role may not delete
    assert _rows(server, "set_aside", device) == 0
    assert last_row(server.dsn, device)[0] == key_at + 1


def test_a_log_older_than_what_its_chain_sent_is_told_to_restore_the_newest_backup(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    copy = _copy_of(north, tmp_path / "copy")
    try:
        copy.incidents.record(north.draft(), north.supervisor)
        copy.incidents.record(north.draft(), north.supervisor)
        assert not synchronise(copy, server.dsn, None).refused
    finally:
        copy.close()
    [refusal] = sync(north, server.dsn).refused
    assert "later records of this laptop's chain, signed by its key, that this log lacks" in refusal
    assert "restore this laptop's newest backup" in refusal


def test_a_copied_log_that_sent_first_is_a_fork_and_this_laptop_starts_a_new_chain(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    copy = _copy_of(north, tmp_path / "copy")
    try:
        copy.incidents.record(north.draft(narrative="recorded on the copy"), north.supervisor)
        assert not synchronise(copy, server.dsn, None).refused
    finally:
        copy.close()
    north.record(narrative="recorded on the original")
    [refusal] = sync(north, server.dsn).refused
    assert "holds another record at position" in refusal
    assert "give this laptop a new data folder" in refusal
