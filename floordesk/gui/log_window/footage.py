"""GUI: the footage to preserve, listed in the log window (the main window's status bar counts them:
`floordesk.gui.footage_status`).

A ruling that names a camera opens a task, due when the house's video retention
loses the footage (`floordesk.service.disputes.FootageTasks`). The log window lists
them, soonest first, overdue ones in red, and "Mark saved…" records, signed, where
the footage of the chosen one was saved (a place typed; a missing one said beside it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.touch import touch
from floordesk.service.disputes import FootageTasks, TaskState
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore

VISIBLE_ROWS = 8
"""The list's height in lines of text (its header and about six tasks)."""


class FootageTaskList(QWidget):
    """GUI: the footage tasks, soonest first (overdue in red), with "Mark saved…" for the one chosen.

    Signals:
        chosen(str): a task's incident was chosen (its uid), to show in the detail.
        saved(str): a task was marked done (what to say).
    """

    chosen = Signal(str)
    saved = Signal(str)

    def __init__(self, store: IncidentStore, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._signer = signer
        self._tasks = FootageTasks(store)
        self.states: list[TaskState] = []
        self.list = QTreeWidget()
        self.list.setObjectName("footage_tasks")
        self.list.setAccessibleName(self.tr("Footage to preserve"))
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels(
            [self.tr("Incident"), self.tr("Camera and window"), self.tr("Where"), self.tr("Preserve by")]
        )
        self.list.itemSelectionChanged.connect(self._chosen)
        self.mark_button = touch(QPushButton(self.tr("&Mark saved…")))
        self.mark_button.setEnabled(False)
        self.mark_button.clicked.connect(self.mark_saved)
        self.refresh_button = touch(QPushButton(self.tr("Re&fresh")))
        self.refresh_button.clicked.connect(self.refresh)
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # A few rows beside their buttons: the log's own list keeps the window's height.
        self.list.setMaximumHeight(self.list.fontMetrics().height() * VISIBLE_ROWS)
        buttons = QVBoxLayout()
        buttons.addWidget(self.mark_button)
        buttons.addWidget(self.refresh_button)
        self.house_button = touch(QPushButton(self.tr("&House settings…")))
        self.house_button.clicked.connect(self.house_settings)
        buttons.addWidget(self.house_button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        try:
            self.states = self._tasks.tasks()
        except StoreError:
            self.states = []
        for state in self.states:
            task = state.task
            window = f" {task.window_from}–{task.window_to}" if task.window_from else ""
            due = self.tr("OVERDUE since {due}").format(due=state.due_local) if state.overdue else state.due_local
            where = task.event + (f", {task.table}" if task.table else "")
            item = QTreeWidgetItem([f"#{task.number} {task.device}", task.camera + window, where, due])
            item.setData(0, Qt.ItemDataRole.UserRole, task.incident_uid)
            if state.overdue:
                for column in range(4):
                    item.setForeground(column, QBrush(Qt.GlobalColor.red))
            self.list.addTopLevelItem(item)
        if not self.states:
            nothing = QTreeWidgetItem([self.tr("No footage to preserve")])
            for column in range(1, self.list.columnCount()):
                nothing.setData(column, Qt.ItemDataRole.AccessibleTextRole, self.tr("none"))  # not a nameless cell
            self.list.addTopLevelItem(nothing)
        self.mark_button.setEnabled(False)

    def _chosen(self) -> None:
        uid = self.chosen_uid()
        self.mark_button.setEnabled(uid is not None)
        if uid is not None:
            self.chosen.emit(uid)

    def chosen_uid(self) -> str | None:
        items = self.list.selectedItems()
        uid = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return uid if isinstance(uid, str) else None

    def mark_saved(self) -> MarkSavedDialog | None:
        uid = self.chosen_uid()
        if uid is None:
            return None
        state = next(s for s in self.states if s.task.incident_uid == uid)
        dialog = MarkSavedDialog(self._tasks, state, self._signer, self)
        dialog.accepted.connect(lambda: self._done(dialog.done_message))
        dialog.open()
        return dialog

    def house_settings(self) -> QDialog:
        from floordesk.gui.log_window.house import HouseDialog  # loaded when first asked for

        dialog = HouseDialog(self._store, self._signer, self)
        dialog.accepted.connect(lambda: self._done(self.tr("The house's settings are recorded.")))
        dialog.open()
        return dialog

    def _done(self, message: str) -> None:
        self.refresh()
        self.saved.emit(message)


class MarkSavedDialog(QDialog):
    """Where a task's footage was saved, then a signature: the task is done (a signed amendment of its incident)."""

    def __init__(self, tasks: FootageTasks, state: TaskState, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._state = state
        self._signer = signer
        self.done_message = ""
        task = state.task
        self.setWindowTitle(self.tr("Footage of incident #{number} saved").format(number=task.number))
        self.place = touch(QLineEdit())
        self.place.setObjectName("saved_to")
        self.place.setPlaceholderText(self.tr("a folder, a disc's label, a surveillance ticket"))
        self.problem = field_problem_label()
        layout = QFormLayout(self)
        asked = self.tr("{camera} for incident #{number} ({event}): where is it kept now?")
        layout.addRow(QLabel(asked.format(camera=task.camera, number=task.number, event=task.event)))
        layout.addRow(self.tr("&Saved to"), self.place)
        add_problem_and_buttons(self, layout, self.problem, self.save)

    def save(self) -> None:
        number = self._state.task.number
        if not self.place.text().strip():
            say_problem(self, self.problem, self.tr("Say where the footage was saved."))
            return
        signed = self._signer(self, self.tr("Footage of incident #{number} saved").format(number=number))
        if signed is None:
            return
        try:
            self._tasks.mark_saved(self._state.task.incident_uid, self.place.text(), lambda: signed)
        except (InvalidInput, StoreError) as error:
            say_problem(self, self.problem, reasons(error) if isinstance(error, InvalidInput) else str(error))
            return
        self.done_message = self.tr("The footage of incident #{number} is saved to {place}.").format(
            number=number, place=self.place.text().strip()
        )
        self.accept()
