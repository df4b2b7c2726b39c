"""The seat editor: an empty seat offers the players free to sit and seats one by name; an occupied one shows his
counts, total and state, and sends a count typed as one undoable change or refuses it beside the boxes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.table import SeatStatus
from floordesk.gui.language import Languages
from floordesk.gui.panels.seat_editor import SeatEditor
from tests.gui.table_view.table_helpers import CHIPS, TABLE, Bench, bench, six_players


class Editor:
    """A seat editor on the bench's table, shown again after every change as the window does."""

    def __init__(self, qtbot, event: Event | None = None) -> None:
        self.b: Bench = bench(event)
        self.focus_returned = 0
        self.editor = SeatEditor(self.b.operations, self._return_focus)
        qtbot.addWidget(self.editor)
        self.b.model.table_changed.connect(lambda _name: self.show(self.editor.seat))
        self.editor.show()

    def _return_focus(self) -> None:
        self.focus_returned += 1

    def show(self, seat: int | None) -> None:
        self.editor.show_seat(self.b.session(), seat, self.b.model.current_event.available_players)

    def start_typing(self, qtbot, value: int, text: str) -> QLineEdit:
        """`text` typed over a count, not yet sent."""
        box = self.editor.count_row(value).edit
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, text)
        return box

    def type_count(self, qtbot, value: int, text: str) -> None:
        qtbot.keyClick(self.start_typing(qtbot, value, text), Qt.Key.Key_Return)

    def paste_count(self, qtbot, value: int, text: str) -> None:
        """`text` put in a count as a paste or a keyboard's own key does (the test's keys are ASCII only), and sent."""
        box = self.editor.count_row(value).edit
        box.setFocus()
        box.selectAll()
        box.insert(text)
        qtbot.keyClick(box, Qt.Key.Key_Return)


@pytest.fixture
def e(qtbot) -> Editor:
    return Editor(qtbot)


def test_with_no_seat_chosen_it_says_how_to_choose_one(e):
    e.show(None)
    assert e.editor.title.full_text == "No seat selected"
    assert e.editor.pages.currentWidget() is e.editor.hint_page


def test_an_empty_seat_offers_the_free_players_and_seats_one_by_name(e, qtbot):
    e.show(7)
    assert e.editor.title.full_text == "Seat 7: empty"
    assert e.editor.pages.currentWidget() is e.editor.seat_page
    assert [e.editor.name_box.itemText(i) for i in range(e.editor.name_box.count())] == ["Zed Novak"]
    e.editor.name_box.setEditText("Zed Novak")
    qtbot.mouseClick(e.editor.seat_button, Qt.MouseButton.LeftButton)
    assert e.b.session().occupant(7).player.name == "Zed Novak"
    assert e.focus_returned  # the page turning to his counts returns it too
    assert e.editor.name_box.currentText() == ""


def test_a_name_refused_is_explained_under_the_box_until_another_seat_is_shown(e, qtbot):
    e.show(7)
    e.editor.name_box.setEditText("Ana")  # seated at seat 1 already
    qtbot.keyClick(e.editor.name_edit, Qt.Key.Key_Return)
    assert e.b.session().occupant(7) is None
    assert e.focus_returned == 0
    assert e.editor.seat_problem.text() == e.b.operations.last_refusal != ""
    assert not e.editor.seat_problem.isHidden()
    e.show(8)
    assert e.editor.seat_problem.isHidden()


def test_a_seat_emptied_this_hand_says_who_was_eliminated(e):
    e.b.operations.next_hand(TABLE, first_button=1)
    e.b.operations.set_count(TABLE, 4, 100, 0)
    e.b.operations.set_count(TABLE, 4, 25, 0)
    e.b.operations.eliminate(TABLE, 4)
    e.show(4)
    assert e.editor.status.text() == "Dia was eliminated this hand."


def test_a_player_shows_a_count_per_chip_in_play_his_total_and_what_he_put_in(e):
    e.b.operations.next_hand(TABLE, first_button=1)
    e.b.operations.change(TABLE, "bet", lambda s: s.bet(2, 100, 3))
    e.show(2)
    assert e.editor.title.full_text == "Seat 2: Ben"
    assert e.editor.pages.currentWidget() is e.editor.stack_page
    assert [e.editor.count_row(v).edit.text() for v in (25, 100, 500, 1000, 5000)] == ["4", "7", "0", "0", "0"]
    assert e.editor.count_row(100).worth.text() == "700"
    assert e.editor.total.text() == "Total: 800 in chips"
    assert e.editor.in_pot.text() == "In the pot this hand: 300"
    e.show(3)
    assert e.editor.in_pot.text() == "Nothing in the pot this hand."


def test_a_count_typed_is_one_undoable_change_and_enter_returns_to_the_table(e, qtbot):
    e.show(2)
    e.type_count(qtbot, 100, "1,200")
    assert e.b.session().occupant(2).stack == Stack({100: 1200, 25: 4})
    assert e.b.stack.undoText() == "Count Ben (seat 2): 1200 × T100"
    assert e.focus_returned == 1
    assert e.editor.total.text() == "Total: 120,100 in chips"


@pytest.mark.parametrize("typed", ["-5", "many", "1000000000000"])
def test_a_count_out_of_range_is_refused_beside_the_boxes_and_the_box_shows_the_count_again(e, qtbot, typed):
    e.show(2)
    e.type_count(qtbot, 100, typed)
    assert e.b.session().occupant(2).stack == Stack({100: 10, 25: 4})
    assert e.b.stack.count() == 0
    assert e.editor.count_problem.text().startswith("T100 count: ")
    assert e.editor.count_row(100).edit.text() == "10"
    assert e.focus_returned == 0


def test_a_box_left_untouched_or_typed_unchanged_sends_nothing(e, qtbot):
    e.show(2)
    box = e.editor.count_row(100).edit
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    e.type_count(qtbot, 25, "4")
    assert e.b.stack.count() == 0
    assert e.b.messages == []


def test_a_chip_out_of_play_has_a_box_only_while_he_still_holds_some(qtbot):
    e = Editor(qtbot, replace(six_players(), chip_set=CHIPS.with_removed(25)))  # coloured up, not yet raced off
    e.show(2)
    assert [row.denomination.value for row in e.editor._rows] == [25, 100, 500, 1000, 5000]
    e.b.operations.set_count(TABLE, 2, 25, 0)
    assert [row.denomination.value for row in e.editor._rows] == [100, 500, 1000, 5000]


def test_absent_and_back_and_eliminate_are_buttons(e, qtbot):
    e.show(2)
    assert e.editor.absent_button.text() == "Mark absent"
    qtbot.mouseClick(e.editor.absent_button, Qt.MouseButton.LeftButton)
    assert e.b.session().occupant(2).status is SeatStatus.ABSENT
    assert e.editor.status.text() == "Absent: his blinds and antes are posted and his hand is killed."
    assert e.editor.absent_button.text() == "Back at the table"
    qtbot.mouseClick(e.editor.absent_button, Qt.MouseButton.LeftButton)
    assert e.b.session().occupant(2).status is SeatStatus.PLAYING
    assert e.editor.status.text() == "Playing."
    e.b.operations.set_count(TABLE, 2, 100, 0)
    e.b.operations.set_count(TABLE, 2, 25, 0)
    qtbot.mouseClick(e.editor.eliminate_button, Qt.MouseButton.LeftButton)
    assert e.b.session().occupant(2) is None
    assert e.editor.pages.currentWidget() is e.editor.seat_page


def test_a_penalty_is_said_with_its_hands(e):
    e.b.operations.next_hand(TABLE, first_button=1)
    e.b.operations.penalise(TABLE, 5, 2)
    e.show(5)
    assert e.editor.status.text().startswith("On penalty, hands 2-3")


def test_f2_puts_the_keyboard_in_the_first_box_and_escape_back_on_the_table(e, qtbot):
    e.show(2)
    e.editor.start_editing()
    assert e.editor.count_row(25).edit.hasFocus()
    qtbot.keyClick(e.editor, Qt.Key.Key_Escape)
    assert e.focus_returned == 1
    e.show(7)
    e.editor.start_editing()
    assert e.editor.name_edit.hasFocus()


def test_a_count_being_typed_is_left_alone_by_a_change_elsewhere_at_the_table(e, qtbot):
    e.show(2)
    box = e.start_typing(qtbot, 100, "12")
    e.b.operations.set_absent(TABLE, 2, True)  # another supervisor's act, or a drop on the diagram
    assert box.text() == "12"
    assert e.editor.absent_button.text() == "Back at the table"


def test_a_rows_worth_is_grouped_as_the_language_groups_digits(e, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    e.show(2)
    row = e.editor.count_row(1000)
    row.show(25)
    assert row.worth.text() == "25.000"


def test_in_german_a_box_shows_its_count_in_german_grouping_and_reads_it_so(e, qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    e.b.operations.set_count(TABLE, 2, 100, 12_500)
    e.show(2)
    assert e.editor.count_row(100).edit.text() == "12.500"
    e.type_count(qtbot, 100, "1.500")
    assert e.b.session().occupant(2).stack == Stack({100: 1500, 25: 4})
    assert e.editor.count_row(100).edit.text() == "1.500"
    assert e.editor.count_limits.text() == "Anzahlen: ganze Zahlen, 0 bis 999.999.999."


@pytest.mark.parametrize("typed", ["1,5", "1,000", "1.5"])
def test_in_german_a_count_with_a_decimal_comma_or_a_misplaced_point_is_refused_in_german(e, qtbot, qapp, typed):
    Languages(qapp, "de")
    e.show(2)
    e.type_count(qtbot, 100, typed)
    assert e.b.session().occupant(2).stack == Stack({100: 10, 25: 4})
    assert e.b.stack.count() == 0
    assert e.editor.count_problem.text() == (
        f"Anzahl T100: Anzahlen sind ganze Zahlen, eingegeben wie 12.500 oder 12500; „{typed}“ ist keine ganze Zahl."
    )
    assert e.editor.count_row(100).edit.text() == "10"


@pytest.mark.parametrize("space", [" ", "\u202f"])
def test_in_french_a_box_shows_the_narrow_space_french_writes_and_reads_an_ordinary_one_too(e, qtbot, qapp, space):
    Languages(qapp, "fr")
    e.b.operations.set_count(TABLE, 2, 100, 12_500)
    e.show(2)
    assert e.editor.count_row(100).edit.text() == "12\u202f500"
    e.paste_count(qtbot, 100, f"2{space}500")
    assert e.b.session().occupant(2).stack == Stack({100: 2500, 25: 4})
    e.type_count(qtbot, 100, "2,5")
    assert e.b.session().occupant(2).stack == Stack({100: 2500, 25: 4})
    assert "« 2,5 »" in e.editor.count_problem.text()


def test_switching_language_shows_the_counts_again_in_the_new_grouping(e, qapp):
    e.b.operations.set_count(TABLE, 2, 100, 12_500)
    e.show(2)
    assert e.editor.count_row(100).edit.text() == "12,500"
    Languages(qapp, "en").switch("de")
    e.show(2)  # as the window does when the language changes
    assert e.editor.count_row(100).edit.text() == "12.500"
    assert (
        e.editor.count_row(100).edit.toolTip()
        == e.editor.count_limits.text()
        == ("Anzahlen: ganze Zahlen, 0 bis 999.999.999.")
    )
