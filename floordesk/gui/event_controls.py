"""GUI: the Event menu: edit the event, create and choose events, step through the structure's levels."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout, QWidget

from floordesk.core.event import Event
from floordesk.core.flows.event_change import EventAction
from floordesk.core.table import Table
from floordesk.gui.table_view.model import EventModel
from floordesk.gui.table_view.operations import TableOperations
from floordesk.i18n import noop

if TYPE_CHECKING:
    from floordesk.core.event_standing import Cancellation
    from floordesk.gui.operations.rulings import RulingOperations
    from floordesk.store.events import EventRepository


class EventControls(QObject):
    """GUI: the Event menu's actions; `events` None means this event only (no others to create or choose)."""

    def __init__(
        self,
        window: QWidget,
        model: EventModel,
        operations: TableOperations,
        events: EventRepository | None,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._model = model
        self._operations = operations
        self._events = events
        self._show_message = show_message
        # A cancelled event's banner (rule 45), above its tables; the main window places it.
        self.banner = QLabel()
        self.banner.setObjectName("cancelledBanner")
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)

    def attach_event_changes(self, rulings: RulingOperations) -> None:
        """Rule 45: Cancel and Alter, once the incident log is open (the log records them, and says who may);
        a cancelled event stops running, as the log says at once and whenever it changes."""
        self._menu.addSeparator()
        self.cancel_event_action = self._menu.addAction(self.tr("C&ancel event…"))
        self.cancel_event_action.triggered.connect(lambda: _start_event_change(rulings, "cancel"))
        self.alter_event_action = self._menu.addAction(self.tr("Record an &alteration (structure, schedule)…"))
        self.alter_event_action.triggered.connect(lambda: _start_event_change(rulings, "alter"))
        rulings.cancelled.connect(self.show_cancellation)
        rulings.read_cancellation()

    def under_banner(self, widget: QWidget) -> QWidget:
        """`widget` (the tables) with the cancelled event's banner above it, shown only once it is cancelled."""
        frame = QWidget()
        column = QVBoxLayout(frame)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.banner)
        column.addWidget(widget, 1)
        return frame

    def show_cancellation(self, cancellation: Cancellation | None) -> None:
        """A cancelled event stops running: the banner says so, and its tables and details take no change."""
        running = cancellation is None
        self.banner.setText("" if cancellation is None else cancellation.banner())
        self.banner.setVisible(not running)
        self._operations.closed = (
            "" if cancellation is None else cancellation.refusal(noop("core", "changes to its tables"))
        )
        for action in (self.edit_event_action, self.cancel_event_action, self.alter_event_action):
            action.setEnabled(running)
        self.show_levels(self._model.current_event)
        if cancellation is not None:
            self._show_message(cancellation.banner())

    def build_menu(self, menu: QMenu) -> None:
        self._menu = menu
        self.edit_event_action = menu.addAction(self.tr("&Edit event…"))
        self.edit_event_action.triggered.connect(self.ask_edit_event)
        self.new_event_action = menu.addAction(self.tr("&New event…"))
        self.new_event_action.setEnabled(self._events is not None)
        self.new_event_action.triggered.connect(self.ask_new_event)
        self.choose_event_menu = menu.addMenu(self.tr("&Choose event"))
        self.choose_event_menu.setEnabled(self._events is not None)
        self.choose_event_menu.aboutToShow.connect(self.fill_choose_event_menu)
        menu.addSeparator()
        self.next_level_action = menu.addAction(self.tr("Next &level"))
        self.next_level_action.setShortcut(QKeySequence("Ctrl+]"))
        self.next_level_action.triggered.connect(lambda: self.step_level(1))
        self.previous_level_action = menu.addAction(self.tr("&Previous level"))
        self.previous_level_action.setShortcut(QKeySequence("Ctrl+["))
        self.previous_level_action.triggered.connect(lambda: self.step_level(-1))

    def show_levels(self, event: Event) -> None:
        """Offer only the level steps the event's structure has (none once it is cancelled)."""
        level = event.current_level()
        running = not self._operations.closed
        self.next_level_action.setEnabled(running and level is not None and event.level + 1 < len(event.levels))
        self.previous_level_action.setEnabled(running and level is not None and event.level > 0)

    def ask_edit_event(self) -> None:
        # a dialog's module loads when it is first opened, not with the window
        from floordesk.gui.dialogs.event_dialog import EventDialog

        dialog = EventDialog(self._model.current_event, self.tr("Event"), self._window)
        if dialog.exec() == EventDialog.DialogCode.Accepted:
            details = dialog.details()
            text = self.tr("Edit the event {name}").format(name=details[0])
            self._operations.change_event(text, lambda e: e.with_details(*details))

    def ask_new_event(self) -> None:
        # a dialog's module loads when it is first opened, not with the window
        from floordesk.gui.dialogs.event_dialog import EventDialog

        if self._events is None:
            return
        current = self._model.current_event
        chips = current.chip_set.all_in_play()
        blank = Event("", self._events.next_number(), current.game, chips, (Table("Table 1", 9),))
        dialog = EventDialog(blank, self.tr("New event"), self._window)
        if dialog.exec() == EventDialog.DialogCode.Accepted:
            event = blank.with_details(*dialog.details())
            self._events.save(event)
            self.choose_event(event.number)

    def choose_event(self, number: int) -> None:
        if self._events is not None:
            self._model.switch_to(self._events.choose(number))
            self._show_message(self.tr("Now running {name}").format(name=self._model.current_event.name))

    def fill_choose_event_menu(self) -> None:
        menu = self.choose_event_menu
        menu.clear()
        if self._events is None:
            return
        for summary in self._events.summaries():
            action = menu.addAction(f"#{summary.number} {summary.name}")
            action.setCheckable(True)
            action.setChecked(summary.current)
            action.triggered.connect(lambda _=False, n=summary.number: self.choose_event(n))

    def step_level(self, step: int) -> None:
        event = self._model.current_event
        number = event.level + step + 1
        self._operations.change_event(
            self.tr("Level {number}").format(number=number), lambda e: e.with_level(e.level + step)
        )


def _start_event_change(rulings: RulingOperations, action: str) -> None:
    rulings.start_event_change(EventAction(action))
