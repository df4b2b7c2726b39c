"""GUI: the event being run, held as the core's immutable `Event`, saved after every change."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from floordesk.core.event import Event
from floordesk.core.table_session import TableSession


class EventModel(QObject):
    """GUI: adapts the core's event to signals; the only place the current event is replaced.

    Every change is handed to `save` before the views are told (the window's: the store's `EventSaves.save`, which
    writes it on a thread of its own: the repaint does not wait for it), so the tables are as they were left after
    a restart, and after a crash all but the changes of its last few tens of milliseconds. A save that fails is reported
    through `report_save_failure`, from any thread.

    Signals:
        table_changed(str): the named table in play changed, was added, or was removed.
        event_changed(): the event's own details changed (name, game, chips, levels, rules).
        event_switched(): another event became the current one: every table is new.
        save_failed(str): a change could not be saved; it is kept in memory and saved with the next
            change, and the message says why (a full disk, a locked file). Emitted on the saving thread.
    """

    table_changed = Signal(str)
    event_changed = Signal()
    event_switched = Signal()
    save_failed = Signal(str)

    def __init__(self, event: Event, save: Callable[[Event], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._event = event
        self._save = save
        self._run_uid = _new_run_uid()

    @property
    def current_event(self) -> Event:
        return self._event

    @property
    def run_uid(self) -> str:
        """The event as this window runs it, made anew whenever an event is opened here. A player dragged carries
        it: a drop from another FloorDesk is of another event, even one running this event (its own copy, saved
        over this one's), so neither its table names nor the event's number can say whose it is."""
        return self._run_uid

    def table_names(self) -> tuple[str, ...]:
        return tuple(table.name for table in self._event.tables)

    def session(self, name: str) -> TableSession:
        return self._event.session(name)

    def apply(self, name: str, session: TableSession | None) -> None:
        """Make `session` the named table's state (None: the table goes), save the event and tell the views."""
        self._event = self._event.without_table(name) if session is None else self._event.with_session(session)
        self._save(self._event)
        self.table_changed.emit(name)

    def apply_event(self, event: Event) -> None:
        """Make `event` (the same event, changed across tables or in its details) the state; save; tell the views."""
        before, self._event = self._event, event
        self._save(event)
        if _details(before) != _details(event):
            self.event_changed.emit()
        for name in dict.fromkeys((*before.table_names(), *event.table_names())):
            if (
                name not in event.table_names()
                or name not in before.table_names()
                or before.session(name) != event.session(name)
            ):
                self.table_changed.emit(name)

    def switch_to(self, event: Event) -> None:
        """Another event becomes the one being run (it is already saved)."""
        self._event = event
        self._run_uid = _new_run_uid()
        self.event_switched.emit()

    def report_save_failure(self, problem: str) -> None:
        """A save failed (`problem` says why). Called on the saving thread: Qt queues `save_failed` to the window's."""
        # tr is thread-safe: said in the window's language from the saving thread
        self.save_failed.emit(self.tr("This change could not be saved: {error}").format(error=problem))


def _new_run_uid() -> str:
    # os.urandom, not uuid: the first frame loads no module it does not draw with
    return os.urandom(16).hex()


def _details(event: Event) -> tuple[object, ...]:
    return (event.name, event.game, event.chip_set, event.levels, event.level, event.rules)
