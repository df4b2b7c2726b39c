"""What every ruling's flow shares (core/flows/flow.py): its steps in order, answers kept only when accepted and
forgotten when an earlier one changes, the decision under rule 44 with its witnesses, the signature step, and a
draft read back only against the table it was saved at. Walked with the chip race, which has steps of its own."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows import flow_for
from floordesk.core.flows.flow import (
    WITNESSES_MAX,
    FlowError,
    RecordedIncident,
    RulingFlow,
    parse_departure_stacks,
)
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import Decision, DecisionKind, RulingKind
from tests.core.flows.helpers import session, walk_to

RULES = RuleSet.wsop_2009()
RACE_TABLE = {1: {25: 3, 100: 10}, 4: {25: 5, 500: 2}, 6: {25: 1}}
DEALT = {"mode": "dealt", "cards": {"1": ["2c", "Kd", "3h"], "4": ["As"], "6": ["Qh"]}}
FOLLOW = {"decision": "follow", "witnesses": []}


def race(table: dict[int, dict[int, int]] = RACE_TABLE) -> RulingFlow:
    return flow_for(RulingKind.CHIP_RACE, session(table), RULES)


def decided() -> RulingFlow:
    flow = race()
    walk_to(flow, "decision", cards=DEALT)
    return flow


def test_the_shared_steps_stand_around_the_rulings_own():
    flow = race()
    assert [step.key for step in flow.steps] == [
        "situation",
        "rule",
        "denominations",
        "odd_chips",
        "cards",
        "recommendation",
        "decision",
        "signature",
        "result",
    ]
    assert flow.next_step("cards").key == "recommendation"
    assert flow.next_step("result") is None
    with pytest.raises(KeyError):
        flow.step("payout")
    with pytest.raises(KeyError):
        flow.go_to("payout")


def test_a_step_is_answered_in_order_and_the_request_needs_them_all():
    flow = race()
    assert flow.submit("cards", DEALT) == [Problem("", "answer 'The situation' first")]
    assert not flow.has_answers()
    with pytest.raises(FlowError, match="answer 'The situation' first"):
        flow.request()
    walk_to(flow, "odd_chips")
    assert flow.is_done("odd_chips")
    assert not flow.is_done("cards")
    with pytest.raises(FlowError, match="answer 'Race cards' first"):
        flow.request()


def test_an_earlier_answer_changed_forgets_what_depended_on_it():
    flow = decided()
    assert flow.is_done("cards")
    assert flow.is_done("recommendation")
    assert flow.is_done("decision")
    kept = flow.answers("situation")
    assert flow.submit("situation", kept) == []  # the same answers again keep everything
    assert flow.is_done("decision")
    stacks = flow.answers("situation")["stacks"]
    assert flow.submit("situation", {"stacks": {**stacks, "6": {"25": 1, "100": 1}}}) == []
    assert flow.is_done("situation")
    assert not flow.is_done("denominations")
    assert not flow.is_done("cards")
    assert not flow.is_done("recommendation")
    assert flow.decision is None


def test_a_refused_answer_is_not_kept():
    flow = race()
    walk_to(flow, "odd_chips")
    problems = flow.submit("cards", {"mode": "dealt", "cards": {"1": ["2c", "2c", "3h"], "4": ["As"], "6": ["Qh"]}})
    assert problems
    assert not flow.is_done("cards")


@pytest.mark.parametrize(
    ("witnesses", "message"),
    [
        ([f"Witness {n}" for n in range(WITNESSES_MAX + 1)], f"name at most {WITNESSES_MAX} witnesses"),
        (["Ann Dealer", " ann dealer "], "a witness is named twice"),
        (["A" * 101], "a witness's name is longer than 100 characters"),
    ],
)
def test_the_decision_is_refused_for_a_witness_named_badly(witnesses, message):
    flow = decided()
    before = flow.decision
    assert [p.message for p in flow.submit("decision", {**FOLLOW, "witnesses": witnesses})] == [message]
    assert flow.decision == before


def test_witnesses_are_kept_trimmed_and_blank_ones_dropped():
    flow = decided()
    assert flow.submit("decision", {**FOLLOW, "witnesses": [" Ann Dealer ", "  ", "Bo Player"]}) == []
    assert flow.witnesses == ("Ann Dealer", "Bo Player")
    assert flow.submit("decision", {**FOLLOW, "witnesses": "Ann Dealer"}) == [
        Problem("witnesses", "must be a list of names")
    ]


def test_a_departure_needs_a_reason_and_an_outcome_the_flow_can_read():
    flow = decided()
    assert flow.decide(Decision(DecisionKind.DEPART, None, "the floor knows better")) != []
    template = flow.departure_template()
    departed = flow.decide(Decision.depart(flow.departure_outcome(template), ""))
    assert [p.path for p in departed] == ["decision", "reason"]  # the recommendation itself, and no reason


def test_the_ruling_needs_the_decision_first():
    flow = race()
    walk_to(flow, "recommendation", cards=DEALT)
    with pytest.raises(FlowError, match="decide first"):
        flow.ruling()
    flow.submit("decision", FOLLOW)
    assert flow.ruling().decision.kind is DecisionKind.FOLLOW
    assert flow.outcome().ruling.rule == 46


def test_the_signature_step_asks_a_pin_and_keeps_a_refusal_as_its_problems():
    flow = decided()
    written = RecordedIncident("uid-1", 4, "hash")

    def refused(pin: str) -> RecordedIncident:
        raise InvalidInput.at("pin", f"{pin} is not the signer's PIN")

    assert flow.sign("", lambda pin: written) == [Problem("pin", "enter your PIN to sign")]
    assert flow.sign("9999", refused) == [Problem("pin", "9999 is not the signer's PIN")]
    assert flow.recorded is None
    assert not flow.is_done("signature")
    assert flow.sign("2222", lambda pin: written) == []
    assert (flow.recorded, flow.position) == (written, "result")
    assert flow.is_done("result")
    assert flow.sign("2222", lambda pin: written) == [Problem("", "already recorded as incident #4")]


def test_a_draft_is_read_back_where_it_was_left_with_its_decision():
    flow = decided()
    flow.submit("decision", {**FOLLOW, "witnesses": ["Ann Dealer"]})
    flow.go_to("decision")
    draft = flow.to_json()
    assert "pin" not in str(draft).lower()
    again = race()
    assert again.restore(draft) == []
    assert (again.draft_id, again.position) == (flow.draft_id, "decision")
    assert again.witnesses == ("Ann Dealer",)
    assert again.ruling().outcome == flow.ruling().outcome


def test_a_draft_goes_no_further_than_its_answers_reach():
    flow = race()
    walk_to(flow, "denominations")
    draft = {**flow.to_json(), "position": "signature"}
    again = race()
    assert again.restore(draft) == []
    assert again.position == "odd_chips"


def test_a_draft_saved_at_another_table_state_starts_again_at_the_situation():
    draft = decided().to_json()
    moved_on = race({**RACE_TABLE, 6: {25: 2}})
    assert moved_on.restore(draft) == [
        Problem("", "the table has changed since this ruling was saved: check the situation again")
    ]
    assert moved_on.position == "situation"
    assert not moved_on.has_answers()


def test_departure_stacks_are_read_by_label_naming_each_one_refused():
    assert parse_departure_stacks({"P1": {"100": 2}}, ("P1", "P4")) == {"P1": {"100": 2}, "P4": {}}
    with pytest.raises(InvalidInput) as refused:
        parse_departure_stacks({"P1": {"100": -2}, "P9": {}}, ("P1", "P4"))
    assert [(p.path, p.message) for p in refused.value.problems] == [
        ("outcome.P1", "must be a whole number >= 0"),
        ("outcome", "'P9' is not part of this ruling"),
    ]
    with pytest.raises(InvalidInput, match="state the outcome decided instead"):
        parse_departure_stacks(["P1"], ("P1",))
