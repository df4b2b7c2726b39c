"""Events, tables and players; rule 45: an event cancelled or altered by an authorised role, with a reason."""

from __future__ import annotations

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.store.errors import NotAllowedError
from floordesk.store.tournament import EventDraft, EventStatus

from .conftest import Floor, snapshot


def test_an_event_is_registered_from_the_core_event(floor: Floor) -> None:
    draft = EventDraft.from_core(demo_event(), "2009-05-27")
    uid = floor.store.tournament.register_event(draft, floor.manager)
    event = floor.store.tournament.event(uid)
    assert (event.number, event.name, event.game, event.starts_on, event.status) == (
        1,
        "Demo Event: No-Limit Hold'em",
        "holdem",
        "2009-05-27",
        EventStatus.RUNNING,
    )
    assert [d["value"] for d in event.chip_set] == [25, 100, 500, 1000, 5000]
    assert floor.store.tournament.events_numbered(1) == (uid,)


def test_event_fields_are_checked(floor: Floor) -> None:
    draft = EventDraft(0, "", "holdem", "2009-13-01", [], ends_on="2009-05-01", status="cancelled")
    with pytest.raises(InvalidInput) as caught:
        floor.store.tournament.register_event(draft, floor.td)
    assert [str(p) for p in caught.value.problems] == [
        "number: must be a whole number >= 1",
        "name: must not be empty",
        "starts_on: must be a date written YYYY-MM-DD",
        "chip_set: must have at least 1 item",
        "status: an event is cancelled with cancel_event (rule 45), not by its status",
    ]
    backwards = EventDraft(5, "E", "holdem", "2009-06-02", [{"value": 25}], ends_on="2009-06-01")
    with pytest.raises(InvalidInput, match=r"^ends_on: must not be before starts_on$"):
        floor.store.tournament.register_event(backwards, floor.td)
    with pytest.raises(InvalidInput, match=r"^chip_set\[0\].value: must be a whole number >= 1$"):
        floor.store.tournament.register_event(EventDraft(5, "E", "holdem", "2009-06-02", [{"value": 0}]), floor.td)


def test_a_supervisor_opens_tables_and_seats_players_but_does_not_set_up_events(floor: Floor) -> None:
    draft = EventDraft(14, "Stud", "stud", "2009-06-03", [{"value": 25}])
    with pytest.raises(NotAllowedError, match=r"may set up events$"):
        floor.store.tournament.register_event(draft, floor.supervisor)
    assert floor.store.tournament.register_table(floor.event, "Table 9", 9, floor.supervisor)
    assert floor.store.tournament.register_player(floor.event, "P-104", "Dee Dee", floor.supervisor)


def test_tables_and_players_are_checked(floor: Floor) -> None:
    tournament = floor.store.tournament
    with pytest.raises(InvalidInput, match=r"^seats_max: must be a whole number from 2 to 10$"):
        tournament.register_table(floor.event, "Table 9", 11, floor.td)
    with pytest.raises(InvalidInput, match=r"^name: this event already has a table named 'Table 7'$"):
        tournament.register_table(floor.event, "Table 7", 9, floor.td)
    with pytest.raises(InvalidInput, match=r"^registration: this event already has a player 'P-101'$"):
        tournament.register_player(floor.event, "P-101", "Someone Else", floor.td)
    assert tournament.table_named(floor.event, "Table 7") == floor.table
    assert tournament.player_registered(floor.event, "P-102") == floor.players[1]
    assert tournament.tables_named("table 7") == (floor.table,)
    assert tournament.players_named("ana ribeiro") == tournament.players_named("p-101") == (floor.players[0],)


def test_rule_45_cancelling_needs_an_authorised_role_and_a_reason(floor: Floor) -> None:
    tournament = floor.store.tournament
    before = snapshot(floor.connection)
    for someone in (floor.supervisor, floor.manager):
        with pytest.raises(
            NotAllowedError, match=r"only an Administrator or a Tournament Director may cancel or alter"
        ):
            tournament.cancel_event(floor.event, "Hurricane warning", someone)
    with pytest.raises(InvalidInput, match=r"^reason: must not be empty$"):
        tournament.cancel_event(floor.event, "", floor.td)
    assert snapshot(floor.connection) == before
    tournament.cancel_event(floor.event, "Hurricane warning: the casino is closed", floor.td)
    event = tournament.event(floor.event)
    assert event.status is EventStatus.CANCELLED
    (action,) = event.actions
    assert (action["action"], action["by"], action["reason"]) == (
        "cancel",
        "Tom Director",
        "Hurricane warning: the casino is closed",
    )
    assert action["when"].endswith("-07:00")
    with pytest.raises(NotAllowedError, match=r"was cancelled: it cannot be changed any more"):
        tournament.alter_event(floor.event, {"name": "Renamed"}, "too late", floor.admin)


def test_rule_45_an_alteration_is_logged_and_applied_in_order(floor: Floor) -> None:
    tournament = floor.store.tournament
    tournament.alter_event(floor.event, {"structure": {"level_minutes": 40}}, "Slow structure", floor.admin)
    tournament.alter_event(
        floor.event, {"structure": {"level_minutes": 60}, "ends_on": "2009-06-03"}, "Day 2 added", floor.td
    )
    event = tournament.event(floor.event)
    assert (event.structure, event.ends_on, event.name) == ({"level_minutes": 60}, "2009-06-03", "No-Limit Hold'em")
    assert [a["reason"] for a in event.actions] == ["Slow structure", "Day 2 added"]
    with pytest.raises(InvalidInput) as caught:
        tournament.alter_event(floor.event, {"number": 99, "status": "cancelled", "starts_on": "soon"}, "x", floor.td)
    assert [str(p) for p in caught.value.problems] == [
        "changes.number: cannot be altered (alterable: name, game, starts_on, ends_on, chip_set, status, structure)",
        "changes.status: an event is cancelled with cancel_event (rule 45), not by its status",
        "changes.starts_on: must be a date written YYYY-MM-DD",
    ]
    with pytest.raises(InvalidInput, match=r"^changes: must change at least one of"):
        tournament.alter_event(floor.event, {}, "nothing", floor.td)


def test_rule_45_an_alteration_may_clear_the_end_date_and_structure_only(floor: Floor) -> None:
    tournament = floor.store.tournament
    tournament.alter_event(floor.event, {"ends_on": "2009-06-03", "structure": {"levels": 30}}, "Day 2", floor.td)
    with pytest.raises(InvalidInput) as caught:
        tournament.alter_event(floor.event, {"name": None, "chip_set": [{"value": 0}], "game": ""}, "x", floor.td)
    assert [str(p) for p in caught.value.problems] == [
        "changes.name: must not be null",
        "changes.chip_set[0].value: must be a whole number >= 1",
        "changes.game: must not be empty",
    ]
    changes = {"ends_on": None, "structure": None, "chip_set": [{"value": 100}], "game": " omaha ", "status": "running"}
    tournament.alter_event(floor.event, changes, "One day after all", floor.td)
    event = tournament.event(floor.event)
    assert (event.ends_on, event.structure, event.game, event.status) == (None, None, "omaha", EventStatus.RUNNING)
    assert event.chip_set == [{"value": 100}]


def test_rule_45_an_alteration_keeps_the_end_date_on_or_after_the_start(floor: Floor) -> None:
    tournament = floor.store.tournament  # the event starts on 2009-06-01
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"^changes.ends_on: must not be before starts_on$"):
        tournament.alter_event(floor.event, {"ends_on": "2009-05-01"}, "typo", floor.td)
    assert snapshot(floor.connection) == before
    tournament.alter_event(floor.event, {"ends_on": "2009-06-03"}, "Day 2", floor.td)
    with pytest.raises(InvalidInput, match=r"^changes.starts_on: must not be after ends_on$"):
        tournament.alter_event(floor.event, {"starts_on": "2009-06-04"}, "late start", floor.td)
    tournament.alter_event(floor.event, {"starts_on": "2009-06-04", "ends_on": "2009-06-04"}, "moved", floor.td)
    assert (tournament.event(floor.event).starts_on, tournament.event(floor.event).ends_on) == ("2009-06-04",) * 2


def test_an_event_is_found_by_number_or_name_and_the_first_of_a_number_wins(floor: Floor) -> None:
    tournament = floor.store.tournament

    def register(number: int, name: str) -> str:
        return tournament.register_event(EventDraft(number, name, "holdem", "2009-06-01", [{"value": 25}]), floor.td)

    first, second, other = register(812, "Six-Max Hold'em"), register(812, "Razz"), register(807, "six-max hold'em")
    assert tournament.events_matching("#812") == tournament.events_matching(" 812 ") == (first, second)
    assert set(tournament.events_matching("SIX-MAX HOLD'EM")) == {first, other}
    assert tournament.events_matching("Stud Hi-Lo") == ()
    assert tournament.event_numbered(812) == first
    assert tournament.event_numbered(899) is None
    assert tournament.event_uids()[-3:] == (first, second, other)


def test_a_number_too_long_for_the_log_is_looked_up_as_a_name_not_a_crash(floor: Floor) -> None:
    """The log window's event filter and `log report --event` pass what was typed: 30 digits name no event."""
    assert floor.store.tournament.events_matching("#" + "9" * 30) == ()


def test_a_table_or_player_typed_by_name_is_found_in_every_event_or_in_one(floor: Floor) -> None:
    tournament = floor.store.tournament
    other = tournament.register_event(EventDraft(99, "Razz", "razz", "2009-06-01", [{"value": 25}]), floor.td)
    table = tournament.register_table(other, "Table 7", 9, floor.td)
    player = tournament.register_player(other, "P-101", "Ana Ribeiro", floor.td)
    assert tournament.tables_named(" TABLE 7 ") == (floor.table, table)  # first registered first
    assert tournament.tables_named("table 7", other) == (table,)
    assert tournament.tables_named("table 7", floor.event) == (floor.table,)
    assert set(tournament.players_named("ana ribeiro")) == {floor.players[0], player}
    assert tournament.players_named("p-101", other) == (player,)
    assert tournament.players_named("Ana Ribeiro", floor.event) == (floor.players[0],)
