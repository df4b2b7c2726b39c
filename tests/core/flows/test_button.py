"""The dead-button wizard's flow (rule 50), every branch without a window."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack
from floordesk.core.flows import flow_for
from floordesk.core.flows.button import ButtonFlow
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind, RuleSet
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table import Markers, Player
from floordesk.core.table_session import TableSession
from tests.core.flows.helpers import session

RULES = RuleSet.wsop_2009()


def dealt(seats: tuple[int, ...] = (1, 3, 5, 7), first_button: int = 1) -> TableSession:
    """A table with a hand dealt: the button on `first_button`."""
    return session({seat: {100: 10} for seat in seats}).next_hand(first_button=first_button)


def knocked_out(table: TableSession, seat: int) -> TableSession:
    return table.set_count(seat, 100, 0).eliminate(seat)


def button(table: TableSession, rules: RuleSet = RULES) -> ButtonFlow:
    flow = flow_for(RulingKind.BUTTON, table, rules)
    assert isinstance(flow, ButtonFlow)
    return flow


def follow(flow: ButtonFlow, hands: int = 1) -> None:
    assert flow.submit("situation", {"hands": hands}) == []
    assert flow.submit("decision", {"decision": "follow"}) == []


def test_the_preview_moves_the_button_on_with_the_rules_reasoning():
    table = dealt()  # button 1, small blind 3, big blind 5
    flow = button(table)
    follow(flow, hands=2)
    result = flow.recommendation().result
    assert [(h["button_seat"], h["sb_seat"], h["bb_seat"]) for h in result["next_hands"]] == [(3, 5, 7), (5, 7, 1)]
    assert any("posts the small blind" in line for line in flow.recommendation().explanation)
    outcome = flow.outcome()
    assert outcome.session.table.markers == Markers(3, 5, 7)
    assert outcome.session.hand.number == table.hand.number + 1
    assert outcome.seats == (3, 5, 7)


def test_an_eliminated_big_blind_makes_a_dead_small_blind_and_the_outcome_matches_next_hand():
    table = knocked_out(dealt(), 5)  # last hand's big blind is out
    flow = button(table)
    follow(flow)
    hand = flow.next_hand()
    assert (hand["button_seat"], hand["sb_seat"], hand["bb_seat"]) == (3, 5, 7)
    assert hand["sb_player"] is None
    assert flow.eliminated() == ((5, "P5"),)
    assert flow.outcome().session == table.next_hand(RULES.new_player_on_button_or_sb)
    assert "no small blind this hand" in " ".join(flow.recommendation().explanation)


def test_a_new_player_between_the_button_and_the_small_blind_sits_out():
    table = dealt((1, 3, 5, 7), first_button=5).seat_player(8, Player("p8", "P8"), Stack({100: 10}))
    flow = button(table)
    follow(flow)
    assert flow.newcomers() == (8,)
    assert flow.next_hand()["not_dealt_in"] == ["P8"]
    after = flow.outcome().session
    assert after.is_waiting(8)
    assert flow.request()["new_players"] == [{"seat": 8, "player": "P8"}]


def test_heads_up_the_button_posts_the_small_blind():
    table = knocked_out(dealt((1, 3, 5)), 1)
    flow = button(table)
    follow(flow)
    hand = flow.next_hand()
    assert hand["button_seat"] == hand["sb_seat"]
    after = flow.outcome().session
    assert after.table.markers is not None
    assert after.table.markers.button_seat == hand["button_seat"]


def test_a_disputed_hand_is_ruled_another_way_with_a_reason_and_the_markers_follow():
    flow = button(dealt())
    assert flow.submit("situation", {"hands": 1}) == []
    assert flow.departure_template() == {"markers": {"button": 3, "small_blind": 5, "big_blind": 7}}
    moved = {"markers": {"button": 1, "small_blind": 3, "big_blind": 5}}
    assert flow.submit("decision", {"decision": "depart", "outcome": moved, "reason": "misdeal re-dealt"}) == []
    after = flow.outcome().session
    assert after.table.markers == Markers(1, 3, 5)
    assert flow.departure_answers(flow.decision.outcome) == moved
    assert "button seat 1" in flow.summary()


def test_a_departure_the_table_cannot_hold_is_refused_on_the_outcome():
    flow = button(dealt())
    flow.submit("situation", {"hands": 1})
    impossible = {"markers": {"button": 3, "small_blind": 5, "big_blind": 2}}  # seat 2 is empty
    problems = flow.submit("decision", {"decision": "depart", "outcome": impossible, "reason": "r"})
    assert problems
    assert problems[0].path.startswith("outcome")
    outside = {"markers": {"button": 30, "small_blind": 5, "big_blind": 7}}
    problems = flow.submit("decision", {"decision": "depart", "outcome": outside, "reason": "r"})
    assert [p.path for p in problems] == ["outcome.button"]


def test_a_table_not_ready_for_the_next_hand_is_refused():
    fresh = session({1: {100: 10}, 3: {100: 10}})
    assert "first button is drawn" in button(fresh).submit("situation", {"hands": 1})[0].message
    betting = dealt().bet(3, 100, 2)
    assert "pot still holds" in button(betting).submit("situation", {"hands": 1})[0].message
    assert button(dealt()).submit("situation", {"hands": 0})[0].path == "hands"


def test_the_recorded_request_replays_under_the_events_new_player_flag():
    rules = replace(RULES, new_player_on_button_or_sb=NewPlayerOnButtonOrSmallBlind.WAIT)
    table = dealt().seat_player(3 + 1, Player("p4", "P4"), Stack({100: 10}))
    flow = button(table, rules)
    follow(flow)
    assert flow.request()["config"]["new_player_on_button_or_sb"] == "wait"
    assert recommend(RulingKind.BUTTON, flow.request()).result == flow.ruling().outcome


@settings(max_examples=40, deadline=None)
@given(
    seats=st.sets(st.integers(1, 9), min_size=3, max_size=9),
    hands=st.integers(0, 6),
    out=st.integers(0, 8),
)
def test_following_the_rule_deals_exactly_the_next_hand(seats, hands, out):
    ordered = tuple(sorted(seats))
    table = dealt(ordered, first_button=ordered[0])
    for _ in range(hands):
        table = table.next_hand()
    gone = ordered[out % len(ordered)]
    if len(ordered) > 2:
        table = knocked_out(table, gone)
    flow = button(table)
    follow(flow)
    assert flow.outcome().session == table.next_hand(RULES.new_player_on_button_or_sb)
    assert recommend(RulingKind.BUTTON, flow.request()).result == flow.ruling().outcome


def test_the_wizard_kinds_include_clock_and_button():
    from floordesk.core.flows import wizard_kinds

    assert {RulingKind.CLOCK, RulingKind.BUTTON} <= set(wizard_kinds())
