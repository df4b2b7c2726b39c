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
    PenaltyType,
    assess_penalty,
    hands_to_miss,
    penalty_words,
    suggest_penalty,
)
from floordesk.core.ruleset import RuleSet
from floordesk.i18n import SPEAKER

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


def test_a_penalty_given_while_an_earlier_one_has_hands_left_is_served_after_them():
    # 3 hands of an earlier penalty still to miss after hand 40; 1 round x 6 players = 6 more: hands 44-49.
    case = PenaltyCase(
        Penalty.missed_rounds(1), Offence.ABUSE, 6, given_between_hands_after_hand_number=40, hands_still_to_serve=3
    )
    ruling = assess_penalty(case, WSOP)
    assert (ruling.hands_to_miss, ruling.first_missed_hand_number, ruling.last_missed_hand_number) == (6, 44, 49)
    assert "He still has 3 hands of an earlier penalty to miss: this one is served after them." in ruling.explanation
    assert "These are hands 44 to 49." in ruling.explanation


def test_missed_hands_warning_and_no_hand_numbers():
    three = assess_penalty(PenaltyCase(Penalty.missed_hands(3), Offence.CARD_OFF_TABLE), WSOP)
    assert (three.hands_to_miss, three.first_missed_hand_number, three.last_missed_hand_number) == (3, None, None)
    warning = assess_penalty(PenaltyCase(Penalty.warning(), Offence.FORCEFUL_MUCK), WSOP)
    assert warning.hands_to_miss == 0
    assert warning.to_json()["while_on_penalty"] is None
    assert "verbal warning" in " ".join(warning.explanation)


def test_disqualification_removes_the_chips_from_play_without_refund():
    # Given during hand 7, which he is in: no offence kills his hand (rules-spec section 9), so he plays
    # it out and the disqualification takes effect when it ends; offender_stack, 18500, is what he
    # then holds, and all of it leaves play.
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
    assert result["offender_hand_in_progress"] == "stays_live"
    assert result["explanation"][1:3] == [
        "His hand in progress stays live; the penalty begins when this hand ends.",
        "He is disqualified when this hand ends: the 18500 chips he then holds are removed from play, "
        "nobody receives them, and there is no refund.",
    ]


def test_disqualification_between_hands_takes_his_stack_as_it_is():
    # hand 7 is over, so no hand of his is live: the 18500 chips are his stack now
    case = PenaltyCase(
        Penalty.disqualification(), Offence.ABUSE, given_between_hands_after_hand_number=7, offender_stack=18500
    )
    ruling = assess_penalty(case, WSOP)
    assert ruling.offender_hand_in_progress is OffenderHand.NOT_IN_A_HAND
    assert ruling.explanation[2] == (
        "He is disqualified: his 18500 chips are removed from play, nobody receives them, and there is no refund."
    )


@pytest.mark.parametrize(
    ("case", "path", "words"),
    [
        (PenaltyCase(Penalty.missed_rounds(5), players_at_table_when_given=8), "penalty.rounds", "at most 4 rounds"),
        (PenaltyCase(Penalty.missed_rounds(0), players_at_table_when_given=8), "penalty.rounds", ">= 1"),
        (PenaltyCase(Penalty.missed_rounds(1)), "players_at_table_when_given", "offender included"),
        (PenaltyCase(Penalty.missed_rounds(1), players_at_table_when_given=11), "players_at_table_when_given", "10"),
        # a table has 2 to 10 seats, whatever the penalty given
        (
            PenaltyCase(Penalty.missed_hands(2), players_at_table_when_given=-3),
            "players_at_table_when_given",
            "must be a whole number from 2 to 10",
        ),
        (
            PenaltyCase(Penalty.warning(), players_at_table_when_given=11),
            "players_at_table_when_given",
            "must be a whole number from 2 to 10",
        ),
        (
            PenaltyCase(Penalty.disqualification(), players_at_table_when_given=1, offender_stack=0),
            "players_at_table_when_given",
            "must be a whole number from 2 to 10",
        ),
        (PenaltyCase(Penalty.missed_hands(0)), "penalty.hands", ">= 1"),
        (PenaltyCase(Penalty.disqualification()), "penalty.offender_stack", "chips"),
        (PenaltyCase(Penalty.disqualification(), offender_stack=-1), "penalty.offender_stack", ">= 0"),
        (
            PenaltyCase(Penalty.warning(), given_during_hand_number=3, given_between_hands_after_hand_number=3),
            "given_between_hands_after_hand_number",
            "not both",
        ),
        (PenaltyCase(Penalty.warning(), given_during_hand_number=0), "given_during_hand_number", ">= 1"),
        (PenaltyCase(Penalty.missed_hands(2), hands_still_to_serve=-1), "hands_still_to_serve", ">= 0"),
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
        (
            PenaltyCase(
                Penalty.warning(),
                history=(PastPenalty(EXPOSED, Penalty.warning()), PastPenalty(EXPOSED, Penalty.missed_rounds(0))),
            ),
            "history[1].penalty.rounds",
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
    ("earlier", "max_rounds", "players", "suggested"),
    [
        ([], 4, 8, None),
        ([Penalty.warning()], 4, 8, Penalty.missed_hands(1)),
        ([Penalty.missed_rounds(1)], 4, 8, Penalty.missed_rounds(2)),
        ([Penalty.missed_rounds(4)], 4, 8, Penalty.disqualification()),
        ([Penalty.missed_rounds(4)], None, 8, Penalty.missed_rounds(5)),
        ([Penalty.disqualification()], None, 8, Penalty.disqualification()),
        # after k hands, the fewest rounds of `players` hands that are more than k hands:
        # 2 hands at 8 players: 1 round is 8 hands > 2
        ([Penalty.missed_hands(2)], 4, 8, Penalty.missed_rounds(1)),
        # 8 hands: 1 round is 8, not more; 2 rounds are 16
        ([Penalty.missed_hands(8)], 4, 8, Penalty.missed_rounds(2)),
        # 10 hands at 3 players: 3 rounds are 9, 4 rounds are 12
        ([Penalty.missed_hands(10)], 4, 3, Penalty.missed_rounds(4)),
        # 40 hands at 9 players: 4 rounds are 36, 5 are 45, over the cap of 4, so disqualification
        ([Penalty.missed_hands(40)], 4, 9, Penalty.disqualification()),
        ([Penalty.missed_hands(40)], None, 9, Penalty.missed_rounds(5)),
        # table size unknown: one round, as rounds cannot be counted in hands
        ([Penalty.missed_hands(40)], 4, None, Penalty.missed_rounds(1)),
        # the heaviest earlier penalty is the one stepped up from
        ([Penalty.missed_rounds(3), Penalty.warning()], 4, 8, Penalty.missed_rounds(4)),
        # 20 hands outweigh 1 round of 8 hands: 3 rounds (24 hands) step up from 20, where 2 rounds
        # (16 hands) stepping up from the round would step down in hands
        ([Penalty.missed_rounds(1), Penalty.missed_hands(20)], 4, 8, Penalty.missed_rounds(3)),
        # with no table size a round outweighs any count of hands: one step above 1 round
        ([Penalty.missed_hands(20), Penalty.missed_rounds(1)], 4, None, Penalty.missed_rounds(2)),
    ],
)
def test_the_suggestion_is_one_step_above_the_heaviest_earlier_penalty(earlier, max_rounds, players, suggested):
    history = [PastPenalty(EXPOSED, p) for p in earlier]
    assert suggest_penalty(history, max_rounds, players) == suggested


def test_every_earlier_offence_escalates():
    # 2 rounds for abuse; now an exposed card: one step above 2 rounds is 3 rounds
    history = [PastPenalty(Offence.ABUSE, Penalty.missed_rounds(2))]
    assert suggest_penalty(history, 4, 8) == Penalty.missed_rounds(3)
    case = PenaltyCase(Penalty.missed_rounds(3), EXPOSED, players_at_table_when_given=8, history=tuple(history))
    ruling = assess_penalty(case, WSOP)
    assert ruling.suggested_next_penalty == Penalty.missed_rounds(3)
    assert ruling.explanation[-1] == (
        "His heaviest earlier penalty was 2 missed rounds, so the next step up is 3 missed rounds; "
        "the floor decides (rule 44)."
    )


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


def test_more_hands_than_the_suggested_rounds_are_not_below_it():
    # 10 hands before at 8 players: the step is 2 rounds, 16 hands; the floor gives 20 hands, more
    case = PenaltyCase(
        Penalty.missed_hands(20),
        Offence.STALLING,
        players_at_table_when_given=8,
        history=(PastPenalty(Offence.ABUSE, Penalty.missed_hands(10)),),
    )
    ruling = assess_penalty(case, WSOP)
    assert ruling.suggested_next_penalty == Penalty.missed_rounds(2)
    assert ruling.explanation[-1] == (
        "His heaviest earlier penalty was 10 missed hands, so the next step up is 2 missed rounds; "
        "the floor decides (rule 44)."
    )


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


@given(st.lists(st.integers(1, 12), min_size=1, max_size=5), st.integers(0, 200), st.booleans())
def test_penalties_given_one_after_another_miss_the_hands_their_rulings_name(counts, hand, during_a_hand):
    """Each ruling's hands, counted after those still to serve, are exactly the hands the table has him miss."""
    tracker = PenaltyTracker(hand_number=hand)
    if during_a_hand:
        tracker = tracker.deal_hand()
    named: list[int] = []
    for count in counts:
        case = PenaltyCase(
            Penalty.missed_hands(count),
            given_during_hand_number=tracker.hand_number if during_a_hand else None,
            given_between_hands_after_hand_number=None if during_a_hand else tracker.hand_number,
            hands_still_to_serve=tracker.hands_remaining("X"),
        )
        ruling = assess_penalty(case, WSOP)
        assert ruling.first_missed_hand_number is not None
        assert ruling.last_missed_hand_number is not None
        named += range(ruling.first_missed_hand_number, ruling.last_missed_hand_number + 1)
        tracker = tracker.give("X", count)
    if during_a_hand:
        tracker = tracker.end_hand()
    missed = []
    while tracker.on_penalty():
        tracker = tracker.deal_hand()
        if tracker.is_on_penalty_this_hand("X"):
            missed.append(tracker.hand_number)
        tracker = tracker.end_hand()
    assert named == missed


penalties = st.one_of(
    st.just(Penalty.warning()),
    st.integers(1, 60).map(Penalty.missed_hands),
    st.integers(1, 6).map(Penalty.missed_rounds),
    st.just(Penalty.disqualification()),
)


@given(st.lists(penalties, min_size=1, max_size=6), st.one_of(st.none(), st.integers(1, 6)), st.integers(2, 10))
def test_the_suggestion_is_heavier_in_hands_than_every_earlier_penalty(earlier, max_rounds, players):
    suggestion = suggest_penalty([PastPenalty(Offence.OTHER, p) for p in earlier], max_rounds, players)
    assert suggestion is not None
    if suggestion.type is PenaltyType.DISQUALIFICATION:
        return  # the top of the ladder: heavier than anything, nothing to count
    assert Penalty.disqualification() not in earlier
    assert suggestion.rounds is None or max_rounds is None or suggestion.rounds <= max_rounds
    # never a step down: more hands at this table than any earlier penalty, a round counted as `players` hands
    assert hands_to_miss(suggestion, players) > max(hands_to_miss(p, players) for p in earlier)


def test_a_penalty_is_named_in_the_language_spoken_and_described_in_english_for_the_record():
    with SPEAKER.speaking("de"):
        assert penalty_words(Penalty.missed_rounds(2)) == "2 ausgesetzte Runden"
        assert penalty_words(Penalty.missed_rounds(1)) == "1 ausgesetzte Runde"
        assert Penalty.missed_rounds(2).describe() == "2 missed rounds"
    assert penalty_words(Penalty.missed_hands(1)) == "1 missed hand"
