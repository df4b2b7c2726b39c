"""Rotating backups with the online backup API, and restoring one safely."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.store.backups import Backups
from floordesk.store.errors import CorruptError, NewerSchemaError, StoreError
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery
from floordesk.store.staff import Role

from .conftest import FAST_PINS, FILES, Clock, Floor, drop_guards


def count(store: IncidentStore) -> int:
    return int(store.connection.execute("SELECT count(*) FROM incidents").fetchone()[0])


def test_a_backup_is_a_consistent_owner_only_copy(floor: Floor) -> None:
    floor.record()
    path = floor.store.backup()
    assert path.parent == floor.store.path.parent / "backups"
    assert path.name.startswith("floordesk-20090602T04")
    assert path.name.endswith("-manual.sqlite3")
    assert path.stat().st_mode & 0o777 == 0o600
    assert not list(path.parent.glob("*.partial"))
    copy = IncidentStore(sqlite3.connect(path, isolation_level=None), pin_hasher=FAST_PINS)
    try:
        assert count(copy) == 1
        assert copy.verify().ok
    finally:
        copy.close()


def test_automatic_backups_are_taken_when_due_and_rotated(floor: Floor) -> None:
    store = floor.store
    store.backups.keep = 3
    every = timedelta(seconds=30)
    taken = [store.backup_if_due(every)]
    assert store.backup_if_due(every) is None  # the clock moved one second: not due yet
    for _ in range(5):
        floor.clock.now += timedelta(minutes=1)
        taken.append(store.backup_if_due(every))
    manual = store.backup()
    kept = [b.path for b in store.backups.list()]
    assert kept == [manual, *reversed(taken[-3:])]  # newest first; manual copies are never rotated away
    assert [b.reason for b in store.backups.list()] == ["manual", "automatic", "automatic", "automatic"]


def test_restore_brings_back_the_copy_and_keeps_the_current_log(floor: Floor) -> None:
    floor.record(narrative="before the backup")
    backup = floor.store.backup()
    floor.record(narrative="after the backup")
    other = IncidentStore.open(floor.store.path, pin_hasher=FAST_PINS)  # a second FloorDesk, open meanwhile
    try:
        report = floor.store.restore(backup)
        assert (report.restored_from, report.records, report.incidents) == (backup, 11, 1)
        assert report.saved_current_as is not None
        assert report.saved_current_as.name.endswith("-before-restore.sqlite3")
        for store in (floor.store, other):
            assert [row.narrative for row in store.page(IncidentQuery()).rows] == ["before the backup"]
            assert store.verify().ok
            assert store.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        saved = IncidentStore(sqlite3.connect(report.saved_current_as, isolation_level=None), pin_hasher=FAST_PINS)
        try:
            assert count(saved) == 2
        finally:
            saved.close()
        assert floor.record(narrative="after the restore").number == 2
    finally:
        other.close()


def test_a_damaged_backup_is_refused_and_the_log_is_untouched(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database at all" * 300)
    with pytest.raises(CorruptError, match=r"damaged or is not a FloorDesk log"):
        floor.store.restore(junk)
    with pytest.raises(StoreError, match=r"there is no backup file"):
        floor.store.restore(tmp_path / "nothing.sqlite3")
    assert count(floor.store) == 1
    assert not (floor.store.path.parent / "backups").exists()


def test_a_backup_that_does_not_verify_is_refused(floor: Floor) -> None:
    floor.record()
    backup = floor.store.backup()
    raw = sqlite3.connect(backup, isolation_level=None)
    drop_guards(raw)
    raw.execute("UPDATE incidents SET narrative = 'rewritten'")
    raw.close()
    floor.record()
    with pytest.raises(CorruptError, match=r"does not verify \(incident .*: its content does not match its hash"):
        floor.store.restore(backup)
    assert count(floor.store) == 2


def test_a_backup_from_a_newer_floordesk_is_refused(floor: Floor, tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    with pytest.raises(NewerSchemaError, match=r"newer FloorDesk"):
        floor.store.restore(newer)


def test_a_damaged_log_is_moved_aside_not_lost_when_restoring(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    backup = floor.store.backup()
    path = floor.store.path
    floor.store.close()
    garbage = b"disk sector garbage " * 500
    path.write_bytes(garbage)
    Path(f"{path}-wal").unlink(missing_ok=True)
    Path(f"{path}-shm").unlink(missing_ok=True)
    report = Backups(path, clock=Clock()).restore(backup)
    assert report.saved_current_as is not None
    assert report.saved_current_as.name.startswith("floordesk.sqlite3.damaged-")
    assert report.saved_current_as.read_bytes() == garbage
    floor.store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    assert count(floor.store) == 1
    assert floor.store.verify().ok


def test_an_old_backup_is_migrated_when_restored(floor: Floor, tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    shutil.copy(FILES / "schema-v1.sqlite3", old)
    report = floor.store.restore(old)
    assert (report.records, report.incidents) == (0, 0)
    assert floor.connection.execute("PRAGMA user_version").fetchone()[0] == 2
    assert floor.connection.execute("SELECT count(*) FROM event_state").fetchone()[0] == 1


def test_writes_take_automatic_backups_when_due(tmp_path: Path) -> None:
    clock = Clock()
    store = IncidentStore.open(
        tmp_path / "floordesk.sqlite3", clock=clock, pin_hasher=FAST_PINS, backup_every=timedelta(minutes=30)
    )
    try:
        store.staff.create_first_administrator("Ada Admin", "1111")
        assert [b.reason for b in store.backups.list()] == ["automatic"]  # the first write
        admin = store.staff.sign_in(store.staff.members()[0].uid, "1111")
        store.staff.add("Bo", Role.SUPERVISOR, "2222", admin)
        assert len(store.backups.list()) == 1  # a second later: not due
        clock.now += timedelta(minutes=31)
        store.staff.add("Cy", Role.SUPERVISOR, "3333", admin)
        assert [b.reason for b in store.backups.list()] == ["automatic", "automatic"]
    finally:
        store.close()


def test_a_failed_automatic_backup_does_not_fail_the_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from floordesk.store import backups

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(backups, "backup_to", disk_full)
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        with caplog.at_level("WARNING", logger="floordesk.store"):
            admin = store.staff.create_first_administrator("Ada Admin", "1111")
        assert store.staff.member(admin.staff_uid).name == "Ada Admin"
        assert "automatic backup failed: The disk is full" in caplog.text
        assert "1111" not in caplog.text
    finally:
        store.close()


def test_an_import_into_a_log_with_records_is_backed_up_first(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    floor.store.export(tmp_path / "self.fdlog")
    floor.store.import_file(tmp_path / "self.fdlog")
    assert [b.reason for b in floor.store.backups.list()] == ["before-import"]
