"""The table after an act (issue 26): where the keyboard goes, what a plate says, which table a restart shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.gui.table_view.test_table_window import DEMO, menu_action, session_of, view_of


def _broke(desk, seat: int) -> None:
    for value in desk.window.model.current_event.chip_set.in_play_values():
        desk.window.operations.set_count(DEMO, seat, value, 0)


def _active(desk, qtbot):
    window = desk.window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_after_eliminate_from_the_panel_a_digit_picks_a_seat_and_names_nobody(desk, qtbot):
    window = _active(desk, qtbot)
    view = view_of(desk)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_5)
    editor = window.panel.seat_editor
    assert editor.seat == 5
    _broke(desk, 5)
    editor.eliminate_button.setFocus()
    qtbot.mouseClick(editor.eliminate_button, Qt.MouseButton.LeftButton)
    assert session_of(desk).occupant(5) is None
    focus = QApplication.focusWidget()
    assert focus is not editor.name_edit
    qtbot.keyClick(focus, Qt.Key.Key_4)
    assert editor.name_edit.text() == ""
    assert session_of(desk).occupant(5) is None
    assert editor.seat == 4


def test_after_eliminate_from_the_seat_menu_the_keyboard_stays_on_the_table(desk, qtbot):
    _active(desk, qtbot)
    view = view_of(desk)
    view.setFocus()
    _broke(desk, 2)
    menu_action(view.seat_menu(2), f"Eliminate {session_of(desk).occupant(2).player.name}").trigger()
    assert QApplication.focusWidget() is view


def test_players_seated_at_a_new_table_are_not_busted_while_their_stacks_are_entered(desk):
    window = desk.window
    assert window.operations.add_table("Table 2", 6)
    for seat, name in ((1, "Zoe Park"), (2, "Yuri Lenz"), (3, "Xia Mo")):
        assert window.operations.seat_player("Table 2", seat, name)
    assert window.operations.set_count("Table 2", 1, 100, 30)
    window.tabs.show_table("Table 2")
    scene = view_of(desk).table_scene
    for seat in (2, 3):
        plate = scene.seat_item(seat)
        assert plate.state.tag_text != "BUSTED", plate.describe()
        assert plate.no_chips_text == plate.NO_CHIPS
    # Once hands are dealt, a player who has lost every chip is out, and said so.
    for seat in (2, 3):
        assert window.operations.set_count("Table 2", seat, 100, 30)
    assert window.operations.next_hand("Table 2", first_button=1)  # button 1, blinds 2 and 3
    assert window.operations.set_count("Table 2", 1, 100, 0)
    assert scene.seat_item(1).state.tag_text == "BUSTED"
    assert scene.seat_item(1).no_chips_text == scene.seat_item(1).BUSTED


def test_a_restart_opens_the_table_last_shown(open_desk):
    first = open_desk()
    first.window.show()
    assert first.window.operations.add_table("Table 2", 6)
    first.window.tabs.show_table("Table 2")
    first.close()
    again = open_desk()
    assert again.window.tabs.current_table == "Table 2"
    again.window.tabs.show_table("Table 1")
    again.close()
    assert open_desk().window.tabs.current_table == "Table 1"
