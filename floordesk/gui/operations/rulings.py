"""GUI: RulingOperations, the path of a ruling from the table to the incident log and back onto the table.

`start(kind, table)` builds the flow from the table in play and the event's rule
set and opens its wizard. Every page change saves the flow as a draft (outside
the hash chain, `store.drafts`), so a crash loses nothing: the next window
offers to resume or discard it. Signing (`record`) is the service's
(`floordesk.service.rulings.Rulings.record_flow`: every check, the log's ids of
where it happened, one incident), with the staff session confirming the PIN;
this class then applies the table's change as ONE undo command named after the incident. Undoing that
command never touches the log: it asks whether to void the incident (a reason
and two signatures, as the store requires) or to keep it.

Decisions: one wizard at a time (a second request brings the open one forward);
the wizard is window-modal, and the table must still be as the wizard found it
when the ruling is signed; Cancel discards the draft, once asked (a crash keeps it); a voided
ruling's change is not redone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from floordesk.core.errors import InvalidInput
from floordesk.core.flows import flow_for, flow_from_draft, wizard_kinds
from floordesk.core.flows.event_change import structure_of
from floordesk.core.flows.flow import RecordedIncident
from floordesk.gui.touch import touch
from floordesk.service.events import Events
from floordesk.store.errors import NotAllowedError, NotFoundError, StoreError
from floordesk.store.house import House

# Each kind's flow and wizard is imported when the first ruling is asked for (or while the window idles), not at
# start-up; the registry of flows and the event's change are loaded with the window.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from floordesk.core.chips import ChipSet
    from floordesk.core.event_standing import Cancellation
    from floordesk.core.flows.event_change import EventAction
    from floordesk.core.flows.flow import RulingFlow
    from floordesk.core.flows.overrule import OverruleFlow
    from floordesk.core.flows.penalty import PastRecord
    from floordesk.core.precedents import PrecedentList
    from floordesk.core.ruling import RulingKind
    from floordesk.core.table import Player
    from floordesk.core.table_session import TableSession
    from floordesk.gui.staff_session import StaffSession
    from floordesk.gui.table_view.model import EventModel
    from floordesk.gui.wizards.overrule_dialog import EventChangeDialog, OverruleDialog
    from floordesk.gui.wizards.void_dialog import VoidDialog
    from floordesk.gui.wizards.wizard import RulingWizard
    from floordesk.service.disputes import SecondSign
    from floordesk.service.rulings import Rulings
    from floordesk.store.drafts import SavedDraft
    from floordesk.store.incidents import Incident
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn, StaffMember

TableState = tuple["TableSession", "ChipSet"]


class RulingCommand(QUndoCommand):
    """GUI: a ruled change to one table (its stacks, markers and the event's chip set), named after its incident."""

    def __init__(
        self,
        model: EventModel,
        before: TableState,
        after: TableState,
        incident: RecordedIncident,
        text: str,
        on_undone: Callable[[RulingCommand], None],
        report: Callable[[str], None],
    ) -> None:
        super().__init__(text)
        self._model = model
        self.table = before[0].name
        self.before, self.after = before, after
        self.incident = incident
        self.voided = False
        self._on_undone = on_undone
        self._report = report

    def redo(self) -> None:
        if self.voided:
            # The log says this ruling never stood: its change is not put back.
            self._report(
                QCoreApplication.translate(
                    "RulingCommand", "Incident #{number} was voided: its change is not redone."
                ).format(number=self.incident.number)
            )
            self.setObsolete(True)
            return
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)
        self._on_undone(self)

    def _apply(self, state: TableState) -> None:
        session, chip_set = state
        event = replace(self._model.current_event, chip_set=chip_set).with_session(session)
        self._model.apply_event(event)


class RulingOperations(QObject):
    """GUI: starts rulings, records them, and handles the undo of a ruled change (see the module's description).

    Signals:
        cancelled(object): the event on screen is cancelled (a `Cancellation`), or is not (None): read from the
            log when the window starts, when another event is chosen, and once a cancellation is signed.
    """

    cancelled = Signal(object)

    def __init__(
        self,
        model: EventModel,
        undo_stack: QUndoStack,
        store: IncidentStore,
        staff: StaffSession,
        report: Callable[[str], None],
        window: QWidget,
    ) -> None:
        super().__init__(window)
        self._model = model
        self._undo_stack = undo_stack
        self._store = store
        self._rulings_service: Rulings | None = None
        self._events = Events(store)
        self._staff = staff
        self._report = report
        self._window = window
        self.wizard: RulingWizard | None = None
        self.void_dialog: VoidDialog | None = None
        self.draft_offer: QMessageBox | None = None
        self.sign_refusal: QMessageBox | None = None  # who may sign, said before the wizard opens
        self.overrule_dialog: OverruleDialog | None = None
        self.event_change_dialog: EventChangeDialog | None = None
        self.overrule_by_hand: tuple[str, ...] = ()
        self.overrule_notice: QMessageBox | None = None
        self.open_incident: Callable[[str], object] | None = None
        """shows an incident in the log window (a precedent asked for from a wizard); set by the window"""
        self._drafts_offered = False
        staff.changed.connect(self._on_staff_changed)
        # the highest hand seen dealt at each table: a hand undone and dealt again is served once
        self._hands_dealt: dict[str, int] = {}
        self._bring_ins_noted: set[tuple[str, int, str]] = set()  # (table, hand, player) in the log
        # The table's actions a ruling's first step offers (the pot wizard: Hold the pot); the window gives them.
        self.table_actions: dict[RulingKind, tuple[QAction, ...]] = {}
        self._note_hands()
        model.table_changed.connect(self._on_table_changed)
        model.event_switched.connect(self._note_hands)
        self.cancellation: Cancellation | None = None
        model.event_switched.connect(self.read_cancellation)
        # The wizards' code is loaded while the window idles, so the first ruling opens as fast as the tenth.

    @property
    def _rulings(self) -> Rulings:
        if self._rulings_service is None:
            from floordesk.service.rulings import Rulings  # with the flows: at the first ruling, not at start-up

            self._rulings_service = Rulings(self._store)
        return self._rulings_service

    def _on_staff_changed(self) -> None:
        # Rulings left in progress are offered to the first member who signs in: resuming needs a signer.
        if self._staff.current is not None and not self._drafts_offered:
            self._drafts_offered = True
            self.offer_drafts()

    # -- a cancelled event (rule 45) ------------------------------------------------------------
    def read_cancellation(self) -> Cancellation | None:
        """Whether the log says the event on screen is cancelled; tells the window (`cancelled`) when that changes."""
        try:
            found = self._events.cancellation_numbered(self._model.current_event.number)
        except StoreError as error:
            self._report(
                self.tr("Whether the event was cancelled could not be read from the log: {error}").format(error=error)
            )
            return self.cancellation
        if found != self.cancellation:
            self.cancellation = found
            if found is not None:
                self._undo_stack.clear()  # an undo would change a closed table
            self.cancelled.emit(found)
        return found

    def _refused_when_cancelled(self) -> bool:
        if self.cancellation is None:
            return False
        self._report(self.tr("Refused: {refusal}.").format(refusal=self.cancellation.refusal("a ruling")))
        return True

    # -- penalties served at the table ------------------------------------------------------
    def _note_hands(self) -> None:
        self._hands_dealt = {name: self._model.session(name).hand.number for name in self._model.table_names()}

    def _on_table_changed(self, table: str) -> None:
        """A new hand dealt: each player missing it has served one more hand of his penalty (recorded as progress)."""
        if table not in self._model.table_names():
            return
        session = self._model.session(table)
        seen = self._hands_dealt.get(table, session.hand.number)
        self._hands_dealt[table] = max(seen, session.hand.number)
        if session.hand.number < seen or not session.hand.serving_penalty:
            return
        if session.hand.number == seen:
            self._note_bring_ins(table, session)
            return
        signer = self._signer_of_progress(session)
        if signer is None:
            return
        try:
            self._record_hands_served(session, signer)
        except (StoreError, InvalidInput) as error:
            self._report(self.tr("A penalty hand served could not be recorded: {error}").format(error=error))

    def _signer_of_progress(self, session: TableSession) -> SignedIn | None:
        signer = self._staff.current
        if signer is None:
            self._report(
                self.tr("Hand {number}'s penalty hands are not in the log: nobody is signed in.").format(
                    number=session.hand.number
                )
            )
        return signer

    def _note_bring_ins(self, table: str, session: TableSession) -> None:
        """A bring-in posted from the seat menu by a player on penalty: in his penalty's progress for that hand,
        once (an undo and redo of it says nothing new)."""
        from floordesk.service.penalties import note_bring_in  # with the penalty flow: once a penalty is served

        for player in sorted(session.hand.serving_penalty):
            posted = (table, session.hand.number, player)
            if "bring_in" not in session.hand.penalty_posts.get(player, {}) or posted in self._bring_ins_noted:
                continue
            signer = self._signer_of_progress(session)
            if signer is None:
                return
            try:
                note_bring_in(self._store, self._model.current_event.number, session, player, signer)
            except (StoreError, InvalidInput) as error:
                self._report(self.tr("A bring-in posted on penalty could not be recorded: {error}").format(error=error))
                return
            self._bring_ins_noted.add(posted)

    def _record_hands_served(self, session: TableSession, signer: SignedIn) -> None:
        from floordesk.service.penalties import serve_hand  # with the penalty flow: once a penalty is served

        serve_hand(self._store, self._model.current_event.number, session, signer)

    # -- overrules (rule 44) and event changes (rule 45) --------------------------------------------
    def overrule_refusal(self) -> str | None:
        """Why whoever is at the desk may not overrule a ruling (rule 44), or None: the service's answer."""
        member = self._staff.current
        return self._rulings.overrule_refusal(None if member is None else member.staff_uid)

    def start_overrule(self, incident_ref: str) -> OverruleDialog | None:
        """Open a recorded ruling for a Tournament Director to overrule; anyone else is told who may."""
        # the overrule's flow and dialog load at the first overrule, not at start-up
        from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling
        from floordesk.core.flows.overrule_form import overrule_form
        from floordesk.gui.wizards.overrule_dialog import OverruleDialog

        signer = self._signed_in("overrule a ruling")
        if signer is None:
            return None
        try:
            incident = self._rulings.may_overrule(signer.staff_uid, incident_ref)
        except (NotAllowedError, NotFoundError, InvalidInput) as error:
            self._report(self.tr("Refused: {error}").format(error=error))
            return None
        ruling = RecordedRuling.of(incident)
        flow = OverruleFlow(ruling)
        table = self._table_on_screen(incident.event_uid, ruling.table)
        dialog = OverruleDialog(
            ruling,
            overrule_form(ruling, None if table is None else self._model.session(table)),
            lambda decision, reason, pin: self._overrule(flow, incident, table, decision, reason, pin),
            self._window,
        )
        dialog.accepted.connect(lambda: self._overruled(dialog.said))
        self.overrule_dialog = dialog
        dialog.open()
        return dialog

    def _overruled(self, said: str) -> None:
        """Said in the status bar; what the supervisor must still do at the table is said where it cannot be missed."""
        from PySide6.QtWidgets import QMessageBox  # Qt's class loads when first needed, not at start-up

        self._report(said)
        if self.overrule_by_hand:
            notice = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Adjust the table by hand"),
                said,
                QMessageBox.StandardButton.Ok,
                self._window,
            )
            self.overrule_notice = notice
            notice.open()

    def _table_on_screen(self, event_uid: str, table: str | None) -> str | None:
        """The incident's table when it is one of the event on screen (another event's of that name is not)."""
        if table not in self._model.table_names():
            return None
        on_screen = self._events.numbered(self._model.current_event.number)
        return table if on_screen is not None and event_uid == on_screen.uid else None

    def _overrule(
        self, flow: OverruleFlow, incident: Incident, table: str | None, decision: object, reason: str, pin: str
    ) -> str:
        """Check, sign, record the overrule; then the table follows the new decision where it can.

        `table` is the incident's table when it is on screen (None: it is not, and where it was is said)."""
        done = self._rulings.overrule_flow(flow, incident, decision, reason, lambda: self._staff.confirm(pin))
        said = self.tr("Incident #{number} overruled.").format(number=flow.ruling.number)
        self.overrule_by_hand = ()
        if table is None or table not in self._model.table_names():
            # whole sentences: a shorter text ("{table} of {event}") would be read into others on a language switch
            if not flow.ruling.table:
                return self.tr("{said} Its table of {event} is not on screen: the table is not changed.").format(
                    said=said, event=incident.event
                )
            return self.tr("{said} {table} of {event} is not on screen: the table is not changed.").format(
                said=said, table=flow.ruling.table, event=incident.event
            )
        if self.cancellation is not None:
            return self.tr("{said} The event is cancelled: its table is not changed.").format(said=said)
        before = self._model.session(table)
        follows = flow.table_follows(before)
        self.overrule_by_hand = follows.by_hand
        if follows.changed:
            command = RulingCommand(
                self._model,
                (before, self._model.current_event.chip_set),
                (follows.session, follows.chip_set),
                RecordedIncident(incident.uid, flow.ruling.number, done.record_hash),
                self.tr("Incident #{number} overruled").format(number=flow.ruling.number),
                lambda _command: self._report(self.tr("Undone on the table only: the overrule stays in the log.")),
                self._report,
            )
            self._undo_stack.push(command)
        return f"{said} {follows.describe()}"

    def start_event_change(self, action: EventAction) -> EventChangeDialog | None:
        """Cancel or alter the event on screen with a reason (rule 45); the log says who may."""
        from floordesk.gui.wizards.overrule_dialog import EventChangeDialog  # a dialog loads when first opened

        if self._signed_in("cancel or alter the event") is None:
            return None
        dialog = EventChangeDialog(self._model.current_event, action, self._change_event, self._window)
        dialog.accepted.connect(lambda: self._report(dialog.said))
        self.event_change_dialog = dialog
        dialog.open()
        return dialog

    def _change_event(self, action: EventAction, reason: str, values: dict[str, Any], pin: str) -> str:
        event = self._model.current_event
        changes: dict[str, Any] = {}
        if values.get("structure"):
            changes.update(structure_of(event))
        changes.update({k: v for k, v in values.items() if k in ("starts_on", "ends_on")})
        done = self._events.change_on_screen(event, action, reason, changes or None, lambda: self._staff.confirm(pin))
        QTimer.singleShot(0, self.read_cancellation)  # once the dialog has closed: the event stops running
        return done.said

    def _signed_in(self, doing: str) -> SignedIn | None:
        member = self._staff.current
        if member is None:
            self._report(self.tr("Sign in first: only a signed-in member may {doing}.").format(doing=doing))
        return member

    # -- starting ------------------------------------------------------------------------
    def start(
        self, kind: RulingKind, table: str, seat: int | None = None, situation: dict[str, Any] | None = None
    ) -> RulingWizard | None:
        """Open the wizard of `kind` at `table` (asked from `seat`, if from a seat's menu; `situation`: what a
        ruling it follows from already says)."""
        if self._busy():
            return self.wizard
        if self._refused_when_cancelled():
            return None
        try:
            event = self._model.current_event
            flow = flow_for(kind, self._model.session(table), event.rules, seat, game=event.game)
        except InvalidInput as error:
            self._report(self.tr("Refused: {error}").format(error=error))
            return None
        flow.suggested = dict(situation or {})
        return self._open(self._with_log(flow))

    def _with_log(self, flow: RulingFlow) -> RulingFlow:
        """A penalty flow reads the offender's history in this event from the log (the flow itself is store-free);
        a clock's draft is kept each time the live clock changes, so a crash mid-clock resumes it running; every
        flow's decision step reads the earlier comparable rulings from the log."""
        # these two flows load with the first ruling, not at start-up
        from floordesk.core.flows.clock import ClockFlow
        from floordesk.core.flows.penalty import PenaltyFlow

        if isinstance(flow, PenaltyFlow):
            flow.history_source = self._penalty_history
        if isinstance(flow, ClockFlow):
            flow.changed = lambda: self._save_draft(flow)
        flow.precedents_source = lambda config: self._precedents(flow.kind, config)
        return flow

    def _precedents(self, kind: RulingKind, config: object) -> PrecedentList:
        from floordesk.service.precedents import Precedents  # with the flows: at the first ruling

        return Precedents(self._store).in_event_numbered(kind, self._model.current_event.number, config)

    def _penalty_history(self, player: Player) -> tuple[PastRecord, ...]:
        from floordesk.service.penalties import history_of  # loaded with the penalty flow

        return history_of(self._store, self._model.current_event.number, player.player_id)

    def _busy(self) -> bool:
        if self.wizard is not None and self.wizard.isVisible():
            self.wizard.raise_()
            self.wizard.activateWindow()
            self._report(self.tr("Finish or cancel the ruling in progress first."))
            return True
        return False

    def _open(self, flow: RulingFlow) -> RulingWizard | None:
        # loaded with the first ruling
        from floordesk.gui.operations.hand_over import WizardHandOver, refuse_before_work
        from floordesk.gui.wizards.wizard import RulingWizard

        member = self._staff.current
        if member is None:
            locked = self._staff.member is not None
            self._report(
                self.tr("The window is locked: unlock it first.")
                if locked
                else self.tr("Sign in first: a ruling is signed by the supervisor who makes it.")
            )
            return None
        refusal = self._rulings.signing_refusal(self._model.current_event, flow.session.name, member)
        if refusal is not None:
            retry = lambda: self._open(flow)  # noqa: E731  # once another member has signed in
            self.sign_refusal = refuse_before_work(self._staff, self._store, self._window, refusal, retry)
            return None
        flow.second_reviewer_required = self._house().second_reviewer_required
        wizard = RulingWizard(flow, lambda pin, second: self.record(flow, pin, second), member.name, self._window)
        wizard.pages[flow.steps[0].key].offer_actions(self.table_actions.get(flow.kind, ()))
        WizardHandOver(wizard, self._staff, self._store)
        wizard.setWindowModality(Qt.WindowModality.WindowModal)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.page_changed.connect(lambda _key: self._save_draft(flow))
        wizard.rejected.connect(lambda: self._discard(flow.draft_id))
        wizard.destroyed.connect(lambda: self._forget(wizard))
        wizard.finished.connect(lambda _result: self._follow_up(flow))
        wizard.print_requested.connect(lambda uid: self._print(wizard, uid))
        if self.open_incident is not None:
            wizard.precedent_requested.connect(self.open_incident)
        self.wizard = wizard
        wizard.open_at_position()
        wizard.show()
        return wizard

    def _print(self, wizard: RulingWizard, incident_uid: str) -> None:
        from floordesk.gui.log_window.printing import print_incident_dialog  # Qt's printing, on first use

        print_incident_dialog(wizard, self._store, incident_uid)

    def _follow_up(self, flow: RulingFlow) -> None:
        """A recorded ruling that leads into another (a stalling clock into its penalty) opens that one next."""
        follow = flow.follow_up() if flow.recorded is not None else None
        if follow is None:
            return
        kind, seat = follow
        if kind in wizard_kinds():
            # Once this wizard has closed: one ruling at a time.
            situation = flow.follow_up_situation()
            QTimer.singleShot(0, lambda: self.start(kind, flow.session.name, seat, situation))
        else:
            self._report(
                self.tr("Seat {seat}: this ruling leads to a {value} ruling (rule {rule}).").format(
                    seat=seat, value=kind.value, rule=kind.rule
                )
            )

    def _forget(self, wizard: RulingWizard) -> None:
        if self.wizard is wizard:
            self.wizard = None

    # -- drafts ----------------------------------------------------------------------------
    def _save_draft(self, flow: RulingFlow) -> None:
        # Nothing answered yet is nothing to lose: opening a wizard writes nothing.
        if flow.recorded is not None or not flow.has_answers():
            return
        try:
            self._store.drafts.save(flow.draft_id, flow.kind.value, flow.to_json())
        except StoreError as error:
            self._report(self.tr("The ruling in progress could not be saved: {error}").format(error=error))

    def _discard(self, draft_id: str) -> None:
        try:
            self._store.drafts.discard(draft_id)
        except StoreError as error:
            self._report(self.tr("The ruling in progress could not be discarded: {error}").format(error=error))

    def offer_drafts(self) -> None:
        """Offer the oldest ruling left in progress (after a crash): resume it, or discard it."""
        from PySide6.QtWidgets import QMessageBox  # loaded when there is something to offer

        if self._busy() or (self.draft_offer is not None and self.draft_offer.isVisible()):
            return
        pending = self._store.drafts.pending()
        if not pending:
            return
        draft = pending[0]
        table = draft.state.get("table")
        offer = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("A ruling was left in progress"),
            self.tr("A {replace} ruling at {table} was not finished (saved {saved_utc} UTC).").format(
                replace=draft.kind.replace("-", " "), table=table, saved_utc=draft.saved_utc
            ),
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        resume = touch(offer.addButton(self.tr("&Resume it"), QMessageBox.ButtonRole.AcceptRole))
        touch(offer.addButton(self.tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole))
        offer.setDefaultButton(resume)
        offer.buttonClicked.connect(lambda button: self._answer_offer(draft, button is resume))
        self.draft_offer = offer
        offer.open()

    def _answer_offer(self, draft: SavedDraft, resume: bool) -> None:
        if resume:
            self.resume(draft)
        else:
            self._discard(draft.draft_id)
            self._report(self.tr("The ruling left in progress was discarded."))
        QTimer.singleShot(0, self.offer_drafts)  # the next one, if several were left

    def resume(self, draft: SavedDraft) -> RulingWizard | None:
        table = draft.state.get("table")
        if self.cancellation is not None:
            self._discard(draft.draft_id)  # it could never be recorded under a cancelled event
            self._report(
                self.tr("The ruling left in progress was discarded: {refusal}.").format(
                    refusal=self.cancellation.refusal("a ruling")
                )
            )
            return None
        if table not in self._model.table_names():
            self._discard(draft.draft_id)
            self._report(
                self.tr("The ruling left in progress was at {table}, which is no longer in play: discarded.").format(
                    table=table
                )
            )
            return None
        event = self._model.current_event
        try:
            flow, problems = flow_from_draft(draft.state, self._model.session(str(table)), event.rules)
        except (InvalidInput, ValueError) as error:
            self._discard(draft.draft_id)
            self._report(
                self.tr("The ruling left in progress cannot be read ({error}): discarded.").format(error=error)
            )
            return None
        wizard = self._open(self._with_log(flow))
        if wizard is not None and problems:
            wizard.pages[flow.position].show_problems(problems)
        return wizard

    # -- signing -----------------------------------------------------------------------------
    def record(self, flow: RulingFlow, pin: str, second_pin: str = "") -> RecordedIncident:
        """Sign with `pin` (a disputed ruling's second reviewer with `second_pin`) and record the flow's ruling,
        then apply its change; raises the store's refusal.

        Nothing is written unless the PINs are right, and the table is changed only once the incident is written.
        """
        table = flow.session.name
        table_now = self._model.session(table) if table in self._model.table_names() else None
        signed: list[SignedIn] = []

        def sign() -> SignedIn:
            signed.append(self._staff.confirm(pin))  # a wrong PIN or a PIN delay: said beside the PIN
            return signed[0]

        try:
            from floordesk.service.rulings import Rulings  # loaded with the flows

            rulings = Rulings(self._store, self._house())  # the house's settings as they are now
            second = self._second_reviewer(second_pin)
            done = rulings.record_flow(flow, self._model.current_event, table_now, sign, second)
        except NotAllowedError as error:
            if not signed:
                raise
            # The PIN was right; what the signer may not do (register this table, say) is the page's problem.
            raise StoreError(str(error)) from error
        finally:
            self.read_cancellation()  # another laptop may have cancelled it since the wizard opened: the banner
        incident, outcome = done.incident, done.outcome
        if done.draft_kept is not None:
            self._report(
                self.tr("The ruling in progress could not be discarded: {draft_kept}").format(
                    draft_kept=done.draft_kept
                )
            )
        before = (flow.session, self._model.current_event.chip_set)
        text = QCoreApplication.translate("operations", "Incident #{number}: {summary}").format(
            number=incident.number, summary=outcome.summary
        )
        command = RulingCommand(
            self._model, before, (outcome.session, outcome.chip_set), incident, text, self._undone, self._report
        )
        self._undo_stack.push(command)
        self._report(text)
        return incident

    def _second_reviewer(self, pin: str) -> SecondSign:
        """A disputed ruling's second reviewer signed in with `pin`; a missing or wrong one is said beside it."""

        def sign(member: StaffMember) -> SignedIn:
            if not pin:
                raise InvalidInput.at(
                    "second_pin", self.tr("{name} signs as second reviewer: enter their PIN").format(name=member.name)
                )
            try:
                return self._store.staff.sign_in(member.uid, pin)
            except NotAllowedError as error:
                raise InvalidInput.at("second_pin", str(error)) from None

        return sign

    def _house(self) -> House:
        """The house's settings for disputed rulings as the log records them now."""
        return self._store.house.current()

    # -- undoing ---------------------------------------------------------------------------------
    def _undone(self, command: RulingCommand) -> None:
        self._report(
            self.tr("Undone: {text}. The incident stays in the log unless it is voided.").format(text=command.text())
        )
        # Asked once the undo has finished, outside the undo stack's own call.
        QTimer.singleShot(0, lambda: self.offer_void(command))

    def offer_void(self, command: RulingCommand) -> VoidDialog:
        """Ask whether to void the undone ruling's incident (reason, two signatures) or keep it."""
        from floordesk.gui.wizards.void_dialog import VoidDialog  # a dialog loads when first opened

        member = self._staff.current
        dialog = VoidDialog(self._store, command.incident, member.staff_uid if member else None, self._window)
        dialog.voided.connect(lambda: self._voided(command))
        dialog.rejected.connect(
            lambda: self._report(
                self.tr("Incident #{number} is kept in the log.").format(number=command.incident.number)
            )
        )
        self.void_dialog = dialog
        dialog.open()
        return dialog

    def _voided(self, command: RulingCommand) -> None:
        command.voided = True
        self._report(self.tr("Incident #{number} has been voided.").format(number=command.incident.number))
