"""The table in play (core/table_session.py), without Qt: every operation, every refusal, and properties."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.demo import demo_event
from floordesk.core.errors import ChipError, InvalidInput, SeatError
from floordesk.core.event import Event, event_from_json, event_to_json
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind
from floordesk.core.table import Markers, Player, SeatStatus, Table, player_id_for
from floordesk.core.table_session import HandError, HandState, Marker, TableSession

CHIPS = standard_chip_set((25, 100, 500, 1000))
ANA, BEN, CHEN, DIA, EVA, FAY = (
    Player(pid, name)
    for pid, name in (("ana", "Ana"), ("ben", "Ben"), ("chen", "Chen"), ("dia", "Dia"), ("eva", "Eva"), ("fay", "Fay"))
)


def session_with(seats_max, players, chip_set=CHIPS):
    """A table with `players` {seat: (player, counts)}, no hand dealt yet."""
    table = Table("T1", seats_max)
    for seat, (player, counts) in players.items():
        table = table.with_player(seat, player, Stack(counts))
    return TableSession(chip_set, table)


@pytest.fixture
def six():
    """Six players in seats 1..6, each with 10 x T100 and 4 x T25 (1,100)."""
    return session_with(6, {n: (p, {100: 10, 25: 4}) for n, p in enumerate((ANA, BEN, CHEN, DIA, EVA, FAY), 1)})


def markers(session):
    m = session.table.markers
    return (m.button_seat, m.small_blind_seat, m.big_blind_seat)


# -- seats -------------------------------------------------------------------------


def test_seating_moving_and_two_players_in_one_seat():
    session = session_with(9, {}).seat_player(4, ANA, Stack({100: 3}))
    assert session.occupant(4).player == ANA
    assert session.occupant(4).stack.total() == 300
    with pytest.raises(SeatError, match="seat 4 is already taken by Ana"):
        session.seat_player(4, BEN)
    moved = session.move_player(4, 7)
    assert moved.occupant(4) is None
    assert moved.occupant(7).player == ANA
    assert moved.occupant(7).stack.total() == 300
    with pytest.raises(SeatError, match="seat 7 is already taken by Ana"):
        moved.seat_player(2, BEN).move_player(2, 7)
    with pytest.raises(SeatError, match="seat 3 is empty"):
        moved.move_player(3, 5)
    with pytest.raises(SeatError, match="outside this table"):
        moved.move_player(7, 10)


def test_a_stack_seated_with_chips_not_in_play_is_refused():
    with pytest.raises(ChipError, match="not a denomination in play"):
        session_with(9, {}).seat_player(1, ANA, Stack({5: 2}))


def test_eliminating_needs_an_empty_stack_and_is_remembered(six):
    with pytest.raises(SeatError, match="Ana still has 1,100 in chips"):
        six.eliminate(1)
    session = six.next_hand().set_count(1, 100, 0).set_count(1, 25, 0).eliminate(1)
    assert session.occupant(1) is None
    [gone] = session.hand.eliminated
    assert (gone.seat, gone.player, gone.hand_number) == (1, ANA, 1)
    assert session.eliminated_this_hand(1) == gone
    assert session.eliminated_this_hand(2) is None
    with pytest.raises(SeatError, match="Ana has been eliminated at T1"):
        session.seat_player(1, ANA)
    # The next hand the seat is simply empty.
    assert session.next_hand().eliminated_this_hand(1) is None


def test_absent_and_back(six):
    away = six.set_absent(3, True)
    assert away.occupant(3).status is SeatStatus.ABSENT
    with pytest.raises(SeatError, match="Chen is already marked absent"):
        away.set_absent(3, True)
    assert away.set_absent(3, False).occupant(3).status is SeatStatus.PLAYING
    with pytest.raises(SeatError, match="seat 5 is empty"):
        session_with(6, {}).set_absent(5, True)


def test_a_penalty_starts_with_the_next_hand_and_counts_down(six):
    """Rule 52 (rules-spec 10): given during hand 1, a 2-hand penalty makes Ben miss hands 2 and 3."""
    hand1 = six.next_hand()
    given = hand1.penalise(2, 2)
    assert given.occupant(2).status is SeatStatus.ON_PENALTY
    assert given.penalty_hands_left(2) == 2
    with pytest.raises(SeatError, match="Ben is on penalty \\(2 hands to miss\\) and away"):
        given.set_absent(2, True)
    hand2 = given.next_hand()
    assert hand2.hand.number == 2
    assert hand2.hand.serving_penalty == {"ben"}
    assert hand2.penalty_hands_left(2) == 2  # this hand and the next
    hand3 = hand2.next_hand()
    assert hand3.penalty_hands_left(2) == 1
    assert hand3.occupant(2).status is SeatStatus.ON_PENALTY
    hand4 = hand3.next_hand()
    assert hand4.penalty_hands_left(2) == 0
    assert hand4.occupant(2).status is SeatStatus.PLAYING


def test_penalty_refusals_and_an_absent_player_stays_absent(six):
    with pytest.raises(SeatError, match="at least one hand"):
        six.penalise(2, 0)
    with pytest.raises(SeatError, match="seat 2 is empty"):
        session_with(6, {}).penalise(2, 1)
    # Someone absent but not penalised is still absent after the deal.
    assert six.set_absent(4, True).next_hand().occupant(4).status is SeatStatus.ABSENT


def test_an_eliminated_player_leaves_his_penalty_behind(six):
    session = six.next_hand().penalise(1, 3).set_count(1, 100, 0).set_count(1, 25, 0).eliminate(1)
    assert "ana" not in session.hand.penalty_hands


# -- chips ---------------------------------------------------------------------------


def test_chips_from_the_rack_between_seats_and_back(six):
    session = six.add_chips(1, 500, 3)
    assert session.occupant(1).stack.count(500) == 3
    assert session.occupant(1).stack.total() == 1_100 + 1_500
    session = session.move_chips(1, 2, 500, 2)
    assert (session.occupant(1).stack.count(500), session.occupant(2).stack.count(500)) == (1, 2)
    session = session.remove_chips(2, 500, 2)
    assert session.occupant(2).stack.count(500) == 0
    assert session.occupant(2).stack.total() == 1_100


@pytest.mark.parametrize(
    ("operation", "error", "message"),
    [
        (lambda s: s.add_chips(1, 5, 1), ChipError, "T5 is not in this event's chip set"),
        (lambda s: s.add_chips(1, 100, 0), ChipError, "move at least one chip, not 0"),
        (lambda s: s.add_chips(1, 100, -3), ChipError, "move at least one chip"),
        (lambda s: s.add_chips(1, 100, True), ChipError, "move at least one chip"),
        (lambda s: s.remove_chips(1, 100, 11), ChipError, "Ana has 10 chips of T100, not 11"),
        (lambda s: s.move_chips(1, 2, 500, 1), ChipError, "Ana has 0 chips of T500, not 1"),
        (lambda s: s.move_chips(1, 1, 100, 1), ChipError, "already in that seat"),
        (lambda s: s.bet(1, 25, 5), ChipError, "Ana has 4 chips of T25, not 5"),
        (lambda s: s.award(1, 100, 1), ChipError, "the pot holds 0 chips of T100, not 1"),
        (lambda s: s.set_count(1, 100, -1), ChipError, "whole number from 0 to 999,999,999"),
        (lambda s: s.set_count(1, 100, 10), ChipError, "Ana already has 10 chips of T100"),
    ],
)
def test_bad_chip_moves_are_refused_with_a_reason(six, operation, error, message):
    with pytest.raises(error, match=message):
        operation(six)


def test_chips_for_an_empty_seat_are_refused():
    session = session_with(6, {1: (ANA, {100: 1})})
    for operation in (
        lambda s: s.add_chips(2, 100, 1),
        lambda s: s.move_chips(1, 2, 100, 1),
        lambda s: s.award(2, 100, 1),
        lambda s: s.set_count(2, 100, 1),
    ):
        with pytest.raises(SeatError, match="seat 2 is empty"):
            operation(session)


def test_a_coloured_up_denomination_is_refused_but_can_be_counted_out(six):
    coloured_up = TableSession(CHIPS.with_removed(25), six.table)
    for operation in (
        lambda s: s.add_chips(1, 25, 1),
        lambda s: s.move_chips(1, 2, 25, 1),
        lambda s: s.bet(1, 25, 1),
        lambda s: s.set_count(1, 25, 5),
    ):
        with pytest.raises(ChipError, match="T25 has been coloured up and is no longer in play"):
            operation(coloured_up)
    assert coloured_up.set_count(1, 25, 0).occupant(1).stack.count(25) == 0


def test_bets_go_to_the_pot_and_the_pot_to_the_winner(six):
    hand = six.next_hand()
    hand = hand.bet(1, 100, 4).bet(2, 100, 4).bet(2, 25, 2).bet(1, 25, 2)
    assert hand.hand.pot == Stack({100: 8, 25: 4})
    assert hand.contribution(1) == Stack({100: 4, 25: 2})
    assert hand.contribution(3) == Stack()
    with pytest.raises(HandError, match="the pot still holds 900 in chips"):
        hand.next_hand()
    won = hand.award(2, 100, 8).award(2, 25, 4)
    # Ben: 10 - 4 + 8 = 14 x T100 and 4 - 2 + 4 = 6 x T25.
    assert won.occupant(2).stack == Stack({100: 14, 25: 6})
    assert won.occupant(1).stack == Stack({100: 6, 25: 2})
    # The record of who put what in stays until the next hand.
    assert won.contribution(1) == Stack({100: 4, 25: 2})
    assert won.next_hand().contribution(1) == Stack()


def test_a_contribution_follows_the_player_to_a_new_seat():
    session = session_with(6, {1: (ANA, {100: 5}), 2: (BEN, {100: 5})}).bet(1, 100, 2).move_player(1, 4)
    assert session.contribution(4) == Stack({100: 2})
    assert session.contribution(1) == Stack()


def test_counts_typed_in_are_exact(six):
    session = six.set_count(3, 1000, 12_345)
    assert session.occupant(3).stack.count(1000) == 12_345
    assert session.occupant(3).stack.total() == 1_100 + 12_345_000


# -- the button and the blinds (rule 50, rules-spec section 8) -----------------------------


def test_the_first_hand_puts_the_button_where_it_was_drawn(six):
    assert six.hand.number == 0
    assert six.table.markers is None
    assert markers(six.next_hand(first_button=4)) == (4, 5, 6)
    # Without a draw, the first seat taken has it.
    assert markers(six.next_hand()) == (1, 2, 3)
    with pytest.raises(SeatError, match="seat 4 is empty; the first button goes to a player"):
        session_with(6, {1: (ANA, {}), 2: (BEN, {}), 3: (CHEN, {})}).next_hand(first_button=4)


def test_the_first_button_never_starts_on_a_player_who_is_not_dealt_in(six):
    # Ana's chips are not counted yet: she is not dealt in, so the first seat taken that is dealt in has the button.
    session = six.set_count(1, 100, 0).set_count(1, 25, 0)
    assert session.is_out(1)
    assert session.first_button_seat() == 2
    assert markers(session.next_hand()) == (2, 3, 4)
    with pytest.raises(HandError, match="Ana has no chips and is not dealt in: the first button goes to a player"):
        session.next_hand(first_button=1)


def test_blinds_move_one_seat_a_hand(six):
    session = six.next_hand(first_button=1)
    seen = []
    for _ in range(6):
        session = session.next_hand()
        seen.append(markers(session))
    assert seen == [(2, 3, 4), (3, 4, 5), (4, 5, 6), (5, 6, 1), (6, 1, 2), (1, 2, 3)]
    assert session.hand.number == 7


def test_small_blind_eliminated_gives_a_dead_button(six):
    """Rules-spec 8: the big blind moves on, the small blind is last hand's big blind, the button sits on the
    empty seat."""
    session = six.next_hand(first_button=2)
    assert markers(session) == (2, 3, 4)
    session = session.set_count(3, 100, 0).set_count(3, 25, 0).eliminate(3).next_hand()
    assert markers(session) == (3, 4, 5)
    assert session.is_dead_button()


def test_big_blind_eliminated_gives_no_small_blind_then_a_dead_button(six):
    session = six.next_hand(first_button=2)
    session = session.set_count(4, 100, 0).set_count(4, 25, 0).eliminate(4).next_hand()
    # Seat 4 (last hand's big blind) is empty: no small blind; the button moves to seat 3.
    assert markers(session) == (3, None, 5)
    assert not session.is_dead_button()
    session = session.next_hand()
    assert markers(session) == (4, 5, 6)
    assert session.is_dead_button()


@settings(max_examples=150, deadline=None)
@given(
    seats_max=st.integers(2, 10),
    steps=st.lists(st.tuples(st.sampled_from(("deal", "eliminate", "seat", "bust")), st.integers(1, 10)), max_size=25),
    rule=st.sampled_from(NewPlayerOnButtonOrSmallBlind),
)
def test_the_next_markers_and_a_dead_button_are_known_before_the_hand_is_dealt(seats_max, steps, rule):
    """What the panel says before "Next hand" is what the hand then has: the markers, and whether the button is dead."""
    first = range(1, min(3, seats_max) + 1)
    session = session_with(seats_max, {seat: (Player(f"p{seat}", f"P{seat}"), {100: 5}) for seat in first})
    newcomers = 0
    for step, seat in steps:
        seat = (seat - 1) % seats_max + 1
        try:
            if step == "deal":
                markers_before, dead_before = session.next_markers(rule), session.next_button_is_dead(rule)
                session = session.next_hand(rule)
                assert session.table.markers == markers_before
                assert session.is_dead_button() is dead_before
            elif step == "eliminate":
                session = session.set_count(seat, 100, 0).eliminate(seat)
            elif step == "bust":
                session = session.set_count(seat, 100, 0)
            else:
                newcomers += 1
                session = session.seat_player(seat, Player(f"n{newcomers}", f"N{newcomers}"), Stack({100: 5}))
        except InvalidInput:
            continue


def test_a_new_player_between_the_button_and_the_small_blind_waits():
    session = session_with(6, {s: (p, {}) for s, p in ((1, ANA), (2, BEN), (3, CHEN), (5, EVA), (6, FAY))})
    session = session.next_hand(first_button=1)
    assert markers(session) == (1, 2, 3)
    session = session.next_hand()
    assert markers(session) == (2, 3, 5)
    session = session.seat_player(4, DIA).next_hand()
    # Button 3, small blind 5: Dia in seat 4 sits strictly between them and waits.
    assert markers(session) == (3, 5, 6)
    assert session.is_waiting(4)
    session = session.next_hand()
    assert markers(session) == (5, 6, 1)
    assert not session.is_waiting(4)


@pytest.mark.parametrize(
    ("rule", "expected", "waits"),
    [
        (NewPlayerOnButtonOrSmallBlind.DEAL_IN, (2, 4, 5), False),
        (NewPlayerOnButtonOrSmallBlind.WAIT, (2, None, 5), True),
    ],
)
def test_a_new_player_on_the_small_blind_plays_or_waits_as_configured(rule, expected, waits):
    """Rules-spec 8 step 4 and [I-13]: the new_player_on_button_or_sb flag."""
    session = session_with(6, {s: (p, {}) for s, p in ((1, ANA), (2, BEN), (4, DIA), (5, EVA))})
    session = session.next_hand(first_button=1)
    assert markers(session) == (1, 2, 4)
    # Dia, the big blind, is knocked out and Chen sits down in her seat: next hand seat 4 is the small blind.
    session = session.eliminate(4).seat_player(4, CHEN).next_hand(rule)
    assert markers(session) == expected
    assert session.is_waiting(4) is waits


def test_heads_up_the_button_posts_the_small_blind():
    session = session_with(6, {1: (ANA, {}), 4: (DIA, {})}).next_hand(first_button=1)
    assert markers(session) == (1, 1, 4)
    assert markers(session.next_hand()) == (4, 4, 1)


def test_heads_up_the_big_blind_moving_seats_takes_his_markers_and_does_not_post_it_twice():
    # Ana 1, Ben 2 of 9; first hand: Ana button and small blind, Ben big blind (1, 1, 2).
    # Ben moves to seat 5: his big blind goes with him; next hand the big blind is the player
    # after him, Ana (rules-spec 8, heads-up: nobody has the big blind twice in a row).
    session = session_with(9, {1: (ANA, {}), 2: (BEN, {})}).next_hand(first_button=1)
    moved = session.move_player(2, 5)
    assert markers(moved) == (1, 1, 5)
    assert markers(moved.next_hand()) == (5, 5, 1)


def test_a_big_blind_moving_to_the_empty_seat_beside_him_posts_the_small_blind_next():
    # Seats 1, 2, 3, 5, 6, 7 of 7; first hand (1, 2, 3). Chen, the big blind, moves from 3 to the empty 4.
    # Next hand: big blind the first player after him (Eva, 5), small blind Chen (now 4), button 2.
    players = {s: (p, {}) for s, p in ((1, ANA), (2, BEN), (3, CHEN), (5, EVA), (6, FAY), (7, DIA))}
    session = session_with(7, players).next_hand(first_button=1)
    moved = session.move_player(3, 4)
    assert markers(moved) == (1, 2, 4)
    assert markers(moved.next_hand()) == (2, 4, 5)


def test_once_hands_are_dealt_a_player_moves_only_beside_his_seat():
    players = {s: (p, {}) for s, p in ((1, ANA), (2, BEN), (3, CHEN), (5, EVA), (6, FAY))}
    before_play = session_with(9, players)
    assert before_play.move_player(3, 8).occupant(8).player == CHEN  # seats are still being taken
    session = before_play.next_hand(first_button=1)
    with pytest.raises(SeatError, match="Chen would pass other players to reach seat 8"):
        session.move_player(3, 8)
    # 4 lies between Chen and Eva; 7, 8 and 9 between Fay and Ana: beside Fay, not beside Chen.
    assert session.move_player(3, 4).occupant(4).player == CHEN
    assert session.move_player(6, 9).occupant(9).player == FAY
    assert (before_play.seats_open_to(3), session.seats_open_to(3), session.seats_open_to(6)) == (
        (4, 7, 8, 9),
        (4,),
        (7, 8, 9),
    )


def test_a_heads_up_hand_can_be_corrected_after_a_third_player_sits_down():
    # Ana and Ben are dealt heads-up (1, 1, 2); Zed sits in seat 5 while that hand is played.
    # Correcting its markers still follows heads-up: the button posts the small blind.
    session = session_with(9, {1: (ANA, {}), 2: (BEN, {})}).next_hand(first_button=1).seat_player(5, EVA)
    assert markers(session.move_marker(Marker.BIG_BLIND, 1)) == (2, 2, 1)


def test_a_hand_needs_two_players():
    with pytest.raises(SeatError, match="at least two players"):
        session_with(6, {1: (ANA, {})}).next_hand()


def test_a_table_saved_with_markers_goes_on_from_them():
    """The demo table: button 3, blinds 5 and 6; seats 1-3 and 5-9 taken."""
    session = demo_event().session("Table 1")
    assert session.hand.number == 0
    assert session.hand.blinds == (3, 5, 6)
    assert markers(session.next_hand()) == (5, 6, 7)


def test_markers_saved_without_a_small_blind_assume_it_was_just_before_the_big_blind():
    table = session_with(6, {1: (ANA, {}), 2: (BEN, {}), 4: (DIA, {})}).table
    table = table.with_markers(Markers(button_seat=2, small_blind_seat=None, big_blind_seat=4))
    assert HandState.assumed_for(table).blinds == (2, 3, 4)


def test_markers_can_be_corrected_by_hand(six):
    session = six.next_hand(first_button=1)
    corrected = session.move_marker(Marker.BUTTON, 6)
    assert markers(corrected) == (6, 2, 3)
    # The next hand goes on from the corrected positions: big blind 4, small blind 3, button 2.
    assert markers(corrected.next_hand()) == (2, 3, 4)
    assert markers(session.move_marker(Marker.BIG_BLIND, 4)) == (1, 2, 4)
    assert markers(session.move_marker(Marker.SMALL_BLIND, 6)) == (1, 6, 3)


@pytest.mark.parametrize(
    ("marker", "seat", "message"),
    [
        (Marker.BIG_BLIND, 2, "the big blind needs a seat of its own"),
        (Marker.BUTTON, 3, "the big blind needs a seat of its own"),
        (Marker.BUTTON, 2, "share a seat only heads-up"),
        (Marker.BUTTON, 1, "the button is already at seat 1"),
    ],
)
def test_impossible_marker_corrections_are_refused(six, marker, seat, message):
    with pytest.raises(HandError, match=message):
        six.next_hand(first_button=1).move_marker(marker, seat)


def test_the_big_blind_cannot_go_to_an_empty_seat_and_markers_need_a_hand():
    session = session_with(6, {1: (ANA, {}), 2: (BEN, {}), 3: (CHEN, {})})
    with pytest.raises(HandError, match="no hand has been dealt"):
        session.move_marker(Marker.BUTTON, 2)
    with pytest.raises(HandError, match="seat 5 is empty: the big blind is always a player's"):
        session.next_hand(first_button=1).move_marker(Marker.BIG_BLIND, 5)
    with pytest.raises(SeatError, match="outside this table"):
        session.next_hand(first_button=1).move_marker(Marker.BIG_BLIND, 7)
    with pytest.raises(HandError, match="already in play"):
        session.next_hand(first_button=1).next_hand(first_button=2)


def test_heads_up_the_button_and_small_blind_move_together_and_swap_with_the_big_blind():
    session = session_with(6, {1: (ANA, {}), 4: (DIA, {})}).next_hand(first_button=1)
    assert markers(session.move_marker(Marker.SMALL_BLIND, 4)) == (4, 4, 1)
    assert markers(session.move_marker(Marker.BIG_BLIND, 1)) == (4, 4, 1)
    # Onto an empty seat the button and small blind go together (a dead button); the big blind cannot.
    assert markers(session.move_marker(Marker.BUTTON, 3)) == (3, None, 4)
    with pytest.raises(HandError, match="seat 3 is empty"):
        session.move_marker(Marker.BIG_BLIND, 3)


# -- the event: players, tables, the stored form ------------------------------------------


def test_players_are_found_by_name_or_made_new():
    event = demo_event()
    assert event.player_named("  ana   RIBEIRO ").player_id == "ana-ribeiro"
    newcomer = event.player_named("Ana  Ribeiro-Smith")
    assert newcomer == Player("ana-ribeiro-smith", "Ana Ribeiro-Smith")
    with pytest.raises(SeatError, match="a player needs a name"):
        event.player_named("   ")
    assert player_id_for("Zoë O'Neil", ()) == "zo-o-neil"
    assert player_id_for("Ana", ("ana", "ana-2")) == "ana-3"
    assert player_id_for("???", ()) == "player"


def test_a_player_is_seated_at_one_table_of_the_event_only():
    event = demo_event().with_session(TableSession(CHIPS, Table("Table 2", 6)))
    chen = event.player_named("Chen Wei")
    with pytest.raises(SeatError, match="Chen Wei is already seated at Table 1, seat 3"):
        event.check_can_seat(chen, "Table 2")
    event.check_can_seat(chen, "Table 1")  # moving within his own table is fine
    assert event.seat_of("chen-wei") == ("Table 1", 3)


def test_the_roster_offers_players_not_seated_nor_eliminated():
    zed, yan = Player("zed", "Zed"), Player("yan", "Yan")
    event = Event("E", 1, "holdem", CHIPS, (Table("T1", 6),), players=(zed, yan, ANA))
    session = event.session("T1").seat_player(1, ANA).seat_player(2, BEN).next_hand().eliminate(2)
    event = event.with_session(session)
    assert event.available_players() == (yan, zed)
    assert event.eliminated_at("ben") == "T1"
    with pytest.raises(SeatError, match="Ben has been eliminated at T1"):
        event.check_can_seat(BEN, "T2")
    assert {p.player_id for p in event.known_players()} == {"zed", "yan", "ana", "ben"}


def test_tables_are_added_and_removed():
    event = demo_event().with_session(TableSession(CHIPS, Table("Table 2", 6)))
    assert [t.name for t in event.tables] == ["Table 1", "Table 2"]
    assert [t.name for t in event.without_table("Table 1").tables] == ["Table 2"]
    with pytest.raises(KeyError):
        event.without_table("Table 9")


def test_the_stored_form_keeps_everything_and_reads_old_records():
    session = demo_event().session("Table 1").next_hand().penalise(1, 2).bet(2, 100, 3)
    session = session.set_count(5, 100, 0).set_count(5, 25, 0).set_count(5, 500, 0).eliminate(5)
    event = demo_event().with_session(session)
    event = Event(
        event.name, event.number, event.game, event.chip_set, event.tables, (Player("zed", "Zed"),), event.hands
    )
    stored = json.loads(json.dumps(event_to_json(event)))
    assert event_from_json(stored) == event
    assert event_from_json(stored).session("Table 1") == session
    # A record from before hands were followed: no "players", no "hand".
    old = event_to_json(demo_event())
    del old["players"]
    assert "hand" not in old["tables"][0]
    assert event_from_json(old).session("Table 1").hand.blinds == (3, 5, 6)


# -- properties ------------------------------------------------------------------------

SEATS = st.integers(min_value=1, max_value=6)
VALUES = st.sampled_from((25, 100, 500, 1000, 5))  # 5 is not in the chip set: always refused
COUNTS = st.integers(min_value=-2, max_value=12)
MOVES = st.one_of(
    st.tuples(st.just("move_chips"), SEATS, SEATS, VALUES, COUNTS),
    st.tuples(st.just("bet"), SEATS, VALUES, COUNTS),
    st.tuples(st.just("award"), SEATS, VALUES, COUNTS),
    st.tuples(st.just("move_player"), SEATS, SEATS),
)


def random_table():
    counts = {1: {100: 10, 25: 4}, 2: {500: 3}, 3: {}, 5: {25: 8, 1000: 1}}
    players = {seat: (p, c) for (seat, c), p in zip(counts.items(), (ANA, BEN, CHEN, EVA), strict=True)}
    return session_with(6, players)


@settings(max_examples=150, deadline=None)
@given(st.lists(MOVES, max_size=40))
def test_chip_moves_conserve_every_chip_and_never_go_negative(moves):
    session = random_table()
    total = session.chips_on_table()
    for name, *arguments in moves:
        try:
            changed = getattr(session, name)(*arguments)
        except InvalidInput:
            continue  # refused: `session` is unchanged (it is immutable)
        assert changed.chips_on_table() == total
        stacks = [o.stack for o in changed.table.occupants.values()] + [changed.hand.pot]
        assert all(count > 0 for stack in stacks for _value, count in stack)
        pot_in = Stack()
        for contribution in changed.hand.contributions.values():
            pot_in = pot_in.plus(contribution)
        # Everything in the pot was put there this hand (awards only ever take out).
        assert all(pot_in.count(v) >= c for v, c in changed.hand.pot)
        session = changed


@settings(max_examples=60, deadline=None)
@given(st.lists(MOVES, max_size=25))
def test_the_stored_form_round_trips_any_session(moves):
    session = random_table().next_hand()
    for name, *arguments in moves:
        try:
            session = getattr(session, name)(*arguments)
        except InvalidInput:
            continue
    event = Event("E", 1, "holdem", CHIPS, ()).with_session(session)
    assert event_from_json(json.loads(json.dumps(event_to_json(event)))).session("T1") == session
