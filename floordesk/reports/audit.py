"""Reports: the auditor's pack's report (report.pdf) as a document. No Qt.

The pack's summary (by rule, kind and staff member), its gap page, then every incident of the period as
its incident report (amendments, voids, overrules and signature lines included), each signer named in
full with the role they held, never by initials. `write_pdf` lays it out as PDF/A-1b.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

from floordesk.i18n import translate
from floordesk.reports.content import STYLE, Document, chips, facts, incident_report, rule_text, table, text, words
from floordesk.reports.proof import Proof
from floordesk.service.audit_pack import PackContents, Progress
from floordesk.store.audit_pack import summary_counts
from floordesk.store.incidents import Incident

_BREAK = "<p style='page-break-before: always'></p>"
_HEAD = f"<html><head><style>{STYLE}</style></head><body>"
_REPORTS_PER_SECTION = 10
"""Incident reports laid out together: one layout each costs its set-up a thousand times, one for all costs a
re-layout of everything each time a table is moved to the next page; ten together was the quickest measured."""


def pack_document(contents: PackContents) -> Document:
    """The report of an auditor's pack."""
    ledger = contents.ledger
    records = {r.uid: r for r in ledger.incidents()}
    counted = summary_counts(ledger, [records[i.uid] for i in contents.incidents if i.uid in records])
    parts = [
        _HEAD,
        "<h1>Auditor's pack</h1>",
        f'<p class="subtitle">{text(contents.scope)} · {text(contents.period)}</p>',
        facts(
            [
                (translate("audit", "Made by"), text(contents.made_by)),
                (translate("audit", "Made"), text(contents.made_local.replace("T", " "))),
                (translate("audit", "Retention"), text(contents.retention)),
                (
                    translate("audit", "Proof"),
                    "Every record of this report is in records.jsonl, hashed and signed: see VERIFY.md.",
                ),
            ]
        ),
        "<h2>Summary</h2>",
        facts(
            [
                (translate("audit", "Incidents"), chips(len(contents.incidents))),
                (translate("audit", "Overruled"), chips(sum(i.overruled for i in contents.incidents))),
                (translate("audit", "Voided"), chips(sum(i.voided for i in contents.incidents))),
                (
                    translate("audit", "Departed from the recommendation"),
                    chips(sum(i.departs for i in contents.incidents)),
                ),
            ]
        ),
        _counts("By rule", "Rule", counted["rule"], plain=True),
        _counts("By kind", "Kind", counted["kind"]),
        _counts("By staff member (decided by)", "Staff member", counted["staff"], plain=True),
        _BREAK,
        _gaps(contents),
    ]
    parts.append("</body></html>")
    bodies = []
    for incident in contents.incidents:
        record = records.get(incident.uid)
        proof = Proof(incident.uid, record.hash if record is not None else "0" * 64)
        report = incident_report(_signed_in_full(incident, contents.signers), proof, quote_rule=False)
        bodies.append(report.html.split("<body>", 1)[1].rsplit("</body>", 1)[0])
    sections = [
        _HEAD + _BREAK.join(bodies[first : first + _REPORTS_PER_SECTION]) + "</body></html>"
        for first in range(0, len(bodies), _REPORTS_PER_SECTION)
    ]
    sections.append(_rules_quoted(sorted({incident.rule for incident in contents.incidents})))
    return Document(
        title=f"Auditor's pack: {contents.scope}, {contents.period}",
        html="".join(parts),
        header_left=f"FloorDesk · Auditor's pack · {contents.scope}",
        header_right=contents.period,
        footer_lines=(
            f"Made {contents.made_local[:16].replace('T', ' ')} by {contents.made_by}",
            contents.retention,
        ),
        sections=tuple(sections),
    )


def write_pack_report(contents: PackContents, target: Path, progress: Progress | None = None) -> None:
    """The pack's report.pdf, as PDF/A-1b (the service's `ReportWriter`)."""
    # QtGui only here, when the pages are laid out: building the document needs none.
    from floordesk.reports.pdf import write_pdf

    write_pdf(pack_document(contents), target, progress=progress, archival=True)


def _counts(heading: str, column: str, counts: Counter[str], *, plain: bool = False) -> str:
    rows = ([text(name) if plain else words(name), chips(n)] for name, n in sorted(counts.items()))
    return f"<h3>{text(heading)}</h3>" + table([column, translate("audit", "Incidents")], rows, widths=(70, 30))


def _rules_quoted(rules: list[int]) -> str:
    """Each rule the period's rulings applied, quoted once."""
    parts = [_HEAD, "<h2>Rules quoted</h2>"]
    for rule in rules:
        quoted = rule_text(rule)
        parts.append(f"<h3>Rule {rule}</h3>")
        parts.append(
            f'<p class="rule">{text(quoted)}</p>'
            if quoted
            else "<p class='muted'>Not among the rules FloorDesk quotes.</p>"
        )
    return "".join(parts) + "</body></html>"


def _gaps(contents: PackContents) -> str:
    parts = [
        "<h2>Incident numbers: issued and present</h2>",
        "<p>Per device, the numbers issued in the period against those in the log. A voided incident is present "
        "(and listed as voided); a number that is missing is named with its reason.</p>",
    ]
    if not contents.gaps:
        parts.append("<p class='muted'>No incident was recorded in this period.</p>")
        return "".join(parts)
    parts.append(
        table(
            [
                translate("audit", "Device"),
                translate("audit", "Numbers issued"),
                translate("audit", "Present"),
                translate("audit", "Voided"),
                translate("audit", "Missing"),
            ],
            (
                [
                    text(g.label),
                    f"#{g.first} to #{g.last} ({chips(g.last - g.first + 1)})",
                    chips(g.present),
                    chips(g.voided),
                    chips(len(g.missing)),
                ]
                for g in contents.gaps
            ),
            widths=(28, 30, 14, 14, 14),
        )
    )
    missing = [(g.label, number, reason) for g in contents.gaps for number, reason in g.missing]
    if missing:
        parts.append("<h3>Missing numbers</h3>")
        parts.append(
            table(
                [translate("audit", "Device"), translate("audit", "Number"), translate("audit", "Reason")],
                ([text(label), f"#{number}", text(reason)] for label, number, reason in missing),
                widths=(22, 12, 66),
            )
        )
    else:
        parts.append("<p>No number is missing.</p>")
    return "".join(parts)


def _signed_in_full(incident: Incident, signers: dict[str, str]) -> Incident:
    """The incident with every signer's name as full name and role."""

    def full(name: str | None) -> str | None:
        return None if name is None else signers.get(name, name)

    return replace(
        incident,
        decided_by=full(incident.decided_by) or incident.decided_by,
        amendments=[replace(a, by=full(a.by) or a.by, second_staff=full(a.second_staff)) for a in incident.amendments],
    )
