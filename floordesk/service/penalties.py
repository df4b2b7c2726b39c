"""Service: a player's penalties in the incident log, read for the penalty wizard and for serving them.

The history is every warning and penalty the log holds for the player in this
event, at any table, except voided incidents and rescinded penalties; a
penalty a Tournament Director overruled counts as the one he gave instead. The
progress of a penalty served at the table is an amendment per hand dealt:
`serving` with the count so far, then `served` after the last hand, each
saying what the table did that hand (his forced bets posted, his hand killed).
"""

from __future__ import annotations

from dataclasses import dataclass

from floordesk.core.errors import InvalidInput
from floordesk.core.event_standing import local_minute
from floordesk.core.flows.penalty import PastRecord
from floordesk.core.rules.penalties import Offence, Penalty, PenaltyType
from floordesk.core.rules.penalty_result import PenaltyDecision
from floordesk.core.table_session import TableSession
from floordesk.store.incidents import Incident, PenaltyState
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery, IncidentSummary
from floordesk.store.staff import SignedIn

_PAGE = 500
_OPEN = (PenaltyState.PENDING.value, PenaltyState.SERVING.value)


@dataclass(frozen=True)
class OpenPenalty:
    """A missed-hand or missed-round penalty not yet served: its incident, its record, and its hands."""

    incident_uid: str
    incident_number: int
    penalty_uid: str
    hands: int


def _penalty_incidents(store: IncidentStore, event_uid: str, player_uid: str) -> list[Incident]:
    """The player's penalty incidents in the event, oldest first, voided ones left out."""
    query = IncidentQuery(events=(event_uid,), players=(player_uid,), kinds=("penalty",))
    rows: list[IncidentSummary] = []
    after: str | None = None
    while True:
        page = store.page(query, after=after, limit=_PAGE)
        rows.extend(page.rows)
        if page.next is None:
            break
        after = page.next
    incidents = store.incidents.many([row.uid for row in reversed(rows)])
    return [incident for incident in incidents if not incident.voided]


def penalty_history(store: IncidentStore, event_uid: str, player_uid: str) -> tuple[PastRecord, ...]:
    """His earlier warnings and penalties in this event, at any table, oldest first."""
    history = []
    for incident in _penalty_incidents(store, event_uid, player_uid):
        offence = incident.inputs.get("offence", Offence.OTHER.value) if isinstance(incident.inputs, dict) else None
        for held in incident.penalties:
            if held.player_uid != player_uid or held.state == PenaltyState.RESCINDED.value:
                continue
            kind = PenaltyType(held.penalty)
            given = Penalty(kind, hands=held.hands, rounds=held.rounds)
            if kind is PenaltyType.MISSED_ROUND:
                given = Penalty.missed_rounds(held.rounds or 1)
            given = _overruled_to(incident) or given
            history.append(
                PastRecord(
                    incident.number, incident.table, local_minute(incident.recorded_local), Offence(offence), given
                )
            )
    return tuple(history)


def _overruled_to(incident: Incident) -> Penalty | None:
    """The penalty a Tournament Director's overrule gave instead (None: not overruled, or not to a penalty read)."""
    decided = _overruling(incident)
    return None if decided is None else decided.penalty


def _hands_in_force(incident: Incident, recorded: int | None) -> int:
    """The hands to miss the decision in force gives (an overrule's, else those recorded with the penalty)."""
    decided = _overruling(incident)
    said = None if decided is None else decided.hands_to_miss
    return recorded or 0 if said is None else said


def _overruling(incident: Incident) -> PenaltyDecision | None:
    """The decision an overrule put in force (None: not overruled, or a decision that cannot be read)."""
    if not incident.overruled:
        return None
    try:
        return PenaltyDecision.read(incident.decision)
    except InvalidInput:
        return None


def open_penalties(store: IncidentStore, event_uid: str, player_uid: str) -> list[OpenPenalty]:
    """His penalties still to serve, oldest first (penalties given one after the other are served in turn),
    each with its hands as the decision in force gives them."""
    return [
        OpenPenalty(incident.uid, incident.number, held.uid, hands)
        for incident in _penalty_incidents(store, event_uid, player_uid)
        for held in incident.penalties
        if held.player_uid == player_uid and held.state in _OPEN and (hands := _hands_in_force(incident, held.hands))
    ]


def record_hand_served(
    store: IncidentStore, penalty: OpenPenalty, served: int, hand: int, by: SignedIn, what: str
) -> None:
    """Hand `hand` was dealt and killed (`what` the table did: his posts, the kill): `served` of the penalty's hands
    are now served."""
    done = served >= penalty.hands
    state = PenaltyState.SERVED if done else PenaltyState.SERVING
    note = f"hand {hand}: {what}; {min(served, penalty.hands)} of {penalty.hands} hands served"
    store.incidents.update_penalty(penalty.incident_uid, penalty.penalty_uid, state.value, note, by)


def note_bring_in(store: IncidentStore, event_number: int, session: TableSession, player_id: str, by: SignedIn) -> bool:
    """The player on penalty posted the bring-in after the hand was dealt and its progress recorded (his up card
    brought it in, rule 52): that hand's progress is recorded again, with the bring-in. Whether it was."""
    event_uid = store.tournament.event_numbered(event_number)
    player_uid = None if event_uid is None else store.tournament.player_registered(event_uid, player_id)
    if event_uid is None or player_uid is None:
        return False
    hand = f"hand {session.hand.number}: "
    for incident in reversed(_penalty_incidents(store, event_uid, player_uid)):
        for held in incident.penalties:
            notes = [
                a.reason
                for a in incident.amendments
                if a.kind == "penalty" and a.changes.get("penalty") == held.uid and a.reason.startswith(hand)
            ]
            if held.player_uid == player_uid and notes:
                served = notes[-1].rpartition("; ")[2]
                what = session.penalty_hand_words(player_id)
                store.incidents.update_penalty(incident.uid, held.uid, held.state, f"{hand}{what}; {served}", by)
                return True
    return False


def history_of(store: IncidentStore, event_number: int, registration: str) -> tuple[PastRecord, ...]:
    """The penalty history of the player registered as `registration` at the event of that number (both as the
    window and a script name them); empty while the log does not know them."""
    event_uid = store.tournament.event_numbered(event_number)
    player_uid = None if event_uid is None else store.tournament.player_registered(event_uid, registration)
    if event_uid is None or player_uid is None:
        return ()  # not in the log yet: no earlier penalty either
    return penalty_history(store, event_uid, player_uid)


def serve_hand(store: IncidentStore, event_number: int, session: TableSession, by: SignedIn) -> int:
    """The hand just dealt at `session`'s table was missed by each player serving a penalty: one more hand of
    his oldest open penalty is served (recorded as its progress). Returns how many penalties progressed."""
    event_uid = store.tournament.event_numbered(event_number)
    if event_uid is None:
        return 0
    progressed = 0
    for player_id in sorted(session.hand.serving_penalty):
        player_uid = store.tournament.player_registered(event_uid, player_id)
        penalties = [] if player_uid is None else open_penalties(store, event_uid, player_uid)
        if not penalties:
            continue  # given before penalties were recorded: nothing in the log to follow
        # the hands left at the table are the oldest one's, then all of each later one's
        oldest, later = penalties[0], sum(penalty.hands for penalty in penalties[1:])
        served = oldest.hands - max(session.hand.penalty_hands.get(player_id, 0) - later, 0)
        record_hand_served(store, oldest, served, session.hand.number, by, session.penalty_hand_words(player_id))
        progressed += 1
    return progressed
