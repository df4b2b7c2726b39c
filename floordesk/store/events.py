"""Store: the events FloorDesk knows, the saved state of their tables, and which event is the current one.

Each event is one row of `event_state`, its payload the core's JSON form. The current
event is the one whose payload says `"current": true`; a database written before there
could be several events has no such key, and its first event (the lowest number) is the
current one, as it always was, so nothing saved before is lost or hidden.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from floordesk.core.event import Event, event_from_json, event_to_json

_CURRENT_FIRST = "ORDER BY coalesce(json_extract(payload, '$.current'), 0) DESC, event_id"


@dataclass(frozen=True)
class EventSummary:
    """An event as a list of events shows it."""

    number: int
    name: str
    current: bool


class EventRepository:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    def current(self) -> Event | None:
        row = self._connection.execute(f"SELECT payload FROM event_state {_CURRENT_FIRST} LIMIT 1").fetchone()
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
        current = self.current()
        rows = self._connection.execute(
            "SELECT event_id, json_extract(payload, '$.name') FROM event_state ORDER BY event_id"
        ).fetchall()
        return tuple(
            EventSummary(int(number), str(name), current is not None and number == current.number)
            for number, name in rows
        )

    def load(self, number: int) -> Event:
        """The event of that number; KeyError if there is none."""
        row = self._connection.execute("SELECT payload FROM event_state WHERE event_id = ?", (number,)).fetchone()
        if row is None:
            raise KeyError(number)
        return event_from_json(json.loads(row[0]))

    def next_number(self) -> int:
        row = self._connection.execute("SELECT coalesce(max(event_id), 0) + 1 FROM event_state").fetchone()
        return int(row[0])

    def choose(self, number: int) -> Event:
        """Make the event of that number the current one (in one statement) and return it."""
        event = self.load(number)
        self._connection.execute(
            "UPDATE event_state SET payload = json_set(payload, '$.current', json(iif(event_id = ?, 'true', 'false')))",
            (number,),
        )
        return event

    def save(self, event: Event) -> None:
        """Keep the event's state; a new event is added (not current until chosen), a known one keeps its mark."""
        payload = json.dumps(event_to_json(event), ensure_ascii=False, sort_keys=True)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        # One statement in autocommit mode: it is its own transaction.
        self._connection.execute(
            "INSERT INTO event_state (event_id, payload, updated_utc) VALUES (?, ?, ?) "
            "ON CONFLICT (event_id) DO UPDATE SET updated_utc = excluded.updated_utc, payload = CASE "
            "WHEN json_extract(event_state.payload, '$.current') IS NULL THEN excluded.payload "
            "ELSE json_set(excluded.payload, '$.current', "
            "json(iif(json_extract(event_state.payload, '$.current'), 'true', 'false'))) END",
            (event.number, payload, now),
        )
