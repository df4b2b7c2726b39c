from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.chips import ChipSet, Denomination, Stack, chips_text, standard_chip_set
from floordesk.core.errors import ChipError

counts = st.dictionaries(st.sampled_from([25, 100, 500, 1000, 5000]), st.integers(0, 10**6))


def test_chip_set_orders_and_removes_denominations():
    chips = standard_chip_set((500, 25, 100))
    assert chips.in_play_values() == (25, 100, 500)
    after = chips.with_removed(25)
    assert after.in_play_values() == (100, 500)
    assert after.smallest_in_play().value == 100
    assert after.get(25).in_play is False  # still known, for chips found later


def test_removing_a_removed_or_unknown_denomination_is_refused():
    chips = standard_chip_set((25, 100)).with_removed(25)
    with pytest.raises(ChipError, match="already been removed"):
        chips.with_removed(25)
    with pytest.raises(ChipError, match="not in this event"):
        chips.with_removed(5)


def test_the_last_denomination_cannot_be_removed():
    with pytest.raises(ChipError, match="last denomination"):
        standard_chip_set((100,)).with_removed(100)


def test_denomination_validation():
    with pytest.raises(ChipError):
        Denomination(0, "white", "#ffffff")
    with pytest.raises(ChipError):
        Denomination(25, "green", "green")
    with pytest.raises(ChipError, match="appears twice"):
        ChipSet((Denomination(25, "g", "#00ff00"), Denomination(25, "g", "#00ff00")))
    assert Denomination(25000, "grey", "#777777").label == "T25K"
    assert Denomination(500, "purple", "#660099").label == "T500"


def test_stack_value_is_exact():
    stack = Stack({25: 3, 100: 12, 5000: 10**12})
    assert stack.total() == 75 + 1200 + 5000 * 10**12
    assert stack.chip_count() == 15 + 10**12


def test_stack_drops_zero_counts_and_refuses_negatives():
    assert Stack({25: 0, 100: 2}).counts == {100: 2}
    with pytest.raises(ChipError, match="whole number >= 0"):
        Stack({25: -1})
    with pytest.raises(ChipError):
        Stack({25: 1.5})  # type: ignore[dict-item]


def test_taking_more_chips_than_there_are_is_refused():
    with pytest.raises(ChipError, match="only 2 there"):
        Stack({100: 2}).minus(Stack({100: 3}))


def test_stack_parse_reports_every_bad_entry_with_its_path():
    with pytest.raises(ChipError) as caught:
        Stack.parse({"25": -1, "abc": 3, "100": 2.5, "500": 4}, "players[2].stack")
    assert [str(p) for p in caught.value.problems] == [
        'players[2].stack["25"]: must be a whole number >= 0',
        'players[2].stack["abc"]: is not a denomination (a whole number of chips, e.g. "25")',
        'players[2].stack["100"]: must be a whole number >= 0',
    ]


@pytest.mark.parametrize("key", ["\u00b2", "\u2460", "\u0662\u0665", "0", "-25", " 25"])
def test_a_denomination_is_written_in_ascii_digits(key):
    # Unicode counts "²", "①" and the Arabic-Indic "٢٥" as digits too; a denomination is not one.
    with pytest.raises(ChipError) as caught:
        Stack.parse({key: 1}, "stack")
    assert [str(p) for p in caught.value.problems] == [
        f'stack["{key}"]: is not a denomination (a whole number of chips, e.g. "25")'
    ]


def test_stack_json_round_trip():
    stack = Stack.parse({"25": 3, "100": 12}, "s")
    assert stack.to_json() == {"25": 3, "100": 12}


def test_chips_not_in_play_are_named():
    chips = standard_chip_set((25, 100)).with_removed(25)
    with pytest.raises(ChipError, match="T25 is not a denomination in play"):
        Stack({25: 1, 100: 1}).check_in_play(chips)


@given(counts, counts)
def test_plus_then_minus_gives_back_the_stack_and_values_add(a, b):
    first, second = Stack(a), Stack(b)
    combined = first.plus(second)
    assert combined.total() == first.total() + second.total()
    assert combined.minus(second) == first


def test_a_chip_count_is_written_count_times_denomination_as_everywhere_on_screen():
    assert chips_text(8, 100) == "8 × T100"
    assert chips_text(3, 5000) == "3 × T5K"  # the chip's own label, as the rack names it
    assert Stack({100: 8, 25: 2, 1000: 1}).describe() == "1 × T1K, 8 × T100, 2 × T25"
    assert Stack().describe() == "no chips"
