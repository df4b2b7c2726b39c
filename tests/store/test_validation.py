"""A write's values checked before anything touches the log (store/validation.py): each problem named by its field,
all of them reported together, nothing read that the log would store wrongly."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import Field
from floordesk.store.validation import (
    JSON_MAX,
    NAME_MAX,
    json_data,
    json_value,
    named_changes,
    required_text,
    root,
    text_value,
    texts_value,
    uid_value,
)


def _problems(field: Field) -> list[str]:
    return [str(problem) for problem in field.problems.items]


def test_a_name_is_read_trimmed() -> None:
    request = Field.root({"name": "  Tom Director "})
    assert request.read_key("name", text_value) == "Tom Director"
    assert _problems(request) == []


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("x" * (NAME_MAX + 1), f"name: must be at most {NAME_MAX} characters long"),
        ("Tom\x00Director", "name: must not contain a NUL character"),
        ("Tom \ud800", "name: must be valid Unicode text"),
        ("   ", "name: must not be empty"),
        (12, "name: must be a string, not 12"),
    ],
)
def test_a_name_the_log_would_store_wrongly_is_refused_by_its_field(value: object, problem: str) -> None:
    request = Field.root({"name": value})
    assert request.read_key("name", text_value) is None
    assert _problems(request) == [problem]


def test_a_lone_argument_is_refused_naming_it() -> None:
    assert required_text("reason", " Video ") == "Video"
    with pytest.raises(InvalidInput, match=r"^reason: is required$"):
        required_text("reason", None)


def test_a_record_id_is_32_lowercase_hex_digits() -> None:
    good = "0123456789abcdef" * 2
    request = Field.root({"a": good, "b": good.upper(), "c": good[:-1]})
    assert request.read_key("a", uid_value) == good
    assert request.read_key("b", uid_value) is None
    assert request.read_key("c", uid_value) is None
    assert _problems(request) == [
        "b: must be a record id (32 hexadecimal digits)",
        "c: must be a record id (32 hexadecimal digits)",
    ]


def test_json_comes_back_in_its_canonical_form_and_too_much_of_it_is_refused() -> None:
    request = Field.root({"small": {"b": [1, 2], "a": "x"}, "big": {"text": "x" * JSON_MAX}})
    assert request.read_key("small", json_data) == {"a": "x", "b": [1, 2]}
    assert request.read_key("big", json_data) is None
    assert _problems(request) == [f"big: must be at most {JSON_MAX} characters of JSON"]


@pytest.mark.parametrize(
    ("value", "canonical", "problem"),
    [
        ({"b": (1, 2.5), "a": True}, '{"a":true,"b":[1,2.5]}', None),  # a tuple is a JSON array: not JSON's own reading
        ({1: "x"}, None, "must have text keys only"),  # JSON would write the key as "1": read back, it differs
        ({"a": [float("nan")]}, None, "must not hold NaN or infinity"),
        ({"a": {3}}, None, "must hold JSON data only, not a set"),
    ],
)
def test_json_is_taken_only_when_it_is_plain_data(value: object, canonical: str | None, problem: str | None) -> None:
    """What JSON would encode all the same (a number as a key) is refused, as the walk through the value refuses it."""
    request = Field.root({"inputs": value})
    assert request.read_key("inputs", json_value) == canonical
    assert _problems(request) == ([] if problem is None else [f"inputs: {problem}"])


def test_a_list_of_names_keeps_the_good_ones_and_names_each_bad_one() -> None:
    request = Field.root({"witnesses": ["Ann ", "", "Bob"]})
    assert request.read_key("witnesses", texts_value) == ["Ann", "Bob"]
    assert _problems(request) == ["witnesses[1]: must not be empty"]
    too_many = Field.root({"witnesses": ["W"] * 3})
    assert too_many.read_key("witnesses", texts_value, max_items=2) == []
    assert _problems(too_many) == ["witnesses: must have at most 2 items"]


def _changes(value: object) -> tuple[dict[str, object], list[str]]:
    request = Field.root({"changes": value})
    member = request.key("changes")
    assert member is not None
    changes = named_changes(
        member,
        {"name": text_value, "narrative": text_value},
        nullable={"narrative"},
        empty="must change at least one field",
        refused=lambda name: f"{name} cannot be changed",
    )
    return changes, _problems(request)


def test_named_changes_read_each_field_and_clear_only_the_nullable() -> None:
    assert _changes({"name": " Ann ", "narrative": None}) == ({"name": "Ann", "narrative": None}, [])
    assert _changes({"name": None, "seat": 3}) == (
        {},
        ["changes.name: must not be null", "changes.seat: seat cannot be changed"],
    )
    assert _changes({}) == ({}, ["changes: must change at least one field"])
    assert _changes(["name"]) == ({}, ["changes: must be a JSON object, not an array"])


@dataclass(frozen=True)
class _Draft:
    name: str
    witnesses: tuple[str, ...]


def test_a_draft_dataclass_is_read_as_its_json_shape() -> None:
    draft = root(_Draft("Ann", ("Bob", "Cy")))
    assert draft.value == {"name": "Ann", "witnesses": ["Bob", "Cy"]}
