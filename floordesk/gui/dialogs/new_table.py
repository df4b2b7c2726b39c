"""GUI: the New table dialog: a name and a number of seats (2 to 10)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem

DEFAULT_SEATS = 9


def suggested_name(taken: Iterable[str]) -> str:
    """The first "Table N" the event does not have yet."""
    names = set(taken)
    number = 1
    while f"Table {number}" in names:
        number += 1
    return f"Table {number}"


class NewTableDialog(QDialog):
    """GUI: asks for a new table's name and size; refuses a name the core refuses, saying why beside it.

    `check_name` is the core's rule (`Event.new_table_name`); the operations layer
    applies it again when the table is added.
    """

    def __init__(self, taken: Iterable[str], check_name: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New table")
        self._check_name = check_name
        self.name = QLineEdit(suggested_name(taken))
        self.name_problem = field_problem_label()
        self.name.textEdited.connect(lambda _text: show_problem(self.name_problem, ""))
        self.seats = QSpinBox()
        self.seats.setRange(MIN_SEATS, MAX_SEATS)
        self.seats.setValue(DEFAULT_SEATS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow("&Name:", self.name)
        layout.addRow("", self.name_problem)
        layout.addRow("&Seats:", self.seats)
        layout.addRow(buttons)

    def accept(self) -> None:
        try:
            self._check_name(self.name.text())
        except InvalidInput as error:
            show_problem(self.name_problem, reasons(error))
            self.name.setFocus()
            return
        super().accept()

    def answer(self) -> tuple[str, int]:
        return self.name.text(), self.seats.value()


def ask_new_table(parent: QWidget, taken: Iterable[str], check_name: Callable[[str], str]) -> tuple[str, int] | None:
    """The name and seats asked for, or None if the supervisor cancelled."""
    dialog = NewTableDialog(taken, check_name, parent)
    return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None
