"""The hand on the table in the window's table view: all-in, folded and busted seats, and a player with no chips
skipped by the next hand."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QWidget

from floordesk.core.chips import Stack
from floordesk.core.flows import flow_for
from floordesk.core.flows.pots import SHOWDOWN
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import SeatTag
from floordesk.gui.table_view.items import SeatItem
from floordesk.gui.wizards.pots_award import PotAwards
from tests.gui.table_view.table_helpers import TABLE, bench


def test_an_all_in_player_is_shown_all_in_not_without_chips_yet(qtbot):
    b = bench()
    view = b.view(qtbot)
    b.operations.next_hand(TABLE, first_button=1)
    for value, count in ((100, 10), (25, 4)):
        assert b.operations.change(TABLE, "bet", lambda s, v=value, c=count: s.bet(2, v, c))
    plate = view.scene().seat_item(2)
    assert plate.state.tag is SeatTag.ALL_IN
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
    assert view.scene().seat_item(3).state.tag is SeatTag.FOLDED
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
    assert plate.state.tag is SeatTag.NO_CHIPS
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


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    bets=st.lists(st.tuples(st.integers(1, 6), st.integers(1, 10)), min_size=2, max_size=8),
    folds=st.sets(st.integers(1, 6), max_size=4),
    winner_rank=st.permutations([1, 2, 3, 4, 5, 6]),
)
def test_every_award_and_its_undo_conserve_the_chips_on_the_table(qapp, bets, folds, winner_rank):
    """Award pot through the window's operations, then undo: the chips on the table never change in value,
    and undo puts back exactly the table before."""
    b = bench()
    assert b.operations.change(TABLE, "deal", lambda s: s.next_hand())
    for seat, count in bets:
        b.operations.change(TABLE, "bet", lambda s, seat=seat, count=count: s.bet(seat, 100, min(count, 10)))
    for seat in folds:
        b.operations.change(TABLE, "fold", lambda s, seat=seat: s.fold(seat))
    before = b.session()
    if not before.hand.pot:
        return
    awards = PotAwards(b.model, b.operations, b.messages.append, QWidget(), lambda: pytest.fail("no pot was held"))
    flow = flow_for(RulingKind.POTS, before, b.model.current_event.rules, game="holdem")
    if flow.submit("situation", flow.answers("situation")):
        return  # fewer than two players put chips in, or all folded: nothing to settle
    contested = {index: seats for index, _name, seats in flow.contested_pots()}
    pots: list[dict] = [{} for _pot in flow.layout().pots]
    for index, seats in contested.items():
        pots[index] = {"high": [str(min(seats, key=winner_rank.index))]}
    assert flow.submit(SHOWDOWN.key, {"mode": "stated", "pots": pots}) == []
    assert awards.award(flow)
    after = b.session()
    assert not after.hand.pot
    assert after.chips_on_table().total() == before.chips_on_table().total()
    b.stack.undo()
    assert b.session() == before
    b.stack.redo()
    assert b.session() == after


def test_the_side_panel_says_what_the_plate_shows_folded_all_in_or_busted_never_playing(qtbot):
    from floordesk.gui.panels.seat_editor import SeatEditor

    b = bench()
    b.operations.next_hand(TABLE, first_button=1)
    b.operations.fold(TABLE, 3)
    for value, count in ((100, 10), (25, 4)):
        b.operations.change(TABLE, "bet", lambda s, v=value, c=count: s.bet(2, v, c))
    b.operations.change(TABLE, "count", lambda s: s.set_count(4, 100, 0).set_count(4, 25, 0))
    editor = SeatEditor(b.operations, lambda: None)
    qtbot.addWidget(editor)
    said = {}
    for seat in (1, 2, 3, 4):
        editor.show_seat(b.session(), seat, lambda: ())
        said[seat] = editor.status.text()
    assert said[1] == "Playing."
    assert said[2].startswith("All in")
    assert said[3].startswith("Folded")
    assert said[4].startswith("No chips")


def test_before_the_first_hand_a_player_without_chips_is_not_offered_the_button(qtbot):
    from tests.gui.table_view.test_table_window import menu_action

    b = bench()
    view = b.view(qtbot)
    b.operations.change(TABLE, "count", lambda s: s.set_count(1, 100, 0).set_count(1, 25, 0))
    assert b.operations.describe_next_hand(b.session()).startswith("First hand: the button goes to seat 2 (Ben)")
    assert not menu_action(view.seat_menu(1), "Deal the first hand, button here").isEnabled()
    assert menu_action(view.seat_menu(3), "Deal the first hand, button here").isEnabled()
    assert b.operations.next_hand(TABLE)
    assert b.session().table.markers.button_seat == 2
