"""GUI: the first administrator's form, signing in, and the lock that a PIN lifts.

The lock is the sign-in form in a stricter mode: application-modal (every
window stays visible behind it, and nothing is closed or discarded), it cannot
be dismissed, the locked member is preselected, and the way out other than a
PIN is signing that member out.

The sign-in form is the first thing FloorDesk paints, with its window's shell,
before the incident log is opened: built without a session, it takes the PIN at
once and is given the names, and the session to sign in through, a moment later
(`serve`). On a new laptop (no log yet) the first administrator's form is painted
instead, served alike. Its module loads nothing of the store.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QListWidget, QListWidgetItem, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.dialogs.staff_form import StaffForm, pin_edit
from floordesk.gui.keyboard import select_on_tab
from floordesk.gui.touch import TOUCH_PX

if TYPE_CHECKING:
    from floordesk.gui.staff_session import StaffSession
    from floordesk.store.staff import StaffMember


class FirstAdministratorForm(StaffForm):
    """GUI: the form shown while nobody can sign in on this laptop: the administrator's name and PIN, twice.

    `session` None: the form start-up shows on a new laptop before the log is open, until `serve`.
    """

    first_administrator = True
    """the form asked while nobody can sign in here (the sign-in form's is False)"""

    def __init__(self, session: StaffSession | None, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("sign_in", "FloorDesk: first administrator"),
            QCoreApplication.translate(
                "sign_in",
                "Nobody can sign in on this laptop yet. Enter the administrator's name and PIN: "
                "the administrator then adds the floor staff (Window → Staff…).",
            ),
            QCoreApplication.translate("sign_in", "Create administrator"),
            parent,
        )
        self._session = session
        self.name = self.add_field("name", QCoreApplication.translate("sign_in", "&Name:"), QLineEdit())
        self.add_pin_pair()
        self.refusal_field = "name"
        self.submit = self._create

    def serve(self, session: StaffSession, _members: list[StaffMember]) -> None:
        """The log is open: create the administrator through `session` (nobody is listed: nobody can sign in)."""
        self._session = session

    def _create(self) -> None:
        self.check_name_and_pin()
        assert self._session is not None, "the log opens in the turn of the event loop that shows the form"
        self._session.create_first_administrator(self.name.text(), self.new_pin())


class SignInForm(StaffForm):
    """GUI: choose your name, give your PIN. With `locked`, the lock of the window (see the module).

    `session` None: the form start-up shows before the log is open, with no names until `serve`.
    """

    first_administrator = False

    def __init__(self, session: StaffSession | None, members: list[StaffMember], parent: QWidget | None = None) -> None:
        locked = session.member if session is not None and session.locked else None
        if locked is None:
            super().__init__(
                QCoreApplication.translate("sign_in", "FloorDesk: sign in"),
                QCoreApplication.translate("sign_in", "Choose your name and enter your PIN."),
                QCoreApplication.translate("sign_in", "Sign in"),
                parent,
            )
        else:
            from html import escape  # only the lock names someone: not loaded with the first frame's form

            super().__init__(
                QCoreApplication.translate("sign_in", "FloorDesk is locked"),
                QCoreApplication.translate(
                    "sign_in",
                    "<b>FloorDesk is locked.</b> {name} ({role}) is signed in: "
                    "enter the PIN to unlock. Anyone else can sign in instead.",
                ).format(name=escape(locked.name), role=locked.role.shown),
                QCoreApplication.translate("sign_in", "Unlock"),
                parent,
            )
            self.intro.setTextFormat(Qt.TextFormat.RichText)  # the name is escaped above
            self.setWindowModality(Qt.WindowModality.ApplicationModal)
            sign_out = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
            sign_out.setText(QCoreApplication.translate("SignInForm", "Sign {name} out").format(name=locked.name))
            self.buttons.rejected.disconnect(self.reject)
            self.buttons.rejected.connect(self._sign_out)
        self._session = session
        self._locked = locked
        self._answering = False  # while this form's own answer signs in or out
        if session is not None and locked is not None:
            session.changed.connect(self._on_session_changed)
        self.names = self.add_field(
            "staff",
            QCoreApplication.translate("SignInForm", "&Name:"),
            QListWidget(),
        )
        select_on_tab(self.names)  # Tab into the names chooses the one shown current
        self._list(members)
        self.pin = self.add_field(
            "pin",
            QCoreApplication.translate("SignInForm", "&PIN:"),
            pin_edit(),
        )
        self.refusal_field = "pin"
        self.submit = self._sign_in
        self.names.currentItemChanged.connect(lambda *_: self.pin.setFocus())
        if locked is not None:
            self.choose(locked.staff_uid)
        self.pin.setFocus()

    def serve(self, session: StaffSession, members: list[StaffMember]) -> None:
        """The log is open: list `members`, and sign in through `session` (the form start-up showed before it)."""
        self._session = session
        self._list(members)

    def _list(self, members: list[StaffMember]) -> None:
        row_height = max(TOUCH_PX, round(self.fontMetrics().height() * 2.2))  # a finger's width on a touch screen
        for member in members:
            if member.active:
                item = QListWidgetItem(f"{member.name}  \N{EM DASH}  {member.role.shown}")
                item.setData(Qt.ItemDataRole.UserRole, member.uid)
                item.setSizeHint(QSize(0, row_height))
                self.names.addItem(item)
        shown_rows = min(max(self.names.count(), 1), 6)  # more than six scroll
        self.names.setFixedHeight(row_height * shown_rows + 2 * self.names.frameWidth())

    def choose(self, staff_uid: str) -> None:
        """Select the member `staff_uid` in the list (as a click on the name does); not listed: no choice."""
        uids = [self.names.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.names.count())]
        self.names.setCurrentRow(uids.index(staff_uid) if staff_uid in uids else -1)

    def accept(self) -> None:
        self._answering = True
        try:
            super().accept()
        finally:
            self._answering = False

    def reject(self) -> None:
        if self._locked is None:  # the lock is lifted by a PIN or a sign-out, never by Escape or the close button
            super().reject()

    def _on_session_changed(self) -> None:
        # Unlocked or signed out elsewhere (the desk closing, say): the lock has nothing left to cover.
        if self._session is not None and not self._session.locked and not self._answering:
            self.done(StaffForm.DialogCode.Rejected)

    def _sign_in(self) -> None:
        item = self.names.currentItem()
        if item is None:
            raise InvalidInput.at("staff", QCoreApplication.translate("SignInForm", "choose your name first"))
        assert self._session is not None, "names are listed with the session (see serve)"
        self._session.sign_in(item.data(Qt.ItemDataRole.UserRole), self.pin.text())

    def _sign_out(self) -> None:
        if self._session is not None:  # always: only the lock offers it
            self._session.sign_out()  # which closes the form (see _on_session_changed)
