"""CLI: `floordesk sync [--server DSN] [--by NAME [--pin-file FILE]] [--json]`: one synchronisation.

Sends this laptop's records the server lacks and, with a floor member signed
in by `--by` (any role may receive from the server; importing a file stays a
manager's, TD's or administrator's), merges the other laptops' records this
log lacks. Without `--server`, the server saved by `floordesk server use`.
Exit status: 0 done; 1 something was refused (a fork, a laptop whose key is
not approved here, a record the import refused: each is named); 2 bad input or
a wrong PIN; 3 the log or the server could not be used. Never imports Qt.
"""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from floordesk.app_paths import AppPaths
from floordesk.cli import EXIT_DOES_NOT_VERIFY, EXIT_OK
from floordesk.cli.common import dsn_argument, open_log, parsed_text, reporting_errors
from floordesk.cli.signing import sign_in
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

EXIT_REFUSED = EXIT_DOES_NOT_VERIFY


def add_sync_arguments(sync: argparse.ArgumentParser) -> None:
    sync.description = translate(
        "sync",
        "Send this laptop's records to the server and receive the other laptops'.",
    )
    sync.epilog = translate(
        "sync",
        "Exit status: 0 done; 1 something was refused; 2 bad input; 3 the log or the server could not be used.",
    )
    sync.add_argument(
        "--server", type=dsn_argument, metavar="DSN", help=translate("sync", "this server (default: `server use`'s)")
    )
    sync.add_argument(
        "--by", type=parsed_text, metavar="NAME", help=translate("sync", "who receives (any floor member)")
    )
    sync.add_argument(
        "--pin-file",
        metavar="FILE",
        help=translate("sync", "read the PIN from this file's first line, not the terminal"),
    )
    sync.add_argument("--json", action="store_true", help=translate("sync", "print one JSON object instead of text"))


def run_sync(args: argparse.Namespace, *, stdout: TextIO, stderr: TextIO) -> int:
    paths = AppPaths.resolve(args.data_dir)
    return reporting_errors(lambda: _run(args, paths, stdout, stderr), stderr, paths.database)


def _run(args: argparse.Namespace, paths: AppPaths, out: TextIO, err: TextIO) -> int:
    # the store and psycopg load when the verb runs, not for `--help`
    from floordesk.service.sync import Synchronisation
    from floordesk.store.server.settings import saved_server

    dsn = args.server or saved_server(paths.config_dir)
    if dsn is None:
        raise InvalidInput.at(
            "--server", translate("sync", "no server is set: give --server DSN or keep one (`floordesk server use`)")
        )
    if not paths.database.exists():
        raise InvalidInput.at(
            "", translate("sync", "there is no incident log at {database} yet").format(database=paths.database)
        )
    store = open_log(paths.database, reading=False, stderr=err)
    try:
        by = None
        if args.by is not None:
            by = sign_in(store, args.by, args.pin_file)
        elif args.pin_file is not None:
            raise InvalidInput.at("--pin-file", translate("sync", "goes with --by NAME"))
        report = Synchronisation(store).run(dsn, by)
    finally:
        store.close()
    if args.json:
        out.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
    else:
        out.write(report.summary() + "\n")
        if report.waiting_to_receive and by is None:
            out.write(translate("sync", "receiving needs a floor member signed in: give --by NAME\n"))
    return EXIT_REFUSED if report.refused else EXIT_OK
