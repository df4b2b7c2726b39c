"""GUI: a ruling's new decision drawn from the core's form (`overrule_form`): a choice, a count or words per field.

The fields, their headings and what each one means come from the core; this
widget only draws them (a drop-down list, a number box, a line of text), greys
out a field that does not count for the choice made, reads the values back, and
shows each refusal beside its field.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from floordesk.core.flows.overrule_form import COUNT_MAX, FieldKind, FormField, OverruleForm
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch
from floordesk.gui.wizards.widgets import ChipCountBox

FieldWidget = QComboBox | QSpinBox | QLineEdit


class DecisionForm(QWidget):
    """GUI: the fields of a core `OverruleForm`, filled with the decision in force."""

    def __init__(self, form: OverruleForm, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionForm")
        self.form = form
        self.widgets: dict[str, FieldWidget] = {}
        self.problems: dict[str, QLabel] = {}
        layout = QFormLayout(self)
        group = ""
        for field in form.fields:
            if field.group and field.group != group:
                heading = QLabel(f"<b>{field.group}</b>")
                heading.setWordWrap(True)
                layout.addRow(heading)
            group = field.group
            widget = self._widget(field)
            widget.setAccessibleName(f"{field.group}: {field.label}" if field.group else field.label)
            self.widgets[field.key] = widget
            layout.addRow(f"{field.label}:", widget)
            self.problems[field.key] = field_problem_label()
            if isinstance(widget, ChipCountBox):
                widget.say_refusals_in(self.problems[field.key])
            layout.addRow("", self.problems[field.key])
        for widget in self.widgets.values():
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._enable)
        self._enable()

    @staticmethod
    def _widget(field: FormField) -> FieldWidget:
        if field.kind is FieldKind.CHOICE:
            choice = touch(QComboBox())
            for value, words in field.options:
                choice.addItem(words, value)
            choice.setCurrentIndex(max(choice.findData(field.value), 0))
            return choice
        if field.kind is FieldKind.COUNT:
            count = touch(ChipCountBox())
            count.setRange(0, COUNT_MAX)
            count.setValue(int(field.value))
            return count
        return touch(QLineEdit(str(field.value)))

    def values(self) -> dict[str, Any]:
        """Each field's value as the core reads it."""
        values: dict[str, Any] = {}
        for key, widget in self.widgets.items():
            if isinstance(widget, QComboBox):
                values[key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
            else:
                values[key] = widget.text()
        return values

    def _enable(self) -> None:
        """A field that does not count for the choice made is greyed out (the core ignores it)."""
        values = self.values()
        for field in self.form.fields:
            self.widgets[field.key].setEnabled(OverruleForm.counts(field, values))

    def show_problem(self, key: str, message: str) -> bool:
        """Say `message` beside the field `key`; False when the form has no such field."""
        label = self.problems.get(key)
        if label is None:
            return False
        show_problem(label, message)
        return True

    def clear_problems(self) -> None:
        for label in self.problems.values():
            show_problem(label, "")
