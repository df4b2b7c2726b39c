"""Store: the events FloorDesk knows, the saved state of their tables, and which event is the current one.

Each event is one row of `event_state`, its payload the core's JSON form. The current
event is the one whose payload says `"current": true`; a database written before there
could be several events has no such key, and its first event (the lowest number) is the
current one, as it always was, so nothing saved before is lost or hidden.

The window saves its event off the GUI thread (`EventSaves`): a chip dropped is painted
without waiting for the save, one fsynced statement that took most of a drop's time on a
busy machine (19 ms wall against 5 ms CPU). A thread of its own writes through a connection
of its own, made on that thread (WAL, `synchronous = FULL`, the log's busy timeout), and
writes only the newest state: a change made while a save is being written replaces the one
waiting, so ten quick drops are at most two saves, the last with all ten. It starts on a
state `SETTLE_S` after finding it, not at once: the GUI thread paints the change meanwhile,
and the save's encoding, which holds Python's lock, would hold up the paint (0.3-0.8 ms of a
drop's wall time, the GUI thread waiting for the lock); a flush or closing does not wait. A save that fails
is said (`on_failed`, on the saving thread) and its state kept: the next change's save holds
it too, and a flush or closing tries it once more. Whatever failed, SQLite or anything else
(the file system, memory, a bug, a value SQLite cannot take: its kind is named with it), the
thread goes on: a failure that ended it would leave every later save queued, unwritten and
unsaid. Readers wait for what is queued: an
`EventRepository` given the window's `EventSaves` (`IncidentStore.events`, which the window's
Event menu and the service layer read through) flushes them before each read or write
(choosing an event, listing them, the event a ruling is recorded at), and closing the log
(`IncidentStore.close`, when the window quits) waits for the last save. The command line, a
process of its own, reads what the window has committed: a change some 20 ms (`SETTLE_S`)
after the paint.

What a crash or a power cut loses: a change painted whose save had not yet committed, at
most the changes of the last few tens of milliseconds (`SETTLE_S`, the save under way and the
newest state waiting); before, it was lost only if the crash came before the paint. A save that has
committed is on disk, fsynced as before.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path

from floordesk.core.event import Event, event_details_json, event_from_json, table_entry_json
from floordesk.core.table import Table
from floordesk.core.table_session import HandState
from floordesk.store.database import BUSY_TIMEOUT_S

_log = logging.getLogger("floordesk.store")
_CURRENT_FIRST = "ORDER BY coalesce(json_extract(payload, '$.current'), 0) DESC, event_id"


@dataclass(frozen=True)
class EventSummary:
    """An event as a list of events shows it."""

    number: int
    name: str
    current: bool


class EventPayload:
    """Store: an event's payload, the text `json.dumps(event_to_json(event), ensure_ascii=False, sort_keys=True)`
    writes, its details and each table encoded again only when they are other objects than at the last call.

    The core's event is immutable, so a part that is the same object has the same text, and a drop makes a new
    object of one table alone: at 50 tables the whole event's JSON was 3.9 ms of a 4.2 ms save, CPU that the GUI
    thread's paint wanted on a 2-core machine. Only the last event's parts are kept."""

    def __init__(self) -> None:
        self._details: tuple[tuple[object, ...], dict[str, str]] | None = None
        """the details' objects, and each detail's member of the JSON object ("key": value) by its key"""
        self._tables: dict[str, tuple[Table, HandState | None, str]] = {}

    def text(self, event: Event) -> str:
        # Every field but the tables': one the core adds later is compared too, with no list here to keep in step.
        details = tuple(getattr(event, name) for name in _DETAIL_FIELDS)
        if self._details is None or any(a is not b for a, b in zip(self._details[0], details, strict=True)):
            members = {key: f"{_encoded(key)}: {_encoded(value)}" for key, value in event_details_json(event).items()}
            self._details = (details, members)
        kept: dict[str, tuple[Table, HandState | None, str]] = {}
        tables = []
        for table in event.tables:
            hand = event.hands.get(table.name)
            part = self._tables.get(table.name)
            if part is None or part[0] is not table or part[1] is not hand:
                part = (table, hand, _encoded(table_entry_json(table, hand)))
            kept[table.name] = part
            tables.append(part[2])
        self._tables = kept
        # As json.dumps joins them: its separators, the keys sorted.
        members = {**self._details[1], "tables": f'"tables": [{", ".join(tables)}]'}
        return "{" + ", ".join(members[key] for key in sorted(members)) + "}"


_DETAIL_FIELDS = tuple(field.name for field in fields(Event) if field.name not in ("tables", "hands"))
"""The event's fields its details' JSON is made from (`event_details_json`): all but its tables and their hands."""


def _encoded(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


class EventRepository:
    """Store: the events in `event_state`. `pending`: the window's saves not yet written, which every read and write
    here waits for first, so that it sees (and comes after) the newest state of the window's event."""

    def __init__(self, connection: sqlite3.Connection, pending: EventSaves | None = None) -> None:
        self._connection = connection
        self._pending = pending
        self._payload = EventPayload()

    def _settled(self) -> sqlite3.Connection:
        if self._pending is not None:
            self._pending.flush()
        return self._connection

    def current(self) -> Event | None:
        row = self._settled().execute(f"SELECT payload FROM event_state {_CURRENT_FIRST} LIMIT 1").fetchone()
        return None if row is None else event_from_json(json.loads(row[0]))

    def current_or_create(self, factory: Callable[[], Event]) -> Event:
        """The current event; on first launch, the one `factory` makes, saved first."""
        event = self.current()
        if event is None:
            event = factory()
            self.save(event)
        return event

    def summaries(self) -> tuple[EventSummary, ...]:
        """Every event, by number, with the current one marked."""
        current = self.current()  # (which waits for the saves queued)
        rows = self._connection.execute(
            "SELECT event_id, json_extract(payload, '$.name') FROM event_state ORDER BY event_id"
        ).fetchall()
        return tuple(
            EventSummary(int(number), str(name), current is not None and number == current.number)
            for number, name in rows
        )

    def load(self, number: int) -> Event:
        """The event of that number; KeyError if there is none."""
        row = self._settled().execute("SELECT payload FROM event_state WHERE event_id = ?", (number,)).fetchone()
        if row is None:
            raise KeyError(number)
        return event_from_json(json.loads(row[0]))

    def next_number(self) -> int:
        row = self._settled().execute("SELECT coalesce(max(event_id), 0) + 1 FROM event_state").fetchone()
        return int(row[0])

    def choose(self, number: int) -> Event:
        """Make the event of that number the current one (in one statement) and return it."""
        event = self.load(number)  # (which waits for the saves queued)
        self._connection.execute(
            "UPDATE event_state SET payload = json_set(payload, '$.current', json(iif(event_id = ?, 'true', 'false')))",
            (number,),
        )
        return event

    def save(self, event: Event) -> None:
        """Keep the event's state; a new event is added (not current until chosen), a known one keeps its mark."""
        payload = self._payload.text(event)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        # One statement in autocommit mode: it is its own transaction.
        self._settled().execute(
            "INSERT INTO event_state (event_id, payload, updated_utc) VALUES (?, ?, ?) "
            "ON CONFLICT (event_id) DO UPDATE SET updated_utc = excluded.updated_utc, payload = CASE "
            "WHEN json_extract(event_state.payload, '$.current') IS NULL THEN excluded.payload "
            "ELSE json_set(excluded.payload, '$.current', "
            "json(iif(json_extract(event_state.payload, '$.current'), 'true', 'false'))) END",
            (event.number, payload, now),
        )


SETTLE_S = 0.02
"""How long the saving thread lets a state it finds wait before writing it: longer than a drop and its repaint take
(issue 7: within a frame, 16.7 ms), short beside what a crash may lose anyway."""


class EventSaves:
    """Store: the window's event saved on a thread of its own, the newest state only (see the module docstring).

    `save` returns at once; `on_failed(problem)` is called on the saving thread when a save fails, however it
    fails (an `on_failed` that raises ends the thread: nothing is left to say it). `flush` waits
    until every state handed over has been written or has failed; `close` flushes and ends the thread. A state is
    written `settle` seconds after the thread finds it, unless a flush waits for it.
    """

    def __init__(
        self,
        database: Path,
        on_failed: Callable[[str], None],
        *,
        busy_timeout: float = BUSY_TIMEOUT_S,
        settle: float = SETTLE_S,
    ) -> None:
        self._database, self._on_failed, self._busy_timeout = database, on_failed, busy_timeout
        self._settle = settle
        self._changed = threading.Condition()
        self._newest: Event | None = None
        """the newest state handed over and not yet being written"""
        self._unsaved: Event | None = None
        """a state whose save failed, with nothing newer handed over since: tried again by a flush"""
        self._flushes = 0
        """flushes waiting: the state is written at once, not after the settle"""
        self._writing = False
        self._closing = False
        self._stopped = False
        self._connection: sqlite3.Connection | None = None
        """the saving thread's own, made there at its first save"""
        self._events: EventRepository | None = None
        """writing through that connection, its payload's parts kept from one save to the next"""
        # A daemon: an interpreter leaving without `close` (a crash) must not hang on it; `close` waits for it.
        self._worker = threading.Thread(target=self._run, name="floordesk-event-saves", daemon=True)
        self._worker.start()

    def save(self, event: Event) -> None:
        """Have `event` written soon; a state handed over before and not yet being written is dropped for it."""
        with self._changed:
            self._newest, self._unsaved = event, None
            self._changed.notify_all()

    def flush(self) -> None:
        """Until every state handed over has been written or has failed (a failed one is tried once more first)."""
        with self._changed:
            if self._newest is None and self._unsaved is not None:
                self._newest, self._unsaved = self._unsaved, None
            self._flushes += 1
            self._changed.notify_all()
            try:
                self._changed.wait_for(lambda: self._stopped or (self._newest is None and not self._writing))
            finally:
                self._flushes -= 1

    def close(self) -> None:
        """Flush, then end the saving thread and close its connection."""
        self.flush()
        with self._changed:
            self._closing = True
            self._changed.notify_all()
        self._worker.join()

    def _run(self) -> None:
        try:
            while (event := self._next()) is not None:
                problem = self._write(event)
                try:
                    if problem is not None:
                        _log.error("Saving the event failed: %s", problem)
                        self._on_failed(problem)  # before the save counts as done: a flush returns once it is said
                finally:
                    with self._changed:
                        self._writing = False
                        self._changed.notify_all()
        finally:
            with self._changed:
                self._stopped = True  # a flush waiting for a thread that has ended would wait forever
                self._changed.notify_all()
            if self._connection is not None:
                self._connection.close()

    def _next(self) -> Event | None:
        """The newest state to write, once there is one and it has settled; None once closing with none left."""
        with self._changed:
            self._changed.wait_for(lambda: self._newest is not None or self._closing)
            self._changed.wait_for(lambda: self._flushes > 0 or self._closing, timeout=self._settle)
            event, self._newest = self._newest, None
            self._writing = event is not None
            return event

    def _write(self, event: Event) -> str | None:
        """Write `event`; None, or why it failed (the state is then kept to be tried again, unless a newer waits)."""
        try:
            if self._connection is None:  # here, not at start: a connection is used on the thread that made it
                self._connection = self._connect()
            if self._events is None:
                self._events = EventRepository(self._connection)
            self._events.save(event)
        except sqlite3.Error as error:
            problem = str(error)
        except Exception as error:
            # A bug, the file system, memory, a value SQLite cannot take: a failed save as any other, not the
            # thread's end (every later save would wait unwritten, and unsaid). Its words alone may be empty.
            _log.exception("The event's save raised")
            problem = f"{type(error).__name__}: {error}".removesuffix(": ")
        else:
            return None
        with self._changed:
            if self._newest is None:
                self._unsaved = event
        return problem

    def _connect(self) -> sqlite3.Connection:
        # mode=rw: a log removed meanwhile is a failed save, not a new empty file
        connection = sqlite3.connect(
            f"{self._database.resolve().as_uri()}?mode=rw", uri=True, timeout=self._busy_timeout, isolation_level=None
        )
        try:
            # Each connection sets its own: a committed save must survive a power cut, as every write to the log.
            connection.execute("PRAGMA synchronous = FULL")
        except BaseException:
            connection.close()
            raise
        return connection
