"""Store: what an auditor's pack carries out of the log.

The pack's records are, for each device chain, every position from the first record recorded in the
period to the last (all of them, so the links between them can be checked), with everything those
records name and the story of each incident (its later amendments: an overrule or a void), every
staff record and change (names and roles), every key record of each chain carried, every approval and
revocation, the import records of the laptop's own chain that brought another laptop's records the
pack carries (an approval vouches only for the imports after it, in chain order), and the last
incident each chain recorded before the period (whose number is where the period's numbering starts).
All of it is read in one read transaction: one state of the log.
"""

from __future__ import annotations

import sqlite3
from bisect import bisect_left
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime

from floordesk.store.audit_pack import segment_spans
from floordesk.store.exchange import LogRecord, log_records, select_range
from floordesk.store.records import RECORD_TYPES, utc_text

_ALWAYS = ("staff", "staff_changes", "device_approvals", "device_revocations")
"""Tables carried whole: who everyone is and was (full names, roles), and which keys were approved."""


@dataclass(frozen=True)
class ChainRun:
    """The positions of one device's chain a pack covers, and where that chain stands in the log."""

    device_id: str
    first_seq: int
    last_seq: int
    first_held_seq: int
    """the chain's first position this log holds (1 unless it was imported from the middle)"""
    head_seq: int
    head_hash: str


@dataclass
class PackSource:
    """What the log gives a pack: its records in chain order, which were recorded in the period, the runs."""

    own_device: str | None
    records: list[LogRecord] = field(default_factory=list)
    in_period: set[str] = field(default_factory=set)
    runs: list[ChainRun] = field(default_factory=list)


@contextmanager
def one_state(connection: sqlite3.Connection) -> Iterator[None]:
    """A read transaction: every query inside sees the same log (a write elsewhere waits for no one)."""
    connection.execute("BEGIN")
    try:
        yield
    finally:
        connection.execute("ROLLBACK")
        connection.execute("DROP TABLE IF EXISTS temp.export_scope")


def pack_source(connection: sqlite3.Connection, since: datetime, until: datetime) -> PackSource:
    """The records a pack of [since, until) carries (call inside `one_state`)."""
    low, high = utc_text(since), utc_text(until)
    select_range(connection, since, until)
    own = connection.execute("SELECT device_id FROM this_device").fetchone()
    source = PackSource(None if own is None else str(own[0]))
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for record_type in RECORD_TYPES:
        if record_type.table not in tables:
            continue
        source.in_period.update(
            str(row[0])
            for row in connection.execute(
                f"SELECT uid FROM {record_type.table} WHERE recorded_utc >= ? AND recorded_utc < ?", (low, high)
            )
        )
    for device_id, first, last in _period_spans(connection, source.in_period):
        connection.execute(
            "INSERT OR IGNORE INTO temp.export_scope "
            "SELECT record_uid FROM chain WHERE device_id = ? AND seq BETWEEN ? AND ?",
            (device_id, first, last),
        )
        connection.execute(
            "INSERT OR IGNORE INTO temp.export_scope SELECT i.uid FROM incidents i CROSS JOIN chain c "
            "ON c.record_uid = i.uid WHERE c.device_id = ? AND c.seq < ? ORDER BY c.seq DESC LIMIT 1",
            (device_id, first),
        )
        first_held, head_seq, head_hash = connection.execute(
            "SELECT min(seq), max(seq), (SELECT hash FROM chain WHERE device_id = ?1 ORDER BY seq DESC LIMIT 1) "
            "FROM chain WHERE device_id = ?1",
            (device_id,),
        ).fetchone()
        source.runs.append(ChainRun(device_id, first, last, int(first_held), int(head_seq), str(head_hash)))
    for table in _ALWAYS:
        if table in tables:
            connection.execute(f"INSERT OR IGNORE INTO temp.export_scope SELECT uid FROM {table}")
    # Every chain carried brings its device and key records (the keys that sign it); the own chain always.
    connection.execute(
        "INSERT OR IGNORE INTO temp.export_scope SELECT o.record_uid FROM chain o "
        "WHERE o.record_type IN ('device', 'device_key') AND (o.device_id IN (SELECT device_id FROM this_device) "
        "OR o.device_id IN (SELECT c.device_id FROM chain c JOIN temp.export_scope s ON s.uid = c.record_uid))"
    )
    if source.own_device is not None and "imports" in tables:
        _carry_own_imports(connection, source.own_device)
    source.records = list(log_records(connection, scoped=True))
    return source


def _carry_own_imports(connection: sqlite3.Connection, own_device: str) -> None:
    """Add the own chain's import records whose segments brought a record of another chain the pack carries.

    Read in Python, not joined in SQL: a laptop records few imports, and a segment can span a whole chain, which
    a range join would walk for every one."""
    carried: dict[str, list[int]] = {}
    for device, seq in connection.execute(
        "SELECT c.device_id, c.seq FROM temp.export_scope s CROSS JOIN chain c ON c.record_uid = s.uid "
        "WHERE c.device_id != ?",
        (own_device,),
    ):
        carried.setdefault(str(device), []).append(int(seq))
    for positions in carried.values():
        positions.sort()
    bringing = []
    for uid, text in connection.execute(
        "SELECT i.uid, i.segments FROM chain c CROSS JOIN imports i ON i.uid = c.record_uid "
        "WHERE c.device_id = ? AND c.record_type = 'import'",
        (own_device,),
    ):
        if any(_brings(carried.get(str(device), []), first, last) for device, first, last in segment_spans(text)):
            bringing.append((uid,))
    connection.executemany("INSERT OR IGNORE INTO temp.export_scope (uid) VALUES (?)", bringing)


def _brings(positions: list[int], first: int, last: int) -> bool:
    """Whether a sorted list of positions holds one from `first` to `last`."""
    index = bisect_left(positions, first)
    return index < len(positions) and positions[index] <= last


def _period_spans(connection: sqlite3.Connection, uids: set[str]) -> list[tuple[str, int, int]]:
    """Each device's first and last position among these records."""
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS pack_period (uid TEXT PRIMARY KEY)")
    connection.execute("DELETE FROM temp.pack_period")
    connection.executemany("INSERT INTO temp.pack_period VALUES (?)", ((uid,) for uid in uids))
    rows = connection.execute(
        "SELECT c.device_id, min(c.seq), max(c.seq) FROM chain c JOIN temp.pack_period p ON p.uid = c.record_uid "
        "GROUP BY c.device_id ORDER BY c.device_id"
    ).fetchall()
    connection.execute("DROP TABLE temp.pack_period")
    return [(str(device), int(first), int(last)) for device, first, last in rows]


def event_of(connection: sqlite3.Connection, event_uid: str) -> tuple[int, str] | None:
    """An event's number and name (None: the log holds no such event)."""
    row = connection.execute("SELECT number, name FROM events WHERE uid = ?", (event_uid,)).fetchone()
    return None if row is None else (int(row[0]), str(row[1]))
