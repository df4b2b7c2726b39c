"""What a log record is (store/records.py): its hash covers every stored field and nothing else, a column added later
(NULL in old rows) leaves old hashes alone, and only plain JSON data and storable text get in."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from floordesk.store.records import GENESIS_HASH, canonical_json, is_storable_text, json_problem, record_hash

_VALUES = st.integers(min_value=-(2**63), max_value=2**63 - 1) | st.text(max_size=20)


def _hash(fields: dict[str, object], *, seq: int = 1, prev: str = GENESIS_HASH) -> str:
    return record_hash("incident", "laptop-1", seq, prev, fields)


@given(st.dictionaries(st.sampled_from(["kind", "narrative", "rule", "table"]), _VALUES, min_size=1))
def test_a_column_added_later_and_null_in_old_rows_leaves_their_hash_alone(fields: dict[str, object]) -> None:
    assert _hash({**fields, "added_later": None}) == _hash(fields)


@given(
    st.dictionaries(st.sampled_from(["kind", "narrative", "rule", "table"]), _VALUES, min_size=1),
    st.sampled_from(["kind", "narrative", "rule", "table"]),
    _VALUES,
)
def test_any_changed_field_changes_the_hash(fields: dict[str, object], name: str, value: object) -> None:
    changed = {**fields, name: value}
    assume(changed.get(name) != fields.get(name) or type(value) is not type(fields.get(name)))
    assert _hash(changed) != _hash(fields)


def test_the_chain_is_part_of_the_hash() -> None:
    fields = {"kind": "clock", "rule": 49}
    base = _hash(fields)
    assert _hash(fields, seq=2) != base
    assert _hash(fields, prev="1" * 64) != base
    assert record_hash("amendment", "laptop-1", 1, GENESIS_HASH, fields) != base
    assert record_hash("incident", "laptop-2", 1, GENESIS_HASH, fields) != base


@pytest.mark.parametrize("spelled", ["x\nb:s1:y", "x\nb:s:y", "x\nb:y", "x\nb:s1:y\n"])
def test_one_field_holding_what_looks_like_two_is_not_two_fields(spelled: str) -> None:
    assert _hash({"a": spelled}) != _hash({"a": "x", "b": "y"})


def test_a_value_cannot_pass_for_another_type_or_another_text() -> None:
    assert _hash({"rule": 49}) != _hash({"rule": "49"})
    assert _hash({"narrative": "é"}) != _hash({"narrative": "e"})


@pytest.mark.parametrize("value", [True, 1.5, b"bytes", ["list"]])
def test_a_record_holds_only_text_and_whole_numbers(value: object) -> None:
    with pytest.raises(TypeError, match=r"^narrative: a record holds only text and whole numbers"):
        _hash({"narrative": value})


def test_canonical_json_is_one_text_for_one_value() -> None:
    assert canonical_json({"b": [1, "é"], "a": None}) == '{"a":null,"b":[1,"é"]}'
    with pytest.raises(ValueError, match="not JSON compliant"):
        canonical_json({"x": math.nan})


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({"a": [1, "x", None, True, {"b": 2.5}]}, None),
        ({"a": [math.inf]}, "must not hold NaN or infinity"),
        ({"a": {"b": math.nan}}, "must not hold NaN or infinity"),
        ({1: "x"}, "must have text keys only"),
        ({"a": [{"b": {3}}]}, "must hold JSON data only, not a set"),
        (b"raw", "must hold JSON data only, not a bytes"),
    ],
)
def test_only_plain_json_data_is_stored(value: object, problem: str | None) -> None:
    assert json_problem(value) == problem


def test_text_sqlite_cannot_store_is_told_apart() -> None:
    assert is_storable_text("Ana Ribeiro é")
    assert not is_storable_text("lone \ud800 surrogate")
    assert not is_storable_text(49)
