"""The ruling wizard (`RulingWizard`): a page per step of the flow, the kind's own pages before the shared ones,
the signer named on the Sign page, and Cancel asking before it loses a ruling's answers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from floordesk.core.flows import flow_for
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.gui.wizards.found_chips_pages import FoundChipsPage
from floordesk.gui.wizards.pages import RulePage, SignaturePage
from floordesk.gui.wizards.wizard import RulingWizard
from tests.gui.wizards.test_pages import CHIPS, refuse, table_session
from tests.gui.wizards.test_rulings import next_page, open_race


def open_wizard(desk, qtbot, kind: RulingKind):
    desk.window.ruling_actions[kind].trigger()
    wizard = desk.window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    return wizard


def test_each_step_of_the_flow_is_a_page_and_each_page_shown_is_said_and_followed_by_the_flow(qtbot, wizard):
    assert list(wizard.pages) == [step.key for step in wizard.flow.steps]
    assert wizard.windowTitle() == f"{wizard.flow.title}: Table 2"
    second = wizard.flow.steps[1].key
    with qtbot.waitSignal(wizard.page_changed) as shown:
        next_page(qtbot, wizard)
    assert shown.args == [second]
    assert wizard.current_step == wizard.flow.position == second


def test_a_kind_has_its_own_pages_and_the_shared_ones_for_the_rest(qtbot):
    raced = TableSession(CHIPS.with_removed(25), table_session().table)
    flow = flow_for(RulingKind.FOUND_CHIPS, raced, RuleSet.wsop_2009())
    wizard = RulingWizard(flow, refuse, "Sam")
    qtbot.addWidget(wizard)
    assert type(wizard.pages["situation"]) is FoundChipsPage
    assert type(wizard.pages["rule"]) is RulePage


def test_the_sign_page_names_who_signs_and_the_member_who_takes_the_desk_over(qtbot, wizard):
    signature = wizard.pages["signature"]
    assert isinstance(signature, SignaturePage)
    signature.initializePage()
    assert signature.pin_label.text() == "Sam, your &PIN:"
    wizard.set_signer("Mia Manager")
    assert signature.pin_label.text() == "Mia Manager, your &PIN:"


def discard_question_button(wizard, text: str):
    question = wizard.discard_question
    assert question is not None
    assert question.isVisible()
    return next(button for button in question.buttons() if button.text() == text)


def test_cancel_asks_before_it_discards_a_ruling_with_answers(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    next_page(qtbot, wizard)
    assert len(desk.store.drafts.pending()) == 1
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.CancelButton), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(discard_question_button(wizard, "&Keep working"), Qt.MouseButton.LeftButton)
    assert wizard.isVisible()
    assert len(desk.store.drafts.pending()) == 1
    qtbot.keyClick(wizard, Qt.Key.Key_Escape)  # Escape asks too
    qtbot.mouseClick(discard_question_button(wizard, "&Discard it"), Qt.MouseButton.LeftButton)
    assert not wizard.isVisible()
    assert desk.store.drafts.pending() == []


def test_cancel_closes_at_once_a_ruling_without_answers(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.CancelButton), Qt.MouseButton.LeftButton)
    assert not wizard.isVisible()
    assert wizard.discard_question is None
