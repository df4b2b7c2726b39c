"""The table diagram's items: what a seat's plate, the pot, a bet and a marker show and say, and how they fit text."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.pot_hold import PotHold
from floordesk.core.table import Player, SeatedPlayer, SeatStatus, Table
from floordesk.core.table_session import Marker, SeatState, SeatTag, TableSession
from floordesk.gui.language import Languages
from floordesk.gui.table_view.chip_art import column_rects
from floordesk.gui.table_view.items import (
    _HIGHLIGHT_WIDTH,
    BetItem,
    MarkerItem,
    PotItem,
    SeatItem,
    Typography,
    fitted_name,
    format_chips,
    short_name,
)
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.theme import DARK, LIGHT
from tests.gui.table_view.table_helpers import unlike_pixels

CHIPS = standard_chip_set((25, 100, 1000))


@pytest.mark.parametrize("total", [0, 999, 1_000, 1_234_567])
def test_chip_totals_have_thousands_separators(total):
    expected = {0: "0", 999: "999", 1_000: "1,000", 1_234_567: "1,234,567"}[total]
    assert format_chips(total) == expected


def test_a_name_too_long_for_its_plate_shows_the_initial_and_surname_before_being_cut(qapp):
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


def typography(scale: float = 1.0) -> Typography:
    return Typography(QFont().family(), scale)


def plate(state: SeatState) -> SeatItem:
    return SeatItem(state, CHIPS, QSizeF(270, 150), LIGHT.table, typography())


def pot(stack: Stack, hold: PotHold | None = None) -> PotItem:
    item = PotItem(stack, CHIPS, QSizeF(360, 130), LIGHT.table, typography())
    item.set_pot(stack, hold)
    return item


BEN = SeatedPlayer(Player("ben", "Ben Okafor"), Stack({1000: 3, 25: 4}))


def test_a_plate_says_its_player_chips_and_state_and_follows_a_new_state(qapp):
    item = plate(SeatState(2, BEN))
    assert (item.seat, item.player_name, item.chips_text) == (2, "Ben Okafor", "3,100")
    assert item.toolTip() == "Seat 2: Ben Okafor, 3,100 in chips"
    item.set_state(SeatState(2, replace(BEN, status=SeatStatus.ABSENT), SeatTag.ABSENT))
    assert item.toolTip() == "Seat 2: Ben Okafor, 3,100 in chips, absent"
    item.set_state(SeatState(2, tag=SeatTag.ELIMINATED, knocked_out="Ben Okafor"))
    assert (item.player_name, item.chips_text, item.columns) == (None, None, ())
    assert item.toolTip() == "Seat 2: empty (Ben Okafor was eliminated this hand)"


def test_a_plate_says_its_player_chips_and_state_in_the_language_spoken(qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    item = plate(SeatState(2, replace(BEN, status=SeatStatus.ABSENT), SeatTag.ABSENT))
    assert item.toolTip() == "Platz 2: Ben Okafor, 3.100 in Chips, abwesend"
    item.set_state(SeatState(2, tag=SeatTag.ELIMINATED, knocked_out="Ben Okafor"))
    assert item.toolTip() == "Platz 2: leer (Ben Okafor ist in dieser Hand ausgeschieden)"


@pytest.mark.parametrize(
    ("tag", "said"),
    [(None, SeatItem.NO_CHIPS), (SeatTag.ALL_IN, SeatItem.ALL_IN), (SeatTag.NO_CHIPS, SeatItem.BUSTED)],
)
def test_a_plate_without_chips_says_why(qapp, tag, said):
    assert plate(SeatState(2, replace(BEN, stack=Stack()), tag)).no_chips_text == said


def test_a_plates_columns_are_its_stack_and_a_column_is_found_under_the_pointer(qapp):
    item = plate(SeatState(2, BEN))
    assert [(column.value, column.count) for column in item.columns] == [(25, 4), (1000, 3)]
    rects = column_rects(item.columns_area(), len(item.columns))
    assert [item.column_at(rect.center()).value for rect in rects] == [25, 1000]
    assert item.column_at(item.columns_area().topLeft() - QPointF(1, 1)) is None


def test_the_pot_says_its_chips_and_a_hold_and_draws_a_held_frame(qapp):
    empty = pot(Stack())
    assert (empty.label, empty.toolTip()) == ("POT", "The pot is empty")
    table = Table("T", 2).with_player(1, BEN.player, BEN.stack).with_player(2, Player("ana", "Ana"), BEN.stack)
    betting = TableSession(CHIPS, table).next_hand(first_button=1).bet(1, 1000, 1)
    held = betting.hold_pot("Tom Director", "a disputed showdown", "2026-12-02T21:04:00+00:00").hand.pot_hold
    item = pot(Stack({100: 8}), held)
    assert item.label == "POT HELD"
    tip = item.toolTip().splitlines()
    assert tip[0] == "Pot: 800 (8 × T100)"
    assert tip[1] == "Pot held since 21:04 by Tom Director (a disputed showdown)"
    assert frame_colour(item) == QColor(LIGHT.table.held_pot)
    item.set_pot(Stack({100: 8}), None)
    assert item.label == "POT"
    assert frame_colour(item) != QColor(LIGHT.table.held_pot)


def frame_colour(item: PotItem) -> QColor:
    """The colour drawn on the middle of the pot's left edge."""
    rect = item.boundingRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, None)
    painter.end()
    return image.pixelColor(round(_HIGHLIGHT_WIDTH), image.height() // 2)


def test_a_bet_says_its_seat_and_total(qapp):
    bet = BetItem(5, Stack({100: 3, 25: 2}), CHIPS, LIGHT.table, typography())
    assert (bet.seat, bet.text) == (5, "350")
    assert bet.toolTip() == "Seat 5 has put 350 in the pot this hand (3 × T100, 2 × T25)"


def test_a_marker_says_what_it_is_and_is_picked_up_a_little_beyond_its_disc(qapp):
    blind = MarkerItem(Marker.BIG_BLIND, 5, 48, LIGHT.table, typography())
    dead = MarkerItem(Marker.BUTTON, 4, 56, LIGHT.table, typography(), dead=True)
    assert blind.toolTip() == "Big blind: seat 5 (drag to correct)"
    assert dead.toolTip() == "Dead button: seat 4 (drag to correct)"
    assert blind.diameter == 48
    assert blind.shape().contains(QPointF(24 + 10, 0))
    assert not blind.shape().contains(QPointF(24 + 20, 0))


def test_large_text_scales_the_fonts_and_may_scale_text_further_than_the_layout(qapp):
    assert typography().font(20).pixelSize() == 20
    assert typography(1.5).font(20, bold=True).pixelSize() == 30
    assert Typography(QFont().family(), 1.5, 2.0).font(20).pixelSize() == 40


def test_plates_drawn_once_and_copied_look_as_drawn_anew_whatever_was_drawn_before(qapp, monkeypatch):
    # A drop repaints two plates from copies of their ground and badge drawn before: a copy must never show
    # another seat's number, an empty seat's dashed outline on a taken one (or the reverse), or another theme's
    # colours.
    from floordesk.gui.table_view import chip_art, items

    table = Table("T", 3).with_player(1, Player("ana", "Ana Ruiz"), Stack({25: 40}))
    table = table.with_player(3, Player("bo", "Bo Chen"), Stack({100: 4}))
    scenes = [TableScene(TableSession(CHIPS, table), "Event 7", theme.table) for theme in (LIGHT, DARK)]

    def painted() -> list[QImage]:
        images = []
        for scene in scenes:
            for seat in (1, 2, 3):  # taken, empty, taken: the same size, another number and look each time
                plate = scene.seat_item(seat)
                image = QImage(700, 700, QImage.Format.Format_ARGB32)
                image.fill(QColor("#808080"))
                painter = QPainter(image)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.scale(1.3, 1.3)  # as the view does: the copies are made at the painter's scale
                painter.translate(-plate.boundingRect().topLeft())
                plate.paint(painter, None)
                painter.end()
                images.append(image)
        return images

    chip_art._DRAWN.clear()
    copied = painted()
    assert sum(key[0] is items._PlateArt for key in chip_art._DRAWN) == 6  # each plate, each theme: kept
    monkeypatch.setattr(
        items, "paint_kept", lambda painter, placed: [art.paint(painter, at.x(), at.y()) for art, at in placed]
    )
    anew = painted()
    for copy, drawn in zip(copied, anew, strict=True):
        assert unlike_pixels(copy, drawn) < 20  # antialiasing at most
