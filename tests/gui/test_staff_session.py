"""The staff session: who may sign at this window, the lock that keeps others from signing as them (on demand, or
after the idle time measured on a fake clock), a confirmation before a signature, and a staff change followed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from floordesk.gui.settings import Preferences
from floordesk.gui.staff_session import StaffSession
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Role
from tests.gui.dialogs.test_staff import ADMIN_PIN, FLOOR_PIN, FakeClock


class Session:
    """A session on a new log with an administrator and a supervisor, on a fake clock; how often it changed."""

    def __init__(self, paths) -> None:
        self.store = IncidentStore.open(paths.database, backup_every=None)
        self.clock = FakeClock()
        self.session = StaffSession(self.store, Preferences.at(paths.settings_file), clock=self.clock)
        self.changes = 0
        self.session.changed.connect(self._changed)
        self.admin = self.store.staff.create_first_administrator("Ana Admin", ADMIN_PIN)
        self.floor = self.store.staff.add("Sam Floor", Role.SUPERVISOR, FLOOR_PIN, self.admin)

    def _changed(self) -> None:
        self.changes += 1


@pytest.fixture
def s(qapp, paths):
    session = Session(paths)
    yield session
    session.session.close()
    session.store.close()


def test_a_new_log_needs_its_first_administrator_who_is_then_signed_in(qapp, paths):
    store = IncidentStore.open(paths.database, backup_every=None)
    session = StaffSession(store, Preferences.at(paths.settings_file))
    assert session.needs_first_administrator()
    ana = session.create_first_administrator("Ana Admin", ADMIN_PIN)
    assert not session.needs_first_administrator()
    assert session.current == ana
    session.close()
    store.close()


def test_a_sign_in_with_the_right_pin_makes_the_member_current_and_a_wrong_one_does_not(s):
    with pytest.raises(NotAllowedError):
        s.session.sign_in(s.floor, "0000")
    assert (s.session.current, s.changes) == (None, 0)
    signed = s.session.sign_in(s.floor, FLOOR_PIN)
    assert s.session.current == signed
    assert signed.name == "Sam Floor"
    assert s.changes == 1


def test_a_locked_window_names_its_member_but_lets_nobody_sign_until_the_pin_unlocks_it(s):
    s.session.lock()
    assert (s.session.locked, s.changes) == (False, 0)  # nobody signed in: nothing to lock
    s.session.sign_in(s.floor, FLOOR_PIN)
    s.session.lock()
    assert s.session.locked
    assert s.session.current is None
    assert s.session.member.name == "Sam Floor"
    with pytest.raises(NotAllowedError, match="locked"):
        s.session.confirm(FLOOR_PIN)
    s.session.sign_in(s.floor, FLOOR_PIN)
    assert not s.session.locked
    assert s.changes == 3


def test_a_confirmation_needs_someone_signed_in_and_their_pin(s):
    with pytest.raises(NotAllowedError, match="nobody is signed in"):
        s.session.confirm(FLOOR_PIN)
    s.session.sign_in(s.floor, FLOOR_PIN)
    with pytest.raises(NotAllowedError):
        s.session.confirm("0000")
    assert s.session.confirm(FLOOR_PIN).name == "Sam Floor"


def test_signing_out_forgets_the_member_and_the_lock(s):
    s.session.sign_in(s.floor, FLOOR_PIN)
    s.session.lock()
    s.session.sign_out()
    assert (s.session.member, s.session.locked) == (None, False)
    assert not s.session.idle_timer.isActive()


def test_it_locks_once_idle_for_the_idle_time_and_looks_again_when_that_is_up(s):
    s.session.sign_in(s.floor, FLOOR_PIN)
    idle = s.session.idle_lock_s
    assert s.session.idle_timer.interval() == idle * 1000
    s.clock.advance(idle - 10)
    s.session.check_idle()
    assert not s.session.locked
    assert s.session.idle_timer.interval() == 10_000
    s.clock.advance(5)
    s.session.note_activity()  # used again: the idle time starts over
    s.clock.advance(idle - 1)
    s.session.check_idle()
    assert not s.session.locked
    s.clock.advance(1)
    s.session.check_idle()
    assert s.session.locked


def test_a_click_in_a_window_watched_counts_as_use(s, qtbot):
    s.session.sign_in(s.floor, FLOOR_PIN)
    window = QWidget()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    s.session.watch_input()
    s.clock.advance(s.session.idle_lock_s - 1)
    press = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(5, 5),
        QPointF(5, 5),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window.windowHandle(), press)
    s.clock.advance(1)
    s.session.check_idle()
    assert not s.session.locked


def test_a_staff_change_is_followed_a_new_role_shown_and_a_deactivated_member_signed_out(s):
    s.session.sign_in(s.floor, FLOOR_PIN)
    s.session.refresh()
    assert s.changes == 1  # nothing changed, nothing said
    s.store.staff.change_role(s.floor, Role.MANAGER, "promoted", s.admin)
    s.session.refresh()
    assert s.session.current.role is Role.MANAGER
    s.store.staff.deactivate(s.floor, "left the floor", s.admin)
    s.session.refresh()
    assert s.session.member is None
    assert s.changes == 3
