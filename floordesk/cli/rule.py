"""CLI: `floordesk rule VERB [FILE]`, JSON in and JSON out (contract: rules-cli.md).

A verb is a computed ruling kind (`floordesk.core.ruling.RulingKind`); the core
reads the request and computes the result, this module only reads the file and
prints. A request's reader is imported only when its verb is asked for.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from floordesk.cli import EXIT_BAD_INPUT, EXIT_OK
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import UnreadableJson, read_json
from floordesk.core.ruling import Recommendation, RulingKind, recommend, request_handler
from floordesk.i18n import SPEAKER, translate

VERBS: tuple[str, ...] = tuple(kind.value for kind in RulingKind.computed())


def _read_text(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    with open(source, encoding="utf-8") as handle:
        return handle.read()


def ruling_kind(verb: str) -> RulingKind:
    """The computed ruling kind a verb names; InvalidInput for a verb that is not one."""
    if verb not in VERBS:
        known = ", ".join(sorted(VERBS)) or translate("rule", "none yet")
        raise InvalidInput.at(
            "", translate("rule", "unknown rule verb {verb!r} (known: {known})").format(verb=verb, known=known)
        )
    return RulingKind(verb)


def read_request(source: str) -> object:
    """The JSON in FILE, or on standard input for "-"; InvalidInput for what cannot be read."""
    try:
        text = _read_text(source)
    except OSError as error:
        raise InvalidInput.at(
            "", translate("rule", "cannot read {source}: {value}").format(source=source, value=error.strerror or error)
        ) from None
    except UnicodeDecodeError:
        raise InvalidInput.at("", translate("rule", "{source} is not UTF-8 text").format(source=source)) from None
    try:
        return read_json(text)
    except UnreadableJson as error:
        raise InvalidInput.at("", str(error)) from None


def run_rule(verb: str, source: str, *, explain: bool, stdout: TextIO, stderr: TextIO) -> int:
    def fail(problems: list[Problem]) -> int:
        for problem in problems:
            stderr.write(translate("rule", "floordesk: error: {problem}\n").format(problem=problem))
        return EXIT_BAD_INPUT

    try:
        kind = ruling_kind(verb)
        request = read_request(source)
    except InvalidInput as error:
        return fail(list(error.problems))

    handler = request_handler(kind)
    if isinstance(request, list):
        answers: list[Recommendation] = []
        problems: list[Problem] = []
        for index, element in enumerate(request):
            try:
                answers.append(recommend(kind, element, handler=handler))
            except InvalidInput as error:
                problems.extend(p.under(f"[{index}]") for p in error.problems)
        if problems:
            return fail(problems)
        output: object = [dict(answer.result) for answer in answers]
    else:
        try:
            answers = [recommend(kind, request, handler=handler)]
        except InvalidInput as error:
            return fail(list(error.problems))
        output = dict(answers[0].result)
    # The JSON is read by programs and is what `log record` records: English whatever --lang says; the
    # explanation on stderr is read by people, in the language asked for.
    json.dump(output, stdout, ensure_ascii=False, indent=2)
    stdout.write("\n")
    if explain:
        for answer in answers:
            for line in answer.explanation_in(SPEAKER.language):
                stderr.write(f"{line}\n")
    return EXIT_OK
