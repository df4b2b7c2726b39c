"""The on-screen card picker: 52 keys drawn in one widget, pressed by finger or mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from floordesk.core.cards import full_deck, parse_card
from floordesk.gui.wizards.widgets import TOUCH_PX, CardPicker
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
