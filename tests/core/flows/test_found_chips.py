"""The found-chips wizard's flow (rule 46, last sentences), every branch without a window."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.flows import flow_for, flow_from_draft
from floordesk.core.flows.found_chips import FoundChipsFlow
from floordesk.core.ruleset import FoundChipsPolicy, RuleSet
from floordesk.core.ruling import RulingKind, recommend
from tests.core.flows.helpers import CHIPS, session, walk_to

RULES = RuleSet.wsop_2009()
RACED = CHIPS.with_removed(25)  # T25 coloured up; T100 is the smallest in play
TABLE = {2: {100: 8}, 5: {100: 3, 500: 1}}


def found(table=TABLE, chip_set=RACED, rules=RULES, seat: int | None = 5) -> FoundChipsFlow:
    flow = flow_for(RulingKind.FOUND_CHIPS, session(table, chip_set), rules, seat)
    assert isinstance(flow, FoundChipsFlow)
    return flow


def test_the_steps_are_the_shared_ones():
    assert [s.key for s in found().steps] == [
        "situation",
        "rule",
        "recommendation",
        "decision",
        "signature",
        "result",
    ]


def test_the_seat_asked_from_and_the_removed_chip_are_proposed():
    assert found().answers("situation") == {"seat": 5, "denomination": 25, "count": 1}
    assert found(seat=None).answers("situation")["seat"] == 2


def test_whole_units_are_exchanged_into_the_stack_and_the_rest_forfeited():
    flow = found()
    walk_to(flow, "decision", situation={"seat": 5, "denomination": 25, "count": 6})
    outcome = flow.outcome()
    assert outcome.session.occupant(5).stack.counts == {100: 4, 500: 1}
    assert outcome.session.occupant(2).stack.counts == {100: 8}
    assert outcome.chip_set == RACED
    assert outcome.seats == (5,)
    fields = outcome.ruling.incident_fields()
    assert fields["recommended"]["forfeited_value"] == 50
    assert recommend(RulingKind.FOUND_CHIPS, fields["inputs"]).result == fields["recommended"]
    assert outcome.summary == "6 found T25 chips, P5"


def test_the_strict_reading_forfeits_everything_that_is_not_exact():
    rules = replace(RULES, found_chips_policy=FoundChipsPolicy.FORFEIT_UNLESS_EXACT)
    flow = found(rules=rules)
    walk_to(flow, "decision", situation={"seat": 5, "denomination": 25, "count": 6})
    assert flow.outcome().session.occupant(5).stack.counts == {100: 3, 500: 1}


@pytest.mark.parametrize(
    ("answers", "field"),
    [
        ({"seat": 4, "denomination": 25, "count": 1}, "seat"),
        ({"seat": 5, "denomination": 100, "count": 1}, "denomination"),
        ({"seat": 5, "denomination": 25, "count": 0}, "count"),
        ({"seat": "5", "denomination": 25, "count": True}, "seat"),
    ],
)
def test_the_situation_is_checked_on_its_fields(answers, field):
    assert field in {p.path for p in found().submit("situation", answers)}


def test_nothing_to_rule_on_before_a_colour_up_or_while_the_stack_still_holds_the_chip():
    problems = found(chip_set=CHIPS).submit("situation", {"seat": 5, "denomination": 25, "count": 1})
    assert "no denomination has been coloured up" in problems[0].message
    flow = found({5: {25: 2, 100: 1}})
    assert "have not been raced yet" in flow.submit("situation", {"seat": 5, "denomination": 25, "count": 1})[0].message


def test_a_departure_gives_another_exchange_with_a_reason():
    flow = found()
    walk_to(flow, "recommendation", situation={"seat": 5, "denomination": 25, "count": 7})  # 175: one T100
    assert flow.departure_template() == {"P5": {"100": 1}}
    problems = flow.submit("decision", {"decision": "depart", "outcome": {"P5": {}}, "reason": ""})
    assert [p.path for p in problems] == ["reason"]
    problems = flow.submit("decision", {"decision": "depart", "outcome": {"P5": {"100": 2}}, "reason": "x"})
    assert problems[0].path == "outcome.P5"
    assert "more than the found chips are worth (175)" in problems[0].message
    problems = flow.submit("decision", {"decision": "depart", "outcome": {"P5": {"25": 1}}, "reason": "x"})
    assert "not in play" in problems[0].message
    problems = flow.submit("decision", {"decision": "depart", "outcome": {"P9": {}}, "reason": "x"})
    assert problems[0].path == "outcome"
    reason = "chips hidden on purpose: forfeited in full"
    assert flow.submit("decision", {"decision": "depart", "outcome": {"P5": {}}, "reason": reason}) == []
    assert flow.outcome().session.occupant(5).stack.counts == {100: 3, 500: 1}
    assert flow.outcome().ruling.incident_fields()["decision"]["forfeited_value"] == 175


def test_a_draft_resumes():
    flow = found()
    walk_to(flow, "decision", situation={"seat": 5, "denomination": 25, "count": 6})
    flow.go_to("signature")
    resumed, problems = flow_from_draft(flow.to_json(), flow.session, RULES)
    assert problems == []
    assert resumed.position == "signature"
    assert resumed.outcome().ruling == flow.outcome().ruling
