"""Store: rotating backup copies of the log, and restoring one.

Copies are made with SQLite's online backup API, so they are consistent even
while FloorDesk writes, and are named `<log>-<UTC time>-<reason>.sqlite3` in
the backups folder, readable by their owner only. Automatic copies are taken
when the newest is older than the interval and the oldest beyond `keep` are
removed; manual copies are never removed.

Restoring checks the copy first (SQLite's quick check, its schema version and,
for an incident log, the hash chain), saves the current log as a
`before-restore` copy (or, if the current file is damaged, moves it aside),
and then copies the backup into place.
"""

from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from floordesk.store.database import BUSY_TIMEOUT_S, backup_to, connect, schema_version
from floordesk.store.errors import CorruptError, NewerSchemaError, StoreError, translated
from floordesk.store.records import Clock, system_clock

AUTOMATIC = "automatic"
MANUAL = "manual"
BEFORE_RESTORE = "before-restore"
BEFORE_IMPORT = "before-import"
_TIME_FORMAT = "%Y%m%dT%H%M%S%fZ"


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
        # (the folder's mtime, the newest automatic copy's time) as last listed: every write asks
        # whether a copy is due, and the folder changes only when a copy is added or removed.
        self._newest_automatic: tuple[int, datetime | None] | None = None
        self._name = re.compile(re.escape(database.stem) + r"-([0-9]{8}T[0-9]{12}Z)-([a-z0-9-]+)\.sqlite3")

    def take(self, connection: sqlite3.Connection, reason: str = MANUAL) -> Path:
        """Copy the log now; returns the copy's path."""
        moment = self._clock().astimezone(UTC)
        target = self.folder / f"{self.database.stem}-{moment.strftime(_TIME_FORMAT)}-{reason}.sqlite3"
        with translated(target, "taking a backup of the log"):
            backup_to(connection, target)
            if reason != MANUAL:
                for old in [b for b in self.list() if b.reason == reason][self.keep :]:
                    old.path.unlink(missing_ok=True)
        return target

    def take_if_due(self, connection: sqlite3.Connection, every: timedelta = timedelta(hours=1)) -> Path | None:
        """An automatic copy, if the newest one is older than `every` (or there is none)."""
        newest = self._newest_automatic_taken()
        if newest is not None and self._clock() - newest < every:
            return None
        return self.take(connection, AUTOMATIC)

    def _newest_automatic_taken(self) -> datetime | None:
        try:
            folder_mtime = self.folder.stat().st_mtime_ns
        except FileNotFoundError:
            return None
        if self._newest_automatic is None or self._newest_automatic[0] != folder_mtime:
            newest = next((b for b in self.list() if b.reason == AUTOMATIC), None)
            self._newest_automatic = (folder_mtime, None if newest is None else newest.taken)
        return self._newest_automatic[1]

    def list(self) -> list[BackupInfo]:
        """The copies, newest first."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.iterdir():
            match = self._name.fullmatch(path.name)
            if match:
                taken = datetime.strptime(match.group(1), _TIME_FORMAT).replace(tzinfo=UTC)
                found.append(BackupInfo(path, taken, match.group(2), path.stat().st_size))
        return sorted(found, key=lambda b: b.taken, reverse=True)

    def restore(self, backup: Path) -> RestoreReport:
        """Replace the log with a checked backup copy; the current log is kept aside first."""
        if backup.exists() and self.database.exists() and backup.samefile(self.database):
            raise StoreError(f"{backup} is the log itself, not a backup of it")
        records, incidents = _check_backup(backup)
        saved = self._set_current_aside()
        with translated(self.database, "restoring the backup"):
            source = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)
            try:
                target = sqlite3.connect(self.database, timeout=BUSY_TIMEOUT_S)
                try:
                    source.backup(target)
                finally:
                    target.close()
            finally:
                source.close()
        connect(self.database, backup_dir=self.folder).close()  # migrates an older copy, and checks it opens
        return RestoreReport(backup, saved, records, incidents)

    def _set_current_aside(self) -> Path | None:
        if not self.database.exists():
            return None
        try:
            current = connect(self.database, backup_dir=self.folder)
        except CorruptError:
            # Keep what there is: the damaged file (and its WAL) moves aside, never away.
            stamp = self._clock().astimezone(UTC).strftime(_TIME_FORMAT)
            aside = self.database.with_name(f"{self.database.name}.damaged-{stamp}")
            for suffix in ("", "-wal", "-shm"):
                part = Path(f"{self.database}{suffix}")
                if part.exists():
                    os.replace(part, Path(f"{aside}{suffix}"))
            return aside
        try:
            return self.take(current, BEFORE_RESTORE)
        finally:
            current.close()


def _check_backup(backup: Path) -> tuple[int, int]:
    """(records, incidents) of a backup copy that is fit to restore; raises StoreError if it is not."""
    from floordesk.store.verify import verify  # deferred: verify is only needed here

    if not backup.is_file():
        raise StoreError(f"there is no backup file {backup}")
    with translated(backup, "checking the backup"):
        copy = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
        try:
            result = copy.execute("PRAGMA quick_check").fetchone()[0]
            if result != "ok":
                raise CorruptError(f"the backup {backup} is damaged ({result}); the log was not changed")
            version = int(copy.execute("PRAGMA user_version").fetchone()[0])
            if version > schema_version():
                raise NewerSchemaError(f"the backup {backup} was written by a newer FloorDesk; the log was not changed")
            if version < 2:  # before the incident log existed
                return 0, 0
            verification = verify(copy)
            if not verification.ok:
                assert verification.first is not None
                raise CorruptError(
                    f"the backup {backup} does not verify ({verification.first.describe()}); the log was not changed"
                )
            incidents = int(copy.execute("SELECT count(*) FROM incidents").fetchone()[0])
            return verification.records, incidents
        finally:
            copy.close()
