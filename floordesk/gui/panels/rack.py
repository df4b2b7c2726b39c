"""GUI: the chip rack: one large chip per denomination in play, to drag onto a seat; chips dropped on it go back.

How many chips a drag takes is chosen with the buttons under the rack (1, 5,
20, 100), or with a modifier held as the drag starts (see
`floordesk.gui.table_view.payload`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.chips import Denomination
from floordesk.core.table_session import ChipPlace
from floordesk.gui.table_view.chip_art import chip_label, paint_chip_face
from floordesk.gui.table_view.payload import DRAG_AMOUNTS, ChipPayload, DragAmount, DragOrigin, drag_count

if TYPE_CHECKING:  # only annotations: not loading these classes keeps start-up short
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent, QPaintEvent

CHIP_PIXELS = 48
COLUMNS = 5  # one row for the usual five denominations: the panel fits 1280x800 unscrolled
EDGE = "#111418"


class RackChip(QWidget):
    """GUI: one denomination in the rack, drawn as a chip with its value; pressing and dragging takes chips."""

    def __init__(self, denomination: Denomination, payload_for: Callable[[int, int], ChipPayload | None]) -> None:
        super().__init__()
        self.denomination = denomination
        self._payload_for = payload_for
        self._press: tuple[QPoint, Qt.KeyboardModifier] | None = None
        self.setMinimumSize(CHIP_PIXELS + 4, CHIP_PIXELS + 4)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(
            self.tr("{label} ({colour_name}): drag onto a seat").format(
                label=denomination.label, colour_name=denomination.colour_name
            )
        )
        self.setAccessibleName(self.tr("{label} chips").format(label=denomination.label))

    def sizeHint(self) -> QSize:
        return QSize(CHIP_PIXELS + 10, CHIP_PIXELS + 10)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 6
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        font = QFont(self.font())
        font.setPixelSize(max(8, round(side * 0.24)))
        font.setBold(True)
        paint_chip_face(painter, rect, self.denomination.colour_hex, chip_label(self.denomination.value), font, EDGE)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = (event.position().toPoint(), event.modifiers())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        start, modifiers = self._press
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        payload = self._payload_for(self.denomination.value, drag_count(modifiers, 0))
        if payload is None:
            return
        from PySide6.QtGui import QDrag  # loaded with the first drag, not at start-up

        # the drag's picture is drawn only when a drag starts
        from floordesk.gui.table_view.drag_image import drag_pixmap

        drag = QDrag(self)
        drag.setMimeData(payload.mime_data())
        drag.setPixmap(drag_pixmap(payload, self.denomination.colour_hex, self.devicePixelRatioF()))
        drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, _event: QMouseEvent) -> None:
        self._press = None


class ChipRack(QWidget):
    """GUI: the event's chips in play, and how many one drag takes.

    `origin()` says where its chips are picked up as a drag starts (the table shown and the window's event; None:
    no table), and `drop_on_rack(payload)` is called with chips dragged back onto the rack from a seat.
    """

    def __init__(
        self,
        drag_amount: DragAmount,
        origin: Callable[[], DragOrigin | None],
        drop_on_rack: Callable[[ChipPayload], None],
    ) -> None:
        super().__init__()
        self._drag_amount = drag_amount
        self._origin = origin
        self._drop_on_rack = drop_on_rack
        self._denominations: tuple[Denomination, ...] = ()
        self.chips: list[RackChip] = []
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._grid = QGridLayout()
        self._grid.setSpacing(4)
        layout.addLayout(self._grid)
        amounts = QHBoxLayout()
        amounts.setSpacing(4)
        self.amount_buttons = QButtonGroup(self)
        for amount in DRAG_AMOUNTS:
            button = QToolButton()
            button.setText(f"×{amount}")
            button.setCheckable(True)
            button.setChecked(amount == drag_amount.value)
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setToolTip(self.tr("Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)", "", amount))
            self.amount_buttons.addButton(button, amount)
            amounts.addWidget(button)
        self.amount_buttons.idClicked.connect(self._choose_amount)
        self._style_amounts()
        layout.addLayout(amounts)

    def _style_amounts(self) -> None:
        # The chosen amount must stand out in both themes, at a glance.
        self.setStyleSheet(
            "QToolButton:checked { background: palette(highlight); color: palette(highlighted-text);"
            " font-weight: bold; border-radius: 4px; }"
        )

    def restyle(self) -> None:
        """Take the new theme's colours: a style sheet keeps the palette its widgets had when it was set."""
        self.setStyleSheet("")
        self._style_amounts()

    def show_chips(self, denominations: tuple[Denomination, ...]) -> None:
        if denominations == self._denominations:
            return
        self._denominations = denominations
        for chip in self.chips:
            chip.deleteLater()
        self.chips = [RackChip(d, self.payload_for) for d in denominations]
        for index, chip in enumerate(self.chips):
            self._grid.addWidget(chip, index // COLUMNS, index % COLUMNS)

    def payload_for(self, value: int, count: int) -> ChipPayload | None:
        """What a drag of `value` chips from the rack carries (`count` 0: the amount chosen)."""
        origin = self._origin()
        if origin is None:
            return None
        return ChipPayload(origin, ChipPlace.RACK, value, count or self._drag_amount.value)

    def _choose_amount(self, amount: int) -> None:
        self._drag_amount.value = amount

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.dragMoveEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        payload = ChipPayload.from_mime(event.mimeData())
        if payload is not None and payload.source is ChipPlace.SEAT:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        payload = ChipPayload.from_mime(event.mimeData())
        if payload is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self._drop_on_rack(payload)
