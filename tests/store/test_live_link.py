"""The event on screen registered in the log: by number, table name and player id; idempotent; one write."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.table import Player, Table
from floordesk.store.errors import NotAllowedError
from floordesk.store.incidents import Party, Where
from floordesk.store.live_link import LiveLink
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn
from floordesk.store.tournament import Tournament

from .conftest import FAST_PINS, Floor, snapshot


def with_roster_player(event: Event) -> Event:
    """The demo event with a second, empty table and a player on the roster who is not seated."""
    return replace(event, tables=(*event.tables, Table("Table 2", 6)), players=(Player("zoe-park", "Zoe Park"),))


def registered(floor: Floor, event_uid: str) -> tuple[list[tuple[str, int]], list[tuple[str, str]]]:
    tables = floor.connection.execute(
        "SELECT name, seats_max FROM tables WHERE event_uid = ? ORDER BY name", (event_uid,)
    ).fetchall()
    players = floor.connection.execute(
        "SELECT registration, name FROM players WHERE event_uid = ? ORDER BY registration", (event_uid,)
    ).fetchall()
    return tables, players


def event_uids(floor: Floor, number: int) -> list[str]:
    return [row[0] for row in floor.connection.execute("SELECT uid FROM events WHERE number = ?", (number,))]


def test_sync_registers_the_event_its_tables_and_every_known_player(floor: Floor) -> None:
    event = with_roster_player(demo_event())
    LiveLink(floor.store).sync(event, floor.td)
    [event_uid] = event_uids(floor, 1)
    state = floor.store.tournament.event(event_uid)
    assert (state.name, state.game, state.status.value) == (event.name, "holdem", "running")
    assert [chip["value"] for chip in state.chip_set] == [25, 100, 500, 1000, 5000]
    assert state.starts_on == floor.clock.now.date().isoformat()
    tables, players = registered(floor, event_uid)
    assert tables == [("Table 1", 9), ("Table 2", 6)]
    assert players == sorted((p.player_id, p.name) for p in event.known_players())
    assert ("zoe-park", "Zoe Park") in players
    assert floor.store.verify().ok


def test_sync_is_idempotent_and_writes_nothing_when_the_log_has_everything(floor: Floor) -> None:
    event = demo_event()
    link = LiveLink(floor.store)
    link.sync(event, floor.td)
    before = snapshot(floor.connection)
    link.sync(event, floor.supervisor)  # a supervisor may not set up events: nothing is asked of him
    assert snapshot(floor.connection) == before


def test_what_appears_later_is_added_and_nothing_is_registered_twice(floor: Floor) -> None:
    event = demo_event()
    link = LiveLink(floor.store)
    link.sync(event, floor.td)
    later = with_roster_player(event)
    link.sync(later, floor.td)
    [event_uid] = event_uids(floor, 1)
    tables, players = registered(floor, event_uid)
    assert [name for name, _seats in tables] == ["Table 1", "Table 2"]
    assert len(players) == len(later.known_players()) == 9


def test_the_link_is_looked_up_in_the_log_so_it_survives_a_restart(floor: Floor, tmp_path: Path) -> None:
    event = demo_event()
    before = LiveLink(floor.store).where(event, "Table 1", [3], floor.td)
    floor.store.close()
    reopened = IncidentStore.open(floor.store.path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        after = LiveLink(reopened).where(event, "Table 1", [3], floor.td)
        assert after == before
        assert reopened.connection.execute("SELECT count(*) FROM events WHERE number = 1").fetchone()[0] == 1
    finally:
        reopened.close()
        floor.store = IncidentStore.open(floor.store.path, pin_hasher=FAST_PINS, backup_every=None)


def test_where_names_the_event_table_and_the_player_in_each_seat(floor: Floor) -> None:
    event = demo_event()
    where = LiveLink(floor.store).where(event, "Table 1", [3, 4], floor.td)
    [event_uid] = event_uids(floor, 1)
    assert isinstance(where, Where)
    assert where.event_uid == event_uid
    assert where.table_uid == floor.store.tournament.table_named(event_uid, "Table 1")
    chen = floor.store.tournament.player_registered(event_uid, "chen-wei")
    assert chen is not None
    assert where.parties == (Party(seat=3, player=chen), Party(seat=4, player=None))  # seat 4 is empty


def test_where_with_no_table_names_the_seats_only(floor: Floor) -> None:
    where = LiveLink(floor.store).where(demo_event(), None, [2], floor.td)
    assert (where.table_uid, where.parties) == (None, (Party(seat=2),))


def test_where_refuses_a_table_the_event_does_not_have_and_writes_nothing(floor: Floor) -> None:
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"^table: event #1 has no table 'Table 9'$"):
        LiveLink(floor.store).where(demo_event(), "Table 9", [1], floor.td)
    assert snapshot(floor.connection) == before


def test_a_signer_without_the_permission_registers_nothing(floor: Floor) -> None:
    before = snapshot(floor.connection)
    with pytest.raises(NotAllowedError, match=r"Sam Supervisor is a Supervisor: only .* may set up events"):
        LiveLink(floor.store).sync(demo_event(), floor.supervisor)
    assert snapshot(floor.connection) == before


def test_where_registers_only_what_the_ruling_names(floor: Floor) -> None:
    event = demo_event()
    link = LiveLink(floor.store)
    link.where(event, "Table 1", [], floor.td)  # the event and its table, no player yet
    [event_uid] = event_uids(floor, 1)
    assert registered(floor, event_uid) == ([("Table 1", 9)], [])
    later = with_roster_player(event)  # Table 2 and a new player appear on screen
    where = link.where(later, "Table 1", [3], floor.supervisor)
    assert registered(floor, event_uid) == ([("Table 1", 9)], [("chen-wei", "Chen Wei")])
    assert where.parties[0].player == floor.store.tournament.player_registered(event_uid, "chen-wei")
    link.sync(later, floor.supervisor)  # a supervisor opens tables at a running event
    assert ("Table 2", 6) in registered(floor, event_uid)[0]


def test_sync_is_one_transaction_a_late_failure_leaves_the_log_as_it_was(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = Tournament.register_player
    calls = []

    def fail_on_the_third(self: Tournament, event_uid: str, registration: str, name: str, by: SignedIn) -> str:
        calls.append(registration)
        if len(calls) == 3:
            raise NotAllowedError("simulated failure")
        return real(self, event_uid, registration, name, by)

    monkeypatch.setattr(Tournament, "register_player", fail_on_the_third)
    before = snapshot(floor.connection)
    with pytest.raises(NotAllowedError, match="simulated failure"):
        LiveLink(floor.store).sync(demo_event(), floor.td)
    assert snapshot(floor.connection) == before
    monkeypatch.undo()
    LiveLink(floor.store).sync(demo_event(), floor.td)  # and the next try registers it all
    assert floor.store.verify().ok


def test_the_event_of_a_number_is_the_first_registered(floor: Floor) -> None:
    event = replace(demo_event(), number=12)  # the floor fixture's event #12, "No-Limit Hold'em"
    where = LiveLink(floor.store).where(event, "Table 1", [1], floor.td)
    assert where.event_uid == floor.event
    assert event_uids(floor, 12) == [floor.event]
