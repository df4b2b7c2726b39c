"""GUI: the question after a ruled change is undone: void its incident (reason, two signatures), or keep it.

The store decides who may void (a manager or a Tournament Director) and who may
confirm (any floor member other than the first); each refusal is shown beside
the field it concerns and nothing is written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from floordesk.core.errors import InvalidInput
from floordesk.core.flows.flow import RecordedIncident
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch
from floordesk.service.rulings import Rulings
from floordesk.store.errors import NotAllowedError, StoreError
from floordesk.store.staff import ALLOWED, Permission, StaffMember

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn

DIALOG_WIDTH = 560


class VoidDialog(QDialog):
    """GUI: void the incident of an undone ruling, or keep it (Keep is the default: the log loses nothing by it).

    Signals:
        voided(): the incident was voided in the log.
    """

    voided = Signal()

    def __init__(
        self, store: IncidentStore, incident: RecordedIncident, current_uid: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._store = store
        self.incident = incident
        self.setWindowTitle(self.tr("Void incident #{number}?").format(number=incident.number))
        self.setMinimumWidth(DIALOG_WIDTH)
        intro = QLabel(
            self.tr(
                "The table's change has been undone, but incident #{number} is still in the log. "
                "Void it if the ruling should never have stood "
                "(a reason and a second staff member's signature are required), or keep it."
            ).format(number=incident.number)
        )
        intro.setWordWrap(True)
        self.reason = QPlainTextEdit()
        self.reason.setTabChangesFocus(True)
        self.reason.setMinimumHeight(3 * 44)
        members = [m for m in store.staff.members() if m.active and m.has_pin]
        # Only those whose role allows it are offered; the store checks again when it voids.
        self.by = self._members(members, Permission.VOID)
        self.second = self._members(members, Permission.CONFIRM_VOID)
        self.by.setCurrentIndex(max(self.by.findData(current_uid), 0))
        others = [i for i in range(self.second.count()) if self.second.itemData(i) != self.by.currentData()]
        self.second.setCurrentIndex(others[0] if others else 0)
        self.by_pin, self.second_pin = self._pin_field(), self._pin_field()
        self.problem = field_problem_label()
        self.reason_problem, self.by_problem, self.second_problem = (field_problem_label() for _ in range(3))
        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow(self.tr("&Reason:"), self.reason)
        form.addRow("", self.reason_problem)
        form.addRow(self.tr("&Voided by:"), self.by)
        form.addRow(self.tr("&PIN:"), self.by_pin)
        form.addRow("", self.by_problem)
        form.addRow(self.tr("&Confirmed by:"), self.second)
        form.addRow(self.tr("P&IN:"), self.second_pin)
        form.addRow("", self.second_problem)
        form.addRow(self.problem)
        buttons = QDialogButtonBox()
        self.void_button = touch(
            buttons.addButton(self.tr("&Void the incident"), QDialogButtonBox.ButtonRole.AcceptRole)
        )
        self.keep_button = touch(buttons.addButton(self.tr("&Keep it"), QDialogButtonBox.ButtonRole.RejectRole))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.keep_button.setDefault(True)  # once in the dialog, which keeps it default as the focus moves (Enter keeps)

    @staticmethod
    def _members(members: list[StaffMember], permission: Permission) -> QComboBox:
        box = touch(QComboBox())
        for member in members:
            if member.role in ALLOWED[permission]:
                box.addItem(f"{member.name} ({member.role.shown})", member.uid)
        return box

    @staticmethod
    def _pin_field() -> QLineEdit:
        field = touch(QLineEdit())
        field.setEchoMode(QLineEdit.EchoMode.Password)
        return field

    def accept(self) -> None:
        for label in (self.problem, self.reason_problem, self.by_problem, self.second_problem):
            show_problem(label, "")
        by = self._sign(self.by, self.by_pin, self.by_problem)
        second = self._sign(self.second, self.second_pin, self.second_problem)
        reason = self.reason.toPlainText().strip()
        if not reason:
            show_problem(self.reason_problem, self.tr("A void needs a reason."))
            return
        if by is None or second is None:
            return
        try:
            Rulings(self._store).void(self.incident.uid, reason, lambda: by, lambda: second)
        except InvalidInput as error:
            show_problem(self.reason_problem, "; ".join(p.message for p in error.problems))
            return
        except StoreError as error:
            show_problem(self.problem, self.tr("Not voided: {error}.").format(error=error))
            return
        self.voided.emit()
        super().accept()

    def _sign(self, member: QComboBox, pin: QLineEdit, problem: QLabel) -> SignedIn | None:
        try:
            return self._store.staff.sign_in(str(member.currentData()), pin.text())
        except NotAllowedError as error:
            show_problem(problem, f"{error}.")
            return None
        finally:
            pin.clear()
