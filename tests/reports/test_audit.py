"""The auditor's pack's report as a document: its summary, its gap page, every incident's report with each signer
in full, ten to a section, and each rule quoted once at the end."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.reports.audit import pack_document
from floordesk.service.audit_pack import PackContents, Progress, make_audit_pack
from floordesk.store.audit_pack import DeviceNumbers
from tests.reports.conftest import record_every_kind
from tests.store.conftest import Floor


def contents_of(floor: Floor, tmp_path: Path) -> PackContents:
    """What the pack of everything recorded so far hands its report writer."""
    handed: list[PackContents] = []

    def keep(contents: PackContents, target: Path, _progress: Progress | None) -> None:
        handed.append(contents)
        target.write_bytes(b"%PDF-")

    since = floor.clock.now - timedelta(days=1)
    make_audit_pack(floor.store, since, floor.clock.now + timedelta(days=1), None, floor.td, tmp_path / "p.zip", keep)
    return handed[0]


@pytest.fixture
def contents(floor: Floor, tmp_path: Path) -> PackContents:
    record_every_kind(floor)
    return contents_of(floor, tmp_path)


def test_the_summary_counts_the_period_by_rule_kind_and_staff_member_in_full(contents: PackContents) -> None:
    html = pack_document(contents).html
    assert "<h1>Auditor's pack</h1>" in html
    assert "Rule 46" in html
    assert "Chip race" in html
    assert "Sam Supervisor (Supervisor)" in html  # who decided, never by initials
    assert "No number is missing." in html


def test_every_incident_is_its_report_signed_in_full_ten_to_a_section(floor: Floor, tmp_path: Path) -> None:
    for _ in range(11):
        floor.record()
    document = pack_document(contents_of(floor, tmp_path))
    *reports, rules = document.sections
    assert [section.count("Incident report #") for section in reports] == [10, 1]
    assert all("Floor supervisor: Sam Supervisor (Supervisor)" in section for section in reports)
    assert "Rules quoted" in rules


def test_each_rule_is_quoted_once_after_the_reports_not_in_them(contents: PackContents) -> None:
    *reports, rules = pack_document(contents).sections
    applied = sorted({incident.rule for incident in contents.incidents})
    assert [rules.count(f"<h3>Rule {rule}</h3>") for rule in applied] == [1] * len(applied)
    assert all('class="rule"' not in section for section in reports)


def test_a_missing_number_is_listed_with_its_reason(contents: PackContents) -> None:
    gap = DeviceNumbers("d", "Floor 1", 1, 4, 3, 1, ((3, "never recorded: no incident #3"),))
    html = pack_document(replace(contents, gaps=[gap])).html
    assert "#1 to #4 (4)" in html
    assert "<h3>Missing numbers</h3>" in html
    assert "never recorded: no incident #3" in html


def test_a_period_without_incidents_says_so_on_its_gap_page(floor: Floor, tmp_path: Path) -> None:
    document = pack_document(contents_of(floor, tmp_path))
    assert "No incident was recorded in this period." in document.html
    assert document.sections == (document.sections[-1],)  # the rules quoted: none
