"""GUI: undo commands. Each holds one table's state before and after a change the core has already checked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from floordesk.core.table_session import TableSession
from floordesk.gui.table_view.model import EventModel


class TableCommand(QUndoCommand):
    """GUI: one change to one table. Redo and undo hand the core's immutable states back to the model.

    `before` None means the command added the table; `after` None that it removed it.
    The event keeps one undo history for all its tables, so undoing always restores
    exactly the state the change started from. Undoing and redoing say what they did through
    `report` ("Undid: ...", "Redid: ..."); the first redo, which makes the change, is reported by
    the operation that pushed it.
    """

    def __init__(
        self,
        model: EventModel,
        table: str,
        before: TableSession | None,
        after: TableSession | None,
        text: str,
        report: Callable[[str], None],
    ) -> None:
        super().__init__(text)
        self._model = model
        self._report = report
        self._done = False
        self.table = table
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._model.apply(self.table, self.after)
        if self._done:
            self._report(f"Redid: {self.text()}")
        self._done = True

    def undo(self) -> None:
        self._model.apply(self.table, self.before)
        self._report(f"Undid: {self.text()}")
