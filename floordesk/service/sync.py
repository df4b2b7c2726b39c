"""Service: one synchronisation with the floor's server: this laptop's records sent, the others' received.

Receiving is done in the name of a signed-in floor member (any role may receive;
what comes in is vouched for by the administrator's device approvals and every
import check); with nobody signed in, this laptop only sends. The window and
`floordesk sync` both synchronise through `Synchronisation.run`.

The window synchronises on a worker thread, so it never waits on the network,
and a SQLite connection belongs to the thread that opened it: `SyncWorker`
keeps ONE thread and one store on it for the window's life, opened at the
first synchronisation and closed with the window (not one store per
synchronisation).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from floordesk.store.log import IncidentStore
from floordesk.store.server.report import SyncReport
from floordesk.store.server.sync import own_head, synchronise
from floordesk.store.staff import SignedIn

_log = logging.getLogger("floordesk.sync")


class Synchronisation:
    """Service: synchronises one open log with a server."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store

    def run(self, dsn: str, receiver: SignedIn | None) -> SyncReport:
        """Send, and receive when `receiver` is signed in; ServerError when the server cannot be used."""
        return synchronise(self._store, dsn, receiver)

    def waiting_after(self, sent_through: int) -> int:
        """How many of this laptop's records were written after position `sent_through` (still to send)."""
        return own_head(self._store) - sent_through


class SyncWorker:
    """Service: one background thread with one store of the log at `database`, for synchronising the window's log.

    The thread is a daemon: a synchronisation stuck on the network never keeps the application from quitting.
    """

    def __init__(self, database: Path) -> None:
        self._database = database
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, name="floordesk-sync", daemon=True)
        self._lock = threading.Lock()
        self._pending = False
        self._closed = False
        self._store: IncidentStore | None = None

    @property
    def busy(self) -> bool:
        """Whether a job is queued or running."""
        with self._lock:
            return self._pending

    def submit(self, job: Callable[[], None]) -> bool:
        """Run `job` on the worker thread, unless one is queued or running still (then False)."""
        with self._lock:
            if self._pending or self._closed:
                return False
            self._pending = True
            if self._thread.ident is None:
                self._thread.start()
        self._jobs.put(job)
        return True

    def synchronisation(self) -> Synchronisation:
        """The worker's synchronisation, its store opened the first time (call it on the worker thread only)."""
        if self._store is None:
            self._store = IncidentStore.open(self._database, backup_every=None)
        return Synchronisation(self._store)

    def _serve(self) -> None:
        while (job := self._jobs.get()) is not None:
            try:
                job()
            except Exception:  # a job's failure is its own: the worker goes on serving the next ones
                _log.exception("a background synchronisation failed")
            finally:
                with self._lock:
                    self._pending = False
        if self._store is not None:
            self._store.close()

    def close(self, timeout_s: float) -> None:
        """Let a synchronisation under way end (waiting at most `timeout_s`), then close the worker's store."""
        with self._lock:
            self._closed = True
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(timeout=timeout_s)
