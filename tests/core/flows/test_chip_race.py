"""The chip race wizard's flow (rule 46), every branch without a window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.cards import parse_card
from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows import flow_for, flow_from_draft, wizard_kinds
from floordesk.core.flows.chip_race import ChipRaceFlow
from floordesk.core.flows.flow import FlowError
from floordesk.core.rules.chip_race_result import RaceResult, Verdict
from floordesk.core.ruleset import LeftoverRounding, RacedOutChipSource, RuleSet
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table_session import HandState
from tests.core.flows.helpers import CHIPS, session, walk_to

RULES = RuleSet.wsop_2009()
# Seat 1: 3 odd T25; seat 4: 5 x T25 (one T100 straight, one odd); seat 6: one T25 and nothing else.
TABLE = {1: {25: 3, 100: 10}, 4: {25: 5, 500: 2}, 6: {25: 1}}
DEALT = {"1": ["2c", "Kd", "3h"], "4": ["As"], "6": ["Qh"]}


def race(table=TABLE, rules=RULES, **kwargs) -> ChipRaceFlow:
    flow = flow_for(RulingKind.CHIP_RACE, session(table, **kwargs), rules)
    assert isinstance(flow, ChipRaceFlow)
    return flow


def dealt(flow: ChipRaceFlow, cards=DEALT) -> None:
    walk_to(flow, "cards", cards={"mode": "dealt", "cards": cards})


def test_the_steps_are_the_shared_ones_around_the_race_steps():
    flow = race()
    assert [s.key for s in flow.steps] == [
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
    assert all(step.title for step in flow.steps)
    assert flow.next_step("cards").key == "recommendation"
    assert flow.next_step("result") is None
    assert {RulingKind.CHIP_RACE, RulingKind.FOUND_CHIPS} <= set(wizard_kinds())


def test_the_situation_is_taken_from_the_table_and_the_smallest_chip_in_play_is_proposed():
    flow = race()
    assert flow.answers("situation") == {
        "stacks": {"1": {"25": 3, "100": 10}, "4": {"25": 5, "500": 2}, "6": {"25": 1}}
    }
    assert flow.answers("denominations") == {"removed": [25]}
    walk_to(flow, "denominations")
    assert flow.answers("odd_chips") == {"removed_counts": {"1": {"25": 3}, "4": {"25": 5}, "6": {"25": 1}}}
    rows = {row.seat: (row.removed_count, row.direct_exchange, row.odd_chips) for row in flow.odd_chip_rows()}
    assert rows == {1: (3, 0, 3), 4: (5, 1, 1), 6: (1, 0, 1)}


def test_a_denomination_the_event_already_removed_but_this_table_still_holds_is_proposed_first():
    chip_set = CHIPS.with_removed(25)
    flow = race({1: {25: 2, 100: 1}, 2: {100: 4}}, chip_set=chip_set)
    assert flow.answers("denominations") == {"removed": [25]}
    assert flow.denominations_available() == (25, 100, 500, 1000)
    walk_to(flow, "cards")
    outcome_flow_decides(flow)
    assert flow.outcome().chip_set.in_play_values() == (100, 500, 1000)


def outcome_flow_decides(flow) -> None:
    assert flow.submit("recommendation", {}) == []
    assert flow.submit("decision", {"decision": "follow"}) == []


def test_the_race_with_dealt_cards_gives_the_recommended_table_and_takes_the_chip_out_of_the_set():
    flow = race()
    dealt(flow)
    outcome_flow_decides(flow)
    outcome = flow.outcome()
    # 5 odd T25 = 125: one T100 raced (25 over is less than half). As (seat 4) wins; seat 6 kept alive.
    stacks = {seat: o.stack.counts for seat, o in outcome.session.table.occupants.items()}
    assert stacks == {1: {100: 10}, 4: {100: 2, 500: 2}, 6: {100: 1}}
    assert outcome.chip_set.in_play_values() == (100, 500, 1000)
    assert outcome.session.chip_set == outcome.chip_set
    assert outcome.ruling.rule == 46
    assert outcome.ruling.kind is RulingKind.CHIP_RACE
    assert outcome.seats == (1, 4, 6)
    assert "T25" in outcome.summary
    fields = outcome.ruling.incident_fields()
    assert fields["decision"] is None
    assert fields["departure_reason"] is None
    replayed = recommend(RulingKind.CHIP_RACE, fields["inputs"])
    assert replayed.result == fields["recommended"]
    assert fields["inputs"]["config"] == RULES.to_json()


def test_the_race_is_shown_card_by_card_highest_first_with_who_is_passed_over():
    # 2 x T100 raced from 9 odd T25 (225: two T100, 25 over); seat 1 holds the two best cards.
    flow = race({1: {25: 3}, 2: {25: 3}, 3: {25: 3}})
    dealt(flow, {"1": ["As", "Ah", "2c"], "2": ["Kd", "3c", "4c"], "3": ["5c", "6c", "7c"]})
    reading = RaceResult.read(flow.recommendation().result).readings()[0]
    assert [(c.player, str(c.card), c.verdict) for c in reading.cards[:4]] == [
        ("P1", "As", Verdict.WINS),
        ("P1", "Ah", Verdict.PASSED_OVER),
        ("P2", "Kd", Verdict.WINS),
        ("P3", "7c", Verdict.NOT_READ),
    ]
    assert reading.race_chip_count == 2
    assert reading.stay_alive == (("P3", "introduced"),)


def test_a_pool_stay_alive_chip_makes_its_owner_passed_over():
    rules = replace(RULES, raced_out_chip_source=RacedOutChipSource.FROM_POOL)
    flow = race({1: {25: 3}, 2: {25: 2, 100: 1}}, rules=rules)
    dealt(flow, {"1": ["2c", "3c", "4c"], "2": ["As", "Ks"]})
    reading = RaceResult.read(flow.recommendation().result).readings()[0]
    assert reading.stay_alive == (("P1", "from_pool"),)
    assert next(c.verdict for c in reading.cards if c.player == "P1") is not Verdict.WINS


def test_shuffled_cards_get_a_recorded_seed_and_replay():
    flow = race()
    walk_to(flow, "cards")
    seed = flow.answers("cards")["seed"]
    assert isinstance(seed, int)
    request = flow.request()
    assert request["seed"] == seed
    assert all("race_cards" not in p for p in request["players"])
    assert recommend(RulingKind.CHIP_RACE, request).result == flow.recommendation().result
    assert flow.recommendation().result["seed"] == seed


def test_a_seed_given_is_kept_and_a_bad_one_refused():
    flow = race()
    walk_to(flow, "odd_chips")
    assert flow.submit("cards", {"mode": "shuffled", "seed": 7}) == []
    assert flow.request()["seed"] == 7
    assert flow.submit("cards", {"mode": "shuffled", "seed": -1})[0].path == "seed"
    assert flow.submit("cards", {"mode": "by post"})[0].path == "mode"


@pytest.mark.parametrize(
    ("cards", "field", "words"),
    [
        ({**DEALT, "1": ["2c", "Kd"]}, "cards.1", "needs 3 cards"),
        ({**DEALT, "6": ["Kd"]}, "cards.6", "K♦ is already used (for seat 1)"),
        ({**DEALT, "1": ["2c", "2c", "3h"]}, "cards.1", "already used (earlier here)"),
        ({**DEALT, "4": ["Zz"]}, "cards.4", "is not a card"),
        ({**DEALT, "9": ["Jc"]}, "cards", "seat 9 takes no part"),
    ],
)
def test_dealt_cards_are_checked_on_the_players_field(cards, field, words):
    flow = race()
    walk_to(flow, "odd_chips")
    problems = flow.submit("cards", {"mode": "dealt", "cards": cards})
    assert any(p.path == field and words in p.message for p in problems), problems
    assert not flow.is_done("cards")


def test_the_used_cards_are_what_the_picker_must_not_offer():
    flow = race()
    dealt(flow)
    assert flow.used_cards(except_seat=1) == {parse_card("As"), parse_card("Qh")}
    assert parse_card("Kd") in flow.used_cards()


def test_dealt_cards_for_two_denominations_at_once_are_refused_but_a_shuffle_races_both():
    flow = race()
    walk_to(flow, "odd_chips", denominations={"removed": [25, 100]})
    problems = flow.submit("cards", {"mode": "dealt", "cards": DEALT})
    assert problems[0].path == "mode"
    assert flow.submit("cards", {"mode": "shuffled"}) == []
    outcome_flow_decides(flow)
    assert flow.outcome().chip_set.in_play_values() == (500, 1000)


@pytest.mark.parametrize(
    ("removed", "words"),
    [
        ([], "choose at least one"),
        ([30], "not a denomination at this table"),
        ([25, 25], "chosen twice"),
        ([25, 100, 500, 1000], "must stay in play"),
    ],
)
def test_denominations_are_checked(removed, words):
    flow = race()
    walk_to(flow, "rule")
    problems = flow.submit("denominations", {"removed": removed})
    assert problems
    assert all(p.path == "removed" for p in problems)
    assert words in problems[0].message


def test_a_denomination_that_does_not_divide_is_refused():
    from floordesk.core.chips import standard_chip_set

    flow = race({1: {25: 1, 60: 1}}, chip_set=standard_chip_set((25, 60)))
    walk_to(flow, "rule")
    assert "neither is a whole number" in flow.submit("denominations", {"removed": [25]})[0].message


def test_chips_in_the_pot_stop_a_colour_up():
    flow = race()
    flow.session = replace(flow.session, hand=HandState(pot=Stack({25: 2})))
    walk_to(flow, "rule")
    assert "the pot still holds T25" in flow.submit("denominations", {"removed": [25]})[0].message


def test_the_situation_is_editable_and_checked_on_each_seats_field():
    flow = race()
    problems = flow.submit("situation", {"stacks": {"1": {"25": -1}, "4": {"30": 1}, "7": {"25": 1}}})
    assert {p.path for p in problems} == {"stacks.1", "stacks.4", "stacks"}
    assert flow.submit("situation", {"stacks": {"1": {}, "4": {}, "6": {}}})[0].message.startswith("no player")
    assert flow.submit("situation", {"stacks": {"1": {"25": 7}, "4": {"100": 1}, "6": {}}}) == []
    assert flow.racing_seats() == (1, 4)
    walk_to(flow, "cards")
    assert [p["seat"] for p in flow.request()["players"]] == [1, 4]


def test_odd_chip_counts_are_editable_and_go_into_the_request():
    flow = race()
    walk_to(flow, "denominations")
    assert flow.submit("odd_chips", {"removed_counts": {"1": {"25": 2}}}) == []
    assert flow.odd_chip_rows()[0].odd_chips == 2
    walk_to(flow, "cards")
    assert flow.request()["players"][0]["stack"] == {"25": 2, "100": 10}
    problems = flow.submit("odd_chips", {"removed_counts": {"6": {"25": 0}, "2": {"25": 1}, "4": {"100": 1}}})
    assert {p.path for p in problems} == {"removed_counts.6", "removed_counts.2", "removed_counts.4"}


def test_steps_answered_out_of_order_are_refused_and_changes_forget_what_depended_on_them():
    flow = race()
    assert flow.submit("cards", {"mode": "shuffled"}) == [Problem("", "answer 'The situation' first")]
    with pytest.raises(FlowError):
        flow.request()
    dealt(flow)
    outcome_flow_decides(flow)
    assert flow.decision is not None
    # The same answers again keep everything; different ones forget the later steps and the decision.
    assert flow.submit("denominations", {"removed": [25]}) == []
    assert flow.decision is not None
    assert flow.submit("denominations", {"removed": [25, 100]}) == []
    assert flow.decision is None
    assert not flow.is_done("cards")


def test_a_departure_needs_a_reason_and_states_the_stacks_decided():
    flow = race()
    dealt(flow)
    template = flow.departure_template()
    assert template == {"P1": {"100": 10}, "P4": {"100": 2, "500": 2}, "P6": {"100": 1}}
    decided = {**template, "P1": {"100": 11}}
    problems = flow.submit("decision", {"decision": "depart", "outcome": decided, "reason": " "})
    assert [p.path for p in problems] == ["reason"]
    assert flow.decision is None
    problems = flow.submit("decision", {"decision": "depart", "outcome": template, "reason": "why not"})
    assert "follow it instead" in problems[0].message
    problems = flow.submit("decision", {"decision": "depart", "outcome": {**template, "P6": {}}, "reason": "x"})
    assert problems == [Problem("outcome.P6", "cannot be left without chips (rule 46)")]
    problems = flow.submit("decision", {"decision": "depart", "outcome": {**template, "P6": {"25": 4}}, "reason": "x"})
    assert "not in play after" in problems[0].message
    assert flow.submit("decision", {"decision": "depart", "outcome": {**template, "P6": "x"}, "reason": "x"})
    reason = "Seat 1's odd chip was hidden behind his T500s; counted late in front of both players"
    assert flow.submit("decision", {"decision": "depart", "outcome": decided, "reason": reason}) == []
    outcome = flow.outcome()
    assert outcome.session.occupant(1).stack.counts == {100: 11}
    fields = outcome.ruling.incident_fields()
    assert fields["departure_reason"] == reason
    assert fields["decision"]["stacks_after"]["P1"] == {"100": 11}
    assert fields["decision"]["chips_in_play_value_change"] == fields["recommended"]["chips_in_play_value_change"] + 100


def test_witnesses_are_named_with_the_decision():
    flow = race()
    dealt(flow)
    assert flow.submit("decision", {"decision": "follow", "witnesses": ["Dealer Sam", "dealer sam "]})
    assert flow.submit("decision", {"decision": "follow", "witnesses": "Sam"})[0].path == "witnesses"
    assert flow.submit("decision", {"decision": "follow", "reason": "because"})[0].path == "reason"
    assert flow.submit("decision", {"decision": "follow", "witnesses": ["Dealer Sam", " "]}) == []
    assert flow.outcome().ruling.witnesses == ("Dealer Sam",)


def test_no_outcome_before_the_decision():
    flow = race()
    dealt(flow)
    with pytest.raises(FlowError):
        flow.outcome()


def test_a_bad_request_is_placed_on_the_players_field():
    flow = race()
    problem = flow.field_of(Problem("players[1].race_cards", "too few"))
    assert problem == Problem("cards.4", "too few")
    assert flow.field_of(Problem("seed", "bad")).path == ""


def test_a_draft_resumes_where_it_was_left_with_the_same_seed():
    flow = race()
    walk_to(flow, "cards")
    flow.go_to("recommendation")
    state = flow.to_json()
    assert "pin" not in str(state).lower()
    resumed, problems = flow_from_draft(state, flow.session, RULES)
    assert problems == []
    assert resumed.draft_id == flow.draft_id
    assert resumed.position == "recommendation"
    assert resumed.recommendation().result == flow.recommendation().result


def test_a_draft_with_a_decision_resumes_at_the_signature():
    flow = race()
    dealt(flow)
    assert (
        flow.submit(
            "decision",
            {
                "decision": "depart",
                "outcome": {**flow.departure_template(), "P1": {"100": 12}},
                "reason": "counted again",
            },
        )
        == []
    )
    flow.go_to("signature")
    resumed, problems = flow_from_draft(flow.to_json(), flow.session, RULES)
    assert problems == []
    assert resumed.position == "signature"
    assert resumed.outcome().ruling == flow.outcome().ruling


def test_a_draft_that_no_longer_fits_the_table_stops_at_its_step():
    flow = race()
    dealt(flow)
    flow.go_to("decision")
    table_now = session({1: {100: 10}, 4: {25: 5, 500: 2}, 6: {25: 1}})  # seat 1 has been raced meanwhile
    resumed, problems = flow_from_draft(flow.to_json(), table_now, RULES)
    assert resumed.position == "situation"
    assert "the table has changed" in problems[0].message
    assert not resumed.is_done("situation")
    assert resumed.answers("situation")["stacks"]["1"] == {"100": 10}
    state = {**flow_for(RulingKind.CHIP_RACE, table_now, RULES).to_json(), "position": "nowhere", "answers": "x"}
    damaged, problems = flow_from_draft(state, table_now, RULES)
    assert problems == []
    assert damaged.position == "situation"


def test_draft_answers_that_no_longer_fit_stop_at_their_step():
    flow = race()
    dealt(flow)
    state = flow.to_json()
    state["answers"]["cards"]["cards"]["6"] = ["As"]
    resumed, problems = flow_from_draft(state, flow.session, RULES)
    assert resumed.position == "cards"
    assert {p.path for p in problems} == {"cards.6"}
    assert resumed.is_done("odd_chips")
    assert not resumed.is_done("cards")


def test_a_kind_without_a_wizard_is_refused():
    with pytest.raises(InvalidInput):
        flow_for(RulingKind.OTHER, session(TABLE), RULES)


@st.composite
def tables(draw):
    seats = draw(st.lists(st.integers(1, 10), min_size=1, max_size=10, unique=True))
    stacks = {
        seat: draw(st.dictionaries(st.sampled_from((25, 100, 500)), st.integers(0, 30), min_size=1)) for seat in seats
    }
    if not any(any(s.values()) for s in stacks.values()):
        stacks[seats[0]] = {25: 1}
    removed = draw(st.sampled_from(([25], [25, 100], [100])))
    rounding = draw(st.sampled_from(list(LeftoverRounding)))
    source = draw(st.sampled_from(list(RacedOutChipSource)))
    return stacks, removed, replace(RULES, leftover_rounding=rounding, raced_out_chip_source=source)


@settings(max_examples=120, deadline=None)
@given(tables(), st.integers(0, 2**32 - 1))
def test_the_table_after_a_race_changes_in_value_exactly_as_the_rule_says_and_nobody_is_at_zero(case, seed):
    stacks, removed, rules = case
    flow = race(stacks, rules=rules, seats_max=10)
    walk_to(flow, "odd_chips", denominations={"removed": removed})
    assert flow.submit("cards", {"mode": "shuffled", "seed": seed}) == []
    outcome_flow_decides(flow)
    outcome = flow.outcome()
    before = {seat: o.stack for seat, o in flow.session.table.occupants.items()}
    after = {seat: o.stack for seat, o in outcome.session.table.occupants.items()}
    change = sum(s.total() for s in after.values()) - sum(s.total() for s in before.values())
    assert change == outcome.ruling.recommendation.result["chips_in_play_value_change"]
    for seat, stack in after.items():
        assert stack or not before[seat], seat  # nobody raced out; an empty seat stays empty
        assert all(value not in removed for value, _count in stack)
    assert all(value not in outcome.chip_set.in_play_values() for value in removed)
