"""GUI: a table's tab menu: rename it, remove it when empty, or break it, moving its players one by one.

The same entries are in the Table menu for the table shown (This table), where a finger or the keyboard reaches them.

Breaking a table follows the core's plan (`floordesk.core.table_moves.break_plan`): each
player goes to an open seat of the emptiest table, and the supervisor confirms each move
(or skips it, or stops); every move is its own undoable change. The table goes once empty.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.dialogs.new_table import TableNameDialog
from floordesk.gui.field_problem import reasons
from floordesk.gui.table_view.model import EventModel
from floordesk.gui.table_view.operations import TableOperations
from floordesk.i18n import grouped


class Answer(Enum):
    MOVE = "move"
    SKIP = "skip"
    STOP = "stop"


def ask_move(parent: QWidget, question: str) -> Answer:
    """Ask the supervisor to confirm one move of a table being broken."""
    box = QMessageBox(
        QMessageBox.Icon.Question, QCoreApplication.translate("table_admin", "Break table"), question, parent=parent
    )
    move = box.addButton(QCoreApplication.translate("table_admin", "&Move"), QMessageBox.ButtonRole.AcceptRole)
    skip = box.addButton(QCoreApplication.translate("table_admin", "&Skip"), QMessageBox.ButtonRole.RejectRole)
    box.addButton(QCoreApplication.translate("table_admin", "S&top"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(move)
    box.exec()
    clicked = box.clickedButton()
    return Answer.MOVE if clicked is move else Answer.SKIP if clicked is skip else Answer.STOP


def break_table(model: EventModel, operations: TableOperations, table: str, confirm: Callable[[str], Answer]) -> int:
    """Move the table's players as the core plans, each confirmed; remove the table once empty. Moves made."""
    # moves between tables load when a table is first broken or renamed
    from floordesk.core.table_moves import break_plan

    try:
        plan = break_plan(model.current_event, table)
    except InvalidInput as error:
        operations.refuse(reasons(error))
        return 0
    moved = 0
    for move in plan:
        occupant = model.session(table).occupant(move.from_seat)
        if occupant is None:
            continue
        chips = occupant.stack.total()
        question = QCoreApplication.translate(
            "TableAdmin", "Move {name} (seat {seat}, {chips} in chips) to {table}, seat {to_seat}?"
        ).format(
            name=occupant.player.name,
            seat=move.from_seat,
            chips=grouped(chips),
            table=move.to_table,
            to_seat=move.to_seat,
        )
        answer = confirm(question)
        if answer is Answer.STOP:
            break
        if answer is Answer.MOVE and operations.move_to_table(move):
            moved += 1
    if not model.session(table).table.occupants:
        operations.remove_table(table)
    return moved


def rename_dialog(model: EventModel, table: str, parent: QWidget | None = None) -> TableNameDialog:
    # moves between tables load when a table is first broken or renamed
    from floordesk.core.table_moves import rename_table

    check = lambda name: rename_table(model.current_event, table, name)  # noqa: E731
    return TableNameDialog(
        QCoreApplication.translate("table_admin", "Rename {table}").format(table=table),
        table,
        check,
        parent,
        ask_seats=False,
    )


def tab_menu(parent: QWidget, model: EventModel, operations: TableOperations, table: str) -> QMenu:
    """The context menu of a table's tab."""
    menu = QMenu(parent)
    menu.setTitle(table)
    fill_tab_menu(menu, parent, model, operations, table)
    return menu


def fill_tab_menu(menu: QMenu, parent: QWidget, model: EventModel, operations: TableOperations, table: str) -> None:
    """Rename, remove (when empty) and break `table`: the entries of its tab's menu, added to `menu`."""

    def rename() -> None:
        dialog = rename_dialog(model, table, parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            operations.rename_table(table, dialog.name.text())

    menu.addAction(QCoreApplication.translate("table_admin", "&Rename…")).triggered.connect(rename)
    session = model.session(table)
    empty = not session.table.occupants
    remove = menu.addAction(QCoreApplication.translate("table_admin", "Re&move (empty table)"))
    remove.setEnabled(empty and len(model.table_names()) > 1)
    remove.triggered.connect(lambda: operations.remove_table(table))
    breaking = menu.addAction(QCoreApplication.translate("table_admin", "&Break table…"))
    breaking.setEnabled(not empty and len(model.table_names()) > 1)
    breaking.triggered.connect(lambda: break_table(model, operations, table, lambda q: ask_move(parent, q)))
