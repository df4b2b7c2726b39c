"""Rule 49's clock result read back from its JSON: what the core ruled, field by field; another shape refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.rules.clock import Clock, ClockOutcome, rule_on_clock
from floordesk.core.rules.clock_result import ClockResult
from floordesk.core.ruleset import RuleSet

WSOP = RuleSet.wsop_2009()


@given(
    requested=st.integers(min_value=0, max_value=600),
    acted_after=st.none() | st.integers(min_value=0, max_value=200),
    facing_bet=st.booleans(),
)
def test_every_clock_ruling_reads_back_as_the_core_ruled_it(
    requested: int, acted_after: int | None, facing_bet: bool
) -> None:
    acted = None if acted_after is None else requested + acted_after
    ruling = rule_on_clock(requested, acted, WSOP, facing_bet=facing_bet)
    result = ClockResult.read(ruling.to_json())
    granted = ruling.clock if isinstance(ruling.clock, Clock) else None
    assert result.outcome is ruling.outcome
    assert result.clock_granted is (granted is not None)
    assert result.clock_started_at_s == (granted.started_at_s if granted else None)
    assert result.countdown_ends_at_s == (granted.countdown_ends_at_s if granted else None)
    assert result.main_period_ends_at_s == (granted.main_period_ends_at_s if granted else None)
    assert (result.may_be_called_at_s is None) is (granted is not None)


def test_a_refused_clock_says_when_it_may_be_called() -> None:
    result = ClockResult.read(rule_on_clock(119, None, WSOP).to_json())
    assert result.outcome is ClockOutcome.CLOCK_REFUSED
    assert result.clock_granted is False
    assert result.may_be_called_at_s == 120


def test_a_result_recorded_with_its_outcome_only_reads_the_rest_as_not_recorded() -> None:
    result = ClockResult.read({"rule": 49, "outcome": "hand_dead", "explanation": []})
    assert result.outcome is ClockOutcome.HAND_DEAD
    assert result.clock_granted is None
    assert result.countdown_ends_at_s is None


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("outcome", "hand_folded"),
        ("outcome", None),
        ("clock_granted", "yes"),
        ("countdown_ends_at_s", -1),
        ("clock_started_at_s", True),
        ("refer_for_penalty_rule", "52"),
    ],
)
def test_a_result_of_another_shape_is_refused_naming_the_field(field: str, value: object) -> None:
    recorded = {**rule_on_clock(130, None, WSOP).to_json(), field: value}
    with pytest.raises(InvalidInput, match=rf"^result\.{field}: .*not a clock result as recorded"):
        ClockResult.read(recorded)
