"""GUI: the decision step's precedents (issue 30): earlier rulings like this one, and the difference they ask for.

Two lists, newest first: the comparable rulings of this event and of the whole log (same kind,
same rule-set flags, voided ones left out; `floordesk.core.precedents`), each with what was
recommended, what was decided, any departure and its reason, and who decided. One click (or
Enter) on one asks for it in the log window (`open_requested`). When the last comparable rulings
all went one way, the panel says so and shows the field for what is different here, whose problem
label the decision page places the flow's `difference` problem in. No rules here: the flow has them.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPlainTextEdit, QVBoxLayout, QWidget

from floordesk.core.precedents import Precedent, PrecedentList, described, pattern_said
from floordesk.gui.field_problem import field_problem_label
from floordesk.gui.touch import TOUCH_PX

_UID = Qt.ItemDataRole.UserRole


class PrecedentsPanel(QWidget):
    """GUI: see the module's description.

    Signals:
        open_requested(str): the incident id of the precedent clicked, to show in the log window.
    """

    open_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("precedents")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(
            self.tr(
                "<b>Earlier rulings like this one</b> (same kind and rule set, newest first; "
                "click one to open it in the incident log)"
            )
        )
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.pattern = QLabel()
        self.pattern.setWordWrap(True)
        layout.addWidget(self.pattern)
        self.difference_label = QLabel(self.tr("What is &different here (required):"))
        self.difference = QPlainTextEdit()
        self.difference.setObjectName("difference")
        self.difference.setTabChangesFocus(True)
        self.difference.setMinimumHeight(2 * TOUCH_PX)
        self.difference.setMaximumHeight(3 * TOUCH_PX)  # a sentence or two; the lists below stay in sight
        self.difference_label.setBuddy(self.difference)
        layout.addWidget(self.difference_label)
        layout.addWidget(self.difference)
        self.problem = field_problem_label()
        layout.addWidget(self.problem)
        self.lists: dict[str, QListWidget] = {}
        for key, title in (("event", self.tr("In this event")), ("log", self.tr("In the whole log"))):
            label = QLabel(title)
            shown = QListWidget()
            shown.setObjectName(f"precedents_{key}")
            shown.setWordWrap(True)
            shown.setAlternatingRowColors(True)  # one precedent from the next, at a glance
            shown.setSpacing(2)
            shown.setMinimumHeight(2 * TOUCH_PX)
            shown.setMaximumHeight(4 * TOUCH_PX)  # about two precedents in sight: the decision stays on screen
            shown.itemClicked.connect(self._open)
            shown.itemActivated.connect(self._open)
            label.setBuddy(shown)
            layout.addWidget(label)
            layout.addWidget(shown)
            self.lists[key] = shown
        self.show_precedents(None)

    def show_precedents(self, precedents: PrecedentList | None) -> None:
        """Fill the lists (None: no log to look in: the panel is hidden)."""
        self.setVisible(precedents is not None)
        for key, shown in self.lists.items():
            shown.clear()
            listed = () if precedents is None else precedents.in_event if key == "event" else precedents.in_log
            for precedent in listed:
                shown.addItem(_item(precedent))
            if not listed:
                shown.addItem(QListWidgetItem(self.tr("None yet.")))
        said = "" if precedents is None else pattern_said(precedents)
        self.pattern.setText(f"<b>{escape(said)}</b>")
        for widget in (self.pattern, self.difference_label, self.difference):
            widget.setVisible(bool(said))

    def difference_text(self) -> str:
        """What the supervisor typed as the difference (empty when none is asked for)."""
        return self.difference.toPlainText() if self.difference.isVisibleTo(self) else ""

    def _open(self, item: QListWidgetItem) -> None:
        uid = item.data(_UID)
        if isinstance(uid, str):
            self.open_requested.emit(uid)


def _item(precedent: Precedent) -> QListWidgetItem:
    item = QListWidgetItem("\n".join(described(precedent)))
    item.setData(_UID, precedent.uid)
    item.setToolTip(QCoreApplication.translate("PrecedentsPanel", "Open it in the incident log"))
    return item
