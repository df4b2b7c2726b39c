"""Restoring a backup: an administrator's act recorded in the chain (who, why, which copy and its head, what became
of the log it replaced, how many records were taken back), which drops nothing recorded since the backup, and which
leaves the log as it was when it is refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.errors import CorruptError, NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.restoring import restore_store
from floordesk.store.search import IncidentQuery
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, admin_of, make_floor, open_tamperer, snapshot


def _restores(store: IncidentStore) -> list[sqlite3.Row]:
    store.connection.row_factory = sqlite3.Row
    try:
        return store.connection.execute("SELECT * FROM restores").fetchall()
    finally:
        store.connection.row_factory = None


def test_the_restore_is_recorded_with_its_backup_head_reason_and_what_was_taken_back(floor: Floor):
    floor.record(narrative="before the backup")
    device = floor.store.journal.device_id()
    assert device is not None
    head_seq, head_hash = floor.store.journal.head(device)
    backup = floor.store.backup()
    floor.record(narrative="after the backup")
    floor.record(narrative="after that too")
    report = restore_store(floor.store, backup, "the laptop's disk was replaced", admin_of)
    assert (report.taken_back, report.replaced) == (2, "verified")
    [restore] = _restores(floor.store)
    assert (restore["backup"], restore["backup_seq"], restore["backup_hash"]) == (backup.name, head_seq, head_hash)
    assert (restore["reason"], restore["taken_back"], restore["replaced"]) == (
        "the laptop's disk was replaced",
        2,
        "verified",
    )
    assert restore["recorded_by"] == floor.admin.staff_uid
    narratives = {row.narrative for row in floor.store.page(IncidentQuery()).rows}
    assert narratives == {"before the backup", "after the backup", "after that too"}
    assert floor.store.verify().ok
    # this laptop's chain goes on from its real end: the restore is its last record, after the ones taken back
    last = floor.connection.execute(
        "SELECT record_type FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device,)
    ).fetchone()
    assert last == ("restore",)


@pytest.mark.parametrize("role", ["td", "manager", "supervisor"])
def test_only_an_administrator_restores_and_a_refusal_leaves_the_log_as_it_was(floor: Floor, role: str):
    floor.record()
    backup = floor.store.backup()
    floor.record()
    before = snapshot(floor.connection)
    signer: SignedIn = getattr(floor, role)
    with pytest.raises(NotAllowedError):
        restore_store(floor.store, backup, "test", lambda _store: signer)
    assert snapshot(floor.connection) == before
    assert not list(floor.store.path.parent.glob(f".{floor.store.path.name}.restoring-*"))


@pytest.mark.parametrize("reason", ["", "   ", "x" * 2001])
def test_a_restore_needs_a_reason_of_reasonable_length(floor: Floor, reason: str):
    backup = floor.store.backup()
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match="reason"):
        restore_store(floor.store, backup, reason, admin_of)
    assert snapshot(floor.connection) == before


def test_a_log_changed_without_its_key_gives_nothing_back_and_is_kept_aside(floor: Floor):
    floor.record(narrative="before the backup")
    backup = floor.store.backup()
    floor.record(narrative="after the backup")
    raw = open_tamperer(floor.store.path)
    raw.execute("UPDATE incidents SET narrative = 'Seat 5 won the race.' WHERE number = 2")
    raw.close()
    report = restore_store(floor.store, backup, "the log was tampered with", admin_of)
    assert (report.taken_back, report.replaced) == (0, "not verified")
    assert report.saved_current_as is not None
    assert report.saved_current_as.exists()
    [restore] = _restores(floor.store)
    assert (restore["taken_back"], restore["replaced"]) == (0, "not verified")
    assert floor.store.verify().ok


def test_another_laptops_log_is_not_a_backup_of_this_one(floor: Floor, tmp_path: Path):
    floor.record()
    other = make_floor(tmp_path / "other" / "floordesk.sqlite3", label="other")
    other.record()
    theirs = other.store.backup()
    other.store.close()
    before = snapshot(floor.connection)
    with pytest.raises(CorruptError, match=r"signed by a key that is not this laptop's\); the log was not changed"):
        restore_store(floor.store, theirs, "test", admin_of)
    assert snapshot(floor.connection) == before
