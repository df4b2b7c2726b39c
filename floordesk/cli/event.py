"""CLI: `floordesk event add|list|show|alter`: the log's events, set up and changed from a script.

    floordesk event add NAME --by NAME [--number N] [--game TEXT] [--starts-on DATE] [--ends-on DATE] [--pin-file FILE]
    floordesk event list [--json]
    floordesk event show EVENT [--json]
    floordesk event alter EVENT --by NAME --reason TEXT (--cancel | --change JSON) [--pin-file FILE]

The roles are the window's, checked by the log: a manager, Tournament Director
or administrator sets an event up; a Tournament Director or administrator
cancels or alters one (rule 45). An event is named by its number (`12`, `#12`)
or its name. Once set up, `floordesk log record ... --event "#N"` records
rulings at it. Exit status as for `floordesk log` (2 bad input or no
permission, 3 the log could not be used). The work is the service's
(`floordesk.service.events`); this module parses and prints. Never imports Qt.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, TextIO

from floordesk.app_paths import AppPaths
from floordesk.cli import EXIT_OK
from floordesk.cli.amend import add_change_arguments, alter_event, signing_arguments
from floordesk.cli.common import open_log, parsed_positive, parsed_text, reporting_errors
from floordesk.cli.parser import ArgumentParser
from floordesk.cli.signing import sign_in
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore
    from floordesk.store.tournament import EventState


def add_event_verbs(event: argparse.ArgumentParser) -> None:
    event.description = translate(
        "event",
        "The events in the incident log of the data folder (see --data-dir).",
    )
    event.epilog = translate(
        "event",
        "Exit status: 0 done; 2 bad input, wrong PIN or no permission; 3 the log could not be used.",
    )
    output = ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help=translate("event", "print JSON instead of text"))
    verbs = event.add_subparsers(dest="event_verb", metavar="VERB", required=True)
    add = verbs.add_parser(
        "add", parents=[output], help=translate("event", "set an event up (a manager, TD or administrator signs)")
    )
    add.add_argument("name", type=parsed_text, help=translate("event", "the event's name"))
    add.add_argument(
        "--by", type=parsed_text, required=True, metavar="NAME", help=translate("event", "the signing staff member")
    )
    add.add_argument("--pin-file", metavar="FILE", help=translate("event", "the signer's PIN: the file's first line"))
    add.add_argument(
        "--number",
        type=parsed_positive,
        metavar="N",
        help=translate("event", "its number (default: the next free one)"),
    )
    add.add_argument(
        "--game", type=parsed_text, metavar="TEXT", help=translate("event", 'its game (default: "not stated")')
    )
    add.add_argument(
        "--starts-on", type=parsed_text, metavar="YYYY-MM-DD", help=translate("event", "its first day (default: today)")
    )
    add.add_argument("--ends-on", type=parsed_text, metavar="YYYY-MM-DD", help=translate("event", "its last day"))
    verbs.add_parser("list", parents=[output], help=translate("event", "every event, with its status"))
    show = verbs.add_parser("show", parents=[output], help=translate("event", "one event, with its rule 45 actions"))
    show.add_argument("event", type=parsed_text, help=translate("event", "event name or number (#N)"))
    alter = verbs.add_parser(
        "alter", parents=[signing_arguments()], help=translate("event", "cancel or alter an event (rule 45)")
    )
    add_change_arguments(alter)


def run_event(args: argparse.Namespace, *, stdout: TextIO, stderr: TextIO) -> int:
    database = AppPaths.resolve(args.data_dir).database

    def work() -> int:
        if not database.exists():
            raise InvalidInput.at(
                "", translate("event", "there is no incident log at {database} yet").format(database=database)
            )
        store = open_log(database, reading=False, stderr=stderr)
        try:
            return _run(store, args, stdout)
        finally:
            store.close()

    return reporting_errors(work, stderr, database)


def _run(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # the service loads when a verb runs, not for `--help`
    from floordesk.service.events import Events

    events = Events(store)
    if args.event_verb == "alter":
        out.write(json.dumps(alter_event(store, args), ensure_ascii=False) + "\n")
        return EXIT_OK
    if args.event_verb == "list":
        listed = events.all()
        if args.json:
            return _print(out, {"events": [_event_json(event) for event in listed]})
        for event in listed:
            out.write(f"#{event.number:<5} {event.name:<40} {event.status.value:<10} {event.starts_on}\n")
        if not listed:
            out.write(
                translate("event", "no events yet: a manager sets one up with `floordesk event add NAME --by NAME`\n")
            )
        return EXIT_OK
    if args.event_verb == "show":
        shown = events.find(args.event)
        if args.json:
            return _print(out, _event_json(shown))
        out.write(_describe(shown))
        return EXIT_OK
    draft = events.draft(args.name, number=args.number, game=args.game, starts_on=args.starts_on, ends_on=args.ends_on)
    added = events.add(draft, lambda: sign_in(store, args.by, args.pin_file))
    return (
        _print(out, _event_json(added))
        if args.json
        else _said(
            out, translate("event", "event #{number} {name} set up").format(number=added.number, name=added.name)
        )
    )


def _event_json(event: EventState) -> dict[str, Any]:
    return {
        "id": event.uid,
        "number": event.number,
        "name": event.name,
        "game": event.game,
        "starts_on": event.starts_on,
        "ends_on": event.ends_on,
        "status": event.status.value,
        "chip_set": event.chip_set,
        "actions": event.actions,
    }


def _describe(event: EventState) -> str:
    lines = [
        f"Event #{event.number}: {event.name}",
        f"game: {event.game}",
        f"days: {event.starts_on}" + (f" to {event.ends_on}" if event.ends_on else ""),
        f"status: {event.status.value}",
        "chips: " + ", ".join(str(chip.get("value")) for chip in event.chip_set),
    ]
    lines.extend(
        f"rule 45: {action['action']} on {action['when']} by {action['by']}: {action['reason']}"
        for action in event.actions
    )
    return "\n".join(lines) + "\n"


def _print(out: TextIO, data: dict[str, Any]) -> int:
    out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    return EXIT_OK


def _said(out: TextIO, text: str) -> int:
    out.write(text + "\n")
    return EXIT_OK
