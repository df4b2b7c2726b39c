"""Chip drawing: counts printed exactly below 100,000 and cut short above (never rounded up), a column's side view
growing with the logarithm of its count, columns laid out in balanced rows of at most five, a column hit anywhere
in its height, ink that reads on any chip colour, and a label shrunk to fit."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from floordesk.core.chips import Stack
from floordesk.gui.table_view import chip_art
from floordesk.gui.table_view.chip_art import (
    MAX_PER_ROW,
    MAX_SLICES,
    ChipColumn,
    ColumnStyle,
    _fitted,
    chip_label,
    column_at,
    column_rects,
    columns_of,
    compact_count,
    ink_on,
    paint_chip_face,
    paint_columns,
    rows_for,
    slices_for,
)
from floordesk.i18n import SPEAKER
from tests.gui.table_view.table_helpers import CHIPS, unlike_pixels

AREA = QRectF(10, 20, 500, 200)


def _read_back(shown: str) -> int:
    """The least count `shown` can stand for."""
    if shown.endswith("M"):
        return int(float(shown[:-1]) * 1_000_000 + 0.5)
    if shown.endswith("K"):
        return int(shown[:-1]) * 1_000
    return int(shown.replace(",", ""))


@given(st.integers(min_value=0, max_value=10**12))
def test_a_count_is_never_shown_as_more_than_it_is_and_is_exact_below_100_000(count: int):
    shown = compact_count(count)
    assert _read_back(shown) <= count
    if count < 100_000:
        assert _read_back(shown) == count
    elif count < 1_000_000:
        assert count - _read_back(shown) < 1_000
    else:
        assert re.fullmatch(r"\d+\.\dM", shown)
        assert count - _read_back(shown) < 100_000


@given(st.integers(min_value=1, max_value=10**9))
def test_one_more_chip_is_shown_side_on_for_each_doubling_up_to_the_most(count: int):
    assert slices_for(count) <= slices_for(count * 2) <= MAX_SLICES
    assert slices_for(count * 2) == min(MAX_SLICES, slices_for(count) + 1)


@given(st.integers(min_value=1, max_value=40))
def test_columns_fill_the_area_in_balanced_rows_of_at_most_five(count: int):
    rects = column_rects(AREA, count)
    assert len(rects) == count
    rows = sorted({rect.top() for rect in rects})
    assert len(rows) == rows_for(count) == -(-count // MAX_PER_ROW)
    per_row = [sum(1 for rect in rects if rect.top() == top) for top in rows]
    assert max(per_row) <= MAX_PER_ROW
    assert per_row[:-1] == [-(-count // len(rows))] * (len(rows) - 1)  # equal rows, the rest in the last
    assert per_row[-1] <= per_row[0]
    assert {(round(rect.width(), 6), round(rect.height(), 6)) for rect in rects} == {
        (round(AREA.width() / per_row[0], 6), round(AREA.height() / len(rows), 6))
    }
    assert all(AREA.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(rect) for rect in rects)
    overlaps = [a.intersected(b) for i, a in enumerate(rects) for b in rects[i + 1 :]]
    assert all(o.width() * o.height() < 1e-6 for o in overlaps)


def test_one_chip_shows_one_and_128_show_the_most():
    assert [slices_for(n) for n in (0, 1, 127, 128)] == [0, 1, MAX_SLICES - 1, MAX_SLICES]


def test_five_columns_stand_in_one_row_and_a_sixth_starts_another():
    assert [rows_for(n) for n in (1, 5, 6, 10, 11)] == [1, 1, 2, 2, 3]


def test_no_columns_take_no_room():
    assert column_rects(AREA, 0) == []
    assert rows_for(0) == 1


def test_a_column_is_hit_anywhere_in_its_height_and_none_outside():
    columns = tuple(ChipColumn(value, "#ffffff", 3) for value in (25, 100, 500))
    third = AREA.width() / 3
    assert column_at(AREA, columns, QPointF(AREA.left() + 1, AREA.bottom() - 1)) == columns[0]
    assert column_at(AREA, columns, QPointF(AREA.left() + third * 1.5, AREA.top() + 1)) == columns[1]
    assert column_at(AREA, columns, QPointF(AREA.right() - 1, AREA.center().y())) == columns[2]
    assert column_at(AREA, columns, QPointF(AREA.right() + 5, AREA.center().y())) is None


@given(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255))
def test_the_ink_on_a_chip_is_black_or_white_whichever_contrasts_more(red: int, green: int, blue: int):
    colour = QColor(red, green, blue)
    ink = ink_on(colour)
    assert ink.name() in ("#111418", "#ffffff")

    def luminance(c: QColor) -> float:
        return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF()

    other = QColor("#ffffff") if ink.name() == "#111418" else QColor("#111418")
    margin = 0.12  # near the middle either reads about as well
    assert abs(luminance(ink) - luminance(colour)) + margin >= abs(luminance(other) - luminance(colour))


def test_a_label_too_wide_is_set_smaller_and_one_that_fits_is_left(qtbot: QtBot):
    font = QFont()
    font.setPixelSize(20)
    assert _fitted(font, "25", 200) is font
    smaller = _fitted(font, "25,000,000", 40)
    assert smaller.pixelSize() < 20
    assert QFontMetricsF(smaller).horizontalAdvance("25,000,000") <= 40


def test_a_chip_face_is_painted_in_its_colour_inside_its_rect_only(qtbot: QtBot):
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    font = QFont()
    font.setPixelSize(12)
    paint_chip_face(painter, QRectF(10, 10, 80, 80), "#1565c0", "", font, "#111418")
    painter.end()
    assert image.pixelColor(2, 2).alpha() == 0  # outside the chip
    near_edge = image.pixelColor(50, 22)  # between the edge and the inner ring
    assert near_edge.alpha() == 255
    assert near_edge.blue() > near_edge.red()


@pytest.mark.parametrize(
    ("count", "shown"), [(999_999, "999K"), (1_999_999, "1.9M"), (999_999_999, "999.9M"), (1_050_000, "1.0M")]
)
def test_a_shortened_count_never_says_more_chips_than_there_are(count, shown):
    # 999,999,999 chips were shown as "1000.0M": a count read off the table must not be rounded up.
    assert compact_count(count) == shown


def test_stacks_are_drawn_as_columns_whatever_their_size():
    assert chip_label(25) == "25"
    assert chip_label(1000) == "1K"
    assert chip_label(25_000) == "25K"
    assert chip_label(2_500) == "2500"
    assert chip_label(1_000_000) == "1000K"
    assert [compact_count(n) for n in (7, 1_250, 99_999, 125_000, 2_500_000)] == [
        "7",
        "1,250",
        "99,999",
        "125K",
        "2.5M",
    ]
    # One more chip drawn for each doubling, up to eight (from 128 chips).
    assert [slices_for(n) for n in (0, 1, 2, 3, 4, 127, 128, 10_000)] == [0, 1, 2, 2, 3, 7, 8, 8]
    assert [rows_for(n) for n in (0, 5, 6, 8, 10, 11)] == [1, 1, 2, 2, 2, 3]
    columns = columns_of(Stack({100: 3, 25: 1, 7: 2}), CHIPS.with_removed(25))
    assert [(c.value, c.count, c.in_play) for c in columns] == [(7, 2, False), (25, 1, False), (100, 3, True)]
    assert columns[0].colour == "#9e9e9e"


@pytest.mark.parametrize(
    ("language", "shown"),
    [("de", ["1.250", "125K", "1,2M", "999,9M"]), ("fr", ["1\u202f250", "125K", "1,2M", "999,9M"])],
)
def test_a_count_under_a_column_is_written_with_the_language_s_grouping_and_decimal_mark(language, shown):
    with SPEAKER.speaking(language):  # as Window > Language has it
        assert [compact_count(n) for n in (1_250, 125_000, 1_250_000, 999_999_999)] == shown


def _painted(columns: tuple[ChipColumn, ...], scale: float) -> QImage:
    image = QImage(int(520 * scale), int(240 * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    face, count = QFont(), QFont()
    face.setPixelSize(13)
    count.setPixelSize(20)
    paint_columns(painter, AREA, columns, ColumnStyle(face, count, "#111418", "#111418", 50))
    painter.end()
    return image


def test_columns_drawn_once_and_copied_look_as_drawn_anew_whatever_was_drawn_before(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
):
    # A drop repaints columns from copies of their chips drawn before: a copy must never show another colour,
    # height, denomination or coloured-up mark, nor another scale's.
    shown = [
        (ChipColumn(25, "#c62828", 1_250), ChipColumn(100, "#111418", 3)),
        (ChipColumn(25, "#1565c0", 1_250), ChipColumn(100, "#111418", 3)),
        (ChipColumn(25, "#1565c0", 2), ChipColumn(100, "#111418", 3, in_play=False)),
        (ChipColumn(500, "#1565c0", 2), ChipColumn(100, "#111418", 3)),
    ]
    copied = [_painted(columns, scale) for scale in (1.0, 1.6) for columns in shown]
    with monkeypatch.context() as drawn_anew:
        drawn_anew.setattr(
            chip_art, "paint_kept", lambda painter, placed: [art.paint(painter, at.x(), at.y()) for art, at in placed]
        )
        anew = [_painted(columns, scale) for scale in (1.0, 1.6) for columns in shown]
    for copy, drawn in zip(copied, anew, strict=True):
        assert unlike_pixels(copy, drawn) < 20  # antialiasing at most (a wrong copy: 500 and more)
