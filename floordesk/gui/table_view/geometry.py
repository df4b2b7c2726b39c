"""Seat geometry of the table diagram, in plain Python (no Qt; it could move to the core).

The layout is the usual floor diagram seen from above:

- the table is an ellipse centred on (0, 0); x grows to the right, y grows
  downwards (screen and Qt scene coordinates);
- the house dealer sits at the bottom centre, facing the players;
- seat 1 is the first seat to the dealer's left, which on the screen is the
  bottom left, and the seats follow clockwise as seen on the screen: up the
  left side, across the top, down the right side, so the last seat is at the
  dealer's right;
- the dealer and the seats share the ellipse's perimeter equally (a table of
  nine has ten equal places), measured along the curve so that seats at the
  narrow ends are not crowded;
- each seat's plate stands just outside the rail; on the line from the centre
  to the seat lie its "front" near the rail (where the button and blinds go)
  and, further in, its "bet" (what the player has put in this hand), short of
  the pot in the middle.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache

from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.i18n import translate

# Samples of the ellipse used to measure its length (interpolated between: far finer than a pixel).
_ARC_SAMPLES = 512
# Where the seat fronts and bets lie on the felt, as fractions of the table's radii.
_FRONT_RING = (0.84, 0.76)
_BET_RING = (0.62, 0.5)
# A bound on pushing crowded seats outwards, far beyond what 10 seats need.
_MAX_GROWTH_STEPS = 200
# Plates are wide and crowd each other side by side, so a crowded table mostly grows wider.
_VERTICAL_GROWTH = 0.5


@dataclass(frozen=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat is drawn: its plate centre outside the rail, and its front on the felt.

    `tangent` is the unit vector along the rail in the clockwise direction, to lay
    several markers side by side in front of one seat. `bet` is where the
    player's chips put into the pot this hand are shown.
    """

    seat: int
    plate: Point
    front: Point
    tangent: Point
    bet: Point


@dataclass(frozen=True)
class TableLayout:
    """The table ellipse's radii (at least those asked), the dealer's place on the rail, and seats 1..n in order."""

    radius_x: float
    radius_y: float
    dealer: Point
    seats: tuple[SeatPlace, ...]


def table_layout(
    seats_max: int,
    *,
    radius_x: float,
    radius_y: float,
    plate_width: float,
    plate_height: float,
    gap: float,
) -> TableLayout:
    """Lay out `seats_max` seats (2..10) around an elliptical table of the given radii.

    Plates of `plate_width` x `plate_height` are placed on a larger ellipse whose
    radii leave `gap` between a plate and the rail at the sides, top and bottom.
    Where that would crowd neighbouring plates, the table is made larger than
    asked (see the layout's radii) until they are at least `gap / 2` apart.
    """
    if isinstance(seats_max, bool) or not MIN_SEATS <= seats_max <= MAX_SEATS:
        raise ValueError(
            translate("geometry", "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}").format(
                MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS, seats_max=seats_max
            )
        )
    if min(radius_x, radius_y, plate_width, plate_height) <= 0 or gap < 0:
        raise ValueError(translate("geometry", "radii and plate sizes must be positive and the gap not negative"))
    # Crowded plates (ten seats, large text) make the table grow, mostly wider,
    # until no two plates come closer than half the gap.
    for step in range(_MAX_GROWTH_STEPS):
        grow = step * max(gap, plate_height) / 4
        table_rx, table_ry = radius_x + grow, radius_y + grow * _VERTICAL_GROWTH
        places = tuple(
            _seat_place(seat, seats_max, table_rx, table_ry, plate_width, plate_height, gap)
            for seat in range(1, seats_max + 1)
        )
        if not _any_overlap(places, plate_width + gap / 2, plate_height + gap / 2):
            break
    return TableLayout(table_rx, table_ry, _on_ellipse(table_rx, table_ry, 0.0), places)


def _seat_place(
    seat: int, seats_max: int, table_rx: float, table_ry: float, plate_width: float, plate_height: float, gap: float
) -> SeatPlace:
    seat_rx = table_rx + gap + plate_width / 2
    seat_ry = table_ry + gap + plate_height / 2
    # The dealer holds place 0 of seats_max + 1 equal places along the curve.
    angle = _angle_at_fraction(seat_rx, seat_ry, seat / (seats_max + 1))
    plate = _clear_of_table(
        _on_ellipse(seat_rx, seat_ry, angle), table_rx + gap / 2, table_ry + gap / 2, plate_width / 2, plate_height / 2
    )
    return SeatPlace(
        seat=seat,
        plate=plate,
        front=_towards_centre(plate, table_rx * _FRONT_RING[0], table_ry * _FRONT_RING[1]),
        tangent=_clockwise_tangent(seat_rx, seat_ry, angle),
        bet=_towards_centre(plate, table_rx * _BET_RING[0], table_ry * _BET_RING[1]),
    )


def _towards_centre(point: Point, rx: float, ry: float) -> Point:
    """Where the line from the centre to `point` crosses the ellipse of radii (rx, ry)."""
    scale = 1 / math.hypot(point.x / rx, point.y / ry)
    return Point(point.x * scale, point.y * scale)


def _clear_of_table(centre: Point, rx: float, ry: float, half_width: float, half_height: float) -> Point:
    """Move a plate straight away from the table's centre until its nearest corner is outside the ellipse.

    Needed between the axes only: there a box's inner corner reaches further in than its centre's ring.
    """
    x, y = centre.x, centre.y
    length = math.hypot(x, y)
    step_x, step_y = x / length, y / length

    def corner_inside() -> bool:
        corner_x, corner_y = max(abs(x) - half_width, 0.0), max(abs(y) - half_height, 0.0)
        return (corner_x / rx) ** 2 + (corner_y / ry) ** 2 < 1

    while corner_inside():
        x, y = x + step_x, y + step_y
    return Point(x, y)


def _any_overlap(places: tuple[SeatPlace, ...], min_dx: float, min_dy: float) -> bool:
    """Whether two plates' boxes, centred on their places, come closer than (min_dx, min_dy)."""
    return any(
        abs(a.plate.x - b.plate.x) < min_dx and abs(a.plate.y - b.plate.y) < min_dy
        for i, a in enumerate(places)
        for b in places[i + 1 :]
    )


def _on_ellipse(rx: float, ry: float, angle: float) -> Point:
    """The point at `angle` radians, measured from the bottom centre, clockwise on the screen."""
    return Point(-rx * math.sin(angle), ry * math.cos(angle))


def _clockwise_tangent(rx: float, ry: float, angle: float) -> Point:
    dx, dy = -rx * math.cos(angle), -ry * math.sin(angle)
    length = math.hypot(dx, dy)
    return Point(dx / length, dy / length)


def _angle_at_fraction(rx: float, ry: float, fraction: float) -> float:
    """The angle at which `fraction` of the ellipse's perimeter has been walked from the bottom."""
    lengths = _cumulative_arc(rx, ry)
    target = fraction * lengths[-1]
    index = bisect_left(lengths, target)
    if index == 0:
        return 0.0
    # Interpolate within the sample step that crosses the target.
    before, after = lengths[index - 1], lengths[index]
    step = 2 * math.pi / _ARC_SAMPLES
    return (index - 1 + (target - before) / (after - before)) * step


@cache
def _cumulative_arc(rx: float, ry: float) -> tuple[float, ...]:
    step = 2 * math.pi / _ARC_SAMPLES
    total = 0.0
    lengths = [0.0]
    for i in range(_ARC_SAMPLES):
        # Midpoint rule on the speed |dP/dangle| of the parametrisation.
        mid = (i + 0.5) * step
        total += math.hypot(rx * math.cos(mid), ry * math.sin(mid)) * step
        lengths.append(total)
    return tuple(lengths)
