"""The table scene: one item per seat, markers in front of the right seats, colours from the theme."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.table import Markers, Player, Table
from floordesk.core.table_session import Marker, TableSession
from floordesk.gui.table_view.items import format_chips
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.theme import DARK, LIGHT
from tests.gui.table_view.table_helpers import bench

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


@pytest.mark.parametrize("total", [0, 999, 1_000, 1_234_567])
def test_chip_totals_have_thousands_separators(total):
    expected = {0: "0", 999: "999", 1_000: "1,000", 1_234_567: "1,234,567"}[total]
    assert format_chips(total) == expected


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


def test_the_view_keeps_its_scene_and_fits_it(qtbot):
    view = bench().view(qtbot)
    view.resize(800, 500)
    shown = view.mapFromScene(view.table_scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)
    # Fitted: the scene fills the view in one direction.
    assert max(shown.width() / view.viewport().width(), shown.height() / view.viewport().height()) > 0.97


def test_a_name_too_long_for_its_plate_shows_the_initial_and_surname_before_being_cut(qapp):
    from PySide6.QtGui import QFont, QFontMetricsF

    from floordesk.gui.table_view.items import fitted_name, short_name

    assert short_name("Dmitri Volkov") == "D. Volkov"
    assert short_name("Maria de la Cruz") == "M. de la Cruz"
    assert short_name("Cher") == "Cher"
    font = QFont()
    font.setPixelSize(40)
    metrics = QFontMetricsF(font)
    room = metrics.horizontalAdvance("D. Volkov")
    assert fitted_name("Dmitri Volkov", font, room) == "D. Volkov"
    assert fitted_name("Dmitri Volkov", font, metrics.horizontalAdvance("Dmitri Volkov")) == "Dmitri Volkov"
    assert fitted_name("Dmitri Volkov", font, 10) == "Dmitri Volkov"  # nothing fits: the whole name is elided


@pytest.mark.parametrize("text_scale", [1.0, 1.3])
@pytest.mark.parametrize("seats", [2, 6, 9, 10])
def test_a_chip_total_is_drawn_whole_beside_a_long_state_tag_even_with_large_text(qapp, monkeypatch, text_scale, seats):
    # With large text "9,150" beside "PENALTY 3" was drawn "9,…", "12,775" beside "ABSENT" "12,7…".
    from floordesk.gui.table_view import items

    table = Table("T", seats)
    names = ("Hiro Tanaka", "Grace Lindqvist")
    for seat, name in enumerate(names, start=1):
        table = table.with_player(seat, Player(name.lower(), name), Stack({1000: 1_250, 25: 6}))
    session = TableSession(CHIPS, table).penalise(1, 12).set_absent(2, True)
    scene = TableScene(session, "Event 7", DARK.table, text_scale)
    drawn: list[tuple[str, bool]] = []

    def draw_line(painter, rect, text, font, colour, align, *shrink):
        drawn.append((text, items._fits(text, font, rect.width(), *shrink)))
        real_draw_line(painter, rect, text, font, colour, align, *shrink)

    real_draw_line = items._draw_line
    monkeypatch.setattr(items, "_draw_line", draw_line)
    image = QImage(2000, 2000, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for seat in (1, 2):
        plate = scene.seat_item(seat)
        assert plate.state.tag_text in ("PENALTY 1-12", "ABSENT")
        plate.paint(painter, None)
    painter.end()
    totals = [fits for text, fits in drawn if text == "1,250,150"]
    assert totals == [True, True]
