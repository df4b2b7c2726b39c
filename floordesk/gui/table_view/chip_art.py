"""GUI: drawing chips: a chip seen from above, and a stack as one column per denomination with its count.

A stack of any size costs the same to draw: one column per denomination (at
most the chip set's size), its height growing with the logarithm of the count,
and the exact count printed under it. Nothing is drawn per chip.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QTransform

from floordesk.core.chips import ChipSet, Stack, denomination_label
from floordesk.i18n import decimal_mark, grouped

UNKNOWN_CHIP_COLOUR = "#9e9e9e"
MAX_SLICES = 8  # chips drawn in a column's side view, reached at 128 chips
MAX_PER_ROW = 5  # columns side by side before a stack takes a second row
_FACE_RATIO = 0.42  # a chip's face seen at a slant: height / width
_EDGE_SPOTS = 4  # the white inserts round a casino chip's edge


def chip_label(value: int) -> str:
    """The value printed on a chip: 25, 500, 1K, 25K (as the floor names it, without the T)."""
    return denomination_label(value).removeprefix("T")


def compact_count(count: int) -> str:
    """A count under a column: exact below 100,000 (1,250), then shortened, cut down, never rounded up (125K, 1.2M),
    in the language's digits ("1.250" and "1,2M" in German)."""
    if count < 100_000:
        return grouped(count)
    if count < 1_000_000:
        return f"{count // 1_000}K"
    tenths = count // 100_000
    return f"{tenths // 10}{decimal_mark()}{tenths % 10}M"


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111418") if luminance > 0.55 else QColor("#ffffff")


@dataclass(frozen=True)
class ChipColumn:
    """One denomination of a stack: its value, colour and count; `in_play` False once coloured up."""

    value: int
    colour: str
    count: int
    in_play: bool = True


def columns_of(stack: Stack, chip_set: ChipSet) -> tuple[ChipColumn, ...]:
    """A stack's columns, smallest denomination first (chips the chip set does not know are grey)."""
    known = {d.value: d for d in chip_set.denominations}
    columns = []
    for value, count in stack:
        denomination = known.get(value)
        colour = denomination.colour_hex if denomination else UNKNOWN_CHIP_COLOUR
        columns.append(ChipColumn(value, colour, count, bool(denomination and denomination.in_play)))
    return tuple(columns)


def slices_for(count: int) -> int:
    """How many chips a column shows side-on: one more for every doubling, up to MAX_SLICES."""
    return min(MAX_SLICES, 1 + int(math.log2(count))) if count > 0 else 0


def paint_chip_face(painter: QPainter, rect: QRectF, colour: str, label: str, font: QFont, edge: str) -> None:
    """A chip seen at a slant (or from above, in a square `rect`), with its value printed in the middle."""
    fill = QColor(colour)
    painter.setPen(QPen(QColor(edge), max(1.0, rect.height() * 0.06)))
    painter.setBrush(fill)
    painter.drawEllipse(rect)
    # White edge inserts, then the inner ring where the value is printed.
    spot = QPen(QColor(255, 255, 255, 210), max(1.5, rect.height() * 0.12))
    spot.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(spot)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = rect.height() * 0.1
    ring = rect.adjusted(inset, inset, -inset, -inset)
    for index in range(_EDGE_SPOTS):
        painter.drawArc(ring, index * 16 * 360 // _EDGE_SPOTS, 16 * 360 // (_EDGE_SPOTS * 3))
    inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
    painter.setPen(QPen(fill.darker(130), max(1.0, rect.height() * 0.04)))
    painter.setBrush(fill.lighter(108))
    painter.drawEllipse(inner)
    painter.setFont(_fitted(font, label, inner.width() * 1.25))
    painter.setPen(ink_on(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


@dataclass(frozen=True)
class ColumnStyle:
    """Fonts and colours of a row of columns; `chip_width` is the widest a chip is drawn."""

    face_font: QFont
    count_font: QFont
    count_colour: str
    edge: str
    chip_width: float


def rows_for(count: int) -> int:
    """How many rows `count` columns take (at most MAX_PER_ROW a row)."""
    return max(1, math.ceil(count / MAX_PER_ROW))


def column_rects(area: QRectF, count: int) -> list[QRectF]:
    """`count` equal columns across `area`, in as few rows as MAX_PER_ROW allows, balanced between the rows."""
    if count <= 0:
        return []
    rows = rows_for(count)
    per_row = math.ceil(count / rows)
    width, height = area.width() / per_row, area.height() / rows
    return [
        QRectF(area.left() + (i % per_row) * width, area.top() + (i // per_row) * height, width, height)
        for i in range(count)
    ]


def column_at(area: QRectF, columns: tuple[ChipColumn, ...], point: QPointF) -> ChipColumn | None:
    """The column under `point`, if any (the whole height of the area counts, for large touch targets)."""
    for rect, column in zip(column_rects(area, len(columns)), columns, strict=True):
        if rect.contains(point):
            return column
    return None


def paint_columns(painter: QPainter, area: QRectF, columns: tuple[ChipColumn, ...], style: ColumnStyle) -> None:
    """Each column's chips (drawn once, then copied: see `paint_kept`) with its count under it."""
    count_metrics = QFontMetricsF(style.count_font)
    count_height = count_metrics.height()
    face = style.face_font.key()  # asked of Qt once, not for each column
    placed: list[tuple[KeptArt, QPointF]] = []
    counts = []
    for rect, column in zip(column_rects(area, len(columns)), columns, strict=True):
        chip_width = min(style.chip_width, rect.width() - 6)
        face_height = chip_width * _FACE_RATIO
        slice_height = face_height * 0.32
        bottom = rect.bottom() - count_height - 2
        room = math.floor((bottom - face_height - rect.top()) / slice_height) + 1
        slices = max(1, min(slices_for(column.count), room))
        art = _ColumnArt(
            column.colour, column.value, column.in_play, slices, chip_width, style.edge, style.face_font, face
        )
        placed.append((art, QPointF(rect.center().x() - chip_width / 2, bottom)))
        counts.append((QRectF(rect.left(), rect.bottom() - count_height, rect.width(), count_height), column.count))
    paint_kept(painter, placed)
    # The counts in one font and colour, set once rather than for each column (a count too wide is set smaller).
    painter.setPen(QColor(style.count_colour))
    painter.setFont(style.count_font)
    for label, count in counts:
        text = compact_count(count)
        advance = count_metrics.horizontalAdvance(text)
        too_wide = advance > label.width() - 2
        if too_wide:
            painter.setFont(_smaller(style.count_font, advance, label.width()))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
        if too_wide:
            painter.setFont(style.count_font)


class KeptArt(Protocol):
    """A drawing that `paint_kept` draws once at each scale and copies after."""

    def look(self) -> tuple[Hashable, ...]:
        """All that its drawing depends on."""
        ...

    def reach(self) -> QRectF:
        """What it covers about the point it is placed at, its pens' width included."""
        ...

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        """Draw it placed at (`x`, `y`)."""
        ...


@dataclass(frozen=True)
class _ColumnArt:
    """A column's chips without its count: all that its look depends on (its count only through `slices`)."""

    colour: str
    value: int
    in_play: bool
    slices: int
    chip_width: float
    edge: str
    face_font: QFont
    face_font_key: str
    """`face_font.key()`, which the look compares"""

    @property
    def face_height(self) -> float:
        return self.chip_width * _FACE_RATIO

    @property
    def slice_height(self) -> float:
        return self.face_height * 0.32

    def look(self) -> tuple[Hashable, ...]:
        return (self.colour, self.value, self.in_play, self.slices, self.chip_width, self.edge, self.face_font_key)

    def reach(self) -> QRectF:
        """What the art covers about its left end of the bottom line, its pens' width included."""
        above = self.face_height + (self.slices - 1) * self.slice_height
        return QRectF(0, -above, self.chip_width, above + self.face_height / 2).adjusted(
            -_ART_MARGIN, -_ART_MARGIN, _ART_MARGIN, _ART_MARGIN
        )

    def paint(self, painter: QPainter, left: float, bottom: float) -> None:
        face_height, slice_height, chip_width = self.face_height, self.slice_height, self.chip_width
        colour = QColor(self.colour)
        painter.setPen(QPen(QColor(self.edge), 1))
        for index in range(self.slices - 1):
            # Each chip below the top one shows its edge: a band with a white insert in the middle.
            y = bottom - face_height / 2 - (index + 1) * slice_height
            painter.setBrush(colour.darker(118))
            painter.drawEllipse(QRectF(left, y, chip_width, face_height))
        top = QRectF(left, bottom - face_height - (self.slices - 1) * slice_height, chip_width, face_height)
        paint_chip_face(painter, top, self.colour, chip_label(self.value), self.face_font, self.edge)
        if not self.in_play:
            # Coloured up: struck through, it is waiting to be counted out.
            painter.setPen(QPen(QColor("#d32f2f"), 3))
            painter.drawLine(top.bottomLeft(), top.topRight())


_ART_MARGIN = 3.0  # room round a column's chips for the pens drawn on their edges
_DRAWN: dict[tuple[object, ...], QPixmap] = {}
"""Drawings kept (columns' chips, plates), by all their look depends on and the scale they were drawn at."""
_DRAWN_MAX = 1024  # the table's columns at a few scales, each a few kilobytes, and its plates, some 150 each


def paint_kept(painter: QPainter, placed: Sequence[tuple[KeptArt, QPointF]]) -> None:
    """Each art placed at its point: copied from a pixmap drawn once at the painter's scale.

    A drop repaints two plates, each a rounded rectangle and eight columns of chips, about a hundred antialiased
    ellipses: most of the drop's time until they were kept. What they share (the painter's scale and state) is
    worked out once. A painter turned, sheared or mirrored (never the table view's) draws them anew."""
    world = painter.worldTransform()
    scale_x, scale_y = world.m11(), world.m22()
    if world.type().value > QTransform.TransformationType.TxScale.value or scale_x <= 0 or scale_y <= 0:
        for art, at in placed:
            art.paint(painter, at.x(), at.y())
        return
    drawn_at = (scale_x, scale_y, painter.device().devicePixelRatioF())
    painter.save()
    painter.resetTransform()  # the copies are placed in device pixels
    for art, at in placed:
        reach = art.reach()
        corner = world.map(at + reach.topLeft())
        # Drawn where it falls within a pixel, to a quarter of one: as sharp as drawn anew, and its place stays put.
        pixel = QPointF(math.floor(corner.x()), math.floor(corner.y()))
        within = QPointF(round((corner.x() - pixel.x()) * 4) / 4, round((corner.y() - pixel.y()) * 4) / 4)
        key = (type(art), *art.look(), *drawn_at, within.x(), within.y())
        pixmap = _DRAWN.get(key)
        if pixmap is None:
            pixmap = _drawn(art, reach, within, drawn_at, painter.renderHints())
            if len(_DRAWN) >= _DRAWN_MAX:
                _DRAWN.clear()  # another size or style of everything: the old ones will not be drawn again
            _DRAWN[key] = pixmap
        painter.drawPixmap(pixel, pixmap)
    painter.restore()


def _drawn(
    art: KeptArt, reach: QRectF, within: QPointF, drawn_at: tuple[float, float, float], hints: QPainter.RenderHint
) -> QPixmap:
    """`art` on a pixmap of its `reach`, `within` a pixel of its top left corner, at `drawn_at` (the scales and the
    device's pixel ratio)."""
    scale_x, scale_y, ratio = drawn_at
    width, height = reach.width() * scale_x + 1, reach.height() * scale_y + 1
    pixmap = QPixmap(math.ceil(width * ratio), math.ceil(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    drawing = QPainter(pixmap)
    drawing.setRenderHints(hints)
    drawing.translate(within)
    drawing.scale(scale_x, scale_y)
    art.paint(drawing, -reach.left(), -reach.top())
    drawing.end()
    return pixmap


def _fitted(font: QFont, text: str, width: float) -> QFont:
    """`font`, made smaller if `text` would not fit in `width`."""
    advance = QFontMetricsF(font).horizontalAdvance(text)
    return font if advance <= width - 2 else _smaller(font, advance, width)


def _smaller(font: QFont, advance: float, width: float) -> QFont:
    """`font` made small enough for a text `advance` wide in it to fit in `width`."""
    smaller = QFont(font)
    smaller.setPixelSize(max(1, math.floor(font.pixelSize() * (width - 2) / advance)))
    return smaller
