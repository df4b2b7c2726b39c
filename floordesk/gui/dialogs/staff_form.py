"""GUI: the small forms of staff work (first administrator, sign-in, the Staff window's changes).

A form is a list of fields, each with the message label right under it. On OK
the form calls its `submit`, which asks the store; the store's refusals land
beside the field they concern (an `InvalidInput` names it by path, a
`NotAllowedError` belongs to the form's `refusal_field`, any other StoreError
goes under the form), and the dialog stays open with what was typed, except a
refused PIN, which is cleared.

The sign-in form is on FloorDesk's first frame, painted before the incident log
is opened: what only a form's OK needs of the store is loaded when it is pressed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.errors import InvalidInput, Problem
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch, touch_buttons
from floordesk.i18n import noop

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

    from floordesk.store.staff import Role

PIN_HINT = noop("staff_form", "4 to 12 digits")

FieldWidget = TypeVar("FieldWidget", bound=QWidget)
Form = TypeVar("Form", bound=QDialog)


def sentence(text: str) -> str:
    """A store or core message as a sentence: "that is not Ana's PIN" -> "That is not Ana's PIN."."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def pin_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly | Qt.InputMethodHint.ImhSensitiveData)
    edit.setPlaceholderText(QCoreApplication.translate("staff_form", PIN_HINT))
    return edit


def role_box(selected: Role | None = None) -> QComboBox:
    """The roles to choose from, `selected` (else a supervisor) chosen."""
    from PySide6.QtWidgets import QComboBox  # not on the sign-in form: not loaded with it (see the module)

    from floordesk.store.staff import Role  # the store's: as above

    box = QComboBox()
    for role in Role:
        box.addItem(role.shown, role)
    box.setCurrentIndex(list(Role).index(selected or Role.SUPERVISOR))
    return box


def ask(form: Form) -> Form:
    """Open `form` over its window (window-modal: the other windows stay usable); it is deleted once closed."""
    form.setWindowModality(Qt.WindowModality.WindowModal)
    form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    form.open()
    return form


def check_all(*checks: Callable[[], object]) -> None:
    """Run every check and raise one InvalidInput with all their problems, so each field says its own at once."""
    problems: list[Problem] = []
    for check in checks:
        try:
            check()
        except InvalidInput as error:
            problems.extend(error.problems)
    if problems:
        raise InvalidInput(problems)


class StaffForm(QDialog):
    """GUI: a form whose OK runs `submit`; what the store refuses is said beside the field concerned.

    `submit` is set by whoever builds the form (its result is ignored); it raises
    InvalidInput (each problem's path names a field added with `add_field`) or
    NotAllowedError (shown beside `refusal_field`, or under the form if that is not set).
    """

    def __init__(self, title: str, intro: str, ok_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)  # room for names and messages
        self.submit: Callable[[], object] = lambda: None
        self.refusal_field = ""
        self.fields: dict[str, QWidget] = {}
        self.problems: dict[str, QLabel] = {}
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)  # names are typed by people: never read as HTML
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.general_problem = _plain(field_problem_label())
        self.buttons = touch_buttons(
            QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        )
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok_button.setText(ok_text)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The intro outside the form layout: a wrapped label there is not given the height its lines need.
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.general_problem)
        layout.addWidget(self.buttons)
        # Made default only once in its dialog: before, it lost that as the focus moved, and Enter did nothing.
        ok_button.setDefault(True)

    def event(self, event: QEvent) -> bool:
        if event.type() != QEvent.Type.LanguageChange:
            return super().event(event)
        # Window > Language has put the OK button's own words ("Change role") in the new language already; Qt's
        # button box, told of the change after, would give it back Qt's "OK".
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        said = ok_button.text()
        handled = super().event(event)
        ok_button.setText(said)
        return handled

    def add_field(self, path: str, label: str, widget: FieldWidget) -> FieldWidget:
        """Add `widget` as the field `path` (the store's name for it) with its message label under it."""
        problem = _plain(field_problem_label())
        self.form.addRow(label, touch(widget))  # signing in is the floor's most frequent form, often by finger
        self.form.addRow("", problem)
        self.fields[path] = widget
        self.problems[path] = problem
        if len(self.fields) == 1:
            # The form opens on its first field (made after the buttons, it came after them and OK had the keyboard).
            widget.setFocus()
        if isinstance(widget, QLineEdit):
            widget.textEdited.connect(lambda _text, label=problem: show_problem(label, ""))
        return widget

    def text(self, path: str) -> str:
        widget = self.fields[path]
        assert isinstance(widget, QLineEdit)
        return widget.text()

    def add_pin_pair(self, label: str | None = None) -> None:
        """A new PIN, typed twice: fields `pin` and `pin_again` (the first labelled `label`, else "PIN")."""
        self.add_field("pin", label or QCoreApplication.translate("StaffForm", "&PIN:"), pin_edit())
        self.add_field(
            "pin_again",
            QCoreApplication.translate("StaffForm", "PIN &again:"),
            pin_edit(),
        )

    def check_name_and_pin(self) -> None:
        """The store's rules for a new member's `name` and the new PIN, all problems at once (before any write)."""
        from floordesk.store.validation import required_text  # on OK (see the module)

        check_all(lambda: required_text("name", self.text("name")), self.new_pin)

    def new_pin(self) -> str:
        """The new PIN typed twice; its shape is the store's rule, checked here so the first field says it."""
        from floordesk.store.staff import check_pin  # on OK (see the module)

        pin = check_pin(self.text("pin"))
        if self.text("pin_again") != pin:
            raise InvalidInput.at("pin_again", QCoreApplication.translate("StaffForm", "does not match the PIN above"))
        return pin

    def accept(self) -> None:
        from floordesk.store.errors import NotAllowedError, StoreError  # on OK (see the module)

        for label in (*self.problems.values(), self.general_problem):
            show_problem(label, "")
        try:
            self.submit()
        except InvalidInput as error:
            self._say([(problem.path, problem.message) for problem in error.problems])
        except StoreError as error:
            # A refusal belongs beside its field; the log being unusable (in use, disk full) under the form.
            self._say([(self.refusal_field if isinstance(error, NotAllowedError) else "", str(error))])
        else:
            super().accept()

    def _say(self, problems: list[tuple[str, str]]) -> None:
        """Each message beside its field (a field's several in one sentence); the first such field gets the focus."""
        by_field: dict[str, list[str]] = {}
        for path, message in problems:
            by_field.setdefault(path if path in self.fields else "", []).append(message)
        for path, messages in by_field.items():
            show_problem(self.problems.get(path, self.general_problem), sentence("; ".join(messages)))
            widget = self.fields.get(path)
            if isinstance(widget, QLineEdit) and widget.echoMode() == QLineEdit.EchoMode.Password:
                widget.clear()  # a refused PIN is typed again, not edited
        first = next((self.fields[path] for path in by_field if path), None)
        if first is not None:
            first.setFocus()
        self.adjustSize()  # room for the messages, without squeezing the fields


def _plain(label: QLabel) -> QLabel:
    """The store's messages quote names as typed: shown as text, never as HTML."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
