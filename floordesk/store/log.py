"""Store: one open incident log, with everything that works on it.

The composition root (the GUI's app, the `floordesk log` command) opens an
`IncidentStore` and passes its parts on: `staff` (accounts, sign-in),
`tournament` (events, tables, players, rule 45), `incidents` (rulings and
their amendments, rule 44), `drafts` (rulings in progress), `backups`; plus
search, verification and export/import.

Search, verification and export/import are imported when first used, not at
start-up: the window opens without them (issue 2's start-up time).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from floordesk.i18n import noop, translate
from floordesk.store.auditing import AuditPacks, RetentionSetting
from floordesk.store.backups import (
    BEFORE_IMPORT,
    BackgroundCopier,
    Backups,
    CopyInProgress,
    CopyOutcome,
)
from floordesk.store.database import (
    BUSY_TIMEOUT_S,
    connect,
    connect_for_reading,
    connect_read_only,
    integrity_problems,
    schema_version,
)
from floordesk.store.derived import (
    FactColumns,
    document_pending,
    fact_columns,
    pending_documents,
    rebuild_derived,
    tidy_search_index,
)
from floordesk.store.devices import Devices
from floordesk.store.drafts import Drafts
from floordesk.store.errors import NotFoundError, StoreError, translated
from floordesk.store.events import EventRepository, EventSaves
from floordesk.store.house import HouseSetting
from floordesk.store.incidents import IncidentLog, Recorded, Where
from floordesk.store.journal import Journal
from floordesk.store.records import Clock, system_clock
from floordesk.store.rulings import record_ruling
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.staff import PinHasher, SignedIn, StaffDirectory
from floordesk.store.tournament import Tournament
from floordesk.store.witnesses import Witnesses

if TYPE_CHECKING:
    from floordesk.core.ruling import Ruling
    from floordesk.store.exchange import ExportReport, ImportReport
    from floordesk.store.footage import FootageTask
    from floordesk.store.search import IncidentQuery, Page
    from floordesk.store.verify import Verification

AUTOMATIC_BACKUP_EVERY = timedelta(hours=1)
IMPORTED_A_TIDY_STEP = 1_000
"""An import merges the index's segments a step (`IncidentStore.tidy_search_index`) for each this many incidents it
added, so that a big one leaves few (at 100,000: the 8 it made merged into one in 95 steps, about 0.5 s of CPU of its
28 s); a small one leaves the merging of the biggest segment (seconds at 1,000,000) to the window's work at idle."""
_log = logging.getLogger("floordesk.store")


class IncidentStore:
    """Store: an open incident log."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        *,
        clock: Clock = system_clock,
        device_label: str | None = None,
        pin_hasher: PinHasher | None = None,
        backup_dir: Path | None = None,
        backup_every: timedelta | None = None,
        device_key: DeviceKey | None = None,
        key_file: Path | None = None,
    ) -> None:
        """`backup_every`: after a write, take an automatic backup when the last is older than this.

        `device_key`: what signs this laptop's records (None: none is beside the log). `key_file`: where the key of
        a new chain is made (None: a log only read, which writes nothing).
        """
        self.connection = connection
        self.journal = Journal(
            connection, clock=clock, device_label=device_label, device_key=device_key, key_file=key_file
        )
        self.path = self.journal.path
        self._pin_hasher = pin_hasher
        self.staff = StaffDirectory(self.journal, pin_hasher)
        self.tournament = Tournament(self.journal)
        self.incidents = IncidentLog(self.journal)
        self.drafts = Drafts(self.journal)
        self.devices = Devices(self.journal)
        self.witnesses = Witnesses(self.journal)
        self.audit_packs = AuditPacks(self.journal)
        self.retention = RetentionSetting(self.journal)
        self.house = HouseSetting(self.journal)
        self.backups = Backups(self.path, backup_dir, clock=clock)
        self._backup_every = backup_every
        self._copier: BackgroundCopier | None = None
        self._import_copy: CopyInProgress | None = None
        self._event_saves: EventSaves | None = None
        self._document_soon: Callable[[Callable[[], None]], None] | None = None
        self._documenting_soon = False
        self._closed = False
        self.journal.on_commit = self._after_write

    @classmethod
    def open(
        cls,
        path: Path,
        *,
        clock: Clock = system_clock,
        device_label: str | None = None,
        pin_hasher: PinHasher | None = None,
        backup_dir: Path | None = None,
        busy_timeout: float = BUSY_TIMEOUT_S,
        backup_every: timedelta | None = AUTOMATIC_BACKUP_EVERY,
        read_only: bool = False,
        reading: bool = False,
    ) -> IncidentStore:
        """Open (creating and migrating as needed) the log at `path`, with hourly automatic backups.

        Opening writes no record: this laptop's key is read if it is beside the log, and made only when a new
        log's first record is written. `reading`: to read it only (verify, list, export...): nothing is created,
        migrated, switched to WAL or backed up, and this laptop's key, if beside it, is what verify holds its chain
        to. `read_only`: read-only media, where not even the key is read.
        """
        key_file = None if read_only or reading else key_path(path)
        if read_only:
            connection = connect_read_only(path, busy_timeout=busy_timeout)
            backup_every, key = None, None
        else:
            if reading:
                connection, backup_every = connect_for_reading(path, busy_timeout=busy_timeout), None
            else:
                connection = connect(path, busy_timeout=busy_timeout, backup_dir=backup_dir)
            try:
                with translated(path, noop("store", "reading this laptop's signing key")):
                    key = DeviceKey.load(key_path(path))
            except BaseException:
                connection.close()
                raise
        store = cls(
            connection,
            clock=clock,
            device_label=device_label,
            pin_hasher=pin_hasher,
            backup_dir=backup_dir,
            backup_every=backup_every,
            device_key=key,
            key_file=key_file,
        )
        if not read_only and not reading:
            # Documents a migration (0022) or an interrupted import queued are made before a reader can search.
            store.document_pending(or_later=True)
        return store

    @property
    def pin_hasher(self) -> PinHasher | None:
        """How this log hashes PINs (None: FloorDesk's own scrypt settings)."""
        return self._pin_hasher

    def close(self) -> None:
        """Close the log. The window's last event save is waited for (`save_events_in_background`); an automatic copy
        under way stops (quitting waited seconds for a big log's copy); a copy before an import is waited for."""
        if self._documenting_soon:
            self._document_queued()  # the work handed on may never run now
        self._closed = True
        if self._event_saves is not None:
            self._event_saves.close()
        if self._copier is not None:
            self._copier.abandon()
        self.wait_for_backups()
        self.connection.close()

    @cached_property
    def fact_columns(self) -> FactColumns:
        """How this log's listing facts hold what they hold, read once: the schema of an open log never changes (it is
        migrated before it is opened, or read as it is)."""
        return fact_columns(self.connection)

    @property
    def older_schema(self) -> bool:
        """Whether the log is of an older schema than this FloorDesk's (opened as it is, to read it only)."""
        return int(self.connection.execute("PRAGMA user_version").fetchone()[0]) < schema_version()

    def wait_for_backups(self) -> None:
        """Until the backups being taken in the background, if any, are done."""
        if self._copier is not None:
            self._copier.wait()
        if self._import_copy is not None:
            self._import_copy.wait()

    def back_up_in_background(self, on_done: Callable[[CopyOutcome], None]) -> None:
        """Take the automatic backups on a thread of their own from now on; `on_done` is called there after each."""
        self._copier = BackgroundCopier(self.backups, on_done)

    @property
    def events(self) -> EventRepository:
        """The events' saved state (the window's tables); each read waits for the window's saves queued, if any."""
        return EventRepository(self.connection, self._event_saves)

    def save_events_in_background(self, on_failed: Callable[[str], None]) -> EventSaves:
        """The window's event saves, on a thread of their own with this log's busy timeout (see
        `floordesk.store.events`); closing the log waits for the last. `on_failed` is called on that thread."""
        (busy_ms,) = self.connection.execute("PRAGMA busy_timeout").fetchone()
        self._event_saves = EventSaves(self.path, on_failed, busy_timeout=busy_ms / 1000)
        return self._event_saves

    def record_ruling(self, ruling: Ruling, where: Where, by: SignedIn, second: SignedIn | None = None) -> Recorded:
        """Record a decided ruling as one incident (see `floordesk.store.rulings.record_ruling`); `second`: its
        dispute review's second reviewer."""
        return record_ruling(self.incidents, ruling, where, by, second)

    def record_hash(self, record_uid: str) -> str:
        """The chain hash of a record (an incident's, say): what a printed ruling quotes to be checked later."""
        with translated(self.path, noop("store", "reading the log")):
            row = self.connection.execute("SELECT hash FROM chain WHERE record_uid = ?", (record_uid,)).fetchone()
        if row is None:
            raise NotFoundError(
                translate("store", "this log has no record with id {record_uid}").format(record_uid=record_uid)
            )
        return str(row[0])

    def footage_tasks(self, *, open_only: bool = True) -> list[FootageTask]:
        """The incidents' "preserve footage" tasks, soonest deadline first (see `floordesk.store.footage`)."""
        if self.older_schema:
            return []  # a log from before dispute records (read as it is) holds no task
        from floordesk.store.footage import footage_tasks  # loaded on first use, not with the log

        with translated(self.path, noop("store", "reading the log")):
            return footage_tasks(self.connection, open_only=open_only)

    def page(self, query: IncidentQuery, *, after: str | None = None, limit: int = 100) -> Page:
        # rarely used parts load on first use, not with the log (a test keeps it so)
        from floordesk.store.search import page

        if query.text is not None:
            self.document_pending()  # a search never misses an incident an import queued
        with translated(self.path, noop("store", "reading the log")):
            return page(self.connection, query, after=after, limit=limit, columns=self.fact_columns)

    def document_pending(self, *, or_later: bool = False) -> None:
        """Make the search documents an import queued, if any: a write of its own, after the import's.

        `or_later`: a failure (a full disk, say) is logged, not raised, and the documents stay queued for the next
        write or search: a merge that has committed must not look failed (it would be done again for nothing).
        """
        if self.journal.read_only:
            return  # a read-only log: nothing can be written, and what was documented is searched
        try:
            with translated(self.path, noop("store", "reading the log")):
                if not pending_documents(self.connection):
                    return
            with self.journal.transaction(noop("store", "indexing the imported incidents for search")):
                document_pending(self.connection)
        except StoreError as error:
            if not or_later:
                raise
            _log.warning("the merged incidents' search documents wait for the next write or search: %s", error)

    def damage(self) -> list[str]:
        """What SQLite's integrity check finds wrong with the file (empty: it is not damaged)."""
        with translated(self.path, noop("store", "checking the log")):
            return integrity_problems(self.connection)

    def verify(self, keep_alive: Callable[[], bool] | None = None) -> Verification:
        """See `floordesk.store.verify.verify`: `keep_alive` is called every moment it works, and False cancels it."""
        # rarely used parts load on first use, not with the log (a test keeps it so)
        from floordesk.store.verify import verify

        own_key = None if self.journal.key is None else self.journal.key.public_hex
        with translated(self.path, noop("store", "verifying the log")):
            return verify(self.connection, own_key=own_key, keep_alive=keep_alive)

    def reindex(self) -> int:
        """Make the derived data (listing facts, players' incidents, search documents, the full-text index) again
        from the records, which are untouched; returns how many incidents were indexed."""
        with self.journal.transaction(noop("store", "rebuilding the search index and listings")):
            rebuild_derived(self.connection)
            return int(self.connection.execute("SELECT count(*) FROM incident_facts").fetchone()[0])

    def export(self, target: Path, *, since: datetime | None = None, until: datetime | None = None) -> ExportReport:
        # rarely used parts load on first use, not with the log (a test keeps it so)
        from floordesk.store.exchange import export_log

        return export_log(self.connection, target, since=since, until=until)

    def import_file(self, source: Path, by: SignedIn) -> ImportReport:
        """Merge an export, imported by `by`; the log as it was before is backed up, if the import adds anything.

        The copy is begun first and taken in the background (through a connection of its own, whose snapshot
        of the log is taken before the import begins: none of the import's records), while the file is checked
        and written and after the import has returned; it is removed if the import adds nothing or is refused.
        Closing the log waits for it. The documents are made right after, and the index's segments merged a step for
        each `IMPORTED_A_TIDY_STEP` incidents added.
        """
        # rarely used parts load on first use, not with the log (a test keeps it so)
        from floordesk.store.exchange import import_log

        self.wait_for_backups()  # one copy of the log at a time
        self._import_copy = copy = self.backups.begin(BEFORE_IMPORT)
        try:
            merged = import_log(self.journal, source, by)
        except BaseException:
            copy.discard()
            raise
        if not merged.added_total:
            copy.discard()
        self.document_pending(or_later=True)
        for _step in range(merged.added.get("incident", 0) // IMPORTED_A_TIDY_STEP):
            if not self.tidy_search_index():
                break
        return merged

    def backup(self) -> Path:
        return self.backups.take(self.connection)

    def backup_if_due(self, every: timedelta = AUTOMATIC_BACKUP_EVERY) -> Path | None:
        """An automatic rotating backup, when the last one is older than `every`."""
        return self.backups.take_if_due(self.connection, every)

    def document_later(self, soon: Callable[[Callable[[], None]], None]) -> None:
        """From now on, a ruling's search document is queued with it and made by the work handed to `soon` after
        the commit, not in the ruling's own transaction.

        The window hands the work to its event loop, to run once the answer is on screen: FTS5 merges its index's
        segments in the write that adds a document, now and then all of a level's at once (20-40 ms at 5,000
        incidents, a Sign's slowest), and making the document is a sixth of a Sign's CPU. A search before the work
        has run makes the queued documents first (`page`), and so does closing the log; a FloorDesk that stops
        before either makes them as it opens the log again (the queue is written with the ruling). After any write,
        the same work merges the full-text index's segments a step at a time (`tidy_search_index`), handing itself to
        `soon` again until it finds none to merge.
        """
        self._document_soon = soon
        self.incidents.documents_now = False

    def _after_write(self) -> None:
        if self._backup_every is not None:
            self._backup_after_write()
        if self._document_soon is not None and not self._documenting_soon:
            self._documenting_soon = True  # one run makes every document queued until it runs
            self._document_soon(self._document_queued)

    def tidy_search_index(self) -> bool:
        """One step of merging the full-text index's segments (`floordesk.store.derived.tidy_search_index`), a write
        of its own; whether it found any to merge (another step may find more). A failure is logged, not raised: the
        index is as good, only slower to search.
        """
        if self.journal.read_only:
            return False
        try:
            with self.journal.transaction(noop("store", "tidying the search index")):
                return tidy_search_index(self.connection)
        except StoreError as error:
            _log.warning("the search index is left as it is: %s", error)
            return False

    def _document_queued(self) -> None:
        # Its own commits hand nothing on (this run is still under way): it hands itself on while the index has
        # segments to merge, a step each time, so that no click waits long for it.
        tidying = False
        if not self._closed:
            self.document_pending(or_later=True)
            tidying = self.tidy_search_index()
        if tidying and self._document_soon is not None:
            self._document_soon(self._document_queued)
        else:
            self._documenting_soon = False

    def _backup_after_write(self) -> None:
        assert self._backup_every is not None
        try:
            if self._copier is None:
                self.backup_if_due(self._backup_every)
            elif self.backups.due(self._backup_every):
                self._copier.start()
        except (StoreError, OSError, sqlite3.Error) as error:
            # The write itself is committed: a missed backup must not make it look failed (the caller
            # would record it again). The copy is still due, so the next write tries again.
            _log.warning("automatic backup failed: %s", error)
