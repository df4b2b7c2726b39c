"""The table view in the main window: seats by keyboard, menu and panel, hands, undo and redo, tabs, saved state."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from floordesk.core.chips import Stack
from floordesk.core.rules.dead_button import BlindSeats, DeadButtonTable
from floordesk.core.table import SeatStatus
from floordesk.core.table_session import ChipPlace, Marker
from floordesk.gui.dialogs.new_table import NewTableDialog
from tests.gui.table_view.table_helpers import TABLE, bench, chips_from, drop

DEMO = "Table 1"


def session_of(desk, table=DEMO):
    return desk.window.model.session(table)


def view_of(desk):
    return desk.window.table_view


def message(desk):
    return desk.window.statusBar().currentMessage()


def menu_action(menu, text):
    for action in menu.actions():
        if action.text().replace("&", "") == text:
            return action
        if action.menu() is not None:
            found = menu_action(action.menu(), text)
            if found is not None:
                return found
    return None


# -- seats ----------------------------------------------------------------------


def test_seats_are_selected_and_changed_by_keyboard(desk, qtbot):
    view = view_of(desk)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3)
    assert view.table_scene.selected_seat() == 3
    assert desk.window.panel.seat_editor.title.text() == "Seat 3: Chen Wei"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.table_scene.selected_seat() == 4
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_A)
    assert session_of(desk).occupant(3).status is SeatStatus.ABSENT
    assert view.table_scene.seat_item(3).state.tag_text == "ABSENT"
    qtbot.keyClick(view, Qt.Key.Key_A)
    assert session_of(desk).occupant(3).status is SeatStatus.PLAYING
    # Chen still has chips: Delete is refused, with the reason in the status bar.
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert session_of(desk).occupant(3) is not None
    assert (
        message(desk)
        == "Refused: Chen Wei still has 16,100 in chips; move them to the pot or set them to 0 before eliminating."
    )
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.table_scene.selected_seat() is None


def test_a_player_is_seated_by_name_from_the_panel_and_two_in_one_seat_is_refused(desk, qtbot):
    view, editor = view_of(desk), desk.window.panel.seat_editor
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_4)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # an empty seat: Enter opens its editor
    assert editor.pages.currentWidget() is editor.seat_page
    assert editor.name_edit.hasFocus()
    qtbot.keyClicks(editor.name_edit, "Ivana Novak")
    qtbot.keyClick(editor.name_edit, Qt.Key.Key_Return)
    seated = session_of(desk).occupant(4)
    assert seated.player.name == "Ivana Novak"
    assert seated.player.player_id == "ivana-novak"
    assert view.table_scene.seat_item(4).player_name == "Ivana Novak"
    assert desk.window.table_label.full_text == "9 of 9 seats taken"
    # A player already at the table cannot take a second seat, nor a seat be taken twice.
    assert not desk.window.operations.seat_player(DEMO, 4, "Ben Okafor")
    assert message(desk) == "Refused: Seat 4 is already taken by Ivana Novak."
    assert session_of(desk).occupant(4).player.name == "Ivana Novak"


def test_the_context_menu_moves_penalises_and_eliminates(desk):
    window = desk.window
    view = view_of(desk)
    menu = view.seat_menu(5)
    menu_action(menu, "Seat 4").trigger()
    assert session_of(desk).occupant(4).player.name == "Dmitri Volkov"
    # A penalty is a ruling: its wizard needs someone signed in (tests/gui/wizards/test_penalty_pages.py).
    menu_action(view.seat_menu(4), "Penalty or warning…").trigger()
    assert "Sign in first" in message(desk)
    window.operations.penalise(DEMO, 4, 2)
    assert session_of(desk).occupant(4).status is SeatStatus.ON_PENALTY
    assert view.table_scene.seat_item(4).state.tag_text == "PENALTY 1-2"
    for value in (25, 100, 500):
        window.operations.set_count(DEMO, 4, value, 0)
    menu_action(view.seat_menu(4), "Eliminate Dmitri Volkov").trigger()
    assert session_of(desk).occupant(4) is None
    assert view.table_scene.seat_item(4).state.knocked_out == "Dmitri Volkov"
    assert view.table_scene.seat_item(4).describe() == "Seat 4: empty (Dmitri Volkov was eliminated this hand)"


def test_in_play_a_player_is_offered_only_the_empty_seats_beside_him(desk):
    # The demo table is in play with seat 4 empty between Chen Wei (3) and Dmitri Volkov (5).
    view = view_of(desk)
    assert menu_action(view.seat_menu(3), "Seat 4") is not None
    assert menu_action(view.seat_menu(1), "Seat 4") is None
    assert not desk.window.operations.move_player(DEMO, 1, 4)
    assert message(desk).startswith("Refused: Ana Ribeiro would pass other players to reach seat 4")
    assert session_of(desk).occupant(1).player.name == "Ana Ribeiro"


def test_counts_typed_in_the_panel_are_exact_and_undoable(desk, qtbot):
    window, view = desk.window, view_of(desk)
    view.select_seat(2)
    row = window.panel.seat_editor.count_row(1000)
    assert row.edit.text() == "3"
    row.edit.setFocus()
    row.edit.selectAll()
    qtbot.keyClicks(row.edit, "250")
    qtbot.keyClick(row.edit, Qt.Key.Key_Return)
    # Ben Okafor: 7 x 25 + 18 x 100 + 12 x 500 + 250 x 1,000.
    assert session_of(desk).occupant(2).stack.total() == 175 + 1_800 + 6_000 + 250_000
    assert view.table_scene.seat_item(2).chips_text == "257,975"
    assert window.panel.seat_editor.total.text() == "Total: 257,975 in chips"
    window.undo_action.trigger()
    assert session_of(desk).occupant(2).stack.count(1000) == 3
    assert row.edit.text() == "3"


# -- hands ---------------------------------------------------------------------------


def test_next_hand_moves_the_markers_as_the_core_dead_button_rule_says(desk):
    window = desk.window
    before = session_of(desk)
    window.next_hand_action.trigger()
    after = session_of(desk)
    # The same hand worked out by the rule directly from the table as it stood.
    seated = [(seat, o.player.player_id) for seat, o in before.table.occupants.items()]
    expected = DeadButtonTable.after_hand(9, seated, BlindSeats(3, 5, 6)).next_hand().hand.markers()
    assert after.table.markers == expected
    assert (expected.button_seat, expected.small_blind_seat, expected.big_blind_seat) == (5, 6, 7)
    markers = {m.kind: m.seat for m in view_of(desk).table_scene.marker_items()}
    assert markers == {Marker.BUTTON: 5, Marker.SMALL_BLIND: 6, Marker.BIG_BLIND: 7}
    assert window.panel.hand_label.text() == "Hand 1"
    assert message(desk) == "Table 1, hand 1: Button: seat 5, small blind: seat 6, big blind: seat 7."


def test_a_dead_button_is_shown_on_an_empty_seat(desk):
    window = desk.window
    window.next_hand_action.trigger()  # button 5, small blind 6, big blind 7
    for value in (25, 100, 500, 1000):
        if session_of(desk).occupant(6).stack.count(value):
            window.operations.set_count(DEMO, 6, value, 0)
    window.operations.eliminate(DEMO, 6)  # the small blind is knocked out
    window.next_hand_action.trigger()
    assert session_of(desk).table.markers.button_seat == 6
    [button] = [m for m in view_of(desk).table_scene.marker_items() if m.kind is Marker.BUTTON]
    assert button.dead
    assert button.seat == 6
    assert "Dead button" in button.toolTip()
    assert "(dead button)" in window.panel.markers_label.text()


def test_next_hand_is_refused_while_the_pot_holds_chips(desk):
    window = desk.window
    window.next_hand_action.trigger()
    window.operations.drop_chips(chips_from(window.model, DEMO, ChipPlace.SEAT, 1, 100, 2), DEMO, ChipPlace.POT, None)
    window.operations.drop_chips(chips_from(window.model, DEMO, ChipPlace.SEAT, 2, 100, 1), DEMO, ChipPlace.POT, None)
    before = session_of(desk)
    window.next_hand_action.trigger()
    assert session_of(desk) == before
    assert message(desk) == "Refused: The pot still holds 300 in chips: give it to the winner first."


def test_a_bet_only_one_player_put_in_is_returned_by_next_hand_award_pot_and_settle_pot(desk):
    window = desk.window
    window.next_hand_action.trigger()
    stack = session_of(desk).occupant(1).stack
    window.operations.drop_chips(chips_from(window.model, DEMO, ChipPlace.SEAT, 1, 100, 3), DEMO, ChipPlace.POT, None)
    window.next_hand_action.trigger()
    assert (session_of(desk).hand.number, session_of(desk).occupant(1).stack) == (2, stack)
    window.operations.drop_chips(chips_from(window.model, DEMO, ChipPlace.SEAT, 1, 100, 3), DEMO, ChipPlace.POT, None)
    window.award_pot_action.trigger()
    assert not session_of(desk).hand.pot
    assert session_of(desk).occupant(1).stack == stack


# -- undo, redo, tabs, saving ------------------------------------------------------------


def test_undo_and_redo_are_in_the_edit_menu_with_their_shortcuts(desk):
    window = desk.window
    assert QKeySequence("Ctrl+Z") in window.undo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()
    assert not window.undo_action.isEnabled()
    window.operations.set_absent(DEMO, 1, True)
    assert window.undo_action.text() == "&Undo Mark Ana Ribeiro (seat 1) absent"
    window.undo_action.trigger()
    assert session_of(desk).occupant(1).status is SeatStatus.PLAYING
    window.redo_action.trigger()
    assert session_of(desk).occupant(1).status is SeatStatus.ABSENT


def test_tables_are_tabs_and_undo_brings_the_changed_one_forward(desk):
    window = desk.window
    assert window.operations.add_table("Table 2", 6)
    assert window.tabs.table_names() == ["Table 1", "Table 2"]
    assert [window.tabs.tab_bar.tabText(i) for i in range(window.tabs.tab_bar.count())] == ["Table 1", "Table 2"]
    assert window.tabs.current_table == "Table 2"
    assert window.table_view.table_scene.session.table.seats_max == 6
    assert not window.operations.add_table("Table 2", 6)
    assert message(desk) == "Refused: The event already has a table called Table 2."
    assert not window.operations.add_table("Table 3", 11)
    assert "2 to 10 seats" in message(desk)
    window.operations.seat_player("Table 2", 1, "Zoe Quinn")
    window.tabs.show_table("Table 1")
    window.operations.set_absent(DEMO, 1, True)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.tabs.current_table == "Table 2"
    assert session_of(desk, "Table 2").occupant(1) is None
    window.undo_action.trigger()
    assert window.tabs.table_names() == ["Table 1"]
    assert window.tabs.tab_bar.isHidden()
    # A player cannot sit at two tables of the event.
    window.redo_action.trigger()
    assert not window.operations.seat_player("Table 2", 2, "Chen Wei")
    assert message(desk) == "Refused: Chen Wei is already seated at Table 1, seat 3."


def test_the_tables_survive_a_restart(open_desk):
    first = open_desk()
    operations = first.window.operations
    operations.next_hand(DEMO)
    operations.drop_chips(chips_from(first.window.model, DEMO, ChipPlace.SEAT, 8, 500, 2), DEMO, ChipPlace.POT, None)
    operations.penalise(DEMO, 2, 3)
    operations.add_table("Table 2", 6)
    operations.seat_player("Table 2", 3, "Zoe Quinn")
    saved = first.window.model.current_event
    first.window.tabs.show_table(DEMO)  # the table a restart shows again
    first.close()

    second = open_desk()
    assert second.window.model.current_event == saved
    assert session_of(second).hand.pot == Stack({500: 2})
    assert session_of(second).penalty_hands_left(2) == 3
    assert second.window.tabs.table_names() == ["Table 1", "Table 2"]
    scene = second.window.table_view.table_scene
    assert {m.kind: m.seat for m in scene.marker_items()} == {
        Marker.BUTTON: 5,
        Marker.SMALL_BLIND: 6,
        Marker.BIG_BLIND: 7,
    }
    assert scene.pot_item.pot == Stack({500: 2})
    # The undo history belongs to the session that made it.
    assert not second.window.undo_action.isEnabled()


def test_the_table_follows_the_theme_and_large_text(desk):
    window = desk.window
    window.next_hand_action.trigger()
    plate = window.table_view.table_scene.seat_item(1).shape().boundingRect().width()
    window.large_text_action.trigger()
    scene = window.table_view.table_scene
    assert scene.seat_item(1).shape().boundingRect().width() == pytest.approx(plate * 1.3)
    # Rebuilt, the scene still shows the table in play.
    assert {m.kind: m.seat for m in scene.marker_items()}[Marker.BUTTON] == 5


# -- undo and redo of any sequence -------------------------------------------------------

OPERATIONS = st.one_of(
    st.tuples(
        st.just("chips"),
        st.sampled_from(list(ChipPlace)),
        st.integers(1, 9),
        st.sampled_from(list(ChipPlace)),
        st.integers(1, 9),
        st.sampled_from((25, 100, 500, 7)),
        st.integers(1, 12),
    ),
    st.tuples(st.just("move_player"), st.integers(1, 9), st.integers(1, 9)),
    st.tuples(st.just("set_absent"), st.integers(1, 9), st.booleans()),
    st.tuples(st.just("set_count"), st.integers(1, 9), st.sampled_from((25, 100, 500)), st.integers(0, 30)),
    st.tuples(st.just("next_hand")),
    st.tuples(st.just("move_marker"), st.sampled_from(list(Marker)), st.integers(1, 9)),
)


def run(b, step):
    name, *arguments = step
    if name == "chips":
        source, from_seat, target, to_seat, value, count = arguments
        payload = chips_from(b.model, TABLE, source, from_seat if source is ChipPlace.SEAT else None, value, count)
        b.operations.drop_chips(payload, TABLE, target, to_seat if target is ChipPlace.SEAT else None)
    elif name == "next_hand":
        b.operations.next_hand(TABLE)
    else:
        getattr(b.operations, name)(TABLE, *arguments)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(OPERATIONS, max_size=30))
def test_undoing_everything_and_redoing_it_returns_the_same_states(qapp, steps):
    b = bench()
    start = b.session()
    states = [start]
    for step in steps:
        run(b, step)
        if b.session() != states[-1]:
            states.append(b.session())
    assert b.stack.count() == len(states) - 1
    for expected in reversed(states[:-1]):
        b.stack.undo()
        assert b.session() == expected
    for expected in states[1:]:
        b.stack.redo()
        assert b.session() == expected
    # Every change was saved as it happened; the last save is the state now.
    assert (b.saved[-1].session(TABLE) if b.saved else start) == states[-1]


def test_a_drop_through_the_view_is_one_undo_step(qtbot):
    b = bench()
    view = b.view(qtbot)
    at = view.mapFromScene(view.table_scene.seat_item(2).pos())
    drop(view.viewport(), chips_from(b.model, TABLE, ChipPlace.RACK, None, 100, 5).mime_data(), at)
    assert b.stack.count() == 1
    b.stack.undo()
    assert b.session().occupant(2).stack == Stack({100: 10, 25: 4})


def test_a_double_click_on_an_empty_seat_opens_its_editor(desk, qtbot):
    window = desk.window
    window.build_side_panel()
    view = window.table_view
    at = view.mapFromScene(view.table_scene.seat_item(4).pos())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    editor = window.panel.seat_editor
    assert view.table_scene.selected_seat() == 4
    assert editor.pages.currentWidget() is editor.seat_page
    assert editor.title.text() == "Seat 4: empty"


def test_the_new_table_dialog_suggests_a_free_name(qtbot):
    dialog = NewTableDialog(["Table 1", "Table 2"], str.strip)
    qtbot.addWidget(dialog)
    assert dialog.answer() == ("Table 3", 9)
    dialog.name.setText("Feature table")
    dialog.seats.setText("10")
    assert dialog.answer() == ("Feature table", 10)


def test_the_new_table_dialog_says_beside_the_name_why_it_is_refused(desk, qtbot):
    event = desk.window.model.current_event
    dialog = NewTableDialog(desk.window.model.table_names(), event.new_table_name)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("  Table   1 ")
    dialog.accept()
    assert dialog.isVisible()  # still open: nothing was added
    assert dialog.name_problem.isVisible()
    assert dialog.name_problem.text() == "The event already has a table called Table 1."
    qtbot.keyClicks(dialog.name, "x")  # typing again clears the message
    assert not dialog.name_problem.isVisible()
    dialog.name.setText("   ")
    dialog.accept()
    assert dialog.name_problem.text() == "A table needs a name."
    dialog.name.setText("Feature table")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_a_refused_name_is_explained_beside_the_name_field(desk, qtbot):
    view, editor = view_of(desk), desk.window.panel.seat_editor
    view.select_seat(4)
    editor.name_box.setEditText("   ")
    editor.seat_player()
    assert editor.seat_problem.isVisible()
    assert editor.seat_problem.text() == "A player needs a name."
    assert session_of(desk).occupant(4) is None
    editor.name_box.setEditText("Ivana Novak")
    editor.seat_player()
    assert not editor.seat_problem.isVisible()
    assert session_of(desk).occupant(4).player.name == "Ivana Novak"


def test_a_refusal_message_does_not_follow_the_supervisor_to_another_seat(desk):
    view, editor = view_of(desk), desk.window.panel.seat_editor
    view.select_seat(4)
    editor.name_box.setEditText("Ben Okafor")  # already in seat 2
    editor.seat_player()
    assert editor.seat_problem.isVisible()
    view.select_seat(1)
    view.select_seat(4)
    assert not editor.seat_problem.isVisible()


def test_the_side_panel_can_be_hidden_and_shown(desk):
    window = desk.window
    panel = window.build_side_panel()
    assert panel.isVisible()
    window.side_panel_action.trigger()
    assert not panel.isVisible()
    window.side_panel_action.trigger()
    assert panel.isVisible()
