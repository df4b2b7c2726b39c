"""Touch sizes: what a finger presses is made at least TOUCH_PX high (the sign-in form's and the wizards' fields)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QLineEdit

from floordesk.gui.touch import TOUCH_PX, touch, touch_buttons


def test_a_field_is_made_a_finger_high_and_given_back(qtbot):
    field = QLineEdit()
    qtbot.addWidget(field)
    assert field.minimumHeight() < TOUCH_PX
    assert touch(field) is field
    assert field.minimumHeight() == TOUCH_PX


def test_every_button_of_a_box_is_made_a_finger_high(qtbot):
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert touch_buttons(box) is box
    assert [button.minimumHeight() for button in box.buttons()] == [TOUCH_PX, TOUCH_PX]
