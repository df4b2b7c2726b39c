"""Retranslating the window on a switch of language: texts made from an entry with placeholders are made again
with their values, and what was built in the old language (the side panel's group boxes) is said in the new one."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QMenu

from floordesk import RULES_EDITION, RULES_SHORT_NAME


def language_actions(desk):
    return {action.text(): action for action in desk.window.findChild(QMenu, "LanguageMenu").actions()}


def test_texts_made_from_placeholders_are_made_again_in_the_new_language(open_desk):
    desk = open_desk()
    desk.window.show()
    rules = desk.window.rules_label  # the edition's short name alone; the sentence is its tooltip
    assert rules.toolTip() == f"Rules: FloorDesk follows the {RULES_EDITION}"
    language_actions(desk)["Deutsch"].trigger()
    assert rules.toolTip() == f"Regeln: FloorDesk folgt den {RULES_EDITION}"
    language_actions(desk)["Español"].trigger()
    assert rules.toolTip() == f"Reglas: FloorDesk sigue las {RULES_EDITION}"
    assert rules.text() == RULES_SHORT_NAME
    titles = {box.title() for box in desk.window.panel.findChildren(QGroupBox)}
    assert "Bandeja de fichas" in titles  # the side panel, built in English, retranslated on the spot
    assert "Chip rack" not in titles
