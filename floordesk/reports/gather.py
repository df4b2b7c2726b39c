"""Reports: gathering what a report shows from the log. No Qt.

A shift report walks the log's keyset pages oldest first, so a report of
thousands of incidents reads each once, and reports its progress (and can be
cancelled) as it goes.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta

from floordesk.i18n import SPEAKER
from floordesk.reports.content import Document, incident_report, shift_report
from floordesk.reports.progress import Cancelled, Progress
from floordesk.reports.proof import proof_of
from floordesk.service.disputes import FootageTasks
from floordesk.store.incidents import Incident
from floordesk.store.log import IncidentStore
from floordesk.store.search import PAGE_MAX, IncidentQuery, count


def incident_document(store: IncidentStore, ref: str, language: str | None = None) -> Document:
    """The incident report of one incident (a number of this laptop's, or an id), with its proof code.

    `language`: the report's, when it is not the window's or the command line's (printed for a player);
    raises OSError or CatalogueError when that language's catalogue cannot be read.
    """
    incident = store.incidents.get(ref)
    with SPEAKER.speaking(language):
        return incident_report(incident, proof_of(store.connection, incident.uid))


def event_scope(store: IncidentStore, events: tuple[str, ...], asked: str) -> str:
    """A shift report's scope for the events `asked` found: the event's number and name, or what was asked."""
    if len(events) != 1:
        return f"Events {asked.strip()}"
    named = store.tournament.event(events[0])
    return f"Event #{named.number} {named.name}"


def shift_document(
    store: IncidentStore,
    since: datetime,
    until: datetime,
    *,
    events: tuple[str, ...] | None = None,
    scope: str = "All events",
    progress: Progress | None = None,
) -> Document:
    """The shift report of every incident recorded from `since` up to `until` (exclusive), oldest first, and the
    footage to preserve: every task still open, and those of its incidents already done."""
    query = IncidentQuery(since=since, until=until, events=events, oldest_first=True)
    total = count(store.connection, query)
    incidents: list[Incident] = []
    after: str | None = None
    while True:
        page = store.page(query, after=after, limit=PAGE_MAX)
        for incident in store.incidents.many([row.uid for row in page.rows]):
            incidents.append(incident)
            if progress is not None and len(incidents) % 50 == 0 and not progress(len(incidents), total):
                raise Cancelled
        if page.next is None:
            break
        after = page.next
    # In the zone the period was asked in (the command line's is this machine's).
    first, end = (moment if moment.tzinfo else moment.astimezone() for moment in (since, until))
    if first.time() == time() and end.time() == time():  # whole days: name them, the last one inclusive
        last = end - timedelta(days=1)
        period = f"{first:%Y-%m-%d}" + ("" if last.date() <= first.date() else f" to {last:%Y-%m-%d}")
    else:
        period = f"{first:%Y-%m-%d %H:%M} to {end:%Y-%m-%d %H:%M}"
    printed = datetime.now().astimezone()
    shown = {incident.uid for incident in incidents}
    footage = [s for s in FootageTasks(store).tasks(open_only=False) if not s.task.done or s.task.incident_uid in shown]
    kept = store.retention.current().statement
    return shift_report(
        incidents,
        period=period,
        scope=scope,
        printed=f"{printed:%Y-%m-%d %H:%M}",
        footage=footage,
        retention=kept,
    )
