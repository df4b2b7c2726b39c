"""The dead-button wizard's pages (rule 50): the table since the last hand, the preview of the coming hands, and a
decision that places the markers elsewhere; signing moves them on the table."""

from __future__ import annotations

from PySide6.QtCore import Qt

from floordesk.core.ruling import RulingKind
from floordesk.core.table import Markers
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, sign
from tests.gui.wizards.test_wizard import open_wizard


def deal(desk) -> None:
    assert desk.window.operations.next_hand(TABLE)


def test_the_button_preview_shows_the_next_hand_and_signing_moves_the_markers(desk, qtbot, signed_in):
    deal(desk)
    before = desk.window.model.session(TABLE)
    wizard = open_wizard(desk, qtbot, RulingKind.BUTTON)
    assert "Nobody has gone since" in wizard.currentPage().table_text.text()
    while wizard.current_step != "recommendation":
        next_page(qtbot, wizard)
    preview = wizard.currentPage().preview
    expected = before.next_markers()
    assert preview.item(0, 1).text().startswith(f"Seat {expected.button_seat}:")
    assert preview.item(0, 3).text().startswith(f"Seat {expected.big_blind_seat}:")
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.kind, incident.rule) == ("button", 50)
    after = desk.window.model.session(TABLE)
    assert after.table.markers == expected
    assert after.hand.number == before.hand.number + 1


def test_a_disputed_hand_is_ruled_elsewhere_and_undo_offers_the_void(desk, qtbot, signed_in):
    deal(desk)
    before = desk.window.model.session(TABLE)
    wizard = open_wizard(desk, qtbot, RulingKind.BUTTON)
    while wizard.current_step != "decision":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    qtbot.keyClick(page.choice.buttons[0], Qt.Key.Key_2)
    button, small_blind, big_blind = before.hand.blinds  # the dealer is told to keep last hand's markers
    for name, seat in (("button", button), ("small_blind", small_blind), ("big_blind", big_blind)):
        combo = page.marker_seats[name]
        combo.setCurrentIndex(combo.findData(seat))
    page.reason.setPlainText("The hand was a misdeal: it is dealt again with the same markers")
    next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert incident.departs
    decided = incident.decision["next_hands"][0]
    assert (decided["button_seat"], decided["sb_seat"], decided["bb_seat"]) == (button, small_blind, big_blind)
    assert desk.window.model.session(TABLE).table.markers == Markers(button, small_blind, big_blind)
    wizard.accept()
    assert desk.window.undo_stack.undoText().startswith(f"Incident #{incident.number}: next hand at {TABLE}")
    dealt_and_ruled = desk.window.undo_stack.count()
    desk.window.undo_stack.undo()  # one step takes the whole ruled hand back
    assert desk.window.undo_stack.index() == dealt_and_ruled - 1
    assert desk.window.model.session(TABLE) == before
    qtbot.waitUntil(lambda: desk.window.rulings.void_dialog is not None and desk.window.rulings.void_dialog.isVisible())
    assert desk.window.rulings.void_dialog.windowTitle() == f"Void incident #{incident.number}?"


def test_preview_next_hand_sits_beside_next_hand_and_the_seat_menu_has_no_button_ruling(desk, qtbot, signed_in):
    menu = desk.window.next_hand_action.parent()
    texts = [a.text() for a in menu.actions()]
    assert texts.index("&Preview next hand…") == texts.index("&Next hand") + 1
    deal(desk)
    desk.window.preview_hand_action.trigger()
    assert desk.window.rulings.wizard.flow.kind is RulingKind.BUTTON
    desk.window.rulings.wizard.reject()
    seat_menu = desk.window.table_view.seat_menu(2)
    rulings = next(a.menu() for a in seat_menu.actions() if a.menu() is not None and a.text() == "&Rulings")
    assert "&Button and blinds for the next hand…" not in [a.text() for a in rulings.actions()]
