"""An event (core/event.py): its players and tables kept consistent (one seat per player in the event, none for the
eliminated), its level within its structure, and its JSON form read back as written."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import InvalidInput, SeatError
from floordesk.core.event import Event, event_from_json, event_to_json
from floordesk.core.structure import Level
from floordesk.core.table import Player, Table

CHIPS = standard_chip_set((25, 100, 500))
ANA, BEN, CY = Player("ana", "Ana"), Player("ben", "Ben"), Player("cy", "Cy")


def _event() -> Event:
    one = Table("T1", 9).with_player(1, ANA, Stack({100: 10})).with_player(4, BEN, Stack({25: 8}))
    return Event(
        "Main",
        12,
        "holdem",
        CHIPS,
        (one, Table("T2", 6)),
        players=(ANA, BEN, CY),
        levels=(Level(25, 50), Level(50, 100)),
    )


def test_a_player_is_found_at_his_seat_and_may_not_take_a_second_table() -> None:
    event = _event()
    assert event.seat_of("ben") == ("T1", 4)
    assert event.seat_of("cy") is None
    event.check_can_seat(BEN, "T1")  # moving within his own table is not a second seat
    with pytest.raises(SeatError, match=r"^player: Ben is already seated at T1, seat 4$"):
        event.check_can_seat(BEN, "T2")


def test_an_eliminated_player_is_not_available_and_may_not_be_seated_again() -> None:
    event = _event()
    session = event.session("T1")
    out = event.with_session(replace(session, table=session.table.with_stack(4, Stack())).eliminate(4))
    assert out.eliminated_at("ben") == "T1"
    assert [p.name for p in out.available_players()] == ["Cy"]
    assert {p.player_id for p in out.known_players()} == {"ana", "ben", "cy"}
    with pytest.raises(SeatError, match=r"^player: Ben has been eliminated at T1$"):
        out.check_can_seat(BEN, "T2")


def test_a_name_typed_again_finds_the_known_player_and_a_new_one_gets_a_fresh_id() -> None:
    event = _event()
    assert event.player_named("  ANA ") is ANA
    newcomer = event.player_named("Ana  Ribeiro")
    assert (newcomer.player_id, newcomer.name) == ("ana-ribeiro", "Ana Ribeiro")


def test_a_new_table_needs_a_name_of_its_own() -> None:
    event = _event()
    assert event.new_table_name("  T  3 ") == "T 3"
    with pytest.raises(SeatError, match=r"^name: the event already has a table called T2$"):
        event.new_table_name("T2 ")


def test_a_table_removed_takes_its_hand_with_it_and_an_unknown_one_is_refused() -> None:
    event = _event()
    played = event.with_session(event.session("T1").next_hand())
    assert "T1" in played.hands
    left = played.without_table("T1")
    assert left.table_names() == ("T2",)
    assert "T1" not in left.hands
    with pytest.raises(KeyError):
        left.without_table("T1")


def test_the_level_stays_within_the_structure() -> None:
    event = _event()
    assert event.with_level(1).current_level() == Level(50, 100)
    with pytest.raises(InvalidInput, match=r"^level: the structure has levels 1 to 2$"):
        event.with_level(2)
    with pytest.raises(InvalidInput, match=r"^level: the event has no structure of levels yet$"):
        Event("Side", 3, "holdem", CHIPS, ()).with_level(0)
    forced = event.with_level(1).forced_bets()
    assert forced is not None
    assert (forced.small_blind, forced.big_blind) == (50, 100)


def test_a_chip_set_without_a_denomination_on_the_table_is_refused() -> None:
    event = _event()
    with pytest.raises(InvalidInput, match="T1"):
        event.with_details("Main", "holdem", standard_chip_set((100, 500)), event.levels, event.rules)


def test_the_json_form_reads_back_as_the_event_written() -> None:
    event = _event()
    played = event.with_level(1).with_session(event.session("T1").next_hand())
    back = event_from_json(event_to_json(played))
    assert back == played
    assert event_to_json(back) == event_to_json(played)
