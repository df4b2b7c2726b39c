"""Rule 46's request read (core/requests/chip_race.py): the chips in play, the denominations raced off, each
player's stack and race cards; a field of another shape refused by its path, a denomination not in play by the
rule's own words."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.requests.chip_race import handle
from tests.core.requests.asking import asked, sample


def test_the_odd_chips_raced_are_won_in_whole_chips_of_the_next_denomination():
    # B and C hold 3 odd T25 each (150 in all): one T100 is raced for and won, the rest rounded
    result, problems = asked(handle, sample("chip-race"))
    assert problems == []
    assert result is not None
    assert result["denominations_removed"] == [25]
    assert result["odd_value_total"] == 6 * 25
    assert result["stacks_after"] == {"B": {"100": 13}, "C": {"100": 7}}
    assert sum(stack.get("25", 0) for stack in result["stacks_after"].values()) == 0


def test_a_denomination_not_in_play_cannot_be_raced_off():
    with pytest.raises(InvalidInput, match=r"denominations_removed\[0\]: T7 is not a denomination in play"):
        asked(handle, sample("chip-race", denominations_removed=[7]))


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"players": []}, ["players"]),
        ({"seed": -1}, ["seed"]),
        ({"players": [{"seat": 2, "player": "B", "stack": {"25": -3}}]}, ['players[0].stack["25"]']),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("chip-race", **changes)) == (None, paths)
