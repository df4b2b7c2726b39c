from __future__ import annotations

from enum import Enum

import pytest

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import Field, UnreadableJson, is_whole_number, read_json, read_typed_number
from floordesk.i18n import SPEAKER


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


def test_paths_follow_the_cli_notation():
    root = Field.root({"players": [{"seat": 1}, {"seat": "two", "stack": {"25": -1}}]})
    players = root.key("players")
    assert players is not None
    second = players.elements()[1]
    seat = second.key("seat")
    assert seat is not None
    assert seat.as_int(minimum=1) is None
    stack = second.key("stack")
    assert stack is not None
    for _name, count in stack.entries():
        count.as_int(minimum=0)
    assert [str(p) for p in root.problems.items] == [
        "players[1].seat: must be a whole number >= 1",
        'players[1].stack["25"]: must be a whole number >= 0',
    ]


def test_missing_and_null_required_members_are_reported():
    root = Field.root({"a": None})
    assert root.key("a") is None
    assert root.key("b") is None
    assert root.optional("c") is None
    assert [str(p) for p in root.problems.items] == ["a: is required", "b: is required"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, None), (3.0, 3), (3.5, None), ("3", None), (7, 7)],
)
def test_whole_numbers(value, expected):
    field = Field.root(value)
    assert field.as_int(minimum=0, maximum=10) == expected
    assert bool(field.problems.items) == (expected is None)


@pytest.mark.parametrize(
    ("value", "bounds", "expected"),
    [
        (7, {}, True),
        (-7, {}, True),
        (True, {}, False),
        (7.0, {}, False),
        ("7", {}, False),
        (None, {}, False),
        (0, {"minimum": 1}, False),
        (1, {"minimum": 1}, True),
        (10, {"minimum": 1, "maximum": 10}, True),
        (11, {"minimum": 1, "maximum": 10}, False),
        (-3, {"maximum": 0}, True),
    ],
)
def test_is_whole_number(value, bounds, expected):
    assert is_whole_number(value, **bounds) is expected


def test_read_key_converts_a_required_member_with_the_arguments_given():
    root = Field.root({"seats": 9, "wide": 12, "colour": "red"})
    assert root.read_key("seats", Field.as_int, minimum=2, maximum=10) == 9
    assert root.read_key("colour", Field.as_enum, Colour) is Colour.RED
    assert root.read_key("wide", Field.as_int, minimum=2, maximum=10) is None
    assert root.read_key("missing", Field.as_int) is None
    assert [str(p) for p in root.problems.items] == [
        "wide: must be a whole number from 2 to 10",
        "missing: is required",
    ]


def test_read_optional_gives_the_default_only_when_absent_or_null():
    root = Field.root({"hands": 3, "facing_bet": None, "absent": "no", "nested": {"seed": -1}})
    assert root.read_optional("hands", 1, Field.as_int, minimum=1) == 3
    assert root.read_optional("missing", 1, Field.as_int, minimum=1) == 1
    assert root.read_optional("facing_bet", True, Field.as_bool) is True
    assert root.read_optional("absent", False, Field.as_bool) is None
    nested = root.key("nested")
    assert nested is not None
    assert nested.read_optional("seed", 0, Field.as_int, minimum=0) is None
    assert [str(p) for p in root.problems.items] == [
        "absent: must be true or false, not the string 'no'",
        "nested.seed: must be a whole number >= 0",
    ]


def test_scalars_and_enums():
    assert Field.root("blue").as_enum(Colour) is Colour.BLUE
    bad = Field.root("green")
    assert bad.as_enum(Colour) is None
    assert "must be one of 'red', 'blue'" in bad.problems.items[0].message
    assert Field.root(" ").as_str() is None
    assert Field.root(1).as_bool() is None
    assert Field.root([1]).elements(min_items=2) != []


def test_problems_raise_together():
    root = Field.root({})
    root.key("x")
    root.key("y")
    with pytest.raises(InvalidInput) as caught:
        root.problems.raise_if_any()
    assert len(caught.value.problems) == 2


def test_problem_under_a_batch_element():
    assert str(Problem("players[0].seat", "bad").under("[3]")) == "[3].players[0].seat: bad"
    assert str(Problem("[1]", "bad").under("x")) == "x[1]: bad"
    assert str(Problem("", "bad").under("[2]")) == "[2]: bad"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('{"seat": ', "malformed JSON at line 1, column 10: Expecting value"),
        ("[" * 100_000 + "]" * 100_000, "JSON nested too deeply to read"),
        ('{"amount": ' + "1" * 5000 + "}", "a number in the JSON has too many digits to read"),
        (b'{"name": "\xff"}', "not UTF-8 text"),
    ],
)
def test_json_that_cannot_be_read_is_refused_in_one_line(text, reason):
    with pytest.raises(UnreadableJson) as caught:
        read_json(text)
    assert str(caught.value) == reason


def test_json_that_can_be_read_is_returned_as_data():
    assert read_json('{"seat": 3, "stack": {"25": 4}}') == {"seat": 3, "stack": {"25": 4}}
    assert read_json(b"[1, 2.5, null]") == [1, 2.5, None]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "must be at least 10,000, not 2,500"),
        ("de", "muss mindestens 10.000 sein, nicht 2.500"),
    ],
)
def test_a_number_refused_is_said_with_the_language_s_digit_grouping(language, said):
    with SPEAKER.speaking(language), pytest.raises(InvalidInput) as refused:
        read_typed_number("2500", "amount", minimum=10_000, maximum=1_000_000)
    assert refused.value.problems[0].message == said
