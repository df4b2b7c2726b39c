"""Retranslating the window on a switch of language: texts made from an entry with placeholders are made again
with their values, and what was built in the old language (the side panel's group boxes) is said in the new one."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QGroupBox, QMenu, QToolBar

from floordesk import RULES_EDITION, RULES_SHORT_NAME
from floordesk.gui.retranslation import PLACEHOLDER, MadeTexts, entries_between, pattern_of, told_by_its_words
from floordesk.i18n import ENGLISH, catalogue


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


@pytest.mark.parametrize(("old", "new"), [(ENGLISH, "de"), ("de", "es"), ("pt_BR", ENGLISH), ("fr", "pt_BR")])
def test_a_made_text_is_told_by_the_first_entry_in_the_catalogues_order_whose_pattern_takes_it(old, new):
    """Against every entry's pattern tried in turn, as a switch did before texts were found by their fixed parts: each
    entry's text made with values (which may themselves look like another entry's words), and texts made from none."""
    entries = entries_between(catalogue(old), catalogue(new))
    told = [(shown, entry) for shown, entry in entries.items() if told_by_its_words(shown)]
    made = MadeTexts(entries)
    values = itertools.cycle(["7", "Table 3", "Ana Ribeiro", "{x}", " ", "rule 49: 2 minutes"])
    texts = [PLACEHOLDER.sub(lambda _placeholder: next(values), shown) for shown, _entry in told]
    texts += [shown for shown, _entry in told] + ["", "7", "Table", "no such text", *list(entries)[:50]]
    assert len(told) > 500
    for text in texts:
        expected = next(
            ((entry, found.groupdict()) for shown, entry in told if (found := pattern_of(shown).fullmatch(text))), None
        )
        assert made.match(text) == expected, text


def _menus_and_toolbar(desk) -> list[str]:
    """The texts of the menu bar's menus and actions, and of the toolbars' buttons."""
    texts = []
    for action in desk.window.menuBar().actions():
        texts.append(action.text())
        menu = action.menu()
        texts += [] if menu is None else [each.text() for each in menu.actions()]
    for toolbar in desk.window.findChildren(QToolBar):
        texts += [action.iconText() for action in toolbar.actions()]
    return texts


@pytest.mark.parametrize(("first", "then"), [("de", "es"), ("de", "fr"), ("fr", "de"), ("pt_BR", "es")])
def test_a_window_switched_to_a_language_reads_as_one_started_in_it(open_desk, first, then):
    """German writes the toolbar's "Button" and the dealer's "button" of a sentence alike: each is told by its case."""
    switched = open_desk(language=first)
    switched.window.show()
    names = {"de": "Deutsch", "es": "Español", "fr": "Français", "pt_BR": "Português (Brasil)"}
    language_actions(switched)[names[then]].trigger()
    started = open_desk(language=then)
    started.window.show()
    assert _menus_and_toolbar(switched) == _menus_and_toolbar(started)
