"""Events and tables (issue 15): the tab menu (rename, remove, break), moving a player between tables,
the Event dialog, several events with a current one, and the level being played."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QTableWidgetItem

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.table import Player, SeatStatus, Table
from floordesk.gui.dialogs.event_dialog import EventDialog
from floordesk.gui.table_admin import Answer, break_table, rename_dialog
from floordesk.store.events import EventRepository
from tests.gui.table_view.test_table_window import menu_action

DEMO = "Table 1"


def message(desk):
    return desk.window.statusBar().currentMessage()


def chips_in_event(event):
    total = Stack()
    for name in event.table_names():
        total = total.plus(event.session(name).chips_on_table())
    return total


def with_second_table(desk, seats=9):
    window = desk.window
    window.operations.add_table("Table 2", seats)
    window.model.apply("Table 2", window.model.session("Table 2").seat_player(1, Player("zoe", "Zoe"), Stack({100: 3})))
    return window


def test_a_player_moves_to_another_table_from_his_seat_menu_keeping_his_chips_and_it_can_be_undone(desk):
    window = with_second_table(desk)
    before = window.model.current_event
    window.tabs.show_table(DEMO)
    window.operations.penalise(DEMO, 2, 2)
    menu = window.table_view.seat_menu(2)
    menu_action(menu, "Seat 5").trigger()
    event = window.model.current_event
    moved = event.session("Table 2").occupant(5)
    assert moved.player.name == "Ben Okafor"
    assert moved.stack == before.session(DEMO).occupant(2).stack
    assert moved.status is SeatStatus.ON_PENALTY
    assert event.session(DEMO).occupant(2) is None
    assert chips_in_event(event) == chips_in_event(before)
    assert message(desk) == "Move Ben Okafor (seat 2) of Table 1 to Table 2, seat 5"
    window.undo_action.trigger()
    assert window.model.session(DEMO).occupant(2).player.name == "Ben Okafor"
    assert message(desk) == "Undid: Move Ben Okafor (seat 2) of Table 1 to Table 2, seat 5"


def test_the_tab_menu_renames_a_table_in_place_and_removes_only_an_empty_one(desk, qtbot):
    window = with_second_table(desk)
    menu = window.tab_menu(DEMO)
    assert not menu_action(menu, "Remove (empty table)").isEnabled()
    assert menu_action(menu, "Break table…").isEnabled()
    dialog = rename_dialog(window.model, "Table 2")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Table 1")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.name_problem.text() == "The event already has a table called Table 1."
    assert window.operations.rename_table("Table 2", "Feature table")
    assert window.tabs.table_names() == [DEMO, "Feature table"]
    assert window.tabs.tab_bar.tabText(1) == "Feature table"
    assert not window.operations.remove_table("Feature table")
    assert message(desk) == "Refused: Feature table still has 1 player: move them or break it."
    window.operations.add_table("Table 3", 6)
    assert menu_action(window.tab_menu("Table 3"), "Remove (empty table)").isEnabled()
    assert window.operations.remove_table("Table 3")
    assert window.tabs.table_names() == [DEMO, "Feature table"]


def test_the_table_menu_offers_the_tab_menu_of_the_table_shown_to_a_finger_or_the_keyboard(desk):
    # The tab's menu opened only by a right click on the tab: a touch screen or the keyboard could not break a table.
    window = with_second_table(desk)
    window.tabs.show_table("Table 2")
    this_table = window.tabs.this_table_menu
    this_table.aboutToShow.emit()
    assert [a.text() for a in this_table.actions()] == ["&Rename…", "Re&move (empty table)", "&Break table…"]
    assert this_table.title() == "This ta&ble: Table 2"
    assert menu_action(this_table, "Break table…").isEnabled()
    window.tabs.show_table(DEMO)
    assert this_table.title() == "This ta&ble: Table 1"  # named before it is opened
    this_table.aboutToShow.emit()
    assert len(this_table.actions()) == 3
    window.operations.add_table("Table 3", 6)
    this_table.aboutToShow.emit()
    menu_action(this_table, "Remove (empty table)").trigger()
    assert window.model.table_names() == (DEMO, "Table 2")


def test_every_table_tab_is_large_enough_for_a_finger(desk):
    window = with_second_table(desk)
    window.operations.add_table("T", 6)
    bar = window.tabs.tab_bar
    sizes = [bar.tabRect(index).size() for index in range(bar.count())]
    assert all(size.height() >= 40 and size.width() >= 40 for size in sizes), sizes


def qt_shows(text):
    """What Qt shows of a menu entry's or a tab's text: "&" marks the shortcut key, "&&" is an ampersand."""
    return re.sub(r"&(.)", r"\1", text)


def test_an_ampersand_in_a_table_or_player_name_is_shown_on_its_tab_and_in_the_menus(desk):
    # "R&D" showed as "RD", the D underlined as a shortcut key.
    window = with_second_table(desk)
    window.operations.add_table("R&D", 6)
    window.operations.seat_player("R&D", 1, "Bo & Jo")
    bar = window.tabs.tab_bar
    assert [qt_shows(bar.tabText(index)) for index in range(bar.count())] == [DEMO, "Table 2", "R&D"]
    assert qt_shows(window.tabs.this_table_menu.title()) == "This table: R&D"
    entries = [qt_shows(action.text()) for action in window.table_view.seat_menu(1).actions()]
    assert "Count Bo & Jo's chips…" in entries
    assert "Eliminate Bo & Jo" in entries
    window.tabs.show_table(DEMO)
    elsewhere = next(a.menu() for a in window.table_view.seat_menu(1).actions() if "another" in a.text())
    assert [qt_shows(action.text()) for action in elsewhere.actions()] == ["Table 2", "R&D"]


def test_breaking_a_table_asks_for_each_move_and_removes_it_once_empty(desk):
    window = with_second_table(desk)
    window.operations.add_table("Table 3", 9)
    before = window.model.current_event
    asked = []

    def confirm(question):
        asked.append(question)
        return Answer.MOVE

    moved = break_table(window.model, window.operations, "Table 2", confirm)
    assert moved == 1
    assert asked == ["Move Zoe (seat 1, 300 in chips) to Table 3, seat 1?"]
    event = window.model.current_event
    assert event.table_names() == (DEMO, "Table 3")
    assert event.session("Table 3").occupant(1).player.name == "Zoe"
    assert chips_in_event(event) == chips_in_event(before)
    assert window.tabs.table_names() == [DEMO, "Table 3"]


def test_a_move_skipped_or_stopped_leaves_the_table_in_place(desk):
    window = with_second_table(desk)
    assert break_table(window.model, window.operations, "Table 2", lambda _q: Answer.SKIP) == 0
    assert "Table 2" in window.model.table_names()
    assert window.model.session("Table 2").occupant(1).player.name == "Zoe"


def test_the_event_dialog_edits_name_game_chips_levels_and_rules_refusing_beside_the_field(desk, qtbot):
    window = desk.window
    dialog = EventDialog(window.model.current_event, "Event")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Main Event")
    dialog.game.setCurrentIndex(dialog.game.findData("stud"))
    dialog._add_level_row(None)
    for column, text in enumerate(("50", "25", "0", "0", "40")):
        dialog.levels.setItem(0, column, QTableWidgetItem(text))
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.levels_problem.text() == "Level 1: the small blind is not larger than the big blind."
    dialog.levels.setItem(0, 0, QTableWidgetItem("-5"))
    dialog.accept()
    assert dialog.levels_problem.text() == "Level 1 small blind: must be at least 0, not -5."
    dialog.levels.setItem(0, 0, QTableWidgetItem("25"))
    dialog.levels.setItem(0, 1, QTableWidgetItem("50"))
    dialog._add_level_row(None)
    for column, text in enumerate(("50", "100", "10", "0", "40")):
        dialog.levels.setItem(1, column, QTableWidgetItem(text))
    dialog.preset.setCurrentText("Later TDA practice")
    assert dialog.flags["clock_s"].text() == "25"
    dialog.accept()
    assert not dialog.isVisible()
    details = dialog.details()
    assert window.operations.change_event("Edit", lambda e: e.with_details(*details))
    event = window.model.current_event
    assert (event.name, event.game, event.rules.clock_s) == ("Main Event", "stud", 25)
    assert window.windowTitle() == "FloorDesk — Main Event"
    assert window.level_label.full_text == "Level 1: blinds 25/50; 40 min"
    window.event_controls.next_level_action.trigger()
    assert window.level_label.full_text == "Level 2: blinds 50/100, ante 10; 40 min"
    assert not window.event_controls.next_level_action.isEnabled()
    window.undo_action.trigger()
    assert window.model.current_event.level == 0


def test_a_chip_still_on_the_table_cannot_be_taken_out_of_the_chip_set(desk, qtbot):
    dialog = EventDialog(desk.window.model.current_event, "Event")
    qtbot.addWidget(dialog)
    dialog.show()
    row = next(r for r in range(dialog.chips.rowCount()) if dialog.chips.item(r, 0).text() == "1,000")
    dialog.chips.removeRow(row)
    dialog.accept()
    assert dialog.isVisible()
    assert "T1000 is not a denomination in play" in dialog.chips_problem.text()


def test_a_new_event_is_created_chosen_and_the_old_one_chosen_again(desk):
    window = desk.window
    events = EventRepository(desk.store.connection)
    first = window.model.current_event
    window.operations.set_absent(DEMO, 1, True)
    blank_number = events.next_number()
    events.save(Event("Event 2", blank_number, "razz", first.chip_set, (Table("Table 1", 8),)))
    window.event_controls.choose_event(blank_number)
    assert window.model.current_event.name == "Event 2"
    assert window.tabs.table_names() == ["Table 1"]
    assert window.table_view.table_scene.session.table.seats_max == 8
    assert not window.undo_action.isEnabled()
    assert window.event_label.full_text == "Event 2"
    window.event_controls.fill_choose_event_menu()
    labels = [a.text() for a in window.event_controls.choose_event_menu.actions()]
    assert labels == [f"#1 {first.name}", "#2 Event 2"]
    window.event_controls.choose_event(1)
    assert window.model.current_event.session(DEMO).occupant(1).status is SeatStatus.ABSENT
    assert events.current().number == 1


def test_new_event_from_the_menu_is_saved_chosen_and_shown(desk, monkeypatch):
    def fill_and_accept(dialog):
        dialog.name.setText("Event 2: Razz")
        dialog.game.setCurrentIndex(dialog.game.findData("razz"))
        dialog.accept()
        return EventDialog.DialogCode.Accepted

    monkeypatch.setattr(EventDialog, "exec", fill_and_accept)
    window = desk.window
    window.event_controls.new_event_action.trigger()
    event = window.model.current_event
    assert (event.name, event.game, event.number) == ("Event 2: Razz", "razz", 2)
    assert window.tabs.table_names() == ["Table 1"]
    assert not window.table_view.table_scene.session.table.occupants
    assert EventRepository(desk.store.connection).current() == event
    assert message(desk) == "Now running Event 2: Razz"
