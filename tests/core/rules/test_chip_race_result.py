"""Rule 46's results read back from their JSON: the same stacks, cards and race as the core computed."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.rules.chip_race_result import FoundChipsResult, RaceResult, Verdict
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
