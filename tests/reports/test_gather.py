"""What a report shows, gathered from the log: one incident with its proof, or a shift's incidents of a period (and
event), oldest first, the period named as it was asked, progress told every 50 and a cancel obeyed."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from floordesk.reports.gather import event_scope, incident_document, shift_document
from floordesk.reports.progress import Cancelled
from floordesk.reports.proof import proof_of
from floordesk.store.tournament import EventDraft
from tests.store.conftest import VEGAS, Floor, floor

DAY = datetime(2009, 6, 1, tzinfo=VEGAS)  # the floor's clock starts on its evening


def _order(html: str, *narratives: str) -> list[str]:
    found = [n for n in narratives if n in html]
    return sorted(found, key=html.index)


def test_an_incident_document_carries_its_proof_found_by_number_or_id(floor: Floor):
    recorded = floor.record(narrative="Seat 3 won the colour-up race.")
    by_number = incident_document(floor.store, str(recorded.number))
    assert by_number.proof == proof_of(floor.connection, recorded.uid)
    assert "Seat 3 won the colour-up race." in by_number.html
    assert incident_document(floor.store, recorded.uid).html == by_number.html


def test_the_scope_of_one_event_is_its_number_and_name_else_what_was_asked(floor: Floor):
    assert event_scope(floor.store, (floor.event,), " #12 ") == "Event #12 No-Limit Hold'em"
    assert event_scope(floor.store, (floor.event, floor.event), " 12, 13 ") == "Events 12, 13"
    assert event_scope(floor.store, (), "none such") == "Events none such"


def test_a_shift_holds_the_period_from_its_start_up_to_its_end_exclusive_oldest_first(floor: Floor):
    recorded = [floor.record(narrative=f"{name} ruling of the night.") for name in ("First", "Second", "Third")]
    second, third = (datetime.fromisoformat(floor.store.incidents.get(r.uid).recorded_utc) for r in recorded[1:])
    shift = shift_document(floor.store, second, third)
    assert _order(shift.html, "First ruling", "Second ruling", "Third ruling") == ["Second ruling"]
    wider = shift_document(floor.store, second, third + timedelta(microseconds=1))
    assert _order(wider.html, "First ruling", "Second ruling", "Third ruling") == ["Second ruling", "Third ruling"]


def test_whole_days_are_named_by_date_the_last_inclusive(floor: Floor):
    one = shift_document(floor.store, DAY, DAY + timedelta(days=1))
    assert f"{DAY:%Y-%m-%d} ·" not in one.html
    assert "· 2009-06-01<" in one.html
    two = shift_document(floor.store, DAY, DAY + timedelta(days=2))
    assert "· 2009-06-01 to 2009-06-02<" in two.html


def test_a_period_not_of_whole_days_is_named_to_the_minute(floor: Floor):
    shift = shift_document(floor.store, DAY + timedelta(hours=20), DAY + timedelta(hours=26, minutes=30))
    assert "· 2009-06-01 20:00 to 2009-06-02 02:30<" in shift.html


def test_the_scope_and_the_events_asked_for_are_kept(floor: Floor):
    other = floor.store.tournament.register_event(
        EventDraft(13, "Pot-Limit Omaha", "omaha", "2009-06-01", [{"value": 25}, {"value": 100}]), floor.td
    )
    floor.record(narrative="A ruling at event twelve.")
    start, end = DAY, DAY + timedelta(days=2)
    only_other = shift_document(floor.store, start, end, events=(other,), scope="Event #13 Pot-Limit Omaha")
    assert "Event #13 Pot-Limit Omaha ·" in only_other.html
    assert "A ruling at event twelve." not in only_other.html
    assert "A ruling at event twelve." in shift_document(floor.store, start, end, events=(floor.event,)).html


def test_progress_is_told_every_fifty_incidents_and_a_cancel_stops_the_report(floor: Floor):
    for index in range(101):
        floor.record(narrative=f"Ruling {index}.")
    heard: list[tuple[int, int]] = []

    def listen(done: int, total: int) -> bool:
        heard.append((done, total))
        return True

    shift_document(floor.store, DAY, DAY + timedelta(days=2), progress=listen)
    assert heard == [(50, 101), (100, 101)]

    with pytest.raises(Cancelled):
        shift_document(floor.store, DAY, DAY + timedelta(days=2), progress=lambda done, total: done < 50)


def test_a_shift_is_gathered_with_as_many_statements_for_sixty_incidents_as_for_one(floor: Floor):
    statements: list[str] = []

    def gathered() -> int:
        statements.clear()
        floor.connection.set_trace_callback(statements.append)
        try:
            shift_document(floor.store, DAY, DAY + timedelta(days=2))
        finally:
            floor.connection.set_trace_callback(None)
        return len(statements)

    floor.record(narrative="The first ruling.")
    gathered()  # the first gathering also learns how this log's listing is laid out, once
    alone = gathered()
    for index in range(59):
        floor.record(narrative=f"Ruling {index}.")
    assert gathered() == alone
