"""A verb that writes says what a log's first opening after an update does, and what it found changed."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from floordesk.store import database
from tests.store.conftest import FILES

from .cli_helpers import run


def _data_dir_with_log_of_schema(version: int, folder: Path) -> Path:
    data_dir = folder / "data"
    data_dir.mkdir()
    shutil.copy(FILES / f"schema-v{version}.sqlite3", data_dir / "floordesk.sqlite3")
    return data_dir


def _schema(data_dir: Path) -> int:
    with sqlite3.connect(data_dir / "floordesk.sqlite3") as connection:
        found = database.schema_of(connection)
    connection.close()
    return found


def test_a_verb_that_writes_says_it_brings_an_older_log_up_to_date_first(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    older = database.schema_version() - 1
    data_dir = _data_dir_with_log_of_schema(older, tmp_path)

    status, _out, err = run(capsys, data_dir, "event", "list")

    assert status == 0
    assert f"up to date for this version (schema {older} to {database.schema_version()})" in err
    assert "copy of the log as it was is kept first" in err
    assert "Warning" not in err
    assert _schema(data_dir) == database.schema_version()
    # Up to date now: the next verb says nothing of it.
    assert run(capsys, data_dir, "event", "list")[2] == ""


def test_a_schema_changed_outside_floordesk_is_named_with_the_copy_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data_dir = _data_dir_with_log_of_schema(database.schema_version() - 1, tmp_path)
    with sqlite3.connect(data_dir / "floordesk.sqlite3") as connection:
        connection.execute("DROP TRIGGER chain_entries_append_only_d")
    connection.close()

    status, _out, err = run(capsys, data_dir, "event", "list")

    assert status == 0
    [copy] = [path.name for path in (data_dir / "backups").iterdir() if "before-schema" in path.name]
    assert "Warning: 1 part of the log's structure differed" in err
    assert f"the copy of the log as it was is {copy} in the backups folder" in err


def test_a_verb_that_only_reads_leaves_an_older_log_as_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    older = database.schema_version() - 1
    data_dir = _data_dir_with_log_of_schema(older, tmp_path)
    before = (data_dir / "floordesk.sqlite3").read_bytes()

    status, _out, err = run(capsys, data_dir, "log", "list")

    assert status == 3  # refused as before: it is read as it is by verify, or brought up to date by a verb that records
    assert "up to date for this version" not in err
    assert (data_dir / "floordesk.sqlite3").read_bytes() == before
