from __future__ import annotations

import pytest

from floordesk.core.chips import Stack
from floordesk.core.demo import demo_event
from floordesk.core.errors import SeatError
from floordesk.core.event import event_from_json, event_to_json
from floordesk.core.table import Markers, Player, Table

ANA = Player("ana", "Ana")
BEN = Player("ben", "Ben")


@pytest.mark.parametrize("seats", [1, 11, 0, True, 9.5])
def test_tables_have_two_to_ten_seats(seats):
    with pytest.raises(SeatError, match="2 to 10 seats"):
        Table("T", seats)


def test_seating_and_occupancy():
    table = Table("T", 9).with_player(4, ANA, Stack({100: 5})).with_player(2, BEN)
    assert table.occupied_seats() == (2, 4)
    assert table.seat_of("ana") == 4
    assert table.occupant(4).stack.total() == 500
    assert table.occupant(5) is None
    assert table.without_player(4).occupied_seats() == (2,)


def test_two_players_in_one_seat_is_refused():
    table = Table("T", 9).with_player(4, ANA)
    with pytest.raises(SeatError, match="seat 4 is already taken by Ana"):
        table.with_player(4, BEN)


def test_a_player_cannot_sit_twice():
    with pytest.raises(SeatError, match="already seated in seat 4"):
        Table("T", 9).with_player(4, ANA).with_player(5, ANA)


@pytest.mark.parametrize("seat", [0, 10, -1])
def test_seats_outside_the_table_are_refused(seat):
    with pytest.raises(SeatError, match=r"outside this table \(1..9\)"):
        Table("T", 9).with_player(seat, ANA)


def test_markers_must_be_on_the_table():
    with pytest.raises(SeatError, match=r"markers\.big_blind_seat"):
        Table("T", 6, markers=Markers(1, 2, 7))


def test_clockwise_order_starts_after_the_seat_and_ends_with_it():
    assert Table("T", 6).clockwise_from(5) == (6, 1, 2, 3, 4, 5)


def test_player_needs_a_name():
    with pytest.raises(SeatError, match="needs a name"):
        Player("x", "  ")


def test_demo_event_survives_its_json_form():
    event = demo_event()
    assert event_from_json(event_to_json(event)) == event
    table = event.tables[0]
    assert table.seats_max == 9
    assert table.markers is not None
    assert {table.markers.button_seat, table.markers.small_blind_seat, table.markers.big_blind_seat} <= set(
        table.occupied_seats()
    )


def test_event_replaces_a_table_by_name():
    event = demo_event()
    changed = event.tables[0].without_player(1)
    assert event.with_table(changed).tables == (changed,)
    assert len(event.with_table(Table("Table 2", 6)).tables) == 2


def test_a_new_table_needs_a_name_the_event_does_not_have():
    event = demo_event()
    assert event.new_table_name("  Feature   table ") == "Feature table"
    with pytest.raises(SeatError, match="already has a table called Table 1"):
        event.new_table_name(" Table 1")
    with pytest.raises(SeatError, match="needs a name"):
        event.new_table_name("   ")


def test_the_event_keeps_its_rule_set_through_its_json_form():
    from dataclasses import replace

    from floordesk.core.ruleset import RuleSet

    event = replace(demo_event(), rules=RuleSet.tda_style())
    restored = event_from_json(event_to_json(event))
    assert restored.rules == RuleSet.tda_style()
    assert restored.rules != RuleSet.wsop_2009()


def test_an_event_saved_before_rule_sets_reads_as_wsop_2009():
    from floordesk.core.ruleset import RuleSet

    stored = event_to_json(demo_event())
    del stored["rules"]
    assert event_from_json(stored).rules == RuleSet.wsop_2009()
