"""GUI: Report > Retention period… in the log window: everyone sees it; an administrator changes it (recorded).

FloorDesk never removes a record: the period is what the auditor's pack and the shift report state, how
long the house must at least keep the log and its copies. A change needs a reason and an administrator's
signature; the store's refusal (another role, nothing changed) is said beside the fields.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.touch import touch
from floordesk.store.auditing import RETENTION_YEARS_MAX
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore


class RetentionDialog(QDialog):
    """The retention period in force, and a new one with its reason (an administrator signs)."""

    def __init__(self, store: IncidentStore, signer: Signer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Retention period"))
        self._store = store
        self._signer = signer
        current = store.retention.current()
        self.current = QLabel(current.statement)
        self.current.setWordWrap(True)
        self.years = touch(QSpinBox())
        self.years.setRange(1, RETENTION_YEARS_MAX)
        self.years.setSuffix(self.tr(" years"))
        self.years.setValue(current.years)
        self.reason = touch(QLineEdit())
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("Why (recorded): the rule or the commission that asks it"))
        self.problem = field_problem_label()
        self.done_message = ""
        layout = QFormLayout(self)
        layout.addRow(self.current)
        layout.addRow(self.tr("Keep the log for"), self.years)
        layout.addRow(self.tr("Reason"), self.reason)
        add_problem_and_buttons(self, layout, self.problem, self.change)

    def change(self) -> None:
        if self.years.value() == self._store.retention.current().years:
            self.accept()  # nothing to change, nothing to sign
            return
        if not self.reason.text().strip():
            say_problem(self, self.problem, self.tr("Give the reason for the new period: it is recorded."))
            return
        signed = self._signer(self, self.tr("Change the log's retention period (an administrator)"))
        if signed is None:
            return
        try:
            self._store.retention.set(self.years.value(), self.reason.text().strip(), signed)
        except InvalidInput as error:
            say_problem(self, self.problem, reasons(error))
            return
        except StoreError as error:  # another role than an administrator's, a log in use
            say_problem(self, self.problem, str(error))
            return
        self.done_message = self._store.retention.current().statement
        self.accept()
