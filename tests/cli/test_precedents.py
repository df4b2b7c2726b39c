"""`floordesk log precedents KIND [--event N|NAME] [--json]`, as printed: the event's section only when an event is
named, "none" for an empty one, each precedent's id on its first line and its details indented under it, and the
JSON's sections as asked (more, with the service's order: tests/cli/test_precedents_cli.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.cli_helpers import run
from tests.service.test_precedents import seed
from tests.store.conftest import make_floor


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
