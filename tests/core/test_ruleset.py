from __future__ import annotations

from dataclasses import fields
from enum import Enum

import pytest

from floordesk.core.errors import RuleSetError
from floordesk.core.fields import Field
from floordesk.core.ruleset import (
    CHOICE_LABELS,
    FLAG_TEXTS,
    LeftoverRounding,
    OnClockExpiry,
    RuleSet,
    choice_label,
    flag_label,
    flag_tip,
)
from floordesk.i18n import SPEAKER


def test_wsop_2009_defaults_follow_rules_spec_section_12():
    rules = RuleSet.wsop_2009().to_json()
    assert rules == {
        "leftover_rounding": "half_up",
        "raced_out_chip_source": "introduced",
        "found_chips_policy": "exchange_whole_units_forfeit_remainder",
        "multi_denomination_race": "sequential_smallest_first",
        "odd_units": "one_each_in_order",
        "stud_high_card_scope": "five_card_hand",
        "stud_low_tie_rule": "high_card_by_suit",
        "min_wait_before_clock_s": 120,
        "clock_s": 60,
        "countdown_s": 10,
        "supervisor_shortened_clock_s": None,
        "on_expiry": "hand_dead",
        "tie_goes_to_player": True,
        "new_player_on_button_or_sb": "deal_in",
        "max_penalty_rounds": 4,
    }


def test_tda_style_differs_where_later_tda_practice_differs():
    tda = RuleSet.tda_style()
    assert (tda.clock_s, tda.countdown_s) == (25, 5)
    assert tda.on_expiry is OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK
    assert tda.max_penalty_rounds is None
    assert tda.leftover_rounding is LeftoverRounding.HALF_UP


def test_config_overrides_and_ignores_unknown_keys():
    rules = RuleSet.from_json({"leftover_rounding": "down", "min_wait_before_clock_s": None, "colour": "x"})
    assert rules.leftover_rounding is LeftoverRounding.DOWN
    assert rules.min_wait_before_clock_s is None


def test_every_bad_flag_is_named():
    with pytest.raises(RuleSetError) as caught:
        RuleSet.from_json({"leftover_rounding": "sometimes", "tie_goes_to_player": "yes", "max_penalty_rounds": 0})
    assert [p.path for p in caught.value.problems] == [
        "config.leftover_rounding",
        "config.tie_goes_to_player",
        "config.max_penalty_rounds",
    ]


def test_clock_times_are_whole_seconds_up_to_a_day():
    assert RuleSet.from_json({"clock_s": 86_400, "countdown_s": 0}).clock_s == 86_400
    with pytest.raises(RuleSetError) as caught:
        RuleSet.from_json({"clock_s": 10**400, "countdown_s": -1, "min_wait_before_clock_s": 86_401})
    assert [str(p) for p in caught.value.problems] == [
        "config.min_wait_before_clock_s: must be a whole number from 0 to 86400",
        "config.clock_s: must be a whole number from 0 to 86400",
        "config.countdown_s: must be a whole number from 0 to 86400",
    ]


def test_round_trip_through_json():
    tda = RuleSet.tda_style()
    assert RuleSet.from_json(tda.to_json()) == tda


def test_config_that_is_not_an_object_is_a_problem():
    root = Field.root({"config": [1]})
    assert RuleSet().with_config(root.key("config")) == RuleSet()
    assert str(root.problems.items[0]) == "config: must be a JSON object, not an array"


def test_every_flag_and_every_choice_has_a_label_and_each_flag_a_tooltip():
    """The Event dialog shows them: a flag or a choice added without its label would be shown by its code name."""
    defaults = RuleSet.wsop_2009()
    assert set(FLAG_TEXTS) == {flag.name for flag in fields(RuleSet)}
    choices = {
        member
        for flag in fields(RuleSet)
        if isinstance(value := getattr(defaults, flag.name), Enum)
        for member in type(value)
    }
    assert set(CHOICE_LABELS) == choices
    assert all(label and tip for label, tip in FLAG_TEXTS.values())
    for flag in fields(RuleSet):  # two choices of one flag said alike could not be told apart
        if isinstance(value := getattr(defaults, flag.name), Enum):
            assert len({choice_label(member) for member in type(value)}) == len(type(value)), flag.name


def test_the_flags_and_choices_are_said_in_the_language_spoken():
    with SPEAKER.speaking("de"):
        assert flag_label("tie_goes_to_player") == "Gleichstand geht zugunsten des Spielers"
        assert flag_tip("max_penalty_rounds").startswith("Regel 52: ")
        assert choice_label(OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK) == "Tot bei einem Einsatz, sonst gecheckt"
    assert choice_label(OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK) == "Dead if facing a bet, else checked"
