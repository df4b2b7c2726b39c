"""GUI: the message shown beside a field whose input was refused, in the theme's problem colour.

The colour is set on each widget's palette, not by an application-wide style
sheet: a sheet makes Qt style every widget of every wizard through its slow
style-sheet path, which cost a third of the time to open a wizard.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.theme import theme_of


def paint_problem_colour(widget: QWidget, role: QPalette.ColorRole) -> None:
    """Give `widget`'s `role` the problem colour of the theme its palette follows (a disabled widget stays greyed)."""
    palette = widget.palette()
    colour = QColor(theme_of(palette).problem_text)
    if palette.color(QPalette.ColorGroup.Active, role) == colour:
        return  # also ends the palette change that setting it sends back
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, role, colour)
    widget.setPalette(palette)


class ProblemLabel(QLabel):
    """GUI: a refused field's message, bold, in the problem colour of the theme (it follows a switch of theme)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont()
        font.setBold(True)  # only the weight is set: the size still follows large text
        self.setFont(font)
        paint_problem_colour(self, QPalette.ColorRole.WindowText)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            paint_problem_colour(self, QPalette.ColorRole.WindowText)


def field_problem_label() -> QLabel:
    """An empty, hidden label to place right under a field."""
    label = ProblemLabel()
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
