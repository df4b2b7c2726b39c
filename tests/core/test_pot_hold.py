"""The pot held while a dispute is reviewed (core/pot_hold.py, issue 30): the hand neither goes on nor is given
out until the pot is released; the hold, released, stays with the hand for the ruling's record."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from floordesk.core.chips import Stack
from floordesk.core.pot_hold import PotHold
from floordesk.core.table_session import ChipPlace, ChipSpot, HandError, HandState
from tests.core.test_hand_on_the_table import table

SINCE, UNTIL = "2026-12-02T14:02:31+01:00", "2026-12-02T14:09:05+01:00"


def contested():
    session = table({1: {100: 5}, 2: {100: 5}, 3: {100: 5}}).next_hand(first_button=1)
    return session.bet(1, 100, 2).bet(2, 100, 2)


def unrecorded_why(holds: str) -> str:
    """The start of the refusal of a hand's end that would leave its released `holds` unrecorded, as a pattern."""
    way_out = "pot: the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold"
    return "^" + re.escape(f"{way_out} ({holds}), before ")


def test_a_held_pot_refuses_the_next_hand_the_award_a_misdeal_and_chips_in_or_out_until_released():
    held = contested().hold_pot("Sam Super", "camera 4 to be replayed", SINCE)
    assert held.hand.pot_hold == PotHold("Sam Super", "camera 4 to be replayed", SINCE)
    why = r"^pot: the pot is held while a dispute is reviewed \(pot held since 14:02 by Sam Super \(camera 4"
    with pytest.raises(HandError, match=why + r".*release it before the next hand is dealt$"):
        held.next_hand()
    with pytest.raises(HandError, match=why + r".*release it before it is given out$"):
        held.pay_out_pot({1: Stack({100: 4})})
    with pytest.raises(HandError, match=why + r".*release it before the hand is dealt again$"):
        held.misdeal()
    pot, seat_1 = ChipSpot(ChipPlace.POT), ChipSpot(ChipPlace.SEAT, 1)
    for source, target in ((pot, seat_1), (seat_1, pot)):
        with pytest.raises(HandError, match=why + r".*release it before chips go into or out of the pot$"):
            held.transfer(source, target, 100, 1)
    assert held.move_chips(1, 3, 100, 1).hand.pot_hold is not None  # the stacks beside the pot are not held
    with pytest.raises(HandError, match=r"^pot: the pot is already held: pot held since 14:02 by Sam Super"):
        held.hold_pot("Mia Manager", "again", UNTIL)

    released = held.release_pot("Mia Manager", UNTIL)
    assert released.hand.pot_hold is None
    [hold] = released.hand.pot_holds
    assert hold.words() == "pot held 14:02-14:09 by Sam Super (camera 4 to be replayed), released by Mia Manager"
    paid = released.pay_out_pot({1: Stack({100: 4})})
    assert paid.hand.pot.total() == 0
    assert paid.next_hand().hand.number == 2
    with pytest.raises(HandError, match=r"^pot: the pot is not held$"):
        released.release_pot("Sam Super", UNTIL)


def test_only_a_pot_with_chips_is_held_and_only_for_a_reason():
    with pytest.raises(HandError, match=r"^pot: the pot is empty: there is nothing to hold$"):
        table({1: {100: 5}, 2: {100: 5}}).next_hand(first_button=1).hold_pot("Sam Super", "dispute", SINCE)
    with pytest.raises(HandError, match=r"^reason: say why the pot is held"):
        contested().hold_pot("Sam Super", "  ", SINCE)


def test_the_holds_are_kept_with_the_table_as_stored_and_end_with_the_hand():
    held = contested().hold_pot("Sam Super", "camera 4", SINCE)
    released = held.release_pot("Sam Super", UNTIL).hold_pot("Sam Super", "second look", UNTIL)
    assert HandState.from_json(released.hand.to_json()) == released.hand
    assert HandState.from_json(contested().hand.to_json()).pot_holds == ()  # a table saved before holds
    assert released.hand.pot_holds[0].words() == "pot held 14:02-14:09 by Sam Super (camera 4)"
    paid = released.release_pot("Sam Super", UNTIL).pay_out_pot({1: Stack({100: 4})})
    assert paid.hand.pot_holds == ()


def test_a_hand_whose_pot_was_held_ends_only_by_the_pot_ruling_which_records_the_hold():
    """A misdeal, an uncalled bet returned, the next hand or chips taken from the pot by hand would each end the
    hand with no ruling, and the hold with no record: each is refused, naming the hold and the pot ruling."""
    released = contested().hold_pot("Sam Super", "camera 4", SINCE).release_pot("Mia Manager", UNTIL)
    why = unrecorded_why("pot held 14:02-14:09 by Sam Super (camera 4), released by Mia Manager")
    with pytest.raises(HandError, match=why + r"the next hand is dealt$"):
        released.next_hand()
    with pytest.raises(HandError, match=why + r"the hand is dealt again$"):
        released.misdeal()
    pot, seat_1 = ChipSpot(ChipPlace.POT), ChipSpot(ChipPlace.SEAT, 1)
    with pytest.raises(HandError, match=why + r"chips go out of the pot$"):
        released.transfer(pot, seat_1, 100, 1)
    assert released.transfer(seat_1, pot, 100, 1).hand.pot.total() == 500  # the hand goes on: bets still go in
    uncalled = released.pay_out_pot({1: Stack({100: 2}), 2: Stack({100: 2})}).next_hand().bet(2, 100, 3)
    assert uncalled.hand.pot_holds == ()  # the ruling that gave the held pot out recorded its holds
    lone = uncalled.hold_pot("Sam Super", "string bet?", SINCE).release_pot("Sam Super", UNTIL)
    with pytest.raises(HandError, match=r"give it out by the pot ruling .* before the next hand is dealt$"):
        lone.next_hand()  # his uncalled bet is returned by the ruling, not silently
    assert uncalled.next_hand().hand.number == 3  # with no hold, returned as before


def test_a_hand_saved_with_released_holds_over_an_empty_pot_takes_them_to_the_next_hand_for_its_pot_ruling():
    """Saved before the refusal above: a misdeal returned the bets of a hand whose pot was held, and its holds stayed
    over an empty pot, which no pot ruling can give out. The next hand takes them on, naming their hand, and meets
    the same refusal until its pot ruling records them; they were dropped there before."""
    released = contested().hold_pot("Sam Super", "camera 4", SINCE).release_pot("Mia Manager", UNTIL)
    saved = released.hand.to_json()
    saved.update(pot={}, contributions={})  # as a misdeal under the old code left it: the bets back on the stacks
    old = replace(released, hand=HandState.from_json(saved))

    dealt = old.next_hand()
    [hold] = dealt.hand.pot_holds
    assert hold == replace(released.hand.pot_holds[0], hand=1)
    assert dealt.hand.number == 2
    assert HandState.from_json(dealt.hand.to_json()) == dealt.hand  # kept as the table is saved
    assert dealt.next_hand().hand.pot_holds == (hold,)  # still the hand it held, however far it is carried
    bets = dealt.bet(1, 100, 1).bet(2, 100, 1)
    why = unrecorded_why("hand 1: pot held 14:02-14:09 by Sam Super (camera 4), released by Mia Manager")
    with pytest.raises(HandError, match=why + r"the next hand is dealt$"):
        bets.next_hand()
    with pytest.raises(HandError, match=why + r"the hand is dealt again$"):
        bets.misdeal()
    assert bets.pay_out_pot({1: Stack({100: 2})}).hand.pot_holds == ()  # the pot ruling recorded them
