"""Speed of rules 47 and 48: a 10-player hand with five all-in levels, settled in one call.

Targets (issue 4): building the pots and splitting them adds under 1 ms to the
time pokerkit's evaluators alone take for the same hands (about 2 ms for
hold'em, 11 ms for Omaha hi-lo here), and a hand settled from a stated ranking
(no cards) takes under 1 ms. Compare the medians of:

- `pokerkit_only_*`: pokerkit's evaluators on the nine live hands, nothing else;
- `settle_*_from_cards`: the whole settlement, evaluation included;
- `settle_*_evaluated_beforehand`: the settlement with the hands already ranked
  (the added cost on its own);
- `settle_from_stated_ranking`: no cards at all;
- `pokerkit_state_*`: pokerkit's own `State` settling the same hand: the hand
  played from the deal (the same cards) through the bets that put the same
  amounts in, to every pot pushed; `against_pokerkit_state_*` times it and
  `settle_hand` alternately in the same run and prints the ratio (issue 28),
  wall and CPU, with the load average.

Run with `uv run pytest benchmarks/bench_pots.py --benchmark-enable -s`.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Sequence

import pytest

from floordesk.core.cards import Card, shuffled_deck
from floordesk.core.rules.hand_eval import Game, HandKind, PokerkitEvaluator, RankedHand
from floordesk.core.rules.pots import Contribution, Status
from floordesk.core.rules.showdown import HandAtShowdown, ShownHand, StatedRanking, settle_hand

# Five all-in levels (100 to 500), four players who covered them, one who folded:
# six pots, every one contested.
CONTRIBUTIONS = (
    Contribution("P1", 1, 100, Status.ALL_IN),
    Contribution("P2", 2, 1000, Status.ACTIVE),
    Contribution("P3", 3, 200, Status.ALL_IN),
    Contribution("P4", 4, 1000, Status.ACTIVE),
    Contribution("P5", 5, 300, Status.ALL_IN),
    Contribution("P6", 6, 50, Status.FOLDED),
    Contribution("P7", 7, 400, Status.ALL_IN),
    Contribution("P8", 8, 1000, Status.ACTIVE),
    Contribution("P9", 9, 500, Status.ALL_IN),
    Contribution("P10", 10, 1000, Status.ACTIVE),
)
LIVE = [c.player for c in CONTRIBUTIONS if c.status is not Status.FOLDED]


def deal(game: Game) -> tuple[tuple[Card, ...], dict[str, ShownHand]]:
    deck = shuffled_deck(2009)
    board = tuple(deck[:5])
    size = game.own_card_count
    shown = {name: ShownHand(tuple(deck[5 + i * size : 5 + (i + 1) * size])) for i, name in enumerate(LIVE)}
    return board, shown


def hand(game: Game) -> HandAtShowdown:
    board, shown = deal(game)
    return HandAtShowdown(game, 25, CONTRIBUTIONS, button_seat=10, board=board, shown=shown)


def pokerkit_only(game: Game, holes: Sequence[str], board: str) -> None:
    import pokerkit

    high = pokerkit.OmahaHoldemHand if game is Game.OMAHA_HI_LO_8 else pokerkit.StandardHighHand
    for hole in holes:
        high.from_game(hole, board)
        if game is Game.OMAHA_HI_LO_8:
            pokerkit.OmahaEightOrBetterLowHand.from_game_or_none(hole, board)


def pokerkit_cards(game: Game) -> tuple[list[str], list[str], list[str]]:
    """The board's cards one by one, every seat's hole cards (the folded player's from the deck's rest, as
    pokerkit deals every seat) and three cards to burn: the cards `deal` gives `settle_hand`."""
    board, shown = deal(game)
    rest = shuffled_deck(2009)[5 + len(LIVE) * game.own_card_count :]
    folded, burns = rest[: game.own_card_count], rest[game.own_card_count : game.own_card_count + 3]
    holes = ["".join(map(str, shown[c.player].cards if c.player in shown else folded)) for c in CONTRIBUTIONS]
    return [str(card) for card in board], holes, [str(card) for card in burns]


def pokerkit_state(game: Game, board: Sequence[str], holes: Sequence[str], burns: Sequence[str]) -> list[int]:
    """pokerkit's `State` settling the hand of CONTRIBUTIONS: blinds 25-50 (seat 1 small, the button at seat 10),
    everyone in for 50 preflop; on the flop seat 1 all in for 50 more, seat 2 to 1,000, the others calling what they
    can, seat 6 folding; checked down. Returns each seat's chips won or lost."""
    from pokerkit import (
        Automation,
        BettingStructure,
        NoLimitTexasHoldem,
        OmahaEightOrBetterLowHand,
        OmahaHoldemHand,
        PotLimitOmahaHoldem,
        State,
    )

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
        Automation.RUNOUT_COUNT_SELECTION,
    )
    stacks = [c.amount if c.status is Status.ALL_IN else 2000 for c in CONTRIBUTIONS]
    if game is Game.HOLDEM:
        state = NoLimitTexasHoldem(automations, True, 0, (25, 50), 50)(stacks, len(stacks))
    else:  # pokerkit has no no-limit Omaha hi-lo: its Omaha's deck and streets, hi-lo hands, no-limit bets
        omaha = PotLimitOmahaHoldem(automations, True, 0, (25, 50), 50)
        hands = (OmahaHoldemHand, OmahaEightOrBetterLowHand)
        state = State(
            automations, omaha.deck, hands, omaha.streets, BettingStructure.NO_LIMIT, True, 0, (25, 50), 0, stacks, 10
        )
    for hole in holes:
        state.deal_hole(hole)
    for _ in CONTRIBUTIONS:
        state.check_or_call()  # preflop: the big blind called round to the big blind, who checks
    burning, dealing = list(burns), list(board)
    state.burn_card(burning.pop())
    state.deal_board("".join(dealing[:3]))
    del dealing[:3]
    state.complete_bet_or_raise_to(50)  # seat 1 all in
    state.complete_bet_or_raise_to(950)  # seat 2: 1,000 in all
    for contribution in CONTRIBUTIONS[2:]:
        if contribution.status is Status.FOLDED:
            state.fold()
        else:
            state.check_or_call()
    while state.status:
        if state.can_burn_card():
            state.burn_card(burning.pop())
        elif state.can_deal_board():
            state.deal_board(dealing.pop(0))
        else:
            state.check_or_call()
    return [int(after - before) for after, before in zip(state.stacks, stacks, strict=True)]


class Evaluated:
    """The hands ranked once beforehand, so only the pots and splits are timed."""

    def __init__(self) -> None:
        self.inner = PokerkitEvaluator()
        self.memo: dict[tuple[HandKind, tuple[Card, ...], tuple[Card, ...]], RankedHand | None] = {}

    def evaluate(self, kind: HandKind, own: Sequence[Card], board: Sequence[Card] = ()) -> RankedHand | None:
        key = (kind, tuple(own), tuple(board))
        if key not in self.memo:
            self.memo[key] = self.inner.evaluate(kind, own, board)
        return self.memo[key]


@pytest.fixture(scope="module", autouse=True)
def pokerkit_loaded() -> None:
    """Load pokerkit once, outside the timings (its 0.3 s import is paid on first use)."""
    settle_hand(hand(Game.HOLDEM))


@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA_HI_LO_8], ids=["holdem", "omaha_hi_lo_8"])
def test_bench_pokerkit_only(benchmark, game):
    board, shown = deal(game)
    holes = ["".join(map(str, shown[name].cards)) for name in LIVE]
    benchmark(pokerkit_only, game, holes, "".join(map(str, board)))


@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA_HI_LO_8], ids=["holdem", "omaha_hi_lo_8"])
def test_bench_settle_from_cards(benchmark, game):
    request = hand(game)
    settlement = benchmark(settle_hand, request)
    assert len(settlement.pots) == 6
    assert sum(settlement.total_awarded.values()) == sum(c.amount for c in CONTRIBUTIONS)


@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA_HI_LO_8], ids=["holdem", "omaha_hi_lo_8"])
def test_bench_settle_evaluated_beforehand(benchmark, game):
    request, evaluator = hand(game), Evaluated()
    settle_hand(request, evaluator)
    settlement = benchmark(settle_hand, request, evaluator)
    assert all(settled.pot.contested for settled in settlement.pots)


def test_bench_settle_from_stated_ranking(benchmark):
    ranking = StatedRanking(high=(("P9", "P1"), ("P2",), ("P4", "P7"), ("P3", "P5", "P8", "P10")))
    request = HandAtShowdown(Game.HOLDEM, 25, CONTRIBUTIONS, button_seat=10, ranking=ranking)
    settlement = benchmark(settle_hand, request)
    assert [tuple(s.split.awards) for s in settlement.pots][:2] == [("P1", "P9"), ("P9",)]


@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA_HI_LO_8], ids=["holdem", "omaha_hi_lo_8"])
def test_bench_pokerkit_state(benchmark, game):
    board, holes, burns = pokerkit_cards(game)
    won = benchmark(pokerkit_state, game, board, holes, burns)
    ours = settle_hand(hand(game)).total_awarded
    # The same hand: every seat's result agrees, but for odd chips (pokerkit splits to the chip, rule 48 to the
    # lowest denomination in play, 25).
    for contribution, chips in zip(CONTRIBUTIONS, won, strict=True):
        assert abs(ours.get(contribution.player, 0) - contribution.amount - chips) < 25


def paired(first: Callable[[], object], second: Callable[[], object], rounds: int) -> list[tuple[float, float]]:
    """Per round, the second's wall and CPU time over the first's, the two run back to back, alternately first."""
    ratios = []
    for index in range(rounds):
        times = {}
        for name, call in (("a", first), ("b", second)) if index % 2 == 0 else (("b", second), ("a", first)):
            start, start_cpu = time.perf_counter(), time.process_time()
            call()
            times[name] = (time.perf_counter() - start, time.process_time() - start_cpu)
        ratios.append((times["b"][0] / times["a"][0], times["b"][1] / max(times["a"][1], 1e-9)))
    return ratios


@pytest.mark.parametrize("game", [Game.HOLDEM, Game.OMAHA_HI_LO_8], ids=["holdem", "omaha_hi_lo_8"])
def test_bench_against_pokerkit_state(benchmark, game):
    """Issue 28: `settle_hand` against pokerkit's `State` on the same hand, timed alternately in one run."""
    request, (board, holes, burns) = hand(game), pokerkit_cards(game)
    rounds = 200 if game is Game.HOLDEM else 60
    ratios = benchmark.pedantic(
        paired, (lambda: settle_hand(request), lambda: pokerkit_state(game, board, holes, burns), rounds), rounds=1
    )
    wall, cpu = sorted(r for r, _ in ratios), sorted(c for _, c in ratios)
    quartiles = statistics.quantiles(wall, n=4)
    print(
        f"\n{game.value}: pokerkit's State takes {statistics.median(wall):.1f}x settle_hand's wall time "
        f"(quartiles {quartiles[0]:.1f}-{quartiles[2]:.1f}), {statistics.median(cpu):.1f}x its CPU time; "
        f"{rounds} alternating pairs, load average {os.getloadavg()[0]:.1f}"
    )
    assert statistics.median(wall) > 1
