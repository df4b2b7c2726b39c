"""Store: custody of a laptop's chain, that is which key may sign what comes next, and how it changes hands.

A chain's keys are its `device_key` records. The first names the key that signs the chain from there on and is
signed by that key itself. Every later one is either a key change, signed by the key in force before it (only
the holder of the old key can hand the chain on), or an administrator's recovery: it names who and why
(`recorded_by`, `reason`), is signed by the new key, and stands only where the record before it is signed by
the old key (or the chain had no key yet: a log from before records were signed). A recovery is a break in
custody: `log verify` reports it, with who and why, on every laptop that holds the chain. A key record that is
none of these (unsigned, or signed by anyone else) is tampering.

FloorDesk writes to a log only after proving the chain of its own in that log ends with a record signed by this
laptop's key, the key in force there (or that it has no chain yet). Nothing it has not verified is ever
signed over: a chain rewritten without the key stays unsigned, and every laptop's `verify` names it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.i18n import SPEAKER, numerus, translate
from floordesk.store.key_changes import KeyCustody, KeyRecordSeen, KeyVerdict, foreign_before, shown
from floordesk.store.records import key_in_force
from floordesk.store.signing import signature_valid
from floordesk.store.validation import required_text

RECOVER = "floordesk log recover --by NAME --reason TEXT"
RESTORE = "floordesk log restore BACKUP --by NAME --reason TEXT"
CUSTODY_REASON_MAX = 2_000
"""The longest reason a recovery or a restore keeps: what their tables hold (migration 0011)."""


@dataclass(frozen=True)
class KeyRecord:
    """A `device_key` record with its chain entry."""

    device_id: str
    seq: int
    uid: str
    public_key: str
    hash: str
    signature: str | None
    recorded_by: str | None
    reason: str | None
    recorded_local: str

    @property
    def recovery(self) -> bool:
        return self.recorded_by is not None or self.reason is not None

    @property
    def seen(self) -> KeyRecordSeen:
        return KeyRecordSeen(self.seq, self.hash, self.signature, self.public_key, self.recorded_by, self.reason)


@dataclass(frozen=True)
class CustodyBreak:
    """Where a chain changed hands without its old key's signature: a recovery, or a restore of a backup."""

    device_id: str
    seq: int
    uid: str
    kind: str
    """'recovery' (a new key, the old one lost), 'adoption' (a key for a chain nobody signed), or 'restore'"""
    by: str
    reason: str
    recorded_local: str
    fingerprint: str | None = None
    """of the key that signs the chain from here (a recovery or an adoption)"""

    def describe(self) -> str:
        when = SPEAKER.current.moment(self.recorded_local[:16].replace("T", " "))
        what = {
            "recovery": translate("verify", "a new key ({fingerprint}) took over the chain, the old one lost"),
            "adoption": translate("verify", "a key ({fingerprint}) took over a chain its records were written without"),
            "restore": translate("verify", "a backup was restored"),
        }[self.kind].format(fingerprint=self.fingerprint)
        return translate(
            "verify", "position {seq} of the chain of device {device}: {what}, {when} by {by}: {reason}"
        ).format(seq=self.seq, device=self.device_id, what=what, when=when, by=self.by, reason=self.reason)

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "description": self.describe()}


@dataclass(frozen=True)
class KeyProblem:
    device_id: str
    seq: int
    uid: str
    message: str


_KEYS = (
    "SELECT c.device_id, c.seq, k.uid, k.public_key, c.hash, c.signature, k.recorded_by, k.reason, k.recorded_local "
    "FROM device_keys k CROSS JOIN chain c ON c.record_uid = k.uid AND c.record_type = 'device_key' "
)


def key_records(connection: sqlite3.Connection, device_id: str | None = None) -> list[KeyRecord]:
    """Every key record (of one device's chain, or of all), in chain order."""
    # A copy from before recoveries (schema 10 and older): its key records are all plain.
    query = _KEYS if _has_recoveries(connection) else _KEYS.replace("k.recorded_by, k.reason", "NULL, NULL")
    if device_id is None:
        rows = connection.execute(query + "ORDER BY c.device_id, c.seq")
    else:
        rows = connection.execute(query + "WHERE c.device_id = ? ORDER BY c.seq", (device_id,))
    return [KeyRecord(*row) for row in rows]


def _has_recoveries(connection: sqlite3.Connection) -> bool:
    return any(row[1] == "reason" for row in connection.execute("PRAGMA table_info(device_keys)"))


def judge_keys(
    connection: sqlite3.Connection, device_id: str | None = None
) -> tuple[list[KeyProblem], list[CustodyBreak]]:
    """Each key record held to the key-change rule (`floordesk.store.key_changes`): the tampering found, and the
    breaks in custody."""
    problems: list[KeyProblem] = []
    breaks: list[CustodyBreak] = []
    custodies: dict[str, KeyCustody] = {}
    for record in key_records(connection, device_id):
        custody = custodies.setdefault(record.device_id, KeyCustody())
        verdict = _judge(connection, custody, record)
        if verdict.problem is not None:
            problems.append(KeyProblem(record.device_id, record.seq, record.uid, verdict.problem))
        elif verdict.custody_break is not None:
            by = _staff_name(connection, record.recorded_by)
            breaks.append(
                CustodyBreak(
                    record.device_id,
                    record.seq,
                    record.uid,
                    verdict.custody_break,
                    by,
                    record.reason or "",
                    record.recorded_local,
                    shown(record.public_key),
                )
            )
    return problems, breaks


def _judge(connection: sqlite3.Connection, custody: KeyCustody, record: KeyRecord) -> KeyVerdict:
    """The rule's verdict on a key record, with what it needs of the records before it read from the log."""
    first = custody.key is None
    before = connection.execute(
        "SELECT hash, signature FROM chain WHERE device_id = ? AND seq = ?", (record.device_id, record.seq - 1)
    ).fetchone()
    signer = custody.signer(record.seq - 1)
    sound = signer is None or (before is not None and signature_valid(signer, before[0], before[1]))
    verdict = custody.judge(record.seen, before_sound=sound)
    if verdict.problem is None and first and record.seq > 1 and not record.recovery:
        rows = connection.execute(
            "SELECT seq, hash, signature FROM chain WHERE device_id = ? AND seq < ? AND signature IS NOT NULL",
            (record.device_id, record.seq),
        ).fetchall()
        if foreign_before(record.public_key, rows):
            return KeyVerdict(
                translate(
                    "verify",
                    "its chain's first key record comes after signed records: it is not the key that signed them",
                )
            )
    return verdict


def signer_of(connection: sqlite3.Connection, device_id: str, seq: int) -> str | None:
    """The key that must sign the record at `seq` of a chain, by the key-change rule: the key in force there (a key
    record that is tampering changes nothing), but for a key change, which the key before it signs."""
    custody = KeyCustody()
    for record in key_records(connection, device_id):
        if record.seq > seq:
            break
        _judge(connection, custody, record)
    return custody.signer(seq)


def custody_problem(connection: sqlite3.Connection, device_id: str, own_key: str | None) -> str | None:
    """Why this laptop may not write to its chain in this log (None: the chain ends with a record this laptop's key
    signed, the key in force there)."""
    head = connection.execute(
        "SELECT seq, hash, signature FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device_id,)
    ).fetchone()
    if head is None:
        return None
    seq, digest, signature = head
    if own_key is None:
        return translate(
            "store",
            "this laptop's chain in this log is not signed by this laptop's key: the key is not beside the log "
            "(a copy, or the key file was lost). If it was lost, an administrator recovers: `{RECOVER}`",
        ).format(RECOVER=RECOVER)
    in_force = key_in_force(connection, device_id)
    if in_force != own_key or not signature_valid(signer_of(connection, device_id, seq) or "", digest, signature):
        return translate(
            "store",
            "this laptop's chain in this log is not signed by this laptop's key (its last record, position {seq}): "
            "it was changed without the key, or the key was replaced. FloorDesk signs nothing over it. "
            "Restore a backup (`{RESTORE}`), or, if this laptop's key file was lost and replaced, "
            "an administrator recovers: `{RECOVER}`",
        ).format(seq=seq, RESTORE=RESTORE, RECOVER=RECOVER)
    return None


def recovery_problem(connection: sqlite3.Connection, device_id: str) -> str | None:
    """Why the chain may not be recovered under a new key (None: its last record is signed by its key in force,
    or nothing in it is signed, and its key records are sound)."""
    problems, _breaks = judge_keys(connection, device_id)
    restore = translate("store", "it cannot be recovered: restore a backup instead (`{RESTORE}`)").format(
        RESTORE=RESTORE
    )
    if problems:
        return translate(
            "store", "this laptop's chain holds a key record that is tampering (position {seq}): {restore}"
        ).format(seq=problems[0].seq, restore=restore)
    seq, digest, signature = connection.execute(
        "SELECT seq, hash, signature FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device_id,)
    ).fetchone()
    signer = signer_of(connection, device_id, seq)
    if signer is not None and not signature_valid(signer, digest, signature):
        return translate(
            "store", "this laptop's chain was changed without its key (its last record, position {seq}): {restore}"
        ).format(seq=seq, restore=restore)
    return None


def recovery_fields(staff_uid: str, reason: str) -> dict[str, str]:
    """The who and why of a recovery record, checked."""
    return {"recorded_by": staff_uid, "reason": required_text("reason", reason, limit=CUSTODY_REASON_MAX)}


_TAKEN_BACK = numerus(
    "verify", "{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)", "", 0
)


def restore_breaks(connection: sqlite3.Connection) -> list[CustodyBreak]:
    """Every restore recorded in the log, as a break in custody."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'restores'").fetchone():
        return []
    rows = connection.execute(
        "SELECT c.device_id, c.seq, r.uid, r.recorded_by, r.reason, r.recorded_local, r.backup, r.taken_back "
        "FROM restores r CROSS JOIN chain c ON c.record_uid = r.uid ORDER BY c.device_id, c.seq"
    ).fetchall()
    return [
        CustodyBreak(
            device,
            seq,
            uid,
            "restore",
            _staff_name(connection, by),
            translate("verify", _TAKEN_BACK, "", taken_back).format(reason=reason, backup=backup),
            local,
        )
        for device, seq, uid, by, reason, local, backup, taken_back in rows
    ]


def _staff_name(connection: sqlite3.Connection, uid: str | None) -> str:
    row = connection.execute("SELECT name FROM staff WHERE uid = ?", (uid,)).fetchone()
    return str(row[0]) if row else str(uid)


def nothing_to_recover(device_id: str | None) -> InvalidInput:
    if device_id is None:
        return InvalidInput.at(
            "", translate("store", "this log has no chain of this laptop's yet: there is nothing to recover")
        )
    return InvalidInput.at(
        "", translate("store", "this laptop's key already signs its chain: there is nothing to recover")
    )
