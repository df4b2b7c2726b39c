"""The small forms of staff work on their own: a field per store name with its message under it; what `submit` raises
said beside the field it names (a refused PIN cleared, the first such field given the focus), a refusal beside the
form's refusal field, the log's own trouble under the form; a new PIN typed twice; every problem at once."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from floordesk.core.errors import InvalidInput, Problem
from floordesk.gui.dialogs.staff_form import StaffForm, check_all, pin_edit, role_box, sentence
from floordesk.store.errors import NotAllowedError, StoreError
from floordesk.store.staff import Role


@pytest.mark.parametrize(
    ("said", "sentence_"),
    [
        ("that is not Ana's PIN", "That is not Ana's PIN."),
        ("  is required ", "Is required."),
        ("Wait 30 seconds!", "Wait 30 seconds!"),
        ("which one?", "Which one?"),
    ],
)
def test_a_store_message_is_said_as_a_sentence(said, sentence_):
    assert sentence(said) == sentence_


def raising(error: Exception):
    def submit() -> None:
        raise error

    return submit


def test_every_check_is_run_and_all_their_problems_are_raised_at_once():
    refuse_name, refuse_pin = raising(InvalidInput.at("name", "is wrong")), raising(InvalidInput.at("pin", "is wrong"))
    with pytest.raises(InvalidInput) as refused:
        check_all(refuse_name, lambda: None, refuse_pin)
    assert [problem.path for problem in refused.value.problems] == ["name", "pin"]
    check_all(lambda: None)  # nothing wrong: nothing raised


def test_the_role_box_offers_every_role_and_starts_at_the_one_given(qtbot):
    box = role_box(Role.MANAGER)
    qtbot.addWidget(box)
    assert [box.itemData(i) for i in range(box.count())] == list(Role)
    assert box.currentData() is Role.MANAGER
    assert role_box().currentData() is Role.SUPERVISOR


@pytest.fixture
def form(qtbot) -> StaffForm:
    """A new member's form: a name, a PIN typed twice; PIN refusals belong to the PIN."""
    made = StaffForm("New member", "Their name and PIN.", "Add", None)
    qtbot.addWidget(made)
    made.add_field("name", "&Name:", QLineEdit())
    made.add_pin_pair()
    made.refusal_field = "pin"
    made.show()
    made.activateWindow()
    qtbot.waitUntil(made.isActiveWindow)
    return made


def typed_in(form: StaffForm, **texts: str) -> None:
    for path, text in texts.items():
        field = form.fields[path]
        assert isinstance(field, QLineEdit)
        field.setText(text)


def test_each_problem_is_said_beside_its_field_the_first_gets_the_focus_and_a_refused_pin_is_cleared(form):
    typed_in(form, name="Ana", pin="12", pin_again="12")
    form.submit = raising(InvalidInput([Problem("pin", "must be 4 to 12 digits"), Problem("name", "is taken")]))
    form.accept()
    assert form.isVisible()
    assert form.problems["pin"].text() == "Must be 4 to 12 digits."
    assert form.problems["name"].text() == "Is taken."
    assert form.fields["pin"].hasFocus()
    assert (form.text("pin"), form.text("pin_again"), form.text("name")) == ("", "12", "Ana")


def test_a_refusal_goes_beside_the_refusal_field_and_the_logs_trouble_under_the_form(form):
    form.submit = raising(NotAllowedError("that is not Ada's PIN"))
    form.accept()
    assert form.problems["pin"].text() == "That is not Ada's PIN."
    form.submit = raising(StoreError("the log is held by another FloorDesk"))
    form.accept()
    assert form.problems["pin"].text() == ""  # the earlier message goes with the next try
    assert form.general_problem.text() == "The log is held by another FloorDesk."
    form.submit = raising(InvalidInput.at("role", "no such field here"))
    form.accept()
    assert form.general_problem.text() == "No such field here."


def test_typing_in_a_field_takes_its_message_away_and_a_submit_that_passes_accepts(qtbot, form):
    form.submit = raising(InvalidInput.at("name", "is required"))
    form.accept()
    qtbot.keyClicks(form.fields["name"], "A")
    assert form.problems["name"].text() == ""
    form.submit = lambda: None
    form.accept()
    assert form.result() == StaffForm.DialogCode.Accepted


def test_a_new_pin_is_the_store_shape_typed_twice_alike(form):
    typed_in(form, name="", pin="1357", pin_again="1375")
    with pytest.raises(InvalidInput) as refused:
        form.check_name_and_pin()
    assert [p.path for p in refused.value.problems] == ["name", "pin_again"]  # both said at once
    assert refused.value.problems[1].message == "does not match the PIN above"
    typed_in(form, pin_again="1357")
    assert form.new_pin() == "1357"


def test_a_pin_field_hides_what_is_typed(qtbot):
    field = pin_edit()
    qtbot.addWidget(field)
    assert field.echoMode() == QLineEdit.EchoMode.Password
    assert field.placeholderText() == "4 to 12 digits"
