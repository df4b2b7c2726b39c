"""CLI: the auditor's pack and the log's retention period.

    floordesk log audit-pack --from DATE --to DATE [--event N|NAME] OUT.zip --by NAME [--pin-file FILE] [--json]
    floordesk log check-pack PACK.zip [--json]
    floordesk log retention [--set YEARS --reason TEXT --by NAME [--pin-file FILE]] [--json]

`audit-pack` is a signed-in act of a manager, Tournament Director or administrator (the role is checked
before the PIN is asked for); the log records who, when, the period and the manifest's SHA-256.
`check-pack` proves a pack offline, without any log: exit 0 when it holds, 1 naming the first file or
record that does not match, 2 when the file is not a pack. `retention` shows the retention period; an
administrator sets it (recorded). The work is the service's and the store's; this module parses and prints.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from floordesk.cli import EXIT_DOES_NOT_VERIFY, EXIT_OK
from floordesk.cli.common import parsed_positive, parsed_text
from floordesk.cli.signing import read_pin, staff_named
from floordesk.core.errors import InvalidInput
from floordesk.i18n import grouped, translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore


def add_audit_verbs(
    verbs: argparse._SubParsersAction[argparse.ArgumentParser],
    output: argparse.ArgumentParser,
    signer: argparse.ArgumentParser,
    moment_from: Callable[[str], datetime],
    moment_until: Callable[[str], datetime],
) -> None:
    pack = verbs.add_parser(
        "audit-pack",
        parents=[signer, output],
        help=translate("audit", "the auditor's pack of a period as one zip (a manager, TD or administrator signs in)"),
    )
    pack.add_argument(
        "--from",
        dest="since",
        required=True,
        type=moment_from,
        metavar="DATE",
        help=translate("audit", "the first day"),
    )
    pack.add_argument(
        "--to",
        dest="until",
        required=True,
        type=moment_until,
        metavar="DATE",
        help=translate("audit", "the last day (inclusive)"),
    )
    pack.add_argument("--event", type=parsed_text, metavar="N|NAME", help=translate("audit", "one event only"))
    pack.add_argument("file", type=Path, metavar="OUT.zip")
    check = verbs.add_parser(
        "check-pack",
        parents=[output],
        help=translate("audit", "prove an auditor's pack without any log (exit 0, or 1 naming what differs)"),
    )
    check.add_argument("file", type=Path, metavar="PACK.zip")
    keep = verbs.add_parser(
        "retention",
        parents=[output],
        help=translate("audit", "the log's retention period (an administrator sets it with --set)"),
    )
    keep.add_argument(
        "--set", type=parsed_positive, metavar="YEARS", help=translate("audit", "the new period, in years")
    )
    keep.add_argument("--reason", type=parsed_text, metavar="TEXT", help=translate("audit", "why (recorded)"))
    keep.add_argument("--by", type=parsed_text, metavar="NAME", help=translate("audit", "the administrator setting it"))
    keep.add_argument(
        "--pin-file",
        metavar="FILE",
        help=translate("audit", "read the PIN from this file's first line, not the terminal"),
    )


def check_pack_verb(args: argparse.Namespace, out: TextIO) -> int:
    """Prove the pack offline: no log is opened."""
    # the store's pack reader loads when the verb runs, not for `--help`
    from floordesk.store.audit_pack import check_pack

    proof = check_pack(args.file)
    if args.json:
        data = {"holds": proof.holds, "problem": proof.problem, "records": proof.records, "incidents": proof.incidents}
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    elif proof.holds:
        holds = translate(
            "audit",
            "ok: the pack holds: its manifest's signature, every file's SHA-256, {records} (hashes, signatures, "
            "links) and its CSVs made again from them ({incidents}, {period})\n",
        )
        out.write(
            holds.format(records=_records(proof.records), incidents=_incidents(proof.incidents), period=proof.period)
        )
    else:
        failed = translate("audit", "FAILED: the first file or record that does not match is {problem}\n")
        out.write(failed.format(problem=proof.problem))
    return EXIT_OK if proof.holds else EXIT_DOES_NOT_VERIFY


def audit_pack_verb(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # the service and the reports load when the verb runs, not for `--help`
    from floordesk.reports.audit import write_pack_report
    from floordesk.service.audit_pack import make_audit_pack

    event = None
    if args.event is not None:
        found = store.tournament.events_matching(args.event)
        if len(found) != 1:
            problem = (
                translate("audit", "this log has no event {event}")
                if not found
                else translate("audit", "{count} events match {event}")
            )
            raise InvalidInput.at("--event", problem.format(count=len(found), event=repr(args.event)))
        event = found[0]
    member = staff_named(store, args.by)
    store.audit_packs.may_make(member.uid)  # the role before the PIN: a supervisor is not asked for one
    by = store.staff.sign_in(
        member.uid, read_pin(args.pin_file, translate("audit", "PIN for {name}: ").format(name=member.name))
    )
    made = make_audit_pack(store, args.since, args.until, event, by, args.file, write_pack_report)
    text = translate(
        "audit",
        "auditor's pack written to {path}: {incidents}, {records} of the period; manifest SHA-256 {sha256} "
        "(recorded in the log)",
    ).format(
        path=made.path,
        incidents=_incidents(made.incidents),
        records=_records(made.records),
        sha256=made.manifest_sha256,
    )
    out.write((json.dumps(made.to_json(), indent=2) if args.json else text) + "\n")
    return EXIT_OK


def retention_verb(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    if args.set is None:
        if args.reason or args.by:
            raise InvalidInput.at(
                "--set", translate("audit", "give the new period (--set YEARS) with --reason and --by")
            )
        current = store.retention.current()
        data = {"years": current.years, "set_by": current.set_by, "set": current.set_local, "reason": current.reason}
        out.write((json.dumps(data, ensure_ascii=False, indent=2) if args.json else current.statement) + "\n")
        return EXIT_OK
    if not args.reason or not args.by:
        raise InvalidInput.at(
            "--set", translate("audit", "a new retention period needs --reason TEXT and --by NAME (an administrator)")
        )
    member = staff_named(store, args.by)
    by = store.staff.sign_in(
        member.uid, read_pin(args.pin_file, translate("audit", "PIN for {name}: ").format(name=member.name))
    )
    changed = store.retention.set(args.set, args.reason, by)
    current = store.retention.current()
    text = (
        current.statement
        if changed
        else translate("audit", "unchanged: {statement}").format(statement=current.statement)
    )
    out.write((json.dumps({"changed": changed, "years": current.years}) if args.json else text) + "\n")
    return EXIT_OK


def _records(number: int) -> str:
    # Two forms, as every language FloorDesk speaks has: lupdate reads no numerus forms outside Qt's own tr().
    return (
        translate("audit", "1 record")
        if number == 1
        else translate("audit", "{count} records").format(count=grouped(number))
    )


def _incidents(number: int) -> str:
    return (
        translate("audit", "1 incident")
        if number == 1
        else translate("audit", "{count} incidents").format(count=grouped(number))
    )
