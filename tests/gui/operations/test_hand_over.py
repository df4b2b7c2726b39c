"""Who may not sign is told before any work, with the offer to hand the desk over; the overrule asks which incident
only of whoever may overrule; an open wizard's Sign page names whoever signs in meanwhile."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from floordesk.gui.dialogs.sign_in import SignInForm
from floordesk.gui.operations.hand_over import OverruleAsk, WizardHandOver, refuse_before_work
from floordesk.store.incidents import IncidentDraft
from tests.gui.wizards.test_rulings import MANAGER_PIN, open_race, staff_of, to_signature


def sign_in_with(form: SignInForm, member_uid: str, pin: str) -> None:
    form.choose(member_uid)
    form.pin.setText(pin)
    form.accept()


def open_forms(parent) -> list[SignInForm]:
    return [form for form in parent.findChildren(SignInForm) if form.isVisible()]


def test_a_refusal_before_work_hands_the_desk_over_and_then_goes_on(desk, qtbot) -> None:
    staff = staff_of(desk)
    went_on: list[None] = []
    box = refuse_before_work(
        desk.session, desk.store, desk.window, "A supervisor may not", lambda: went_on.append(None)
    )
    qtbot.waitExposed(box)
    assert box.text() == "A supervisor may not."
    assert "Nothing has been entered" in box.informativeText()
    hand_over = box.defaultButton()
    assert hand_over is not None
    assert hand_over.text() == "&Hand the desk over…"
    hand_over.click()
    [form] = open_forms(desk.window)
    sign_in_with(form, staff.manager, MANAGER_PIN)
    assert desk.session.current is not None
    assert desk.session.current.staff_uid == staff.manager
    assert went_on == [None]


def test_a_refusal_closed_opens_nothing(desk, qtbot) -> None:
    staff_of(desk)
    went_on: list[None] = []
    box = refuse_before_work(
        desk.session, desk.store, desk.window, "A supervisor may not", lambda: went_on.append(None)
    )
    qtbot.waitExposed(box)
    escape = box.escapeButton()
    assert escape is not None
    escape.click()
    assert open_forms(desk.window) == []
    assert went_on == []


def ask_overrule(desk, qtbot, refusal: list[str | None]) -> tuple[OverruleAsk, list[str]]:
    """The overrule's question; `refusal[0]` is the service's answer of the moment."""
    started: list[str] = []
    ask = OverruleAsk(desk.store, desk.session, lambda: refusal[0], started.append, desk.window)
    qtbot.addWidget(ask)
    ask.show()
    return ask, started


def test_who_may_not_overrule_is_told_before_typing_and_may_once_someone_who_may_signs_in(desk, qtbot) -> None:
    staff = staff_of(desk)
    refusal: list[str | None] = ["Only a Tournament Director overrules"]
    ask, _started = ask_overrule(desk, qtbot, refusal)
    ok = ask.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ask.refusal.text() == "Only a Tournament Director overrules."
    assert (ask.number.isEnabled(), ok.isEnabled(), ask.hand_over.isVisible()) == (False, False, True)
    refusal[0] = None
    desk.session.sign_in(staff.manager, MANAGER_PIN)  # the session says someone else is at the desk
    assert ask.refusal.text() == ""
    assert (ask.number.isEnabled(), ok.isEnabled(), ask.hand_over.isVisible()) == (True, True, False)


def test_the_incident_to_overrule_must_be_one_of_the_log(desk, qtbot) -> None:
    staff_of(desk)
    recorded = desk.store.incidents.record(_draft(desk), desk.session.current)
    ask, started = ask_overrule(desk, qtbot, [None])
    ask.accept()
    assert ask.problem.text() == "Type the incident's number."
    ask.number.setText("#99")
    ask.accept()
    assert ask.problem.text() == "This log has no incident #99 recorded on this laptop."
    assert started == []
    ask.number.setText(f" #{recorded.number} ")
    ask.accept()
    assert ask.result() == QDialog.DialogCode.Accepted
    assert started == [f"#{recorded.number}"]


def test_the_sign_page_names_whoever_signs_in_while_the_wizard_is_open(desk, qtbot) -> None:
    staff = staff_of(desk)
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    hand_over = wizard.findChild(WizardHandOver)
    assert hand_over is not None
    wizard.hand_over_requested.emit()
    assert hand_over.form is not None
    assert open_forms(wizard) == [hand_over.form]
    sign_in_with(hand_over.form, staff.manager, MANAGER_PIN)
    assert wizard.currentPage().pin_label.text().startswith("Mia Manager")
    assert wizard.isVisible()


def _draft(desk) -> IncidentDraft:
    event = desk.store.tournament.events_matching(str(desk.window.model.current_event.number))[0]
    return IncidentDraft(
        event=event, rule=49, kind="clock", narrative="A clock.", inputs={}, recommended=None, decision={"hand": "live"}
    )
