"""The scene of a table in play, without a view: what each item shows, and updates in place."""

from __future__ import annotations

import math

import pytest

from floordesk.core.chips import Stack
from floordesk.core.table_session import SeatTag
from floordesk.gui.table_view.chip_art import chip_label, columns_of, compact_count, rows_for, slices_for
from floordesk.gui.table_view.geometry import table_layout
from floordesk.gui.table_view.scene import PLATE_GAP, PLATE_SIZE, TABLE_RADII, TableScene
from floordesk.gui.theme import DARK, LIGHT
from tests.gui.table_view.table_helpers import CHIPS, six_players


@pytest.mark.parametrize(
    ("count", "shown"), [(999_999, "999K"), (1_999_999, "1.9M"), (999_999_999, "999.9M"), (1_050_000, "1.0M")]
)
def test_a_shortened_count_never_says_more_chips_than_there_are(count, shown):
    # 999,999,999 chips were shown as "1000.0M": a count read off the table must not be rounded up.
    assert compact_count(count) == shown


@pytest.fixture
def session():
    return six_players().session("Table 5").next_hand(first_button=1)


def test_seat_states_follow_the_table_in_play(session):
    session = session.penalise(2, 3).set_absent(4, True).set_count(6, 100, 0).set_count(6, 25, 0).eliminate(6)
    assert session.seat_state(1).occupant.player.name == "Ana"


def test_a_new_player_between_button_and_small_blind_is_shown_waiting():
    """Rule 50: button 5, blinds 6 and 1; next hand the button is on 6 and the small blind on 1, so Zed,
    sitting down in seat 9 (between them, clockwise), waits for the button to pass."""
    event = six_players()
    session = event.session("Table 5").next_hand(first_button=5)
    session = session.seat_player(9, event.player_named("Zed Novak"), Stack({100: 10})).next_hand()
    assert (session.table.markers.button_seat, session.table.markers.small_blind_seat) == (6, 1)
    assert (session.seat_state(9).tag, session.seat_state(9).tag_text) == (SeatTag.WAITING, "WAITS")


def test_the_scene_updates_in_place_and_keeps_the_selection(qapp, session):
    scene = TableScene(session, "Event 7", LIGHT.table)
    scene.select_seat(3)
    plate = scene.seat_item(3)
    changed = session.bet(3, 100, 4).add_chips(1, 5000, 2)
    scene.show_session(changed)
    assert scene.seat_item(3) is plate
    assert scene.selected_seat() == 3
    assert plate.chips_text == "700"
    assert scene.pot_item.pot == Stack({100: 4})
    assert [(bet.seat, bet.text) for bet in scene.bet_items()] == [(3, "400")]
    assert [c.value for c in scene.seat_item(1).columns] == [25, 100, 5000]


def test_a_new_table_size_or_theme_rebuilds_the_scene(qapp, session):
    scene = TableScene(session, "Event 7", LIGHT.table)
    scene.restyle(DARK.table, 1.3)
    assert len(scene.seat_items()) == 9
    assert len(scene.marker_items()) == 3


def test_markers_land_on_the_nearest_seat(qapp, session):
    scene = TableScene(session, "Event 7", LIGHT.table)
    for seat in session.table.seats():
        for marker in scene.marker_items():
            assert scene.nearest_seat(scene.marker_home(marker.kind, seat)) == seat
        assert scene.nearest_seat(scene.seat_item(seat).pos()) == seat


def test_stacks_are_drawn_as_columns_whatever_their_size():
    assert chip_label(25) == "25"
    assert chip_label(1000) == "1K"
    assert chip_label(25_000) == "25K"
    assert chip_label(2_500) == "2500"
    assert chip_label(1_000_000) == "1000K"
    assert [compact_count(n) for n in (7, 1_250, 99_999, 125_000, 2_500_000)] == [
        "7",
        "1,250",
        "99,999",
        "125K",
        "2.5M",
    ]
    # One more chip drawn for each doubling, up to eight (from 128 chips).
    assert [slices_for(n) for n in (0, 1, 2, 3, 4, 127, 128, 10_000)] == [0, 1, 2, 2, 3, 7, 8, 8]
    assert [rows_for(n) for n in (0, 5, 6, 8, 10, 11)] == [1, 1, 2, 2, 2, 3]
    columns = columns_of(Stack({100: 3, 25: 1, 7: 2}), CHIPS.with_removed(25))
    assert [(c.value, c.count, c.in_play) for c in columns] == [(7, 2, False), (25, 1, False), (100, 3, True)]
    assert columns[0].colour == "#9e9e9e"


@pytest.mark.parametrize("seats_max", range(2, 11))
def test_a_seats_bet_lies_between_the_pot_and_its_markers(seats_max):
    layout = table_layout(
        seats_max,
        radius_x=TABLE_RADII[0],
        radius_y=TABLE_RADII[1],
        plate_width=PLATE_SIZE[0],
        plate_height=PLATE_SIZE[1],
        gap=PLATE_GAP,
    )
    for place in layout.seats:
        # On the line from the centre to the plate, nearer the centre than the front where the markers stand.
        assert math.atan2(place.bet.x, place.bet.y) == pytest.approx(math.atan2(place.plate.x, place.plate.y))
        assert math.hypot(place.bet.x, place.bet.y) < math.hypot(place.front.x, place.front.y)
