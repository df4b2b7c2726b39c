"""GUI: a mouse wheel over a choice box changes it only once the box has been chosen (it has the keyboard focus).

Without it, one wheel notch while scrolling a long form over the Event form's rule-set Preset switched the
WSOP 2009 reading to later TDA practice (a 25 s clock) unseen. The notch is passed on, so the form scrolls.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


class _WheelNeedsFocus(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # ignored and filtered: Qt offers the notch to the widget's parents (the scroll area)
            return True
        return False


def wheel_needs_focus(form: QWidget) -> None:
    """Every choice box and spin box in `form` (as built now) takes a wheel notch only while it has the focus."""
    guard = _WheelNeedsFocus(form)
    for box in [*form.findChildren(QComboBox), *form.findChildren(QAbstractSpinBox)]:
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a notch no longer gives it the focus either
        box.installEventFilter(guard)
