"""Precedents at the moment of decision (issue 30), without Qt: the earlier rulings of a kind and rule-set flags,
exactly and in order, a decision against the last of them refused without the difference named, and what was shown
signed into the incident."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.core.flows import flow_for, flow_from_draft
from floordesk.core.flows.flow import RulingFlow
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import Direction, RulingKind
from floordesk.service.precedents import Precedents
from floordesk.service.rulings import Rulings
from floordesk.store.incidents import IncidentDraft
from floordesk.store.tournament import EventDraft
from tests.core.flows.helpers import walk_to
from tests.store.conftest import Floor, make_floor

EVENT = replace(demo_event(), number=12)  # the floor's event #12 in the log
TABLE = "Table 1"
TDA = RuleSet.tda_style()


@pytest.fixture
def floor(tmp_path) -> Iterator[Floor]:
    made = make_floor(tmp_path / "floordesk.sqlite3")
    yield made
    made.store.close()


def button_flow(floor: Floor | None = None) -> RulingFlow:
    """A button ruling walked to its recommendation; with `floor`, its decision step looks precedents up there."""
    flow = flow_for(RulingKind.BUTTON, EVENT.session(TABLE), EVENT.rules, None, game=EVENT.game)
    walk_to(flow, "recommendation")
    if floor is not None:
        flow.precedents_source = lambda config: Precedents(floor.store).in_event_numbered(flow.kind, 12, config)
    return flow


def seed(floor: Floor, *, departs: bool = False, event: str | None = None, kind: str = "button", rules=None) -> str:
    """A button ruling in the log, as the wizard records one: its real request under `rules` (the event's)."""
    flow = flow_for(RulingKind.BUTTON, EVENT.session(TABLE), rules or EVENT.rules, None, game=EVENT.game)
    walk_to(flow, "recommendation")
    recommendation = flow.recommendation()
    extra: dict[str, Any] = {}
    if departs:
        extra = {"decision": {"button_seat": 1, "note": "moved back"}, "departure_reason": "the dealer moved it early"}
    draft = IncidentDraft(
        event=event or floor.event,
        rule=50,
        kind=kind,
        narrative="The button was disputed.",
        inputs=dict(recommendation.request),
        recommended=dict(recommendation.result),
        **extra,
    )
    return floor.store.incidents.record(draft, floor.supervisor).uid


def uids(precedents) -> list[str]:
    return [p.uid for p in precedents]


def test_the_precedents_of_a_kind_are_exactly_the_earlier_rulings_of_that_kind_and_flags_newest_first(floor):
    stud = EventDraft(13, "Stud", "stud", "2009-06-02", [{"value": 25}])
    other_event = floor.store.tournament.register_event(stud, floor.td)
    first = seed(floor)
    seed(floor, rules=TDA)  # other flags
    elsewhere = seed(floor, event=other_event, departs=True)
    seed(floor, kind="chip-race")  # another kind
    voided = seed(floor)
    floor.store.incidents.void(voided, "entered twice", floor.manager, floor.td)
    corrected = seed(floor, kind="other")
    floor.store.incidents.correct(corrected, {"kind": "button"}, "it was the button", floor.td)
    last = seed(floor)

    listed = Precedents(floor.store).listed(RulingKind.BUTTON, EVENT.rules.to_json(), floor.event)

    assert uids(listed.in_log) == [last, corrected, elsewhere, first]
    assert uids(listed.in_event) == [last, corrected, first]
    assert listed.shown == (last, corrected, first, elsewhere)
    followed, departed = Direction.FOLLOWED, Direction.DEPARTED
    assert [p.direction for p in listed.in_log] == [followed, followed, departed, followed]
    shown = listed.in_log[2]
    assert (shown.event, shown.departure_reason, shown.decided_by, shown.role) == (
        "#13 Stud",
        "the dealer moved it early",
        "Sam Supervisor",
        "Supervisor",
    )
    tda = Precedents(floor.store).listed(RulingKind.BUTTON, TDA.to_json(), None)
    assert (len(tda.in_log), tda.in_event) == (1, ())


def test_an_overrule_decides_which_way_a_precedent_went(floor):
    departed = seed(floor, departs=True)
    recommended = floor.store.incidents.get(departed).recommended
    floor.store.incidents.overrule(departed, recommended, "the TD restored the recommendation", floor.td)
    (precedent,) = Precedents(floor.store).listed(RulingKind.BUTTON, EVENT.rules.to_json(), None).in_log
    assert (precedent.direction, precedent.overruled) == (Direction.FOLLOWED, True)


def depart_answers(flow: RulingFlow, difference: str | None = None) -> dict[str, Any]:
    moved = {"markers": {"button": 6, "small_blind": 7, "big_blind": 8}}  # one seat on from the recommendation
    answers = {"decision": "depart", "outcome": moved, "reason": "the dealer pushed it early"}
    return answers | ({"difference": difference} if difference else {})


def test_departing_where_the_last_three_followed_cannot_be_signed_without_the_difference(floor):
    shown = [seed(floor) for _ in range(3)][::-1]
    flow = button_flow(floor)

    problems = flow.submit("decision", depart_answers(flow))

    assert [p.path for p in problems] == ["difference"]
    assert "the last 3 comparable rulings all followed the recommendation" in problems[0].message
    assert flow.decision is None
    with pytest.raises(InvalidInput):
        flow.ruling()
    assert flow.submit("decision", depart_answers(flow, "the button had been moved by the dealer, not played")) == []
    recorded = Rulings(floor.store).record_flow(flow, EVENT, EVENT.session(TABLE), lambda: floor.td).incident
    assert floor.store.incidents.get(recorded.uid).precedents == {
        "shown": shown,
        "against": "followed",
        "difference": "the button had been moved by the dealer, not played",
    }


def test_following_where_the_last_three_departed_asks_for_the_difference_too(floor):
    [seed(floor, departs=True) for _ in range(3)]
    flow = button_flow(floor)
    assert [p.path for p in flow.submit("decision", {"decision": "follow"})] == ["difference"]
    assert flow.submit("decision", {"decision": "follow", "difference": "no dealer error this time"}) == []


@pytest.mark.parametrize("earlier", [[False, False], [False, True, False], [True, True, False]])
def test_no_pattern_asks_for_nothing_and_the_precedents_shown_are_still_recorded(floor, earlier):
    """Fewer than three, or the last three not all one way (oldest seeded first)."""
    seeded = [seed(floor, departs=departs) for departs in earlier]
    flow = button_flow(floor)
    assert flow.submit("decision", depart_answers(flow)) == []
    assert flow.ruling().incident_fields()["precedents"] == {"shown": seeded[::-1]}
    named = flow.submit("decision", depart_answers(flow, "nothing is different"))
    assert [p.path for p in named] == ["difference"]


def test_a_decision_going_with_the_last_three_needs_no_difference(floor):
    [seed(floor) for _ in range(4)]
    flow = button_flow(floor)
    assert flow.submit("decision", {"decision": "follow"}) == []


def test_the_store_refuses_a_departure_against_its_precedents_without_the_difference(floor):
    with pytest.raises(InvalidInput, match=r"precedents\.difference: is required"):
        floor.record(precedents={"shown": [], "against": "followed"})
    with pytest.raises(InvalidInput, match=r"precedents\.against: must be one of"):
        floor.record(precedents={"shown": [], "against": "sideways", "difference": "x"})
    with pytest.raises(InvalidInput, match=r"precedents\.difference: is only for a decision against"):
        floor.record(precedents={"shown": [], "difference": "x"})


def test_the_command_lines_list_is_the_services(floor):
    first, second = seed(floor), seed(floor, departs=True)
    listed = Precedents(floor.store).of_kind("button", "#12")
    assert uids(listed.in_log) == uids(listed.in_event) == [second, first]
    with pytest.raises(InvalidInput, match="'buton' is not a ruling kind"):
        Precedents(floor.store).of_kind("buton", None)
    with pytest.raises(InvalidInput, match=r"--event: the log has no event #99"):
        Precedents(floor.store).of_kind("button", "99")


def test_a_resumed_draft_is_judged_against_the_precedents_before_it_is_signed(floor):
    [seed(floor) for _ in range(3)]
    decided = button_flow()  # no log at hand: its departure is accepted as it stands
    assert decided.submit("decision", depart_answers(decided)) == []
    resumed, problems = flow_from_draft(decided.to_json(), EVENT.session(TABLE), EVENT.rules)
    assert problems == []
    resumed.precedents_source = lambda config: Precedents(floor.store).in_event_numbered(resumed.kind, 12, config)

    with pytest.raises(InvalidInput, match="difference: is required: the last 3 comparable rulings all followed"):
        Rulings(floor.store).record_flow(resumed, EVENT, EVENT.session(TABLE), lambda: floor.td)
    assert len(Precedents(floor.store).listed(RulingKind.BUTTON, EVENT.rules.to_json(), None).in_log) == 3

    named = button_flow()
    assert named.submit("decision", depart_answers(named, "the dealer had moved it")) == []
    resumed, _problems = flow_from_draft(named.to_json(), EVENT.session(TABLE), EVENT.rules)
    resumed.precedents_source = lambda config: Precedents(floor.store).in_event_numbered(resumed.kind, 12, config)
    recorded = Rulings(floor.store).record_flow(resumed, EVENT, EVENT.session(TABLE), lambda: floor.td).incident
    assert floor.store.incidents.get(recorded.uid).precedents["difference"] == "the dealer had moved it"
