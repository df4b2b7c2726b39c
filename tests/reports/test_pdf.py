"""Laying a report out on pages: a PDF on A4 or Letter with its title, header and footer lines and "Page N of M" on
every page, an incident's QR code readable by a scanner, a long report on several pages, sections each on new pages,
progress told and a cancel leaving no file, half or whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from floordesk.reports.content import Document
from floordesk.reports.pdf import Paper, write_pdf
from floordesk.reports.progress import Cancelled
from floordesk.reports.proof import Proof
from tests.reports.pdf_reading import page_size, pdf_metadata, pdf_pages, pdf_text, qr_codes

PROOF = Proof("0123456789abcdef" * 2, "fedcba9876543210" * 4)


def _document(paragraphs: int = 1, *, proof: Proof | None = None, sections: tuple[str, ...] = ()) -> Document:
    body = "".join(f"<p>Paragraph {n} of the narrative, as the supervisor wrote it.</p>" for n in range(paragraphs))
    return Document(
        title="Incident #7",
        html=f"<html><body><h1>Incident #7</h1>{body}</body></html>",
        header_left="FloorDesk · Event #12",
        header_right="Printed 2009-06-02 04:00",
        footer_lines=("Recorded by Sam Supervisor",),
        proof=proof,
        sections=sections,
    )


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_a_one_page_report_on_its_paper_with_header_footer_and_page_number(
    tmp_path: Path, paper: Paper, size: tuple[int, int]
):
    target = tmp_path / "report.pdf"
    assert write_pdf(_document(), target, paper) == 1
    assert pdf_pages(target) == 1
    assert page_size(target) == size
    text = pdf_text(target)
    for line in ("FloorDesk · Event #12", "Printed 2009-06-02 04:00", "Recorded by Sam Supervisor", "Page 1 of 1"):
        assert line in text
    assert pdf_metadata(target)["Title"] == "Incident #7"


def test_a_long_report_runs_onto_numbered_pages_each_with_its_header(tmp_path: Path):
    target = tmp_path / "long.pdf"
    pages = write_pdf(_document(300), target)
    assert pages > 1
    assert pdf_pages(target) == pages
    printed = pdf_text(target).split("\f")[:pages]
    for number, page in enumerate(printed, start=1):
        assert f"Page {number} of {pages}" in page
        assert "FloorDesk · Event #12" in page
    assert "Paragraph 299 of the narrative" in printed[-1]


def test_an_incident_report_carries_its_proof_code_as_a_qr_code_and_in_its_metadata(tmp_path: Path):
    target = tmp_path / "incident.pdf"
    write_pdf(_document(proof=PROOF), target)
    assert qr_codes(target) == [PROOF.code]
    assert f"<fd:proof>{PROOF.code}</fd:proof>".encode() in target.read_bytes()


def test_a_report_without_a_proof_has_no_code(tmp_path: Path):
    target = tmp_path / "shift.pdf"
    write_pdf(_document(), target)
    assert qr_codes(target) == []
    assert b"<fd:proof>" not in target.read_bytes()


def test_each_section_starts_on_a_new_page(tmp_path: Path):
    target = tmp_path / "pack.pdf"
    sections = tuple(f"<html><body><p>Section {n}</p></body></html>" for n in range(3))
    assert write_pdf(_document(sections=sections), target) == 4
    printed = pdf_text(target).split("\f")
    assert [n for n in range(3) if f"Section {n}" in printed[n + 1]] == [0, 1, 2]
    assert "Page 4 of 4" in printed[3]


def test_progress_hears_each_section_then_each_page(tmp_path: Path):
    heard: list[tuple[int, int]] = []
    sections = ("<p>one</p>", "<p>two</p>")

    def listen(done: int, total: int) -> bool:
        heard.append((done, total))
        return True

    write_pdf(_document(sections=sections), tmp_path / "pack.pdf", progress=listen)
    assert heard == [(1, 3), (2, 3), (3, 3), (1, 3), (2, 3), (3, 3)]


@pytest.mark.parametrize("stop_at", [1, 5])
def test_a_cancel_leaves_no_file_half_or_whole(tmp_path: Path, stop_at: int):
    target = tmp_path / "report.pdf"
    sections = ("<p>one</p>", "<p>two</p>")
    seen = 0

    def stop(done: int, total: int) -> bool:
        nonlocal seen
        seen += 1
        return seen < stop_at

    with pytest.raises(Cancelled):
        write_pdf(_document(sections=sections), target, progress=stop)
    assert list(tmp_path.iterdir()) == []


def test_a_target_that_cannot_be_written_leaves_no_half_file(tmp_path: Path):
    target = tmp_path / "report.pdf"
    target.mkdir()  # a folder of that name
    with pytest.raises(IsADirectoryError):
        write_pdf(_document(), target)
    assert [p.name for p in tmp_path.iterdir()] == ["report.pdf"]
    assert target.is_dir()


def test_an_archival_report_identifies_itself_as_pdf_a(tmp_path: Path):
    target = tmp_path / "archive.pdf"
    write_pdf(_document(), target, archival=True)
    data = target.read_bytes()
    assert b"<pdfaid:part>1</pdfaid:part>" in data
    write_pdf(_document(), tmp_path / "plain.pdf")
    assert b"<pdfaid:part>" not in (tmp_path / "plain.pdf").read_bytes()
