"""The wizards' input widgets: a count box that keeps what was typed, numbered choices a digit picks, a grid of chip
counts, and the on-screen card picker (52 keys drawn in one widget, pressed by finger or mouse)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from floordesk.core.cards import full_deck, parse_card
from floordesk.gui.language import Languages
from floordesk.gui.touch import TOUCH_PX, touch_buttons
from floordesk.gui.wizards.widgets import (
    COUNT_MAX,
    CardPicker,
    ChipCountBox,
    CountEdit,
    NumberedChoice,
    StacksGrid,
    clear_layout,
)
from tests.gui.wizards.picking import press_card


def shown_picker(qtbot) -> tuple[CardPicker, list[str]]:
    picker = CardPicker()
    qtbot.addWidget(picker)
    picker.show()
    qtbot.waitExposed(picker)
    picked: list[str] = []
    picker.picked.connect(picked.append)
    return picker, picked


def test_every_card_has_its_own_finger_sized_key(qtbot):
    picker, _picked = shown_picker(qtbot)
    rects = {card: picker.card_rect(card) for card in full_deck()}
    assert all(rect.height() >= TOUCH_PX and rect.width() >= TOUCH_PX for rect in rects.values())
    assert all(picker.rect().contains(rect) for rect in rects.values())
    assert all(picker.card_at(rect.center()) == card for card, rect in rects.items())
    # Each suit is a row, aces on the left.
    assert rects[parse_card("As")].top() == rects[parse_card("2s")].top() != rects[parse_card("Ah")].top()
    assert rects[parse_card("As")].left() < rects[parse_card("Ks")].left()


def test_a_press_picks_the_card_under_the_finger_and_a_used_card_is_not_offered(qtbot):
    picker, picked = shown_picker(qtbot)
    press_card(qtbot, picker, "Qh")
    picker.offer([parse_card("Qh")])
    press_card(qtbot, picker, "Qh")
    assert picked == ["Qh"]
    assert parse_card("Qh") not in set(picker.offered())
    assert len(set(picker.offered())) == 51


def test_a_press_released_on_another_card_or_on_a_disabled_picker_picks_nothing(qtbot):
    picker, picked = shown_picker(qtbot)
    qtbot.mousePress(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(parse_card("2c")).center())
    qtbot.mouseRelease(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(parse_card("3c")).center())
    picker.setEnabled(False)
    press_card(qtbot, picker, "4c")
    gap = picker.card_rect(parse_card("As")).topRight() + QPoint(2, 0)
    picker.setEnabled(True)
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=gap)  # between two keys
    assert picked == []


def test_the_red_suits_are_drawn_red_and_a_used_card_greyed(qtbot):
    picker, _picked = shown_picker(qtbot)
    heart, spade = parse_card("Kh"), parse_card("Ks")
    picker.offer([spade])

    def drawn(card) -> set[str]:
        image = picker.grab(picker.card_rect(card)).toImage()
        return {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(image.height())}

    assert picker.text_colour(heart).name() in drawn(heart)
    assert picker.text_colour(spade).name() in drawn(spade)
    assert picker.text_colour(heart) != picker.text_colour(spade)


@pytest.mark.parametrize(
    ("typed", "value"), [("12", 12), (" 7 ", 7), ("0", 0), ("1,000", "1,000"), ("²", "²"), ("", "")]
)
def test_a_count_box_reads_a_whole_number_and_keeps_anything_else_as_typed(qtbot, typed, value):
    box = CountEdit()
    qtbot.addWidget(box)
    qtbot.keyClicks(box, typed)
    assert box.value() == value
    assert box.text() == typed  # never changed, unlike a spin box past its maximum


def test_a_digit_picks_its_numbered_choice_and_says_which(qtbot):
    choice = NumberedChoice([("shuffled", "FloorDesk shuffles"), ("dealt", "Enter the cards")])
    qtbot.addWidget(choice)
    choice.show()
    choice.activateWindow()
    qtbot.waitUntil(choice.isActiveWindow)
    chosen: list[str] = []
    choice.chosen.connect(chosen.append)
    assert choice.key() == ""
    assert [button.text() for button in choice.buttons] == ["&1  FloorDesk shuffles", "&2  Enter the cards"]
    choice.focus_choice()
    qtbot.keyClick(choice.buttons[0], Qt.Key.Key_2)
    assert (choice.key(), chosen) == ("dealt", ["dealt"])
    assert choice.buttons[1].hasFocus()  # the keyboard follows the choice
    qtbot.keyClick(choice.buttons[1], Qt.Key.Key_3)  # no third choice: nothing changes
    qtbot.keyClick(choice.buttons[1], Qt.Key.Key_1)
    assert (choice.key(), chosen) == ("shuffled", ["dealt", "shuffled"])
    assert all(button.minimumHeight() >= TOUCH_PX for button in choice.buttons)


def test_the_stacks_grid_edits_a_row_per_player_and_answers_stack_json_without_zeros(qtbot):
    grid = StacksGrid()
    qtbot.addWidget(grid)
    grid.set_rows([("1", "Seat 1: Ana", {25: 3, 100: 10}), ("2", "Seat 2: Ben", {25: 1})], [25, 100], "stacks")
    assert grid.counts() == {"1": {"25": 3, "100": 10}, "2": {"25": 1}}
    assert set(grid.problems) == {"stacks.1", "stacks.2"}
    assert grid.spin("2", 100).accessibleName() == "Seat 2: Ben: T100 chips"
    with qtbot.waitSignal(grid.changed):
        grid.spin("2", 25).setValue(0)
    assert grid.counts()["2"] == {}
    grid.set_rows([("5", "Seat 5: Cy", {500: 2})], [500], "removed_counts")  # rows made again: the old ones go
    assert grid.counts() == {"5": {"500": 2}}
    assert set(grid.problems) == {"removed_counts.5"}


def test_clearing_a_layout_deletes_its_widgets_and_every_button_of_a_box_takes_a_finger(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    labels = [QLabel("one"), QLabel("two")]
    for label in labels:
        column.addWidget(label)
    with qtbot.waitSignal(labels[1].destroyed):
        clear_layout(column)
    assert column.count() == 0
    box = touch_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
    qtbot.addWidget(box)
    assert [button.minimumHeight() for button in box.buttons()] == [TOUCH_PX, TOUCH_PX]


def chip_box(qtbot, count: int) -> ChipCountBox:
    """A chip count box on screen at `count`."""
    box = ChipCountBox()
    qtbot.addWidget(box)
    box.setRange(0, COUNT_MAX)
    box.setValue(count)
    box.show()
    return box


def type_in(qtbot, box: ChipCountBox, text: str) -> str:
    """`text` typed over the box's number and Enter pressed; what the box showed before Enter."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    shown = box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    return shown


@pytest.mark.parametrize(("typed", "count"), [("1.500", 1500), ("1500", 1500), ("1.000.000", 1_000_000)])
def test_in_german_a_chip_count_box_shows_and_reads_the_german_grouping(qtbot, qapp, typed, count):
    Languages(qapp, "de")  # the fixture puts English back after
    box = chip_box(qtbot, 12_500)
    assert box.text() == "12.500"
    type_in(qtbot, box, typed)
    assert box.value() == count
    assert box.text() == f"{count:,}".replace(",", ".")


WHOLE = "Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „{typed}“ ist keine ganze Zahl."


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("1,5", WHOLE.format(typed="1,5")),
        ("1.5", WHOLE.format(typed="1.5")),
        ("1,000", WHOLE.format(typed="1,000")),
        ("1.5000", WHOLE.format(typed="1.5000")),
        ("2000000", "Darf höchstens 1.000.000 sein, nicht 2.000.000."),
    ],
)
def test_in_german_a_fraction_a_misplaced_point_or_too_many_chips_leave_the_count_and_say_why(qtbot, qapp, typed, said):
    # Qt's own box read "1.5" as 15, dropped the comma of "1,5" (15) and the last digit of 2000000 (200000).
    Languages(qapp, "de")
    box = chip_box(qtbot, 7)
    reasons: list[str] = []
    box.refused.connect(reasons.append)
    assert type_in(qtbot, box, typed) == typed
    assert (box.value(), box.text()) == (7, "7")
    assert reasons == [said]


def test_in_french_a_chip_count_box_writes_the_narrow_space_and_reads_an_ordinary_one(qtbot, qapp):
    Languages(qapp, "fr")
    box = chip_box(qtbot, 12_500)
    assert box.text() == "12\u202f500"
    type_in(qtbot, box, "2 500")
    assert box.value() == 2500
    type_in(qtbot, box, "2,5")
    assert box.value() == 2500


def test_in_german_the_stacks_grid_counts_chips_in_german_grouping(qtbot, qapp):
    Languages(qapp, "de")
    grid = StacksGrid()
    qtbot.addWidget(grid)
    grid.set_rows([("1", "Seat 1: Ana", {100: 12_500})], [100], "stacks")
    assert isinstance(grid.spin("1", 100), ChipCountBox)
    assert grid.spin("1", 100).text() == "12.500"
    grid.spin("1", 100).refused.emit("Nicht genommen.")  # as the box does when it puts the count back
    assert grid.problems["stacks.1"].text() == "Nicht genommen."
