"""Rule 50's request read (core/requests/button.py): the table after the last hand, its markers, new players and
how many hands to project; a field of another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.requests.button import handle
from floordesk.core.rules.dead_button import MAX_PROJECTED_HANDS
from tests.core.requests.asking import asked, sample


def test_the_next_hand_only_unless_more_are_asked():
    one, problems = asked(handle, sample("button"))
    assert problems == []
    assert one is not None
    assert len(one["next_hands"]) == 1
    three, _ = asked(handle, sample("button", hands=3))
    assert three is not None
    assert len(three["next_hands"]) == 3
    assert three["next_hands"][0] == one["next_hands"][0]
    assert three["explanation"][-1] == "The hands after the next one assume no further eliminations or new players."


def test_the_button_moves_on_from_the_last_hand():
    # button 3, small blind 4, big blind 5 last hand; seats 4 (new: N) and 5 (empty)
    result, _ = asked(handle, sample("button"))
    assert result is not None
    hand = result["next_hands"][0]
    assert (hand["button_seat"], hand["sb_seat"], hand["bb_seat"]) == (4, 5, 6)
    assert (hand["sb_player"], hand["bb_player"]) == (None, "F")  # a dead small blind: nobody sits at seat 5


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"seats_max": "nine"}, ["seats_max"]),
        ({"previous_hand": "seat 3"}, ["previous_hand"]),
        ({"previous_hand": {"button_seat": 3, "sb_seat": 4}}, ["previous_hand.bb_seat"]),
        (
            {"occupied_after_previous_hand": [{"seat": "one", "player": "A"}, 5]},
            ["occupied_after_previous_hand[0].seat", "occupied_after_previous_hand[1]"],
        ),
        ({"hands": 0}, ["hands"]),
        ({"hands": MAX_PROJECTED_HANDS + 1}, ["hands"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("button", **changes)) == (None, paths)
