"""GUI: entering a printed report's code, so the log records its record's hash as a witnessed head.

The code (the text under the report's QR code, `floordesk:incident:ID:HASH`) is
checked against the log first, as `floordesk log check` does; a code that is not
one, or that the log does not hold unchanged, is said beside the field and
nothing is written. Otherwise a staff member signs, and `verify` from then on
compares the chain with that head (`floordesk.store.witnesses`).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.touch import touch
from floordesk.reports.proof import Proof, check
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore


class WitnessDialog(QDialog):
    """A printed report's code, proved against the log, then signed in as a witnessed head."""

    def __init__(self, store: IncidentStore, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Witness a printed report"))
        self._store = store
        self._signer = signer
        self.done_message = ""
        self.code = touch(QLineEdit())
        self.code.setObjectName("code")
        self.code.setPlaceholderText(self.tr("floordesk:incident:…"))
        self.problem = field_problem_label()
        layout = QFormLayout(self)
        layout.addRow(QLabel(self.tr("The code printed under the report's QR code (or scanned from it):")))
        layout.addRow(self.tr("Code"), self.code)
        add_problem_and_buttons(self, layout, self.problem, self.witness)

    def witness(self) -> None:
        try:
            proof = Proof.parse(self.code.text())
            checked = check(self._store.connection, proof)
        except InvalidInput as error:
            say_problem(self, self.problem, reasons(error))
            return
        if not checked.holds:
            say_problem(self, self.problem, self.tr("Not witnessed: {message}.").format(message=checked.message))
            return
        signed = self._signer(
            self, self.tr("Witness the printed report of incident #{number}").format(number=checked.number)
        )
        if signed is None:
            return
        try:
            added = self._store.witnesses.enter(proof.incident_uid, proof.record_hash, signed)
        except (InvalidInput, StoreError) as error:  # a role that may not, a log in use
            say_problem(self, self.problem, reasons(error) if isinstance(error, InvalidInput) else str(error))
            return
        self.done_message = (
            self.tr("The printed report of incident #{number} is witnessed.")
            if added
            else self.tr("The printed report of incident #{number} was already witnessed.")
        ).format(number=checked.number)
        self.accept()
