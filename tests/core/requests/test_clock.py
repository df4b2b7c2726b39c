"""Rule 49's request read (core/requests/clock.py): the clock granted, its periods from the config, the action's
time optional, facing a bet by default; a field of another shape refused by its path, nothing computed."""

from __future__ import annotations

import pytest

from floordesk.core.requests.clock import handle
from tests.core.requests.asking import asked, sample


def test_a_clock_called_after_the_wait_runs_its_minute_then_its_countdown():
    # config: 120 s before a clock may be called, 60 s of clock, a 10 s countdown, the hand dead at its end
    result, problems = asked(handle, sample("clock"))
    assert problems == []
    assert result is not None
    assert (result["clock_granted"], result["clock_started_at_s"]) == (True, 130)
    assert (result["main_period_ends_at_s"], result["countdown_ends_at_s"]) == (130 + 60, 130 + 60 + 10)
    assert result["outcome"] == "hand_dead"  # he never acted


def test_an_action_in_time_stands_and_a_bet_is_faced_unless_said():
    acted, _ = asked(handle, sample("clock", player_action_at_s=150))
    assert acted is not None
    assert acted["outcome"] == "action_valid"
    unsaid = {key: value for key, value in sample("clock").items() if key != "facing_bet"}
    assert asked(handle, unsaid)[0] == asked(handle, sample("clock"))[0]
    dead_if_facing_a_bet = {**sample("clock")["config"], "on_expiry": "dead_if_facing_bet_else_check"}
    checked, _ = asked(handle, sample("clock", facing_bet=False, config=dead_if_facing_a_bet))
    assert checked is not None
    assert checked["outcome"] == "hand_checked"
    dead, _ = asked(handle, sample("clock", facing_bet=False))  # the sample's config: dead whatever he faced
    assert dead is not None
    assert dead["outcome"] == "hand_dead"


@pytest.mark.parametrize(
    ("changes", "paths"),
    [
        ({"clock_requested_at_s": -1}, ["clock_requested_at_s"]),
        ({"clock_requested_at_s": None}, ["clock_requested_at_s"]),
        ({"player_action_at_s": "later"}, ["player_action_at_s"]),
        ({"facing_bet": "yes"}, ["facing_bet"]),
        ({"clock_requested_at_s": -1, "facing_bet": 1}, ["clock_requested_at_s", "facing_bet"]),
    ],
)
def test_a_field_of_another_shape_is_refused_by_its_path(changes, paths):
    assert asked(handle, sample("clock", **changes)) == (None, paths)
