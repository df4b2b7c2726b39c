"""argparse in the language spoken: its own words ("usage:", "options", its usage errors) from the catalogue, for
every verb of the command line."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from floordesk.cli.main import build_parser, main
from floordesk.cli.parser import usage_error
from floordesk.i18n import SPEAKER, catalogue

ARGPARSE_ENGLISH = {
    # as shown in a help: its source in the catalogue
    "usage:": "usage: ",
    "positional arguments:": "positional arguments",
    "options:": "options",
    "show this help message and exit": "show this help message and exit",
}
VERBS = ["rule", "log", "staff", "event", "server", "sync"]


def every_parser(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from every_parser(sub)


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_help_of_every_verb_holds_no_english_of_argparse_nor_of_floordesk(language):
    with SPEAKER.speaking(language):
        parsers = list(every_parser(build_parser(VERBS)))
        helps = {parser.prog: parser.format_help() for parser in parsers}
    assert len(helps) > 40  # every verb of every command
    words = catalogue(language)
    usage = words.translate("argparse", "usage: ")
    for prog, text in helps.items():
        assert text.startswith(usage), prog
        left = [
            shown
            for shown, source in ARGPARSE_ENGLISH.items()
            if shown in text and words.translate("argparse", source) != source
        ]
        assert left == [], prog
        assert "Exit status" not in text, prog
    english = build_parser(VERBS)
    for parser in every_parser(english):
        for text in (parser.description, parser.epilog):
            if text:  # set after the parser was made: said in the language too
                assert text not in helps[parser.prog], (parser.prog, text)


def test_log_help_in_german_says_its_description_and_exit_status_in_german(capsys):
    try:
        with pytest.raises(SystemExit) as done:
            main(["--lang", "de", "log", "--help"])
    finally:
        SPEAKER.use("en")
    assert done.value.code == 0
    said = capsys.readouterr().out
    assert said.startswith("Aufruf: floordesk log")
    assert "Das Vorfallprotokoll im Datenordner (siehe --data-dir)." in said
    assert "Exit-Status: 0 erledigt; 1 das Protokoll besteht die Prüfung nicht" in said
    assert "\nOptionen:\n" in said


def test_a_usage_error_is_one_line_in_the_language_spoken(capsys):
    try:
        with pytest.raises(SystemExit) as done:
            main(["--lang", "de", "log", "list", "--bogus"])
    finally:
        SPEAKER.use("en")
    assert done.value.code == 2
    assert capsys.readouterr().err == "floordesk: Fehler: unbekannte Argumente: --bogus\n"


@pytest.mark.parametrize(
    ("english", "german"),
    [
        ("the following arguments are required: name", "folgende Argumente fehlen: name"),
        (
            "argument VERB: invalid choice: 'lst' (choose from 'list', 'show')",
            "Argument VERB: ungültige Wahl: 'lst' (zur Wahl: 'list', 'show')",
        ),
        ("argument --by: expected one argument", "Argument --by: ein Argument erwartet"),
        ("a message of FloorDesk's own", "a message of FloorDesk's own"),  # already said in the language
    ],
)
def test_argparse_s_own_usage_errors_are_said_again_in_the_language_spoken(english, german):
    with SPEAKER.speaking("de"):
        assert usage_error(english) == german
