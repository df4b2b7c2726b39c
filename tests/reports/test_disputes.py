"""A disputed ruling's record in its incident report, and the footage to preserve in the shift report, as PDFs read
back with PDFium."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from floordesk.reports import gather
from floordesk.reports.pdf import write_pdf
from tests.reports.pdf_reading import pdf_text
from tests.store.conftest import VEGAS, Floor
from tests.store.test_disputes import DISPUTE

pytestmark = pytest.mark.usefixtures("qapp")  # reports need only the application's fonts


def _text(document: object, target: Path) -> str:
    write_pdf(document, target)  # type: ignore[arg-type]
    return " ".join(pdf_text(target).split())


def test_every_dispute_field_is_in_the_incident_report(floor: Floor, tmp_path: Path):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    shown = _text(gather.incident_document(floor.store, recorded.uid), tmp_path / "incident.pdf")
    for expected in (
        "Dispute",
        "Requested by the player in seat 3 at 21:40, before the next deal",
        "Camera Cam 14, 21:38 to 21:41",
        "Review replayed at the podium",
        "Finding the river card was exposed by the dealer",
        "Error the dealer's error",
        "Preserve footage by 2009-06-09",
        "Second reviewer Mia Manager (signed)",
        "Footage saved to not yet recorded",
    ):
        assert expected in shown, expected
    floor.store.incidents.correct(recorded.uid, {"footage_saved_to": "NAS case 118"}, "saved", floor.supervisor)
    shown = _text(gather.incident_document(floor.store, recorded.uid), tmp_path / "incident.pdf")
    assert "Footage saved to NAS case 118" in shown
    plain = floor.record()
    assert "Dispute" not in _text(gather.incident_document(floor.store, plain.uid), tmp_path / "plain.pdf")


def test_the_shift_report_lists_the_footage_to_preserve_overdue_in_red_and_done(floor: Floor, tmp_path: Path):
    first = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    later = {**DISPUTE, "camera": "Console 2", "preserve_by": "2009-06-20T11:00:00Z"}
    floor.store.incidents.record(floor.draft(dispute=later), floor.supervisor)
    floor.clock.now += timedelta(days=10)  # the first one's footage is lost on 2009-06-09
    since, until = datetime(2009, 6, 1, tzinfo=VEGAS), datetime(2009, 6, 2, tzinfo=VEGAS)
    shown = _text(gather.shift_document(floor.store, since, until), tmp_path / "shift.pdf")
    assert "Footage to preserve" in shown
    assert "Cam 14 21:38–21:41" in shown
    assert "OVERDUE since 2009-06-09" in shown
    assert "preserve by 2009-06-20" in shown
    assert "Dispute: requested by the player in seat 3 at 21:40" in shown
    floor.store.incidents.correct(first.uid, {"footage_saved_to": "NAS case 118"}, "saved", floor.supervisor)
    shown = _text(gather.shift_document(floor.store, since, until), tmp_path / "shift.pdf")
    assert "OVERDUE" not in shown
    assert "saved to NAS case 118 by Sam" in shown  # "Supervisor" wraps to the line of the next cell
