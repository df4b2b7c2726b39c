"""GUI: names for screen readers where Qt leaves a focusable part nameless.

Qt names a control from its own text or from the label whose buddy it is (a form's row label). It leaves
nameless the parts it makes itself, which still take focus: a combo box's popup list, and a scroll area
(focused to scroll by keys). `name_parts` names those once a window or a wizard page is built: the list after
its combo box, the scroll area after what it shows. tests/gui/accessibility reads the result through AT-SPI.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLabel, QScrollArea, QWidget


def spoken_label(widget: QWidget) -> str:
    """What names `widget` for a screen reader: its own name, else its label's text (no & or colon), else its
    tooltip."""
    if widget.accessibleName():
        return widget.accessibleName()
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and label.text():
            return label.text().replace("&", "").rstrip(": ")
    return widget.toolTip()


def name_list(combo: QComboBox) -> None:
    """Name `combo`'s popup list after the combo box, unless it has a name."""
    view = combo.view()
    if not view.accessibleName():
        name = spoken_label(combo) or combo.currentText()
        view.setAccessibleName(QCoreApplication.translate("accessible", "{name}: choices").format(name=name))


def name_parts(root: QWidget, what: str) -> None:
    """Name the nameless combo box lists and scroll areas under `root`; `what`: what its scroll areas show."""
    for combo in root.findChildren(QComboBox):
        name_list(combo)
    for area in root.findChildren(QScrollArea):
        if not area.accessibleName():
            area.setAccessibleName(what)
