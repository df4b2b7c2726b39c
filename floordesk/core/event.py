"""Core: a tournament event (its game, chip set, players and tables), and its JSON form.

The JSON form is what the store keeps; it is plain data so that a record
written today can be read by any later FloorDesk. Keys added since the first
version ("players", each table's "hand", the event's "rules", "levels" and "level") are
optional when reading, so older records still load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from floordesk.core.chips import ChipSet, Denomination, Stack
from floordesk.core.errors import InvalidInput, SeatError
from floordesk.core.ruleset import RuleSet
from floordesk.core.structure import STUD_GAMES, ForcedBets, Level, check_game, check_levels
from floordesk.core.table import Markers, Player, SeatedPlayer, SeatStatus, Table, player_id_for, tidy_name
from floordesk.core.table_session import Dealing, HandState, TableSession
from floordesk.i18n import translate


@dataclass(frozen=True)
class Event:
    """An event. `players` is its roster (players registered but perhaps not seated yet);
    `hands` holds each table's hand in play by table name (a table without one has its
    `HandState.assumed_for` it)."""

    name: str
    number: int
    game: str
    chip_set: ChipSet
    tables: tuple[Table, ...]
    players: tuple[Player, ...] = ()
    hands: Mapping[str, HandState] = field(default_factory=dict)
    rules: RuleSet = field(default_factory=RuleSet.wsop_2009)
    """The rule set every ruling at this event uses (rules-spec section 12)."""
    levels: tuple[Level, ...] = ()
    """The structure; `level` is the index of the level being played."""
    level: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", MappingProxyType(dict(self.hands)))
        if self.levels and not 0 <= self.level < len(self.levels):
            raise InvalidInput.at(
                "level",
                translate("core", "the structure has levels 1 to {count}, not {value}").format(
                    count=len(self.levels), value=self.level + 1
                ),
            )

    # -- the event itself -----------------------------------------------------
    def with_details(self, name: str, game: str, chip_set: ChipSet, levels: tuple[Level, ...], rules: RuleSet) -> Event:
        """The event as the Event dialog sets it; refuses a bad name, game or structure, or a chip set
        that no longer has a denomination some stack or pot holds."""
        check_levels(levels)
        event = replace(
            self,
            name=tidy_name(name, "event"),
            game=check_game(game),
            chip_set=chip_set,
            levels=levels,
            level=min(self.level, max(len(levels) - 1, 0)),
            rules=rules,
        )
        for table_name in self.table_names():
            session = event.session(table_name)
            session.chips_on_table().check_in_play(chip_set, f"{table_name}")
        return event

    def current_level(self) -> Level | None:
        return self.levels[self.level] if self.levels else None

    @property
    def is_stud(self) -> bool:
        """A stud game (stud, stud hi-lo, razz): antes and a bring-in, no button or blinds."""
        return self.game in STUD_GAMES

    def forced_bets(self) -> ForcedBets | None:
        """The level being played's blinds, ante and bring-in (None without a structure): what a player on
        penalty posts (rule 52)."""
        level = self.current_level()
        if level is None:
            return None
        return ForcedBets(level.small_blind, level.big_blind, level.ante, level.bring_in)

    def with_level(self, index: int) -> Event:
        """The level being played moved to `index` (0 is level 1); refused beyond the structure."""
        if not self.levels:
            raise InvalidInput.at("level", translate("core", "the event has no structure of levels yet"))
        if not 0 <= index < len(self.levels):
            raise InvalidInput.at(
                "level", translate("core", "the structure has levels 1 to {count}").format(count=len(self.levels))
            )
        return replace(self, level=index)

    def table_names(self) -> tuple[str, ...]:
        return tuple(table.name for table in self.tables)

    def table(self, name: str) -> Table:
        for table in self.tables:
            if table.name == name:
                return table
        raise KeyError(name)

    # -- tables in play -----------------------------------------------------
    def session(self, name: str) -> TableSession:
        """The named table in play, with the event's chip set and the table's hand."""
        table = self.table(name)
        hand = self.hands.get(name) or HandState.assumed_for(table)
        return TableSession(self.chip_set, table, hand, Dealing(self.forced_bets(), self.is_stud))

    def with_session(self, session: TableSession) -> Event:
        """The event with this table in play (replaced, or added after the others)."""
        return replace(self.with_table(session.table), hands={**self.hands, session.name: session.hand})

    def without_table(self, name: str) -> Event:
        self.table(name)  # KeyError for a table the event does not have
        return replace(
            self,
            tables=tuple(t for t in self.tables if t.name != name),
            hands={n: h for n, h in self.hands.items() if n != name},
        )

    # -- players -----------------------------------------------------------
    def seat_of(self, player_id: str) -> tuple[str, int] | None:
        """Where a player is seated in this event: (table name, seat)."""
        for table in self.tables:
            seat = table.seat_of(player_id)
            if seat is not None:
                return table.name, seat
        return None

    def eliminated_at(self, player_id: str) -> str | None:
        """The table at which a player was eliminated, if he was."""
        for name, hand in self.hands.items():
            if any(e.player.player_id == player_id for e in hand.eliminated):
                return name
        return None

    def known_players(self) -> tuple[Player, ...]:
        """The roster, every player seated and every player eliminated, each once."""
        found = {p.player_id: p for p in self.players}
        for table in self.tables:
            found.update((o.player.player_id, o.player) for o in table.occupants.values())
        for hand in self.hands.values():
            found.update((e.player.player_id, e.player) for e in hand.eliminated)
        return tuple(found.values())

    def available_players(self) -> tuple[Player, ...]:
        """Players on the roster who could take a seat now: neither seated nor eliminated, by name."""
        taken = {o.player.player_id for table in self.tables for o in table.occupants.values()}
        taken.update(e.player.player_id for hand in self.hands.values() for e in hand.eliminated)
        return tuple(sorted((p for p in self.players if p.player_id not in taken), key=lambda p: p.name.casefold()))

    def player_named(self, name: str) -> Player:
        """The known player of that name (ignoring case and spacing), or a new player with a fresh id."""
        wanted = tidy_name(name, "player")
        known = self.known_players()
        for player in known:
            if player.name.casefold() == wanted.casefold():
                return player
        return Player(player_id_for(wanted, (p.player_id for p in known)), wanted)

    def check_can_seat(self, player: Player, table_name: str) -> None:
        """Refuse a player already seated at another table of the event, or eliminated from it."""
        where = self.seat_of(player.player_id)
        if where is not None and where[0] != table_name:
            raise SeatError.at(
                "player",
                translate("core", "{name} is already seated at {where}, seat {where2}").format(
                    name=player.name, where=where[0], where2=where[1]
                ),
            )
        eliminated_at = self.eliminated_at(player.player_id)
        if eliminated_at is not None:
            raise SeatError.at(
                "player",
                translate("core", "{name} has been eliminated at {eliminated_at}").format(
                    name=player.name, eliminated_at=eliminated_at
                ),
            )

    def new_table_name(self, name: str) -> str:
        """A new table's name with its spacing tidied; refuses an empty name or one the event already has."""
        tidy = tidy_name(name, "table")
        if any(table.name == tidy for table in self.tables):
            raise SeatError.at(
                "name", translate("core", "the event already has a table called {tidy}").format(tidy=tidy)
            )
        return tidy

    def with_table(self, table: Table) -> Event:
        """Replace the table of the same name (or add it)."""
        others = tuple(t for t in self.tables if t.name != table.name)
        if len(others) == len(self.tables):
            return replace(self, tables=(*self.tables, table))
        return replace(self, tables=tuple(table if t.name == table.name else t for t in self.tables))


def event_to_json(event: Event) -> dict[str, Any]:
    return {
        **event_details_json(event),
        "tables": [table_entry_json(t, event.hands.get(t.name)) for t in event.tables],
    }


def event_details_json(event: Event) -> dict[str, Any]:
    """The event's JSON form but its "tables": what a store that keeps each table's form apart adds them to."""
    return {
        "name": event.name,
        "number": event.number,
        "game": event.game,
        "chip_set": [
            {"value": d.value, "colour_name": d.colour_name, "colour_hex": d.colour_hex, "in_play": d.in_play}
            for d in event.chip_set.denominations
        ],
        "players": [{"player_id": p.player_id, "name": p.name} for p in event.players],
        "rules": event.rules.to_json(),
        "levels": [level.to_json() for level in event.levels],
        "level": event.level,
    }


def table_entry_json(table: Table, hand: HandState | None) -> dict[str, Any]:
    """One entry of the event's "tables": the table, and its hand in play when the event holds one."""
    return {**_table_to_json(table), **({} if hand is None else {"hand": hand.to_json()})}


def _table_to_json(table: Table) -> dict[str, Any]:
    markers = table.markers
    return {
        "name": table.name,
        "seats_max": table.seats_max,
        "occupants": [
            {
                "seat": seat,
                "player_id": o.player.player_id,
                "name": o.player.name,
                "stack": o.stack.to_json(),
                "status": o.status.value,
            }
            for seat, o in table.occupants.items()
        ],
        "markers": None
        if markers is None
        else {
            "button_seat": markers.button_seat,
            "sb_seat": markers.small_blind_seat,
            "bb_seat": markers.big_blind_seat,
        },
    }


def event_from_json(data: dict[str, Any]) -> Event:
    """Rebuild an event from its stored form; raises InvalidInput subclasses or KeyError."""
    chip_set = ChipSet(tuple(Denomination(**d) for d in data["chip_set"]))
    return Event(
        name=data["name"],
        number=int(data["number"]),
        game=data["game"],
        chip_set=chip_set,
        tables=tuple(_table_from_json(t) for t in data["tables"]),
        players=tuple(Player(p["player_id"], p["name"]) for p in data.get("players", [])),
        hands={t["name"]: HandState.from_json(t["hand"]) for t in data["tables"] if t.get("hand") is not None},
        rules=RuleSet.from_json(data["rules"]) if "rules" in data else RuleSet.wsop_2009(),
        levels=tuple(Level.from_json(level) for level in data.get("levels", [])),
        level=int(data.get("level", 0)),
    )


def _table_from_json(data: dict[str, Any]) -> Table:
    occupants = {
        int(o["seat"]): SeatedPlayer(
            Player(o["player_id"], o["name"]), Stack.parse(o["stack"], "stack"), SeatStatus(o["status"])
        )
        for o in data["occupants"]
    }
    m = data.get("markers")
    markers = None if m is None else Markers(m["button_seat"], m["sb_seat"], m["bb_seat"])
    return Table(data["name"], int(data["seats_max"]), occupants, markers)
