"""Core: rule 47, building a hand's main and side pots (rules-spec section 5).

From each player's total contribution (antes and blinds included) and status:

1. the largest contribution, where no one else matched it, gets its uncalled
   excess back; that money belongs to no pot;
2. the pot boundaries are the contributions of the all-in players still in the
   hand, plus the largest contribution of anyone still in the hand;
3. pot j takes from every player what he put in between boundary j-1 and j;
   its contenders are the players still in the hand who reached boundary j.
   Folded chips are dead money in every pot they reach.

Pots are listed main pot first; every pot is settled on its own (rule 47:
"pots will not be mixed together before they are split").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType

from floordesk.core.chips import denomination_label
from floordesk.core.errors import ChipError, Problem, SeatError
from floordesk.core.fields import is_whole_number
from floordesk.i18n import translate

RULE = 47
MIN_PLAYERS = 2


class Status(Enum):
    """Where a player stands when the betting is over; values are the JSON spellings."""

    ACTIVE = "active"
    ALL_IN = "all_in"
    FOLDED = "folded"


@dataclass(frozen=True)
class Contribution:
    """Everything one player put into the hand, and whether he is still in it."""

    player: str
    seat: int
    amount: int
    status: Status

    @property
    def in_hand(self) -> bool:
        return self.status is not Status.FOLDED


@dataclass(frozen=True)
class Pot:
    """One pot: `index` 0 is the main pot; `eligible` lists its contenders in seat order."""

    index: int
    amount: int
    eligible: tuple[str, ...]
    level: int  # the contribution this pot is filled up to

    @property
    def name(self) -> str:
        return "main" if self.index == 0 else f"side {self.index}"

    @property
    def title(self) -> str:
        """The pot in words within a sentence ("the main pot", "side pot 2")."""
        if self.index == 0:
            return translate("reasons", "the main pot")
        return translate("reasons", "side pot {index}").format(index=self.index)

    @property
    def contested(self) -> bool:
        return len(self.eligible) > 1


@dataclass(frozen=True)
class PotLayout:
    """A hand's pots, what was returned uncalled, and how it was worked out."""

    pots: tuple[Pot, ...]
    uncalled_returned: Mapping[str, int] = field(default_factory=dict)
    dead_money_above_top: int = 0  # folded chips beyond every live contribution, put in the top pot
    explanation: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "uncalled_returned", MappingProxyType(dict(self.uncalled_returned)))


def too_few_players() -> str:
    """The refusal of a hand with fewer than MIN_PLAYERS contributions, in the language spoken."""
    return translate("core", "a hand needs at least {MIN_PLAYERS} players").format(MIN_PLAYERS=MIN_PLAYERS)


def check_contributions(contributions: Sequence[Contribution], unit: int) -> None:
    """Refuse contributions the pots cannot be built from; problems name `contributions[i]`."""
    if not is_whole_number(unit, minimum=1):
        raise ChipError.at(
            "lowest_denomination", translate("core", "must be a whole number >= 1, not {unit!r}").format(unit=unit)
        )
    seat_problems: list[Problem] = []
    if len(contributions) < MIN_PLAYERS:
        seat_problems.append(Problem("contributions", too_few_players()))
    if contributions and all(not c.in_hand for c in contributions):
        seat_problems.append(
            Problem("contributions", translate("core", "every player folded; at least one must still be in the hand"))
        )
    seen_players: dict[str, int] = {}
    seen_seats: dict[int, int] = {}
    for index, contribution in enumerate(contributions):
        where = f"contributions[{index}]"
        if not contribution.player.strip():
            seat_problems.append(Problem(f"{where}.player", translate("core", "must not be empty")))
        elif contribution.player in seen_players:
            first = seen_players[contribution.player]
            seat_problems.append(
                Problem(
                    f"{where}.player",
                    translate("core", "{player} is already contributions[{first}]").format(
                        player=contribution.player, first=first
                    ),
                )
            )
        else:
            seen_players[contribution.player] = index
        if contribution.seat < 1:
            seat_problems.append(Problem(f"{where}.seat", translate("core", "must be a whole number >= 1")))
        elif contribution.seat in seen_seats:
            first = seen_seats[contribution.seat]
            seat_problems.append(
                Problem(
                    f"{where}.seat",
                    translate("core", "seat {seat} is already contributions[{first}]").format(
                        seat=contribution.seat, first=first
                    ),
                )
            )
        else:
            seen_seats[contribution.seat] = index
    if seat_problems:
        raise SeatError(seat_problems)
    chip_problems: list[Problem] = []
    for index, contribution in enumerate(contributions):
        where = f"contributions[{index}].contributed"
        if contribution.amount < 0:
            chip_problems.append(Problem(where, translate("core", "must be a whole number >= 0")))
        elif contribution.amount % unit:
            chip_problems.append(
                Problem(
                    where,
                    translate(
                        "core",
                        "{amount} is not a whole number of the lowest denomination in play ({denomination_label})",
                    ).format(amount=contribution.amount, denomination_label=denomination_label(unit)),
                )
            )
    if chip_problems:
        raise ChipError(chip_problems)


def build_pots(contributions: Sequence[Contribution], unit: int) -> PotLayout:
    """The main and side pots of a hand (rule 47); raises SeatError or ChipError on bad input."""
    check_contributions(contributions, unit)
    players = sorted(contributions, key=lambda c: c.seat)
    amounts = {c.player: c.amount for c in players}
    lines: list[str] = []

    # Uncalled excess: only the single largest contribution can have one.
    returned: dict[str, int] = {}
    top = max(players, key=lambda c: c.amount)
    next_largest = max(c.amount for c in players if c is not top)
    if top.amount > next_largest:
        returned[top.player] = top.amount - next_largest
        amounts[top.player] = next_largest
        lines.append(
            translate(
                "reasons", "{player}'s {chips} was not called and goes back to {player}; it is in no pot."
            ).format(player=top.player, chips=returned[top.player])
        )

    live = [c for c in players if c.in_hand]
    levels = sorted(
        {amounts[c.player] for c in live if c.status is Status.ALL_IN} | {max(amounts[c.player] for c in live)}
    )
    dead_above_top = sum(max(0, amount - levels[-1]) for amount in amounts.values())
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(a, level) - min(a, previous) for a in amounts.values())
        if level == levels[-1]:
            amount += dead_above_top
        if amount:  # a zero level (an all-in for nothing) makes no pot
            eligible = tuple(c.player for c in live if amounts[c.player] >= level)
            pots.append(Pot(len(pots), amount, eligible, level))
        previous = level
    if dead_above_top:
        lines.append(
            translate(
                "reasons",
                "Folded players put in {chips} beyond every player still in the hand; it is dead money in the top pot.",
            ).format(chips=dead_above_top)
        )
    for pot in pots:
        lines.append(_describe_pot(pot))
    return PotLayout(tuple(pots), returned, dead_above_top, tuple(lines))


def _describe_pot(pot: Pot) -> str:
    if pot.index == 0:
        if not pot.contested:
            sentence = translate("reasons", "The main pot is {amount}; only {player} can win it.")
        else:
            sentence = translate("reasons", "The main pot is {amount}, contested by {players}.")
    elif not pot.contested:
        sentence = translate("reasons", "Side pot {index} is {amount}; only {player} can win it.")
    else:
        sentence = translate("reasons", "Side pot {index} is {amount}, contested by {players}.")
    return sentence.format(index=pot.index, amount=pot.amount, player=pot.eligible[0], players=join_names(pot.eligible))


def join_names(names: Sequence[str]) -> str:
    """`A`, `A and B`, `A, B and C`."""
    if len(names) <= 1:
        return "".join(names)
    return translate("reasons", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
