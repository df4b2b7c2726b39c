"""Store: a decided ruling (`floordesk.core.ruling.Ruling`) recorded as one incident.

The core says what the ruling is (rule, kind, request, recommendation,
decision, witnesses, narrative); `Where` says where, as the log's ids. The
window's wizards and `floordesk log record` both record through here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from floordesk.core.ruling import Ruling
from floordesk.store.incidents import IncidentDraft, PenaltyDraft, Recorded
from floordesk.store.staff import SignedIn

if TYPE_CHECKING:
    from floordesk.store.live_link import Where
    from floordesk.store.log import IncidentStore


def record_ruling(
    store: IncidentStore, ruling: Ruling, where: Where, by: SignedIn, penalties: Sequence[PenaltyDraft] = ()
) -> Recorded:
    """Record `ruling`, decided by `by`, as one incident at `where` (with the penalties it gives, whose progress
    is recorded later); returns its uid and number."""
    draft = IncidentDraft(
        event=where.event_uid,
        table=where.table_uid,
        parties=where.parties,
        penalties=tuple(penalties),
        **ruling.incident_fields(),
    )
    return store.incidents.record(draft, by)
