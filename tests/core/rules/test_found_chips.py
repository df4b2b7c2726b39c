"""Rule 46, last sentences: removed chips found in a stack after the race (rules-spec [I-4])."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.chips import Stack
from floordesk.core.errors import ChipRaceError
from floordesk.core.rules.found_chips import FoundChips, FoundChipsRuling, rule_on_found_chips
from floordesk.core.ruleset import FoundChipsPolicy, RuleSet

EXCHANGE = FoundChipsPolicy.EXCHANGE_WHOLE_UNITS_FORFEIT_REMAINDER
STRICT = FoundChipsPolicy.FORFEIT_UNLESS_EXACT


def rule(count: int, *, policy: FoundChipsPolicy = EXCHANGE, unit: int = 100, removed: int = 25) -> FoundChipsRuling:
    return rule_on_found_chips(
        FoundChips(unit, removed, Stack({removed: count}), "C", RuleSet(found_chips_policy=policy))
    )


@pytest.mark.parametrize(
    ("count", "policy", "exchanged", "forfeited"),
    [
        # 5 x T25 = 125: one whole T100 and 25 over.
        (5, EXCHANGE, 1, 25),  # the rules-cli.md example: exchange 1 T100, forfeit 25
        (5, STRICT, 0, 125),  # 125 is not a whole number of T100: all forfeited
        # 8 x T25 = 200: exactly 2 x T100 under both readings.
        (8, EXCHANGE, 2, 0),
        (8, STRICT, 2, 0),
        # 3 x T25 = 75: less than one T100, so nothing to exchange.
        (3, EXCHANGE, 0, 75),
        (3, STRICT, 0, 75),
    ],
)
def test_found_chips_both_policies(count, policy, exchanged, forfeited):
    ruling = rule(count, policy=policy)
    assert (ruling.exchanged_count, ruling.forfeited_value) == (exchanged, forfeited)


def test_the_contract_example_as_json():
    as_json = rule(5).to_json()
    assert as_json | {"explanation": []} == {
        "rule": 46,
        "player": "C",
        "exchanged": {"100": 1},
        "forfeited_value": 25,
        "found_value": 125,
        "config": {"found_chips_policy": "exchange_whole_units_forfeit_remainder"},
        "explanation": [],
    }
    assert as_json["explanation"] == [
        "C's 5 T25 chips, found after the race, are worth 125.",
        "They make 1 T100 chip, and the remaining 25 is forfeited.",
        "Forfeited chips leave play with no compensation; chips in play go down by 25.",
    ]


def test_strict_reading_explains_the_full_forfeit():
    assert rule(5, policy=STRICT).explanation[1] == (
        "That is not a whole number of T100 chips, so they are forfeited in full."
    )


def test_nothing_forfeited_means_an_empty_exchange_is_never_reported():
    assert rule(3).to_json()["exchanged"] == {}
    assert rule(8).to_json()["exchanged"] == {"100": 2}


def test_one_chip_is_spoken_of_in_the_singular():
    assert rule(1).explanation[:2] == (
        "C's 1 T25 chip, found after the race, is worth 25.",
        "That is less than one T100, so it is forfeited.",
    )


def test_bad_input_names_the_field():
    with pytest.raises(ChipRaceError) as caught:
        FoundChips(100, 100, Stack({100: 2, 25: 1}))
    assert [str(p) for p in caught.value.problems] == [
        "removed_denomination: T100 is still in play, so it was not raced off",
        'found_after_race.chips["25"]: only T100 chips, the removed denomination, are ruled on here',
    ]
    with pytest.raises(ChipRaceError) as caught:
        FoundChips(0, 25, Stack())
    assert [str(p) for p in caught.value.problems] == [
        "smallest_denomination_in_play: must be a whole number >= 1, not 0",
        "found_after_race.chips: must hold at least one T25 chip",
    ]


@given(
    st.sampled_from([(25, 100), (100, 500), (500, 1000), (25, 1000), (1000, 5000)]),
    st.integers(1, 10_000),
    st.sampled_from(FoundChipsPolicy),
)
def test_exchanged_and_forfeited_add_up_to_the_value_found(pair, count, policy):
    removed, unit = pair
    ruling = rule(count, policy=policy, unit=unit, removed=removed)
    assert ruling.exchanged_count * unit + ruling.forfeited_value == count * removed
    value = count * removed
    if policy is EXCHANGE:
        assert ruling.forfeited_value == value % unit
    else:
        assert ruling.forfeited_value == (0 if value % unit == 0 else value)
