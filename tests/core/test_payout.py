"""Paying a pot out in its own chips (core/payout.py): large chips first, the smallest making up the odd amounts,
change made at the rack only when the pot's chips cannot make the amounts up."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack
from floordesk.core.errors import ChipError
from floordesk.core.payout import pay_by_denomination, pay_with_change
from floordesk.i18n import SPEAKER


def test_large_chips_first_and_the_smallest_making_up_the_odd_amounts():
    pot = Stack({1000: 10, 500: 1, 100: 5, 25: 4})
    paid = pay_by_denomination(pot, {"A": 10_050, "B": 1_050})
    assert paid == {"A": Stack({1000: 10, 25: 2}), "B": Stack({500: 1, 100: 5, 25: 2})}
    with pytest.raises(ChipError, match="the amounts add up to 100, but the pot holds 11,100"):
        pay_by_denomination(pot, {"A": 100})


def test_change_is_made_at_the_rack_only_when_the_pots_chips_cannot():
    payout = pay_with_change(Stack({100: 1, 25: 1}), {"A": 75, "B": 50}, (25, 100, 500))
    assert payout.chips == {"A": Stack({25: 3}), "B": Stack({25: 2})}
    assert payout.describe_change() == "1 × T100 changed for 4 × T25 at the rack"
    assert pay_with_change(Stack({100: 2}), {"A": 100, "B": 100}, (25, 100)).describe_change() == ""


def test_the_change_made_at_the_rack_and_an_empty_stack_are_said_in_the_language_spoken():
    payout = pay_with_change(Stack({100: 1, 25: 1}), {"A": 75, "B": 50}, (25, 100, 500))
    with SPEAKER.speaking("de"):
        assert payout.describe_change() == "1 × T100 am Rack gegen 4 × T25 gewechselt"
        assert Stack().describe() == "keine Chips"
    assert Stack().describe() == "no chips"


def _all_handed(paid: dict[str, Stack]) -> Stack:
    """Every chip handed to any receiver, as one stack."""
    handed = Stack()
    for stack in paid.values():
        handed = handed.plus(stack)
    return handed


def _can_pay(pot: Stack, amounts: dict[str, int]) -> bool:
    """Brute force: some way of handing the pot's chips out makes every amount exactly."""
    values = [value for value, _count in pot]
    names = list(amounts)

    def ways(amount, supply):
        ranges = [range(min(supply[v], amount // v) + 1) for v in values]
        for counts in itertools.product(*ranges):
            if sum(c * v for c, v in zip(counts, values, strict=True)) == amount:
                yield counts

    def assign(index, supply):
        if index == len(names):
            return all(count == 0 for count in supply.values())
        for counts in ways(amounts[names[index]], supply):
            left = {v: supply[v] - c for v, c in zip(values, counts, strict=True)}
            if assign(index + 1, left):
                return True
        return False

    return assign(0, dict(pot.counts))


@settings(max_examples=150, deadline=None)
@given(
    st.fixed_dictionaries({25: st.integers(0, 6), 100: st.integers(0, 5), 500: st.integers(0, 3)}),
    st.lists(st.integers(0, 1000), min_size=0, max_size=2),
)
def test_whenever_the_pots_chips_can_make_the_amounts_they_are_found(counts, cuts):
    pot = Stack(counts)
    units = pot.total() // 25
    marks = sorted(cut * units // 1000 for cut in cuts)
    parts = [b - a for a, b in zip([0, *marks], [*marks, units], strict=True)]
    amounts = {f"P{i}": part * 25 for i, part in enumerate(parts)}
    if _can_pay(pot, {k: v for k, v in amounts.items() if v}):
        paid = pay_by_denomination(pot, amounts)
        assert {k: s.total() for k, s in paid.items()} == {k: v for k, v in amounts.items() if v}
        assert _all_handed(paid) == pot
    payout = pay_with_change(pot, amounts, (25, 100, 500))
    assert {k: s.total() for k, s in payout.chips.items()} == {k: v for k, v in amounts.items() if v}


def test_the_big_winner_is_paid_in_the_big_chips() -> None:
    # T1,500 in two T500 and five T100: the player owed 1,000 takes the T500s, the one owed 500 the T100s.
    paid = pay_by_denomination(Stack({500: 2, 100: 5}), {"A": 1000, "B": 500})
    assert paid == {"A": Stack({500: 2}), "B": Stack({100: 5})}


def test_an_amount_below_zero_is_refused() -> None:
    with pytest.raises(ChipError, match=r"^amounts: an amount to pay out is below zero$"):
        pay_by_denomination(Stack({100: 1}), {"A": 150, "B": -50})


def test_an_amount_no_chip_in_play_can_make_is_refused_even_with_change() -> None:
    with pytest.raises(ChipError, match=r"cannot make up every amount exactly \(10, 15 left over\)"):
        pay_with_change(Stack({100: 1}), {"A": 60, "B": 40}, (25, 100))


def test_change_is_made_chip_by_chip_down_to_the_smallest() -> None:
    # T25 out of a single T500: the T500 is changed for T100s, then one T100 for T25s, and both are said.
    payout = pay_with_change(Stack({500: 1}), {"A": 25, "B": 475}, (25, 100, 500))
    assert payout.chips == {"A": Stack({25: 1}), "B": Stack({100: 4, 25: 3})}
    assert payout.describe_change() == "1 × T500 changed for 4 × T100, 4 × T25 at the rack"


@settings(max_examples=150, deadline=None)
@given(
    st.fixed_dictionaries(
        {25: st.integers(0, 4), 100: st.integers(0, 4), 500: st.integers(0, 3), 1000: st.integers(0, 2)}
    ),
    st.lists(st.integers(0, 40), min_size=1, max_size=3),
)
def test_change_at_the_rack_never_changes_the_value_on_the_table(counts: dict[int, int], shares: list[int]) -> None:
    pot = Stack(counts)
    units = pot.total() // 25
    amounts = {f"P{i}": share * units // sum(shares) * 25 if sum(shares) else 0 for i, share in enumerate(shares)}
    amounts["P0"] += pot.total() - sum(amounts.values())
    payout = pay_with_change(pot, amounts, (25, 100, 500, 1000))
    assert payout.changed_out.total() == payout.changed_in.total()
    assert _all_handed(payout.chips) == pot.minus(payout.changed_out).plus(payout.changed_in)
    assert {player: stack.total() for player, stack in payout.chips.items()} == {
        player: amount for player, amount in amounts.items() if amount
    }


def test_change_breaks_the_big_chip_the_amounts_do_not_need_not_every_small_one() -> None:
    # T7,000 in a T5K and two T1K split 3,500 / 3,500: the dealer changes the T5K for T1Ks and one T1K for
    # two T500s, so each player gets three T1K and a T500; nothing is broken down into T100s or T25s.
    payout = pay_with_change(Stack({5000: 1, 1000: 2}), {"A": 3500, "B": 3500}, (25, 100, 500, 1000, 5000))
    assert payout.chips == {"A": Stack({1000: 3, 500: 1}), "B": Stack({1000: 3, 500: 1})}
    assert payout.describe_change() == "1 × T5K changed for 4 × T1K, 2 × T500 at the rack"


def test_a_chip_set_whose_values_do_not_divide_each_other_still_pays_what_its_chips_can_make() -> None:
    # T800 in two T250 and three T100, owed 500 and 300: only the T250s make 500 and only the T100s make 300.
    paid = pay_by_denomination(Stack({250: 2, 100: 3}), {"A": 500, "B": 300})
    assert paid == {"A": Stack({250: 2}), "B": Stack({100: 3})}


@settings(max_examples=150, deadline=None)
@given(
    st.fixed_dictionaries({100: st.integers(0, 6), 250: st.integers(0, 4), 1000: st.integers(0, 2)}),
    st.lists(st.integers(0, 1000), min_size=0, max_size=2),
)
def test_with_values_that_do_not_divide_whatever_the_chips_can_make_is_found(
    counts: dict[int, int], cuts: list[int]
) -> None:
    pot = Stack(counts)
    units = pot.total() // 50
    marks = sorted(cut * units // 1000 for cut in cuts)
    parts = [b - a for a, b in zip([0, *marks], [*marks, units], strict=True)]
    amounts = {f"P{i}": part * 50 for i, part in enumerate(parts)}
    wanted = {k: v for k, v in amounts.items() if v}
    if _can_pay(pot, wanted):
        paid = pay_by_denomination(pot, amounts)
        assert {k: s.total() for k, s in paid.items()} == wanted
        assert _all_handed(paid) == pot
    else:
        with pytest.raises(ChipError, match="cannot make up every amount exactly"):
            pay_by_denomination(pot, amounts)


@settings(max_examples=200, deadline=None)
@given(
    st.fixed_dictionaries(
        {100: st.integers(0, 3), 500: st.integers(0, 3), 1000: st.integers(0, 3), 5000: st.integers(0, 2)}
    ),
    st.lists(st.integers(1, 40), min_size=1, max_size=3),
)
def test_change_never_breaks_chips_finer_than_the_amounts_need(counts: dict[int, int], shares: list[int]) -> None:
    in_play = (25, 100, 500, 1000, 5000)
    pot = Stack(counts)
    units = pot.total() // 100
    amounts = {f"P{i}": share * units // sum(shares) * 100 for i, share in enumerate(shares)}
    amounts["P0"] += pot.total() - sum(amounts.values())
    payout = pay_with_change(pot, amounts, in_play)
    # The finest chip the amounts need: the largest in play that divides every amount (and the pot's own chips).
    finest = max(value for value in in_play if all(amount % value == 0 for amount in [*amounts.values(), *counts]))
    assert all(value >= finest for value, _count in payout.changed_in)
