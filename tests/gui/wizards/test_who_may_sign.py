"""No dead ends for a role: who may not sign is told before any work, and the desk is handed over keeping the work."""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QMessageBox

from floordesk.core.ruling import RulingKind
from floordesk.gui.dialogs.sign_in import SignInForm
from floordesk.store.live_link import LiveLink
from floordesk.store.staff import Role

from .test_rulings import ADMIN_PIN, MANAGER_PIN, SUPERVISOR_PIN, TABLE, sign, to_signature


def _people(desk, *, registered: bool):
    admin = desk.store.staff.create_first_administrator("Ada Admin", ADMIN_PIN)
    if registered:
        LiveLink(desk.store).sync(desk.window.model.current_event, admin)
    supervisor = desk.store.staff.add("Sam Super", Role.SUPERVISOR, SUPERVISOR_PIN, admin)
    manager = desk.store.staff.add("Mia Manager", Role.MANAGER, MANAGER_PIN, admin)
    return admin, supervisor, manager


def _hand_over_to(qtbot, parent, member_uid: str, pin: str) -> None:
    forms = [form for form in parent.findChildren(SignInForm) if form.isVisible()]
    assert len(forms) == 1
    forms[0].choose(member_uid)
    forms[0].pin.setText(pin)
    forms[0].accept()


def _race_by_the_supervisor(desk, qtbot):
    """The supervisor signed in, the chip race's wizard open; returns the manager's uid and the wizard."""
    _admin, supervisor, manager = _people(desk, registered=True)
    desk.session.sign_in(supervisor, SUPERVISOR_PIN)
    desk.window.ruling_actions[RulingKind.CHIP_RACE].trigger()
    wizard = desk.window.rulings.wizard
    qtbot.waitExposed(wizard)
    return manager, wizard


def test_the_first_administrator_is_told_up_front_and_can_hand_the_desk_to_a_supervisor(desk, qtbot):
    admin, supervisor, _manager = _people(desk, registered=True)
    desk.session.sign_in(admin.staff_uid, ADMIN_PIN)
    desk.window.ruling_actions[RulingKind.CHIP_RACE].trigger()
    rulings = desk.window.rulings
    assert rulings.wizard is None  # no race card is asked for
    box = rulings.sign_refusal
    assert box is not None
    assert box.isVisible()
    assert "Ada Admin is an Administrator" in box.text()
    assert "may record a ruling" in box.text()
    [hand_over] = [b for b in box.buttons() if "Hand the desk over" in b.text()]
    hand_over.click()
    _hand_over_to(qtbot, desk.window, supervisor, SUPERVISOR_PIN)
    assert rulings.wizard is not None
    assert rulings.wizard.isVisible()
    assert desk.session.current.name == "Sam Super"


def test_a_supervisor_at_an_event_not_in_the_log_is_told_before_the_wizard_opens(desk, qtbot):
    _admin, supervisor, manager = _people(desk, registered=False)
    desk.session.sign_in(supervisor, SUPERVISOR_PIN)
    desk.window.ruling_actions[RulingKind.CHIP_RACE].trigger()
    rulings = desk.window.rulings
    assert rulings.wizard is None
    text = rulings.sign_refusal.text()
    assert "is not in the incident log yet" in text
    assert "may set up events" in text
    rulings.sign_refusal.buttons()[0].click()
    _hand_over_to(qtbot, desk.window, manager, MANAGER_PIN)
    assert rulings.wizard is not None  # the manager's sign-in registered the event: she may rule


def test_an_answered_ruling_is_signed_by_another_member_who_signs_in_and_nothing_is_lost(desk, qtbot):
    manager, wizard = _race_by_the_supervisor(desk, qtbot)
    to_signature(qtbot, wizard)
    answered = wizard.flow.to_json()
    page = wizard.currentPage()
    assert page.pin_label.text().startswith("Sam Super")
    page.hand_over.click()
    _hand_over_to(qtbot, wizard, manager, MANAGER_PIN)
    assert wizard.isVisible()
    assert wizard.current_step == "signature"
    assert wizard.flow.to_json() == answered
    assert page.pin_label.text().startswith("Mia Manager")
    sign(qtbot, wizard, MANAGER_PIN)
    assert wizard.current_step == "result", page.problems["pin"].text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.decided_by, incident.table) == ("Mia Manager", TABLE)


def test_a_registration_refused_is_logged_once_not_at_every_change(desk, qtbot, caplog):
    _admin, supervisor, _manager = _people(desk, registered=False)
    with caplog.at_level(logging.WARNING, logger="floordesk.staff"):
        desk.session.sign_in(supervisor, SUPERVISOR_PIN)
        for seats in (6, 7, 8):
            assert desk.window.operations.add_table(f"Table {seats}", seats)
    warnings = [r for r in caplog.records if "Registering the event" in r.getMessage()]
    assert len(warnings) == 1


def test_a_refusal_box_can_be_closed_and_nothing_opens(desk, qtbot):
    admin, _supervisor, _manager = _people(desk, registered=True)
    desk.session.sign_in(admin.staff_uid, ADMIN_PIN)
    desk.window.ruling_actions[RulingKind.POTS].trigger()
    box = desk.window.rulings.sign_refusal
    [close] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole]
    close.click()
    assert desk.window.rulings.wizard is None
    assert not box.isVisible()


def test_a_digit_picks_a_numbered_choice_on_arrival_at_its_page(desk, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from .test_rulings import next_page

    _manager, wizard = _race_by_the_supervisor(desk, qtbot)
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    while wizard.current_step != "cards":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    assert page.mode.buttons[1].isChecked()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
    assert page.mode.buttons[0].isChecked()
    next_page(qtbot, wizard)
    while wizard.current_step not in ("decision", "signature"):
        next_page(qtbot, wizard)
    if wizard.current_step == "decision":
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
        assert wizard.currentPage().choice.key() == "depart"
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
        next_page(qtbot, wizard)
    assert QApplication.focusWidget() is wizard.currentPage().pin
