"""GUI: the application's style, Fusion with rows a finger can hit: menu rows and combo box pop-up rows.

Qt's Fusion draws both about 22 px high; at a table, one slip on the seat menu folded a hand instead of opening
"Penalty or warning…". Only those two sizes change, so everything else is drawn exactly as Fusion draws it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionMenuItem,
    QWidget,
)

TOUCH_ROW_PX = 40
"""The least height of a menu row or a pop-up list row (a fingertip; lower than a button's, so menus still fit)."""


class TouchStyle(QProxyStyle):
    """GUI: Fusion, with menu rows and combo box pop-up rows at least `TOUCH_ROW_PX` high."""

    # QProxyStyle's stub asks for a widget, but Qt passes None for sizes measured without one (and takes it back).
    def sizeFromContents(
        self, kind: QStyle.ContentsType, option: QStyleOption, size: QSize, widget: QWidget | None = None
    ) -> QSize:
        result = super().sizeFromContents(kind, option, size, widget)  # type: ignore[arg-type]
        if _is_a_row(kind, option, widget):
            result.setHeight(max(result.height(), TOUCH_ROW_PX))
        return result


def _is_a_row(kind: QStyle.ContentsType, option: QStyleOption, widget: QWidget | None) -> bool:
    if kind == QStyle.ContentsType.CT_MenuItem:
        return (
            isinstance(option, QStyleOptionMenuItem)
            and option.menuItemType != QStyleOptionMenuItem.MenuItemType.Separator
        )
    if kind == QStyle.ContentsType.CT_ItemViewItem and widget is not None:
        # A combo box's list sits in a pop-up frame whose parent is the combo box.
        container = widget.parentWidget()
        return container is not None and isinstance(container.parentWidget(), QComboBox)
    return False


def use_touch_style(app: QApplication) -> None:
    """Make the application's style the touch style over the one it has (Fusion); once, before any window."""
    if not isinstance(app.style(), TouchStyle):
        app.setStyle(TouchStyle(app.style().name() or "fusion"))
