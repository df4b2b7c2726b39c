"""GUI: the graphics items of the table diagram. Items only reflect the model; they hold no rules.

Every item is centred on its own origin and the scene places it. Seats, the
pot and the markers know which seat or marker they stand for, so the view can
find what is under the pointer when a drag starts or a drop lands; sizes are in
scene units, already multiplied by the large-text scale.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from floordesk.core.chips import ChipSet, Stack
from floordesk.core.table import SeatedPlayer
from floordesk.core.table_session import Marker, SeatState, SeatTag
from floordesk.gui.table_view.chip_art import (
    ChipColumn,
    ColumnStyle,
    column_at,
    columns_of,
    paint_chip_face,
    paint_columns,
    paint_kept,
)
from floordesk.gui.theme import TableColours
from floordesk.i18n import grouped, noop

if TYPE_CHECKING:  # only annotations: not loading these classes keeps start-up short
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from floordesk.core.pot_hold import PotHold

# How much smaller than its usual size a long name may be drawn.
_MIN_SHRINK = 0.8
_TOTAL_MIN_SHRINK = 0.5  # a chip total crowded by a state tag is drawn smaller rather than cut short
_TAG_MIN_SHRINK = 0.6  # and then the tag too, down to this
# Markers are small discs; a finger may land this far off them and still pick them up.
_MARKER_TOUCH_MARGIN = 14.0
_HIGHLIGHT_WIDTH = 5.0


def format_chips(total: int) -> str:
    """A chip total as a supervisor reads it aloud: with the language's thousands separators."""
    return grouped(total)


def _shown(text: str) -> str:
    """A text drawn on the table, in the language spoken now (drawn again after a switch)."""
    return QCoreApplication.translate("items", text)


@dataclass(frozen=True)
class Typography:
    """The fonts of the diagram, in scene pixels, scaled for large text.

    `scale` is the large-text factor the diagram's layout grows by; `text` (by default the
    same) is the factor for text and the lines that hold it, larger where the view, which
    fits the grown diagram into the same window, would otherwise shrink it back.
    """

    family: str
    scale: float
    text: float = 0.0

    def __post_init__(self) -> None:
        if not self.text:
            object.__setattr__(self, "text", self.scale)

    def font(self, pixels: float, *, bold: bool = False) -> QFont:
        font = QFont(self.family)
        font.setPixelSize(max(1, round(pixels * self.text)))
        font.setBold(bold)
        return font

    def column_style(self, count_colour: str, edge: str, chip_width: float) -> ColumnStyle:
        """Columns with counts in `count_colour`; chips outlined in `edge`, which must stand out from the ground."""
        return ColumnStyle(self.font(13, bold=True), self.font(20, bold=True), count_colour, edge, chip_width)


def _draw_centred(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: str) -> None:
    """Centred in `rect`; a text too long for it (a long table or event name) ends with "…"."""
    painter.setFont(font)
    painter.setPen(QColor(colour))
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elided)


def _draw_line(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: str,
    align: Qt.AlignmentFlag,
    shrink: float = _MIN_SHRINK,
) -> None:
    """One line of text in `rect`: a long one is drawn smaller (down to `shrink`), then cut short with an ellipsis."""
    font = _fitting_font(font, text, rect.width(), shrink)
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, elided)


def _fitting_font(font: QFont, text: str, width: float, shrink: float = _MIN_SHRINK) -> QFont:
    """`font`, or as much smaller (down to `shrink`) as `text` needs to fit `width`."""
    needed = QFontMetricsF(font).horizontalAdvance(text)
    if needed <= width or width <= 0:
        return font
    smaller = QFont(font)
    smaller.setPixelSize(max(1, int(font.pixelSize() * max(shrink, width / needed))))
    return smaller


def _fits(text: str, font: QFont, width: float, shrink: float = _MIN_SHRINK) -> bool:
    return QFontMetricsF(_fitting_font(font, text, width, shrink)).horizontalAdvance(text) <= width


def short_name(name: str) -> str:
    """A player's name as a floor calls it when room is short: the first name's initial, then the rest."""
    first, _, rest = name.partition(" ")
    return f"{first[:1]}. {rest}" if rest else name


def fitted_name(name: str, font: QFont, width: float) -> str:
    """The name whole if it fits (drawn at most a little smaller), else "D. Volkov" if that fits whole."""
    if _fits(name, font, width):
        return name
    short = short_name(name)
    return short if _fits(short, font, width) else name


def _highlight_pen(colour: str) -> QPen:
    return QPen(QColor(colour), _HIGHLIGHT_WIDTH)


@dataclass(frozen=True)
class _PlateArt:
    """A seat's plate without what a drop changes: its rounded rectangle (dashed: an empty seat) and the seat's
    number in its badge. Drawn once and copied (see `paint_kept`): the rectangle alone was a tenth of a drop's time."""

    size: tuple[float, float]
    corner: float
    border: str
    fill: str
    dashed: bool
    badge: QRectF
    """where the badge is, from the plate's top left corner"""
    badge_colour: str
    seat: int
    seat_font: QFont
    seat_font_key: str
    """`seat_font.key()`, which the look compares"""
    seat_colour: str

    def look(self) -> tuple[Hashable, ...]:
        ground = (*self.size, self.corner, self.border, self.fill, self.dashed)
        badge = (self.badge.x(), self.badge.y(), self.badge.width(), self.badge.height(), self.badge_colour)
        return (*ground, *badge, self.seat, self.seat_font_key, self.seat_colour)

    def reach(self) -> QRectF:
        return QRectF(0, 0, *self.size).adjusted(-2, -2, 2, 2)  # the outline's pen is 2 wide

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        pen = QPen(QColor(self.border), 2)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(self.fill))
        painter.drawRoundedRect(QRectF(x, y, *self.size), self.corner, self.corner)
        badge = self.badge.translated(x, y)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.badge_colour))
        painter.drawEllipse(badge)
        _draw_centred(painter, badge, str(self.seat), self.seat_font, self.seat_colour)


class TableItem(QGraphicsItem):
    """GUI: the table itself: rail, felt, betting line, and the table and event names on the felt.

    The names end at `names_bottom` (scene y), just above the pot.
    """

    def __init__(
        self,
        radius_x: float,
        radius_y: float,
        rail_width: float,
        title: str,
        subtitle: str,
        colours: TableColours,
        typography: Typography,
        names_bottom: float,
    ) -> None:
        super().__init__()
        self._rx, self._ry, self._rail = radius_x, radius_y, rail_width
        self._names_bottom = names_bottom
        self.title, self.subtitle = title, subtitle
        self.setToolTip(f"{title} \N{EM DASH} {subtitle}")  # whole, where the felt cuts them short
        self._colours = colours
        self._title_font = typography.font(30, bold=True)
        self._subtitle_font = typography.font(18)

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
        # The names sit just above the pot, inside the ring of bets.
        title_height = QFontMetricsF(self._title_font).height()
        subtitle_height = QFontMetricsF(self._subtitle_font).height()
        top = self._names_bottom - title_height - subtitle_height
        width = felt_rx * 0.9
        _draw_centred(painter, QRectF(-width, top, 2 * width, title_height), self.title, self._title_font, c.felt_text)
        _draw_centred(
            painter,
            QRectF(-width, top + title_height, 2 * width, subtitle_height),
            self.subtitle,
            self._subtitle_font,
            c.felt_text,
        )


class DealerItem(QGraphicsItem):
    """GUI: the house dealer's place, a tag on the rail at the bottom centre."""

    LABEL = noop("items", "DEALER")

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
        _draw_centred(painter, self._rect, _shown(self.LABEL), self._font, c.dealer_text)


class ChipsItem(QGraphicsObject):
    """GUI: an item holding chips shown as columns (a seat's plate, the pot): a drop target; its columns drag sources.

    Subclasses say where the columns go (`columns_area`) and call `show_chips`.
    """

    def __init__(
        self, chip_set: ChipSet, size: QSizeF, colours: TableColours, column_style: ColumnStyle, scale: float
    ) -> None:
        super().__init__()
        self._chip_set = chip_set
        self._rect = QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height())
        self._colours = colours
        self._column_style = column_style
        self._scale = scale
        self._highlighted = False
        self._columns: tuple[ChipColumn, ...] = ()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles presses, drags and selection

    @property
    def columns(self) -> tuple[ChipColumn, ...]:
        return self._columns

    def show_chips(self, stack: Stack) -> None:
        self._columns = columns_of(stack, self._chip_set)
        self.update()

    def set_highlighted(self, highlighted: bool) -> None:
        """Show that a drop would land here."""
        if highlighted != self._highlighted:
            self._highlighted = highlighted
            self.update()

    def columns_area(self) -> QRectF:
        raise NotImplementedError

    def column_at(self, point: QPointF) -> ChipColumn | None:
        """The column under `point` (item coordinates), if any."""
        return column_at(self.columns_area(), self._columns, point)

    def paint_columns(self, painter: QPainter) -> None:
        paint_columns(painter, self.columns_area(), self._columns, self._column_style)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-_HIGHLIGHT_WIDTH, -_HIGHLIGHT_WIDTH, _HIGHLIGHT_WIDTH, _HIGHLIGHT_WIDTH)


class SeatItem(ChipsItem):
    """GUI: one seat's plate: number, name, state, chip total and the stack as coloured columns, or "Empty".

    A drop target for chips and players; the columns are drag sources for chips,
    the rest of an occupied plate for the player.
    """

    EMPTY = noop("items", "Empty")
    NO_CHIPS = "No chips yet"
    ALL_IN = "All in"
    BUSTED = "No chips: eliminate?"

    def __init__(
        self, state: SeatState, chip_set: ChipSet, size: QSizeF, colours: TableColours, typography: Typography
    ) -> None:
        chip_width = 50 * typography.scale
        style = typography.column_style(colours.name_text, colours.name_text, chip_width)
        super().__init__(chip_set, size, colours, style, typography.text)
        self.state = state
        self._badge_font = typography.font(22, bold=True)
        self._badge_font_key = self._badge_font.key()  # the plate's look (see _PlateArt), asked of Qt once
        self._name_font = typography.font(26, bold=True)
        self._chips_font = typography.font(22, bold=True)
        self._empty_font = typography.font(21)
        self._empty_font.setItalic(True)
        self._tag_font = typography.font(14, bold=True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.set_state(state)

    # -- what it shows ----------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.state.seat

    @property
    def occupant(self) -> SeatedPlayer | None:
        return self.state.occupant

    @property
    def name_font(self) -> QFont:
        return self._name_font

    @property
    def chips_font(self) -> QFont:
        return self._chips_font

    @property
    def player_name(self) -> str | None:
        return None if self.occupant is None else self.occupant.player.name

    @property
    def chips_text(self) -> str | None:
        return None if self.occupant is None else format_chips(self.occupant.stack.total())

    @property
    def no_chips_text(self) -> str:
        """What an occupied plate without chips says: all in, out of chips, or waiting for his first chips."""
        texts = {SeatTag.ALL_IN: self.ALL_IN, SeatTag.NO_CHIPS: self.BUSTED}
        return texts.get(self.state.tag, self.NO_CHIPS) if self.state.tag else self.NO_CHIPS

    def describe(self) -> str:
        if self.occupant is None and self.state.knocked_out:
            return QCoreApplication.translate("items", "Seat {seat}: empty ({name} was eliminated this hand)").format(
                seat=self.seat, name=self.state.knocked_out
            )
        if self.occupant is None:
            return QCoreApplication.translate("items", "Seat {seat}: empty").format(seat=self.seat)
        said = QCoreApplication.translate("items", "Seat {seat}: {name}, {chips} in chips").format(
            seat=self.seat, name=self.player_name, chips=self.chips_text
        )
        return f"{said}, {self.state.tag_text.lower()}" if self.state.tag else said

    def set_state(self, state: SeatState) -> None:
        self.state = state
        self.setToolTip(self.describe())
        self.show_chips(state.occupant.stack if state.occupant else Stack())

    # -- where things are on the plate ----------------------------------------------
    @property
    def _pad(self) -> float:
        return 10 * self._scale

    def columns_area(self) -> QRectF:
        rect, pad = self._rect, self._pad
        top = rect.top() + pad + 62 * self._scale
        return QRectF(rect.left() + pad, top, rect.width() - 2 * pad, rect.bottom() - pad - top)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    # -- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c, rect, pad = self._colours, self._rect, self._pad
        empty = self.occupant is None
        corner = 16 * self._scale
        badge = 40 * self._scale
        badge_rect = QRectF(rect.left() + pad, rect.top() + pad, badge, badge)
        plate = _PlateArt(
            (rect.width(), rect.height()),
            corner,
            c.empty_border if empty else c.plate_border,
            c.empty_plate if empty else c.plate,
            empty,
            badge_rect.translated(-rect.topLeft()),
            c.empty_border if empty else c.badge,
            self.seat,
            self._badge_font,
            self._badge_font_key,
            c.empty_plate if empty else c.badge_text,
        )
        paint_kept(painter, [(plate, rect.topLeft())])
        if self._highlighted or self.isSelected():
            painter.setPen(_highlight_pen(c.seat_frame))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, corner, corner)

        text_left = badge_rect.right() + pad
        name_rect = QRectF(text_left, badge_rect.top() - 2 * self._scale, rect.right() - pad - text_left, badge * 0.65)
        # The state tag sits at the right of the second line, leaving the whole first line to the name. The chip
        # total is never cut short: a tag that crowds it goes up beside the name if the name still fits whole there,
        # else the total and then the tag are drawn smaller.
        line, total, tag_width = name_rect.width(), self.chips_text or "", self._tag_width()
        name = fitted_name(self.player_name or "", self._name_font, line)
        beside_tag = fitted_name(self.player_name or "", self._name_font, line - tag_width)
        crowded = not _fits(total, self._chips_font, line - tag_width)
        tag_up = crowded and _fits(beside_tag, self._name_font, line - tag_width)
        if crowded and not tag_up and tag_width:
            least_total = QFontMetricsF(self._chips_font).horizontalAdvance(total) * _TOTAL_MIN_SHRINK
            tag_width *= min(1.0, max(_TAG_MIN_SHRINK, (line - least_total) / tag_width))
        self._paint_tag(painter, rect.right() - pad, name_rect.top() if tag_up else name_rect.bottom(), tag_width)
        if self.occupant is None:
            self._paint_empty(painter, QRectF(text_left, rect.top(), rect.right() - pad - text_left, rect.height()))
            return
        if tag_up:
            name_rect.setWidth(line - tag_width)
            name = beside_tag
        # Large text leaves less room: a long name shows its initial and surname (whole in the tooltip).
        _draw_line(painter, name_rect, name, self._name_font, c.name_text, Qt.AlignmentFlag.AlignLeft)
        total_rect = QRectF(text_left, name_rect.bottom(), line - (0 if tag_up else tag_width), 28 * self._scale)
        _draw_line(
            painter, total_rect, total, self._chips_font, c.chips_text, Qt.AlignmentFlag.AlignLeft, _TOTAL_MIN_SHRINK
        )
        if self._columns:
            self.paint_columns(painter)
        else:
            _draw_centred(painter, self.columns_area(), self.no_chips_text, self._empty_font, c.empty_text)

    def _paint_empty(self, painter: QPainter, rect: QRectF) -> None:
        c = self._colours
        knocked_out = self.state.knocked_out
        if knocked_out is None:
            _draw_line(painter, rect, _shown(self.EMPTY), self._empty_font, c.empty_text, Qt.AlignmentFlag.AlignLeft)
            return
        font = QFont(self._empty_font)
        font.setStrikeOut(True)
        _draw_line(painter, rect, knocked_out, font, c.empty_text, Qt.AlignmentFlag.AlignLeft)

    def _tag_width(self) -> float:
        """The width the state tag takes, with the gap before it (0 without one)."""
        text = self.state.tag_text
        if not text:
            return 0.0
        return QFontMetricsF(self._tag_font).horizontalAdvance(text) + 22 * self._scale

    def _paint_tag(self, painter: QPainter, right: float, top: float, room: float) -> None:
        """The state tag, its right edge at `right`, drawn smaller to take only `room` (see `_tag_width`)."""
        text = self.state.tag_text
        if not text:
            return
        shrink = room / self._tag_width()
        c = self._colours
        fill, ink = {
            SeatTag.PENALTY: (c.big_blind, c.big_blind_text),
            SeatTag.WAITING: (c.small_blind, c.small_blind_text),
            SeatTag.ABSENT: (c.empty_border, c.empty_plate),
            SeatTag.ELIMINATED: (c.empty_border, c.empty_plate),
            SeatTag.ALL_IN: (c.big_blind, c.big_blind_text),
            SeatTag.FOLDED: (c.empty_border, c.empty_plate),
            SeatTag.NO_CHIPS: (c.empty_border, c.empty_plate),
        }[self.state.tag or SeatTag.ABSENT]
        height = 26 * self._scale * shrink
        width = room - 6 * self._scale * shrink
        tag = QRectF(right - width, top + (1 * self._scale + 26 * self._scale * (1 - shrink) / 2), width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(tag, height / 2, height / 2)
        font = QFont(self._tag_font)
        font.setPixelSize(max(1, round(self._tag_font.pixelSize() * shrink)))
        _draw_centred(painter, tag, text, font, ink)


class PotItem(ChipsItem):
    """GUI: the pot in the middle of the felt, with its total and its chips as columns; a drop target for bets."""

    LABEL = noop("items", "POT")
    HINT = noop("items", "Drag bets here")

    def __init__(
        self, pot: Stack, chip_set: ChipSet, size: QSizeF, colours: TableColours, typography: Typography
    ) -> None:
        style = typography.column_style(colours.felt_text, colours.felt_text, 44 * typography.scale)
        super().__init__(chip_set, size, colours, style, typography.text)
        self._label_font = typography.font(20, bold=True)
        self._label_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self._total_font = typography.font(26, bold=True)
        self._hint_font = typography.font(17)
        self._hint_font.setItalic(True)
        self.pot = pot
        self.hold: PotHold | None = None
        self.set_pot(pot, None)

    def set_pot(self, pot: Stack, hold: PotHold | None) -> None:
        """Show `pot`, held under `hold` while a dispute is reviewed (None: not held)."""
        self.pot, self.hold = pot, hold
        tip = (
            QCoreApplication.translate("PotItem", "Pot: {format_chips} ({describe})").format(
                format_chips=format_chips(pot.total()), describe=pot.describe()
            )
            if pot
            else QCoreApplication.translate("PotItem", "The pot is empty")
        )
        self.setToolTip(tip if hold is None else f"{tip}\n{hold.words(say=True)[:1].upper()}{hold.words(say=True)[1:]}")
        self.show_chips(pot)
        self.update()

    @property
    def label(self) -> str:
        return _shown(self.LABEL) if self.hold is None else QCoreApplication.translate("PotItem", "POT HELD")

    def columns_area(self) -> QRectF:
        top = self._rect.top() + 40 * self._scale
        pad = 12 * self._scale
        return QRectF(self._rect.left() + pad, top, self._rect.width() - 2 * pad, self._rect.bottom() - pad - top)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c, rect = self._colours, self._rect
        line = QColor(c.felt_line)
        fill = QColor(c.rail_edge)
        fill.setAlphaF(0.22)
        if self._highlighted:
            pen = _highlight_pen(c.big_blind)
        elif self.hold is not None:  # held while a dispute is reviewed: a solid frame nobody misses
            pen = QPen(QColor(c.held_pot), _HIGHLIGHT_WIDTH)
        else:
            pen = QPen(line, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        radius = 22 * self._scale
        painter.drawRoundedRect(rect, radius, radius)
        header = QRectF(rect.left(), rect.top() + 4 * self._scale, rect.width(), 36 * self._scale)
        if not self.pot:
            _draw_centred(painter, header, _shown(self.LABEL), self._label_font, c.felt_text)
            _draw_centred(painter, self.columns_area(), _shown(self.HINT), self._hint_font, c.felt_text)
            return
        label_width = QFontMetricsF(self._label_font).horizontalAdvance(self.label + "  ")
        total = format_chips(self.pot.total())
        total_width = QFontMetricsF(self._total_font).horizontalAdvance(total)
        left = rect.center().x() - (label_width + total_width) / 2
        painter.setFont(self._label_font)
        painter.setPen(QColor(c.felt_text if self.hold is None else c.held_pot))
        painter.drawText(
            QRectF(left, header.top(), label_width, header.height()), Qt.AlignmentFlag.AlignVCenter, self.label
        )
        painter.setFont(self._total_font)
        painter.setPen(QColor(c.button))
        painter.drawText(
            QRectF(left + label_width, header.top(), total_width + 4, header.height()),
            Qt.AlignmentFlag.AlignVCenter,
            total,
        )
        self.paint_columns(painter)


class BetItem(QGraphicsItem):
    """GUI: what one player has put into the pot this hand, on the felt in front of his seat."""

    def __init__(
        self, seat: int, stack: Stack, chip_set: ChipSet, colours: TableColours, typography: Typography
    ) -> None:
        super().__init__()
        self.seat = seat
        self.text = format_chips(stack.total())
        self._colours = colours
        self._font = typography.font(19, bold=True)
        self._chip_colour = columns_of(stack, chip_set)[-1].colour  # the biggest chip in the bet
        self._chip = 30 * typography.scale
        width = self._chip + 10 * typography.scale + QFontMetricsF(self._font).horizontalAdvance(self.text) + 14
        height = self._chip + 8 * typography.scale
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self._face_font = typography.font(1)
        self.setToolTip(
            QCoreApplication.translate(
                "BetItem", "Seat {seat} has put {text} in the pot this hand ({describe})"
            ).format(seat=seat, text=self.text, describe=stack.describe())
        )

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        c, rect = self._colours, self._rect
        shade = QColor(c.rail_edge)
        shade.setAlphaF(0.55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        chip = QRectF(rect.left() + 4, rect.center().y() - self._chip / 2, self._chip, self._chip)
        paint_chip_face(painter, chip, self._chip_colour, "", self._face_font, c.marker_edge)
        text = QRectF(chip.right() + 6, rect.top(), rect.right() - chip.right() - 8, rect.height())
        painter.setFont(self._font)
        painter.setPen(QColor(c.button))
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, self.text)


MARKER_LETTERS = {Marker.BUTTON: "D", Marker.SMALL_BLIND: "SB", Marker.BIG_BLIND: "BB"}


class MarkerItem(QGraphicsObject):
    """GUI: the dealer button or a blind marker, a disc on the felt in front of its seat; the view lets it be dragged.

    A dead button (on an empty seat, or a new player not yet dealt in) is drawn with a dashed edge.
    """

    def __init__(
        self,
        kind: Marker,
        seat: int,
        diameter: float,
        colours: TableColours,
        typography: Typography,
        *,
        dead: bool = False,
    ) -> None:
        super().__init__()
        self.kind = kind
        self.seat = seat
        self.dead = dead
        self._radius = diameter / 2
        self._colours = colours
        self._font = typography.font(26 if kind is Marker.BUTTON else 19, bold=True)
        self._dead_font = typography.font(13, bold=True)
        # Qt's translator, not the Qt-free catalogue: start-up draws the markers before it reads that one.
        names = {Marker.BUTTON: self.tr("Button"), Marker.SMALL_BLIND: self.tr("Small blind")}
        name = self.tr("Dead button") if dead else names.get(kind, self.tr("Big blind"))
        self.setToolTip(self.tr("{name}: seat {seat} (drag to correct)").format(name=name, seat=seat))
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(2)  # above the plates and bets while dragged

    @property
    def diameter(self) -> float:
        """The disc as drawn (it can be picked up a little beyond it)."""
        return 2 * self._radius

    def boundingRect(self) -> QRectF:
        r = self._radius + _MARKER_TOUCH_MARGIN
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self._radius + _MARKER_TOUCH_MARGIN
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        fill, text = self._fill_and_text()
        pen = QPen(QColor(self._colours.marker_edge), 2)
        if self.dead:
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setWidthF(3)
        painter.setPen(pen)
        painter.setBrush(QColor(fill))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        r = self._radius
        _draw_centred(painter, QRectF(-r, -r, 2 * r, 2 * r), MARKER_LETTERS[self.kind], self._font, text)
        if self.dead:
            pill = QRectF(-r * 0.95, r - 4, 1.9 * r, QFontMetricsF(self._dead_font).height() + 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self._colours.marker_edge))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            _draw_centred(painter, pill, "DEAD", self._dead_font, self._colours.button)

    def _fill_and_text(self) -> tuple[str, str]:
        c = self._colours
        return {
            Marker.BUTTON: (c.button, c.button_text),
            Marker.SMALL_BLIND: (c.small_blind, c.small_blind_text),
            Marker.BIG_BLIND: (c.big_blind, c.big_blind_text),
        }[self.kind]
