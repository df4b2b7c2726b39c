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
from floordesk.i18n import mid_sentence, noop, translate
from floordesk.store.incidents import Incident

if TYPE_CHECKING:
    from floordesk.service.disputes import TaskState

FOOTAGE_HEADERS = (
    noop("content", "Incident"),
    noop("content", "Camera and window"),
    noop("content", "Where"),
    noop("content", "Status"),
)
"""In English as marked; `footage_headers` says them in the report's language."""


def footage_headers() -> list[str]:
    return [translate("content", header) for header in FOOTAGE_HEADERS]


def dispute_facts(incident: Incident) -> list[tuple[str, str]]:
    """The incident report's "Dispute" facts, each value HTML (none for a ruling nobody disputed)."""
    if incident.dispute is None:
        return []
    pairs = [(label, escape(value)) for label, value in describe(incident.dispute)]
    if incident.second_reviewer:
        signed = escape(translate("content", "(signed)"))
        pairs.append(
            (
                translate("content", "Second reviewer"),
                escape(incident.second_reviewer) + f" <span class='muted'>{signed}</span>",
            )
        )
    if incident.dispute.get("camera"):
        saved = incident.footage_saved_to or translate("content", "not yet recorded")
        pairs.append((translate("content", "Footage saved to"), escape(saved)))
    return pairs


def dispute_summary(incident: Incident) -> str:
    """One line of a shift report's entry: the dispute record in brief ("" for none)."""
    if incident.dispute is None:
        return ""
    said = "; ".join(f"{escape(mid_sentence(label))} {escape(value)}" for label, value in describe(incident.dispute))
    return "<i>" + escape(translate("content", "Dispute:")) + f" {said}</i>"


def footage_rows(tasks: Sequence[TaskState]) -> list[list[str]]:
    """The shift report's footage to preserve, a row of HTML cells per task (`FOOTAGE_HEADERS`)."""
    rows = []
    for state in tasks:
        task = state.task
        window = f" {escape(task.window_from)}–{escape(task.window_to or '')}" if task.window_from else ""
        if task.done:
            saved = escape((task.saved_local or "")[:16]).replace("T", "&nbsp;")
            status = escape(translate("content", "saved to {place} by {name}, {moment}")).format(
                place=escape(task.saved_to or ""), name=escape(task.saved_by or ""), moment=saved
            )
        elif state.overdue:
            overdue = escape(translate("content", "OVERDUE"))
            since = escape(translate("content", "since {moment}").format(moment=state.due_local))
            status = f'<span class="red"><b>{overdue}</b> {since}</span>'
        else:
            status = escape(translate("content", "preserve by {moment}").format(moment=state.due_local))
        where = escape(task.event) + (f", {escape(task.table)}" if task.table else "")
        number = f"#{task.number} <span class='muted'>{escape(task.device)}</span>"
        rows.append([number, escape(task.camera) + window, where, status])
    return rows
