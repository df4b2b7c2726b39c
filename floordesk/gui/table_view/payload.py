"""GUI: what a drag carries. Private MIME types holding ids as JSON, never Python objects.

Every drag carries where it was picked up ({event, table, seat, player}, `DragOrigin`): the event as the window
dragging runs it (`EventModel.run_uid`), so that a drop from another FloorDesk is told from one of this event's
tables of the same name, the table, and for a seat the seat and the id of the player seated there, so that a
drop after that seat has changed is told too. `application/x-floordesk-chips` adds {source, denomination, count}:
chips taken from the rack, from a seat's stack or from the pot. `application/x-floordesk-player` carries the
origin alone: the player seated there, being moved to another seat. A payload that does not parse is treated as
no payload at all (a drop from another program, or an earlier FloorDesk's).

How many chips one drag takes: the amount chosen in the rack panel (1, 5, 20
or 100), or with a modifier held when the drag starts: Shift 5, Ctrl 20,
Ctrl+Shift 100 (a touch screen has no modifiers; the panel's choice serves it).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, Qt

from floordesk.core.table_session import ChipPlace, ChipSpot

CHIPS_MIME = "application/x-floordesk-chips"
PLAYER_MIME = "application/x-floordesk-player"
DRAG_AMOUNTS = (1, 5, 20, 100)

_MODIFIER_AMOUNTS = {
    Qt.KeyboardModifier.ShiftModifier: 5,
    Qt.KeyboardModifier.ControlModifier: 20,
    Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier: 100,
}


class DragAmount:
    """GUI: how many chips a drag takes unless a modifier says otherwise; the rack panel sets it."""

    def __init__(self, value: int = 1) -> None:
        self.value = value


def drag_count(modifiers: Qt.KeyboardModifier, chosen: int) -> int:
    """Chips taken by one drag: a held modifier overrides the amount chosen in the panel."""
    wanted = modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
    return _MODIFIER_AMOUNTS.get(wanted, chosen)


_ORIGIN_FIELDS = frozenset({"event", "table", "seat", "player"})


@dataclass(frozen=True)
class DragOrigin:
    """Where a drag was picked up: `table` (its name, unique in the event) of the event `event` (the
    `EventModel.run_uid` of the window it was picked up in); the table's rack or pot."""

    event: str
    table: str

    def fields(self) -> dict[str, Any]:
        return {"seat": None, "player": None, **asdict(self)}

    @classmethod
    def read(cls, data: dict[str, Any]) -> DragOrigin | None:
        event, table, seat, player = (data[key] for key in ("event", "table", "seat", "player"))
        if not isinstance(event, str) or not isinstance(table, str):
            return None
        if seat is None and player is None:
            return cls(event, table)
        return SeatOrigin(event, table, seat, player) if _whole(seat) and isinstance(player, str) else None


@dataclass(frozen=True)
class SeatOrigin(DragOrigin):
    """A drag picked up at `seat`, where the player `player` (his id) was seated."""

    seat: int
    player: str


def _read(mime: QMimeData, kind: str, fields: set[str]) -> tuple[DragOrigin, dict[str, Any]] | None:
    """The origin and the fields of a payload of `kind` carrying exactly `fields` besides its origin."""
    if not mime.hasFormat(kind):
        return None
    try:
        data = json.loads(bytes(mime.data(kind).data()).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(data, dict) or set(data) != _ORIGIN_FIELDS | fields:
        return None
    origin = DragOrigin.read(data)
    return None if origin is None else (origin, data)


def _mime(kind: str, origin: DragOrigin, data: dict[str, Any]) -> QMimeData:
    mime = QMimeData()
    mime.setData(kind, QByteArray(json.dumps({**origin.fields(), **data}, sort_keys=True).encode("utf-8")))
    return mime


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class ChipPayload:
    """Chips being dragged: `count` chips of `denomination` from `source`, the rack, a seat (`origin` is then a
    `SeatOrigin`) or the pot of the origin's table."""

    origin: DragOrigin
    source: ChipPlace
    denomination: int
    count: int

    @property
    def table(self) -> str:
        return self.origin.table

    @property
    def spot(self) -> ChipSpot:
        """Where the chips were picked up."""
        return ChipSpot(self.source, self.origin.seat if isinstance(self.origin, SeatOrigin) else None)

    def mime_data(self) -> QMimeData:
        fields = {"source": self.source.value, "denomination": self.denomination, "count": self.count}
        return _mime(CHIPS_MIME, self.origin, fields)

    @classmethod
    def from_mime(cls, mime: QMimeData) -> ChipPayload | None:
        read = _read(mime, CHIPS_MIME, {"source", "denomination", "count"})
        if read is None:
            return None
        origin, data = read
        try:
            source = ChipPlace(data["source"])
        except ValueError:
            return None
        well_formed = (
            _whole(data["denomination"])
            and _whole(data["count"])
            and isinstance(origin, SeatOrigin) == (source is ChipPlace.SEAT)
        )
        return cls(origin, source, data["denomination"], data["count"]) if well_formed else None


@dataclass(frozen=True)
class PlayerPayload:
    """The player seated where `origin` says, being dragged to another seat."""

    origin: SeatOrigin

    def mime_data(self) -> QMimeData:
        return _mime(PLAYER_MIME, self.origin, {})

    @classmethod
    def from_mime(cls, mime: QMimeData) -> PlayerPayload | None:
        read = _read(mime, PLAYER_MIME, set())
        return cls(read[0]) if read is not None and isinstance(read[0], SeatOrigin) else None
