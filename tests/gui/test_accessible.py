"""Names for screen readers where Qt leaves a focusable part nameless: a control's spoken label, a combo box's popup
list named after the box, and a scroll area named after what it shows; a name already given is kept."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QScrollArea, QVBoxLayout, QWidget

from floordesk.gui.accessible import name_list, name_parts, spoken_label


@pytest.fixture
def form(qtbot) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    return window


def labelled(form: QWidget, text: str, field: QWidget) -> QWidget:
    layout = form.layout() or QFormLayout(form)
    label = QLabel(text)
    label.setBuddy(field)
    layout.addRow(label, field)
    return field


def test_a_control_is_spoken_by_its_own_name_else_its_labels_text_else_its_tooltip(form):
    named = labelled(form, "&Table:", QLineEdit())
    named.setAccessibleName("Table name")
    assert spoken_label(named) == "Table name"
    assert spoken_label(labelled(form, "&Seats:", QLineEdit())) == "Seats"
    tipped = QLineEdit(form)
    tipped.setToolTip("Chips per player")
    assert spoken_label(tipped) == "Chips per player"
    assert spoken_label(QLineEdit(form)) == ""


def test_a_combo_boxs_list_is_named_after_the_box_or_its_choice_and_a_name_given_kept(form):
    game = labelled(form, "&Game:", QComboBox())
    name_list(game)
    assert game.view().accessibleName() == "Game: choices"
    unlabelled = QComboBox(form)
    unlabelled.addItems(["Hold'em", "Stud"])
    name_list(unlabelled)
    assert unlabelled.view().accessibleName() == "Hold'em: choices"
    named = QComboBox(form)
    named.view().setAccessibleName("Levels")
    name_list(named)
    assert named.view().accessibleName() == "Levels"


def test_every_nameless_list_and_scroll_area_under_a_window_is_named(form):
    layout = QVBoxLayout(form)
    box = QComboBox()
    box.setAccessibleName("Language")
    area, named_area = QScrollArea(), QScrollArea()
    named_area.setAccessibleName("Players")
    for widget in (box, area, named_area):
        layout.addWidget(widget)
    name_parts(form, "The event's settings")
    assert box.view().accessibleName() == "Language: choices"
    assert (area.accessibleName(), named_area.accessibleName()) == ("The event's settings", "Players")
