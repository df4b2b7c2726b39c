"""GUI: the small forms of staff work (first administrator, sign-in, the Staff window's changes).

A form is a list of fields, each with the message label right under it. On OK
the form calls its `submit`, which asks the store; the store's refusals land
beside the field they concern (an `InvalidInput` names it by path, a
`NotAllowedError` belongs to the form's `refusal_field`), and the dialog stays
open with what was typed, except a refused PIN, which is cleared.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.store.errors import NotAllowedError
from floordesk.store.staff import Role, check_pin

PIN_HINT = "4 to 12 digits"

FieldWidget = TypeVar("FieldWidget", bound=QWidget)


def sentence(text: str) -> str:
    """A store or core message as a sentence: "that is not Ana's PIN" -> "That is not Ana's PIN."."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def pin_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly | Qt.InputMethodHint.ImhSensitiveData)
    edit.setPlaceholderText(PIN_HINT)
    return edit


def role_box(selected: Role = Role.SUPERVISOR) -> QComboBox:
    box = QComboBox()
    for role in Role:
        box.addItem(role.title, role)
    box.setCurrentIndex(list(Role).index(selected))
    return box


class StaffForm(QDialog):
    """GUI: a form whose OK runs `submit`; what the store refuses is said beside the field concerned.

    `submit` is set by whoever builds the form (its result is ignored); it raises InvalidInput (each problem's
    path names a field added with `add_field`) or NotAllowedError (shown beside
    `refusal_field`, or under the form if that is not set).
    """

    def __init__(self, title: str, intro: str, ok_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.submit: Callable[[], object] = lambda: None
        self.refusal_field = ""
        self.fields: dict[str, QWidget] = {}
        self.problems: dict[str, QLabel] = {}
        self.form = QFormLayout(self)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.form.addRow(self.intro)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok_button.setText(ok_text)
        ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.general_problem = field_problem_label()
        self._rows_end = 1  # fields go between the intro and the buttons
        self.form.addRow(self.general_problem)
        self.form.addRow(self.buttons)

    def add_field(self, path: str, label: str, widget: FieldWidget) -> FieldWidget:
        """Add `widget` as the field `path` (the store's name for it) with its message label under it."""
        problem = field_problem_label()
        self.form.insertRow(self._rows_end, label, widget)
        self.form.insertRow(self._rows_end + 1, "", problem)
        self._rows_end += 2
        self.fields[path] = widget
        self.problems[path] = problem
        if isinstance(widget, QLineEdit):
            widget.textEdited.connect(lambda _text, label=problem: show_problem(label, ""))
        return widget

    def text(self, path: str) -> str:
        widget = self.fields[path]
        assert isinstance(widget, QLineEdit)
        return widget.text()

    def add_pin_pair(self, label: str = "&PIN:") -> None:
        """A new PIN, typed twice: fields `pin` and `pin_again`."""
        self.add_field("pin", label, pin_edit())
        self.add_field("pin_again", "PIN &again:", pin_edit())

    def new_pin(self) -> str:
        """The new PIN typed twice; its shape is the store's rule, checked here so the first field says it."""
        pin = check_pin(self.text("pin"))
        if self.text("pin_again") != pin:
            raise InvalidInput.at("pin_again", "does not match the PIN above")
        return pin

    def accept(self) -> None:
        for label in (*self.problems.values(), self.general_problem):
            show_problem(label, "")
        try:
            self.submit()
        except InvalidInput as error:
            by_field: dict[str, list[str]] = {}
            for problem in error.problems:
                by_field.setdefault(problem.path, []).append(problem.message)
            for path, messages in by_field.items():
                self._say(path, "; ".join(messages))
            return
        except NotAllowedError as error:
            self._say(self.refusal_field, str(error))
            return
        super().accept()

    def _say(self, path: str, message: str) -> None:
        show_problem(self.problems.get(path, self.general_problem), sentence(message))
        widget = self.fields.get(path)
        if widget is not None:
            if isinstance(widget, QLineEdit) and widget.echoMode() == QLineEdit.EchoMode.Password:
                widget.clear()
            widget.setFocus()
