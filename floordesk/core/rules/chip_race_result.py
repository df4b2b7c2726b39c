"""Core: rule 46's results read back from their JSON, typed, for all who read them.

A chip race (`ChipRace.to_json`) and chips found after it (`FoundChipsRuling.to_json`):
the flow applies a recorded or departed-from result to the table, the wizard
shows the race card by card, a report prints it. Each reads it through
`RaceResult.read` or `FoundChipsResult.read`, which refuse a result of another
shape with InvalidInput. Kept apart from the rules and the flows so that a
report loads neither.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from floordesk.core.cards import Card, parse_card
from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.rules.result_fields import json_object, name, optional, required, whole
from floordesk.i18n import translate

T = TypeVar("T")


class Verdict(Enum):
    WINS = "wins"
    PASSED_OVER = "passed over"
    """his owner already won a chip (or was given one from the pool)"""
    NOT_READ = "not read"
    """every raced chip was out before this card"""


@dataclass(frozen=True)
class CardReading:
    """One card as the race reads it, highest first."""

    player: str
    card: Card
    verdict: Verdict


@dataclass(frozen=True)
class RaceReading:
    """One denomination's race as it is shown card by card."""

    removed: int
    race_unit: int
    race_chip_count: int
    cards: tuple[CardReading, ...]
    stay_alive: tuple[tuple[str, str], ...]
    """(player, source) for each chip given so that a player is not raced out"""


@dataclass(frozen=True)
class RaceStepResult:
    """One denomination's race in a chip-race result: what it raced, the cards dealt and who won a chip."""

    removed: int
    race_unit: int
    race_chip_count: int
    dealt: tuple[tuple[str, Card], ...]
    """(player, card) for every card dealt, in the player's order"""
    awards: tuple[tuple[str, Card], ...]
    """(player, card) for each raced chip, in the order won"""
    stay_alive: tuple[tuple[str, str], ...]
    """(player, source) for each chip given so that a player is not raced out"""

    def reading(self) -> RaceReading:
        """The race card by card: the dealt cards highest first; a card's owner wins one chip unless he
        already has one, until the raced chips are all out (the core's walk)."""
        holders = {player for player, source in self.stay_alive if source == "from_pool"}
        dealt = sorted(((card, player) for player, card in self.dealt), key=lambda pair: pair[0].sort_key, reverse=True)
        cards: list[CardReading] = []
        won = 0
        for card, player in dealt:
            if won == len(self.awards):
                verdict = Verdict.NOT_READ
            elif (player, card) == self.awards[won]:
                verdict, won = Verdict.WINS, won + 1
                holders.add(player)
            else:
                verdict = Verdict.PASSED_OVER if player in holders else Verdict.NOT_READ
            cards.append(CardReading(player, card, verdict))
        return RaceReading(self.removed, self.race_unit, self.race_chip_count, tuple(cards), self.stay_alive)


@dataclass(frozen=True)
class RaceResult:
    """A chip-race result (or a departure from it), read from its JSON as recorded (`ChipRace.to_json`):
    what the flow applies, the wizard shows and a report prints, so each reads it the same way."""

    race_unit: int
    race_chip_count: int
    odd_value_total: int
    value_change: int
    denominations_removed: tuple[int, ...]
    denominations_in_play_after: tuple[int, ...]
    stacks_before: dict[str, Stack]
    stacks_after: dict[str, Stack]
    direct_exchange: dict[str, Stack]
    odd_chips: dict[str, int]
    dealt: dict[str, tuple[Card, ...]]
    awards: tuple[tuple[str, Card], ...]
    stay_alive: tuple[tuple[str, str], ...]
    steps: tuple[RaceStepResult, ...]

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> RaceResult:
        """Raises InvalidInput when `result` is not shaped as a chip-race result."""
        try:
            return cls(
                race_unit=_whole(result["race_unit"]),
                race_chip_count=_whole(result["race_chip_count"]),
                odd_value_total=_whole(result["odd_value_total"]),
                value_change=_whole(result["chips_in_play_value_change"], signed=True),
                denominations_removed=tuple(map(_whole, result["denominations_removed"])),
                denominations_in_play_after=tuple(map(_whole, result["denominations_in_play_after"])),
                stacks_before=_stacks(result["stacks_before"]),
                stacks_after=_stacks(result["stacks_after"]),
                direct_exchange=_stacks(result["direct_exchange"]),
                odd_chips={str(player): _whole(count) for player, count in result["odd_chips"].items()},
                dealt=_dealt(result["dealt_cards"]),
                awards=_awards(result["race_awards_in_order"]),
                stay_alive=_stay_alive(result["given_to_avoid_elimination"]),
                steps=tuple(_step(step) for step in result["steps"]),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise InvalidInput.at(
                "result", translate("core", "is not a chip-race result as recorded ({error})").format(error=error)
            ) from None

    def readings(self) -> tuple[RaceReading, ...]:
        """The race card by card, a reading per denomination raced."""
        return tuple(step.reading() for step in self.steps)


def _whole(value: object, *, signed: bool = False) -> int:
    if not is_whole_number(value, minimum=None if signed else 0):
        raise ValueError(translate("core", "{value!r} is not a whole number").format(value=value))
    return value


def _stacks(value: Mapping[str, Any]) -> dict[str, Stack]:
    return {str(player): Stack.parse(stack, str(player)) for player, stack in value.items()}


def _dealt(value: Mapping[str, Any]) -> dict[str, tuple[Card, ...]]:
    return {str(player): tuple(parse_card(text) for text in cards) for player, cards in value.items()}


def _awards(value: Sequence[Mapping[str, Any]]) -> tuple[tuple[str, Card], ...]:
    return tuple((str(award["player"]), parse_card(award["card"])) for award in value)


def _stay_alive(value: Sequence[Mapping[str, Any]]) -> tuple[tuple[str, str], ...]:
    return tuple((str(chip["player"]), str(chip["source"])) for chip in value)


def _step(step: Mapping[str, Any]) -> RaceStepResult:
    dealt = _dealt(step["dealt_cards"])
    return RaceStepResult(
        removed=_whole(step["removed_denomination"]),
        race_unit=_whole(step["race_unit"]),
        race_chip_count=_whole(step["race_chip_count"]),
        dealt=tuple((player, card) for player, cards in dealt.items() for card in cards),
        awards=_awards(step["race_awards_in_order"]),
        stay_alive=_stay_alive(step["given_to_avoid_elimination"]),
    )


@dataclass(frozen=True)
class FoundChipsResult:
    """Chips found after a race, ruled on (or a departure from it): what the finder is given for them."""

    exchanged: Stack
    found_value: int
    forfeited_value: int
    """negative in a departure that gives more than the chips found are worth (refused by the flow)"""

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> FoundChipsResult:
        """Raises InvalidInput when `result` is not shaped as a found-chips result."""
        try:
            return cls(
                Stack.parse(result["exchanged"], "exchanged"),
                _whole(result["found_value"]),
                _whole(result["forfeited_value"], signed=True),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise InvalidInput.at(
                "result", translate("core", "is not a found-chips result as recorded ({error})").format(error=error)
            ) from None


RACE, FOUND = "chip-race", "found-chips"


@dataclass(frozen=True)
class RaceDecision:
    """A chip-race decision as an overrule reads it: a recorded result, or a new decision that may give only
    each player's stack after the race and the denominations raced off (none: the race undone)."""

    stacks_after: dict[str, Stack]
    denominations_removed: tuple[int, ...] | None
    """None when the decision does not say"""
    denominations_in_play_after: tuple[int, ...]
    value_change: int | None

    @classmethod
    def read(cls, decision: Mapping[str, Any]) -> RaceDecision:
        """Raises InvalidInput naming each field refused (a stack's own chip: `result.stacks_after.B["100"]`)."""
        problems: list[Problem] = []
        stacks: dict[str, Stack] = {}
        for player, stack in required(decision, "stacks_after", json_object, RACE).items():
            try:
                stacks[str(player)] = Stack.parse(stack, f"result.stacks_after.{player}")
            except InvalidInput as error:
                problems += error.problems

        def each_read(key: str, read: Callable[[Any], T]) -> T | None:
            try:
                return optional(decision, key, read, RACE)
            except InvalidInput as error:
                problems.extend(error.problems)
                return None

        removed = each_read("denominations_removed", _denominations)
        in_play = each_read("denominations_in_play_after", _denominations) or ()
        change = each_read("chips_in_play_value_change", _signed)
        if problems:
            raise InvalidInput(problems)
        return cls(stacks, removed, in_play, change)


@dataclass(frozen=True)
class FoundChipsDecision:
    """A found-chips decision as an overrule reads it: the chips the finder is given, and, when it says, who
    found them and what they were worth."""

    exchanged: Stack
    player: str | None
    found_value: int | None

    @classmethod
    def read(cls, decision: Mapping[str, Any]) -> FoundChipsDecision:
        """Raises InvalidInput naming the field refused (a chip of the exchange: `result.exchanged["100"]`)."""
        return cls(
            Stack.parse(required(decision, "exchanged", json_object, FOUND), "result.exchanged"),
            optional(decision, "player", name, FOUND),
            optional(decision, "found_value", whole, FOUND),
        )


def _denominations(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(is_whole_number(v, minimum=1) for v in value):
        raise ValueError(translate("core", "{value!r} is not a list of denominations").format(value=value))
    return tuple(value)


def _signed(value: object) -> int:
    return _whole(value, signed=True)
