"""GUI: the graphics items of the table diagram. Items only reflect the model; they hold no rules.

Seats and markers are QGraphicsObjects that know their seat number, so the
later chip-stack interaction can find, highlight and drop onto them.
Every item is centred on its own origin; the scene places it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from floordesk.core.table import SeatedPlayer
from floordesk.gui.theme import TableColours

# How much smaller than its usual size a long name may be drawn.
_MIN_SHRINK = 0.8


def format_chips(total: int) -> str:
    """A chip total as a supervisor reads it aloud: with thousands separators."""
    return f"{total:,}"


@dataclass(frozen=True)
class Typography:
    """The fonts of the diagram, in scene pixels, scaled for large text."""

    family: str
    scale: float

    def font(self, pixels: float, *, bold: bool = False) -> QFont:
        font = QFont(self.family)
        font.setPixelSize(max(1, round(pixels * self.scale)))
        font.setBold(bold)
        return font


def _draw_centred(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: str) -> None:
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class TableItem(QGraphicsItem):
    """GUI: the table itself: rail, felt, betting line, and the table and event names on the felt."""

    def __init__(
        self,
        radius_x: float,
        radius_y: float,
        rail_width: float,
        title: str,
        subtitle: str,
        colours: TableColours,
        typography: Typography,
    ) -> None:
        super().__init__()
        self._rx, self._ry, self._rail = radius_x, radius_y, rail_width
        self.title, self.subtitle = title, subtitle
        self._colours = colours
        self._title_font = typography.font(40, bold=True)
        self._subtitle_font = typography.font(22)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._rx - 2, -self._ry - 2, 2 * self._rx + 4, 2 * self._ry + 4)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c = self._colours
        painter.setPen(QPen(QColor(c.rail_edge), 3))
        painter.setBrush(QColor(c.rail))
        painter.drawEllipse(QPointF(0, 0), self._rx, self._ry)
        felt_rx, felt_ry = self._rx - self._rail, self._ry - self._rail
        # A soft pool of light in the middle of the felt, as under a table lamp.
        gradient = QRadialGradient(QPointF(0, 0), felt_rx)
        gradient.setColorAt(0.0, QColor(c.felt_centre))
        gradient.setColorAt(1.0, QColor(c.felt))
        painter.setPen(QPen(QColor(c.rail_edge), 2))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(QPointF(0, 0), felt_rx, felt_ry)
        line = QColor(c.felt_line)
        line.setAlphaF(0.55)
        painter.setPen(QPen(line, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), felt_rx * 0.84, felt_ry * 0.78)
        title_height = QFontMetricsF(self._title_font).height()
        _draw_centred(
            painter,
            QRectF(-felt_rx, -title_height, 2 * felt_rx, title_height),
            self.title,
            self._title_font,
            c.felt_text,
        )
        _draw_centred(
            painter, QRectF(-felt_rx, 4, 2 * felt_rx, title_height), self.subtitle, self._subtitle_font, c.felt_text
        )


class DealerItem(QGraphicsItem):
    """GUI: the house dealer's place, a tag on the rail at the bottom centre."""

    LABEL = "DEALER"

    def __init__(self, width: float, height: float, colours: TableColours, typography: Typography) -> None:
        super().__init__()
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self._colours = colours
        self._font = typography.font(17, bold=True)
        self._font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c = self._colours
        painter.setPen(QPen(QColor(c.dealer_text), 2))
        painter.setBrush(QColor(c.dealer))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        _draw_centred(painter, self._rect, self.LABEL, self._font, c.dealer_text)


class SeatItem(QGraphicsObject):
    """GUI: one seat's plate: the seat number, and the player's name and chip total, or "Empty"."""

    EMPTY = "Empty"

    def __init__(
        self,
        seat: int,
        occupant: SeatedPlayer | None,
        width: float,
        height: float,
        colours: TableColours,
        typography: Typography,
    ) -> None:
        super().__init__()
        self.seat = seat
        self.occupant = occupant
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self._colours = colours
        self._badge_font = typography.font(22, bold=True)
        self._name_font = typography.font(24, bold=True)
        self._chips_font = typography.font(23)
        self._empty_font = typography.font(21)
        self._empty_font.setItalic(True)
        self.setToolTip(self.describe())

    @property
    def player_name(self) -> str | None:
        return None if self.occupant is None else self.occupant.player.name

    @property
    def chips_text(self) -> str | None:
        return None if self.occupant is None else format_chips(self.occupant.stack.total())

    def describe(self) -> str:
        if self.occupant is None:
            return f"Seat {self.seat}: empty"
        return f"Seat {self.seat}: {self.player_name}, {self.chips_text} in chips"

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c = self._colours
        rect = self._rect
        empty = self.occupant is None
        pen = QPen(QColor(c.empty_border if empty else c.plate_border), 2)
        if empty:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(c.empty_plate if empty else c.plate))
        corner = rect.height() * 0.2
        painter.drawRoundedRect(rect, corner, corner)

        pad = rect.height() * 0.16
        badge = rect.height() - 2 * pad
        badge_rect = QRectF(rect.left() + pad, rect.top() + pad, badge, badge)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(c.empty_border if empty else c.badge))
        painter.drawEllipse(badge_rect)
        _draw_centred(painter, badge_rect, str(self.seat), self._badge_font, c.empty_plate if empty else c.badge_text)

        text_left = badge_rect.right() + pad
        text = QRectF(text_left, rect.top() + pad * 0.6, rect.right() - pad - text_left, rect.height() - 1.2 * pad)
        if self.occupant is None:
            self._draw_line(painter, text, self.EMPTY, self._empty_font, c.empty_text, Qt.AlignmentFlag.AlignVCenter)
            return
        self._draw_line(painter, text, self.player_name or "", self._name_font, c.name_text, Qt.AlignmentFlag.AlignTop)
        self._draw_line(
            painter, text, self.chips_text or "", self._chips_font, c.chips_text, Qt.AlignmentFlag.AlignBottom
        )

    @staticmethod
    def _draw_line(
        painter: QPainter, rect: QRectF, text: str, font: QFont, colour: str, vertical: Qt.AlignmentFlag
    ) -> None:
        # A long name is drawn a little smaller before it is cut short with an ellipsis.
        width = QFontMetricsF(font).horizontalAdvance(text)
        if width > rect.width():
            font = QFont(font)
            font.setPixelSize(max(1, round(font.pixelSize() * max(_MIN_SHRINK, rect.width() / width))))
        elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | vertical, elided)


class MarkerKind(Enum):
    """The discs a dealer moves around the table, with the letters printed on them."""

    BUTTON = "D"
    SMALL_BLIND = "SB"
    BIG_BLIND = "BB"


class MarkerItem(QGraphicsObject):
    """GUI: the dealer button or a blind marker, a disc on the felt in front of its seat."""

    def __init__(
        self, kind: MarkerKind, seat: int, diameter: float, colours: TableColours, typography: Typography
    ) -> None:
        super().__init__()
        self.kind = kind
        self.seat = seat
        self._radius = diameter / 2
        self._colours = colours
        self._font = typography.font(26 if kind is MarkerKind.BUTTON else 19, bold=True)
        self.setToolTip(f"{kind.name.replace('_', ' ').capitalize()}: seat {seat}")

    def boundingRect(self) -> QRectF:
        r = self._radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        fill, text = self._fill_and_text()
        painter.setPen(QPen(QColor(self._colours.marker_edge), 2))
        painter.setBrush(QColor(fill))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        r = self._radius
        _draw_centred(painter, QRectF(-r, -r, 2 * r, 2 * r), self.kind.value, self._font, text)

    def _fill_and_text(self) -> tuple[str, str]:
        c = self._colours
        return {
            MarkerKind.BUTTON: (c.button, c.button_text),
            MarkerKind.SMALL_BLIND: (c.small_blind, c.small_blind_text),
            MarkerKind.BIG_BLIND: (c.big_blind, c.big_blind_text),
        }[self.kind]
