"""Core: chip denominations, an event's chip set, and players' stacks.

All values are whole tournament chips held as Python ints, so arithmetic is
exact at any size. A stack is immutable; every change returns a new stack and
no count can ever go below zero.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from floordesk.core.errors import ChipError, Problem
from floordesk.core.fields import describe_json, is_whole_number
from floordesk.i18n import translate


def denomination_label(value: int) -> str:
    """How a supervisor names a chip of `value`: T25, T500, T1K, T25K (whole thousands get a K)."""
    if value >= 1000 and value % 1000 == 0:
        return f"T{value // 1000}K"
    return f"T{value}"


def chips_text(count: int, value: int) -> str:
    """'8 × T100': `count` chips of `value`, as every screen writes them (the sign and the chip's label, no words
    to translate: the sentences around it are)."""
    return f"{count} × {denomination_label(value)}"


@dataclass(frozen=True)
class Denomination:
    """One chip value with its colour; `in_play` is False once it has been coloured up."""

    value: int
    colour_name: str
    colour_hex: str
    in_play: bool = True

    def __post_init__(self) -> None:
        if not is_whole_number(self.value, minimum=1):
            raise ChipError.at(
                "value",
                translate("core", "a denomination must be a whole number >= 1, not {value!r}").format(value=self.value),
            )
        if not (len(self.colour_hex) == 7 and self.colour_hex.startswith("#")):
            raise ChipError.at(
                "colour_hex",
                translate("core", "{colour_hex!r} is not a #rrggbb colour").format(colour_hex=self.colour_hex),
            )

    @property
    def label(self) -> str:
        """How a supervisor names the chip: T25, T1000, T25K."""
        return denomination_label(self.value)


@dataclass(frozen=True)
class ChipSet:
    """An event's denominations, smallest first, including those already removed."""

    denominations: tuple[Denomination, ...]

    def __post_init__(self) -> None:
        values = [d.value for d in self.denominations]
        if len(set(values)) != len(values):
            raise ChipError.at("denominations", translate("core", "a value appears twice in the chip set"))
        if not any(d.in_play for d in self.denominations):
            raise ChipError.at("denominations", translate("core", "at least one denomination must be in play"))
        object.__setattr__(self, "denominations", tuple(sorted(self.denominations, key=lambda d: d.value)))

    def in_play(self) -> tuple[Denomination, ...]:
        return tuple(d for d in self.denominations if d.in_play)

    def all_in_play(self) -> ChipSet:
        """The same chips, every one in play again (a new event starts with none raced off)."""
        return ChipSet(tuple(replace(d, in_play=True) for d in self.denominations))

    def in_play_values(self) -> tuple[int, ...]:
        return tuple(d.value for d in self.in_play())

    def smallest_in_play(self) -> Denomination:
        return self.in_play()[0]

    def get(self, value: int) -> Denomination:
        for denomination in self.denominations:
            if denomination.value == value:
                return denomination
        raise ChipError.at(
            "denomination", translate("core", "{value} is not in this event's chip set").format(value=value)
        )

    def with_removed(self, value: int) -> ChipSet:
        """The chip set after a colour-up takes `value` out of play."""
        denomination = self.get(value)
        if not denomination.in_play:
            raise ChipError.at(
                "denomination", translate("core", "T{value} has already been removed from play").format(value=value)
            )
        if len(self.in_play()) == 1:
            raise ChipError.at(
                "denomination",
                translate("core", "T{value} is the last denomination in play and cannot be removed").format(
                    value=value
                ),
            )
        return ChipSet(tuple(replace(d, in_play=False) if d.value == value else d for d in self.denominations))


# The colours most tournament chip sets use; an event may choose its own.
STANDARD_COLOURS: Mapping[int, tuple[str, str]] = MappingProxyType(
    {
        1: ("white", "#f2f2f2"),
        5: ("red", "#c62828"),
        25: ("green", "#2e7d32"),
        100: ("black", "#212121"),
        500: ("purple", "#6a1b9a"),
        1000: ("yellow", "#f9a825"),
        5000: ("orange", "#ef6c00"),
        25000: ("grey", "#78909c"),
        100000: ("blue", "#1565c0"),
    }
)


MAX_CHIP_COUNT = 999_999_999
"""The most chips of one denomination a count typed at a seat may give (nine digits, far above any real stack)."""


def standard_chip_set(values: tuple[int, ...]) -> ChipSet:
    """A chip set in the usual colours (an unknown value gets a neutral grey)."""
    return ChipSet(tuple(Denomination(v, *STANDARD_COLOURS.get(v, ("grey", "#9e9e9e"))) for v in values))


@dataclass(frozen=True)
class Stack:
    """A player's chips: how many of each denomination value. Zero counts are dropped."""

    counts: Mapping[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for value, count in self.counts.items():
            if not is_whole_number(count, minimum=0):
                raise ChipError.at(f'stack["{value}"]', translate("core", "must be a whole number >= 0"))
            if not is_whole_number(value, minimum=1):
                raise ChipError.at("stack", translate("core", "{value!r} is not a denomination").format(value=value))
        clean = {v: c for v, c in sorted(self.counts.items()) if c}
        object.__setattr__(self, "counts", MappingProxyType(clean))

    @classmethod
    def parse(cls, value: object, path: str) -> Stack:
        """Read a JSON stack such as ``{"25": 3, "100": 12}``."""
        if not isinstance(value, dict):
            raise ChipError.at(
                path,
                translate("core", "must be an object of denomination to count, not {describe_json}").format(
                    describe_json=describe_json(value)
                ),
            )
        problems: list[Problem] = []
        counts: dict[int, int] = {}
        for key, count in value.items():
            where = f'{path}["{key}"]'
            # ASCII digits only: str.isdigit() also accepts "²" or "٢٥", which int() refuses or reads as 25.
            if not (isinstance(key, str) and key.isascii() and key.isdigit() and int(key) > 0):
                problems.append(
                    Problem(where, translate("core", 'is not a denomination (a whole number of chips, e.g. "25")'))
                )
            elif not is_whole_number(count, minimum=0):
                problems.append(Problem(where, translate("core", "must be a whole number >= 0")))
            else:
                counts[int(key)] = counts.get(int(key), 0) + count
        if problems:
            raise ChipError(problems)
        return cls(counts)

    def to_json(self) -> dict[str, int]:
        return {str(v): c for v, c in self.counts.items()}

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self.counts.items())

    def __bool__(self) -> bool:
        return bool(self.counts)

    def count(self, value: int) -> int:
        return self.counts.get(value, 0)

    def total(self) -> int:
        return sum(value * count for value, count in self.counts.items())

    def chip_count(self) -> int:
        return sum(self.counts.values())

    def plus(self, other: Stack) -> Stack:
        merged = dict(self.counts)
        for value, count in other:
            merged[value] = merged.get(value, 0) + count
        return Stack(merged)

    def minus(self, other: Stack) -> Stack:
        """Take `other` out of this stack; refuses to leave a negative count."""
        remaining = dict(self.counts)
        for value, count in other:
            if remaining.get(value, 0) < count:
                raise ChipError.at(
                    f'stack["{value}"]',
                    translate("core", "cannot take {count} chips of T{value}; only {get} there").format(
                        count=count, value=value, get=remaining.get(value, 0)
                    ),
                )
            remaining[value] -= count
        return Stack(remaining)

    def with_count(self, value: int, count: int) -> Stack:
        return Stack({**self.counts, value: count})

    def check_in_play(self, chip_set: ChipSet, path: str = "stack") -> None:
        """Refuse chips of a value the chip set does not have in play."""
        in_play = set(chip_set.in_play_values())
        problems = [
            Problem(f'{path}["{v}"]', translate("core", "T{v} is not a denomination in play").format(v=v))
            for v in self.counts
            if v not in in_play
        ]
        if problems:
            raise ChipError(problems)

    def describe(self) -> str:
        """'8 × T100, 3 × T25' ('no chips' in the language spoken when it is empty)."""
        if not self.counts:
            return translate("core", "no chips")
        return ", ".join(chips_text(c, v) for v, c in sorted(self.counts.items(), reverse=True))
