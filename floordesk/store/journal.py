"""Store: write transactions, and appending records to this device's chain.

Every write goes through `Journal.transaction`: BEGIN IMMEDIATE (so a second
FloorDesk on the same file waits, up to the busy timeout, instead of failing),
then COMMIT, or ROLLBACK on any error so the log is exactly as before. Inside
it, `append` gives a record its uid, its time and its place in the chain.

Every record this device writes is signed with its key (`floordesk.store.signing`).
A new chain starts with a `device` record and a `device_key` record naming the key,
which is made then (a log only read never gets one). Before any write to a chain
that exists, the journal proves its last record is signed by this laptop's key, the
key in force there (`floordesk.store.custody`): a chain changed without the key, or
a key file replaced, is refused, never signed over.

While a write transaction is open nobody else can move this device's chain, so
the journal remembers the device id and the chain head from one append to the
next; it forgets both when the transaction ends, since a rollback undoes them
and, once the lock is released, another FloorDesk on the file may write.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from floordesk.i18n import translate
from floordesk.store.custody import custody_problem
from floordesk.store.database import database_path, stored_digest
from floordesk.store.errors import CustodyError, ReadOnlyError, translated
from floordesk.store.records import (
    GENESIS_HASH,
    RECORD_TYPE,
    RECORD_TYPES,
    Clock,
    Stamp,
    new_uid,
    record_hash,
    seal,
    system_clock,
)
from floordesk.store.signing import DeviceKey


class ChainedRecord(NamedTuple):
    """A record with its place in its device's chain, its hash and its signature: what `Journal.insert_many` writes."""

    record_type: str
    device_id: str
    seq: int
    prev_hash: str
    fields: Mapping[str, Any]
    hash: str
    signature: str | None


_DEPENDENCY_ORDER = {record_type.name: index for index, record_type in enumerate(RECORD_TYPES)}
_INSERT_CHAIN = (
    "INSERT INTO chain_entries (device_id, seq, record_type, record_uid, prev_hash, hash, signature) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)
"""A chain entry, its digests as `stored_digest` keeps them (read through the view `chain`, as hex)."""


@dataclass
class _Tip:
    """This device's id and chain head (seq, seal: what the next record names as its predecessor), as far as the open
    write transaction has learnt them."""

    device: str | None = None
    head: tuple[int, str] | None = None


class Journal:
    """Store: the one writer of records for a connection."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        *,
        clock: Clock = system_clock,
        device_label: str | None = None,
        device_key: DeviceKey | None = None,
        key_file: Path | None = None,
    ) -> None:
        """`device_key`: signs what this journal writes (None: none beside the log). `key_file`: where a new chain's
        key is made (None: a read-only log, which writes nothing)."""
        self.connection = connection
        self.path = database_path(connection)
        self.clock = clock
        self.key = device_key
        self.key_file = key_file
        self._proven_head: tuple[int, str] | None = None
        """This device's chain head as this journal last proved or wrote it: a head still there needs no new proof."""
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
        if self.read_only:
            raise ReadOnlyError(
                translate(
                    "store", "{path} cannot be written (it is open read-only): {doing} failed. Nothing was saved."
                ).format(path=self.path, doing=translate("store", doing))
            )
        with translated(self.path, doing):
            self.connection.execute("BEGIN IMMEDIATE")
            self._tip = tip = _Tip()  # only once the lock is held: a refused BEGIN must not touch an open one's tip
            try:
                yield Stamp.of(self.clock())
                self.connection.execute("COMMIT")
                if tip.head is not None:
                    self._proven_head = tip.head
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
        self._append_own(record_type, self.own_device(stamp), full)
        return uid

    @property
    def read_only(self) -> bool:
        return self.key_file is None

    def _append_own(self, record_type: str, device: str, fields: Mapping[str, Any]) -> None:
        tip = self._open_tip()
        seq, prev_hash = tip.head or self._sealed_head(device)
        digest = record_hash(record_type, device, seq + 1, prev_hash, fields)
        signature = None if self.key is None else self.key.sign(digest)
        self.insert(record_type, device, seq + 1, prev_hash, fields, digest, signature)
        tip.head = (seq + 1, seal(digest, signature))

    def head(self, device_id: str) -> tuple[int, str]:
        """The last chain position of a device and its hash ((0, genesis) for none)."""
        row = self.connection.execute(
            "SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device_id,)
        ).fetchone()
        return (0, GENESIS_HASH) if row is None else (int(row[0]), str(row[1]))

    def _sealed_head(self, device_id: str) -> tuple[int, str]:
        """The last chain position of a device and what the record after it names as its predecessor: the seal of
        that record's hash and signature ((0, genesis) for none)."""
        row = self.connection.execute(
            "SELECT seq, hash, signature FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device_id,)
        ).fetchone()
        return (0, GENESIS_HASH) if row is None else (int(row[0]), seal(str(row[1]), row[2]))

    def insert(
        self,
        record_type: str,
        device_id: str,
        seq: int,
        prev_hash: str,
        fields: Mapping[str, Any],
        digest: str,
        signature: str | None,
    ) -> None:
        """Write a record at a given chain position, with its hash (checked against this content) and signature."""
        self.insert_many([ChainedRecord(record_type, device_id, seq, prev_hash, fields, digest, signature)])

    def insert_many(self, records: Sequence[ChainedRecord]) -> None:
        """Write records as `insert` does, many statements at a time (an import writes thousands)."""
        self.connection.executemany(
            _INSERT_CHAIN,
            (
                (
                    r.device_id,
                    r.seq,
                    r.record_type,
                    r.fields["uid"],
                    stored_digest(r.prev_hash),
                    stored_digest(r.hash),
                    stored_digest(r.signature),
                )
                for r in records
            ),
        )
        by_type: dict[tuple[str, tuple[str, ...]], list[tuple[Any, ...]]] = {}
        for record in records:
            by_type.setdefault((record.record_type, tuple(record.fields)), []).append(tuple(record.fields.values()))
        # Each record's chain entry is written; the tables' rows go in dependency order (RECORD_TYPES), each
        # table's in the records' order, so a row never precedes what it names. One that did would leave a
        # deferred foreign key outstanding, and while one is, SQLite scans every table that names a new row's
        # table (penalties for each player, say) for rows it might satisfy. The groups are sorted, not the
        # records: an import writes thousands at a time.
        for (record_type, columns), rows in sorted(by_type.items(), key=lambda group: _DEPENDENCY_ORDER[group[0][0]]):
            marks = ", ".join("?" * len(columns))
            table = RECORD_TYPE[record_type].table
            self.connection.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def own_device(self, stamp: Stamp) -> str:
        """This log's device id, once its chain is proved to be this laptop's to write (inside `transaction`); a new
        log's first write creates the chain. CustodyError: this laptop's key does not sign the chain's end."""
        tip = self._open_tip()
        if tip.device is None:
            device = self.device_id()
            if device is None:
                tip.device = self._start_chain(stamp)
            else:
                tip.head = self._sealed_head(device)
                if tip.head != self._proven_head:
                    problem = custody_problem(
                        self.connection, device, None if self.key is None else self.key.public_hex
                    )
                    if problem is not None:
                        raise CustodyError(problem)
                tip.device = device
        return tip.device

    def take_over(self, stamp: Stamp, key: DeviceKey, fields: Mapping[str, Any]) -> str:
        """Append a recovery key record naming `key`, signed by it, whatever signs the chain now (inside
        `transaction`; the caller has judged the chain, `floordesk.store.custody.recovery_problem`)."""
        tip = self._open_tip()
        device = self.device_id()
        assert device is not None, "only a chain that exists is recovered"
        tip.device, self.key = device, key
        uid = new_uid()
        values = {"uid": uid, "recorded_utc": stamp.utc, "recorded_local": stamp.local}
        self._append_own("device_key", device, {**values, "device_id": device, "public_key": key.public_hex, **fields})
        return uid

    def _start_chain(self, stamp: Stamp) -> str:
        """A new log's first write: this laptop's key (made now if there is none), its device and key records."""
        if self.key is None:
            if self.key_file is None:
                raise CustodyError(translate("store", "the log is open read-only: nothing can be written to it"))
            self.key = DeviceKey.load_or_create(self.key_file)
        device = self._name_this_device(stamp)
        fields = {"uid": new_uid(), "recorded_utc": stamp.utc, "recorded_local": stamp.local}
        self._append_own("device_key", device, {**fields, "device_id": device, "public_key": self.key.public_hex})
        return device

    def _open_tip(self) -> _Tip:
        assert self._tip is not None, "records are written inside Journal.transaction only"
        return self._tip

    def _name_this_device(self, stamp: Stamp) -> str:
        """A new log's first write: name this machine, as the first record of its chain."""
        device = new_uid()
        self.connection.execute("INSERT INTO this_device (singleton, device_id) VALUES (1, ?)", (device,))
        import socket  # only to name a new log's device: not on every start

        label = self._device_label or socket.gethostname() or "FloorDesk"
        fields = {
            "uid": new_uid(),
            "recorded_utc": stamp.utc,
            "recorded_local": stamp.local,
            "device_id": device,
            "label": label,
        }
        self._append_own("device", device, fields)
        return device
