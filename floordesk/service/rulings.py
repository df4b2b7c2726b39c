"""Service: a ruling from its flow or its request to a signed incident, and what is done to an incident after.

Recording checks, in this order, before anyone is asked for a PIN: the event is
not cancelled (rule 45; another laptop may have cancelled it since the wizard
opened), the table is still as the wizard found it, the decision stands under
rule 44. Then the signer signs (`sign`), the log's ids of where it happened are
found (registered when missing, with the signer's rights), the incident is
written, the wizard's draft discarded and the record hash read back.

Where it happened comes from the window's event (`record_flow`: the table on
screen and its seated players) or from what a script names (`record_request`:
see `floordesk.cli.record`). A penalty's history is the log's in both: a
script's request may not claim another one for a player the log knows.

Overrule (rule 44), void (two signatures) and correct go through the same
checks as in the window and the log's own; the store checks the roles.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from floordesk.core.dispute import Dispute
from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.event_standing import Cancellation
from floordesk.core.flows.flow import RecordedIncident, RulingFlow, RulingOutcome
from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling
from floordesk.core.precedents import consider
from floordesk.core.ruling import Decision, Ruling, RulingKind, check_decision, recommend, with_rule_set
from floordesk.core.table import MAX_SEATS
from floordesk.core.table_session import TableSession
from floordesk.i18n import noop, translate
from floordesk.service import Sign
from floordesk.service.disputes import SecondSign, ruling_for_the_house, second_reviewer
from floordesk.service.events import EventChoice, Events
from floordesk.service.penalties import penalty_history
from floordesk.service.precedents import Precedents
from floordesk.store.errors import NotAllowedError, StoreError
from floordesk.store.house import House
from floordesk.store.incidents import Incident, Party, Recorded, Where
from floordesk.store.live_link import LiveLink
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Permission, SignedIn, StaffMember, require, require_of
from floordesk.store.tournament import EventDraft, EventStatus


@dataclass(frozen=True)
class RulingRecorded:
    """A flow's ruling in the log: the incident, and the outcome the table takes."""

    incident: RecordedIncident
    outcome: RulingOutcome
    draft_kept: str | None = None
    """why the wizard's draft could not be discarded (the incident is written all the same)"""


@dataclass(frozen=True)
class ScriptedRuling:
    """What a script asks to record: the ruling kind, its request, the decision, and where it happened."""

    kind: RulingKind
    request: Any
    decision: Decision
    witnesses: tuple[str, ...] = ()
    event: str | None = None
    table: str | None = None
    seat: int | None = None
    dispute: Dispute | None = None
    difference: str | None = None
    """what is different here, for a decision against the last comparable rulings (`floordesk.core.precedents`)"""


@dataclass(frozen=True)
class Overruled:
    """A signed overrule: the incident, the amendment written, its hash, and the decision now in force."""

    incident: Incident
    amendment: str
    record_hash: str
    decision: Any


class Rulings:
    """Service: records rulings and amends incidents (see the module's description)."""

    def __init__(self, store: IncidentStore, house: House | None = None) -> None:
        """`house`: the house's settings for disputed rulings (None: the defaults)."""
        self._store = store
        self._house = house or House()
        self._events = Events(store)
        self._live_link = LiveLink(store)

    # -- recording -------------------------------------------------------------------------------
    def signing_refusal(self, event: Event, table: str | None, by: SignedIn) -> str | None:
        """Why `by` could not sign a ruling at `table` of `event` now, or None: asked before any work is asked of them.

        Signing needs the right to record a ruling, and the rights to register what the log still lacks
        (an event nobody who may set up events has signed in at yet, say). Nothing is written."""
        tournament = self._store.tournament
        event_uid = tournament.event_numbered(event.number)
        needed = [Permission.RECORD_RULING]
        if event_uid is None:
            needed.append(Permission.SET_UP_EVENT)
        if table is not None and (event_uid is None or tournament.table_named(event_uid, table) is None):
            needed.append(Permission.OPEN_TABLE)
        for permission in needed:
            try:
                require(self._store.connection, by, permission)
            except NotAllowedError as error:
                if permission is Permission.SET_UP_EVENT:
                    return translate("service", "Event #{number} is not in the incident log yet: {refusal}").format(
                        number=event.number, refusal=error
                    )
                return str(error)
        return None

    def record_flow(
        self,
        flow: RulingFlow,
        event: Event,
        table_now: TableSession | None,
        sign: Sign,
        second: SecondSign | None = None,
    ) -> RulingRecorded:
        """Record the window's ruling at `flow.session`'s table of `event`; `table_now` is that table as it is now
        (None: no longer in play); `second` signs a disputed ruling's second reviewer in. Raises InvalidInput
        (nothing written) or the store's refusal."""
        self._refuse_if_cancelled(self._events.cancellation_numbered(event.number), "")
        if table_now is not None and table_now.hand.pot_holds != flow.session.hand.pot_holds:
            # The pot held or released while the ruling was open changes nothing the ruling read: the table
            # as it is now is the one given out, and its holds go into the ruling's record.
            held_then = replace(table_now, hand=replace(table_now.hand, pot_holds=flow.session.hand.pot_holds))
            if held_then == flow.session:
                flow.session = table_now
        if table_now != flow.session:
            raise InvalidInput.at(
                "", translate("service", "the table changed while the ruling was open: cancel and start it again")
            )
        # A held pot refuses, in the core, only the outcome of a ruling that gives it out (a penalty meanwhile is fine).
        outcome = flow.outcome()
        ruling = ruling_for_the_house(outcome.ruling, self._house, self._store.journal.clock())
        reviewer = second_reviewer(self._store, ruling.dispute)
        signer = sign()
        where = self._live_link.where(event, flow.session.name, outcome.seats, signer)
        recorded = self._store.record_ruling(ruling, where, signer, self._second(reviewer, second))
        try:
            self._store.drafts.discard(flow.draft_id)  # at once: a recorded ruling must never be offered for resuming
        except StoreError as error:
            return RulingRecorded(self._written(recorded), outcome, str(error))
        return RulingRecorded(self._written(recorded), outcome)

    def record_request(
        self, asked: ScriptedRuling, sign: Sign, second: SecondSign | None = None
    ) -> tuple[Ruling, RecordedIncident]:
        """Compute a script's ruling under the event's rule set, check it, sign it and record it."""
        choice = self._events.for_ruling(asked.event)
        self._refuse_if_cancelled(self._events.cancellation(choice.uid), "--event")
        seated = _seated(choice.on_screen, asked.table, asked.seat)
        request = asked.request
        if isinstance(request, dict):
            player = self._known_player(choice.uid, asked.seat, request, seated)
            request = with_rule_set(self._with_logged_history(asked.kind, request, choice.uid, player), choice.rules)
        recommendation = recommend(asked.kind, request)
        check_decision(recommendation, asked.decision)
        listed = Precedents(self._store).listed(asked.kind, recommendation.request.get("config"), choice.uid)
        considered, unexplained = consider(listed, asked.decision.departs, asked.difference)
        if unexplained:  # as on the wizard's decision step: the same precedents, the same question
            raise InvalidInput(unexplained)
        ruling = Ruling.of(recommendation, asked.decision, asked.witnesses, asked.dispute, precedents=considered)
        ruling = ruling_for_the_house(ruling, self._house, self._store.journal.clock())
        reviewer = second_reviewer(self._store, ruling.dispute)
        signer = sign()
        second_signer = self._second(reviewer, second)
        with self._store.journal.transaction(noop("store", "recording the ruling")) as stamp:
            event_uid = choice.uid or self._register_event(choice, stamp.local[:10], signer)
            table_uid = None if asked.table is None else self._table(event_uid, asked.table, choice.on_screen, signer)
            parties: tuple[Party, ...] = ()
            if asked.seat is not None:
                asked_request = ruling.recommendation.request if ruling.recommendation else {}
                player = self._known_player(event_uid, asked.seat, asked_request, seated)
                parties = (Party(seat=asked.seat, player=player),)
            recorded = self._store.record_ruling(ruling, Where(event_uid, table_uid, parties), signer, second_signer)
        return ruling, self._written(recorded)

    @staticmethod
    def _second(reviewer: StaffMember | None, second: SecondSign | None) -> SignedIn | None:
        """The second reviewer signed in with their own PIN (after the decider: a refusal asks nobody twice)."""
        if reviewer is None:
            return None
        if second is None:
            raise InvalidInput.at(
                "dispute.second_reviewer",
                translate("service", "{name} must sign with their own PIN").format(name=reviewer.name),
            )
        return second(reviewer)

    def _refuse_if_cancelled(self, cancelled: Cancellation | None, path: str) -> None:
        if cancelled is not None:
            refusal = cancelled.refusal(noop("core", "a ruling"))
            raise InvalidInput.at(
                path, refusal if path else translate("service", "{refusal}: cancel this one").format(refusal=refusal)
            )

    def _written(self, recorded: Recorded) -> RecordedIncident:
        return RecordedIncident(recorded.uid, recorded.number, self._store.record_hash(recorded.uid))

    def _with_logged_history(
        self, kind: RulingKind, request: dict[str, Any], event_uid: str | None, player: str | None
    ) -> dict[str, Any]:
        """A penalty's history is the log's for a player it knows, as in the window."""
        if kind is not RulingKind.PENALTY or event_uid is None or player is None:
            return request
        logged = [
            {"offence": past.offence.value, "penalty": past.penalty.to_json()}
            for past in penalty_history(self._store, event_uid, player)
        ]
        if "history" in request and request["history"] != logged:
            raise InvalidInput.at(
                "history",
                translate(
                    "service", "the log holds his history in this event ({count} earlier): leave it out of the request"
                ).format(count=len(logged)),
            )
        return {**request, "history": logged}

    def _known_player(
        self, event_uid: str | None, seat: int | None, request: Mapping[str, Any], seated: str | None
    ) -> str | None:
        """The seat's player the log knows: the request's player in it (else the window's), when registered."""
        if event_uid is None or seat is None:
            return None
        players = request.get("players")
        named = [
            entry["player"]
            for entry in (players if isinstance(players, list) else [])
            if isinstance(entry, dict) and entry.get("seat") == seat and isinstance(entry.get("player"), str)
        ] or ([seated] if seated else [])
        if len(named) != 1:
            return None
        found = self._store.tournament.players_named(named[0], event_uid)
        return found[0] if len(found) == 1 else None

    def _register_event(self, choice: EventChoice, today: str, by: SignedIn) -> str:
        if choice.on_screen is not None:
            draft = EventDraft.from_core(choice.on_screen, today, EventStatus.RUNNING)
        else:
            draft = self._events.draft(choice.name, number=choice.number, starts_on=today)
        return self._store.tournament.register_event(draft, by)

    def _table(self, event_uid: str, name: str, on_screen: Event | None, by: SignedIn) -> str:
        found = self._store.tournament.tables_named(name, event_uid)
        if found:
            return found[0]
        shown = [t for t in (on_screen.tables if on_screen else ()) if t.name.casefold() == name.strip().casefold()]
        if shown:
            return self._store.tournament.register_table(event_uid, shown[0].name, shown[0].seats_max, by)
        return self._store.tournament.register_table(event_uid, name.strip(), MAX_SEATS, by)

    # -- after the incident ------------------------------------------------------------------------
    def overrule_refusal(self, staff_uid: str | None) -> str | None:
        """Why the member at the desk (None: nobody signed in) may not overrule a ruling now (rule 44: the
        Tournament Director), or None: asked before the incident is even named, by the window and a script alike."""
        if staff_uid is None:
            return translate(
                "service", "Sign in first: only a Tournament Director who is signed in may overrule a ruling"
            )
        try:
            require_of(self._store.connection, staff_uid, Permission.OVERRULE)
        except NotAllowedError as error:
            return str(error)
        return None

    def may_overrule(self, staff_uid: str, incident_ref: str) -> Incident:
        """The incident to overrule, when the member may overrule: asked first, before the form or the PIN."""
        refusal = self.overrule_refusal(staff_uid)
        if refusal is not None:
            raise NotAllowedError(refusal)
        return self._store.incidents.get(incident_ref)

    def overrule(
        self, incident_ref: str, decision: object | None, reason: str, staff_uid: str, sign: Sign
    ) -> Overruled:
        """Rule 44: the decision in force replaced, by the member `staff_uid` (who signs). Without `decision`, the
        recommendation the floor departed from is restored."""
        incident = self.may_overrule(staff_uid, incident_ref)
        if decision is None:
            if incident.recommended is None or incident.decision == incident.recommended:
                raise InvalidInput.at(
                    "decision", translate("service", "is required: the decision in force is the recommendation")
                )
            decision = incident.recommended
        flow = OverruleFlow(RecordedRuling.of(incident))
        return self.overrule_flow(flow, incident, decision, reason, sign)

    def overrule_flow(
        self, flow: OverruleFlow, incident: Incident, decision: object, reason: str, sign: Sign
    ) -> Overruled:
        problems = flow.submit(decision, reason)
        if problems:
            raise InvalidInput(problems)
        amendment = self._store.incidents.overrule(incident.uid, flow.decision, flow.reason, sign())
        return Overruled(incident, amendment, self._store.record_hash(amendment), flow.decision)

    def void(self, incident_uid: str, reason: str, sign: Sign, confirm: Sign) -> str:
        """Void an incident: a manager or TD with a reason (`sign`), confirmed by a second member (`confirm`)."""
        if not reason.strip():
            raise InvalidInput.at("reason", translate("service", "say why the ruling is voided"))
        by = sign()
        return self._store.incidents.void(incident_uid, reason, by, confirm())

    def correct(self, incident_uid: str, changes: dict[str, Any], reason: str, sign: Sign) -> str:
        """Correct the facts of an incident (never its decision); something must change."""
        if not changes:
            raise InvalidInput.at("narrative", translate("service", "change what happened or the witnesses, or cancel"))
        return self._store.incidents.correct(incident_uid, changes, reason, sign())


def _seated(on_screen: Event | None, table: str | None, seat: int | None) -> str | None:
    """The registration of the player the window's table has in `seat` (a penalty's request names nobody)."""
    if seat is None or table is None or on_screen is None:
        return None
    shown = [t for t in on_screen.tables if t.name.casefold() == table.strip().casefold()]
    occupant = shown[0].occupants.get(seat) if shown else None
    return None if occupant is None else occupant.player.player_id
