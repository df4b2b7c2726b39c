"""Rule 46's last sentences, the request read (core/requests/found_chips.py): removed chips found after the race,
exchanged in whole units of the smallest chip in play; a field of another shape refused by its path."""

from __future__ import annotations

import pytest

from floordesk.core.requests.found_chips import handle
from tests.core.requests.asking import asked, sample


def test_five_removed_chips_found_are_exchanged_in_whole_units_and_the_rest_forfeited():
    result, problems = asked(handle, sample("found-chips"))  # C finds 5 x T25 with T100 the smallest in play
    assert problems == []
    assert result is not None
    assert (result["player"], result["exchanged"], result["found_value"]) == ("C", {"100": 1}, 5 * 25)
    assert result["forfeited_value"] == 5 * 25 - 100


def test_the_finder_need_not_be_named():
    result, _ = asked(handle, sample("found-chips", found_after_race={"chips": {"25": 4}}))
    assert result is not None
    assert (result["player"], result["exchanged"], result["forfeited_value"]) == (None, {"100": 1}, 0)


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"smallest_denomination_in_play": 0}, ["smallest_denomination_in_play"]),
        ({"removed_denomination": "T25"}, ["removed_denomination"]),
        ({"found_after_race": {"player": "C"}}, ["found_after_race.chips"]),
        ({"found_after_race": {"chips": {"25": -5}}}, ['found_after_race.chips["25"]']),
        ({"found_after_race": {"player": 3, "chips": {"25": 5}}}, ["found_after_race.player"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("found-chips", **changes)) == (None, paths)


def test_nothing_found_is_refused():
    request = {key: value for key, value in sample("found-chips").items() if key != "found_after_race"}
    assert asked(handle, request) == (None, ["found_after_race"])
