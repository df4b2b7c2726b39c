"""GUI: the picture under the pointer while chips are dragged. Loaded with the first drag, not at start-up."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from floordesk.gui.table_view.chip_art import chip_label, compact_count, paint_chip_face
from floordesk.gui.table_view.payload import ChipPayload

DRAG_CHIP_PIXELS = 56


def drag_pixmap(payload: ChipPayload, colour: str, device_ratio: float) -> QPixmap:
    """The chip shown under the pointer while dragging, with how many it carries."""
    size = round(DRAG_CHIP_PIXELS * device_ratio)
    pixmap = QPixmap(size, size)
    pixmap.setDevicePixelRatio(device_ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    face = QFont()
    face.setPixelSize(14)
    face.setBold(True)
    side = DRAG_CHIP_PIXELS - 4
    paint_chip_face(painter, QRectF(2, 2, side, side), colour, chip_label(payload.denomination), face, "#111418")
    if payload.count > 1:
        badge = QRectF(DRAG_CHIP_PIXELS - 30, DRAG_CHIP_PIXELS - 22, 30, 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#111418"))
        painter.drawRoundedRect(badge, 11, 11)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{compact_count(payload.count)}")
    painter.end()
    return pixmap
