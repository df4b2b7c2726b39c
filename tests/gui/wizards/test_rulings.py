"""A ruling from the table on screen to a signed incident and back: the window, the real incident log, the undo."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from floordesk.core.ruling import RulingKind, recommend
from floordesk.gui import app
from floordesk.gui.touch import TOUCH_PX
from floordesk.store.errors import NotFoundError
from floordesk.store.live_link import LiveLink
from floordesk.store.staff import Role
from tests.store.conftest import documented, queued_documents

TABLE = "Table 1"
# The demo table's odd T25 chips once whole T100s are changed: Ben 3, Dmitri 2, Elena 1, Grace 3, Hiro 2.
DEALT = {2: "As 2c 3c", 5: "Kd 4c", 6: "Qh", 8: "5c 6c 7c", 9: "8c 9c"}
SUPERVISOR_PIN, MANAGER_PIN, ADMIN_PIN = "1357", "8642", "2468"


@dataclass
class Staff:
    supervisor: str
    manager: str


def staff_of(desk) -> Staff:
    """An administrator, a supervisor and a manager in the desk's log; the supervisor is signed in.

    The administrator registers the event on screen in the log, as the window does when she signs in.
    """
    admin = desk.store.staff.create_first_administrator("Ada Admin", ADMIN_PIN)
    LiveLink(desk.store).sync(desk.window.model.current_event, admin)
    supervisor = desk.store.staff.add("Sam Super", Role.SUPERVISOR, SUPERVISOR_PIN, admin)
    manager = desk.store.staff.add("Mia Manager", Role.MANAGER, MANAGER_PIN, admin)
    desk.session.sign_in(supervisor, SUPERVISOR_PIN)
    return Staff(supervisor, manager)


def press(qtbot, wizard, key=Qt.Key.Key_Return) -> None:
    qtbot.keyClick(wizard, key)


def next_page(qtbot, wizard) -> None:
    before = wizard.current_step
    press(qtbot, wizard)
    assert wizard.current_step != before, wizard.currentPage().page_problem.text()


def open_race(desk, qtbot):
    desk.window.ruling_actions[RulingKind.CHIP_RACE].trigger()
    wizard = desk.window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    return wizard


def to_cards(qtbot, wizard) -> None:
    while wizard.current_step != "cards":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    qtbot.keyClick(page.mode.buttons[0], Qt.Key.Key_2)
    for seat, cards in DEALT.items():
        page.card_fields[seat].setText(cards)


def to_signature(qtbot, wizard) -> None:
    to_cards(qtbot, wizard)
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)


def sign(qtbot, wizard, pin: str) -> None:
    page = wizard.currentPage()
    qtbot.keyClicks(page.pin, pin)
    press(qtbot, wizard)


def stacks(desk) -> dict[int, dict[int, int]]:
    return {seat: dict(o.stack.counts) for seat, o in desk.window.model.session(TABLE).table.occupants.items()}


def test_the_chip_race_goes_from_the_table_to_one_signed_incident_and_the_table_changes(desk, qtbot, signed_in):
    before = stacks(desk)
    wizard = open_race(desk, qtbot)
    assert wizard.current_step == "situation"
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    page = wizard.pages["signature"]
    assert wizard.current_step == "result", (page.page_problem.text(), page.problems["pin"].text())
    recorded = wizard.flow.recorded
    result_page = wizard.currentPage()
    assert result_page.number.text() == f"Incident #{recorded.number} recorded"
    assert result_page.record_hash.text() == desk.store.record_hash(recorded.uid) != ""

    incident = desk.store.incidents.get(recorded.uid)
    assert (incident.kind, incident.rule, incident.table) == ("chip-race", 46, TABLE)
    assert incident.decided_by == "Sam Super"
    assert not incident.departs
    assert sorted(p["seat"] for p in incident.parties) == [1, 2, 3, 5, 6, 7, 8, 9]  # every stack is in the race
    replayed = recommend(RulingKind.CHIP_RACE, incident.inputs)
    assert replayed.result == incident.recommended
    assert incident.inputs["players"][1]["race_cards"] == ["As", "2c", "3c"]

    after = stacks(desk)
    names = {seat: o.player.name for seat, o in desk.window.model.session(TABLE).table.occupants.items()}
    on_screen = {names[seat]: {str(v): c for v, c in counts.items()} for seat, counts in after.items()}
    assert on_screen == incident.recommended["stacks_after"]
    assert after[3] == before[3]  # Chen has no T25: unchanged
    assert after[2][100] == before[2][100] + 2  # Ben: one T100 straight, and the ace of spades wins one
    assert all(25 not in counts for counts in after.values())
    chip_set = desk.window.model.current_event.chip_set
    assert 25 not in chip_set.in_play_values()
    assert desk.window.undo_stack.undoText() == f"Incident #{recorded.number}: chip race, T25 coloured up at {TABLE}"
    assert desk.store.drafts.pending() == []
    press(qtbot, wizard)  # Done
    assert not wizard.isVisible()


def test_a_wrong_pin_is_refused_and_nothing_is_written(desk, qtbot, signed_in):
    before = stacks(desk)
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, "0000")
    assert wizard.current_step == "signature"
    assert "That is not Sam Super's PIN" in wizard.currentPage().problems["pin"].text()
    with pytest.raises(NotFoundError):
        desk.store.incidents.get("#1")
    assert stacks(desk) == before
    assert desk.window.undo_stack.count() == 0
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result"


def test_a_departure_without_a_reason_is_refused_before_any_signature(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_cards(qtbot, wizard)
    while wizard.current_step != "decision":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    qtbot.keyClick(page.choice.buttons[0], Qt.Key.Key_2)
    page.outcome.spin("Ben Okafor", 100).setValue(page.outcome.spin("Ben Okafor", 100).value() + 1)
    press(qtbot, wizard)
    assert wizard.current_step == "decision"
    assert "Is required" in page.problems["reason"].text()
    page.reason.setPlainText("Ben's ace was exposed before the deal: he keeps a chip for the dealer's error")
    next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert incident.departs
    assert incident.departure_reason.startswith("Ben's ace was exposed")
    ben = desk.window.model.session(TABLE).occupant(2).stack
    assert {str(v): c for v, c in ben.counts.items()} == incident.decision["stacks_after"]["Ben Okafor"]


def crash_in_a_race(open_desk, qtbot):
    """A window whose chip race reaches the recommendation with dealt cards, then dies (no Cancel)."""
    first = open_desk()
    first.window.show()
    staff = staff_of(first)
    wizard = open_race(first, qtbot)
    to_cards(qtbot, wizard)
    next_page(qtbot, wizard)  # cards accepted: the draft holds them
    assert wizard.current_step == "recommendation"
    wizard.hide()  # the process dies here: nothing discarded
    assert len(first.store.drafts.pending()) == 1
    return staff, wizard


def test_a_ruling_in_progress_survives_a_crash_and_is_offered_in_the_next_window(open_desk, qtbot):
    staff, wizard = crash_in_a_race(open_desk, qtbot)
    recommended = wizard.flow.recommendation().result
    second = open_desk()
    second.window.show()
    assert second.window.rulings.draft_offer is None
    second.session.sign_in(staff.supervisor, SUPERVISOR_PIN)
    offer = second.window.rulings.draft_offer
    assert offer is not None
    assert offer.isVisible()
    assert "chip race ruling at Table 1 was not finished" in offer.text()
    assert [button.height() >= TOUCH_PX for button in offer.buttons()] == [True, True]
    resume = next(b for b in offer.buttons() if "Resume" in b.text())
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    resumed = second.window.rulings.wizard
    assert resumed is not None
    assert resumed.current_step == "recommendation"
    assert resumed.flow.draft_id == wizard.flow.draft_id
    assert resumed.flow.recommendation().result == recommended
    alt_back = resumed.button(resumed.WizardButton.BackButton)
    assert alt_back.isEnabled()  # resumed page by page: Back still works
    while resumed.current_step != "signature":
        next_page(qtbot, resumed)
    sign(qtbot, resumed, SUPERVISOR_PIN)
    assert resumed.current_step == "result"
    assert second.store.drafts.pending() == []


def test_a_draft_can_be_discarded_instead(open_desk, qtbot):
    staff, _wizard = crash_in_a_race(open_desk, qtbot)
    second = open_desk()
    second.session.sign_in(staff.supervisor, SUPERVISOR_PIN)
    offer = second.window.rulings.draft_offer
    qtbot.mouseClick(next(b for b in offer.buttons() if "Discard" in b.text()), Qt.MouseButton.LeftButton)
    assert second.store.drafts.pending() == []
    assert second.window.rulings.wizard is None


def test_the_result_page_prints_the_recorded_incident_with_its_proof(desk, qtbot, signed_in):
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    from floordesk.reports import gather, proof

    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    recorded = wizard.flow.recorded
    wizard.currentPage().print_button.click()
    preview = wizard.findChild(QPrintPreviewDialog)
    qtbot.waitUntil(preview.isVisible)
    assert f"#{recorded.number}" in preview.windowTitle()
    document = gather.incident_document(desk.store, recorded.uid)
    assert document.proof == proof.proof_of(desk.store.connection, recorded.uid)
    preview.reject()


def test_undoing_a_ruled_change_leaves_the_log_alone_and_offers_the_void(desk, qtbot, signed_in, ruled):
    desk.window.undo_stack.undo()
    assert 25 in desk.window.model.current_event.chip_set.in_play_values()
    assert any(25 in counts for counts in stacks(desk).values())
    assert not desk.store.incidents.get(ruled.uid).voided
    qtbot.waitUntil(lambda: desk.window.rulings.void_dialog is not None and desk.window.rulings.void_dialog.isVisible())
    dialog = desk.window.rulings.void_dialog
    assert dialog.windowTitle() == f"Void incident #{ruled.number}?"
    dialog.reason.setPlainText("The colour-up was announced for the next break, not this one")
    dialog.by.setCurrentIndex(dialog.by.findData(signed_in.manager))
    dialog.by_pin.setText("9999")
    dialog.second.setCurrentIndex(dialog.second.findData(signed_in.supervisor))
    dialog.second_pin.setText(SUPERVISOR_PIN)
    qtbot.mouseClick(dialog.void_button, Qt.MouseButton.LeftButton)
    assert "not Mia Manager's PIN" in dialog.by_problem.text()
    assert not desk.store.incidents.get(ruled.uid).voided
    dialog.by_pin.setText(MANAGER_PIN)
    dialog.second_pin.setText(SUPERVISOR_PIN)
    qtbot.mouseClick(dialog.void_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    incident = desk.store.incidents.get(ruled.uid)
    assert incident.voided
    assert incident.amendments[-1].reason.startswith("The colour-up was announced")
    # A voided ruling's change is not redone.
    desk.window.undo_stack.redo()
    assert 25 in desk.window.model.current_event.chip_set.in_play_values()
    assert desk.window.undo_stack.count() == 0


def test_keeping_the_incident_after_an_undo_and_redoing_the_change(desk, qtbot, signed_in, ruled):
    ruled_stacks = stacks(desk)
    desk.window.undo_stack.undo()
    qtbot.waitUntil(lambda: desk.window.rulings.void_dialog is not None and desk.window.rulings.void_dialog.isVisible())
    qtbot.mouseClick(desk.window.rulings.void_dialog.keep_button, Qt.MouseButton.LeftButton)
    assert not desk.store.incidents.get(ruled.uid).voided
    desk.window.undo_stack.redo()
    assert stacks(desk) == ruled_stacks
    assert 25 not in desk.window.model.current_event.chip_set.in_play_values()


def test_the_seat_menu_offers_the_rulings_that_concern_its_player(desk, qtbot, signed_in):
    view = desk.window.table_view
    menu = view.seat_menu(2)
    rulings = next(a.menu() for a in menu.actions() if a.menu() is not None and a.text() == "&Rulings")
    entries = [a.text() for a in rulings.actions()]
    assert entries == [
        "&Colour-up and chip race…",
        "Chips &found after a race…",
        "&Settle pot (side pots, split, odd chips)…",
        "Call the c&lock…",
        "",
        "&Misdeal: deal this hand again",
    ]
    rulings.actions()[1].trigger()
    wizard = desk.window.rulings.wizard
    assert wizard.flow.kind is RulingKind.FOUND_CHIPS
    assert wizard.flow.answers("situation")["seat"] == 2


def test_no_ruling_without_a_signed_in_member(desk):
    desk.window.ruling_actions[RulingKind.CHIP_RACE].trigger()
    assert desk.window.rulings.wizard is None
    assert "Sign in first" in desk.window.statusBar().currentMessage()


def test_a_table_changed_while_the_ruling_was_open_is_not_signed(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    desk.window.operations.set_count(TABLE, 1, 100, 30)  # something changed the table behind the wizard
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "signature"
    assert wizard.currentPage().page_problem.text().startswith("The table changed while the ruling was open")
    with pytest.raises(NotFoundError):
        desk.store.incidents.get("#1")
    assert desk.window.model.session(TABLE).occupant(1).stack.count(100) == 30


def test_the_ruled_table_and_chip_set_are_there_after_a_restart(open_desk, qtbot):
    first = open_desk()
    first.window.show()
    staff_of(first)
    wizard = open_race(first, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    ruled = stacks(first)
    first.close()  # a restart: what the window saves a moment after a change is written as it closes
    second = open_desk()
    assert stacks(second) == ruled
    assert 25 not in second.window.model.current_event.chip_set.in_play_values()
    assert 25 in {d.value for d in second.window.model.current_event.chip_set.denominations}  # kept, out of play


def test_a_signed_rulings_search_document_waits_for_the_answer_on_screen_then_is_made(desk, qtbot, monkeypatch):
    monkeypatch.setattr(app, "DOCUMENT_AFTER_MS", 60_000)  # read when a ruling is signed: none made in this test
    staff_of(desk)
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result"
    assert queued_documents(desk.store) == [
        wizard.flow.recorded.uid
    ]  # queued with the record, not made in the Sign's write


def test_a_signed_rulings_search_document_is_made_by_the_event_loop_without_a_search(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    recorded = wizard.flow.recorded
    qtbot.waitUntil(lambda: queued_documents(desk.store) == [])
    assert documented(desk.store, recorded.uid)
