"""Rule 49, calling for the clock: worked cases from rules-spec section 7, and properties.

Times are seconds since the action reached the player. With the WSOP 2009
defaults a clock may be called from 120 s; called at t it runs 60 s, to t + 60,
then a 10 s countdown, to t + 70.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.rules.clock import (
    Clock,
    ClockError,
    ClockOutcome,
    ClockPhase,
    ClockRefusal,
    call_clock,
    clock_time_text,
    parse_clock_time,
    rule_on_clock,
)
from floordesk.core.ruleset import OnClockExpiry, RuleSet

WSOP = RuleSet.wsop_2009()
CHECK_IF_UNBET = RuleSet(on_expiry=OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK)


def granted(requested_at_s: float, rules: RuleSet = WSOP, *, facing_bet: bool = True) -> Clock:
    clock = call_clock(requested_at_s, rules, facing_bet=facing_bet)
    assert isinstance(clock, Clock)
    return clock


def test_refused_at_119_seconds_and_told_when_it_may_be_called():
    assert call_clock(119, WSOP) == ClockRefusal(requested_at_s=119, may_be_called_at_s=120)
    ruling = rule_on_clock(119, None, WSOP)
    assert ruling.outcome is ClockOutcome.CLOCK_REFUSED
    assert ruling.to_json()["may_be_called_at_s"] == 120
    assert ruling.to_json()["clock_granted"] is False


def test_granted_at_120_seconds_runs_60_then_10():
    # called at 120: main period to 180, countdown to 190
    clock = granted(120)
    assert (clock.started_at_s, clock.main_period_ends_at_s, clock.countdown_ends_at_s) == (120, 180, 190)


def test_the_rules_cli_example_no_action_facing_a_bet_is_a_dead_hand():
    # called at 130: 60 s to 190, countdown to 200; nobody acted, so the hand is dead
    assert rule_on_clock(130, None, WSOP, facing_bet=True).to_json() == {
        "rule": 49,
        "clock_granted": True,
        "clock_started_at_s": 130,
        "main_period_ends_at_s": 190,
        "countdown_ends_at_s": 200,
        "outcome": "hand_dead",
        "explanation": [
            "The clock is called 130 s (2:10) after the action reached the player, after the minimum wait of "
            "120 s (2:00), so it is granted.",
            "The player has 60 s (1:00) to act, until 190 s (3:10), then a 10 s countdown, until 200 s (3:20).",
            "The player did not act by the end of the countdown at 200 s (3:20): his hand is dead; chips he has "
            "already put in stay in the pot.",
        ],
    }


@pytest.mark.parametrize(
    ("acted_at", "outcome"),
    [
        (130, ClockOutcome.ACTION_VALID),  # at once
        (189.9, ClockOutcome.ACTION_VALID),  # in the main period
        (195, ClockOutcome.ACTION_VALID),  # in the countdown
        (200, ClockOutcome.ACTION_VALID),  # exactly at zero: a tie goes to the player [I-10]
        (200.01, ClockOutcome.HAND_DEAD),
        (260, ClockOutcome.HAND_DEAD),
    ],
)
def test_action_at_or_before_the_end_of_the_countdown_is_valid(acted_at, outcome):
    assert rule_on_clock(130, acted_at, WSOP).outcome is outcome


def test_without_the_tie_rule_acting_exactly_at_zero_is_too_late():
    rules = RuleSet(tie_goes_to_player=False)
    assert rule_on_clock(130, 200, rules).outcome is ClockOutcome.HAND_DEAD
    assert rule_on_clock(130, 199.99, rules).outcome is ClockOutcome.ACTION_VALID
    assert "too late" in rule_on_clock(130, 200, rules).explanation[-1]


def test_expiry_kills_the_hand_or_checks_it_by_the_flag():
    # WSOP 2009: dead whether or not he faces a bet [I-11]; the TDA reading checks an unbet hand.
    assert rule_on_clock(130, None, WSOP, facing_bet=False).outcome is ClockOutcome.HAND_DEAD
    assert rule_on_clock(130, None, CHECK_IF_UNBET, facing_bet=False).outcome is ClockOutcome.HAND_CHECKED
    assert rule_on_clock(130, None, CHECK_IF_UNBET, facing_bet=True).outcome is ClockOutcome.HAND_DEAD
    assert rule_on_clock(130, 250, CHECK_IF_UNBET, facing_bet=False).outcome is ClockOutcome.HAND_CHECKED


def test_no_minimum_wait_and_the_tda_timings():
    # TDA style: 25 s then a 5 s countdown; with no minimum wait, a clock at 10 s runs to 35 then 40.
    rules = RuleSet(min_wait_before_clock_s=None, clock_s=25, countdown_s=5)
    clock = granted(10, rules)
    assert (clock.main_period_ends_at_s, clock.countdown_ends_at_s) == (35, 40)


def test_phases_and_time_left_follow_the_times_passed_in():
    clock = granted(130)  # main period to 190, countdown to 200
    assert [clock.phase_at(t) for t in (130, 189, 190, 200, 200.5)] == [
        ClockPhase.MAIN_PERIOD,
        ClockPhase.MAIN_PERIOD,
        ClockPhase.COUNTDOWN,
        ClockPhase.COUNTDOWN,
        ClockPhase.EXPIRED,
    ]
    assert [clock.seconds_left_at(t) for t in (130, 195, 230)] == [70, 5, 0]


def test_supervisor_shortens_the_clock_for_stalling_and_refers_it_to_rule_52():
    # shortened to 30 s: called at 130, main period to 160, countdown to 170
    ruling = rule_on_clock(130, None, RuleSet(supervisor_shortened_clock_s=30))
    result = ruling.to_json()
    assert (result["main_period_ends_at_s"], result["countdown_ends_at_s"]) == (160, 170)
    assert result["refer_for_penalty_rule"] == 52
    assert any("stalling" in sentence for sentence in result["explanation"])
    # speeding up a running clock: the minute cut to 40 s ends the main period at 170, the countdown at 180
    clock = granted(130).shortened_for_stalling_to(40)
    assert (clock.countdown_ends_at_s, clock.refer_for_penalty_rule) == (180, 52)
    assert "refer_for_penalty_rule" not in rule_on_clock(130, None, WSOP).to_json()


def test_a_shortened_clock_must_be_shorter():
    with pytest.raises(ClockError) as caught:
        rule_on_clock(130, None, RuleSet(supervisor_shortened_clock_s=60))
    assert caught.value.problems[0].path == "config.supervisor_shortened_clock_s"
    assert "shorter than the 60 s" in caught.value.problems[0].message


def test_a_new_decision_needs_a_new_clock():
    # Clock on the turn decision at 130 s; he acts at 150 s. On the river the action reaches him
    # again at t = 0, and a clock there at 30 s is refused: the 2-minute wait applies afresh [I-12].
    assert rule_on_clock(130, 150, WSOP).outcome is ClockOutcome.ACTION_VALID
    assert rule_on_clock(30, None, WSOP).outcome is ClockOutcome.CLOCK_REFUSED


@pytest.mark.parametrize(
    ("requested", "acted", "path", "words"),
    [
        (-1, None, "clock_requested_at_s", "must not be negative"),
        (130, -5, "player_action_at_s", "must not be negative"),
        (math.nan, None, "clock_requested_at_s", "must be a number of seconds"),
        (True, None, "clock_requested_at_s", "must be a number of seconds"),
        (130, 100, "player_action_at_s", "before the clock was called"),
        (math.inf, None, "clock_requested_at_s", "must be a number of seconds"),
        # More than a day is a typing error; a 400-digit whole number must not overflow on the way.
        (86_401, None, "clock_requested_at_s", "must be at most 86400 s (a day)"),
        (10**400, None, "clock_requested_at_s", "must be at most 86400 s (a day)"),
        (130, 1.7e308, "player_action_at_s", "must be at most 86400 s (a day)"),
    ],
)
def test_impossible_times_are_refused_naming_the_field(requested, acted, path, words):
    with pytest.raises(ClockError) as caught:
        rule_on_clock(requested, acted, WSOP)
    [problem] = caught.value.problems
    assert problem.path == path
    assert words in problem.message


def test_a_clock_cannot_be_asked_about_a_time_before_it_started():
    with pytest.raises(ClockError, match="before the clock was granted"):
        granted(130).phase_at(129)


# -- properties -------------------------------------------------------------------

times = st.floats(min_value=0, max_value=10_000, allow_nan=False)
rulesets = st.builds(
    RuleSet,
    min_wait_before_clock_s=st.none() | st.integers(0, 300),
    clock_s=st.integers(1, 120),
    countdown_s=st.integers(0, 30),
    on_expiry=st.sampled_from(OnClockExpiry),
    tie_goes_to_player=st.booleans(),
)


@given(rulesets, times, times, times, st.booleans())
def test_the_outcome_is_monotone_in_the_action_time(rules, requested, first, second, facing_bet):
    early, late = sorted((requested + first, requested + second))
    early_outcome = rule_on_clock(requested, early, rules, facing_bet=facing_bet).outcome
    late_outcome = rule_on_clock(requested, late, rules, facing_bet=facing_bet).outcome
    if late_outcome is ClockOutcome.ACTION_VALID:
        assert early_outcome is ClockOutcome.ACTION_VALID
    if early_outcome in (ClockOutcome.HAND_DEAD, ClockOutcome.HAND_CHECKED):
        assert late_outcome is early_outcome


@given(rulesets, times, st.booleans())
def test_refused_exactly_before_the_minimum_wait_and_otherwise_valid_up_to_the_end(rules, requested, facing_bet):
    ruling = rule_on_clock(requested, None, rules, facing_bet=facing_bet)
    minimum = rules.min_wait_before_clock_s
    assert (ruling.outcome is ClockOutcome.CLOCK_REFUSED) == (minimum is not None and requested < minimum)
    if isinstance(ruling.clock, Clock):
        end = requested + rules.clock_s + rules.countdown_s
        assert ruling.clock.countdown_ends_at_s == end
        assert rule_on_clock(requested, end - 0.5, rules).outcome is ClockOutcome.ACTION_VALID
        assert ruling.outcome is rule_on_clock(requested, end + 0.5, rules, facing_bet=facing_bet).outcome


@pytest.mark.parametrize(
    ("typed", "seconds"), [("1:30", 90), ("0:05", 5), ("90", 90), (" 2:10 ", 130), ("0", 0), ("10:00", 600)]
)
def test_a_typed_time_is_minutes_and_seconds_or_plain_seconds(typed, seconds):
    assert parse_clock_time(typed, "elapsed_s") == seconds


@pytest.mark.parametrize("typed", ["1.30", "1:75", "1:3", "-5", "", "abc", "1:30:00", "90s", "99999999"])
def test_any_other_time_is_refused_not_read_another_way(typed):
    with pytest.raises(ClockError) as refused:
        parse_clock_time(typed, "elapsed_s")
    assert refused.value.problems[0].path == "elapsed_s"


@pytest.mark.parametrize(("seconds", "text"), [(130, "2:10"), (5, "0:05"), (129.5, "2:09.5"), (0, "0:00")])
def test_times_read_as_minutes_and_seconds(seconds, text):
    assert clock_time_text(seconds) == text
