"""Rules 47 and 48 together: a whole hand settled from the cards or from a stated ranking.

Each expected answer is worked out by hand in the comment above it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.cards import Card, full_deck, parse_card, parse_cards
from floordesk.core.errors import CardError, ChipError, SeatError, ShowdownError
from floordesk.core.rules.hand_eval import Game, HandKind, RankedHand
from floordesk.core.rules.odd_chips import FIRST_SPLIT_REASON
from floordesk.core.rules.pots import Contribution, Status
from floordesk.core.rules.showdown import (
    HandAtShowdown,
    ShownHand,
    StatedRanking,
    decide_winners,
    settle_hand,
)
from floordesk.core.ruleset import OddUnits, RuleSet, StudHighCardScope, StudLowTieRule

ACTIVE, ALL_IN, FOLDED = Status.ACTIVE, Status.ALL_IN, Status.FOLDED


def show(**cards: str) -> dict[str, ShownHand]:
    return {name: ShownHand(parse_cards(text)) for name, text in cards.items()}


def awards(settlement) -> list[dict[str, int]]:
    return [dict(settled.split.awards) for settled in settlement.pots]


# -- from the cards -------------------------------------------------------------------


def test_holdem_tie_in_the_main_pot_and_outright_win_in_the_side_pot():
    # Board K♠ Q♦ 7♣ 4♥ 2♠. A (A♥ K♦) and B (A♣ K♣) both have kings with A-Q-7;
    # C (J♦ J♣) has jacks. A is all-in for 325; B and C put in 800.
    # Main pot: 3 x 325 = 975 = 39 units for A, B, C: A and B tie, 19 units each, the
    # odd one to A (seat 2 is first clockwise from the button on seat 1): A 500, B 475.
    # Side pot: 2 x 475 = 950 for B and C: B's kings beat C's jacks, B 950.
    hand = HandAtShowdown(
        Game.HOLDEM,
        25,
        (Contribution("A", 2, 325, ALL_IN), Contribution("B", 5, 800, ACTIVE), Contribution("C", 8, 800, ACTIVE)),
        button_seat=1,
        board=parse_cards("KsQd7c4h2s"),
        shown=show(A="AhKd", B="AcKc", C="JdJc"),
    )
    settlement = settle_hand(hand)
    assert [(s.pot.amount, s.winners.high) for s in settlement.pots] == [(975, ("A", "B")), (950, ("B",))]
    assert awards(settlement) == [{"A": 500, "B": 475}, {"B": 950}]
    assert dict(settlement.total_awarded) == {"A": 500, "B": 1425}
    assert [(u.player, u.amount) for u in settlement.pots[0].split.odd_units] == [("A", 25)]
    assert settlement.hands["C"].high is not None
    assert settlement.hands["C"].high.describe() == "one pair (J♦ J♣ K♠ Q♦ 7♣)"


def test_omaha_hi_lo_no_qualifying_low_in_the_side_pot_while_the_main_pot_has_one():
    # Board 2♠ 5♦ 7♥ K♣ Q♠. A (A♥ 3♣ 9♦ 9♣, all-in 200) makes 7-5-3-2-A low and only
    # nines for high. B (K♥ K♦ J♠ T♠) has three kings and no low (no two low cards).
    # C (Q♥ Q♦ 8♣ 8♠) has three queens and no low (8 is his only low rank).
    # Main pot 3 x 200 = 600 for A, B, C: B high 300, A low 300.
    # Side pot 2 x 400 = 800 for B and C: no low among them, so B takes all 800.
    hand = HandAtShowdown(
        Game.OMAHA_HI_LO_8,
        25,
        (Contribution("A", 3, 200, ALL_IN), Contribution("B", 6, 600, ACTIVE), Contribution("C", 9, 600, ACTIVE)),
        button_seat=1,
        board=parse_cards("2s5d7hKcQs"),
        shown=show(A="Ah3c9d9c", B="KhKdJsTs", C="QhQd8c8s"),
    )
    settlement = settle_hand(hand)
    assert [(s.winners.high, s.winners.low) for s in settlement.pots] == [(("B",), ("A",)), (("B",), ())]
    assert awards(settlement) == [{"A": 300, "B": 300}, {"B": 800}]
    assert settlement.hands["A"].low is not None
    assert settlement.hands["A"].low.describe() == "7-5-3-2-A low"
    assert settlement.hands["B"].low is None


def test_a_wheel_for_both_players_is_identical_value_33_33():
    # Board 3♠ 4♦ 5♥ K♣ K♦. X (A♠ 2♠ Q♥ J♥) and Y (A♦ 2♣ T♣ 9♣) both make the wheel:
    # a five-high straight for high and 5-4-3-2-A for low. Each put in 825, so the pot
    # is 1650 = 66 units: identical value, split once, 33/33 = 825 each (not 850/800).
    hand = HandAtShowdown(
        Game.OMAHA_HI_LO_8,
        25,
        (Contribution("X", 3, 825, ACTIVE), Contribution("Y", 5, 825, ACTIVE)),
        button_seat=1,
        board=parse_cards("3s4d5hKcKd"),
        shown=show(X="As2sQhJh", Y="Ad2cTc9c"),
    )
    settlement = settle_hand(hand)
    assert settlement.pots[0].winners.high == ("X", "Y")
    assert settlement.pots[0].winners.low == ("X", "Y")
    assert awards(settlement) == [{"X": 825, "Y": 825}]


def test_a_wheel_wins_both_ways_alone():
    # Board 3♠ 4♦ 5♥ K♣ 9♦. X (A♠ 2♠ Q♥ J♥) makes the wheel: a five-high straight
    # for high and 5-4-3-2-A for low. Y (K♥ Q♦ J♣ T♣) has only a pair of kings (two
    # hole cards and three board cards make no straight for him) and no low card.
    # X wins high and low alone: the whole 1650, with no odd chip.
    hand = HandAtShowdown(
        Game.OMAHA_HI_LO_8,
        25,
        (Contribution("X", 3, 825, ACTIVE), Contribution("Y", 5, 825, ACTIVE)),
        button_seat=1,
        board=parse_cards("3s4d5hKc9d"),
        shown=show(X="As2sQhJh", Y="KhQdJcTc"),
    )
    settlement = settle_hand(hand)
    assert (settlement.pots[0].winners.high, settlement.pots[0].winners.low) == (("X",), ("X",))
    assert awards(settlement) == [{"X": 1650}]
    assert "X has both the best high and the best low for the main pot." in settlement.explanation


def test_stud_tie_goes_by_the_high_card_of_the_five_card_hand_or_all_cards_by_flag():
    # A: 9♥ 8♠ 7♦ 6♣ 5♠ K♣ 2♦ and B: 9♠ 8♥ 7♣ 6♦ 5♥ 3♣ 2♠ both make a nine-high
    # straight; C (Q♠ Q♥ J♣ 4♦ 3♦ T♥ 4♠) has two pair. 3 x 125 = 375 = 15 units:
    # A and B 7 each and one odd unit.
    # Five-card hand: B's 9♠ beats A's 9♥, so B 200, A 175.
    # All cards: A's K♣ beats B's 9♠, so A 200, B 175.
    contributions = tuple(Contribution(name, seat, 125, ACTIVE) for name, seat in (("A", 1), ("B", 4), ("C", 6)))
    shown = show(A="9h8s7d6c5sKc2d", B="9s8h7c6d5h3c2s", C="QsQhJc4d3dTh4s")
    five = settle_hand(HandAtShowdown(Game.STUD, 25, contributions, shown=shown))
    every = settle_hand(
        HandAtShowdown(
            Game.STUD, 25, contributions, shown=shown, rules=RuleSet(stud_high_card_scope=StudHighCardScope.ALL_CARDS)
        )
    )
    assert awards(five) == [{"A": 175, "B": 200}]
    assert "(9♠)" in five.pots[0].split.odd_units[0].reason
    assert awards(every) == [{"A": 200, "B": 175}]
    assert "(K♣)" in every.pots[0].split.odd_units[0].reason


def test_stud_the_best_way_to_make_the_hand_counts_for_the_suit():
    # A: A♦ A♠ K♦ Q♣ J♥ T♦ 2♣ makes an ace-high straight with either ace; B: A♥ K♠ Q♠ J♠
    # T♥ 3♣ 4♥ makes the same straight with A♥ (three spades: no flush). They tie; C folded.
    # A is credited with the better way to make his hand, A♠, which beats B's A♥
    # (had A been read with his A♦, B would win the odd chip). 3 units: A 50, B 25.
    contributions = (
        Contribution("A", 1, 25, ACTIVE),
        Contribution("B", 2, 25, ACTIVE),
        Contribution("C", 3, 25, FOLDED),
    )
    shown = show(A="AdAsKdQcJhTd2c", B="AhKsQsJsTh3c4h")
    settlement = settle_hand(HandAtShowdown(Game.STUD, 25, contributions, shown=shown))
    assert awards(settlement) == [{"A": 50, "B": 25}]
    assert "(A♠)" in settlement.pots[0].split.odd_units[0].reason


def test_stud_hi_lo_tied_lows_go_by_the_high_card_of_the_low_hand_aces_low():
    # A: 6♠ 4♥ 3♦ 2♣ A♥ K♠ K♥ (kings; low 6-4-3-2-A), B: 6♥ 4♦ 3♣ 2♦ A♠ Q♣ Q♦ (queens;
    # the same low), C: J♠ J♥ J♦ 9♣ 9♦ 8♠ 7♣ (a full house; no low). 3 x 125 = 15 units:
    # high 8 (with the first split's odd unit) to C = 200; low 7 = 3 each + 1 to the high
    # card of the low hand, aces low: A's 6♠ beats B's 6♥. A 100, B 75. (Counting aces
    # high, B's A♠ would wrongly take it.)
    contributions = tuple(Contribution(name, seat, 125, ACTIVE) for name, seat in (("A", 1), ("B", 4), ("C", 6)))
    shown = show(A="6s4h3d2cAhKsKh", B="6h4d3c2dAsQcQd", C="JsJhJd9c9d8s7c")
    settlement = settle_hand(HandAtShowdown(Game.STUD_HI_LO_8, 25, contributions, shown=shown))
    assert (settlement.pots[0].winners.high, settlement.pots[0].winners.low) == (("C",), ("A", "B"))
    assert awards(settlement) == [{"A": 100, "B": 75, "C": 200}]
    assert [(u.player, u.reason) for u in settlement.pots[0].split.odd_units] == [
        ("C", FIRST_SPLIT_REASON),
        ("A", "odd chip between tied low hands goes to the high card by suit of the low hand, aces low (6♠)"),
    ]


def test_razz_from_the_cards_with_a_tie():
    # A: A♠ 2♠ 3♠ 4♠ 6♠ K♦ K♣ and B: A♥ 2♥ 3♥ 4♥ 6♥ Q♦ Q♣ both make 6-4-3-2-A (flushes
    # do not count in razz); C: 7♦ 7♣ 8♦ 8♣ 9♦ T♦ J♦ makes J-T-9-8-7. 3 x 25 = 3 units:
    # 1 each and the odd one to the higher 6: A's 6♠. A 50, B 25.
    contributions = tuple(Contribution(name, seat, 25, ACTIVE) for name, seat in (("A", 1), ("B", 2), ("C", 3)))
    shown = show(A="As2s3s4s6sKdKc", B="Ah2h3h4h6hQdQc", C="7d7c8d8c9dTdJd")
    settlement = settle_hand(HandAtShowdown(Game.RAZZ, 25, contributions, shown=shown))
    assert settlement.pots[0].winners.low == ("A", "B")
    assert awards(settlement) == [{"A": 50, "B": 25}]


def test_everyone_folds_to_one_player_no_cards_needed():
    # A 100, B and C folded 50 each: 50 of A's is uncalled; the pot of 150 is A's.
    hand = HandAtShowdown(
        Game.HOLDEM,
        25,
        (Contribution("A", 1, 100, ACTIVE), Contribution("B", 2, 50, FOLDED), Contribution("C", 3, 50, FOLDED)),
        button_seat=3,
    )
    settlement = settle_hand(hand)
    assert dict(settlement.layout.uncalled_returned) == {"A": 50}
    assert awards(settlement) == [{"A": 150}]
    assert settlement.hands == {}


# -- from a stated ranking ------------------------------------------------------------


def test_stated_ranking_three_way_tie_with_two_odd_units():
    # A, B, C tie, each in for 600; D folded after 200 (dead money). 3 x 600 + 200 = 2000
    # = 80 units: 26 each and 2 odd. Button seat 6 of 9: clockwise B (7), C (8), then A (2).
    # B 27 x 25 = 675, C 675, A 650.
    hand = HandAtShowdown(
        Game.HOLDEM,
        25,
        (
            Contribution("A", 2, 600, ACTIVE),
            Contribution("B", 7, 600, ACTIVE),
            Contribution("C", 8, 600, ACTIVE),
            Contribution("D", 9, 200, FOLDED),
        ),
        button_seat=6,
        seats_max=9,
        ranking=StatedRanking(high=(("A", "B", "C"),)),
    )
    settlement = settle_hand(hand)
    assert awards(settlement) == [{"A": 650, "B": 675, "C": 675}]
    assert [u.player for u in settlement.pots[0].split.odd_units] == ["B", "C"]


def test_stated_ranking_decides_each_pot_among_its_own_contenders():
    # Ranking: C best, then A, then B. C is all-in for 100, A and B put in 300.
    # Main 300 (A, B, C): C. Side 400 (A, B): A, the best of its contenders.
    hand = HandAtShowdown(
        Game.OMAHA,
        25,
        (Contribution("A", 1, 300, ACTIVE), Contribution("B", 2, 300, ACTIVE), Contribution("C", 3, 100, ALL_IN)),
        button_seat=3,
        ranking=StatedRanking(high=(("C",), ("A",), ("B",))),
    )
    assert awards(settle_hand(hand)) == [{"C": 300}, {"A": 400}]


def test_stated_ranking_in_stud_uses_the_stated_high_cards():
    # A and B tie; 3 units; the stated high cards are A♣ (A) and K♠ (B): the ace ranks
    # first whatever its suit. A 50, B 25.
    hand = HandAtShowdown(
        Game.STUD,
        25,
        (Contribution("A", 1, 25, ACTIVE), Contribution("B", 2, 25, ACTIVE), Contribution("C", 3, 25, FOLDED)),
        shown={"A": ShownHand(high_card=parse_card("Ac")), "B": ShownHand(high_card=parse_card("Ks"))},
        ranking=StatedRanking(high=(("A", "B"),)),
    )
    assert awards(settle_hand(hand)) == [{"A": 50, "B": 25}]


def test_stated_ranking_in_stud_refuses_every_tie_without_its_card_in_every_pot():
    # A is all-in for 25, B and C put in 75, D folded after 50. Main pot 4 x 25 = 4 units
    # for A, B, C: 1 each and one odd unit. Side pot 50 + 50 + 25 = 5 units for B and C: 2
    # each and one odd unit. All three tie and none states a high card: each is named
    # once, though B and C lack theirs in both pots.
    callers = (Contribution("B", 2, 75, ACTIVE), Contribution("C", 3, 75, ACTIVE))
    contributions = (Contribution("A", 1, 25, ALL_IN), *callers, Contribution("D", 4, 50, FOLDED))
    hand = HandAtShowdown(Game.STUD, 25, contributions, ranking=StatedRanking(high=(("A", "B", "C"),)))
    with pytest.raises(ShowdownError) as caught:
        settle_hand(hand)
    assert [str(p) for p in caught.value.problems] == [
        f"contributions[{i}].high_card: is needed: {name} ties for high in a stud game and the odd chip goes by suit"
        for i, name in enumerate("ABC")
    ]


def test_a_folded_player_may_be_ranked_below_the_winner_but_not_win():
    contributions = (
        Contribution("A", 1, 100, ACTIVE),
        Contribution("B", 2, 100, ACTIVE),
        Contribution("C", 3, 50, FOLDED),
    )
    below = HandAtShowdown(
        Game.HOLDEM, 25, contributions, button_seat=1, ranking=StatedRanking(high=(("B",), ("C",), ("A",)))
    )
    assert awards(settle_hand(below)) == [{"B": 250}]
    first = HandAtShowdown(
        Game.HOLDEM, 25, contributions, button_seat=1, ranking=StatedRanking(high=(("C",), ("B",), ("A",)))
    )
    with pytest.raises(ShowdownError) as caught:
        settle_hand(first)
    assert str(caught.value.problems[0]) == "showdown.high_ranking[0][0]: C folded and cannot win a pot"


@pytest.mark.parametrize(
    ("game", "ranking", "path", "words"),
    [
        (Game.HOLDEM, StatedRanking(high=(("A", "Z"),)), "showdown.high_ranking[0][1]", "Z is not a player"),
        (Game.HOLDEM, StatedRanking(high=(("A",),)), "showdown.high_ranking", "does not rank B"),
        (Game.HOLDEM, StatedRanking(high=(("A",), ("B",)), low=(("A",),)), "showdown.low_ranking", "no low half"),
        (Game.HOLDEM, StatedRanking(high=(("A",), ("B", "A"))), "showdown.high_ranking[1][1]", "ranked twice"),
        (Game.HOLDEM, StatedRanking(high=((), ("A", "B"))), "showdown.high_ranking[0]", "must name someone"),
        (Game.RAZZ, StatedRanking(high=(("A", "B"),)), "showdown.high_ranking", "razz has no high hand"),
    ],
)
def test_bad_rankings_are_refused_naming_the_field(game, ranking, path, words):
    hand = HandAtShowdown(
        game, 25, (Contribution("A", 1, 100, ACTIVE), Contribution("B", 2, 100, ACTIVE)), button_seat=1, ranking=ranking
    )
    with pytest.raises(ShowdownError) as caught:
        settle_hand(hand)
    matching = [p for p in caught.value.problems if p.path == path]
    assert matching, caught.value.problems
    assert words in matching[0].message


# -- bad cards, seats and amounts -----------------------------------------------------

TWO_PLAYERS = (Contribution("A", 1, 100, ACTIVE), Contribution("B", 2, 100, ACTIVE))
TWO_STUD_PLAYERS = (
    Contribution("A", 1, 25, ACTIVE),
    Contribution("B", 2, 25, ACTIVE),
    Contribution("C", 3, 25, FOLDED),
)


@pytest.mark.parametrize(
    ("game", "board", "shown", "problems"),
    [
        (
            Game.HOLDEM,
            "KsQd7c4h2s",
            {"A": "AhKd", "B": "AhKc"},
            ["contributions[1].cards: card Ah appears twice (also in contributions[0].cards)"],
        ),
        (
            Game.HOLDEM,
            "KsQd7c4h2s",
            {"A": "AhKd", "B": "Ks2c"},
            ["contributions[1].cards: card Ks appears twice (also in board)"],
        ),
        (
            Game.HOLDEM,
            "KsQd7c4h",
            {"A": "AhKd", "B": "AcKc"},
            ["board: must be 5 cards, not 4"],
        ),
        (
            Game.HOLDEM,
            "",
            {"A": "AhKd", "B": "AcKc"},
            ["board: is required: hold'em hands are read with the board"],
        ),
        (
            Game.OMAHA,
            "KsQd7c4h2s",
            {"A": "AhKd", "B": "AcKc3h3d"},
            ["contributions[0].cards: Omaha needs 4 cards per player, not 2"],
        ),
        (
            Game.HOLDEM,
            "KsQd7c4h2s",
            {"A": "AhKd"},
            ["contributions[1].cards: is required: B contests a pot and no showdown was stated"],
        ),
        (
            Game.STUD,
            "KsQd7c4h2s",
            {"A": "AhKdQh2c3c4c5c", "B": "AcKcQc2d3d4d5d"},
            ["board: seven-card stud has no board; each player gives his seven cards"],
        ),
    ],
)
def test_bad_cards_are_refused_naming_the_field(game, board, shown, problems):
    hand = HandAtShowdown(
        game,
        25,
        TWO_PLAYERS,
        button_seat=1,
        board=parse_cards(board) if board else (),
        shown={name: ShownHand(parse_cards(cards)) for name, cards in shown.items()},
    )
    with pytest.raises(CardError) as caught:
        settle_hand(hand)
    assert [str(p) for p in caught.value.problems] == problems


STUD_TIE = StatedRanking(high=(("A", "B"),))


@pytest.mark.parametrize(
    ("game", "shown", "ranking", "problems"),
    [
        (
            Game.STUD,
            {"A": ShownHand(high_card=parse_card("Ah")), "B": ShownHand(high_card=parse_card("Ah"))},
            STUD_TIE,
            ["contributions[1].high_card: card Ah appears twice (also in contributions[0].high_card)"],
        ),
        (
            Game.STUD,
            {"A": ShownHand(high_card=parse_card("9h")), "B": ShownHand(parse_cards("9h8s7d6c5sKc2d"))},
            STUD_TIE,
            ["contributions[1].cards: card 9h appears twice (also in contributions[0].high_card)"],
        ),
        (
            # from his cards A's nine-high straight tops at 9♣, and B's 9♥ would win the odd chip
            Game.STUD,
            {
                "A": ShownHand(parse_cards("9c8d7h6s5cKs2d"), high_card=parse_card("As")),
                "B": ShownHand(parse_cards("9h8s7d6c5h3c2s")),
            },
            None,
            ["contributions[0].high_card: card As is not in contributions[0].cards"],
        ),
        (
            Game.STUD_HI_LO_8,
            {
                "A": ShownHand(high_card=parse_card("Kd"), low_card=parse_card("6s")),
                "B": ShownHand(parse_cards("6s4d3c2dAsQcQd"), low_card=parse_card("6h")),
            },
            StatedRanking(high=(("A", "B"),), low=(("A", "B"),)),
            [
                "contributions[1].low_card: card 6h is not in contributions[1].cards",
                "contributions[1].cards: card 6s appears twice (also in contributions[0].low_card)",
            ],
        ),
    ],
)
def test_stud_tie_break_cards_are_checked_like_the_others(game, shown, ranking, problems):
    # three units between A and B: one each and an odd one that would go by suit
    hand = HandAtShowdown(game, 25, TWO_STUD_PLAYERS, shown=shown, ranking=ranking)
    with pytest.raises(CardError) as caught:
        settle_hand(hand)
    assert [str(p) for p in caught.value.problems] == problems


def test_a_stud_players_stated_high_and_low_card_may_be_one_card():
    # A states his A♠ as his high card and, the lowest card by suit under the flag, his low
    # card: one card of his, stated twice. Both tie both ways (identical value), so the 3
    # units are split once by the high card: A's A♠ beats B's K♥. A 50, B 25.
    hand = HandAtShowdown(
        Game.STUD_HI_LO_8,
        25,
        TWO_STUD_PLAYERS,
        shown={
            "A": ShownHand(high_card=parse_card("As"), low_card=parse_card("As")),
            "B": ShownHand(high_card=parse_card("Kh"), low_card=parse_card("Ah")),
        },
        ranking=StatedRanking(high=(("A", "B"),), low=(("A", "B"),)),
        rules=RuleSet(stud_low_tie_rule=StudLowTieRule.LOW_CARD_BY_SUIT),
    )
    assert awards(settle_hand(hand)) == [{"A": 50, "B": 25}]


# Two stud ties, each with 3 units between A and B (C folded): the odd one goes by suit.
# A's cards give one tie-break card; he states another card of his, then the one they give.
# Nine-high straights (stud): A 9♣ 8♦ 7♥ 6♠ 5♣ (K♠ 2♦ aside), B 9♥ 8♠ 7♦ 6♣ 5♥ (3♣ 2♠).
STRAIGHTS = {"A": "9c8d7h6s5cKs2d", "B": "9h8s7d6c5h3c2s"}
# Stud hi-lo: A kings (K♠ K♥ A♥ 6♠ 4♥) beat B's queens for high; both lows are 6-4-3-2-A
# (A 6♠ 4♥ 3♦ 2♣ A♥, B 6♥ 4♦ 3♣ 2♦ A♠). High 2 units (with the first split's odd) to A,
# low 1 unit between A and B: it goes to whoever's tie-break card comes first.
KINGS_AND_QUEENS = {"A": "6s4h3d2cAhKsKh", "B": "6h4d3c2dAsQcQd"}
# Razz: both 6-4-3-2-A, A in spades (A♠ 2♠ 3♠ 4♠ 6♠ K♦ K♣), B in hearts (A♥ ... Q♦ Q♣).
RAZZ_WHEELS = {"A": "As2s3s4s6sKdKc", "B": "Ah2h3h4h6hQdQc"}
ALL_CARDS = RuleSet(stud_high_card_scope=StudHighCardScope.ALL_CARDS)


@pytest.mark.parametrize(
    ("game", "cards", "rules", "member", "wrong", "right", "words", "expected"),
    [
        # his straight's high card by suit is 9♣, which loses to B's 9♥
        (
            Game.STUD,
            STRAIGHTS,
            RuleSet(),
            "high_card",
            "Ks",
            "9c",
            "the high card by suit of his five-card hand",
            {"A": 25, "B": 50},
        ),
        # all his cards: his K♠ beats B's 9♥
        (
            Game.STUD,
            STRAIGHTS,
            ALL_CARDS,
            "high_card",
            "9c",
            "Ks",
            "the high card by suit of all his cards",
            {"A": 50, "B": 25},
        ),
        # his low hand's high card, aces low, is 6♠, which beats B's 6♥: A takes the low unit too
        (
            Game.STUD_HI_LO_8,
            KINGS_AND_QUEENS,
            RuleSet(),
            "low_card",
            "Ah",
            "6s",
            "the high card by suit of his five-card low hand, aces low",
            {"A": 75},
        ),
        # lowest card by suit: A's A♥ is below B's A♠
        (
            Game.STUD_HI_LO_8,
            KINGS_AND_QUEENS,
            RuleSet(stud_low_tie_rule=StudLowTieRule.LOW_CARD_BY_SUIT),
            "low_card",
            "6s",
            "Ah",
            "the lowest card by suit of his five-card low hand, aces low",
            {"A": 75},
        ),
        # all his cards, aces low: A's K♠ beats B's Q♦
        (
            Game.STUD_HI_LO_8,
            KINGS_AND_QUEENS,
            ALL_CARDS,
            "low_card",
            "6s",
            "Ks",
            "the high card by suit of all his cards, aces low",
            {"A": 75},
        ),
        # razz: A's 6♠ beats B's 6♥
        (
            Game.RAZZ,
            RAZZ_WHEELS,
            RuleSet(),
            "low_card",
            "As",
            "6s",
            "the high card by suit of his five-card low hand, aces low",
            {"A": 50, "B": 25},
        ),
    ],
)
def test_a_stud_tie_card_stated_beside_the_cards_must_be_the_one_they_give(
    game, cards, rules, member, wrong, right, words, expected
):
    def settle(stated: str | None) -> list[dict[str, int]]:
        tie_card = {member: parse_card(stated)} if stated else {}
        shown = {"A": ShownHand(parse_cards(cards["A"]), **tie_card), "B": ShownHand(parse_cards(cards["B"]))}
        return awards(settle_hand(HandAtShowdown(game, 25, TWO_STUD_PLAYERS, shown=shown, rules=rules)))

    with pytest.raises(CardError) as caught:
        settle(wrong)
    assert [str(p) for p in caught.value.problems] == [
        f"contributions[0].{member}: is {wrong}, but from contributions[0].cards it is {right} ({words}); "
        "give one or the other, or correct it"
    ]
    assert settle(right) == settle(None) == [expected]


def test_every_stud_tie_card_the_cards_contradict_is_reported():
    # KINGS_AND_QUEENS: A's high hand K♠ K♥ A♥ 6♠ 4♥ tops at A♥, not the stated K♠; his low
    # hand at 6♠, not A♥; B's low hand at 6♥, not A♠. C folded, but what he states is checked
    # all the same: his full house J♠ J♥ J♦ 9♣ 9♦ tops at J♠, not 7♣.
    shown = {
        "A": ShownHand(parse_cards(KINGS_AND_QUEENS["A"]), high_card=parse_card("Ks"), low_card=parse_card("Ah")),
        "B": ShownHand(parse_cards(KINGS_AND_QUEENS["B"]), low_card=parse_card("As")),
        "C": ShownHand(parse_cards("JsJhJd9c9d8s7c"), high_card=parse_card("7c")),
    }
    with pytest.raises(CardError) as caught:
        settle_hand(HandAtShowdown(Game.STUD_HI_LO_8, 25, TWO_STUD_PLAYERS, shown=shown))
    five, low = (
        "the high card by suit of his five-card hand",
        "the high card by suit of his five-card low hand, aces low",
    )
    assert [str(p) for p in caught.value.problems] == [
        f"contributions[{i}].{member}: is {stated}, but from contributions[{i}].cards it is {given} ({words}); "
        "give one or the other, or correct it"
        for i, member, stated, given, words in (
            (0, "high_card", "Ks", "Ah", five),
            (0, "low_card", "Ah", "6s", low),
            (1, "low_card", "As", "6h", low),
            (2, "high_card", "7c", "Js", five),
        )
    ]


def test_a_button_game_without_a_button_is_refused():
    with pytest.raises(SeatError) as caught:
        settle_hand(HandAtShowdown(Game.OMAHA_HI_LO_8, 25, TWO_PLAYERS, ranking=StatedRanking(high=(("A", "B"),))))
    assert [str(p) for p in caught.value.problems] == [
        "button_seat: is required: Omaha hi-lo 8 or better is a button game"
    ]


def test_seats_beyond_the_table_are_refused():
    hand = HandAtShowdown(
        Game.HOLDEM,
        25,
        (Contribution("A", 1, 100, ACTIVE), Contribution("B", 7, 100, ACTIVE)),
        button_seat=6,
        seats_max=6,
    )
    with pytest.raises(SeatError) as caught:
        settle_hand(hand)
    assert [p.path for p in caught.value.problems] == ["contributions[1].seat"]


def test_amounts_off_the_lowest_denomination_are_refused():
    hand = HandAtShowdown(
        Game.HOLDEM, 25, (Contribution("A", 1, 105, ACTIVE), Contribution("B", 2, 100, ACTIVE)), button_seat=1
    )
    with pytest.raises(ChipError):
        settle_hand(hand)


# -- the evaluator can be replaced ----------------------------------------------------


class HighestCardWins:
    """A toy evaluator: a hand is as strong as its highest card. Shows the adapter seam."""

    def evaluate(self, kind: HandKind, own: Sequence[Card], board: Sequence[Card] = ()) -> RankedHand | None:
        best = max(own)
        return RankedHand(kind, best.rank * 10 + best.suit.strength, (best,), "Highest card")


def test_settle_hand_accepts_another_evaluator():
    hand = HandAtShowdown(
        Game.HOLDEM, 25, TWO_PLAYERS, button_seat=1, board=parse_cards("2c3d4h5s7c"), shown=show(A="9h8h", B="Ts2s")
    )
    assert awards(settle_hand(hand, HighestCardWins())) == [{"B": 200}]


def test_decide_winners_looks_only_at_the_pot_contenders():
    # X has the best hand but is not in this pot; among A and B, B is best.
    winners = decide_winners(Game.OMAHA_HI_LO_8, ["A", "B"], high={"X": 9, "A": 1, "B": 5}, low={"X": 9})
    assert (winners.high, winners.low) == (("B",), ())


# -- properties over random hands -----------------------------------------------------


@st.composite
def random_hands(draw: st.DrawFn) -> HandAtShowdown:
    game = draw(st.sampled_from(list(Game)))
    unit = draw(st.sampled_from([1, 5, 25]))
    most = 7 if game.own_card_count == 7 else 10  # seven stud cards each: at most 7 players in 52 cards
    count = draw(st.integers(2, most))
    seats = draw(st.lists(st.integers(1, 10), min_size=count, max_size=count, unique=True))
    units = draw(st.lists(st.integers(0, 30), min_size=count, max_size=count))
    statuses = draw(st.lists(st.sampled_from(list(Status)), min_size=count, max_size=count))
    if all(status is FOLDED for status in statuses):
        statuses[0] = ACTIVE
    deck = list(full_deck())
    draw(st.randoms(use_true_random=False)).shuffle(deck)
    board = tuple(deck[: game.board_card_count])
    del deck[: game.board_card_count]
    shown = {}
    for seat in seats:
        shown[f"P{seat}"] = ShownHand(tuple(deck[: game.own_card_count]))
        del deck[: game.own_card_count]
    rules = RuleSet(
        odd_units=draw(st.sampled_from(list(OddUnits))),
        stud_high_card_scope=draw(st.sampled_from(list(StudHighCardScope))),
        stud_low_tie_rule=draw(st.sampled_from(list(StudLowTieRule))),
    )
    contributions = tuple(
        Contribution(f"P{seat}", seat, amount * unit, status)
        for seat, amount, status in zip(seats, units, statuses, strict=True)
    )
    button = draw(st.integers(1, 10)) if game.is_button_game else None
    return HandAtShowdown(game, unit, contributions, button, board=board, shown=shown, rules=rules)


@settings(max_examples=150, deadline=None)
@given(random_hands())
def test_every_pot_is_paid_exactly_and_chips_are_conserved(hand):
    settlement = settle_hand(hand)
    for settled in settlement.pots:
        assert sum(settled.split.awards.values()) == settled.pot.amount
    paid = sum(settlement.total_awarded.values()) + sum(settlement.layout.uncalled_returned.values())
    assert paid == sum(c.amount for c in hand.contributions)


@settings(max_examples=150, deadline=None)
@given(random_hands())
def test_only_eligible_players_win_and_no_one_gets_two_odd_units_from_one_split(hand):
    settlement = settle_hand(hand)
    folded = {c.player for c in hand.contributions if c.status is FOLDED}
    for settled in settlement.pots:
        assert set(settled.split.awards) <= set(settled.pot.eligible)
        assert not set(settled.split.awards) & folded
        if hand.rules.odd_units is OddUnits.ONE_EACH_IN_ORDER:
            for part in settled.split.parts:
                shares = [part.awards.get(name, 0) for name in part.winners]
                assert max(shares) - min(shares) <= hand.unit


@settings(max_examples=100, deadline=None)
@given(random_hands(), st.randoms(use_true_random=False))
def test_shuffling_the_input_order_changes_nothing(hand, rng: random.Random):
    contributions = list(hand.contributions)
    rng.shuffle(contributions)
    shuffled = HandAtShowdown(
        hand.game,
        hand.unit,
        tuple(contributions),
        hand.button_seat,
        board=hand.board,
        shown=hand.shown,
        rules=hand.rules,
    )
    first, second = settle_hand(hand), settle_hand(shuffled)
    assert [(s.pot, s.winners, dict(s.split.awards), s.split.odd_units) for s in first.pots] == [
        (s.pot, s.winners, dict(s.split.awards), s.split.odd_units) for s in second.pots
    ]
    assert first.explanation == second.explanation
