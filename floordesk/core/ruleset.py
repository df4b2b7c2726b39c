"""Core: the configuration flags of rules-spec section 12, with two presets.

`RuleSet.wsop_2009()` is the default reading of the 2009 WSOP rules.
`RuleSet.tda_style()` follows later Poker TDA practice where it differs
(shorter clock, check rather than kill an unbet hand, no cap on penalty rounds).
Every flag can also be set one by one from a request's `config` object.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

from floordesk.core.errors import RuleSetError
from floordesk.core.fields import Field


class LeftoverRounding(Enum):
    HALF_UP = "half_up"
    ALWAYS_UP = "always_up"
    MORE_THAN_HALF = "more_than_half"
    DOWN = "down"


class RacedOutChipSource(Enum):
    INTRODUCED = "introduced"
    FROM_POOL = "from_pool"


class FoundChipsPolicy(Enum):
    EXCHANGE_WHOLE_UNITS_FORFEIT_REMAINDER = "exchange_whole_units_forfeit_remainder"
    FORFEIT_UNLESS_EXACT = "forfeit_unless_exact"


class MultiDenominationRace(Enum):
    SEQUENTIAL_SMALLEST_FIRST = "sequential_smallest_first"


class OddUnits(Enum):
    ONE_EACH_IN_ORDER = "one_each_in_order"
    ALL_TO_FIRST = "all_to_first"


class StudHighCardScope(Enum):
    FIVE_CARD_HAND = "five_card_hand"
    ALL_CARDS = "all_cards"


class StudLowTieRule(Enum):
    HIGH_CARD_BY_SUIT = "high_card_by_suit"
    LOW_CARD_BY_SUIT = "low_card_by_suit"


class OnClockExpiry(Enum):
    HAND_DEAD = "hand_dead"
    DEAD_IF_FACING_BET_ELSE_CHECK = "dead_if_facing_bet_else_check"


class NewPlayerOnButtonOrSmallBlind(Enum):
    DEAL_IN = "deal_in"
    WAIT = "wait"


MAX_SECONDS = 86_400
"""A day: no decision at a poker table is timed on a longer clock, so a larger time is a typing error."""


@dataclass(frozen=True)
class RuleSet:
    """Every flag the rules read; the field names are the JSON `config` keys."""

    leftover_rounding: LeftoverRounding = LeftoverRounding.HALF_UP
    raced_out_chip_source: RacedOutChipSource = RacedOutChipSource.INTRODUCED
    found_chips_policy: FoundChipsPolicy = FoundChipsPolicy.EXCHANGE_WHOLE_UNITS_FORFEIT_REMAINDER
    multi_denomination_race: MultiDenominationRace = MultiDenominationRace.SEQUENTIAL_SMALLEST_FIRST
    odd_units: OddUnits = OddUnits.ONE_EACH_IN_ORDER
    stud_high_card_scope: StudHighCardScope = StudHighCardScope.FIVE_CARD_HAND
    stud_low_tie_rule: StudLowTieRule = StudLowTieRule.HIGH_CARD_BY_SUIT
    min_wait_before_clock_s: int | None = 120
    clock_s: int = 60
    countdown_s: int = 10
    supervisor_shortened_clock_s: int | None = None
    on_expiry: OnClockExpiry = OnClockExpiry.HAND_DEAD
    tie_goes_to_player: bool = True
    new_player_on_button_or_sb: NewPlayerOnButtonOrSmallBlind = NewPlayerOnButtonOrSmallBlind.DEAL_IN
    max_penalty_rounds: int | None = 4

    @classmethod
    def wsop_2009(cls) -> RuleSet:
        return cls()

    @classmethod
    def tda_style(cls) -> RuleSet:
        """Later Poker TDA practice (rules-spec section 11): 25 s + 5 s clock, checks, no round cap."""
        return cls(
            clock_s=25,
            countdown_s=5,
            on_expiry=OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK,
            max_penalty_rounds=None,
        )

    def with_config(self, config: Field | None) -> RuleSet:
        """Apply a request's `config` object; unknown keys are ignored, bad values reported."""
        if config is None or not config.is_object() or not isinstance(config.value, dict):
            return self
        given = config.value
        changes: dict[str, Any] = {}
        for flag in fields(self):
            if flag.name not in given:
                continue
            value = given[flag.name]
            member = Field(value, f"{config.path}.{flag.name}", config.problems)
            default = getattr(self, flag.name)
            if isinstance(default, Enum):
                parsed: object = member.as_enum(type(default))
            elif flag.name == "tie_goes_to_player":
                parsed = member.as_bool()
            elif value is None and flag.name in _NULLABLE_SECONDS:
                changes[flag.name] = None
                continue
            elif flag.name == "max_penalty_rounds":
                parsed = member.as_int(minimum=1)
            else:  # the clock's times in seconds
                parsed = member.as_int(minimum=0, maximum=MAX_SECONDS)
            if parsed is not None:
                changes[flag.name] = parsed
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {f.name: _json_value(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RuleSet:
        root = Field.root({"config": data})
        rules = cls().with_config(root.key("config"))
        if root.problems.items:
            raise RuleSetError(root.problems.items)
        return rules


_NULLABLE_SECONDS = frozenset({"min_wait_before_clock_s", "supervisor_shortened_clock_s", "max_penalty_rounds"})


def _json_value(value: object) -> object:
    return value.value if isinstance(value, Enum) else value
