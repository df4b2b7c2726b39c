"""The auditor's pack: every file of a staffed log's period, proved offline, and refused once anything changed."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.reports.audit import write_pack_report
from floordesk.service.audit_pack import make_audit_pack
from floordesk.store.audit_pack import (
    FILES,
    GAP_COLUMNS,
    INCIDENT_COLUMNS,
    MANIFEST,
    OVERRULE_COLUMNS,
    RECORDS,
    VOID_COLUMNS,
    check_pack,
    signed_manifest,
)
from floordesk.store.derived import refresh_derived
from floordesk.store.errors import NotAllowedError
from floordesk.store.signing import DeviceKey
from tests.store.conftest import Clock, Floor, make_floor, merge

pytestmark = pytest.mark.usefixtures("qapp")  # the pack's report is laid out with the one QApplication tests share


@pytest.fixture
def staffed(tmp_path: Path) -> Iterator[Floor]:
    """A log with rulings, an overrule, a void, another laptop's ruling imported, and an incident number skipped."""
    floor = make_floor(tmp_path / "main" / "floordesk.sqlite3", label="Main desk")
    other = make_floor(tmp_path / "remote" / "floordesk.sqlite3", label="Remote desk", clock=Clock(floor.clock.now))
    try:
        first = floor.record()
        floor.store.incidents.overrule(first.uid, {"rule": 46, "stacks_after": {}}, "re-dealt", floor.td)
        second = floor.record(kind="clock", rule=49, decision={"hand": "dead"}, departure_reason="stalling")
        floor.store.incidents.void(second.uid, "entered on the wrong table", floor.manager, floor.supervisor)
        other.record(narrative="Remote table: chip race at level 6.")
        other.store.export(tmp_path / "remote.fdlog")
        merge(floor.store, tmp_path / "remote.fdlog")
        skip_a_number(floor)
        floor.record(narrative="After the skipped number.")
        yield floor
    finally:
        other.store.close()
        floor.store.close()


def skip_a_number(floor: Floor) -> None:
    """An incident written, signed, with the number after next: the number between is never issued (a gap)."""
    journal = floor.store.journal
    draft = floor.draft(narrative="Written with a number skipped.")
    with journal.transaction("a gap for the test") as stamp:
        device = journal.own_device(stamp)
        (last,) = floor.connection.execute(
            "SELECT max(number) FROM incidents WHERE device_id = ?", (device,)
        ).fetchone()
        uid = journal.append(
            "incident",
            stamp,
            {
                "recorded_by": floor.supervisor.staff_uid,
                "device_id": device,
                "number": last + 2,
                "event_uid": draft.event,
                "table_uid": draft.table,
                "parties": "[]",
                "rule": 46,
                "kind": "chip-race",
                "inputs": "{}",
                "recommended": json.dumps({"rule": 46}),
                "decision": None,
                "departs": 0,
                "departure_reason": None,
                "witnesses": "[]",
                "narrative": draft.narrative,
            },
        )
        refresh_derived(floor.connection, [uid])


def period(floor: Floor) -> tuple:
    return floor.clock.now - timedelta(days=1), floor.clock.now + timedelta(minutes=5)


def make_pack(floor: Floor, target: Path, event: str | None = None) -> Path:
    since, until = period(floor)
    make_audit_pack(floor.store, since, until, event, floor.td, target, write_pack_report)
    return target


def members(pack: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(pack) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def rewrite(pack: Path, files: dict[str, bytes]) -> None:
    with zipfile.ZipFile(pack, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)


def rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))


def test_a_pack_holds_every_file_the_gap_named_the_void_signed_twice_and_proves(staffed: Floor, tmp_path: Path) -> None:
    pack = make_pack(staffed, tmp_path / "pack.zip")
    files = members(pack)
    assert set(files) == {MANIFEST, *FILES}
    proof = check_pack(pack)
    assert proof.holds, proof.problem
    incidents = rows(files["incidents.csv"])
    assert tuple(incidents[0]) == INCIDENT_COLUMNS
    assert {row["device"] for row in incidents} == {"Main desk", "Remote desk"}
    assert {row["status"] for row in incidents} >= {"overruled", "voided", "recorded"}
    assert all(row["decided_by"] == "Sam Supervisor (Supervisor)" for row in incidents)
    gaps = rows(files["gaps.csv"])
    assert tuple(gaps[0]) == GAP_COLUMNS
    main = next(row for row in gaps if row["device"] == "Main desk" and row["row"] == "device")
    assert (main["first_number"], main["last_number"], main["present"], main["voided"], main["missing"]) == (
        "1",
        "5",
        "4",
        "1",
        "1",
    )
    (missing,) = [row for row in gaps if row["row"] == "missing"]
    assert missing["number"] == "3"
    assert missing["reason"].startswith("never recorded")
    (void,) = rows(files["voids.csv"])
    assert tuple(void) == VOID_COLUMNS
    assert (void["voided_by"], void["confirmed_by"]) == ("Mia Manager (Manager)", "Sam Supervisor (Supervisor)")
    assert void["reason"] == "entered on the wrong table"
    (overrule,) = rows(files["overrules.csv"])
    assert tuple(overrule) == OVERRULE_COLUMNS
    assert overrule["overruled_by"] == "Tom Director (Tournament Director)"
    manifest = json.loads(files[MANIFEST])
    assert manifest["laptop"]["fingerprint"] == staffed.store.devices.own_fingerprint
    assert manifest["retention"]["years"] == 5


def test_making_a_pack_is_recorded_with_its_manifest_hash_and_the_log_still_verifies(
    staffed: Floor, tmp_path: Path
) -> None:
    import hashlib

    pack = make_pack(staffed, tmp_path / "pack.zip")
    digest = hashlib.sha256(members(pack)[MANIFEST]).hexdigest()
    row = staffed.connection.execute("SELECT recorded_by, manifest_sha256 FROM audit_packs").fetchone()
    assert row == (staffed.td.staff_uid, digest)
    assert staffed.store.verify().ok


def test_a_supervisor_may_not_make_a_pack(staffed: Floor, tmp_path: Path) -> None:
    since, until = period(staffed)
    with pytest.raises(NotAllowedError):
        make_audit_pack(staffed.store, since, until, None, staffed.supervisor, tmp_path / "p.zip", write_pack_report)
    assert not (tmp_path / "p.zip").exists()


def _every_single_byte_change(data: bytes) -> Iterator[bytes]:
    """The file with one byte changed: at its start, middle and end (each position is as good as another)."""
    for index in {0, len(data) // 2, len(data) - 1}:
        changed = bytearray(data)
        changed[index] ^= 0x01
        yield bytes(changed)


def test_a_pack_with_any_single_byte_of_any_file_changed_is_refused_naming_it(staffed: Floor, tmp_path: Path) -> None:
    pack = make_pack(staffed, tmp_path / "pack.zip")
    original = members(pack)
    for name in original:
        for changed in _every_single_byte_change(original[name]):
            altered = tmp_path / "altered.zip"
            rewrite(altered, {**original, name: changed})
            proof = check_pack(altered)
            assert not proof.holds, name
            assert proof.problem is not None
            assert proof.problem.startswith(name)


def test_a_record_removed_is_refused_even_when_the_key_holder_signs_the_manifest_again(
    staffed: Floor, tmp_path: Path
) -> None:
    pack = make_pack(staffed, tmp_path / "pack.zip")
    original = members(pack)
    lines = original[RECORDS].decode().splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if '"type":"incident"' in line and '"in_period":true' in line)
    removed = "".join(lines[:index] + lines[index + 1 :]).encode()
    altered = tmp_path / "removed.zip"
    rewrite(altered, {**original, RECORDS: removed})
    assert check_pack(altered).problem.startswith(RECORDS)  # type: ignore[union-attr]
    manifest = json.loads(original[MANIFEST])
    manifest["files"][RECORDS] = __import__("hashlib").sha256(removed).hexdigest()
    key = staffed.store.journal.key
    assert key is not None
    rewrite(altered, {**original, RECORDS: removed, MANIFEST: signed_manifest(manifest, key)})
    problem = check_pack(altered).problem
    assert problem is not None
    assert problem.startswith(RECORDS)
    assert "position" in problem


def test_a_manifest_signed_again_with_another_key_is_refused(staffed: Floor, tmp_path: Path) -> None:
    pack = make_pack(staffed, tmp_path / "pack.zip")
    original = members(pack)
    manifest = json.loads(original[MANIFEST])
    altered = tmp_path / "resigned.zip"
    rewrite(altered, {**original, MANIFEST: signed_manifest(manifest, DeviceKey.generate())})
    problem = check_pack(altered).problem
    assert problem is not None
    assert problem.startswith(MANIFEST)
    assert "declares" in problem


def test_what_is_not_a_pack_is_bad_input(tmp_path: Path) -> None:
    text = tmp_path / "notes.zip"
    text.write_text("not a zip")
    with pytest.raises(InvalidInput):
        check_pack(text)
    empty = tmp_path / "empty.zip"
    rewrite(empty, {"readme.txt": b"hello"})
    with pytest.raises(InvalidInput):
        check_pack(empty)


def test_a_pack_of_one_event_lists_only_its_incidents(staffed: Floor, tmp_path: Path) -> None:
    from floordesk.store.tournament import EventDraft

    other = staffed.store.tournament.register_event(
        EventDraft(13, "Pot-Limit Omaha", "omaha", "2009-06-02", [{"value": 25}, {"value": 100}]), staffed.td
    )
    pack = make_pack(staffed, tmp_path / "pack.zip", event=other)
    assert check_pack(pack).holds
    assert rows(members(pack)["incidents.csv"]) == []


def test_the_report_is_pdf_a_1b_with_every_font_embedded(staffed: Floor, tmp_path: Path) -> None:
    import ctypes
    import re

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pack = make_pack(staffed, tmp_path / "pack.zip")
    report = tmp_path / "report.pdf"
    report.write_bytes(members(pack)["report.pdf"])
    data = report.read_bytes()
    # The XMP packet is an uncompressed stream (PDF/A requires it so): its identification says part 1, level B.
    (packet,) = re.findall(rb"<x:xmpmeta.*?</x:xmpmeta>", data, re.S)
    assert b"<pdfaid:part>1</pdfaid:part>" in packet
    assert b"<pdfaid:conformance>B</pdfaid:conformance>" in packet
    document = pdfium.PdfDocument(report)
    try:
        fonts: list[int] = []
        for page in document:
            for index in range(raw.FPDFPage_CountObjects(page.raw)):
                item = raw.FPDFPage_GetObject(page.raw, index)
                if raw.FPDFPageObj_GetType(item) == raw.FPDF_PAGEOBJ_TEXT:
                    fonts.append(raw.FPDFFont_GetIsEmbedded(raw.FPDFTextObj_GetFont(item)))
        version = ctypes.c_int()
        assert raw.FPDF_GetFileVersion(document.raw, ctypes.byref(version))
        assert version.value == 14  # PDF/A-1 is PDF 1.4
        assert len(document) >= 2 + 5  # summary, gaps, then an incident report per incident
    finally:
        document.close()
    assert fonts
    assert all(fonts)


def test_the_pack_reports_its_progress_and_a_cancel_leaves_no_pack_and_no_record(
    staffed: Floor, tmp_path: Path
) -> None:
    from floordesk.reports.progress import Cancelled

    seen: list[tuple[int, int]] = []
    since, until = period(staffed)
    make_audit_pack(
        staffed.store,
        since,
        until,
        None,
        staffed.td,
        tmp_path / "p.zip",
        write_pack_report,
        lambda *s: not seen.append(s),
    )
    assert seen
    assert seen[-1][0] == seen[-1][1]
    with pytest.raises(Cancelled):
        make_audit_pack(
            staffed.store, since, until, None, staffed.td, tmp_path / "c.zip", write_pack_report, lambda *_: False
        )
    assert not (tmp_path / "c.zip").exists()
    assert staffed.connection.execute("SELECT count(*) FROM audit_packs").fetchone()[0] == 1


def test_a_number_on_a_part_of_another_laptops_chain_never_imported_is_named_not_held(tmp_path: Path) -> None:
    main = make_floor(tmp_path / "main" / "floordesk.sqlite3", label="Main desk")
    remote = make_floor(tmp_path / "remote" / "floordesk.sqlite3", label="Remote desk", clock=Clock(main.clock.now))
    try:
        remote.record(narrative="Day one.")
        remote.store.export(tmp_path / "day1.fdlog")
        merge(main.store, tmp_path / "day1.fdlog")
        remote.clock.now += timedelta(days=1)
        remote.record(narrative="Day two: never brought to the main desk.")
        remote.clock.now += timedelta(days=1)
        day_three = remote.clock.now
        remote.record(narrative="Day three.")
        remote.store.export(tmp_path / "day3.fdlog", since=day_three, until=day_three + timedelta(hours=1))
        main.clock.now = remote.clock.now
        merge(main.store, tmp_path / "day3.fdlog")
        assert main.store.verify().ok
        since = day_three - timedelta(days=3)
        target = tmp_path / "pack.zip"
        make_audit_pack(
            main.store, since, main.clock.now + timedelta(minutes=5), None, main.td, target, write_pack_report
        )
        assert check_pack(target).holds
        manifest = json.loads(members(target)[MANIFEST])
        (chain,) = [c for c in manifest["chains"] if c["label"] == "Remote desk"]
        assert chain["not_held"]
        (missing,) = [row for row in rows(members(target)["gaps.csv"]) if row["row"] == "missing"]
        assert missing["device"] == "Remote desk"
        assert missing["number"] == "2"
        assert missing["reason"].startswith("not held in this log")
    finally:
        remote.store.close()
        main.store.close()


def test_the_report_signs_every_ruling_void_and_overrule_in_full_names_and_roles(
    staffed: Floor, tmp_path: Path
) -> None:
    from tests.reports.pdf_reading import pdf_text

    pack = make_pack(staffed, tmp_path / "pack.zip")
    report = tmp_path / "report.pdf"
    report.write_bytes(members(pack)["report.pdf"])
    words = " ".join(pdf_text(report).split())
    assert "Floor supervisor: Sam Supervisor (Supervisor)" in words
    assert "Voided by: Mia Manager (Manager)" in words
    assert "Void confirmed by: Sam Supervisor (Supervisor)" in words
    assert "Overruled by: Tom Director (Tournament Director)" in words
    assert "By staff member (decided by)" in words
    assert "#3 never recorded" in words
    assert "Retention period: 5 years" in words
    pages = pdf_text(report).count("\f")
    assert f"Page {pages} of {pages}" in words


def test_a_disputed_ruling_s_record_its_second_reviewer_and_footage_are_in_incidents_csv(
    staffed: Floor, tmp_path: Path
) -> None:
    from tests.store.conftest import DISPUTED

    disputed = staffed.store.incidents.record(staffed.draft(dispute=DISPUTED), staffed.supervisor, staffed.manager)
    staffed.store.incidents.correct(disputed.uid, {"footage_saved_to": "NAS case 118"}, "saved", staffed.supervisor)
    pack = make_pack(staffed, tmp_path / "pack.zip")
    assert check_pack(pack).holds
    files = members(pack)
    incidents = rows(files["incidents.csv"])
    assert tuple(incidents[0]) == INCIDENT_COLUMNS
    (row,) = [row for row in incidents if row["incident_id"] == disputed.uid]
    assert {name: row[name] for name in INCIDENT_COLUMNS if name.startswith(("dispute_", "footage_", "second_"))} == {
        "dispute_requested_by": "player (seat 3)",
        "dispute_requested_at": "21:40",
        "dispute_before_next_deal": "yes",
        "dispute_camera": "Cam 14",
        "dispute_review_window": "21:38-21:41",
        "dispute_review": "podium",
        "dispute_finding": "the river card was exposed",
        "dispute_error_type": "dealer",
        "footage_preserve_by": "2009-06-09T04:00:00Z",
        "second_reviewer": "Mia Manager (Manager)",
        "footage_saved_to": "NAS case 118",
    }
    undisputed = next(row for row in incidents if row["incident_id"] != disputed.uid)
    assert all(undisputed[name] == "" for name in INCIDENT_COLUMNS[INCIDENT_COLUMNS.index("dispute_requested_by") :])
    lines = [json.loads(line) for line in files[RECORDS].splitlines()]
    (line,) = [line for line in lines if line["uid"] == disputed.uid]
    assert json.loads(line["fields"]["dispute"]) == DISPUTED
    assert line["fields"]["second_staff"] == staffed.manager.staff_uid


HOSTILE = ('=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "'quoted")


def unescaped(cell: str) -> str:
    """What the README and VERIFY.md tell an auditor: a cell beginning with an apostrophe had one added."""
    return cell[1:] if cell.startswith("'") else cell


def test_no_cell_of_any_csv_begins_as_a_spreadsheet_formula_and_each_undoes_to_what_was_recorded(
    staffed: Floor, tmp_path: Path
) -> None:
    from floordesk.store.audit_pack import DERIVED
    from floordesk.store.staff import Role

    uid = staffed.store.staff.add("=Eve Formula", Role.SUPERVISOR, "5555", staffed.admin)
    eve = staffed.store.staff.sign_in(uid, "5555")
    for reason in HOSTILE:
        voided = staffed.store.incidents.record(staffed.draft(), eve)
        staffed.store.incidents.void(voided.uid, reason, staffed.manager, staffed.supervisor)
        overruled = staffed.record()
        staffed.store.incidents.overrule(overruled.uid, {"rule": 46, "stacks_after": {}}, reason, staffed.td)
    pack = make_pack(staffed, tmp_path / "pack.zip")
    assert check_pack(pack).holds
    files = members(pack)
    for name in DERIVED:
        for cells in csv.reader(io.StringIO(files[name].decode("utf-8"), newline="")):
            for cell in cells:
                assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (name, cell)
    void_reasons = [unescaped(row["reason"]) for row in rows(files["voids.csv"])]
    overrule_reasons = [unescaped(row["reason"]) for row in rows(files["overrules.csv"])]
    for kind, reasons in (("void", void_reasons), ("overrule", overrule_reasons)):
        recorded = staffed.connection.execute("SELECT reason FROM amendments WHERE kind = ?", (kind,)).fetchall()
        assert sorted(reasons) == sorted(reason for (reason,) in recorded)  # a reason is kept trimmed
        assert {reason.strip() for reason in HOSTILE} <= set(reasons)
    assert "'=Eve Formula (Supervisor)" in {row["decided_by"] for row in rows(files["incidents.csv"])}
    assert "entered on the wrong table" in void_reasons  # an ordinary cell is as recorded


def test_an_approval_counts_only_for_the_imports_after_it_in_the_chain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As verify holds it (trust model 2.4): a key approved after the import that brought its records vouches for
    none of them, though the approval is in the pack."""
    from floordesk.store import exchange
    from floordesk.store.signing import fingerprint

    here = make_floor(tmp_path / "here" / "floordesk.sqlite3", label="Main desk")
    there = make_floor(tmp_path / "there" / "floordesk.sqlite3", label="Remote desk", clock=Clock(here.clock.now))
    try:
        there.record(narrative="Remote table: chip race at level 6.")
        there.store.export(tmp_path / "there.fdlog")
        key = there.store.journal.key
        assert key is not None
        shown = fingerprint(key.public_hex)
        # Only someone holding this laptop's key could record this import unapproved: the pack must still say so.
        monkeypatch.setattr(exchange, "approved_fingerprints", lambda _connection: {shown.replace("-", "")})
        here.store.import_file(tmp_path / "there.fdlog", here.admin)
        monkeypatch.undo()
        here.store.devices.approve(shown, "Remote desk", here.admin)
        here.record()
        problem = check_pack(make_pack(here, tmp_path / "late.zip")).problem
        assert problem is not None
        assert problem.startswith(RECORDS)
        assert "Remote desk" in problem
        assert "not approved in the chain of the laptop that made the pack when the import" in problem
        assert "approved only later" in problem
    finally:
        there.store.close()
        here.store.close()


def test_a_pack_of_a_log_with_every_record_type_proves_and_carries_the_house_settings_and_the_import(
    tmp_path: Path,
) -> None:
    from tests.store.conftest import fill_every_record_type

    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    try:
        fill_every_record_type(floor)
        pack = make_pack(floor, tmp_path / "pack.zip")
        assert check_pack(pack).holds, check_pack(pack).problem
        kinds = [json.loads(line)["type"] for line in members(pack)[RECORDS].splitlines()]
        assert {"house", "retention", "import", "device_approval", "device_revocation", "restore"} <= set(kinds)
    finally:
        floor.store.close()
