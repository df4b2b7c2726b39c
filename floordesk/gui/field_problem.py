"""GUI: the message shown beside a field whose input was refused: bold, in the theme's problem colour."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from floordesk.core.errors import InvalidInput


class ProblemLabel(QLabel):
    """GUI: a refused field's message; the theme gives this class its colour (`Theme.class_palettes`)."""


def field_problem_label() -> QLabel:
    """An empty, hidden label to place right under a field."""
    label = ProblemLabel()
    font = QFont()
    font.setBold(True)  # only the weight is set: the size still follows large text
    label.setFont(font)
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
