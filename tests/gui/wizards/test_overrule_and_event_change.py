"""The Tournament Director's overrule (rule 44) and an event cancelled or altered (rule 45), from the window's menus."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog

from floordesk.core.flows.event_change import EventAction
from floordesk.store.live_link import event_numbered
from floordesk.store.staff import Role
from tests.gui.wizards.test_rulings import (
    ADMIN_PIN,
    SUPERVISOR_PIN,
    open_race,
    sign,
    stacks,
    staff_of,
    to_signature,
)

TD_PIN = "9753"


@pytest.fixture
def race(desk, qtbot):
    """The chip race signed by the supervisor at the demo table; returns the incident as recorded."""
    staff_of(desk)
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    wizard.accept()
    return desk.store.incidents.get(wizard.flow.recorded.uid)


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
    QTimer.singleShot(0, lambda: _answer_number(race.number))
    desk.window.overrule_action.trigger()
    dialog = desk.window.rulings.overrule_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Overrule incident #1"
    assert json.loads(dialog.decision.toPlainText()) == race.decision
    assert "chip race" in dialog.rule.toPlainText().lower()
    new = json.loads(json.dumps(race.decision))
    ben, chen = "Ben Okafor", "Chen Wei"
    new["stacks_after"][ben], new["stacks_after"][chen] = new["stacks_after"][chen], new["stacks_after"][ben]
    dialog.decision.setPlainText(json.dumps(new))
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
    assert (after.decision, after.original_decision) == (new, race.decision)  # the log keeps both
    assert after.amendments[0].reason == "the race card was dealt to the wrong seat"
    on_screen = stacks(desk)
    assert {str(v): c for v, c in on_screen[2].items()} == new["stacks_after"][ben]
    assert {str(v): c for v, c in on_screen[3].items()} == new["stacks_after"][chen]
    assert desk.window.undo_stack.undoText() == "Incident #1 overruled"
    assert message(desk).startswith("Incident #1 overruled.")


def _answer_number(number: int) -> None:
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog) and w.isVisible())
    dialog.setTextValue(f"#{number}")
    dialog.accept()


def test_an_unknown_incident_is_refused(desk, race):
    sign_in_as_director(desk)
    assert desk.window.rulings.start_overrule("99") is None
    assert "no incident #99" in message(desk)


def event_state(desk):
    uid = event_numbered(desk.store.connection, desk.window.model.current_event.number)
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


def test_an_alteration_records_the_structure_and_schedule(desk, qtbot):
    staff_of(desk)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_event_change(EventAction.ALTER)
    dialog.ends_on.setText("2026-13-40")
    dialog.reason.setText("one more day")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert dialog.isVisible()
    assert dialog.problems["changes"].text() == "must be a date written YYYY-MM-DD"
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

    from tests.gui.wizards.test_rulings import TABLE

    model = desk.window.model
    gone = model.session(TABLE)
    seat_of_ben = next(seat for seat, o in gone.table.occupants.items() if o.player.name == "Ben Okafor")
    model.apply(TABLE, replace(gone, table=gone.table.without_player(seat_of_ben)))  # he left since
    before = model.session(TABLE)
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    new = json.loads(json.dumps(race.decision))
    ben, chen = "Ben Okafor", "Chen Wei"
    new["stacks_after"][ben], new["stacks_after"][chen] = new["stacks_after"][chen], new["stacks_after"][ben]
    dialog.decision.setPlainText(json.dumps(new))
    dialog.reason.setText("the race card was dealt to the wrong seat")
    dialog.pin.setText(TD_PIN)
    dialog.submit()
    assert not dialog.isVisible()
    assert desk.store.incidents.get(race.uid).overruled  # recorded all the same
    assert model.session(TABLE) == before  # nothing half done
    said = message(desk)
    assert "The table is not changed: it has moved on since the ruling." in said
    assert "Adjust by hand: Ben Okafor is not at this table any more: give Ben Okafor" in said
    notice = desk.window.rulings.overrule_notice
    assert notice.isVisible()
    assert notice.text() == said
