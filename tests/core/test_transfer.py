"""Moving chips between rack, seat and pot (`TableSession.transfer`) and what a seat is (`seat_state`), without Qt."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import ChipError, InvalidInput
from floordesk.core.table import Player, Table
from floordesk.core.table_session import ChipSpot, SeatTag, TableSession

CHIPS = standard_chip_set((25, 100, 500))
RACK, POT, SEAT1, SEAT2 = ChipSpot.rack(), ChipSpot.pot(), ChipSpot.at_seat(1), ChipSpot.at_seat(2)


def session():
    table = Table("T1", 6)
    table = table.with_player(1, Player("ana", "Ana"), Stack({100: 10, 25: 4}))
    table = table.with_player(2, Player("ben", "Ben"), Stack({100: 5}))
    return TableSession(CHIPS, table).next_hand()


@pytest.mark.parametrize(
    ("source", "target", "same_as"),
    [
        (RACK, SEAT1, lambda s: s.add_chips(1, 100, 3)),
        (SEAT1, RACK, lambda s: s.remove_chips(1, 100, 3)),
        (SEAT1, SEAT2, lambda s: s.move_chips(1, 2, 100, 3)),
        (SEAT1, POT, lambda s: s.bet(1, 100, 3)),
    ],
)
def test_each_transfer_means_what_the_floor_means_by_it(source, target, same_as):
    assert session().transfer(source, target, 100, 3) == same_as(session())


def test_chips_won_from_the_pot_go_to_the_winner():
    in_pot = session().transfer(SEAT1, POT, 100, 3)
    assert in_pot.transfer(POT, SEAT2, 100, 3) == in_pot.award(2, 100, 3)


@pytest.mark.parametrize(("source", "target"), [(RACK, POT), (POT, RACK), (RACK, RACK), (POT, POT)])
def test_chips_never_pass_between_the_rack_and_the_pot(source, target):
    with pytest.raises(ChipError, match=f"chips from the {source.place.value} cannot go to the {target.place.value}"):
        session().transfer(source, target, 100, 1)


spots = st.sampled_from((SEAT1, SEAT2, POT))


@settings(max_examples=80)
@given(st.lists(st.tuples(spots, spots, st.sampled_from((25, 100)), st.integers(1, 6)), max_size=12))
def test_transfers_between_seats_and_pot_conserve_the_chips_on_the_table(moves):
    current = session()
    total = current.chips_on_table()
    for source, target, value, count in moves:
        try:
            current = current.transfer(source, target, value, count)
        except InvalidInput:
            continue  # refused: nothing changed
        assert current.chips_on_table() == total


def test_a_seat_s_state_is_read_in_the_core():
    state = session().penalise(2, 2).next_hand().seat_state(2)
    assert (state.tag, state.tag_text, state.penalty_hands) == (
        SeatTag.PENALTY,
        "PENALTY 2 of 2",
        2,
    )  # this hand counts among the two
    emptied = session().set_count(2, 100, 0).eliminate(2)
    assert emptied.seat_state(2).tag is SeatTag.ELIMINATED
    assert emptied.seat_state(2).knocked_out == "Ben"
    assert session().set_absent(1, True).seat_state(1).tag is SeatTag.ABSENT
    assert session().seat_state(3).occupant is None
