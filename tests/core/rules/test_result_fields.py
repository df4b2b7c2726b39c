"""The field readers results are read with: a field missing or misshapen is refused by its name, nothing is coerced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.rules.result_fields import amounts, flag, names, optional, required, seconds, whole


def test_a_present_field_reads_as_recorded() -> None:
    assert required({"hands": 8}, "hands", whole, "penalty") == 8
    assert required({"who": ["A", "B"]}, "who", names, "button") == ("A", "B")
    assert required({"won": {"A": 500}}, "won", amounts, "pots") == {"A": 500}


def test_a_time_keeps_its_type_so_it_prints_as_recorded() -> None:
    assert type(seconds(130)) is int
    assert seconds(130.5) == 130.5


def test_an_absent_or_null_optional_field_reads_as_none() -> None:
    assert optional({}, "player", names, "pots") is None
    assert optional({"player": None}, "player", names, "pots") is None


@pytest.mark.parametrize(
    ("result", "read", "refused"),
    [
        ({}, whole, "result.hands: is missing: not a penalty result as recorded"),
        ({"hands": True}, whole, "result.hands: is not a penalty result as recorded (True is not a whole number)"),
        ({"hands": -1}, whole, "result.hands: is not a penalty result as recorded (-1 is not a whole number)"),
        ({"hands": "8"}, seconds, "result.hands: is not a penalty result as recorded ('8' is not a time in seconds)"),
        ({"hands": 1}, flag, "result.hands: is not a penalty result as recorded (1 is not true or false)"),
        ({"hands": {"A": None}}, amounts, "result.hands: is not a penalty result as recorded (None is not a whole"),
        ({"hands": None}, whole, "result.hands: is not a penalty result as recorded (None is not a whole number)"),
    ],
)
def test_a_missing_or_misshapen_field_is_refused_by_name(
    result: Any, read: Callable[[Any], object], refused: str
) -> None:
    with pytest.raises(InvalidInput) as error:
        required(result, "hands", read, "penalty")
    assert str(error.value).startswith(refused)


def test_a_result_that_is_not_an_object_is_refused_whole() -> None:
    with pytest.raises(InvalidInput, match=r"^result: is not a clock result as recorded \(not an object\)"):
        required(["hand_dead"], "outcome", str, "clock")  # type: ignore[arg-type]  # a list, as a log may hold
