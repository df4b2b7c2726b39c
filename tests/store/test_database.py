"""Opening the database: file mode, journal, migrations, refusing a newer schema, known errors."""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import threading
from contextlib import closing
from pathlib import Path

import pytest

from floordesk.store import database
from floordesk.store.database import connect, connect_for_reading, connect_read_only, schema_version
from floordesk.store.derived import refresh_derived
from floordesk.store.errors import (
    CorruptError,
    DiskFullError,
    LockedError,
    NewerSchemaError,
    ReadOnlyError,
    StoreError,
)
from floordesk.store.events import EventRepository
from floordesk.store.log import IncidentStore
from floordesk.store.restoring import restore_store
from floordesk.store.search import IncidentQuery

from .conftest import FAST_PINS, FILES, Floor, admin_of, append_unused_page, make_floor, snapshot


def test_a_new_database_is_owner_only_wal_synchronous_full_and_current(tmp_path: Path) -> None:
    path = tmp_path / "data" / "floordesk.sqlite3"
    connection = connect(path)
    try:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert connection.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert connection.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert connection.execute("PRAGMA busy_timeout").fetchone()[0] == 10_000
        assert connection.execute("PRAGMA user_version").fetchone()[0] == schema_version()
        connection.execute("INSERT INTO event_state VALUES (1, '{}', 'now')")
        for companion in ("-wal", "-shm"):  # SQLite gives its side files the database's mode
            assert stat.S_IMODE(Path(f"{path}{companion}").stat().st_mode) == 0o600
    finally:
        connection.close()
    assert not (tmp_path / "data" / "backups").exists()  # nothing to back up in a new file


def test_a_log_that_can_be_written_is_read_through_a_map_and_read_only_media_are_not(floor: Floor) -> None:
    floor.record()
    path = floor.store.path

    def mapped(connection: sqlite3.Connection) -> int:
        return int(connection.execute("PRAGMA mmap_size").fetchone()[0])

    assert mapped(floor.store.connection) > 0
    with closing(connect_for_reading(path)) as reading:
        assert mapped(reading) > 0
    with closing(connect_read_only(path)) as media:
        assert mapped(media) == 0


def test_a_new_log_is_made_at_once_with_the_schema_a_log_migrated_step_by_step_has(tmp_path: Path) -> None:
    shutil.copy(FILES / "schema-v1.sqlite3", tmp_path / "migrated.sqlite3")
    query = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY {}"
    with closing(connect(tmp_path / "new.sqlite3")) as new, closing(connect(tmp_path / "migrated.sqlite3")) as old:
        assert new.execute(query.format("name")).fetchall() == old.execute(query.format("name")).fetchall()
        # In the migrations' order too (a vacuum, which the migrated file had, puts tables first).
        made, _shadows = database._made_by_migrations(database._migration_files(), schema_version())
        assert new.execute(query.format("rowid")).fetchall() == list(made)
        for pragma in ("user_version", "page_size", "foreign_key_check", "integrity_check"):
            assert new.execute(f"PRAGMA {pragma}").fetchall() == old.execute(f"PRAGMA {pragma}").fetchall()


def test_the_v1_fixture_migrates_after_a_backup_and_keeps_its_event(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v1.sqlite3", path)
    connection = connect(path)
    try:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == schema_version()
        event = EventRepository(connection).current()
        assert event is not None
        assert (event.number, event.name) == (1, "Demo Event: No-Limit Hold'em")
        assert connection.execute("SELECT count(*) FROM incidents").fetchone()[0] == 0
    finally:
        connection.close()
    backups = list((tmp_path / "backups").iterdir())
    assert [b.name.rsplit("-", 3)[-3:] for b in backups] == [["before", "schema", f"{schema_version()}.sqlite3"]]
    copy = sqlite3.connect(backups[0])
    try:
        assert copy.execute("PRAGMA user_version").fetchone()[0] == 1
        assert copy.execute("SELECT count(*) FROM event_state").fetchone()[0] == 1
        names = {row[0] for row in copy.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert names == {"event_state"}
    finally:
        copy.close()


def test_the_v2_fixture_migrates_verifies_and_lists_its_incidents_as_they_stand(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", path)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    try:
        # Nothing signed its records: opening it signs nothing either, and verify says so of its last record.
        (unsigned,) = store.verify().problems
        assert unsigned.message.startswith("no key of its device signs it")
        # An administrator adopts it under this laptop's key, a break in custody verify reports.
        store.devices.recover("upgraded from a FloorDesk that did not sign records", admin_of(store))
        result = store.verify()
        assert result.ok, result.problems
        assert [b.kind for b in result.custody] == ["adoption"]
        assert store.connection.execute("SELECT count(*) FROM incidents").fetchone()[0] == 4
        incident = store.incidents.get("4")
        assert incident.voided
        assert store.incidents.get("2").overruled
        assert store.incidents.get("3").departs
        # The facts the migration derived are those a rebuild from the records gives.
        listed = [(row.number, row.status, row.table, row.parties) for row in store.page(IncidentQuery()).rows]
        assert [(number, status) for number, status, _table, _parties in listed] == [
            (4, "voided"),
            (3, "amended"),
            (2, "overruled"),
            (1, "recorded"),
        ]
        derived = "SELECT * FROM incident_facts ORDER BY row"
        migrated = store.connection.execute(derived).fetchall()
        store.connection.execute("BEGIN")
        store.connection.execute("DELETE FROM incident_facts")
        store.connection.execute("INSERT INTO search_index (search_index) VALUES ('delete-all')")  # its slots free
        refresh_derived(store.connection, None)
        store.connection.execute("COMMIT")
        assert store.connection.execute(derived).fetchall() == migrated
    finally:
        store.close()
    taken = [copy.name.rsplit("-", 3)[-3:] for copy in (tmp_path / "backups").iterdir()]
    assert ["before", "schema", f"{schema_version()}.sqlite3"] in taken


def test_a_database_from_a_newer_floordesk_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {schema_version() + 1}")
    newer.close()
    before = path.read_bytes()
    message = rf"newer FloorDesk \(schema {schema_version() + 1}; .* knows {schema_version()}\)"
    with pytest.raises(NewerSchemaError, match=message):
        connect(path)
    assert path.read_bytes() == before


def test_a_failing_migration_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v1.sqlite3", path)
    real = database._migration_files()
    newest = schema_version()
    broken = tmp_path / f"{newest + 1:04}_broken.sql"
    broken.write_text("CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n")
    monkeypatch.setattr(database, "_migration_files", lambda: (*real, (newest + 1, broken)))
    with pytest.raises(sqlite3.OperationalError, match=r"no such table"):
        connect(path)
    monkeypatch.undo()
    check = sqlite3.connect(path)
    try:
        # The shipped migrations committed each on its own; the broken one rolled back entirely.
        assert check.execute("PRAGMA user_version").fetchone()[0] == newest
        tables = {row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "half_done" not in tables
        assert "incidents" in tables
    finally:
        check.close()


def test_a_damaged_file_is_a_corrupt_error_that_says_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    path.write_bytes(b"this is not a database, it is a shopping list " * 200)
    before = path.read_bytes()
    with pytest.raises(CorruptError, match=r"damaged or is not a FloorDesk log.*restores the latest backup"):
        connect(path)
    assert path.read_bytes() == before


def test_a_full_disk_is_a_disk_full_error_and_the_log_is_unchanged(floor: Floor) -> None:
    floor.record()
    before = snapshot(floor.connection)
    pages = floor.connection.execute("PRAGMA page_count").fetchone()[0]
    floor.connection.execute(f"PRAGMA max_page_count = {pages}")  # the disk is now full
    with pytest.raises(DiskFullError, match=r"The disk is full: recording the incident failed. Nothing was saved"):
        floor.record(narrative="x" * 30_000)
    floor.connection.execute("PRAGMA max_page_count = 1073741823")
    assert snapshot(floor.connection) == before
    assert floor.store.verify().ok


def test_a_read_only_log_is_a_read_only_error(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    read_only = sqlite3.connect(f"{floor.store.path.as_uri()}?mode=ro", uri=True, isolation_level=None)
    store = IncidentStore(read_only, pin_hasher=FAST_PINS)
    try:
        with pytest.raises(ReadOnlyError, match=r"cannot be written .*recording the incident failed"):
            store.incidents.record(floor.draft(), floor.supervisor)
    finally:
        read_only.close()


def test_a_folder_that_cannot_be_written_is_a_read_only_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tests may run as root, which chmod cannot stop: make the folder refuse as a read-only mount would.
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", str(tmp_path / "locked"))

    monkeypatch.setattr(Path, "mkdir", refuse)
    with pytest.raises(ReadOnlyError, match=r"locked cannot be written"):
        connect(tmp_path / "locked" / "floordesk.sqlite3")


def test_a_log_held_by_another_floordesk_waits_then_says_it_is_locked(floor: Floor) -> None:
    other = sqlite3.connect(floor.store.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        floor.connection.execute("PRAGMA busy_timeout = 200")
        with pytest.raises(LockedError, match=r"in use by another FloorDesk"):
            floor.record()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert floor.record().number == 1


def test_a_writer_waits_for_a_lock_held_briefly(floor: Floor) -> None:
    other = sqlite3.connect(floor.store.path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    release = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    release.start()
    try:
        assert floor.record().number == 1  # waited for the other writer instead of failing
    finally:
        release.join()
        other.close()


def test_unknown_sqlite_errors_are_bugs_not_store_errors(floor: Floor) -> None:
    from floordesk.store.errors import translated

    with pytest.raises(sqlite3.OperationalError), translated(floor.store.path, "testing"):
        floor.connection.execute("SELECT * FROM no_such_table")
    assert not issubclass(sqlite3.OperationalError, StoreError)


def test_a_data_folder_whose_name_is_not_utf8_holds_a_working_log(tmp_path: Path) -> None:
    folder = tmp_path / os.fsdecode(b"caf\xe9")  # a Latin-1 name, as an old USB stick may have
    floor = make_floor(folder / "floordesk.sqlite3")
    try:
        assert floor.store.path == folder / "floordesk.sqlite3"
        floor.record()
        backup = floor.store.backup()
        assert backup.parent == folder / "backups"
        assert restore_store(floor.store, backup, "test", admin_of).incidents == 1
        assert floor.store.verify().ok
    finally:
        floor.store.close()


def test_os_errors_are_sorted_into_known_errors(tmp_path: Path) -> None:
    from floordesk.store.errors import translate

    full = translate(OSError(28, os.strerror(28)), tmp_path, "exporting the log")
    assert isinstance(full, DiskFullError)
    read_only = translate(OSError(30, os.strerror(30), "/media/stick"), tmp_path, "exporting the log")
    assert isinstance(read_only, ReadOnlyError)
    assert "/media/stick cannot be written" in str(read_only)
    other = translate(OSError(5, os.strerror(5)), tmp_path, "exporting the log")
    assert type(other) is StoreError
    assert translate(ValueError("bug"), tmp_path, "x") is None


@pytest.mark.parametrize("version", [1, 2])
def test_each_fixture_holds_exactly_the_schema_its_migrations_make(version: int, tmp_path: Path) -> None:
    expected = sqlite3.connect(":memory:")
    for number, file in database._migration_files():
        if number <= version:
            for statement in database._statements(file.read_text(encoding="utf-8")):
                expected.execute(statement)
    fixture = sqlite3.connect(FILES / f"schema-v{version}.sqlite3")
    try:
        query = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
        assert fixture.execute(query).fetchall() == expected.execute(query).fetchall()
        assert fixture.execute("PRAGMA user_version").fetchone()[0] == version
    finally:
        fixture.close()
        expected.close()


def _migrated(tmp_path: Path, name: str) -> Path:
    """The schema-19 fixture log, grown, migrated to the newest schema (0020 drops the documents' text)."""
    path = tmp_path / name / "floordesk.sqlite3"
    path.parent.mkdir()
    shutil.copy(FILES / "schema-v19.sqlite3", path)
    with sqlite3.connect(
        path
    ) as grown:  # documents of incidents since gone, as many as a busy night's: 0020 drops them
        words = " ".join(f"word{n}" for n in range(80))
        rows = [(2**50 + n, f"gone-{n}", words, words, words) for n in range(2_000)]
        grown.executemany(
            "INSERT INTO search_docs (id, incident_uid, narrative, names, ruling) VALUES (?, ?, ?, ?, ?)", rows
        )
    grown.close()
    database.connect(path).close()
    return path


def _free_pages(path: Path) -> tuple[int, int]:
    """(free pages, pages) of the file."""
    with sqlite3.connect(path) as connection:
        free, pages = (connection.execute(f"PRAGMA {name}").fetchone()[0] for name in ("freelist_count", "page_count"))
    connection.close()
    return free, pages


def test_a_migration_that_frees_much_of_the_file_gives_it_back(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(database, "FREED_TO_GIVE_BACK", 1.0)  # never vacuumed: what the migration leaves free
    monkeypatch.setattr(database, "PAGE_SIZE", 4096)  # the fixture's: not vacuumed for its page size either
    free, pages = _free_pages(_migrated(tmp_path, "kept"))
    assert free > pages / 2
    monkeypatch.undo()
    free_after, pages_after = _free_pages(_migrated(tmp_path, "given-back"))
    assert (free_after, pages_after <= pages - free) == (0, True)


def test_freed_pages_are_left_while_another_floordesk_writes(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(database, "FREED_TO_GIVE_BACK", 1.0)
    monkeypatch.setattr(database, "PAGE_SIZE", 4096)
    path = _migrated(tmp_path, "busy")
    monkeypatch.undo()
    before = _free_pages(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    connection = database.connect(path)
    try:
        database._compact(connection)  # not now: nothing lost, nothing raised
    finally:
        connection.close()
        other.execute("ROLLBACK")
        other.close()
    assert _free_pages(path) == before
    with sqlite3.connect(path) as kept:  # nor made of larger pages, and still in WAL mode
        assert (kept.execute("PRAGMA page_size").fetchone()[0], kept.execute("PRAGMA journal_mode").fetchone()[0]) == (
            4096,
            "wal",
        )
    kept.close()


def test_a_new_log_and_a_migrated_one_are_made_of_pages_of_page_size(tmp_path: Path) -> None:
    """Issue 28: pages of 8,192 bytes leave less of each unused than SQLite's 4,096 (a record of about 1,000 bytes
    left a quarter of a page unused); a log of an older schema is vacuumed into them as it is migrated."""
    new = tmp_path / "new.sqlite3"
    migrated = tmp_path / "migrated.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", migrated)
    for path in (new, migrated):
        database.connect(path).close()
        with sqlite3.connect(path) as connection:
            size = connection.execute("PRAGMA page_size").fetchone()[0]
            mode = connection.execute("PRAGMA journal_mode").fetchone()[0]
        connection.close()
        assert (size, mode) == (database.PAGE_SIZE, "wal")


def test_a_page_no_table_uses_is_named_where_sqlites_check_does_not_count_it(tmp_path: Path) -> None:
    """SQLite 3.40's integrity check counts no unused page when the first table of its schema's hash is a view, as in a
    log migrated to schema 21 (its vacuum wrote the view `chain` last, and it went first; made again here, as the last
    schema object, since 0022 makes the full-text index after it): counted from `dbstat`."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", path)
    database.connect(path).close()
    with sqlite3.connect(path, isolation_level=None) as raw:
        (view,) = raw.execute("SELECT sql FROM sqlite_master WHERE name = 'chain'").fetchone()
        raw.execute("BEGIN")
        raw.execute("DROP VIEW chain")
        raw.execute(view)
        raw.execute("COMMIT")
    raw.close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA main.table_list").fetchone()[1:3] == ("chain", "view")
        assert database.integrity_problems(raw) == []
    raw.close()
    append_unused_page(path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]  # SQLite's own check misses it
        assert database.integrity_problems(raw) == ["1 page(s) are never used (in no table or index, and not free)"]
    raw.close()


def test_values_failing_check_constraints_hide_no_damage_after_them(tmp_path: Path) -> None:
    """More changed values than the check names (each a CHECK constraint failed) come before a row its index lacks:
    the damage is still found, and the connection's own setting is left as it was."""
    path = tmp_path / "checked.sqlite3"
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("CREATE TABLE t (a INTEGER, b INTEGER CHECK (b > 0), c INTEGER)")
    raw.execute("CREATE INDEX t_a ON t (a)")
    raw.execute("PRAGMA ignore_check_constraints = ON")
    changed = 12  # more than the 10 findings asked for
    # c is a, but in the row after the changed ones: an index declared on c holds that row's entry under a.
    rows = [(n, -1 if n <= changed else 1, 999 if n == changed + 1 else n) for n in range(1, changed + 5)]
    raw.executemany("INSERT INTO t VALUES (?, ?, ?)", rows)
    raw.execute("PRAGMA writable_schema = ON")
    raw.execute("UPDATE sqlite_master SET sql = 'CREATE INDEX t_a ON t (c)' WHERE name = 't_a'")
    raw.close()
    connection = sqlite3.connect(path)
    try:
        damage = database.integrity_problems(connection)
        setting = connection.execute("PRAGMA ignore_check_constraints").fetchone()[0]
    finally:
        connection.close()
    assert damage == [f"row {changed + 1} missing from index t_a"]
    assert setting == 0


@pytest.mark.parametrize(
    ("written", "kept"),
    [
        ("0a" * 32, bytes([10] * 32)),  # a hash: its bytes
        ("", b""),
        ("0A" * 32, "0A" * 32),  # capitals, which bytes.fromhex reads too: kept as written
        ("0a 0b", "0a 0b"),  # spaces, which bytes.fromhex skips
        ("0a0", "0a0"),  # an odd count of digits
        ("0g", "0g"),
        ("\ud800", "\ud800"),
        (None, None),
    ],
)
def test_the_chain_keeps_lowercase_hex_as_bytes_and_anything_else_as_written(
    written: str | None, kept: bytes | str | None
) -> None:
    stored = database.stored_digest(written)
    assert stored == kept
    assert type(stored) is type(kept)
