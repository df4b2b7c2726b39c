"""`floordesk log record clock` and `log record button`: the clock and dead-button rulings recorded from a script."""

from __future__ import annotations

import json
from pathlib import Path

from floordesk.core.ruling import RulingKind, recommend
from tests.cli.test_record import SUPERVISOR, pins, shown

from .cli_helpers import log_dump, run

CLOCK = {"clock_requested_at_s": 130, "player_action_at_s": None, "facing_bet": True}
BUTTON = {
    "seats_max": 9,
    "occupied_after_previous_hand": [
        {"seat": 1, "player": "A"},
        {"seat": 3, "player": "C"},
        {"seat": 6, "player": "F"},
    ],
    "previous_hand": {"button_seat": 1, "sb_seat": 3, "bb_seat": 5},
}


def record(capsys, data_dir: Path, tmp_path: Path, verb: str, request: dict, *more: str) -> tuple[int, str, str]:
    path = tmp_path / f"{verb}.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    return run(
        capsys,
        data_dir,
        "log",
        "record",
        verb,
        str(path),
        *SUPERVISOR,
        *pins(tmp_path, "4444"),
        "--event",
        "#12",
        *more,
    )


def test_an_expired_clock_is_recorded_as_a_dead_hand(floor_dir: Path, tmp_path: Path, capsys):
    status, _out, err = record(capsys, floor_dir, tmp_path, "clock", CLOCK, "--table", "Table 7", "--seat", "2")
    assert (status, err) == (0, "")
    incident = shown(capsys, floor_dir, 1)
    assert (incident["kind"], incident["rule"]) == ("clock", 49)
    assert incident["recommended"]["outcome"] == "hand_dead"
    assert incident["inputs"]["config"]["countdown_s"] == 10  # the event's rule set, so the record replays
    assert recommend(RulingKind.CLOCK, incident["inputs"]).result == incident["recommended"]


def test_a_clock_called_too_early_is_recorded_as_refused(floor_dir: Path, tmp_path: Path, capsys):
    early = {**CLOCK, "clock_requested_at_s": 90}
    status, _out, err = record(capsys, floor_dir, tmp_path, "clock", early)
    assert (status, err) == (0, "")
    incident = shown(capsys, floor_dir, 1)
    assert incident["recommended"]["outcome"] == "clock_refused"
    assert incident["recommended"]["may_be_called_at_s"] == 120


def test_a_dead_button_ruling_is_recorded_with_the_next_hands_markers(floor_dir: Path, tmp_path: Path, capsys):
    status, _out, err = record(capsys, floor_dir, tmp_path, "button", BUTTON, "--table", "Table 7")
    assert (status, err) == (0, "")
    incident = shown(capsys, floor_dir, 1)
    assert (incident["kind"], incident["rule"]) == ("button", 50)
    hand = incident["recommended"]["next_hands"][0]
    assert (hand["button_seat"], hand["sb_seat"], hand["bb_seat"]) == (3, 5, 6)
    assert hand["sb_player"] is None  # the big blind's seat emptied: no small blind


def test_a_button_departure_records_the_markers_decided_and_the_reason(floor_dir: Path, tmp_path: Path, capsys):
    decided = {"rule": 50, "next_hands": [{"button_seat": 1, "sb_seat": 3, "bb_seat": 6}], "explanation": []}
    status, _out, err = record(
        capsys, floor_dir, tmp_path, "button", BUTTON, "--depart", "misdeal re-dealt", "--decision", json.dumps(decided)
    )
    assert (status, err) == (0, "")
    incident = shown(capsys, floor_dir, 1)
    assert incident["departs"]
    assert incident["decision"]["next_hands"][0]["button_seat"] == 1


def test_a_bad_clock_request_is_refused_and_nothing_is_written(floor_dir: Path, tmp_path: Path, capsys):
    before = log_dump(floor_dir)
    status, out, err = record(capsys, floor_dir, tmp_path, "clock", {"clock_requested_at_s": -5})
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert "clock_requested_at_s" in err
    assert log_dump(floor_dir) == before
