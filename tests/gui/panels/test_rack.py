"""The chip rack: a chip per denomination in play for the table shown, the amount one drag takes, a drag that
carries chips from the rack, and chips from a seat dropped back on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from floordesk.core.table_session import ChipPlace
from floordesk.gui.panels.rack import ChipRack
from floordesk.gui.table_view.payload import ChipPayload, DragAmount, DragOrigin, PlayerPayload, SeatOrigin
from tests.gui.table_view.table_helpers import CHIPS, TABLE, capture_drags, drag_over, drop


class Rack:
    """A rack on its own, and the chips dropped back on it."""

    def __init__(self, qtbot) -> None:
        self.amount = DragAmount()
        self.dropped: list[ChipPayload] = []
        self.origin: DragOrigin | None = DragOrigin("5f0c", TABLE)
        self.rack = ChipRack(self.amount, lambda: self.origin, self.dropped.append)
        qtbot.addWidget(self.rack)
        self.rack.show_chips(CHIPS.in_play())
        with qtbot.waitExposed(self.rack):
            self.rack.show()

    def chip(self, value: int):
        return next(chip for chip in self.rack.chips if chip.denomination.value == value)


@pytest.fixture
def r(qtbot) -> Rack:
    return Rack(qtbot)


def test_a_chip_per_denomination_in_play_each_named_and_kept_while_they_stay(r):
    assert [chip.denomination.value for chip in r.rack.chips] == [25, 100, 500, 1000, 5000]
    assert r.chip(100).accessibleName() == "T100 chips"
    assert r.chip(100).toolTip() == "T100 (black): drag onto a seat"
    kept = list(r.rack.chips)
    r.rack.show_chips(CHIPS.in_play())
    assert r.rack.chips == kept
    r.rack.show_chips(CHIPS.with_removed(25).in_play())
    assert [chip.denomination.value for chip in r.rack.chips] == [100, 500, 1000, 5000]


def test_a_drag_takes_the_amount_chosen_unless_a_count_is_given_and_nothing_with_no_table(r):
    assert r.rack.payload_for(100, 0) == ChipPayload(DragOrigin("5f0c", TABLE), ChipPlace.RACK, 100, 1)
    r.rack.amount_buttons.button(20).click()
    assert r.amount.value == 20
    assert r.rack.amount_buttons.checkedId() == 20
    assert r.rack.payload_for(100, 0).count == 20
    assert r.rack.payload_for(100, 5).count == 5
    r.origin = None
    assert r.rack.payload_for(100, 0) is None


def test_pressing_a_chip_and_moving_starts_a_drag_of_its_chips_and_a_still_press_does_not(r, qtbot, monkeypatch):
    drags = capture_drags(monkeypatch)
    chip = r.chip(500)
    centre = chip.rect().center()
    qtbot.mousePress(chip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    qtbot.mouseMove(chip, centre + QPoint(1, 0))
    qtbot.mouseRelease(chip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre + QPoint(1, 0))
    assert drags == []
    qtbot.mousePress(chip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, centre)
    qtbot.mouseMove(chip, centre + QPoint(25, 25))
    assert [ChipPayload.from_mime(mime) for mime in drags] == [
        ChipPayload(DragOrigin("5f0c", TABLE), ChipPlace.RACK, 500, 5)
    ]


def test_only_chips_from_a_seat_are_taken_back_and_handed_on(r):
    at = r.rack.rect().center()
    ben = SeatOrigin("5f0c", TABLE, 2, "ben")
    from_seat = ChipPayload(ben, ChipPlace.SEAT, 100, 3)
    assert not drag_over(r.rack, ChipPayload(DragOrigin("5f0c", TABLE), ChipPlace.RACK, 100, 3).mime_data(), at)
    assert not drag_over(r.rack, ChipPayload(DragOrigin("5f0c", TABLE), ChipPlace.POT, 100, 3).mime_data(), at)
    assert not drag_over(r.rack, PlayerPayload(ben).mime_data(), at)
    assert r.dropped == []
    assert drop(r.rack, from_seat.mime_data(), at)
    assert r.dropped == [from_seat]
