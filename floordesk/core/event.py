"""Core: a tournament event (its game, chip set and tables), and its JSON form.

The JSON form is what the store keeps; it is plain data so that a record
written today can be read by any later FloorDesk.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from floordesk.core.chips import ChipSet, Denomination, Stack
from floordesk.core.table import Markers, Player, SeatedPlayer, SeatStatus, Table


@dataclass(frozen=True)
class Event:
    name: str
    number: int
    game: str
    chip_set: ChipSet
    tables: tuple[Table, ...]

    def table(self, name: str) -> Table:
        for table in self.tables:
            if table.name == name:
                return table
        raise KeyError(name)

    def with_table(self, table: Table) -> Event:
        """Replace the table of the same name (or add it)."""
        others = tuple(t for t in self.tables if t.name != table.name)
        if len(others) == len(self.tables):
            return replace(self, tables=(*self.tables, table))
        return replace(self, tables=tuple(table if t.name == table.name else t for t in self.tables))


def event_to_json(event: Event) -> dict[str, Any]:
    return {
        "name": event.name,
        "number": event.number,
        "game": event.game,
        "chip_set": [
            {"value": d.value, "colour_name": d.colour_name, "colour_hex": d.colour_hex, "in_play": d.in_play}
            for d in event.chip_set.denominations
        ],
        "tables": [_table_to_json(t) for t in event.tables],
    }


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
