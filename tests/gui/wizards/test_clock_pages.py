"""The clock wizard's pages (rule 49): the player and how long the action has been on him, times typed as
minutes:seconds, the live clock called, refused, shortened and run out (a fake ticker), the ruling recorded."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.core.flows.clock import ClockFlow
from floordesk.core.ruling import RulingKind, recommend
from floordesk.gui.wizards.clock_pages import shown_time, time_field, typed_time
from floordesk.store.errors import NotFoundError
from tests.core.flows.helpers import FakeTicker
from tests.gui.test_keyboard import key, ruled_by_keys, typed
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, sign, staff_of
from tests.gui.wizards.test_wizard import open_wizard


@pytest.mark.parametrize(
    ("typed", "read"),
    [("", 7), ("  ", 7), ("90", 90), ("1:30", 90), (" 2:05 ", 125), ("1.30", "1.30"), ("1:7x", "1:7x")],
)
def test_a_time_is_read_as_seconds_a_blank_as_the_default_and_anything_else_kept_as_typed(qtbot, typed, read):
    field = time_field("")
    qtbot.addWidget(field)
    field.setText(typed)
    assert typed_time(field, 7) == read


@pytest.mark.parametrize(("seconds", "shown"), [(90, "1:30"), (125.0, "2:05"), (None, ""), (True, ""), ("90", "")])
def test_only_a_number_of_seconds_is_shown_as_a_time(seconds, shown):
    assert shown_time(seconds) == shown


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


def test_a_clock_is_timed_called_and_ruled_by_keys_alone(desk, qtbot, signed_in, ticker):
    def answer(step: str) -> None:
        if step == "situation":
            typed(qtbot, "2:05")  # into the time on him, where the page puts the keyboard
        if step == "clock":
            key(qtbot, Qt.Key.Key_Space)  # Call the clock, which has the focus
            ticker.advance(20)
            key(qtbot, Qt.Key.Key_Space)  # Player acted, which the call gave the focus

    wizard = ruled_by_keys(desk, qtbot, "clock", answer)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.kind, incident.inputs["clock_requested_at_s"]) == ("clock", 125)
    assert incident.inputs["player_action_at_s"] == 145
    assert incident.recommended["outcome"] == "action_valid"
    assert [party["seat"] for party in incident.parties] == [2]


def test_a_clock_run_out_is_ruled_by_keys_alone(desk, qtbot, signed_in, ticker):
    def answer(step: str) -> None:
        if step == "situation":
            typed(qtbot, "2:10")
        if step == "clock":
            key(qtbot, Qt.Key.Key_Space)  # Call the clock; the focus goes to Player acted
            ticker.advance(71)
            desk.window.rulings.wizard.currentPage().countdown.refresh()  # the display's next frame: time is up

    wizard = ruled_by_keys(desk, qtbot, "clock", answer)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.inputs["clock_requested_at_s"], incident.inputs["player_action_at_s"]) == (130, None)
    assert incident.recommended["outcome"] == "hand_dead"
