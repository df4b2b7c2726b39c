"""Store: the event, tables and players on screen, registered in the incident log.

The window's event (`floordesk.core.event.Event`) and the log's records are
two forms of one tournament. The link between them is looked up in the log
each time, never kept in memory, so it is the same after a restart: an event
by its number, a table by its name within the event, a player by his
`player_id`, which is his registration in the event. Whatever is missing is
registered by the signed-in staff member (with the store's permissions), all
in one write; what is there already is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.store.incidents import Party
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn
from floordesk.store.tournament import EventDraft, EventStatus


@dataclass(frozen=True)
class Where:
    """Where a ruling happened, as the log's ids: the event, the table (if any) and the parties involved."""

    event_uid: str
    table_uid: str | None
    parties: tuple[Party, ...]


class LiveLink:
    """Store: registers the event on screen in the log when missing, and names it by the log's ids."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store
        self._tournament = store.tournament

    def sync(self, event: Event, by: SignedIn) -> None:
        """Register the event, its tables and every known player that the log lacks, in one transaction."""
        if not self._missing(event):
            return  # the usual case: no write, no lock
        with self._store.journal.transaction("registering the event on screen") as stamp:
            event_uid = self._event_uid(event.number)
            if event_uid is None:
                starts_on = stamp.local[:10]  # the local date: the day the event is first seen here
                draft = EventDraft.from_core(event, starts_on, EventStatus.RUNNING)
                event_uid = self._tournament.register_event(draft, by)
            for table in event.tables:
                if self._tournament.table_named(event_uid, table.name) is None:
                    self._tournament.register_table(event_uid, table.name, table.seats_max, by)
            for player in event.known_players():
                if self._tournament.player_registered(event_uid, player.player_id) is None:
                    self._tournament.register_player(event_uid, player.player_id, player.name, by)

    def where(self, event: Event, table: str | None, seats: Sequence[int], by: SignedIn) -> Where:
        """The log's ids of the event, the named table, and a party per seat (player None for an empty seat)."""
        on_screen = None
        if table is not None:
            try:
                on_screen = event.table(table)
            except KeyError:
                raise InvalidInput.at("table", f"event #{event.number} has no table {table!r}") from None
        self.sync(event, by)
        event_uid = self._event_uid(event.number)
        assert event_uid is not None  # sync registered it
        if on_screen is None:
            return Where(event_uid, None, tuple(Party(seat=seat) for seat in seats))
        parties = []
        for seat in seats:
            occupant = on_screen.occupants.get(seat)
            player_uid = (
                None if occupant is None else self._tournament.player_registered(event_uid, occupant.player.player_id)
            )
            parties.append(Party(seat=seat, player=player_uid))
        return Where(event_uid, self._tournament.table_named(event_uid, on_screen.name), tuple(parties))

    def _missing(self, event: Event) -> bool:
        event_uid = self._event_uid(event.number)
        if event_uid is None:
            return True
        return any(self._tournament.table_named(event_uid, t.name) is None for t in event.tables) or any(
            self._tournament.player_registered(event_uid, p.player_id) is None for p in event.known_players()
        )

    def _event_uid(self, number: int) -> str | None:
        """The event of that number first registered in the log (merged logs may hold it twice)."""
        row = self._store.connection.execute(
            "SELECT uid FROM events WHERE number = ? ORDER BY recorded_utc, uid LIMIT 1", (number,)
        ).fetchone()
        return None if row is None else str(row[0])
