"""GUI: what a drag carries. Private MIME types holding ids as JSON, never Python objects.

`application/x-floordesk-chips` carries {table, source, seat, denomination, count}:
chips taken from the rack, from a seat's stack or from the pot. `application/x-floordesk-player`
carries {event, table, seat, player}: a player (his id) being moved to another seat, and the event
he is at as the window dragging him runs it (`EventModel.run_uid`), so that a drop from another
FloorDesk is told from one of this event's tables of the same name. A payload that does not parse
is treated as no payload at all (a drop from another program).

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


def _read(mime: QMimeData, kind: str) -> dict[str, Any] | None:
    if not mime.hasFormat(kind):
        return None
    try:
        data = json.loads(bytes(mime.data(kind).data()).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _mime(kind: str, data: dict[str, Any]) -> QMimeData:
    mime = QMimeData()
    mime.setData(kind, QByteArray(json.dumps(data, sort_keys=True).encode("utf-8")))
    return mime


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class ChipPayload:
    """Chips being dragged: `count` chips of `denomination` from the rack, a seat or the pot of `table`."""

    table: str
    source: ChipPlace
    seat: int | None
    denomination: int
    count: int

    @property
    def spot(self) -> ChipSpot:
        """Where the chips were picked up."""
        return ChipSpot(self.source, self.seat)

    def mime_data(self) -> QMimeData:
        return _mime(CHIPS_MIME, {**asdict(self), "source": self.source.value})

    @classmethod
    def from_mime(cls, mime: QMimeData) -> ChipPayload | None:
        data = _read(mime, CHIPS_MIME)
        if data is None or set(data) != {"table", "source", "seat", "denomination", "count"}:
            return None
        try:
            source = ChipPlace(data["source"])
        except ValueError:
            return None
        seat = data["seat"]
        well_formed = (
            isinstance(data["table"], str)
            and _whole(data["denomination"])
            and _whole(data["count"])
            and (seat is None if source is not ChipPlace.SEAT else _whole(seat))
        )
        return cls(data["table"], source, seat, data["denomination"], data["count"]) if well_formed else None


@dataclass(frozen=True)
class PlayerPayload:
    """The player `player` (his id) in `seat` of `table`, being dragged to another seat, at the event `event` (the
    `EventModel.run_uid` of the window he was picked up in)."""

    event: str
    table: str
    seat: int
    player: str

    def mime_data(self) -> QMimeData:
        return _mime(PLAYER_MIME, asdict(self))

    @classmethod
    def from_mime(cls, mime: QMimeData) -> PlayerPayload | None:
        data = _read(mime, PLAYER_MIME)
        if data is None or set(data) != {"event", "table", "seat", "player"} or not _whole(data["seat"]):
            return None
        if not all(isinstance(data[key], str) for key in ("event", "table", "player")):
            return None
        return cls(data["event"], data["table"], data["seat"], data["player"])
