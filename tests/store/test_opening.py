"""The work a log's first opening after an update does: said beforehand without writing, then done on its own."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from floordesk.store import database
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore
from floordesk.store.opening import Preparation, Prepared, due, prepare

from .conftest import FAST_PINS, FILES


def _log_of_schema(version: int, folder: Path) -> Path:
    path = folder / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{version}.sqlite3", path)
    return path


def test_no_work_is_due_for_no_log_a_current_one_a_newer_one_or_a_file_that_is_not_a_log(tmp_path: Path) -> None:
    missing = tmp_path / "none.sqlite3"
    assert due(missing) is None
    assert not missing.exists()
    current = _log_of_schema(database.schema_version() - 1, tmp_path)
    IncidentStore.open(current, pin_hasher=FAST_PINS, backup_every=None).close()
    assert due(current) is None
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as connection:
        connection.execute(f"PRAGMA user_version = {database.schema_version() + 1}")
    connection.close()
    assert due(newer) is None  # the opening refuses it, with its own reason
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"not a database at all " * 200)
    assert due(garbage) is None
    assert garbage.read_bytes() == b"not a database at all " * 200


def test_an_older_log_is_due_its_migration_said_without_writing_and_prepare_does_it(tmp_path: Path) -> None:
    older = database.schema_version() - 1
    path = _log_of_schema(older, tmp_path)
    before = path.read_bytes()
    preparation = due(path)
    assert preparation == Preparation(older, database.schema_version())
    assert preparation.migrates
    assert path.read_bytes() == before  # saying so wrote nothing

    assert prepare(path) == Prepared(changed_objects=0, copy_before=None)

    assert due(path) is None
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert database.schema_of(store.connection) == database.schema_version()
        assert store.connection.execute("SELECT count(*) FROM search_pending").fetchone() == (0,)
        assert store.verify().ok
    finally:
        store.close()
    assert [copy.name for copy in (tmp_path / "backups").iterdir() if "before-schema" in copy.name]


def test_documents_an_import_left_queued_are_due_and_made(tmp_path: Path) -> None:
    path = _log_of_schema(database.schema_version(), tmp_path)
    IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None).close()
    with sqlite3.connect(path) as connection:  # an import that committed and was cut off before its documents
        connection.execute("INSERT INTO search_pending (incident_uid) SELECT incident_uid FROM incident_facts LIMIT 2")
    connection.close()
    preparation = due(path)
    assert preparation == Preparation(database.schema_version(), database.schema_version())
    assert not preparation.migrates

    assert prepare(path) == Prepared(changed_objects=0, copy_before=None)

    assert due(path) is None


def test_prepare_counts_the_objects_found_changed_outside_floordesk_and_names_the_copy_kept(tmp_path: Path) -> None:
    path = _log_of_schema(database.schema_version() - 1, tmp_path)
    with sqlite3.connect(path) as before:
        before.execute("DROP TRIGGER chain_entries_append_only_d")
        before.execute("CREATE TRIGGER quiet AFTER INSERT ON pin_failures BEGIN DELETE FROM pin_failures; END")
    before.close()

    prepared = prepare(path)

    assert prepared.changed_objects == 2
    assert prepared.copy_before is not None
    assert (tmp_path / "backups" / prepared.copy_before).is_file()
    assert due(path) is None
    # Opened again, nothing more is found: a second opening records nothing new.
    assert prepare(path) == Prepared(changed_objects=0, copy_before=None)


def test_a_log_that_cannot_be_brought_up_to_date_raises_the_openings_reason_and_stays_as_it_was(
    tmp_path: Path,
) -> None:
    path = _log_of_schema(database.schema_version() - 1, tmp_path)
    before = path.read_bytes()
    (tmp_path / "backups").write_text("a file where the copies' folder would be")
    with pytest.raises(StoreError, match="backups"):
        prepare(path)
    assert path.read_bytes() == before
    assert due(path) == Preparation(database.schema_version() - 1, database.schema_version())
