"""The table as a screen reader speaks it: one seat in words, its player, chips, markers and state."""

from __future__ import annotations

import pytest

from floordesk.core.chips import Stack
from floordesk.core.table import Player, SeatedPlayer, SeatStatus
from floordesk.core.table_session import Marker, SeatState, SeatTag
from floordesk.gui.table_view.spoken import marker_words, seat_words, tag_words

DMITRI = SeatedPlayer(Player("dmitri", "Dmitri Volkov"), Stack({1000: 3, 25: 38}))


def test_a_seated_player_is_his_seat_name_and_chips_then_his_markers():
    assert seat_words(SeatState(5, DMITRI), [Marker.BIG_BLIND]) == "Seat 5, Dmitri Volkov, 3,950 in chips, big blind"
    assert seat_words(SeatState(5, DMITRI), [Marker.BUTTON, Marker.SMALL_BLIND]) == (
        "Seat 5, Dmitri Volkov, 3,950 in chips, button, small blind"
    )
    assert seat_words(SeatState(5, DMITRI), []) == "Seat 5, Dmitri Volkov, 3,950 in chips"


def test_an_empty_seat_says_so_and_who_was_knocked_out_of_it_this_hand_once():
    assert seat_words(SeatState(4), []) == "Seat 4, empty"
    knocked_out = SeatState(4, tag=SeatTag.ELIMINATED, knocked_out="Ana Ribeiro")
    # "..., button, eliminated" was said after it too: the sentence already says it
    assert seat_words(knocked_out, [Marker.BUTTON]) == "Seat 4, empty, Ana Ribeiro was eliminated this hand, button"


def test_the_seats_state_comes_last():
    absent = SeatedPlayer(DMITRI.player, DMITRI.stack, SeatStatus.ABSENT)
    assert seat_words(SeatState(5, absent, SeatTag.ABSENT), [Marker.BIG_BLIND]) == (
        "Seat 5, Dmitri Volkov, 3,950 in chips, big blind, absent"
    )


def test_a_penalty_says_the_hands_it_covers_then_how_many_are_left():
    before = SeatState(5, DMITRI, SeatTag.PENALTY, 8, penalty_span=(101, 108))
    serving = SeatState(5, DMITRI, SeatTag.PENALTY, 3, penalty_span=(101, 108), serving=True)
    assert tag_words(before) == "penalty, hands 101-108"
    assert tag_words(serving) == "penalty, 3 of 8 hands left"


@pytest.mark.parametrize(
    ("tag", "words"),
    [
        (None, ""),
        (SeatTag.ABSENT, "absent"),
        (SeatTag.WAITING, "waiting for the big blind"),
        (SeatTag.ELIMINATED, "eliminated"),
        (SeatTag.ALL_IN, "all in"),
        (SeatTag.FOLDED, "folded"),
        (SeatTag.NO_CHIPS, "no chips: to be eliminated"),
    ],
)
def test_each_tag_has_its_words(tag, words):
    assert tag_words(SeatState(5, DMITRI, tag)) == words


def test_each_marker_has_its_words():
    assert [marker_words(marker) for marker in Marker] == ["button", "small blind", "big blind"]
