"""GUI: the Staff window (administrators only): members and roles, deactivation, PIN resets, the idle lock, and
the wrong PINs typed on this laptop (how many in a row and in all, the last when, on which laptop).

Every change is the store's (`StaffDirectory`), signed by the administrator
signed in at the window; the store checks the permission again, asks for the
reason where the log needs one, and refuses what would leave the laptop
without an active administrator. Its refusals are shown beside the field.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floordesk.gui.dialogs.staff_form import StaffForm, role_box
from floordesk.gui.settings import IDLE_LOCK_RANGE_S, Preferences
from floordesk.gui.staff_session import StaffSession
from floordesk.gui.touch import TOUCH_PX, touch, touch_buttons
from floordesk.i18n import SPEAKER, noop
from floordesk.store.errors import NotAllowedError
from floordesk.store.staff import PinFailures, SignedIn, StaffDirectory, StaffMember

COLUMNS = (
    noop("StaffWindow", "Name"),
    noop("StaffWindow", "Role"),
    noop("StaffWindow", "Status"),
    noop("StaffWindow", "PIN on this laptop"),
    noop("StaffWindow", "Wrong PINs"),
)
PIN_RESET_REASON = "PIN reset by an administrator"


class StaffWindow(QDialog):
    """GUI: the staff list with its changes; each change opens a small form (built by a method, so tests drive it)."""

    def __init__(
        self, staff: StaffDirectory, session: StaffSession, preferences: Preferences, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Staff"))
        self.resize(640, 420)
        self._staff = staff
        self._session = session
        self._preferences = preferences
        self._members: list[StaffMember] = []
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(title) for title in COLUMNS])
        self.table.setAccessibleName(self.tr("Staff"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab cycled its cells and never reached the buttons; arrows choose
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(TOUCH_PX)  # a member's row is chosen by finger
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.add_button = self._button(self.tr("&Add member…"), self.add_member_form)
        self.role_button = self._button(self.tr("Change &role…"), self.change_role_form)
        self.active_button = self._button(self.tr("&Deactivate…"), self.active_form)
        self.pin_button = self._button(self.tr("Reset &PIN…"), self.reset_pin_form)
        actions = QHBoxLayout()
        for button in (self.add_button, self.role_button, self.active_button, self.pin_button):
            actions.addWidget(button)
        actions.addStretch(1)
        self.idle_minutes = touch(QSpinBox())
        self.idle_minutes.setRange(max(1, IDLE_LOCK_RANGE_S[0] // 60), IDLE_LOCK_RANGE_S[1] // 60)
        self.idle_minutes.setSuffix(self.tr(" min"))
        self.idle_minutes.setValue(max(1, preferences.idle_lock_s // 60))
        self.idle_minutes.valueChanged.connect(self._set_idle_lock)
        idle = QHBoxLayout()
        idle_label = QLabel(self.tr("&Lock the window after this long without use:"))
        idle_label.setBuddy(self.idle_minutes)
        idle.addWidget(idle_label)
        idle.addWidget(self.idle_minutes)
        idle.addStretch(1)
        close = touch_buttons(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(actions)
        layout.addLayout(idle)
        layout.addWidget(close)
        self.refresh()

    def _button(self, text: str, form: object) -> QPushButton:
        button = touch(QPushButton(text))
        button.clicked.connect(lambda: self._open(form()))  # type: ignore[operator]
        return button

    @property
    def selected(self) -> StaffMember | None:
        rows = self.table.selectionModel().selectedRows()
        return self._members[rows[0].row()] if rows else None

    def select(self, staff_uid: str) -> None:
        """Select the member's row (as a click does)."""
        for row, member in enumerate(self._members):
            if member.uid == staff_uid:
                self.table.selectRow(row)

    def refresh(self) -> None:
        """Show the staff as the log has them now, keeping the selection."""
        chosen = self.selected
        self._members = self._staff.members()
        failures = self._pin_failures()
        self.table.setRowCount(len(self._members))
        for row, member in enumerate(self._members):
            cells = (
                member.name,
                member.role.shown,
                self.tr("Active") if member.active else self.tr("Deactivated"),
                self.tr("Set") if member.has_pin else self.tr("None: reset it to let them sign in here"),
                failures.get(member.uid, ""),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if not text:  # an empty cell (no wrong PIN) would be a nameless stop for a screen reader
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("none"))
                self.table.setItem(row, column, item)
        if chosen is not None:
            self.select(chosen.uid)
        self._update_buttons()

    def _pin_failures(self) -> dict[str, str]:
        """Each member's wrong PINs typed here, in words (only an administrator signed in at the window sees them)."""
        try:
            failures = self._staff.pin_failures(self._by())
        except NotAllowedError:
            return {}
        return {failure.staff_uid: _wrong_pins(failure) for failure in failures}

    # -- the forms ----------------------------------------------------------
    def add_member_form(self) -> StaffForm:
        form = self._form(
            self.tr("Add a staff member"), self.tr("The new member signs in with this PIN."), self.tr("Add")
        )
        name = form.add_field("name", self.tr("&Name:"), QLineEdit())
        role = form.add_field("role", self.tr("&Role:"), role_box())
        form.add_pin_pair()
        form.refusal_field = "name"

        def add() -> None:
            form.check_name_and_pin()
            self._staff.add(name.text(), role.currentData(), form.new_pin(), self._by())

        form.submit = add
        return form

    def change_role_form(self) -> StaffForm:
        member = self._chosen()
        form = self._form(
            self.tr("Change {name}'s role").format(name=member.name),
            self.tr("{name} is {a}.").format(name=member.name, a=member.role.predicate),
            self.tr("Change role"),
        )
        role = form.add_field("role", self.tr("New &role:"), role_box(member.role))
        reason = form.add_field("reason", self.tr("&Reason:"), QLineEdit())
        form.refusal_field = "role"
        form.submit = lambda: self._staff.change_role(member.uid, role.currentData(), reason.text(), self._by())
        return form

    def active_form(self) -> StaffForm:
        """Deactivate the chosen member, or reactivate them if they are deactivated."""
        member = self._chosen()
        if member.active:
            title, intro, ok = "Deactivate", f"{member.name} will no longer be able to sign in.", "Deactivate"
            change = self._staff.deactivate
        else:
            title, intro, ok = "Reactivate", f"{member.name} will be able to sign in again.", "Reactivate"
            change = self._staff.reactivate
        form = self._form(f"{title} {member.name}", intro, ok)
        reason = form.add_field("reason", self.tr("&Reason:"), QLineEdit())
        form.refusal_field = "reason"
        form.submit = lambda: change(member.uid, reason.text(), self._by())
        return form

    def reset_pin_form(self) -> StaffForm:
        member = self._chosen()
        form = self._form(
            self.tr("Reset {name}'s PIN").format(name=member.name),
            self.tr("Give {name} the new PIN in person.").format(name=member.name),
            self.tr("Reset PIN"),
        )
        form.add_pin_pair(self.tr("New &PIN:"))
        form.refusal_field = "pin"
        form.submit = lambda: self._staff.set_pin(member.uid, form.new_pin(), self._by(), PIN_RESET_REASON)
        return form

    # -- helpers -------------------------------------------------------------
    def _form(self, title: str, intro: str, ok_text: str) -> StaffForm:
        form = StaffForm(title, intro, ok_text, self)
        form.accepted.connect(self._done)
        return form

    def _open(self, form: StaffForm) -> None:
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.open()

    def _chosen(self) -> StaffMember:
        member = self.selected
        if member is None:
            raise LookupError(
                QCoreApplication.translate("StaffWindow", "no staff member is selected")
            )  # the buttons are disabled then
        return member

    def _by(self) -> SignedIn:
        signer = self._session.current
        if signer is None:
            raise NotAllowedError(QCoreApplication.translate("StaffWindow", "nobody is signed in at this window"))
        return signer

    def _done(self) -> None:
        """After a change the store accepted: show it, and let the session see a change to its own member."""
        self.refresh()
        self._session.refresh()

    def _update_buttons(self) -> None:
        member = self.selected
        for button in (self.role_button, self.active_button, self.pin_button):
            button.setEnabled(member is not None)
        reactivating = member is not None and not member.active
        self.active_button.setText(self.tr("Re&activate…") if reactivating else self.tr("&Deactivate…"))

    def _set_idle_lock(self, minutes: int) -> None:
        self._preferences.idle_lock_s = minutes * 60
        self._session.check_idle()


def _wrong_pins(failure: PinFailures) -> str:
    last = SPEAKER.current.moment(failure.last_utc[:19])
    said = QCoreApplication.translate(
        "StaffWindow", "{in_a_row} in a row ({total} in all), the last at {last} UTC on {laptop}"
    ).format(in_a_row=failure.in_a_row, total=failure.total, last=last, laptop=failure.laptop)
    if not failure.wait_s:
        return said
    return QCoreApplication.translate("StaffWindow", "{said}; the next try waits {seconds} s").format(
        said=said, seconds=math.ceil(failure.wait_s)
    )
