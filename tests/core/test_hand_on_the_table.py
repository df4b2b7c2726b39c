"""The hand on the table (core/table_session.py): folds, all-ins, players who are out, the pot always accounted
for and paid out."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import ChipError, SeatError
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
