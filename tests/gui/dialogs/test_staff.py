"""Staff at the window: the first administrator, signing in, the Staff window, the idle lock and Ctrl+L.

Every check of who exists, with which role, is made in the store; the idle
lock runs on a fake clock, so no test sleeps.
"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog

from floordesk.gui.dialogs.sign_in import SignInForm
from floordesk.gui.dialogs.staff import StaffWindow
from floordesk.gui.dialogs.staff_form import StaffForm
from floordesk.gui.settings import IDLE_LOCK_DEFAULT_S, Preferences
from floordesk.gui.staff_session import StaffSession
from floordesk.i18n import catalogue
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Role
from tests.gui.test_keyboard import ENTER, focused, key, tab_to, typed

ADMIN_PIN = "2468"
FLOOR_PIN = "1357"


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def desk(open_desk, clock):
    desk = open_desk(clock=clock)
    desk.window.show()
    desk.window.staff_controls.add_status()  # as start-up does once the window is shown
    return desk


@pytest.fixture
def admin(desk):
    """An administrator in the log (nobody signed in yet)."""
    return desk.store.staff.create_first_administrator("Ana Admin", ADMIN_PIN)


@pytest.fixture
def supervisor(desk, admin):
    uid = desk.store.staff.add("Sam Floor", Role.SUPERVISOR, FLOOR_PIN, admin)
    return desk.store.staff.member(uid)


def fill(form: StaffForm, **texts: str) -> None:
    for path, text in texts.items():
        form.fields[path].setText(text)  # type: ignore[attr-defined]


def problem(form: StaffForm, path: str) -> str:
    label = form.problems[path]
    return label.text() if label.isVisibleTo(form) else ""


def records(desk) -> int:
    return desk.store.connection.execute("SELECT count(*) FROM chain").fetchone()[0]


def sign_in(desk, member_uid: str, pin: str) -> SignInForm:
    form = desk.window.staff_controls.ask_sign_in()
    assert isinstance(form, SignInForm)
    form.choose(member_uid)
    fill(form, pin=pin)
    form.accept()
    return form


# -- first start ------------------------------------------------------------------------------
def test_a_first_start_asks_for_the_administrator_and_signs_them_in(desk):
    form = desk.window.staff_controls.greet()
    assert form.isVisible()
    assert form.windowTitle() == "FloorDesk: first administrator"
    fill(form, name="  Ana Admin ", pin=ADMIN_PIN, pin_again=ADMIN_PIN)
    form.accept()
    assert form.result() == StaffForm.DialogCode.Accepted
    [member] = desk.store.staff.members()
    assert (member.name, member.role, member.active, member.has_pin) == ("Ana Admin", Role.ADMINISTRATOR, True, True)
    assert desk.session.current is not None
    assert desk.session.current.staff_uid == member.uid
    assert desk.window.staff_controls.status.label.text() == "Ana Admin (Administrator)"
    # The PIN works for signing in afterwards, as the store checks it.
    assert desk.store.staff.sign_in(member.uid, ADMIN_PIN).name == "Ana Admin"


def test_enter_in_a_field_of_the_first_administrator_form_creates_the_administrator(desk, qtbot):
    form = desk.window.staff_controls.greet()
    fill(form, name="Ana Admin", pin=ADMIN_PIN, pin_again=ADMIN_PIN)
    form.activateWindow()
    qtbot.waitUntil(form.isActiveWindow)
    field = form.fields["pin_again"]
    field.setFocus()  # focus moving between fields is what took the default from the button
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert form.result() == StaffForm.DialogCode.Accepted
    assert [member.name for member in desk.store.staff.members()] == ["Ana Admin"]


def test_the_first_administrator_and_sign_in_forms_take_a_finger(desk, qtbot):
    from PySide6.QtWidgets import QAbstractButton, QListWidget

    from floordesk.gui.touch import TOUCH_PX

    def too_small(form: StaffForm) -> list[str]:
        qtbot.waitExposed(form)
        pressed = [*form.fields.values(), *form.buttons.findChildren(QAbstractButton)]
        small = [type(w).__name__ for w in pressed if not isinstance(w, QListWidget) and w.height() < TOUCH_PX]
        for names in form.findChildren(QListWidget):  # a name is pressed by its row
            rows = [names.visualItemRect(names.item(row)).height() for row in range(names.count())]
            small += [f"row {row}" for row, height in enumerate(rows) if height < TOUCH_PX]
        return small

    first = desk.window.staff_controls.greet()
    assert first.windowTitle() == "FloorDesk: first administrator"
    assert too_small(first) == []
    first.reject()
    desk.store.staff.create_first_administrator("Ana Admin", ADMIN_PIN)
    sign_in_form = desk.window.staff_controls.ask_sign_in()
    assert "pin" in sign_in_form.fields
    assert too_small(sign_in_form) == []


@pytest.mark.parametrize(
    ("texts", "field", "message"),
    [
        ({"name": "", "pin": ADMIN_PIN, "pin_again": ADMIN_PIN}, "name", "Must not be empty."),
        ({"name": "Ana", "pin": "12", "pin_again": "12"}, "pin", "Must be 4 to 12 digits."),
        ({"name": "Ana", "pin": "12ab56", "pin_again": "12ab56"}, "pin", "Must be 4 to 12 digits."),
        ({"name": "Ana", "pin": ADMIN_PIN, "pin_again": "2469"}, "pin_again", "Does not match the PIN above."),
    ],
)
def test_the_first_administrator_form_says_what_is_wrong_beside_the_field(desk, texts, field, message):
    form = desk.window.staff_controls.greet()
    fill(form, **texts)
    form.accept()
    assert form.isVisible()
    assert problem(form, field) == message
    assert [path for path in form.problems if problem(form, path)] == [field]
    assert desk.store.staff.members() == []
    assert desk.session.current is None


def test_every_problem_of_the_first_administrator_form_is_said_at_once(desk):
    form = desk.window.staff_controls.greet()
    fill(form, name=" ", pin="12", pin_again="")
    form.accept()
    assert (problem(form, "name"), problem(form, "pin")) == ("Must not be empty.", "Must be 4 to 12 digits.")
    assert desk.store.staff.members() == []


def test_the_staff_window_says_every_problem_of_a_new_member_at_once(desk, admin):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    add = desk.window.staff_controls.show_staff_window().add_member_form()
    fill(add, name="", pin="1111", pin_again="2222")
    add.accept()
    assert (problem(add, "name"), problem(add, "pin_again")) == ("Must not be empty.", "Does not match the PIN above.")
    assert len(desk.store.staff.members()) == 1


def test_once_someone_can_sign_in_the_start_asks_for_a_sign_in(desk, admin):
    form = desk.window.staff_controls.greet()
    assert isinstance(form, SignInForm)
    assert form.names.count() == 1


# -- signing in -------------------------------------------------------------------------------
def test_a_wrong_pin_says_so_beside_the_pin_and_records_nothing(desk, admin, supervisor):
    before = records(desk)
    form = sign_in(desk, supervisor.uid, "9999")
    assert form.isVisible()
    assert problem(form, "pin") == "That is not Sam Floor's PIN."
    assert form.pin.text() == ""  # typed again, not edited
    assert desk.session.current is None
    assert records(desk) == before
    assert desk.window.staff_controls.status.label.text() == "Not signed in"


def test_signing_in_shows_who_is_signed_in_and_signing_out_forgets_them(desk, supervisor):
    form = sign_in(desk, supervisor.uid, FLOOR_PIN)
    assert form.result() == StaffForm.DialogCode.Accepted
    controls = desk.window.staff_controls
    assert controls.status.label.text() == "Sam Floor (Supervisor)"
    assert controls.status.sign_out_button.isVisibleTo(desk.window)
    assert not controls.status.sign_in_button.isVisibleTo(desk.window)
    controls.sign_out_action.trigger()
    assert desk.session.current is None
    assert controls.status.label.text() == "Not signed in"
    assert controls.status.sign_in_button.isVisibleTo(desk.window)
    assert not controls.status.sign_out_button.isVisibleTo(desk.window)


def test_signing_in_without_choosing_a_name_says_so(desk, supervisor):
    form = desk.window.staff_controls.ask_sign_in()
    form.choose("no such member")
    fill(form, pin=FLOOR_PIN)
    form.accept()
    assert problem(form, "staff") == "Choose your name first."
    assert desk.session.current is None


def test_a_deactivated_member_is_not_offered_and_cannot_sign_in(desk, admin, supervisor):
    desk.store.staff.deactivate(supervisor.uid, "left the company", admin)
    form = desk.window.staff_controls.ask_sign_in()
    assert [form.names.item(row).text() for row in range(form.names.count())] == [
        "Ana Admin  \N{EM DASH}  Administrator"
    ]
    with pytest.raises(NotAllowedError, match="deactivated"):
        desk.session.sign_in(supervisor.uid, FLOOR_PIN)


# -- the Staff window -------------------------------------------------------------------------
def test_the_staff_window_adds_a_member_and_changes_a_role(desk, admin):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    controls = desk.window.staff_controls
    assert controls.staff_action.isVisible()
    staff = controls.show_staff_window()
    assert staff is not None
    assert staff.isVisible()

    add = staff.add_member_form()
    fill(add, name="Tess Director", pin="8642", pin_again="8642")
    add.fields["role"].setCurrentIndex(list(Role).index(Role.TOURNAMENT_DIRECTOR))
    add.accept()
    assert add.result() == StaffForm.DialogCode.Accepted
    [tess] = desk.store.staff.find("Tess Director")
    assert (tess.role, tess.active, tess.has_pin) == (Role.TOURNAMENT_DIRECTOR, True, True)
    assert staff.table.rowCount() == 2

    staff.select(tess.uid)
    change = staff.change_role_form()
    change.fields["role"].setCurrentIndex(list(Role).index(Role.MANAGER))
    fill(change, reason="")
    change.accept()
    assert problem(change, "reason") == "Must not be empty."
    assert desk.store.staff.member(tess.uid).role is Role.TOURNAMENT_DIRECTOR
    fill(change, reason="covers the day shift")
    change.accept()
    assert change.result() == StaffForm.DialogCode.Accepted
    assert desk.store.staff.member(tess.uid).role is Role.MANAGER
    row = [staff.table.item(r, 0).text() for r in range(staff.table.rowCount())].index("Tess Director")
    assert staff.table.item(row, 1).text() == "Manager"


def test_the_staff_window_deactivates_reactivates_and_resets_a_pin(desk, admin, supervisor):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    staff = desk.window.staff_controls.show_staff_window()
    staff.select(supervisor.uid)
    deactivate = staff.active_form()
    fill(deactivate, reason="on leave")
    deactivate.accept()
    assert not desk.store.staff.member(supervisor.uid).active
    assert staff.active_button.text() == "Re&activate\N{HORIZONTAL ELLIPSIS}"
    reactivate = staff.active_form()
    fill(reactivate, reason="back from leave")
    reactivate.accept()
    assert desk.store.staff.member(supervisor.uid).active

    reset = staff.reset_pin_form()
    fill(reset, pin="5555", pin_again="5556")
    reset.accept()
    assert problem(reset, "pin_again") == "Does not match the PIN above."
    fill(reset, pin="5555", pin_again="5555")
    reset.accept()
    assert reset.result() == StaffForm.DialogCode.Accepted
    assert desk.store.staff.sign_in(supervisor.uid, "5555").name == "Sam Floor"
    with pytest.raises(NotAllowedError):
        desk.store.staff.sign_in(supervisor.uid, FLOOR_PIN)


def test_the_last_administrator_cannot_be_demoted_and_the_store_says_why_beside_the_role(desk, admin):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    staff = desk.window.staff_controls.show_staff_window()
    staff.select(admin.staff_uid)
    change = staff.change_role_form()
    change.fields["role"].setCurrentIndex(list(Role).index(Role.SUPERVISOR))
    fill(change, reason="stepping down")
    change.accept()
    assert change.result() != StaffForm.DialogCode.Accepted
    assert "last active administrator" in problem(change, "role")
    assert desk.store.staff.member(admin.staff_uid).role is Role.ADMINISTRATOR


def test_demoting_oneself_closes_the_staff_window_and_hides_its_menu_entry(desk, admin):
    desk.store.staff.add("Bea Admin", Role.ADMINISTRATOR, "7777", admin)
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    controls = desk.window.staff_controls
    staff = controls.show_staff_window()
    staff.select(admin.staff_uid)
    change = staff.change_role_form()
    change.fields["role"].setCurrentIndex(list(Role).index(Role.MANAGER))
    fill(change, reason="Bea takes over")
    change.accept()
    assert desk.session.current.role is Role.MANAGER
    assert controls.status.label.text() == "Ana Admin (Manager)"
    assert not controls.staff_action.isVisible()
    assert not staff.isVisible()


def test_a_non_administrator_cannot_open_the_staff_window(desk, supervisor):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    controls = desk.window.staff_controls
    assert not controls.staff_action.isVisible()
    assert controls.show_staff_window() is None
    assert controls.staff_window is None
    assert "Only an administrator" in desk.window.statusBar().currentMessage()


def test_nobody_signed_in_cannot_open_the_staff_window(desk, admin):
    controls = desk.window.staff_controls
    assert not controls.staff_action.isVisible()
    assert controls.show_staff_window() is None


def test_the_staff_window_sets_the_idle_time(desk, admin, paths):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    staff = desk.window.staff_controls.show_staff_window()
    assert staff.idle_minutes.value() == IDLE_LOCK_DEFAULT_S // 60
    staff.idle_minutes.setValue(2)
    assert desk.session.idle_lock_s == 120
    desk.preferences.sync()
    assert Preferences.at(paths.settings_file).idle_lock_s == 120


# -- the lock -------------------------------------------------------------------------------
def test_the_window_locks_after_the_configured_idle_time(desk, clock, supervisor):
    desk.preferences.idle_lock_s = 60
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    assert desk.session.idle_timer.isActive()
    assert desk.session.idle_timer.interval() == 60_000
    clock.advance(59)
    desk.session.check_idle()
    assert desk.session.current is not None
    # Used at 59 s: the time starts again, and the timer waits for what is left of it.
    desk.session.note_activity()
    clock.advance(50)
    desk.session.check_idle()
    assert desk.session.current is not None
    assert desk.session.idle_timer.interval() == 10_000
    clock.advance(10)
    desk.session.check_idle()
    assert desk.session.locked
    assert desk.session.current is None
    lock = desk.window.staff_controls.lock_form
    assert lock is not None
    assert lock.isVisible()
    assert lock.windowTitle() == "FloorDesk is locked"
    assert lock.windowModality() == Qt.WindowModality.ApplicationModal
    assert desk.window.staff_controls.status.label.text() == "Locked: Sam Floor"


def test_the_default_idle_time_is_five_minutes(desk, clock, supervisor):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    clock.advance(299)
    desk.session.check_idle()
    assert not desk.session.locked
    clock.advance(1)
    desk.session.check_idle()
    assert desk.session.locked


def _press(window) -> None:
    """A key press as the platform delivers it: to the window (QWindow) first, then on to its widget."""
    QApplication.sendEvent(window, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier))


def test_key_presses_and_clicks_count_as_use(desk, clock, supervisor):
    desk.preferences.idle_lock_s = 60
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    desk.session.watch_input()
    try:
        clock.advance(40)
        _press(desk.window.windowHandle())
        clock.advance(40)
        desk.session.check_idle()
        assert not desk.session.locked
        position = QPointF(5, 5)
        click = QMouseEvent(
            QEvent.Type.MouseButtonPress,
            position,
            position,
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(desk.window.windowHandle(), click)
        clock.advance(40)
        desk.session.check_idle()
        assert not desk.session.locked
        clock.advance(20)
        desk.session.check_idle()
        assert desk.session.locked
    finally:
        desk.session.close()


def test_input_in_a_window_opened_later_counts_as_use(desk, clock, supervisor, qtbot):
    desk.preferences.idle_lock_s = 60
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    desk.session.watch_input()
    dialog = QDialog(desk.window)
    qtbot.addWidget(dialog)
    try:
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is dialog.windowHandle())
        clock.advance(50)
        _press(dialog.windowHandle())
        clock.advance(50)
        desk.session.check_idle()
        assert not desk.session.locked
    finally:
        desk.session.close()


def test_ctrl_l_locks_the_window(desk, supervisor, qtbot):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)  # shortcuts go to the active window
    qtbot.keyClick(desk.window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert desk.session.locked
    assert desk.window.staff_controls.lock_form is not None


def test_lock_with_nobody_signed_in_says_there_is_nothing_to_lock(desk, admin):
    desk.window.staff_controls.lock()
    assert not desk.session.locked
    assert "Nobody is signed in" in desk.window.statusBar().currentMessage()


def test_after_a_lock_nothing_can_be_signed_until_the_pin_unlocks(desk, supervisor, admin):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    assert desk.session.confirm(FLOOR_PIN).name == "Sam Floor"
    desk.window.staff_controls.lock_action.trigger()
    with pytest.raises(NotAllowedError, match="locked"):
        desk.session.confirm(FLOOR_PIN)
    lock = desk.window.staff_controls.lock_form
    # Escape and the close button do not lift the lock.
    lock.reject()
    assert lock.isVisible()
    assert desk.session.locked
    fill(lock, pin="0000")
    lock.accept()
    assert problem(lock, "pin") == "That is not Sam Floor's PIN."
    assert desk.session.locked
    fill(lock, pin=FLOOR_PIN)
    lock.accept()
    assert not desk.session.locked
    assert not lock.isVisible()
    assert desk.window.staff_controls.lock_form is None
    assert desk.session.confirm(FLOOR_PIN).name == "Sam Floor"


def test_someone_else_can_sign_in_at_a_locked_window(desk, supervisor, admin):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    desk.session.lock()
    lock = desk.window.staff_controls.lock_form
    lock.choose(admin.staff_uid)
    fill(lock, pin=ADMIN_PIN)
    lock.accept()
    assert desk.session.current is not None
    assert desk.session.current.name == "Ana Admin"


def test_the_lock_can_sign_the_member_out(desk, supervisor):
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    desk.session.lock()
    lock = desk.window.staff_controls.lock_form
    lock.buttons.rejected.emit()
    assert desk.session.member is None
    assert not desk.session.locked
    assert not lock.isVisible()


def test_a_confirmation_needs_someone_signed_in(desk, supervisor):
    with pytest.raises(NotAllowedError, match="nobody is signed in"):
        desk.session.confirm(FLOOR_PIN)
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    with pytest.raises(NotAllowedError, match="not Sam Floor's PIN"):
        desk.session.confirm("0000")


# -- preferences ------------------------------------------------------------------------------
@pytest.mark.parametrize(("stored", "read"), [(None, 300), ("600", 600), ("ten", 300), ("5", 300), ("999999", 300)])
def test_the_idle_time_preference_reads_damaged_values_as_the_default(paths, stored, read):
    preferences = Preferences.at(paths.settings_file)
    if stored is not None:
        preferences._settings.setValue("staff/idle_lock_s", stored)
    assert preferences.idle_lock_s == read


def test_an_idle_time_out_of_range_is_refused(paths):
    preferences = Preferences.at(paths.settings_file)
    with pytest.raises(ValueError, match="30 to 14400 seconds"):
        preferences.idle_lock_s = 10


# -- the event on screen in the log -------------------------------------------------------------
def registered(desk):
    """The log's ids of the event on screen, its tables and its known players (None where missing)."""
    event = desk.window.model.current_event
    tournament = desk.store.tournament
    [event_uid] = tournament.events_numbered(event.number) or [None]
    if event_uid is None:
        return None
    tables = {table.name: tournament.table_named(event_uid, table.name) for table in event.tables}
    players = {
        player.name: tournament.player_registered(event_uid, player.player_id) for player in event.known_players()
    }
    return tables, players


def test_signing_in_registers_the_event_on_screen_and_each_change_after_it(desk, admin):
    assert registered(desk) is None
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    tables, players = registered(desk)
    assert tables.keys() == {"Table 1"}
    assert None not in tables.values()
    assert len(players) >= 8
    assert None not in players.values()
    before = records(desk)
    assert desk.window.operations.add_table("Table 2", 6)
    assert desk.window.operations.seat_player("Table 2", 1, "Dora Newcomer")
    tables, players = registered(desk)
    assert tables["Table 2"] is not None
    assert players["Dora Newcomer"] is not None
    # One record for the table, one for the player; nothing again for what was there already.
    assert records(desk) == before + 2


def test_nothing_is_registered_while_nobody_is_signed_in(desk, admin):
    assert desk.window.operations.add_table("Table 2", 6)
    assert registered(desk) is None


def test_a_member_who_may_not_set_up_events_is_told_once_and_nothing_is_written(desk, supervisor, admin):
    before = records(desk)
    sign_in(desk, supervisor.uid, FLOOR_PIN)
    message = desk.window.statusBar().currentMessage()
    assert message.startswith("The event on screen is not registered in the incident log yet:")
    assert "Sam Floor is a Supervisor" in message
    assert registered(desk) is None
    assert records(desk) == before
    desk.window.statusBar().clearMessage()
    assert desk.window.operations.add_table("Table 2", 6)
    assert desk.window.statusBar().currentMessage() != message  # not repeated at every change
    # Once an administrator signs in, the event, its tables and players are registered.
    desk.session.sign_out()
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    tables, _players = registered(desk)
    assert tables.keys() == {"Table 1", "Table 2"}
    assert None not in tables.values()


def test_a_log_held_by_another_floordesk_is_said_under_the_form_and_nothing_is_lost(qtbot, paths):
    store = IncidentStore.open(paths.database, busy_timeout=0.05, backup_every=None)
    admin = store.staff.create_first_administrator("Ana Admin", ADMIN_PIN)
    session = StaffSession(store, Preferences.at(paths.settings_file))
    session.sign_in(admin.staff_uid, ADMIN_PIN)
    staff = StaffWindow(store.staff, session, Preferences.at(paths.settings_file))
    qtbot.addWidget(staff)
    add = staff.add_member_form()
    fill(add, name="Dora Floor", pin="1111", pin_again="1111")
    other = sqlite3.connect(paths.database, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        add.accept()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert "in use by another FloorDesk" in add.general_problem.text()
    assert add.text("name") == "Dora Floor"
    add.accept()  # once the other FloorDesk lets go, the same form goes through
    assert add.result() == StaffForm.DialogCode.Accepted
    assert [m.name for m in store.staff.members()] == ["Ana Admin", "Dora Floor"]
    store.close()


def test_the_signed_in_status_and_the_first_question_come_once_the_window_is_shown(open_desk):
    desk = open_desk()
    desk.window.show()
    assert desk.window.staff_controls.status is None
    desk.finish_start()
    status = desk.window.staff_controls.status
    assert status is not None
    assert status.label.text() == "Not signed in"
    assert status.isVisibleTo(desk.window)
    first = [form for form in desk.window.findChildren(StaffForm) if form.isVisible()]
    assert [form.windowTitle() for form in first] == ["FloorDesk: first administrator"]
    first[0].reject()


def test_names_that_look_like_html_are_shown_as_typed(desk):
    form = desk.window.staff_controls.greet()
    fill(form, name="<b>Ana</b>", pin=ADMIN_PIN, pin_again=ADMIN_PIN)
    form.accept()
    status = desk.window.staff_controls.status.label
    assert status.text() == "<b>Ana</b> (Administrator)"
    assert status.textFormat() == Qt.TextFormat.PlainText
    desk.session.lock()
    lock = desk.window.staff_controls.lock_form
    assert "&lt;b&gt;Ana&lt;/b&gt;" in lock.intro.text()
    fill(lock, pin="0000")
    lock.accept()
    assert problem(lock, "pin") == "That is not <b>Ana</b>'s PIN."
    assert lock.problems["pin"].textFormat() == Qt.TextFormat.PlainText


def test_the_staff_window_shows_an_administrator_the_wrong_pins_typed_here(desk, admin, supervisor):
    for _ in range(2):
        with pytest.raises(NotAllowedError):
            desk.store.staff.sign_in(supervisor.uid, "0000")
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    staff = desk.window.staff_controls.show_staff_window()
    column = [staff.table.horizontalHeaderItem(c).text() for c in range(staff.table.columnCount())].index("Wrong PINs")
    cells = {
        staff.table.item(row, 0).text(): staff.table.item(row, column).text() for row in range(staff.table.rowCount())
    }
    laptop = desk.store.staff.laptop_label()
    assert cells["Ana Admin"] == ""
    assert cells["Sam Floor"].startswith("2 in a row (2 in all), the last at ")
    assert cells["Sam Floor"].endswith(f" UTC on {laptop}")
    # A right PIN starts the count again; the total stays for the administrator to see.
    desk.store.staff.sign_in(supervisor.uid, FLOOR_PIN)
    staff.refresh()
    assert (
        staff.table.item([staff.table.item(r, 0).text() for r in range(2)].index("Sam Floor"), column)
        .text()
        .startswith("0 in a row (2 in all)")
    )


def test_the_staff_window_adds_a_member_and_deactivates_one_by_keys_alone(desk, admin, supervisor, qtbot):
    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    window = desk.window.staff_controls.show_staff_window()
    qtbot.waitUntil(lambda: window.isAncestorOf(focused()))
    tab_to(qtbot, lambda: focused() is window.add_button)
    key(qtbot, Qt.Key.Key_Space)
    form = QApplication.activeModalWidget()
    assert isinstance(form, StaffForm)
    qtbot.waitUntil(lambda: form.isAncestorOf(QApplication.focusWidget()))
    typed(qtbot, "Mia Manager")
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, Qt.Key.Key_Down)  # a manager, the role after a supervisor
    for _ in range(2):
        key(qtbot, Qt.Key.Key_Tab)
        typed(qtbot, "8642")
    key(qtbot, ENTER)
    added = desk.store.staff.find("Mia Manager")
    assert [member.role for member in added] == [Role.MANAGER]
    window.activateWindow()  # as the window manager does when the form closes (the test platform does not)
    qtbot.waitUntil(lambda: window.isAncestorOf(QApplication.focusWidget()))
    tab_to(qtbot, lambda: focused() is window.table)
    key(qtbot, Qt.Key.Key_Down)  # Tab made the first row current without choosing it: down and up chooses it
    key(qtbot, Qt.Key.Key_Up)
    for _ in range(window.table.rowCount()):  # down the list to Sam Floor
        if window.selected.name == "Sam Floor":
            break
        key(qtbot, Qt.Key.Key_Down)
    assert window.selected.name == "Sam Floor"
    tab_to(qtbot, lambda: focused() is window.active_button)
    key(qtbot, Qt.Key.Key_Space)
    reason = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: reason.isAncestorOf(QApplication.focusWidget()))
    typed(qtbot, "left the company")  # its reason, where it opens
    key(qtbot, ENTER)
    assert not desk.store.staff.member(supervisor.uid).active


def test_a_staff_form_and_the_staff_window_are_said_again_on_a_language_change(desk, admin, supervisor, qtbot):
    from PySide6.QtWidgets import QDialogButtonBox, QMenu

    sign_in(desk, admin.staff_uid, ADMIN_PIN)
    staff = desk.window.staff_controls.show_staff_window()
    assert staff is not None
    staff.select(supervisor.uid)
    change = staff.change_role_form()
    change.show()
    ok = change.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Change role"
    languages = {action.text(): action for action in desk.window.findChild(QMenu, "LanguageMenu").actions()}
    languages["Deutsch"].trigger()
    QApplication.processEvents()  # Qt tells the dialogs of the change after the switch
    words = catalogue("de")
    assert ok.text() == words.translate("StaffWindow", "Change role") != "OK"
    assert change.fields["role"].currentText() == "Supervisor"
    assert [change.fields["role"].itemText(i) for i in range(4)] == [
        "Supervisor",
        "Manager",
        "Turnierdirektor",
        "Administrator",
    ]
    assert staff.role_button.text() == "&Rolle ändern…"
    row = [staff.table.item(r, 0).text() for r in range(staff.table.rowCount())].index("Sam Floor")
    staff.refresh()
    assert staff.table.item(row, 2).text() == "Aktiv"
