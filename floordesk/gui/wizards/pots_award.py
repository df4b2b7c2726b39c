"""GUI: "Award pot": the pot given out as the rules say when nobody disputes it: no signature, no incident.

The same pages and the same core computation as the pot ruling (`PotFlow`,
`award_pot`), without the rule, decision and signature; finishing applies the
award as one undoable change to the table. A pot only one player can win is
given to him at once, without a wizard. A pot that was held while a dispute was
reviewed is disputed: it is given out by the pot ruling, which records the hold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget, QWizard

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.flows import flow_for
from floordesk.core.flows.flow import RECOMMENDATION
from floordesk.core.flows.pots import SHOWDOWN, PotFlow, award_pot
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import HandError, TableSession
from floordesk.gui.touch import TOUCH_PX
from floordesk.gui.wizards.pages import FlowPage
from floordesk.gui.wizards.pots_pages import HandPage, PotsResultPage, ShowdownPage
from floordesk.gui.wizards.wizard import WIZARD_SIZE
from floordesk.i18n import noop


class AwardPotWizard(QWizard):
    """GUI: the hand, the showdown and the pots, then "Award" applies them (see the module's description)."""

    def __init__(self, flow: PotFlow, award: Callable[[PotFlow], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow = flow
        self._award = award
        self.setObjectName("AwardPotWizard")
        self.setWindowTitle(self.tr("Award the pot: {name}").format(name=flow.session.name))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setButtonText(QWizard.WizardButton.NextButton, self.tr("&Next >"))
        self.setButtonText(QWizard.WizardButton.BackButton, self.tr("< &Back"))
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("&Award"))
        buttons = (QWizard.WizardButton.NextButton, QWizard.WizardButton.BackButton, QWizard.WizardButton.FinishButton)
        for which in buttons:
            self.button(which).setMinimumSize(3 * TOUCH_PX, TOUCH_PX)
        self.pages: dict[str, FlowPage] = {}
        for index, (step, page_class) in enumerate(
            (("situation", HandPage), (SHOWDOWN.key, ShowdownPage), (RECOMMENDATION.key, PotsResultPage))
        ):
            page = page_class(flow, flow.step(step))
            page.setSubTitle(page.subTitle() or " ")
            self.setPage(index, page)
            self.pages[step] = page
        self.pages[RECOMMENDATION.key].setTitle(self.tr("The pots"))
        self.resize(*WIZARD_SIZE)

    @property
    def current_step(self) -> str:
        page = self.currentPage()
        return page.step.key if isinstance(page, FlowPage) else ""

    def accept(self) -> None:
        if self._award(self.flow):
            super().accept()


class TablesInPlay(Protocol):
    """The event on screen (`table_view.model.EventModel`); named here, the table view imports the wizards."""

    @property
    def current_event(self) -> Event: ...

    def session(self, name: str) -> TableSession: ...


class TableChanges(Protocol):
    """Undoable changes to a table (`table_view.operations.TableOperations`)."""

    def change(self, table: str, text: str, operation: Callable[[TableSession], TableSession]) -> bool: ...


class PotAwards:
    """GUI: starts "Award pot" at a table and applies the award as one undo step (see the module's description)."""

    def __init__(
        self,
        model: TablesInPlay,
        operations: TableChanges,
        report: Callable[[str], None],
        window: QWidget,
        by_ruling: Callable[[], None],
    ) -> None:
        """`by_ruling` opens the pot ruling of the table shown: a pot that was held is given out only so."""
        self._by_ruling = by_ruling
        self._model = model
        self._operations = operations
        self._report = report
        self._window = window
        self.wizard: AwardPotWizard | None = None

    def start(self, table: str) -> AwardPotWizard | None:
        """Award the pot at `table`: at once when one player can win it, else through the wizard."""
        session = self._model.session(table)
        if not session.hand.pot:
            self._report(
                QCoreApplication.translate("PotAwards", "Refused: the pot at {table} is empty.").format(table=table)
            )
            return None
        held = session.hand.pot_hold
        if held is not None:
            refusal = held.refusal(noop("core", "it is given out"))
            self._report(
                QCoreApplication.translate("PotAwards", "Refused: {refusal}.").format(
                    refusal=refusal[:1].upper() + refusal[1:]
                )
            )
            return None
        if session.hand.pot_holds:
            # Held for a dispute, then released: the pot ruling gives it out and records each hold (who, when,
            # why); awarded here, without a ruling, the hold would leave no trace in the incident log.
            holds = "; ".join(hold.words(say=True) for hold in session.hand.pot_holds)
            self._report(
                QCoreApplication.translate(
                    "PotAwards", "The pot was held while a dispute was reviewed ({holds}): the pot ruling gives it out."
                ).format(holds=holds)
            )
            self._by_ruling()
            return None
        event = self._model.current_event
        flow = flow_for(RulingKind.POTS, session, event.rules, game=event.game)
        assert isinstance(flow, PotFlow)
        if not flow.submit("situation", flow.answers("situation")) and not flow.contested_pots():
            flow.submit(SHOWDOWN.key, {})
            self.award(flow)
            return None
        wizard = AwardPotWizard(flow, self.award, self._window)
        self.wizard = wizard
        wizard.show()
        return wizard

    def award(self, flow: PotFlow) -> bool:
        """Give the pot out as `flow` settles it, as one undoable change; whether it was applied."""
        try:
            after, text = award_pot(flow)
        except InvalidInput as error:
            self._report(QCoreApplication.translate("PotAwards", "Refused: {error}").format(error=error))
            return False

        def apply(now: TableSession) -> TableSession:
            if now != flow.session:
                raise HandError.at(
                    "",
                    QCoreApplication.translate(
                        "PotAwards", "the table changed while the pot was being settled: start again"
                    ),
                )
            return after

        if not self._operations.change(flow.session.name, text, apply):
            return False
        out = [f"{o.player.name} (seat {seat})" for seat in after.out_seats() if (o := after.occupant(seat))]
        if out:
            self._report(
                QCoreApplication.translate(
                    "PotAwards", "{text}. No chips left: {value}. Eliminate from the seat's menu."
                ).format(text=text, value=", ".join(out))
            )
        return True
