"""Rule 52's penalty result read back from its JSON: the hands, the disqualification, the next step; another shape
refused by name."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.rules.penalties import Offence, OffenderHand, Penalty, PenaltyCase, assess_penalty
from floordesk.core.rules.penalty_result import PenaltyResult
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
