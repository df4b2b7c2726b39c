"""GUI: correcting and voiding a ruling from the log's detail (an overrule is the rulings' own dialog, rule 44).

Each is a small dialog of fields and a reason. On OK it asks for the
signature(s) the store requires (a void: a manager or TD, then a second, other
staff member), then asks the store; a refusal is shown beside its field (or
under the form for a permission), the dialog stays open, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.log_window.signing import Signer
from floordesk.gui.touch import touch, touch_buttons
from floordesk.service import Withdrawn
from floordesk.service.rulings import Rulings
from floordesk.store.errors import StoreError
from floordesk.store.incidents import Incident
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn

Field = QLineEdit | QPlainTextEdit


def _text(field: Field) -> str:
    return field.toPlainText() if isinstance(field, QPlainTextEdit) else field.text()


class AmendDialog(QDialog):
    """GUI: fields named as the store names them (so its problems land beside them), a reason, OK/Cancel."""

    def __init__(self, title: str, intro: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.fields: dict[str, Field] = {}
        self.problems: dict[str, QLabel] = {}
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)  # room for the introduction and messages
        self.form = QFormLayout(self)
        intro_label = QLabel(intro)
        intro_label.setWordWrap(True)
        self.form.addRow(intro_label)
        self.general = field_problem_label()
        self.apply: Callable[[], bool] = lambda: True
        self.buttons = touch_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)

    def add_field(self, name: str, label: str, field: Field) -> Field:
        field.setObjectName(name)
        if isinstance(field, QLineEdit):
            touch(field)
        self.fields[name] = field
        self.problems[name] = field_problem_label()
        self.form.addRow(label, field)
        self.form.addRow("", self.problems[name])
        return field

    def finish(self) -> None:
        self.form.addRow(self.general)
        self.form.addRow(self.buttons)

    def value(self, name: str) -> str:
        return _text(self.fields[name]).strip()

    def show_refusal(self, error: InvalidInput | StoreError) -> None:
        for label in (*self.problems.values(), self.general):
            show_problem(label, "")
        if isinstance(error, StoreError):
            show_problem(self.general, str(error))
        else:
            for problem in error.problems:
                # "changes.narrative" and "reason" name the fields; anything else goes under the form.
                name = problem.path.rsplit(".", 1)[-1].split("[", 1)[0]
                show_problem(self.problems.get(name, self.general), problem.message)
        self.adjustSize()  # room for the messages: a dialog once shown keeps its size, cutting wrapped lines

    def _ok(self) -> None:
        try:
            done = self.apply()
        except (InvalidInput, StoreError) as error:
            self.show_refusal(error)
            return
        if done:
            self.accept()


def correct_dialog(parent: QWidget, store: IncidentStore, incident: Incident, signer: Signer) -> AmendDialog:
    dialog = AmendDialog(
        QCoreApplication.translate("amend", "Correct incident #{number}").format(number=incident.number),
        QCoreApplication.translate(
            "amend", "Correct the facts as recorded (the decision changes only by a Tournament Director's overrule)."
        ),
        parent,
    )
    narrative = dialog.add_field(
        "narrative",
        QCoreApplication.translate("amend", "What happened"),
        QPlainTextEdit(incident.narrative),
    )
    shown_witnesses = ", ".join(incident.witnesses)
    witnesses = dialog.add_field(
        "witnesses",
        QCoreApplication.translate("amend", "Witnesses"),
        QLineEdit(shown_witnesses),
    )
    dialog.add_field(
        "reason",
        QCoreApplication.translate("amend", "Reason for the correction"),
        QLineEdit(),
    )
    dialog.finish()

    def apply() -> bool:
        changes: dict[str, Any] = {}
        if _text(narrative).strip() != incident.narrative:
            changes["narrative"] = _text(narrative).strip()
        # Read back only when edited: a name holding a comma ("Okafor, Ben", given on the command line) stays one.
        named = [name.strip() for name in _text(witnesses).split(",") if name.strip()]
        if _text(witnesses) != shown_witnesses and named != incident.witnesses:
            changes["witnesses"] = named
        title = QCoreApplication.translate("amend", "Sign the correction of incident #{number}")
        sign = _signing(dialog, signer, title.format(number=incident.number))
        try:
            Rulings(store).correct(incident.uid, changes, dialog.value("reason"), sign)
        except Withdrawn:
            return False
        return True

    dialog.apply = apply
    return dialog


def void_dialog(
    parent: QWidget, store: IncidentStore, incident: Incident, signer: Signer, second_signer: Signer
) -> AmendDialog:
    dialog = AmendDialog(
        QCoreApplication.translate("amend", "Void incident #{number}?").format(number=incident.number),
        QCoreApplication.translate(
            "amend", "A void needs a manager or Tournament Director and a second, different staff member to confirm it."
        ),
        parent,
    )
    dialog.add_field("reason", QCoreApplication.translate("amend", "Reason"), QLineEdit())
    dialog.finish()

    def apply() -> bool:
        number = incident.number
        sign = _signing(
            dialog,
            signer,
            QCoreApplication.translate("amend", "Sign the void of incident #{number}").format(number=number),
        )
        confirms = QCoreApplication.translate("amend", "A second staff member confirms the void of incident #{number}")
        confirm = _signing(dialog, second_signer, confirms.format(number=number))
        try:
            Rulings(store).void(incident.uid, dialog.value("reason"), sign, confirm)
        except Withdrawn:
            return False
        return True

    dialog.apply = apply
    return dialog


def _signing(dialog: QWidget, signer: Signer, title: str) -> Callable[[], SignedIn]:
    """The service's `Sign`: the PIN prompt titled `title`; closing it withdraws the signature."""

    def sign() -> SignedIn:
        signed = signer(dialog, title)
        if signed is None:
            raise Withdrawn
        return signed

    return sign
