"""No English left on the command line: under `--lang de`, every verb's --help and the human (not JSON) outputs
of the verbs that read the log, its staff and its events, and of the rules' explanations, say nothing that is an
English catalogue source German translates otherwise (tests/english_left.py says what counts).

The commands run in this process, as the CLI tests run them (`main`); the help is made by the parser every verb
is built into, at a width where no help line wraps (a wrapped sentence is no catalogue text).
"""

from __future__ import annotations

import argparse
import contextlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from floordesk.cli.main import _COMMANDS, build_parser, main
from floordesk.core.ruling import RulingKind
from floordesk.i18n import ENGLISH, SPEAKER
from tests.cli.test_log import fill
from tests.english_left import EnglishLeft
from tests.reports.conftest import REQUESTS
from tests.store.conftest import make_floor

LANGUAGE = "de"
NAMES = (
    # tests/store/conftest.make_floor's log and tests/cli/test_log.fill's narratives: the test data's own words
    "Ada Admin", "Tom Director", "Mia Manager", "Sam Supervisor", "Dealer Bob", "Ana Ribeiro", "Ben Okafor",
    "Chen Wei", "Table 7", "No-Limit Hold'em", "Chip race at level 5 went to seat 3.", "Clock on seat 5.",
    "Card exposed.", "He acted in time",
)  # fmt: skip
READING = (
    ("log", "list"), ("log", "search", "seat"), ("log", "show", "1"), ("log", "show", "2"), ("log", "show", "3"),
    ("log", "verify"), ("log", "devices"), ("log", "tasks", "--all"), ("log", "house"), ("staff", "list"),
    ("event", "list"), ("event", "show", "12"), ("server", "show"), ("log", "show", "99"), ("event", "show", "99"),
)  # fmt: skip
"""What the CLI tests run on a filled log, in the human form: listings, an incident, the checks, and refusals."""


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> Iterator[EnglishLeft]:
    monkeypatch.setenv("COLUMNS", "1000")  # argparse wraps help at the terminal's width
    yield EnglishLeft(LANGUAGE, NAMES)
    SPEAKER.use(ENGLISH)  # `main` set the process's language: the next tests in this process speak English


def every_parser(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):  # an alias names the same parser again
                yield from every_parser(sub)


def english_in(output: str, english: EnglishLeft, where: str) -> list[str]:
    """Each English text left in a command's output, line by line (JSON is a contract, in English: skipped)."""
    if _is_json(output):
        return []
    return [
        f"{english.language}: {part!r} in English ({where})"
        for line in output.splitlines()
        for part in english.found_in(line)
    ]


def _is_json(output: str) -> bool:
    try:
        json.loads(output)
    except ValueError:
        return False
    return True


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[str, str]:
    """What `floordesk --lang de ARGS` writes: its standard output and its standard error."""
    with contextlib.suppress(SystemExit):  # a refusal of the parser's
        main(["--lang", LANGUAGE, *args])
    captured = capsys.readouterr()
    return captured.out, captured.err


def typed(parser: argparse.ArgumentParser) -> Iterator[str]:
    """What a parser's user types as written, in every language: its verbs, options, values and their metavars."""
    for action in parser._actions:
        yield from action.option_strings
        yield from (str(choice) for choice in action.choices or ())
        yield from ([] if action.option_strings else [action.dest])
        metavar = action.metavar
        yield from (metavar,) if isinstance(metavar, str) else metavar or ()


def test_every_verbs_help_is_said_in_german(german: EnglishLeft) -> None:
    SPEAKER.use(LANGUAGE)  # as `main` does before it builds the parser: the help is translated as it is built
    parsers = list(every_parser(build_parser([word for word, *_rest in _COMMANDS])))
    english = EnglishLeft(LANGUAGE, [*NAMES, *(word for each in parsers for word in typed(each))])
    found: dict[str, str] = {}
    for each in parsers:
        for problem in english_in(each.format_help(), english, f"`{each.prog} --help`"):
            found.setdefault(problem.split(" in English")[0], problem)
    assert not found, "\n".join(found.values())


def test_the_log_staff_and_events_are_said_in_german(
    german: EnglishLeft, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    fill(floor)
    floor.store.close()
    found = []
    for args in READING:
        for output in run(capsys, "--data-dir", str(tmp_path), *args):
            found += english_in(output, german, f"`floordesk {' '.join(args)}`")
    assert not found, "\n".join(found)


def test_the_rules_explanations_are_said_in_german(
    german: EnglishLeft, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    found = []
    for kind in (kind for kind in RulingKind.computed() if kind.value in REQUESTS):
        request = tmp_path / f"{kind.value}.json"
        request.write_text(json.dumps(REQUESTS[kind.value]), encoding="utf-8")
        for output in run(capsys, "rule", kind.value, str(request), "--explain"):
            found += english_in(output, german, f"`floordesk rule {kind.value} --explain`")
    assert not found, "\n".join(found)


def test_the_sweep_finds_english_left_in_an_output_and_leaves_json_alone(german: EnglishLeft) -> None:
    said = "Vorfall Nr. 2\nStatus: overruled by the Tournament Director\n"
    assert english_in(said, german, "a test") == [
        "de: 'Status: overruled by the Tournament Director' in English (a test)"
    ]
    assert english_in('{"status": "overruled", "kind": "penalty"}\n', german, "a test") == []
