"""Append-only: the database itself refuses to change or delete a record, or to write one outside the chain."""

from __future__ import annotations

import sqlite3

import pytest

from floordesk.store.records import RECORD_TYPES

from .conftest import Floor

RECORD_TABLES = [record_type.table for record_type in RECORD_TYPES]


@pytest.mark.parametrize("table", RECORD_TABLES)
def test_a_record_can_be_neither_updated_nor_deleted(full_floor: Floor, table: str) -> None:
    connection = full_floor.connection
    uid = connection.execute(f"SELECT uid FROM {table} LIMIT 1").fetchone()[0]
    with pytest.raises(sqlite3.IntegrityError, match=f"{table}: records are never changed or deleted"):
        connection.execute(f"UPDATE {table} SET recorded_utc = recorded_utc WHERE uid = ?", (uid,))
    with pytest.raises(sqlite3.IntegrityError, match=f"{table}: records are never changed or deleted"):
        connection.execute(f"DELETE FROM {table} WHERE uid = ?", (uid,))
    assert connection.execute(f"SELECT count(*) FROM {table} WHERE uid = ?", (uid,)).fetchone()[0] == 1


@pytest.mark.parametrize("table", RECORD_TABLES)
def test_a_record_cannot_be_written_outside_the_chain(full_floor: Floor, table: str) -> None:
    connection = full_floor.connection
    cursor = connection.execute(f"SELECT * FROM {table} LIMIT 1")
    columns = [d[0] for d in cursor.description]
    row = dict(zip(columns, cursor.fetchone(), strict=True))
    row["uid"] = "f" * 32
    marks = ", ".join("?" * len(row))
    with pytest.raises(sqlite3.IntegrityError, match=f"{table}: a record needs its chain entry first"):
        connection.execute(f"INSERT INTO {table} ({', '.join(row)}) VALUES ({marks})", tuple(row.values()))


def test_the_chain_and_the_device_id_are_fixed(full_floor: Floor) -> None:
    connection = full_floor.connection
    with pytest.raises(sqlite3.IntegrityError, match=r"the chain is append-only"):
        connection.execute("UPDATE chain_entries SET hash = 'x' WHERE seq = 2")
    with pytest.raises(sqlite3.IntegrityError, match=r"the chain is append-only"):
        connection.execute("DELETE FROM chain_entries WHERE seq = 2")
    with pytest.raises(sqlite3.IntegrityError, match=r"the device id of a log never changes"):
        connection.execute("UPDATE this_device SET device_id = ?", ("0" * 32,))
    with pytest.raises(sqlite3.IntegrityError, match=r"the device id of a log never changes"):
        connection.execute("DELETE FROM this_device")
