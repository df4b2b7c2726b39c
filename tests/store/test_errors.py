"""The store's errors (store/errors.py): what SQLite and the operating system say, worded for what was being done
and what was kept, each as its own kind of error; anything else left alone as a bug."""

from __future__ import annotations

import errno
import sqlite3
from contextlib import closing

import pytest

from floordesk.store.errors import (
    CorruptError,
    DiskFullError,
    LockedError,
    PinDelayError,
    ReadOnlyError,
    StoreError,
    translate,
    translated,
)

DOING = "recording the incident"


def sqlite_error(path, act) -> sqlite3.Error:
    with pytest.raises(sqlite3.Error) as raised:
        act(path)
    return raised.value


def test_a_log_that_cannot_be_written_is_said_read_only_and_unchanged(tmp_path):
    path = tmp_path / "floordesk.sqlite3"
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE t (x)")
        connection.commit()

    def write_read_only(log):
        with closing(sqlite3.connect(f"file:{log}?mode=ro", uri=True)) as connection:
            connection.execute("INSERT INTO t VALUES (1)")

    known = translate(sqlite_error(path, write_read_only), path, DOING)
    assert isinstance(known, ReadOnlyError)
    assert str(known) == f"{path} cannot be written (read-only file or folder): {DOING} failed. " + (
        f"Nothing was saved; the log {path} is as it was."
    )


def test_a_log_locked_by_another_is_said_so_with_what_to_do(tmp_path):
    path = tmp_path / "floordesk.sqlite3"
    with closing(sqlite3.connect(path)) as holder, closing(sqlite3.connect(path, timeout=0)) as other:
        holder.execute("BEGIN EXCLUSIVE")
        known = translate(sqlite_error(path, lambda _log: other.execute("CREATE TABLE t (x)")), path, DOING, "Kept.")
    assert isinstance(known, LockedError)
    assert str(known).endswith(f"{DOING} failed. Kept. Try again in a moment.")


def test_a_file_that_is_not_a_log_is_said_damaged_with_the_restore_to_run(tmp_path):
    path = tmp_path / "floordesk.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    known = translate(sqlite_error(path, lambda log: sqlite3.connect(log).execute("SELECT 1 FROM t")), path, DOING)
    assert isinstance(known, CorruptError)
    assert "floordesk log restore latest --by NAME --reason TEXT" in str(known)


@pytest.mark.parametrize(
    ("number", "kind"),
    [
        (errno.ENOSPC, DiskFullError),
        (errno.EACCES, ReadOnlyError),
        (errno.EROFS, ReadOnlyError),
        (errno.EIO, StoreError),
    ],
)
def test_the_operating_systems_refusals_are_worded_by_kind(tmp_path, number, kind):
    error = OSError(number, "said by the system", str(tmp_path / "backup"))
    known = translate(error, tmp_path / "floordesk.sqlite3", "copying the backup")
    assert type(known) is kind
    assert "copying the backup" in str(known)
    assert "said by the system" in str(known)


def test_anything_else_is_a_bug_and_left_alone(tmp_path):
    assert translate(ValueError("a bug"), tmp_path, DOING) is None
    with pytest.raises(DiskFullError) as full, translated(tmp_path, DOING):
        raise OSError(errno.ENOSPC, "No space left on device")
    assert isinstance(full.value.__cause__, OSError)
    with pytest.raises(ValueError, match="a bug"), translated(tmp_path, DOING):
        raise ValueError("a bug")


def test_a_pin_delay_says_the_whole_seconds_to_wait():
    assert str(PinDelayError("Ann", 4.2)) == "wait 5 s before trying Ann's PIN again"
    assert PinDelayError("Ann", 4.2).wait_s == 4.2
