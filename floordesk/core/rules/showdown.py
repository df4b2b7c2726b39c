"""Core: settling a whole hand at showdown, rules 47 and 48 together.

The pots are built from the contributions (rule 47, `pots`). Each contested pot
is then judged among its own contenders only, from the cards (through the hand
evaluator) or from a ranking the supervisor states; in hi-lo games the
qualifying low (8 or better) is looked for among that pot's contenders only.
Each pot is split on its own under rule 48 (`odd_chips`). Side pots are settled
first, the last one first (TDA practice); the order changes no amount.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from types import MappingProxyType

from floordesk.core.cards import Card
from floordesk.core.errors import CardError, Problem, SeatError, ShowdownError
from floordesk.core.rules.hand_eval import Game, HandEvaluator, HandKind, RankedHand, default_evaluator
from floordesk.core.rules.odd_chips import (
    Contender,
    PotSplit,
    SplitSetting,
    StatedCards,
    Winners,
    button_seat_problems,
    disagreeing_tie_card,
    split_pot,
    stated_card_problems,
    tie_break_card,
)
from floordesk.core.rules.pots import Contribution, Pot, PotLayout, build_pots, join_names
from floordesk.core.ruleset import RuleSet, StudHighCardScope
from floordesk.core.table import MAX_SEATS
from floordesk.i18n import translate

RULE = 47
FIVE = 5


@dataclass(frozen=True)
class ShownHand:
    """A player's cards at showdown: hole cards (flop games) or all seven (stud).

    `high_card` and `low_card` state the stud tie-break cards directly, for a
    showdown decided by a stated ranking without the cards.
    """

    cards: tuple[Card, ...] = ()
    high_card: Card | None = None
    low_card: Card | None = None

    def stated(self, path: str) -> StatedCards:
        """Every card stated here, for checking against the other players' (`path`: where he stands)."""
        tie_cards = {"high_card": self.high_card, "low_card": self.low_card}
        return StatedCards(
            path, self.cards, {member: (card,) for member, card in tie_cards.items() if card is not None}
        )


@dataclass(frozen=True)
class StatedRanking:
    """The supervisor's reading of the showdown: groups of tied players, best first.

    `low` lists only players with a qualifying low (razz: every hand, and no `high`).
    """

    high: tuple[tuple[str, ...], ...] = ()
    low: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class HandAtShowdown:
    """Everything needed to settle a hand. Problems name the fields as the `pots` verb spells them."""

    game: Game
    unit: int
    contributions: tuple[Contribution, ...]
    button_seat: int | None = None
    seats_max: int = MAX_SEATS
    board: tuple[Card, ...] = ()
    shown: Mapping[str, ShownHand] = field(default_factory=dict)
    ranking: StatedRanking | None = None
    rules: RuleSet = field(default_factory=RuleSet)


@dataclass(frozen=True)
class BestHands:
    """A player's best hands from his cards; `low` is None without a qualifying low."""

    high: RankedHand | None
    low: RankedHand | None

    def describe(self, game: Game) -> str:
        parts = [] if self.high is None else [self.high.describe()]
        if self.low is not None:
            parts.append(self.low.describe())
        elif game.splits_high_low:
            parts.append(translate("reasons", "no qualifying low"))
        return "; ".join(parts)


@dataclass(frozen=True)
class SettledPot:
    pot: Pot
    winners: Winners
    split: PotSplit


@dataclass(frozen=True)
class Settlement:
    """A settled hand: every pot with its winners and split, the hands read, and the totals."""

    layout: PotLayout
    pots: tuple[SettledPot, ...]
    hands: Mapping[str, BestHands]  # seat order; only hands evaluated from cards
    total_awarded: Mapping[str, int]  # seat order; pot winnings only, not returned bets
    explanation: tuple[str, ...]


def decide_winners(game: Game, contenders: Sequence[str], high: Mapping[str, int], low: Mapping[str, int]) -> Winners:
    """A pot's winners among its contenders only; strengths are larger for better hands, and a
    player missing from `low` has no qualifying low."""

    def best(strengths: Mapping[str, int]) -> tuple[str, ...]:
        ranked = [name for name in contenders if name in strengths]
        if not ranked:
            return ()
        top = max(strengths[name] for name in ranked)
        return tuple(name for name in ranked if strengths[name] == top)

    if game is Game.RAZZ:
        return Winners(low=best(low))
    return Winners(high=best(high), low=best(low) if game.splits_high_low else ())


def settle_hand(hand: HandAtShowdown, evaluator: HandEvaluator | None = None) -> Settlement:
    """Settle every pot of a hand (rules 47 and 48); raises an InvalidInput subclass on bad input."""
    return _Settler(hand, evaluator or default_evaluator()).settle()


class _Settler:
    def __init__(self, hand: HandAtShowdown, evaluator: HandEvaluator) -> None:
        self.hand = hand
        self.evaluator = evaluator
        self.players = {c.player: c for c in hand.contributions}
        self.index_of = {c.player: i for i, c in enumerate(hand.contributions)}
        self.best: dict[str, BestHands] = {}
        self.tie_cards_from_cards: dict[tuple[str, bool], Card | None] = {}

    def path(self, player: str) -> str:
        return f"contributions[{self.index_of[player]}]"

    def settle(self) -> Settlement:
        hand = self.hand
        self._check_seats()
        layout = build_pots(hand.contributions, hand.unit)
        needed = [name for name in self._seat_order() if any(name in p.eligible for p in layout.pots if p.contested)]
        self._check_cards(needed)
        self._check_tie_cards()
        if hand.ranking is not None:
            self._check_ranking(hand.ranking, needed)
            high, low = _ranking_strengths(hand.ranking)
        else:
            high, low = self._evaluate(needed)
        settled = self._settle_pots(layout.pots, high, low)
        totals: dict[str, int] = {}
        for pot in settled:
            for player, chips in pot.split.awards.items():
                totals[player] = totals.get(player, 0) + chips
        total_awarded = {name: totals[name] for name in self._seat_order() if name in totals}
        return Settlement(
            layout,
            settled,
            MappingProxyType(dict(self.best)),
            MappingProxyType(total_awarded),
            tuple(self._explain(layout, settled, total_awarded)),
        )

    def _seat_order(self) -> list[str]:
        return [c.player for c in sorted(self.hand.contributions, key=lambda c: c.seat)]

    # -- checks ---------------------------------------------------------------------
    def _check_seats(self) -> None:
        hand = self.hand
        problems = button_seat_problems(hand.game, hand.button_seat, hand.seats_max)
        problems.extend(
            Problem(
                f"contributions[{i}].seat",
                translate("core", "must be a seat from 1 to {seats_max}").format(seats_max=hand.seats_max),
            )
            for i, c in enumerate(hand.contributions)
            if c.seat > hand.seats_max
        )
        if problems:
            raise SeatError(problems)

    def _check_cards(self, needed: Sequence[str]) -> None:
        hand = self.hand
        game = hand.game
        problems: list[Problem] = [
            Problem("shown", translate("core", "{name} is not a player in this hand").format(name=name))
            for name in hand.shown
            if name not in self.players
        ]
        stated: list[StatedCards] = []
        if hand.board:
            if not game.board_card_count:
                problems.append(
                    Problem(
                        "board",
                        translate("core", "{title} has no board; each player gives his seven cards").format(
                            title=game.title
                        ),
                    )
                )
            elif len(hand.board) != game.board_card_count:
                problems.append(
                    Problem(
                        "board",
                        translate("core", "must be {board_card_count} cards, not {count}").format(
                            board_card_count=game.board_card_count, count=len(hand.board)
                        ),
                    )
                )
        elif needed and game.board_card_count and hand.ranking is None:
            problems.append(
                Problem(
                    "board",
                    translate("core", "is required: {title} hands are read with the board").format(title=game.title),
                )
            )
        for name in self._seat_order():
            shown = hand.shown.get(name, ShownHand())
            stated.append(shown.stated(self.path(name)))
            cards = shown.cards
            if cards and len(cards) != game.own_card_count:
                problems.append(
                    Problem(
                        f"{self.path(name)}.cards",
                        translate("core", "{title} needs {own_card_count} cards per player, not {count}").format(
                            title=game.title, own_card_count=game.own_card_count, count=len(cards)
                        ),
                    )
                )
            elif not cards and name in needed and hand.ranking is None:
                message = translate("core", "is required: {name} contests a pot and no showdown was stated").format(
                    name=name
                )
                problems.append(Problem(f"{self.path(name)}.cards", message))
        problems.extend(stated_card_problems(game, stated, hand.board))
        if problems:
            raise CardError(problems)

    def _check_tie_cards(self) -> None:
        """Stud games: a tie-break card stated beside the cards must be the one the ruling reads from
        them (`_tie_card_from_cards`); every player who states one is checked, and all are reported."""
        if self.hand.game.is_button_game:
            return
        problems: list[Problem] = []
        for name in self._seat_order():
            shown = self.hand.shown.get(name, ShownHand())
            where = self.path(name)
            for member, stated, low in (("high_card", shown.high_card, False), ("low_card", shown.low_card, True)):
                if stated is not None:  # his hands are read only when there is a card to compare
                    given = self._tie_card_from_cards(name, low=low)
                    problems.extend(
                        disagreeing_tie_card(
                            f"{where}.{member}", stated, given, f"{where}.cards", low=low, rules=self.hand.rules
                        )
                    )
        if problems:
            raise CardError(problems)

    def _check_ranking(self, ranking: StatedRanking, needed: Sequence[str]) -> None:
        game = self.hand.game
        problems: list[Problem] = []
        ranked: dict[str, set[str]] = {}
        for half, groups in (("high_ranking", ranking.high), ("low_ranking", ranking.low)):
            seen = ranked.setdefault(half, set())
            for g, group in enumerate(groups):
                if not group:
                    problems.append(
                        Problem(f"showdown.{half}[{g}]", translate("core", "a group of tied players must name someone"))
                    )
                for k, name in enumerate(group):
                    where = f"showdown.{half}[{g}][{k}]"
                    if name not in self.players:
                        problems.append(
                            Problem(where, translate("core", "{name} is not a player in this hand").format(name=name))
                        )
                    elif not self.players[name].in_hand and g == 0:
                        # ranked below the best, a folded hand is merely dead; ranked first, it "wins"
                        problems.append(
                            Problem(where, translate("core", "{name} folded and cannot win a pot").format(name=name))
                        )
                    elif name in seen:
                        problems.append(Problem(where, translate("core", "{name} is ranked twice").format(name=name)))
                    seen.add(name)
        if game is Game.RAZZ and ranking.high:
            problems.append(
                Problem(
                    "showdown.high_ranking", translate("core", "razz has no high hand; rank the hands in low_ranking")
                )
            )
        if ranking.low and game.low_kind is None:
            problems.append(
                Problem("showdown.low_ranking", translate("core", "{title} has no low half").format(title=game.title))
            )
        main_half = "low_ranking" if game is Game.RAZZ else "high_ranking"
        problems.extend(
            Problem(
                f"showdown.{main_half}", translate("core", "does not rank {name}, who contests a pot").format(name=name)
            )
            for name in needed
            if name not in ranked[main_half]
        )
        if problems:
            raise ShowdownError(problems)

    # -- judging --------------------------------------------------------------------
    def _evaluate(self, needed: Sequence[str]) -> tuple[dict[str, int], dict[str, int]]:
        game = self.hand.game
        high: dict[str, int] = {}
        low: dict[str, int] = {}
        for name in needed:
            cards = self.hand.shown[name].cards
            high_hand = self._rank(game.high_kind, cards)
            low_hand = self._rank(game.low_kind, cards)
            self.best[name] = BestHands(high_hand, low_hand)
            if high_hand is not None:
                high[name] = high_hand.strength
            if low_hand is not None:
                low[name] = low_hand.strength
        return high, low

    def _rank(self, kind: HandKind | None, cards: Sequence[Card]) -> RankedHand | None:
        if kind is None:
            return None
        return self.evaluator.evaluate(kind, cards, self.hand.board)

    def _settle_pots(
        self, pots: Sequence[Pot], high: Mapping[str, int], low: Mapping[str, int]
    ) -> tuple[SettledPot, ...]:
        """Every pot settled; a stud tie-break card missing in any of them is refused with all the others."""
        settled: list[SettledPot] = []
        problems: list[Problem] = []
        for pot in pots:
            try:
                settled.append(self._settle_pot(pot, high, low))
            except ShowdownError as error:
                problems.extend(error.problems)
        if problems:
            # a player tied in several pots lacks the same card in each: say so once
            raise ShowdownError(dict.fromkeys(problems))
        return tuple(settled)

    def _settle_pot(self, pot: Pot, high: Mapping[str, int], low: Mapping[str, int]) -> SettledPot:
        hand = self.hand
        winners = decide_winners(hand.game, pot.eligible, high, low) if pot.contested else Winners()
        stud_ties = set() if hand.game.is_button_game else _tied_players(winners)
        contenders = [
            Contender(
                name,
                self.players[name].seat,
                high_card=self._tie_card(name, low=False) if (name, False) in stud_ties else None,
                low_card=self._tie_card(name, low=True) if (name, True) in stud_ties else None,
                path=self.path(name),
            )
            for name in pot.eligible
        ]
        setting = SplitSetting(hand.game, hand.rules, hand.button_seat, hand.seats_max)
        split = split_pot(pot.amount, hand.unit, winners, contenders, setting, pot_title=pot.title)
        return SettledPot(pot, winners, split)

    def _tie_card(self, name: str, *, low: bool) -> Card | None:
        """The stud tie-break card: stated, or read from the cards (the two agree: `_check_tie_cards`)."""
        shown = self.hand.shown.get(name, ShownHand())
        return (shown.low_card if low else shown.high_card) or self._tie_card_from_cards(name, low=low)

    def _tie_card_from_cards(self, name: str, *, low: bool) -> Card | None:
        """The stud tie-break card read from the player's cards, None without them (memoised)."""
        key = (name, low)
        if key not in self.tie_cards_from_cards:
            self.tie_cards_from_cards[key] = self._read_tie_card(self.hand.shown.get(name, ShownHand()).cards, low=low)
        return self.tie_cards_from_cards[key]

    def _read_tie_card(self, cards: Sequence[Card], *, low: bool) -> Card | None:
        rules = self.hand.rules
        kind = self.hand.game.low_kind if low else self.hand.game.high_kind
        if not cards or kind is None:
            return None
        if rules.stud_high_card_scope is StudHighCardScope.ALL_CARDS:
            return tie_break_card(cards, low=low, rules=rules)
        candidates = set(_cards_of_best_five(self.evaluator, kind, cards))
        return tie_break_card(candidates, low=low, rules=rules) if candidates else None

    # -- explanation ----------------------------------------------------------------
    def _explain(
        self, layout: PotLayout, settled: Sequence[SettledPot], total_awarded: Mapping[str, int]
    ) -> Iterator[str]:
        hand = self.hand
        game = hand.game.title[0].upper() + hand.game.title[1:]
        if hand.ranking is not None:
            opening = translate(
                "reasons", "{game}: pots built from the contributions, winners from the supervisor's stated ranking."
            )
        else:
            opening = translate("reasons", "{game}: pots built from the contributions, winners from the cards.")
        yield opening.format(game=game)
        yield from layout.explanation
        if hand.ranking is not None:
            ranked = {name for groups in (hand.ranking.high, hand.ranking.low) for group in groups for name in group}
            dead = [name for name in self._seat_order() if name in ranked and not self.players[name].in_hand]
            if dead:
                yield translate("reasons", "{names} folded: a dead hand wins nothing, wherever it is ranked.").format(
                    names=join_names(dead)
                )
        for name, best in self.best.items():
            yield translate("reasons", "{name} (seat {seat}): {hand}.").format(
                name=name, seat=self.players[name].seat, hand=best.describe(hand.game)
            )
        if len(settled) > 1:
            yield translate(
                "reasons",
                "Each pot is split on its own, never mixed; the side pots are settled first, the last one first.",
            )
        for pot in reversed(settled):
            yield from pot.split.explanation
        if total_awarded:
            wins = translate("reasons", "{name} wins {chips}")
            said = ", ".join(wins.format(name=name, chips=chips) for name, chips in total_awarded.items())
            yield translate("reasons", "In all: {awards}.").format(awards=said)


def _tied_players(winners: Winners) -> set[tuple[str, bool]]:
    """(player, low?) for every winner who shares a half, and so may need a stud tie-break card."""
    tied = {(name, False) for name in winners.high} if len(winners.high) > 1 else set()
    if len(winners.low) > 1:
        tied |= {(name, True) for name in winners.low}
    return tied


def _cards_of_best_five(evaluator: HandEvaluator, kind: HandKind, cards: Sequence[Card]) -> Iterator[Card]:
    """Every card that belongs to some five-card selection worth the player's best hand.

    A hand can often be made in more than one way (two aces for one place in a
    straight); the player is credited with the best of them.
    """
    best = evaluator.evaluate(kind, cards)
    if best is None:
        return
    for five in combinations(cards, FIVE):
        ranked = evaluator.evaluate(kind, five)
        if ranked is not None and ranked.strength == best.strength:
            yield from five


def _ranking_strengths(ranking: StatedRanking) -> tuple[dict[str, int], dict[str, int]]:
    """Stated groups as strengths: the first group is the strongest."""

    def strengths(groups: Sequence[Sequence[str]]) -> dict[str, int]:
        return {name: -rank for rank, group in enumerate(groups) for name in group}

    return strengths(ranking.high), strengths(ranking.low)
