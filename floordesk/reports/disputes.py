"""Reports: a disputed ruling's record, and the footage to preserve, as reports print them. No Qt.

The incident report and the log window's detail show the dispute record in words
(`floordesk.core.dispute.describe`), its second reviewer and where its footage was
saved; the shift report lists the footage tasks: every one still open (overdue in
red), and those of its incidents already done.
"""

from __future__ import annotations

from collections.abc import Sequence

from floordesk.core.dispute import describe
from floordesk.reports.content import facts, table, text, when
from floordesk.service.disputes import TaskState
from floordesk.store.incidents import Incident


def dispute_section(incident: Incident) -> str:
    """The incident report's "Dispute" section ("" for a ruling nobody disputed)."""
    if incident.dispute is None:
        return ""
    pairs = [(label, text(value)) for label, value in describe(incident.dispute)]
    if incident.second_reviewer:
        pairs.append(("Second reviewer", text(incident.second_reviewer) + " <span class='muted'>(signed)</span>"))
    if incident.dispute.get("camera"):
        pairs.append(("Footage saved to", text(incident.footage_saved_to or "not yet recorded")))
    return "<h2>Dispute</h2>" + facts(pairs)


def dispute_summary(incident: Incident) -> str:
    """One line of a shift report's entry: the dispute record in brief ("" for none)."""
    if incident.dispute is None:
        return ""
    return (
        "<i>Dispute: "
        + "; ".join(f"{label.lower()} {text(value)}" for label, value in describe(incident.dispute))
        + "</i>"
    )


def footage_section(tasks: Sequence[TaskState]) -> str:
    """The shift report's list of footage to preserve, soonest deadline first ("" when there is none)."""
    if not tasks:
        return ""
    rows = []
    for state in tasks:
        task = state.task
        window = f" {text(task.window_from)}–{text(task.window_to)}" if task.window_from else ""
        if task.done:
            status = f"saved to {text(task.saved_to)} by {text(task.saved_by)}, {when((task.saved_local or '')[:16])}"
        elif state.overdue:
            status = f'<span class="red"><b>OVERDUE</b> since {text(state.due_local)}</span>'
        else:
            status = f"preserve by {text(state.due_local)}"
        where = text(task.event) + (f", {text(task.table)}" if task.table else "")
        rows.append(
            [
                f"#{task.number} <span class='muted'>{text(task.device)}</span>",
                text(task.camera) + window,
                where,
                status,
            ]
        )
    return "<h2>Footage to preserve</h2>" + table(
        ["Incident", "Camera and window", "Where", "Status"], rows, widths=(14, 26, 26, 34)
    )
