"""GUI: undo commands. Each holds the state before and after a change the core has already checked.

Undoing and redoing say what they did ("Undid: ...", "Redid: ..."); the first redo, which
makes the change, is reported by the operation that pushed it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from floordesk.core.event import Event
from floordesk.core.table_session import TableSession
from floordesk.gui.table_view.model import EventModel


class _Reported(QUndoCommand):
    """An undo command that says "Undid: ..." and "Redid: ..."; the first redo is the change, reported by its maker."""

    def __init__(self, text: str, report: Callable[[str], None]) -> None:
        super().__init__(text)
        self._report = report
        self._done = False

    def apply(self, undoing: bool) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        self.apply(undoing=False)
        if self._done:
            self._report(QCoreApplication.translate("_Reported", "Redid: {text}").format(text=self.text()))
        self._done = True

    def undo(self) -> None:
        self.apply(undoing=True)
        self._report(QCoreApplication.translate("_Reported", "Undid: {text}").format(text=self.text()))


class EventCommand(_Reported):
    """GUI: one change across the event (a player moved between tables, a table renamed, the event edited)."""

    def __init__(
        self, model: EventModel, before: Event, after: Event, text: str, report: Callable[[str], None]
    ) -> None:
        super().__init__(text, report)
        self._model = model
        self.before = before
        self.after = after

    def apply(self, undoing: bool) -> None:
        self._model.apply_event(self.before if undoing else self.after)


class TableCommand(_Reported):
    """GUI: one change to one table. Redo and undo hand the core's immutable states back to the model.

    `before` None means the command added the table; `after` None that it removed it.
    The event keeps one undo history for all its tables, so undoing always restores
    exactly the state the change started from.
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
        super().__init__(text, report)
        self._model = model
        self.table = table
        self.before = before
        self.after = after

    def apply(self, undoing: bool) -> None:
        self._model.apply(self.table, self.before if undoing else self.after)
