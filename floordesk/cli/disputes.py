"""CLI: a ruling's dispute record as `log record`'s options, and the footage tasks.

    floordesk log record VERB ... [--requested-by player|dealer|floor [--requester-seat N]]
        [--requested-at HH:MM] [--before-next-deal yes|no] [--camera NAME --review-window HH:MM-HH:MM]
        [--review none|podium|surveillance [--finding TEXT]] [--error-type player|dealer|none]
        [--second-reviewer NAME [--second-pin-file FILE]]
    floordesk log tasks [--all] [--json]
    floordesk log task-done N|ID --saved-to PLACE --by NAME [--pin-file FILE] [--json]
    floordesk log house [--video-retention-days N] [--second-reviewer required|optional] [--reason TEXT --by NAME
        [--pin-file FILE]] [--json]

Each wrong dispute field is named by its option (exit 2). The work is the service's
(`floordesk.service.disputes`); this module parses and prints.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TextIO

from floordesk.cli import EXIT_OK
from floordesk.cli.common import parsed_positive, parsed_text
from floordesk.cli.parser import ArgumentParser
from floordesk.core.errors import InvalidInput, Problem
from floordesk.i18n import grouped, mid_sentence, translate

if TYPE_CHECKING:
    from floordesk.core.dispute import Dispute
    from floordesk.store.incidents import Incident
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn, StaffMember

FLAGS = {
    "requested_by": "--requested-by",
    "seat": "--requester-seat",
    "requested_at": "--requested-at",
    "before_next_deal": "--before-next-deal",
    "camera": "--camera",
    "window": "--review-window",
    "review": "--review",
    "finding": "--finding",
    "error": "--error-type",
    "second_reviewer": "--second-reviewer",
}
"""Each dispute field and the option that gives it."""


def add_dispute_options(record: argparse.ArgumentParser) -> None:
    """`log record`'s dispute options (all optional: a ruling nobody disputed gives none)."""
    group = record.add_argument_group(translate("disputes", "the dispute record (optional)"))
    group.add_argument(
        "--requested-by", choices=("player", "dealer", "floor"), help=translate("disputes", "who asked for the ruling")
    )
    group.add_argument(
        "--requester-seat",
        type=parsed_positive,
        metavar="N",
        help=translate("disputes", "the seat of the player who asked"),
    )
    group.add_argument(
        "--requested-at", type=parsed_text, metavar="HH:MM", help=translate("disputes", "when the ruling was asked for")
    )
    group.add_argument(
        "--before-next-deal",
        choices=("yes", "no"),
        help=translate("disputes", "whether it was asked before the next deal"),
    )
    group.add_argument(
        "--camera", type=parsed_text, metavar="NAME", help=translate("disputes", "the camera or console to review")
    )
    group.add_argument(
        "--review-window",
        type=parsed_text,
        metavar="HH:MM-HH:MM",
        help=translate("disputes", "the time window to review"),
    )
    group.add_argument(
        "--review",
        choices=("none", "podium", "surveillance"),
        help=translate("disputes", "the review done (default none)"),
    )
    group.add_argument(
        "--finding", type=parsed_text, metavar="TEXT", help=translate("disputes", "what the review found")
    )
    group.add_argument(
        "--error-type", choices=("player", "dealer", "none"), help=translate("disputes", "whose error it was")
    )
    group.add_argument(
        "--second-reviewer",
        type=parsed_text,
        metavar="NAME",
        help=translate("disputes", "who signs as second reviewer"),
    )
    group.add_argument(
        "--second-pin-file",
        metavar="FILE",
        help=translate("disputes", "the second reviewer's PIN: the file's first line"),
    )


def dispute_from(args: argparse.Namespace) -> Dispute | None:
    """The dispute record the options give (None: no dispute option); InvalidInput naming each wrong option."""
    from floordesk.core.dispute import read_dispute  # the core loads when the verb runs, not for `--help`

    given: dict[str, Any] = {
        "requested_by": args.requested_by,
        "seat": args.requester_seat,
        "requested_at": args.requested_at,
        "before_next_deal": None if args.before_next_deal is None else args.before_next_deal == "yes",
        "camera": args.camera,
        "window": None if args.review_window is None else _window(args.review_window),
        "review": args.review,
        "finding": args.finding,
        "error": args.error_type,
        "second_reviewer": args.second_reviewer,
    }
    if all(value is None for value in given.values()):
        return None
    try:
        return read_dispute({name: value for name, value in given.items() if value is not None})
    except InvalidInput as error:
        raise InvalidInput(as_flags(error.problems)) from None


def as_flags(problems: tuple[Problem, ...] | list[Problem]) -> list[Problem]:
    """Problems of dispute fields (`dispute.seat`) named by their options (`--requester-seat`)."""
    named = []
    for problem in problems:
        field = problem.path.removeprefix("dispute.").split(".")[0]
        named.append(
            replace(problem, path=FLAGS.get(field, problem.path)) if problem.path.startswith("dispute.") else problem
        )
    return named


def _window(text: str) -> dict[str, str]:
    start, dash, end = text.partition("-")
    if not dash:
        raise InvalidInput.at(
            "--review-window",
            translate("disputes", "must be two times joined by '-' (21:38-21:41), not {text!r}").format(text=text),
        )
    return {"from": start.strip(), "to": end.strip()}


def second_signer(store: IncidentStore, pin_file: str | None) -> Any:
    """The `SecondSign` of `log record`: the named second reviewer's PIN from `--second-pin-file` or the terminal."""
    # loaded when the verb runs, not for `--help`
    from floordesk.cli.signing import read_pin

    def sign(member: StaffMember) -> SignedIn:
        return store.staff.sign_in(
            member.uid,
            read_pin(pin_file, translate("disputes", "PIN for {name} (second reviewer): ").format(name=member.name)),
        )

    return sign


def dispute_lines(incident: Incident) -> list[str]:
    """`log show`'s lines of an incident's dispute record and second reviewer."""
    # loaded when the verb runs, not for `--help`
    from floordesk.core.dispute import describe

    lines = [
        translate("disputes", "Dispute, {label}: {text}").format(label=mid_sentence(label), text=text)
        for label, text in describe(incident.dispute or {})
    ]
    if incident.second_reviewer:
        lines.append(translate("disputes", "Dispute, second reviewer: {name}").format(name=incident.second_reviewer))
    if incident.footage_saved_to:
        lines.append(translate("disputes", "Footage saved to: {place}").format(place=incident.footage_saved_to))
    return lines


def add_task_verbs(verbs: argparse._SubParsersAction[argparse.ArgumentParser], signer: argparse.ArgumentParser) -> None:
    output = ArgumentParser(add_help=False)
    output.add_argument(
        "--json", action="store_true", help=translate("disputes", "print one JSON object instead of text")
    )
    tasks = verbs.add_parser(
        "tasks", parents=[output], help=translate("disputes", "the footage to preserve, soonest deadline first")
    )
    tasks.add_argument("--all", action="store_true", help=translate("disputes", "the tasks already done too"))
    done = verbs.add_parser(
        "task-done",
        parents=[signer, output],
        help=translate("disputes", "record, signed, where an incident's footage was saved"),
    )
    done.add_argument("incident", help=translate("disputes", "the incident (as for show)"))
    done.add_argument(
        "--saved-to",
        required=True,
        type=parsed_text,
        metavar="PLACE",
        help=translate("disputes", "where the footage is"),
    )
    house = verbs.add_parser(
        "house", parents=[output], help=translate("disputes", "the house's settings for disputed rulings")
    )
    house.add_argument(
        "--reason",
        type=parsed_text,
        metavar="TEXT",
        help=translate("disputes", "why the settings change (recorded)"),
    )
    house.add_argument(
        "--by",
        type=parsed_text,
        metavar="NAME",
        help=translate("disputes", "who changes them (a TD or an administrator)"),
    )
    house.add_argument(
        "--pin-file", metavar="FILE", help=translate("disputes", "read the PIN from this file's first line")
    )
    house.add_argument(
        "--video-retention-days",
        type=parsed_positive,
        metavar="N",
        help=translate("disputes", "how long table video is kept"),
    )
    house.add_argument(
        "--second-reviewer",
        choices=("required", "optional"),
        help=translate("disputes", "whether a reviewed dispute needs a second reviewer"),
    )


def run_tasks(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # loaded when the verb runs, not for `--help`
    from floordesk.cli.signing import sign_in
    from floordesk.service.disputes import FootageTasks

    tasks = FootageTasks(store)
    if args.log_verb == "task-done":
        amendment = tasks.mark_saved(args.incident, args.saved_to, lambda: sign_in(store, args.by, args.pin_file))
        text = translate("disputes", "footage saved to {place}: the task is done (amendment {amendment})").format(
            place=args.saved_to.strip(), amendment=amendment
        )
        return _say(out, args.json, {"amendment": amendment, "record_hash": store.record_hash(amendment)}, text)
    states = tasks.tasks(open_only=not args.all)
    if args.json:
        return _say(out, True, {"tasks": [state.to_json() for state in states]}, "")
    if not states:
        out.write(
            translate("disputes", "no footage to preserve\n")
            if not args.all
            else translate("disputes", "no footage tasks\n")
        )
    for state in states:
        task = state.task
        window = f" {task.window_from}-{task.window_to}" if task.window_from else ""
        where = task.event + (f", {task.table}" if task.table else "")
        if task.done:
            status = translate("disputes", "saved to {place} by {name} at {moment}").format(
                place=task.saved_to, name=task.saved_by, moment=(task.saved_local or "")[:16].replace("T", " ")
            )
        else:
            due = (
                translate("disputes", "OVERDUE since {due}")
                if state.overdue
                else translate("disputes", "preserve by {due}")
            )
            status = due.format(due=state.due_local)
        out.write(f"#{task.number:<5} {task.device}  {task.camera}{window}  {where}  {status}\n")
    return EXIT_OK


def changes_house(args: argparse.Namespace) -> bool:
    """Whether `log house` changes the settings (a signed act, on the log) or only shows them."""
    return args.video_retention_days is not None or args.second_reviewer is not None


def run_house(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    """Show the house's settings as the log records them, or record a change signed by `--by` with `--reason`."""
    # loaded when the verb runs, not for `--help`
    from floordesk.cli.signing import sign_in
    from floordesk.service.disputes import change_house_settings
    from floordesk.store.house import House

    house = store.house.current()
    if changes_house(args):
        try:
            house = House(
                args.video_retention_days or house.video_retention_days,
                house.second_reviewer_required if args.second_reviewer is None else args.second_reviewer == "required",
            )
        except InvalidInput as error:
            raise InvalidInput([replace(p, path="--video-retention-days") for p in error.problems]) from None
        if args.by is None:
            raise InvalidInput.at(
                "--by", translate("disputes", "is required: a Tournament Director or an administrator signs the change")
            )
        if args.reason is None:
            raise InvalidInput.at(
                "--reason", translate("disputes", "is required: say why the house's settings change (it is recorded)")
            )
        change_house_settings(store, house, args.reason, lambda: sign_in(store, args.by, args.pin_file))
        house = store.house.current()
    days = house.video_retention_days
    # Two forms, as every language FloorDesk speaks has: lupdate reads no numerus forms outside Qt's own tr().
    video = (
        translate("disputes", "video kept 1 day")
        if days == 1
        else translate("disputes", "video kept {days} days").format(days=grouped(days))
    )
    text = (
        translate("disputes", "{video}; second reviewer required on a reviewed dispute")
        if house.second_reviewer_required
        else translate("disputes", "{video}; second reviewer optional")
    ).format(video=video)
    if house.set_by is not None:
        text += translate("disputes", " (set by {name} on {day}: {reason})").format(
            name=house.set_by, day=(house.set_local or "")[:10], reason=house.reason
        )
    return _say(out, args.json, house.to_json(), text)


def _say(out: TextIO, as_json: bool, data: dict[str, Any], text: str) -> int:
    out.write((json.dumps(data, ensure_ascii=False) if as_json else text) + "\n")
    return EXIT_OK
