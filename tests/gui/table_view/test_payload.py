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
    PlayerPayload,
    drag_count,
)


def test_chips_travel_as_json_ids():
    payload = ChipPayload("Table 5", ChipPlace.SEAT, 3, 500, 20)
    mime = payload.mime_data()
    assert mime.formats() == [CHIPS_MIME]
    assert json.loads(bytes(mime.data(CHIPS_MIME).data())) == {
        "table": "Table 5",
        "source": "seat",
        "seat": 3,
        "denomination": 500,
        "count": 20,
    }
    assert ChipPayload.from_mime(mime) == payload
    assert PlayerPayload.from_mime(mime) is None


def test_a_player_travels_as_event_table_seat_and_player_ids():
    payload = PlayerPayload("5f0c", "Table 5", 7, "gil")
    mime = payload.mime_data()
    assert mime.formats() == [PLAYER_MIME]
    data = {"event": "5f0c", "table": "Table 5", "seat": 7, "player": "gil"}
    assert json.loads(bytes(mime.data(PLAYER_MIME).data())) == data
    assert PlayerPayload.from_mime(mime) == payload
    assert ChipPayload.from_mime(mime) is None


@pytest.mark.parametrize(
    "raw",
    [
        b"not json",
        b"\xff\xfe",
        b"[1, 2]",
        b'{"table": "T", "source": "rack", "seat": null, "denomination": 100}',
        b'{"table": "T", "source": "shoe", "seat": null, "denomination": 100, "count": 1}',
        b'{"table": "T", "source": "seat", "seat": null, "denomination": 100, "count": 1}',
        b'{"table": "T", "source": "rack", "seat": 2, "denomination": 100, "count": 1}',
        b'{"table": "T", "source": "rack", "seat": null, "denomination": true, "count": 1}',
        b'{"table": 5, "source": "rack", "seat": null, "denomination": 100, "count": 1}',
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
