"""GUI: the side panel for the table shown: the hand and the pot, the chip rack, and the selected seat."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.table import Player
from floordesk.core.table_session import ChipPlace, TableSession
from floordesk.gui.panels.rack import ChipRack
from floordesk.gui.panels.seat_editor import SeatEditor
from floordesk.gui.panels.wrapping_row import WrappingRow
from floordesk.gui.table_view.operations import (
    TableOperations,
    describe_markers,
    describe_pot,
)
from floordesk.gui.table_view.payload import ChipPayload, DragAmount, DragOrigin


class TablePanel(QScrollArea):
    """GUI: everything beside the diagram for the table shown; `show_table` brings it up to date."""

    def __init__(
        self,
        operations: TableOperations,
        drag_amount: DragAmount,
        next_hand: QAction,
        width: int,
        return_focus: Callable[[], None],
    ) -> None:
        super().__init__()
        self._operations = operations
        self._table: str | None = None
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(self.tr("Side panel: the hand, the chip rack and the seat"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its controls, which it scrolls into view

        self.hand_label = QLabel()
        big = QFont(self.hand_label.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.5)
        self.hand_label.setFont(big)
        self.pot_label = QLabel()
        self.markers_label = QLabel()
        self.markers_label.setWordWrap(True)
        # What the next deal will do, so that what is shown before a hand is what the hand does.
        self.next_hand_label = QLabel()
        self.next_hand_label.setWordWrap(True)
        self.next_hand_button = QToolButton()
        self.next_hand_button.setDefaultAction(next_hand)
        self.next_hand_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.next_hand_button.setMinimumHeight(40)
        self.next_hand_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        hand_box = QGroupBox(self.tr("Hand"))
        hand_layout = QVBoxLayout(hand_box)
        # The hand and the pot share a line: the panel fits a 1280x800 screen without scrolling.
        heading = QHBoxLayout()
        heading.addWidget(self.hand_label, 1)
        heading.addWidget(self.pot_label, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        hand_layout.addLayout(heading)
        hand_layout.addWidget(self.markers_label)
        hand_layout.addWidget(self.next_hand_label)
        # The hand's actions share one row, for the same reason; in large text they wrap, so that the panel
        # takes no width from the table.
        self._hand_buttons = WrappingRow()
        self._hand_buttons.addWidget(self.next_hand_button)
        self.hand_buttons: list[QToolButton] = []  # beside "Next hand"
        hand_layout.addLayout(self._hand_buttons)

        self.rack = ChipRack(drag_amount, self._rack_origin, self._chips_back_to_rack)
        rack_box = QGroupBox(self.tr("Chip rack"))
        rack_layout = QVBoxLayout(rack_box)
        rack_layout.addWidget(self.rack)

        self.seat_editor = SeatEditor(operations, return_focus)
        seat_box = QGroupBox(self.tr("Seat"))
        seat_layout = QVBoxLayout(seat_box)
        seat_layout.addWidget(self.seat_editor)

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(hand_box)
        layout.addWidget(rack_box)
        layout.addWidget(seat_box)
        layout.addStretch()
        self.setWidget(content)
        self._content = content
        self._width = width

    def add_hand_action(self, action: QAction, label: str) -> QToolButton:
        """A button for an action on the hand (awarding or settling the pot) beside "Next hand", named `label`.

        Not the action's own button: its menu text is too long for the panel's width.
        """
        button = QToolButton()
        button.setText(label)
        button.setToolTip(action.text().replace("&", ""))
        button.setEnabled(action.isEnabled())
        action.changed.connect(lambda: button.setEnabled(action.isEnabled()))
        button.clicked.connect(action.trigger)
        button.setMinimumHeight(self.next_hand_button.minimumHeight())
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._hand_buttons.addWidget(button)
        # Tab reaches it beside the others on its row, not after the rack built before it.
        QWidget.setTabOrder(self.hand_buttons[-1] if self.hand_buttons else self.next_hand_button, button)
        self.hand_buttons.append(button)
        return button

    def minimumSizeHint(self) -> QSize:
        # Never narrower than what it holds, whatever the text size: it scrolls up and down, not sideways.
        hint = super().minimumSizeHint()
        needed = self._content.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(max(self._width, needed), hint.height())

    def show_table(
        self, session: TableSession | None, seat: int | None, available: Callable[[], tuple[Player, ...]]
    ) -> None:
        self._table = None if session is None else session.name
        if session is None:
            self.hand_label.setText(self.tr("No table"))
            self.pot_label.clear()
            self.markers_label.clear()
            self.next_hand_label.clear()
            self.rack.show_chips(())
        else:
            number = session.hand.number
            in_play = self.tr("Hand in play") if session.hand.blinds else self.tr("No hand dealt yet")
            self.hand_label.setText(self.tr("Hand {number}").format(number=number) if number else in_play)
            self.pot_label.setText(describe_pot(session))
            self.markers_label.setText(describe_markers(session) if session.table.markers else "")
            self.markers_label.setVisible(session.table.markers is not None)
            self.next_hand_label.setText(self._operations.describe_next_hand(session))
            self.rack.show_chips(session.chip_set.in_play())
        self.seat_editor.show_seat(session, seat, available)
        # New rows are measured once polished, after this event: fit the width then.
        QTimer.singleShot(0, self, self._fit_width)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_width()
        elif event.type() == QEvent.Type.PaletteChange:  # another theme
            self.rack.restyle()

    def _fit_width(self) -> None:
        # A page built, rows added or larger text may need more width; a minimum set here makes the splitter follow.
        self.setMinimumWidth(self.minimumSizeHint().width())

    def _rack_origin(self) -> DragOrigin | None:
        return None if self._table is None else DragOrigin(self._operations.run_uid, self._table)

    def _chips_back_to_rack(self, payload: ChipPayload) -> None:
        if self._table is not None:
            self._operations.drop_chips(payload, self._table, ChipPlace.RACK, None)
