"""The overrule's new decision as drawn from the core's form: a drop-down list, a number box or a line of text per
field, opening at the decision in force; the values read back as the core reads them; a field that does not count for
the choice made greyed out; each refusal beside its field."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox

from floordesk.core.errors import InvalidInput
from floordesk.core.flows.overrule_form import COUNT_MAX, FieldKind, FormField, OverruleForm
from floordesk.gui.language import Languages
from floordesk.gui.touch import TOUCH_PX
from floordesk.gui.wizards.decision_form import DecisionForm
from floordesk.gui.wizards.widgets import ChipCountBox

RACE = FormField("race", "The race", FieldKind.CHOICE, "run", (("run", "As run"), ("undone", "Undone")))
BEN = FormField("stacks_after.Ben.100", "T100", FieldKind.COUNT, 3, group="Ben Okafor", only_when=("race", "run"))
WORDS = FormField("ruling", "The ruling", FieldKind.TEXT, "as dealt")


def built(values: dict[str, Any]) -> dict[str, Any]:
    return {"decided": dict(values)}


@pytest.fixture
def form(qtbot) -> DecisionForm:
    drawn = DecisionForm(OverruleForm((RACE, BEN, WORDS), built))
    qtbot.addWidget(drawn)
    drawn.show()
    return drawn


def test_each_field_is_drawn_by_its_kind_and_opens_at_the_decision_in_force(form):
    race, count, words = (form.widgets[key] for key in ("race", "stacks_after.Ben.100", "ruling"))
    assert isinstance(race, QComboBox)
    assert [race.itemText(i) for i in range(race.count())] == ["As run", "Undone"]
    assert isinstance(count, QSpinBox)
    assert (count.value(), count.maximum()) == (3, COUNT_MAX)
    assert isinstance(words, QLineEdit)
    assert form.values() == {"race": "run", "stacks_after.Ben.100": 3, "ruling": "as dealt"}
    assert count.accessibleName() == "Ben Okafor: T100"
    assert race.accessibleName() == "The race"
    assert "<b>Ben Okafor</b>" in [label.text() for label in form.findChildren(QLabel)]
    assert all(widget.minimumHeight() >= TOUCH_PX for widget in form.widgets.values())


def test_the_values_read_back_are_typed_as_the_core_reads_them_and_make_its_decision(form):
    form.widgets["stacks_after.Ben.100"].setValue(7)
    form.widgets["ruling"].setText("dealt again")
    values = form.values()
    assert values == {"race": "run", "stacks_after.Ben.100": 7, "ruling": "dealt again"}
    assert type(values["stacks_after.Ben.100"]) is int
    assert form.form.decision(values) == {"decided": values}


def test_a_field_that_does_not_count_for_the_choice_made_is_greyed_out(form):
    count = form.widgets["stacks_after.Ben.100"]
    race = form.widgets["race"]
    assert count.isEnabled()
    race.setCurrentIndex(race.findData("undone"))
    assert not count.isEnabled()
    assert form.widgets["ruling"].isEnabled()
    race.setCurrentIndex(race.findData("run"))
    assert count.isEnabled()


def test_a_refusal_is_said_beside_its_field_and_cleared_with_the_others(form):
    form.widgets["race"].setCurrentIndex(-1)  # no choice: the core refuses it by the field's key
    with pytest.raises(InvalidInput) as refused:
        form.form.decision(form.values())
    [problem] = refused.value.problems
    assert form.show_problem(problem.path, problem.message)
    assert form.problems["race"].text() == "choose one"
    assert form.problems["race"].isVisible()
    assert not form.problems["ruling"].isVisible()
    assert not form.show_problem("pots.0", "no such field here")
    form.clear_problems()
    assert [label.isVisible() for label in form.problems.values()] == [False, False, False]


def test_in_german_a_count_of_the_decision_is_a_chip_count_box_in_german_grouping(qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    stack = FormField("stacks_after.Ben.100", "T100", FieldKind.COUNT, 12_500, group="Ben Okafor")
    drawn = DecisionForm(OverruleForm((stack,), built))
    qtbot.addWidget(drawn)
    count = drawn.widgets["stacks_after.Ben.100"]
    assert isinstance(count, ChipCountBox)
    assert count.text() == "12.500"
    assert drawn.values() == {"stacks_after.Ben.100": 12_500}
    count.refused.emit("Nicht genommen.")  # as the box does when it puts the count back
    assert drawn.problems["stacks_after.Ben.100"].text() == "Nicht genommen."
