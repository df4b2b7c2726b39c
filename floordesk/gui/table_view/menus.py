"""GUI: a seat's context menu (right click, long press, the Menu key or Shift+F10 on the selected seat).

Each entry calls the operations layer; what is offered follows the seat's state,
and the core still refuses whatever the state does not allow.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from floordesk.core.ruling import RulingKind
from floordesk.core.table import Player, SeatedPlayer, SeatStatus
from floordesk.core.table_moves import TableMove
from floordesk.core.table_session import Marker, TableSession
from floordesk.gui.table_view.operations import TableOperations, literal
from floordesk.gui.wizards import WIZARDS


def seat_menu(
    parent: QWidget,
    operations: TableOperations,
    session: TableSession,
    seat: int,
    available: tuple[Player, ...],
    edit_seat: Callable[[int], None],
    ask_ruling: Callable[[RulingKind, int], None] | None = None,
    open_elsewhere: tuple[tuple[str, tuple[int, ...]], ...] = (),
) -> QMenu:
    """The menu for `seat` of the table in play; `edit_seat` opens the side panel's editor on it;
    `ask_ruling` a ruling's wizard from this seat; `open_elsewhere` are the other tables' open seats,
    where the player can be moved with his chips."""
    menu = QMenu(parent)
    occupant = session.occupant(seat)
    if occupant is None:
        _empty_seat_entries(menu, operations, session.name, seat, available, edit_seat)
    else:
        _player_entries(menu, operations, session, seat, occupant, edit_seat, open_elsewhere)
        if ask_ruling is not None:
            _ruling_entries(menu, operations, session, seat, ask_ruling)
        _hand_entries(menu, operations, session, seat)
        menu.addSeparator()
        name = literal(occupant.player.name)
        menu.addAction(QCoreApplication.translate("menus", "&Eliminate {name}").format(name=name)).triggered.connect(
            lambda: operations.eliminate(session.name, seat)
        )
    menu.addSeparator()
    _marker_entries(menu, operations, session, seat)
    return menu


def _empty_seat_entries(
    menu: QMenu,
    operations: TableOperations,
    table: str,
    seat: int,
    available: tuple[Player, ...],
    edit_seat: Callable[[int], None],
) -> None:
    """Seat a new player (in the side panel's editor) or one registered and not seated."""
    menu.setTitle(QCoreApplication.translate("menus", "Seat {seat}: empty").format(seat=seat))
    menu.addAction(QCoreApplication.translate("menus", "&Seat a player…")).triggered.connect(lambda: edit_seat(seat))
    seat_someone = menu.addMenu(QCoreApplication.translate("menus", "Seat a &registered player"))
    seat_someone.setEnabled(bool(available))
    for player in available:
        seat_someone.addAction(literal(player.name)).triggered.connect(
            lambda _=False, name=player.name: operations.seat_player(table, seat, name)
        )


def _player_entries(
    menu: QMenu,
    operations: TableOperations,
    session: TableSession,
    seat: int,
    occupant: SeatedPlayer,
    edit_seat: Callable[[int], None],
    open_elsewhere: tuple[tuple[str, tuple[int, ...]], ...],
) -> None:
    """The seated player's chips, his moves (at this table or another) and whether he is at the table."""
    table = session.name
    name = literal(occupant.player.name)
    menu.setTitle(
        QCoreApplication.translate("menus", "Seat {seat}: {name}").format(seat=seat, name=occupant.player.name)
    )
    menu.addAction(QCoreApplication.translate("menus", "&Count {name}'s chips…").format(name=name)).triggered.connect(
        lambda: edit_seat(seat)
    )
    move = menu.addMenu(QCoreApplication.translate("menus", "&Move to seat"))
    open_seats = session.seats_open_to(seat)
    move.setEnabled(bool(open_seats))
    for target in open_seats:
        move.addAction(QCoreApplication.translate("menus", "Seat {target}").format(target=target)).triggered.connect(
            lambda _=False, to=target: operations.move_player(table, seat, to)
        )
    _other_table_menu(
        menu.addMenu(QCoreApplication.translate("menus", "Move to another &table")),
        operations,
        table,
        seat,
        open_elsewhere,
    )
    absent = occupant.status is SeatStatus.ABSENT
    menu.addAction(
        QCoreApplication.translate("menus", "Back at the &table")
        if absent
        else QCoreApplication.translate("menus", "Mark &absent")
    ).triggered.connect(lambda: operations.set_absent(table, seat, not absent))


def _ruling_entries(
    menu: QMenu,
    operations: TableOperations,
    session: TableSession,
    seat: int,
    ask_ruling: Callable[[RulingKind, int], None],
) -> None:
    """A penalty, the rulings that concern the seat, and a misdeal."""
    # a penalty is a ruling: its wizard records it, with the offence, his history and the event's rules
    menu.addSeparator()
    menu.addAction(QCoreApplication.translate("menus", "&Penalty or warning…")).triggered.connect(
        lambda: ask_ruling(RulingKind.PENALTY, seat)
    )
    rulings = menu.addMenu(QCoreApplication.translate("menus", "&Rulings"))
    _ruling_menu(rulings, seat, ask_ruling)
    rulings.addSeparator()
    misdeal = misdeal_entry(rulings)
    show_misdeal_refusal(misdeal, operations.misdeal_refusal(session.name))
    misdeal.triggered.connect(lambda: operations.misdeal(session.name))


def misdeal_entry(menu: QMenu) -> QAction:
    """Misdeal in `menu` (the Table menu and the seat menu's Rulings): its tips say why it is disabled, the menu
    showing them, since a disabled entry's tip is the only place that says it."""
    menu.setToolTipsVisible(True)
    return menu.addAction(QCoreApplication.translate("menus", "&Misdeal: deal this hand again"))


def show_misdeal_refusal(misdeal: QAction, refusal: str | None) -> None:
    """Enable Misdeal when the table would take it (`refusal` None), else disable it, its tips saying why."""
    misdeal.setEnabled(refusal is None)
    tip = (
        QCoreApplication.translate(
            "menus", "The same hand number, button and blinds; bets go back; a penalty hand counts once"
        )
        if refusal is None
        else QCoreApplication.translate("menus", "Not now: {reason}").format(reason=refusal)
    )
    misdeal.setToolTip(tip)
    misdeal.setStatusTip(tip)


def _hand_entries(menu: QMenu, operations: TableOperations, session: TableSession, seat: int) -> None:
    """His part in the hand under way: dead on penalty (and his bring-in), or his fold."""
    table = session.name
    if session.is_killed(seat):
        menu.addSeparator()
        menu.addAction(QCoreApplication.translate("menus", "Hand dead: on penalty")).setEnabled(False)
        if session.owes_bring_in(seat):
            menu.addAction(
                QCoreApplication.translate("menus", "Post the &bring-in (his card brings it in)")
            ).triggered.connect(lambda: operations.post_bring_in(table, seat))
    elif session.hand.blinds is not None:
        # Set apart: a slip from the penalty entry onto Fold once folded a live hand.
        menu.addSeparator()
        folded = session.has_folded(seat)
        fold = menu.addAction(
            QCoreApplication.translate("menus", "Take back the &fold")
            if folded
            else QCoreApplication.translate("menus", "&Fold")
        )
        fold.setEnabled(folded or not session.is_all_in(seat))
        fold.triggered.connect(lambda: operations.fold(table, seat, not folded))


def _ruling_menu(menu: QMenu, seat: int, ask_ruling: Callable[[RulingKind, int], None]) -> None:
    for kind, entry in WIZARDS.items():
        if entry.whole_table or kind is RulingKind.PENALTY:
            continue  # the whole table's rulings are not a seat's; the penalty has the seat menu's own entry
        menu.addAction(entry.menu()).triggered.connect(lambda _=False, k=kind: ask_ruling(k, seat))


def _other_table_menu(
    menu: QMenu,
    operations: TableOperations,
    table: str,
    seat: int,
    open_elsewhere: tuple[tuple[str, tuple[int, ...]], ...],
) -> None:
    menu.setEnabled(any(seats for _name, seats in open_elsewhere))
    for other, seats in open_elsewhere:
        if not seats:
            continue
        seats_menu = menu.addMenu(literal(other))
        for target in seats:
            move = TableMove(table, seat, other, target)
            seats_menu.addAction(
                QCoreApplication.translate("menus", "Seat {target}").format(target=target)
            ).triggered.connect(lambda _=False, m=move: operations.move_to_table(m))


def _marker_entries(menu: QMenu, operations: TableOperations, session: TableSession, seat: int) -> None:
    table = session.name
    if session.hand.blinds is None:
        action = menu.addAction(QCoreApplication.translate("menus", "&Deal the first hand, button here"))
        action.setEnabled(session.occupant(seat) is not None and not session.is_out(seat))
        action.triggered.connect(lambda: operations.next_hand(table, first_button=seat))
        return
    for marker in Marker:
        menu.addAction(
            QCoreApplication.translate("menus", "Move {label} here").format(label=marker.label)
        ).triggered.connect(lambda _=False, m=marker: operations.move_marker(table, m, seat))
