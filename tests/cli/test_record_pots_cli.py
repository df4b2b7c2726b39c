"""`floordesk log record pots`: the pot wizard's request recorded from the command line replays to the same ruling."""

from __future__ import annotations

import json
from pathlib import Path

from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from tests.cli.cli_helpers import log_dump, run
from tests.cli.test_record import SUPERVISOR, pins, shown
from tests.core.flows.helpers import walk_to
from tests.core.flows.test_pots import cards_showdown, pots, three_way


def wizard_request(tmp_path: Path) -> tuple[str, dict]:
    """The request the pot wizard builds for the three-way all-in Omaha hi-lo hand, and its recommendation."""
    flow = pots(three_way(), rules=RuleSet.wsop_2009())
    walk_to(flow, "showdown", showdown=cards_showdown())
    path = tmp_path / "pots.json"
    path.write_text(json.dumps(flow.request()), encoding="utf-8")
    return str(path), dict(flow.recommendation().result)


def test_a_pots_ruling_is_recorded_from_the_command_line(floor_dir: Path, tmp_path: Path, capsys):
    source, recommended = wizard_request(tmp_path)
    status, out, err = run(
        capsys, floor_dir, "log", "record", "pots", source, *SUPERVISOR, *pins(tmp_path, "4444"), "--table", "Table 7"
    )
    assert (status, err) == (0, "")
    printed = json.loads(out)
    assert (printed["rule"], printed["kind"], printed["decision"]) == (47, RulingKind.POTS.value, "follow")
    incident = shown(capsys, floor_dir, printed["incident"])
    assert incident["recommended"] == recommended
    assert incident["recommended"]["total_awarded"] == {"P2": 325, "P4": 1100}


def test_a_pots_request_with_a_card_twice_is_refused_and_nothing_is_written(floor_dir: Path, tmp_path: Path, capsys):
    source, _recommended = wizard_request(tmp_path)
    request = json.loads(Path(source).read_text(encoding="utf-8"))
    request["contributions"][1]["cards"] = ["As", "Kd", "8s", "8c"]  # seat 2 holds the ace of spades
    Path(source).write_text(json.dumps(request), encoding="utf-8")
    before = log_dump(floor_dir)
    status, out, err = run(capsys, floor_dir, "log", "record", "pots", source, *SUPERVISOR, *pins(tmp_path, "4444"))
    assert (status, out) == (2, "")
    assert err == "floordesk: error: contributions[1].cards: card As appears twice (also in contributions[0].cards)\n"
    assert log_dump(floor_dir) == before
