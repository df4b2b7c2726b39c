"""Pressing a card on the on-screen card picker, as a finger or the mouse does."""

from __future__ import annotations

from PySide6.QtCore import Qt

from floordesk.core.cards import parse_card
from floordesk.gui.wizards.widgets import CardPicker


def press_card(qtbot, picker: CardPicker, text: str) -> None:
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(parse_card(text)).center())
