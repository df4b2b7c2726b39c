"""The question after a ruled change is undone: void its incident with a reason and two signatures, or keep it.
Only those whose role allows it are offered; each refusal is said beside its field and nothing is written; Enter
keeps; the void completed by keys alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.gui.wizards.void_dialog import VoidDialog
from tests.gui.test_keyboard import focused, key, tab_to, typed
from tests.gui.wizards.test_rulings import ADMIN_PIN, MANAGER_PIN, SUPERVISOR_PIN


@pytest.fixture
def dialog(desk, qtbot, signed_in, ruled) -> VoidDialog:
    """The void question of the race ruled, as the supervisor at the desk sees it."""
    question = VoidDialog(desk.store, ruled, signed_in.supervisor, desk.window)
    qtbot.addWidget(question)
    question.show()
    question.activateWindow()
    qtbot.waitUntil(question.isActiveWindow)
    return question


def offered(box) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def test_only_those_who_may_void_or_confirm_are_offered_and_the_second_is_another_member(dialog, signed_in):
    assert dialog.windowTitle() == "Void incident #1?"
    assert offered(dialog.by) == ["Mia Manager (Manager)"]  # a supervisor may not void; an administrator neither
    assert offered(dialog.second) == ["Mia Manager (Manager)", "Sam Super (Supervisor)"]
    assert dialog.by.currentData() == signed_in.manager
    assert dialog.second.currentData() == signed_in.supervisor


def test_a_void_without_a_reason_is_refused_beside_it_and_nothing_is_written(desk, dialog, ruled):
    dialog.by_pin.setText(MANAGER_PIN)
    dialog.second_pin.setText(SUPERVISOR_PIN)
    dialog.accept()
    assert dialog.reason_problem.text() == "A void needs a reason."
    assert dialog.isVisible()
    assert (dialog.by_pin.text(), dialog.second_pin.text()) == ("", "")  # never kept
    assert not desk.store.incidents.get(ruled.uid).voided


def test_a_wrong_pin_is_said_beside_its_signer_and_nothing_is_written(desk, dialog, ruled):
    dialog.reason.setPlainText("announced for the next break")
    dialog.by_pin.setText(MANAGER_PIN)
    dialog.second_pin.setText(ADMIN_PIN)
    dialog.accept()
    assert "not Sam Super's PIN" in dialog.second_problem.text()
    assert dialog.by_problem.text() == ""
    assert not desk.store.incidents.get(ruled.uid).voided


def test_the_same_member_twice_is_refused_under_the_form(desk, qtbot, signed_in, ruled):
    dialog = VoidDialog(desk.store, ruled, signed_in.manager)
    qtbot.addWidget(dialog)
    dialog.second.setCurrentIndex(dialog.second.findData(signed_in.manager))
    dialog.reason.setPlainText("announced for the next break")
    dialog.by_pin.setText(MANAGER_PIN)
    dialog.second_pin.setText(MANAGER_PIN)
    dialog.accept()
    assert dialog.problem.text().startswith("Not voided: ")
    assert not desk.store.incidents.get(ruled.uid).voided


def test_a_void_is_signed_twice_and_recorded_by_keys_alone(desk, qtbot, dialog, ruled):
    voided = []
    dialog.voided.connect(lambda: voided.append(True))
    tab_to(qtbot, lambda: focused() is dialog.reason)
    typed(qtbot, "The colour-up was announced for the next break")
    key(qtbot, Qt.Key.Key_Tab)  # to who voids: the manager, the only one who may
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, MANAGER_PIN)
    key(qtbot, Qt.Key.Key_Tab)  # to who confirms: the supervisor at the desk
    key(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, SUPERVISOR_PIN)
    tab_to(qtbot, lambda: focused() is dialog.void_button)
    key(qtbot, Qt.Key.Key_Space)
    assert voided == [True]
    assert not dialog.isVisible()
    incident = desk.store.incidents.get(ruled.uid)
    assert incident.voided
    assert incident.amendments[-1].reason == "The colour-up was announced for the next break"


def test_enter_in_the_void_question_keeps_the_incident(desk, qtbot, signed_in, ruled):
    desk.window.undo_stack.undo()
    qtbot.waitUntil(lambda: desk.window.rulings.void_dialog is not None and desk.window.rulings.void_dialog.isVisible())
    dialog = desk.window.rulings.void_dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.by_pin.setFocus()
    qtbot.keyClick(dialog.by_pin, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert dialog.result() == dialog.DialogCode.Rejected
    assert not desk.store.incidents.get(ruled.uid).voided
