"""The operations layer: each change checked by the core, pushed as one named undo step, or refused with its reason;
what the panel says of the markers, the next hand and the pot; the plain Next hand follows the event's new-player flag
(rule 50), as the button wizard deals it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind, RuleSet
from floordesk.core.table import Markers, Player, Table
from floordesk.core.table_session import ChipPlace, Marker
from floordesk.gui.table_view.operations import describe_markers, describe_next_hand, describe_pot, literal
from floordesk.gui.table_view.payload import ChipPayload, SeatOrigin
from tests.gui.table_view.table_helpers import CHIPS, TABLE, Bench, bench, chips_from

ANA, BEN, CHEN, DIA, EVA = (Player(name.lower(), name) for name in ("Ana", "Ben", "Chen", "Dia", "Eva"))


def event(rule: NewPlayerOnButtonOrSmallBlind) -> Event:
    """Seats 1, 2, 4 and 5 taken on a six-seat table, under the new-player flag given."""
    table = Table(TABLE, 6)
    for seat, player in ((1, ANA), (2, BEN), (4, DIA), (5, EVA)):
        table = table.with_player(seat, player, Stack({100: 10}))
    rules = replace(RuleSet.wsop_2009(), new_player_on_button_or_sb=rule)
    return Event("Event 7", 7, "holdem", CHIPS, (table,), players=(CHEN,), rules=rules)


@pytest.mark.parametrize(
    ("rule", "expected", "said"),
    [
        (NewPlayerOnButtonOrSmallBlind.DEAL_IN, (2, 4, 5), "Next hand: button: seat 2, small blind: seat 4, big blind"),
        (NewPlayerOnButtonOrSmallBlind.WAIT, (2, 4, 5), "Next hand: button: seat 2, no small blind, big blind"),
    ],
)
def test_next_hand_deals_a_new_player_on_the_small_blind_as_the_event_says(rule, expected, said):
    desk = bench(event(rule))
    ops = desk.operations
    assert ops.next_hand(TABLE, first_button=1)
    assert desk.session().hand.blinds == (1, 2, 4)
    # Dia, the big blind, is knocked out and Chen sits down in her seat: the next hand puts him on the small blind.
    assert ops.set_count(TABLE, 4, 100, 0)
    assert ops.eliminate(TABLE, 4)
    assert ops.seat_player(TABLE, 4, "Chen")
    assert ops.set_count(TABLE, 4, 100, 10)
    assert ops.describe_next_hand(desk.session()).startswith(said)
    assert ops.next_hand(TABLE)
    session = desk.session()
    assert session.hand.blinds == expected
    assert session.is_waiting(4) is (rule is NewPlayerOnButtonOrSmallBlind.WAIT)
    markers = session.table.markers
    assert markers is not None
    assert markers.small_blind_seat == (None if rule is NewPlayerOnButtonOrSmallBlind.WAIT else 4)


def test_the_preview_of_the_next_hand_says_the_button_will_be_dead_as_the_hand_then_dealt_says():
    # The small blind knocked out: the next button is his empty seat. The preview said only "button: seat 2".
    desk = bench(event(NewPlayerOnButtonOrSmallBlind.DEAL_IN))
    ops = desk.operations
    assert ops.next_hand(TABLE, first_button=1)
    assert ops.set_count(TABLE, 2, 100, 0)
    assert ops.eliminate(TABLE, 2)
    preview = ops.describe_next_hand(desk.session())
    assert preview == "Next hand: button: seat 2 (dead button), small blind: seat 4, big blind: seat 5."
    assert ops.next_hand(TABLE)
    dealt = desk.messages[-1]
    assert dealt == f"{TABLE}, hand 2: Button: seat 2 (dead button), small blind: seat 4, big blind: seat 5."


@pytest.fixture
def b(qapp) -> Bench:
    return bench()


def test_an_accepted_change_is_one_named_undo_step_and_said(b):
    assert b.operations.set_absent(TABLE, 2, True)
    assert (b.stack.count(), b.stack.undoText()) == (1, "Mark Ben (seat 2) absent")
    assert b.messages == ["Mark Ben (seat 2) absent"]
    assert b.operations.last_refusal == ""
    b.stack.undo()
    assert b.session() == bench().session()


def test_a_refused_change_changes_nothing_and_says_why_until_one_is_accepted(b):
    before = b.session()
    assert not b.operations.move_player(TABLE, 1, 2)
    assert b.session() == before
    assert b.stack.count() == 0
    assert b.operations.last_refusal
    assert b.messages == [f"Refused: {b.operations.last_refusal}"]
    assert b.operations.set_absent(TABLE, 1, True)
    assert b.operations.last_refusal == ""


def test_a_closed_event_refuses_every_change_with_its_reason(b):
    b.operations.closed = "Event 7 was cancelled."
    refused = (
        b.operations.set_absent(TABLE, 1, True),
        b.operations.add_table("Table 6", 9),
        b.operations.rename_table(TABLE, "Table 9"),
    )
    assert refused == (False, False, False)
    assert b.stack.count() == 0
    assert b.messages == ["Refused: Event 7 was cancelled."] * 3


def test_tables_are_added_renamed_and_removed_as_undo_steps(b):
    assert b.operations.add_table("Table  6", 6)
    assert b.operations.rename_table("Table 6", "Table   8")
    assert b.model.table_names() == (TABLE, "Table 8")
    assert b.operations.remove_table("Table 8")
    assert not b.operations.remove_table(TABLE)  # players still seated
    assert [b.stack.text(i) for i in range(b.stack.count())] == [
        "Add Table 6 (6 seats)",
        "Rename Table 6 to Table 8",
        "Remove Table 8",
    ]


@pytest.mark.parametrize(
    ("source", "seat_from", "target", "seat_to", "said"),
    [
        (ChipPlace.RACK, None, ChipPlace.SEAT, 2, "Add 3 × T100 to Ben (seat 2)"),
        (ChipPlace.SEAT, 2, ChipPlace.POT, None, "Ben (seat 2) puts 3 × T100 in the pot"),
        (ChipPlace.SEAT, 2, ChipPlace.RACK, None, "Take 3 × T100 from Ben (seat 2) back to the rack"),
        (ChipPlace.SEAT, 2, ChipPlace.SEAT, 3, "Move 3 × T100 from Ben (seat 2) to Chen (seat 3)"),
    ],
)
def test_dropped_chips_are_moved_by_the_core_and_named_by_where_they_went(b, source, seat_from, target, seat_to, said):
    b.operations.next_hand(TABLE, first_button=4)
    assert b.operations.drop_chips(chips_from(b.model, TABLE, source, seat_from, 100, 3), TABLE, target, seat_to)
    assert b.stack.undoText() == said
    assert b.session().chips_on_table().total() - bench().session().chips_on_table().total() == (
        300 if source is ChipPlace.RACK else -300 if target is ChipPlace.RACK else 0
    )


def test_chips_from_the_pot_are_given_to_a_seat(b):
    b.operations.next_hand(TABLE, first_button=4)
    b.operations.drop_chips(chips_from(b.model, TABLE, ChipPlace.SEAT, 2, 100, 3), TABLE, ChipPlace.POT, None)
    assert b.operations.drop_chips(chips_from(b.model, TABLE, ChipPlace.POT, None, 100, 3), TABLE, ChipPlace.SEAT, 5)
    assert b.stack.undoText() == "Give 3 × T100 from the pot to Eva (seat 5)"
    assert b.session().occupant(5).stack == Stack({100: 13, 25: 4})


def test_chips_put_back_where_they_were_or_from_another_table_make_no_change(b):
    put_back = chips_from(b.model, TABLE, ChipPlace.SEAT, 2, 100, 3)
    assert not b.operations.drop_chips(put_back, TABLE, ChipPlace.SEAT, 2)
    assert b.messages == []
    from_table_6 = ChipPayload(SeatOrigin(b.model.run_uid, "Table 6", 2, "ben"), ChipPlace.SEAT, 100, 3)
    assert not b.operations.drop_chips(from_table_6, TABLE, ChipPlace.SEAT, 3)
    assert b.messages == ["Refused: Chips from Table 6 cannot be dropped on Table 5."]
    assert b.stack.count() == 0


def test_a_penalty_names_its_hands_in_the_singular_and_plural(b):
    assert b.operations.penalise(TABLE, 1, 1)
    assert b.stack.undoText() == "Penalty for Ana (seat 1): 1 hand to miss"
    assert b.operations.penalise(TABLE, 2, 3)
    assert b.stack.undoText() == "Penalty for Ben (seat 2): 3 hands to miss"


def test_a_marker_moved_by_hand_is_an_undo_step(b):
    b.operations.next_hand(TABLE, first_button=1)
    assert b.operations.move_marker(TABLE, Marker.BUTTON, 4)
    assert b.stack.undoText() == "Move the button to seat 4"
    assert b.session().table.markers.button_seat == 4


def test_the_markers_are_said_with_a_dead_button_and_a_missing_small_blind(b):
    session = b.session()
    assert describe_markers(session) == "No button yet: deal the first hand."
    placed = session.table.with_markers(Markers(button_seat=3, small_blind_seat=None, big_blind_seat=5))
    assert describe_markers(replace(session, table=placed)) == ("Button: seat 3, no small blind, big blind: seat 5.")
    assert describe_markers(session.next_hand(first_button=2)) == (
        "Button: seat 2, small blind: seat 3, big blind: seat 4."
    )


def test_the_first_hand_is_said_to_go_to_the_first_seat_taken_and_an_empty_table_to_seat_players(b):
    assert describe_next_hand(b.session()).startswith("First hand: the button goes to seat 1 (Ana), the first")
    empty = bench(Event("Event 7", 7, "holdem", CHIPS, (Table(TABLE, 6),))).session()
    assert describe_next_hand(empty) == "Nobody is seated: seat the players, then deal the first hand."


def test_the_pot_says_what_was_put_in_and_given_out_once_chips_leave_it(b):
    session = b.session().next_hand().bet(1, 100, 4).bet(2, 100, 4)
    assert describe_pot(b.session()) == "Pot: empty"
    assert describe_pot(session) == "Pot: 800"
    assert describe_pot(session.hold_pot("Tom Director", "dispute", "21:04")) == "Pot: 800, held"
    assert describe_pot(session.award(2, 100, 3)) == "Pot: 500 (800 put in, 300 given out)"
    assert describe_pot(session.award(2, 100, 8)) == "Pot: 0 (800 put in, 800 given out)"


def test_an_ampersand_in_a_name_is_shown_not_read_as_a_shortcut():
    assert literal("R&D Table") == "R&&D Table"
    assert literal("Table 5") == "Table 5"
