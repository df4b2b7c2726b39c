"""Core: the pots result of rules 47 and 48 read back from its JSON (settled pots, or a departure's payout), typed.

The flow pays the pot out from it and draws it, and a report prints it; each reads it through
`PotsResult.read`, which refuses another shape naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.rules.result_fields import amounts, each, name, names, optional, required, whole
from floordesk.i18n import translate

KIND = "pots"


@dataclass(frozen=True)
class OddChip:
    """One odd chip of a split pot: its value, who gets it (None: the high half) and why."""

    amount: int
    player: str | None
    reason: str


@dataclass(frozen=True)
class SettledPotResult:
    """One pot, main or side, as settled."""

    name: str
    amount: int
    eligible: tuple[str, ...]
    high_winners: tuple[str, ...]
    low_winners: tuple[str, ...]
    awards: dict[str, int]
    odd_chips: tuple[OddChip, ...]

    @classmethod
    def read(cls, pot: Mapping[str, Any]) -> SettledPotResult:
        return cls(
            name=required(pot, "name", name, KIND),
            amount=required(pot, "amount", whole, KIND),
            eligible=required(pot, "eligible", names, KIND),
            high_winners=optional(pot, "high_winners", names, KIND) or (),
            low_winners=optional(pot, "low_winners", names, KIND) or (),
            awards=required(pot, "awards", amounts, KIND),
            odd_chips=required(pot, "odd_chips", _odd_chips, KIND),
        )


@dataclass(frozen=True)
class PotsResult:
    """A pots ruling, or a departure from it (the supervisor's own payout, in chips)."""

    pots: tuple[SettledPotResult, ...]
    hands: dict[str, tuple[str, ...]]
    """each player's hands read from his cards, described (high, then low)"""
    total_awarded: dict[str, int] | None
    uncalled_returned: dict[str, int]
    payout: dict[str, Stack] | None
    """only in a departure: the chips each player is given"""

    @property
    def amounts(self) -> dict[str, int]:
        """Each player's chips: pot winnings plus any uncalled bet returned."""
        totals = dict(self.total_awarded or {})
        for player, returned in self.uncalled_returned.items():
            totals[player] = totals.get(player, 0) + returned
        return totals

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> PotsResult:
        """Raises InvalidInput naming the field when `result` is not shaped as a pots result."""
        return cls(
            pots=required(result, "pots", _pots, KIND),
            hands=optional(result, "hands", _hands, KIND) or {},
            total_awarded=optional(result, "total_awarded", amounts, KIND),
            uncalled_returned=optional(result, "uncalled_returned", amounts, KIND) or {},
            payout=optional(result, "payout", _payout, KIND),
        )


def _pots(value: object) -> tuple[SettledPotResult, ...]:
    if not isinstance(value, list):
        raise ValueError(translate("core", "{value!r} is not a list of pots").format(value=value))
    return tuple(SettledPotResult.read(pot) for pot in value)


def _odd_chips(value: object) -> tuple[OddChip, ...]:
    if not isinstance(value, list):
        raise ValueError(translate("core", "{value!r} is not a list of odd chips").format(value=value))
    return tuple(
        OddChip(
            required(chip, "amount", whole, KIND),
            optional(chip, "player", name, KIND),
            required(chip, "reason", name, KIND),
        )
        for chip in value
    )


def _hands(value: object) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, Mapping):
        raise ValueError(translate("core", "{value!r} is not an object of player to hands").format(value=value))
    return {
        name(player): tuple(required(hand, "description", name, KIND) for hand in (best["high"], best["low"]) if hand)
        for player, best in value.items()
    }


def _payout(value: object) -> dict[str, Stack]:
    if not isinstance(value, Mapping):
        raise ValueError(translate("core", "{value!r} is not an object of player to chips").format(value=value))
    return {name(player): Stack.parse(stack, "payout") for player, stack in value.items()}


@dataclass(frozen=True)
class PotShare:
    """One pot of a decision that gives each pot out by its own awards (what an overrule restates pot by pot)."""

    name: str | None
    amount: int
    eligible: tuple[str, ...]
    awards: dict[str, int]
    recorded: Mapping[str, Any] = field(compare=False, repr=False)
    """the pot as recorded, restated whole with new awards (its other fields are the rule's)"""

    @classmethod
    def read(cls, pot: Mapping[str, Any]) -> PotShare:
        return cls(
            name=optional(pot, "name", name, KIND),
            amount=required(pot, "amount", whole, KIND),
            eligible=required(pot, "eligible", names, KIND),
            awards=optional(pot, "awards", amounts, KIND) or {},
            recorded=pot,
        )


@dataclass(frozen=True)
class PotsDecision:
    """A pots or split decision as an overrule reads it: a recorded result, or a new decision that may give
    only what each player is given (`total_awarded`, a split's `awards`, a departure's `payout`)."""

    total_awarded: dict[str, int] | None
    awards: dict[str, int] | None
    """a split's (rule 48)"""
    uncalled_returned: dict[str, int]
    payout: dict[str, Stack] | None
    pots: tuple[PotShare, ...] | None

    @property
    def split(self) -> bool:
        """A split's decision, given out by its awards alone."""
        return self.awards is not None and self.total_awarded is None

    @property
    def amounts(self) -> dict[str, int]:
        """What each player is given: his chips by value when given out as stacks (a departure's payout),
        else his awards with any uncalled bet returned."""
        if self.payout is not None:
            return {player: stack.total() for player, stack in self.payout.items()}
        given: dict[str, int] = {}
        for part in (self.total_awarded or {}, self.awards or {}, self.uncalled_returned):
            for player, chips in part.items():
                given[player] = given.get(player, 0) + chips
        return given

    @classmethod
    def read(cls, decision: Mapping[str, Any]) -> PotsDecision:
        """Raises InvalidInput naming the field (`result.total_awarded.P7`) when a part is of another shape."""
        if not isinstance(decision, Mapping):
            raise InvalidInput.at(
                "result", translate("core", "is not a {KIND} result as recorded (not an object)").format(KIND=KIND)
            )
        return cls(
            total_awarded=each(decision, "total_awarded", whole, KIND),
            awards=each(decision, "awards", whole, KIND),
            uncalled_returned=each(decision, "uncalled_returned", whole, KIND) or {},
            payout=each(decision, "payout", _chips, KIND),
            pots=optional(decision, "pots", _shares, KIND),
        )


def _chips(value: object) -> Stack:
    return Stack.parse(value, "chips")


def _shares(value: object) -> tuple[PotShare, ...]:
    if not isinstance(value, list):
        raise ValueError(translate("core", "{value!r} is not a list of pots").format(value=value))
    return tuple(PotShare.read(pot) for pot in value)
