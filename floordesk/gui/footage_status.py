"""GUI: "Footage to preserve: N (M overdue)" in the main window's status bar.

A ruling that names a camera opens a task, due when the house's video retention
loses the footage (`floordesk.service.disputes.FootageTasks`); the log window lists
them (`floordesk.gui.log_window.footage`). The count is read after each ruling and
task done, and every half minute (a task goes overdue with no act at the window).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from floordesk.i18n import grouped
from floordesk.service.disputes import FootageTasks
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore

REFRESH_MS = 30_000
"""How often the count is read again: a task goes overdue with no act at the window."""
OVERDUE_STYLE = "color: #e53935; font-weight: 600;"
"""Red enough on the light theme's bar and the dark one's alike."""


class FootageStatus(QLabel):
    """GUI: "Footage to preserve: N (M overdue)" in the status bar, red once one is overdue, hidden at none.

    Signals:
        opened(): pressed (a touch screen has no tooltips): the log window's list is wanted.
    """

    opened = Signal()

    def __init__(self, store: IncidentStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("footage_status")
        self._tasks = FootageTasks(store)
        self.setToolTip(
            self.tr("Footage of disputed rulings to preserve before the house's video is lost; press for the list")
        )
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()
        self.setVisible(False)
        QTimer.singleShot(0, self.refresh)  # after the first frame: start-up reads no log for it

    def refresh(self) -> None:
        try:
            open_tasks, overdue = self._tasks.counts()
        except (StoreError, sqlite3.ProgrammingError):
            # The log busy or unreadable (said where it is used), or closed as FloorDesk quits: no count now.
            return
        shown = self.tr("Footage to preserve: {count}").format(count=grouped(open_tasks))
        if overdue:
            shown = self.tr("{shown} (%n overdue)", "footage tasks", overdue).format(shown=shown)
        self.setText(shown)
        self.setStyleSheet(OVERDUE_STYLE if overdue else "")
        self.setVisible(open_tasks > 0)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.opened.emit()
        super().mousePressEvent(event)


def footage_status(store: IncidentStore, open_log: Callable[[], object]) -> FootageStatus:
    """The status bar's count, opening the log window's list when pressed."""
    status = FootageStatus(store)
    status.opened.connect(lambda: open_log())
    return status
