"""GUI: Report > Auditor's pack… in the log window: a period, optionally one event, a file; then a signature.

A manager, Tournament Director or administrator signs; the pack is made by the service
(`floordesk.service.audit_pack`) behind a progress bar with Cancel, the window kept alive while the
report's pages are laid out (each page reports its progress). A refusal (a role that may not, a period
that holds nothing, a file that cannot be written) is said beside the fields and nothing is recorded.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from pathlib import Path

from PySide6.QtCore import QDate, QStandardPaths
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons
from floordesk.gui.log_window.printing import ProgressWindow
from floordesk.gui.log_window.signing import Signer, add_problem_and_buttons, say_problem
from floordesk.gui.touch import touch
from floordesk.reports.audit import write_pack_report
from floordesk.reports.progress import Cancelled
from floordesk.service.audit_pack import PackMade, make_audit_pack
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore


class AuditPackDialog(QDialog):
    """The period, the event (or all) and the zip to write; OK asks for a signature and makes the pack."""

    def __init__(
        self,
        store: IncidentStore,
        signer: Signer,
        parent: QWidget | None = None,
        *,
        period: tuple[date, date] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Auditor's pack"))
        self._store = store
        self._signer = signer
        self.made: PackMade | None = None
        first, last = period or (date.today(), date.today())
        self.first_day = touch(QDateEdit(QDate(first.year, first.month, first.day)))
        self.last_day = touch(QDateEdit(QDate(last.year, last.month, last.day)))
        for field in (self.first_day, self.last_day):
            field.setCalendarPopup(True)
            field.setDisplayFormat("yyyy-MM-dd")
        self.event_choice = touch(QComboBox())
        self.event_choice.addItem(self.tr("All events"), None)
        for uid in store.tournament.event_uids():
            named = store.tournament.event(uid)
            self.event_choice.addItem(f"#{named.number} {named.name}", uid)
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        self.file = touch(QLineEdit(str(Path(folder) / f"auditors-pack-{first:%Y-%m-%d}.zip")))
        self.file.setObjectName("file")
        self.file.setAccessibleName(self.tr("Save as"))  # its row holds a layout, so the label names nothing
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._choose_file)
        where = QHBoxLayout()
        where.addWidget(self.file, 1)
        where.addWidget(browse)
        self.problem = field_problem_label()
        layout = QFormLayout(self)
        layout.addRow(
            QLabel(
                self.tr(
                    "Every incident of the period as files a regulator reads and checks without FloorDesk: the report "
                    "(PDF/A), the records with their hashes and signatures, the CSVs and how to verify them."
                )
            )
        )
        layout.addRow(self.tr("First day"), self.first_day)
        layout.addRow(self.tr("Last day"), self.last_day)
        layout.addRow(self.tr("Event"), self.event_choice)
        layout.addRow(self.tr("Save as"), where)
        add_problem_and_buttons(self, layout, self.problem, self.make)

    def _choose_file(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save the auditor's pack"), self.file.text(), self.tr("Zip (*.zip)")
        )
        if name:
            self.file.setText(str(_zip_named(name)))

    def period(self) -> tuple[datetime, datetime]:
        """The days chosen, from the first's midnight to the midnight after the last, in this laptop's zone."""
        first, last = self.first_day.date().toPython(), self.last_day.date().toPython()
        assert isinstance(first, date)  # a QDateEdit's date is always a date
        assert isinstance(last, date)
        since = datetime.combine(first, time()).astimezone()
        return since, datetime.combine(last + timedelta(days=1), time()).astimezone()

    def make(self) -> None:
        since, until = self.period()
        if until <= since:
            say_problem(self, self.problem, self.tr("The last day is before the first: the period holds nothing."))
            return
        text = self.file.text().strip()
        if not text:
            say_problem(self, self.problem, self.tr("Name the file to save the pack as."))
            return
        target = _zip_named(text)
        signed = self._signer(
            self, self.tr("Make the auditor's pack (a manager, Tournament Director or administrator)")
        )
        if signed is None:
            return
        progress = ProgressWindow(self, self.tr("Making the auditor's pack…"))
        try:
            self.made = make_audit_pack(
                self._store,
                since,
                until,
                self.event_choice.currentData(),
                signed,
                target,
                write_pack_report,
                progress.step,
            )
        except Cancelled:
            say_problem(self, self.problem, self.tr("Cancelled: no pack was written and nothing was recorded."))
            return
        except InvalidInput as error:
            say_problem(self, self.problem, reasons(error))
            return
        except (StoreError, OSError) as error:  # a role that may not, a log in use, a file that cannot be written
            say_problem(self, self.problem, str(error))
            return
        finally:
            progress.close()
        self.accept()


def _zip_named(name: str) -> Path:
    """The file named, as a zip: ".zip" added when the name lacks it."""
    return Path(name if name.lower().endswith(".zip") else name + ".zip")
