"""GUI: the New table and Rename table dialogs: a name and (new) a number of seats, each refused beside its field."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import read_typed_number
from floordesk.core.table import MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem
from floordesk.gui.touch import touch, touch_buttons

DEFAULT_SEATS = 9


def suggested_name(taken: Iterable[str]) -> str:
    """The first "Table N" the event does not have yet, in the language spoken ("Tisch N")."""
    names = set(taken)
    number = 1
    while _numbered(number) in names:
        number += 1
    return _numbered(number)


def _numbered(number: int) -> str:
    return QCoreApplication.translate("TableNameDialog", "Table {number}").format(number=number)


class TableNameDialog(QDialog):
    """GUI: asks for a table's name (and, for a new table, its seats); refuses what the core refuses, saying
    why beside the field.

    `check_name` is the core's rule (`Event.new_table_name`, or a rename's); the operations
    layer applies it again when the change is made. The seats are typed, and "0" or "12" is
    refused with the reason, never turned into a table of another size.
    """

    def __init__(
        self,
        title: str,
        name: str,
        check_name: Callable[[str], object],
        parent: QWidget | None = None,
        *,
        ask_seats: bool,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._check_name = check_name
        self.name = touch(QLineEdit(name))
        self.name_problem = field_problem_label()
        self.name.textEdited.connect(lambda _text: show_problem(self.name_problem, ""))
        self.name.setPlaceholderText(
            self.tr("At most {MAX_NAME_LENGTH} characters").format(MAX_NAME_LENGTH=MAX_NAME_LENGTH)
        )
        self.seats = touch(QLineEdit(str(DEFAULT_SEATS)))
        self.seats.setPlaceholderText(
            self.tr("{MIN_SEATS} to {MAX_SEATS}").format(MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS)
        )
        self.seats_problem = field_problem_label()
        self.seats.textEdited.connect(lambda _text: show_problem(self.seats_problem, ""))
        buttons = touch_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("&Name:"), self.name)
        layout.addRow("", self.name_problem)
        self._checks: list[tuple[QLineEdit, QLabel, Callable[[], object]]] = [
            (self.name, self.name_problem, lambda: self._check_name(self.name.text()))
        ]
        if ask_seats:
            layout.addRow(
                self.tr("&Seats ({MIN_SEATS} to {MAX_SEATS}):").format(MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS),
                self.seats,
            )
            layout.addRow("", self.seats_problem)
            self._checks.append((self.seats, self.seats_problem, self._seats_typed))
        layout.addRow(buttons)

    def accept(self) -> None:
        wrong: list[QLineEdit] = []
        for field, problem, check in self._checks:
            try:
                check()
            except InvalidInput as error:
                show_problem(problem, reasons(error))
                wrong.append(field)
        if wrong:
            wrong[0].setFocus()
            return
        super().accept()

    def _seats_typed(self) -> int:
        return read_typed_number(self.seats.text(), "seats", minimum=MIN_SEATS, maximum=MAX_SEATS)

    def answer(self) -> tuple[str, int]:
        """The name and seats typed; call once the dialog has been accepted (both checked)."""
        return self.name.text(), self._seats_typed()


def NewTableDialog(
    taken: Iterable[str], check_name: Callable[[str], str], parent: QWidget | None = None
) -> TableNameDialog:
    return TableNameDialog(
        QCoreApplication.translate("new_table", "New table"), suggested_name(taken), check_name, parent, ask_seats=True
    )


def ask_new_table(parent: QWidget, taken: Iterable[str], check_name: Callable[[str], str]) -> tuple[str, int] | None:
    """The name and seats asked for, or None if the supervisor cancelled."""
    dialog = NewTableDialog(taken, check_name, parent)
    return dialog.answer() if dialog.exec() == QDialog.DialogCode.Accepted else None
