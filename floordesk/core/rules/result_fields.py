"""Core: the field readers that a ruling's typed result reader is made of.

Each reads one field of a result as recorded and, when it is missing or of another
shape, refuses it with InvalidInput naming the field (`result.next_hands`), so that
a reader of a pots, clock, button or penalty result says what is wrong in the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import is_whole_number
from floordesk.i18n import translate

T = TypeVar("T")

Reader = Callable[[Any], T]


def required(result: Mapping[str, Any], key: str, read: Reader[T], kind: str) -> T:
    """`result[key]` read by `read`; raises InvalidInput naming `result.<key>` when missing or misshapen."""
    if not isinstance(result, Mapping):
        raise InvalidInput.at(
            "result", translate("core", "is not a {kind} result as recorded (not an object)").format(kind=kind)
        )
    if key not in result:
        raise InvalidInput.at(
            f"result.{key}", translate("core", "is missing: not a {kind} result as recorded").format(kind=kind)
        )
    try:
        return read(result[key])
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise InvalidInput.at(
            f"result.{key}",
            translate("core", "is not a {kind} result as recorded ({error})").format(kind=kind, error=error),
        ) from None


def optional(result: Mapping[str, Any], key: str, read: Reader[T], kind: str) -> T | None:
    """As `required`, but an absent or null field reads as None."""
    if isinstance(result, Mapping) and result.get(key) is None:
        return None
    return required(result, key, read, kind)


def each(result: Mapping[str, Any], key: str, read: Reader[T], kind: str) -> dict[str, T] | None:
    """An optional object of player to value, each read by `read`: one refused is named `result.<key>.<player>`."""
    given = optional(result, key, json_object, kind)
    if given is None:
        return None
    values: dict[str, T] = {}
    for player, value in given.items():
        try:
            values[name(player)] = read(value)
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise InvalidInput.at(
                f"result.{key}.{player}",
                translate("core", "is not a {kind} result as recorded ({error})").format(kind=kind, error=error),
            ) from None
    return values


def whole(value: object) -> int:
    if not is_whole_number(value, minimum=0):
        raise ValueError(translate("core", "{value!r} is not a whole number").format(value=value))
    return value


def seconds(value: object) -> float:
    """A time in seconds, kept as recorded (a whole number stays an int, so it prints the same)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise ValueError(translate("core", "{value!r} is not a time in seconds").format(value=value))
    return value


def flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(translate("core", "{value!r} is not true or false").format(value=value))
    return value


def name(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(translate("core", "{value!r} is not a name").format(value=value))
    return value


def names(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ValueError(translate("core", "{value!r} is not a list of names").format(value=value))
    return tuple(map(name, value))


def amounts(value: object) -> dict[str, int]:
    """Chips by player: {"Ann": 1200}."""
    if not isinstance(value, Mapping):
        raise ValueError(translate("core", "{value!r} is not an object of player to chips").format(value=value))
    return {name(player): whole(chips) for player, chips in value.items()}


def json_object(value: object) -> Mapping[str, Any]:
    """An object printed whole as recorded (its own shape is its rule's, not the reader's)."""
    if not isinstance(value, Mapping):
        raise ValueError(translate("core", "{value!r} is not an object").format(value=value))
    return value
