"""CLI: argparse speaking the language chosen, its own words included.

argparse says "usage:", "options", "show this help message and exit" and its usage errors through gettext,
which reads no Qt catalogue: these are said here from FloorDesk's catalogue instead, so `floordesk --lang de
log --help` is German throughout. Every parser of the command line (and each parent whose arguments it takes,
whose group titles must be the same words) is one of these.
"""

from __future__ import annotations

import argparse
import re
from typing import Any, NoReturn

from floordesk.cli import EXIT_BAD_INPUT
from floordesk.i18n import noop, translate

_USAGE_ERRORS = (
    # argparse's own usage errors, as it writes them in English: each said again in the language spoken
    (r"unrecognized arguments: (?P<arguments>.*)", noop("argparse", "unrecognized arguments: {arguments}")),
    (
        r"the following arguments are required: (?P<arguments>.*)",
        noop("argparse", "the following arguments are required: {arguments}"),
    ),
    (r"argument (?P<argument>\S+): (?P<message>.*)", noop("argparse", "argument {argument}: {message}")),
    (
        r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)",
        noop("argparse", "invalid choice: {value} (choose from {choices})"),
    ),
    (r"invalid (?P<type>\S+) value: (?P<value>.*)", noop("argparse", "invalid {type} value: {value}")),
    (r"expected one argument", noop("argparse", "expected one argument")),
    (r"expected at least one argument", noop("argparse", "expected at least one argument")),
    (r"expected at most one argument", noop("argparse", "expected at most one argument")),
    (r"not allowed with argument (?P<argument>.*)", noop("argparse", "not allowed with argument {argument}")),
    (
        r"one of the arguments (?P<arguments>.*) is required",
        noop("argparse", "one of the arguments {arguments} is required"),
    ),
    (
        r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)",
        noop("argparse", "ambiguous option: {option} could match {matches}"),
    ),
)


def usage_error(message: str) -> str:
    """One of argparse's English usage errors said in the language spoken (any other message as it is)."""
    for pattern, said in _USAGE_ERRORS:
        found = re.fullmatch(pattern, message, re.DOTALL)
        if found is not None:
            values = {name: usage_error(value) for name, value in found.groupdict().items()}
            return translate("argparse", said).format(**values)
    return message


class _HelpFormatter(argparse.HelpFormatter):
    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, translate("argparse", "usage: ") if prefix is None else prefix)


class ArgumentParser(argparse.ArgumentParser):
    """argparse in the language spoken; a usage error is a single line on stderr and exit 2."""

    def __init__(self, *, add_help: bool = True, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(add_help=False, **kwargs)
        self._positionals.title = translate("argparse", "positional arguments")
        self._optionals.title = translate("argparse", "options")
        if add_help:
            self.add_argument(
                "-h",
                "--help",
                action="help",
                default=argparse.SUPPRESS,
                help=translate("argparse", "show this help message and exit"),
            )

    def error(self, message: str) -> NoReturn:
        self.exit(
            EXIT_BAD_INPUT, translate("argparse", "floordesk: error: {message}\n").format(message=usage_error(message))
        )
