"""Rule 46's results read back from their JSON: the same stacks, cards and race as the core computed."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.rules.chip_race_result import (
    FoundChipsDecision,
    FoundChipsResult,
    RaceDecision,
    RaceResult,
    Verdict,
)
from floordesk.core.ruling import RulingKind, recommend
from floordesk.selftest import SAMPLES

# The rules-cli.md example (rule 46): three odd T25 each, raced for T100; B's cards are dealt as given.
REQUEST = SAMPLES["chip-race"].request


def _result() -> dict[str, Any]:
    return dict(recommend(RulingKind.CHIP_RACE, REQUEST).result)


def test_the_result_reads_back_as_the_core_wrote_it() -> None:
    recorded = _result()
    result = RaceResult.read(recorded)
    assert result.stacks_after == {"B": Stack({100: 13}), "C": Stack({100: 7})}
    assert result.denominations_removed == (25,)
    assert result.denominations_in_play_after == (100, 500)
    assert result.race_unit == 100
    assert [(player, str(card)) for player, card in result.awards] == [
        (award["player"], award["card"]) for award in recorded["race_awards_in_order"]
    ]
    assert {player: [str(card) for card in cards] for player, cards in result.dealt.items()} == recorded["dealt_cards"]
    assert (
        sum(stack.total() for stack in result.stacks_after.values())
        - sum(stack.total() for stack in result.stacks_before.values())
        == result.value_change
    )


def test_the_race_is_read_card_by_card_and_every_raced_chip_is_won_once() -> None:
    result = RaceResult.read(_result())
    [reading] = result.readings()
    winners = [card for card in reading.cards if card.verdict is Verdict.WINS]
    assert len(winners) == reading.race_chip_count == result.race_chip_count
    ranks = [card.card.sort_key for card in reading.cards]
    assert ranks == sorted(ranks, reverse=True)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("stacks_after",), {"B": {"100": -1}}),
        (("race_unit",), "100"),
        (("race_awards_in_order",), [{"player": "B", "card": "1x"}]),
        (("steps",), None),
        (("stacks_before",), None),
    ],
)
def test_a_result_of_another_shape_is_refused_by_name(path: tuple[str, ...], value: object) -> None:
    recorded = copy.deepcopy(_result())
    recorded[path[0]] = value
    with pytest.raises(InvalidInput, match="result: is not a chip-race result as recorded"):
        RaceResult.read(recorded)


def test_chips_found_read_back_as_the_core_ruled_them() -> None:
    recorded = dict(recommend(RulingKind.FOUND_CHIPS, SAMPLES["found-chips"].request).result)
    result = FoundChipsResult.read(recorded)
    assert result.exchanged == Stack.parse(recorded["exchanged"], "exchanged")
    assert result.exchanged.total() + result.forfeited_value == result.found_value
    with pytest.raises(InvalidInput, match="result: is not a found-chips result as recorded"):
        FoundChipsResult.read({**recorded, "exchanged": {"100": "one"}})


# -- a chip-race or found-chips decision as an overrule reads it (it may give only what the table follows) ----


def test_a_race_decision_read_whole_gives_what_the_result_gives() -> None:
    recorded = _result()
    decision = RaceDecision.read(recorded)
    result = RaceResult.read(recorded)
    assert decision.stacks_after == result.stacks_after
    assert decision.denominations_removed == result.denominations_removed
    assert decision.denominations_in_play_after == result.denominations_in_play_after
    assert decision.value_change == result.value_change


def test_a_partial_race_decision_reads_the_stacks_and_nothing_raced_off_when_unsaid() -> None:
    decision = RaceDecision.read({"stacks_after": {"B": {"100": 13}, "C": {}}})
    assert decision.stacks_after == {"B": Stack({100: 13}), "C": Stack()}
    assert (decision.denominations_removed, decision.denominations_in_play_after, decision.value_change) == (
        None,
        (),
        None,
    )
    undone = RaceDecision.read({"stacks_after": {}, "denominations_removed": [], "chips_in_play_value_change": -75})
    assert (undone.denominations_removed, undone.value_change) == ((), -75)


@pytest.mark.parametrize(
    ("decision", "paths"),
    [
        ({}, ["result.stacks_after"]),
        ({"stacks_after": ["B"]}, ["result.stacks_after"]),
        (
            {"stacks_after": {"B": {"100": -1}, "C": {"x": 1}}},
            ['result.stacks_after.B["100"]', 'result.stacks_after.C["x"]'],
        ),
        ({"stacks_after": {}, "denominations_removed": "25"}, ["result.denominations_removed"]),
        ({"stacks_after": {}, "denominations_removed": [0]}, ["result.denominations_removed"]),
        ({"stacks_after": {}, "denominations_in_play_after": [True]}, ["result.denominations_in_play_after"]),
        ({"stacks_after": {}, "chips_in_play_value_change": 1.5}, ["result.chips_in_play_value_change"]),
        ("B wins", ["result"]),
    ],
)
def test_a_race_decision_of_another_shape_is_refused_naming_each_field(decision: Any, paths: list[str]) -> None:
    with pytest.raises(InvalidInput) as refused:
        RaceDecision.read(decision)
    assert [problem.path for problem in refused.value.problems] == paths


def test_a_found_chips_decision_may_give_only_the_exchange() -> None:
    assert FoundChipsDecision.read({"exchanged": {"100": 1}}) == FoundChipsDecision(Stack({100: 1}), None, None)
    whole = FoundChipsDecision.read({"player": "B", "exchanged": {}, "found_value": 75, "forfeited_value": 75})
    assert whole == FoundChipsDecision(Stack(), "B", 75)
    for decision, path in [
        ({}, "result.exchanged"),
        ({"exchanged": {"100": "one"}}, 'result.exchanged["100"]'),
        ({"exchanged": {}, "player": 5}, "result.player"),
        ({"exchanged": {}, "found_value": -75}, "result.found_value"),
    ]:
        with pytest.raises(InvalidInput) as refused:
            FoundChipsDecision.read(decision)
        assert [problem.path for problem in refused.value.problems] == [path], decision
