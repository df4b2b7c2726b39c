"""The table scene: one item per seat, markers in front of the right seats, colours from the theme."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.table import Markers, Player, Table
from floordesk.core.table_session import Marker, SeatTag, TableSession
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.theme import DARK, LIGHT
from tests.gui.table_view.table_helpers import TABLE, bench, six_players

CHIPS = standard_chip_set((25, 100, 1000))


def heads_up_table():
    table = Table("Final", 2)
    table = table.with_player(1, Player("ana", "Ana Ribeiro"), Stack({1000: 12}))
    table = table.with_player(2, Player("ben", "Ben Okafor"), Stack({1000: 30, 25: 4}))
    # Heads-up the button posts the small blind.
    return TableSession(CHIPS, table.with_markers(Markers(button_seat=1, small_blind_seat=1, big_blind_seat=2)))


def distance(item, other):
    return math.hypot(item.pos().x() - other.pos().x(), item.pos().y() - other.pos().y())


def nearest_seat(scene, marker):
    return min(scene.seat_items(), key=lambda seat: distance(seat, marker)).seat


def test_each_seat_shows_its_player_and_chips(qapp):
    scene = TableScene(heads_up_table(), "Event 7", LIGHT.table)
    seats = {item.seat: item for item in scene.seat_items()}
    assert sorted(seats) == [1, 2]
    assert seats[1].player_name == "Ana Ribeiro"
    assert seats[1].chips_text == "12,000"
    # 30 x 1,000 + 4 x 25
    assert seats[2].chips_text == "30,100"
    assert seats[2].toolTip() == "Seat 2: Ben Okafor, 30,100 in chips"


def test_markers_that_share_a_seat_sit_side_by_side(qapp):
    scene = TableScene(heads_up_table(), "Event 7", LIGHT.table)
    markers = {item.kind: item for item in scene.marker_items()}
    assert {kind: item.seat for kind, item in markers.items()} == {
        Marker.BUTTON: 1,
        Marker.SMALL_BLIND: 1,
        Marker.BIG_BLIND: 2,
    }
    for item in markers.values():
        assert nearest_seat(scene, item) == item.seat
    button, small_blind = markers[Marker.BUTTON], markers[Marker.SMALL_BLIND]
    touching = (button.diameter + small_blind.diameter) / 2
    assert distance(button, small_blind) >= touching


def test_empty_seats_and_a_table_without_markers(qapp):
    scene = TableScene(TableSession(CHIPS, Table("Table 9", 6)), "Event 7", DARK.table)
    assert [item.describe() for item in scene.seat_items()] == [f"Seat {n}: empty" for n in range(1, 7)]
    assert all(item.player_name is None and item.chips_text is None for item in scene.seat_items())
    assert scene.marker_items() == []


def render(scene):
    rect = scene.sceneRect()
    image = QImage(600, round(600 * rect.height() / rect.width()), QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def pixel_at(scene, image, x, y):
    """The colour drawn at scene point (x, y)."""
    rect = scene.sceneRect()
    column = int((x - rect.left()) / rect.width() * image.width())
    row = int((y - rect.top()) / rect.height() * image.height())
    return image.pixelColor(column, row)


def test_colours_come_from_the_theme_and_follow_a_restyle(qapp):
    scene = TableScene(heads_up_table(), "Event 7", LIGHT.table)
    image = render(scene)
    assert image.pixelColor(1, 1) == QColor(LIGHT.table.room)
    light_felt = pixel_at(scene, image, 0, 120)
    scene.restyle(DARK.table, 1.0)
    image = render(scene)
    assert image.pixelColor(1, 1) == QColor(DARK.table.room)
    # On the felt below the table's name: green in both themes, darker in the dark one.
    dark_felt = pixel_at(scene, image, 0, 120)
    for felt in (light_felt, dark_felt):
        assert felt.green() > max(felt.red(), felt.blue())
    assert dark_felt.lightness() < light_felt.lightness()


def test_large_text_makes_the_plates_larger(qapp):
    scene = TableScene(heads_up_table(), "Event 7", LIGHT.table)
    normal = scene.seat_items()[0].shape().boundingRect().width()
    scene.restyle(LIGHT.table, 1.3)
    large = scene.seat_items()[0].shape().boundingRect().width()
    assert large == pytest.approx(normal * 1.3)


@pytest.fixture
def session():
    return six_players().session("Table 5").next_hand(first_button=1)


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


class Shown:
    """A scene following the bench's model, as the window wires it, and how often it was drawn anew."""

    def __init__(self, b) -> None:
        self.scene = TableScene(b.session(), "Event 7", LIGHT.table)
        self.drawn = 0
        self.scene.session_shown.connect(self._count)
        b.model.table_changed.connect(lambda _name: self.scene.show_session(b.session()))

    def _count(self) -> None:
        self.drawn += 1


@pytest.fixture
def b(qapp):
    return bench()


def test_each_seat_has_its_plate_showing_its_state(b):
    b.operations.penalise(TABLE, 2, 3)
    b.operations.set_absent(TABLE, 4, True)
    scene = Shown(b).scene
    assert [item.seat for item in scene.seat_items()] == list(range(1, 10))
    assert all(scene.seat_item(n).state == b.session().seat_state(n) for n in range(1, 10))
    assert [scene.seat_item(n).state.tag for n in (1, 2, 4, 7)] == [None, SeatTag.PENALTY, SeatTag.ABSENT, None]
    assert scene.seat_item(7).occupant is None


def test_the_button_and_blinds_are_drawn_in_front_of_the_seats_the_model_says(b):
    shown = Shown(b)
    assert shown.scene.marker_items() == []
    b.operations.next_hand(TABLE, first_button=3)
    b.operations.move_marker(TABLE, Marker.BIG_BLIND, 6)
    markers = b.session().table.markers
    drawn = {item.kind: item for item in shown.scene.marker_items()}
    assert {kind: item.seat for kind, item in drawn.items()} == {
        Marker.BUTTON: markers.button_seat,
        Marker.SMALL_BLIND: markers.small_blind_seat,
        Marker.BIG_BLIND: 6,
    }
    for kind, item in drawn.items():
        assert item.pos() == shown.scene.marker_home(kind, item.seat)
        assert not item.dead
    assert shown.drawn == 2


def test_a_dead_button_is_drawn_dead(b):
    shown = Shown(b)
    b.operations.next_hand(TABLE, first_button=1)
    b.operations.set_count(TABLE, 2, 100, 0)
    b.operations.set_count(TABLE, 2, 25, 0)
    b.operations.eliminate(TABLE, 2)
    b.operations.next_hand(TABLE)
    assert b.session().is_dead_button()
    dead = {item.kind: item.dead for item in shown.scene.marker_items()}
    assert dead == {Marker.BUTTON: True, Marker.SMALL_BLIND: False, Marker.BIG_BLIND: False}
    assert b.session().table.markers.button_seat == 2


def test_each_bet_is_drawn_before_its_seat_and_the_pot_holds_them(b):
    shown = Shown(b)
    b.operations.next_hand(TABLE, first_button=1)
    b.operations.change(TABLE, "bet", lambda s: s.bet(5, 100, 3))
    bets = {item.seat: item for item in shown.scene.bet_items()}
    assert {seat: item.text for seat, item in bets.items()} == {5: "300"}
    plate = shown.scene.seat_item(5).pos()
    assert math.hypot(bets[5].pos().x(), bets[5].pos().y()) < math.hypot(plate.x(), plate.y())
    assert shown.scene.pot_item.pot == Stack({100: 3})


def test_a_seat_selected_is_said_with_its_markers_and_kept_across_a_change(b):
    shown = Shown(b)
    b.operations.next_hand(TABLE, first_button=1)
    shown.scene.select_seat(3)
    b.operations.set_count(TABLE, 3, 100, 20)
    assert shown.scene.selected_seat() == 3
    assert shown.scene.spoken_seat(3) == "Seat 3, Chen, 2,100 in chips, big blind"
    shown.scene.select_seat(None)
    assert shown.scene.selected_seat() is None


def test_another_table_size_or_chip_set_draws_new_plates_and_a_change_of_stacks_does_not(b):
    shown = Shown(b)
    plate = shown.scene.seat_item(1)
    b.operations.set_count(TABLE, 1, 100, 12)
    assert shown.scene.seat_item(1) is plate
    shown.scene.show_session(replace(b.session(), table=replace(b.session().table, seats_max=7)))
    assert len(shown.scene.seat_items()) == 7
    assert shown.scene.seat_item(1) is not plate
    assert shown.drawn == 2


def test_a_new_player_between_button_and_small_blind_is_shown_waiting(qapp):
    """Rule 50: button 5, blinds 6 and 1; next hand the button is on 6 and the small blind on 1, so Zed,
    sitting down in seat 9 (between them, clockwise), waits for the button to pass."""
    event = six_players()
    session = event.session(TABLE).next_hand(first_button=5)
    session = session.seat_player(9, event.player_named("Zed Novak"), Stack({100: 10})).next_hand()
    assert (session.table.markers.button_seat, session.table.markers.small_blind_seat) == (6, 1)
    plate = TableScene(session, "Event 7", LIGHT.table).seat_item(9)
    assert (plate.state.tag, plate.state.tag_text) == (SeatTag.WAITING, "WAITS")
