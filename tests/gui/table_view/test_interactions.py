"""The pointer's gestures on the table: what lies under a point, what a drag there carries and where a drop lands,
a marker carried and put back; and dragging chips, players and markers on the table view, with real (synthesised)
drag, drop and mouse events.

Sources are driven with qtbot mouse events and QDrag.exec captured; targets get
QDragEnterEvent / QDragMoveEvent / QDropEvent sent to the view's viewport.
"""

from __future__ import annotations

import json
from dataclasses import replace
from types import SimpleNamespace
from uuid import uuid4

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, Qt

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.table import Player, Table
from floordesk.core.table_session import ChipPlace, Marker
from floordesk.gui.language import Languages
from floordesk.gui.panels.rack import ChipRack
from floordesk.gui.table_view.interactions import DropSpot, MarkerDrag, drop_spot, grab, item_under
from floordesk.gui.table_view.payload import CHIPS_MIME, PLAYER_MIME, ChipPayload, DragOrigin, PlayerPayload, SeatOrigin
from tests.gui.table_view.table_helpers import (
    CHIPS,
    TABLE,
    bench,
    capture_drags,
    chips_from,
    column_centre,
    drag_in_view,
    drag_over,
    drop,
    six_players,
)


def seat_point(view, seat):
    return view.mapFromScene(view.table_scene.seat_item(seat).pos())


def pot_point(view):
    return view.mapFromScene(view.table_scene.pot_item.pos())


def stack_of(b, seat):
    return b.session().occupant(seat).stack


@pytest.fixture
def table(qtbot):
    b = bench()
    b.session_at_start = b.session()
    return b, b.view(qtbot)


def rack_for(b, qtbot):
    rack = ChipRack(
        b.drag_amount,
        lambda: DragOrigin(b.model.run_uid, TABLE),
        lambda payload: b.operations.drop_chips(payload, TABLE, ChipPlace.RACK, None),
    )
    qtbot.addWidget(rack)
    rack.show_chips(CHIPS.in_play())
    with qtbot.waitExposed(rack):
        rack.show()
    return rack


def drag_from_rack(qtbot, rack, value, modifiers=Qt.KeyboardModifier.NoModifier):
    chip = next(c for c in rack.chips if c.denomination.value == value)
    centre = chip.rect().center()
    qtbot.mousePress(chip, Qt.MouseButton.LeftButton, modifiers, centre)
    qtbot.mouseMove(chip, centre + QPoint(25, 25))
    qtbot.mouseRelease(chip, Qt.MouseButton.LeftButton, modifiers, centre + QPoint(25, 25))


def test_chips_dragged_from_the_rack_build_a_stack_and_undo_redo(table, qtbot, monkeypatch):
    b, view = table
    drags = capture_drags(monkeypatch)
    rack = rack_for(b, qtbot)
    drag_from_rack(qtbot, rack, 500)
    [mime] = drags
    assert mime.formats() == [CHIPS_MIME]
    assert ChipPayload.from_mime(mime) == ChipPayload(DragOrigin(b.model.run_uid, TABLE), ChipPlace.RACK, 500, 1)

    assert drop(view.viewport(), mime, seat_point(view, 3))
    assert stack_of(b, 3) == Stack({100: 10, 25: 4, 500: 1})
    # The plate shows it: a new column and the new total.
    plate = view.table_scene.seat_item(3)
    assert [c.value for c in plate.columns] == [25, 100, 500]
    assert plate.chips_text == "1,600"
    assert b.messages[-1] == "Add 1 × T500 to Chen (seat 3)"

    b.stack.undo()
    assert stack_of(b, 3) == Stack({100: 10, 25: 4})
    assert plate.chips_text == "1,100"
    b.stack.redo()
    assert stack_of(b, 3) == Stack({100: 10, 25: 4, 500: 1})
    assert b.saved[-1].session(TABLE) == b.session()


@pytest.mark.parametrize(
    ("modifiers", "chosen", "count"),
    [
        (Qt.KeyboardModifier.NoModifier, 1, 1),
        (Qt.KeyboardModifier.ShiftModifier, 1, 5),
        (Qt.KeyboardModifier.ControlModifier, 1, 20),
        (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, 1, 100),
        (Qt.KeyboardModifier.NoModifier, 20, 20),
    ],
)
def test_a_modifier_or_the_chosen_amount_sets_how_many_chips_a_drag_takes(
    table, qtbot, monkeypatch, modifiers, chosen, count
):
    b, view = table
    drags = capture_drags(monkeypatch)
    rack = rack_for(b, qtbot)
    rack.amount_buttons.button(chosen).click()
    drag_from_rack(qtbot, rack, 1000, modifiers)
    assert ChipPayload.from_mime(drags[-1]).count == count
    assert drop(view.viewport(), drags[-1], seat_point(view, 6))
    assert stack_of(b, 6).count(1000) == count


def test_chips_dragged_from_a_seat_go_to_the_pot_and_from_the_pot_to_the_winner(table, qtbot, monkeypatch):
    b, view = table
    drags = capture_drags(monkeypatch)
    scene = view.table_scene
    drag_in_view(qtbot, view, column_centre(scene.seat_item(2), 100), Qt.KeyboardModifier.ShiftModifier)
    ben = SeatOrigin(b.model.run_uid, TABLE, 2, "ben")
    assert ChipPayload.from_mime(drags[-1]) == ChipPayload(ben, ChipPlace.SEAT, 100, 5)
    assert drop(view.viewport(), drags[-1], pot_point(view))
    assert b.session().hand.pot == Stack({100: 5})
    assert b.session().contribution(2) == Stack({100: 5})
    assert stack_of(b, 2) == Stack({100: 5, 25: 4})
    assert scene.pot_item.pot == Stack({100: 5})
    assert [(bet.seat, bet.text) for bet in scene.bet_items()] == [(2, "500")]

    # From the pot's column to seat 4, the winner.
    drag_in_view(qtbot, view, column_centre(scene.pot_item, 100), Qt.KeyboardModifier.ShiftModifier)
    assert ChipPayload.from_mime(drags[-1]) == ChipPayload(DragOrigin(b.model.run_uid, TABLE), ChipPlace.POT, 100, 5)
    assert drop(view.viewport(), drags[-1], seat_point(view, 4))
    assert b.session().hand.pot == Stack()
    assert stack_of(b, 4) == Stack({100: 15, 25: 4})
    assert b.session().chips_on_table() == b.session_at_start.chips_on_table()


def test_chips_move_between_seats_and_back_to_the_rack(table, qtbot, monkeypatch):
    b, view = table
    drags = capture_drags(monkeypatch)
    drag_in_view(qtbot, view, column_centre(view.table_scene.seat_item(1), 25))
    assert drop(view.viewport(), drags[-1], seat_point(view, 5))
    assert (stack_of(b, 1).count(25), stack_of(b, 5).count(25)) == (3, 5)
    rack = rack_for(b, qtbot)
    drag_in_view(qtbot, view, column_centre(view.table_scene.seat_item(5), 25))
    assert drop(rack, drags[-1], rack.rect().center())
    assert stack_of(b, 5).count(25) == 4


def test_a_drop_that_would_go_negative_is_refused_with_a_message(table):
    b, view = table
    too_many = chips_from(b.model, TABLE, ChipPlace.SEAT, 1, 100, 20).mime_data()
    assert drop(view.viewport(), too_many, pot_point(view))
    assert b.session() == b.session_at_start
    assert b.stack.count() == 0
    assert b.messages[-1] == "Refused: Ana has 10 chips of T100, not 20."


def test_a_chip_no_longer_in_play_is_refused(qtbot):
    event = six_players()
    b = bench(Event(event.name, event.number, event.game, CHIPS.with_removed(25), event.tables))
    view = b.view(qtbot)
    before = b.session()
    assert drop(
        view.viewport(), chips_from(b.model, TABLE, ChipPlace.RACK, None, 25, 1).mime_data(), seat_point(view, 2)
    )
    assert b.session() == before
    assert b.messages[-1] == "Refused: T25 has been coloured up and is no longer in play."


def test_chips_for_an_empty_seat_or_another_table_are_refused(table):
    b, view = table
    assert drop(
        view.viewport(), chips_from(b.model, TABLE, ChipPlace.RACK, None, 100, 1).mime_data(), seat_point(view, 8)
    )
    assert b.messages[-1] == "Refused: Seat 8 is empty."
    assert drop(
        view.viewport(), chips_from(b.model, "Table 9", ChipPlace.RACK, None, 100, 1).mime_data(), seat_point(view, 1)
    )
    assert b.messages[-1] == "Refused: Chips from Table 9 cannot be dropped on Table 5."
    assert drop(view.viewport(), chips_from(b.model, TABLE, ChipPlace.RACK, None, 100, 1).mime_data(), pot_point(view))
    assert b.messages[-1] == "Refused: Chips from the rack cannot go to the pot."
    assert b.session() == b.session_at_start


def test_foreign_or_malformed_drags_are_not_accepted(table):
    b, view = table
    text = QMimeData()
    text.setText("100 chips")
    assert not drop(view.viewport(), text, seat_point(view, 1))
    forged = QMimeData()
    forged.setData(CHIPS_MIME, b'{"table": "Table 5", "source": "rack", "seat": null, "denomination": "x", "count": 1}')
    assert not drop(view.viewport(), forged, seat_point(view, 1))
    # Over the room, outside every seat and the pot: nowhere to drop.
    corner = view.mapFromScene(view.table_scene.sceneRect().topLeft()) + QPoint(3, 3)
    assert not drop(view.viewport(), chips_from(b.model, TABLE, ChipPlace.RACK, None, 100, 1).mime_data(), corner)


def test_a_player_dragged_to_an_empty_seat_moves_with_his_chips(table, qtbot, monkeypatch):
    b, view = table
    drags = capture_drags(monkeypatch)
    plate = view.table_scene.seat_item(3)
    # The name line of the plate, above the chip columns.
    drag_in_view(qtbot, view, plate.mapToScene(plate.columns_area().topLeft()) + QPoint(40, -45).toPointF())
    assert PlayerPayload.from_mime(drags[-1]) == PlayerPayload(SeatOrigin(b.model.run_uid, TABLE, 3, "chen"))
    assert drop(view.viewport(), drags[-1], seat_point(view, 8))
    assert b.session().occupant(3) is None
    assert b.session().occupant(8).player.name == "Chen"
    assert stack_of(b, 8) == Stack({100: 10, 25: 4})
    # Onto a taken seat: refused.
    assert drop(
        view.viewport(), PlayerPayload(SeatOrigin(b.model.run_uid, TABLE, 8, "chen")).mime_data(), seat_point(view, 1)
    )
    assert b.messages[-1] == "Refused: Seat 1 is already taken by Ana."


def test_a_marker_dragged_to_another_seat_corrects_it_and_a_refused_one_snaps_back(table, qtbot):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    scene = view.table_scene
    assert {m.kind: m.seat for m in scene.marker_items()} == {
        Marker.BUTTON: 1,
        Marker.SMALL_BLIND: 2,
        Marker.BIG_BLIND: 3,
    }

    def drag_marker(kind, seat):
        marker = next(m for m in scene.marker_items() if m.kind is kind)
        start = view.mapFromScene(marker.pos())
        end = view.mapFromScene(scene.marker_home(kind, seat))
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        qtbot.mouseMove(view.viewport(), end)
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        return marker

    drag_marker(Marker.BUTTON, 6)
    assert b.session().hand.blinds == (6, 2, 3)
    assert {m.kind: m.seat for m in scene.marker_items()}[Marker.BUTTON] == 6
    assert b.messages[-1] == "Move the button to seat 6"

    big_blind = drag_marker(Marker.BIG_BLIND, 8)  # an empty seat
    assert b.messages[-1] == "Refused: Seat 8 is empty: the big blind is always a player's."
    assert b.session().hand.blinds == (6, 2, 3)
    assert big_blind.pos() == scene.marker_home(Marker.BIG_BLIND, 3)


# -- a finger -----------------------------------------------------------------------------------


def test_a_finger_held_on_a_seat_opens_its_menu_and_one_that_moves_or_lifts_does_not(table, qtbot, monkeypatch):
    # A touch screen has no right button: a long press is its way to the seat's menu (move, fold, eliminate).
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest

    from floordesk.gui.table_view.view import TableView

    b, view = table
    opened: list[str] = []
    # The real menu would wait for a pointer: its title is kept instead of showing it.
    real_menu = TableView.seat_menu
    monkeypatch.setattr(
        TableView,
        "seat_menu",
        lambda v, seat: SimpleNamespace(exec=lambda _at: opened.append(real_menu(v, seat).title())),
    )
    hold_ms = QGuiApplication.styleHints().mousePressAndHoldInterval()
    finger = QTest.createTouchDevice()

    def touch(press: bool, seat: int) -> None:
        sequence = QTest.touchEvent(view.viewport(), finger)
        (sequence.press if press else sequence.release)(0, seat_point(view, seat), view.viewport())
        sequence.commit()

    touch(True, 2)
    qtbot.waitUntil(lambda: bool(opened), timeout=hold_ms + 2000)
    touch(False, 2)
    assert opened == ["Seat 2: Ben"]
    assert view.table_scene.selected_seat() == 2
    assert b.session() == b.session_at_start

    touch(True, 3)
    touch(False, 3)
    qtbot.wait(hold_ms + 200)
    assert opened == ["Seat 2: Ben"]  # a tap selects, it does not open the menu
    assert view.table_scene.selected_seat() == 3

    drags = capture_drags(monkeypatch)
    start = view.mapFromScene(column_centre(view.table_scene.seat_item(4), 100))
    sequence = QTest.touchEvent(view.viewport(), finger)
    sequence.press(0, start, view.viewport())
    sequence.commit()
    sequence = QTest.touchEvent(view.viewport(), finger)
    sequence.move(0, start + QPoint(40, 40), view.viewport())
    sequence.commit()
    qtbot.wait(hold_ms + 200)
    assert len(drags) == 1  # the finger dragged chips
    assert opened == ["Seat 2: Ben"]


# -- what is under the pointer ------------------------------------------------------------------


def test_under_a_point_is_the_topmost_marker_plate_or_pot_and_on_bare_felt_nothing(table):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    scene = view.table_scene
    button = next(m for m in scene.marker_items() if m.kind is Marker.BUTTON)
    assert item_under(scene, button.pos()) is button
    assert item_under(scene, scene.seat_item(4).pos()) is scene.seat_item(4)
    assert item_under(scene, scene.pot_item.pos()) is scene.pot_item
    assert item_under(scene, QPointF(0, -200)) is None  # the felt above the names


def test_a_drop_on_a_marker_lands_on_its_seat_and_on_the_felt_nowhere(table):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    scene = view.table_scene
    big_blind = next(m for m in scene.marker_items() if m.kind is Marker.BIG_BLIND)
    assert drop_spot(scene, big_blind.pos()) == DropSpot(ChipPlace.SEAT, 3, scene.seat_item(3))
    assert drop_spot(scene, scene.pot_item.pos()) == DropSpot(ChipPlace.POT, None, scene.pot_item)
    assert drop_spot(scene, QPointF(0, -200)) is None


def test_a_drag_carries_a_columns_chips_or_off_the_columns_the_player_and_nothing_from_an_empty_seat(table):
    b, view = table
    scene = view.table_scene
    event = b.model.run_uid
    chips = ChipPayload.from_mime(grab(scene, column_centre(scene.seat_item(2), 25), 3, event))
    assert chips == ChipPayload(SeatOrigin(event, TABLE, 2, "ben"), ChipPlace.SEAT, 25, 3)
    plate = scene.seat_item(2)
    badge = plate.mapToScene(plate.columns_area().topLeft() - QPointF(-5, 30))
    assert PlayerPayload.from_mime(grab(scene, badge, 3, event)) == PlayerPayload(SeatOrigin(event, TABLE, 2, "ben"))
    assert grab(scene, scene.seat_item(8).pos(), 3, event) is None
    assert grab(scene, scene.pot_item.pos(), 3, event) is None  # an empty pot has no column


def test_the_pots_column_carries_its_chips(table):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    b.operations.change(TABLE, "bet", lambda s: s.bet(4, 100, 2))
    pot = view.table_scene.pot_item
    carried = ChipPayload.from_mime(grab(view.table_scene, column_centre(pot, 100), 1, b.model.run_uid))
    assert carried == ChipPayload(DragOrigin(b.model.run_uid, TABLE), ChipPlace.POT, 100, 1)


def test_a_marker_carried_follows_the_pointer_lights_the_nearest_seat_and_goes_back_when_cancelled(table):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    scene = view.table_scene
    button = next(m for m in scene.marker_items() if m.kind is Marker.BUTTON)
    home = button.pos()
    carried = MarkerDrag(scene, button, home)
    carried.move(scene.marker_home(Marker.BUTTON, 5))
    assert button.pos() == scene.marker_home(Marker.BUTTON, 5)
    assert scene.seat_item(5)._highlighted
    assert carried.end() == 5
    assert not scene.seat_item(5)._highlighted
    carried.cancel()
    assert button.pos() == home


def test_a_drag_over_bare_felt_is_not_taken_and_over_a_seat_it_is(table):
    b, view = table
    chips = chips_from(b.model, TABLE, ChipPlace.RACK, None, 100, 1).mime_data()
    assert not drag_over(view.viewport(), chips, view.mapFromScene(QPointF(0, -200)))
    assert drag_over(view.viewport(), chips, seat_point(view, 7))


def test_a_player_dragged_from_another_table_moves_there_as_one_undo_step_or_is_refused_saying_why(qtbot):
    six = six_players()
    other = Table("Table 6", 9).with_player(1, Player("gil", "Gil"), Stack({100: 7}))
    b = bench(replace(six, tables=(*six.tables, other)))
    view = b.view(qtbot)
    at_start = b.model.current_event
    gil = PlayerPayload(SeatOrigin(b.model.run_uid, "Table 6", 1, "gil"))
    assert drop(view.viewport(), gil.mime_data(), seat_point(view, 7))
    assert b.session().occupant(7).player.name == "Gil"
    assert stack_of(b, 7) == Stack({100: 7})  # his chips with him
    assert b.session("Table 6").occupant(1) is None
    assert b.messages[-1] == "Move Gil (seat 1) of Table 6 to Table 5, seat 7"
    assert b.stack.count() == 1
    b.stack.undo()
    assert b.model.current_event == at_start
    # Onto a taken seat, or from a table the event no longer has: refused, saying why, nobody moved.
    assert drop(view.viewport(), gil.mime_data(), seat_point(view, 2))
    assert b.messages[-1] == "Refused: Seat 2 of Table 5 is taken by Ben."
    assert drop(view.viewport(), PlayerPayload(replace(gil.origin, table="Table 9")).mime_data(), seat_point(view, 7))
    assert b.messages[-1] == "Refused: The player dragged is no longer in seat 1 of Table 9: nobody was moved."
    assert drop(view.viewport(), PlayerPayload(replace(gil.origin, player="hal")).mime_data(), seat_point(view, 7))
    assert b.messages[-1] == "Refused: The player dragged is no longer in seat 1 of Table 6: nobody was moved."
    assert b.model.current_event == at_start
    assert b.stack.count() == 1


def test_a_player_dragged_from_another_floordesk_is_refused_though_it_has_a_table_of_that_name(qtbot):
    """Another process's window, running another event or its own copy of this one: its table names, seats and
    player ids may all match this event's; its drag is not this window's, and nobody is moved."""
    six = six_players()
    b = bench(replace(six, tables=(*six.tables, Table("Table 6", 9).with_player(1, Player("gil", "Gil")))))
    view = b.view(qtbot)
    at_start = b.model.current_event
    other_window = {"event": uuid4().hex, "table": "Table 6", "seat": 1, "player": "gil"}
    mime = QMimeData()
    mime.setData(PLAYER_MIME, QByteArray(json.dumps(other_window).encode("utf-8")))
    assert drop(view.viewport(), mime, seat_point(view, 7))
    assert b.messages[-1] == (
        "Refused: The player dragged comes from another FloorDesk window or event: nobody was moved to Table 5."
    )
    assert b.model.current_event == at_start
    assert b.stack.count() == 0
    before = PlayerPayload(SeatOrigin(b.model.run_uid, TABLE, 1, "ana"))
    b.model.switch_to(six)  # another event opened here: a drag from before it is not of this one either
    assert drop(view.viewport(), before.mime_data(), seat_point(view, 7))
    assert b.messages[-1] == (
        "Refused: The player dragged comes from another FloorDesk window or event: nobody was moved to Table 5."
    )
    assert b.model.session(TABLE).occupant(1).player.name == "Ana"


def test_chips_dragged_from_another_floordesk_are_refused_though_it_has_a_table_of_that_name(table, qtbot):
    """Another process's rack, seat or pot: its table's name, seats and players may all be this event's."""
    b, view = table
    rack = rack_for(b, qtbot)
    refused = []
    for source, seat, player in (("rack", None, None), ("seat", 2, "ben"), ("pot", None, None)):
        other_window = {"event": uuid4().hex, "table": TABLE, "seat": seat, "player": player}
        mime = QMimeData()
        chips = {"source": source, "denomination": 100, "count": 3}
        mime.setData(CHIPS_MIME, QByteArray(json.dumps({**other_window, **chips}).encode("utf-8")))
        for target, at in (("seat 5", seat_point(view, 5)), ("pot", pot_point(view)), ("rack", rack.rect().center())):
            b.messages.clear()
            if drop(rack if target == "rack" else view.viewport(), mime, at):
                refused.append((source, target, list(b.messages)))
    foreign = [
        "Refused: The chips dragged come from another FloorDesk window or event: nothing was changed on Table 5."
    ]
    # the rack takes only chips from a seat
    assert [(source, target) for source, target, _said in refused] == [
        *(("rack", "seat 5"), ("rack", "pot")),
        *(("seat", "seat 5"), ("seat", "pot"), ("seat", "rack")),
        *(("pot", "seat 5"), ("pot", "pot")),
    ]
    assert all(said == foreign for _source, _target, said in refused)
    assert b.session() == b.session_at_start
    assert b.stack.count() == 0
    earlier = chips_from(b.model, TABLE, ChipPlace.SEAT, 2, 100, 3)
    b.model.switch_to(six_players())  # another event opened here: a drag from before it is not of this one either
    assert drop(view.viewport(), earlier.mime_data(), pot_point(view))
    assert b.messages[-1].startswith("Refused: The chips dragged come from another FloorDesk window or event")
    assert b.session().hand.pot == Stack()


def test_chips_dragged_from_a_seat_whose_player_has_changed_since_are_refused(table, qtbot, monkeypatch):
    b, view = table
    drags = capture_drags(monkeypatch)
    rack = rack_for(b, qtbot)
    drag_in_view(qtbot, view, column_centre(view.table_scene.seat_item(2), 100))
    picked_up = drags[-1]
    assert b.operations.move_player(TABLE, 2, 8)  # Ben leaves seat 2 while his chips are in the air
    assert b.operations.move_player(TABLE, 3, 2)  # and Chen, with chips of his own, takes it
    moved = b.session()
    for target, at in (
        (view.viewport(), pot_point(view)),
        (view.viewport(), seat_point(view, 5)),
        (rack, rack.rect().center()),
    ):
        assert drop(target, picked_up, at)
        assert b.messages[-1] == (
            "Refused: The chips dragged were picked up from seat 2 of Table 5, whose player has changed since: "
            "no chips were moved."
        )
    assert b.session() == moved
    assert b.stack.count() == 2


def test_a_marker_put_back_on_its_own_seat_is_no_correction(table, qtbot):
    b, view = table
    b.operations.next_hand(TABLE, first_button=1)
    said = list(b.messages)
    button = next(m for m in view.table_scene.marker_items() if m.kind is Marker.BUTTON)
    at = view.mapFromScene(button.pos())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.mouseMove(view.viewport(), at + QPoint(3, 3))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(3, 3))
    assert b.messages == said
    assert button.pos() == view.table_scene.marker_home(Marker.BUTTON, 1)


def test_a_drop_from_another_floordesk_is_refused_in_the_windows_language(table, qapp):
    b, view = table
    Languages(qapp, "de")  # the fixture puts English back after
    elsewhere = uuid4().hex
    chips = ChipPayload(DragOrigin(elsewhere, TABLE), ChipPlace.RACK, 100, 1)
    player = PlayerPayload(SeatOrigin(elsewhere, TABLE, 1, "ana"))
    assert drop(view.viewport(), chips.mime_data(), seat_point(view, 2))
    assert drop(view.viewport(), player.mime_data(), seat_point(view, 7))
    assert b.messages == [
        "Abgelehnt: Die gezogenen Chips kommen aus einem anderen FloorDesk-Fenster oder Event: an Table 5 wurde nichts"
        " geändert.",
        "Abgelehnt: Der gezogene Spieler kommt aus einem anderen FloorDesk-Fenster oder Event: niemand wurde an"
        " Table 5 gesetzt.",
    ]
    assert b.session() == b.session_at_start
