"""Managing an event's tables (core/table_moves.py) and its structure (core/structure.py), without Qt."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import InvalidInput, SeatError
from floordesk.core.event import Event, event_from_json, event_to_json
from floordesk.core.rules.hand_eval import Game
from floordesk.core.ruleset import RuleSet
from floordesk.core.structure import GAMES, Level
from floordesk.core.table import Player, SeatStatus, Table
from floordesk.core.table_moves import TableMove, break_plan, break_table, move_player, remove_table, rename_table
from floordesk.core.table_session import HandError, TableSession

CHIPS = standard_chip_set((25, 100, 500, 1000))


def table_of(name, seats_max, players):
    table = Table(name, seats_max)
    for seat, pid, counts in players:
        table = table.with_player(seat, Player(pid, pid.title()), Stack(counts))
    return table


def two_tables():
    t1 = table_of("T1", 6, [(1, "ana", {100: 10}), (3, "ben", {500: 2, 25: 3}), (5, "cy", {1000: 1})])
    t2 = table_of("T2", 6, [(2, "dia", {100: 4}), (4, "eva", {100: 8})])
    return Event("E", 1, "holdem", CHIPS, (t1, t2))


def all_chips(event):
    total = Stack()
    for name in event.table_names():
        total = total.plus(event.session(name).chips_on_table())
    return total


def test_a_moved_player_keeps_his_chips_his_penalty_and_his_id():
    event = two_tables()
    session = event.session("T1").next_hand().penalise(3, 3)
    event = event.with_session(session)
    moved = move_player(event, TableMove("T1", 3, "T2", 6))
    occupant = moved.session("T2").occupant(6)
    assert occupant.player == Player("ben", "Ben")
    assert occupant.stack == Stack({500: 2, 25: 3})
    assert occupant.status is SeatStatus.ON_PENALTY
    assert moved.session("T2").hand.penalty_hands == {"ben": 3}
    assert moved.session("T1").occupant(3) is None
    assert "ben" not in moved.session("T1").hand.penalty_hands
    assert all_chips(moved) == all_chips(event)


def test_moves_that_cannot_be_made_are_refused_with_the_reason():
    event = two_tables()
    with pytest.raises(SeatError, match="taken by Dia"):
        move_player(event, TableMove("T1", 1, "T2", 2))
    with pytest.raises(SeatError, match="seat 2 of T1 is empty"):
        move_player(event, TableMove("T1", 2, "T2", 1))
    with pytest.raises(SeatError, match="already at that table"):
        move_player(event, TableMove("T1", 1, "T1", 2))
    in_hand = event.with_session(event.session("T1").next_hand().bet(1, 100, 2))
    with pytest.raises(HandError, match="Ana has chips in the pot this hand"):
        move_player(in_hand, TableMove("T1", 1, "T2", 1))


def test_a_table_is_renamed_in_place_and_only_an_empty_one_removed():
    event = two_tables()
    renamed = rename_table(event, "T1", "  Feature   table ")
    assert renamed.table_names() == ("Feature table", "T2")
    assert renamed.session("Feature table").table.occupants == event.session("T1").table.occupants
    with pytest.raises(SeatError, match="already has a table called T2"):
        rename_table(event, "T1", "T2")
    with pytest.raises(SeatError, match="T1 still has 3 players"):
        remove_table(event, "T1")
    empty = event.with_session(TableSession(CHIPS, Table("T3", 9)))
    assert remove_table(empty, "T3").table_names() == ("T1", "T2")


def test_breaking_a_table_fills_the_emptiest_tables_first():
    event = two_tables().with_session(TableSession(CHIPS, table_of("T3", 6, [(1, "fay", {100: 1})])))
    plan = break_plan(event, "T1")
    assert plan == (
        TableMove("T1", 1, "T3", 2),
        TableMove("T1", 3, "T2", 1),
        TableMove("T1", 5, "T3", 3),
    )
    broken = break_table(event, "T1")
    assert broken.table_names() == ("T2", "T3")


def test_a_table_is_not_broken_into_seats_that_are_not_there():
    full = table_of("T2", 2, [(1, "dia", {100: 4}), (2, "eva", {100: 8})])
    event = Event("E", 1, "holdem", CHIPS, (two_tables().tables[0], full))
    with pytest.raises(SeatError, match="T1 has 3 players and the other tables 0 open seats"):
        break_plan(event, "T1")


stacks = st.dictionaries(st.sampled_from((25, 100, 500, 1000)), st.integers(0, 10**6), max_size=4)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.lists(stacks, min_size=0, max_size=5), min_size=2, max_size=4),
    st.data(),
)
def test_breaking_any_table_conserves_every_chip_and_every_player(tables, data):
    event = Event(
        "E",
        1,
        "holdem",
        CHIPS,
        tuple(
            table_of(f"T{t}", 9, [(seat, f"p{t}-{seat}", counts) for seat, counts in enumerate(players, 1)])
            for t, players in enumerate(tables, 1)
        ),
    )
    name = data.draw(st.sampled_from(event.table_names()))
    try:
        broken = break_table(event, name)
    except SeatError:
        return  # not enough open seats: refused, nothing changed
    assert all_chips(broken) == all_chips(event)
    before = sorted(p.player_id for t in event.tables for p in (o.player for o in t.occupants.values()))
    after = sorted(p.player_id for t in broken.tables for p in (o.player for o in t.occupants.values()))
    assert before == after
    assert name not in broken.table_names()


# -- the event ------------------------------------------------------------------------------------


def test_the_games_are_those_the_rules_settle():
    assert set(GAMES) == {game.value for game in Game}


def test_an_event_is_renamed_given_a_structure_and_a_rule_set_and_kept_in_its_json_form():
    event = two_tables()
    levels = (Level(25, 50, minutes=40), Level(50, 100, ante=10, minutes=40), Level(100, 200, ante=25, bring_in=50))
    changed = event.with_details("  Main   Event ", "stud", CHIPS, levels, RuleSet.tda_style()).with_level(1)
    assert (changed.name, changed.game, changed.current_level()) == ("Main Event", "stud", levels[1])
    assert event_from_json(event_to_json(changed)) == changed
    old = event_to_json(event)
    del old["levels"], old["level"]
    assert event_from_json(old).levels == ()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda e: e.with_details("", "holdem", CHIPS, (), RuleSet()), "an event needs a name"),
        (lambda e: e.with_details("E", "poker", CHIPS, (), RuleSet()), "game: must be one of"),
        (lambda e: e.with_details("E", "holdem", standard_chip_set((25, 100)), (), RuleSet()), "T500"),
        (lambda e: e.with_details("E", "holdem", CHIPS, (Level(50, 100), Level(25, 50)), RuleSet()), "goes down"),
        (lambda e: e.with_level(0), "no structure"),
        (lambda _e: Level(100, 50), "not larger than the big blind"),
        (lambda _e: Level(-5, 50), "small_blind: must be a whole number from 0"),
        (lambda _e: Level(25, 50, minutes=0), "a level lasts 1 to"),
    ],
)
def test_a_bad_event_or_structure_is_refused_with_the_reason(change, message):
    with pytest.raises(InvalidInput, match=message):
        change(two_tables())
