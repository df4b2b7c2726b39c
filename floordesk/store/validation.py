"""Store: checking a write's values before anything touches the database.

Each helper reads one present member of a request (a dict, or a draft dataclass
turned into one) as a `floordesk.core.fields.Field`; the caller picks the member
with `Field.read_key` or `Field.read_optional`, which decide what its absence
means. Every problem is recorded with the field's path and all of them are
reported together.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Collection, Mapping
from typing import Any

from floordesk.core.fields import Field
from floordesk.i18n import translate
from floordesk.store.records import canonical_json, json_problem

NAME_MAX = 200
NARRATIVE_MAX = 40_000
JSON_MAX = 1_000_000
TEXTS_MAX_ITEMS = 50
"""The most items a list of texts (a ruling's witnesses) holds."""
_UID = re.compile(r"[0-9a-f]{32}")

Reader = Callable[[Field], Any]
"""Reads one present member into its clean value, recording any problem (as `text_value` does)."""


def root(draft: object) -> Field:
    """A draft (dataclass or dict) as a Field to read member by member, sequences as lists."""
    return Field.root(_as_json_shapes(draft))


def _as_json_shapes(value: object) -> object:
    """Dataclasses (a draft, its parties) as dicts and sequences as lists, made anew: the leaves, immutable, are
    shared (`dataclasses.asdict` deep-copied each, half of a Sign's CPU time)."""
    if isinstance(value, dict):
        return {key: _as_json_shapes(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_as_json_shapes(item) for item in value]
    if value is None or isinstance(value, (str, int, float)):  # most of a ruling's values: checked first
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _as_json_shapes({field.name: getattr(value, field.name) for field in dataclasses.fields(value)})
    return value


def text_value(member: Field, limit: int = NAME_MAX) -> str | None:
    """A non-blank string of at most `limit` characters, trimmed."""
    value = member.as_str()
    if value is None:
        return None
    if len(value) > limit:
        member.fail(translate("store", "must be at most {limit} characters long").format(limit=limit))
        return None
    if "\x00" in value:
        member.fail(translate("store", "must not contain a NUL character"))
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        member.fail(translate("store", "must be valid Unicode text"))
        return None
    return value.strip()


def required_text(name: str, value: object, *, limit: int = NAME_MAX) -> str:
    """One lone text argument, checked; raises InvalidInput naming it."""
    field = Field.root({name: value})
    clean = field.read_key(name, text_value, limit=limit)
    field.problems.raise_if_any()
    assert clean is not None  # no problem recorded means a value was read
    return clean


def uid_value(member: Field) -> str | None:
    """A record id (32 lowercase hex digits)."""
    value = member.as_str()
    if value is not None and not _UID.fullmatch(value):
        member.fail(translate("store", "must be a record id (32 hexadecimal digits)"))
        return None
    return value


def json_value(member: Field) -> str | None:
    """A JSON value in its canonical text form."""
    try:
        encoded: str | None = canonical_json(member.value)
    except (TypeError, ValueError):
        encoded = None
    # A value equal to what its JSON text reads back as is plain JSON data: compared in C, not walked in Python
    # (an import checks hundreds of thousands). Anything else is walked, for the problem to name.
    if encoded is None or json.loads(encoded) != member.value:
        problem = json_problem(member.value)
        if problem:
            member.fail(problem)
            return None
        if encoded is None:
            encoded = canonical_json(member.value)  # what json_problem passes and JSON cannot encode: as before
    if len(encoded) > JSON_MAX:
        member.fail(translate("store", "must be at most {JSON_MAX} characters of JSON").format(JSON_MAX=JSON_MAX))
        return None
    return encoded


def json_data(member: Field, encode: Callable[[Field], str | None] = json_value) -> Any:
    """A JSON value checked and encoded by `encode`, back as data in that canonical form."""
    encoded = encode(member)
    return None if encoded is None else json.loads(encoded)


def texts_value(member: Field, limit: int = NAME_MAX, max_items: int = TEXTS_MAX_ITEMS) -> list[str]:
    """A list of at most `max_items` non-blank strings."""
    items = member.elements()
    if len(items) > max_items:
        member.fail(translate("store", "must have at most {max_items} items").format(max_items=max_items))
        return []
    return [value for value in (text_value(item, limit) for item in items) if value is not None]


def named_changes(
    member: Field,
    readers: Mapping[str, Reader],
    *,
    nullable: Collection[str],
    empty: str,
    refused: Callable[[str], str],
) -> dict[str, Any]:
    """An object of changes to named fields (a correction, an alteration), each read by its field's reader.

    It must name at least one field (else the problem `empty`) and only fields of `readers`
    (else `refused(name)`); null is allowed only for the `nullable` fields, where it clears the value.
    """
    if not member.is_object():
        return {}
    assert isinstance(member.value, dict)
    if not member.value:
        member.fail(empty)
    changes: dict[str, Any] = {}
    for name in member.value:
        path = f"{member.path}.{name}"
        value = member.optional(name)
        if name not in readers:
            member.problems.add(path, refused(name))
        elif value is not None:
            changes[name] = readers[name](value)
        elif name in nullable:
            changes[name] = None
        else:
            member.problems.add(path, translate("store", "must not be null"))
    return changes
