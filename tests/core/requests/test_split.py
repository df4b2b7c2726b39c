"""Rule 48's request read (core/requests/split.py): a pot split between tied hands, the odd chips placed from the
button; a field of another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.requests.split import handle
from tests.core.requests.asking import asked, sample


def test_a_pot_split_three_ways_gives_the_odd_chips_clockwise_from_the_button():
    result, problems = asked(handle, sample("split"))  # 2,000 in T25s among seats 2, 7 and 8; button at 6
    assert problems == []
    assert result is not None
    assert sum(result["awards"].values()) == 2000
    assert result["awards"] == {"A": 650, "B": 675, "C": 675}
    assert [(odd["player"], odd["amount"]) for odd in result["odd_chips"]] == [("B", 25), ("C", 25)]


def test_an_amount_the_lowest_chip_cannot_make_is_refused():
    with pytest.raises(InvalidInput, match="pot_amount: 2010 is not a whole number >= 0 of the lowest"):
        asked(handle, sample("split", pot_amount=2010))


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"contenders": []}, ["contenders"]),
        ({"game": "bridge"}, ["game"]),
        ({"button_seat": "six"}, ["button_seat"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("split", **changes)) == (None, paths)
