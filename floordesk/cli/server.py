"""CLI: `floordesk server init DSN` and `floordesk server use DSN|--none`: the shared floor's server.

    floordesk server init DSN [--json]    create or migrate FloorDesk's schema there, and its writer role
    floordesk server use DSN              synchronise this laptop with that server (kept without a password)
    floordesk server use --none           forget the server: FloorDesk works alone again
    floordesk server show [--json]        the server this laptop synchronises with
    floordesk server set-aside DSN DEVICE --from N --reason TEXT [--json]
                                          the server's administrator sets aside, as evidence, the rows
                                          of a laptop's chain there from the first one its key did not
                                          sign (the owner's credentials), so that laptop sends again

A DSN is libpq's: `host=floor dbname=floordesk user=floordesk_writer`, a
`postgresql://` URL, or `service=NAME`; passwords come from ~/.pgpass or
PGPASSFILE, never from an argument: a DSN holding one is refused. `use` only
keeps the DSN (the laptop may be offline when it is set up). Exit status: 0
done; 2 bad input; 3 the server could not be used. Never imports Qt.
"""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from floordesk.app_paths import AppPaths
from floordesk.cli import EXIT_DOES_NOT_VERIFY, EXIT_OK
from floordesk.cli.common import dsn_argument, parsed_text, reporting_errors, write_chains
from floordesk.cli.parser import ArgumentParser
from floordesk.i18n import translate


def _position(text: str) -> int:
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(
            translate("server", "must be a chain position (1, 2, ...), not {text}").format(text=repr(text))
        )
    return int(text)


def add_server_verbs(server: argparse.ArgumentParser) -> None:
    server.description = translate(
        "server",
        "The PostgreSQL server where the floor's laptops meet (libpq's DSN, service and .pgpass).",
    )
    server.epilog = translate(
        "server",
        "Exit status: 0 done; 2 bad input; 3 the server could not be used.",
    )
    verbs = server.add_subparsers(dest="server_verb", metavar="VERB", required=True)
    output = ArgumentParser(add_help=False)
    output.add_argument(
        "--json", action="store_true", help=translate("server", "print one JSON object instead of text")
    )
    init = verbs.add_parser(
        "init", parents=[output], help=translate("server", "create or migrate FloorDesk's schema on the server")
    )
    init.add_argument(
        "dsn",
        type=dsn_argument,
        metavar="DSN",
        help=translate("server", "as libpq reads it, e.g. 'host=floor dbname=fd'"),
    )
    use = verbs.add_parser(
        "use", help=translate("server", "synchronise this laptop with this server (no password in the DSN)")
    )
    chosen = use.add_mutually_exclusive_group(required=True)
    chosen.add_argument(
        "dsn",
        nargs="?",
        type=dsn_argument,
        metavar="DSN",
        help=translate("server", "the server's DSN, without password"),
    )
    chosen.add_argument(
        "--none", action="store_true", help=translate("server", "forget the server: this laptop works alone")
    )
    verbs.add_parser("show", parents=[output], help=translate("server", "the server this laptop synchronises with"))
    aside = verbs.add_parser(
        "set-aside",
        parents=[output],
        help=translate("server", "set aside a laptop's server rows its key did not sign (owner only)"),
    )
    aside.add_argument(
        "dsn", type=dsn_argument, metavar="DSN", help=translate("server", "the server, as the database's owner")
    )
    aside.add_argument(
        "device",
        type=parsed_text,
        metavar="DEVICE",
        help=translate("server", "the laptop's device id, as `sync` names it"),
    )
    aside.add_argument(
        "--from",
        dest="first",
        type=_position,
        required=True,
        metavar="N",
        help=translate("server", "the first position, as `sync` says"),
    )
    aside.add_argument(
        "--reason", type=parsed_text, required=True, help=translate("server", "why, kept with the rows set aside")
    )


def run_server(args: argparse.Namespace, *, stdout: TextIO, stderr: TextIO) -> int:
    return reporting_errors(lambda: _run(args, AppPaths.resolve(args.data_dir), stdout), stderr)


def _run(args: argparse.Namespace, paths: AppPaths, out: TextIO) -> int:
    # the server's code loads only for the verb that uses it
    from floordesk.store.server.settings import save_server, saved_server

    if args.server_verb == "init":
        # the server's code loads only for the verb that uses it
        from floordesk.store.server.schema import init_server

        report = init_server(args.dsn)
        text = (
            translate("server", "{server}: FloorDesk's schema is at version {version}; laptops connect as {role}")
            if report.from_version == report.to_version
            else translate(
                "server", "{server}: FloorDesk's schema is at version {version} (was {was}); laptops connect as {role}"
            )
        ).format(server=report.server, version=report.to_version, was=report.from_version, role=report.role)
        out.write((json.dumps(report.to_json()) if args.json else text) + "\n")
    elif args.server_verb == "use":
        save_server(paths.config_dir, None if args.none else args.dsn)
        text = (
            translate("server", "no server: this laptop works alone")
            if args.none
            else translate("server", "this laptop synchronises with {dsn}").format(dsn=args.dsn)
        )
        out.write(text + "\n")
    elif args.server_verb == "set-aside":
        # the server's parts load when a verb runs, not for `--help`
        from floordesk.store.server.recovery import set_aside

        done = set_aside(args.dsn, args.device, args.first, args.reason)
        text = translate(
            "server",
            "{server}: {records} records of device {device} from position {first} set aside; that laptop sends its "
            "own again at its next synchronisation",
        ).format(server=done.server, records=done.records, device=done.device, first=done.first_seq)
        out.write((json.dumps(done.to_json()) if args.json else text) + "\n")
    else:
        dsn = saved_server(paths.config_dir)
        out.write(
            (
                json.dumps({"dsn": dsn})
                if args.json
                else dsn or translate("server", "no server: this laptop works alone")
            )
            + "\n"
        )
    return EXIT_OK


def verify_server_chains(dsn: str, as_json: bool, out: TextIO) -> int:
    """`log verify --server DSN`: exit 0 if every chain there verifies, 1 if not (3: the server cannot be used)."""
    # psycopg and the server's code load only for --server
    from floordesk.store.server.verify import verify_server

    result = verify_server(dsn)
    if as_json:
        out.write(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
    else:
        out.write(translate("server", "server {server}\n").format(server=result.server))
        write_chains(out, result.records, result.problems, result.heads)
        out.writelines(f"custody: {line}\n" for line in result.custody)
    return EXIT_OK if result.ok else EXIT_DOES_NOT_VERIFY
