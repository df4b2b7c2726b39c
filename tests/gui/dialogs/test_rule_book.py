"""The rule book window: the source, then every rule 44 to 52 quoted with its number in bold, rule 52 (a
reconstruction) set apart in italics, the text escaped; links never followed."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floordesk import RULES_SHORT_NAME
from floordesk.gui.dialogs.rule_book import RuleBookDialog, rule_book_html
from floordesk.resources import RULE_NUMBERS, rule_text
from tests.gui.test_keyboard import focused, key, tab_to, with_the_keyboard


def test_every_rule_is_quoted_in_order_with_its_number_in_bold():
    html = rule_book_html()
    places = [html.index(f"<b>{number}.</b> ") for number in RULE_NUMBERS]
    assert places == sorted(places)
    assert list(RULE_NUMBERS) == list(range(44, 53))


def test_only_the_reconstructed_rule_is_set_apart_in_italics():
    html = rule_book_html()
    assert html.count("<hr>") == 1
    after = html[html.index("<hr>") :]
    assert "<b>52.</b>" in after
    assert re.findall(r"<i>.*?</i>", html, re.S)
    assert "<i>" not in html[: html.index("<hr>")]


def test_the_rule_text_is_escaped_and_whole():
    html = rule_book_html()
    for number in RULE_NUMBERS:
        for paragraph in rule_text(number).split("\n\n"):
            assert escape(paragraph.removeprefix(f"{number}. ")) in html


def test_the_window_shows_the_book_and_follows_no_link(qtbot: QtBot):
    dialog = RuleBookDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"Rule book: {RULES_SHORT_NAME}, Section VI"
    assert not dialog.browser.openLinks()
    shown = dialog.browser.toPlainText()
    assert all(f"{number}. " in shown for number in RULE_NUMBERS)
    assert not dialog.isModal()


def test_the_book_is_read_and_closed_by_keys_alone(qtbot: QtBot):
    book = RuleBookDialog()
    qtbot.addWidget(book)
    with_the_keyboard(qtbot, book)
    tab_to(qtbot, lambda: focused() is book.browser)
    scroll = book.browser.verticalScrollBar()
    key(qtbot, Qt.Key.Key_PageDown)
    assert scroll.value() > 0  # read on down the rules
    key(qtbot, Qt.Key.Key_Escape)
    assert not book.isVisible()
