"""The window's ruling operations alone (the whole ruling, wizard to log to table and back by undo, is in
tests/gui/wizards/test_rulings.py): who may start one, one at a time, a ruling left in progress that can no longer
be resumed, and the undo command a ruling pushes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from floordesk.core.ruling import RulingKind
from floordesk.gui.operations.rulings import RulingCommand
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, open_race, sign, staff_of, to_signature


def said(desk) -> str:
    return desk.window.statusBar().currentMessage()


def test_a_locked_window_starts_no_ruling(desk) -> None:
    staff_of(desk)
    desk.session.lock()
    assert desk.window.rulings.start(RulingKind.CHIP_RACE, TABLE) is None
    assert said(desk) == "The window is locked: unlock it first."


def test_one_ruling_at_a_time_the_open_one_is_raised(desk, qtbot) -> None:
    staff_of(desk)
    wizard = open_race(desk, qtbot)
    assert desk.window.rulings.start(RulingKind.CLOCK, TABLE) is wizard
    assert said(desk) == "Finish or cancel the ruling in progress first."
    assert wizard.flow.kind is RulingKind.CHIP_RACE


def test_a_ruling_left_at_a_table_no_longer_in_play_is_discarded_not_resumed(desk) -> None:
    staff_of(desk)
    desk.store.drafts.save("draft-1", "chip-race", {"table": "Table 99", "kind": "chip-race"})
    [draft] = desk.store.drafts.pending()
    assert desk.window.rulings.resume(draft) is None
    assert said(desk) == "The ruling left in progress was at Table 99, which is no longer in play: discarded."
    assert desk.store.drafts.pending() == []


def test_a_ruling_left_in_progress_that_cannot_be_read_is_discarded(desk) -> None:
    staff_of(desk)
    desk.store.drafts.save("draft-1", "chip-race", {"table": TABLE, "kind": "no such kind"})
    [draft] = desk.store.drafts.pending()
    assert desk.window.rulings.resume(draft) is None
    assert said(desk).startswith("The ruling left in progress cannot be read (")
    assert desk.store.drafts.pending() == []


def test_a_recorded_ruling_is_one_undo_command_and_a_voided_one_is_not_redone(desk, qtbot) -> None:
    staff_of(desk)
    before = desk.window.model.session(TABLE).table
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    stack = desk.window.undo_stack
    command = stack.command(stack.count() - 1)
    assert isinstance(command, RulingCommand)
    assert (command.table, command.incident.number) == (TABLE, wizard.flow.recorded.number)
    after = desk.window.model.session(TABLE).table
    assert after != before
    stack.undo()
    assert desk.window.model.session(TABLE).table == before
    assert said(desk).startswith(f"Undone: {command.text()}.")
    command.voided = True  # as the void offered after the undo records
    stack.redo()
    assert desk.window.model.session(TABLE).table == before
    assert said(desk) == f"Incident #{command.incident.number} was voided: its change is not redone."
    QApplication.processEvents()
    assert stack.count() == 0  # obsolete: nothing left to redo or undo
