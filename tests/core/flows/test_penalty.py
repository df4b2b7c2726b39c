"""The penalty wizard's flow (rules 51 and 52), every branch without a window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.flows import flow_for, flow_from_draft
from floordesk.core.flows.penalty import PastRecord, PenaltyFlow, penalty_from_answers
from floordesk.core.rules.penalties import Offence, Penalty
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table import Player, SeatStatus
from floordesk.core.table_session import TableSession
from floordesk.i18n import SPEAKER
from tests.core.flows.helpers import session, walk_to

RULES = RuleSet.wsop_2009()
SEATS = {seat: {100: 20} for seat in range(1, 9)}  # eight players, 2,000 each


def table(dealt: int = 0) -> TableSession:
    played = session(SEATS)
    for _ in range(dealt):
        played = played.next_hand()
    return played


def penalty(at: TableSession | None = None, seat: int = 3, history: tuple[PastRecord, ...] = ()) -> PenaltyFlow:
    flow = flow_for(RulingKind.PENALTY, at or table(dealt=1), RULES, seat)
    assert isinstance(flow, PenaltyFlow)
    flow.history_source = lambda player: history if player.player_id == "p3" else ()
    return flow


def earlier(offence: Offence, given: Penalty, number: int = 4) -> PastRecord:
    return PastRecord(number, "Table 1", "2026-12-01 12:10", offence, given)


SITUATION = {"seat": 3, "offence": "card_exposed_with_action_pending", "in_hand": True}


def test_the_steps_put_the_penalty_before_the_recommendation():
    assert [s.key for s in penalty().steps] == [
        "situation",
        "rule",
        "penalty",
        "recommendation",
        "decision",
        "signature",
        "result",
    ]


def test_what_the_ruling_it_follows_says_is_proposed_until_the_situation_is_answered():
    flow = penalty()
    flow.suggested = {"offence": Offence.STALLING.value}  # a clock shortened for stalling leads here
    assert flow.answers("situation")["offence"] == "stalling"
    assert flow.answers("situation")["seat"] == 3
    walk_to(flow, "penalty", situation={**flow.answers("situation"), "offence": Offence.ABUSE.value})
    assert flow.answers("situation")["offence"] == "abuse"  # the supervisor's answer stands
    assert flow.request()["offence"] == "abuse"


def test_a_first_offence_proposes_a_warning_and_a_warning_changes_nothing_at_the_table():
    flow = penalty()
    assert flow.answers("situation")["seat"] == 3
    walk_to(flow, "penalty", situation=SITUATION)
    assert flow.history() == ()
    assert flow.answers("penalty") == {"type": "warning"}
    walk_to(flow, "decision", situation=SITUATION)
    outcome = flow.outcome()
    assert outcome.session == flow.session
    assert outcome.ruling.rule == 52
    assert "A verbal warning is recorded" in outcome.ruling.narrative()
    assert flow.penalty_record() == (3, Penalty.warning(), 0)


def test_his_history_at_any_table_escalates_the_proposal_and_goes_into_the_request():
    history = (earlier(Offence.ABUSE, Penalty.warning(), 2), earlier(Offence.SOFT_PLAY, Penalty.missed_hands(3), 5))
    flow = penalty(history=history)
    walk_to(flow, "situation", situation=SITUATION)
    assert flow.history() == history
    assert history[1].describe() == "#5 2026-12-01 12:10 at Table 1: soft play, 3 missed hands"
    # three hands at a table of eight: the next step is one round (8 hands)
    assert flow.answers("penalty") == {"type": "missed_round", "rounds": 1}
    walk_to(flow, "recommendation", situation=SITUATION)
    request = flow.request()
    assert request["history"] == [
        {"offence": "abuse", "penalty": {"type": "warning"}},
        {"offence": "soft_play", "penalty": {"type": "missed_hand", "hands": 3}},
    ]
    assert recommend(RulingKind.PENALTY, request).result == flow.recommendation().result  # it replays


def test_a_round_counts_the_players_at_the_table_and_starts_after_the_hand_in_progress():
    flow = penalty()
    walk_to(flow, "decision", situation=SITUATION, penalty={"type": "missed_round", "rounds": 1})
    result = flow.recommendation().result
    assert (result["hands_to_miss"], result["first_missed_hand_number"], result["last_missed_hand_number"]) == (8, 2, 9)
    after = flow.outcome().session
    assert after.seat_state(3).tag_text == "PENALTY 2-9"  # as the ruling says
    assert after.occupant(3).status is SeatStatus.ON_PENALTY
    assert flow.summary() == "1 missed round, P3"
    with SPEAKER.speaking("de"):
        assert flow.summary() == "1 ausgesetzte Runde, P3"  # the undo history and the signature page say it so


def test_given_before_any_hand_it_starts_with_the_first():
    flow = penalty(at=table(dealt=0))
    answers = {**SITUATION, "in_hand": False}
    walk_to(flow, "decision", situation=answers, penalty={"type": "missed_hand", "hands": 2})
    assert flow.request()["given_between_hands_after_hand_number"] == 0
    assert flow.outcome().session.penalty_hands_left(3) == 2


@pytest.mark.parametrize(
    ("answers", "field"),
    [
        ({"seat": 9, "offence": "abuse", "in_hand": False}, "seat"),
        ({"seat": 3, "offence": "cheating", "in_hand": False}, "offence"),
        ({"seat": 3, "offence": "abuse", "in_hand": "yes"}, "in_hand"),
    ],
)
def test_the_situation_is_checked_on_its_fields(answers, field):
    assert [p.path for p in penalty().submit("situation", answers)] == [field]


def test_no_hand_to_be_in_before_the_first_deal():
    problems = penalty(at=table(dealt=0)).submit("situation", SITUATION)
    assert [(p.path, p.message) for p in problems] == [("in_hand", "no hand has been dealt at this table yet")]


@pytest.mark.parametrize(
    ("answers", "field", "words"),
    [
        ({"type": "suspension"}, "type", "choose one of"),
        ({"type": "missed_hand", "hands": 0}, "hands", "from 1 to"),
        ({"type": "missed_round"}, "rounds", "whole number of rounds"),
        ({"type": "missed_round", "rounds": 5}, "rounds", "at most 4 rounds"),
        ({"type": "disqualification"}, "type", "stays live"),
    ],
)
def test_the_penalty_is_checked_on_its_fields(answers, field, words):
    flow = penalty()
    walk_to(flow, "situation", situation=SITUATION)
    problems = flow.submit("penalty", answers)
    assert [p.path for p in problems] == [field]
    assert words in problems[0].message


def test_a_round_needs_a_table_of_two_or_more():
    alone = TableSession(table().chip_set, table().table.without_player(1)).next_hand()
    for seat in range(2, 8):
        alone = replace(alone, table=alone.table.without_player(seat))
    flow = penalty(at=alone, seat=8)
    walk_to(flow, "situation", situation={"seat": 8, "offence": "abuse", "in_hand": False})
    assert [p.path for p in flow.submit("penalty", {"type": "missed_round", "rounds": 1})] == ["type"]


def test_a_disqualification_takes_his_chips_out_of_play():
    flow = penalty()
    before = flow.session.chips_on_table().total()
    walk_to(flow, "decision", situation={**SITUATION, "in_hand": False}, penalty={"type": "disqualification"})
    result = flow.recommendation().result
    assert (result["chips_removed_from_play"], result["chips_redistributed_to_players"]) == (2000, 0)
    after = flow.outcome().session
    assert after.occupant(3) is None
    assert after.seat_state(3).knocked_out == "P3"
    assert after.chips_on_table().total() == before - 2000
    assert flow.penalty_record()[1] == Penalty.disqualification()


def test_a_departure_sends_the_floor_back_to_the_penalty():
    flow = penalty()
    walk_to(flow, "recommendation", situation=SITUATION)
    assert flow.departure_template() == {}
    problems = flow.submit("decision", {"decision": "depart", "outcome": {}, "reason": "fairness"})
    assert problems[0].path == "outcome"
    assert "go back to 'The penalty'" in problems[0].message
    assert flow.departure_answers(None) == {}


def test_a_draft_resumes_with_the_history_read_again():
    history = (earlier(Offence.ABUSE, Penalty.missed_hands(2)),)
    flow = penalty(history=history)
    walk_to(flow, "decision", situation=SITUATION, penalty={"type": "missed_hand", "hands": 4})
    flow.go_to("signature")
    resumed, problems = flow_from_draft(flow.to_json(), flow.session, RULES)
    assert isinstance(resumed, PenaltyFlow)
    assert problems == []
    assert resumed.position == "signature"
    assert resumed.outcome().ruling == flow.outcome().ruling
    assert resumed.history() == history


def test_a_situation_with_a_damaged_history_is_refused():
    flow = penalty()
    problems = flow.submit("situation", {**SITUATION, "history": [{"number": "x"}]})
    assert [p.path for p in problems] == ["history"]


def test_penalty_answers_read_back():
    assert penalty_from_answers({"type": "missed_hand", "hands": 3}) == Penalty.missed_hands(3)
    assert penalty_from_answers({"type": "disqualification"}) == Penalty.disqualification()


@given(st.integers(1, 30), st.integers(0, 40))
def test_the_seat_clears_exactly_after_its_count_of_dealt_hands(hands, extra):
    flow = penalty()
    walk_to(flow, "decision", situation=SITUATION, penalty={"type": "missed_hand", "hands": hands})
    played = flow.outcome().session
    shown = []
    for _ in range(hands + extra):
        played = played.next_hand()
        shown.append(played.seat_state(3).penalty_hands)
    # counting down from the first hand he misses; clear once the last one is over
    assert shown[:hands] == list(range(hands, 0, -1))
    assert all(left == 0 for left in shown[hands:])
    assert played.occupant(3).status is (SeatStatus.ON_PENALTY if extra == 0 else SeatStatus.PLAYING)


def test_player_is_found_by_seat():
    flow = penalty()
    walk_to(flow, "situation", situation=SITUATION)
    assert flow.offender() == Player("p3", "P3")
