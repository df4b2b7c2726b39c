"""The side panel: the hand, the pot and the markers of the table shown, what the next deal will do, the rack of its
chips in play, the hand's buttons following their actions, and chips dropped on the rack taken off the table shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from floordesk.core.chips import Stack
from floordesk.core.table_session import ChipPlace
from floordesk.gui.panels.table_panel import TablePanel
from floordesk.gui.table_view.payload import DragOrigin
from tests.gui.table_view.table_helpers import TABLE, Bench, bench, chips_from, drop

WIDTH = 320


class Panel:
    """A side panel on the bench's table, shown again after every change as the window does."""

    def __init__(self, qtbot, width: int = WIDTH) -> None:
        self.b: Bench = bench()
        self.next_hand = QAction("&Next hand")
        self.panel = TablePanel(self.b.operations, self.b.drag_amount, self.next_hand, width, lambda: None)
        qtbot.addWidget(self.panel)
        self.b.model.table_changed.connect(lambda _name: self.show(TABLE))
        self.show(TABLE)
        self.panel.show()

    def show(self, table: str | None) -> None:
        session = None if table is None else self.b.session(table)
        self.panel.show_table(session, None, self.b.model.current_event.available_players)


@pytest.fixture
def p(qtbot) -> Panel:
    return Panel(qtbot)


def test_before_the_first_hand_it_says_so_and_where_the_first_button_goes(p):
    panel = p.panel
    assert panel.hand_label.text() == "No hand dealt yet"
    assert panel.pot_label.text() == "Pot: empty"
    assert panel.markers_label.isHidden()
    assert panel.next_hand_label.text() == p.b.operations.describe_next_hand(p.b.session())
    assert panel.next_hand_label.text().startswith("First hand: the button goes to seat 1 (Ana)")
    assert [chip.denomination.value for chip in panel.rack.chips] == [25, 100, 500, 1000, 5000]


def test_in_a_hand_it_says_its_number_pot_markers_and_the_next_deal(p):
    p.b.operations.next_hand(TABLE, first_button=1)
    p.b.operations.change(TABLE, "bet", lambda s: s.bet(4, 100, 2))
    panel = p.panel
    assert panel.hand_label.text() == "Hand 1"
    assert panel.pot_label.text() == "Pot: 200"
    assert not panel.markers_label.isHidden()
    assert panel.markers_label.text() == "Button: seat 1, small blind: seat 2, big blind: seat 3."
    assert panel.next_hand_label.text().startswith("Next hand: button: seat 2, small blind: seat 3")


def test_with_no_table_it_says_so_and_offers_no_chips(p):
    p.show(None)
    panel = p.panel
    assert panel.hand_label.text() == "No table"
    assert (panel.pot_label.text(), panel.markers_label.text(), panel.next_hand_label.text()) == ("", "", "")
    assert panel.rack.chips == []


def test_the_racks_chips_are_picked_up_at_the_table_shown_of_the_event_as_this_window_runs_it(p):
    assert p.panel.rack.payload_for(100, 0).origin == DragOrigin(p.b.model.run_uid, TABLE)
    p.b.model.switch_to(p.b.model.current_event)  # opened again: another run of it, whose drags are not the first's
    assert p.panel.rack.payload_for(100, 0).origin == DragOrigin(p.b.model.run_uid, TABLE)
    p.show(None)
    assert p.panel.rack.payload_for(100, 0) is None


def test_chips_dropped_on_the_rack_leave_the_table_shown_and_none_with_no_table(p):
    back = chips_from(p.b.model, TABLE, ChipPlace.SEAT, 2, 100, 3).mime_data()
    assert drop(p.panel.rack, back, p.panel.rack.rect().center())
    assert p.b.session().occupant(2).stack == Stack({100: 7, 25: 4})
    assert p.b.stack.undoText() == "Take 3 × T100 from Ben (seat 2) back to the rack"
    p.show(None)
    said = list(p.b.messages)
    drop(p.panel.rack, back, p.panel.rack.rect().center())
    assert p.b.stack.count() == 1
    assert p.b.messages == said


def test_a_hand_button_follows_its_action_and_triggers_it(p, qtbot):
    award = QAction("&Award the pot…")
    award.setEnabled(False)
    triggered: list[bool] = []
    award.triggered.connect(lambda: triggered.append(True))
    button = p.panel.add_hand_action(award, "Award")
    assert (button.text(), button.toolTip(), button.isEnabled()) == ("Award", "Award the pot…", False)
    award.setEnabled(True)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert triggered == [True]
    assert p.panel.hand_buttons == [button]


def test_the_next_hand_button_is_the_actions_own(p, qtbot):
    dealt: list[bool] = []
    p.next_hand.triggered.connect(lambda: dealt.append(True))
    qtbot.mouseClick(p.panel.next_hand_button, Qt.MouseButton.LeftButton)
    assert dealt == [True]


def test_it_is_never_narrower_than_asked_nor_than_what_it_holds(p, qtbot):
    assert p.panel.minimumSizeHint().width() >= p.panel.widget().minimumSizeHint().width()
    assert Panel(qtbot, width=900).panel.minimumSizeHint().width() == 900


def test_in_german_a_seats_worth_of_a_billion_is_whole_beside_the_scroll_bar(qtbot, open_desk):
    """German's seat buttons ('Als abwesend markieren', 'Ausscheiden lassen') side by side made the content wider
    than the window's panel once a seat was shown: its right edge, the worth column, went under the scroll bar."""
    desk = open_desk(language="de")
    desk.finish_start()
    window = desk.window
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    table = window.model.table_names()[0]
    assert window.operations.set_count(table, 1, 5000, 250_000)
    window.table_view.select_seat(1)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.seat_editor.eliminate_button.isVisible())
    qtbot.wait(100)  # the panel's width fitted after the layout's own event
    window.statusBar().showMessage("…")  # the window laid out again, as any message or change does
    qtbot.wait(50)
    viewport = panel.viewport()
    assert panel.widget().width() <= viewport.width()
    worth = panel.seat_editor.count_row(5000).worth
    assert worth.text() == "1.250.000.000"
    assert worth.fontMetrics().horizontalAdvance(worth.text()) <= worth.contentsRect().width()
    assert worth.mapTo(viewport, worth.rect().topRight()).x() < viewport.width()
