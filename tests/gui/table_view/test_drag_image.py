"""The chip under the pointer while chips are dragged: 56 px at the screen's pixel ratio, transparent round it, in
the denomination's colour, with a "×N" badge only when it carries more than one chip."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from floordesk.gui.table_view.drag_image import DRAG_CHIP_PIXELS, drag_pixmap
from floordesk.gui.table_view.payload import ChipPayload, ChipPlace, SeatOrigin

GREEN = "#2e7d32"


def _image(count: int, ratio: float = 1.0) -> QImage:
    return drag_pixmap(
        ChipPayload(SeatOrigin("5f0c", "Table 5", 3, "gil"), ChipPlace.SEAT, 25, count), GREEN, ratio
    ).toImage()


def _badge_pixels(image: QImage) -> list[QColor]:
    """The badge's bottom edge, under its text (in the chip's square, outside its face)."""
    return [image.pixelColor(x, y) for x in range(DRAG_CHIP_PIXELS - 14, DRAG_CHIP_PIXELS - 11) for y in (53, 54)]


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_the_picture_is_56_pixels_at_the_screens_ratio(qtbot: QtBot, ratio: float):
    image = _image(1, ratio)
    assert (image.width(), image.height()) == (round(DRAG_CHIP_PIXELS * ratio),) * 2
    assert image.devicePixelRatio() == ratio


def test_round_the_chip_it_is_transparent_and_in_the_middle_the_chips_colour(qtbot: QtBot):
    image = _image(1)
    assert image.pixelColor(0, 0).alpha() == 0
    ring = image.pixelColor(DRAG_CHIP_PIXELS // 2, 8)  # between the edge and the inner ring
    assert ring.alpha() == 255
    assert ring.green() > ring.red()
    assert ring.green() > ring.blue()


def test_one_chip_carries_no_badge_and_more_carry_one(qtbot: QtBot):
    assert all(pixel.alpha() == 0 for pixel in _badge_pixels(_image(1)))
    badge = _badge_pixels(_image(12))
    assert any(pixel.alpha() == 255 and pixel.lightness() < 40 for pixel in badge)


def test_the_badge_counts_differ_by_what_is_carried(qtbot: QtBot):
    assert _image(2) != _image(12)
    assert _image(12) == _image(12)
