"""Rule 46, the chip race: examples worked by hand from the rule text (rules-spec section 4).

Every expected answer below is worked out in the comment above it from the
algorithm in the spec, not copied from the program's output.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, reject
from hypothesis import strategies as st

from floordesk.core.cards import full_deck, parse_cards, shuffled_deck
from floordesk.core.chips import Stack
from floordesk.core.errors import ChipError, ChipRaceError, InvalidInput
from floordesk.core.rules.chip_race import (
    CardSource,
    ColourUpRequest,
    ColourUpResult,
    RacePlayer,
    chips_to_race,
    colour_up,
)
from floordesk.core.ruleset import LeftoverRounding, RacedOutChipSource, RuleSet

PlayerSpec = tuple[int, str, dict[int, int], str]  # seat, name, stack, own race cards ("" for none)


def request(
    in_play: tuple[int, ...],
    removed: tuple[int, ...],
    players: list[PlayerSpec],
    *,
    deck: str | None = None,
    seed: int | None = None,
    seats_max: int = 10,
    rounding: LeftoverRounding = LeftoverRounding.HALF_UP,
    chip_source: RacedOutChipSource = RacedOutChipSource.INTRODUCED,
) -> ColourUpRequest:
    return ColourUpRequest(
        denominations_in_play=in_play,
        denominations_removed=removed,
        players=tuple(
            RacePlayer(seat, name, Stack(stack), parse_cards(cards) if cards else ())
            for seat, name, stack, cards in players
        ),
        deck_from_top=parse_cards(deck) if deck is not None else None,
        seed=seed,
        seats_max=seats_max,
        rules=RuleSet(leftover_rounding=rounding, raced_out_chip_source=chip_source),
    )


def race(*args: object, **kwargs: object) -> ColourUpResult:
    return colour_up(request(*args, **kwargs))


def stacks_by_name(result: ColourUpResult) -> dict[str, dict[int, int]]:
    return {result.request.player_at(seat).name: dict(stack.counts) for seat, stack in result.stacks_after.items()}


def winners(result: ColourUpResult) -> list[tuple[str, str]]:
    return [(result.request.player_at(a.seat).name, str(a.card)) for a in result.awards]


def problem_lines(error: InvalidInput) -> list[str]:
    return [str(problem) for problem in error.problems]


# -- the count of chips raced ---------------------------------------------------


@pytest.mark.parametrize(
    ("total", "unit", "rounding", "expected"),
    [
        # 150 of odd value into T100: 1 whole chip and 50 over, exactly half a chip.
        (150, 100, LeftoverRounding.HALF_UP, 2),
        (150, 100, LeftoverRounding.MORE_THAN_HALF, 1),
        (150, 100, LeftoverRounding.ALWAYS_UP, 2),
        (150, 100, LeftoverRounding.DOWN, 1),
        # 125: 25 over, a quarter chip: only "always up" races it.
        (125, 100, LeftoverRounding.HALF_UP, 1),
        (125, 100, LeftoverRounding.MORE_THAN_HALF, 1),
        (125, 100, LeftoverRounding.ALWAYS_UP, 2),
        (125, 100, LeftoverRounding.DOWN, 1),
        # 175: 75 over, more than half: every rule but "down" races it.
        (175, 100, LeftoverRounding.MORE_THAN_HALF, 2),
        (175, 100, LeftoverRounding.DOWN, 1),
        # 200: nothing over, so no rule adds a chip.
        (200, 100, LeftoverRounding.ALWAYS_UP, 2),
        (200, 100, LeftoverRounding.HALF_UP, 2),
        # Nothing to race at all.
        (0, 100, LeftoverRounding.ALWAYS_UP, 0),
    ],
)
def test_chips_to_race_follows_the_rounding_flag(total, unit, rounding, expected):
    assert chips_to_race(total, unit, rounding) == expected


# -- the example of rules-cli.md ---------------------------------------------------


# The rules-cli.md example, worked by hand:
# T25 into T100. B: 3 x T25 = 75, C: 3 x T25 = 75, no direct exchange; T = 150 -> N = 2 (50 is half).
# B brings his own cards 7h Qc 2d; C (seat 5) is dealt Qs 4h 9c from the top of the deck.
# Read high to low: Qs (C) wins, Qc (B) wins; N = 2 reached.
# B 12 + 1 = 13 x T100, C 6 + 1 = 7 x T100; value change 2 x 100 - 150 = +50.
CONTRACT_EXAMPLE_RESULT = {
    "rule": 46,
    "race_unit": 100,
    "odd_chips": {"B": 3, "C": 3},
    "direct_exchange": {"B": {}, "C": {}},
    "dealt_cards": {"B": ["7h", "Qc", "2d"], "C": ["Qs", "4h", "9c"]},
    "odd_value_total": 150,
    "race_chip_count": 2,
    "race_awards_in_order": [{"player": "C", "card": "Qs"}, {"player": "B", "card": "Qc"}],
    "given_to_avoid_elimination": [],
    "stacks_after": {"B": {"100": 13}, "C": {"100": 7}},
    "chips_in_play_value_change": 50,
    "seed": 1234,
}
# A step reports the same fields as a one-step colour-up, less `rule` and `seed`.
STEP_FIELDS = tuple(key for key in CONTRACT_EXAMPLE_RESULT if key not in ("rule", "seed"))


def test_the_contract_example():
    result = race(
        (25, 100, 500),
        (25,),
        [(2, "B", {25: 3, 100: 12}, "7hQc2d"), (5, "C", {25: 3, 100: 6}, "")],
        deck="Qs4h9cAd",
        seed=1234,
    )
    as_json = result.to_json()
    assert {key: as_json[key] for key in CONTRACT_EXAMPLE_RESULT} == CONTRACT_EXAMPLE_RESULT
    assert as_json["steps"] == [
        {"removed_denomination": 25} | {key: CONTRACT_EXAMPLE_RESULT[key] for key in STEP_FIELDS}
    ]
    assert {key: as_json[key] for key in ("denominations_removed", "denominations_in_play_after", "card_sources")} == {
        "denominations_removed": [25],
        "denominations_in_play_after": [100, 500],
        "card_sources": {"B": "race_cards", "C": "deck_from_top"},
    }
    assert as_json["stacks_before"] == {"B": {"25": 3, "100": 12}, "C": {"25": 3, "100": 6}}
    assert as_json["config"] == {
        "leftover_rounding": "half_up",
        "raced_out_chip_source": "introduced",
        "multi_denomination_race": "sequential_smallest_first",
    }
    assert as_json["explanation"] == list(result.explanation)
    assert result.explanation == (
        "T25 chips come out of play and are raced into T100.",
        "Seat 2 (B) has 3 odd T25 chips.",
        "Seat 5 (C) has 3 odd T25 chips.",
        "The odd chips are worth 150 in all: 1 T100 and 50 over; 50 is half or more of a T100, "
        "so 2 T100 chips are raced.",
        "One card is dealt per odd chip from the deck in the order given, starting at seat 2, "
        "the first seat left of the dealer with odd chips.",
        "Seat 2 (B): 7♥ Q♣ 2♦ (own race cards).",
        "Seat 5 (C): Q♠ 4♥ 9♣.",
        "Seat 5 (C) holds the highest card, Q♠, and wins one T100.",
        "Seat 2 (B) holds the next highest card, Q♣, and wins one T100.",
        "All T25 chips leave play; chips in play go up by 50.",
    )


# -- the one-chip player (WSOP: "the regular race procedure will take place") ----------


ONE_CHIP_TABLE: list[PlayerSpec] = [
    (1, "A", {25: 1}, "2c"),
    (3, "B", {25: 2, 100: 10}, "KhTd"),
    (4, "C", {25: 3, 100: 5}, "Ah5s4c"),
]


def test_single_chip_loses_and_is_given_a_chip():
    # Odd T25: A 1, B 2, C 3 -> T = 25 + 50 + 75 = 150 -> N = 2 (50 over is half a T100).
    # Cards high to low: Ah (C) wins, Kh (B) wins; A's 2c never comes up.
    # A has nothing left and cannot be raced out: one T100 is introduced for him.
    # Value change: 2 x 100 - 150 + 1 x 100 = +150 (1650 before, 100 + 1100 + 600 = 1800 after).
    result = race((25, 100, 500), (25,), ONE_CHIP_TABLE)
    assert winners(result) == [("C", "Ah"), ("B", "Kh")]
    assert stacks_by_name(result) == {"A": {100: 1}, "B": {100: 11}, "C": {100: 6}}
    assert [(c.seat, c.denomination, c.source) for c in result.stay_alive] == [(1, 100, RacedOutChipSource.INTRODUCED)]
    assert result.value_change == 150
    assert (
        "Seat 1 (A) has no chips left and cannot be raced out: seat 1 is given one T100, a chip added to the game."
        in (result.explanation)
    )


def test_single_chip_loses_with_the_chip_from_the_pool():
    # Robert's Rules: the zero-stack player gets a raced chip before anyone else.
    # N = 2 as above; A takes one from the pool, so only one is left for the cards:
    # Ah (C) wins, and B's Kh comes too late. Nothing is introduced.
    # Value change: 2 x 100 - 150 = +50 (1650 before, 100 + 1000 + 600 = 1700 after).
    result = race((25, 100, 500), (25,), ONE_CHIP_TABLE, chip_source=RacedOutChipSource.FROM_POOL)
    assert winners(result) == [("C", "Ah")]
    assert stacks_by_name(result) == {"A": {100: 1}, "B": {100: 10}, "C": {100: 6}}
    assert [(c.seat, c.source) for c in result.stay_alive] == [(1, RacedOutChipSource.FROM_POOL)]
    assert result.race_chip_count == 2
    assert result.value_change == 50
    assert result.to_json()["given_to_avoid_elimination"] == [
        {"player": "A", "denomination": 100, "source": "from_pool"}
    ]


def test_single_chip_wins():
    # A's only chip is a T25 and he holds As; B has one odd T25 and Kd; C has no T25.
    # T = 50 -> N = 1 (exactly half). As is the highest card: A wins a T100 and keeps playing.
    # Value change: 100 - 50 = +50; nobody needs a chip introduced.
    result = race(
        (25, 100, 500),
        (25,),
        [(1, "A", {25: 1}, "As"), (2, "B", {25: 1, 100: 3}, "Kd"), (3, "C", {100: 4}, "")],
    )
    assert winners(result) == [("A", "As")]
    assert stacks_by_name(result) == {"A": {100: 1}, "B": {100: 3}, "C": {100: 4}}
    assert result.stay_alive == ()
    assert result.value_change == 50
    assert result.odd_chips == {1: 1, 2: 1}  # C has no odd chips and is dealt nothing


def test_whole_stack_of_odd_chips_is_kept_alive():
    # TDA 2011: "remaining chip(s)". A holds only 3 x T25 (75, all odd); B has 2 odd T25.
    # T = 125 -> N = 1 (25 over is less than half). Ac (B) beats A's 4h.
    # A ends with nothing and is given a T100: value change 100 - 125 + 100 = +75.
    result = race((25, 100), (25,), [(2, "A", {25: 3}, "2h3h4h"), (5, "B", {25: 2, 100: 1}, "AcKc")])
    assert winners(result) == [("B", "Ac")]
    assert stacks_by_name(result) == {"A": {100: 1}, "B": {100: 2}}
    assert result.value_change == 75


# -- rounding the leftover --------------------------------------------------------------


@pytest.mark.parametrize(
    ("rounding", "expected_winners", "expected_stacks", "change"),
    [
        # T = 50 + 75 + 25 = 150: 50 over is exactly half a T100.
        # Cards high to low: Jh (C), Td (B), 9s (A) ...
        (LeftoverRounding.HALF_UP, [("C", "Jh"), ("B", "Td")], {"A": {100: 1}, "B": {100: 3}, "C": {100: 2}}, 50),
        (LeftoverRounding.ALWAYS_UP, [("C", "Jh"), ("B", "Td")], {"A": {100: 1}, "B": {100: 3}, "C": {100: 2}}, 50),
        (LeftoverRounding.MORE_THAN_HALF, [("C", "Jh")], {"A": {100: 1}, "B": {100: 2}, "C": {100: 2}}, -50),
        (LeftoverRounding.DOWN, [("C", "Jh")], {"A": {100: 1}, "B": {100: 2}, "C": {100: 2}}, -50),
    ],
)
def test_leftover_exactly_half(rounding, expected_winners, expected_stacks, change):
    result = race(
        (25, 100, 500),
        (25,),
        [(1, "A", {25: 2, 100: 1}, "9s8s"), (2, "B", {25: 3, 100: 2}, "Td2c3c"), (3, "C", {25: 1, 100: 1}, "Jh")],
        rounding=rounding,
    )
    assert result.odd_value_total == 150
    assert winners(result) == expected_winners
    assert stacks_by_name(result) == expected_stacks
    assert result.value_change == change


@pytest.mark.parametrize("chip_source", list(RacedOutChipSource))
def test_leftover_below_half_races_nothing_but_keeps_the_short_player_alive(chip_source):
    # A holds a single T25: T = 25, a quarter of a T100 -> N = 0, no chip is raced.
    # A would be raced out, so he is given one T100 either way (the pool is empty, so
    # even "from_pool" must introduce it). Value change 0 - 25 + 100 = +75.
    result = race((25, 100), (25,), [(3, "A", {25: 1}, "As"), (6, "B", {100: 5}, "")], chip_source=chip_source)
    assert result.race_chip_count == 0
    assert result.awards == ()
    assert stacks_by_name(result) == {"A": {100: 1}, "B": {100: 5}}
    assert [(c.seat, c.source) for c in result.stay_alive] == [(3, RacedOutChipSource.INTRODUCED)]
    assert result.value_change == 75
    assert "No chip is raced, so the cards decide nothing." in result.explanation


def test_leftover_below_half_rounded_always_up_lets_the_short_player_win():
    # Same table, rounding always up: N = 1, A's As is the only card and wins.
    # Value change 100 - 25 = +75, the same total as introducing a chip.
    result = race(
        (25, 100), (25,), [(3, "A", {25: 1}, "As"), (6, "B", {100: 5}, "")], rounding=LeftoverRounding.ALWAYS_UP
    )
    assert winners(result) == [("A", "As")]
    assert result.stay_alive == ()
    assert result.value_change == 75


# -- reading the cards --------------------------------------------------------------------


def test_one_player_holding_several_top_cards_wins_only_one_chip():
    # T = 75 + 50 + 25 = 150 -> N = 2. Cards high to low: Ah Kh Qh (all A), Js (B), Tc (C), 2c (B).
    # Ah: A wins; Kh and Qh are passed over ("a maximum of one chip going to any player"); Js: B wins.
    # C's Tc is never reached. Value change 200 - 150 = +50.
    result = race(
        (25, 100, 500),
        (25,),
        [(1, "A", {25: 3, 100: 1}, "AhKhQh"), (2, "B", {25: 2, 100: 1}, "Js2c"), (4, "C", {25: 1, 100: 1}, "Tc")],
    )
    assert [(r.seat, str(r.card), r.wins) for r in result.steps[0].cards_read] == [
        (1, "Ah", True),
        (1, "Kh", False),
        (1, "Qh", False),
        (2, "Js", True),
    ]
    assert stacks_by_name(result) == {"A": {100: 2}, "B": {100: 2}, "C": {100: 1}}
    assert (
        "Seat 1 (A) holds the next highest card, K♥, but already has a T100 from this race; the card is passed over."
        in result.explanation
    )


def test_suit_breaks_a_tie_of_rank_spades_hearts_diamonds_clubs():
    # Six players with one odd T25 each: T = 150 -> N = 2.
    # Four kings: K♠ (D) beats K♥ (C), which beats K♦ (B) and K♣ (A). D and C win.
    players: list[PlayerSpec] = [
        (1, "A", {25: 1, 100: 1}, "Kc"),
        (2, "B", {25: 1, 100: 1}, "Kd"),
        (3, "C", {25: 1, 100: 1}, "Kh"),
        (4, "D", {25: 1, 100: 1}, "Ks"),
        (5, "E", {25: 1, 100: 1}, "2c"),
        (6, "F", {25: 1, 100: 1}, "2d"),
    ]
    result = race((25, 100), (25,), players)
    assert winners(result) == [("D", "Ks"), ("C", "Kh")]
    assert result.explanation[-3] == "Seat 4 (D) holds the highest card, K♠, and wins one T100."


# -- dealing --------------------------------------------------------------------------------


def test_seat_one_empty_so_dealing_starts_at_the_next_seat_whatever_the_listing_order():
    # No one in seat 1. Dealt from the top, seat by seat clockwise, a player's cards together:
    # seat 2 (A, 2 odd chips) gets 2c As, seat 4 (B) gets Kd, seat 7 (C) gets 3h.
    # T = 50 + 25 + 25 = 100 -> N = 1: As wins for A.
    result = race(
        (25, 100),
        (25,),
        [(7, "C", {25: 1, 100: 1}, ""), (2, "A", {25: 2, 100: 1}, ""), (4, "B", {25: 1, 100: 1}, "")],
        deck="2cAsKd3h5d",
    )
    assert {seat: [str(c) for c in cards] for seat, cards in result.dealt_cards.items()} == {
        2: ["2c", "As"],
        4: ["Kd"],
        7: ["3h"],
    }
    assert list(result.dealt_cards) == [2, 4, 7]
    assert winners(result) == [("A", "As")]
    assert any("starting at seat 2, the first seat left of the dealer" in line for line in result.explanation)
    assert result.card_sources == {
        2: CardSource.DECK_FROM_TOP,
        4: CardSource.DECK_FROM_TOP,
        7: CardSource.DECK_FROM_TOP,
    }


def test_seat_one_without_odd_chips_gets_no_card():
    # Seat 1 has only T100s: the first card goes to seat 3.
    result = race((25, 100), (25,), [(1, "A", {100: 4}, ""), (3, "B", {25: 1, 100: 1}, "")], deck="9d8d")
    assert {seat: [str(c) for c in cards] for seat, cards in result.dealt_cards.items()} == {3: ["9d"]}


def test_absent_player_is_raced_at_his_seat():
    # T = 50 -> N = 1; the absent player's Ah beats Kh and he wins his chip.
    players = (
        RacePlayer(2, "Away", Stack({25: 1, 100: 2}), parse_cards("Ah"), absent=True),
        RacePlayer(3, "Here", Stack({25: 1, 100: 2}), parse_cards("Kh")),
    )
    result = colour_up(ColourUpRequest((25, 100), (25,), players))
    assert [a.seat for a in result.awards] == [2]
    assert "Seat 2 (Away), away from the table but raced all the same: A♥ (own race cards)." in result.explanation


def test_seeded_deck_is_reported_and_dealt_from_the_top():
    # With neither own cards nor a deck, the deck is shuffled with the seed; the cards dealt
    # are that deck's first cards, seat by seat, and the seed is reported for replay.
    table: list[PlayerSpec] = [(1, "A", {25: 2, 100: 1}, ""), (6, "B", {25: 3, 100: 1}, "")]
    result = race((25, 100), (25,), table, seed=99)
    deck = shuffled_deck(99)
    assert result.seed == 99
    assert result.dealt_cards == {1: tuple(deck[:2]), 6: tuple(deck[2:5])}
    assert result.card_sources == {1: CardSource.SHUFFLED_DECK, 6: CardSource.SHUFFLED_DECK}
    assert any("from a deck shuffled with seed 99" in line for line in result.explanation)


def test_a_random_seed_is_chosen_and_reported_when_none_is_given():
    table: list[PlayerSpec] = [(1, "A", {25: 2, 100: 1}, ""), (6, "B", {25: 3, 100: 1}, "")]
    result = race((25, 100), (25,), table)
    assert result.seed is not None
    assert race((25, 100), (25,), table, seed=result.seed).to_json() == result.to_json()


def test_no_seed_is_reported_when_no_deck_was_shuffled():
    result = race((25, 100), (25,), [(1, "A", {25: 1, 100: 1}, "As"), (2, "B", {100: 1}, "")])
    assert result.seed is None


def test_shuffled_deck_leaves_out_the_players_own_cards():
    # B brings his own card; A is dealt from a deck shuffled without that card.
    deck = shuffled_deck(7)
    own = deck[0]
    result = colour_up(
        ColourUpRequest(
            (25, 100),
            (25,),
            (RacePlayer(1, "A", Stack({25: 1, 100: 1})), RacePlayer(2, "B", Stack({25: 1, 100: 1}), (own,))),
            seed=7,
        )
    )
    assert result.dealt_cards[1] == (shuffled_deck(7, excluding=[own])[0],)
    assert result.dealt_cards[1] != (own,)


# -- direct exchange ------------------------------------------------------------------------


def test_direct_exchange_of_whole_units():
    # A: 9 x T25 = 225 -> 2 x T100 directly, 25 odd (1 chip). B: 4 x T25 = 100 -> 1 x T100, nothing odd.
    # C: 2 x T25 = 50 odd. T = 75 -> N = 1 (75 over, more than half). Cards: 4s (C) > 3s (A) > 2h (C).
    # C wins. A 2 x T100 + 2 x T500; B 1 + 1 = 2 x T100; C 1 + 1 = 2 x T100. Value change 100 - 75 = +25.
    result = race(
        (25, 100, 500),
        (25,),
        [(1, "A", {25: 9, 500: 2}, "3s"), (2, "B", {25: 4, 100: 1}, ""), (3, "C", {25: 2, 100: 1}, "4s2h")],
    )
    as_json = result.to_json()
    assert as_json["direct_exchange"] == {"A": {"100": 2}, "B": {"100": 1}, "C": {}}
    assert as_json["odd_chips"] == {"A": 1, "C": 2}
    assert stacks_by_name(result) == {"A": {100: 2, 500: 2}, "B": {100: 2}, "C": {100: 2}}
    assert result.value_change == 25
    assert "Seat 1 (A) changes 8 T25 chips for 2 T100 chips." in result.explanation
    assert "Seat 2 (B) changes 4 T25 chips for 1 T100 chip." in result.explanation


def test_removing_a_larger_chip_into_a_smaller_one_is_an_exchange_only():
    # Spec step 1: U = smallest in play once T500 is gone = T25. Each T500 is 20 x T25; nothing odd.
    result = race((25, 100, 500), (500,), [(1, "A", {500: 2, 100: 1}, ""), (2, "B", {25: 3}, "")])
    assert stacks_by_name(result) == {"A": {25: 40, 100: 1}, "B": {25: 3}}
    assert result.race_chip_count == 0
    assert result.value_change == 0
    assert "No player has odd T500 chips, so there is no race." in result.explanation


# -- several denominations removed ------------------------------------------------------------


def test_several_denominations_are_raced_one_at_a_time_smallest_first():
    # In play T25 T100 T500 T1K; T100 and T25 removed (listed out of order).
    # Step 1, T25 into T100 (T100 is still in play at that moment):
    #   A 5 x T25 = 125: 1 T100 direct, 1 odd; B 2 x T25 = 50: 2 odd; C 1 x T25: 1 odd.
    #   T = 100 -> N = 1. Dealt from the top: A As; B Kd Qh; C Jc. As wins for A.
    #   A 3 + 1 + 1 = 5 x T100 and a T1K; B 9 x T100; C has nothing: a T100 is introduced.
    #   Change 100 - 100 + 100 = +100.
    # Step 2, T100 into T500, dealt on from the same deck:
    #   A 5 x T100 = 500: 1 T500 direct; B 9 x T100 = 900: 1 T500 direct, 4 odd; C 1 odd.
    #   T = 500 -> N = 1. B gets Ts 9h 8d 7c, C gets 6s. Ts wins for B.
    #   A T500 + T1K; B 2 x T500; C nothing again: a T500 is introduced. Change 500 - 500 + 500 = +500.
    # In all +600: 2400 before (1425 + 950 + 25), 3000 after (1500 + 1000 + 500).
    result = race(
        (25, 100, 500, 1000),
        (100, 25),
        [(1, "A", {25: 5, 100: 3, 1000: 1}, ""), (4, "B", {25: 2, 100: 9}, ""), (7, "C", {25: 1}, "")],
        deck="AsKdQhJcTs9h8d7c6s5h",
    )
    first, second = result.steps
    assert (first.removed, first.race_unit, second.removed, second.race_unit) == (25, 100, 100, 500)
    assert [(a.seat, str(a.card)) for a in first.awards] == [(1, "As")]
    assert [(a.seat, str(a.card)) for a in second.awards] == [(4, "Ts")]
    assert dict(first.stacks_after) == {1: Stack({100: 5, 1000: 1}), 4: Stack({100: 9}), 7: Stack({100: 1})}
    assert (first.value_change, second.value_change, result.value_change) == (100, 500, 600)
    assert stacks_by_name(result) == {"A": {500: 1, 1000: 1}, "B": {500: 2}, "C": {500: 1}}
    as_json = result.to_json()
    assert as_json["race_unit"] == 500
    assert as_json["dealt_cards"] == {"A": ["As"], "B": ["Kd", "Qh", "Ts", "9h", "8d", "7c"], "C": ["Jc", "6s"]}
    assert as_json["odd_chips"] == {"A": 1, "B": 6, "C": 2}
    assert as_json["direct_exchange"] == {"A": {"100": 1, "500": 1}, "B": {"500": 1}, "C": {}}
    assert as_json["race_awards_in_order"] == [{"player": "A", "card": "As"}, {"player": "B", "card": "Ts"}]
    assert as_json["given_to_avoid_elimination"] == [
        {"player": "C", "denomination": 100, "source": "introduced"},
        {"player": "C", "denomination": 500, "source": "introduced"},
    ]
    assert as_json["denominations_removed"] == [25, 100]
    assert as_json["denominations_in_play_after"] == [500, 1000]
    assert result.explanation[0] == "Step 1 of 2: T25 chips come out of play and are raced into T100."
    assert result.explanation[-1] == "In all, chips in play go up by 600."


def test_own_race_cards_run_on_across_steps():
    # Replaying the colour-up above with each player's dealt cards as his own cards gives the same race.
    players: list[PlayerSpec] = [
        (1, "A", {25: 5, 100: 3, 1000: 1}, "As"),
        (4, "B", {25: 2, 100: 9}, "KdQhTs9h8d7c"),
        (7, "C", {25: 1}, "Jc6s"),
    ]
    result = race((25, 100, 500, 1000), (25, 100), players)
    assert winners(result) == [("A", "As"), ("B", "Ts")]
    assert result.seed is None


@pytest.mark.parametrize(
    ("players", "deck", "seed", "expected_winners", "expected_stacks", "change"),
    [
        # Step 1, T25 into T100: A 3 x T25 (75), B 1 x T25 (25); T = 100 -> N = 1. A gets As Ks Qs, B 2c: As wins.
        # Step 2, T100 into T500: A's 5 x T100 change straight into a T500; nobody has odd chips, no card is dealt.
        (
            [(1, "A", {25: 3, 100: 4, 500: 1}, ""), (2, "B", {25: 1, 500: 1}, "")],
            "AsKsQs2c",
            None,
            [("A", "As")],
            {"A": {500: 2}, "B": {500: 1}},
            0,
        ),
        # Step 1: A 1 x T25, T = 25 < half of 100 -> N = 0; A keeps his T500 (change -25). One card dealt.
        # Step 2: B's 5 x T100 change straight into a T500; nothing to race.
        ([(1, "A", {25: 1, 500: 1}, ""), (2, "B", {100: 5}, "")], None, 7, [], {"A": {500: 1}, "B": {500: 1}}, -25),
        # Step 1 as above, its one card (Kd) from the deck. Step 2: B's 3 x T100, T = 300 >= half of 500 -> N = 1,
        # dealt from B's own cards 2c 3c 4c: B wins a T500 (change +200). In all +175.
        (
            [(1, "A", {25: 1, 500: 1}, ""), (2, "B", {100: 3, 500: 1}, "2c3c4c")],
            "Kd",
            None,
            [("B", "4c")],
            {"A": {500: 1}, "B": {500: 2}},
            175,
        ),
    ],
)
def test_a_later_step_that_needs_no_card_from_the_deck_is_raced(
    players, deck, seed, expected_winners, expected_stacks, change
):
    result = race((25, 100, 500), (25, 100), players, deck=deck, seed=seed)
    assert winners(result) == expected_winners
    assert stacks_by_name(result) == expected_stacks
    assert result.value_change == change


# -- bad input --------------------------------------------------------------------------------


def test_removed_denomination_not_in_play():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 100), (50,), [(1, "A", {100: 1}, "")])
    assert problem_lines(caught.value) == ["denominations_removed[0]: T50 is not a denomination in play"]


def test_removing_the_last_denomination():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 100), (100, 25), [(1, "A", {100: 1}, "")])
    assert problem_lines(caught.value) == [
        "denominations_removed: cannot remove every denomination: at least one must stay in play"
    ]


def test_non_integer_and_repeated_denominations():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 2.5, 0, 25), (), [(1, "A", {25: 1}, "")])  # type: ignore[arg-type]
    assert problem_lines(caught.value) == [
        "denominations_in_play[1]: must be a whole number >= 1, not 2.5",
        "denominations_in_play[2]: must be a whole number >= 1, not 0",
        "denominations_in_play[3]: T25 is listed twice",
        "denominations_removed: must name at least one denomination",
    ]


def test_negative_and_non_integer_chip_counts_are_refused_by_the_stack():
    with pytest.raises(ChipError):
        Stack({25: -1})
    with pytest.raises(ChipError):
        Stack({25: 1.5})  # type: ignore[dict-item]


def test_chips_that_cannot_be_raced_into_the_unit():
    # A T20 is not a whole part of a T50, so T20 chips cannot be changed into T50s.
    with pytest.raises(ChipRaceError) as caught:
        request((20, 50), (20,), [(1, "A", {20: 3}, "")])
    assert problem_lines(caught.value) == [
        "denominations_removed[0]: T20 cannot be raced into T50: neither is a whole number of the other"
    ]


def test_seats_taken_twice_out_of_range_and_names_reused():
    with pytest.raises(ChipRaceError) as caught:
        request(
            (25, 100),
            (25,),
            [
                (3, "A", {25: 1}, ""),
                (3, "B", {25: 1}, ""),
                (0, "C", {25: 1}, ""),
                (7, "A", {25: 1}, ""),
            ],
            seats_max=6,
        )
    assert problem_lines(caught.value) == [
        "players[1].seat: seat 3 is already taken by A (players[0])",
        "players[2].seat: seat 0 is outside the table (1..6)",
        "players[3].seat: seat 7 is outside the table (1..6)",
        "players[3].player: the name 'A' is already used by players[0]",
    ]


def test_seat_eleven_is_outside_a_ten_seat_table():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 100), (25,), [(11, "A", {25: 1}, "")])
    assert problem_lines(caught.value) == ["players[0].seat: seat 11 is outside the table (1..10)"]


def test_empty_stack_and_chips_not_in_play():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 100), (25,), [(1, "A", {}, ""), (2, "B", {50: 2, 100: 1}, "")])
    assert problem_lines(caught.value) == [
        "players[0].stack: has no chips: a player with no chips is out of the race",
        'players[1].stack["50"]: T50 is not a denomination in play',
    ]


def test_duplicate_cards_across_players_and_deck():
    with pytest.raises(ChipRaceError) as caught:
        request((25, 100), (25,), [(1, "A", {25: 1}, "As"), (2, "B", {25: 1}, "As")], deck="KdAs")
    assert problem_lines(caught.value) == [
        "players[1].race_cards: card As appears twice (also in players[0].race_cards)",
        "deck_from_top: card As appears twice (also in players[0].race_cards)",
    ]


def test_too_few_own_race_cards():
    # A has 3 odd T25 but brought 2 cards.
    with pytest.raises(ChipRaceError) as caught:
        race((25, 100), (25,), [(1, "A", {25: 3}, "AsKs"), (2, "B", {100: 1}, "")])
    assert problem_lines(caught.value) == [
        "players[0].race_cards: 2 cards given, but at least 3 are needed, one per odd chip"
    ]


def test_more_own_race_cards_than_odd_chips():
    with pytest.raises(ChipRaceError) as caught:
        race((25, 100), (25,), [(1, "A", {25: 1, 100: 1}, "AsKs")])
    assert problem_lines(caught.value) == [
        "players[0].race_cards: 2 cards given, but the player has only 1 odd chip to race, one card each"
    ]


def test_too_few_cards_in_the_deck():
    # Seats 1 and 2 need 3 + 2 = 5 cards; the deck has 4.
    with pytest.raises(ChipRaceError) as caught:
        race((25, 100), (25,), [(1, "A", {25: 3}, ""), (2, "B", {25: 2}, "")], deck="AsKsQsJs")
    assert problem_lines(caught.value) == [
        "deck_from_top: too few cards: the T25 race needs 5 cards, but only 4 were given"
    ]


def test_a_race_needing_more_than_one_deck_is_refused():
    # T5 into T100: up to 19 odd chips each; three players with 19 need 57 cards, more than 52.
    with pytest.raises(ChipRaceError) as caught:
        race((5, 100), (5,), [(seat, f"P{seat}", {5: 19, 100: 1}, "") for seat in (1, 2, 3)], seed=1)
    assert problem_lines(caught.value) == [
        "too few cards: the T5 race needs 57 cards, but one deck holds only 52 besides the players' own cards"
    ]


def test_a_colour_up_that_runs_out_of_deck_in_a_later_step_is_refused():
    # Ten players with 3 x T25 and 3 x T100; T25 then T100 removed.
    # Step 1: 30 odd T25 (30 cards), T = 750 -> N = 8 (50 over is half).
    # Step 2: the 8 winners hold 4 x T100 (4 odd each), the 2 others 3: 32 + 6 = 38 more cards; 68 > 52.
    players: list[PlayerSpec] = [(seat, f"P{seat}", {25: 3, 100: 3}, "") for seat in range(1, 11)]
    with pytest.raises(ChipRaceError) as caught:
        race((25, 100, 500), (25, 100), players, seed=5)
    assert problem_lines(caught.value) == [
        "too few cards: the T100 race needs 38 more cards after the 30 already dealt, but one deck holds only 52 "
        "besides the players' own cards; race the denominations in separate requests"
    ]


def test_the_deck_from_a_seed_holds_exactly_one_deck():
    # 52 odd chips: exactly one deck, so the race runs and uses every card once.
    players = [(seat, f"P{seat}", {5: 13, 100: 1}, "") for seat in (1, 2, 3, 4)]
    result = race((5, 100), (5,), players, seed=3)
    assert sorted(card for cards in result.dealt_cards.values() for card in cards) == sorted(full_deck())


# -- properties over random tables ------------------------------------------------------------

# Each of these chips is a whole number of the one below it, as in a real chip set.
CHAIN = (25, 100, 500, 1000, 5000)


@st.composite
def colour_ups(draw: st.DrawFn) -> ColourUpRequest:
    in_play = sorted(draw(st.sets(st.sampled_from(CHAIN), min_size=2)))
    # Mostly the smallest chips go, as in a real colour-up; sometimes any of them.
    smallest_first = in_play[: draw(st.integers(1, len(in_play) - 1))]
    any_of_them = st.sets(st.sampled_from(in_play), min_size=1, max_size=len(in_play) - 1)
    removed = draw(st.one_of(st.just(smallest_first), any_of_them))
    seats = draw(st.lists(st.integers(1, 10), min_size=2, max_size=10, unique=True))
    players = tuple(
        RacePlayer(
            seat, f"P{seat}", Stack(draw(st.dictionaries(st.sampled_from(in_play), st.integers(1, 6), min_size=1)))
        )
        for seat in seats
    )
    use_deck = draw(st.booleans())
    return ColourUpRequest(
        denominations_in_play=tuple(in_play),
        denominations_removed=tuple(removed),
        players=players,
        deck_from_top=tuple(draw(st.permutations(full_deck()))) if use_deck else None,
        seed=None if use_deck else draw(st.integers(0, 2**32 - 1)),
        rules=RuleSet(
            leftover_rounding=draw(st.sampled_from(LeftoverRounding)),
            raced_out_chip_source=draw(st.sampled_from(RacedOutChipSource)),
        ),
    )


def run(colour_up_request: ColourUpRequest) -> ColourUpResult:
    """The race, or skip the example if it needs more than one deck (tested by hand above).

    Any other refusal fails the test: these requests are all valid.
    """
    try:
        return colour_up(colour_up_request)
    except ChipRaceError as error:
        needed = re.search(r"needs (\d+) (?:more )?cards(?: after the (\d+) already dealt)?", str(error))
        if needed is not None and int(needed[1]) + int(needed[2] or 0) > len(full_deck()):
            reject()
        raise


def expected_race_count(odd_value: int, unit: int, rounding: LeftoverRounding) -> int:
    # Worked independently of chips_to_race, with exact fractions.
    exact = Fraction(odd_value, unit)
    return {
        LeftoverRounding.HALF_UP: math.floor(exact + Fraction(1, 2)),
        LeftoverRounding.ALWAYS_UP: math.ceil(exact),
        LeftoverRounding.MORE_THAN_HALF: math.ceil(exact - Fraction(1, 2)),
        LeftoverRounding.DOWN: math.floor(exact),
    }[rounding]


@given(colour_ups())
def test_every_step_races_the_right_count_at_most_one_chip_each_and_best_cards_first(colour_up_request):
    result = run(colour_up_request)
    for step in result.steps:
        unit, removed = step.race_unit, step.removed
        odd_value = {seat: stack.count(removed) * removed % unit for seat, stack in step.stacks_before.items()}
        total = sum(odd_value.values())
        expected = expected_race_count(total, unit, colour_up_request.rules.leftover_rounding)
        from_pool = [c.seat for c in step.stay_alive if c.source is RacedOutChipSource.FROM_POOL]
        award_seats = [a.seat for a in step.awards]
        assert step.odd_value_total == total
        assert step.race_chip_count == expected
        assert len(award_seats) + len(from_pool) == expected
        assert len(set(award_seats + from_pool)) == len(award_seats) + len(from_pool)
        # One card per odd chip, and the winners hold the best cards of those without a pool chip.
        assert {seat: len(cards) for seat, cards in step.dealt_cards.items()} == {
            seat: value // removed for seat, value in odd_value.items() if value
        }
        if step.awards:
            lowest_winner = min(a.card for a in step.awards)
            for seat, cards in step.dealt_cards.items():
                if seat not in award_seats and seat not in from_pool:
                    assert max(cards) < lowest_winner


@given(colour_ups())
def test_value_is_conserved_exactly_and_nobody_is_raced_out(colour_up_request):
    result = run(colour_up_request)
    for step in result.steps:
        unit, removed = step.race_unit, step.removed
        won = {a.seat for a in step.awards} | {
            c.seat for c in step.stay_alive if c.source is RacedOutChipSource.FROM_POOL
        }
        introduced = {c.seat for c in step.stay_alive if c.source is RacedOutChipSource.INTRODUCED}
        assert not won & introduced
        for seat, before in step.stacks_before.items():
            after = step.stacks_after[seat]
            odd_value = before.count(removed) * removed % unit
            # Each player loses his odd value and gains at most one race-unit chip.
            gained = unit * ((seat in won) + (seat in introduced))
            assert after.total() - before.total() == gained - odd_value
            assert after, "nobody is raced out"
            assert after.count(removed) == 0
            # A chip is introduced only for a player whose whole stack was odd chips.
            if seat in introduced:
                assert before.total() == odd_value
                assert after == Stack({unit: 1})
        assert step.value_change == (step.race_chip_count + len(introduced)) * unit - step.odd_value_total
    before_total = sum(stack.total() for stack in result.stacks_before.values())
    after_total = sum(stack.total() for stack in result.stacks_after.values())
    assert after_total - before_total == result.value_change == sum(s.value_change for s in result.steps)
    for stack in result.stacks_after.values():
        assert not set(stack.counts) & set(colour_up_request.denominations_removed)


@given(colour_ups(), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_the_order_players_are_listed(colour_up_request, rng):
    result = run(colour_up_request)
    shuffled = list(colour_up_request.players)
    rng.shuffle(shuffled)
    assert colour_up(replace(colour_up_request, players=tuple(shuffled))).to_json() == result.to_json()


@given(colour_ups())
def test_replay_from_the_reported_cards_or_seed_reproduces_the_race(colour_up_request):
    result = run(colour_up_request)
    dealt = result.dealt_cards
    all_dealt = [card for cards in dealt.values() for card in cards]
    assert len(set(all_dealt)) == len(all_dealt)
    if colour_up_request.deck_from_top is not None:
        in_dealing_order = [card for step in result.steps for cards in step.dealt_cards.values() for card in cards]
        assert in_dealing_order == list(colour_up_request.deck_from_top[: len(in_dealing_order)])
    else:
        assert colour_up(replace(colour_up_request, seed=result.seed)).to_json() == result.to_json()
    own_cards = tuple(replace(p, race_cards=dealt.get(p.seat, ())) for p in colour_up_request.players)
    replayed = colour_up(replace(colour_up_request, players=own_cards, deck_from_top=None, seed=None)).to_json()
    original = result.to_json()
    for source_dependent in ("seed", "card_sources", "explanation"):
        del replayed[source_dependent], original[source_dependent]
    assert replayed == original
