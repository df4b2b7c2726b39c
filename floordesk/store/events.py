"""Store: the events FloorDesk knows and the saved state of their tables."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

from floordesk.core.event import Event, event_from_json, event_to_json


class EventRepository:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    def current(self) -> Event | None:
        row = self._connection.execute("SELECT payload FROM event_state ORDER BY event_id LIMIT 1").fetchone()
        return None if row is None else event_from_json(json.loads(row[0]))

    def current_or_create(self, factory: Callable[[], Event]) -> Event:
        """The current event; on first launch, the one `factory` makes, saved first."""
        event = self.current()
        if event is None:
            event = factory()
            self.save(event)
        return event

    def save(self, event: Event) -> None:
        payload = json.dumps(event_to_json(event), ensure_ascii=False, sort_keys=True)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        # One statement in autocommit mode: it is its own transaction.
        self._connection.execute(
            "INSERT INTO event_state (event_id, payload, updated_utc) VALUES (?, ?, ?) "
            "ON CONFLICT (event_id) DO UPDATE SET payload = excluded.payload, updated_utc = excluded.updated_utc",
            (event.number, payload, now),
        )
