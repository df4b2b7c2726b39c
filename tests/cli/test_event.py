"""`floordesk event add|list|show|alter`: a manager sets an event up from a script, a supervisor rules at it."""

from __future__ import annotations

import json

from tests.cli.test_record import pins, record_as_supervisor, shown

from .cli_helpers import log_dump, run

MANAGER = ["--by", "Mia Manager"]


def test_a_manager_sets_an_event_up_and_a_supervisor_records_a_ruling_at_it(floor_dir, tmp_path, request_file, capsys):
    status, out, err = run(
        capsys, floor_dir, "event", "add", "Main Event", *MANAGER, "--game", "holdem", "--starts-on", "2009-07-03",
        "--json", *pins(tmp_path, "3333"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    added = json.loads(out)
    assert (added["number"], added["name"], added["game"], added["status"]) == (13, "Main Event", "holdem", "running")
    status, _out, err = record_as_supervisor(capsys, floor_dir, tmp_path, request_file, "--event", "#13")
    assert (status, err) == (0, "")
    assert shown(capsys, floor_dir, 1)["event"] == "#13 Main Event"
    status, out, err = run(capsys, floor_dir, "event", "list", "--json")
    assert (status, err) == (0, "")
    assert [(e["number"], e["name"]) for e in json.loads(out)["events"]] == [
        (12, "No-Limit Hold'em"),
        (13, "Main Event"),
    ]
    status, out, err = run(capsys, floor_dir, "event", "show", "main event")
    assert (status, err) == (0, "")
    assert out.splitlines()[:4] == ["Event #13: Main Event", "game: holdem", "days: 2009-07-03", "status: running"]


def test_a_supervisor_may_not_set_an_event_up(floor_dir, tmp_path, capsys):
    before = log_dump(floor_dir)
    status, out, err = run(capsys, floor_dir, "event", "add", "Side", "--by", "Sam Supervisor", *pins(tmp_path, "4444"))
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert "set up events" in err
    assert log_dump(floor_dir) == before


def test_event_add_refuses_a_taken_number_and_a_bad_date(floor_dir, tmp_path, capsys):
    before = log_dump(floor_dir)
    for more, said in (
        (["--number", "12"], "--number: the log already has an event #12"),
        (["--starts-on", "3 July"], "starts_on"),
    ):
        status, out, err = run(capsys, floor_dir, "event", "add", "Side", *MANAGER, *more, *pins(tmp_path, "3333"))
        assert (status, out) == (2, "")
        assert len(err.splitlines()) == 1
        assert said in err
    assert log_dump(floor_dir) == before


def test_event_alter_cancels_with_the_windows_roles_and_rulings_stop(floor_dir, tmp_path, request_file, capsys):
    cancel = ["event", "alter", "#12", "--reason", "venue flooded", "--cancel"]
    status, out, err = run(capsys, floor_dir, *cancel, *MANAGER, *pins(tmp_path, "3333"))
    assert (status, out) == (2, "")
    assert "may cancel or alter an event" in err
    status, out, err = run(capsys, floor_dir, *cancel, "--by", "Tom Director", *pins(tmp_path, "2222"))
    assert (status, err) == (0, "")
    assert json.loads(out)["status"] == "cancelled"
    status, _out, err = record_as_supervisor(capsys, floor_dir, tmp_path, request_file, "--event", "12")
    assert status == 2
    assert "was cancelled (rule 45)" in err


def test_event_show_names_an_unknown_event(floor_dir, capsys):
    status, out, err = run(capsys, floor_dir, "event", "show", "#99")
    assert (status, out, err) == (2, "", "floordesk: error: event: the log has no event #99\n")
