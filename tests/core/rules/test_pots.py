"""Rule 47: main and side pots from contributions (rules-spec section 5).

Hand-worked examples first (each expected answer is worked out in the comment
above it), then property tests, then a differential test against pokerkit's
own pot layers for hands it plays out itself.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from floordesk.core.cards import full_deck, parse_cards
from floordesk.core.errors import ChipError, SeatError
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.pots import Contribution, Pot, Status, build_pots
from floordesk.core.rules.showdown import HandAtShowdown, ShownHand, settle_hand

ACTIVE, ALL_IN, FOLDED = Status.ACTIVE, Status.ALL_IN, Status.FOLDED


def layers(contributions: list[Contribution], unit: int = 25) -> list[tuple[str, int, tuple[str, ...]]]:
    return [(pot.name, pot.amount, pot.eligible) for pot in build_pots(contributions, unit).pots]


# -- hand-worked examples ------------------------------------------------------------


def test_rules_cli_example_main_pot_and_a_side_pot_with_dead_money():
    # A all-in 200, B 600, C folded after putting in 600. Nobody is uncalled
    # (B's 600 was matched by C). Levels: 200 (A's all-in) and 600 (B).
    # Main: 200 from each of A, B, C = 600, A and B can win it.
    # Side 1: 400 from B and 400 dead from C = 800, only B.
    hand = [
        Contribution("A", 2, 200, ALL_IN),
        Contribution("B", 4, 600, ACTIVE),
        Contribution("C", 7, 600, FOLDED),
    ]
    layout = build_pots(hand, 25)
    assert layers(hand) == [("main", 600, ("A", "B")), ("side 1", 800, ("B",))]
    assert dict(layout.uncalled_returned) == {}
    assert layout.pots[1].contested is False


def test_uncalled_excess_is_returned_and_is_in_no_pot():
    # A bets to 1000, B is all-in for 400, C folded 200. The next largest
    # contribution is B's 400, so 600 of A's goes back to A. One level (400):
    # main pot 400 + 400 + 200 = 1000 for A and B.
    hand = [
        Contribution("A", 1, 1000, ACTIVE),
        Contribution("B", 3, 400, ALL_IN),
        Contribution("C", 5, 200, FOLDED),
    ]
    layout = build_pots(hand, 25)
    assert dict(layout.uncalled_returned) == {"A": 600}
    assert layers(hand) == [("main", 1000, ("A", "B"))]


def test_a_folded_contribution_counts_when_deciding_what_is_uncalled():
    # A all-in 500, B called 500 and then folded, C all-in 300: the largest
    # (500) is matched by B, so nothing returns although B folded.
    # Levels 300 and 500. Main 3 x 300 = 900 (A, C); side 1: 200 + 200 = 400 (A).
    hand = [
        Contribution("A", 1, 500, ALL_IN),
        Contribution("B", 2, 500, FOLDED),
        Contribution("C", 3, 300, ALL_IN),
    ]
    assert dict(build_pots(hand, 25).uncalled_returned) == {}
    assert layers(hand) == [("main", 900, ("A", "C")), ("side 1", 400, ("A",))]


def test_several_all_ins_give_several_side_pots():
    # All-ins at 100 (A), 250 (B), 400 (C); D and E active at 600; F folded 150.
    # main   (0-100):   100 x 6 = 600, A B C D E
    # side 1 (100-250): 150 x 4 (B C D E) + 50 dead (F) = 650, B C D E
    # side 2 (250-400): 150 x 3 = 450, C D E
    # side 3 (400-600): 200 x 2 = 400, D E
    # 600 + 650 + 450 + 400 = 2100 = 100 + 250 + 400 + 600 + 600 + 150.
    hand = [
        Contribution("A", 1, 100, ALL_IN),
        Contribution("B", 3, 250, ALL_IN),
        Contribution("C", 5, 400, ALL_IN),
        Contribution("D", 7, 600, ACTIVE),
        Contribution("E", 8, 600, ACTIVE),
        Contribution("F", 9, 150, FOLDED),
    ]
    assert layers(hand) == [
        ("main", 600, ("A", "B", "C", "D", "E")),
        ("side 1", 650, ("B", "C", "D", "E")),
        ("side 2", 450, ("C", "D", "E")),
        ("side 3", 400, ("D", "E")),
    ]


def test_equal_all_in_amounts_make_one_boundary():
    # A and B both all-in for 300; C and D at 800. Levels {300, 800}:
    # main 4 x 300 = 1200 for all four; side 1: 2 x 500 = 1000 for C and D.
    hand = [
        Contribution("A", 2, 300, ALL_IN),
        Contribution("B", 4, 300, ALL_IN),
        Contribution("C", 6, 800, ACTIVE),
        Contribution("D", 8, 800, ACTIVE),
    ]
    assert layers(hand) == [("main", 1200, ("A", "B", "C", "D")), ("side 1", 1000, ("C", "D"))]


def test_an_all_in_larger_than_every_call_gets_its_excess_back():
    # A all-in for 1000 is called only up to 400 by B; C folded 100.
    # 600 goes back to A; one pot of 400 + 400 + 100 = 900 for A and B.
    hand = [
        Contribution("A", 1, 1000, ALL_IN),
        Contribution("B", 2, 400, ACTIVE),
        Contribution("C", 3, 100, FOLDED),
    ]
    layout = build_pots(hand, 25)
    assert dict(layout.uncalled_returned) == {"A": 600}
    assert layers(hand) == [("main", 900, ("A", "B"))]


def test_everyone_else_folded_one_pot_with_one_contender():
    # A 100 (blinds and a raise), B and C folded 50 each: A's extra 50 is
    # uncalled; the pot is 50 x 3 = 150 and only A can win it.
    hand = [
        Contribution("A", 1, 100, ACTIVE),
        Contribution("B", 2, 50, FOLDED),
        Contribution("C", 3, 50, FOLDED),
    ]
    layout = build_pots(hand, 25)
    assert dict(layout.uncalled_returned) == {"A": 50}
    assert [(p.amount, p.eligible, p.contested) for p in layout.pots] == [(150, ("A",), False)]


def test_folded_chips_beyond_every_live_player_are_dead_money_in_the_top_pot():
    # An irregular hand: A and C folded after 500 each, B is in for 300.
    # Nothing is uncalled (500 = 500). The only level is 300; the 2 x 200
    # above it has no live owner and goes into the top pot as dead money:
    # 300 x 3 + 400 = 1300, won by B.
    hand = [
        Contribution("A", 1, 500, FOLDED),
        Contribution("B", 2, 300, ACTIVE),
        Contribution("C", 3, 500, FOLDED),
    ]
    layout = build_pots(hand, 25)
    assert layout.dead_money_above_top == 400
    assert layers(hand) == [("main", 1300, ("B",))]


def test_eligible_players_are_listed_in_seat_order_whatever_the_input_order():
    hand = [
        Contribution("Z", 9, 500, ACTIVE),
        Contribution("M", 2, 500, ACTIVE),
        Contribution("A", 5, 500, ACTIVE),
    ]
    assert build_pots(hand, 25).pots == (Pot(0, 1500, ("M", "A", "Z"), 500),)


def test_explanation_reads_the_layout_aloud():
    hand = [Contribution("A", 1, 1000, ACTIVE), Contribution("B", 3, 400, ALL_IN)]
    assert build_pots(hand, 25).explanation == (
        "A's 600 was not called and goes back to A; it is in no pot.",
        "The main pot is 800, contested by A and B.",
    )


# -- bad input ----------------------------------------------------------------------


def test_amounts_must_be_whole_units_of_the_lowest_denomination():
    # 110 is 4 x T25 and 10 over; 100 is exactly 4 x T25
    hand = [Contribution("A", 1, 110, ACTIVE), Contribution("B", 2, 100, ACTIVE)]
    with pytest.raises(ChipError) as caught:
        build_pots(hand, 25)
    assert [str(p) for p in caught.value.problems] == [
        "contributions[0].contributed: 110 is not a whole number of the lowest denomination in play (T25)"
    ]


def test_negative_contributions_are_refused():
    with pytest.raises(ChipError) as caught:
        build_pots([Contribution("A", 1, -25, ACTIVE), Contribution("B", 2, 100, ACTIVE)], 25)
    assert [p.path for p in caught.value.problems] == ["contributions[0].contributed"]


def test_the_lowest_denomination_must_be_positive():
    with pytest.raises(ChipError) as caught:
        build_pots([Contribution("A", 1, 0, ACTIVE), Contribution("B", 2, 0, ACTIVE)], 0)
    assert caught.value.problems[0].path == "lowest_denomination"


@pytest.mark.parametrize(
    ("hand", "path", "words"),
    [
        ([Contribution("A", 1, 100, ACTIVE)], "contributions", "at least 2 players"),
        ([Contribution("A", 1, 100, FOLDED), Contribution("B", 2, 100, FOLDED)], "contributions", "every player"),
        ([Contribution("A", 1, 100, ACTIVE), Contribution("A", 2, 100, ACTIVE)], "contributions[1].player", "already"),
        ([Contribution("A", 3, 100, ACTIVE), Contribution("B", 3, 100, ACTIVE)], "contributions[1].seat", "seat 3"),
        ([Contribution("A", 0, 100, ACTIVE), Contribution("B", 3, 100, ACTIVE)], "contributions[0].seat", ">= 1"),
        ([Contribution(" ", 1, 100, ACTIVE), Contribution("B", 3, 100, ACTIVE)], "contributions[0].player", "empty"),
    ],
)
def test_players_and_seats_must_make_sense(hand, path, words):
    with pytest.raises(SeatError) as caught:
        build_pots(hand, 25)
    assert [p.path for p in caught.value.problems] == [path]
    assert words in caught.value.problems[0].message


# -- properties ---------------------------------------------------------------------


@st.composite
def hands(draw: st.DrawFn, max_players: int = 10) -> tuple[list[Contribution], int]:
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    count = draw(st.integers(2, max_players))
    seats = draw(st.lists(st.integers(1, 10), min_size=count, max_size=count, unique=True))
    units = draw(st.lists(st.integers(0, 40), min_size=count, max_size=count))
    statuses = draw(st.lists(st.sampled_from(list(Status)), min_size=count, max_size=count))
    assume(any(status is not FOLDED for status in statuses))
    contributions = [
        Contribution(f"P{seat}", seat, amount * unit, status)
        for seat, amount, status in zip(seats, units, statuses, strict=True)
    ]
    return contributions, unit


@given(hands())
def test_chips_are_conserved_exactly(hand):
    contributions, unit = hand
    layout = build_pots(contributions, unit)
    assert sum(p.amount for p in layout.pots) + sum(layout.uncalled_returned.values()) == sum(
        c.amount for c in contributions
    )
    assert all(p.amount > 0 and p.amount % unit == 0 for p in layout.pots)


@given(hands())
def test_only_players_still_in_the_hand_are_eligible_and_each_pot_narrows_the_field(hand):
    contributions, unit = hand
    layout = build_pots(contributions, unit)
    live = {c.player for c in contributions if c.status is not FOLDED}
    seat_of = {c.player: c.seat for c in contributions}
    for pot in layout.pots:
        assert set(pot.eligible) <= live
        assert pot.eligible, "every pot has someone who can win it"
        assert [seat_of[name] for name in pot.eligible] == sorted(seat_of[name] for name in pot.eligible)
    for lower, upper in zip(layout.pots, layout.pots[1:], strict=False):
        assert set(upper.eligible) < set(lower.eligible)
    assert len(layout.uncalled_returned) <= 1


@given(hands(), st.randoms(use_true_random=False))
def test_the_listing_order_changes_nothing(hand, rng):
    contributions, unit = hand
    shuffled = list(contributions)
    rng.shuffle(shuffled)
    first, second = build_pots(contributions, unit), build_pots(shuffled, unit)
    assert (first.pots, dict(first.uncalled_returned)) == (second.pots, dict(second.uncalled_returned))


# -- differential test against pokerkit ----------------------------------------------


BOARD_THAT_PLAYS = ["As", "Ks", "Qs", "Js", "Ts"]  # every hand ties: splits with odd chips


def deal_from(rng: random.Random) -> list[str]:
    """The cards for one hand, board first; half the time a board that plays, for ties."""
    deck = [str(card) for card in full_deck()]
    if rng.random() < 0.5:
        rest = [card for card in deck if card not in BOARD_THAT_PLAYS]
        rng.shuffle(rest)
        return BOARD_THAT_PLAYS + rest
    rng.shuffle(deck)
    return deck


def deal_if_due(state, cards: list[str]) -> bool:
    """Deal what pokerkit waits for, from `cards` (board first, then hole cards and burns)."""
    if state.can_deal_hole():
        state.deal_hole(cards.pop())
    elif state.can_burn_card():
        state.burn_card(cards.pop())
    elif state.can_deal_board():
        count = state.street.board_dealing_count
        state.deal_board("".join(cards[:count]))
        del cards[:count]
    else:
        return False
    return True


def play_to_showdown(rng: random.Random, player_count: int):
    """Let pokerkit play a no-limit hold'em hand with random actions up to the showdown.

    Returns the state (at the showdown, before any hand is shown or mucked), the
    cards still to deal, the starting stacks, the gross contributions (uncalled
    bets included) and pokerkit's returned bets; None when no showdown came.
    """
    from pokerkit import Automation, NoLimitTexasHoldem

    starting = [rng.randint(2, 60) for _ in range(player_count)]
    cards = deal_from(rng)
    state = NoLimitTexasHoldem.create_state(
        (
            Automation.ANTE_POSTING,
            Automation.BLIND_OR_STRADDLE_POSTING,
            Automation.RUNOUT_COUNT_SELECTION,
            Automation.HAND_KILLING,
            Automation.CHIPS_PULLING,
        ),
        True,
        0,
        (1, 2),
        2,
        starting,
        player_count,
    )
    returned = [0] * player_count
    while state.status:
        if deal_if_due(state, cards):
            continue
        if state.can_collect_bets():
            # bets are collected by hand to see the uncalled part pokerkit gives back
            before = list(state.stacks)
            state.collect_bets()
            for i in range(player_count):
                returned[i] += state.stacks[i] - before[i]
        elif state.actor_index is not None:
            roll = rng.random()
            if roll < 0.15 and state.can_fold():
                state.fold()
            elif roll < 0.6 or not state.can_complete_bet_or_raise_to():
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(low, high))
        elif state.can_show_or_muck_hole_cards():
            gross = [starting[i] - state.stacks[i] + returned[i] for i in range(player_count)]
            return state, cards, starting, gross, returned
        else:
            return None
    return None


def contributions_from(state, starting: list[int], gross: list[int]) -> list[Contribution]:
    def status(i: int) -> Status:
        if not state.statuses[i]:
            return FOLDED
        return ALL_IN if gross[i] == starting[i] else ACTIVE

    return [Contribution(f"P{i + 1}", i + 1, gross[i], status(i)) for i in range(len(gross))]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(2, 10), st.randoms(use_true_random=False))
def test_pot_layers_and_returned_bets_agree_with_pokerkit(player_count, rng):
    played = play_to_showdown(rng, player_count)
    assume(played is not None)
    state, _, starting, gross, returned = played
    layout = build_pots(contributions_from(state, starting, gross), 1)
    # pokerkit's pots before any hand is mucked: the same layers rule 47 builds
    theirs = [(pot.amount, tuple(f"P{i + 1}" for i in pot.player_indices)) for pot in state.pots]
    assert [(pot.amount, pot.eligible) for pot in layout.pots] == theirs
    assert dict(layout.uncalled_returned) == {f"P{i + 1}": r for i, r in enumerate(returned) if r}


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.integers(2, 10), st.randoms(use_true_random=False))
def test_even_part_of_each_split_agrees_with_pokerkit(player_count, rng):
    played = play_to_showdown(rng, player_count)
    assume(played is not None)
    state, cards, starting, gross, _ = played
    contributions = contributions_from(state, starting, gross)
    hole_cards = [[repr(card) for card in cards] for cards in state.hole_cards]  # pokerkit mucks losers later
    while state.can_show_or_muck_hole_cards():
        state.show_or_muck_hole_cards(True)
    pushes = []
    while state.status:
        if deal_if_due(state, cards):  # after all-ins the board is dealt once hands are shown
            continue
        assert state.can_push_chips()
        pushes.append(state.push_chips().amounts)  # one push per pot: one board, one hand type
    shown = {
        f"P{i + 1}": ShownHand(parse_cards(cards))
        for i, cards in enumerate(hole_cards)
        if contributions[i].status is not FOLDED
    }
    board = parse_cards([repr(cards[0]) for cards in state.board_cards])
    settlement = settle_hand(
        HandAtShowdown(Game.HOLDEM, 1, tuple(contributions), button_seat=player_count, board=board, shown=shown)
    )
    ours = {(settled.pot.amount, frozenset(settled.split.awards)): settled for settled in settlement.pots}
    for amounts in pushes:
        amount = sum(amounts)
        winners = frozenset(f"P{i + 1}" for i, chips in enumerate(amounts) if chips)
        match = ours.get((amount, winners))
        if match is None:  # pokerkit merged this pot after a mucked all-in: rule 47 keeps them apart
            continue
        even, odd = divmod(amount, len(winners))
        # the even part agrees; the odd chips do not: pokerkit gives them all to one player,
        # rule 48 one each clockwise from the button
        assert sorted(chips for chips in amounts if chips) == sorted([even] * (len(winners) - 1) + [even + odd])
        assert sorted(match.split.awards.values()) == [even] * (len(winners) - odd) + [even + 1] * odd
