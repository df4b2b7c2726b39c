"""Rule 52's request read (core/requests/penalty.py): the offence, the penalty and the table it was given at;
a field of another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.requests.penalty import handle
from tests.core.requests.asking import asked, sample


def test_a_missed_round_is_a_hand_per_player_seated_when_it_was_given():
    result, problems = asked(handle, sample("penalty"))  # one round at a table of 8, given during hand 100
    assert problems == []
    assert result is not None
    assert result["hands_to_miss"] == 8
    assert (result["first_missed_hand_number"], result["last_missed_hand_number"]) == (101, 108)


def test_a_warning_misses_no_hand():
    result, _ = asked(handle, sample("penalty", penalty={"type": "warning"}))
    assert result is not None
    assert result["hands_to_miss"] == 0


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"offence": "rudeness"}, ["offence"]),
        ({"penalty": {"type": "banished"}}, ["penalty.type"]),
        ({"penalty": "a round"}, ["penalty"]),
        ({"players_at_table_when_given": "eight"}, ["players_at_table_when_given"]),
        ({"offender_in_that_hand": "yes"}, ["offender_in_that_hand"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("penalty", **changes)) == (None, paths)
