"""GUI: the main window's staff controls: who is signed in (status bar), sign in/out, the lock, the Staff window.

Built with the window: four actions for the menus. The status bar's part is
added once the window is shown, and the forms' modules are imported the first
time one is opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QSizePolicy, QToolButton, QWidget
from shiboken6 import Shiboken

from floordesk.gui.settings import Preferences
from floordesk.gui.staff_session import StaffSession
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Role, SignedIn

if TYPE_CHECKING:
    from floordesk.gui.dialogs.sign_in import FirstAdministratorForm, SignInForm
    from floordesk.gui.dialogs.staff import StaffWindow
    from floordesk.gui.dialogs.staff_form import StaffForm


class StaffControls(QObject):
    """GUI: the status bar's signed-in member with Sign in/Sign out and Lock; File > Sign in/out; Window > Lock, Staff.

    The lock form opens whenever the session locks (idle time, Ctrl+L) and stays
    until a PIN unlocks the window or the member is signed out.
    """

    def __init__(
        self,
        window: QMainWindow,
        store: IncidentStore,
        session: StaffSession,
        preferences: Preferences,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self._session = session
        self._preferences = preferences
        self._show_message = show_message
        # Made by the window, not by QAction(): the constructor's first call costs start-up milliseconds.
        # Being the window's actions also lets Ctrl+L work while the menu bar is hidden or a dialog has focus.
        self.sign_in_action = window.addAction(self.tr("Sign &in…"))
        self.sign_in_action.triggered.connect(self.ask_sign_in)
        self.sign_out_action = window.addAction(self.tr("Sign &out"))
        self.sign_out_action.triggered.connect(session.sign_out)
        self.lock_action = window.addAction(self.tr("&Lock"))
        self.lock_action.setShortcut(QKeySequence("Ctrl+L"))
        self.lock_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.lock_action.setToolTip(self.tr("Lock the window until your PIN is entered again (Ctrl+L)"))
        self.lock_action.triggered.connect(self.lock)
        self.staff_action = window.addAction(self.tr("&Staff…"))
        self.staff_action.triggered.connect(self.show_staff_window)
        # An administrator's, as Staff is; the composition root connects it (`FloorServer`).
        self.floor_server_action = window.addAction(self.tr("Floor &server…"))
        self.status: StaffStatus | None = None  # built once the window is shown (see add_status)
        self.lock_form: SignInForm | None = None
        self.staff_window: StaffWindow | None = None
        session.changed.connect(self._on_session_changed)
        self._on_session_changed()

    def add_status(self) -> StaffStatus:
        """Put who is signed in, with the buttons, in the status bar (start-up does it once the window is shown)."""
        if self.status is None:
            self.status = StaffStatus(self.sign_in_action, self.sign_out_action, self.lock_action)
            self._window.statusBar().addPermanentWidget(self.status)  # at the far right, where sign-in is looked for
            self._on_session_changed()
        return self.status

    @property
    def file_actions(self) -> tuple[QAction, ...]:
        return (self.sign_in_action, self.sign_out_action)

    @property
    def window_actions(self) -> tuple[QAction, ...]:
        return (self.lock_action, self.staff_action, self.floor_server_action)

    def greet(self, waiting: SignInForm | FirstAdministratorForm | None = None) -> StaffForm:
        """Once the window is shown: ask for the first administrator on a new laptop, else for a sign-in.

        `waiting`: the form start-up opened before the log (see `floordesk.gui.app.run_gui`); it is the one asked
        with, given the session (and the names) now, unless it is not the one the log needs or it has been closed.
        """
        if waiting is not None and Shiboken.isValid(waiting) and waiting.isVisible():
            if waiting.first_administrator == self._session.needs_first_administrator():
                waiting.serve(self._session, self._store.staff.members())
                return waiting
            waiting.close()
        return self.ask_sign_in()

    def ask_sign_in(self) -> StaffForm:
        """Open the first-administrator form while nobody can sign in here, else the sign-in form; returns it."""
        # a dialog's module loads when it is first opened, not with the window
        from floordesk.gui.dialogs.sign_in import FirstAdministratorForm
        from floordesk.gui.dialogs.staff_form import ask

        if self.lock_form is not None:
            return self.lock_form
        if self._session.needs_first_administrator():
            return ask(FirstAdministratorForm(self._session, self._window))
        return ask(self._sign_in_form())

    def lock(self) -> None:
        if self._session.member is None:
            self._show_message(self.tr("Nobody is signed in: there is nothing to lock."))
        self._session.lock()

    def show_staff_window(self) -> StaffWindow | None:
        """The Staff window, for an administrator signed in at an unlocked window; None (and why) for anyone else."""
        current = self._session.current
        if current is None or current.role is not Role.ADMINISTRATOR:
            self._show_message(self.tr("Only an administrator who is signed in can open the Staff window."))
            return None
        if self.staff_window is None:
            # a window's module loads when it is first opened, not with the main window
            from floordesk.gui.dialogs.staff import StaffWindow

            self.staff_window = StaffWindow(self._store.staff, self._session, self._preferences, self._window)
        self.staff_window.refresh()
        self.staff_window.show()
        self.staff_window.raise_()
        self.staff_window.activateWindow()
        return self.staff_window

    def _sign_in_form(self) -> SignInForm:
        # a dialog's module loads when it is first opened, not with the window
        from floordesk.gui.dialogs.sign_in import SignInForm

        return SignInForm(self._session, self._store.staff.members(), self._window)

    def _on_session_changed(self) -> None:
        session = self._session
        member, current = session.member, session.current
        if self.status is not None:
            self.status.show_member(member, session.locked)
        self.sign_out_action.setEnabled(member is not None)
        self.lock_action.setEnabled(current is not None)
        is_administrator = current is not None and current.role is Role.ADMINISTRATOR
        self.staff_action.setVisible(is_administrator)
        self.floor_server_action.setVisible(is_administrator)
        if not is_administrator and self.staff_window is not None and not session.locked:
            self.staff_window.close()
        if session.locked and self.lock_form is None:
            self.lock_form = self._sign_in_form()
            self.lock_form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.lock_form.finished.connect(self._on_lock_form_closed)
            self.lock_form.show()  # open() would make it window-modal; the lock covers every window

    def _on_lock_form_closed(self) -> None:
        self.lock_form = None


class StaffStatus(QWidget):
    """GUI: "NAME (ROLE)" signed in, or "Locked: NAME", or "Not signed in", with Sign in/Sign out and Lock.

    Short, because the status bar is crowded in large text; the tooltip says it in full.
    """

    def __init__(self, sign_in: QAction, sign_out: QAction, lock: QAction) -> None:
        super().__init__()
        self.label = QLabel(self.tr("Not signed in"))
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a name, as typed
        # Who signs matters more than the event's name (also in the title bar): this is never cut short.
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        # One button per action: a tool button given a second action would offer both as a menu.
        self.sign_in_button, self.sign_out_button, self.lock_button = (
            _button_for(action) for action in (sign_in, sign_out, lock)
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.sign_in_button, self.sign_out_button, self.lock_button):
            layout.addWidget(widget)

    def show_member(self, member: SignedIn | None, locked: bool) -> None:
        if member is None:
            self.label.setText(self.tr("Not signed in"))
        elif locked:
            self.label.setText(self.tr("Locked: {name}").format(name=member.name))
        else:
            self.label.setText(f"{member.name} ({member.role.shown})")
        self.label.setToolTip(
            self.tr("Nobody is signed in")
            if member is None
            else self.tr("{name} ({title}) is signed in").format(name=member.name, title=member.role.shown)
        )
        self.sign_in_button.setVisible(member is None)
        self.sign_out_button.setVisible(member is not None)


def _button_for(action: QAction) -> QToolButton:
    button = QToolButton()
    button.setDefaultAction(action)
    return button
