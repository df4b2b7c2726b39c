"""The message beside a refused field: hidden until there is one, bold without fixing a size, the core's reasons as
one sentence."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from floordesk.core.errors import InvalidInput, Problem
from floordesk.gui.field_problem import ProblemLabel, field_problem_label, reasons, show_problem


def test_the_label_starts_empty_hidden_bold_and_wrapping(qtbot: QtBot):
    label = field_problem_label()
    qtbot.addWidget(label)
    assert isinstance(label, ProblemLabel)  # the theme colours it by this class
    assert (label.text(), label.isVisibleTo(None), label.font().bold(), label.wordWrap()) == ("", False, True, True)
    assert not label.font().resolveMask() & 0x2  # the size is left to follow large text: only the weight is set


def test_a_message_shows_the_label_and_none_hides_it(qtbot: QtBot):
    label = field_problem_label()
    qtbot.addWidget(label)
    label.show()
    show_problem(label, "Seats must be 2 to 10.")
    assert (label.text(), label.isVisible()) == ("Seats must be 2 to 10.", True)
    show_problem(label, "")
    assert (label.text(), label.isVisible()) == ("", False)


def test_the_reasons_are_one_sentence_capitalised_with_a_full_stop():
    error = InvalidInput.at("name", "the event already has a table called Table 7")
    assert reasons(error) == "The event already has a table called Table 7."


def test_several_reasons_are_joined_in_order():
    error = InvalidInput([Problem("seats", "must be 2 to 10"), Problem("name", "is required")])
    assert reasons(error) == "Must be 2 to 10; is required."
