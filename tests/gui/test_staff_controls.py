"""The staff controls: Sign in/out, Lock and Staff offered by who is signed in, the status bar's word for it, the
form a sign-in opens, the lock form while locked, and the Staff window only for an administrator."""

from __future__ import annotations

import pytest

from floordesk.gui.dialogs.sign_in import SignInForm


@pytest.fixture
def controls(staffed):
    controls = staffed.desk.window.staff_controls
    controls.add_status()
    return controls


def offered(controls) -> dict[str, bool]:
    return {
        "sign out": controls.sign_out_action.isEnabled(),
        "lock": controls.lock_action.isEnabled(),
        "staff": controls.staff_action.isVisible(),
        "floor server": controls.floor_server_action.isVisible(),
    }


def said(controls) -> tuple[str, bool, bool]:
    status = controls.status
    return status.label.text(), not status.sign_in_button.isHidden(), not status.sign_out_button.isHidden()


def test_what_is_offered_and_said_follows_who_is_signed_in(staffed, controls):
    assert offered(controls) == {"sign out": False, "lock": False, "staff": False, "floor server": False}
    assert said(controls) == ("Not signed in", True, False)
    assert controls.status.label.toolTip() == "Nobody is signed in"
    staffed.sign_in_supervisor()
    assert offered(controls) == {"sign out": True, "lock": True, "staff": False, "floor server": False}
    assert said(controls) == ("Sam Floor (Supervisor)", False, True)
    assert controls.status.label.toolTip() == "Sam Floor (Supervisor) is signed in"
    staffed.sign_in_admin()
    assert offered(controls) == {"sign out": True, "lock": True, "staff": True, "floor server": True}
    staffed.desk.session.lock()
    assert offered(controls) == {"sign out": True, "lock": False, "staff": False, "floor server": False}
    assert said(controls) == ("Locked: Ana Admin", False, True)


def test_a_sign_in_asks_for_the_first_administrator_on_a_new_log(desk):
    form = desk.window.staff_controls.ask_sign_in()
    assert form.windowTitle() == "FloorDesk: first administrator"
    assert not isinstance(form, SignInForm)
    form.reject()


def test_a_sign_in_opens_the_sign_in_form_once_someone_can_sign_in(controls):
    form = controls.ask_sign_in()
    assert isinstance(form, SignInForm)
    assert form.isVisible()
    form.reject()


def test_a_lock_opens_the_lock_form_which_a_sign_in_brings_up_again_until_it_is_unlocked(staffed, controls):
    staffed.sign_in_supervisor()
    controls.lock_action.trigger()
    assert staffed.desk.session.locked
    lock = controls.lock_form
    assert isinstance(lock, SignInForm)
    assert lock.isVisible()
    assert controls.ask_sign_in() is lock
    staffed.sign_in_supervisor()  # the PIN, given elsewhere: the lock has nothing left to cover
    assert controls.lock_form is None
    assert not lock.isVisible()


def test_a_lock_with_nobody_signed_in_says_there_is_nothing_to_lock(staffed, controls):
    controls.lock()
    assert staffed.desk.window.statusBar().currentMessage() == "Nobody is signed in: there is nothing to lock."
    assert controls.lock_form is None


def test_the_staff_window_is_an_administrators_and_closes_when_she_signs_out(staffed, controls):
    staffed.sign_in_supervisor()
    assert controls.show_staff_window() is None
    message = staffed.desk.window.statusBar().currentMessage()
    assert message == "Only an administrator who is signed in can open the Staff window."
    staffed.sign_in_admin()
    staff = controls.show_staff_window()
    assert staff is not None
    assert staff.isVisible()
    staffed.desk.session.lock()
    assert staff.isVisible()  # behind the lock, not closed
    staffed.desk.session.sign_out()
    assert not staff.isVisible()
