"""A decided ruling recorded as one incident: the exact request, the recommendation, the decision, where."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import Decision, Ruling, RulingKind, recommend, with_rule_set
from floordesk.store.errors import NotAllowedError
from floordesk.store.incidents import Party
from floordesk.store.live_link import LiveLink
from floordesk.store.rulings import record_ruling
from tests.core.test_ruling import RACE

from .conftest import Floor, snapshot


def race_ruling(decision: Decision | None = None) -> Ruling:
    recommendation = recommend(RulingKind.CHIP_RACE, with_rule_set(RACE, RuleSet.wsop_2009()))
    return Ruling.of(recommendation, decision or Decision.follow(), ["Dealer Bob"])


def test_a_followed_ruling_is_one_incident_holding_the_request_and_the_recommendation(floor: Floor) -> None:
    ruling = race_ruling()
    where = LiveLink(floor.store).where(demo_event(), "Table 1", [2, 5], floor.td)
    incidents_before = floor.connection.execute("SELECT count(*) FROM incidents").fetchone()[0]
    recorded = record_ruling(floor.store.incidents, ruling, where, floor.supervisor)
    assert floor.connection.execute("SELECT count(*) FROM incidents").fetchone()[0] == incidents_before + 1
    incident = floor.store.incidents.get(recorded.uid)
    assert (incident.number, incident.rule, incident.kind) == (recorded.number, 46, "chip-race")
    assert incident.inputs == ruling.recommendation.request  # type: ignore[union-attr]
    assert incident.recommended == ruling.recommendation.result  # type: ignore[union-attr]
    assert (incident.decision, incident.departs, incident.departure_reason) == (incident.recommended, False, None)
    assert (incident.event_uid, incident.table_uid) == (where.event_uid, where.table_uid)
    assert [(p["seat"], p["name"]) for p in incident.parties] == [(2, "Ben Okafor"), (5, "Dmitri Volkov")]
    assert incident.witnesses == ["Dealer Bob"]
    assert incident.narrative == ruling.narrative()
    assert incident.decided_by == "Sam Supervisor"
    replayed = recommend(RulingKind.CHIP_RACE, incident.inputs)  # the record replays
    assert replayed.result == incident.recommended
    assert floor.store.verify().ok


def test_a_departure_keeps_the_decided_outcome_and_its_reason(floor: Floor) -> None:
    decided = {"rule": 46, "stacks_after": {"B": {"100": 13}, "C": {"100": 6}}}
    ruling = race_ruling(Decision.depart(decided, "  The dealer exposed a race card.  "))
    where = LiveLink(floor.store).where(demo_event(), "Table 1", [2], floor.td)
    recorded = floor.store.record_ruling(ruling, where, floor.manager)
    incident = floor.store.incidents.get(recorded.uid)
    assert (incident.decision, incident.departs) == (decided, True)
    assert incident.departure_reason == "The dealer exposed a race card."
    assert "departed from the recommendation (rule 44)" in incident.narrative


def test_the_record_hash_is_the_incidents_place_in_the_chain(floor: Floor) -> None:
    where = LiveLink(floor.store).where(demo_event(), "Table 1", [], floor.td)
    recorded = floor.store.record_ruling(race_ruling(), where, floor.supervisor)
    chain = floor.connection.execute("SELECT hash FROM chain WHERE record_uid = ?", (recorded.uid,)).fetchone()[0]
    assert floor.store.record_hash(recorded.uid) == chain
    assert len(chain) == 64


def test_a_signer_who_may_not_rule_records_nothing(floor: Floor) -> None:
    where = LiveLink(floor.store).where(demo_event(), "Table 1", [2], floor.td)
    before = snapshot(floor.connection)
    with pytest.raises(NotAllowedError, match=r"Ada Admin is an Administrator: only .* may record a ruling"):
        record_ruling(floor.store.incidents, race_ruling(), where, floor.admin)
    assert snapshot(floor.connection) == before


def test_a_seat_the_table_does_not_have_is_refused_and_nothing_is_written(floor: Floor) -> None:
    where = LiveLink(floor.store).where(demo_event(), "Table 1", [], floor.td)
    outside = replace(where, parties=(Party(seat=10),))
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"parties\[0\]\.seat: must be a seat of the table \(1 to 9\)"):
        record_ruling(floor.store.incidents, race_ruling(), outside, floor.supervisor)
    assert snapshot(floor.connection) == before
