"""CLI: `floordesk rule VERB [FILE]`, JSON in and JSON out (contract: rules-cli.md).

Each verb is a module in `floordesk.cli.verbs` with a `handle(request: Field)`
function that returns the result object (including `rule` and `explanation`)
or records problems on the field and returns None. Verb modules are imported
only when asked for.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any, TextIO

from floordesk.cli import EXIT_BAD_INPUT, EXIT_OK
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import Field, UnreadableJson, read_json

# verb -> module under floordesk.cli.verbs; each issue adds its verbs here.
VERBS: dict[str, str] = {
    "chip-race": "chip_race",
    "found-chips": "found_chips",
    "pots": "pots",
    "split": "split",
    "button": "button",
    "clock": "clock",
    "penalty": "penalty",
}

Handler = Callable[[Field], "dict[str, Any] | None"]


def _load_handler(verb: str) -> Handler:
    module = importlib.import_module(f"floordesk.cli.verbs.{VERBS[verb]}")
    handler: Handler = module.handle
    return handler


def _read_text(source: str) -> str:
    if source == "-":
        import sys

        return sys.stdin.read()
    with open(source, encoding="utf-8") as handle:
        return handle.read()


def answer(handler: Handler, request: object) -> dict[str, Any]:
    """Run one request through a verb; raise InvalidInput with every problem found."""
    field = Field.root(request)
    if not field.is_object():
        raise InvalidInput(field.problems.items)
    try:
        result = handler(field)
    except InvalidInput as error:
        field.problems.extend(error)
        result = None
    field.problems.raise_if_any()
    if result is None:  # a handler that returns nothing must have said why
        raise InvalidInput.at("", "the request could not be answered")
    return result


def run_rule(verb: str, source: str, *, explain: bool, stdout: TextIO, stderr: TextIO) -> int:
    def fail(problems: list[Problem]) -> int:
        for problem in problems:
            stderr.write(f"floordesk: error: {problem}\n")
        return EXIT_BAD_INPUT

    if verb not in VERBS:
        known = ", ".join(sorted(VERBS)) or "none yet"
        return fail([Problem("", f"unknown rule verb {verb!r} (known: {known})")])
    try:
        text = _read_text(source)
    except OSError as error:
        return fail([Problem("", f"cannot read {source}: {error.strerror or error}")])
    except UnicodeDecodeError:
        return fail([Problem("", f"{source} is not UTF-8 text")])
    try:
        request = read_json(text)
    except UnreadableJson as error:
        return fail([Problem("", str(error))])

    handler = _load_handler(verb)
    if isinstance(request, list):
        results: list[dict[str, Any]] = []
        problems: list[Problem] = []
        for index, element in enumerate(request):
            try:
                results.append(answer(handler, element))
            except InvalidInput as error:
                problems.extend(p.under(f"[{index}]") for p in error.problems)
        if problems:
            return fail(problems)
        output: object = results
    else:
        try:
            result = answer(handler, request)
        except InvalidInput as error:
            return fail(list(error.problems))
        results = [result]
        output = result
    json.dump(output, stdout, ensure_ascii=False, indent=2)
    stdout.write("\n")
    if explain:
        for result in results:
            for line in result.get("explanation", []):
                stderr.write(f"{line}\n")
    return EXIT_OK
