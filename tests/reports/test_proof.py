"""A printed incident's proof code: the incident's id and its chain hash, read from a code or a report's PDF, and
checked against the log (held unchanged, altered report, changed log, unknown incident)."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

import re
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.reports.proof import PREFIX, Proof, check, proof_of, read_code, xmp_packet
from floordesk.store.held import incident_chain_hash
from tests.store.conftest import Floor, floor, open_tamperer
from tests.store.forgery import rewrite_first_incident

UID = "0123456789abcdef" * 2
HASH = "fedcba9876543210" * 4


def test_a_proof_is_the_incidents_id_and_the_hash_its_chain_holds(floor: Floor):
    recorded = floor.record()
    proof = proof_of(floor.connection, recorded.uid)
    assert proof.record_hash == incident_chain_hash(floor.connection, recorded.uid)
    assert proof.code == f"floordesk:incident:{recorded.uid}:{proof.record_hash}"
    assert Proof.parse(proof.code) == proof


def test_an_incident_without_a_place_in_the_chain_has_no_proof(floor: Floor):
    with pytest.raises(InvalidInput, match=f"{UID} has no place in the log's hash chain"):
        proof_of(floor.connection, UID)


def test_the_short_hash_is_the_first_sixteen_digits_in_groups_of_four():
    assert Proof(UID, HASH).short_hash == "fedc ba98 7654 3210"


@pytest.mark.parametrize(
    "text",
    [
        f"{PREFIX}{UID}:{HASH[:-1]}",
        f"{PREFIX}{UID[:-1]}:{HASH}",
        f"{PREFIX}{UID.upper()}:{HASH}",
        f"floordesk:report:{UID}:{HASH}",
        f"{PREFIX}{UID}:{HASH} extra",
        "",
    ],
)
def test_what_is_not_a_report_code_is_refused(text: str):
    with pytest.raises(InvalidInput, match="is not a FloorDesk report code"):
        Proof.parse(text)


def test_a_code_is_read_around_spaces_and_newlines():
    assert Proof.parse(f"  {PREFIX}{UID}:{HASH}\n") == Proof(UID, HASH)
    assert read_code(f"{PREFIX}{UID}:{HASH}\n") == Proof(UID, HASH)


def _pdf_like(folder: Path, *codes: str) -> Path:
    path = folder / "report.pdf"
    body = b"".join(xmp_packet("Incident #1", Proof.parse(code)) for code in codes)
    path.write_bytes(b"%PDF-1.7\n" + body + b"\n%%EOF\n")
    return path


def test_a_reports_file_gives_the_code_in_its_metadata(tmp_path: Path):
    code = f"{PREFIX}{UID}:{HASH}"
    assert read_code(str(_pdf_like(tmp_path, code, code))) == Proof(UID, HASH)  # one code, however often


def test_a_file_with_no_code_or_two_is_refused_by_name(tmp_path: Path):
    with pytest.raises(InvalidInput, match=r"report\.pdf holds no FloorDesk report code"):
        read_code(str(_pdf_like(tmp_path)))
    other = f"{PREFIX}{UID}:{'0' * 64}"
    with pytest.raises(InvalidInput, match="holds more than one report code"):
        read_code(str(_pdf_like(tmp_path, f"{PREFIX}{UID}:{HASH}", other)))


def test_neither_a_code_nor_a_file_is_refused(tmp_path: Path):
    with pytest.raises(InvalidInput, match="is neither a report code"):
        read_code(str(tmp_path / "missing.pdf"))
    with pytest.raises(InvalidInput, match="is neither a report code"):
        read_code(str(tmp_path))


def test_a_held_unchanged_incident_holds_and_says_its_amendments(floor: Floor):
    recorded = floor.record()
    proof = proof_of(floor.connection, recorded.uid)
    held = check(floor.connection, proof)
    assert (held.holds, held.number, held.amendments) == (True, recorded.number, 0)
    assert held.message == f"incident #{recorded.number} is in the log, unchanged since it was recorded"
    for reason in ("Names added", "Seat corrected"):
        floor.store.incidents.correct(recorded.uid, {"witnesses": ["Floor Kim"]}, reason, floor.supervisor)
    again = check(floor.connection, proof)
    assert (again.holds, again.amendments) == (True, 2)
    assert again.message.endswith("(2 amendments recorded for it)")


def test_a_report_whose_hash_was_altered_is_refused(floor: Floor):
    recorded = floor.record()
    altered = Proof(recorded.uid, "0" * 64)
    found = check(floor.connection, altered)
    assert not found.holds
    assert found.message == f"incident #{recorded.number} is in the log with another hash: the report was altered"


def test_an_incident_this_log_does_not_hold_is_refused(floor: Floor):
    found = check(floor.connection, Proof(UID, HASH))
    assert (found.holds, found.number) == (False, None)
    assert found.message == f"this log holds no incident {UID}"


def test_a_record_changed_in_the_log_behind_floordesks_back_is_named(floor: Floor, tmp_path: Path):
    recorded = floor.record()
    proof = proof_of(floor.connection, recorded.uid)
    path = Path(floor.connection.execute("PRAGMA database_list").fetchone()[2])
    raw = open_tamperer(path)
    raw.execute("UPDATE incidents SET narrative = 'Seat 5 won the race.' WHERE uid = ?", (recorded.uid,))
    raw.close()
    found = check(floor.connection, proof)
    assert not found.holds
    assert "was changed in the log after it was written (run `floordesk log verify`)" in found.message


def test_a_record_changed_and_hashed_again_no_longer_matches_the_printed_report(floor: Floor):
    recorded = floor.record()
    proof = proof_of(floor.connection, recorded.uid)
    path = Path(floor.connection.execute("PRAGMA database_list").fetchone()[2])
    raw = open_tamperer(path)
    rewrite_first_incident(raw, "Seat 5 won the race.")
    raw.close()
    found = check(floor.connection, proof)
    assert not found.holds
    assert "the report was altered" in found.message


def test_the_metadata_holds_the_escaped_title_the_code_and_for_pdf_a_its_identification():
    packet = xmp_packet("Incident #3 <Table 7> & co", Proof(UID, HASH)).decode()
    assert "Incident #3 &lt;Table 7&gt; &amp; co" in packet
    assert f"<fd:proof>{PREFIX}{UID}:{HASH}</fd:proof>" in packet
    assert "pdfaid" not in packet
    archival = xmp_packet("Shift report", None, pdf_a=True).decode()
    assert "<fd:proof>" not in archival
    assert re.search(r"<pdfaid:part>1</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>", archival)
