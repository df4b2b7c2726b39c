"""Core: rule 46, the chip race (colour-up), as read in rules-spec section 4.

For each removed denomination, one at a time and smallest first, into the
smallest denomination still in play at that moment (the race unit):

1. whole race units of the removed chips are changed up directly;
2. the odd chips left over get one card each, dealt from seat 1 clockwise
   (seat 1 is the first seat left of the house dealer), a player's cards together;
3. the cards are read highest first (rank, then spades > hearts > diamonds >
   clubs); each card's owner wins one race-unit chip, at most one per player,
   until the raced count (the odd value rounded per `leftover_rounding`) is out;
4. a player left with no chips gets one race-unit chip (`raced_out_chip_source`).

Cards over several steps: the whole colour-up is dealt from one deck that is not
gathered and reshuffled between steps, so every card appears at most once in the
record, and each player's dealt cards, given back as his `race_cards`, replay the
colour-up exactly. A player's own race cards are used in order across the steps;
everyone else is dealt from `deck_from_top`, or else from a deck shuffled with
the reported seed. A colour-up that needs more cards than one deck holds is
refused: race its denominations in separate requests.

A removed denomination keeps racing into the next one still in play: after T25
and T100 are both removed, T25 is raced into T100 first, then the T100 (the
race chips just won included) into the next chip up. Each step is a whole rule-46
race, so a player kept alive in one step takes part in the next.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Any

from floordesk.core.cards import Card, ensure_distinct, format_cards, shuffled_deck
from floordesk.core.chips import Stack, denomination_label
from floordesk.core.errors import CardError, ChipRaceError, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.ruleset import LeftoverRounding, RacedOutChipSource, RuleSet
from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.i18n import numerus, translate

_ONLY_ODD_CHIPS = numerus(
    "core", "{count} cards given, but the player has only %n odd chip(s) to race, one card each", "", 0
)

RULE = 46
_SEED_LIMIT = 2**32


class CardSource(Enum):
    """Where a player's race cards came from."""

    RACE_CARDS = "race_cards"
    DECK_FROM_TOP = "deck_from_top"
    SHUFFLED_DECK = "shuffled_deck"


# -- the request ---------------------------------------------------------------


@dataclass(frozen=True)
class RacePlayer:
    """A seated player taking part in the colour-up.

    `race_cards` are the cards he was actually dealt, one per odd chip in dealing
    order (empty: deal from the deck). An absent player is raced all the same.
    """

    seat: int
    name: str
    stack: Stack
    race_cards: tuple[Card, ...] = ()
    absent: bool = False


@dataclass(frozen=True)
class ColourUpRequest:
    """Everything a colour-up needs; refused at construction if the race cannot run.

    Problems name the request's fields as the command line spells them
    (`players[1].seat`), players being counted in the order they are listed.
    """

    denominations_in_play: tuple[int, ...]
    denominations_removed: tuple[int, ...]
    players: tuple[RacePlayer, ...]
    deck_from_top: tuple[Card, ...] | None = None
    seed: int | None = None
    seats_max: int = MAX_SEATS
    rules: RuleSet = field(default_factory=RuleSet)

    def __post_init__(self) -> None:
        problems = _request_problems(self)
        if problems:
            raise ChipRaceError(problems)

    @cached_property
    def _by_seat(self) -> dict[int, RacePlayer]:
        return {p.seat: p for p in sorted(self.players, key=lambda p: p.seat)}

    def seats(self) -> tuple[int, ...]:
        """Occupied seats in dealing order: seat 1 first, then clockwise."""
        return tuple(self._by_seat)

    def player_at(self, seat: int) -> RacePlayer:
        return self._by_seat[seat]

    def path_of(self, seat: int) -> str:
        """The player's field path in the request, for error messages."""
        return next(f"players[{i}]" for i, p in enumerate(self.players) if p.seat == seat)

    def steps(self) -> tuple[tuple[int, int], ...]:
        """(removed denomination, race unit) for each step, in racing order."""
        return tuple(race_plan(self.denominations_in_play, self.denominations_removed))


def unracable(in_play: Sequence[int], removed: Sequence[int]) -> Iterator[tuple[int, str]]:
    """Each removed denomination that cannot be raced into the one `race_plan` gives it, with why."""
    for value, unit in race_plan(in_play, removed):
        # A chip must change into whole chips of the unit (or the unit into whole chips of it).
        if unit % value and value % unit:
            yield (
                value,
                translate(
                    "core",
                    "{denomination_label} cannot be raced into {denomination_label2}: neither is a "
                    "whole number of the other",
                ).format(denomination_label=denomination_label(value), denomination_label2=denomination_label(unit)),
            )


def race_plan(in_play: Sequence[int], removed: Sequence[int]) -> Iterator[tuple[int, int]]:
    """Smallest removed denomination first, each into the smallest one still in play then."""
    remaining = set(in_play)
    for denomination in sorted(set(removed)):
        remaining.discard(denomination)
        yield denomination, min(remaining)


def _request_problems(request: ColourUpRequest) -> list[Problem]:
    problems = _denomination_problems(request)
    problems += _player_problems(request)
    if request.seed is not None and not is_whole_number(request.seed, minimum=0):
        problems.append(Problem("seed", translate("core", "must be a whole number >= 0")))
    card_groups = {f"players[{i}].race_cards": p.race_cards for i, p in enumerate(request.players) if p.race_cards}
    if request.deck_from_top is not None:
        card_groups["deck_from_top"] = request.deck_from_top
    try:
        ensure_distinct(card_groups)
    except CardError as error:
        problems.extend(error.problems)
    return problems


def _whole_set(values: Sequence[int], path: str, problems: list[Problem]) -> dict[int, int]:
    """Each valid value with its index; flags values that are not chips or are listed twice."""
    seen: dict[int, int] = {}
    if not values:
        problems.append(Problem(path, translate("core", "must name at least one denomination")))
    for index, value in enumerate(values):
        if not is_whole_number(value, minimum=1):
            problems.append(
                Problem(
                    f"{path}[{index}]",
                    translate("core", "must be a whole number >= 1, not {value!r}").format(value=value),
                )
            )
        elif value in seen:
            problems.append(
                Problem(
                    f"{path}[{index}]",
                    translate("core", "{denomination_label} is listed twice").format(
                        denomination_label=denomination_label(value)
                    ),
                )
            )
        else:
            seen[value] = index
    return seen


def _denomination_problems(request: ColourUpRequest) -> list[Problem]:
    problems: list[Problem] = []
    in_play = _whole_set(request.denominations_in_play, "denominations_in_play", problems)
    removed = _whole_set(request.denominations_removed, "denominations_removed", problems)
    for value, index in removed.items():
        if value not in in_play:
            problems.append(
                Problem(
                    f"denominations_removed[{index}]",
                    translate("core", "{denomination_label} is not a denomination in play").format(
                        denomination_label=denomination_label(value)
                    ),
                )
            )
    if problems:
        return problems
    if set(removed) >= set(in_play):
        return [
            Problem(
                "denominations_removed",
                translate("core", "cannot remove every denomination: at least one must stay in play"),
            )
        ]
    return [
        Problem(f"denominations_removed[{removed[value]}]", said)
        for value, said in unracable(tuple(in_play), tuple(removed))
    ]


def _player_problems(request: ColourUpRequest) -> list[Problem]:
    problems: list[Problem] = []
    if not is_whole_number(request.seats_max, minimum=MIN_SEATS, maximum=MAX_SEATS):
        problems.append(
            Problem(
                "seats_max",
                translate("core", "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max!r}").format(
                    MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS, seats_max=request.seats_max
                ),
            )
        )
    seats_max = request.seats_max if not problems else MAX_SEATS
    if not request.players:
        problems.append(Problem("players", translate("core", "must have at least one player")))
    in_play = set(request.denominations_in_play)
    seat_taken: dict[int, int] = {}
    name_taken: dict[str, int] = {}
    for index, player in enumerate(request.players):
        path = f"players[{index}]"
        if not is_whole_number(player.seat, minimum=1, maximum=seats_max):
            problems.append(
                Problem(
                    f"{path}.seat",
                    translate("core", "seat {seat!r} is outside the table (1..{seats_max})").format(
                        seat=player.seat, seats_max=seats_max
                    ),
                )
            )
        elif player.seat in seat_taken:
            other = seat_taken[player.seat]
            problems.append(
                Problem(
                    f"{path}.seat",
                    translate("core", "seat {seat} is already taken by {name} (players[{other}])").format(
                        seat=player.seat, name=request.players[other].name, other=other
                    ),
                )
            )
        else:
            seat_taken[player.seat] = index
        if not player.name.strip():
            problems.append(Problem(f"{path}.player", translate("core", "must not be empty")))
        elif player.name in name_taken:
            problems.append(
                Problem(
                    f"{path}.player",
                    translate("core", "the name {name!r} is already used by players[{name_taken}]").format(
                        name=player.name, name_taken=name_taken[player.name]
                    ),
                )
            )
        else:
            name_taken[player.name] = index
        if not player.stack:
            problems.append(
                Problem(f"{path}.stack", translate("core", "has no chips: a player with no chips is out of the race"))
            )
        problems.extend(
            Problem(
                f'{path}.stack["{value}"]',
                translate("core", "{denomination_label} is not a denomination in play").format(
                    denomination_label=denomination_label(value)
                ),
            )
            for value in player.stack.counts
            if value not in in_play
        )
    return problems


# -- the result ----------------------------------------------------------------


@dataclass(frozen=True)
class RaceCard:
    """A card as it was read in the award walk: its owner wins a chip, or already has one."""

    seat: int
    card: Card
    wins: bool


@dataclass(frozen=True)
class StayAliveChip:
    """A race-unit chip given so that a player is not raced out of the tournament."""

    seat: int
    denomination: int
    source: RacedOutChipSource


@dataclass(frozen=True)
class RaceStep:
    """The race of one removed denomination. Maps are keyed by seat, in seat order."""

    removed: int
    race_unit: int
    stacks_before: Mapping[int, Stack]
    direct_exchange: Mapping[int, int]
    odd_chips: Mapping[int, int]
    dealt_cards: Mapping[int, tuple[Card, ...]]
    odd_value_total: int
    race_chip_count: int
    cards_read: tuple[RaceCard, ...]
    stay_alive: tuple[StayAliveChip, ...]
    stacks_after: Mapping[int, Stack]

    @property
    def awards(self) -> tuple[RaceCard, ...]:
        """The cards that won a race chip, in the order they were read."""
        return tuple(read for read in self.cards_read if read.wins)

    @property
    def introduced_count(self) -> int:
        return sum(1 for chip in self.stay_alive if chip.source is RacedOutChipSource.INTRODUCED)

    @property
    def value_change(self) -> int:
        """ΔV = N·U − T + U·(chips introduced): direct exchanges keep their value."""
        return (self.race_chip_count + self.introduced_count) * self.race_unit - self.odd_value_total


@dataclass(frozen=True)
class ColourUpResult:
    """A whole colour-up: its request, each step, the seed used and the words to read aloud."""

    request: ColourUpRequest
    steps: tuple[RaceStep, ...]
    seed: int | None
    card_sources: Mapping[int, CardSource]
    explanation: tuple[str, ...]

    @property
    def race_unit(self) -> int:
        """The smallest denomination in play after the colour-up (the last step's unit)."""
        return self.steps[-1].race_unit

    @property
    def stacks_before(self) -> Mapping[int, Stack]:
        return self.steps[0].stacks_before

    @property
    def stacks_after(self) -> Mapping[int, Stack]:
        return self.steps[-1].stacks_after

    @property
    def direct_exchange(self) -> dict[int, Stack]:
        """Per seat, every chip received by direct exchange over all steps."""
        received = dict.fromkeys(self.request.seats(), Stack())
        for step in self.steps:
            for seat, count in step.direct_exchange.items():
                received[seat] = received[seat].plus(Stack({step.race_unit: count}))
        return received

    @property
    def odd_chips(self) -> dict[int, int]:
        """Per seat with any, the odd chips raced over all steps (one card each)."""
        return {seat: len(cards) for seat, cards in self.dealt_cards.items()}

    @property
    def dealt_cards(self) -> dict[int, tuple[Card, ...]]:
        """Per seat with any, his cards in dealing order, step after step."""
        dealt: dict[int, tuple[Card, ...]] = {}
        for seat in self.request.seats():
            cards = tuple(card for step in self.steps for card in step.dealt_cards.get(seat, ()))
            if cards:
                dealt[seat] = cards
        return dealt

    @property
    def odd_value_total(self) -> int:
        return sum(step.odd_value_total for step in self.steps)

    @property
    def race_chip_count(self) -> int:
        return sum(step.race_chip_count for step in self.steps)

    @property
    def awards(self) -> tuple[RaceCard, ...]:
        return tuple(award for step in self.steps for award in step.awards)

    @property
    def stay_alive(self) -> tuple[StayAliveChip, ...]:
        return tuple(chip for step in self.steps for chip in step.stay_alive)

    @property
    def value_change(self) -> int:
        return sum(step.value_change for step in self.steps)

    def to_json(self) -> dict[str, Any]:
        """The command-line result (rules-cli.md, chip-race), keyed by player name in seat order."""
        name = self._name
        removed = self.removed_in_order
        in_play_after = [v for v in sorted(self.request.denominations_in_play) if v not in removed]
        return {
            "rule": RULE,
            "race_unit": self.race_unit,
            "odd_chips": {name(seat): count for seat, count in self.odd_chips.items()},
            "direct_exchange": _stacks_json(self.direct_exchange, name),
            "dealt_cards": _cards_json(self.dealt_cards, name),
            "odd_value_total": self.odd_value_total,
            "race_chip_count": self.race_chip_count,
            "race_awards_in_order": _awards_json(self.awards, name),
            "given_to_avoid_elimination": _stay_alive_json(self.stay_alive, name),
            "stacks_after": _stacks_json(self.stacks_after, name),
            "chips_in_play_value_change": self.value_change,
            "seed": self.seed,
            "explanation": list(self.explanation),
            "denominations_removed": list(self.removed_in_order),
            "denominations_in_play_after": in_play_after,
            "stacks_before": _stacks_json(self.stacks_before, name),
            "card_sources": {name(seat): source.value for seat, source in self.card_sources.items()},
            "config": {
                "leftover_rounding": self.request.rules.leftover_rounding.value,
                "raced_out_chip_source": self.request.rules.raced_out_chip_source.value,
                "multi_denomination_race": self.request.rules.multi_denomination_race.value,
            },
            "steps": [_step_json(step, name) for step in self.steps],
        }

    @property
    def removed_in_order(self) -> tuple[int, ...]:
        return tuple(step.removed for step in self.steps)

    def _name(self, seat: int) -> str:
        return self.request.player_at(seat).name


_Namer = Callable[[int], str]  # seat -> player name


def _cards_json(dealt: Mapping[int, tuple[Card, ...]], name: _Namer) -> dict[str, list[str]]:
    return {name(seat): [str(card) for card in cards] for seat, cards in dealt.items()}


def _awards_json(awards: Sequence[RaceCard], name: _Namer) -> list[dict[str, str]]:
    return [{"player": name(award.seat), "card": str(award.card)} for award in awards]


def _stay_alive_json(chips: Sequence[StayAliveChip], name: _Namer) -> list[dict[str, Any]]:
    return [
        {"player": name(chip.seat), "denomination": chip.denomination, "source": chip.source.value} for chip in chips
    ]


def _stacks_json(stacks: Mapping[int, Stack], name: _Namer) -> dict[str, dict[str, int]]:
    return {name(seat): stack.to_json() for seat, stack in stacks.items()}


def _direct_exchange_json(step: RaceStep, name: _Namer) -> dict[str, dict[str, int]]:
    return {
        name(seat): ({str(step.race_unit): step.direct_exchange[seat]} if seat in step.direct_exchange else {})
        for seat in step.stacks_before
    }


def _step_json(step: RaceStep, name: _Namer) -> dict[str, Any]:
    return {
        "removed_denomination": step.removed,
        "race_unit": step.race_unit,
        "odd_chips": {name(seat): count for seat, count in step.odd_chips.items()},
        "direct_exchange": _direct_exchange_json(step, name),
        "dealt_cards": _cards_json(step.dealt_cards, name),
        "odd_value_total": step.odd_value_total,
        "race_chip_count": step.race_chip_count,
        "race_awards_in_order": _awards_json(step.awards, name),
        "given_to_avoid_elimination": _stay_alive_json(step.stay_alive, name),
        "stacks_after": _stacks_json(step.stacks_after, name),
        "chips_in_play_value_change": step.value_change,
    }


# -- the race ------------------------------------------------------------------


def chips_to_race(odd_value_total: int, unit: int, rounding: LeftoverRounding) -> int:
    """N: whole units of the odd value, plus one for the leftover if the rounding flag says so."""
    whole, leftover = divmod(odd_value_total, unit)
    if rounding is LeftoverRounding.HALF_UP:
        extra = 2 * leftover >= unit
    elif rounding is LeftoverRounding.MORE_THAN_HALF:
        extra = 2 * leftover > unit
    elif rounding is LeftoverRounding.ALWAYS_UP:
        extra = leftover > 0
    else:
        extra = False
    return whole + int(extra)


class _CardSupply:
    """Deals each player's race cards: his own in order, else the shared deck from the top."""

    def __init__(self, request: ColourUpRequest) -> None:
        self._request = request
        self._own = {p.seat: p.race_cards for p in request.players if p.race_cards}
        self._own_used = dict.fromkeys(self._own, 0)
        self._deck: Sequence[Card] | None = request.deck_from_top
        self._deck_used = 0
        self._shuffled: Sequence[Card] | None = None
        self.seed = request.seed
        self.sources: dict[int, CardSource] = {}

    def deal(self, odd_chips: Mapping[int, int], removed: int) -> dict[int, tuple[Card, ...]]:
        """One card per odd chip, seat by seat; refuses a step it cannot deal in full."""
        problems: list[Problem] = []
        from_deck = sum(count for seat, count in odd_chips.items() if seat not in self._own)
        # A step that takes nothing from the deck is never short of it, whatever earlier steps dealt.
        deck = self._shared_deck() if from_deck else ()
        if from_deck and self._deck_used + from_deck > len(deck):
            problems.append(self._deck_short(from_deck, removed, len(deck)))
        for seat, count in odd_chips.items():
            if seat in self._own and self._own_used[seat] + count > len(self._own[seat]):
                problems.append(
                    Problem(
                        f"{self._request.path_of(seat)}.race_cards",
                        translate(
                            "core", "{count} cards given, but at least {value} are needed, one per odd chip"
                        ).format(count=len(self._own[seat]), value=self._own_used[seat] + count),
                    )
                )
        if problems:
            raise ChipRaceError(problems)
        dealt: dict[int, tuple[Card, ...]] = {}
        for seat, count in odd_chips.items():
            if seat in self._own:
                start = self._own_used[seat]
                self._own_used[seat] = start + count
                dealt[seat] = self._own[seat][start : start + count]
                self.sources[seat] = CardSource.RACE_CARDS
            else:
                dealt[seat] = tuple(deck[self._deck_used : self._deck_used + count])
                self._deck_used += count
                self.sources[seat] = CardSource.SHUFFLED_DECK if self._deck is None else CardSource.DECK_FROM_TOP
        return dealt

    def check_all_own_cards_used(self) -> None:
        problems = [
            Problem(
                f"{self._request.path_of(seat)}.race_cards",
                translate(
                    "core",
                    _ONLY_ODD_CHIPS,
                    "",
                    self._own_used[seat],
                ).format(count=len(cards)),
            )
            for seat, cards in self._own.items()
            if len(cards) > self._own_used[seat]
        ]
        if problems:
            raise ChipRaceError(problems)

    def _shared_deck(self) -> Sequence[Card]:
        if self._deck is not None:
            return self._deck
        if self._shuffled is None:
            # Shuffled only when needed, so the seed reported is one that really dealt cards.
            if self.seed is None:
                self.seed = secrets.randbelow(_SEED_LIMIT)
            own_cards = [card for cards in self._own.values() for card in cards]
            self._shuffled = shuffled_deck(self.seed, excluding=own_cards)
        return self._shuffled

    def _deck_short(self, needed: int, removed: int, size: int) -> Problem:
        race = f"the {denomination_label(removed)} race needs {needed}"
        race += f" more cards after the {self._deck_used} already dealt" if self._deck_used else " cards"
        if self._deck is not None:
            return Problem(
                "deck_from_top",
                translate("core", "too few cards: {race}, but only {size} were given").format(race=race, size=size),
            )
        advice = "; race the denominations in separate requests" if len(self._request.steps()) > 1 else ""
        return Problem(
            "",
            translate(
                "core", "too few cards: {race}, but one deck holds only {size} besides the players' own cards{advice}"
            ).format(race=race, size=size, advice=advice),
        )


def colour_up(request: ColourUpRequest) -> ColourUpResult:
    """Race off every removed denomination; the result replays from its dealt cards or seed."""
    supply = _CardSupply(request)
    stacks = {seat: request.player_at(seat).stack for seat in request.seats()}
    steps: list[RaceStep] = []
    for removed, unit in request.steps():
        step = _race_step(removed, unit, stacks, supply, request.rules)
        steps.append(step)
        stacks = dict(step.stacks_after)
    supply.check_all_own_cards_used()
    sources = {seat: supply.sources[seat] for seat in request.seats() if seat in supply.sources}
    explanation = _explain(request, steps, supply.seed, sources)
    return ColourUpResult(request, tuple(steps), supply.seed, sources, explanation)


def _race_step(removed: int, unit: int, stacks: Mapping[int, Stack], supply: _CardSupply, rules: RuleSet) -> RaceStep:
    direct: dict[int, int] = {}
    odd: dict[int, int] = {}
    kept: dict[int, dict[int, int]] = {}  # each stack without the removed chips, direct exchange added
    for seat, stack in stacks.items():
        whole, odd_value = divmod(stack.count(removed) * removed, unit)
        counts = {value: count for value, count in stack if value != removed}
        if whole:
            direct[seat] = whole
            counts[unit] = counts.get(unit, 0) + whole
        if odd_value:  # only when the unit is a multiple of the removed chip, so this divides
            odd[seat] = odd_value // removed
        kept[seat] = counts
    odd_value_total = sum(count * removed for count in odd.values())
    race_count = chips_to_race(odd_value_total, unit, rules.leftover_rounding)
    dealt = supply.deal(odd, removed)

    holders: set[int] = set()
    stay_alive: list[StayAliveChip] = []
    if rules.raced_out_chip_source is RacedOutChipSource.FROM_POOL:
        # The pool serves players with nothing but odd chips first; better cards first if it runs short.
        bare = sorted((seat for seat in odd if not kept[seat]), key=lambda seat: max(dealt[seat]), reverse=True)
        for seat in bare[:race_count]:
            holders.add(seat)
            stay_alive.append(StayAliveChip(seat, unit, RacedOutChipSource.FROM_POOL))
    cards_read: list[RaceCard] = []
    in_card_order = sorted(
        ((card, seat) for seat, cards in dealt.items() for card in cards),
        key=lambda pair: pair[0].sort_key,
        reverse=True,
    )
    for card, seat in in_card_order:
        if len(holders) == race_count:
            break
        cards_read.append(RaceCard(seat, card, wins=seat not in holders))
        holders.add(seat)

    after: dict[int, Stack] = {}
    for seat, counts in kept.items():
        if seat in holders:
            counts[unit] = counts.get(unit, 0) + 1
        elif not counts:
            counts[unit] = 1
            stay_alive.append(StayAliveChip(seat, unit, RacedOutChipSource.INTRODUCED))
        after[seat] = Stack(counts)
    return RaceStep(
        removed=removed,
        race_unit=unit,
        stacks_before=dict(stacks),
        direct_exchange=direct,
        odd_chips=odd,
        dealt_cards=dealt,
        odd_value_total=odd_value_total,
        race_chip_count=race_count,
        cards_read=tuple(cards_read),
        stay_alive=tuple(stay_alive),
        stacks_after=after,
    )


# -- the explanation -----------------------------------------------------------


# Said for a count (counted at run time: marked here for the catalogue).
_RACED = numerus("reasons", "%n {unit} chip(s) is raced", "", 0)
_ODD_CHIPS = numerus("reasons", "{who} has %n odd {removed} chip(s).", "", 0)
_EXCHANGED = numerus("reasons", "{who} changes {changed} {removed} chips for %n {unit} chip(s).", "", 0)


def _change_sentence(change: int, *, in_all: bool, removed: str) -> str:
    """What the chips in play did: after one step (`removed` chips left play), or over all of them."""
    if in_all:
        if change > 0:
            sentence = translate("reasons", "In all, chips in play go up by {change}.")
        elif change < 0:
            sentence = translate("reasons", "In all, chips in play go down by {change}.")
        else:
            sentence = translate("reasons", "In all, chips in play keep their value.")
    elif change > 0:
        sentence = translate("reasons", "All {removed} chips leave play; chips in play go up by {change}.")
    elif change < 0:
        sentence = translate("reasons", "All {removed} chips leave play; chips in play go down by {change}.")
    else:
        sentence = translate("reasons", "All {removed} chips leave play; chips in play keep their value.")
    return sentence.format(change=abs(change), removed=removed)


def _rounding_sentence(step: RaceStep, rounding: LeftoverRounding) -> str:
    unit = denomination_label(step.race_unit)
    whole, leftover = divmod(step.odd_value_total, step.race_unit)
    count = step.race_chip_count
    if count == 0:
        raced = translate("reasons", "no chip is raced")
    else:
        raced = translate("reasons", _RACED, "", count).format(unit=unit)
    if leftover == 0:
        return translate(
            "reasons", "The odd chips are worth {total} in all, exactly {whole} {unit}, so {raced}."
        ).format(total=step.odd_value_total, whole=whole, unit=unit, raced=raced)
    if rounding is LeftoverRounding.ALWAYS_UP:
        reason = translate("reasons", "any leftover is raced as a whole chip")
    elif rounding is LeftoverRounding.DOWN:
        reason = translate("reasons", "a leftover is never raced")
    elif rounding is LeftoverRounding.HALF_UP:
        if count > whole:
            reason = translate("reasons", "{leftover} is half or more of a {unit}")
        else:
            reason = translate("reasons", "{leftover} is less than half a {unit}")
    elif count > whole:
        reason = translate("reasons", "{leftover} is more than half a {unit}")
    else:
        reason = translate("reasons", "{leftover} is not more than half a {unit}")
    if whole:
        worth = translate("reasons", "The odd chips are worth {total} in all: {whole} {unit} and {leftover} over")
    else:
        worth = translate("reasons", "The odd chips are worth {total} in all")
    said = {"total": step.odd_value_total, "whole": whole, "unit": unit, "leftover": leftover}
    # The clauses are whole clauses and the sentence that joins them is translated too, so a language orders them.
    return translate("reasons", "{worth}; {reason}, so {raced}.").format(
        worth=worth.format(**said), reason=reason.format(**said), raced=raced
    )


def _who(request: ColourUpRequest, seat: int) -> str:
    return translate("reasons", "Seat {seat} ({name})").format(seat=seat, name=request.player_at(seat).name)


def _dealt_sentence(sources: Mapping[int, CardSource], seed: int | None, first: int) -> str:
    used = set(sources.values())
    if CardSource.SHUFFLED_DECK in used:
        sentence = translate(
            "reasons",
            "One card is dealt per odd chip from a deck shuffled with seed {seed}, starting at seat {first}, "
            "the first seat left of the dealer with odd chips.",
        )
    elif CardSource.DECK_FROM_TOP in used:
        sentence = translate(
            "reasons",
            "One card is dealt per odd chip from the deck in the order given, starting at seat {first}, "
            "the first seat left of the dealer with odd chips.",
        )
    else:
        sentence = translate(
            "reasons",
            "One card is dealt per odd chip, starting at seat {first}, the first seat left of the dealer with "
            "odd chips.",
        )
    return sentence.format(seed=seed, first=first)


def _cards_sentence(who: str, cards: str, *, absent: bool, own: bool) -> str:
    if absent and own:
        sentence = translate("reasons", "{who}, away from the table but raced all the same: {cards} (own race cards).")
    elif absent:
        sentence = translate("reasons", "{who}, away from the table but raced all the same: {cards}.")
    elif own:
        sentence = translate("reasons", "{who}: {cards} (own race cards).")
    else:
        sentence = translate("reasons", "{who}: {cards}.")
    return sentence.format(who=who, cards=cards)


def _card_read_sentence(who: str, card: str, unit: str, *, first: bool, wins: bool) -> str:
    if first and wins:
        sentence = translate("reasons", "{who} holds the highest card, {card}, and wins one {unit}.")
    elif wins:
        sentence = translate("reasons", "{who} holds the next highest card, {card}, and wins one {unit}.")
    elif first:
        sentence = translate(
            "reasons",
            "{who} holds the highest card, {card}, but already has a {unit} from this race; the card is passed over.",
        )
    else:
        sentence = translate(
            "reasons",
            "{who} holds the next highest card, {card}, but already has a {unit} from this race; the card is "
            "passed over.",
        )
    return sentence.format(who=who, card=card, unit=unit)


def _explain(
    request: ColourUpRequest, steps: Sequence[RaceStep], seed: int | None, sources: Mapping[int, CardSource]
) -> tuple[str, ...]:
    lines: list[str] = []
    for number, step in enumerate(steps, start=1):
        removed, unit = denomination_label(step.removed), denomination_label(step.race_unit)
        if len(steps) > 1:
            opening = translate(
                "reasons", "Step {number} of {steps}: {removed} chips come out of play and are raced into {unit}."
            )
        else:
            opening = translate("reasons", "{removed} chips come out of play and are raced into {unit}.")
        lines.append(opening.format(number=number, steps=len(steps), removed=removed, unit=unit))
        for seat, count in step.direct_exchange.items():
            changed = count * step.race_unit // step.removed  # exact: direct exchange keeps value
            # `changed` is at least two: a race unit is worth two or more of the chips it replaces.
            lines.append(
                translate("reasons", _EXCHANGED, "", count).format(
                    who=_who(request, seat), changed=changed, removed=removed, unit=unit
                )
            )
        if not step.odd_chips:
            lines.append(
                translate("reasons", "No player has odd {removed} chips, so there is no race.").format(removed=removed)
            )
        else:
            lines.extend(_race_lines(request, step, seed, sources))
        lines.append(_change_sentence(step.value_change, in_all=False, removed=removed))
    if len(steps) > 1:
        lines.append(_change_sentence(sum(step.value_change for step in steps), in_all=True, removed=""))
    return tuple(lines)


def _race_lines(
    request: ColourUpRequest, step: RaceStep, seed: int | None, sources: Mapping[int, CardSource]
) -> list[str]:
    unit, removed = denomination_label(step.race_unit), denomination_label(step.removed)
    lines = [
        translate("reasons", _ODD_CHIPS, "", count).format(who=_who(request, seat), removed=removed)
        for seat, count in step.odd_chips.items()
    ]
    lines.append(_rounding_sentence(step, request.rules.leftover_rounding))
    first = next(iter(step.dealt_cards))
    lines.append(_dealt_sentence({seat: sources[seat] for seat in step.dealt_cards}, seed, first))
    for seat, cards in step.dealt_cards.items():
        lines.append(
            _cards_sentence(
                _who(request, seat),
                format_cards(cards),
                absent=request.player_at(seat).absent,
                own=sources[seat] is CardSource.RACE_CARDS,
            )
        )
    for chip in step.stay_alive:
        if chip.source is RacedOutChipSource.FROM_POOL:
            lines.append(
                translate(
                    "reasons",
                    "{who} has nothing but odd chips and cannot be raced out, so one raced {unit} goes to seat "
                    "{seat} before the cards are read.",
                ).format(who=_who(request, chip.seat), unit=unit, seat=chip.seat)
            )
    if step.race_chip_count == 0:
        lines.append(translate("reasons", "No chip is raced, so the cards decide nothing."))
    for index, read in enumerate(step.cards_read):
        lines.append(
            _card_read_sentence(_who(request, read.seat), read.card.pretty, unit, first=index == 0, wins=read.wins)
        )
    for chip in step.stay_alive:
        if chip.source is RacedOutChipSource.INTRODUCED:
            lines.append(
                translate(
                    "reasons",
                    "{who} has no chips left and cannot be raced out: seat {seat} is given one {unit}, a chip added "
                    "to the game.",
                ).format(who=_who(request, chip.seat), seat=chip.seat, unit=unit)
            )
    return lines
