"""Reports: a disputed ruling's record, and the footage to preserve, as reports print them. No Qt.

The incident report and the log window's detail show the dispute record in words
(`floordesk.core.dispute.describe`), its second reviewer and where its footage was
saved; the shift report lists the footage tasks: every one still open (overdue in
red), and those of its incidents already done. This module gives the HTML of the
cells; `floordesk.reports.content` lays them out with the rest of the report.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from floordesk.core.dispute import describe
from floordesk.store.incidents import Incident

if TYPE_CHECKING:
    from floordesk.service.disputes import TaskState

FOOTAGE_HEADERS = ("Incident", "Camera and window", "Where", "Status")


def dispute_facts(incident: Incident) -> list[tuple[str, str]]:
    """The incident report's "Dispute" facts, each value HTML (none for a ruling nobody disputed)."""
    if incident.dispute is None:
        return []
    pairs = [(label, escape(value)) for label, value in describe(incident.dispute)]
    if incident.second_reviewer:
        pairs.append(("Second reviewer", escape(incident.second_reviewer) + " <span class='muted'>(signed)</span>"))
    if incident.dispute.get("camera"):
        pairs.append(("Footage saved to", escape(incident.footage_saved_to or "not yet recorded")))
    return pairs


def dispute_summary(incident: Incident) -> str:
    """One line of a shift report's entry: the dispute record in brief ("" for none)."""
    if incident.dispute is None:
        return ""
    said = "; ".join(f"{label.lower()} {escape(value)}" for label, value in describe(incident.dispute))
    return f"<i>Dispute: {said}</i>"


def footage_rows(tasks: Sequence[TaskState]) -> list[list[str]]:
    """The shift report's footage to preserve, a row of HTML cells per task (`FOOTAGE_HEADERS`)."""
    rows = []
    for state in tasks:
        task = state.task
        window = f" {escape(task.window_from)}–{escape(task.window_to or '')}" if task.window_from else ""
        if task.done:
            saved = escape((task.saved_local or "")[:16]).replace("T", "&nbsp;")
            status = f"saved to {escape(task.saved_to or '')} by {escape(task.saved_by or '')}, {saved}"
        elif state.overdue:
            status = f'<span class="red"><b>OVERDUE</b> since {escape(state.due_local)}</span>'
        else:
            status = f"preserve by {escape(state.due_local)}"
        where = escape(task.event) + (f", {escape(task.table)}" if task.table else "")
        number = f"#{task.number} <span class='muted'>{escape(task.device)}</span>"
        rows.append([number, escape(task.camera) + window, where, status])
    return rows
