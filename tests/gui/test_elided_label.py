"""The one-line label that never widens its window: cut short with "…" when the room is short, whole in its tooltip
and its accessible name, and asking for at most about forty characters of width unless told otherwise."""

from __future__ import annotations

from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from floordesk.gui.elided_label import ElidedLabel

LONG = "Ana Ribeiro de Souza Albuquerque Magalhães, seat 3, Table 7 of the Main Event, day 2"


def _shown(qtbot: QtBot, text: str, width: int) -> ElidedLabel:
    label = ElidedLabel(text)
    qtbot.addWidget(label)
    label.resize(width, label.sizeHint().height())
    label.show()
    qtbot.waitExposed(label)
    return label


def test_a_text_that_fits_is_shown_whole_with_no_tooltip(qtbot: QtBot):
    label = _shown(qtbot, "Seat 3", 400)
    assert (label.text(), label.toolTip(), label.accessibleName()) == ("Seat 3", "", "Seat 3")


def test_a_text_too_long_is_cut_with_an_ellipsis_and_whole_in_its_tooltip(qtbot: QtBot):
    label = _shown(qtbot, LONG, 120)
    assert label.text().endswith("…")
    assert LONG.startswith(label.text()[:-1])
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert (label.toolTip(), label.full_text, label.accessibleName()) == (LONG, LONG, LONG)


def test_widening_shows_the_whole_text_again_and_drops_the_tooltip(qtbot: QtBot):
    label = _shown(qtbot, LONG, 120)
    label.resize(label.fontMetrics().horizontalAdvance(LONG) + 40, label.height())
    assert (label.text(), label.toolTip()) == (LONG, "")


def test_a_new_text_is_elided_for_the_room_there_is(qtbot: QtBot):
    label = _shown(qtbot, "Seat 3", 120)
    label.set_full_text(LONG)
    assert label.text().endswith("…")
    assert label.accessibleName() == LONG
    label.set_full_text("Seat 4")
    assert (label.text(), label.toolTip()) == ("Seat 4", "")


def test_a_larger_font_elides_again(qtbot: QtBot):
    text = "Chen Wei, seat 7"
    label = _shown(qtbot, text, 0)
    label.resize(label.fontMetrics().horizontalAdvance(text) + 4, label.height())
    assert label.text() == text
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    assert label.text().endswith("…")


def test_it_asks_for_at_most_forty_average_characters_of_a_typed_name(qtbot: QtBot):
    label = _shown(qtbot, LONG, 120)
    metrics = label.fontMetrics()
    assert label.sizeHint().width() < metrics.horizontalAdvance(LONG)
    assert label.sizeHint().width() <= metrics.averageCharWidth() * 40 + 10
    short = _shown(qtbot, "Seat 3", 120)
    assert short.sizeHint().width() < label.sizeHint().width()


def test_without_a_limit_it_asks_for_its_whole_text(qtbot: QtBot):
    label = ElidedLabel(LONG, width_in_characters=None)
    qtbot.addWidget(label)
    assert label.sizeHint().width() >= label.fontMetrics().horizontalAdvance(LONG)


def test_it_may_shrink_to_a_few_ellipses_whatever_its_text(qtbot: QtBot):
    label = _shown(qtbot, LONG, 120)
    assert label.minimumSizeHint().width() == label.fontMetrics().horizontalAdvance("…") * 3
    assert label.minimumSizeHint().width() < label.sizeHint().width()
