"""The signed acts' dialogs on their own: what an overrule or an event change hands to its signing (the new decision
from the form, the reason, the PIN, the dates typed), each refusal beside its field with the PIN cleared, and both
completed by keys alone at the demo desk."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows.event_change import EventAction
from floordesk.core.flows.overrule_form import FieldKind, FormField, OverruleForm
from floordesk.gui.wizards.overrule_dialog import EventChangeDialog, OverruleDialog
from floordesk.store.errors import NotAllowedError, StoreError
from tests.core.flows.test_overrule import clock_ruling
from tests.gui.test_keyboard import ENTER, focused, key, tab_to, typed
from tests.gui.wizards.test_overrule_and_event_change import TD_PIN, event_state, sign_in_as_director

CLOCK_RULING = clock_ruling("hand_dead", hand_number=None)
OUTCOME = FormField(
    "outcome", "Outcome", FieldKind.CHOICE, "hand_dead", (("hand_dead", "The hand is dead"), ("valid", "It stands"))
)


class Signing:
    """What a dialog handed to its signing, answering as the log would: `refusal` raised, else `said`."""

    def __init__(self, refusal: Exception | None = None) -> None:
        self.refusal = refusal
        self.calls: list[tuple[Any, ...]] = []

    def __call__(self, *handed: Any) -> str:
        self.calls.append(handed)
        if self.refusal is not None:
            raise self.refusal
        return "Recorded."


def overrule_dialog(qtbot, signing: Signing) -> OverruleDialog:
    form = OverruleForm((OUTCOME,), lambda values: {"outcome": values["outcome"]})
    dialog = OverruleDialog(CLOCK_RULING, form, signing)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_overrule_shows_the_ruling_and_its_rule_and_signs_the_decision_the_form_makes(qtbot):
    signing = Signing()
    dialog = overrule_dialog(qtbot, signing)
    assert dialog.windowTitle() == "Overrule incident #7"
    assert dialog.rule.toPlainText().startswith("49.")
    assert dialog.rule.toPlainText().endswith(CLOCK_RULING.narrative)
    outcome = dialog.decision_form.widgets["outcome"]
    outcome.setCurrentIndex(outcome.findData("valid"))
    dialog.reason.setText("he acted before the count ended")
    dialog.pin.setText("9753")
    dialog.submit()
    assert signing.calls == [({"outcome": "valid"}, "he acted before the count ended", "9753")]
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.said == "Recorded."
    assert dialog.pin.text() == ""  # a PIN is never kept


def test_no_pin_is_asked_for_beside_the_pin_and_nothing_is_signed(qtbot):
    signing = Signing()
    dialog = overrule_dialog(qtbot, signing)
    dialog.submit()
    assert dialog.problems["pin"].text() == "enter your PIN to sign"
    assert signing.calls == []
    assert dialog.isVisible()


@pytest.mark.parametrize(
    ("refusal", "where", "said"),
    [
        (NotAllowedError("that is not Tom's PIN"), "pin", "that is not Tom's PIN"),
        (InvalidInput([Problem("reason", "is required")]), "reason", "is required"),
        (InvalidInput([Problem("outcome", "choose one")]), "outcome", "choose one"),
        (InvalidInput([Problem("decision.pots", "no such pot")]), "decision", "no such pot"),
        (StoreError("the log is in use"), "", "Nothing was recorded: the log is in use"),
    ],
)
def test_a_refusal_is_said_beside_its_field_the_pin_cleared_and_the_dialog_stays(qtbot, refusal, where, said):
    dialog = overrule_dialog(qtbot, Signing(refusal))
    dialog.reason.setText("he acted in time")
    dialog.pin.setText("9753")
    dialog.submit()
    label = dialog.problems[where] if where else dialog.page_problem
    assert label.text() == said
    shown = [text for text in (dialog.page_problem.text(), *(p.text() for p in dialog.problems.values())) if text]
    assert shown == [said]  # said once, in one place
    assert dialog.isVisible()
    assert dialog.pin.text() == ""
    assert dialog.reason.text() == "he acted in time"


def test_an_alteration_hands_over_the_structure_and_only_the_dates_typed(qtbot):
    signing = Signing()
    dialog = EventChangeDialog(demo_event(), EventAction.ALTER, signing)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Alter event #1"
    assert dialog.structure.isChecked()
    dialog.ends_on.setText(" 2099-12-24 ")
    dialog.reason.setText("one more day")
    dialog.pin.setText("9753")
    dialog.submit()
    assert signing.calls == [(EventAction.ALTER, "one more day", {"structure": True, "ends_on": "2099-12-24"}, "9753")]


def test_a_cancellation_asks_only_the_reason_and_the_pin(qtbot):
    signing = Signing(InvalidInput([Problem("changes.ends_on", "must be a date written YYYY-MM-DD")]))
    dialog = EventChangeDialog(demo_event(), EventAction.CANCEL, signing)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Cancel event #1"
    assert not dialog.starts_on.isVisible()
    assert not dialog.structure.isVisible()
    dialog.pin.setText("9753")
    dialog.submit()
    assert signing.calls == [(EventAction.CANCEL, "", {"structure": False}, "9753")]
    assert "must be a date" in dialog.page_problem.text()  # no date field here: said under the form


def test_an_overrule_is_signed_by_keys_alone(desk, qtbot, race):
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_overrule(str(race.number))
    qtbot.waitUntil(dialog.isActiveWindow)
    race_choice = dialog.decision_form.widgets["race"]
    tab_to(qtbot, lambda: focused() is race_choice)
    key(qtbot, Qt.Key.Key_Down)  # the race undone
    tab_to(qtbot, lambda: focused() is dialog.reason)
    typed(qtbot, "the race was called with chips in the pot")
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, TD_PIN)
    key(qtbot, ENTER)
    assert not dialog.isVisible()
    incident = desk.store.incidents.get(race.uid)
    assert incident.overruled
    assert incident.decision["race_undone"] is True
    assert incident.amendments[0].reason == "the race was called with chips in the pot"


def test_an_event_is_altered_by_keys_alone(desk, qtbot, signed_in):
    sign_in_as_director(desk)
    dialog = desk.window.rulings.start_event_change(EventAction.ALTER)
    qtbot.waitUntil(dialog.isActiveWindow)
    tab_to(qtbot, lambda: focused() is dialog.ends_on)
    typed(qtbot, "2099-12-24")
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, "one more day")
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, TD_PIN)
    key(qtbot, ENTER)
    assert not dialog.isVisible()
    state = event_state(desk)
    assert state.ends_on == "2099-12-24"
    assert state.actions[-1]["reason"] == "one more day"
