"""GUI: the event being run, held as the core's immutable `Event`, saved after every change."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from floordesk.core.event import Event
from floordesk.core.table_session import TableSession

_log = logging.getLogger("floordesk.tables")


class EventModel(QObject):
    """GUI: adapts the core's event to signals; the only place the current event is replaced.

    Every change is saved at once through `save` (the store's EventRepository), so the
    tables are as they were left after a restart or a crash.

    Signals:
        table_changed(str): the named table in play changed, was added, or was removed.
        save_failed(str): a change could not be saved; it is kept in memory, and the
            message says why (a full disk, a locked file).
    """

    table_changed = Signal(str)
    save_failed = Signal(str)

    def __init__(self, event: Event, save: Callable[[Event], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._event = event
        self._save = save

    @property
    def current_event(self) -> Event:
        return self._event

    def table_names(self) -> tuple[str, ...]:
        return tuple(table.name for table in self._event.tables)

    def session(self, name: str) -> TableSession:
        return self._event.session(name)

    def apply(self, name: str, session: TableSession | None) -> None:
        """Make `session` the named table's state (None: the table goes), save the event and tell the views."""
        event = self._event.without_table(name) if session is None else self._event.with_session(session)
        self.apply_event(event, name)

    def apply_event(self, event: Event, name: str) -> None:
        """Make `event` the current one after a change made at the named table (a ruling may change the chip set)."""
        self._event = event
        try:
            self._save(self._event)
        except sqlite3.Error as error:
            _log.error("Saving the event failed: %s", error)
            self.save_failed.emit(f"This change could not be saved: {error}")
        self.table_changed.emit(name)
