"""The hand on the table in the window's table view: all-in, folded and busted seats, and a player with no chips
skipped by the next hand."""

from __future__ import annotations

from floordesk.core.chips import Stack
from floordesk.gui.table_view.items import SeatItem, TagKind
from tests.gui.table_helpers import TABLE, bench


def test_an_all_in_player_is_shown_all_in_not_without_chips_yet(qtbot):
    b = bench()
    view = b.view(qtbot)
    b.operations.next_hand(TABLE, first_button=1)
    for value, count in ((100, 10), (25, 4)):
        assert b.operations.change(TABLE, "bet", lambda s, v=value, c=count: s.bet(2, v, c))
    plate = view.scene().seat_item(2)
    assert plate.state.tag is TagKind.ALL_IN
    assert plate.state.tag_text == "ALL IN"
    assert plate.no_chips_text == SeatItem.ALL_IN
    assert plate.no_chips_text != SeatItem.NO_CHIPS


def test_a_fold_from_the_seat_menu_is_shown_and_undone(qtbot):
    b = bench()
    view = b.view(qtbot)
    b.operations.next_hand(TABLE, first_button=1)
    menu = view.seat_menu(3)
    fold = next(action for action in menu.actions() if action.text() == "&Fold")
    fold.trigger()
    assert b.session().has_folded(3)
    assert view.scene().seat_item(3).state.tag is TagKind.FOLDED
    assert b.messages[-1] == "Chen (seat 3) folds"
    b.stack.undo()
    assert not b.session().has_folded(3)


def test_a_player_with_no_chips_is_skipped_by_the_next_hand_and_offered_for_elimination(qtbot):
    b = bench()
    view = b.view(qtbot)
    assert b.operations.next_hand(TABLE, first_button=1)  # button 1, blinds 2 and 3
    # Ben (seat 2) loses every chip: he is out.
    assert b.operations.set_count(TABLE, 2, 100, 0)
    assert b.operations.set_count(TABLE, 2, 25, 0)
    plate = view.scene().seat_item(2)
    assert plate.state.tag is TagKind.NO_CHIPS
    assert plate.no_chips_text == SeatItem.BUSTED
    assert b.operations.next_hand(TABLE)
    session = b.session()
    assert 2 not in session.hand.dealt
    markers = session.table.markers
    assert 2 not in (markers.small_blind_seat, markers.big_blind_seat)
    assert session.is_dead_button()  # the button moved onto him: dead
    eliminate = next(a for a in view.seat_menu(2).actions() if a.text() == "&Eliminate Ben")
    eliminate.trigger()
    assert b.session().occupant(2) is None
    assert b.session().chips_on_table() == Stack({100: 50, 25: 20})
