"""What an attacker who holds the log file (and maybe a key of their own) does to it: the custody attacks of issue 24.

Shared by the custody tests and the trust-model vectors' generator, so a vector is made by the attack a test runs.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path
from typing import Any

from floordesk.store.records import RECORD_TYPE, new_uid, record_hash, seal
from floordesk.store.signing import DeviceKey

from .conftest import open_tamperer


def open_raw(path: Path) -> sqlite3.Connection:
    """The file as a tamperer opens it: plain SQLite, the append-only triggers dropped while it works and put back
    as it closes (a careful tamperer leaves the schema as FloorDesk made it: verify names a changed one)."""
    raw = open_tamperer(path)
    raw.execute("PRAGMA ignore_check_constraints = ON")
    return raw


def own_device(raw: sqlite3.Connection) -> str:
    return str(raw.execute("SELECT device_id FROM this_device").fetchone()[0])


def fields_of(raw: sqlite3.Connection, table: str, uid: str) -> dict[str, Any]:
    cursor = raw.execute(f"SELECT * FROM {table} WHERE uid = ?", (uid,))
    return dict(zip([d[0] for d in cursor.description], cursor.fetchone(), strict=True))


def sealed(raw: sqlite3.Connection, device: str, seq: int) -> str:
    """What the record after position `seq` names as its predecessor, as FloorDesk links it: the seal."""
    digest, signature = raw.execute(
        "SELECT hash, signature FROM chain WHERE device_id = ? AND seq = ?", (device, seq)
    ).fetchone()
    return seal(digest, signature)


def rehash_from(raw: sqlite3.Connection, device: str, seq: int, key: DeviceKey | None = None) -> None:
    """Hash a chain again from position `seq` on, as the tamperer must after changing a record there; each record is
    signed with `key` (None: the old signatures stay, which no longer sign anything)."""
    rows = raw.execute(
        "SELECT seq, record_type, record_uid FROM chain WHERE device_id = ? AND seq >= ? ORDER BY seq", (device, seq)
    ).fetchall()
    (prev,) = raw.execute("SELECT prev_hash FROM chain WHERE device_id = ? AND seq = ?", (device, seq)).fetchone()
    for position, record_type, uid in rows:
        digest = record_hash(record_type, device, position, prev, fields_of(raw, RECORD_TYPE[record_type].table, uid))
        signature = None if key is None else key.sign(digest)
        raw.execute(
            "UPDATE chain_entries SET prev_hash = ?, hash = ?, signature = coalesce(?, signature) "
            "WHERE device_id = ? AND seq = ?",
            (prev, digest, signature, device, position),
        )
        prev = sealed(raw, device, position)


def append_record(
    raw: sqlite3.Connection, device: str, record_type: str, values: dict[str, Any], signer: DeviceKey | None
) -> tuple[int, str]:
    """Add a record at the end of a device's chain, signed by `signer` (None: unsigned); returns (position, uid)."""
    (seq,) = raw.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    prev = sealed(raw, device, seq)
    uid = new_uid()
    fields = {"uid": uid, "recorded_utc": "2009-06-02T12:00:00.000000Z", "recorded_local": "2009-06-02T05:00:00-07:00"}
    fields.update(values)
    digest = record_hash(record_type, device, seq + 1, prev, fields)
    raw.execute(
        "INSERT INTO chain_entries (device_id, seq, record_type, record_uid, prev_hash, hash, signature) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (device, seq + 1, record_type, uid, prev, digest, None if signer is None else signer.sign(digest)),
    )
    names = ", ".join(fields)
    raw.execute(
        f"INSERT INTO {RECORD_TYPE[record_type].table} ({names}) VALUES ({', '.join('?' * len(fields))})",
        [*fields.values()],
    )
    return seq + 1, uid


def append_key(raw: sqlite3.Connection, device: str, public_hex: str, signer: DeviceKey | None) -> tuple[int, str]:
    """A `device_key` record at the end of a chain naming `public_hex`, signed by `signer` (None: unsigned)."""
    return append_record(raw, device, "device_key", {"device_id": device, "public_key": public_hex}, signer)


def rewrite_first_incident(raw: sqlite3.Connection, narrative: str) -> str:
    """Change this laptop's first ruling and hash its chain again from there; returns the incident's uid."""
    device = own_device(raw)
    seq, uid = raw.execute(
        "SELECT c.seq, c.record_uid FROM chain c WHERE c.device_id = ? AND c.record_type = 'incident' "
        "ORDER BY c.seq LIMIT 1",
        (device,),
    ).fetchone()
    raw.execute("UPDATE incidents SET narrative = ? WHERE uid = ?", (narrative, uid))
    rehash_from(raw, device, seq)
    return str(uid)


def alter_signature(raw: sqlite3.Connection, device: str, seq: int) -> None:
    """Change one hex digit in the middle of the signature of the record at `seq` (nothing else)."""
    (signature,) = raw.execute("SELECT signature FROM chain WHERE device_id = ? AND seq = ?", (device, seq)).fetchone()
    digit = "0" if signature[64] != "0" else "1"
    altered = signature[:64] + digit + signature[65:]
    raw.execute("UPDATE chain_entries SET signature = ? WHERE device_id = ? AND seq = ?", (altered, device, seq))


def first_incident(raw: sqlite3.Connection, device: str) -> int:
    """The position of a chain's first ruling."""
    (seq,) = raw.execute(
        "SELECT min(seq) FROM chain WHERE device_id = ? AND record_type = 'incident'", (device,)
    ).fetchone()
    return int(seq)


def files_digest(folder: Path) -> dict[str, str]:
    """Every file in a folder (the log, its -wal/-shm, a key, backups) and the SHA-256 of its bytes."""
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }
