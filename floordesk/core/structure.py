"""Core: what an event is played as: its game and its structure of levels (blinds, ante, bring-in, duration)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.i18n import grouped, noop, translate

GAMES: Mapping[str, str] = {
    "holdem": noop("games", "Hold'em"),
    "omaha": noop("games", "Omaha"),
    "omaha_hi_lo_8": noop("games", "Omaha hi-lo"),
    "stud": noop("games", "Seven-card stud"),
    "stud_hi_lo_8": noop("games", "Stud hi-lo"),
    "razz": noop("games", "Razz"),
}
"""The games an event may be, by the spelling the rules use (`floordesk.core.rules.hand_eval.Game`), each with its
short name in English (`translate("games", name)` says it)."""
STUD_GAMES = frozenset({"stud", "stud_hi_lo_8", "razz"})
"""The games with antes and a bring-in instead of a button and blinds."""

MAX_BLIND = 1_000_000_000
MAX_LEVEL_MINUTES = 24 * 60


def check_game(game: str) -> str:
    if game not in GAMES:
        raise InvalidInput.at(
            "game", translate("core", "must be one of {join}, not {game!r}").format(join=", ".join(GAMES), game=game)
        )
    return game


@dataclass(frozen=True)
class ForcedBets:
    """What a level makes players put in: blinds, ante and bring-in (and what a player on penalty posts, rule 52)."""

    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0


@dataclass(frozen=True)
class Level:
    """One level of the structure. Blinds for flop games; ante and bring-in for stud (razz); minutes it lasts."""

    small_blind: int
    big_blind: int
    ante: int = 0
    bring_in: int = 0
    minutes: int = 60

    def __post_init__(self) -> None:
        problems = [
            Problem(
                name,
                translate("core", "must be a whole number from 0 to {MAX_BLIND}").format(MAX_BLIND=grouped(MAX_BLIND)),
            )
            for name in ("small_blind", "big_blind", "ante", "bring_in")
            if not is_whole_number(getattr(self, name), minimum=0, maximum=MAX_BLIND)
        ]
        if not is_whole_number(self.minutes, minimum=1, maximum=MAX_LEVEL_MINUTES):
            problems.append(
                Problem(
                    "minutes",
                    translate("core", "a level lasts 1 to {MAX_LEVEL_MINUTES} minutes").format(
                        MAX_LEVEL_MINUTES=grouped(MAX_LEVEL_MINUTES)
                    ),
                )
            )
        if not problems and self.small_blind > self.big_blind:
            problems.append(
                Problem("small_blind", translate("core", "the small blind is not larger than the big blind"))
            )
        if not problems and not (self.big_blind or self.ante or self.bring_in):
            problems.append(Problem("big_blind", translate("core", "a level has blinds, an ante or a bring-in")))
        if problems:
            raise InvalidInput(problems)

    def describe(self) -> str:
        """The level as the status bar says it, in the language spoken: "blinds 100/200, ante 25; 20 min"."""
        parts = []
        if self.big_blind:
            parts.append(
                translate("core", "blinds {small}/{big}").format(
                    small=grouped(self.small_blind), big=grouped(self.big_blind)
                )
            )
        if self.ante:
            parts.append(translate("core", "ante {ante}").format(ante=grouped(self.ante)))
        if self.bring_in:
            parts.append(translate("core", "bring-in {bring_in}").format(bring_in=grouped(self.bring_in)))
        return translate("core", "{parts}; {minutes} min").format(parts=", ".join(parts), minutes=self.minutes)

    def to_json(self) -> dict[str, int]:
        return {
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
            "bring_in": self.bring_in,
            "minutes": self.minutes,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Level:
        return cls(
            int(data["small_blind"]),
            int(data["big_blind"]),
            int(data.get("ante", 0)),
            int(data.get("bring_in", 0)),
            int(data.get("minutes", 60)),
        )


def check_levels(levels: tuple[Level, ...]) -> None:
    """Refuse a structure whose blinds go down from one level to the next (a typing error)."""
    for number, (before, after) in enumerate(pairwise(levels), start=2):
        if after.big_blind < before.big_blind:
            raise InvalidInput.at(
                f"levels[{number}]",
                translate("core", "the big blind goes down from {big_blind} to {big_blind2}").format(
                    big_blind=grouped(before.big_blind), big_blind2=grouped(after.big_blind)
                ),
            )
