"""The Tournament Director's overrule (rule 44) and an event cancelled or altered (rule 45), from the window's menus."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QComboBox

from floordesk.core.chips import Stack
from floordesk.core.flows.event_change import EventAction
from floordesk.gui.operations.hand_over import OverruleAsk
from floordesk.gui.touch import TOUCH_PX
from floordesk.store.staff import Role
from tests.gui.wizards.test_pots_pages import enter_cards, open_pots
from tests.gui.wizards.test_rulings import (
    ADMIN_PIN,
    SUPERVISOR_PIN,
    TABLE,
    next_page,
    sign,
    stacks,
    staff_of,
)

TD_PIN = "9753"


def sign_in_as_director(desk) -> None:
    admin = desk.store.staff.sign_in(desk.store.staff.find("Ada Admin")[0].uid, ADMIN_PIN)
    director = desk.store.staff.add("Tom Director", Role.TOURNAMENT_DIRECTOR, TD_PIN, admin)
    desk.session.sign_in(director, TD_PIN)


def message(desk) -> str:
    return desk.window.statusBar().currentMessage()


def test_an_overrule_is_refused_to_a_supervisor_saying_who_may(desk, race):
    assert desk.window.rulings.start_overrule(str(race.number)) is None
    assert "only a Tournament Director may overrule a floor decision" in message(desk)
    assert desk.store.incidents.get(race.uid).amendments == []


def test_a_tournament_director_overrules_and_the_table_follows(desk, qtbot, race):
    sign_in_as_director(desk)
    # from the Rulings menu, by the incident's number
    desk.window.overrule_action.trigger()
    _answer_number(desk, race.number)
    dialog = desk.window.rulings.overrule_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Overrule incident #1"
    assert dialog.decision_form.form.decision(dialog.decision_form.values()) == race.decision  # opens as in force
    assert "chip race" in dialog.rule.toPlainText().lower()
    new = swapped(dialog, race)
    dialog.submit()  # no reason, no PIN
    assert dialog.problems["pin"].text() == "enter your PIN to sign"
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert "is required" in dialog.problems["reason"].text()
    dialog.reason.setText("the race card was dealt to the wrong seat")
    dialog.pin.setText("0000")
    dialog.submit()
    assert "not Tom Director's PIN" in dialog.problems["pin"].text()
    assert desk.store.incidents.get(race.uid).amendments == []
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    after = desk.store.incidents.get(race.uid)
    assert after.overruled
    assert after.decision["stacks_after"] == new["stacks_after"]
    assert after.original_decision == race.decision  # the log keeps both
    assert after.amendments[0].reason == "the race card was dealt to the wrong seat"
    on_screen = stacks(desk)
    assert {str(v): c for v, c in on_screen[2].items()} == new["stacks_after"][BEN]
    assert {str(v): c for v, c in on_screen[3].items()} == new["stacks_after"][CHEN]
    assert desk.window.undo_stack.undoText() == "Incident #1 overruled"
    assert message(desk).startswith("Incident #1 overruled.")


BEN, CHEN = "Ben Okafor", "Chen Wei"


def swapped(dialog, race) -> dict:
    """Ben's and Chen's stacks after the race swapped in the dialog's form; returns the decision it now says."""
    form = dialog.decision_form
    assert isinstance(form.widgets["race"], QComboBox)
    for value, count in race.decision["stacks_after"][CHEN].items():
        form.widgets[f"stacks_after.{BEN}.{value}"].setValue(count)
    for value in {*race.decision["stacks_after"][BEN], *race.decision["stacks_after"][CHEN]}:
        form.widgets[f"stacks_after.{CHEN}.{value}"].setValue(race.decision["stacks_after"][BEN].get(value, 0))
        form.widgets[f"stacks_after.{BEN}.{value}"].setValue(race.decision["stacks_after"][CHEN].get(value, 0))
    new = json.loads(json.dumps(race.decision))
    new["stacks_after"][BEN], new["stacks_after"][CHEN] = new["stacks_after"][CHEN], new["stacks_after"][BEN]
    return new


def sign_swapped(dialog, race) -> dict:
    """The stacks swapped, with a reason, signed by the Tournament Director: the dialog closes."""
    new = swapped(dialog, race)
    dialog.reason.setText("the race card was dealt to the wrong seat")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    return new


def _answer_number(desk, number: int) -> None:
    [ask] = [w for w in desk.window.findChildren(OverruleAsk) if w.isVisible()]
    ask.number.setText(f"#{number}")
    ask.accept()


def test_who_may_not_overrule_is_told_in_the_dialog_before_typing_and_can_hand_the_desk_over(desk, race, qtbot):
    supervisor = desk.session.current
    assert supervisor.role is Role.SUPERVISOR
    ask = desk.window.ask_overrule()
    assert ask.isVisible()
    assert "only a Tournament Director may overrule" in ask.refusal.text()
    assert not ask.number.isEnabled()
    assert ask.hand_over.isVisibleTo(ask)
    sign_in_as_director(desk)  # as "Hand the desk over…" does
    assert ask.refusal.text() == ""
    assert ask.number.isEnabled()
    ask.number.setText("99")
    ask.accept()
    assert ask.isVisible()
    assert "no incident #99" in ask.problem.text()
    ask.number.setText(f"#{race.number}")
    ask.accept()
    assert not ask.isVisible()
    assert desk.window.rulings.overrule_dialog is not None


def test_an_unknown_incident_is_refused(desk, race):
    sign_in_as_director(desk)
    assert desk.window.rulings.start_overrule("99") is None
    assert "no incident #99" in message(desk)


def event_state(desk):
    uid = desk.store.tournament.event_numbered(desk.window.model.current_event.number)
    return desk.store.tournament.event(uid)


def test_a_cancelled_event_is_recorded_with_its_reason(desk, qtbot):
    staff_of(desk)
    desk.window.event_controls.cancel_event_action.trigger()
    dialog = desk.window.rulings.event_change_dialog
    qtbot.waitExposed(dialog)
    dialog.reason.setText("venue closed by the fire marshal")
    dialog.pin.setText(SUPERVISOR_PIN)
    dialog.submit()
    assert "may cancel or alter an event" in dialog.problems["pin"].text()  # a supervisor may not
    assert event_state(desk).status.value != "cancelled"
    sign_in_as_director(desk)
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    state = event_state(desk)
    assert state.status.value == "cancelled"
    assert state.actions[-1]["reason"] == "venue closed by the fire marshal"
    assert "event cancelled (rule 45), recorded" in message(desk)


def test_a_bad_date_is_said_beside_its_own_field_and_every_control_takes_a_finger(desk, qtbot):
    staff_of(desk)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_event_change(EventAction.ALTER)
    qtbot.waitExposed(dialog)
    controls = [dialog.structure, dialog.starts_on, dialog.ends_on, dialog.reason, dialog.pin]
    controls += dialog.buttons.buttons()
    assert [control.height() >= TOUCH_PX for control in controls] == [True] * len(controls)
    dialog.starts_on.setText("24/12/2026")
    dialog.ends_on.setText("2099-12-24")
    dialog.reason.setText("one more day")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert dialog.problems["changes.starts_on"].text() == "must be a date written YYYY-MM-DD"
    assert dialog.problems["changes.ends_on"].text() == ""
    assert event_state(desk).actions == []


def test_an_alteration_records_the_structure_and_schedule(desk, qtbot):
    staff_of(desk)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_event_change(EventAction.ALTER)
    dialog.ends_on.setText("2026-13-40")
    dialog.reason.setText("one more day")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert dialog.isVisible()
    assert dialog.problems["changes.ends_on"].text() == "must be a date written YYYY-MM-DD"
    assert event_state(desk).actions == []
    dialog.ends_on.setText("2099-12-24")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    state = event_state(desk)
    assert state.ends_on == "2099-12-24"
    assert state.structure["game"] == desk.window.model.current_event.game


def test_an_overrule_the_table_can_no_longer_follow_is_recorded_and_says_what_to_do_by_hand(desk, qtbot, race):
    from dataclasses import replace

    model = desk.window.model
    gone = model.session(TABLE)
    seat_of_ben = next(seat for seat, o in gone.table.occupants.items() if o.player.name == "Ben Okafor")
    model.apply(TABLE, replace(gone, table=gone.table.without_player(seat_of_ben)))  # he left since
    before = model.session(TABLE)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    sign_swapped(dialog, race)
    assert desk.store.incidents.get(race.uid).overruled  # recorded all the same
    assert model.session(TABLE) == before  # nothing half done
    said = message(desk)
    assert "The table is not changed: it has moved on since the ruling." in said
    assert "Adjust by hand: Ben Okafor is not at this table any more: give Ben Okafor" in said
    notice = desk.window.rulings.overrule_notice
    assert notice.isVisible()
    assert notice.text() == said


def test_a_race_undone_in_the_form_gives_back_the_odd_chips_and_the_denomination(desk, qtbot, race):
    model = desk.window.model
    raced = stacks(desk)
    assert 25 not in model.current_event.chip_set.in_play_values()
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    form = dialog.decision_form
    choice = form.widgets["race"]
    assert form.widgets[f"stacks_after.{BEN}.100"].isEnabled()
    choice.setCurrentIndex(choice.findData("undone"))
    assert "T25 back in play" in choice.currentText()
    assert not form.widgets[f"stacks_after.{BEN}.100"].isEnabled()  # the stacks are those before the race
    dialog.reason.setText("the race was called with chips in the pot")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    assert 25 in model.current_event.chip_set.in_play_values()
    before = {p["player"]: p["stack"] for p in race.inputs["players"]}
    seats = {o.player.name: seat for seat, o in model.session(TABLE).table.occupants.items()}
    for name, stack in before.items():
        assert {str(v): c for v, c in stacks(desk)[seats[name]].items()} == stack
    assert stacks(desk) != raced
    assert desk.store.incidents.get(race.uid).decision["race_undone"] is True
    desk.window.undo_stack.undo()  # the table only: the overrule stays in the log
    assert stacks(desk) == raced
    assert 25 not in model.current_event.chip_set.in_play_values()


def test_a_decision_refused_is_said_under_the_form_and_nothing_is_written(desk, qtbot, race):
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    dialog.reason.setText("x")
    dialog.pin.setText(TD_PIN)
    dialog.submit()  # nothing changed: the decision in force
    assert dialog.isVisible()
    assert dialog.problems["decision"].text() == "is the decision already in force: an overrule must change it"
    for value in race.decision["stacks_after"][BEN]:
        dialog.decision_form.widgets[f"stacks_after.{BEN}.{value}"].setValue(0)
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert dialog.isVisible()
    assert dialog.problems["decision"].text() == f"{BEN} cannot be left without chips: nobody is raced out (rule 46)"
    assert desk.store.incidents.get(race.uid).amendments == []


def cancel_the_event(desk, qtbot) -> None:
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_event_change(EventAction.CANCEL)
    dialog.reason.setText("venue closed by the fire marshal")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: desk.window.rulings.cancellation is not None)


def test_a_cancelled_event_stops_running_in_the_window_and_its_log_stays_readable_and_printable(
    desk, qtbot, race, tmp_path
):
    from floordesk.core.ruling import RulingKind
    from floordesk.reports import gather
    from floordesk.reports.pdf import write_pdf

    window = desk.window
    table_before = window.model.session(TABLE)
    assert not window.event_controls.banner.isVisible()
    assert window.undo_stack.count() == 1  # the race
    cancel_the_event(desk, qtbot)
    banner = window.event_controls.banner
    assert banner.isVisible()
    assert banner.text().startswith(f"Event #{window.model.current_event.number} ")
    assert "was cancelled on " in banner.text()
    assert "by Tom Director (rule 45): venue closed by the fire marshal. Its tables are closed" in banner.text()
    assert window.undo_stack.count() == 0  # an undo would change a closed table
    # no ruling
    assert window.rulings.start(RulingKind.CHIP_RACE, TABLE) is None
    name = window.model.current_event.name
    assert message(desk) == f"Refused: {name} was cancelled (rule 45): a ruling cannot be made for it any more."
    # no change to its tables, nor to the event
    seat = next(iter(table_before.table.occupants))
    assert not window.operations.eliminate(TABLE, seat)
    assert not window.operations.next_hand(TABLE)
    assert not window.operations.add_table("Table 9", 9)
    assert "changes to its tables cannot be made for it any more" in message(desk)
    assert window.model.session(TABLE) == table_before
    for action in (window.event_controls.edit_event_action, window.event_controls.cancel_event_action):
        assert not action.isEnabled()
    assert not window.event_controls.next_level_action.isEnabled()
    # a TD's overrule is still recorded; the closed table does not follow it
    dialog = window.rulings.start_overrule(str(race.number))
    sign_swapped(dialog, race)
    assert desk.store.incidents.get(race.uid).overruled
    assert message(desk).endswith("The event is cancelled: its table is not changed.")
    assert window.model.session(TABLE) == table_before
    # its log reads and prints
    log = window.side_windows.show_incident_log()
    assert log.model.rowCount() == 1
    pdf = tmp_path / "incident.pdf"
    assert write_pdf(gather.incident_document(desk.store, race.uid), pdf) >= 1
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_cancelled_event_is_closed_again_after_a_restart(open_desk, qtbot):
    desk = open_desk()
    staff_of(desk)
    cancel_the_event(desk, qtbot)
    desk.close()
    again = open_desk()
    assert again.window.rulings.cancellation is not None
    assert again.window.event_controls.banner.text() == desk.window.event_controls.banner.text()
    assert not again.window.operations.next_hand(TABLE)


def test_a_penalty_overruled_in_the_form_is_served_and_logged_as_the_new_one(desk, qtbot):
    from floordesk.service.penalties import penalty_history
    from tests.gui.wizards.test_penalty_pages import BEN as BEN_SEAT
    from tests.gui.wizards.test_penalty_pages import penalty_from_the_seat, tag

    staff_of(desk)
    incident = penalty_from_the_seat(desk, qtbot, penalty={"type": "missed_hand", "hands": 4})
    assert tag(desk, BEN_SEAT) == "PENALTY 1-4"
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(incident.number))
    form = dialog.decision_form
    assert form.values() == {"type": "missed_hand", "hands": 4, "rounds": 1}
    assert not form.widgets["rounds"].isEnabled()
    form.widgets["hands"].setValue(2)
    dialog.reason.setText("four hands was too harsh for a first offence")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    overruled = desk.store.incidents.get(incident.uid)
    assert (overruled.decision["hands_to_miss"], overruled.decision["penalty"]) == (
        2,
        {"type": "missed_hand", "hands": 2},
    )
    assert tag(desk, BEN_SEAT) == "PENALTY 1-2"
    event_uid = desk.store.tournament.event_numbered(desk.window.model.current_event.number)
    ben = desk.window.model.session(TABLE).occupant(BEN_SEAT).player
    [past] = penalty_history(desk.store, event_uid, desk.store.tournament.player_registered(event_uid, ben.player_id))
    assert past.penalty.hands == 2  # his history holds the penalty in force, for the next one's escalation
    for _hand in range(3):
        assert desk.window.operations.next_hand(TABLE)
    notes = [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]
    assert notes == [
        "hand 1: dealt in, hand killed; 1 of 2 hands served",
        "hand 2: dealt in, hand killed; 2 of 2 hands served",
    ]
    assert desk.store.incidents.get(incident.uid).penalties[0].state == "served"
    assert tag(desk, BEN_SEAT) == ""


def test_a_pot_overruled_pot_by_pot_moves_the_chips_on_the_table(request, qtbot):
    desk = request.getfixturevalue("omaha")  # the pot wizard's three-way all-in hand, in the pot
    wizard = open_pots(desk, qtbot)
    enter_cards(qtbot, wizard)
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    wizard.accept()
    settled = desk.window.model.session(TABLE)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(incident.number))
    form = dialog.decision_form
    ben, dmitri = "Ben Okafor", "Dmitri Volkov"
    assert form.values()[f"pots.0.{ben}"] == 325  # the main pot's low half
    form.widgets[f"pots.0.{ben}"].setValue(0)
    dialog.reason.setText("Ben's low was misread: no qualifying low, the high takes the whole main pot")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert dialog.isVisible()
    assert dialog.problems[f"pots.0.{ben}"].text() == "gives out 350 of this pot's 675: every chip, no more"
    form.widgets[f"pots.0.{dmitri}"].setValue(675)
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    after = desk.window.model.session(TABLE)
    assert after.occupant(2).stack.total() == settled.occupant(2).stack.total() - 325
    assert after.occupant(5).stack.total() == settled.occupant(5).stack.total() + 325
    assert after.chips_on_table().total() == settled.chips_on_table().total()
    assert message(desk).endswith(f"Chips moved: take 325 from {ben} (seat 2); give 325 to {dmitri} (seat 5).")
    decided = desk.store.incidents.get(incident.uid).decision
    assert decided["pots"][0]["awards"] == {dmitri: 675}
    assert decided["total_awarded"][dmitri] == 675 + 750


def test_the_log_window_overrules_through_the_same_form_and_the_table_follows(desk, qtbot, race):
    sign_in_as_director(desk)
    log = desk.window.side_windows.show_incident_log()
    log.table.selectRow(0)
    log.detail.overrule_button.click()
    dialog = desk.window.rulings.overrule_dialog
    assert dialog is not None
    assert dialog.isVisible()
    new = sign_swapped(dialog, race)
    assert desk.store.incidents.get(race.uid).decision["stacks_after"] == new["stacks_after"]
    assert {str(v): c for v, c in stacks(desk)[2].items()} == new["stacks_after"][BEN]
    assert "OVERRULED" in log.detail.text.toPlainText()  # the log window shows it at once


def test_an_overrule_of_another_events_ruling_leaves_a_table_of_the_same_name_alone(desk, qtbot, race):
    from floordesk.core.event import Event
    from floordesk.core.table import Player, Table

    events = desk.window.event_controls._events
    assert events is not None
    current = desk.window.model.current_event
    table = Table(TABLE, 9)
    for seat, name in ((2, "Ben Okafor"), (3, "Chen Wei")):  # even the same names
        table = table.with_player(seat, Player(f"other-{seat}", name), Stack({100: 50}))
    other = Event("Second Event", events.next_number(), current.game, current.chip_set, (table,))
    events.save(other)
    desk.window.event_controls.choose_event(other.number)
    before = desk.window.model.session(TABLE)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    sign_swapped(dialog, race)
    assert desk.store.incidents.get(race.uid).overruled
    assert desk.window.model.session(TABLE) == before
    assert (
        message(desk)
        == f"Incident #{race.number} overruled. {TABLE} of {race.event} is not on screen: the table is not changed."
    )


def test_an_overrule_from_the_log_window_refused_is_said_in_the_log_window(desk, race, qtbot):
    from PySide6.QtWidgets import QMessageBox

    log = desk.window.side_windows.show_incident_log()
    log.table.selectRow(0)
    log.detail.overrule_button.click()
    [box] = [b for b in log.findChildren(QMessageBox) if b.isVisible()]
    assert "only a Tournament Director may overrule" in box.text()
    assert desk.store.incidents.get(race.uid).amendments == []
