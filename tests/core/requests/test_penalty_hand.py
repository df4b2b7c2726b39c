"""Rule 52, a hand dealt while a player sits out, the request read (core/requests/penalty_hand.py); a field of
another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.requests.penalty_hand import handle
from tests.core.requests.asking import asked, sample


def test_the_big_blind_on_penalty_posts_and_his_hand_is_killed():
    result, problems = asked(handle, sample("penalty-hand"))  # hand 103 of the window 101-108
    assert problems == []
    assert result is not None
    assert result["posts"] == {"ante": 50, "big_blind": 400}
    assert result["hand_status"] == "killed_after_initial_deal"
    assert (result["counts_toward_penalty"], result["hands_served_after_this_hand"]) == (True, 103 - 101 + 1)


def test_a_hand_outside_the_window_is_not_a_penalty_hand():
    result, _ = asked(handle, sample("penalty-hand", hand_number=109))
    assert result is not None
    assert result["counts_toward_penalty"] is False


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"offender": {"position": "dealer", "stack": 5200, "has_bring_in_card": False}}, ["offender.position"]),
        ({"game": "bridge"}, ["game"]),
        ({"penalty_window": {"first": 101}}, ["penalty_window.last"]),
        ({"hand_number": "103"}, ["hand_number"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("penalty-hand", **changes)) == (None, paths)
