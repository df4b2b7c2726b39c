"""CLI: `floordesk log VERB`: read, search, verify, move and back up the incident log.

    floordesk [--data-dir DIR] log list [FILTERS] [--limit N] [--after CURSOR] [--json]
    floordesk [--data-dir DIR] log search TEXT [FILTERS] [--limit N] [--after CURSOR] [--json]
    floordesk [--data-dir DIR] log show N|ID [--json]
    floordesk [--data-dir DIR] log record VERB [FILE|-] --by NAME [--pin-file FILE] [--event NAME] [--table NAME]
                                          [--seat N] [--witness NAME]... [--depart REASON --decision JSON]
                                          [--difference TEXT]
    floordesk [--data-dir DIR] log overrule N --by NAME --reason TEXT [--decision JSON] [--pin-file FILE]
    floordesk [--data-dir DIR] log alter-event NAME --by NAME --reason TEXT (--cancel | --change JSON) [--pin-file FILE]
    floordesk [--data-dir DIR] log verify [--json]
    floordesk [--data-dir DIR] log export FILE [--since WHEN] [--until WHEN] [--json]
    floordesk [--data-dir DIR] log import FILE --by NAME [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log devices [--json]
    floordesk [--data-dir DIR] log approve FINGERPRINT --by NAME [--label TEXT] [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log revoke FINGERPRINT --by NAME --reason TEXT [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log backup [--list] [--json]
    floordesk [--data-dir DIR] log restore BACKUP|latest --by NAME --reason TEXT [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log recover --by NAME --reason TEXT [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log report N|ID --pdf FILE [--paper a4|letter]
    floordesk [--data-dir DIR] log report --since WHEN --until WHEN [--event N|NAME] --pdf FILE [--paper ...]
    floordesk [--data-dir DIR] log check FILE-OR-CODE [--json]
    floordesk [--data-dir DIR] log reindex [--json]
    floordesk [--data-dir DIR] log witness FILE-OR-CODE --by NAME [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log tasks [--all] [--json]
    floordesk [--data-dir DIR] log task-done N|ID --saved-to PLACE --by NAME [--pin-file FILE] [--json]
    floordesk [--data-dir DIR] log house [--video-retention-days N] [--second-reviewer required|optional]
                                         [--reason TEXT --by NAME [--pin-file FILE]] [--json]
    floordesk [--data-dir DIR] log audit-pack --from DATE --to DATE [--event N|NAME] OUT.zip --by NAME [--pin-file FILE]
    floordesk log check-pack PACK.zip [--json]
    floordesk [--data-dir DIR] log retention [--set YEARS --reason TEXT --by NAME [--pin-file FILE]] [--json]
    floordesk [--data-dir DIR] log precedents KIND [--event N|NAME] [--json]

Exit status: 0 done; 1 the log does not verify (or does not hold the record a
report's code names, unchanged); 2 bad input (one line on stderr per problem,
never a traceback), an unknown staff member, a wrong PIN or a role without the
permission; 3 the log could not be used (in use, disk full, read-only, written
by a newer FloorDesk), and it was left as it was; 4 the log (or the backup to
restore) is physically damaged: SQLite's integrity check fails or the file
cannot be read as a database; for `verify`, also when FTS5's check of the
full-text index fails (derived data: `log reindex` makes it again).
This module never imports Qt, and only `report` and `audit-pack` load it (QtGui,
offscreen, to lay the PDF out); the store is imported only when a verb runs.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TextIO

from floordesk.app_paths import AppPaths
from floordesk.cli import EXIT_DAMAGED, EXIT_DOES_NOT_VERIFY, EXIT_OK
from floordesk.cli.amend import add_amend_verbs, run_amend
from floordesk.cli.audit import add_audit_verbs, audit_pack_verb, check_pack_verb, retention_verb
from floordesk.cli.common import (
    counted,
    damaged_text,
    dsn_argument,
    open_log,
    parsed_positive,
    parsed_text,
    reporting_errors,
    write_chains,
)
from floordesk.cli.disputes import add_task_verbs, changes_house, dispute_lines, run_house, run_tasks
from floordesk.cli.parser import ArgumentParser
from floordesk.cli.precedents import add_precedents_verb, print_precedents
from floordesk.cli.record import add_record_verb, record
from floordesk.cli.server import verify_server_chains
from floordesk.cli.signing import sign_in
from floordesk.core.errors import InvalidInput
from floordesk.core.precedents import considered_said
from floordesk.core.ruling import RulingKind
from floordesk.i18n import SPEAKER, mid_sentence, noop, translate

if TYPE_CHECKING:
    from floordesk.store.backups import RestoreReport
    from floordesk.store.log import IncidentStore
    from floordesk.store.search import IncidentQuery, Page
    from floordesk.store.staff import SignedIn

SHORT_ID = 16
"""Digits of an incident id printed in a listing: its millisecond and 16 random bits, so two laptops' ids differ."""

_READING = ("list", "search", "show", "verify", "export", "devices", "report", "check", "tasks", "precedents")
"""Verbs that only read the log: they work on read-only media."""


class _Parents(NamedTuple):
    """The options several verbs share, as argparse parent parsers."""

    output: argparse.ArgumentParser
    dates: argparse.ArgumentParser
    filters: argparse.ArgumentParser
    signer: argparse.ArgumentParser


def add_log_verbs(log: argparse.ArgumentParser) -> None:
    """Give the `log` sub-command its description and its verbs."""
    log.description = translate(
        "log",
        "The incident log in the data folder (see --data-dir).",
    )
    log.epilog = translate(
        "log",
        "Exit status: 0 done; 1 the log does not verify; 2 bad input; 3 the log could not be used; "
        "4 the log is damaged.",
    )
    verbs = log.add_subparsers(dest="log_verb", metavar="VERB", required=True)
    parents = _parents()
    _add_reading_verbs(verbs, parents)
    _add_device_verbs(verbs, parents)
    _add_backup_verbs(verbs, parents)
    _add_report_verbs(verbs, parents)
    add_record_verb(verbs)
    add_amend_verbs(verbs)
    add_task_verbs(verbs, parents.signer)
    add_audit_verbs(verbs, parents.output, parents.signer, _moment_from, _moment_until)
    add_precedents_verb(verbs)


def _parents() -> _Parents:
    output = ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help=translate("log", "print one JSON object instead of text"))
    dates = ArgumentParser(add_help=False)
    dates.add_argument(
        "--since", type=_moment_from, metavar="WHEN", help=translate("log", "from this date or time (local)")
    )
    dates.add_argument(
        "--until", type=_moment_until, metavar="WHEN", help=translate("log", "up to this date (inclusive) or time")
    )
    signer = ArgumentParser(add_help=False)
    signer.add_argument(
        "--by", required=True, type=parsed_text, metavar="NAME", help=translate("log", "the staff member doing it")
    )
    signer.add_argument(
        "--pin-file",
        metavar="FILE",
        help=translate("log", "read the PIN from this file's first line, not the terminal"),
    )
    return _Parents(output=output, dates=dates, filters=_filters(dates), signer=signer)


def _filters(dates: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options that narrow a listing (`list`, `search`)."""
    filters = ArgumentParser(add_help=False, parents=[dates])
    filters.add_argument("--event", type=parsed_positive, metavar="N", help=translate("log", "event number"))
    filters.add_argument("--table", type=parsed_text, metavar="NAME", help=translate("log", "table name"))
    filters.add_argument(
        "--player", type=parsed_text, metavar="NAME", help=translate("log", "player name or registration")
    )
    filters.add_argument(
        "--staff", type=parsed_text, metavar="NAME", help=translate("log", "the deciding staff member's name")
    )
    filters.add_argument("--rule", type=parsed_positive, metavar="N", help=translate("log", "rule number"))
    filters.add_argument(
        "--kind",
        type=parsed_text,
        metavar="KIND",
        help=translate("log", "ruling kind, typed as recorded: {kinds}").format(
            kinds=", ".join(kind.value for kind in RulingKind)
        ),
    )
    filters.add_argument(
        "--limit", type=parsed_positive, default=50, metavar="N", help=translate("log", "rows per page (default 50)")
    )
    filters.add_argument(
        "--after", metavar="CURSOR", help=translate("log", "the page after this cursor (printed with each page)")
    )
    filters.add_argument("--disputed", action="store_true", help=translate("log", "only rulings with a dispute record"))
    filters.add_argument(
        "--dispute-error",
        choices=("player", "dealer", "none"),
        help=translate("log", "only disputed rulings of this error type"),
    )
    return filters


def _add_reading_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser], parents: _Parents) -> None:
    """list, search, show, verify, export."""
    verbs.add_parser(
        "list", parents=[parents.filters, parents.output], help=translate("log", "incidents, newest first")
    )
    search = verbs.add_parser(
        "search", parents=[parents.filters, parents.output], help=translate("log", "full-text search, newest first")
    )
    search.add_argument(
        "text", type=parsed_text, help=translate("log", "words to find (a trailing * matches a prefix)")
    )
    show = verbs.add_parser("show", parents=[parents.output], help=translate("log", "one incident with its amendments"))
    show.add_argument(
        "incident",
        help=translate(
            "log", "this laptop's incident number (N or #N, at most 7 digits), or an incident id (its first 8+ digits)"
        ),
    )
    verify = verbs.add_parser(
        "verify",
        parents=[parents.output],
        help=translate("log", "recompute the hash chains; exit 1 if a record does not match"),
    )
    verify.add_argument(
        "--server",
        type=dsn_argument,
        metavar="DSN",
        help=translate("log", "verify the chains on this PostgreSQL server instead"),
    )
    export = verbs.add_parser(
        "export",
        parents=[parents.dates, parents.output],
        help=translate("log", "write the log (or a date range) to one file"),
    )
    export.add_argument("file", type=Path)


def _add_device_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser], parents: _Parents) -> None:
    """import, devices, approve, revoke: the laptops whose records the log takes in."""
    merge = verbs.add_parser(
        "import",
        parents=[parents.signer, parents.output],
        help=translate("log", "merge an exported file (a manager, TD or administrator signs in)"),
    )
    merge.add_argument("file", type=Path)
    verbs.add_parser(
        "devices",
        parents=[parents.output],
        help=translate("log", "this laptop's key fingerprint, and the devices in the log"),
    )
    approve = verbs.add_parser(
        "approve",
        parents=[parents.signer, parents.output],
        help=translate("log", "approve another laptop's key (an administrator signs in)"),
    )
    approve.add_argument(
        "fingerprint", help=translate("log", "the key's fingerprint, as `log devices` shows it on that laptop")
    )
    approve.add_argument(
        "--label", type=parsed_text, default="another laptop", metavar="TEXT", help=translate("log", "a name for it")
    )
    revoke = verbs.add_parser(
        "revoke",
        parents=[parents.signer, parents.output],
        help=translate("log", "revoke the approval of a laptop's key (an administrator signs in)"),
    )
    revoke.add_argument("fingerprint", help=translate("log", "the key's fingerprint, as `log devices` shows it"))
    revoke.add_argument(
        "--reason", required=True, type=parsed_text, metavar="TEXT", help=translate("log", "why (a lost laptop, ...)")
    )


def _add_backup_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser], parents: _Parents) -> None:
    """backup, restore, recover."""
    backup = verbs.add_parser("backup", parents=[parents.output], help=translate("log", "take a backup copy now"))
    backup.add_argument("--list", action="store_true", help=translate("log", "list the backup copies instead"))
    restore = verbs.add_parser(
        "restore",
        parents=[parents.signer, parents.output],
        help=translate(
            "log",
            "replace the log with a checked backup copy, keeping the log's later records (an administrator signs in)",
        ),
    )
    restore.add_argument("backup", help=translate("log", "a backup file, or 'latest'"))
    restore.add_argument(
        "--reason", required=True, type=parsed_text, metavar="TEXT", help=translate("log", "why (recorded)")
    )
    recover = verbs.add_parser(
        "recover",
        parents=[parents.signer, parents.output],
        help=translate(
            "log", "sign this laptop's chain with its key again after the key file was lost (an administrator signs in)"
        ),
    )
    recover.add_argument(
        "--reason", required=True, type=parsed_text, metavar="TEXT", help=translate("log", "why (recorded)")
    )


def _add_report_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser], parents: _Parents) -> None:
    """report, check, reindex, witness: the printed reports and the codes they carry."""
    report = verbs.add_parser(
        "report",
        parents=[parents.dates],
        help=translate("log", "an incident report, or a shift report of a period, as PDF"),
    )
    report.add_argument(
        "incident", nargs="?", help=translate("log", "the incident (as for show); leave out for a shift report")
    )
    report.add_argument(
        "--event", type=parsed_text, metavar="N|NAME", help=translate("log", "a shift report of this event only")
    )
    report.add_argument(
        "--pdf", type=Path, required=True, metavar="FILE", help=translate("log", "the PDF file to write")
    )
    report.add_argument(
        "--paper", choices=("a4", "letter"), default="a4", help=translate("log", "paper size (default a4)")
    )
    check = verbs.add_parser(
        "check",
        parents=[parents.output],
        help=translate("log", "does the log hold the record a report proves, unchanged? (exit 0 or 1)"),
    )
    check.add_argument(
        "code", metavar="FILE-OR-CODE", help=translate("log", "a PDF report, or the text of its QR code")
    )
    verbs.add_parser(
        "reindex",
        parents=[parents.output],
        help=translate("log", "make the listings and the full-text index again from the records"),
    )
    witness = verbs.add_parser(
        "witness",
        parents=[parents.signer, parents.output],
        help=translate("log", "record a printed report's code as a witnessed chain head"),
    )
    witness.add_argument(
        "code", metavar="FILE-OR-CODE", help=translate("log", "a PDF report, or the text of its QR code")
    )


def run_log(args: argparse.Namespace, *, stdout: TextIO, stderr: TextIO) -> int:
    if args.log_verb == "check-pack":  # a pack is proved without any log
        return reporting_errors(lambda: check_pack_verb(args, stdout), stderr)
    if args.log_verb == "verify" and args.server is not None:
        return reporting_errors(lambda: verify_server_chains(args.server, args.json, stdout), stderr)
    database = AppPaths.resolve(args.data_dir).database
    return reporting_errors(lambda: _run(args, database, stdout, stderr), stderr, database)


def _run(args: argparse.Namespace, database: Path, out: TextIO, err: TextIO) -> int:
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.errors import translated

    verb: str = args.log_verb
    _check_period(args)
    creates = verb in ("import", "restore", "record")
    if not creates and not database.exists():
        raise InvalidInput.at(
            "", translate("log", "there is no incident log at {database} yet").format(database=database)
        )
    if verb == "restore":
        return _restore(args, database, out)
    reading = verb in _READING or (verb == "house" and not changes_house(args))
    store = open_log(database, reading=reading, stderr=err)
    try:
        _check_readable(store, database, verb, reading)
        if verb in _LOOKING_UP:
            # The lookups behind filters, `show` and precedents read the log too: a damaged one is exit 3, not a
            # traceback.
            with translated(database, noop("store", "reading the log")):
                return _VERBS[verb](store, args, out)
        return _VERBS[verb](store, args, out)
    finally:
        store.close()


def _check_period(args: argparse.Namespace) -> None:
    since, until = getattr(args, "since", None), getattr(args, "until", None)
    if since is not None and until is not None and until <= since:
        # `audit-pack` names its period --from and --to (an auditor's words), the other verbs --since and --until.
        first, last = ("--from", "--to") if args.log_verb == "audit-pack" else ("--since", "--until")
        raise InvalidInput.at(
            last, translate("log", "is not after {first}: the period holds nothing").format(first=first)
        )


def _check_readable(store: IncidentStore, database: Path, verb: str, reading: bool) -> None:
    """Refuse to read a log an older FloorDesk wrote, or a damaged one a listing would silently shorten."""
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.errors import CorruptError, StoreError

    if reading and verb != "verify" and store.older_schema:
        raise StoreError(
            translate(
                "log",
                "{database} was written by an older FloorDesk: open the window, or run any "
                "command that records, to bring it up to date (reading it changes nothing); "
                "`floordesk log verify` checks it as it is",
            ).format(database=database)
        )
    if verb in ("list", "search", "show", "export"):
        # A damaged index silently shortens a filtered list: check the file before reading from it.
        damage = store.damage()
        if damage:
            raise CorruptError(damaged_text(database, damage))


def _sign_in(store: IncidentStore, args: argparse.Namespace) -> SignedIn:
    """The staff member named by --by, signed in with their PIN (terminal or --pin-file)."""
    return sign_in(store, args.by, args.pin_file)


def _record(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    out.write(json.dumps(record(store, args), ensure_ascii=False) + "\n")
    return EXIT_OK


def _amend(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    out.write(json.dumps(run_amend(store, args), ensure_ascii=False) + "\n")
    return EXIT_OK


def _precedents(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    print_precedents(store, args, out)
    return EXIT_OK


def _export(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    report = store.export(args.file, since=args.since, until=args.until)
    text = translate("log", "exported {records} ({incidents}, {devices}) to {file}").format(
        records=counted(report.records, "record"),
        incidents=counted(report.incidents, "incident"),
        devices=counted(report.devices, "device"),
        file=report.file,
    )
    return _say(out, args.json, report.to_json(), text)


def _import(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    merged = store.import_file(args.file, _sign_in(store, args))
    return _say(out, args.json, merged.to_json(), _import_text(merged.added, merged.already_present))


def _reindex(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    indexed = store.reindex()
    text = translate("log", "rebuilt the listings and the full-text index of {incidents} from the records").format(
        incidents=counted(indexed, "incident")
    )
    return _say(out, args.json, {"incidents": indexed}, text)


def _approve(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    added = store.devices.approve(args.fingerprint, args.label, _sign_in(store, args))
    said = (
        translate("log", "approved: records signed by {fingerprint} can be imported")
        if added
        else translate("log", "already approved: records signed by {fingerprint} can be imported")
    )
    return _say(out, args.json, {"approved": added}, said.format(fingerprint=args.fingerprint))


def _revoke(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    revoked = store.devices.revoke(args.fingerprint, args.reason, _sign_in(store, args))
    said = (
        translate("log", "revoked: records signed by {fingerprint} are no longer imported (those already here stay)")
        if revoked
        else translate(
            "log", "already revoked: records signed by {fingerprint} are no longer imported (those already here stay)"
        )
    )
    return _say(out, args.json, {"revoked": revoked}, said.format(fingerprint=args.fingerprint))


def _recover(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    shown = store.devices.recover(args.reason, _sign_in(store, args))
    text = translate(
        "log", "recovered: this laptop's key {key} signs its chain from here (verify reports the break in custody)"
    ).format(key=shown)
    return _say(out, args.json, {"fingerprint": shown}, text)


def _devices(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    as_json: bool = args.json
    known = store.devices.known()
    own = store.devices.own_fingerprint
    if as_json:
        return _say(out, True, {"this_laptop": own, "devices": [d.to_json() for d in known]}, "")
    key = own or translate("log", "none beside this log (a copy, or read-only media)")
    lines = [translate("log", "this laptop's key: {key}").format(key=key)]
    for device in known:
        standing = (
            translate("log", "this laptop")
            if device.own
            else translate("log", "approved")
            if device.approved
            else translate("log", "NOT approved")
        )
        if device.revoked:
            standing = translate("log", "approval {revoked}").format(revoked=device.revoked)
        fingerprint = device.fingerprint or translate("log", "unsigned")
        lines.append(f"{device.label}  {fingerprint}  {counted(device.records, 'record')}  {standing}")
    return _say(out, False, {}, "\n".join(lines))


def _list(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    page = store.page(_query(store, args), after=args.after, limit=args.limit)
    if args.json:
        return _say(out, True, {"incidents": [row.to_json() for row in page.rows], "next": page.next}, "")
    _print_page(page, out)
    return EXIT_OK


def _query(store: IncidentStore, args: argparse.Namespace) -> IncidentQuery:
    # the search loads only for the verbs that list
    from floordesk.store.search import IncidentQuery

    return IncidentQuery(
        text=getattr(args, "text", None),
        since=args.since,
        until=args.until,
        events=None if args.event is None else store.tournament.events_numbered(args.event),
        tables=None if args.table is None else store.tournament.tables_named(args.table),
        players=None if args.player is None else store.tournament.players_named(args.player),
        staff=None if args.staff is None else tuple(member.uid for member in store.staff.find(args.staff)),
        rules=None if args.rule is None else (args.rule,),
        kinds=None if args.kind is None else (args.kind,),
        disputed=args.disputed,
        dispute_errors=None if args.dispute_error is None else (args.dispute_error,),
    )


def _said(code: str) -> str:
    """A recorded code (a ruling's kind, an amendment's, a penalty and its state) as words in the language spoken,
    within a sentence: `chip-race` -> chip race, Chip Race. What is typed (--kind) and JSON keep the code."""
    # the report's words for the log's codes, loaded when they are printed as text (not for --help or --json)
    from floordesk.reports.content import code_said

    return mid_sentence(code_said(code))


def _print_page(page: Page, out: TextIO) -> None:
    if not page.rows:
        out.write(translate("log", "no incidents\n"))
    for row in page.rows:
        where = row.event + (f", {row.table}" if row.table else "")
        flags = f" [{row.status_said}]" if row.status != "recorded" else ""
        flags += " [" + translate("log", "departs from recommendation") + "]" if row.departs else ""
        first_line = row.narrative.splitlines()[0] if row.narrative else ""
        # After a merge two laptops each have a #1: the device (its label, and the random end of its id since
        # two laptops may share a label) and the incident's id, which `log show` opens, tell them apart.
        out.write(
            translate(
                "log",
                "#{number:<5} {replace}  {device} ({value})  id {value2}  "
                "rule {rule} {kind}  {where}  by {decided_by}{flags}  {value3}\n",
            ).format(
                number=row.number,
                replace=SPEAKER.current.moment(row.recorded_local[:16].replace("T", " ")),
                device=row.device,
                value=row.device_id[-6:],
                value2=row.uid[:SHORT_ID],
                rule=row.rule,
                kind=_said(row.kind),
                where=where,
                decided_by=row.decided_by,
                flags=flags,
                value3=first_line[:60],
            )
        )
    if page.next:
        out.write(translate("log", "more: add --after {next}\n").format(next=page.next))


def _show(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    incident, as_json = store.incidents.get(args.incident), args.json
    if as_json:
        return _say(out, True, {**incident.to_json(), "record_hash": store.record_hash(incident.uid)}, "")
    where = translate("log", "Event: {event}, table {table}") if incident.table else translate("log", "Event: {event}")
    lines = [
        translate("log", "Incident #{number} of device {device} (id {uid})").format(
            number=incident.number, device=incident.device_label, uid=incident.uid
        ),
        translate("log", "Device id: {device}").format(device=incident.device_id),
        translate("log", "Recorded: {local} (UTC {utc})").format(
            local=SPEAKER.current.moment(incident.recorded_local), utc=incident.recorded_utc
        ),
        where.format(event=incident.event, table=incident.table),
        translate("log", "Rule {rule}, {kind}; decided by {name}").format(
            rule=incident.rule, kind=_said(incident.kind), name=incident.decided_by
        ),
        translate("log", "Record hash: {hash}").format(hash=store.record_hash(incident.uid)),
    ]
    if incident.voided:
        lines.append(translate("log", "Status: VOIDED"))
    elif incident.overruled:
        lines.append(translate("log", "Status: overruled by the Tournament Director"))
    for party in incident.parties:
        seat = (
            translate("log", "seat {seat}").format(seat=party["seat"])
            if party["seat"] is not None
            else translate("log", "no seat")
        )
        lines.append(
            translate("log", "Involved: {seat}").format(seat=seat) + (f", {party['name']}" if party["name"] else "")
        )
    if incident.witnesses:
        lines.append(translate("log", "Witnesses: {names}").format(names=", ".join(incident.witnesses)))
    lines.append(translate("log", "Narrative: {narrative}").format(narrative=incident.narrative))
    # The recorded JSON as recorded: its keys and codes are the record's, in no language.
    lines.append(
        translate("log", "Recommended: {json}").format(json=json.dumps(incident.recommended, ensure_ascii=False))
    )
    lines.append(translate("log", "Decision: {json}").format(json=json.dumps(incident.decision, ensure_ascii=False)))
    if incident.departs:
        lines.append(
            translate("log", "Departs from the recommendation (rule 44) because: {reason}").format(
                reason=incident.departure_reason
            )
        )
    lines += dispute_lines(incident)
    lines.extend(considered_said(incident.precedents))
    for penalty in incident.penalties:
        lines.append(
            translate("log", "Penalty: {penalty} for {player}, {state}").format(
                penalty=_said(penalty.penalty), player=penalty.player, state=_said(penalty.state)
            )
        )
    for amendment in incident.amendments:
        said = (
            translate("log", "Amendment {when}: {kind} by {name}, confirmed by {second}: {reason}")
            if amendment.second_staff
            else translate("log", "Amendment {when}: {kind} by {name}: {reason}")
        )
        changes = f" {json.dumps(amendment.changes, ensure_ascii=False)}" if amendment.changes else ""
        lines.append(
            said.format(
                when=SPEAKER.current.moment(amendment.recorded_local),
                kind=_said(amendment.kind),
                name=amendment.by,
                second=amendment.second_staff,
                reason=amendment.reason,
            )
            + changes
        )
    out.write("\n".join(lines) + "\n")
    return EXIT_OK


def _verify(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    as_json: bool = args.json
    result = store.verify()
    damaged = result.damage or result.index_damage
    status = EXIT_DAMAGED if damaged else EXIT_OK if result.ok else EXIT_DOES_NOT_VERIFY
    if as_json:
        _say(out, True, result.to_json(), "")
        return status
    if result.damage:
        out.write(
            translate("log", "DAMAGED: {damaged_text}\n").format(
                damaged_text=damaged_text(store.path, list(result.damage))
            )
        )
        for found in result.damage[1:]:
            out.write(translate("log", "also: {found}\n").format(found=found))
        return status
    if result.index_damage:
        out.write(
            translate(
                "log",
                "DAMAGED: {value}. The records are judged below; "
                "the index is derived from them: rebuild it with `floordesk log reindex`\n",
            ).format(value=result.index_damage[0])
        )
    write_chains(out, result.records, result.problems, result.heads)
    for custody_break in result.custody:
        out.write(translate("log", "custody: {describe}\n").format(describe=custody_break.describe()))
    if not result.index_checked:
        out.write(
            translate("log", "note: the full-text index was not checked (an index of an older schema, read as it is)\n")
        )
    return status


def _report(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # the reports load only for `log report`
    from floordesk.reports import gather

    target: Path = args.pdf
    if not target.parent.is_dir():
        raise InvalidInput.at("pdf", translate("log", "{parent} is not a folder").format(parent=target.parent))
    if target.is_dir():
        raise InvalidInput.at(
            "pdf", translate("log", "{target} is a folder; name a file to write the report to").format(target=target)
        )
    if target.exists() and not target.is_file():  # the finished file is renamed over it: it would be replaced
        raise InvalidInput.at(
            "pdf",
            translate("log", "{target} is not a regular file (a device or a pipe); name a file to write to").format(
                target=target
            ),
        )
    if args.incident is not None:
        if args.since or args.until or args.event:
            raise InvalidInput.at(
                "incident", translate("log", "give an incident or a period (--since, --until), not both")
            )
        document = gather.incident_document(store, args.incident)
    else:
        if args.since is None or args.until is None:
            raise InvalidInput.at(
                "since", translate("log", "a shift report needs --since and --until (or give an incident)")
            )
        events = None
        scope = translate("log", "All events")
        if args.event is not None:
            events = store.tournament.events_matching(args.event)
            if not events:
                raise InvalidInput.at(
                    "event", translate("log", "this log has no event {event!r}").format(event=args.event)
                )
            scope = gather.event_scope(store, events, args.event)
        document = gather.shift_document(store, args.since, args.until, events=events, scope=scope)
    # Qt only here: the one log verb that lays a document out.
    from floordesk.reports.pdf import write_pdf

    try:
        pages = write_pdf(document, target, args.paper)
    except OSError as error:
        raise InvalidInput.at(
            "pdf", translate("log", "{target} could not be written ({error})").format(target=target, error=error)
        ) from None
    out.write(translate("log", "{counted} written to {target}\n").format(counted=counted(pages, "page"), target=target))
    return EXIT_OK


def _check(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # the reports load only for the verbs that read a report's code
    from floordesk.reports.proof import check, read_code
    from floordesk.store.errors import translated

    proof = read_code(args.code)
    with translated(store.path, noop("store", "reading the log")):
        result = check(store.connection, proof)
    data = {"holds": result.holds, "incident": proof.incident_uid, "hash": proof.record_hash, "number": result.number}
    _say(
        out,
        args.json,
        {**data, "message": result.message},
        (translate("log", "ok: {message}") if result.holds else translate("log", "NOT PROVED: {message}")).format(
            message=result.message
        ),
    )
    return EXIT_OK if result.holds else EXIT_DOES_NOT_VERIFY


def _witness(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    """A printed report's code, proved against the log, then recorded as a witnessed head."""
    # the reports load only for the verbs that read a report's code
    from floordesk.reports.proof import check, read_code
    from floordesk.store.errors import translated

    proof = read_code(args.code)
    with translated(store.path, noop("store", "reading the log")):
        result = check(store.connection, proof)
    if not result.holds:
        said = translate("log", "NOT WITNESSED: {message}").format(message=result.message)
        _say(out, args.json, {"witnessed": False, "message": result.message}, said)
        return EXIT_DOES_NOT_VERIFY
    added = store.witnesses.enter(proof.incident_uid, proof.record_hash, _sign_in(store, args))
    message = (
        translate("log", "witnessed: {message}; `log verify` now catches a chain rewritten after it")
        if added
        else translate("log", "already witnessed: {message}; `log verify` now catches a chain rewritten after it")
    ).format(message=result.message)
    return _say(out, args.json, {"witnessed": added, "message": message}, message)


def _backup(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    if args.list:
        copies = store.backups.list()
        text = "\n".join(f"{b.taken:%Y-%m-%d %H:%M:%S} UTC  {b.reason:<16} {b.path}" for b in copies)
        return _say(
            out, args.json, {"backups": [b.to_json() for b in copies]}, text or translate("log", "no backups yet")
        )
    path = store.backup()
    return _say(out, args.json, {"backup": str(path)}, translate("log", "backup written to {path}").format(path=path))


def _restore(args: argparse.Namespace, database: Path, out: TextIO) -> int:
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.backups import Backups
    from floordesk.store.errors import CorruptError
    from floordesk.store.restoring import restore_log

    def restore(backup: Path) -> RestoreReport:
        return restore_log(database, backup, args.reason, lambda store: _sign_in(store, args))

    damaged: list[str] = []
    if args.backup == "latest":
        copies = Backups(database).list()
        if not copies:
            raise InvalidInput.at(
                "backup", translate("log", "there are no backups in {folder}").format(folder=Backups(database).folder)
            )
        # The newest copy that is sound: one taken of a log already damaged is passed over, and said so.
        for copy in copies:
            try:
                report = restore(copy.path)
                break
            except CorruptError:
                damaged.append(copy.path.name)
        else:
            raise CorruptError(
                translate("log", "every backup in {folder} is damaged; the log was not changed").format(
                    folder=Backups(database).folder
                )
            )
    else:
        report = restore(Path(args.backup))
    counts = f"{counted(report.records, 'record')}, {counted(report.incidents, 'incident')}"
    text = translate("log", "restored {source} ({counts})").format(source=report.restored_from, counts=counts)
    if report.taken_back:
        text += translate("log", "; took back {counted} of the log it replaced").format(
            counted=counted(report.taken_back, "later record")
        )
    elif report.replaced in ("not verified", "unreadable"):
        replaced = (
            translate("log", "; the log it replaced was not verified: none of its records were taken back")
            if report.replaced == "not verified"
            else translate("log", "; the log it replaced was unreadable: none of its records were taken back")
        )
        text += replaced
    if damaged:
        text += translate("log", "; passed over {counted} ({names})").format(
            counted=counted(len(damaged), "damaged backup"), names=", ".join(damaged)
        )
    if report.saved_current_as:
        text += translate("log", "; the log as it was is kept as {path}").format(path=report.saved_current_as)
    return _say(out, args.json, report.to_json(), text)


_VERBS: dict[str, Callable[[IncidentStore, argparse.Namespace, TextIO], int]] = {
    "list": _list,
    "search": _list,
    "show": _show,
    "verify": _verify,
    "export": _export,
    "import": _import,
    "devices": _devices,
    "approve": _approve,
    "revoke": _revoke,
    "recover": _recover,
    "backup": _backup,
    "report": _report,
    "check": _check,
    "reindex": _reindex,
    "witness": _witness,
    "record": _record,
    "overrule": _amend,
    "alter-event": _amend,
    "tasks": run_tasks,
    "task-done": run_tasks,
    "house": run_house,
    "audit-pack": audit_pack_verb,
    "retention": retention_verb,
    "precedents": _precedents,
}
"""Each verb that opens the log, and what runs it (`restore` replaces the log, `check-pack` needs none)."""

_LOOKING_UP = frozenset(("list", "search", "show", "precedents"))
"""Verbs whose lookups read the log before they print."""


def _import_text(added: dict[str, int], already_present: int) -> str:
    if not added:
        return translate("log", "nothing new: all {count} records were already in the log").format(
            count=already_present
        )
    counts = ", ".join(f"{count} {kind}" for kind, count in sorted(added.items()))
    return translate("log", "added {added} records ({counts}); {count} were already in the log").format(
        added=sum(added.values()), counts=counts, count=already_present
    )


def _say(out: TextIO, as_json: bool, data: dict[str, Any], text: str) -> int:
    out.write((json.dumps(data, ensure_ascii=False, indent=2) if as_json else text) + "\n")
    return EXIT_OK


def _moment_from(text: str) -> datetime:
    return _moment(text, end_of_day=False)


def _moment_until(text: str) -> datetime:
    return _moment(text, end_of_day=True)


def _moment(text: str, *, end_of_day: bool) -> datetime:
    """A date (local midnight; the next one for an inclusive end) or a date and time, in local time."""
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.search import FIRST_DAY, LAST_DAY

    moment: datetime | None = None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            message = translate("log", "must be a date (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM), not {text}").format(
                text=repr(text)
            )
            raise argparse.ArgumentTypeError(message) from None
        day = moment.date()
    if not FIRST_DAY <= day <= LAST_DAY:
        raise argparse.ArgumentTypeError(
            translate("log", "must be from {FIRST_DAY} to {LAST_DAY}, not {text}").format(
                FIRST_DAY=FIRST_DAY, LAST_DAY=LAST_DAY, text=repr(text)
            )
        )
    if moment is not None:
        return moment if moment.tzinfo else moment.astimezone()
    return datetime.combine(day + timedelta(days=1) if end_of_day else day, time()).astimezone()
