"""Rule 52, serving a penalty hand by hand (`penalty-hand`) and a penalty moved to another table (`moved`)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import RulingKind, recommend

EXAMPLE: dict[str, Any] = {
    "game": "holdem",
    "penalty_window": {"first": 101, "last": 108},
    "hand_number": 103,
    "offender": {"position": "big_blind", "stack": 5200, "has_bring_in_card": False},
    "forced_bets": {"small_blind": 200, "big_blind": 400, "ante": 50, "bring_in": 0},
    "redeal_after_misdeal": False,
}


def serve(**changes: Any) -> dict[str, Any]:
    return dict(recommend(RulingKind.PENALTY_HAND, {**EXAMPLE, **changes}).result)


def test_the_rules_cli_example():
    result = serve()
    assert {k: v for k, v in result.items() if k != "explanation"} == {
        "rule": 52,
        "on_penalty": True,
        "dealt_in": True,
        "posts": {"big_blind": 400, "ante": 50},
        "all_in": False,
        "hand_status": "killed_after_initial_deal",
        "posted_chips_go_to_pot": True,
        "counts_toward_penalty": True,
        "hands_served_after_this_hand": 3,
        "penalty_ends_after_hand_number": 108,
        "player_status_after_hand": "active",
        "action_continues_with": None,
    }
    assert "hand 3 of the 8 hands" in result["explanation"][0]


@pytest.mark.parametrize(
    ("position", "posts"),
    [("button", {"ante": 50}), ("small_blind", {"ante": 50, "small_blind": 200}), ("other", {"ante": 50})],
)
def test_he_posts_what_his_position_owes(position, posts):
    assert serve(offender={"position": position})["posts"] == posts


def test_a_short_stack_posts_what_it_has_and_is_blinded_out():
    result = serve(offender={"position": "big_blind", "stack": 300})
    assert result["posts"] == {"ante": 50, "big_blind": 250}
    assert (result["all_in"], result["player_status_after_hand"]) == (True, "eliminated")
    assert "blinded out" in result["explanation"][-2]


def test_a_short_stack_outside_the_penalty_plays_his_hand():
    result = serve(hand_number=100, offender={"position": "big_blind", "stack": 300})
    assert (result["all_in"], result["player_status_after_hand"], result["hand_status"]) == (True, "active", "live")


def test_stud_bring_in_card_posts_it_and_the_action_moves_left():
    result = serve(
        game="stud",
        offender={"position": "other", "has_bring_in_card": True},
        forced_bets={"ante": 25, "bring_in": 50},
    )
    assert result["posts"] == {"ante": 25, "bring_in": 50}
    assert result["action_continues_with"] == "player_left_of_offender"


def test_a_redeal_after_a_misdeal_keeps_the_count():
    result = serve(redeal_after_misdeal=True)
    assert result["hands_served_after_this_hand"] == 3
    assert any("count as one hand" in line for line in result["explanation"])


@pytest.mark.parametrize(("hand", "served"), [(100, 0), (109, 8)])
def test_a_hand_outside_the_window_is_live(hand, served):
    result = serve(hand_number=hand)
    assert (result["on_penalty"], result["hand_status"], result["counts_toward_penalty"]) == (False, "live", False)
    assert result["hands_served_after_this_hand"] == served


def test_the_last_hand_says_the_penalty_is_served():
    assert serve(hand_number=108)["explanation"][-1] == "The penalty is served after this hand."


@pytest.mark.parametrize(
    ("changes", "problems"),
    [
        ({"game": "poker"}, ["game: must be one of"]),
        ({"penalty_window": {"first": 5, "last": 4}}, ["penalty_window.last: must be a whole number >= first (5)"]),
        ({"game": "razz", "offender": {"position": "button"}}, ["offender.position: in a stud game"]),
        ({"offender": {"position": "other", "has_bring_in_card": True}}, ["offender.has_bring_in_card: only stud"]),
        ({"offender": {"position": "big_blind", "stack": 0}}, ["offender.stack: must be a whole number >= 1"]),
        ({"forced_bets": {"ante": -1}, "hand_number": 0}, ["hand_number:", "forced_bets.ante:"]),
    ],
)
def test_bad_requests_name_each_field(changes, problems):
    with pytest.raises(InvalidInput) as caught:
        serve(**changes)
    messages = [str(problem) for problem in caught.value.problems]
    assert len(messages) == len(problems)
    for message, expected in zip(sorted(messages), sorted(problems), strict=True):
        assert message.startswith(expected)


@given(
    st.integers(1, 30),
    st.integers(1, 500),
    st.lists(st.booleans(), max_size=60),
)
def test_hands_counted_across_deals_and_misdeals_are_exactly_the_window(hands, first, misdeals):
    # each deal is a new hand unless it redeals a misdealt one, which keeps its number
    number, counted, deals = first - 1, set(), iter(misdeals)
    while number < first + hands + 1:
        redeal = next(deals, False) and number >= first
        number += 0 if redeal else 1
        result = serve(
            penalty_window={"first": first, "last": first + hands - 1},
            hand_number=number,
            redeal_after_misdeal=redeal,
        )
        if result["counts_toward_penalty"]:
            counted.add(number)
    assert counted == set(range(first, first + hands))


PENALTY: dict[str, Any] = {
    "offence": "abuse",
    "penalty": {"type": "missed_round", "rounds": 1},
    "players_at_table_when_given": 8,
    "given_during_hand_number": 100,
}


def test_a_moved_penalty_keeps_its_count_whatever_the_new_table():
    result = recommend(RulingKind.PENALTY, {**PENALTY, "moved": {"hands_served": 4, "players_at_new_table": 3}}).result
    assert (result["hands_to_miss"], result["hands_remaining_at_new_table"]) == (8, 4)
    assert "4 hands left" in result["explanation"][-1]


def test_without_moved_there_is_no_remaining_count():
    assert "hands_remaining_at_new_table" not in recommend(RulingKind.PENALTY, PENALTY).result


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        (
            {"moved": {"hands_served": 9, "players_at_new_table": 7}},
            "moved.hands_served: must be a whole number from 0 to 8",
        ),
        ({"moved": {"hands_served": 1, "players_at_new_table": 11}}, "moved.players_at_new_table: must be a whole"),
        (
            {"penalty": {"type": "warning"}, "moved": {"hands_served": 0, "players_at_new_table": 7}},
            "moved: only a missed-hand or missed-round penalty",
        ),
    ],
)
def test_a_bad_move_is_named(changes, problem):
    with pytest.raises(InvalidInput) as caught:
        recommend(RulingKind.PENALTY, {**PENALTY, **changes})
    assert str(caught.value.problems[0]).startswith(problem)
