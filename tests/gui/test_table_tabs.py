"""The tables' tabs: a page per table, tabs once there are two, the table a change touched brought forward, each
page with its own seat, a diagram built when first shown, the Table menu's entries for the table shown."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMenu

from floordesk.core.event import Event
from floordesk.core.table import Table
from floordesk.gui.table_tabs import TAB_PIXELS, TableTabs
from floordesk.gui.theme import DARK, LIGHT
from tests.gui.table_view.table_helpers import CHIPS, TABLE, Bench, bench, six_players
from tests.gui.table_view.test_table_window import menu_action


class Tabs:
    """The bench's event in tabs, and how often they said the focus changed."""

    def __init__(self, qtbot, event: Event | None = None) -> None:
        self.b: Bench = bench(event)
        self.tabs = TableTabs(self.b.model, self.b.operations, self.b.drag_amount, LIGHT.table, 1.0)
        qtbot.addWidget(self.tabs)
        self.tabs.resize(900, 600)
        self.tabs.show()
        self.focus_changes = 0
        self.tabs.focus_changed.connect(self._focus_changed)

    def _focus_changed(self) -> None:
        self.focus_changes += 1

    def tab_texts(self) -> list[str]:
        bar = self.tabs.tab_bar
        return [] if bar is None else [bar.tabText(i) for i in range(bar.count())]


@pytest.fixture
def t(qtbot) -> Tabs:
    return Tabs(qtbot)


def test_a_lone_table_is_shown_without_tabs(t):
    assert t.tabs.table_names() == [TABLE]
    assert t.tabs.current_table == TABLE
    assert t.tabs.current_view.table == TABLE
    assert t.tabs.tab_bar is None


def test_a_second_table_brings_tabs_and_is_shown_and_its_removal_hides_them(t):
    assert t.b.operations.add_table("Table 6", 6)
    assert t.tab_texts() == [TABLE, "Table 6"]
    assert not t.tabs.tab_bar.isHidden()
    assert t.tabs.current_table == "Table 6"
    assert t.tabs.tab_bar.currentIndex() == 1
    assert t.tabs.tab_bar.tabSizeHint(0).height() >= TAB_PIXELS
    assert t.b.operations.remove_table("Table 6")
    assert t.tabs.table_names() == [TABLE]
    assert t.tabs.current_table == TABLE
    assert t.tabs.tab_bar.isHidden()


def test_the_table_a_change_touched_comes_forward_and_each_keeps_its_seat(t):
    t.b.operations.add_table("Table 6", 6)
    t.tabs.current_view.select_seat(4)
    t.tabs.show_table(TABLE)
    t.tabs.current_view.select_seat(2)
    said = t.focus_changes
    t.b.operations.seat_player("Table 6", 1, "Zed Novak")
    assert t.tabs.current_table == "Table 6"
    assert t.tabs.selected_seat == 4
    assert t.tabs.current_view.table_scene.seat_item(1).player_name == "Zed Novak"
    assert t.focus_changes > said
    t.b.stack.undo()
    assert t.tabs.current_table == "Table 6"
    t.tabs.tab_bar.setCurrentIndex(0)
    assert (t.tabs.current_table, t.tabs.selected_seat) == (TABLE, 2)


def test_a_diagram_is_built_only_when_its_table_is_first_shown(qtbot):
    t = Tabs(qtbot, six_players().with_table(Table("Table 6", 6)))
    assert t.tab_texts() == [TABLE, "Table 6"]
    assert t.tabs.current_table == TABLE
    hidden = t.tabs._pages[1]
    assert hidden.view is None
    t.tabs.show_table("Table 6")
    assert hidden.view is not None


def test_the_tables_are_stepped_through_round_the_tabs_and_an_unknown_one_changes_nothing(t):
    t.b.operations.add_table("Table 6", 6)
    t.b.operations.add_table("Table 7", 6)
    t.tabs.step_table(1)
    assert t.tabs.current_table == TABLE
    t.tabs.step_table(-1)
    assert t.tabs.current_table == "Table 7"
    t.tabs.show_table("Table 99")
    assert t.tabs.current_table == "Table 7"


def test_a_renamed_table_keeps_its_place_and_an_ampersand_is_shown(t):
    t.b.operations.add_table("Table 6", 6)
    t.b.operations.rename_table(TABLE, "R&D")
    assert t.tabs.table_names() == ["R&D", "Table 6"]
    assert t.tab_texts() == ["R&&D", "Table 6"]
    assert t.tabs.tab_bar.tabToolTip(0) == "R&D"


def test_another_event_replaces_every_page(t):
    t.b.operations.add_table("Table 6", 6)
    t.b.model.switch_to(Event("Event 9", 9, "holdem", CHIPS, (Table("Final", 9),)))
    assert t.tabs.table_names() == ["Final"]
    assert t.tabs.current_table == "Final"


def test_a_seat_menu_offers_the_open_seats_of_the_other_tables(t):
    t.b.operations.add_table("Table 6", 2)
    t.b.operations.seat_player("Table 6", 1, "Zed Novak")
    t.tabs.show_table(TABLE)
    other = menu_action(t.tabs.current_view.seat_menu(1), "Move to another table").menu()
    assert [action.text() for action in other.actions()] == ["Table 6"]
    assert [action.text() for action in other.actions()[0].menu().actions()] == ["Seat 2"]


def test_misdeal_is_offered_for_the_table_shown_while_its_hand_is_in_progress(t):
    menu = QMenu(t.tabs)
    misdeal = t.tabs.serve_table_menu(menu)
    assert not misdeal.isEnabled()
    t.b.operations.next_hand(TABLE, first_button=1)
    t.b.operations.set_count(TABLE, 3, 100, 9)
    assert misdeal.isEnabled()
    misdeal.trigger()
    assert t.b.stack.undoText() == f"{TABLE}: misdeal, hand 1 dealt again"
    t.b.operations.add_table("Table 6", 6)
    assert not misdeal.isEnabled()


def test_this_tables_menu_is_named_after_the_table_shown(t):
    menu = QMenu(t.tabs)
    t.tabs.serve_this_table_menu(menu)
    assert menu.title() == f"This ta&ble: {TABLE}"
    t.b.operations.add_table("R&D", 6)
    assert menu.title() == "This ta&ble: R&&D"
    menu.aboutToShow.emit()
    assert menu_action(menu, "Rename…") is not None


def test_a_new_theme_repaints_every_diagram_built(t):
    t.b.operations.add_table("Table 6", 6)
    t.tabs.restyle(DARK.table, 1.0)
    for table in (TABLE, "Table 6"):
        t.tabs.show_table(table)
        assert t.tabs.current_view.table_scene.backgroundBrush().color() == QColor(DARK.table.room)
