"""CLI: `floordesk log overrule N` (rule 44) and `floordesk log alter-event NAME` (rule 45), signed like `log record`.

    floordesk log overrule N --by NAME --reason TEXT [--decision JSON] [--pin-file FILE]
    floordesk log alter-event NAME --by NAME --reason TEXT (--cancel | --change JSON) [--pin-file FILE]

Everything is checked before the PIN is asked for (the incident or event, the
decision, the reason); the log then checks the signer's role, so a refusal of
any kind is exit 2 and one line, with nothing written. Without `--decision`, an
overrule restores the recommendation the floor departed from.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from floordesk.core.errors import InvalidInput

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore


def add_amend_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from floordesk.cli.log import parsed_text

    signing = argparse.ArgumentParser(add_help=False)
    signing.add_argument("--by", type=parsed_text, required=True, metavar="NAME", help="the signing staff member")
    signing.add_argument("--pin-file", metavar="FILE", help="the signer's PIN: the file's first line")
    signing.add_argument("--reason", type=parsed_text, required=True, metavar="TEXT", help="why (required)")
    overrule = verbs.add_parser(
        "overrule", parents=[signing], help="a Tournament Director overrules a recorded ruling (rule 44)"
    )
    overrule.add_argument("incident", help="this laptop's incident number (N or #N) or an incident id")
    overrule.add_argument(
        "--decision", metavar="JSON", help="the new decision (default: the recommendation the floor departed from)"
    )
    alter = verbs.add_parser("alter-event", parents=[signing], help="cancel or alter an event (rule 45)")
    alter.add_argument("event", type=parsed_text, help="event name or number (#N)")
    change = alter.add_mutually_exclusive_group(required=True)
    change.add_argument("--cancel", action="store_true", help="cancel the event")
    change.add_argument("--change", metavar="JSON", help='what changes, e.g. {"structure": {...}, "ends_on": "..."}')


def run_amend(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    """Check, sign and record an overrule or an event change; returns what the verb prints."""
    if args.log_verb == "overrule":
        return _overrule(store, args)
    return _alter_event(store, args)


_FLAG_OF = {"reason": "--reason", "decision": "--decision", "changes": "--change"}


def _flagged(error: InvalidInput) -> InvalidInput:
    """The core's problems named by the flags that give them (`decision.stacks_after` -> `--decision.stacks_after`)."""
    problems = []
    for problem in error.problems:
        head, dot, rest = problem.path.partition(".")
        problems.append(replace(problem, path=_FLAG_OF.get(head, head) + dot + rest))
    return InvalidInput(problems)


def _json_flag(flag: str, text: str) -> Any:
    from floordesk.core.fields import UnreadableJson, read_json

    try:
        return read_json(text)
    except UnreadableJson as error:
        raise InvalidInput.at(flag, str(error)) from None


def _overrule(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    from floordesk.cli.signing import sign_in
    from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling

    incident = store.incidents.get(args.incident)
    if args.decision is not None:
        decision = _json_flag("--decision", args.decision)
    elif incident.recommended is None or incident.decision == incident.recommended:
        raise InvalidInput.at("--decision", "is required: the decision in force is the recommendation")
    else:
        decision = incident.recommended
    ruling = RecordedRuling.of(incident)
    flow = OverruleFlow(ruling)
    problems = flow.submit(decision, args.reason)
    if problems:
        raise _flagged(InvalidInput(problems))
    by = sign_in(store, args.by, args.pin_file)
    amendment = store.incidents.overrule(incident.uid, flow.decision, flow.reason, by)
    return {
        "incident": incident.number,
        "overrule": amendment,
        "rule": incident.rule,
        "decision": flow.decision,
        "record_hash": store.record_hash(amendment),
    }


def _alter_event(store: IncidentStore, args: argparse.Namespace) -> dict[str, Any]:
    from floordesk.cli.signing import sign_in
    from floordesk.core.flows.event_change import EventAction, event_change

    event_uid = _event(store, args.event)
    try:
        if args.cancel:
            change = event_change(EventAction.CANCEL, args.reason)
        else:
            change = event_change(EventAction.ALTER, args.reason, _json_flag("--change", args.change))
    except InvalidInput as error:
        raise _flagged(error) from None
    by = sign_in(store, args.by, args.pin_file)
    if change.action is EventAction.CANCEL:
        record = store.tournament.cancel_event(event_uid, change.reason, by)
    else:
        record = store.tournament.alter_event(event_uid, change.changes, change.reason, by)
    event = store.tournament.event(event_uid)
    return {
        "event": event.number,
        "action": change.action.value,
        "status": event.status.value,
        "record": record,
        "record_hash": store.record_hash(record),
    }


def _event(store: IncidentStore, wanted: str) -> str:
    """The log's event of that number (`12`, `#12`) or name (case-insensitive); InvalidInput for none or several."""
    from floordesk.cli.record import event_number
    from floordesk.store.live_link import event_numbered

    number = event_number(wanted)
    if number is not None:
        found = event_numbered(store.connection, number)
        if found is None:
            raise InvalidInput.at("event", f"the log has no event #{number}")
        return found
    rows = store.connection.execute(
        "SELECT uid FROM events WHERE name = ? COLLATE NOCASE", (wanted.strip(),)
    ).fetchall()
    if len(rows) != 1:
        held = "no event" if not rows else f"{len(rows)} events"
        raise InvalidInput.at(
            "event", f"the log has {held} named {wanted.strip()!r}" + (": give the number" * bool(rows))
        )
    return str(rows[0][0])
