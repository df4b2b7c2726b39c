"""Speed of the auditor's pack (issue 29): a 1,000-incident period made into a pack under 10 s.

The clock runs from the request (`make_audit_pack`: the signed-in TD's act) to the zip written and the act
recorded in the log: the records read in one snapshot, the CSVs made from them, the PDF/A report laid out,
the manifest signed. Its baseline, in the same run, is the shift report of the same period (gathered and
laid out as PDF: what FloorDesk printed for a period before the pack); the ratio says what the pack costs
on top. `check-pack` of the pack (no log) is timed too. Run with

    FLOORDESK_BENCH_INCIDENTS=20000 uv run pytest benchmarks/bench_audit_pack.py --benchmark-enable -s

(the period's size does not depend on the log's: a ruling every 1.7 s; see bench_store.py for the log.)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import: no display needed

import time
from datetime import timedelta
from pathlib import Path

import pytest
from bench_store import START, big, workspace  # noqa: F401 (the big log's fixtures)
from PySide6.QtGui import QGuiApplication

from floordesk.reports import gather
from floordesk.reports.audit import write_pack_report
from floordesk.reports.pdf import write_pdf
from floordesk.service.audit_pack import make_audit_pack
from floordesk.store import search
from floordesk.store.audit_pack import check_pack
from floordesk.store.log import IncidentStore


@pytest.fixture(scope="module")
def store(request: pytest.FixtureRequest) -> IncidentStore:
    QGuiApplication.instance() or QGuiApplication(["bench", "-platform", "offscreen"])
    return request.getfixturevalue("big")[0]


def test_bench_a_1000_incident_pack(benchmark, store: IncidentStore, tmp_path: Path) -> None:
    since = START + timedelta(hours=1)
    until = since + timedelta(seconds=1700)
    count = search.count(store.connection, search.IncidentQuery(since=since, until=until))
    admin = store.staff.sign_in(store.staff.find("Bench Importer")[0].uid, "1234")
    shift = tmp_path / "shift.pdf"
    started = time.perf_counter()
    write_pdf(gather.shift_document(store, since, until, scope="Benchmark"), shift)
    baseline = time.perf_counter() - started
    packs = iter(range(100))

    def pack() -> Path:
        target = tmp_path / f"pack-{next(packs)}.zip"
        return make_audit_pack(store, since, until, None, admin, target, write_pack_report).path

    made = benchmark.pedantic(pack, rounds=3, iterations=1)
    median = benchmark.stats.stats.median
    started = time.perf_counter()
    proof = check_pack(made)
    checked = time.perf_counter() - started
    assert proof.holds, proof.problem
    benchmark.extra_info.update(incidents=count, baseline_s=baseline, check_s=checked)
    print(
        f"\nauditor's pack: {count:,} incidents ({proof.records:,} records in the pack), {median:.2f} s (median) "
        f"from the request to the zip written and recorded; the shift report of the same period {baseline:.2f} s "
        f"(ratio {median / baseline:.1f}); check-pack {checked:.2f} s; pack {made.stat().st_size / 1e6:.1f} MB"
    )
    assert 950 <= count <= 1050
    assert median < 10
