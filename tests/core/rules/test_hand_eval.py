"""The hand-evaluator adapter: games, pokerkit behind the protocol, and pokerkit loaded late."""

from __future__ import annotations

import subprocess
import sys

import pytest

from floordesk.core.cards import parse_cards
from floordesk.core.rules.hand_eval import (
    Game,
    HandKind,
    PokerkitEvaluator,
    RankedHand,
    ace_low_rank,
    default_evaluator,
)


@pytest.fixture(scope="module")
def evaluator() -> PokerkitEvaluator:
    return PokerkitEvaluator()


def evaluate(evaluator: PokerkitEvaluator, kind: HandKind, own: str, board: str = "") -> RankedHand | None:
    return evaluator.evaluate(kind, parse_cards(own), parse_cards(board) if board else ())


def ranked(evaluator: PokerkitEvaluator, kind: HandKind, own: str, board: str = "") -> RankedHand:
    hand = evaluate(evaluator, kind, own, board)
    assert hand is not None, f"{own} {board} should make a {kind.value} hand"
    return hand


def test_games_know_their_cards_and_halves():
    assert [g.value for g in Game if g.is_button_game] == ["holdem", "omaha", "omaha_hi_lo_8"]
    assert [g.value for g in Game if g.splits_high_low] == ["omaha_hi_lo_8", "stud_hi_lo_8"]
    assert (Game.HOLDEM.own_card_count, Game.HOLDEM.board_card_count) == (2, 5)
    assert (Game.OMAHA_HI_LO_8.own_card_count, Game.OMAHA_HI_LO_8.board_card_count) == (4, 5)
    assert (Game.STUD.own_card_count, Game.STUD.board_card_count) == (7, 0)
    # razz is won by the low hand alone; high-only games have no low
    assert (Game.RAZZ.high_kind, Game.RAZZ.low_kind) == (None, HandKind.LOW_A5)
    assert Game.HOLDEM.low_kind is None
    assert Game.STUD_HI_LO_8.low_kind is HandKind.LOW_8


def test_aces_count_low_in_low_hands():
    ace, king = parse_cards("AsKs")
    assert (ace_low_rank(ace), ace_low_rank(king)) == (1, 13)


def test_holdem_high_uses_any_five_of_seven(evaluator):
    royal = ranked(evaluator, HandKind.HIGH, "AsKs", "QsJsTs2c3d")
    trips = ranked(evaluator, HandKind.HIGH, "2h2d", "QsJsTs2c3d")
    assert royal.label == "Straight flush"
    assert royal.describe() == "straight flush (A♠ K♠ Q♠ J♠ 10♠)"
    assert royal.strength > trips.strength
    assert trips.describe() == "three of a kind (2♥ 2♦ 2♣ Q♠ J♠)"


def test_omaha_uses_exactly_two_hole_cards(evaluator):
    # Four spades in the hand and two on the board: hold'em would see a royal
    # flush, Omaha may take only two hole cards and so has no flush at all.
    holdem_reading = ranked(evaluator, HandKind.HIGH, "AsKsQsJs", "Ts9s2c3d4h")
    omaha = ranked(evaluator, HandKind.OMAHA_HIGH, "AsKsQsJs", "Ts9s2c3d4h")
    assert holdem_reading.label == "Straight flush"
    assert omaha.label == "High card"


def test_omaha_low_needs_three_low_board_cards(evaluator):
    assert evaluate(evaluator, HandKind.OMAHA_LOW_8, "As2d3c4h", "5s4h9cTdJd") is None
    wheel = ranked(evaluator, HandKind.OMAHA_LOW_8, "As2dKcKh", "3s4h5cTdJd")
    six_low = ranked(evaluator, HandKind.OMAHA_LOW_8, "As2dKcKh", "3s4h6cTdJd")
    assert wheel.describe() == "5-4-3-2-A low"
    assert wheel.strength > six_low.strength


def test_eight_or_better_low_from_seven_stud_cards(evaluator):
    low = ranked(evaluator, HandKind.LOW_8, "8c7d6h4s2cKdKs")
    none = evaluate(evaluator, HandKind.LOW_8, "9c9dThJsQcKdKs")
    assert low.describe() == "8-7-6-4-2 low"
    assert none is None


def test_razz_low_counts_pairs_and_has_no_qualifier(evaluator):
    paired = ranked(evaluator, HandKind.LOW_A5, "KcKdKhKsQcQdJh")
    unpaired = ranked(evaluator, HandKind.LOW_A5, "KcQdJhTs9c8d7h")
    # the five lowest ranks; in ace-to-five low a straight is no hand, so J-T-9-8-7 stands
    assert unpaired.describe() == "J-T-9-8-7 low"
    assert unpaired.strength > paired.strength


def test_five_cards_are_ranked_as_they_are(evaluator):
    # exactly five cards and no board: no choice to make, the hand is that hand
    hand = ranked(evaluator, HandKind.HIGH, "9h8s7d6c5s")
    assert hand.label == "Straight"
    assert sorted(map(str, hand.cards)) == sorted(["9h", "8s", "7d", "6c", "5s"])


def test_default_evaluator_is_shared():
    assert default_evaluator() is default_evaluator()


def test_importing_the_rules_does_not_load_pokerkit():
    code = (
        "import sys, floordesk.core, floordesk.core.rules.showdown, floordesk.core.requests.pots, "
        "floordesk.core.requests.split; print('pokerkit' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "False"
