"""The dispute record on the command line (`log record`'s options), the house's settings (`log house`) and the
footage tasks (`log tasks`, `log task-done`): each field ends in the incident; a wrong one is named by its option
and nothing is written."""

from __future__ import annotations

import json
import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from floordesk.core.dispute import read_deadline

from .cli_helpers import log_dump, pin_file, run

DISPUTE_OPTIONS = [
    "--requested-by",
    "player",
    "--requester-seat",
    "5",
    "--requested-at",
    "21:40",
    "--before-next-deal",
    "yes",
    "--camera",
    "Cam 14",
    "--review-window",
    "21:38-21:41",
    "--review",
    "surveillance",
    "--finding",
    "the dealer exposed the river card",
    "--error-type",
    "dealer",
]


def record(capsys, data_dir: Path, tmp_path: Path, request_file: str, *more: str) -> tuple[int, str, str]:
    signer = ["--by", "Sam Supervisor", "--pin-file", pin_file(tmp_path, "4444")]
    return run(capsys, data_dir, "log", "record", "chip-race", request_file, *signer, "--event", "#12", *more)


def test_every_dispute_option_ends_in_the_incident(floor_dir: Path, tmp_path: Path, request_file: str, capsys):
    second = ["--second-reviewer", "Mia Manager", "--second-pin-file", pin_file(tmp_path, "3333")]
    before = datetime.now(UTC)
    status, out, err = record(capsys, floor_dir, tmp_path, request_file, *DISPUTE_OPTIONS, *second)
    assert (status, err) == (0, "")
    status, out, err = run(capsys, floor_dir, "log", "show", "1", "--json")
    incident = json.loads(out)
    deadline = read_deadline(incident["dispute"].pop("preserve_by"))
    assert incident["dispute"] == {
        "requested_by": "player",
        "seat": 5,
        "requested_at": "21:40",
        "before_next_deal": True,
        "camera": "Cam 14",
        "window": {"from": "21:38", "to": "21:41"},
        "review": "surveillance",
        "finding": "the dealer exposed the river card",
        "error": "dealer",
    }
    assert incident["second_reviewer"] == "Mia Manager"
    assert before + timedelta(days=7) - timedelta(seconds=1) <= deadline <= datetime.now(UTC) + timedelta(days=7)
    status, out, err = run(capsys, floor_dir, "log", "show", "1")
    assert "Dispute, requested by: the player in seat 5 at 21:40, before the next deal" in out
    assert "Dispute, camera: Cam 14, 21:38 to 21:41" in out
    assert "Dispute, review: in the surveillance room" in out
    assert "Dispute, finding: the dealer exposed the river card" in out
    assert "Dispute, error: the dealer's error" in out
    assert "Dispute, second reviewer: Mia Manager" in out


def test_a_footage_task_is_listed_until_it_is_marked_done_signed(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    assert record(capsys, floor_dir, tmp_path, request_file, *DISPUTE_OPTIONS)[0] == 0
    status, out, err = run(capsys, floor_dir, "log", "tasks")
    assert (status, err) == (0, "")
    assert "#1" in out
    assert "Cam 14 21:38-21:41" in out
    assert "preserve by " in out
    wrong = ["--by", "Sam Supervisor", "--pin-file", pin_file(tmp_path, "9999")]
    dump = log_dump(floor_dir)
    status, out, err = run(capsys, floor_dir, "log", "task-done", "1", "--saved-to", "NAS case 118", *wrong)
    assert status == 2
    assert log_dump(floor_dir) == dump
    signer = ["--by", "Sam Supervisor", "--pin-file", pin_file(tmp_path, "4444")]
    status, out, err = run(capsys, floor_dir, "log", "task-done", "1", "--saved-to", "NAS case 118", *signer)
    assert (status, err) == (0, "")
    assert out.startswith("footage saved to NAS case 118: the task is done")
    assert run(capsys, floor_dir, "log", "tasks")[1] == "no footage to preserve\n"
    status, out, err = run(capsys, floor_dir, "log", "tasks", "--all", "--json")
    (task,) = json.loads(out)["tasks"]
    assert (task["saved_to"], task["saved_by"], task["overdue"]) == ("NAS case 118", "Sam Supervisor", False)


def test_wrong_dispute_options_are_named_and_nothing_is_written(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    dump = log_dump(floor_dir)
    status, out, err = record(
        capsys,
        floor_dir,
        tmp_path,
        request_file,
        "--requested-by",
        "dealer",
        "--requester-seat",
        "3",
        "--requested-at",
        "9.40",
        "--camera",
        "Cam 2",
        "--review-window",
        "21:38",
        "--review",
        "podium",
    )
    assert status == 2
    assert out == ""
    assert err.splitlines() == [
        "floordesk: error: --review-window: must be two times joined by '-' (21:38-21:41), not '21:38'",
    ]
    status, out, err = record(
        capsys,
        floor_dir,
        tmp_path,
        request_file,
        "--requested-by",
        "dealer",
        "--requester-seat",
        "3",
        "--requested-at",
        "9.40",
        "--review",
        "podium",
    )
    assert status == 2
    assert err.splitlines() == [
        "floordesk: error: --requested-at: must be a time of day as HH:MM or HH:MM:SS (21:40), not '9.40'",
        "floordesk: error: --before-next-deal: is required",
        "floordesk: error: --requester-seat: is only for a player's request, not the dealer's",
        "floordesk: error: --finding: is required: say what the review found",
    ]
    assert log_dump(floor_dir) == dump


def test_the_house_s_settings_ask_for_a_second_reviewer_and_set_the_retention(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    status, out, err = run(capsys, floor_dir, "log", "house")
    assert (status, out) == (0, "video kept 7 days; second reviewer optional\n")
    change = ["log", "house", "--video-retention-days", "30", "--second-reviewer", "required"]
    assert run(capsys, floor_dir, *change)[2] == (
        "floordesk: error: --by: is required: a Tournament Director or an administrator signs the change\n"
    )
    director = ["--by", "Tom Director", "--pin-file", pin_file(tmp_path, "2222")]
    assert run(capsys, floor_dir, *change, *director)[2] == (
        "floordesk: error: --reason: is required: say why the house's settings change (it is recorded)\n"
    )
    change += ["--reason", "surveillance keeps a month"]
    supervisor = ["--by", "Sam Supervisor", "--pin-file", pin_file(tmp_path, "4444")]
    status, out, err = run(capsys, floor_dir, *change, *supervisor)
    assert status == 2
    assert "only an Administrator or a Tournament Director may change the house's settings" in err
    assert run(capsys, floor_dir, "log", "house")[1] == "video kept 7 days; second reviewer optional\n"
    status, out, err = run(capsys, floor_dir, *change, *director)
    assert status == 0
    assert re.fullmatch(
        r"video kept 30 days; second reviewer required on a reviewed dispute "
        r"\(set by Tom Director \(Tournament Director\) on \d{4}-\d\d-\d\d: surveillance keeps a month\)\n",
        out,
    )
    shown = json.loads(run(capsys, floor_dir, "log", "house", "--json")[1])
    assert (shown["video_retention_days"], shown["set_by"], shown["reason"]) == (
        30,
        "Tom Director (Tournament Director)",
        "surveillance keeps a month",
    )
    with sqlite3.connect(floor_dir / "floordesk.sqlite3") as connection:  # a signed record of the log, not a file
        assert connection.execute(
            "SELECT s.name, h.previous_video_retention_days, h.video_retention_days, h.second_reviewer_required, "
            "h.reason FROM house_settings h JOIN staff s ON s.uid = h.recorded_by"
        ).fetchall() == [("Tom Director", 7, 30, 1, "surveillance keeps a month")]
    assert run(capsys, floor_dir, "log", "verify")[0] == 0
    assert run(capsys, floor_dir, "log", "house", "--video-retention-days", "400", *director)[2] == (
        "floordesk: error: --video-retention-days: must be a whole number of days from 1 to 365\n"
    )
    dump = log_dump(floor_dir)
    status, out, err = record(capsys, floor_dir, tmp_path, request_file, *DISPUTE_OPTIONS)
    assert status == 2
    assert err == (
        "floordesk: error: --second-reviewer: is required: the house asks a second reviewer to sign a dispute "
        "whose footage was reviewed\n"
    )
    assert log_dump(floor_dir) == dump
    second = ["--second-reviewer", "Mia Manager", "--second-pin-file", pin_file(tmp_path, "3333")]
    assert record(capsys, floor_dir, tmp_path, request_file, *DISPUTE_OPTIONS, *second)[0] == 0
    incident = json.loads(run(capsys, floor_dir, "log", "show", "1", "--json")[1])
    recorded = datetime.strptime(incident["recorded_utc"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
    deadline = read_deadline(incident["dispute"]["preserve_by"])
    assert timedelta(days=30) - timedelta(seconds=60) <= deadline - recorded <= timedelta(days=30)
