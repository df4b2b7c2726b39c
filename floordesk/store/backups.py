"""Store: rotating backup copies of the log, and restoring one.

Copies are made with SQLite's online backup API, so they are consistent even
while FloorDesk writes, and are named `<log>-<UTC time>-<reason>.sqlite3` in
the backups folder, readable by their owner only. Automatic copies are taken
when the newest is older than the interval and the oldest beyond `keep` are
removed; copies taken before an import rotate too (the newest five are kept);
every other copy (manual, or taken before a migration or a restore) is kept.
Copies are flushed to disk before they get their name, and half-written ones
left by a FloorDesk that was killed are removed by the next copy.

Restoring checks the copy first (that it is a FloorDesk database: SQLite's
integrity check, its schema version and exactly that schema's tables, indexes and triggers, and, for an incident
log, the hash chain), saves the current log as a `before-restore` copy (or, if
the current file is damaged, moves it aside), and then copies the backup into
place.
"""

from __future__ import annotations

import os
import re
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.store.database import (
    BACKUP_TIME_FORMAT,
    BUSY_TIMEOUT_S,
    backup_name,
    backup_to,
    connect,
    create_owner_only,
    integrity_problems,
    schema_difference,
    schema_version,
    stale_partials,
)
from floordesk.store.errors import CorruptError, NewerSchemaError, translated
from floordesk.store.records import Clock, system_clock

AUTOMATIC = "automatic"
MANUAL = "manual"
BEFORE_RESTORE = "before-restore"
BEFORE_IMPORT = "before-import"
KEEP_BEFORE_IMPORT = 5
"""Copies taken before imports that are kept (the newest): a laptop merging every hour would fill its disk."""
_SQLITE_HEADER = b"SQLite format 3\x00"
_NOTHING_CHANGED = "No copy was changed."
SIGNED_SCHEMA = 4
"""The first schema whose records are signed."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    taken: datetime
    reason: str
    size: int

    def to_json(self) -> dict[str, Any]:
        return {"path": str(self.path), "taken_utc": self.taken.isoformat(), "reason": self.reason, "size": self.size}


@dataclass(frozen=True)
class RestoreReport:
    restored_from: Path
    saved_current_as: Path | None
    """the log as it was before the restore (a backup copy, or the damaged file moved aside)"""
    records: int
    incidents: int

    def to_json(self) -> dict[str, Any]:
        saved = None if self.saved_current_as is None else str(self.saved_current_as)
        return {**vars(self), "restored_from": str(self.restored_from), "saved_current_as": saved}


class Backups:
    """Store: the backup copies of one log file."""

    def __init__(
        self, database: Path, folder: Path | None = None, *, keep: int = 10, clock: Clock = system_clock
    ) -> None:
        self.database = database
        self.folder = folder or database.parent / "backups"
        self.keep = keep
        self._clock = clock
        # (the folder's mtime, the automatic copies' times) as last listed: every write asks
        # whether a copy is due, and the folder changes only when a copy is added or removed.
        self._automatic: tuple[int, tuple[datetime, ...]] | None = None
        self._name = re.compile(re.escape(database.stem) + r"-([0-9]{8}T[0-9]{12}Z)-([a-z0-9-]+)\.sqlite3")

    def take(self, connection: sqlite3.Connection, reason: str = MANUAL) -> Path:
        """Copy the log now; returns the copy's path."""
        target = self.folder / backup_name(self.database, self._clock(), reason)
        with translated(target, "taking a backup of the log"):
            for abandoned in stale_partials(self.folder):  # left by a FloorDesk killed while copying
                abandoned.unlink(missing_ok=True)
            backup_to(connection, target)
            keep = {AUTOMATIC: self.keep, BEFORE_IMPORT: KEEP_BEFORE_IMPORT}.get(reason)
            if keep is not None:  # only these rotate: the others are kept until someone deletes them
                for old in [b for b in self.list() if b.reason == reason][keep:]:
                    for part in _parts(old.path):
                        part.unlink(missing_ok=True)
        self._automatic = None  # the folder's mtime may not have ticked since it was last listed
        return target

    def take_if_due(self, connection: sqlite3.Connection, every: timedelta = timedelta(hours=1)) -> Path | None:
        """An automatic copy, if the newest one is older than `every` (or there is none)."""
        now = self._clock()
        # A copy named in the future was taken before the clock was set back: it does not count.
        newest = max((taken for taken in self._automatic_times() if taken <= now), default=None)
        if newest is not None and now - newest < every:
            return None
        return self.take(connection, AUTOMATIC)

    def _automatic_times(self) -> tuple[datetime, ...]:
        with translated(self.folder, "listing the backups", _NOTHING_CHANGED):
            try:
                folder_mtime = self.folder.stat().st_mtime_ns
            except FileNotFoundError:
                return ()
        if self._automatic is None or self._automatic[0] != folder_mtime:
            self._automatic = (folder_mtime, tuple(b.taken for b in self.list() if b.reason == AUTOMATIC))
        return self._automatic[1]

    def list(self) -> list[BackupInfo]:
        """The copies, most recently taken first.

        A copy named in the future was taken before the clock was set back, so it
        ranks below every copy named up to now.
        """
        now = self._clock()
        found = []
        with translated(self.folder, "listing the backups", _NOTHING_CHANGED):
            if not self.folder.is_dir():
                return []
            for path in self.folder.iterdir():
                match = self._name.fullmatch(path.name)
                if match:
                    try:
                        size = path.stat().st_size
                    except FileNotFoundError:  # rotated away by another FloorDesk meanwhile
                        continue
                    taken = datetime.strptime(match.group(1), BACKUP_TIME_FORMAT).replace(tzinfo=UTC)
                    found.append(BackupInfo(path, taken, match.group(2), size))
        return sorted(found, key=lambda b: (b.taken <= now, b.taken), reverse=True)

    def restore(self, backup: Path) -> RestoreReport:
        """Replace the log with a checked backup copy; the current log is kept aside first."""
        _refuse_other_files(backup, self.database)
        # Open from the check to the copy: what was checked is what is copied, even if the file is removed meanwhile.
        with closing(_open_copy(backup)) as source:
            records, incidents = _check_backup(source, backup)
            saved = self._set_current_aside()
            with translated(self.database, "restoring the backup"):
                create_owner_only(self.database)  # the log may be missing or moved aside: it is new, owner-only
                with closing(sqlite3.connect(self.database, timeout=BUSY_TIMEOUT_S)) as target:
                    source.backup(target)
        connect(self.database, backup_dir=self.folder).close()  # migrates an older copy, and checks it opens
        return RestoreReport(backup, saved, records, incidents)

    def _set_current_aside(self) -> Path | None:
        if not self.database.exists():
            return None
        try:
            current = connect(self.database, backup_dir=self.folder)
        except (CorruptError, UnicodeDecodeError):  # SQLite's message can quote a damaged schema
            return self._move_damaged_aside()
        try:
            if integrity_problems(current):
                current.close()
                return self._move_damaged_aside()
            return self.take(current, BEFORE_RESTORE)
        finally:
            current.close()

    def _move_damaged_aside(self) -> Path:
        """Keep what there is: the damaged file (and its WAL) moves aside, never away."""
        stamp = self._clock().astimezone(UTC).strftime(BACKUP_TIME_FORMAT)
        aside = self.database.with_name(f"{self.database.name}.damaged-{stamp}")
        for part, moved in zip(_parts(self.database), _parts(aside), strict=True):
            if part.exists():
                os.replace(part, moved)
        return aside


def _parts(database: Path) -> list[Path]:
    """The database file and SQLite's side files beside it."""
    return [Path(f"{database}{suffix}") for suffix in ("", "-wal", "-shm")]


def _not_a_backup(backup: Path, why: str) -> InvalidInput:
    return InvalidInput.at("", f"{backup} is not a FloorDesk backup ({why}); the log was not changed")


def _refuse_other_files(backup: Path, log: Path) -> None:
    """Refuse, as bad input, a missing file, the log itself, or a file that is not a database (an export, say)."""
    if not backup.is_file():
        raise InvalidInput.at("", f"there is no backup file {backup}")
    with translated(backup, "checking the backup", "The log was not changed."):
        if log.exists() and backup.samefile(log):
            raise InvalidInput.at("", f"{backup} is the log itself, not a backup of it")
        with backup.open("rb") as file:
            head = file.read(100)
    if not head.startswith(_SQLITE_HEADER):
        from floordesk.store.exchange import FORMAT  # only now: exchange and verify are not needed to start

        raise _not_a_backup(backup, "an export: import it instead" if FORMAT.encode() in head else "not a database")


def _open_copy(backup: Path) -> sqlite3.Connection:
    """Open a backup read-only without leaving -wal/-shm files beside it.

    A copy without a -wal file is all in its main file: opened immutable, SQLite
    makes no side files. One with a -wal (a log copied while in use) is read through it.
    """
    mode = "mode=ro" if Path(f"{backup}-wal").exists() else "immutable=1"
    with translated(backup, "checking the backup"):
        return sqlite3.connect(f"{backup.resolve().as_uri()}?{mode}", uri=True, isolation_level=None)


def _check_backup(copy: sqlite3.Connection, backup: Path) -> tuple[int, int]:
    """(records, incidents) of a backup copy that is fit to restore; raises StoreError or InvalidInput if it is not."""
    with translated(backup, "checking the backup"):
        damage = integrity_problems(copy)
        if damage:
            raise CorruptError(f"the backup {backup} is damaged ({damage[0]}); the log was not changed")
        version = int(copy.execute("PRAGMA user_version").fetchone()[0])
        if version > schema_version():
            raise NewerSchemaError(f"the backup {backup} was written by a newer FloorDesk; the log was not changed")
        # Every FloorDesk file declares its schema (1 and up) and has exactly what that schema's migrations make:
        # a copy without the append-only triggers, or with a trigger of its own, is not one to trust.
        if version < 1:
            raise _not_a_backup(backup, "not the tables of a FloorDesk log")
        difference = schema_difference(copy)
        if difference:
            names = ", ".join(sorted(f"{kind} {name}" for kind, name, _table, _sql in difference)[:3])
            raise _not_a_backup(backup, f"its schema is not what FloorDesk makes: {names} differ")
        if version < 2:  # before the incident log existed
            return 0, 0
        from floordesk.store.verify import verify

        verification = verify(copy, signatures=version >= SIGNED_SCHEMA)
        if not verification.ok:
            assert verification.first is not None
            raise CorruptError(
                f"the backup {backup} does not verify ({verification.first.describe()}); the log was not changed"
            )
        incidents = int(copy.execute("SELECT count(*) FROM incidents").fetchone()[0])
        return verification.records, incidents
