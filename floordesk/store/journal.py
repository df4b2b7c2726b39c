"""Store: write transactions, and appending records to this device's chain.

Every write goes through `Journal.transaction`: BEGIN IMMEDIATE (so a second
FloorDesk on the same file waits, up to the busy timeout, instead of failing),
then COMMIT, or ROLLBACK on any error so the log is exactly as before. Inside
it, `append` gives a record its uid, its time and its place in the chain.

While a write transaction is open nobody else can move this device's chain, so
the journal remembers the device id and the chain head from one append to the
next; it forgets both when the transaction ends, since a rollback undoes them
and, once the lock is released, another FloorDesk on the file may write.
"""

from __future__ import annotations

import socket
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
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


@dataclass
class _Tip:
    """This device's id and chain head (seq, hash), as far as the open write transaction has learnt them."""

    device: str | None = None
    head: tuple[int, str] | None = None


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
        self._tip: _Tip | None = None
        """Set only while a write transaction is open."""

    @contextmanager
    def transaction(self, doing: str) -> Iterator[Stamp]:
        """One atomic write; yields the time every record written in it carries.

        `doing` words the failure for the user ("recording the incident"). Called while one is
        already open, it joins it: the outer transaction commits or rolls back everything (so
        several registrations can be one write).
        """
        if self._tip is not None:
            yield Stamp.of(self.clock())
            return
        with translated(self.path, doing):
            self.connection.execute("BEGIN IMMEDIATE")
            self._tip = _Tip()  # only once the lock is held: a refused BEGIN must not touch an open one's tip
            try:
                yield Stamp.of(self.clock())
                self.connection.execute("COMMIT")
            except BaseException:
                # SQLite rolls back by itself after some errors (a full disk, say).
                if self.connection.in_transaction:
                    self.connection.execute("ROLLBACK")
                raise
            finally:
                self._tip = None
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
        tip = self._open_tip()
        seq, prev_hash = tip.head or self.head(device)
        digest = self.insert(record_type, device, seq + 1, prev_hash, full)
        tip.head = (seq + 1, digest)
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
        if self._tip is not None and self._tip.device == device_id:
            # An imported record may land anywhere in this device's chain: look the head up again.
            self._tip.head = None
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
        tip = self._open_tip()
        if tip.device is None:
            tip.device = self.device_id() or self._name_this_device(stamp)
        return tip.device

    def _open_tip(self) -> _Tip:
        assert self._tip is not None, "records are written inside Journal.transaction only"
        return self._tip

    def _name_this_device(self, stamp: Stamp) -> str:
        """A new log's first write: name this machine, as the first record of its chain."""
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
