"""The first administrator's form, signing in and the lock, worked by keys alone: the administrator created and
signed in; the lock opens on the locked member's PIN, is never lifted by Escape, is lifted by the PIN or by signing
the member out, and closes itself once the session is unlocked elsewhere."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from floordesk.gui.dialogs.sign_in import FirstAdministratorForm, SignInForm
from tests.gui.test_keyboard import ENTER, focused, key, tab_to, typed, with_the_keyboard
from tests.gui.wizards.test_rulings import ADMIN_PIN, SUPERVISOR_PIN, staff_of


def locked(desk, qtbot) -> SignInForm:
    """Sam Super signed in, then the window locked: its lock form, active."""
    staff_of(desk)
    # The language set up for the test reaches the windows a moment later, and a language change puts a renamed
    # standard button back to its own words ("Sign ... out" to "Cancel"): the form is made once it has arrived.
    qtbot.wait(50)
    desk.session.lock()
    form = desk.window.staff_controls.lock_form
    assert isinstance(form, SignInForm)
    return with_the_keyboard(qtbot, form)


def test_the_first_administrator_is_created_and_signed_in_by_keys_alone(desk, qtbot):
    form = with_the_keyboard(qtbot, FirstAdministratorForm(desk.session, desk.window))
    assert focused() is form.fields["name"]
    typed(qtbot, "Ada Admin")
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, ADMIN_PIN)
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, ADMIN_PIN)
    key(qtbot, ENTER)
    assert form.result() == SignInForm.DialogCode.Accepted
    assert desk.session.current is not None
    assert desk.session.current.name == "Ada Admin"


def test_a_pin_typed_differently_the_second_time_is_said_beside_it_and_nobody_is_created(desk, qtbot):
    form = with_the_keyboard(qtbot, FirstAdministratorForm(desk.session, desk.window))
    typed(qtbot, "Ada Admin")
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, ADMIN_PIN)
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, "1111")
    key(qtbot, ENTER)
    assert form.isVisible()
    assert form.problems["pin_again"].text() == "Does not match the PIN above."
    assert focused() is form.fields["pin_again"]
    assert desk.store.staff.members() == []


def test_the_lock_opens_on_the_locked_members_pin_and_the_pin_lifts_it_by_keys_alone(desk, qtbot):
    form = locked(desk, qtbot)
    assert form.windowTitle() == "FloorDesk is locked"
    assert form.names.currentItem().text().startswith("Sam Super")
    assert focused() is form.pin
    key(qtbot, Qt.Key.Key_Escape)  # never lifts the lock
    assert form.isVisible()
    assert desk.session.locked
    typed(qtbot, SUPERVISOR_PIN)
    key(qtbot, ENTER)
    assert not desk.session.locked
    assert not form.isVisible()
    assert desk.session.current.name == "Sam Super"


def test_the_lock_signs_its_member_out_by_keys_alone(desk, qtbot):
    form = locked(desk, qtbot)
    sign_out = form.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert sign_out.text() == "Sign Sam Super out"
    tab_to(qtbot, lambda: focused() is sign_out)
    key(qtbot, Qt.Key.Key_Space)
    assert desk.session.member is None
    assert not form.isVisible()


def test_someone_else_signs_in_at_the_lock_by_choosing_a_name_with_the_arrows(desk, qtbot):
    form = locked(desk, qtbot)
    tab_to(qtbot, lambda: focused() is form.names)
    key(qtbot, Qt.Key.Key_Home)  # Ada Admin, first by name; choosing moves the keyboard to the PIN
    assert focused() is form.pin
    typed(qtbot, ADMIN_PIN)
    key(qtbot, ENTER)
    assert desk.session.current.name == "Ada Admin"
    assert not desk.session.locked


def test_the_lock_closes_once_the_member_is_signed_out_elsewhere(desk, qtbot):
    form = locked(desk, qtbot)
    desk.session.sign_out()
    assert not form.isVisible()
    assert form.result() == SignInForm.DialogCode.Rejected


def test_choosing_a_member_not_listed_chooses_nobody(desk, qtbot):
    staff = staff_of(desk)
    form = with_the_keyboard(qtbot, SignInForm(desk.session, desk.store.staff.members(), desk.window))
    form.choose(staff.manager)
    assert form.names.currentItem().text().startswith("Mia Manager")
    form.choose("no such member")
    assert form.names.currentItem() is None
