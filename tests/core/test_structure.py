"""What an event is played as (core/structure.py): its game, and levels whose blinds, ante, bring-in and minutes
are checked field by field, read back as written, and never go down from one level to the next."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.structure import MAX_BLIND, MAX_LEVEL_MINUTES, Level, check_game, check_levels
from floordesk.i18n import SPEAKER


def test_a_game_is_one_the_rules_know():
    assert check_game("razz") == "razz"
    with pytest.raises(InvalidInput, match="game: must be one of holdem, omaha"):
        check_game("Hold'em")


@pytest.mark.parametrize(
    ("values", "paths"),
    [
        ({"small_blind": -25, "big_blind": 50}, ["small_blind"]),
        ({"small_blind": 25, "big_blind": MAX_BLIND + 1}, ["big_blind"]),
        ({"small_blind": 25, "big_blind": 50, "ante": 2.5}, ["ante"]),
        ({"small_blind": 25, "big_blind": 50, "minutes": 0}, ["minutes"]),
        ({"small_blind": 25, "big_blind": 50, "minutes": MAX_LEVEL_MINUTES + 1}, ["minutes"]),
        ({"small_blind": 100, "big_blind": 50}, ["small_blind"]),
        ({"small_blind": 0, "big_blind": 0}, ["big_blind"]),
        ({"small_blind": True, "big_blind": 50, "bring_in": -1}, ["small_blind", "bring_in"]),
    ],
)
def test_a_level_is_refused_on_each_field_it_gets_wrong(values, paths):
    with pytest.raises(InvalidInput) as refused:
        Level(**values)
    assert [problem.path for problem in refused.value.problems] == paths


def test_a_stud_level_has_an_ante_and_a_bring_in_and_no_blinds():
    stud = Level(0, 0, ante=25, bring_in=100, minutes=40)
    assert stud.describe() == "ante 25, bring-in 100; 40 min"
    assert Level(1000, 2000, ante=300).describe() == "blinds 1,000/2,000, ante 300; 60 min"


def test_a_level_is_described_in_the_language_spoken():
    with SPEAKER.speaking("de"):
        assert Level(1000, 2000, ante=300).describe() == "Blinds 1.000/2.000, Ante 300; 60 Min."
    with SPEAKER.speaking("es"):
        assert (
            Level(0, 0, ante=25, bring_in=1000, minutes=40).describe() == "ante 25, bring-in 1000; 40 min"
        )  # Spanish groups from five digits on


levels = st.builds(
    Level,
    small_blind=st.integers(0, 10_000),
    big_blind=st.integers(10_000, MAX_BLIND),
    ante=st.integers(0, MAX_BLIND),
    bring_in=st.integers(0, MAX_BLIND),
    minutes=st.integers(1, MAX_LEVEL_MINUTES),
)


@given(levels)
def test_property_a_level_reads_back_as_written(level):
    assert Level.from_json(level.to_json()) == level


def test_a_level_written_without_its_ante_bring_in_or_minutes_reads_with_none_and_an_hour():
    assert Level.from_json({"small_blind": 25, "big_blind": 50}) == Level(25, 50, 0, 0, 60)


@given(st.lists(st.integers(1, 1000), min_size=2, max_size=8))
def test_property_the_blinds_never_go_down_from_one_level_to_the_next(big_blinds):
    structure = tuple(Level(0, big_blind) for big_blind in big_blinds)
    falls = [n for n, (a, b) in enumerate(itertools.pairwise(big_blinds), start=2) if b < a]
    if not falls:
        check_levels(structure)
        return
    with pytest.raises(InvalidInput) as refused:
        check_levels(structure)
    [problem] = refused.value.problems
    assert problem.path == f"levels[{falls[0]}]"
