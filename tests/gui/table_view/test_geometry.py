"""The table diagram's seat layout: plain geometry, checked without Qt."""

from __future__ import annotations

import math

import pytest

from floordesk.gui.table_view.geometry import table_layout
from floordesk.gui.table_view.scene import PLATE_GAP, PLATE_SIZE, TABLE_RADII

SEAT_COUNTS = range(2, 11)


def layout(seats_max, scale=1.0):
    return table_layout(
        seats_max,
        radius_x=TABLE_RADII[0],
        radius_y=TABLE_RADII[1],
        plate_width=PLATE_SIZE[0] * scale,
        plate_height=PLATE_SIZE[1] * scale,
        gap=PLATE_GAP,
    )


def clockwise_angle_from_dealer(point):
    """Angle of a point seen from the centre, from the bottom (the dealer) clockwise on the screen (y down)."""
    return math.atan2(-point.x, point.y) % (2 * math.pi)


@pytest.mark.parametrize("seats_max", SEAT_COUNTS)
def test_every_seat_gets_its_own_place_in_order(seats_max):
    result = layout(seats_max)
    assert [place.seat for place in result.seats] == list(range(1, seats_max + 1))
    plates = {(round(p.plate.x, 6), round(p.plate.y, 6)) for p in result.seats}
    assert len(plates) == seats_max


@pytest.mark.parametrize("seats_max", SEAT_COUNTS)
def test_seats_go_clockwise_from_the_dealers_left(seats_max):
    """Seat 1 is the first seat to the dealer's left; numbers rise clockwise; the last seat is at his right."""
    result = layout(seats_max)
    assert result.dealer.x == pytest.approx(0)
    assert result.dealer.y == pytest.approx(result.radius_y)
    angles = [clockwise_angle_from_dealer(place.plate) for place in result.seats]
    assert all(0 < angle < 2 * math.pi for angle in angles)
    assert angles == sorted(angles)
    first, last = result.seats[0].plate, result.seats[-1].plate
    # The dealer faces the players, so his left is the screen's left.
    assert first.x < 0 < last.x


@pytest.mark.parametrize("seats_max", SEAT_COUNTS)
def test_the_layout_is_symmetric_about_the_dealer(seats_max):
    """Seat k and seat n + 1 - k are mirror images: equal places either side of the dealer."""
    seats = layout(seats_max).seats
    for place, mirror in zip(seats, reversed(seats), strict=True):
        assert place.plate.x == pytest.approx(-mirror.plate.x, abs=1e-6)
        assert place.plate.y == pytest.approx(mirror.plate.y, abs=1e-6)


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("seats_max", SEAT_COUNTS)
def test_plates_sit_outside_the_rail_without_overlapping(seats_max, scale):
    result = layout(seats_max, scale)
    width, height = PLATE_SIZE[0] * scale, PLATE_SIZE[1] * scale
    for place in result.seats:
        centre = place.plate
        # The plate's nearest corner to the table stays clear of it by half the gap.
        corner_x = max(abs(centre.x) - width / 2, 0.0)
        corner_y = max(abs(centre.y) - height / 2, 0.0)
        clear_x, clear_y = result.radius_x + PLATE_GAP / 2, result.radius_y + PLATE_GAP / 2
        assert (corner_x / clear_x) ** 2 + (corner_y / clear_y) ** 2 >= 1
        # The front, where markers go, is on the felt.
        assert (place.front.x / result.radius_x) ** 2 + (place.front.y / result.radius_y) ** 2 < 1
    for i, a in enumerate(result.seats):
        for b in result.seats[i + 1 :]:
            apart_x = abs(a.plate.x - b.plate.x) >= width
            apart_y = abs(a.plate.y - b.plate.y) >= height
            assert apart_x or apart_y, f"plates of seats {a.seat} and {b.seat} overlap"


@pytest.mark.parametrize("seats_max", SEAT_COUNTS)
def test_each_front_is_on_the_line_from_the_centre_to_its_seat(seats_max):
    for place in layout(seats_max).seats:
        assert clockwise_angle_from_dealer(place.front) == pytest.approx(clockwise_angle_from_dealer(place.plate))
        assert math.hypot(place.front.x, place.front.y) < math.hypot(place.plate.x, place.plate.y)


def test_the_table_keeps_its_size_when_the_seats_fit():
    result = layout(3)
    assert (result.radius_x, result.radius_y) == TABLE_RADII


def test_a_crowded_table_grows_mostly_wider():
    normal, crowded = layout(3), layout(10, scale=1.3)
    assert crowded.radius_x - normal.radius_x > crowded.radius_y - normal.radius_y > 0


def test_a_round_table_of_three_has_seats_left_top_and_right():
    """Worked by hand: on a circle the dealer and three seats take four equal quarters.

    The table has radius 100 and the square plates are 40 wide with a gap of 10,
    so the seats' circle has radius 100 + 10 + 20 = 130: seat 1 at the dealer's
    left is at (-130, 0), seat 2 opposite the dealer at (0, -130), seat 3 at (130, 0).
    Going clockwise, seat 1 moves up the screen: its tangent is (0, -1).
    """
    result = table_layout(3, radius_x=100, radius_y=100, plate_width=40, plate_height=40, gap=10)
    expected = [(-130, 0), (0, -130), (130, 0)]
    for place, (x, y) in zip(result.seats, expected, strict=True):
        assert place.plate.x == pytest.approx(x, abs=0.05)
        assert place.plate.y == pytest.approx(y, abs=0.05)
    assert result.seats[0].tangent.x == pytest.approx(0, abs=1e-3)
    assert result.seats[0].tangent.y == pytest.approx(-1, abs=1e-3)


@pytest.mark.parametrize("seats_max", [1, 11, 0, True])
def test_a_table_has_two_to_ten_seats(seats_max):
    with pytest.raises(ValueError, match="2 to 10 seats"):
        layout(seats_max)


def test_sizes_must_be_positive():
    with pytest.raises(ValueError, match="positive"):
        table_layout(9, radius_x=0, radius_y=100, plate_width=40, plate_height=40, gap=10)
    with pytest.raises(ValueError, match="gap not negative"):
        table_layout(9, radius_x=100, radius_y=100, plate_width=40, plate_height=40, gap=-1)


@pytest.mark.parametrize("seats_max", range(2, 11))
def test_a_seats_bet_lies_between_the_pot_and_its_markers(seats_max):
    for place in layout(seats_max).seats:
        # On the line from the centre to the plate, nearer the centre than the front where the markers stand.
        assert math.atan2(place.bet.x, place.bet.y) == pytest.approx(math.atan2(place.plate.x, place.plate.y))
        assert math.hypot(place.bet.x, place.bet.y) < math.hypot(place.front.x, place.front.y)
