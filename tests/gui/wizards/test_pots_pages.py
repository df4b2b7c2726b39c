"""The pot wizard in the window (rules 47, 48): a three-way all-in Omaha hi-lo hand from the table to a signed
incident and the stacks after it; cards and winners refused beside their fields; undo."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from floordesk.core.cards import parse_card
from floordesk.core.chips import Stack
from floordesk.core.flows.pots import PotLayer
from floordesk.core.ruling import RulingKind, recommend
from floordesk.gui.language import Languages
from floordesk.gui.wizards.pots_pages import PotLayersView
from floordesk.gui.wizards.widgets import ChipCountBox
from tests.gui.wizards.picking import press_card
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, press, sign

# Demo table, button seat 3. Ben (2) all in for 225, Dmitri (5) all in for 600, Elena (6) bets 600 with chips behind.
HAND = {2: {100: 2, 25: 1}, 5: {100: 6}, 6: {100: 6}}
STACKS = {2: {100: 2, 25: 1}, 5: {100: 6}, 6: {100: 10, 25: 5}}
BOARD = "2c 3d 7h Ks Qd"
# Ben: A-2-3-4-7 low; Dmitri: three kings, no low; Elena: three queens, no low.
CARDS = {2: "As 4s 9h 9c", 5: "Kh Kd 8s 8c", 6: "Qh Qc Jh Th"}


def put_in(session):
    """The hand dealt, the stacks of STACKS, and HAND's chips in the pot."""
    session = session.next_hand()
    for seat, counts in STACKS.items():
        for value in (25, 100, 500, 1000):
            if session.occupant(seat).stack.count(value) != counts.get(value, 0):
                session = session.set_count(seat, value, counts.get(value, 0))
    for seat, counts in HAND.items():
        for value, count in counts.items():
            session = session.bet(seat, value, count)
    return session


def open_pots(desk, qtbot):
    desk.window.ruling_actions[RulingKind.POTS].trigger()
    wizard = desk.window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    return wizard


def enter_cards(qtbot, wizard, cards=CARDS, board=BOARD):
    while wizard.current_step != "showdown":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    page.mode.choose("cards")
    page.card_fields["board"].setText(board)
    for seat, text in cards.items():
        page.card_fields[f"cards.{seat}"].setText(text)
    return page


def test_a_three_way_all_in_omaha_hi_lo_hand_from_the_table_to_the_incident_and_the_stacks(omaha, qtbot):
    desk = omaha
    before = desk.window.model.session(TABLE)
    assert before.is_all_in(2)
    assert before.is_all_in(5)
    assert desk.window.tabs.current_view.scene().seat_item(5).state.tag_text == "ALL IN"
    wizard = open_pots(desk, qtbot)
    hand_page = wizard.currentPage()
    assert hand_page.answers()["game"] == "omaha_hi_lo_8"  # the event's game
    assert hand_page.amounts[6].value() == 600
    assert hand_page.status(2) == "all_in"
    enter_cards(qtbot, wizard)
    next_page(qtbot, wizard)
    result = wizard.currentPage()
    assert result.layers_view.layer_texts() == [
        "Side 1 750 (seats 5, 6): seat 5 750 [high 5]",
        "Main pot 675 (seats 2, 5, 6): seat 2 325, seat 5 350 [high 5; low 2]",
    ]
    details = result.details.text()
    assert "Odd T25 to seat 5 (Dmitri Volkov): odd chip of the first split goes to the high half." in details
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.pages["signature"].page_problem.text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.kind, incident.rule) == ("pots", 47)
    assert sorted(p["seat"] for p in incident.parties) == [2, 5, 6]
    assert recommend(RulingKind.POTS, incident.inputs).result == incident.recommended
    after = desk.window.model.session(TABLE)
    assert after.occupant(2).stack == Stack({100: 3, 25: 1})
    assert after.occupant(5).stack == Stack({100: 11})
    assert after.occupant(6).stack == Stack({100: 4, 25: 5})
    assert not after.hand.pot
    assert after.chips_on_table() == before.chips_on_table()
    # One undo step takes the whole award back, chips and all.
    assert desk.window.undo_stack.undoText().startswith(f"Incident #{incident.number}: pot of 1,425")
    desk.window.undo_stack.undo()
    assert desk.window.model.session(TABLE) == before
    # Undo never touches the log: it offers the void, and the incident is kept when that is declined.
    qtbot.waitUntil(lambda: desk.window.rulings.void_dialog is not None)
    desk.window.rulings.void_dialog.reject()
    assert desk.store.incidents.get(incident.uid).number == incident.number


def test_a_duplicate_card_is_refused_beside_its_field(omaha, qtbot):
    wizard = open_pots(omaha, qtbot)
    page = enter_cards(qtbot, wizard, cards={**CARDS, 6: "Qh Qc As Th"})
    qtbot.waitUntil(lambda: not page._offer_pending)
    offered = set(page.picker.offered())
    assert parse_card("Kh") not in offered  # seat 5's
    assert parse_card("Ks") not in offered  # the board's
    assert parse_card("Ac") in offered
    press(qtbot, wizard)
    assert wizard.current_step == "showdown"
    assert page.problems["cards.6"].text() == "A♠ is already used (for seat 2)."
    assert page.problems["cards.6"].isVisible()


def state_winners(desk, qtbot, high: tuple[int, ...], low: tuple[int, ...]):
    """Open the pot wizard, state the main pot's high and low winners and go on; the wizard and the showdown page."""
    wizard = open_pots(desk, qtbot)
    while wizard.current_step != "showdown":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    page.mode.choose("stated")
    for half, seats in (("high", high), ("low", low)):
        for seat in seats:
            page.winners[0, half][seat].setChecked(True)
    press(qtbot, wizard)
    return wizard, page


def test_a_folded_winner_is_refused_beside_the_pot(omaha, qtbot):
    desk = omaha
    assert desk.window.operations.fold(TABLE, 6)
    wizard, page = state_winners(desk, qtbot, high=(6,), low=(2,))
    assert wizard.current_step == "showdown"
    assert page.problems["pots.0.high"].text() == "Seat 6 (Elena Garcia) folded and cannot win a pot."


def test_cards_picked_on_screen_fill_the_field_and_are_never_offered_again(omaha, qtbot):
    wizard = open_pots(omaha, qtbot)
    page = enter_cards(qtbot, wizard, cards={}, board="")
    for text in BOARD.split():
        press_card(qtbot, page.picker, text)
    assert page.card_fields["board"].text() == BOARD
    assert page._target == "cards.2"  # the board is full: the picker goes on to the first player
    qtbot.waitUntil(lambda: not page._offer_pending)
    offered = set(page.picker.offered())
    assert not {parse_card(text) for text in BOARD.split()} & offered
    assert len(offered) == 52 - 5


def test_the_side_panel_offers_award_and_settle_beside_next_hand(omaha, qtbot):
    window = omaha.window
    buttons = {button.text(): button for button in window.panel.findChildren(QToolButton)}
    settle, award = window.ruling_actions[RulingKind.POTS], window.award_pot_action
    triggered = []
    for action in (settle, award):
        # Only which action each button triggers is under test here, not the wizards they open.
        action.triggered.disconnect()
        action.triggered.connect(lambda _=False, a=action: triggered.append(a))
    buttons["Settle pot"].click()
    buttons["Award pot"].click()
    assert triggered == [settle, award]
    assert window.panel.pot_label.text() == "Pot: 1,425"


def deal_stud_hi_lo(desk) -> None:
    """The desk's event as stud hi-lo, the hand dealt, Ana (1), Ben (2) and Dmitri (5) 125 each in the pot."""
    model = desk.window.model
    model.apply_event(replace(model.current_event, game="stud_hi_lo_8"))

    def put_in(session):
        session = session.next_hand()
        for seat in (1, 2, 5):
            session = session.bet(seat, 25, 1).bet(seat, 100, 1)
        return session

    assert desk.window.operations.change(TABLE, "the hand", put_in)


@pytest.fixture
def stud_hi_lo(desk, signed_in):
    deal_stud_hi_lo(desk)
    return desk


def test_stated_stud_winners_tied_for_low_ask_for_the_tie_cards_beside_their_fields(stud_hi_lo, qtbot):
    """Stud hi-lo, 375 = 15 x T25: Ana wins high, Ben and Dmitri tie for low; the odd T25 of the low half
    goes by the high card by suit of their low hands, which must be given when the cards are gone."""
    wizard, page = state_winners(stud_hi_lo, qtbot, high=(1,), low=(2, 5))
    assert wizard.current_step == "showdown"
    assert "Ben Okafor ties for low" in page.problems["tie_cards.2.low"].text()
    assert "Dmitri Volkov ties for low" in page.problems["tie_cards.5.low"].text()
    # the field asks for what the rule means, not a "low card" read literally
    assert page.tie_fields[2, "low"].accessibleName() == "seat 2: low: the highest card by suit of his five-card low"
    assert "The odd chip is decided once the cards fit." in page.odd_chip_preview.text()
    page.tie_fields[2, "low"].setText("6c")
    page.tie_fields[5, "low"].setText("6c")
    assert page.odd_chip_preview.text() == "The odd chip is decided once the cards fit."  # one card, two players
    page.tie_fields[5, "low"].setText("6d")
    assert "Decided: " in page.odd_chip_preview.text()
    assert "seat 5" in page.odd_chip_preview.text()  # beside the cards, before anything is signed
    next_page(qtbot, wizard)
    result = wizard.currentPage()
    # high: ceil(15/2) = 8 units to Ana; low: 7 units, 4 to Dmitri (6♦ beats 6♣), 3 to Ben
    assert result.layers_view.layer_texts() == [
        "Main pot 375 (seats 1, 2, 5): seat 1 200, seat 2 75, seat 5 100 [high 1; low 2, 5]"
    ]


def test_a_stud_tie_card_already_seen_on_the_table_is_refused_beside_it_and_the_odd_chip_waits(stud_hi_lo, qtbot):
    """The cards are gone but some were seen: a tie-break card another player showed is refused beside the
    field as it is typed, and again on Next; the odd chip is shown only once the cards fit."""
    wizard = open_pots(stud_hi_lo, qtbot)
    while wizard.current_step != "showdown":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    page.card_fields["cards.1"].setText("6d 9s")  # typed before the supervisor learnt the rest are gone
    page.mode.choose("stated")
    assert page.seen_fields[1].text() == "6d 9s"  # what the wizard knows is kept as the cards seen
    page.winners[0, "high"][1].setChecked(True)
    for seat in (2, 5):
        page.winners[0, "low"][seat].setChecked(True)
    page.tie_fields[2, "low"].setText("6c")
    page.tie_fields[5, "low"].setText("6d")
    refusal = "6♦ is already on the table this hand: seat 1 (Ana Ribeiro) showed it."
    assert page.problems["tie_cards.5.low"].text() == refusal
    assert page.problems["tie_cards.5.low"].isVisibleTo(page)
    assert page.odd_chip_preview.text() == "The odd chip is decided once the cards fit."
    press(qtbot, wizard)
    assert wizard.current_step == "showdown"
    assert page.problems["tie_cards.5.low"].text() == refusal
    page.tie_fields[5, "low"].setText("6h")
    assert not page.problems["tie_cards.5.low"].isVisibleTo(page)
    assert "Decided: odd T25 to seat 5 (Dmitri Volkov): " in page.odd_chip_preview.text()
    assert page.odd_chip_preview.text().endswith("(6♥)")
    next_page(qtbot, wizard)
    assert wizard.current_step == "recommendation"


def test_the_pots_layers_are_said_in_the_language_spoken(qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    view = PotLayersView()
    side = PotLayer("side 1", 1500, 1, (5, 6), (6,), (), {6: 1500}, ())
    main = PotLayer("main", 2025, 0, (2, 5, 6), (5,), (2,), {2: 1000, 5: 1025}, ())
    view.layers = (main, side)
    assert view.layer_texts() == [
        "Side Pot 1 1.500 (Plätze 5, 6): Platz 6 1.500 [High 6]",
        "Main Pot 2.025 (Plätze 2, 5, 6): Platz 2 1.000, Platz 5 1.025 [High 5; Low 2]",
    ]


def test_in_german_what_each_player_put_in_is_a_chip_amount_in_german_grouping(omaha, qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    wizard = open_pots(omaha, qtbot)
    page, step = wizard.currentPage(), wizard.current_step
    put_in = page.amounts[6]
    assert isinstance(put_in, ChipCountBox)
    put_in.setValue(1500)
    assert put_in.text() == "1.500"
    put_in.setFocus()
    put_in.selectAll()
    qtbot.keyClicks(put_in, "1,5")  # not one and a half thousand chips: refused, the amount kept
    qtbot.keyClick(put_in, Qt.Key.Key_Return)
    assert (put_in.value(), wizard.current_step) == (1500, step)  # Enter did not go on with the amount put back
    assert page.problems["players.6"].text() == (
        "Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „1,5“ ist keine ganze Zahl."
    )


def test_in_german_the_tie_break_cards_and_the_odd_chip_they_decide_are_said_in_german(stud_hi_lo, qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    _wizard, page = state_winners(stud_hi_lo, qtbot, high=(1,), low=(2, 5))
    assert page.tie_fields[2, "low"].accessibleName() == (
        "Platz 2: Low: die höchste Karte nach Farbe seines Fünf-Karten-Low"
    )
    page.tie_fields[2, "low"].setText("6c")
    page.tie_fields[5, "low"].setText("6d")
    assert page.odd_chip_preview.text().splitlines()[-1] == (
        "Entschieden: übriger T25 an Platz 5 (Dmitri Volkov): der übrige Chip zwischen gleichwertigen Low-Händen geht "
        "an die höchste Karte nach Farbe der Low-Hand, Asse niedrig (6♦)"
    )
