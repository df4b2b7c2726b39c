"""GUI: what a finger presses, at least `TOUCH_PX` high: forms, wizards and dialogs are used by touch at the table.

Kept apart from the touch style (`touch_style`), which loads Qt's style classes: the sign-in form, on the
first frame, needs only these.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QDialogButtonBox, QWidget

TOUCH_PX = 44
"""The smallest height of anything to press (a fingertip, as touch guidelines advise)."""

_W = TypeVar("_W", bound=QWidget)


def touch(widget: _W) -> _W:
    """The widget, made large enough to press with a finger."""
    widget.setMinimumHeight(TOUCH_PX)
    return widget


def touch_buttons(box: QDialogButtonBox) -> QDialogButtonBox:
    """The box, each of its buttons large enough to press with a finger."""
    for button in box.buttons():
        touch(button)
    return box
