"""GUI: printing and saving reports: Qt's print preview and print dialogs, PDF export, a progress bar with cancel.

`print_incident_dialog(parent, store, incident_uid)` is the one entry point for
printing a ruling (the log's detail and the ruling wizard's result page call
it): a print preview, from which the user prints (Qt's print dialog chooses
the printer and paper) or saves a PDF; it works with no printer installed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.i18n import CatalogueError
from floordesk.reports import gather
from floordesk.reports.content import Document
from floordesk.reports.pdf import Paper, paint, write_pdf
from floordesk.reports.progress import Cancelled, Progress
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore


class ProgressWindow:
    """A progress bar with Cancel for long work; `step` is the work's progress callback."""

    def __init__(self, parent: QWidget | None, label: str) -> None:
        self.dialog = QProgressDialog(label, QCoreApplication.translate("ProgressWindow", "Cancel"), 0, 0, parent)
        self.dialog.setWindowTitle(QCoreApplication.translate("ProgressWindow", "FloorDesk"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(300)  # quick work shows no window at all

    def step(self, done: int, total: int) -> bool:
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(min(done, total))
        return self._painted()

    def alive(self) -> bool:
        """The callback of work whose length is not known: the bar stays busy (no percentage), the window paints and
        takes a Cancel; False once cancelled."""
        self.dialog.setValue(0)  # what shows the window once the work has taken `minimumDuration`
        return self._painted()

    def _painted(self) -> bool:
        QApplication.processEvents()
        return not self.dialog.wasCanceled()

    def close(self) -> None:
        self.dialog.reset()
        self.dialog.close()


def print_incident_dialog(
    parent: QWidget | None, store: IncidentStore, incident_uid: str, language: str | None = None
) -> None:
    """Print preview of an incident's report, then Qt's print dialog (or a PDF), no printer needed.

    `language`: the report's when it is not the window's (for the player), the rule quoted in both.
    """
    try:
        document = gather.incident_document(store, incident_uid, language)
    except (InvalidInput, StoreError, OSError, CatalogueError) as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("printing", "FloorDesk"),
            QCoreApplication.translate("printing", "The report cannot be made: {error}").format(error=error),
        )
        return
    preview_document(parent, document)


def preview_document(parent: QWidget | None, document: Document) -> QPrintPreviewDialog:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(document.title)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("printing", "Print preview: {title}").format(title=document.title))
    dialog.paintRequested.connect(lambda device: paint(document, device))
    dialog.open()
    return dialog


def save_pdf(parent: QWidget | None, document: Document, suggested: str, paper: Paper = "a4") -> Path | None:
    """Ask where, then write the report as PDF (with a progress bar for long ones); the file, or None."""
    # In the user's documents, not the program's working folder (a name alone is taken from there).
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    where = str(Path(folder) / suggested)
    name, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("printing", "Save the report as PDF"),
        where,
        QCoreApplication.translate("printing", "PDF files (*.pdf)"),
    )
    if not name:
        return None
    target = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
    progress = ProgressWindow(parent, QCoreApplication.translate("printing", "Laying the report out…"))
    try:
        write_pdf(document, target, paper, progress.step)
    except Cancelled:
        return None
    except OSError as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("printing", "FloorDesk"),
            QCoreApplication.translate("printing", "{target} could not be written: {error}").format(
                target=target, error=error
            ),
        )
        return None
    finally:
        progress.close()
    return target


def gather_with_progress(parent: QWidget | None, label: str, work: Callable[[Progress], Document]) -> Document | None:
    """Run `work` (gathering a long report) behind a progress bar; None if cancelled or refused."""
    progress = ProgressWindow(parent, label)
    try:
        return work(progress.step)
    except Cancelled:
        return None
    except (InvalidInput, StoreError) as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("printing", "FloorDesk"),
            QCoreApplication.translate("printing", "The report cannot be made: {error}").format(error=error),
        )
        return None
    finally:
        progress.close()
