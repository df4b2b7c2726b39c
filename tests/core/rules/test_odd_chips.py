"""Rule 48: splitting one pot, odd chips included (rules-spec section 6).

Every expected answer is worked out by hand in the comment above it, in units
of the lowest denomination (T25 unless said otherwise).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.cards import Card, full_deck, parse_card, parse_cards
from floordesk.core.errors import ChipError, SeatError, ShowdownError
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.odd_chips import (
    FIRST_SPLIT_REASON,
    Contender,
    Half,
    SplitSetting,
    StatedCards,
    TieCardMembers,
    Winners,
    disagreeing_tie_card,
    split_pot,
    stated_card_problems,
    stated_tie_card,
    tie_break_card,
)
from floordesk.core.ruleset import OddUnits, RuleSet, StudHighCardScope, StudLowTieRule

ALL_TO_FIRST = RuleSet(odd_units=OddUnits.ALL_TO_FIRST)


def seated(**seats: int) -> list[Contender]:
    return [Contender(name, seat) for name, seat in seats.items()]


def odd(split) -> list[tuple[str | None, int]]:
    return [(unit.player, unit.amount) for unit in split.odd_units]


# -- button games ---------------------------------------------------------------------


def test_three_way_tie_two_odd_units_go_clockwise_from_the_button():
    # 2000 = 80 x T25 among 3: 26 each, 2 odd units. Button seat 6 of 9; clockwise
    # from it: seat 7 (B), seat 8 (C), then round to seat 2 (A). B and C get one each.
    # B 27 x 25 = 675, C 675, A 26 x 25 = 650; 675 + 675 + 650 = 2000.
    split = split_pot(
        2000,
        25,
        Winners(high=("A", "B", "C")),
        seated(A=2, B=7, C=8),
        SplitSetting(Game.HOLDEM, button_seat=6, seats_max=9),
    )
    assert dict(split.awards) == {"A": 650, "B": 675, "C": 675}
    assert odd(split) == [("B", 25), ("C", 25)]
    assert "first winner clockwise from the button (seat 7, button seat 6)" in split.odd_units[0].reason


def test_a_dead_button_on_an_empty_seat_still_fixes_the_order():
    # The button stays on empty seat 5. 125 = 5 units among 3: 1 each, 2 odd.
    # Clockwise from seat 5: seat 6 (B), seat 9 (C), seat 3 (A): B and C get them.
    split = split_pot(
        125,
        25,
        Winners(high=("A", "B", "C")),
        seated(A=3, B=6, C=9),
        SplitSetting(Game.OMAHA, button_seat=5, seats_max=9),
    )
    assert dict(split.awards) == {"A": 25, "B": 50, "C": 50}


def test_the_button_seat_itself_comes_last():
    # Button on seat 4, a winner on it: clockwise from the button the button seat is last.
    # 3 units between A (seat 4) and B (seat 1): 1 each, the odd one to B.
    split = split_pot(75, 25, Winners(high=("A", "B")), seated(A=4, B=1), SplitSetting(Game.HOLDEM, button_seat=4))
    assert dict(split.awards) == {"A": 25, "B": 50}


def test_all_to_first_flag_gives_every_odd_unit_to_the_first_winner():
    # As the three-way tie above, but the literal reading: B (first after the button) takes both.
    # B 28 x 25 = 700, A 650, C 650.
    split = split_pot(
        2000,
        25,
        Winners(high=("A", "B", "C")),
        seated(A=2, B=7, C=8),
        SplitSetting(Game.HOLDEM, ALL_TO_FIRST, button_seat=6, seats_max=9),
    )
    assert dict(split.awards) == {"A": 650, "B": 700, "C": 650}
    assert odd(split) == [("B", 25), ("B", 25)]
    assert all("all_to_first" in unit.reason for unit in split.odd_units)


def test_an_even_split_has_no_odd_chips():
    split = split_pot(
        1650, 25, Winners(high=("A", "B", "C")), seated(A=2, B=7, C=8), SplitSetting(Game.HOLDEM, button_seat=6)
    )
    assert dict(split.awards) == {"A": 550, "B": 550, "C": 550}
    assert split.odd_units == ()


def test_a_pot_with_one_contender_needs_no_showdown():
    split = split_pot(975, 25, Winners(), seated(B=4), SplitSetting(Game.HOLDEM, button_seat=1))
    assert dict(split.awards) == {"B": 975}
    assert split.odd_units == ()
    assert split.explanation == ("Only B can win the pot, so B takes all 975 without a showdown.",)


# -- hi-lo ----------------------------------------------------------------------------


def test_odd_unit_of_the_first_split_goes_to_the_high_half():
    # 175 = 7 units: high half 4 (the odd one), low half 3. B high 100, A low 75.
    split = split_pot(
        175, 25, Winners(high=("B",), low=("A",)), seated(A=2, B=4), SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1)
    )
    assert dict(split.awards) == {"A": 75, "B": 100}
    assert [(u.player, u.amount, u.reason) for u in split.odd_units] == [("B", 25, FIRST_SPLIT_REASON)]


def test_identical_value_splits_the_whole_pot_once_33_33_not_34_32():
    # TDA 2017 illustration: a 66-chip pot (66 x T25 = 1650), two players with the
    # same high and the same low. Split once: 33/33 = 825 each. Splitting high and
    # low first would give 17/16 and 17/16 with both odd units to the same player: 34/32.
    split = split_pot(
        1650,
        25,
        Winners(high=("X", "Y"), low=("Y", "X")),
        seated(X=3, Y=5),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1),
    )
    assert dict(split.awards) == {"X": 825, "Y": 825}
    assert split.odd_units == ()
    assert [part.half for part in split.parts] == [Half.WHOLE]


def test_identical_value_with_an_odd_unit_gives_only_one():
    # 67 units between X and Y split once: 33 each and one odd unit, to X (seat 3 is
    # first clockwise from the button on 1). X 34 x 25 = 850, Y 825.
    split = split_pot(
        1675,
        25,
        Winners(high=("X", "Y"), low=("X", "Y")),
        seated(X=3, Y=5),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1),
    )
    assert dict(split.awards) == {"X": 850, "Y": 825}
    assert odd(split) == [("X", 25)]
    assert split.odd_units[0].reason.startswith("hands of identical value split as evenly as possible")


def test_quartered_pot():
    # B has the high alone, A and C tie for low. 1075 = 43 units: high 22 (with the
    # first split's odd unit) = 550 to B; low 21 = 10 each + 1 odd unit, to the worse
    # position: clockwise from the button (seat 1) A on seat 2 comes before C on 7.
    # A 11 x 25 = 275, C 250. 550 + 275 + 250 = 1075.
    split = split_pot(
        1075,
        25,
        Winners(high=("B",), low=("A", "C")),
        seated(A=2, B=4, C=7),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1),
    )
    assert dict(split.awards) == {"A": 275, "B": 550, "C": 250}
    assert odd(split) == [("B", 25), ("A", 25)]
    assert split.odd_units[0].reason == FIRST_SPLIT_REASON
    assert "worse position" in split.odd_units[1].reason


def test_three_tied_lows():
    # D high alone; A, B, C tie for low. 1000 = 40 units: 20 high to D = 500; 20 low
    # = 6 each + 2 odd. Button seat 4 of 10: clockwise C (7), D (9, not low), A (2), B (4).
    # C and A get the odd units: C 175, A 175, B 150. 500 + 175 + 175 + 150 = 1000.
    split = split_pot(
        1000,
        25,
        Winners(high=("D",), low=("A", "B", "C")),
        seated(A=2, B=4, C=7, D=9),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=4),
    )
    assert dict(split.awards) == {"A": 175, "B": 150, "C": 175, "D": 500}
    assert odd(split) == [("C", 25), ("A", 25)]


def test_one_player_wins_high_and_ties_for_low_is_not_identical_value():
    # A high alone; A and B tie for low. 1175 = 47 units: high 24 (the odd one) to A = 600;
    # low 23 = 11 each + 1, to the worse position: from the button (8) A on 3 comes before
    # B on 6. A 600 + 300 = 900, B 275. A gets two odd units, one from each split.
    split = split_pot(
        1175,
        25,
        Winners(high=("A",), low=("A", "B")),
        seated(A=3, B=6),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=8),
    )
    assert dict(split.awards) == {"A": 900, "B": 275}
    assert odd(split) == [("A", 25), ("A", 25)]


def test_no_qualifying_low_the_high_hands_share_the_whole_pot():
    # No low: 125 = 5 units between B (seat 4) and C (seat 6): 2 each, the odd to B.
    split = split_pot(
        125, 25, Winners(high=("B", "C")), seated(A=2, B=4, C=6), SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1)
    )
    assert dict(split.awards) == {"B": 75, "C": 50}
    assert split.explanation[0] == "No contender for the pot has a qualifying low (8 or better)."


def test_a_tied_high_half_takes_the_first_split_odd_unit_as_a_half():
    # B and C tie high, D low. 175 = 7 units: high 4 (the first split's odd unit goes to
    # the high half, shared by two), 2 each; low 3 to D. No player is named for that unit.
    split = split_pot(
        175,
        25,
        Winners(high=("B", "C"), low=("D",)),
        seated(B=2, C=3, D=4),
        SplitSetting(Game.OMAHA_HI_LO_8, button_seat=1),
    )
    assert dict(split.awards) == {"B": 50, "C": 50, "D": 75}
    assert odd(split) == [(None, 25)]


# -- stud games -----------------------------------------------------------------------


def test_stud_tie_odd_chip_goes_to_the_high_card_by_suit():
    # Two 9-high straights; B holds 9♠, A 9♥: spades beat hearts. 7 units: 3 each, the
    # odd to B. B 100, A 75.
    contenders = [Contender("A", 1, high_card=parse_card("9h")), Contender("B", 5, high_card=parse_card("9s"))]
    split = split_pot(175, 25, Winners(high=("A", "B")), contenders, SplitSetting(Game.STUD))
    assert dict(split.awards) == {"A": 75, "B": 100}
    assert split.odd_units[0].reason == "odd chip between tied hands goes to the high card by suit (9♠)"


def test_stud_hi_lo_low_tie_uses_the_high_card_of_the_low_hand_aces_low():
    # C high alone; A and B tie for low with 6-4-3-2-A. The card of each low hand that
    # counts is its highest with aces low: A's 6♠, B's 6♥ (were aces high, B's A♠ would).
    # 15 units: high 8 to C = 200; low 7 = 3 each + 1 to A. A 100, B 75.
    a_low, b_low = parse_cards("6s4h3d2cAh"), parse_cards("6h4d3c2dAs")
    rules = RuleSet()
    contenders = [
        Contender("A", 1, low_card=tie_break_card(a_low, low=True, rules=rules)),
        Contender("B", 2, low_card=tie_break_card(b_low, low=True, rules=rules)),
        Contender("C", 3),
    ]
    assert [c.low_card for c in contenders[:2]] == [parse_card("6s"), parse_card("6h")]
    split = split_pot(375, 25, Winners(high=("C",), low=("A", "B")), contenders, SplitSetting(Game.STUD_HI_LO_8))
    assert dict(split.awards) == {"A": 100, "B": 75, "C": 200}


def test_low_card_by_suit_flag_gives_the_low_odd_chip_to_the_lowest_card():
    # Robert's Rules: in low, the lowest card by suit, aces low. A: 6♠4♥3♦2♣A♠,
    # B: 6♥4♦3♣2♦A♥. Highest card: A's 6♠ wins; lowest card: B's A♥ is below A♠.
    rules = RuleSet(stud_low_tie_rule=StudLowTieRule.LOW_CARD_BY_SUIT)
    a_low, b_low = parse_cards("6s4h3d2cAs"), parse_cards("6h4d3c2dAh")
    assert tie_break_card(a_low, low=True, rules=RuleSet()) == parse_card("6s")
    assert tie_break_card(b_low, low=True, rules=rules) == parse_card("Ah")
    contenders = [
        Contender("A", 1, low_card=tie_break_card(a_low, low=True, rules=rules)),
        Contender("B", 2, low_card=tie_break_card(b_low, low=True, rules=rules)),
    ]
    # razz, 3 units: 1 each and the odd one to B's A♥
    split = split_pot(75, 25, Winners(low=("A", "B")), contenders, SplitSetting(Game.RAZZ, rules))
    assert dict(split.awards) == {"A": 25, "B": 50}
    assert "lowest card by suit, aces low (A♥)" in split.odd_units[0].reason


def test_stud_scope_flag_reads_all_the_cards():
    # A's five-card straight tops at 9♥ but he also holds K♣; B's best card anywhere is 9♠.
    five_a, all_a = parse_cards("9h8s7d6c5s"), parse_cards("9h8s7d6c5sKc2d")
    five_b, all_b = parse_cards("9s8h7c6d5h"), parse_cards("9s8h7c6d5h3c2s")
    default, all_cards = RuleSet(), RuleSet(stud_high_card_scope=StudHighCardScope.ALL_CARDS)
    assert stated_tie_card(five_a, all_a, low=False, rules=default) == parse_card("9h")
    assert stated_tie_card(five_a, all_a, low=False, rules=all_cards) == parse_card("Kc")
    assert stated_tie_card(five_b, (), low=False, rules=all_cards) is None
    assert stated_tie_card(five_b, all_b, low=False, rules=all_cards) == parse_card("9s")


def test_stud_tie_without_a_card_is_refused_only_when_an_odd_chip_needs_it():
    contenders = [Contender("A", 1, high_card=parse_card("9h")), Contender("B", 5)]
    even = split_pot(150, 25, Winners(high=("A", "B")), contenders, SplitSetting(Game.STUD))
    assert dict(even.awards) == {"A": 75, "B": 75}
    with pytest.raises(ShowdownError) as caught:
        split_pot(175, 25, Winners(high=("A", "B")), contenders, SplitSetting(Game.STUD))
    assert caught.value.problems[0].path == "contenders[1].high_card"


def test_every_stud_tie_without_its_card_is_refused_at_once():
    # Stud hi-lo, 5 units: high 3 (with the first split's odd unit) tied by A and B, low 2
    # to C alone: A and B share 3 units, so the odd one needs both their high cards. Razz,
    # 4 units among three tied lows: the odd one needs all three low cards.
    with pytest.raises(ShowdownError) as stud8:
        split_pot(125, 25, Winners(high=("A", "B"), low=("C",)), seated(B=5, A=2, C=7), SplitSetting(Game.STUD_HI_LO_8))
    assert [str(p) for p in stud8.value.problems] == [
        "contenders[1].high_card: is needed: A ties for high in a stud game and the odd chip goes by suit",
        "contenders[0].high_card: is needed: B ties for high in a stud game and the odd chip goes by suit",
    ]
    with pytest.raises(ShowdownError) as razz:
        split_pot(100, 25, Winners(low=("A", "B", "C")), seated(A=1, B=2, C=3), SplitSetting(Game.RAZZ))
    assert [p.path for p in razz.value.problems] == [f"contenders[{i}].low_card" for i in range(3)]


def test_a_missing_tie_card_names_the_members_the_request_could_give_it_in():
    members = TieCardMembers(("five_card_high_hand", "high_card"), ("five_card_low_hand", "low_card"))
    contenders = [Contender("A", 1, low_card=parse_card("6s")), Contender("B", 2)]
    with pytest.raises(ShowdownError) as caught:
        split_pot(75, 25, Winners(low=("A", "B")), contenders, SplitSetting(Game.RAZZ), tie_card_members=members)
    assert [str(p) for p in caught.value.problems] == [
        "contenders[1].five_card_low_hand: is needed (or low_card): B ties for low in a stud game "
        "and the odd chip goes by suit"
    ]


# -- cards stated for the tie-breaks ---------------------------------------------------


def stated(path: str, cards: str = "", **others: str) -> StatedCards:
    return StatedCards(path, parse_cards(cards) if cards else (), {m: parse_cards(c) for m, c in others.items()})


@pytest.mark.parametrize("game", [Game.STUD, Game.STUD_HI_LO_8, Game.RAZZ])
def test_a_stud_card_stated_for_two_players_is_refused_whatever_members_state_it(game):
    players = [
        stated("p[0]", high_card="Ah", low_card="6d"),
        stated("p[1]", five_card_high_hand="AhKsQs7c2c"),
        stated("p[2]", low_card="6d"),
    ]
    assert [str(p) for p in stated_card_problems(game, players)] == [
        "p[1].five_card_high_hand: card Ah appears twice (also in p[0].high_card)",
        "p[2].low_card: card 6d appears twice (also in p[0].low_card)",
    ]


def test_a_stud_players_own_hands_and_cards_may_share_cards():
    # Stud hi-lo: his wheel is both his high hand (a straight) and his low hand; the ace is
    # his high card and, lowest card by suit, his low card too.
    wheel = "5s4h3d2cAs"
    players = [
        stated("p[0]", five_card_high_hand=wheel, five_card_low_hand=wheel, high_card="As", low_card="As"),
        stated("p[1]", "KsKhKd9c9d8s7c", five_card_high_hand="KsKhKd9c9d", high_card="Ks"),
    ]
    assert stated_card_problems(Game.STUD_HI_LO_8, players) == []


def test_stud_cards_stated_beside_the_players_cards_must_be_among_them():
    players = [stated("p[0]", "9c8d7h6s5cKs2d", five_card_high_hand="9c8d7h6s5s", high_card="As", low_card="2d")]
    assert [str(p) for p in stated_card_problems(Game.STUD, players)] == [
        "p[0].five_card_high_hand: card 5s is not in p[0].cards",
        "p[0].high_card: card As is not in p[0].cards",
    ]


def test_a_stud_card_on_the_board_is_refused():
    players = [stated("p[0]", high_card="Ah")]
    problems = stated_card_problems(Game.STUD, players, board=parse_cards("AhKd2c3c4c"))
    assert [str(p) for p in problems] == ["p[0].high_card: card Ah appears twice (also in board)"]


def test_flop_games_check_only_the_hole_cards():
    # Five-card hands share the board's K♠ Q♦ 7♣; tie-break cards are not used at all.
    players = [
        stated("p[0]", "AhKd", five_card_high_hand="AhKdKsQd7c", high_card="Ah"),
        stated("p[1]", "AcKc", five_card_high_hand="AcKcKsQd7c", high_card="Ah"),
    ]
    assert stated_card_problems(Game.HOLDEM, players) == []
    players.append(stated("p[2]", "Kc2s"))
    assert [str(p) for p in stated_card_problems(Game.HOLDEM, players)] == [
        "p[2].cards: card Kc appears twice (also in p[1].cards)"
    ]


def test_a_stated_tie_card_must_be_the_one_its_cards_give():
    # Reading all the cards with the lowest card by suit for lows, the cards give A♥ (say)
    # where K♠ is stated: refused, naming how the card is worked out. Agreeing, or with
    # either card missing, there is nothing to contradict.
    rules = RuleSet(stud_high_card_scope=StudHighCardScope.ALL_CARDS, stud_low_tie_rule=StudLowTieRule.LOW_CARD_BY_SUIT)
    king, ace = parse_card("Ks"), parse_card("Ah")

    def problems(stated: Card | None, given: Card | None) -> list[str]:
        return [
            str(p) for p in disagreeing_tie_card("p[0].low_card", stated, given, "p[0].cards", low=True, rules=rules)
        ]

    assert problems(king, ace) == [
        "p[0].low_card: is Ks, but from p[0].cards it is Ah (the lowest card by suit of all his cards, aces low); "
        "give one or the other, or correct it"
    ]
    assert problems(ace, ace) == problems(None, ace) == problems(king, None) == []


# -- bad input ------------------------------------------------------------------------


def test_a_pot_that_is_not_whole_units_is_refused():
    with pytest.raises(ChipError) as caught:
        split_pot(160, 25, Winners(high=("A",)), seated(A=1, B=2), SplitSetting(Game.HOLDEM, button_seat=1))
    assert caught.value.problems[0].path == "pot_amount"


def test_a_button_game_needs_the_button():
    with pytest.raises(SeatError) as caught:
        split_pot(100, 25, Winners(high=("A",)), seated(A=1, B=2), SplitSetting(Game.HOLDEM))
    assert str(caught.value.problems[0]) == "button_seat: is required: hold'em is a button game"


@pytest.mark.parametrize(
    ("game", "winners", "path"),
    [
        (Game.HOLDEM, Winners(high=("Z",)), "winners.high"),
        (Game.HOLDEM, Winners(high=("A",), low=("B",)), "winners.low"),
        (Game.HOLDEM, Winners(), "winners.high"),
        (Game.RAZZ, Winners(high=("A",), low=("A",)), "winners.high"),
        (Game.RAZZ, Winners(), "winners.low"),
        (Game.OMAHA_HI_LO_8, Winners(high=("A", "A")), "winners.high"),
    ],
)
def test_winners_must_be_contenders_of_the_pot_and_fit_the_game(game, winners, path):
    with pytest.raises(ShowdownError) as caught:
        split_pot(100, 25, winners, seated(A=1, B=2), SplitSetting(game, button_seat=1))
    assert caught.value.problems[0].path == path


def test_contenders_need_distinct_seats_on_the_table():
    with pytest.raises(SeatError) as caught:
        split_pot(100, 25, Winners(high=("A",)), seated(A=1, B=1, C=12), SplitSetting(Game.HOLDEM, button_seat=1))
    assert [p.path for p in caught.value.problems] == ["contenders[1].seat", "contenders[2].seat"]


# -- properties -----------------------------------------------------------------------

DECK = full_deck()


@st.composite
def pots_to_split(draw: st.DrawFn):
    game = draw(st.sampled_from(list(Game)))
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    count = draw(st.integers(1, 10))
    seats = draw(st.lists(st.integers(1, 10), min_size=count, max_size=count, unique=True))
    cards = draw(st.lists(st.sampled_from(DECK), min_size=2 * count, max_size=2 * count, unique=True))
    contenders = [
        Contender(f"P{seat}", seat, high_card=cards[2 * i], low_card=cards[2 * i + 1]) for i, seat in enumerate(seats)
    ]
    names = [c.player for c in contenders]
    high = tuple(draw(st.lists(st.sampled_from(names), min_size=1, unique=True)))
    low = tuple(draw(st.lists(st.sampled_from(names), unique=True)))
    if game is Game.RAZZ:
        winners = Winners(low=high)
    elif game.splits_high_low:
        winners = Winners(high=high, low=low)
    else:
        winners = Winners(high=high)
    rules = RuleSet(
        odd_units=draw(st.sampled_from(list(OddUnits))),
        stud_low_tie_rule=draw(st.sampled_from(list(StudLowTieRule))),
    )
    setting = SplitSetting(game, rules, button_seat=draw(st.integers(1, 10)))
    amount = draw(st.integers(0, 500)) * unit
    return amount, unit, winners, contenders, setting


@given(pots_to_split())
def test_every_pot_is_paid_out_exactly_to_its_winners_only(case):
    amount, unit, winners, contenders, setting = case
    split = split_pot(amount, unit, winners, contenders, setting)
    assert sum(split.awards.values()) == amount
    assert all(chips > 0 and chips % unit == 0 for chips in split.awards.values())
    allowed = set(winners.high) | set(winners.low) if len(contenders) > 1 else {contenders[0].player}
    assert set(split.awards) <= allowed
    assert sum(part.amount for part in split.parts) == amount


@given(pots_to_split())
def test_one_each_in_order_nobody_gets_two_odd_units_from_one_split(case):
    amount, unit, winners, contenders, setting = case
    split = split_pot(amount, unit, winners, contenders, setting)
    for part in split.parts:
        shares = [part.awards.get(name, 0) for name in part.winners]
        assert sum(shares) == part.amount
        if setting.rules.odd_units is OddUnits.ONE_EACH_IN_ORDER:
            # tied winners of one split differ by at most one unit
            assert max(shares) - min(shares) <= unit
        else:
            assert all(share == min(shares) for share in shares[1:])


@given(pots_to_split(), st.randoms(use_true_random=False))
def test_listing_order_of_contenders_and_winners_changes_nothing(case, rng):
    amount, unit, winners, contenders, setting = case
    shuffled = list(contenders)
    rng.shuffle(shuffled)
    reordered = Winners(high=tuple(rng.sample(winners.high, len(winners.high))), low=tuple(reversed(winners.low)))
    first = split_pot(amount, unit, winners, contenders, setting)
    second = split_pot(amount, unit, reordered, shuffled, setting)
    assert dict(first.awards) == dict(second.awards)
    assert first.odd_units == second.odd_units
