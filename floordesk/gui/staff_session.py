"""GUI: who is signed in at this window, and the lock that keeps others from signing as them.

The store checks every PIN and every permission; the session only remembers
who gave the right PIN last, and forgets them for signing purposes while the
window is locked (after `idle_lock_s` without a key press, click or touch, or
on demand). Locking discards nothing: whatever was open stays open, and the
same member's PIN unlocks it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QWindow

from floordesk.gui.settings import Preferences
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn

Clock = Callable[[], float]
"""Seconds on a clock that never goes back (time.monotonic); tests give a fake one."""


class StaffSession(QObject):
    """GUI: the staff member signed in at this window, and whether the window is locked.

    Signals:
        changed(): someone signed in or out, or the window was locked or unlocked.
    """

    changed = Signal()

    def __init__(
        self,
        store: IncidentStore,
        preferences: Preferences,
        parent: QObject | None = None,
        *,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._preferences = preferences
        self._clock = clock
        self._member: SignedIn | None = None
        self._locked = False
        self._last_activity = clock()
        self._watcher: ActivityWatcher | None = None
        self.idle_timer = QTimer(self)
        self.idle_timer.setSingleShot(True)
        self.idle_timer.timeout.connect(self.check_idle)

    @property
    def current(self) -> SignedIn | None:
        """Who may sign now: None when nobody is signed in or the window is locked."""
        return None if self._locked else self._member

    @property
    def member(self) -> SignedIn | None:
        """Who is signed in, locked or not (the lock names them)."""
        return self._member

    @property
    def locked(self) -> bool:
        return self._locked

    @property
    def idle_lock_s(self) -> int:
        return self._preferences.idle_lock_s

    def needs_first_administrator(self) -> bool:
        """Whether nobody can sign in on this laptop yet (a new log, or only staff merged from elsewhere)."""
        return not any(member.has_pin for member in self._store.staff.members())

    def create_first_administrator(self, name: str, pin: str) -> SignedIn:
        """Add the first administrator (the store checks name and PIN) and sign them in."""
        return self._start(self._store.staff.create_first_administrator(name, pin))

    def sign_in(self, staff_uid: str, pin: str) -> SignedIn:
        """Sign in (or unlock, or change who is signed in); raises the store's NotAllowedError with the reason."""
        return self._start(self._store.staff.sign_in(staff_uid, pin))

    def confirm(self, pin: str) -> SignedIn:
        """The PIN again before a signature: the current member, as the store knows them now."""
        current = self.current
        if current is None:
            raise NotAllowedError(
                QCoreApplication.translate("StaffSession", "the window is locked: unlock it first")
                if self._locked
                else QCoreApplication.translate("StaffSession", "nobody is signed in")
            )
        signed = self._store.staff.sign_in(current.staff_uid, pin)
        self._member = signed
        self.note_activity()
        return signed

    def lock(self) -> None:
        """Lock the window (nothing happens when nobody is signed in: there is no one to protect)."""
        if self._member is not None and not self._locked:
            self._locked = True
            self.idle_timer.stop()
            self.changed.emit()

    def sign_out(self) -> None:
        if self._member is not None:
            self._member = None
            self._locked = False
            self.idle_timer.stop()
            self.changed.emit()

    def refresh(self) -> None:
        """Re-read the signed-in member after a staff change: a new role shows, a deactivated member is signed out."""
        if self._member is None:
            return
        now = self._store.staff.member(self._member.staff_uid)
        if not now.active:
            self.sign_out()
        elif now.role is not self._member.role or now.name != self._member.name:
            self._member = SignedIn(now.uid, now.name, now.role)
            self.changed.emit()

    def watch_input(self) -> None:
        """Count every key press, click and touch in the application's windows as use (start-up does it after the
        first show).

        The filter goes on each window (the QWindow, where input arrives first) as it appears or takes the focus,
        not on the application: an application-wide filter is called for every event of every widget, which made
        opening a wizard some 40% slower.
        """
        app = QGuiApplication.instance()
        if self._watcher is None and isinstance(app, QGuiApplication):
            self._watcher = ActivityWatcher(self)
            app.focusWindowChanged.connect(self._watch_window)
            for window in app.topLevelWindows():
                self._watch_window(window)

    def _watch_window(self, window: QWindow | None) -> None:
        if window is not None and self._watcher is not None:
            window.installEventFilter(self._watcher)  # installed again, it is still called once

    def close(self) -> None:
        """Sign out and stop watching (the window is closing)."""
        self.sign_out()
        app = QGuiApplication.instance()
        if self._watcher is not None and isinstance(app, QGuiApplication):
            app.focusWindowChanged.disconnect(self._watch_window)
            for window in app.topLevelWindows():
                window.removeEventFilter(self._watcher)
        self._watcher = None

    def note_activity(self) -> None:
        """Someone used the window: the idle time starts again (cheap: it runs on every key press and click)."""
        self._last_activity = self._clock()

    def check_idle(self) -> None:
        """Lock once the window has been idle for `idle_lock_s`; until then, look again when that time is up."""
        if self.current is None:
            return
        idle_s = self._clock() - self._last_activity
        if idle_s >= self.idle_lock_s:
            self.lock()
        else:
            self.idle_timer.start(max(1, round((self.idle_lock_s - idle_s) * 1000)))

    def _start(self, signed: SignedIn) -> SignedIn:
        self._member = signed
        self._locked = False
        self.note_activity()
        self.idle_timer.start(self.idle_lock_s * 1000)
        self.changed.emit()
        return signed


class ActivityWatcher(QObject):
    """GUI: an event filter on each window that tells the session about every key press, click and touch."""

    def __init__(self, session: StaffSession) -> None:
        super().__init__(session)
        self._session = session
        # What counts as someone at the keyboard (a repaint or a timer does not). Built here, once the
        # window is shown, not at import: the first use of QEvent.Type builds the whole enum.
        self._user_input = frozenset(
            {
                QEvent.Type.KeyPress,
                QEvent.Type.MouseButtonPress,
                QEvent.Type.MouseButtonDblClick,
                QEvent.Type.Wheel,
                QEvent.Type.TouchBegin,
                QEvent.Type.TabletPress,
            }
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self._user_input:
            self._session.note_activity()
        return False
