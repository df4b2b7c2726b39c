"""CLI: `floordesk log overrule N` (rule 44) and `floordesk log alter-event NAME` (rule 45), signed like `log record`.

    floordesk log overrule N --by NAME --reason TEXT [--decision JSON] [--pin-file FILE]
    floordesk log alter-event NAME --by NAME --reason TEXT (--cancel | --change JSON) [--pin-file FILE]

Everything is checked before the PIN is asked for (an overrule's signer's role
first, as in the window; the incident or event, the decision, the reason); the
log checks the signer's role again when it writes, so a refusal of any kind is
exit 2 and one line, with nothing written. Without `--decision`, an overrule
restores the recommendation the floor departed from. The work is the
service's (`floordesk.service`); this module parses and prints.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from floordesk.cli.common import parsed_text
from floordesk.cli.parser import ArgumentParser
from floordesk.cli.signing import sign_in, staff_named
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore


def add_amend_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    signing = signing_arguments()
    overrule = verbs.add_parser(
        "overrule",
        parents=[signing],
        help=translate("amend", "a Tournament Director overrules a recorded ruling (rule 44)"),
    )
    overrule.add_argument(
        "incident", help=translate("amend", "this laptop's incident number (N or #N) or an incident id")
    )
    overrule.add_argument(
        "--decision",
        metavar="JSON",
        help=translate("amend", "the new decision (default: the recommendation the floor departed from)"),
    )
    alter = verbs.add_parser(
        "alter-event", parents=[signing], help=translate("amend", "cancel or alter an event (rule 45)")
    )
    add_change_arguments(alter)


def signing_arguments() -> argparse.ArgumentParser:
    """--by, --pin-file and --reason: how a rule 44 or 45 act is signed and explained."""
    signing = ArgumentParser(add_help=False)
    signing.add_argument(
        "--by", type=parsed_text, required=True, metavar="NAME", help=translate("amend", "the signing staff member")
    )
    signing.add_argument(
        "--pin-file", metavar="FILE", help=translate("amend", "the signer's PIN: the file's first line")
    )
    signing.add_argument(
        "--reason", type=parsed_text, required=True, metavar="TEXT", help=translate("amend", "why (required)")
    )
    return signing


def add_change_arguments(alter: argparse.ArgumentParser) -> None:
    """The event, and --cancel or --change JSON (`log alter-event` and `event alter`)."""
    alter.add_argument("event", type=parsed_text, help=translate("amend", "event name or number (#N)"))
    change = alter.add_mutually_exclusive_group(required=True)
    change.add_argument("--cancel", action="store_true", help=translate("amend", "cancel the event"))
    change.add_argument(
        "--change", metavar="JSON", help=translate("amend", 'what changes, e.g. {"structure": {...}, "ends_on": "..."}')
    )


def run_amend(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    """Check, sign and record an overrule or an event change; returns what the verb prints."""
    if args.log_verb == "overrule":
        return _overrule(store, args)
    return alter_event(store, args)


_FLAG_OF = {"reason": "--reason", "decision": "--decision", "changes": "--change"}


def _flagged(error: InvalidInput) -> InvalidInput:
    """The core's problems named by the flags that give them (`decision.stacks_after` -> `--decision.stacks_after`)."""
    problems = []
    for problem in error.problems:
        head, dot, rest = problem.path.partition(".")
        problems.append(replace(problem, path=_FLAG_OF.get(head, head) + dot + rest))
    return InvalidInput(problems)


def _json_flag(flag: str, text: str) -> Any:
    # the core loads when the verb runs, not for `--help`
    from floordesk.core.fields import UnreadableJson, read_json

    try:
        return read_json(text)
    except UnreadableJson as error:
        raise InvalidInput.at(flag, str(error)) from None


def _overrule(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    # the service loads when the verb runs, not for `--help`
    from floordesk.service.rulings import Rulings

    decision = None if args.decision is None else _json_flag("--decision", args.decision)
    signer = staff_named(store, args.by).uid
    try:
        done = Rulings(store).overrule(
            args.incident, decision, args.reason, signer, lambda: sign_in(store, args.by, args.pin_file)
        )
    except InvalidInput as error:
        raise _flagged(error) from None
    return {
        "incident": done.incident.number,
        "overrule": done.amendment,
        "rule": done.incident.rule,
        "decision": done.decision,
        "record_hash": done.record_hash,
    }


def alter_event(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    """Rule 45: cancel or alter the event named, signed by `--by`; returns what the verb prints."""
    # the flows and the service load when the verb runs, not for `--help`
    from floordesk.core.flows.event_change import EventAction
    from floordesk.service.events import Events

    action, changes = (
        (EventAction.CANCEL, None) if args.cancel else (EventAction.ALTER, _json_flag("--change", args.change))
    )
    try:
        done = Events(store).change(
            args.event, action, args.reason, changes, lambda: sign_in(store, args.by, args.pin_file)
        )
    except InvalidInput as error:
        raise _flagged(error) from None
    return {
        "event": done.number,
        "action": done.action.value,
        "status": done.status,
        "record": done.record,
        "record_hash": done.record_hash,
    }
