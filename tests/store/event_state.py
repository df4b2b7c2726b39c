"""The tests' view of the event's saved state: what a reader of its own finds in the log, how many saves were
written, another writer holding the log's write lock (a save waits for it, then fails), and a name no save can
write."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from floordesk.core.event import Event
from floordesk.store.events import EventRepository

UNWRITABLE = "Event \ud800"
"""a name with a lone surrogate: SQLite takes only UTF-8 text, so its save fails with a UnicodeEncodeError, which is
not an sqlite3.Error"""


class WriteLock:
    """Another writer holding the log's write lock (another FloorDesk writing): a save waits for it, then fails."""

    def __init__(self, log: Path) -> None:
        self._connection = sqlite3.connect(log, isolation_level=None, check_same_thread=False)
        self._connection.execute("BEGIN IMMEDIATE")

    def release(self) -> None:
        self._connection.execute("ROLLBACK")
        self._connection.close()

    def release_after(self, seconds: float) -> None:
        threading.Timer(seconds, self.release).start()


def saved_event(log: Path) -> Event | None:
    """The current event as a reader of its own finds it in the log."""
    with closing(sqlite3.connect(log, isolation_level=None)) as connection:
        return EventRepository(connection).current()


def logged_saves(log: Path) -> Callable[[], int]:
    """Counts the event saves written to the log from now on, by triggers of the test's own."""
    with closing(sqlite3.connect(log, isolation_level=None)) as connection:
        connection.execute("CREATE TABLE saves_seen (at INTEGER)")
        for kind in ("INSERT", "UPDATE"):
            connection.execute(
                f"CREATE TRIGGER saves_seen_{kind} AFTER {kind} ON event_state "
                "BEGIN INSERT INTO saves_seen VALUES (1); END"
            )

    def count() -> int:
        with closing(sqlite3.connect(log, isolation_level=None)) as connection:
            return int(connection.execute("SELECT count(*) FROM saves_seen").fetchone()[0])

    return count
