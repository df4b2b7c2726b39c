"""The clock (rule 49) and dead-button (rule 50) wizards from the table to the saved incident (fake ticker)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.core.flows.clock import ClockFlow
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table import Markers
from floordesk.store.errors import NotFoundError
from tests.core.flows.helpers import FakeTicker
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, sign, staff_of


@pytest.fixture
def ticker(monkeypatch) -> FakeTicker:
    fake = FakeTicker()
    monkeypatch.setattr(ClockFlow, "default_ticker", fake)
    return fake


@pytest.fixture
def signed_in(desk):
    return staff_of(desk)


def open_wizard(desk, qtbot, kind: RulingKind):
    desk.window.ruling_actions[kind].trigger()
    wizard = desk.window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    return wizard


def to_clock_page(desk, qtbot, elapsed_s: int, seat: int = 2):
    wizard = open_wizard(desk, qtbot, RulingKind.CLOCK)
    page = wizard.currentPage()
    page.seat.setCurrentIndex(page.seat.findData(seat))
    page.elapsed.setText(str(elapsed_s))
    while wizard.current_step != "clock":
        next_page(qtbot, wizard)
    return wizard, wizard.currentPage()


def no_incident(desk) -> None:
    with pytest.raises(NotFoundError):
        desk.store.incidents.get("#1")


def test_a_clock_called_too_early_is_refused_with_the_moment_and_nothing_is_recorded(desk, qtbot, signed_in, ticker):
    wizard, page = to_clock_page(desk, qtbot, elapsed_s=30)
    ticker.advance(10)
    assert page.countdown.refresh().phase is None
    assert page.countdown.digits.text() == "0:40"  # the action has been on him for 40 s
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    said = page.problems["requested_at_s"].text()
    assert "may be called at 2:00 after the action reached the player; the action has been on him for 0:40" in said
    assert wizard.flow.clock is None
    assert page.call_button.isEnabled()
    qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert wizard.current_step == "clock"
    wizard.reject()
    no_incident(desk)
    assert desk.window.undo_stack.count() == 0


def test_an_expired_clock_makes_the_hand_dead_and_is_recorded(desk, qtbot, signed_in, ticker):
    wizard, page = to_clock_page(desk, qtbot, elapsed_s=125, seat=5)
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    assert page.countdown.digits.text() == "1:00"
    assert page.countdown.acted_button.isEnabled()
    full = page.show_full_screen()
    assert full.isFullScreen() or full.isVisible()
    ticker.advance(30.05)
    page.countdown.refresh()
    assert page.countdown.digits.text() == "0:30"
    qtbot.keyClick(wizard, Qt.Key.Key_Return)  # still running: refused
    assert wizard.current_step == "clock"
    assert "still running" in page.problems["player_action_at_s"].text()
    ticker.advance(32.45)  # 2.5 s into the ten-second count
    assert page.countdown.refresh().phase.value == "countdown"
    assert page.countdown.digits.text() == "7.5"
    assert page.countdown.digits.property("warning") is True
    assert full.view.refresh().phase_left_s == pytest.approx(7.5)
    assert full.view.digits.text() == "7.5"
    with qtbot.waitSignal(page.countdown.expired, timeout=1000):
        ticker.advance(8)
        page.countdown.refresh()
    assert page.countdown.digits.text() == "TIME"
    assert not page.countdown.acted_button.isEnabled()
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    assert not full.isVisible()  # the table's display closes once the clock is ruled on
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.currentPage().problems["pin"].text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.kind, incident.rule, incident.table) == ("clock", 49, TABLE)
    assert incident.recommended["outcome"] == "hand_dead"
    assert [p["seat"] for p in incident.parties] == [5]
    assert recommend(RulingKind.CLOCK, incident.inputs).result == incident.recommended
    assert incident.inputs["clock_requested_at_s"] == 125
    assert desk.window.undo_stack.undoText().startswith(f"Incident #{incident.number}: clock on ")


def test_the_full_screen_clock_counts_to_time_and_says_the_hand_is_dead(desk, qtbot, signed_in, ticker):
    _wizard, page = to_clock_page(desk, qtbot, elapsed_s=125, seat=5)
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    full = page.show_full_screen()
    full.view.stop()  # the table's display follows the page's frames, whatever its own timer does
    ticker.advance(69.95)
    page.countdown.refresh()
    assert full.view.digits.text() == "0.1"
    ticker.advance(0.1)
    page.countdown.refresh()
    assert full.view.digits.text() == "TIME"
    assert full.view.caption.text() == "Time is up: the hand is dead"
    assert page.countdown.caption.text() == "Time is up: the hand is dead"
    assert not full.view.acted_button.isEnabled()
    assert not full.view.shorten_button.isEnabled()


def test_stalling_shortens_the_clock_and_the_window_says_to_give_the_penalty(desk, qtbot, signed_in, ticker):
    wizard, page = to_clock_page(desk, qtbot, elapsed_s=130)
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    ticker.advance(15)
    qtbot.mouseClick(page.countdown.shorten_button, Qt.MouseButton.LeftButton)
    assert page.countdown.digits.text() == "10.0"
    assert "shortened for stalling" in page.status.text()
    ticker.advance(4)
    qtbot.mouseClick(page.countdown.acted_button, Qt.MouseButton.LeftButton)
    assert page.countdown.caption.text() == "Player acted"
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert incident.recommended["outcome"] == "action_valid"
    assert incident.recommended["refer_for_penalty_rule"] == 52
    assert incident.inputs["config"]["supervisor_shortened_clock_s"] == 15
    qtbot.keyClick(wizard, Qt.Key.Key_Return)  # Done: the stalling penalty's wizard opens next, on his seat
    qtbot.waitUntil(lambda: desk.window.rulings.wizard is not None and desk.window.rulings.wizard is not wizard)
    follow_up = desk.window.rulings.wizard
    assert follow_up.flow.kind is RulingKind.PENALTY
    assert follow_up.flow.seat == wizard.flow.parties()[0]
    situation = follow_up.currentPage()
    on_the_clock = wizard.flow.parties()[0]
    assert (situation.seat.currentData(), situation.offence.currentData()) == (on_the_clock, "stalling")


def test_on_him_for_reads_minutes_and_seconds_and_refuses_anything_else_beside_the_field(
    desk, qtbot, signed_in, ticker
):
    wizard = open_wizard(desk, qtbot, RulingKind.CLOCK)
    page = wizard.currentPage()
    page.elapsed.setText("1.30")
    qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert wizard.current_step == "situation"
    assert "minutes:seconds (1:30) or seconds (90)" in page.problems["elapsed_s"].text()
    assert page.elapsed.text() == "1.30"  # what was typed stays
    page.elapsed.setText("1:30")
    while wizard.current_step != "clock":
        next_page(qtbot, wizard)
    clock_page = wizard.currentPage()
    qtbot.mouseClick(clock_page.call_button, Qt.MouseButton.LeftButton)
    assert wizard.flow.clock is None  # 90 s: refused (it was read as 130 s and granted)
    assert "has been on him for 1:30" in clock_page.problems["requested_at_s"].text()


def test_a_clock_ruled_after_the_fact_from_noted_times_is_recorded(desk, qtbot, signed_in, ticker):
    wizard = open_wizard(desk, qtbot, RulingKind.CLOCK)
    page = wizard.currentPage()
    page.after_the_fact.setChecked(True)
    page.called_at.setText("2:10")
    page.acted_at.setText("3:15")
    while wizard.current_step != "clock":
        next_page(qtbot, wizard)
    clock_page = wizard.currentPage()
    assert not clock_page.call_button.isVisible()
    assert "called at 2:10; he acted at 3:15" in clock_page.status.text()
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.inputs["clock_requested_at_s"], incident.inputs["player_action_at_s"]) == (130, 195)
    assert incident.recommended["outcome"] == "action_valid"


def test_stalling_shortens_the_clock_to_the_period_chosen(desk, qtbot, signed_in, ticker):
    wizard, page = to_clock_page(desk, qtbot, elapsed_s=130)
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    ticker.advance(10)
    page.shorten_to.setText("0:30")
    qtbot.mouseClick(page.countdown.shorten_button, Qt.MouseButton.LeftButton)
    assert wizard.flow.clock.main_period_s == 30
    assert page.countdown.digits.text() == "0:20"
    assert "shortened for stalling to 0:30" in page.status.text()
    assert "Clock granted at 2:10" in page.status.text()


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


def test_the_clock_from_a_seats_menu_is_on_that_player(desk, qtbot, signed_in, ticker):
    seat_menu = desk.window.table_view.seat_menu(6)
    rulings = next(a.menu() for a in seat_menu.actions() if a.menu() is not None and a.text() == "&Rulings")
    next(a for a in rulings.actions() if a.text() == "Call the c&lock…").trigger()
    wizard = desk.window.rulings.wizard
    assert wizard.flow.kind is RulingKind.CLOCK
    assert wizard.currentPage().seat.currentData() == 6


def test_a_clock_left_running_by_a_crash_resumes_live_in_the_next_window(open_desk, qtbot, ticker, monkeypatch):
    wall = FakeTicker(start=1_764_590_000.0)
    monkeypatch.setattr(ClockFlow, "default_wall", wall)
    first = open_desk()
    first.window.show()
    staff = staff_of(first)
    wizard, page = to_clock_page(first, qtbot, elapsed_s=125)
    qtbot.mouseClick(page.call_button, Qt.MouseButton.LeftButton)
    assert len(first.store.drafts.pending()) == 1  # kept as soon as the clock is called
    ticker.advance(10)
    wall.advance(10)
    wizard.hide()  # the window dies 10 s into the clock
    wall.advance(20)  # and the next one is up 20 s later
    ticker.advance(20)
    second = open_desk()
    second.window.show()
    second.session.sign_in(staff.supervisor, SUPERVISOR_PIN)
    offer = second.window.rulings.draft_offer
    resume = next(b for b in offer.buttons() if "Resume" in b.text())
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    resumed = second.window.rulings.wizard
    assert resumed.current_step == "clock"
    page = resumed.currentPage()
    assert page.countdown.refresh().is_running
    assert page.countdown.digits.text() == "0:30"  # 30 s into the minute
    assert not page.call_button.isEnabled()
    assert page.countdown.acted_button.isEnabled()
    ticker.advance(1)
    assert page.countdown.refresh().phase_left_s == pytest.approx(29)
    qtbot.mouseClick(page.countdown.acted_button, Qt.MouseButton.LeftButton)
    next_page(qtbot, resumed)
    assert resumed.flow.recommendation().result["outcome"] == "action_valid"
