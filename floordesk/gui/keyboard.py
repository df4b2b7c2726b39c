"""GUI: key paths Qt leaves out.

A list that Tab reaches gets a current row but no selection (Qt moves the current index without selecting), and
the arrow keys then select only a row other than the current one: with one row shown, a supervisor at the
keyboard could not pick it at all. `select_on_tab` selects the current row (else the first) when Tab or
Shift+Tab brings the focus to a list with nothing selected.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QAbstractItemView


class _SelectOnTab(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.FocusIn
            and isinstance(event, QFocusEvent)
            and event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            and isinstance(watched, QAbstractItemView)
        ):
            model, selection = watched.model(), watched.selectionModel()
            if model is not None and model.rowCount() and selection is not None and not selection.hasSelection():
                current = watched.currentIndex()
                row = current if current.isValid() else model.index(0, 0)
                flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
                selection.setCurrentIndex(row, flags)
        return False


def select_on_tab(view: QAbstractItemView) -> None:
    """Select `view`'s current row (else its first) when Tab brings the focus to it with nothing selected."""
    view.installEventFilter(_SelectOnTab(view))
