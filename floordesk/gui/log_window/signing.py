"""GUI: who signs an amendment. One small function, so the composition root can hand in the staff session instead.

`Signer` is what the log window calls when an action needs a signature: it
returns the staff member who signed (their PIN checked by the store), or None
when the one asked cancelled. `ask_signature` asks for a name and a PIN in a
small dialog; the store's refusal (a wrong PIN, a delay in force) is shown
beside the PIN field.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.accessible import name_parts
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem
from floordesk.gui.touch import touch, touch_buttons
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn

Signer = Callable[[QWidget, str], SignedIn | None]
"""(parent, what the signature is for) -> the staff member who signed, or None if cancelled."""


def add_problem_and_buttons(dialog: QDialog, layout: QFormLayout, problem: QLabel, accept: Callable[[], None]) -> None:
    """The last rows of a small form: the problem label, then OK (which calls `accept`, to check before accepting)
    and Cancel; the form's nameless parts named for a screen reader."""
    layout.addRow(problem)
    buttons = touch_buttons(
        QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    )
    buttons.accepted.connect(accept)
    buttons.rejected.connect(dialog.reject)
    layout.addRow(buttons)
    name_parts(dialog, dialog.windowTitle())


def say_problem(dialog: QDialog, label: QLabel, message: str) -> None:
    """Say why beside the field, making room for it (a dialog once shown keeps its size, cutting wrapped lines)."""
    show_problem(label, message)
    dialog.adjustSize()


class SignatureDialog(QDialog):
    """A staff member's name and PIN, checked by the store before the dialog accepts."""

    def __init__(
        self, store: IncidentStore, purpose: str, parent: QWidget | None = None, *, proposed: str | None = None
    ) -> None:
        """`proposed`: the staff member chosen first (the one signed in at the window)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Signature"))
        self._store = store
        self.signed: SignedIn | None = None
        self.member = touch(QComboBox())
        for member in store.staff.members():
            if member.active and member.has_pin:
                self.member.addItem(f"{member.name} ({member.role.shown})", member.uid)
        if proposed is not None and (index := self.member.findData(proposed)) >= 0:
            self.member.setCurrentIndex(index)
        self.pin = touch(QLineEdit())
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setObjectName("pin")
        self.problem = field_problem_label()
        layout = QFormLayout(self)
        layout.addRow(QLabel(purpose))
        layout.addRow(self.tr("Staff member"), self.member)
        layout.addRow(self.tr("PIN"), self.pin)
        add_problem_and_buttons(self, layout, self.problem, self.sign)

    def sign(self) -> None:
        staff_uid = self.member.currentData()
        if staff_uid is None:
            say_problem(self, self.problem, self.tr("No staff member with a PIN on this laptop can sign."))
            return
        try:
            self.signed = self._store.staff.sign_in(staff_uid, self.pin.text())
        except InvalidInput as error:
            say_problem(self, self.problem, reasons(error))
            return
        except StoreError as error:  # a wrong PIN, a delay in force (NotAllowedError), a log in use
            say_problem(self, self.problem, str(error))
            self.pin.selectAll()
            return
        self.accept()


def ask_signature(store: IncidentStore, signed_in: Callable[[], SignedIn | None] | None = None) -> Signer:
    """A signer that asks for a name and a PIN each time, proposing whoever `signed_in` names."""

    def signer(parent: QWidget, purpose: str) -> SignedIn | None:
        current = signed_in() if signed_in is not None else None
        dialog = SignatureDialog(store, purpose, parent, proposed=None if current is None else current.staff_uid)
        return dialog.signed if dialog.exec() == QDialog.DialogCode.Accepted else None

    return signer
