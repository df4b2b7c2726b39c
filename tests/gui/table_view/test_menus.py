"""A seat's menu: what it offers follows the seat's state, and each entry makes its change through the operations."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QMenu, QWidget

from floordesk.core.ruling import RulingKind
from floordesk.core.table import SeatStatus
from floordesk.core.table_session import TableSession
from floordesk.gui.table_view.menus import seat_menu
from tests.gui.table_view.table_helpers import TABLE, Bench, bench, six_players
from tests.gui.table_view.test_table_window import menu_action


class Asked:
    """The seats whose editor a menu opened and the rulings it asked for; the menus' parent, kept alive."""

    def __init__(self) -> None:
        self.parent = QWidget()
        self.edits: list[int] = []
        self.rulings: list[tuple[RulingKind, int]] = []

    def edit(self, seat: int) -> None:
        self.edits.append(seat)

    def ruling(self, kind: RulingKind, seat: int) -> None:
        self.rulings.append((kind, seat))


@pytest.fixture
def b(qtbot) -> Bench:
    return bench()


@pytest.fixture
def asked(qtbot) -> Asked:
    asked = Asked()
    qtbot.addWidget(asked.parent)
    return asked


def menu_of(b: Bench, seat: int, asked: Asked, *, rulings: bool = False, elsewhere=()) -> QMenu:
    available = b.model.current_event.available_players()
    return seat_menu(
        asked.parent,
        b.operations,
        b.session(),
        seat,
        available,
        asked.edit,
        asked.ruling if rulings else None,
        elsewhere,
    )


def texts(menu: QMenu) -> list[str]:
    return [action.text().replace("&", "") for action in menu.actions() if not action.isSeparator()]


def in_play(b: Bench) -> TableSession:
    b.operations.next_hand(TABLE, first_button=1)
    return b.session()


def test_an_empty_seat_offers_its_editor_and_the_players_not_yet_seated(qtbot, b, asked):
    menu = menu_of(b, 7, asked)
    assert menu.title() == "Seat 7: empty"
    menu_action(menu, "Seat a player…").trigger()
    assert asked.edits == [7]
    registered = menu_action(menu, "Seat a registered player")
    assert registered.isEnabled()
    assert texts(registered.menu()) == ["Zed Novak"]
    menu_action(menu, "Zed Novak").trigger()
    assert b.session().occupant(7).player.name == "Zed Novak"


def test_with_nobody_left_to_seat_the_registered_players_are_not_offered(qtbot, b, asked):
    b.operations.seat_player(TABLE, 7, "Zed Novak")
    assert not menu_action(menu_of(b, 8, asked), "Seat a registered player").isEnabled()


def test_before_the_first_hand_the_button_can_be_dealt_to_a_player_not_to_an_empty_seat(qtbot, b, asked):
    assert not menu_action(menu_of(b, 7, asked), "Deal the first hand, button here").isEnabled()
    menu = menu_of(b, 3, asked)
    assert menu_action(menu, "Move the button here") is None
    assert menu_action(menu, "Fold") is None
    deal = menu_action(menu, "Deal the first hand, button here")
    assert deal.isEnabled()
    deal.trigger()
    assert b.session().table.markers.button_seat == 3


def test_in_play_each_marker_can_be_moved_to_the_seat(qtbot, b, asked):
    in_play(b)
    menu = menu_of(b, 5, asked)
    assert menu_action(menu, "Deal the first hand, button here") is None
    menu_action(menu, "Move the big blind here").trigger()
    assert b.session().table.markers.big_blind_seat == 5


def test_a_player_is_counted_marked_absent_and_back_and_once_without_chips_eliminated(qtbot, b, asked):
    menu = menu_of(b, 2, asked)
    assert menu.title() == "Seat 2: Ben"
    menu_action(menu, "Count Ben's chips…").trigger()
    assert asked.edits == [2]
    menu_action(menu, "Mark absent").trigger()
    assert b.session().occupant(2).status is SeatStatus.ABSENT
    menu = menu_of(b, 2, asked)
    assert menu_action(menu, "Mark absent") is None
    menu_action(menu, "Back at the table").trigger()
    assert b.session().occupant(2).status is SeatStatus.PLAYING
    b.model.apply(TABLE, b.session().set_count(2, 100, 0).set_count(2, 25, 0))
    menu_action(menu, "Eliminate Ben").trigger()
    assert b.session().occupant(2) is None


def test_a_move_is_offered_to_the_open_seats_only_and_none_at_a_full_table(qtbot, b, asked):
    move = menu_action(menu_of(b, 2, asked), "Move to seat")
    assert move.isEnabled()
    assert texts(move.menu()) == [f"Seat {seat}" for seat in (7, 8, 9)]
    menu_action(move.menu(), "Seat 8").trigger()
    assert b.session().occupant(8).player.name == "Ben"
    event = six_players()
    full = bench(replace(event, tables=(replace(event.table(TABLE), seats_max=6),)))
    assert not menu_action(menu_of(full, 1, asked), "Move to seat").isEnabled()


def test_another_tables_open_seats_are_offered_and_the_move_made(qtbot, b, asked):
    assert not menu_action(menu_of(b, 2, asked), "Move to another table").isEnabled()
    b.operations.add_table("Table 6", 6)
    elsewhere = (("Table 8", ()), ("Table 6", (1, 2)))
    other = menu_action(menu_of(b, 2, asked, elsewhere=elsewhere), "Move to another table")
    assert other.isEnabled()
    assert texts(other.menu()) == ["Table 6"]
    menu_action(other.menu(), "Seat 2").trigger()
    assert b.session().occupant(2) is None
    assert b.session("Table 6").occupant(2).player.name == "Ben"


def test_a_folded_player_can_take_back_his_fold_and_an_all_in_one_cannot_fold(qtbot, b, asked):
    session = in_play(b)
    menu_action(menu_of(b, 4, asked), "Fold").trigger()
    assert b.session().has_folded(4)
    menu_action(menu_of(b, 4, asked), "Take back the fold").trigger()
    assert not b.session().has_folded(4)
    all_in = session.bet(5, 100, 10).bet(5, 25, 4)
    b.model.apply(TABLE, all_in)
    assert not menu_action(menu_of(b, 5, asked), "Fold").isEnabled()


def test_rulings_are_offered_only_where_they_can_be_asked_for_and_not_the_whole_tables(qtbot, b, asked):
    assert menu_action(menu_of(b, 2, asked), "Rulings") is None
    menu = menu_of(b, 2, asked, rulings=True)
    menu_action(menu, "Penalty or warning…").trigger()
    rulings = menu_action(menu, "Rulings").menu()
    assert "Button and blinds for the next hand…" not in texts(rulings)
    menu_action(rulings, "Call the clock…").trigger()
    assert asked.rulings == [(RulingKind.PENALTY, 2), (RulingKind.CLOCK, 2)]


def test_a_misdeal_is_offered_only_while_a_hand_is_in_progress(qtbot, b, asked):
    assert not menu_action(menu_of(b, 2, asked, rulings=True), "Misdeal: deal this hand again").isEnabled()
    in_play(b)
    b.operations.set_count(TABLE, 3, 100, 9)
    misdeal = menu_action(menu_of(b, 2, asked, rulings=True), "Misdeal: deal this hand again")
    assert misdeal.isEnabled()
    misdeal.trigger()
    assert b.session().hand.number == 1
    assert b.stack.undoText() == f"{TABLE}: misdeal, hand 1 dealt again"
