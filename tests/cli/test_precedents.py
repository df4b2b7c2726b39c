"""`floordesk log precedents KIND [--event N|NAME] [--json]`: the decision step's list, printed (the event's section
only when an event is named, "none" for an empty one, each precedent's id on its first line and its details indented
under it); bad input exit 2 in one line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from floordesk.service.precedents import Precedents
from floordesk.store.tournament import EventDraft
from tests.cli.cli_helpers import run
from tests.service.test_precedents import seed
from tests.store.conftest import make_floor


@pytest.fixture
def data_dir(tmp_path: Path) -> tuple[Path, dict[str, list[str]]]:
    """A log of button rulings in events #12 and #13 (one departing), and the lists the service gives."""
    folder = tmp_path / "data"
    floor = make_floor(folder / "floordesk.sqlite3")
    stud = floor.store.tournament.register_event(
        EventDraft(13, "Stud", "stud", "2009-06-02", [{"value": 25}]), floor.td
    )
    seed(floor)
    seed(floor, event=stud)
    seed(floor, departs=True)
    seed(floor, kind="chip-race")
    listed = Precedents(floor.store).of_kind("button", "12")
    expected = {"event": [p.uid for p in listed.in_event], "log": [p.uid for p in listed.in_log]}
    floor.store.close()
    return folder, expected


def test_the_command_line_prints_the_services_list_in_its_order(data_dir, capsys) -> None:
    folder, expected = data_dir
    status, out, err = run(capsys, folder, "log", "precedents", "button", "--event", "#12")
    assert (status, err) == (0, "")
    event_part, log_part = out.split("In the whole log")
    assert re.findall(r"id ([0-9a-f]{32})", event_part) == expected["event"]
    assert re.findall(r"id ([0-9a-f]{32})", log_part) == expected["log"]
    assert len(expected["event"]) == 2
    assert len(expected["log"]) == 3
    assert "Departed because: the dealer moved it early" in event_part
    assert "decided by Sam Supervisor (Supervisor)" in event_part

    status, out, _err = run(capsys, folder, "log", "precedents", "button", "--json")
    printed = json.loads(out)
    assert (printed["in_event"], [p["uid"] for p in printed["in_log"]]) == (None, expected["log"])


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("buton",), "kind: 'buton' is not a ruling kind"),
        (("button", "--event", "99"), "--event: the log has no event #99"),
    ],
)
def test_bad_input_is_exit_2_with_one_line(data_dir, capsys, args, said) -> None:
    folder, _expected = data_dir
    status, out, err = run(capsys, folder, "log", "precedents", *args)
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert said in err


def test_log_show_says_which_precedents_were_shown_and_the_difference(tmp_path: Path, capsys) -> None:
    folder = tmp_path / "data"
    floor = make_floor(folder / "floordesk.sqlite3")
    first = floor.record()
    floor.record(precedents={"shown": [first.uid], "against": "departed", "difference": "no dealer error"})
    floor.store.close()
    status, out, _err = run(capsys, folder, "log", "show", "2")
    assert status == 0
    assert f"Earlier comparable rulings shown when it was decided: 1 (ids {first.uid[:16]})" in out
    assert "It went against the last 3, which all departed from it; what was different: no dealer error" in out
    status, out, _err = run(capsys, folder, "log", "show", "2", "--json")
    assert json.loads(out)["precedents"] == {
        "shown": [first.uid],
        "against": "departed",
        "difference": "no dealer error",
    }


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A log with one button ruling at event #12."""
    made = tmp_path / "data"
    floor = make_floor(made / "floordesk.sqlite3")
    seed(floor)
    floor.store.close()
    return made


def test_without_an_event_only_the_whole_log_is_listed(folder: Path, capsys: pytest.CaptureFixture[str]):
    status, out, err = run(capsys, folder, "log", "precedents", "button")
    assert (status, err) == (0, "")
    assert out.startswith("In the whole log, newest first: button rulings under the same rule-set flags\n")
    assert "In this event" not in out
    first, *details = out.splitlines()[1:]
    assert re.fullmatch(r"  .+  id [0-9a-f]{32}", first)
    assert details
    assert all(line.startswith("    ") for line in details)


def test_a_kind_without_rulings_says_none_in_each_section(folder: Path, capsys: pytest.CaptureFixture[str]):
    status, out, _err = run(capsys, folder, "log", "precedents", "clock", "--event", "12")
    assert status == 0
    assert out.splitlines() == [
        "In this event, newest first: clock rulings under the same rule-set flags",
        "  none",
        "In the whole log, newest first: clock rulings under the same rule-set flags",
        "  none",
    ]


def test_the_json_has_the_events_section_only_when_one_is_named(folder: Path, capsys: pytest.CaptureFixture[str]):
    _status, out, _err = run(capsys, folder, "log", "precedents", "button", "--json")
    alone = json.loads(out)
    assert (alone["kind"], alone["in_event"], len(alone["in_log"])) == ("button", None, 1)
    _status, out, _err = run(capsys, folder, "log", "precedents", "button", "--event", "12", "--json")
    named = json.loads(out)
    assert [p["uid"] for p in named["in_event"]] == [p["uid"] for p in named["in_log"]]
    assert len(out.splitlines()) == 1
