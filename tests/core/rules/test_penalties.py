"""Rules 51 and 52, penalties: worked cases from rules-spec sections 9 and 10, the tracker, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.rules.penalties import (
    Offence,
    OffenderHand,
    PastPenalty,
    Penalty,
    PenaltyCase,
    PenaltyError,
    PenaltyTracker,
    assess_penalty,
    suggest_penalty,
)
from floordesk.core.ruleset import RuleSet

WSOP = RuleSet.wsop_2009()
EXPOSED = Offence.CARD_EXPOSED_WITH_ACTION_PENDING


def test_one_round_at_eight_players_is_eight_hands_starting_next_hand():
    # 8 players seated, offender included, x 1 round = 8 hands; given during hand 100, so hands 101-108.
    case = PenaltyCase(
        Penalty.missed_rounds(1),
        EXPOSED,
        players_at_table_when_given=8,
        given_during_hand_number=100,
        offender_in_that_hand=True,
    )
    ruling = assess_penalty(case, WSOP)
    assert (ruling.hands_to_miss, ruling.first_missed_hand_number, ruling.last_missed_hand_number) == (8, 101, 108)
    # rule 51: an exposed card does not kill the hand; the penalty begins when the hand ends
    assert ruling.offender_hand_in_progress is OffenderHand.STAYS_LIVE
    result = ruling.to_json()
    assert result["while_on_penalty"] == {
        "dealt_in": True,
        "posts_blinds_and_antes": True,
        "hand_killed_after_initial_deal": True,
        "must_be_away_from_table": True,
    }
    assert result["rule"] == 52
    assert result["suggested_next_penalty"] is None


def test_given_between_hands_starts_with_the_next_hand():
    # 2 rounds x 6 players = 12 hands; hand 40 is over, so hands 41-52.
    case = PenaltyCase(Penalty.missed_rounds(2), Offence.ABUSE, 6, given_between_hands_after_hand_number=40)
    ruling = assess_penalty(case, WSOP)
    assert (ruling.hands_to_miss, ruling.first_missed_hand_number, ruling.last_missed_hand_number) == (12, 41, 52)
    assert ruling.offender_hand_in_progress is OffenderHand.NOT_IN_A_HAND


def test_missed_hands_warning_and_no_hand_numbers():
    three = assess_penalty(PenaltyCase(Penalty.missed_hands(3), Offence.CARD_OFF_TABLE), WSOP)
    assert (three.hands_to_miss, three.first_missed_hand_number, three.last_missed_hand_number) == (3, None, None)
    warning = assess_penalty(PenaltyCase(Penalty.warning(), Offence.FORCEFUL_MUCK), WSOP)
    assert warning.hands_to_miss == 0
    assert warning.to_json()["while_on_penalty"] is None
    assert "verbal warning" in " ".join(warning.explanation)


def test_disqualification_removes_the_chips_from_play_without_refund():
    case = PenaltyCase(
        Penalty.disqualification(),
        Offence.SOFT_PLAY,
        given_during_hand_number=7,
        offender_in_that_hand=True,
        offender_stack=18500,
    )
    result = assess_penalty(case, WSOP).to_json()
    assert result["chips_removed_from_play"] == 18500
    assert result["chips_redistributed_to_players"] == 0
    assert result["refund"] is False
    assert result["player_status"] == "disqualified"
    assert result["hands_to_miss"] == 0
    assert result["offender_hand_in_progress"] == "dead"


@pytest.mark.parametrize(
    ("case", "path", "words"),
    [
        (PenaltyCase(Penalty.missed_rounds(5), players_at_table_when_given=8), "penalty.rounds", "at most 4 rounds"),
        (PenaltyCase(Penalty.missed_rounds(0), players_at_table_when_given=8), "penalty.rounds", ">= 1"),
        (PenaltyCase(Penalty.missed_rounds(1)), "players_at_table_when_given", "offender included"),
        (PenaltyCase(Penalty.missed_rounds(1), players_at_table_when_given=11), "players_at_table_when_given", "10"),
        (PenaltyCase(Penalty.missed_hands(0)), "penalty.hands", ">= 1"),
        (PenaltyCase(Penalty.disqualification()), "penalty.offender_stack", "chips"),
        (PenaltyCase(Penalty.disqualification(), offender_stack=-1), "penalty.offender_stack", ">= 0"),
        (
            PenaltyCase(Penalty.warning(), given_during_hand_number=3, given_between_hands_after_hand_number=3),
            "given_between_hands_after_hand_number",
            "not both",
        ),
        (PenaltyCase(Penalty.warning(), given_during_hand_number=0), "given_during_hand_number", ">= 1"),
        (
            PenaltyCase(Penalty.warning(), given_between_hands_after_hand_number=3, offender_in_that_hand=True),
            "offender_in_that_hand",
            "no hand is in progress",
        ),
        (
            PenaltyCase(Penalty.warning(), history=(PastPenalty(EXPOSED, Penalty.missed_hands(0)),)),
            "history[0].penalty.hands",
            ">= 1",
        ),
    ],
)
def test_penalties_the_rules_do_not_allow(case, path, words):
    with pytest.raises(PenaltyError) as caught:
        assess_penalty(case, WSOP)
    [problem] = caught.value.problems
    assert problem.path == path
    assert words in problem.message


def test_the_round_cap_is_a_flag():
    case = PenaltyCase(Penalty.missed_rounds(3), players_at_table_when_given=9)
    with pytest.raises(PenaltyError, match=r"max_penalty_rounds = 2"):
        assess_penalty(case, RuleSet(max_penalty_rounds=2))
    uncapped = PenaltyCase(Penalty.missed_rounds(6), players_at_table_when_given=9)
    # 6 rounds x 9 players = 54 hands, allowed when the cap is off (later TDA)
    assert assess_penalty(uncapped, RuleSet(max_penalty_rounds=None)).hands_to_miss == 54


# -- escalation ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("earlier", "max_rounds", "suggested"),
    [
        ([Penalty.warning()], 4, Penalty.missed_hands(1)),
        ([Penalty.missed_hands(2)], 4, Penalty.missed_rounds(1)),
        ([Penalty.missed_rounds(1)], 4, Penalty.missed_rounds(2)),
        # the heaviest earlier penalty for the offence is the one stepped up from
        ([Penalty.missed_rounds(3), Penalty.warning()], 4, Penalty.missed_rounds(4)),
        ([Penalty.missed_rounds(4)], 4, Penalty.disqualification()),
        ([Penalty.missed_rounds(4)], None, Penalty.missed_rounds(5)),
    ],
)
def test_a_repeat_of_the_same_offence_suggests_the_next_step_up(earlier, max_rounds, suggested):
    history = [PastPenalty(EXPOSED, p) for p in earlier]
    assert suggest_penalty(EXPOSED, history, max_rounds) == suggested


def test_other_offences_do_not_escalate():
    history = [PastPenalty(Offence.ABUSE, Penalty.missed_rounds(2))]
    assert suggest_penalty(EXPOSED, history, 4) is None


def test_the_floor_may_give_less_than_the_suggestion():
    case = PenaltyCase(
        Penalty.warning(),
        EXPOSED,
        history=(PastPenalty(EXPOSED, Penalty.missed_rounds(1)),),
    )
    ruling = assess_penalty(case, WSOP)
    assert ruling.suggested_next_penalty == Penalty.missed_rounds(2)
    assert ruling.to_json()["suggested_next_penalty"] == {"type": "missed_round", "rounds": 2}
    assert "below the suggested step" in ruling.explanation[-1]


# -- serving penalties --------------------------------------------------------------


def play_hand(tracker: PenaltyTracker) -> PenaltyTracker:
    return tracker.deal_hand().end_hand()


def test_eight_hand_penalty_given_during_hand_100_covers_hands_101_to_108():
    tracker = PenaltyTracker(hand_number=99).deal_hand()  # hand 100 in progress
    tracker = tracker.give("X", 8)
    assert not tracker.is_on_penalty_this_hand("X"), "the offender plays out hand 100"
    tracker = tracker.end_hand()
    missed = []
    for _ in range(10):
        tracker = tracker.deal_hand()
        if tracker.is_on_penalty_this_hand("X"):
            missed.append(tracker.hand_number)
        tracker = tracker.end_hand()
    assert missed == list(range(101, 109))
    assert tracker.on_penalty() == ()


def test_a_misdeal_and_its_redeal_count_as_one_hand():
    tracker = PenaltyTracker().give("X", 2).deal_hand()
    assert tracker.hands_remaining("X") == 1
    tracker = tracker.redeal_after_misdeal()
    assert tracker.hands_remaining("X") == 1
    tracker = play_hand(tracker.end_hand())
    assert tracker.on_penalty() == ()


def test_a_table_move_carries_the_hands_left():
    # 8 hands; 3 served at table one, the other 5 at table two.
    one = PenaltyTracker().give("X", 8)
    for _ in range(3):
        one = play_hand(one)
    one, left = one.move_out("X")
    assert (left, one.on_penalty()) == (5, ())
    two = PenaltyTracker(hand_number=500).move_in("X", left)
    served = 0
    while two.on_penalty():
        two = two.deal_hand()
        served += two.is_on_penalty_this_hand("X")
        two = two.end_hand()
    assert served == 5


def test_a_second_penalty_follows_the_first():
    tracker = play_hand(PenaltyTracker().give("X", 2)).give("X", 3)
    assert tracker.hands_remaining("X") == 4


def test_the_tracker_refuses_hands_out_of_order():
    with pytest.raises(PenaltyError, match="still in progress"):
        PenaltyTracker().deal_hand().deal_hand()
    with pytest.raises(PenaltyError, match="no hand in progress"):
        PenaltyTracker().end_hand()
    with pytest.raises(PenaltyError, match="no hand in progress"):
        PenaltyTracker().redeal_after_misdeal()
    with pytest.raises(PenaltyError, match="hands"):
        PenaltyTracker().give("X", -1)


# -- properties ---------------------------------------------------------------------

# what happens at the table between two deals: a plain hand, a misdeal and redeal, or a penalty for someone else
steps = st.lists(st.sampled_from(["hand", "misdeal", "other_penalty"]), max_size=80)


@given(st.integers(0, 40), st.booleans(), steps)
def test_a_penalty_ends_exactly_its_count_of_counted_hands_after_it_starts(hands, during_a_hand, events):
    tracker = PenaltyTracker()
    if during_a_hand:
        tracker = tracker.deal_hand()
    tracker = tracker.give("X", hands)
    if during_a_hand:
        assert not tracker.is_on_penalty_this_hand("X")
        tracker = tracker.end_hand()
    counted = 0
    for event in [*events, *["hand"] * (hands + 1)]:
        before = tracker.hands_remaining("X")
        if event == "other_penalty":
            tracker = tracker.give("Y", 3)
            continue
        tracker = tracker.deal_hand()
        if event == "misdeal":
            tracker = tracker.redeal_after_misdeal()
        after = tracker.hands_remaining("X")
        assert after >= 0
        if tracker.is_on_penalty_this_hand("X"):
            counted += 1
            assert after == before - 1, "each counted hand takes exactly one off"
        else:
            assert before == after == 0
        tracker = tracker.end_hand()
    assert counted == hands
    assert not tracker.is_on_penalty("X")
