"""Core: reading JSON-like requests field by field, collecting every problem.

The command line and the wizards hand the rules plain dicts and lists. A
`Field` wraps one value with its path; reading never stops at the first
problem, so a caller can report them all at once and then raise.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import suppress
from enum import Enum
from typing import Concatenate, ParamSpec, TypeGuard, TypeVar

from floordesk.core.errors import InvalidInput, Problem
from floordesk.i18n import grouped, numerus, read_grouped, translate

_AT_LEAST_ITEMS = numerus("core", "must have at least %n item(s)", "", 0)

D = TypeVar("D")
E = TypeVar("E", bound=Enum)
P = ParamSpec("P")
R = TypeVar("R")
T = TypeVar("T")
_MISSING = object()


class UnreadableJson(ValueError):
    """Text that is not JSON Python can read; the message is one line saying why."""


def read_json(text: str | bytes) -> object:
    """JSON text from outside (a request, an exported log) as data; raises UnreadableJson saying why not."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UnreadableJson(
            translate("core", "malformed JSON at line {lineno}, column {colno}: {msg}").format(
                lineno=error.lineno, colno=error.colno, msg=error.msg
            )
        ) from error
    except UnicodeDecodeError as error:
        raise UnreadableJson(translate("core", "not UTF-8 text")) from error
    except RecursionError as error:
        raise UnreadableJson(translate("core", "JSON nested too deeply to read")) from error
    except ValueError as error:
        # The one other refusal of json.loads: an integer longer than Python converts (4300 digits).
        raise UnreadableJson(translate("core", "a number in the JSON has too many digits to read")) from error


def is_whole_number(value: object, *, minimum: int | None = None, maximum: int | None = None) -> TypeGuard[int]:
    """An int within the bounds given; a bool is refused although Python counts it as an int."""
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return (minimum is None or value >= minimum) and (maximum is None or value <= maximum)


_TYPED_DIGITS_MAX = 40  # far more than any count; int() of thousands of digits is slow, then refused
# Digits with the marks some language writes in a number: a number mistyped (a fraction, a separator misplaced or
# another language's), said so; anything else ("five", "1e3", other scripts' digits) is not a number at all.
_NUMBER_LIKE = re.compile(r"[+-]?[0-9.,'’\s]*[0-9][0-9.,'’\s]*")
_EXAMPLE_COUNT = 12_500


def looks_like_a_number(typed: str) -> bool:
    """Digits with the marks some language writes in numbers ("1,5", "1.000", "12 500"), however placed."""
    return _NUMBER_LIKE.fullmatch(typed) is not None


def read_typed_number(text: str, path: str, *, minimum: int, maximum: int) -> int:
    """A whole number as a person types it, within the bounds; raises InvalidInput saying why not.

    Chip counts and amounts are whole numbers, typed as the window shows them: plain digits ("12500", " 40 "),
    or grouped as the language spoken groups them (`floordesk.i18n.read_grouped`: "12.500" in German,
    "12 500" in French, "12,500" in English). A fraction or a separator out of place ("1,5" or "1,000" in
    German, "1.5" or "1.00" in English) is refused, saying counts are whole numbers, never read as another
    number. Nothing is rounded, clipped or made positive: "-5" and a number above `maximum` are refused with
    the reason, so a count is never changed behind the user's back.
    """
    typed = text.strip()
    if not typed:
        raise InvalidInput.at(
            path,
            translate("core", "type a whole number from {minimum} to {maximum}").format(
                minimum=grouped(minimum), maximum=grouped(maximum)
            ),
        )
    if not looks_like_a_number(typed):
        raise InvalidInput.at(path, translate("core", "{typed!r} is not a whole number").format(typed=typed[:20]))
    if len(typed) > _TYPED_DIGITS_MAX:
        raise InvalidInput.at(
            path,
            translate(
                "core", "must be a whole number from {minimum} to {maximum}; that one has too many digits"
            ).format(minimum=grouped(minimum), maximum=grouped(maximum)),
        )
    value = read_grouped(typed)
    if value is None:
        raise InvalidInput.at(
            path,
            translate("core", 'counts are whole numbers, typed like {grouped} or {plain}; "{typed}" is not one').format(
                grouped=grouped(_EXAMPLE_COUNT), plain=_EXAMPLE_COUNT, typed=typed
            ),
        )
    if value < minimum:
        raise InvalidInput.at(
            path,
            translate("core", "must be at least {minimum}, not {value}").format(
                minimum=grouped(minimum), value=grouped(value)
            ),
        )
    if value > maximum:
        raise InvalidInput.at(
            path,
            translate("core", "must be at most {maximum}, not {value}").format(
                maximum=grouped(maximum), value=grouped(value)
            ),
        )
    return value


def describe_json(value: object) -> str:
    """Name a JSON value's kind for an error message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


class Problems:
    """An accumulator of problems found while reading one request."""

    def __init__(self) -> None:
        self.items: list[Problem] = []

    def add(self, path: str, message: str) -> None:
        self.items.append(Problem(path, message))

    def extend(self, error: InvalidInput) -> None:
        self.items.extend(error.problems)

    def raise_if_any(self) -> None:
        if self.items:
            raise InvalidInput(self.items)


class Field:
    """One value of a request, with its path and the shared problem list."""

    def __init__(self, value: object, path: str, problems: Problems) -> None:
        self.value = value
        self.path = path
        self.problems = problems

    @classmethod
    def root(cls, value: object) -> Field:
        return cls(value, "", Problems())

    def fail(self, message: str) -> None:
        self.problems.add(self.path, message)

    # -- navigation -------------------------------------------------------
    def _child_path(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def is_object(self) -> bool:
        if isinstance(self.value, dict):
            return True
        self.fail(
            translate("core", "must be a JSON object, not {describe_json}").format(
                describe_json=describe_json(self.value)
            )
        )
        return False

    def key(self, name: str) -> Field | None:
        """A required member; records 'is required' and returns None if absent or null."""
        if not isinstance(self.value, dict):
            return None
        value = self.value.get(name, _MISSING)
        if value is _MISSING or value is None:
            self.problems.add(self._child_path(name), translate("core", "is required"))
            return None
        return Field(value, self._child_path(name), self.problems)

    def optional(self, name: str) -> Field | None:
        """An optional member; None when absent or null."""
        if not isinstance(self.value, dict):
            return None
        value = self.value.get(name)
        return None if value is None else Field(value, self._child_path(name), self.problems)

    def read_key(
        self, name: str, read: Callable[Concatenate[Field, P], R], *args: P.args, **kwargs: P.kwargs
    ) -> R | None:
        """A required member read by `read` (`Field.as_int`, `Field.parsed`...) with the arguments given;
        None if it is absent (recorded as required) or wrong (recorded by `read`)."""
        member = self.key(name)
        return None if member is None else read(member, *args, **kwargs)

    def read_optional(
        self, name: str, default: D, read: Callable[Concatenate[Field, P], R], *args: P.args, **kwargs: P.kwargs
    ) -> R | D:
        """An optional member read by `read` with the arguments given; `default` if it is absent or null,
        None if it is wrong (recorded by `read`)."""
        member = self.optional(name)
        return default if member is None else read(member, *args, **kwargs)

    def elements(self, *, min_items: int = 0) -> list[Field]:
        if not isinstance(self.value, list):
            self.fail(
                translate("core", "must be an array, not {describe_json}").format(
                    describe_json=describe_json(self.value)
                )
            )
            return []
        if len(self.value) < min_items:
            self.fail(translate("core", _AT_LEAST_ITEMS, "", min_items))
        return [Field(v, f"{self.path}[{i}]", self.problems) for i, v in enumerate(self.value)]

    def entries(self) -> Iterator[tuple[str, Field]]:
        """Members of an object keyed by arbitrary strings (a stack's denominations)."""
        if not isinstance(self.value, dict):
            self.fail(
                translate("core", "must be a JSON object, not {describe_json}").format(
                    describe_json=describe_json(self.value)
                )
            )
            return
        for name, value in self.value.items():
            yield name, Field(value, f'{self.path}["{name}"]', self.problems)

    # -- scalars ----------------------------------------------------------
    def as_int(self, *, minimum: int | None = None, maximum: int | None = None) -> int | None:
        value = self.value
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if not is_whole_number(value, minimum=minimum, maximum=maximum):
            self.fail(_whole_number_message(minimum, maximum))
            return None
        return value

    def as_str(self, *, allow_empty: bool = False) -> str | None:
        if not isinstance(self.value, str):
            self.fail(
                translate("core", "must be a string, not {describe_json}").format(
                    describe_json=describe_json(self.value)
                )
            )
            return None
        if not allow_empty and not self.value.strip():
            self.fail(translate("core", "must not be empty"))
            return None
        return self.value

    def as_bool(self) -> bool | None:
        if not isinstance(self.value, bool):
            self.fail(
                translate("core", "must be true or false, not {describe_json}").format(
                    describe_json=describe_json(self.value)
                )
            )
            return None
        return self.value

    def parsed(self, parser: Callable[[object, str], T]) -> T | None:
        """Run a core parser (`parse_cards`, `Stack.parse`) on this value, recording its problems."""
        try:
            return parser(self.value, self.path)
        except InvalidInput as error:
            self.problems.extend(error)
            return None

    def as_enum(self, enum_type: type[E]) -> E | None:
        """An enum whose values are the JSON spellings."""
        with suppress(ValueError):  # a lookup by value, not a walk through the members: imports read thousands
            return enum_type(self.value)
        allowed = ", ".join(repr(m.value) for m in enum_type)
        self.fail(
            translate("core", "must be one of {allowed}, not {describe_json}").format(
                allowed=allowed, describe_json=describe_json(self.value)
            )
        )
        return None


def _whole_number_message(minimum: int | None, maximum: int | None) -> str:
    if minimum is not None and maximum is not None:
        return f"must be a whole number from {minimum} to {maximum}"
    if minimum is not None:
        return f"must be a whole number >= {minimum}"
    if maximum is not None:
        return f"must be a whole number <= {maximum}"
    return "must be a whole number"
