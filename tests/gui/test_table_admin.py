"""A table's tab menu: rename, remove when empty, break a table moving its players one by one as the core plans,
each move confirmed (move, skip or stop) and undoable; the table goes once empty."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from floordesk.core.table import Table
from floordesk.gui.language import Languages
from floordesk.gui.table_admin import Answer, break_table, rename_dialog, tab_menu
from tests.gui.table_view.table_helpers import TABLE, Bench, bench, six_players

OTHER = "Table 9"


def _two_tables() -> Bench:
    return bench(six_players().with_table(Table(OTHER, 9)))


def _players(made: Bench, table: str) -> int:
    return len(made.session(table).table.occupants)


def test_breaking_a_table_moves_every_player_confirmed_and_removes_it(qtbot: QtBot):
    made = _two_tables()
    asked: list[str] = []
    moved = break_table(made.model, made.operations, TABLE, lambda q: asked.append(q) or Answer.MOVE)
    assert moved == 6
    assert TABLE not in made.model.table_names()
    assert _players(made, OTHER) == 6
    assert asked[0].startswith("Move Ana (seat 1, 1,100 in chips) to Table 9, seat ")
    while made.stack.canUndo():
        made.stack.undo()
    assert _players(made, TABLE) == 6  # every move its own undoable change


def test_each_move_is_asked_in_the_language_spoken(qtbot: QtBot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    made = _two_tables()
    asked: list[str] = []
    break_table(made.model, made.operations, TABLE, lambda q: asked.append(q) or Answer.STOP)
    assert asked[0].startswith("Ana (Platz 1, 1.100 in Chips) an Table 9, Platz ")


def test_a_skipped_move_keeps_the_player_and_the_table(qtbot: QtBot):
    made = _two_tables()
    answers = iter([Answer.SKIP] + [Answer.MOVE] * 5)
    assert break_table(made.model, made.operations, TABLE, lambda _q: next(answers)) == 5
    assert _players(made, TABLE) == 1
    assert _players(made, OTHER) == 5
    assert not made.operations.last_refusal  # a table with a player left is not removed, nor tried


def test_stop_ends_the_break_where_it_is(qtbot: QtBot):
    made = _two_tables()
    answers = iter([Answer.MOVE, Answer.MOVE, Answer.STOP, Answer.MOVE])
    assert break_table(made.model, made.operations, TABLE, lambda _q: next(answers)) == 2
    assert (_players(made, TABLE), _players(made, OTHER)) == (4, 2)


def test_the_only_table_cannot_be_broken_and_says_why(qtbot: QtBot):
    made = bench()
    asked: list[str] = []
    assert break_table(made.model, made.operations, TABLE, lambda q: asked.append(q) or Answer.MOVE) == 0
    assert asked == []
    assert made.operations.last_refusal
    assert _players(made, TABLE) == 6


def test_the_menu_offers_remove_only_for_an_empty_table_and_break_only_for_a_full_one(qtbot: QtBot):
    made = _two_tables()
    parent = QWidget()
    qtbot.addWidget(parent)
    full = {a.text(): a.isEnabled() for a in tab_menu(parent, made.model, made.operations, TABLE).actions()}
    empty = {a.text(): a.isEnabled() for a in tab_menu(parent, made.model, made.operations, OTHER).actions()}
    assert full == {"&Rename…": True, "Re&move (empty table)": False, "&Break table…": True}
    assert empty == {"&Rename…": True, "Re&move (empty table)": True, "&Break table…": False}
    alone = bench()
    only = {a.text(): a.isEnabled() for a in tab_menu(parent, alone.model, alone.operations, TABLE).actions()}
    assert only["&Break table…"] is False


def test_a_rename_to_a_name_the_event_has_is_refused_beside_the_field(qtbot: QtBot):
    made = _two_tables()
    dialog = rename_dialog(made.model, TABLE)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText(OTHER)
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.name_problem.text()
    assert dialog.windowTitle() == f"Rename {TABLE}"
