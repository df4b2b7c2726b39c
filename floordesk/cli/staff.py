"""CLI: `floordesk staff add|list`: the staff who may sign rulings.

    floordesk [--data-dir DIR] staff add NAME --role ROLE [--new-pin-file FILE] [--by NAME --pin-file FILE]
    floordesk [--data-dir DIR] staff list [--json] [--by NAME --pin-file FILE]

The first member of a log nobody can sign in to yet is added without `--by`
and must be an administrator; after that an administrator signs each
addition. `list` signed by an administrator (`--by`) also shows the wrong
PINs typed on this laptop: whose, how many, the last when, on which laptop.
Both verbs create the log when the data folder has none. Exit
status as for `floordesk log`. This module never imports Qt.
"""

from __future__ import annotations

import argparse
import json
import math
from typing import TYPE_CHECKING, TextIO

from floordesk.app_paths import AppPaths
from floordesk.cli import EXIT_OK
from floordesk.cli.common import open_log, parsed_text, reporting_errors
from floordesk.cli.signing import read_new_pin, sign_in
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import PinFailures, Role

_ROLES = ("supervisor", "manager", "tournament-director", "administrator")


def add_staff_verbs(staff: argparse.ArgumentParser) -> None:
    staff.description = translate(
        "staff",
        "Staff accounts in the incident log of the data folder (see --data-dir).",
    )
    staff.epilog = translate(
        "staff",
        "Exit status: 0 done; 2 bad input, unknown staff, wrong PIN or no permission; 3 the log could not be used.",
    )
    verbs = staff.add_subparsers(dest="staff_verb", metavar="VERB", required=True)
    add = verbs.add_parser(
        "add", help=translate("staff", "add a staff member (the first one: an administrator, unsigned)")
    )
    add.add_argument(
        "name", type=parsed_text, help=translate("staff", "the member's name as it will appear on rulings")
    )
    add.add_argument(
        "--role", type=_role, required=True, help=translate("staff", "one of {value}").format(value=", ".join(_ROLES))
    )
    add.add_argument(
        "--new-pin-file", metavar="FILE", help=translate("staff", "the new member's PIN: the file's first line")
    )
    add.add_argument(
        "--by", type=parsed_text, metavar="NAME", help=translate("staff", "the administrator who signs the addition")
    )
    add.add_argument("--pin-file", metavar="FILE", help=translate("staff", "the signer's PIN: the file's first line"))
    listing = verbs.add_parser("list", help=translate("staff", "every staff member, with role and status"))
    listing.add_argument(
        "--json", action="store_true", help=translate("staff", "print one JSON object instead of text")
    )
    listing.add_argument(
        "--by",
        type=parsed_text,
        metavar="NAME",
        help=translate("staff", "an administrator: also show the wrong PINs typed here"),
    )
    listing.add_argument(
        "--pin-file", metavar="FILE", help=translate("staff", "the administrator's PIN: the file's first line")
    )


def run_staff(args: argparse.Namespace, *, stdout: TextIO, stderr: TextIO) -> int:
    def work() -> int:
        database = AppPaths.resolve(args.data_dir).database
        # A data folder without a log gets one (the README's way to start); an existing log is only read by a list.
        store = open_log(database, reading=args.staff_verb == "list" and database.exists(), stderr=stderr)
        try:
            if args.staff_verb == "add":
                return _add(store, args, stdout)
            return _list(store, args, stdout)
        finally:
            store.close()

    return reporting_errors(work, stderr)


def _add(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.staff import Permission, Role, require

    name, role = args.name, args.role
    if not any(member.has_pin for member in store.staff.members()):
        if args.by is not None:
            raise InvalidInput.at(
                "--by",
                translate("staff", "nobody can sign in to this log yet: add its first administrator without --by"),
            )
        if role is not Role.ADMINISTRATOR:
            raise InvalidInput.at(
                "--role", translate("staff", "the first member must be an administrator, who then adds the others")
            )
        uid = store.staff.create_first_administrator(name, read_new_pin(args.new_pin_file, name)).staff_uid
    else:
        if args.by is None:
            raise InvalidInput.at("--by", translate("staff", "an administrator must sign the addition (--by NAME)"))
        by = sign_in(store, args.by, args.pin_file)
        require(store.connection, by, Permission.MANAGE_STAFF)  # before asking for the new PIN
        if store.staff.find(name):
            raise InvalidInput.at(
                "name", translate("staff", "there is already a staff member named {name!r}").format(name=name)
            )
        uid = store.staff.add(name, role, read_new_pin(args.new_pin_file, name), by)
    added = store.staff.member(uid)
    out.write(json.dumps({"id": added.uid, "name": added.name, "role": _role_name(added.role)}, ensure_ascii=False))
    out.write("\n")
    return EXIT_OK


def _list(store: IncidentStore, args: argparse.Namespace, out: TextIO) -> int:
    if args.by is None and args.pin_file is not None:
        raise InvalidInput.at("--pin-file", translate("staff", "goes with --by NAME"))
    members = store.staff.members()
    failures = None if args.by is None else _pin_failures(store, args)
    if args.json:
        rows = [
            {"id": m.uid, "name": m.name, "role": _role_name(m.role), "active": m.active, "has_pin": m.has_pin}
            for m in members
        ]
        listing: dict[str, object] = {"staff": rows}
        if failures is not None:
            listing["pin_failures"] = [failure.to_json() for failure in failures]
        out.write(json.dumps(listing, ensure_ascii=False, indent=2) + "\n")
        return EXIT_OK
    if not members:
        out.write(
            translate(
                "staff",
                "no staff yet: add the first administrator with `floordesk staff add NAME --role administrator`\n",
            )
        )
    for m in members:
        notes = ("" if m.active else translate("staff", "  (deactivated)")) + (
            "" if m.has_pin else translate("staff", "  (no PIN on this laptop)")
        )
        out.write(f"{m.name:<30} {_role_name(m.role)}{notes}\n")
    if failures is not None:
        out.write(
            translate("staff", "\nWrong PINs on this laptop ({laptop_label}):\n").format(
                laptop_label=store.staff.laptop_label()
            )
        )
        if not failures:
            out.write(translate("staff", "none\n"))
        for f in failures:
            wait = (
                translate("staff", "; the next try waits {seconds} s").format(seconds=math.ceil(f.wait_s))
                if f.wait_s
                else ""
            )
            out.write(
                translate(
                    "staff", "{name:<30} {in_a_row} wrong PINs in a row, {total} in all, the last at {last_utc}{wait}\n"
                ).format(name=f.name, in_a_row=f.in_a_row, total=f.total, last_utc=f.last_utc, wait=wait)
            )
    return EXIT_OK


def _pin_failures(store: IncidentStore, args: argparse.Namespace) -> list[PinFailures]:
    return store.staff.pin_failures(sign_in(store, args.by, args.pin_file))


def _role(text: str) -> Role:
    # the store loads when a verb runs, not for `--help`
    from floordesk.store.staff import Role

    wanted = text.strip().lower().replace("-", "_").replace(" ", "_")
    for role in Role:
        if role.value == wanted:
            return role
    raise argparse.ArgumentTypeError(
        translate("staff", "must be one of {value}, not {text}").format(value=", ".join(_ROLES), text=repr(text))
    )


def _role_name(role: Role) -> str:
    """A role as the command line spells it (tournament-director)."""
    return role.value.replace("_", "-")
