"""CLI: argument parsing and dispatch for the `floordesk` command.

With no sub-command it opens the GUI. The GUI is imported only then, so that
`floordesk rule ...` and `floordesk --version` never pay Qt's start-up.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Sequence

from floordesk import RULES_EDITION, __version__
from floordesk.cli import EXIT_INTERRUPTED, EXIT_OUTPUT_CLOSED
from floordesk.cli.parser import ArgumentParser
from floordesk.i18n import LANGUAGES, SPEAKER, CatalogueError, noop, requested_language, system_language, translate

_COMMANDS: tuple[tuple[str, str, str, str], ...] = (
    (
        "log",
        noop("main", "record, read, search, verify and move the incident log"),
        "floordesk.cli.log",
        "add_log_verbs",
    ),
    ("staff", noop("main", "add and list the staff who sign rulings"), "floordesk.cli.staff", "add_staff_verbs"),
    (
        "event",
        noop("main", "set up, list, show, cancel or alter the log's events"),
        "floordesk.cli.event",
        "add_event_verbs",
    ),
    (
        "server",
        noop("main", "set up the PostgreSQL server where the floor's laptops meet"),
        "floordesk.cli.server",
        "add_server_verbs",
    ),
    (
        "sync",
        noop("main", "send this laptop's records to the server, receive the others'"),
        "floordesk.cli.sync",
        "add_sync_arguments",
    ),
)
"""The commands whose arguments are built only when their word is on the command line: word, help, module
and the function there that adds them."""


def build_parser(arguments: Sequence[str]) -> argparse.ArgumentParser:
    """The command line's parser for `arguments`.

    The sub-parsers of `_COMMANDS` are only built when their word is among
    the arguments: without it they cannot be reached, and building them would
    cost the GUI's start-up a few milliseconds.
    """
    parser = ArgumentParser(
        prog="floordesk",
        description=translate(
            "main", "FloorDesk, the tournament floor supervisor's desk. Rules: {RULES_EDITION}."
        ).format(RULES_EDITION=RULES_EDITION),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"FloorDesk {__version__}",
        help=translate("argparse", "show program's version number and exit"),
    )
    parser.add_argument("--data-dir", metavar="DIR", help=translate("main", "keep data, settings and logs in DIR"))
    parser.add_argument(
        "--lang",
        metavar="LANGUAGE",
        help=translate("main", "speak LANGUAGE ({value}); default: FLOORDESK_LANG, the system's").format(
            value=", ".join(LANGUAGES)
        ),
    )
    parser.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--self-test", action="store_true", help=translate("main", "check that this installation works, then exit")
    )
    commands = parser.add_subparsers(dest="command", parser_class=ArgumentParser)
    rule = commands.add_parser(
        "rule", help=translate("main", "compute a ruling from JSON (see `floordesk rule --help`)")
    )
    rule.add_argument("verb", help=translate("main", "the ruling to compute, e.g. chip-race"))
    rule.add_argument(
        "file", nargs="?", default="-", help=translate("main", "JSON request file, or - for standard input")
    )
    rule.add_argument("--explain", action="store_true", help=translate("main", "also print the explanation on stderr"))
    for word, summary, module, add_arguments in _COMMANDS:
        command = commands.add_parser(word, help=translate("main", summary))
        if word in arguments:
            getattr(importlib.import_module(module), add_arguments)(command)
    return parser


def _explain_last(arguments: list[str]) -> list[str]:
    """`rule VERB --explain FILE` read as `rule VERB FILE --explain`: argparse fills the optional FILE only from the
    words before the first option, and would refuse a FILE after `--explain` as unrecognized."""
    if "rule" not in arguments or "--explain" not in arguments[arguments.index("rule") :]:
        return arguments
    words = list(arguments)
    words.remove("--explain")
    return [*words, "--explain"]


def main(argv: Sequence[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    try:
        language = requested_language(_asked_language(arguments))
    except ValueError as error:
        ArgumentParser(prog="floordesk").error(str(error))
    # Before the parser: its help texts are translated as they are built.
    speak(language or system_language())
    parser = build_parser(arguments)
    args = parser.parse_args(_explain_last(arguments))
    if args.self_test:
        if args.command:
            parser.error(translate("main", "--self-test takes no command"))
        # Qt loads only for the window, the self-test only for --self-test
        from floordesk.selftest import run_self_test

        return run_self_test(args.data_dir, sys.stdout)
    if args.command in ("rule", "log", "staff", "event", "server", "sync"):
        try:
            return _run_command(args)
        except BrokenPipeError:
            # The reader went away (`floordesk log list | head`): stop quietly, and keep Python's own
            # flush of standard output at exit from failing a second time.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return EXIT_OUTPUT_CLOSED
        except KeyboardInterrupt:
            # Ctrl+C: a write under way is rolled back by its transaction, a verify's checks are stopped.
            print(translate("main", "floordesk: interrupted"), file=sys.stderr)
            return EXIT_INTERRUPTED
    # Start-up builds tens of thousands of objects that live as long as the window (modules,
    # classes, Qt's enums): collecting garbage while they are made would only walk them again
    # and again. `run_gui` turns the collector back on once the window is shown.
    gc.disable()
    # Qt loads only for the window, the self-test only for --self-test
    from floordesk.gui.app import run_gui

    return run_gui(data_dir=args.data_dir, quit_after_show=args.quit_after_show, language=language)


def speak(language: str) -> None:
    """Print the command's messages in `language`; a catalogue that cannot be read leaves them in English."""
    try:
        SPEAKER.use(language)
    except (OSError, CatalogueError) as error:
        print(translate("main", "floordesk: {error}; English used").format(error=error), file=sys.stderr)


def _asked_language(arguments: Sequence[str]) -> str | None:
    """The --lang given among `arguments` (None if none), read before the parser exists."""
    for index, argument in enumerate(arguments):
        if argument == "--lang" and index + 1 < len(arguments):
            return arguments[index + 1]
        if argument.startswith("--lang="):
            return argument.partition("=")[2]
    return None


def _run_command(args: argparse.Namespace) -> int:
    if args.command == "rule":
        # a verb's module loads only when that verb runs
        from floordesk.cli.rule import run_rule

        return run_rule(args.verb, args.file, explain=args.explain, stdout=sys.stdout, stderr=sys.stderr)
    if args.command == "staff":
        # a verb's module loads only when that verb runs
        from floordesk.cli.staff import run_staff

        return run_staff(args, stdout=sys.stdout, stderr=sys.stderr)
    if args.command == "event":
        # a verb's module loads only when that verb runs
        from floordesk.cli.event import run_event

        return run_event(args, stdout=sys.stdout, stderr=sys.stderr)
    if args.command == "server":
        # a verb's module loads only when that verb runs
        from floordesk.cli.server import run_server

        return run_server(args, stdout=sys.stdout, stderr=sys.stderr)
    if args.command == "sync":
        # a verb's module loads only when that verb runs
        from floordesk.cli.sync import run_sync

        return run_sync(args, stdout=sys.stdout, stderr=sys.stderr)
    # a verb's module loads only when that verb runs
    from floordesk.cli.log import run_log

    return run_log(args, stdout=sys.stdout, stderr=sys.stderr)
