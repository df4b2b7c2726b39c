"""Store: a decided ruling (`floordesk.core.ruling.Ruling`) recorded as one incident.

The core says what the ruling is (rule, kind, request, recommendation,
decision, witnesses, narrative); `Where` says where, as the log's ids. The
window's wizards and `floordesk log record` both record through here. A penalty
ruling also writes the penalty record of its first party's player, whose
progress (each hand served) is recorded later as amendments.
"""

from __future__ import annotations

from floordesk.core.ruling import Ruling, RulingKind
from floordesk.store.incidents import IncidentDraft, IncidentLog, PenaltyDraft, PenaltyState, Recorded, Where
from floordesk.store.staff import SignedIn


def record_ruling(
    incidents: IncidentLog, ruling: Ruling, where: Where, by: SignedIn, second: SignedIn | None = None
) -> Recorded:
    """Record `ruling`, decided by `by` (its dispute's review signed by `second`, if any), as one incident at
    `where`; returns its uid and number."""
    draft = IncidentDraft(
        event=where.event_uid,
        table=where.table_uid,
        parties=where.parties,
        penalties=penalties_given(ruling, where),
        **ruling.incident_fields(),
    )
    return incidents.record(draft, by, second)


def penalties_given(ruling: Ruling, where: Where) -> tuple[PenaltyDraft, ...]:
    """The penalty a penalty ruling gives its offender (the first party), when he is a player in the log."""
    player = where.parties[0].player if where.parties else None
    if ruling.kind is not RulingKind.PENALTY or player is None or ruling.recommendation is None:
        return ()
    given = ruling.recommendation.request.get("penalty", {})
    hands = int(ruling.outcome.get("hands_to_miss") or 0) if isinstance(ruling.outcome, dict) else 0
    # a warning or a disqualification is done when given; missed hands wait for the next hand dealt
    state = PenaltyState.PENDING if hands else PenaltyState.SERVED
    return (PenaltyDraft(player, str(given.get("type")), hands or None, given.get("rounds"), state.value),)
