"""Store: restoring a backup, an administrator's act recorded in the chain, that never silently drops a record.

A restore is built beside the log, then put in its place in one step:
1. the backup is checked (`Backups.copy_checked`: file, schema, chains, this laptop's key) and copied aside;
2. the log it replaces is verified; if it verifies, every record it holds that the backup lacks (this laptop's
   rulings since the backup, records imported since) is taken back into the copy, unchanged, signatures and all,
   so nothing recorded after the backup is lost and this laptop's chain goes on from its real end: the restore
   forks nothing. A log that does not verify (changed without the key) or cannot be read gives nothing back;
   it is kept aside, and the record says so. If it and the backup hold different records at one position of a
   chain, one of them was changed: the restore is refused;
3. an administrator, signed in on the copy, records the restore (`restore` record: the backup's name and the
   head of this laptop's chain it held, what became of the log it replaced, how many records were taken back,
   and why); where this laptop's key does not sign the chain's end (its key file lost), the same administrator's
   recovery is recorded first (`Devices.recover`);
4. the log is kept aside (`before-restore` copy, or the damaged file moved) and the copy put in its place.

Any refusal (a wrong PIN, a role that may not, a conflict) leaves the log as it was. A wrong PIN typed here is not
counted against the member: the copy it was typed on is thrown away. Whoever can run this command holds the file,
and with it the PIN hashes; the PIN delay guards the window, not the file.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from floordesk.core.errors import InvalidInput
from floordesk.i18n import noop, translate
from floordesk.store.backups import Backups, RestoreReport
from floordesk.store.custody import CUSTODY_REASON_MAX, custody_problem
from floordesk.store.database import connect
from floordesk.store.derived import rebuild_derived
from floordesk.store.errors import ConflictError
from floordesk.store.journal import ChainedRecord
from floordesk.store.log import IncidentStore
from floordesk.store.records import GENESIS_HASH, RECORD_TYPE, RECORD_TYPES, Clock, system_clock
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.staff import Permission, PinHasher, SignedIn, require
from floordesk.store.validation import required_text
from floordesk.store.verify import verify

SignIn = Callable[["IncidentStore"], SignedIn]
"""Signs the administrator in on the log as it will be restored (the CLI asks for the PIN)."""

_DEPENDENCY = {record_type.name: order for order, record_type in enumerate(RECORD_TYPES)}


def record_restore(store: IncidentStore, database: Path, backup: Path, reason: str, sign_in: SignIn) -> tuple[int, str]:
    """In the copy (see the module docstring): take back what the replaced log holds beyond it, then record the
    restore; returns (records taken back, what became of the replaced log)."""
    by = sign_in(store)
    journal = store.journal
    device = journal.device_id()
    backup_seq, backup_hash = (0, GENESIS_HASH) if device is None else journal.head(device)
    later, replaced = _later_records(database, store.connection, device)
    with journal.transaction(noop("store", "restoring the backup")) as stamp:
        require(store.connection, by, Permission.TAKE_CUSTODY)
        if later:
            journal.insert_many(sorted(later, key=lambda r: (_DEPENDENCY[r.record_type], r.device_id, r.seq)))
            rebuild_derived(store.connection)
        key = None if journal.key is None else journal.key.public_hex
        if device is not None and custody_problem(store.connection, device, key):
            store.devices.recover(f"restoring {backup.name}: {reason}", by)
        values = {
            "recorded_by": by.staff_uid,
            "reason": reason,
            "backup": backup.name,
            "backup_seq": backup_seq,
            "backup_hash": backup_hash,
            "taken_back": len(later),
            "replaced": replaced,
        }
        journal.append("restore", stamp, values)
    return len(later), replaced


def _later_records(database: Path, restored: sqlite3.Connection, device: str | None) -> tuple[list[ChainedRecord], str]:
    """The records the log at `database` holds that the restored copy lacks, if that log verifies; and what became
    of it ('verified', 'not verified', 'unreadable', 'none')."""
    if not database.exists():
        return [], "none"
    key = DeviceKey.load(key_path(database))
    try:
        with closing(sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)) as current:
            own = current.execute("SELECT device_id FROM this_device").fetchone()
            if own is not None and own != (device,):
                # Another laptop's log, or one from before this laptop's first record: it would drop them all.
                raise InvalidInput.at(
                    "backup", translate("store", "it does not hold this laptop's chain: it is not a backup of this log")
                )
            verification = verify(current, own_key=None if key is None else key.public_hex)
            if verification.damage:
                return [], "unreadable"
            if not verification.ok:
                return [], "not verified"
            return _missing_from(restored, current), "verified"
    except (sqlite3.DatabaseError, UnicodeDecodeError):  # SQLite's messages quote a damaged schema as it is
        return [], "unreadable"


def _missing_from(restored: sqlite3.Connection, current: sqlite3.Connection) -> list[ChainedRecord]:
    held = {
        (device_id, seq): digest
        for device_id, seq, digest in restored.execute("SELECT device_id, seq, hash FROM chain")
    }
    missing = []
    for device_id, seq, record_type, uid, prev_hash, digest, signature in current.execute(
        "SELECT device_id, seq, record_type, record_uid, prev_hash, hash, signature FROM chain ORDER BY device_id, seq"
    ):
        mine = held.get((device_id, seq))
        if mine is None:
            cursor = current.execute(f"SELECT * FROM {RECORD_TYPE[record_type].table} WHERE uid = ?", (uid,))
            fields = dict(zip([column[0] for column in cursor.description], cursor.fetchone(), strict=True))
            missing.append(ChainedRecord(record_type, device_id, seq, prev_hash, fields, digest, signature))
        elif mine != digest:
            raise ConflictError(
                translate(
                    "store",
                    "the backup and the log hold different records at position {seq} of the chain of "
                    "device {device_id}: one of them was changed. Nothing was restored; the log is as "
                    "it was.",
                ).format(seq=seq, device_id=device_id)
            )
    return missing


def restore_log(
    database: Path,
    backup: Path,
    reason: str,
    sign_in: SignIn,
    *,
    backup_dir: Path | None = None,
    clock: Clock = system_clock,
    pin_hasher: PinHasher | None = None,
) -> RestoreReport:
    """Restore `backup` over the log at `database`: an administrator's recorded act, which drops no record (see
    `floordesk.store.restoring`)."""
    why = required_text("reason", reason, limit=CUSTODY_REASON_MAX)
    backups = Backups(database, backup_dir, clock=clock)
    key = DeviceKey.load(key_path(database))
    workspace = database.with_name(f".{database.name}.restoring-{os.getpid()}")
    shutil.rmtree(workspace, ignore_errors=True)  # left by a restore that was killed
    workspace.mkdir(mode=0o700, parents=True)
    try:
        copy = workspace / database.name
        backups.copy_checked(backup, copy, None if key is None else key.public_hex)
        store = IncidentStore(
            connect(copy, backup_dir=workspace),
            clock=clock,
            pin_hasher=pin_hasher,
            device_key=key,
            key_file=key_path(database),
        )
        try:
            taken_back, replaced = record_restore(store, database, backup, why, sign_in)
            (records,) = store.connection.execute("SELECT count(*) FROM chain").fetchone()
            (incidents,) = store.connection.execute("SELECT count(*) FROM incidents").fetchone()
            saved = backups.put_in_place(store.connection)
        finally:
            store.close()
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    return RestoreReport(backup, saved, records, incidents, taken_back, replaced)


def restore_store(store: IncidentStore, backup: Path, reason: str, sign_in: SignIn) -> RestoreReport:
    """Restore a backup over the log `store` has open, with its backups folder, clock and PIN hashing."""
    return restore_log(
        store.path,
        backup,
        reason,
        sign_in,
        backup_dir=store.backups.folder,
        clock=store.journal.clock,
        pin_hasher=store.pin_hasher,
    )
