"""The dispute record (core/dispute.py): each field read with a problem of its own, the JSON kept as read, the
deadline of a named camera's footage, and the words every report and window shows."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.dispute import (
    Dispute,
    ErrorType,
    RequestedBy,
    Review,
    describe,
    read_dispute,
    second_reviewer_problems,
)
from floordesk.core.errors import InvalidInput

FULL = {
    "requested_by": "player",
    "seat": 3,
    "requested_at": "21:40",
    "before_next_deal": True,
    "camera": "Cam 14",
    "window": {"from": "21:38", "to": "21:41:30"},
    "review": "surveillance",
    "finding": "the dealer exposed the river card",
    "error": "dealer",
}


def problems(value: object) -> dict[str, str]:
    with pytest.raises(InvalidInput) as caught:
        Dispute.read(value)
    return {problem.path: problem.message for problem in caught.value.problems}


def test_every_field_is_read_and_kept_as_given():
    dispute = Dispute.read(FULL)
    assert dispute == Dispute(
        RequestedBy.PLAYER,
        time(21, 40),
        True,
        3,
        "Cam 14",
        (time(21, 38), time(21, 41, 30)),
        Review.SURVEILLANCE,
        "the dealer exposed the river card",
        ErrorType.DEALER,
    )
    assert dispute.to_json() == FULL
    assert Dispute.read(dispute.to_json()) == dispute


def test_each_wrong_field_is_named_with_its_reason():
    found = problems(
        {
            "requested_by": "the dealer",
            "requested_at": "25:10",
            "before_next_deal": "yes",
            "window": {"from": "21:00", "to": "21:00"},
            "review": "podium",
            "error": "house",
            "colour": "red",
        }
    )
    assert found == {
        "dispute.colour": "is not part of a dispute record",
        "dispute.requested_by": "must be one of 'player', 'dealer', 'floor', not the string 'the dealer'",
        "dispute.requested_at": "must be a time of day as HH:MM or HH:MM:SS (21:40), not '25:10'",
        "dispute.before_next_deal": "must be true or false, not the string 'yes'",
        "dispute.window.to": "must differ from the start: a window of no time shows nothing",
        "dispute.camera": "is required with a time window: the camera or console to review",
        "dispute.finding": "is required: say what the review found",
        "dispute.error": "must be one of 'player', 'dealer', 'none', not the string 'house'",
    }


def test_a_player_s_request_names_his_seat_and_only_a_player_s_does():
    assert problems({**FULL, "seat": None}) == {"dispute.seat": "is required: name the seat of the player who asked"}
    assert problems({**FULL, "requested_by": "floor"}) == {
        "dispute.seat": "is only for a player's request, not the floor's"
    }
    assert problems({**FULL, "seat": 11}) == {"dispute.seat": "must be a whole number from 1 to 10"}


def test_a_camera_needs_its_window_and_a_finding_needs_a_review():
    without_window = {k: v for k, v in FULL.items() if k != "window"}
    assert problems(without_window) == {"dispute.window": "is required with a camera: the time window to review"}
    unreviewed = {**FULL, "review": "none"}
    assert problems(unreviewed) == {"dispute.finding": "is only for a review that was done: choose the review first"}


def test_a_window_may_run_past_midnight_but_not_for_more_than_six_hours():
    assert Dispute.read({**FULL, "window": {"from": "23:58", "to": "00:03"}}).window == (time(23, 58), time(0, 3))
    assert problems({**FULL, "window": {"from": "20:00", "to": "02:01"}}) == {
        "dispute.window.to": "makes a window of 6 h 01 min: name at most 6 h 00 min to review"
    }


def test_nothing_entered_is_no_dispute():
    assert read_dispute(None) is None
    assert read_dispute({}) is None
    assert read_dispute(FULL) == Dispute.read(FULL)


def test_a_named_camera_s_footage_is_due_after_the_house_s_retention():
    now = datetime(2026, 12, 2, 21, 45, 12, 500, tzinfo=UTC)
    dispute = Dispute.read(FULL).with_deadline(now, timedelta(days=7))
    assert dispute.preserve_by == datetime(2026, 12, 9, 21, 45, 12, tzinfo=UTC)
    assert dispute.to_json()["preserve_by"] == "2026-12-09T21:45:12Z"
    assert Dispute.read(dispute.to_json()) == dispute
    no_camera = Dispute.read({k: v for k, v in FULL.items() if k not in ("camera", "window")})
    assert no_camera.with_deadline(now, timedelta(days=7)).preserve_by is None


def test_the_second_reviewer_is_asked_for_where_the_house_wants_one_and_a_review_was_done():
    reviewed = Dispute.read(FULL)
    assert [p.path for p in second_reviewer_problems(reviewed, True)] == ["dispute.second_reviewer"]
    assert second_reviewer_problems(reviewed, False) == []
    assert second_reviewer_problems(Dispute.read({**FULL, "second_reviewer": "Mia Manager"}), True) == []
    unreviewed = Dispute.read({**FULL, "review": "none", "finding": None})
    assert second_reviewer_problems(unreviewed, True) == []
    assert "second_reviewer" not in Dispute.read({**FULL, "second_reviewer": "Mia"}).to_json()


def test_the_record_in_words():
    assert describe(FULL) == [
        ("Requested by", "the player in seat 3 at 21:40, before the next deal"),
        ("Camera", "Cam 14, 21:38 to 21:41:30"),
        ("Review", "in the surveillance room"),
        ("Finding", "the dealer exposed the river card"),
        ("Error", "the dealer's error"),
    ]
    assert describe(
        {"requested_by": "floor", "requested_at": "01:05", "before_next_deal": False, "review": "none"}
    ) == [
        ("Requested by", "the floor at 01:05, after the next deal"),
        ("Review", "none"),
    ]


@given(st.times().map(lambda t: t.replace(microsecond=0)))
def test_any_time_of_day_reads_back_as_written(moment: time):
    dispute = Dispute.read({"requested_by": "dealer", "requested_at": moment.isoformat(), "before_next_deal": True})
    assert dispute.requested_at == moment
    assert Dispute.read(dispute.to_json()).requested_at == moment


@given(st.text(max_size=12))
def test_any_text_as_a_time_is_read_or_refused_never_raised_otherwise(text: str):
    problems: list[str] = []
    try:
        Dispute.read({"requested_by": "floor", "requested_at": text, "before_next_deal": False})
    except InvalidInput as error:
        problems = [p.path for p in error.problems]
    assert problems in ([], ["dispute.requested_at"])
