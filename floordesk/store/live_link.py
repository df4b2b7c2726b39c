"""Store: the event, tables and players on screen, registered in the incident log.

The window's event (`floordesk.core.event.Event`) and the log's records are
two forms of one tournament. The link between them is looked up in the log
each time, never kept in memory, so it is the same after a restart: an event
by its number, a table by its name within the event, a player by his
`player_id`, which is his registration in the event. Whatever is missing is
registered by the signed-in staff member (with the store's permissions), all
in one write; what is there already is left as it is.

What `sync` looks up is an event's `Footprint`: its number, its tables' names
and its players' ids. Two states of the event with the same footprint need the
same registrations, and the log never loses one, so once a footprint is
registered a caller may skip the lookups for it (the window does, at every change
of a chip count: with a 500-player event they were 7 ms of a change's time).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.table import Player, Table
from floordesk.i18n import noop, translate
from floordesk.store.incidents import Party, Where
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn
from floordesk.store.tournament import EventDraft, EventStatus


@dataclass(frozen=True)
class Footprint:
    """What `LiveLink.sync` looks an event up by: its number, its tables' names, its known players' ids."""

    number: int
    tables: frozenset[str]
    players: frozenset[str]

    @classmethod
    def of(cls, event: Event) -> Footprint:
        return cls(event.number, frozenset(event.table_names()), frozenset(p.player_id for p in event.known_players()))


class LiveLink:
    """Store: registers the event on screen in the log when missing, and names it by the log's ids."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store
        self._tournament = store.tournament

    def sync(self, event: Event, by: SignedIn) -> None:
        """Register the event, its tables and every known player that the log lacks, in one transaction."""
        self._register_missing(event, event.tables, event.known_players(), by)

    def where(self, event: Event, table: str | None, seats: Sequence[int], by: SignedIn) -> Where:
        """The log's ids of the event, the named table, and a party per seat (player None for an empty seat).

        What this ruling names is registered first when missing (the event, the table, the players in
        those seats), and only that: a supervisor, who may not set up tables, can still rule at a table
        the log has while another one on screen waits for a manager's `sync`.
        """
        on_screen = None
        if table is not None:
            try:
                on_screen = event.table(table)
            except KeyError:
                raise InvalidInput.at(
                    "table",
                    translate("store", "event #{number} has no table {table!r}").format(
                        number=event.number, table=table
                    ),
                ) from None
        occupants = {} if on_screen is None else on_screen.occupants
        seated = [occupants[seat].player for seat in seats if seat in occupants]
        self._register_missing(event, () if on_screen is None else (on_screen,), seated, by)
        event_uid = self._event_uid(event.number)
        assert event_uid is not None  # registered above
        if on_screen is None:
            return Where(event_uid, None, tuple(Party(seat=seat) for seat in seats))
        registered = self._tournament.player_registered
        parties = tuple(
            Party(seat, None if seat not in occupants else registered(event_uid, occupants[seat].player.player_id))
            for seat in seats
        )
        return Where(event_uid, self._tournament.table_named(event_uid, on_screen.name), parties)

    def _register_missing(self, event: Event, tables: Sequence[Table], players: Sequence[Player], by: SignedIn) -> None:
        """Register the event and these of its tables and players where the log lacks them, in one write."""
        event_uid = self._event_uid(event.number)
        if event_uid is not None and not self._missing(event_uid, tables, players):
            return  # the usual case: no write, no lock
        with self._store.journal.transaction(noop("store", "registering the event on screen")) as stamp:
            event_uid = self._event_uid(event.number)
            if event_uid is None:
                starts_on = stamp.local[:10]  # the local date: the day the event is first seen here
                draft = EventDraft.from_core(event, starts_on, EventStatus.RUNNING)
                event_uid = self._tournament.register_event(draft, by)
            for table in tables:
                if self._tournament.table_named(event_uid, table.name) is None:
                    self._tournament.register_table(event_uid, table.name, table.seats_max, by)
            for player in players:
                if self._tournament.player_registered(event_uid, player.player_id) is None:
                    self._tournament.register_player(event_uid, player.player_id, player.name, by)

    def _missing(self, event_uid: str, tables: Sequence[Table], players: Sequence[Player]) -> bool:
        return any(self._tournament.table_named(event_uid, t.name) is None for t in tables) or any(
            self._tournament.player_registered(event_uid, p.player_id) is None for p in players
        )

    def _event_uid(self, number: int) -> str | None:
        return self._tournament.event_numbered(number)
