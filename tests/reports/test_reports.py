"""Incident and shift reports as real PDFs: their text, their pages, their QR code, and proving them against the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import RulingKind, recommend
from floordesk.reports import gather
from floordesk.reports.content import incident_report
from floordesk.reports.pdf import write_pdf
from floordesk.reports.progress import Cancelled
from floordesk.reports.proof import Proof, check, proof_of, read_code
from floordesk.store.incidents import Recorded
from tests.reports.conftest import REQUESTS
from tests.reports.pdf_reading import page_size, pdf_metadata, pdf_pages, pdf_text, qr_codes
from tests.store.conftest import Floor, drop_guards, make_floor, merge

pytestmark = pytest.mark.usefixtures("qapp")  # one QApplication for all tests; reports need only its fonts

EveryKind = tuple[Floor, dict[str, Recorded]]


def incident_pdf(floor: Floor, recorded: Recorded, target: Path, paper: str = "a4") -> Path:
    write_pdf(gather.incident_document(floor.store, recorded.uid), target, paper)  # type: ignore[arg-type]
    return target


# Each kind's own detail, as the PDF's text shows it.
KIND_DETAIL = {
    "chip-race": ["The race, card by card", "Q♠", "A♦", "Cards dealt", "12 × T100", "one T100"],
    "found-chips": ["Chips found", "5 × T25", "Value forfeited"],
    "pots": ["The pots, layer by layer", "Side 1", "Odd chips and why", "Total awarded"],
    "split": ["Odd chips", "Pot of 1,675", "High rank"],
    "clock": ["Clock requested", "130 s (2:10)", "Countdown ends", "200 s (3:20)", "Hand dead"],
    "button": ["Small blind", "First to act", "Previous hand"],
    "penalty": ["Hands to miss", "Hands missed", "101 to 108", "While on penalty", "Card exposed with action pending"],
    "dispute": ["As recorded", "string bet", "The rules compute no recommendation", "the call stands"],
}


@pytest.mark.parametrize("kind", list(KIND_DETAIL))
def test_an_incident_report_holds_the_whole_ruling(every_kind: EveryKind, kind: str, tmp_path: Path) -> None:
    floor, recorded = every_kind
    pdf = incident_pdf(floor, recorded[kind], tmp_path / f"{kind}.pdf")
    words = " ".join(pdf_text(pdf).split())
    incident = floor.store.incidents.get(recorded[kind].uid)
    for expected in [
        f"Incident report #{incident.number}",
        "#12 No-Limit Hold'em",
        "Table 7",
        "2009-06-01 21:00",
        "Sam Supervisor",
        "seat 2 Ana Ribeiro",
        "Dealer Bob",
        f"Rule {incident.rule}",
        "Signatures",
        f"Record hash {proof_of(floor.connection, incident.uid).short_hash}",
        "Page 1 of",
        *KIND_DETAIL[kind],
    ]:
        assert expected in words, expected
    if incident.recommended is not None:
        assert incident.recommended["explanation"][0] in words
    info = pdf_metadata(pdf)
    assert info["Title"] == f"Incident report #{incident.number} (#12 No-Limit Hold'em)"
    assert info["Creator"] == "FloorDesk"


def test_the_rule_is_quoted_and_a_departure_amendments_and_overrule_are_printed(
    every_kind: EveryKind, tmp_path: Path
) -> None:
    floor, recorded = every_kind
    store = floor.store
    clock = recorded["clock"].uid
    store.incidents.correct(clock, {"narrative": "Seat 4 tanked at level 12."}, "Narrative completed", floor.supervisor)
    store.incidents.overrule(clock, {"outcome": "action_valid"}, "Video shows he acted in time", floor.td)
    departing = floor.record(
        kind="clock",
        rule=49,
        inputs={"clock_requested_at_s": 130},
        recommended={"rule": 49, "outcome": "hand_dead", "explanation": ["The hand is dead."]},
        decision={"outcome": "action_valid"},
        departure_reason="The dealer's countdown was too fast",
    )
    words = " ".join(pdf_text(incident_pdf(floor, recorded["clock"], tmp_path / "clock.pdf")).split())
    assert "OVERRULED" in words
    assert "Calling-for-clock procedures" in words  # rule 49 quoted
    assert "Seat 4 tanked at level 12." in words
    assert "overruled by the Tournament Director" in words
    assert "Video shows he acted in time" in words
    assert "Narrative completed" in words
    assert "Tom Director" in words
    words = " ".join(pdf_text(incident_pdf(floor, departing, tmp_path / "departs.pdf")).split())
    assert "departed from the recommendation (rule 44)" in words
    assert "The dealer's countdown was too fast" in words


def test_a_departure_prints_what_it_changed_beside_the_recommendation(tmp_path: Path) -> None:
    """The decided result repeats the whole recommendation: printed whole, as nested tables, it filled pages."""
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    request = REQUESTS["chip-race"]
    recommended = dict(recommend(RulingKind.CHIP_RACE, request).result)
    # Chen: 4 T25 changed for a T100 and his A♦ wins one; the floor gives him one T100 more
    stacks = {**recommended["stacks_after"], "Chen Wei": {"100": 3, "500": 2}}
    decided = {**recommended, "stacks_after": stacks, "chips_in_play_value_change": 125}
    departing = floor.record(
        kind="chip-race",
        rule=46,
        inputs=request,
        recommended=recommended,
        decision=decided,
        departure_reason="Chen's T25 was under his T500s",
    )
    floor.store.incidents.overrule(departing.uid, recommended, "The race stands as dealt", floor.td)
    pdf = incident_pdf(floor, departing, tmp_path / "departs.pdf")
    assert pdf_pages(pdf) <= 3
    decision = pdf_text(pdf).partition("\nDecision\n")[2].partition("\nSignatures\n")[0]
    rows = [" ".join(line.split()) for line in decision.splitlines() if line.strip()]
    assert "Chips in play value change 25 125" in rows
    assert "Stacks after: Chen Wei 2 × T500, 2 × T100 2 × T500, 3 × T100" in rows
    assert "Leftover rounding" not in decision  # nothing the departure left as recommended
    assert "The outcome is the recommendation's." in rows  # the overrule restored it


def test_a_voided_incident_says_so_with_both_signatures(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    floor.store.incidents.void(recorded["split"].uid, "Entered twice", floor.manager, floor.td)
    words = " ".join(pdf_text(incident_pdf(floor, recorded["split"], tmp_path / "void.pdf"), layout=False).split())
    assert "VOIDED" in words
    for shown in ("Void", "Mia Manager", "confirmed by Tom Director", "Entered twice"):  # the amendment's cells
        assert shown in words


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_a4_and_us_letter(every_kind: EveryKind, tmp_path: Path, paper: str, size: tuple[int, int]) -> None:
    floor, recorded = every_kind
    assert page_size(incident_pdf(floor, recorded["chip-race"], tmp_path / "r.pdf", paper)) == size


def test_the_qr_code_decodes_to_the_record_and_the_pdf_carries_it(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    pdf = incident_pdf(floor, recorded["pots"], tmp_path / "pots.pdf")
    expected = proof_of(floor.connection, recorded["pots"].uid)
    assert qr_codes(pdf) == [expected.code]
    assert expected.code == f"floordesk:incident:{recorded['pots'].uid}:{expected.record_hash}"
    assert read_code(str(pdf)) == expected


def test_check_accepts_the_real_report_and_refuses_an_altered_one(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    pdf = incident_pdf(floor, recorded["penalty"], tmp_path / "penalty.pdf")
    proof = read_code(str(pdf))
    assert check(floor.connection, proof).holds
    data = pdf.read_bytes()
    digit = proof.record_hash[10]
    forged_hash = proof.record_hash[:10] + ("0" if digit != "0" else "1") + proof.record_hash[11:]
    altered = tmp_path / "altered.pdf"
    altered.write_bytes(data.replace(proof.record_hash.encode(), forged_hash.encode()))
    result = check(floor.connection, read_code(str(altered)))
    assert not result.holds
    assert result.message == f"incident #{result.number} is in the log with another hash: the report was altered"
    foreign = Proof("0" * 32, proof.record_hash)
    assert not check(floor.connection, foreign).holds


def test_check_catches_a_record_changed_behind_floordesks_back(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    proof = proof_of(floor.connection, recorded["clock"].uid)
    drop_guards(floor.connection)
    floor.connection.execute("UPDATE incidents SET narrative = 'nothing happened' WHERE uid = ?", (proof.incident_uid,))
    result = check(floor.connection, proof)
    assert not result.holds
    assert "was changed in the log after it was written" in result.message


@pytest.mark.parametrize(
    ("argument", "message"),
    [
        ("floordesk:incident:abc:def", "code: is neither a report code"),
        ("floordesk:incident:" + "0" * 32 + ":" + "g" * 64, "code: is neither a report code"),
    ],
)
def test_what_is_no_code_is_bad_input(argument: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        read_code(argument)


def test_a_pdf_without_a_code_is_bad_input(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, _recorded = every_kind
    since, until = _day()
    shift = tmp_path / "shift.pdf"
    write_pdf(gather.shift_document(floor.store, since, until), shift)
    with pytest.raises(InvalidInput, match=r"holds no FloorDesk report code"):
        read_code(str(shift))


def _day() -> tuple:
    from datetime import datetime

    from tests.store.conftest import VEGAS

    return datetime(2009, 6, 1, tzinfo=VEGAS), datetime(2009, 6, 2, tzinfo=VEGAS)


def test_a_shift_report_sums_up_and_lists_every_incident_with_page_numbers(
    every_kind: EveryKind, tmp_path: Path
) -> None:
    floor, recorded = every_kind
    store = floor.store
    store.incidents.overrule(recorded["clock"].uid, {"outcome": "action_valid"}, "Video", floor.td)
    store.incidents.void(recorded["split"].uid, "Entered twice", floor.manager, floor.td)
    for index in range(40):  # enough for several pages
        floor.record(narrative=f"Colour-up number {index} at level 5.")
    since, until = _day()
    events = store.tournament.events_matching("no-limit hold'em")
    assert events == store.tournament.events_matching("12")
    pdf = tmp_path / "shift.pdf"
    pages = write_pdf(gather.shift_document(store, since, until, events=events, scope="Event #12"), pdf, "letter")
    assert pages >= 3
    assert pdf_pages(pdf) == pages
    text = pdf_text(pdf)
    words = " ".join(text.split())
    assert "Shift report" in words
    assert "Event #12 · 2009-06-01" in words
    assert "Incidents 48" in words
    assert "Overruled by the TD 1" in words
    assert "Voided 1" in words
    assert "Penalties given 1 missed round" in words
    assert "Rule 46 42" in words  # 40 colour-ups, the chip race and the found chips
    for number in (1, 8, 48):
        assert f"#{number}" in words
    page_texts = [" ".join(page.split()) for page in pdf_text(pdf, layout=False).split("\f")]
    for index, page_text in enumerate(page_texts[:pages], 1):
        assert page_text.startswith("FloorDesk · Shift report · Event #12 ")  # the running header, left
        assert " 2009-06-01 " in page_text  # and right
        assert f"Page {index} of {pages}" in page_text
    other_day = gather.shift_document(store, until, until.replace(day=3))
    assert "No incidents in this period." in other_day.html


def test_a_cancelled_report_leaves_no_file(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    target = tmp_path / "cancelled.pdf"
    document = gather.incident_document(floor.store, recorded["chip-race"].uid)
    with pytest.raises(Cancelled):
        write_pdf(document, target, progress=lambda done, total: False)
    assert [path.name for path in tmp_path.iterdir() if path.is_file()] == []


def test_a_report_that_cannot_take_its_name_leaves_no_half_file(every_kind: EveryKind, tmp_path: Path) -> None:
    floor, recorded = every_kind
    target = tmp_path / "taken.pdf"
    (target / "inside").mkdir(parents=True)  # a folder of its name: the finished file cannot take the name
    document = gather.incident_document(floor.store, recorded["chip-race"].uid)
    with pytest.raises(IsADirectoryError):
        write_pdf(document, target)
    assert [path.name for path in tmp_path.iterdir() if path.is_file()] == []


def test_a_report_of_an_incident_from_another_laptop_names_its_device(tmp_path: Path) -> None:
    here = make_floor(tmp_path / "here.sqlite3", label="floor-1")
    there = make_floor(tmp_path / "there.sqlite3", label="floor-2")
    remote = there.record(narrative="Remote ruling")
    there.store.export(tmp_path / "there.fdlog")
    merge(here.store, tmp_path / "there.fdlog")
    document = incident_report(here.store.incidents.get(remote.uid), proof_of(here.connection, remote.uid))
    assert "device floor-2" in document.footer_lines[0]
    assert check(here.connection, proof_of(here.connection, remote.uid)).holds
    here.store.close()
    there.store.close()


def test_a_penalty_overruled_to_a_warning_reports_the_decision_in_force_and_the_tds_reason(
    every_kind: EveryKind,
) -> None:
    import re

    floor, recorded = every_kind
    store = floor.store
    penalty = recorded["penalty"].uid
    [given] = store.incidents.get(penalty).penalties
    store.incidents.update_penalty(penalty, given.uid, "served", "8 hands missed", floor.supervisor)
    store.incidents.overrule(penalty, {"hands_to_miss": 0}, "A first offence: a warning", floor.td)
    since, until = _day()

    def plain(html: str) -> str:
        return " ".join(re.sub(r"<[^>]+>", " ", html).split())

    shift = plain(gather.shift_document(store, since, until).html)
    entry = shift[shift.index(f"#{recorded['penalty'].number} ") :]
    assert "In force: a warning (no hand to miss), overruled by Tom Director: A first offence: a warning" in entry
    assert "as first given" in entry
    report = plain(gather.incident_document(store, penalty).html)
    penalties = report[report.index("Penalties") :]
    assert "Overruled" in penalties
    assert "In force: a warning (no hand to miss), overruled by Tom Director: A first offence: a warning" in penalties


@pytest.mark.parametrize("lead", range(70, 80))  # 73 to 76 put the heading and row 1 at the foot
def test_a_short_table_is_never_split_after_its_first_row_it_starts_on_the_next_page(tmp_path: Path, lead: int) -> None:
    """The race card by card, three rows, fell at a page's foot: its heading and first row there, the rest over."""
    from floordesk.reports.content import Document, table

    rows = [[str(n), f"Card {n}", f"Player {n}", "one T100"] for n in range(1, 4)]
    html = "".join(f"<p>Line {n} of the situation.</p>" for n in range(lead))
    html += "<h3>The race, card by card</h3>" + table(["Order", "Card", "Player", "Wins"], rows)
    pdf = tmp_path / "race.pdf"
    write_pdf(Document("Race", f"<html><body>{html}</body></html>", "left", "right", ("foot",)), pdf)
    pages = pdf_text(pdf).split("\f")
    [holding] = [page for page in pages if "Card 1" in page]
    assert "The race, card by card" in holding
    assert "Card 3" in holding


def test_a_shift_report_states_the_retention_period_and_that_nothing_is_removed(
    every_kind: EveryKind, tmp_path: Path
) -> None:
    floor, _recorded = every_kind
    since, until = _day()
    pdf = tmp_path / "shift.pdf"
    write_pdf(gather.shift_document(floor.store, since, until), pdf)
    assert "Retention period: 5 years (FloorDesk's default)" in pdf_text(pdf)
    floor.store.retention.set(7, "the commission keeps seven years", floor.admin)
    write_pdf(gather.shift_document(floor.store, since, until), pdf)
    words = " ".join(pdf_text(pdf).split())
    assert "Retention period: 7 years (set by Ada Admin (Administrator)" in words
    assert "FloorDesk never removes a record from the log" in words


def test_the_precedents_shown_and_the_difference_named_are_printed(tmp_path: Path) -> None:
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    try:
        first = floor.record()
        against = floor.record(
            decision={"rule": 46, "stacks_after": {}},
            departure_reason="the race card was exposed",
            precedents={"shown": [first.uid], "against": "followed", "difference": "an exposed race card"},
        )
        words = " ".join(pdf_text(incident_pdf(floor, against, tmp_path / "against.pdf")).split())
        assert f"Earlier comparable rulings shown when it was decided: 1 (ids {first.uid[:16]})" in words
        assert "It went against the last 3, which all followed the recommendation; what was different: an exposed" in (
            words
        )
        plain = " ".join(pdf_text(incident_pdf(floor, first, tmp_path / "first.pdf")).split())
        assert "Earlier comparable rulings" not in plain  # recorded before precedents were shown
    finally:
        floor.store.close()
