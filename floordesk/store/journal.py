"""Store: write transactions, and appending records to this device's chain.

Every write goes through `Journal.transaction`: BEGIN IMMEDIATE (so a second
FloorDesk on the same file waits, up to the busy timeout, instead of failing),
then COMMIT, or ROLLBACK on any error so the log is exactly as before. Inside
it, `append` gives a record its uid, its time and its place in the chain.
"""

from __future__ import annotations

import socket
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from floordesk.store.database import database_path
from floordesk.store.errors import translated
from floordesk.store.records import (
    GENESIS_HASH,
    RECORD_TYPE,
    Clock,
    Stamp,
    new_uid,
    record_hash,
    system_clock,
)


class Journal:
    """Store: the one writer of records for a connection."""

    def __init__(
        self, connection: sqlite3.Connection, *, clock: Clock = system_clock, device_label: str | None = None
    ) -> None:
        self.connection = connection
        self.path = database_path(connection)
        self.clock = clock
        self._device_label = device_label
        self.on_commit: Callable[[], None] | None = None
        """Called after each committed write (the store uses it for automatic backups)."""

    @contextmanager
    def transaction(self, doing: str) -> Iterator[Stamp]:
        """One atomic write; yields the time every record written in it carries.

        `doing` words the failure for the user ("recording the incident").
        """
        with translated(self.path, doing):
            self.connection.execute("BEGIN IMMEDIATE")
            try:
                yield Stamp.of(self.clock())
                self.connection.execute("COMMIT")
            except BaseException:
                # SQLite rolls back by itself after some errors (a full disk, say).
                if self.connection.in_transaction:
                    self.connection.execute("ROLLBACK")
                raise
        if self.on_commit is not None:
            self.on_commit()

    def device_id(self) -> str | None:
        """This log's own device id (None until its first record)."""
        row = self.connection.execute("SELECT device_id FROM this_device").fetchone()
        return None if row is None else str(row[0])

    def append(self, record_type: str, stamp: Stamp, fields: Mapping[str, Any]) -> str:
        """Add a record to this device's chain (inside `transaction`); returns its uid."""
        uid = new_uid()
        full = {"uid": uid, "recorded_utc": stamp.utc, "recorded_local": stamp.local, **fields}
        device = self.own_device(stamp)
        seq, prev_hash = self.head(device)
        self.insert(record_type, device, seq + 1, prev_hash, full)
        return uid

    def head(self, device_id: str) -> tuple[int, str]:
        """The last chain position of a device and its hash ((0, genesis) for none)."""
        row = self.connection.execute(
            "SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device_id,)
        ).fetchone()
        return (0, GENESIS_HASH) if row is None else (int(row[0]), str(row[1]))

    def insert(
        self,
        record_type: str,
        device_id: str,
        seq: int,
        prev_hash: str,
        fields: Mapping[str, Any],
        digest: str | None = None,
    ) -> str:
        """Write a record at a given chain position; returns its hash.

        `digest` is for import only: a hash the caller has already checked against this content.
        """
        if digest is None:
            digest = record_hash(record_type, device_id, seq, prev_hash, fields)
        self.connection.execute(
            "INSERT INTO chain (device_id, seq, record_type, record_uid, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)",
            (device_id, seq, record_type, fields["uid"], prev_hash, digest),
        )
        columns = ", ".join(fields)
        marks = ", ".join("?" * len(fields))
        table = RECORD_TYPE[record_type].table
        self.connection.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks})", tuple(fields.values()))
        return digest

    def own_device(self, stamp: Stamp) -> str:
        """This log's device id; a new log's first write creates it (inside `transaction`)."""
        device = self.device_id()
        if device is not None:
            return device
        # First record of a new log: name this machine, as the first record of its chain.
        device = new_uid()
        self.connection.execute("INSERT INTO this_device (singleton, device_id) VALUES (1, ?)", (device,))
        label = self._device_label or socket.gethostname() or "FloorDesk"
        fields = {
            "uid": new_uid(),
            "recorded_utc": stamp.utc,
            "recorded_local": stamp.local,
            "device_id": device,
            "label": label,
        }
        self.insert("device", device, 1, GENESIS_HASH, fields)
        return device
