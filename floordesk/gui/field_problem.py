"""GUI: the message shown beside a field whose input was refused (the style sheets colour it)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from floordesk.core.errors import InvalidInput

OBJECT_NAME = "fieldProblem"


def field_problem_label() -> QLabel:
    """An empty, hidden label to place right under a field."""
    label = QLabel()
    label.setObjectName(OBJECT_NAME)
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def show_problem(label: QLabel, message: str) -> None:
    """Say why the field's input was refused, or hide the label when `message` is empty."""
    label.setText(message)
    label.setVisible(bool(message))


def reasons(error: InvalidInput) -> str:
    """The core's reasons for a refusal, as one sentence: "The event already has a table called X."."""
    text = "; ".join(problem.message for problem in error.problems)
    return text[:1].upper() + text[1:] + "."
