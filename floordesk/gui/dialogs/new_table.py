"""GUI: the New table dialog: a name and a number of seats (2 to 10)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from floordesk.core.table import MAX_SEATS, MIN_SEATS

DEFAULT_SEATS = 9


def suggested_name(taken: Iterable[str]) -> str:
    """The first "Table N" the event does not have yet."""
    names = set(taken)
    number = 1
    while f"Table {number}" in names:
        number += 1
    return f"Table {number}"


class NewTableDialog(QDialog):
    """GUI: asks for a new table's name and size; the operations layer checks and adds it."""

    def __init__(self, taken: Iterable[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New table")
        self.name = QLineEdit(suggested_name(taken))
        self.seats = QSpinBox()
        self.seats.setRange(MIN_SEATS, MAX_SEATS)
        self.seats.setValue(DEFAULT_SEATS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow("&Name:", self.name)
        layout.addRow("&Seats:", self.seats)
        layout.addRow(buttons)

    def answer(self) -> tuple[str, int]:
        return self.name.text(), self.seats.value()


def ask_new_table(parent: QWidget, taken: Iterable[str]) -> tuple[str, int] | None:
    """The name and seats asked for, or None if the supervisor cancelled."""
    dialog = NewTableDialog(taken, parent)
    return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None
