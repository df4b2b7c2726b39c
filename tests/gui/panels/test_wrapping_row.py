"""A row of buttons that wraps where the width is short: as many to a row as fit at their preferred widths, each
row's spare width shared out (the last taking the rounding), hidden ones left out, and more height asked for,
never more width."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from floordesk.gui.panels.wrapping_row import WrappingRow

SPACING = 6


def _row(qtbot: QtBot, count: int = 4) -> tuple[QWidget, WrappingRow, list[QPushButton]]:
    host = QWidget()
    qtbot.addWidget(host)
    layout = WrappingRow(host)
    layout.setSpacing(SPACING)
    buttons = [QPushButton(f"Button {n}") for n in range(count)]
    for button in buttons:
        button.setFixedHeight(30)
        layout.addWidget(button)
    return host, layout, buttons


def _lay_out(host: QWidget, layout: WrappingRow, width: int) -> None:
    host.resize(width, layout.heightForWidth(width))
    layout.setGeometry(host.rect())


def test_wide_enough_they_stand_in_one_row_sharing_the_spare_width(qtbot: QtBot):
    host, layout, buttons = _row(qtbot)
    width = layout.sizeHint().width() + 41
    _lay_out(host, layout, width)
    assert {b.geometry().top() for b in buttons} == {0}
    assert buttons[-1].geometry().right() == width - 1  # the row is filled to its end
    wanted = [b.sizeHint().width() for b in buttons]
    grown = [b.geometry().width() - w for b, w in zip(buttons, wanted, strict=True)]
    assert sum(grown) == 41
    assert grown == [41 // 4] * 3 + [41 - 41 // 4 * 3]  # shared out, the last taking the rounding


def test_too_narrow_they_wrap_onto_more_rows_and_ask_for_more_height(qtbot: QtBot):
    host, layout, buttons = _row(qtbot)
    one_row = layout.heightForWidth(layout.sizeHint().width())
    narrow = buttons[0].sizeHint().width() * 2 + SPACING + 5
    assert layout.heightForWidth(narrow) == 2 * one_row + SPACING
    _lay_out(host, layout, narrow)
    tops = [b.geometry().top() for b in buttons]
    assert tops == [0, 0, one_row + SPACING, one_row + SPACING]
    assert all(b.geometry().right() < narrow for b in buttons)


def test_narrower_than_one_button_each_takes_a_row(qtbot: QtBot):
    _host, layout, _buttons = _row(qtbot, 3)
    assert layout.heightForWidth(10) == 3 * 30 + 2 * SPACING


def test_a_hidden_button_takes_no_room(qtbot: QtBot):
    host, layout, buttons = _row(qtbot, 3)
    full = layout.sizeHint().width()
    buttons[1].hide()
    host.show()
    assert layout.sizeHint().width() == full - buttons[1].sizeHint().width() - SPACING
    _lay_out(host, layout, layout.sizeHint().width())
    assert buttons[2].geometry().left() == buttons[0].geometry().right() + 1 + SPACING


def test_items_are_counted_found_and_taken_out(qtbot: QtBot):
    _host, layout, buttons = _row(qtbot, 2)
    assert layout.count() == 2
    first = layout.itemAt(0)
    assert first is not None
    assert first.widget() is buttons[0]
    assert layout.itemAt(2) is None
    assert layout.itemAt(-1) is None
    taken = layout.takeAt(0)
    assert taken is not None
    assert taken.widget() is buttons[0]
    assert layout.count() == 1
    assert layout.takeAt(5) is None
