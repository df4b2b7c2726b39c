"""Drag payloads: private MIME types carrying ids as JSON, and how many chips a drag takes."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QByteArray, QMimeData, Qt

from floordesk.gui.table_view.payload import (
    CHIPS_MIME,
    PLAYER_MIME,
    ChipPayload,
    ChipPlace,
    DragOrigin,
    PlayerPayload,
    SeatOrigin,
    drag_count,
)


def test_chips_travel_as_json_ids_with_where_they_were_picked_up():
    payload = ChipPayload(SeatOrigin("5f0c", "Table 5", 3, "gil"), ChipPlace.SEAT, 500, 20)
    mime = payload.mime_data()
    assert mime.formats() == [CHIPS_MIME]
    assert json.loads(bytes(mime.data(CHIPS_MIME).data())) == {
        "event": "5f0c",
        "table": "Table 5",
        "seat": 3,
        "player": "gil",
        "source": "seat",
        "denomination": 500,
        "count": 20,
    }
    assert ChipPayload.from_mime(mime) == payload
    assert PlayerPayload.from_mime(mime) is None
    from_the_pot = ChipPayload(DragOrigin("5f0c", "Table 5"), ChipPlace.POT, 100, 1)
    carried = json.loads(bytes(from_the_pot.mime_data().data(CHIPS_MIME).data()))
    assert (carried["seat"], carried["player"]) == (None, None)
    assert ChipPayload.from_mime(from_the_pot.mime_data()) == from_the_pot


def test_a_player_travels_as_event_table_seat_and_player_ids():
    payload = PlayerPayload(SeatOrigin("5f0c", "Table 5", 7, "gil"))
    mime = payload.mime_data()
    assert mime.formats() == [PLAYER_MIME]
    data = {"event": "5f0c", "table": "Table 5", "seat": 7, "player": "gil"}
    assert json.loads(bytes(mime.data(PLAYER_MIME).data())) == data
    assert PlayerPayload.from_mime(mime) == payload
    assert ChipPayload.from_mime(mime) is None


RACK_CHIPS = {
    "event": "e",
    "table": "T",
    "seat": None,
    "player": None,
    "source": "rack",
    "denomination": 100,
    "count": 1,
}


def _json(*left_out: str, **changes: object) -> bytes:
    """The rack's chips as JSON, with `changes` and without the keys `left_out`."""
    return json.dumps({k: v for k, v in {**RACK_CHIPS, **changes}.items() if k not in left_out}).encode()


@pytest.mark.parametrize(
    "raw",
    [
        b"not json",
        b"\xff\xfe",
        b"[1, 2]",
        _json("count"),
        _json(source="shoe"),
        _json(source="seat"),
        _json(source="seat", seat=2),  # no player
        _json(seat=2, player="gil"),  # from the rack, not a seat
        _json(denomination=True),
        _json(table=5),
        _json(event=5),
        _json("event", "player"),  # an earlier FloorDesk's: no event to tell it by
    ],
)
def test_malformed_chip_payloads_are_no_payload(raw):
    mime = QMimeData()
    mime.setData(CHIPS_MIME, QByteArray(raw))
    assert ChipPayload.from_mime(mime) is None


@pytest.mark.parametrize(
    "raw",
    [
        b'{"event": "e", "table": "T", "seat": "3", "player": "gil"}',
        b'{"table": "T", "seat": 3}',  # an earlier FloorDesk's: no event to tell it by
        b'{"event": "e", "table": "T", "seat": 3}',
        b'{"event": 5, "table": "T", "seat": 3, "player": "gil"}',
        b'{"event": "e", "table": "T", "seat": 3, "player": null}',
        b'{"event": "e", "table": "T", "seat": null, "player": null}',  # a rack's origin: no player
    ],
)
def test_malformed_player_payloads_are_no_payload(raw):
    mime = QMimeData()
    mime.setData(PLAYER_MIME, QByteArray(raw))
    assert PlayerPayload.from_mime(mime) is None


@pytest.mark.parametrize(
    ("modifiers", "expected"),
    [
        (Qt.KeyboardModifier.NoModifier, 1),
        (Qt.KeyboardModifier.ShiftModifier, 5),
        (Qt.KeyboardModifier.ControlModifier, 20),
        (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier, 100),
        (Qt.KeyboardModifier.AltModifier, 1),
        (Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier, 5),
    ],
)
def test_modifiers_choose_how_many_chips_a_drag_takes(modifiers, expected):
    assert drag_count(modifiers, 1) == expected
