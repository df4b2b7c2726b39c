"""The table view: keys that choose and act on seats, the seat in words for a screen reader, menus opened where the
seat is, and the scene kept fitted to the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.core.table import SeatStatus
from floordesk.core.table_session import Marker
from floordesk.gui.table_view.view import TableView
from tests.gui.table_view.table_helpers import TABLE, bench


class Opened:
    """Stands in for a seat's menu, which would wait for a pointer: which seats' menus were opened."""

    def __init__(self, monkeypatch) -> None:
        self.seats: list[int] = []
        monkeypatch.setattr(TableView, "seat_menu", lambda _view, seat: self._menu(seat))

    def _menu(self, seat: int) -> Opened:
        self.seats.append(seat)
        return self

    def exec(self, _where) -> None:
        pass


@pytest.fixture
def b(qtbot):
    return bench()


@pytest.fixture
def view(b, qtbot) -> TableView:
    view = b.view(qtbot)
    view.setFocus()
    return view


def keys(qtbot, view: TableView, *pressed: Qt.Key) -> int | None:
    for key in pressed:
        qtbot.keyClick(view, key)
    return view.table_scene.selected_seat()


def test_a_digit_chooses_its_seat_zero_the_tenth_and_one_beyond_the_table_nothing(qtbot, view):
    assert keys(qtbot, view, Qt.Key.Key_3) == 3
    assert keys(qtbot, view, Qt.Key.Key_9) == 9
    assert keys(qtbot, view, Qt.Key.Key_0) == 9  # a nine-seat table has no seat 10


def test_the_arrows_step_round_the_table_and_escape_chooses_none(qtbot, view):
    assert keys(qtbot, view, Qt.Key.Key_Right) == 1
    assert keys(qtbot, view, Qt.Key.Key_Left) == 9
    assert keys(qtbot, view, Qt.Key.Key_Down, Qt.Key.Key_Down) == 2
    assert keys(qtbot, view, Qt.Key.Key_Up) == 1
    assert keys(qtbot, view, Qt.Key.Key_Escape) is None
    assert keys(qtbot, view, Qt.Key.Key_Left) == 9


def test_each_change_of_seat_is_told_once(qtbot, view):
    told: list[int] = []
    view.seat_selected.connect(told.append)
    keys(qtbot, view, Qt.Key.Key_4, Qt.Key.Key_4, Qt.Key.Key_Right, Qt.Key.Key_Escape)
    assert told == [4, 5, 0]


def test_enter_opens_an_empty_seats_editor_and_a_players_menu_and_f2_his_editor(qtbot, view, monkeypatch):
    opened = Opened(monkeypatch)
    edits: list[int] = []
    view.seat_edit_requested.connect(edits.append)
    keys(qtbot, view, Qt.Key.Key_8, Qt.Key.Key_Return, Qt.Key.Key_2, Qt.Key.Key_Enter, Qt.Key.Key_F2)
    assert (edits, opened.seats) == ([8, 2], [2])
    qtbot.keyClick(view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert opened.seats == [2, 2]


def test_without_a_seat_chosen_no_key_acts_on_a_seat(qtbot, b, view, monkeypatch):
    opened = Opened(monkeypatch)
    edits: list[int] = []
    view.seat_edit_requested.connect(edits.append)
    keys(qtbot, view, Qt.Key.Key_Return, Qt.Key.Key_F2, Qt.Key.Key_A, Qt.Key.Key_Delete)
    assert (edits, opened.seats, b.stack.count()) == ([], [], 0)


def test_a_marks_a_player_absent_and_back_and_delete_eliminates_only_one_without_chips(qtbot, b, view):
    keys(qtbot, view, Qt.Key.Key_2, Qt.Key.Key_A)
    assert b.session().occupant(2).status is SeatStatus.ABSENT
    keys(qtbot, view, Qt.Key.Key_A)
    assert b.session().occupant(2).status is SeatStatus.PLAYING
    keys(qtbot, view, Qt.Key.Key_Delete)
    assert b.messages[-1].startswith("Refused: Ben still has 1,100 in chips")
    b.operations.set_count(TABLE, 2, 100, 0)
    b.operations.set_count(TABLE, 2, 25, 0)
    keys(qtbot, view, Qt.Key.Key_Delete)
    assert b.session().occupant(2) is None


def test_a_hidden_view_acts_on_no_key(qtbot, b, view):
    view.hide()
    keys(qtbot, view, Qt.Key.Key_2, Qt.Key.Key_A)
    assert view.table_scene.selected_seat() is None
    assert b.stack.count() == 0


def test_the_view_is_named_by_the_seat_chosen_in_words_and_follows_its_changes(qtbot, b, view):
    assert view.accessibleName() == f"Table diagram: {TABLE}"
    assert TABLE in view.accessibleDescription()
    b.operations.next_hand(TABLE, first_button=1)
    keys(qtbot, view, Qt.Key.Key_3)
    assert view.accessibleName() == "Seat 3, Chen, 1,100 in chips, big blind"
    assert view.viewport().accessibleName() == view.accessibleName()
    b.operations.set_absent(TABLE, 3, True)
    assert view.accessibleName() == "Seat 3, Chen, 1,100 in chips, big blind, absent"
    keys(qtbot, view, Qt.Key.Key_Escape)
    assert view.accessibleName() == f"Table diagram: {TABLE}"


def test_escape_puts_back_a_marker_being_dragged(qtbot, b, view):
    b.operations.next_hand(TABLE, first_button=1)
    button = next(m for m in view.table_scene.marker_items() if m.kind is Marker.BUTTON)
    home = button.pos()
    at = view.mapFromScene(home)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(view.table_scene.marker_home(Marker.BUTTON, 6)))
    assert button.pos() != home
    keys(qtbot, view, Qt.Key.Key_Escape)
    assert button.pos() == home
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton)
    assert b.session().table.markers.button_seat == 1


def test_a_mouse_press_on_a_plate_chooses_it_and_takes_the_keyboard(qtbot, view):
    view.clearFocus()
    at = view.mapFromScene(view.table_scene.seat_item(6).pos())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert view.table_scene.selected_seat() == 6
    assert view.hasFocus()


def test_the_scene_stays_fitted_when_the_window_is_resized(qtbot, view):
    for width, height in ((1000, 700), (600, 900)):
        view.resize(width, height)
        shown = view.mapFromScene(view.table_scene.sceneRect()).boundingRect()
        assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)
        fill = max(shown.width() / view.viewport().width(), shown.height() / view.viewport().height())
        assert fill > 0.97
