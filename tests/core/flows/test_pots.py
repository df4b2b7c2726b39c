"""The pot wizard's flow (rules 47 and 48): every branch without a window, and chips conserved by every award."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.cards import parse_cards
from floordesk.core.chips import Stack
from floordesk.core.errors import Problem
from floordesk.core.flows import flow_for, flow_from_draft
from floordesk.core.flows.pots import PotFlow, award_pot
from floordesk.core.rules.pots import too_few_players
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import Decision, RulingKind, recommend
from floordesk.i18n import SPEAKER, translate
from tests.core.flows.helpers import session, walk_to

RULES = RuleSet.wsop_2009()
OMAHA8 = "omaha_hi_lo_8"
BOARD = ["2c", "3d", "7h", "Ks", "Qd"]
# Seat 2: A-2-3-4-7 low, a pair of nines high; seat 4: three kings, no low; seat 7: three queens, no low.
CARDS = {"2": ["As", "4s", "9h", "9c"], "4": ["Kh", "Kd", "8s", "8c"], "7": ["Qh", "Qc", "Jh", "Th"]}


def hand(bets, stacks=None, button=None, folded=(), seats_max=9):
    """A table whose players put `bets` {seat: {value: count}} into the pot, then fold the `folded` seats."""
    stacks = stacks or {seat: dict(chips) for seat, chips in bets.items()}
    table = session(stacks, seats_max=seats_max).next_hand(first_button=button)
    for seat, chips in bets.items():
        for value, count in chips.items():
            table = table.bet(seat, value, count)
    for seat in folded:
        table = table.fold(seat)
    return table


def three_way(**kwargs):
    """Seat 2 all in for 225, seat 4 with chips behind after 600, seat 7 all in for 600."""
    return hand(
        {2: {100: 2, 25: 1}, 4: {100: 6}, 7: {100: 6}},
        stacks={2: {100: 2, 25: 1}, 4: {100: 10}, 7: {100: 6}},
        **kwargs,
    )


def pots(table, game=OMAHA8, rules=RULES) -> PotFlow:
    flow = flow_for(RulingKind.POTS, table, rules, game=game)
    assert isinstance(flow, PotFlow)
    return flow


def cards_showdown(cards=CARDS, board=BOARD):
    return {"mode": "cards", "board": board, "cards": cards}


def decide(flow: PotFlow) -> None:
    assert flow.submit("recommendation", {}) == []
    assert flow.submit("decision", {"decision": "follow"}) == []


def test_the_situation_is_the_hand_on_the_table():
    flow = pots(three_way())
    assert [s.key for s in flow.steps] == [
        "situation",
        "rule",
        "showdown",
        "recommendation",
        "decision",
        "signature",
        "result",
    ]
    assert flow.answers("situation") == {
        "game": OMAHA8,
        "button_seat": 2,
        "players": {
            "2": {"contributed": 225, "status": "all_in"},
            "4": {"contributed": 600, "status": "active"},
            "7": {"contributed": 600, "status": "all_in"},
        },
    }
    walk_to(flow, "situation")
    assert flow.contested_pots() == ((0, "main", (2, 4, 7)), (1, "side 1", (4, 7)))


def test_the_event_game_is_proposed_and_hold_em_when_unknown():
    assert pots(three_way(), game="razz").answers("situation")["game"] == "razz"
    assert pots(three_way(), game=None).answers("situation")["game"] == "holdem"


def test_cards_omaha_hi_lo_three_way_all_in_settles_every_pot_and_pays_by_denomination():
    table = three_way()
    flow = pots(table)
    walk_to(flow, "showdown", showdown=cards_showdown())
    decide(flow)
    result = flow.recommendation().result
    # Main 675 = 27 x T25: the high half takes the odd T25 (350 to seat 4), the low 325 to seat 2; side 750 to seat 4.
    assert [(p["name"], p["amount"], p["awards"]) for p in result["pots"]] == [
        ("main", 675, {"P2": 325, "P4": 350}),
        ("side 1", 750, {"P4": 750}),
    ]
    picture = flow.picture(result)
    assert picture.layers[0].eligible == (2, 4, 7)
    assert picture.layers[0].high_winners == (4,)
    assert picture.layers[0].low_winners == (2,)
    assert [line.words for line in picture.layers[0].odd_chips] == [
        "odd T25 to seat 4 (P4): odd chip of the first split goes to the high half"
    ]
    assert "three of a kind" in picture.hands[4].lower()
    assert "7-4-3-2-A low" in picture.hands[2]
    assert picture.payout.chips == {2: Stack({100: 3, 25: 1}), 4: Stack({100: 11})}
    assert picture.payout.describe_change() == ""
    after = flow.outcome().session
    assert after.occupant(2).stack == Stack({100: 3, 25: 1})
    assert after.occupant(4).stack == Stack({100: 15})
    assert after.occupant(7).stack == Stack()
    assert not after.hand.pot
    assert not after.hand.contributions
    assert after.chips_on_table() == table.chips_on_table()
    assert after.out_seats() == (7,)
    # The request replays to the same result, as the incident will.
    assert recommend(RulingKind.POTS, flow.request()).result == result


def test_hi_lo_without_a_qualifying_low_gives_the_whole_pot_to_the_high_hand():
    flow = pots(three_way())
    board = ["Ks", "Qd", "Jc", "9h", "2s"]
    cards = {"2": ["As", "4s", "9d", "9c"], "4": ["Kh", "Kd", "8s", "8c"], "7": ["Qh", "Qc", "5h", "6h"]}
    walk_to(flow, "showdown", showdown=cards_showdown(cards, board))
    result = flow.recommendation().result
    assert result["pots"][0]["low_winners"] == []
    assert result["total_awarded"] == {"P4": 1425}
    assert any("qualifying low" in line for line in result["explanation"])


def test_a_duplicate_card_and_a_missing_board_are_refused_beside_their_fields():
    flow = pots(three_way())
    walk_to(flow, "situation")
    cards = {**CARDS, "4": ["As", "Kd", "8s", "8c"]}
    problems = flow.submit("showdown", cards_showdown(cards, BOARD[:4]))
    assert Problem("board", "needs 5 cards; 4 entered") in problems
    assert Problem("cards.4", "A♠ is already used (for seat 2)") in problems
    entered = cards_showdown(cards, BOARD[:4])
    assert flow.used_cards(entered, except_field="cards.4") == frozenset(parse_cards("As4s9h9cQhQcJhTh2c3d7hKs"))
    assert flow.used_cards(entered) >= frozenset(parse_cards("KdAs"))


def test_a_folded_players_dead_money_stays_in_the_pots_he_reached():
    bets = {1: {100: 3}, 2: {100: 2}, 4: {100: 6}, 7: {100: 6}}
    table = hand(bets, stacks={1: {100: 9}, 2: {100: 2}, 4: {100: 9}, 7: {100: 9}}, folded=(1,))
    flow = pots(table, game="holdem")
    walk_to(flow, "situation")
    assert flow.answers("situation")["players"]["1"] == {"contributed": 300, "status": "folded"}
    # Main 200 x 4 = 800 (seats 2, 4, 7; seat 1's 200 dead); side (300-200) + 400 + 400 = 900 (seats 4, 7).
    assert [(index, seats) for index, _name, seats in flow.contested_pots()] == [(0, (2, 4, 7)), (1, (4, 7))]
    problems = flow.submit("showdown", {"mode": "stated", "pots": [{"high": ["1"]}, {"high": ["4"]}]})
    assert problems == [Problem("pots.0.high", "seat 1 (P1) folded and cannot win a pot")]
    walk_to(flow, "showdown", showdown={"mode": "stated", "pots": [{"high": ["2"]}, {"high": ["7"]}]})
    result = flow.recommendation().result
    assert [(p["amount"], p["awards"]) for p in result["pots"]] == [(800, {"P2": 800}), (900, {"P7": 900})]
    assert award_pot(flow)[0].occupant(1).stack == Stack({100: 6})


def test_an_uncalled_bet_goes_back_and_is_in_no_pot():
    table = hand({2: {100: 2}, 4: {100: 10}, 7: {100: 6}}, stacks={2: {100: 2}, 4: {100: 12}, 7: {100: 6}})
    flow = pots(table, game="holdem")
    walk_to(flow, "showdown", showdown={"mode": "stated", "pots": [{"high": ["7"]}, {"high": ["7"]}]})
    picture = flow.picture(flow.recommendation().result)
    assert picture.returned == {4: 400}
    assert picture.totals == {4: 400, 7: 1400}
    after, summary = award_pot(flow)
    assert after.occupant(4).stack == Stack({100: 6})
    assert after.occupant(7).stack == Stack({100: 14})
    assert summary == "Award the pot at Table 3: seat 4 (P4) 400, seat 7 (P7) 1,400"


def test_stated_winners_must_be_eligible_consistent_and_complete():
    flow = pots(three_way())
    walk_to(flow, "situation")
    assert flow.submit("showdown", {"mode": "stated", "pots": [{"high": ["4"], "low": ["2"]}]}) == [
        Problem("pots", "state the winners of every pot")
    ]
    two = [{"high": ["4"], "low": []}, {"high": ["2"], "no_low": True}]
    assert flow.submit("showdown", {"mode": "stated", "pots": two}) == [
        Problem("pots.0.low", "name who wins the low of the main pot or tick 'no qualifying low'"),
        Problem("pots.1.high", "seat 2 (P2) put in too little to win the side 1 pot"),
    ]
    # Seat 7 beats seat 4 in the main pot and loses to him in the side pot: no hands can do that.
    contradiction = [{"high": ["7"], "low": ["2"]}, {"high": ["4"], "no_low": True}]
    assert flow.submit("showdown", {"mode": "stated", "pots": contradiction}) == [
        Problem(
            "pots.0.high", "these winners contradict another pot's: a hand cannot both beat and lose to the same hand"
        )
    ]
    # Seat 2 wins a low in the main pot, so the side pot (without him) may well have none: accepted.
    stated = [{"high": ["4", "7"], "low": ["2"]}, {"high": ["4", "7"], "no_low": True}]
    assert flow.submit("showdown", {"mode": "stated", "pots": stated}) == []
    result = flow.recommendation().result
    # Main 675: high half 350 (14 units) split by 4 and 7, its odd T25 to seat 4 (first clockwise from button 2).
    assert result["pots"][0]["awards"] == {"P2": 325, "P4": 175, "P7": 175}
    assert result["pots"][1]["awards"] == {"P4": 375, "P7": 375}
    # 14 x T100 and one T25 cannot make 325, 550 and 550: the dealer changes a T100 at the rack.
    payout = flow.payout(result)
    assert payout.describe_change() == "1 × T100 changed for 4 × T25 at the rack"
    assert {seat: chips.total() for seat, chips in payout.chips.items()} == {2: 325, 4: 550, 7: 550}
    after = flow.table_after(result)[0]
    assert after.chips_on_table().total() == three_way().chips_on_table().total()


def stud_tie_at_the_showdown() -> PotFlow:
    """Stud, 475 = 19 x T25 (seat 5 folded T25), seats 1 and 3 in: the flow at its showdown step."""
    table = hand(
        {1: {100: 2, 25: 1}, 3: {100: 2, 25: 1}, 5: {25: 1}},
        stacks={1: {100: 3, 25: 1}, 3: {100: 3, 25: 1}, 5: {25: 4}},
    )
    flow = pots(table.fold(5), game="stud")
    walk_to(flow, "situation", situation={**flow.answers("situation"), "button_seat": None})
    walk_to(flow, "rule")
    return flow


def test_stud_ties_need_the_tie_breaking_card_stated_when_the_cards_are_gone():
    # the odd T25 of a tie goes by the high card by suit.
    flow = stud_tie_at_the_showdown()
    refused = flow.submit("showdown", {"mode": "stated", "pots": [{"high": ["1", "3"]}]})
    assert {p.path for p in refused} == {"tie_cards.1.high", "tie_cards.3.high"}  # on the showdown's own fields
    assert not flow.is_done("showdown")
    tie_cards = {"1": {"high": "Kd"}, "3": {"high": "Ks"}}
    walk_to(flow, "showdown", showdown={"mode": "stated", "pots": [{"high": ["1", "3"]}], "tie_cards": tie_cards})
    odd = flow.picture(flow.recommendation().result).layers[0].odd_chips
    assert [line.seat for line in odd] == [3]
    assert "K♠" in odd[0].words


def test_a_stud_tie_card_already_used_on_the_table_is_refused_beside_its_field():
    """The cards are gone, but some were seen this hand (up cards, a folded player's cards): a tie-break card
    that another player showed, or that another tie card names, cannot be this player's (rule 48)."""
    flow = stud_tie_at_the_showdown()
    tied = [{"high": ["1", "3"]}]
    seen = {"1": ["Kd", "9c"], "3": ["Qh"], "5": ["Ks", "2d"]}  # seat 5 folded, his up cards seen

    def stated(tie_cards, cards=seen):
        return {"mode": "stated", "pots": tied, "tie_cards": tie_cards, "seen": cards}

    assert flow.submit("showdown", stated({"1": {"high": "Kd"}, "3": {"high": "Ks"}})) == [
        Problem("tie_cards.3.high", "K♠ is already on the table this hand: seat 5 (P5) showed it")
    ]
    assert flow.submit("showdown", stated({"1": {"high": "Qh"}, "3": {"high": "As"}})) == [
        Problem("tie_cards.1.high", "Q♥ is already on the table this hand: seat 3 (P3) showed it")
    ]
    # his own up card may well be his highest by suit
    assert flow.submit("showdown", stated({"1": {"high": "Kd"}, "3": {"high": "Kh"}})) == []
    assert [line.seat for line in flow.picture(flow.recommendation().result).layers[0].odd_chips] == [3]
    # the cards seen are checked as cards: each one once, a player's at most his seven, none for a stranger
    assert flow.submit("showdown", stated({"1": {"high": "Ah"}, "3": {"high": "As"}}, {"2": ["3h"]})) == [
        Problem("seen.2", "takes no part in this hand: leave it empty")
    ]
    twice = {"1": ["Kd"], "5": ["Kd"]}
    assert flow.submit("showdown", stated({"1": {"high": "Ah"}, "3": {"high": "As"}}, twice)) == [
        Problem("seen.5", "K♦ is already used (for seat 1)")
    ]
    eight = {"1": ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]}
    assert flow.submit("showdown", stated({"1": {"high": "Ah"}, "3": {"high": "As"}}, eight)) == [
        Problem("seen.1", "at most 7 cards; 8 entered")
    ]


def test_the_situation_must_match_the_pot_and_the_rules():
    table = three_way()
    flow = pots(table)
    situation = flow.answers("situation")
    wrong = {**situation, "players": {**situation["players"], "4": {"contributed": 610, "status": "active"}}}
    assert flow.submit("situation", wrong) == [Problem("players.4", "610 is not a whole number of T25 chips")]
    more = {**situation, "players": {**situation["players"], "4": {"contributed": 700, "status": "active"}}}
    assert flow.submit("situation", more) == [
        Problem(
            "players",
            "the players put in 1,525 in all, but the pot holds 1,425: correct what a player put in, "
            "or the pot on the table",
        )
    ]
    assert flow.submit("situation", {**situation, "button_seat": None})[0].path == "button_seat"
    assert flow.submit("situation", {**situation, "game": "draw"}) == [
        Problem("game", "'draw' is not a game FloorDesk settles")
    ]
    folded_all = {seat: {**row, "status": "folded"} for seat, row in situation["players"].items()}
    assert flow.submit("situation", {**situation, "players": folded_all})[0].path == "players"
    paid = table.award(4, 100, 1)
    assert (
        pots(paid)
        .submit("situation", pots(paid).answers("situation"))[0]
        .message.startswith("100 was already given out of the pot by hand")
    )


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_too_few_players_in_the_pot_is_said_of_the_players_in_the_language_spoken(language):
    with SPEAKER.speaking(language):
        said = PotFlow._situation_field(Problem("contributions", too_few_players()), [])
        wanted = translate("core", "at least two players must have put chips in the pot")
    assert said == Problem("players", wanted)


def test_a_single_player_left_takes_the_pot_without_a_showdown():
    table = hand({1: {100: 2}, 2: {100: 4}}, stacks={1: {100: 5}, 2: {100: 5}}, folded=(1,))
    flow = pots(table, game="holdem")
    walk_to(flow, "showdown", showdown={})
    after, _summary = award_pot(flow)
    assert after.occupant(2).stack == Stack({100: 7})
    assert after.hand.pot == Stack()


def test_a_departure_gives_out_exactly_the_pots_chips():
    flow = pots(three_way())
    walk_to(flow, "showdown", showdown=cards_showdown())
    assert flow.submit("recommendation", {}) == []
    template = flow.departure_template()
    assert template == {"P2": {"25": 1, "100": 3}, "P4": {"100": 11}, "P7": {}}
    short = {"P2": {"100": 7}, "P4": {"100": 7}, "P7": {}}
    problems = flow.submit("decision", {"decision": "depart", "outcome": short, "reason": "chop agreed"})
    assert problems == [Problem("outcome", "gives out 1,400; every chip of the pot must go: 1,425")]
    chop = {"P2": {"100": 7, "25": 1}, "P4": {"100": 7}, "P7": {}}
    assert flow.submit("decision", {"decision": "depart", "outcome": chop, "reason": "the dealer misread"}) == []
    outcome = flow.outcome()
    assert outcome.session.occupant(2).stack == Stack({100: 7, 25: 1})
    assert outcome.ruling.incident_fields()["decision"]["payout"] == chop
    assert outcome.seats == (2, 4, 7)
    # The draft keeps the departure and resumes it.
    resumed, problems = flow_from_draft(flow.to_json(), flow.session, RULES)
    assert problems == []
    assert resumed.decision == Decision.depart(outcome.ruling.decision.outcome, "the dealer misread")


# -- properties: chips on the table are conserved by every award ------------------------------------------


@st.composite
def hands(draw):
    """A hold'em hand: 2-6 players each betting part or all of a stack of T25 and T100, some folding,
    and a ranking of the players (groups of ties) to read every pot's winners from."""
    count = draw(st.integers(2, 6))
    seats = draw(st.lists(st.integers(1, 9), min_size=count, max_size=count, unique=True))
    stacks, bets = {}, {}
    for seat in seats:
        stacks[seat] = {25: draw(st.integers(0, 6)), 100: draw(st.integers(1, 8))}
        bets[seat] = {value: draw(st.integers(0, have)) for value, have in stacks[seat].items()}
        if not any(bets[seat].values()):
            bets[seat] = {100: 1}
    folders = draw(st.lists(st.sampled_from(seats), unique=True, max_size=count - 1))
    ranks = {seat: draw(st.integers(0, 3)) for seat in seats}
    button = draw(st.sampled_from(seats))
    return stacks, bets, folders, ranks, button


@settings(max_examples=60, deadline=None)
@given(hands())
def test_every_award_conserves_the_chips_on_the_table(drawn):
    stacks, bets, folders, ranks, button = drawn
    table = hand({s: {v: c for v, c in b.items() if c} for s, b in bets.items()}, stacks=stacks, button=button)
    folders = [seat for seat in folders if not table.is_all_in(seat)]
    for seat in folders:
        table = table.fold(seat)
    flow = pots(table, game="holdem")
    assert flow.submit("situation", flow.answers("situation")) == []
    stated = []
    for index in range(len(flow.layout().pots)):
        contested = {i: seats for i, _name, seats in flow.contested_pots()}
        seats = contested.get(index, ())
        best = min((ranks[s] for s in seats), default=None)
        stated.append({"high": [str(s) for s in seats if ranks[s] == best]})
    assert flow.submit("showdown", {"mode": "stated", "pots": stated}) == []
    before = table.chips_on_table()
    after, _summary = award_pot(flow)
    assert after.chips_on_table().total() == before.total()
    payout = flow.payout(flow.recommendation().result)
    assert after.chips_on_table() == before.minus(payout.changed_out).plus(payout.changed_in)
    assert not after.hand.pot
    gains = {seat: after.occupant(seat).stack.total() - table.occupant(seat).stack.total() for seat in stacks}
    assert {s: g for s, g in gains.items() if g} == flow.amounts(flow.recommendation().result)


def test_a_pot_only_one_player_put_chips_in_is_an_uncalled_bet_returned():
    # The big blind's 200, everyone else folds without putting a chip in (the small blind busted).
    table = hand({2: {100: 2}}, stacks={1: {100: 5}, 2: {100: 5}, 4: {100: 5}}, folded=(1, 4))
    flow = pots(table, game="holdem")
    walk_to(flow, "showdown", showdown={})
    result = flow.recommendation().result
    assert result["uncalled_returned"] == {"P2": 200}
    assert flow.picture(result).returned == {2: 200}
    after, _summary = award_pot(flow)
    assert after.occupant(2).stack == Stack({100: 5})
    assert after.hand.pot == Stack()


def test_a_killed_hand_is_never_offered_as_a_contender():
    from dataclasses import replace

    from floordesk.core.structure import ForcedBets
    from floordesk.core.table_session import Dealing

    table = replace(session({1: {100: 9}, 2: {100: 9}, 3: {100: 9}}), dealing=Dealing(ForcedBets(100, 200)))
    table = table.next_hand(first_button=1).penalise(3, 1).next_hand()  # seat 3 posts the small blind
    table = table.bet(1, 100, 2).bet(2, 100, 2)
    flow = pots(table, game="holdem")
    situation = flow.answers("situation")
    assert situation["players"]["3"] == {"contributed": 100, "status": "folded"}
    assert 3 not in flow.contenders()
    revived = {**situation, "players": {**situation["players"], "3": {"contributed": 100, "status": "active"}}}
    problems = flow.submit("situation", revived)
    assert [p.path for p in problems] == ["players.3"]
    assert "serving a penalty" in problems[0].message
