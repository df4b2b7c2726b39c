"""The hand on the table (core/table_session.py): folds, all-ins, players who are out, the pot always accounted
for, and the pot paid out by denomination (core/payout.py)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import ChipError, SeatError
from floordesk.core.payout import pay_by_denomination, pay_with_change
from floordesk.core.table import Player, Table
from floordesk.core.table_session import HandError, HandState, TableSession

CHIPS = standard_chip_set((25, 100, 500, 1000))
NAMES = ("Ana", "Ben", "Chen", "Dia", "Eva", "Fay")


def table(stacks, seats_max=6):
    t = Table("T1", seats_max)
    for seat, counts in stacks.items():
        t = t.with_player(seat, Player(NAMES[seat - 1].lower(), NAMES[seat - 1]), Stack(counts))
    return TableSession(CHIPS, t)


def test_folds_all_ins_and_players_who_are_out():
    session = table({1: {100: 5}, 2: {100: 2}, 3: {100: 5}, 4: {}}).next_hand(first_button=1)
    session = session.bet(1, 100, 2).bet(2, 100, 2).bet(3, 100, 2)
    assert session.is_all_in(2)
    assert not session.is_all_in(1)
    assert session.out_seats() == (4,)  # no chips and nothing in the pot
    with pytest.raises(HandError, match="Ben is all in: he has no more decisions to make"):
        session.fold(2)
    folded = session.fold(3)
    assert folded.has_folded(3)
    with pytest.raises(HandError, match="Chen has already folded"):
        folded.fold(3)
    with pytest.raises(HandError, match="Chen has folded this hand"):
        folded.bet(3, 100, 1)
    assert not folded.fold(3, folded=False).has_folded(3)
    with pytest.raises(SeatError, match="Ben is all in with chips in the pot: settle the pot before eliminating"):
        session.eliminate(2)
    # Folds are part of the stored hand.
    assert HandState.from_json(folded.hand.to_json()) == folded.hand


def test_the_pot_is_always_what_was_put_in_less_what_was_given_out():
    session = table({1: {100: 5}, 2: {100: 5, 25: 4}}).next_hand(first_button=1)
    session = session.bet(1, 100, 3).bet(2, 100, 3).bet(2, 25, 2)
    assert session.hand.pot_unaccounted() == 0
    given = session.award(2, 100, 4)
    assert given.hand.paid_out == {"ben": Stack({100: 4})}
    assert given.hand.pot_unaccounted() == 0
    assert given.hand.pot.total() == given.hand.put_in().total() - given.hand.given_out().total()
    assert HandState.from_json(given.hand.to_json()) == given.hand


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(1, 3), st.sampled_from((25, 100)), st.integers(1, 4))))
def test_bets_and_awards_keep_the_pot_accounted_for_and_the_chips_on_the_table(moves):
    session = table({1: {100: 8, 25: 8}, 2: {100: 8, 25: 8}, 3: {100: 8, 25: 8}}).next_hand(first_button=1)
    before = session.chips_on_table()
    for is_bet, seat, value, count in moves:
        try:
            session = session.bet(seat, value, count) if is_bet else session.award(seat, value, count)
        except ChipError:
            continue
        assert session.hand.pot_unaccounted() == 0
        assert session.chips_on_table() == before


def test_paying_out_the_pot_gives_every_chip_and_ends_the_hand():
    session = table({1: {100: 5}, 2: {100: 2}, 3: {100: 5}}).next_hand(first_button=1)
    session = session.bet(1, 100, 2).bet(2, 100, 2).bet(3, 100, 2).fold(3)
    with pytest.raises(ChipError, match="gives out 500, but the pot holds 600"):
        session.pay_out_pot({1: Stack({100: 5})})
    # The dealer changes a T100 at the rack: the value is the pot's, the chips differ.
    after = session.pay_out_pot({1: Stack({100: 4, 25: 2}), 2: Stack({100: 1, 25: 2})})
    assert after.occupant(1).stack == Stack({100: 7, 25: 2})
    assert after.occupant(2).stack == Stack({100: 1, 25: 2})
    assert after.chips_on_table().total() == session.chips_on_table().total()
    assert (after.hand.pot, after.hand.contributions, after.hand.folded) == (Stack(), {}, frozenset())


def test_a_player_with_no_chips_is_not_dealt_in_nor_given_the_button_or_a_blind():
    session = table({1: {100: 5}, 2: {100: 5}, 3: {100: 5}, 4: {100: 5}}).next_hand(first_button=1)
    assert (session.table.markers.button_seat, session.table.markers.big_blind_seat) == (1, 3)
    session = session.bet(2, 100, 5).bet(3, 100, 5).pay_out_pot({3: Stack({100: 10})})
    assert session.out_seats() == (2,)
    nxt = session.next_hand()
    # Seat 2 busted: the button moves on to him as on an empty seat (dead), the blinds skip him.
    assert 2 not in nxt.hand.dealt
    assert (nxt.table.markers.button_seat, nxt.table.markers.small_blind_seat) == (2, 3)
    assert nxt.is_dead_button()
    later = nxt.next_hand()
    assert 2 not in (later.table.markers.small_blind_seat, later.table.markers.big_blind_seat)
    assert later.eliminate(2).occupant(2) is None


def test_a_table_whose_stacks_are_not_counted_yet_deals_everyone():
    session = table({1: {}, 2: {}, 3: {}}).next_hand(first_button=1)
    assert set(session.hand.dealt) == {1, 2, 3}


# -- paying amounts in the pot's chips ------------------------------------------------------------------


def test_large_chips_first_and_the_smallest_making_up_the_odd_amounts():
    pot = Stack({1000: 10, 500: 1, 100: 5, 25: 4})
    paid = pay_by_denomination(pot, {"A": 10_050, "B": 1_050})
    assert paid == {"A": Stack({1000: 10, 25: 2}), "B": Stack({500: 1, 100: 5, 25: 2})}
    with pytest.raises(ChipError, match="the amounts add up to 100, but the pot holds 11,100"):
        pay_by_denomination(pot, {"A": 100})


def test_change_is_made_at_the_rack_only_when_the_pots_chips_cannot():
    payout = pay_with_change(Stack({100: 1, 25: 1}), {"A": 75, "B": 50}, (25, 100, 500))
    assert payout.chips == {"A": Stack({25: 3}), "B": Stack({25: 2})}
    assert payout.describe_change() == "1 x T100 changed for 4 x T25 at the rack"
    assert pay_with_change(Stack({100: 2}), {"A": 100, "B": 100}, (25, 100)).describe_change() == ""


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
        total = Stack()
        for stack in paid.values():
            total = total.plus(stack)
        assert total == pot
    payout = pay_with_change(pot, amounts, (25, 100, 500))
    assert {k: s.total() for k, s in payout.chips.items()} == {k: v for k, v in amounts.items() if v}
