"""The touch style: Fusion, with menu rows and a combo box's pop-up rows at least a fingertip high, and everything
else as Fusion draws it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QListView,
    QStyle,
    QStyleFactory,
    QStyleOptionButton,
    QStyleOptionMenuItem,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from floordesk.gui.touch_style import TOUCH_ROW_PX, TouchStyle, use_touch_style

SMALL = QSize(40, 12)


@pytest.fixture
def style(qapp: QApplication) -> Iterator[TouchStyle]:
    made = TouchStyle("fusion")
    yield made
    made.deleteLater()


def _menu_item(kind: QStyleOptionMenuItem.MenuItemType) -> QStyleOptionMenuItem:
    option = QStyleOptionMenuItem()
    option.menuItemType = kind
    option.text = "Penalty or warning…"
    return option


def test_a_menu_row_is_at_least_a_fingertip_high(style: TouchStyle):
    size = style.sizeFromContents(
        QStyle.ContentsType.CT_MenuItem, _menu_item(QStyleOptionMenuItem.MenuItemType.Normal), SMALL
    )
    assert size.height() == TOUCH_ROW_PX


def test_a_menu_separator_keeps_fusions_height(style: TouchStyle):
    option = _menu_item(QStyleOptionMenuItem.MenuItemType.Separator)
    fusion = QStyleFactory.create("fusion")
    ours = style.sizeFromContents(QStyle.ContentsType.CT_MenuItem, option, SMALL)
    assert ours == fusion.sizeFromContents(QStyle.ContentsType.CT_MenuItem, option, SMALL)
    assert ours.height() < TOUCH_ROW_PX


def test_a_combo_boxs_pop_up_rows_are_a_fingertip_high_and_another_lists_are_not(style: TouchStyle, qtbot: QtBot):
    box = QComboBox()
    qtbot.addWidget(box)
    box.addItems(["WSOP 2009", "TDA 2024"])
    option = QStyleOptionViewItem()
    in_popup = style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, SMALL, box.view())
    assert in_popup.height() == TOUCH_ROW_PX
    form = QWidget()
    qtbot.addWidget(form)
    elsewhere = QListView(QFrame(form))  # a list in a frame in a form, as a pop-up's list is in a combo box
    assert style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, SMALL, elsewhere).height() < TOUCH_ROW_PX
    assert style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, SMALL, None).height() < TOUCH_ROW_PX


def test_other_sizes_are_fusions(style: TouchStyle):
    fusion = QStyleFactory.create("fusion")
    option = QStyleOptionButton()
    option.text = "Record"
    kind = QStyle.ContentsType.CT_PushButton
    assert style.sizeFromContents(kind, option, SMALL) == fusion.sizeFromContents(kind, option, SMALL)


def test_the_application_gets_the_touch_style_once(qapp: QApplication):
    use_touch_style(qapp)  # type: ignore[arg-type]
    first = qapp.style()
    assert isinstance(first, TouchStyle)
    use_touch_style(qapp)  # type: ignore[arg-type]
    assert qapp.style() is first
