"""Rotating backups with the online backup API, and restoring one safely."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.backups import KEEP_BEFORE_IMPORT, Backups, CopyOutcome
from floordesk.store.database import schema_version
from floordesk.store.errors import CorruptError, NewerSchemaError
from floordesk.store.log import IncidentStore
from floordesk.store.restoring import restore_log, restore_store
from floordesk.store.search import IncidentQuery
from floordesk.store.staff import Role

from .conftest import DAMAGE_THE_INDEX, FAST_PINS, FILES, Clock, Floor, admin_of, drop_guards, merge, snapshot


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
        report = restore_store(floor.store, backup, "test", admin_of)
        # The ruling recorded after the backup is taken back, and the restore recorded after it.
        assert (report.restored_from, report.records, report.incidents) == (backup, 14, 2)
        assert (report.taken_back, report.replaced) == (1, "verified")
        assert report.saved_current_as is not None
        assert report.saved_current_as.name.endswith("-before-restore.sqlite3")
        for store in (floor.store, other):
            rows = store.page(IncidentQuery()).rows
            assert [row.narrative for row in rows] == ["after the backup", "before the backup"]
            assert store.verify().ok
            assert store.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        saved = IncidentStore(sqlite3.connect(report.saved_current_as, isolation_level=None), pin_hasher=FAST_PINS)
        try:
            assert count(saved) == 2
        finally:
            saved.close()
        assert floor.record(narrative="after the restore").number == 3
    finally:
        other.close()


def test_a_damaged_backup_is_refused_and_the_log_is_untouched(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    damaged = tmp_path / "damaged.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", damaged)
    with damaged.open("r+b") as file:  # the header survives, the pages after it do not
        file.seek(4096)
        file.write(b"disk sector garbage " * 400)
    with pytest.raises(CorruptError, match=r"damaged"):
        restore_store(floor.store, damaged, "test", admin_of)
    assert count(floor.store) == 1
    assert not (floor.store.path.parent / "backups").exists()


def _empty(path: Path, _floor: Floor) -> None:
    path.write_bytes(b"")


def _junk(path: Path, _floor: Floor) -> None:
    path.write_bytes(b"not a database at all" * 300)


def _export(path: Path, floor: Floor) -> None:
    floor.store.export(path)


def _foreign(version: int, *more: str) -> Callable[[Path, Floor], None]:
    def make(path: Path, _floor: Floor) -> None:
        connection = sqlite3.connect(path)
        for statement in ("CREATE TABLE events (id INTEGER PRIMARY KEY, what TEXT)", *more):
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {version}")
        connection.commit()
        connection.close()

    return make


# A virtual table of a module this SQLite lacks (the file was made by another program).
_UNKNOWN_MODULE = (
    "PRAGMA writable_schema = ON",
    "INSERT INTO sqlite_master VALUES ('table', 'shapes', 'shapes', 0, 'CREATE VIRTUAL TABLE shapes USING geo(a)')",
)


def _log_itself(path: Path, floor: Floor) -> None:
    path.hardlink_to(floor.store.path)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (None, r"there is no backup file .*nothing\.sqlite3$"),
        (_log_itself, r"is the log itself, not a backup of it$"),
        (_empty, r"is not a FloorDesk backup \(not a database\); the log was not changed$"),
        (_junk, r"is not a FloorDesk backup \(not a database\)"),
        (_export, r"is not a FloorDesk backup \(an export: import it instead\); the log was not changed$"),
        (_foreign(0), r"is not a FloorDesk backup \(not the tables of a FloorDesk log\)"),
        (_foreign(2), r"is not a FloorDesk backup \(its schema is not what FloorDesk makes: "),
        (_foreign(2, *_UNKNOWN_MODULE), r"is not a FloorDesk backup \(its schema is not what FloorDesk makes: "),
    ],
    ids=["missing", "the-log-itself", "empty", "junk", "export", "foreign", "schema-2", "unknown-module"],
)
def test_what_is_not_a_floordesk_backup_is_bad_input_and_changes_nothing(
    floor: Floor, tmp_path: Path, make: Callable[[Path, Floor], None] | None, message: str
) -> None:
    floor.record()
    given = tmp_path / "nothing.sqlite3"
    if make is not None:
        make(given, floor)
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=message) as refused:
        restore_store(floor.store, given, "test", admin_of)
    assert "restores the latest backup" not in str(refused.value)
    assert snapshot(floor.connection) == before
    assert not (floor.store.path.parent / "backups").exists()


def _rewrite_a_narrative(raw: sqlite3.Connection) -> None:
    guards = drop_guards(raw)
    raw.execute("UPDATE incidents SET narrative = 'rewritten'")
    for guard in guards:  # a careful tamperer puts the triggers back: the schema is FloorDesk's again
        raw.execute(guard)


def _damage_the_index(raw: sqlite3.Connection) -> None:
    raw.execute(DAMAGE_THE_INDEX)  # derived data: refused as a damaged listing would be


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (_rewrite_a_narrative, r"does not verify \(incident .*: its content does not match its hash"),
        (_damage_the_index, r"does not verify \(the full-text index is damaged or out of step"),
    ],
    ids=["record-changed", "full-text-index-damaged"],
)
def test_a_backup_that_does_not_verify_is_refused(
    floor: Floor, tamper: Callable[[sqlite3.Connection], None], message: str
) -> None:
    floor.record()
    backup = floor.store.backup()
    raw = sqlite3.connect(backup, isolation_level=None)
    tamper(raw)
    raw.close()
    floor.record()
    with pytest.raises(CorruptError, match=message):
        restore_store(floor.store, backup, "test", admin_of)
    assert count(floor.store) == 2


def test_a_backup_from_a_newer_floordesk_is_refused(floor: Floor, tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    with pytest.raises(NewerSchemaError, match=r"newer FloorDesk"):
        restore_store(floor.store, newer, "test", admin_of)


def test_a_damaged_log_is_moved_aside_not_lost_when_restoring(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    backup = floor.store.backup()
    path = floor.store.path
    floor.store.close()
    garbage = b"disk sector garbage " * 500
    path.write_bytes(garbage)
    Path(f"{path}-wal").unlink(missing_ok=True)
    Path(f"{path}-shm").unlink(missing_ok=True)
    report = restore_log(path, backup, "test", admin_of, clock=Clock(), pin_hasher=FAST_PINS)
    assert report.saved_current_as is not None
    assert report.saved_current_as.name.startswith("floordesk.sqlite3.damaged-")
    assert report.saved_current_as.read_bytes() == garbage
    floor.store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    assert count(floor.store) == 1
    assert floor.store.verify().ok


def test_a_restored_log_is_owner_only_when_there_was_none(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    backup = floor.store.backup()
    fresh = tmp_path / "new data folder" / "floordesk.sqlite3"
    umask = os.umask(0o022)  # what SQLite would otherwise create the file with: readable by all
    try:
        restore_log(fresh, backup, "a new laptop", admin_of, pin_hasher=FAST_PINS)
    finally:
        os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o600


def test_only_automatic_copies_rotate(floor: Floor) -> None:
    backups = floor.store.backups
    backups.keep = 2
    reasons = ("manual", "before-import", "before-restore", "before-schema-3")
    kept = [backups.take(floor.connection, reason) for reason in reasons for _ in range(3)]
    automatic = [backups.take(floor.connection, "automatic") for _ in range(3)]
    assert sorted(b.path for b in backups.list()) == sorted([*kept, *automatic[1:]])


def test_a_restore_never_removes_the_copy_it_restores(floor: Floor) -> None:
    floor.store.backups.keep = 2
    floor.record()
    for _ in range(3):
        restore_store(floor.store, floor.store.backup(), "test", admin_of)
    oldest = [b.path for b in floor.store.backups.list() if b.reason == "before-restore"][-1]
    report = restore_store(floor.store, oldest, "test", admin_of)
    assert report.restored_from == oldest
    assert oldest.exists()
    assert count(floor.store) == 1


def test_reading_backups_leaves_no_side_files_and_rotation_removes_old_ones(floor: Floor) -> None:
    floor.record()
    backup = floor.store.backup()
    restore_store(floor.store, backup, "test", admin_of)
    folder = backup.parent
    assert sorted(folder.glob("*-wal")) == sorted(folder.glob("*-shm")) == []
    floor.store.backups.keep = 1
    old = floor.store.backups.take(floor.connection, "automatic")
    for suffix in ("-wal", "-shm"):  # left by an older FloorDesk
        Path(f"{old}{suffix}").touch()
    floor.store.backups.take(floor.connection, "automatic")
    assert not old.exists()
    assert sorted(folder.glob("*-wal")) == sorted(folder.glob("*-shm")) == []


def test_a_backup_is_checked_by_its_checks_at_the_same_time_as_nothing_writes_it(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No write lock to take on a copy opened read-only: its state is what it holds, read by every check at once (at
    1,000,000 incidents one after another took 49 s of CPU on one core); and SQLite's check of the file, 7.7 s of it,
    is made once."""
    from floordesk.store import backups, verify

    def in_turn(*args: Any) -> Any:
        raise AssertionError("checked one check after another")

    files_checked: list[sqlite3.Connection] = []
    check_the_file = verify.integrity_problems

    def counted(connection: sqlite3.Connection) -> list[str]:
        files_checked.append(connection)
        return check_the_file(connection)

    floor.record()
    backup = floor.store.backup()
    monkeypatch.setattr(verify, "_verified_in_turn", in_turn)
    for module in (backups, verify):
        monkeypatch.setattr(module, "integrity_problems", counted)
    target = backup.parent / "checked.sqlite3"
    key = floor.store.journal.key
    assert key is not None
    floor.store.backups.copy_checked(backup, target, key.public_hex)
    with closing(sqlite3.connect(target)) as checked, closing(sqlite3.connect(backup)) as copied:
        assert snapshot(checked) == snapshot(copied)
    assert len(files_checked) == 1


def test_a_clock_set_back_neither_stops_automatic_backups_nor_wins_latest(floor: Floor) -> None:
    clock = Clock(datetime(2031, 1, 1, tzinfo=UTC))  # the laptop's clock was years ahead
    backups = Backups(floor.store.path, clock=clock)
    every = timedelta(hours=1)
    future = backups.take_if_due(floor.connection, every)
    clock.now = datetime(2026, 11, 30, 9, tzinfo=UTC)  # and is then corrected
    first = backups.take_if_due(floor.connection, every)
    assert first is not None
    assert backups.take_if_due(floor.connection, every) is None  # due again only an hour later
    clock.now += timedelta(hours=2)
    second = backups.take_if_due(floor.connection, every)
    assert second is not None
    assert [b.path for b in backups.list()] == [second, first, future]  # the most recently taken first


def test_an_old_backup_is_migrated_when_restored(tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    shutil.copy(FILES / "schema-v1.sqlite3", old)
    fresh = tmp_path / "new data folder" / "floordesk.sqlite3"
    report = restore_log(fresh, old, "the laptop was replaced", admin_of, pin_hasher=FAST_PINS)
    assert report.incidents == 0
    restored = IncidentStore.open(fresh, pin_hasher=FAST_PINS)
    try:
        assert restored.connection.execute("PRAGMA user_version").fetchone()[0] == schema_version()
        assert restored.connection.execute("SELECT count(*) FROM event_state").fetchone()[0] == 1
        assert [b.kind for b in restored.verify().custody] == ["restore"]
    finally:
        restored.close()


def test_a_backup_without_this_laptops_chain_is_refused_over_a_log_that_has_one(floor: Floor, tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    shutil.copy(FILES / "schema-v1.sqlite3", old)
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match="not a backup of this log"):
        restore_store(floor.store, old, "test", admin_of)
    assert snapshot(floor.connection) == before


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


@pytest.mark.parametrize(
    ("error", "logged"),
    [
        (OSError(28, "No space left on device"), "automatic backup failed: The disk is full"),
        (sqlite3.OperationalError("something SQLite has not said before"), "automatic backup failed: something"),
    ],
)
def test_a_failed_automatic_backup_does_not_fail_the_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, error: Exception, logged: str
) -> None:
    from floordesk.store import backups

    def fail(*_args: object) -> None:
        raise error

    monkeypatch.setattr(backups, "backup_to", fail)
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        with caplog.at_level("WARNING", logger="floordesk.store"):
            admin = store.staff.create_first_administrator("Ada Admin", "1111")
        assert store.staff.member(admin.staff_uid).name == "Ada Admin"
        assert logged in caplog.text
        assert "1111" not in caplog.text.replace(str(tmp_path), "")  # the folder's name may hold the digits
    finally:
        store.close()


def test_a_backup_folder_that_cannot_be_read_does_not_fail_the_write_and_is_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    (tmp_path / "backups").mkdir()

    def refuse(self: Path) -> None:  # tests may run as root, which chmod cannot stop
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "iterdir", refuse)
    try:
        with caplog.at_level("WARNING", logger="floordesk.store"):
            admin = store.staff.create_first_administrator("Ada Admin", "1111")
        assert "automatic backup failed: " in caplog.text
        assert "listing the backups failed" in caplog.text
        assert [m.name for m in store.staff.members()] == ["Ada Admin"]
        monkeypatch.undo()
        store.staff.add("Bo", Role.SUPERVISOR, "2222", store.staff.sign_in(admin.staff_uid, "1111"))
        assert [b.reason for b in store.backups.list()] == ["automatic"]  # the next write took the missed copy
    finally:
        store.close()


def test_only_an_import_that_adds_records_is_backed_up_first_and_those_copies_rotate(
    floor_factory, tmp_path: Path
) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    here.record()
    here.store.export(tmp_path / "self.fdlog")
    merge(here.store, tmp_path / "self.fdlog")  # nothing new: nothing to back up
    (tmp_path / "refused.fdlog").write_text('{"format": "zip"}\n')
    with pytest.raises(InvalidInput):
        merge(here.store, tmp_path / "refused.fdlog")
    here.store.wait_for_backups()
    assert here.store.backups.list() == []
    for number in range(KEEP_BEFORE_IMPORT + 2):
        there.record(narrative=f"ruling {number} of the other laptop")
        there.store.export(tmp_path / f"there-{number}.fdlog")
        merge(here.store, tmp_path / f"there-{number}.fdlog")
    here.store.wait_for_backups()
    assert [b.reason for b in here.store.backups.list()] == ["before-import"] * KEEP_BEFORE_IMPORT


def test_the_copy_before_an_import_is_taken_beside_it_and_holds_the_log_as_it_was_even_if_written_after(
    floor_factory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The import does not wait for its copy (0.7-1.9 s of a 100,000-incident log's): the copy's snapshot of the
    log is taken before the import begins, so it holds none of the import even if written after it commits."""
    from floordesk.store import backups

    here, there = floor_factory("here"), floor_factory("there")
    here.record(narrative="ruling of this laptop")
    there.record(narrative="ruling of the other laptop")
    there.store.export(tmp_path / "there.fdlog")
    copy_to, copied_on, imported = backups.backup_to, [], threading.Event()

    def after_the_import(connection: sqlite3.Connection, target: Path, **options: Any) -> None:
        copied_on.append(threading.current_thread())
        assert imported.wait(30)
        copy_to(connection, target, **options)

    monkeypatch.setattr(backups, "backup_to", after_the_import)
    merge(here.store, tmp_path / "there.fdlog")
    imported.set()
    here.store.wait_for_backups()
    assert len(copied_on) == 1
    assert copied_on[0] is not threading.current_thread()
    [copy] = here.store.backups.list()
    assert copy.reason == "before-import"
    with closing(sqlite3.connect(copy.path)) as before:
        assert before.execute("SELECT narrative FROM incidents").fetchall() == [("ruling of this laptop",)]
    assert len(here.store.page(IncidentQuery()).rows) == 2


def test_a_copy_left_half_written_by_a_killed_floordesk_is_removed_by_the_next(floor: Floor) -> None:
    gone_pid = subprocess.Popen([sys.executable, "-c", "pass"])
    gone_pid.wait()
    folder = floor.store.backups.folder
    folder.mkdir(parents=True, exist_ok=True)
    abandoned = folder / f"floordesk-20090602T040000000000Z-automatic.sqlite3.{gone_pid.pid}.partial"
    abandoned.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4000)
    running = folder / f"floordesk-20090602T040001000000Z-automatic.sqlite3.{os.getppid()}.partial"
    running.write_bytes(b"being written by a FloorDesk that still runs")
    floor.store.backup()
    assert not abandoned.exists()
    assert running.exists()
    assert not [b for b in floor.store.backups.list() if b.path.name.endswith(".partial")]


def test_a_backup_killed_while_copying_leaves_nothing_behind_once_the_next_is_taken(floor: Floor) -> None:
    for number in range(300):
        floor.record(narrative=f"filler {number} " + "x" * 2000)
    floor.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    script = (
        "import sys\nfrom pathlib import Path\nfrom floordesk.store.log import IncidentStore\n"
        "store = IncidentStore.open(Path(sys.argv[1]), backup_every=None)\nprint('ready', flush=True)\n"
        "while True:\n    store.backup()\n"
    )
    root = Path(__file__).resolve().parents[2]
    copier = subprocess.Popen(
        [sys.executable, "-c", script, str(floor.store.path)], cwd=root, stdout=subprocess.PIPE, text=True
    )
    assert copier.stdout is not None
    assert copier.stdout.readline() == "ready\n"
    folder = floor.store.backups.folder
    deadline = time.monotonic() + 30
    while not list(folder.glob("*.partial")) and time.monotonic() < deadline:
        time.sleep(0.001)
    copier.send_signal(signal.SIGKILL)
    copier.communicate(timeout=30)
    floor.store.backup()
    assert not list(folder.glob("*.partial"))


def _backup_altered(floor: Floor, *statements: str) -> Path:
    copy = floor.store.backup()
    altered = sqlite3.connect(copy, isolation_level=None)
    for statement in statements:
        altered.execute(statement)
    altered.close()
    return copy


@pytest.mark.parametrize(
    "statements",
    [
        ("DROP TRIGGER incidents_append_only_u", "DROP TRIGGER incidents_append_only_d"),
        ("CREATE TRIGGER forget AFTER INSERT ON incidents BEGIN DELETE FROM search_superseded; END",),
        ("DROP INDEX staff_changes_by_staff",),
    ],
    ids=["append-only-triggers-dropped", "extra-trigger", "index-dropped"],
)
def test_a_backup_whose_schema_is_not_exactly_floordesks_is_refused(floor: Floor, statements: tuple[str, ...]) -> None:
    floor.record()
    copy = _backup_altered(floor, *statements)
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match="its schema is not what FloorDesk makes"):
        restore_store(floor.store, copy, "test", admin_of)
    assert snapshot(floor.connection) == before


def test_a_backup_in_the_background_keeps_the_write_waiting_for_nothing_and_loses_nothing_written_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from floordesk.store import backups

    copying, release = threading.Event(), threading.Event()
    copy_to = backups.backup_to

    def slow_copy(connection: sqlite3.Connection, target: Path, **options: Any) -> None:
        copying.set()
        assert release.wait(30)  # a big log's copy: seconds
        copy_to(connection, target, **options)

    monkeypatch.setattr(backups, "backup_to", slow_copy)
    outcomes: list[CopyOutcome] = []
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        store.back_up_in_background(outcomes.append)
        admin = store.staff.create_first_administrator("Ada Admin", "1111")  # the first write: a copy is due
        assert copying.wait(30)
        # The write returned while the copy is being taken; the next write neither waits nor starts a second copy.
        store.staff.add("Bo", Role.SUPERVISOR, "2222", store.staff.sign_in(admin.staff_uid, "1111"))
        assert outcomes == []
        release.set()
        store.wait_for_backups()
    finally:
        store.close()
    [outcome] = outcomes
    assert outcome.problem is None
    assert outcome.path is not None
    assert [b.path for b in Backups(tmp_path / "floordesk.sqlite3").list()] == [outcome.path]
    copy = IncidentStore(sqlite3.connect(outcome.path, isolation_level=None), pin_hasher=FAST_PINS)
    try:
        assert copy.verify().ok  # one snapshot of the log, whatever was written while it was taken
    finally:
        copy.close()
    reopened = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert sorted(m.name for m in reopened.staff.members()) == ["Ada Admin", "Bo"]  # written meanwhile: kept
    finally:
        reopened.close()


def test_closing_the_log_abandons_an_automatic_copy_under_way_leaving_no_part_of_it_and_losing_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26: quitting waited for a big log's automatic copy (seconds). The copy stops at its next step and
    its part-written file goes; the log is as committed, and the next write takes the copy, still due."""
    from floordesk.store import backups

    copying = threading.Event()
    copy_to = backups.backup_to

    def endless_copy(connection: sqlite3.Connection, target: Path, *, stop: Callable[[], bool]) -> None:
        copying.set()
        deadline = time.monotonic() + 30
        while not stop():  # a copy that would go on for as long as it is let
            assert time.monotonic() < deadline, "closing the log did not stop the copy"
            time.sleep(0.01)
        copy_to(connection, target, stop=stop)  # the real copy, told to stop: it stops at its first step

    monkeypatch.setattr(backups, "backup_to", endless_copy)
    outcomes: list[CopyOutcome] = []
    database = tmp_path / "floordesk.sqlite3"
    store = IncidentStore.open(database, pin_hasher=FAST_PINS)
    store.back_up_in_background(outcomes.append)
    store.staff.create_first_administrator("Ada Admin", "1111")  # the first write: a copy is due
    assert copying.wait(30)
    store.close()
    assert outcomes == [CopyOutcome(None)]  # abandoned: nothing to report
    assert Backups(database).list() == []
    assert list((tmp_path / "backups").iterdir()) == []  # no part-written copy left
    monkeypatch.setattr(backups, "backup_to", copy_to)
    reopened = IncidentStore.open(database, pin_hasher=FAST_PINS)
    try:
        assert [m.name for m in reopened.staff.members()] == ["Ada Admin"]
        assert reopened.verify().ok
        admin = reopened.staff.sign_in(reopened.staff.members()[0].uid, "1111")
        reopened.staff.add("Bo", Role.SUPERVISOR, "2222", admin)  # the next write: the copy still due, taken
    finally:
        reopened.close()
    assert len(Backups(database).list()) == 1


def test_a_failed_backup_in_the_background_is_reported_and_taken_at_the_next_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from floordesk.store import backups

    def full_disk(*_args: object, **_options: object) -> None:
        raise OSError(28, "No space left on device")

    outcomes: list[CopyOutcome] = []
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        store.back_up_in_background(outcomes.append)
        with monkeypatch.context() as patch:
            patch.setattr(backups, "backup_to", full_disk)
            admin = store.staff.create_first_administrator("Ada Admin", "1111")
            store.wait_for_backups()
        store.staff.add("Bo", Role.SUPERVISOR, "2222", store.staff.sign_in(admin.staff_uid, "1111"))
        store.wait_for_backups()
    finally:
        store.close()
    failed, taken = outcomes
    assert failed.path is None
    assert failed.problem is not None
    assert failed.problem.startswith("The disk is full")
    assert taken.problem is None
    assert taken.path is not None
    assert taken.path.exists()


def _niceness() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the priority is lowered where it is per thread")
def test_the_copy_before_an_import_gives_way_to_the_import(
    floor_factory: Callable[[str], Floor], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: a copy that competes with the import makes the user wait for it; at a lower priority it takes the
    time the import leaves. The thread that began it keeps its own priority."""
    from floordesk.store import backups as backups_module
    from floordesk.store.backups import BACKGROUND_NICENESS

    copying: list[int] = []
    copy = backups_module.backup_to

    def noting(*arguments: Any, **options: Any) -> None:
        copying.append(_niceness())
        copy(*arguments, **options)

    monkeypatch.setattr(backups_module, "backup_to", noting)
    here, there = floor_factory("here"), floor_factory("there")
    there.record()
    there.store.export(tmp_path / "there.fdlog")
    ours = _niceness()
    merge(here.store, tmp_path / "there.fdlog")
    here.store.wait_for_backups()
    assert copying == [min(19, ours + BACKGROUND_NICENESS)]
    assert _niceness() == ours


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the priority is lowered where it is per thread")
def test_an_automatic_copy_keeps_the_usual_priority(tmp_path: Path) -> None:
    """Issue 28: the copy's thread takes Python's one lock between its steps; at a lower priority, held while the
    system gives it no core, it kept the window's thread waiting (a Sign up to 64-104 ms at load 4.5, 18-21 without)."""
    ours = _niceness()
    copying: list[int] = []
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS)
    try:
        store.back_up_in_background(lambda _outcome: copying.append(_niceness()))
        store.staff.create_first_administrator("Ada Admin", "1111")  # the first write: a copy is due
    finally:
        store.close()  # waits for the copy
    assert copying == [ours]
