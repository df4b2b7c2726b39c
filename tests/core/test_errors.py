"""Input errors that name the field (core/errors.py): a problem said with its path as the command line prints it,
seen from a containing value, and an error that holds at least one problem."""

from __future__ import annotations

import pytest

from floordesk.core.errors import ChipError, InvalidInput, Problem


def test_a_problem_is_said_after_its_path_and_alone_without_one():
    assert str(Problem('players[2].stack["25"]', "must be a whole number >= 0")) == (
        'players[2].stack["25"]: must be a whole number >= 0'
    )
    assert str(Problem("", "the request could not be answered")) == "the request could not be answered"


@pytest.mark.parametrize(
    ("path", "prefix", "seen"),
    [
        ("stack", "players[2]", "players[2].stack"),
        ("[0].seat", "contributions", "contributions[0].seat"),
        ("", "decision", "decision"),
        ("seat", "", "seat"),
    ],
)
def test_a_problem_seen_from_a_containing_value_names_the_whole_path(path, prefix, seen):
    assert Problem(path, "x").under(prefix) == Problem(seen, "x")


def test_an_error_holds_its_problems_and_says_them_all():
    error = ChipError([Problem("a", "one"), Problem("b", "two")])
    assert isinstance(error, InvalidInput)
    assert str(error) == "a: one; b: two"
    assert InvalidInput.at("seat", "is taken").problems == (Problem("seat", "is taken"),)
    with pytest.raises(ValueError, match="needs at least one problem"):
        InvalidInput([])
