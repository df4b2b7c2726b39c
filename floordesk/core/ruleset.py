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
from floordesk.i18n import noop, translate


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


FLAG_TEXTS: dict[str, tuple[str, str]] = {
    # What the Event dialog shows of each flag: its label and what it means (in English, marked for the catalogue).
    "leftover_rounding": (
        noop("ruleset", "Chip race: the leftover"),
        noop(
            "ruleset",
            "Rule 46: the odd chips of a removed denomination that make less than one chip of the next are raced "
            "for one more chip, or not, as chosen here.",
        ),
    ),
    "raced_out_chip_source": (
        noop("ruleset", "Chip race: a player left with no chips"),
        noop(
            "ruleset",
            "Rule 46: a player cannot be raced out of the tournament; the one chip he is given is added to play, "
            "or taken from the chips raced for.",
        ),
    ),
    "found_chips_policy": (
        noop("ruleset", "Chips of a removed denomination found later"),
        noop(
            "ruleset",
            "Chips found after the chip race: changed for whole chips of the smallest denomination in play with the "
            "rest forfeited, or forfeited unless they make whole chips exactly.",
        ),
    ),
    "multi_denomination_race": (
        noop("ruleset", "Several denominations removed"),
        noop("ruleset", "How a colour-up that removes several denominations at once races them."),
    ),
    "odd_units": (
        noop("ruleset", "Odd chips of a split pot"),
        noop(
            "ruleset",
            "Rule 48: the odd chips go one each to the winners in order (from the button, or by the high card "
            "by suit in stud), or all to the first of them.",
        ),
    ),
    "stud_high_card_scope": (
        noop("ruleset", "Stud odd chip: the cards read for the high card"),
        noop(
            "ruleset",
            "In stud the odd chip goes by the high card by suit: of the player's best five, or of all his cards.",
        ),
    ),
    "stud_low_tie_rule": (
        noop("ruleset", "Stud odd chip between tied lows"),
        noop("ruleset", "Which card by suit gives the odd chip between players tied for low in stud."),
    ),
    "min_wait_before_clock_s": (
        noop("ruleset", "Wait before a clock may be called (seconds)"),
        noop("ruleset", "How long a player may think before a clock can be called on him; empty: no wait."),
    ),
    "clock_s": (
        noop("ruleset", "Time on the clock (seconds)"),
        noop("ruleset", "The time a player on the clock has to act, before the countdown."),
    ),
    "countdown_s": (
        noop("ruleset", "Countdown (seconds)"),
        noop("ruleset", "The last seconds counted down aloud once the time on the clock is up."),
    ),
    "supervisor_shortened_clock_s": (
        noop("ruleset", "Clock shortened for stalling (seconds)"),
        noop(
            "ruleset",
            "Rule 52: a shorter time that replaces the clock from the start, for a player stalling on purpose; "
            "empty: the full clock.",
        ),
    ),
    "on_expiry": (
        noop("ruleset", "When the clock runs out"),
        noop("ruleset", "What becomes of the hand of a player who has not acted when the countdown ends."),
    ),
    "tie_goes_to_player": (
        noop("ruleset", "The tie goes to the player"),
        noop("ruleset", "A player who acts just as the countdown ends has acted in time."),
    ),
    "new_player_on_button_or_sb": (
        noop("ruleset", "A new player on the button or small blind seat"),
        noop("ruleset", "Rule 50: whether a player new to the table on the button or small blind seat is dealt in."),
    ),
    "max_penalty_rounds": (
        noop("ruleset", "Longest penalty (rounds)"),
        noop("ruleset", "Rule 52: the most rounds a penalty may keep a player away; empty: no limit."),
    ),
}
"""each flag's label and tooltip, by field name: `flag_label`, `flag_tip` say them"""

CHOICE_LABELS: dict[Enum, str] = {
    LeftoverRounding.HALF_UP: noop("ruleset", "Raced for at half a chip or more"),
    LeftoverRounding.ALWAYS_UP: noop("ruleset", "Always raced for"),
    LeftoverRounding.MORE_THAN_HALF: noop("ruleset", "Raced for at more than half a chip"),
    LeftoverRounding.DOWN: noop("ruleset", "Never raced for"),
    RacedOutChipSource.INTRODUCED: noop("ruleset", "Added to play"),
    RacedOutChipSource.FROM_POOL: noop("ruleset", "Taken from the chips raced for"),
    FoundChipsPolicy.EXCHANGE_WHOLE_UNITS_FORFEIT_REMAINDER: noop(
        "ruleset", "Changed for whole chips, the rest forfeited"
    ),
    FoundChipsPolicy.FORFEIT_UNLESS_EXACT: noop("ruleset", "Forfeited unless they make whole chips"),
    MultiDenominationRace.SEQUENTIAL_SMALLEST_FIRST: noop("ruleset", "One at a time, smallest first"),
    OddUnits.ONE_EACH_IN_ORDER: noop("ruleset", "One each, in order"),
    OddUnits.ALL_TO_FIRST: noop("ruleset", "All to the first in order"),
    StudHighCardScope.FIVE_CARD_HAND: noop("ruleset", "His best five"),
    StudHighCardScope.ALL_CARDS: noop("ruleset", "All his cards"),
    StudLowTieRule.HIGH_CARD_BY_SUIT: noop("ruleset", "The highest card by suit"),
    StudLowTieRule.LOW_CARD_BY_SUIT: noop("ruleset", "The lowest card by suit"),
    OnClockExpiry.HAND_DEAD: noop("ruleset", "The hand is dead"),
    OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK: noop("ruleset", "Dead if facing a bet, else checked"),
    NewPlayerOnButtonOrSmallBlind.DEAL_IN: noop("ruleset", "Is dealt in"),
    NewPlayerOnButtonOrSmallBlind.WAIT: noop("ruleset", "Waits for the button to pass"),
}
"""each choice's label, by its member: `choice_label` says it (the member's value is what the log records)"""


def flag_label(name: str) -> str:
    """The label of the flag `name` (a field of RuleSet) in the language spoken."""
    return translate("ruleset", FLAG_TEXTS[name][0])


def flag_tip(name: str) -> str:
    """What the flag `name` means, in the language spoken."""
    return translate("ruleset", FLAG_TEXTS[name][1])


def choice_label(choice: Enum) -> str:
    """A flag's choice in the language spoken."""
    return translate("ruleset", CHOICE_LABELS[choice])


_NULLABLE_SECONDS = frozenset({"min_wait_before_clock_s", "supervisor_shortened_clock_s", "max_penalty_rounds"})


def _json_value(value: object) -> object:
    return value.value if isinstance(value, Enum) else value
