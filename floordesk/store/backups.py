"""Store: rotating backup copies of the log, and restoring one.

Copies are made with SQLite's online backup API, so they are consistent even
while FloorDesk writes, and are named `<log>-<UTC time>-<reason>.sqlite3` in
the backups folder, readable by their owner only. Automatic copies are taken
when the newest is older than the interval and the oldest beyond `keep` are
removed; copies taken before an import rotate too (the newest five are kept);
every other copy (manual, or taken before a migration or a restore) is kept.
Copies are flushed to disk before they get their name, and half-written ones
left by a FloorDesk that was killed are removed by the next copy.

The window takes its automatic copies on a thread of their own (`BackgroundCopier`),
and an import its copy before it (`Backups.begin`), each through a connection of its
own: a copy of a big log takes seconds, and neither the write that made a copy due (a
signed ruling) nor the import waits for it. A copy is the log as last committed when it
was begun (its connection's read transaction is opened then, and SQLite's backup reads
that one snapshot); what is written meanwhile stays in the log and goes into the next
copy. Closing the log waits for a copy before an import; an automatic copy under way stops at its
next step instead (`CopyInProgress.abandon`: quitting waited seconds for a big log's), leaving no part
of it, and is taken at the next write, still due. The copy before an import runs at a lower priority
(`BACKGROUND_NICENESS`, where the system sets it per thread): it gives way to the import, which a user
waits for, and takes the time it leaves. An automatic copy does not: its thread takes Python's one lock
between the copy's steps, and a thread at a lower priority that holds it while the system gives it no
core keeps the window's thread waiting for it (at load 3.9-4.9, the Sign that made a copy due took up to
64-104 ms with the copy's thread at a lower priority, 18-21 ms without).

The copy before an import is whole, the log as it was: it is not an undo (a restore takes back
every record the log holds that the copy lacks, imported ones included), but the last state known
good, should the import's writes damage the file; an older automatic copy would lose this laptop's
records written since it. It costs only its own time: it no longer holds the import up.

Restoring (`floordesk.store.restoring`, an administrator's recorded act) checks
the copy first (that it is a FloorDesk database: its schema version and exactly that
schema's tables, indexes and triggers, then SQLite's integrity check and, for an
incident log, all else verify checks, at the same time, as nothing writes the copy),
saves the current log as a `before-restore` copy
(or, if the current file is damaged, moves it aside), and then copies the
restored log into place.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
import sys
import threading
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.i18n import noop, translate
from floordesk.store.database import (
    BACKUP_TIME_FORMAT,
    BUSY_TIMEOUT_S,
    CopyStopped,
    backup_name,
    backup_to,
    connect,
    create_owner_only,
    hold_state,
    integrity_problems,
    is_damage,
    schema_difference,
    schema_version,
    stale_partials,
)
from floordesk.store.errors import CorruptError, NewerSchemaError, StoreError, translated
from floordesk.store.records import Clock, system_clock

AUTOMATIC = "automatic"
MANUAL = "manual"
BEFORE_RESTORE = "before-restore"
BEFORE_IMPORT = "before-import"
KEEP_BEFORE_IMPORT = 5
"""Copies taken before imports that are kept (the newest): a laptop merging every hour would fill its disk."""
_SQLITE_HEADER = b"SQLite format 3\x00"
_NOTHING_CHANGED = noop("store", "No copy was changed.")
SIGNED_SCHEMA = 4
"""The first schema whose records are signed."""
_log = logging.getLogger("floordesk.store")


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
    taken_back: int = 0
    """records of the log it replaced that the backup lacked, taken back into it"""
    replaced: str = "none"
    """what became of the log it replaced: 'verified' (its later records taken back), 'not verified' or
    'unreadable' (nothing taken back; it is kept aside), 'none' (there was no log)"""

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
        target = self._new_copy(reason)
        with translated(target, noop("store", "taking a backup of the log")):
            backup_to(connection, target)
        self._rotate(target, reason)
        return target

    def begin(self, reason: str) -> CopyInProgress:
        """Begin a copy of the log as last committed, taken on a thread of its own, at a lower priority, while this
        one goes on."""
        return CopyInProgress(self, reason, gives_way=True)

    def _new_copy(self, reason: str) -> Path:
        """The path of a copy taken now; the half-written copies a killed FloorDesk left are removed first."""
        target = self.folder / backup_name(self.database, self._clock(), reason)
        with translated(target, noop("store", "taking a backup of the log")):
            for abandoned in stale_partials(self.folder):
                abandoned.unlink(missing_ok=True)
        return target

    def _rotate(self, taken: Path, reason: str) -> None:
        keep = {AUTOMATIC: self.keep, BEFORE_IMPORT: KEEP_BEFORE_IMPORT}.get(reason)
        if keep is not None:  # only these rotate: the others are kept until someone deletes them
            with translated(taken, noop("store", "taking a backup of the log")):
                for old in [b for b in self.list() if b.reason == reason][keep:]:
                    for part in _parts(old.path):
                        part.unlink(missing_ok=True)
        self._automatic = None  # the folder's mtime may not have ticked since it was last listed

    def take_if_due(self, connection: sqlite3.Connection, every: timedelta = timedelta(hours=1)) -> Path | None:
        """An automatic copy, if the newest one is older than `every` (or there is none)."""
        return self.take(connection, AUTOMATIC) if self.due(every) else None

    def due(self, every: timedelta) -> bool:
        """Whether an automatic copy is due: the newest one is older than `every`, or there is none."""
        now = self._clock()
        # A copy named in the future was taken before the clock was set back: it does not count.
        newest = max((taken for taken in self._automatic_times() if taken <= now), default=None)
        return newest is None or now - newest >= every

    def _automatic_times(self) -> tuple[datetime, ...]:
        with translated(self.folder, noop("store", "listing the backups"), _NOTHING_CHANGED):
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
        with translated(self.folder, noop("store", "listing the backups"), _NOTHING_CHANGED):
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

    def copy_checked(self, backup: Path, target: Path, own_key: str | None) -> None:
        """Check a backup copy (see the module docstring; `own_key` must sign this laptop's chain in it, if given)
        and copy it to `target`, a new file. Restoring goes on in `floordesk.store.restoring`, which records it."""
        _refuse_other_files(backup, self.database)
        # Open from the check to the copy: what was checked is what is copied, even if the file is removed meanwhile.
        uri = _copy_uri(backup)
        with closing(_open_copy(backup, uri)) as source:
            _check_backup(source, backup, uri, own_key)
            with translated(target, noop("store", "restoring the backup")):
                create_owner_only(target)
                with closing(sqlite3.connect(target, timeout=BUSY_TIMEOUT_S)) as copy:
                    source.backup(copy)

    def put_in_place(self, restored: sqlite3.Connection) -> Path | None:
        """Replace the log with the database `restored` reads, once the current log is kept aside (a backup copy, or
        the damaged file moved); returns where it is kept (None: there was no log)."""
        saved = self._set_current_aside()
        with translated(self.database, noop("store", "restoring the backup")):
            create_owner_only(self.database)  # the log may be missing or moved aside: it is new, owner-only
            with closing(sqlite3.connect(self.database, timeout=BUSY_TIMEOUT_S)) as target:
                restored.backup(target)
        connect(self.database, backup_dir=self.folder).close()  # checks it opens, in WAL mode
        return saved

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


@dataclass(frozen=True)
class CopyOutcome:
    """How a copy taken in the background ended: its path, or why there is none."""

    path: Path | None
    problem: str | None = None


BACKGROUND_NICENESS = 10
"""How much lower than the rest of FloorDesk a copy's thread runs (Linux's nice scale, 0 to 19)."""


def give_way() -> None:
    """Lower the calling thread's CPU priority by BACKGROUND_NICENESS, where the system keeps one per thread."""
    # Linux keeps the nice value per thread (the id is the thread's); elsewhere the same call would renice
    # the whole process, or another process whose id the thread's happens to be.
    if sys.platform.startswith("linux"):
        try:
            thread = threading.get_native_id()
            os.setpriority(
                os.PRIO_PROCESS, thread, min(19, os.getpriority(os.PRIO_PROCESS, thread) + BACKGROUND_NICENESS)
            )
        except OSError as error:  # a sandbox that forbids it: the copy runs at the usual priority
            _log.info("background copy at the usual priority: %s", error)


class CopyInProgress:
    """Store: a copy of the log being taken on a thread of its own, through a connection of its own (`Backups.begin`).

    It is the log as last committed when it was begun: its connection's read transaction is open before this returns,
    so whatever is committed afterwards (an import begun next, say) is not in it, even if that commits first. The copy
    is kept unless `discard`ed; `on_done` is called on its thread once it is taken (or removed), or has failed.
    `gives_way`: its thread runs at a lower priority (`give_way`; see the module docstring for which copies do).
    """

    def __init__(
        self,
        backups: Backups,
        reason: str,
        on_done: Callable[[CopyOutcome], None] | None = None,
        *,
        gives_way: bool = False,
    ) -> None:
        self._backups, self._reason, self._on_done, self._gives_way = backups, reason, on_done, gives_way
        self.target = backups._new_copy(reason)
        self._lock = threading.Lock()
        self._wanted, self._finished = True, False
        self._abandoned = False
        with translated(self.target, noop("store", "taking a backup of the log")):
            self._source = sqlite3.connect(backups.database, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
            try:
                hold_state(self._source)
            except BaseException:
                self._source.close()
                raise
        self._worker = threading.Thread(target=self._copy, name="floordesk-backup")
        self._worker.start()

    @property
    def running(self) -> bool:
        return self._worker.is_alive()

    def discard(self) -> None:
        """Not wanted after all (an import that added nothing, or was refused): removed once written."""
        with self._lock:
            self._wanted = False
            if self._finished:
                _remove(self.target)

    def wait(self) -> None:
        self._worker.join()

    def abandon(self) -> None:
        """Stop at the copy's next step, leaving no part of it (FloorDesk is closing: the log is as committed,
        and the copy, still due, is taken at the next write)."""
        self._abandoned = True

    def _copy(self) -> None:
        if self._gives_way:
            give_way()
        try:
            with translated(self.target, noop("store", "taking a backup of the log")):
                try:
                    # in the read transaction begun above: its snapshot
                    backup_to(self._source, self.target, stop=lambda: self._abandoned)
                finally:
                    self._source.close()
            with self._lock:
                self._finished = True
                if not self._wanted:
                    _remove(self.target)
                    outcome = CopyOutcome(None)
                else:
                    self._backups._rotate(self.target, self._reason)
                    outcome = CopyOutcome(self.target)
        except CopyStopped:
            _log.info("%s backup left for the next start: the log was closed while it was being taken", self._reason)
            outcome = CopyOutcome(None)
        except (StoreError, OSError, sqlite3.Error) as error:
            # What it was taken for is committed (or about to be): a missed copy is said, not raised.
            _log.warning("%s backup failed: %s", self._reason, error)
            outcome = CopyOutcome(None, str(error))
        if self._on_done is not None:
            self._on_done(outcome)


class BackgroundCopier:
    """Store: the automatic copies of the log taken in the background, one at a time (see the module docstring).

    `on_done` is called on the copy's thread once it is taken or has failed.
    """

    def __init__(self, backups: Backups, on_done: Callable[[CopyOutcome], None]) -> None:
        self._backups = backups
        self._on_done = on_done
        self._copy: CopyInProgress | None = None

    def start(self) -> bool:
        """Begin an automatic copy; False if one is being taken already (it will do)."""
        if self._copy is not None and self._copy.running:
            return False
        self._copy = CopyInProgress(self._backups, AUTOMATIC, self._on_done)
        return True

    def wait(self) -> None:
        """Until the copy being taken, if any, is done (before the log is closed)."""
        if self._copy is not None:
            self._copy.wait()

    def abandon(self) -> None:
        """Stop the copy being taken, if any, at its next step (see `CopyInProgress.abandon`)."""
        if self._copy is not None:
            self._copy.abandon()


def _remove(copy: Path) -> None:
    for part in _parts(copy):
        part.unlink(missing_ok=True)


def _parts(database: Path) -> list[Path]:
    """The database file and SQLite's side files beside it."""
    return [Path(f"{database}{suffix}") for suffix in ("", "-wal", "-shm")]


def _not_a_backup(backup: Path, why: str) -> InvalidInput:
    return InvalidInput.at(
        "",
        translate("store", "{backup} is not a FloorDesk backup ({why}); the log was not changed").format(
            backup=backup, why=why
        ),
    )


def _refuse_other_files(backup: Path, log: Path) -> None:
    """Refuse, as bad input, a missing file, the log itself, or a file that is not a database (an export, say)."""
    if not backup.is_file():
        raise InvalidInput.at("", translate("store", "there is no backup file {backup}").format(backup=backup))
    with translated(backup, noop("store", "checking the backup"), noop("store", "The log was not changed.")):
        if log.exists() and backup.samefile(log):
            raise InvalidInput.at(
                "", translate("store", "{backup} is the log itself, not a backup of it").format(backup=backup)
            )
        with backup.open("rb") as file:
            head = file.read(100)
    if not head.startswith(_SQLITE_HEADER):
        from floordesk.store.exchange import FORMAT  # only now: exchange and verify are not needed to start

        raise _not_a_backup(
            backup,
            translate("store", "an export: import it instead")
            if FORMAT.encode() in head
            else translate("store", "not a database"),
        )


def _copy_uri(backup: Path) -> str:
    """The URI a backup is read by, read-only and without leaving -wal/-shm files beside it.

    A copy without a -wal file is all in its main file: opened immutable, SQLite
    makes no side files. One with a -wal (a log copied while in use) is read through it.
    """
    mode = "mode=ro" if Path(f"{backup}-wal").exists() else "immutable=1"
    return f"{backup.resolve().as_uri()}?{mode}"


def _open_copy(backup: Path, uri: str) -> sqlite3.Connection:
    with translated(backup, noop("store", "checking the backup")):
        return sqlite3.connect(uri, uri=True, isolation_level=None)


def _damaged(backup: Path, damage: str) -> CorruptError:
    return CorruptError(
        translate("store", "the backup {backup} is damaged ({damage}); the log was not changed").format(
            backup=backup, damage=damage
        )
    )


def _check_backup(copy: sqlite3.Connection, backup: Path, uri: str, own_key: str | None) -> None:
    """Raises StoreError or InvalidInput if a backup copy (read by `uri`) is not fit to restore."""
    with translated(backup, noop("store", "checking the backup")):
        try:
            version = int(copy.execute("PRAGMA user_version").fetchone()[0])
            difference = schema_difference(copy) if 1 <= version <= schema_version() else []
        except sqlite3.DatabaseError as error:  # too damaged to read its schema (SQLite's full check is verify's)
            if not is_damage(error):
                raise
            raise _damaged(backup, str(error)) from error
        if version > schema_version():
            raise NewerSchemaError(
                translate(
                    "store", "the backup {backup} was written by a newer FloorDesk; the log was not changed"
                ).format(backup=backup)
            )
        # Every FloorDesk file declares its schema (1 and up) and has exactly what that schema's migrations make:
        # a copy without the append-only triggers, or with a trigger of its own, is not one to trust.
        if version < 1:
            raise _not_a_backup(backup, translate("store", "not the tables of a FloorDesk log"))
        if difference:
            names = ", ".join(sorted(f"{kind} {name}" for kind, name, _table, _sql in difference)[:3])
            raise _not_a_backup(
                backup, translate("store", "its schema is not what FloorDesk makes: {names} differ").format(names=names)
            )
        if version < 2:  # before the incident log existed: the file's check is all there is
            damage = integrity_problems(copy)
            if damage:
                raise _damaged(backup, damage[0])
            return
        # verify loads only when a backup is checked, not with the log
        from floordesk.store.verify import verify

        # Nothing writes a backup: the checks read it at once, each on a reader of its own. SQLite's check of the file
        # is among them (made once: 7.7 s of CPU at 1,000,000 incidents), and a damaged file's records are not judged.
        verification = verify(copy, own_key=own_key, signatures=version >= SIGNED_SCHEMA, reader_uri=uri)
        if verification.damage:
            raise _damaged(backup, verification.damage[0])
        if not verification.ok:
            # Derived data too: a damaged listing or full-text index is refused as its records would be.
            first = verification.first
            describe = verification.index_damage[0] if first is None else first.describe()
            raise CorruptError(
                translate("store", "the backup {backup} does not verify ({describe}); the log was not changed").format(
                    backup=backup, describe=describe
                )
            )
