"""Rules 47 and 48, the pots request read (core/requests/pots.py): each player's contribution, status and cards,
the board and the button; a field of another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.requests.pots import handle
from tests.core.requests.asking import asked, sample


def test_two_equal_hands_chop_the_pot():
    result, problems = asked(handle, sample("pots"))  # AK and AK on a K-Q-7-4-2 board, 500 each in
    assert problems == []
    assert result is not None
    assert result["total_awarded"] == {"A": 500, "B": 500}
    assert [(pot["amount"], pot["awards"]) for pot in result["pots"]] == [(1000, {"A": 500, "B": 500})]
    assert result["uncalled_returned"] == {}


def test_a_bet_nobody_called_goes_back():
    contributions = [{**c} for c in sample("pots")["contributions"]]
    contributions[1]["contributed"] = 800
    result, _ = asked(handle, sample("pots", contributions=contributions))
    assert result is not None
    assert result["uncalled_returned"] == {"B": 300}


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        (
            {"contributions": [{"player": "A", "seat": 1, "contributed": -5, "status": "active"}]},
            ["contributions[0].contributed"],
        ),
        ({"game": "bridge"}, ["game"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("pots", **changes)) == (None, paths)
