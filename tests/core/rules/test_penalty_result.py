"""Rule 52's penalty result read back from its JSON: the hands, the disqualification, the next step; another shape
refused by name."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.rules.penalties import Offence, OffenderHand, Penalty, PenaltyCase, assess_penalty
from floordesk.core.rules.penalty_result import PenaltyDecision, PenaltyResult
from floordesk.core.ruleset import RuleSet

WSOP = RuleSet.wsop_2009()


@given(
    rounds=st.integers(min_value=1, max_value=4),
    players=st.integers(min_value=2, max_value=10),
    hand=st.integers(min_value=1, max_value=500),
    in_hand=st.booleans(),
)
def test_every_missed_round_reads_back_as_the_core_counted_it(
    rounds: int, players: int, hand: int, in_hand: bool
) -> None:
    case = PenaltyCase(
        Penalty.missed_rounds(rounds),
        Offence.SOFT_PLAY,
        players_at_table_when_given=players,
        given_during_hand_number=hand,
        offender_in_that_hand=in_hand,
    )
    ruling = assess_penalty(case, WSOP)
    result = PenaltyResult.read(ruling.to_json())
    assert result.hands_to_miss == ruling.hands_to_miss == rounds * players
    assert (result.first_missed_hand_number, result.last_missed_hand_number) == (
        ruling.first_missed_hand_number,
        ruling.last_missed_hand_number,
    )
    assert result.offender_hand_in_progress is ruling.offender_hand_in_progress
    assert result.while_on_penalty == (ruling.while_on_penalty.to_json() if ruling.while_on_penalty else None)
    assert not result.disqualified
    assert result.chips_removed_from_play is None


def test_a_disqualification_reads_back_with_the_chips_it_removes() -> None:
    case = PenaltyCase(
        Penalty.disqualification(),
        Offence.SOFT_PLAY,
        given_during_hand_number=42,
        offender_in_that_hand=True,
        offender_stack=9200,
    )
    result = PenaltyResult.read(assess_penalty(case, WSOP).to_json())
    assert result.disqualified
    assert result.chips_removed_from_play == 9200
    assert result.hands_to_miss == 0
    assert result.offender_hand_in_progress is OffenderHand.STAYS_LIVE


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("hands_to_miss", -8),
        ("hands_to_miss", "8"),
        ("hands_to_miss", None),
        ("offender_hand_in_progress", "killed"),
        ("first_missed_hand_number", 1.5),
        ("while_on_penalty", ["may_not_play"]),
        ("player_status", False),
    ],
)
def test_a_result_of_another_shape_is_refused_naming_the_field(field: str, value: object) -> None:
    case = PenaltyCase(Penalty.missed_rounds(1), Offence.SOFT_PLAY, players_at_table_when_given=8)
    recorded = {**assess_penalty(case, WSOP).to_json(), field: value}
    with pytest.raises(InvalidInput, match=rf"^result\.{field}: .*not a penalty result as recorded"):
        PenaltyResult.read(recorded)


# -- a penalty decision as an overrule reads it (it may give only the hands to miss) -------------------------


ROUNDS_2 = Penalty.missed_rounds(2)


@pytest.mark.parametrize(
    ("decision", "hands", "disqualified", "removed", "penalty"),
    [
        ({"hands_to_miss": 8}, 8, False, None, None),
        ({}, None, False, None, None),
        ({"hands_to_miss": 0, "player_status": "disqualified", "chips_removed_from_play": 325}, 0, True, 325, None),
        (
            {"hands_to_miss": 16, "penalty": {"type": "missed_round", "rounds": 2}},
            16,
            False,
            None,
            Penalty.missed_rounds(2),
        ),
        ({"hands_to_miss": 3, "penalty": {"type": "missed_hand", "hands": 3}}, 3, False, None, Penalty.missed_hands(3)),
        ({"hands_to_miss": 0, "penalty": {"type": "warning"}}, 0, False, None, Penalty.warning()),
    ],
    ids=["hands only", "nothing", "a disqualification", "rounds stated", "hands stated", "a warning stated"],
)
def test_a_partial_decision_reads_the_hands_the_status_and_the_penalty_stated(
    decision: dict[str, object], hands: int | None, disqualified: bool, removed: int | None, penalty: Penalty | None
) -> None:
    read = PenaltyDecision.read(decision)
    assert (read.hands_to_miss, read.disqualified, read.chips_removed_from_play, read.penalty) == (
        hands,
        disqualified,
        removed,
        penalty,
    )


def test_a_recorded_result_reads_as_a_decision() -> None:
    case = PenaltyCase(Penalty.missed_hands(2), Offence.SOFT_PLAY, players_at_table_when_given=8)
    read = PenaltyDecision.read(assess_penalty(case, WSOP).to_json())
    assert (read.hands_to_miss, read.disqualified, read.penalty) == (2, False, None)


@pytest.mark.parametrize(
    ("decision", "path"),
    [
        ({"hands_to_miss": -2}, "result.hands_to_miss"),
        ({"hands_to_miss": "eight"}, "result.hands_to_miss"),
        ({"player_status": 5}, "result.player_status"),
        ({"chips_removed_from_play": 1.5}, "result.chips_removed_from_play"),
        ({"penalty": "two hands"}, "result.penalty"),
        ({"penalty": {"type": "banished"}}, "result.penalty"),
        ({"penalty": {"type": "missed_hand", "hands": -1}}, "result.penalty"),
        ({"penalty": {"type": "missed_hand", "hands": 0}}, "result.penalty"),
        ({"penalty": {"type": "missed_round"}}, "result.penalty"),
        (["hands_to_miss", 2], "result"),
    ],
)
def test_a_decision_of_another_shape_is_refused_naming_the_field(decision: object, path: str) -> None:
    with pytest.raises(InvalidInput, match="not a penalty result as recorded") as refused:
        PenaltyDecision.read(decision)  # type: ignore[arg-type]
    assert [problem.path for problem in refused.value.problems] == [path]
