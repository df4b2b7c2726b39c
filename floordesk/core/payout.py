"""Core: paying amounts out of a pot in its own chips, by denomination.

A settled pot says how much each player gets; the dealer pushes chips. Each
player is given as few chips as the pot allows: large chips first, the smallest
chip making up the odd amounts. Chip sets whose values each divide the next
(T25, T100, T500, T1K, T5K ...) are worked denomination by denomination from the
smallest: every player first takes the small chips his amount cannot do
without, then the small chips left over go out in bundles worth one chip of the
next size, to the players whose odd amounts at the next size they make up, else to the
smallest amounts (so the big winners get the big chips).

Sets with a value that does not divide the next (T100 and T250) are paid the same
way where that works, else by an exact search over the pot's chips, big chips
to the big amounts first.

When the pot's own chips cannot make the amounts up exactly (two players
sharing T125 in a T100 and a T25), the dealer makes change from the rack:
`pay_with_change` changes, one chip at a time, the largest chip the pot holds
more of than the amounts need (paid in the fewest chips) for the next smaller
chips in play, until the amounts can be made up, and says what it changed: a
T5K changed for T1Ks rather than every T1K broken down into T25s. The value on
the table never changes.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Generic, TypeVar

from floordesk.core.chips import Stack, denomination_label
from floordesk.core.errors import ChipError
from floordesk.i18n import grouped, translate

K = TypeVar("K", bound=Hashable)


def pay_by_denomination(pot: Stack, amounts: Mapping[K, int]) -> dict[K, Stack]:
    """The chips each receiver gets from `pot` (receiver -> amount, the amounts adding up to the pot's total).

    Raises ChipError when the amounts do not add up to the pot, or its chips cannot make them up exactly.
    """
    wanted = {receiver: amount for receiver, amount in amounts.items() if amount}
    if any(amount < 0 for amount in wanted.values()):
        raise ChipError.at("amounts", translate("core", "an amount to pay out is below zero"))
    if sum(wanted.values()) != pot.total():
        raise ChipError.at(
            "amounts",
            translate("core", "the amounts add up to {sum}, but the pot holds {total}").format(
                sum=grouped(sum(wanted.values())), total=grouped(pot.total())
            ),
        )
    values = [value for value, _count in pot]
    remaining = dict(wanted)
    paid: dict[K, dict[int, int]] = {receiver: {} for receiver in wanted}
    for index, value in enumerate(values):
        supply = pot.count(value)
        bigger = values[index + 1] if index + 1 < len(values) else None
        step = bigger if bigger is not None and bigger % value == 0 else None
        if step is None:
            # The largest chip, or a set whose values do not divide each other: the rest in this chip where it fits.
            for receiver, amount in remaining.items():
                take = min(amount // value, supply)
                if take:
                    paid[receiver][value] = take
                    remaining[receiver] -= take * value
                    supply -= take
            continue
        # The small chips each amount cannot do without, then the rest as bundles worth one `bigger` chip.
        for receiver, amount in remaining.items():
            need = (amount % step) // value
            take = min(need, supply)
            if take:
                paid[receiver][value] = take
                remaining[receiver] -= take * value
                supply -= take
        bundle = step // value
        following = values[index + 2] if index + 2 < len(values) else None
        while supply >= bundle:
            takers = [receiver for receiver, amount in remaining.items() if amount >= step]
            if not takers:
                break
            chosen = min(takers, key=lambda r: _bundle_preference(remaining[r], step, following))
            paid[chosen][value] = paid[chosen].get(value, 0) + bundle
            remaining[chosen] -= step
            supply -= bundle
    short = {receiver: amount for receiver, amount in remaining.items() if amount}
    if short and not _divides_up(values):
        found = _exact_split(pot, wanted)
        if found is not None:
            return found
    if short:
        owed = ", ".join(grouped(amount) for amount in short.values())
        smallest = denomination_label(values[0]) if values else "chips"
        raise ChipError.at(
            "amounts",
            translate(
                "core",
                "the pot's chips ({describe}) cannot make up every amount exactly ({owed} left "
                "over); change some chips for {smallest} first",
            ).format(describe=pot.describe(), owed=owed, smallest=smallest),
        )
    return {receiver: Stack(counts) for receiver, counts in paid.items()}


def _divides_up(values: Sequence[int]) -> bool:
    """Each value divides the next (T25, T100, T500 ...): the denomination-by-denomination pass is then exact."""
    return all(bigger % value == 0 for value, bigger in pairwise(values))


# A pot whose values do not divide each other is searched exhaustively; this bounds the work on a huge pot
# (it gives up as if no split existed, and the dealer makes change instead).
_SEARCH_BUDGET = 200_000


def _exact_split(pot: Stack, wanted: Mapping[K, int]) -> dict[K, Stack] | None:
    """Some way of handing out all of `pot` that makes every amount exactly, the biggest amounts taking the
    biggest chips first, or None when there is none (or the search runs out of budget)."""
    values = sorted((value for value, _count in pot), reverse=True)
    receivers = sorted(wanted, key=lambda receiver: -wanted[receiver])
    dead_ends: set[tuple[int, tuple[int, ...]]] = set()
    budget = [_SEARCH_BUDGET]

    def hand_out(index: int, supply: tuple[int, ...]) -> list[tuple[int, ...]] | None:
        if index == len(receivers):
            return [] if not any(supply) else None
        if (index, supply) in dead_ends or budget[0] <= 0:
            return None
        for counts in _ways_to_make(wanted[receivers[index]], values, supply, budget):
            rest = hand_out(index + 1, tuple(have - take for have, take in zip(supply, counts, strict=True)))
            if rest is not None:
                return [counts, *rest]
        dead_ends.add((index, supply))
        return None

    split = hand_out(0, tuple(pot.count(value) for value in values))
    if split is None:
        return None
    return {
        receiver: Stack({value: count for value, count in zip(values, counts, strict=True) if count})
        for receiver, counts in zip(receivers, split, strict=True)
    }


def _ways_to_make(
    amount: int, values: Sequence[int], supply: Sequence[int], budget: list[int]
) -> Iterator[tuple[int, ...]]:
    """Every choice of chips from `supply` (counts per value, largest value first) worth exactly `amount`,
    the ones with more big chips first."""
    if not values:
        if amount == 0:
            yield ()
        return
    value, rest = values[0], values[1:]
    for take in range(min(amount // value, supply[0]), -1, -1):
        budget[0] -= 1
        if budget[0] <= 0:
            return
        for others in _ways_to_make(amount - take * value, rest, supply[1:], budget):
            yield (take, *others)


def _bundle_preference(amount: int, step: int, following: int | None) -> tuple[int, int]:
    """Sort key, best first: a receiver whose amount still needs an odd `step` chip at the next size
    (a bundle of small chips spares one), the one needing the fewest first; then the smallest amount,
    so the big winners are paid in big chips."""
    if following is not None and following % step == 0:
        odd = (amount % following) // step
        if odd:
            return (0, odd)
    return (1, amount)


@dataclass(frozen=True)
class Payout(Generic[K]):
    """The chips each receiver gets, and the pot's chips changed at the rack to make them up."""

    chips: dict[K, Stack]
    changed_out: Stack  # pot chips the dealer changed at the rack
    changed_in: Stack  # the smaller chips he brought back for them

    def describe_change(self) -> str:
        """'1 × T100 changed for 4 × T25 at the rack', or '' when no change was made."""
        if not self.changed_out:
            return ""
        return translate("core", "{given} changed for {taken} at the rack").format(
            given=self.changed_out.describe(), taken=self.changed_in.describe()
        )


def pay_with_change(pot: Stack, amounts: Mapping[K, int], in_play: Sequence[int]) -> Payout[K]:
    """`pay_by_denomination`, making change at the rack (denominations `in_play`) when the pot's chips cannot.

    Raises ChipError when the amounts do not add up to the pot, or are not whole numbers of the lowest chip."""
    values = sorted(in_play)
    chips = pot
    while True:
        try:
            paid = pay_by_denomination(chips, amounts)
        except ChipError:
            value = _chip_to_change(chips, amounts, values) if sum(amounts.values()) == chips.total() else None
            if value is None:
                raise
            smaller = values[values.index(value) - 1]
            chips = chips.minus(Stack({value: 1})).plus(Stack({smaller: value // smaller}))
            continue
        # What left the pot for the rack, and what came back, each net of chips that went both ways.
        out = {value: count - chips.count(value) for value, count in pot if count > chips.count(value)}
        back = {value: count - pot.count(value) for value, count in chips if count > pot.count(value)}
        return Payout(paid, Stack(out), Stack(back))


def _chip_to_change(chips: Stack, amounts: Mapping[K, int], in_play: Sequence[int]) -> int | None:
    """The pot chip to change at the rack next: the largest the pot holds more of than the amounts need when
    each is paid in the fewest chips in play, else the smallest changeable one; None when none can be changed
    (the lowest chip in play, or a value the next smaller chip does not divide)."""
    changeable = [
        value
        for value, _count in chips
        if value in in_play and in_play.index(value) > 0 and value % in_play[in_play.index(value) - 1] == 0
    ]
    if not changeable:
        return None
    needed: dict[int, int] = {}
    for amount in amounts.values():
        for value in sorted(in_play, reverse=True):
            needed[value] = needed.get(value, 0) + amount // value
            amount %= value
    surplus = [value for value in changeable if chips.count(value) > needed.get(value, 0)]
    return max(surplus) if surplus else changeable[0]
