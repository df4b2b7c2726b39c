"""Store: recomputing every device's hash chain, and naming what does not match.

Three checks together catch a change to any stored field of any record:
1. each record's content, hashed again with its chain position and its
   predecessor's hash, must give the hash the chain holds for it;
2. every chain entry must have its record, and every record its chain entry;
3. each chain entry must link to the hash of the entry before it (or start
   the chain, or start a segment that an import record says was merged).

Limits: a hash chain without a secret cannot show records removed from the
very end of a chain, or records forged with fresh hashes; the chain heads
(`Verification.heads`) are what to note down or compare with a backup or an
export to catch those.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from hashlib import sha256
from typing import Any

from floordesk.store.records import GENESIS_HASH, RECORD_TYPE, RECORD_TYPES, canonical_sql, column_kinds


@dataclass(frozen=True)
class ChainProblem:
    device_id: str | None
    seq: int | None
    record_type: str | None
    uid: str | None
    message: str
    device_label: str | None = None

    def describe(self) -> str:
        where = f"{self.record_type or 'record'} {self.uid or '?'}"
        if self.seq is not None:
            where += f" (position {self.seq} in the chain of device {self.device_label or self.device_id})"
        return f"{where}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "description": self.describe()}


@dataclass(frozen=True)
class ChainHead:
    """A device's chain as this log holds it: note `last_hash` to catch a truncated chain later."""

    device_id: str
    label: str
    records: int
    last_seq: int
    last_hash: str


@dataclass(frozen=True)
class Verification:
    records: int
    heads: tuple[ChainHead, ...]
    problems: tuple[ChainProblem, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def first(self) -> ChainProblem | None:
        """The first record (in chain order) that does not match."""
        return self.problems[0] if self.problems else None

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "records": self.records,
            "first_problem": None if self.first is None else self.first.to_json(),
            "problems": [problem.to_json() for problem in self.problems],
            "chains": [vars(head) for head in self.heads],
        }


def verify(connection: sqlite3.Connection) -> Verification:
    """Check every record of every device's chain; see the module docstring."""
    connection.execute("BEGIN")  # one snapshot, even while another FloorDesk writes
    try:
        problems = [*_content_problems(connection), *_orphan_problems(connection), *_link_problems(connection)]
        records = int(connection.execute("SELECT count(*) FROM chain").fetchone()[0])
        heads = _heads(connection)
    finally:
        connection.execute("ROLLBACK")
    labels = {head.device_id: head.label for head in heads}
    problems.sort(key=lambda p: (p.device_id or "", p.seq if p.seq is not None else -1, p.uid or "", p.message))
    named = tuple(replace(problem, device_label=labels.get(problem.device_id or "")) for problem in problems)
    return Verification(records, heads, named)


def _content_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    """Each record hashed again and compared with the hash its chain entry holds."""
    problems: list[ChainProblem] = []
    for record_type in RECORD_TYPES:
        # SQLite lays out each row's canonical content (in C); Python only hashes it.
        content = canonical_sql(record_type.name, "t", column_kinds(connection, record_type.table), "c")
        cursor = connection.execute(
            f"SELECT t.uid, c.device_id, c.seq, c.record_type, c.hash, {content} "
            f"FROM {record_type.table} t LEFT JOIN chain c ON c.record_uid = t.uid"
        )
        while rows := cursor.fetchmany(2_000):
            for uid, device_id, seq, chained_type, stored_hash, text in rows:
                if device_id is None:
                    problems.append(ChainProblem(None, None, record_type.name, uid, "has no place in any chain"))
                elif chained_type != record_type.name:
                    message = f"the chain holds it as a {chained_type}, but it is a {record_type.name}"
                    problems.append(ChainProblem(device_id, seq, record_type.name, uid, message))
                elif sha256(text.encode("utf-8")).hexdigest() != stored_hash:
                    message = "its content does not match its hash: it was changed after it was written"
                    problems.append(ChainProblem(device_id, seq, record_type.name, uid, message))
    return problems


def _orphan_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    missing = " ".join(
        f"WHEN '{t.name}' THEN NOT EXISTS (SELECT 1 FROM {t.table} r WHERE r.uid = c.record_uid)" for t in RECORD_TYPES
    )
    rows = connection.execute(
        f"SELECT device_id, seq, record_type, record_uid FROM chain c WHERE CASE c.record_type {missing} ELSE 1 END"
    )
    return [
        ChainProblem(device_id, seq, record_type, uid, "its record is missing from the log")
        if record_type in RECORD_TYPE
        else ChainProblem(device_id, seq, record_type, uid, f"{record_type!r} is not a kind of record")
        for device_id, seq, record_type, uid in rows
    ]


def _link_problems(connection: sqlite3.Connection) -> list[ChainProblem]:
    attested = _merged_segments(connection)
    problems: list[ChainProblem] = []
    rows = connection.execute(
        "SELECT a.device_id, a.seq, a.record_type, a.record_uid, a.prev_hash, b.hash FROM chain a "
        "LEFT JOIN chain b ON b.device_id = a.device_id AND b.seq = a.seq - 1 "
        "WHERE CASE WHEN a.seq = 1 THEN a.prev_hash != ? ELSE b.hash IS NULL OR b.hash != a.prev_hash END",
        (GENESIS_HASH,),
    )
    for device_id, seq, record_type, uid, prev_hash, before_hash in rows.fetchall():
        if seq == 1:
            message = "it is first in its chain but names a predecessor"
        elif before_hash is not None:
            message = f"it does not follow the record before it (position {seq - 1} was changed or replaced)"
        elif (device_id, seq, prev_hash) in attested:
            continue  # a merged segment that starts here, as its import record says
        else:
            found = connection.execute(
                "SELECT max(seq) FROM chain WHERE device_id = ? AND seq < ?", (device_id, seq)
            ).fetchone()[0]
            gap = f"{(found or 0) + 1}" + ("" if (found or 0) + 1 == seq - 1 else f" to {seq - 1}")
            message = f"the record(s) before it (position {gap}) are missing from the log"
        problems.append(ChainProblem(device_id, seq, record_type, uid, message))
    return problems


def _merged_segments(connection: sqlite3.Connection) -> set[tuple[str, int, str]]:
    """Segment starts that import records vouch for: (device, first seq, its prev hash).

    An import record whose segments cannot be read vouches for nothing (and fails its own hash).
    """
    starts: set[tuple[str, int, str]] = set()
    for (text,) in connection.execute("SELECT segments FROM imports"):
        try:
            segments = json.loads(text)
            starts.update((s["device"], s["first_seq"], s["prev_hash"]) for s in segments)
        except (ValueError, TypeError, KeyError):
            continue
    return starts


def _heads(connection: sqlite3.Connection) -> tuple[ChainHead, ...]:
    rows = connection.execute(
        "SELECT c.device_id, coalesce(d.label, c.device_id), count(*), max(c.seq), "
        "(SELECT h.hash FROM chain h WHERE h.device_id = c.device_id ORDER BY h.seq DESC LIMIT 1) "
        "FROM chain c LEFT JOIN devices d ON d.device_id = c.device_id GROUP BY c.device_id ORDER BY c.device_id"
    )
    return tuple(ChainHead(*row) for row in rows)
