"""Speed of rules 47 and 48: a 10-player hand with five all-in levels, settled in one call.

Targets (issue 4): building the pots and splitting them adds under 1 ms to the
time pokerkit's evaluators alone take for the same hands (about 2 ms for
hold'em, 11 ms for Omaha hi-lo here), and a hand settled from a stated ranking
(no cards) takes under 1 ms. Compare the medians of:

- `pokerkit_only_*`: pokerkit's evaluators on the nine live hands, nothing else;
- `settle_*_from_cards`: the whole settlement, evaluation included;
- `settle_*_evaluated_beforehand`: the settlement with the hands already ranked
  (the added cost on its own);
- `settle_from_stated_ranking`: no cards at all.

Run with `uv run pytest benchmarks/bench_pots.py --benchmark-enable`.
"""

from __future__ import annotations

from collections.abc import Sequence

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
