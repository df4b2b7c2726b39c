"""The undo commands: each hands the model the core's state before or after a change; undo and redo say what they
did, and the first redo (the change itself) is left to the operation that made it to report."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QUndoStack
from pytestqt.qtbot import QtBot

from floordesk.core.chips import Stack
from floordesk.core.table import Player, Table
from floordesk.gui.table_view.commands import EventCommand, TableCommand
from floordesk.gui.table_view.model import EventModel
from tests.gui.table_view.table_helpers import TABLE, six_players


def _model() -> tuple[EventModel, list[object]]:
    saved: list[object] = []
    return EventModel(six_players(), saved.append), saved


def test_a_table_change_is_made_undone_and_redone_each_said_but_the_first(qtbot: QtBot):
    model, saved = _model()
    before = model.session(TABLE)
    after = replace(before, table=before.table.with_player(7, Player("gus", "Gus"), Stack({100: 5})))
    said: list[str] = []
    stack = QUndoStack()
    with qtbot.waitSignal(model.table_changed) as changed:
        stack.push(TableCommand(model, TABLE, before, after, "Seat Gus at seat 7", said.append))
    assert changed.args == [TABLE]
    assert (model.session(TABLE), said, len(saved)) == (after, [], 1)
    stack.undo()
    assert (model.session(TABLE), said) == (before, ["Undid: Seat Gus at seat 7"])
    stack.redo()
    assert (model.session(TABLE), said[-1]) == (after, "Redid: Seat Gus at seat 7")
    assert len(saved) == 3  # every state saved as it is made


def test_a_table_added_goes_on_undo_and_a_table_removed_comes_back():
    model, _saved = _model()
    added = model.current_event.with_table(Table("Table 9", 9)).session("Table 9")
    said: list[str] = []
    stack = QUndoStack()
    stack.push(TableCommand(model, "Table 9", None, added, "Open Table 9", said.append))
    assert "Table 9" in model.table_names()
    stack.undo()
    assert "Table 9" not in model.table_names()

    kept = model.session(TABLE)
    stack.push(TableCommand(model, TABLE, kept, None, "Break Table 5", said.append))
    assert TABLE not in model.table_names()
    stack.undo()
    assert model.session(TABLE) == kept
    assert said == ["Undid: Open Table 9", "Undid: Break Table 5"]


def test_an_event_change_is_undone_across_its_tables(qtbot: QtBot):
    model, _saved = _model()
    before = model.current_event
    after = before.with_table(Table("Table 9", 9))
    said: list[str] = []
    stack = QUndoStack()
    stack.push(EventCommand(model, before, after, "Open Table 9", said.append))
    assert model.current_event == after
    with qtbot.waitSignal(model.table_changed) as changed:
        stack.undo()
    assert changed.args == ["Table 9"]
    assert (model.current_event, said) == (before, ["Undid: Open Table 9"])
    stack.redo()
    assert (model.current_event, said[-1]) == (after, "Redid: Open Table 9")
