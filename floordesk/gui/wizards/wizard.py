"""GUI: RulingWizard, the QWizard that renders any ruling flow, a page per step.

The shared pages come from `pages`, a ruling's own pages from its module
(`chip_race_pages`, `found_chips_pages`). Keyboard: Enter goes on, Alt+N and
Alt+B go forward and back, digits pick a numbered choice; every button is
large enough for a finger. `page_changed` is emitted on every page change, so
the ruling in progress can be saved as a draft. Cancel, Escape or closing the
window throws away a ruling with answers only once the supervisor says so (a
mis-tap beside Next would lose a table's race cards).
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget, QWizard

from floordesk.core.flows import flow_class, wizard_kinds
from floordesk.core.flows.flow import DECISION, RECOMMENDATION, RESULT, RULE, SIGNATURE, RulingFlow
from floordesk.core.ruling import RulingKind, request_handler
from floordesk.gui.touch import TOUCH_PX, touch
from floordesk.gui.wizards import WIZARDS, pages_module
from floordesk.gui.wizards.pages import (
    DecisionPage,
    FlowPage,
    PageMaker,
    RecommendationPage,
    ResultPage,
    RulePage,
    SignaturePage,
    Signer,
)

WIZARD_SIZE = (900, 720)


def _own_pages(kind: RulingKind) -> dict[str, PageMaker]:
    """A ruling's own pages by step key; imported with the first wizard of the kind."""
    if kind not in WIZARDS:
        return {}
    pages: dict[str, PageMaker] = importlib.import_module(pages_module(kind)).PAGES
    return pages


def preload() -> None:
    """Import every wizard's flow, pages and rules now, and load the hand ranking (the window does it once idle
    after start-up).

    Loading them is most of what a kind's first wizard costs beyond the later ones (pokerkit alone
    about 0.3 s of the pot wizard's first Settle, the modules about 90 ms more), so the supervisor's
    first ruling is not the slow one.
    """
    # pokerkit loads in the idle preload, never with the window
    from floordesk.core.rules.hand_eval import load_default_evaluator

    for kind in wizard_kinds():
        flow_class(kind)
        _own_pages(kind)
        if kind.is_computed:
            request_handler(kind)
    load_default_evaluator()


_SHARED_PAGES: dict[str, PageMaker] = {
    RULE.key: RulePage,
    RECOMMENDATION.key: RecommendationPage,
    DECISION.key: DecisionPage,
    RESULT.key: ResultPage,
}


class RulingWizard(QWizard):
    """GUI: renders a `RulingFlow` (see the module's description).

    Signals:
        page_changed(str): the key of the step now shown.
        print_requested(str): print the report of the incident recorded (its uid).
        precedent_requested(str): open this earlier ruling (an incident id) in the log window.
        hand_over_requested(): the Sign page asks for another member to sign in (the answers stay).
    """

    page_changed = Signal(str)
    print_requested = Signal(str)
    precedent_requested = Signal(str)
    hand_over_requested = Signal()

    def __init__(self, flow: RulingFlow, sign: Signer, signer_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        self.discard_question: QMessageBox | None = None
        self.setObjectName("RulingWizard")
        # Joined here, not by a translated "{ruling}: {table}": a text of placeholders alone would match every
        # "X: Y" on screen when Window > Language retranslates texts by their catalogue patterns.
        self.setWindowTitle(f"{flow.title_said}: {flow.session.name}")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnLastPage, True)
        self.setOption(QWizard.WizardOption.NoCancelButtonOnLastPage, True)
        self.setButtonText(QWizard.WizardButton.NextButton, self.tr("&Next >"))
        self.setButtonText(QWizard.WizardButton.BackButton, self.tr("< &Back"))
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("&Done"))
        for which in (
            QWizard.WizardButton.NextButton,
            QWizard.WizardButton.BackButton,
            QWizard.WizardButton.FinishButton,
            QWizard.WizardButton.CancelButton,
            QWizard.WizardButton.CommitButton,
        ):
            self.button(which).setMinimumSize(3 * TOUCH_PX, TOUCH_PX)
        own = _own_pages(flow.kind)
        self.pages: dict[str, FlowPage] = {}
        for index, step in enumerate(flow.steps):
            if step.key == SIGNATURE.key:
                signature = SignaturePage(flow, step, sign, signer_name)
                signature.hand_over_requested.connect(self.hand_over_requested)
                page: FlowPage = signature
            else:
                page = (own.get(step.key) or _SHARED_PAGES[step.key])(flow, step)
            page.setSubTitle(page.subTitle() or " ")
            self.setPage(index, page)
            self.pages[step.key] = page
            if isinstance(page, ResultPage):
                page.print_requested.connect(self.print_requested)
            if isinstance(page, DecisionPage):
                page.precedent_requested.connect(self.precedent_requested)
        self.resize(*WIZARD_SIZE)
        self.currentIdChanged.connect(self._on_page)

    def reject(self) -> None:
        """Cancel, Escape or the window's close: at once if nothing would be lost, else after a question."""
        if self.flow.recorded is not None or not self.flow.has_answers():
            super().reject()
            return
        if self.discard_question is None:
            self.discard_question = self._discard_question()
        self.discard_question.open()

    def _discard_question(self) -> QMessageBox:
        question = QMessageBox(QMessageBox.Icon.Question, self.tr("Discard this ruling?"), "", parent=self)
        question.setText(self.tr("What you have entered for this ruling will be lost."))
        discard = touch(question.addButton(self.tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole))
        keep = touch(question.addButton(self.tr("&Keep working"), QMessageBox.ButtonRole.RejectRole))
        question.setDefaultButton(keep)  # Enter or Escape again keeps the ruling
        question.setEscapeButton(keep)

        def answered(button: QAbstractButton) -> None:
            if button is discard:
                super(RulingWizard, self).reject()

        question.buttonClicked.connect(answered)
        return question

    def set_signer(self, name: str) -> None:
        """Whoever is signed in now signs this ruling: the Sign page names them."""
        page = self.pages.get(SIGNATURE.key)
        if isinstance(page, SignaturePage):
            page.set_signer(name)

    @property
    def current_step(self) -> str:
        page = self.currentPage()
        return page.step.key if isinstance(page, FlowPage) else ""

    def open_at_position(self) -> None:
        """Start, and go on page by page to where the flow was left (a resumed draft), keeping Back working."""
        target = self.flow.position
        self.restart()
        while self.current_step != target and self.current_step != SIGNATURE.key:
            before = self.current_step
            self.next()
            if self.current_step == before:  # a page refused its answers: stay there, problems shown
                break
        page = self.currentPage()
        if isinstance(page, FlowPage):
            # Not yet shown, QWizard gave the page's first control the focus (the clock's player, not his time):
            # the keyboard starts where the page says, as on every later page.
            page.focus_first()

    def _on_page(self, index: int) -> None:
        if index < 0:
            return
        key = self.flow.steps[index].key
        if key != RESULT.key:
            self.flow.go_to(key)
        # QWizard gives Next the focus once the page is set up: the keyboard goes back where the page put it (its
        # first field, the choice, the PIN), so a digit picks a numbered choice on arrival, as the README says.
        chosen = self.pages[key].focusWidget()
        if chosen is not None and chosen.isVisible():
            chosen.setFocus()
        self.page_changed.emit(key)
