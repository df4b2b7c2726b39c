"""Printing and saving reports: the print preview with no printer, the PDF saved where asked, long work behind a
progress bar that cancels, a refusal said in a message box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from floordesk.core.errors import InvalidInput
from floordesk.gui.log_window.printing import (
    ProgressWindow,
    gather_with_progress,
    preview_document,
    print_incident_dialog,
    save_pdf,
)
from floordesk.reports import gather
from floordesk.reports.content import Document
from floordesk.reports.progress import Cancelled, Progress
from tests.reports.pdf_reading import pdf_text
from tests.store.conftest import Floor


def test_print_preview_works_with_no_printer(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    preview = preview_document(None, gather.incident_document(floor.store, recorded.uid))
    qtbot.addWidget(preview)
    qtbot.waitExposed(preview)
    assert preview.isVisible()
    preview.close()


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """What the message boxes would have said (none is shown)."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    return said


def answer_save(monkeypatch, name: str) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_asked: (name, "PDF files (*.pdf)"))


def test_a_report_saved_is_a_pdf_where_the_user_named_it(qtbot, floor: Floor, monkeypatch, tmp_path: Path) -> None:
    recorded = floor.record()
    document = gather.incident_document(floor.store, recorded.uid)
    answer_save(monkeypatch, str(tmp_path / "incident-1"))
    target = save_pdf(None, document, "incident-1.pdf")
    assert target == tmp_path / "incident-1.pdf"
    assert "Incident report #1" in pdf_text(target)
    answer_save(monkeypatch, "")
    assert save_pdf(None, document, "incident-1.pdf") is None


def test_a_report_that_cannot_be_written_is_said_and_nothing_is_returned(
    qtbot, floor: Floor, monkeypatch, tmp_path: Path, warnings: list[str]
) -> None:
    recorded = floor.record()
    answer_save(monkeypatch, str(tmp_path / "no-such-folder" / "incident-1.pdf"))
    assert save_pdf(None, gather.incident_document(floor.store, recorded.uid), "incident-1.pdf") is None
    assert len(warnings) == 1
    assert warnings[0].startswith(f"{tmp_path / 'no-such-folder' / 'incident-1.pdf'} could not be written: ")


def test_long_work_gives_its_document_or_none_when_cancelled_or_refused(qtbot, floor: Floor, warnings) -> None:
    recorded = floor.record()
    document = gather.incident_document(floor.store, recorded.uid)
    assert gather_with_progress(None, "Gathering…", lambda step: document) is document

    def cancelled(step: Progress) -> Document:
        raise Cancelled

    def refused(step: Progress) -> Document:
        raise InvalidInput.at("since", "is after until")

    assert gather_with_progress(None, "Gathering…", cancelled) is None
    assert warnings == []
    assert gather_with_progress(None, "Gathering…", refused) is None
    assert warnings == ["The report cannot be made: since: is after until"]


def test_the_progress_window_stops_the_work_once_cancelled(qtbot) -> None:
    progress = ProgressWindow(None, "Laying the report out…")
    assert progress.step(1, 10)
    assert (progress.dialog.value(), progress.dialog.maximum()) == (1, 10)
    progress.dialog.cancel()
    assert not progress.step(2, 10)
    progress.close()


def test_work_of_unknown_length_keeps_the_bar_busy_not_at_0_percent(qtbot) -> None:
    """Verify's callback: the window shows (as work of known length shows it) and its bar moves to and fro (Qt's busy
    range, 0 to 0) rather than saying 0 % for a minute."""
    progress = ProgressWindow(None, "Verifying every record of the log…")
    progress.dialog.setMinimumDuration(0)  # long work: shown at the first call
    assert progress.alive()
    assert progress.dialog.isVisible()
    assert (progress.dialog.minimum(), progress.dialog.maximum()) == (0, 0)
    progress.dialog.cancel()
    assert not progress.alive()
    progress.close()


def test_a_report_of_an_incident_the_log_does_not_hold_is_said_not_previewed(qtbot, floor: Floor, warnings) -> None:
    print_incident_dialog(None, floor.store, "9" * 32)
    assert len(warnings) == 1
    assert warnings[0].startswith("The report cannot be made: ")
