"""`floordesk rule chip-race` and `floordesk rule found-chips`: the JSON contract of rules-cli.md."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from floordesk.cli.rule import run_rule
from tests.core.rules.test_chip_race import CONTRACT_EXAMPLE_RESULT

SCRIPT = Path(sys.executable).with_name("floordesk")

# The rules-cli.md example; its "..." stands for the rest of the deck, here "Ad".
EXAMPLE: dict[str, Any] = {
    "denominations_in_play": [25, 100, 500],
    "denominations_removed": [25],
    "players": [
        {"seat": 2, "player": "B", "stack": {"25": 3, "100": 12}, "race_cards": ["7h", "Qc", "2d"]},
        {"seat": 5, "player": "C", "stack": {"25": 3, "100": 6}},
    ],
    "deck_from_top": ["Qs", "4h", "9c", "Ad"],
    "seed": 1234,
    "config": {"leftover_rounding": "half_up", "raced_out_chip_source": "introduced"},
}

# Worked by hand in the core tests.
EXAMPLE_RESULT = CONTRACT_EXAMPLE_RESULT


@pytest.fixture
def rule(monkeypatch: pytest.MonkeyPatch) -> Callable[..., tuple[int, str, str]]:
    """Answer one request in-process, as `floordesk rule VERB` with the request on stdin."""

    def answer(verb: str, request: object, *, explain: bool = False) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(request)))
        stdout, stderr = io.StringIO(), io.StringIO()
        code = run_rule(verb, "-", explain=explain, stdout=stdout, stderr=stderr)
        return code, stdout.getvalue(), stderr.getvalue()

    return answer


def contract_fields(result: dict[str, Any]) -> dict[str, Any]:
    return {key: result[key] for key in EXAMPLE_RESULT}


def test_the_example_of_rules_cli_md(rule):
    code, out, err = rule("chip-race", EXAMPLE)
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert contract_fields(result) == EXAMPLE_RESULT
    assert result["explanation"][-3] == "Seat 5 (C) holds the highest card, Q♠, and wins one T100."


def test_explain_writes_the_explanation_to_stderr(rule):
    code, out, err = rule("chip-race", EXAMPLE, explain=True)
    assert code == 0
    explanation = json.loads(out)["explanation"]
    assert err.splitlines() == explanation
    assert "Seat 2 (B) holds the next highest card, Q♣, and wins one T100." in err.splitlines()


def test_a_batch_is_answered_in_order(rule):
    # The second request has no deck: C's three cards come from a deck shuffled with seed 7.
    second = copy.deepcopy(EXAMPLE)
    del second["deck_from_top"]
    second["seed"] = 7
    code, out, _ = rule("chip-race", [EXAMPLE, second])
    assert code == 0
    first_result, second_result = json.loads(out)
    assert contract_fields(first_result) == EXAMPLE_RESULT
    assert second_result["seed"] == 7
    assert second_result["card_sources"] == {"B": "race_cards", "C": "shuffled_deck"}
    assert len(second_result["dealt_cards"]["C"]) == 3


def test_a_bad_batch_element_is_named_and_nothing_is_printed(rule):
    bad = copy.deepcopy(EXAMPLE)
    bad["players"][1]["seat"] = 2
    code, out, err = rule("chip-race", [EXAMPLE, bad])
    assert (code, out) == (2, "")
    assert err.splitlines() == ["floordesk: error: [1].players[1].seat: seat 2 is already taken by B (players[0])"]


def test_malformed_fields_give_one_line_each(rule):
    request = {
        "denominations_in_play": [25, "x"],
        "denominations_removed": [],
        "players": [{"seat": 0, "player": "", "stack": {"25": -1}, "race_cards": "Zz"}, 3],
        "seed": -1,
        "config": {"leftover_rounding": "sideways"},
    }
    code, out, err = rule("chip-race", request)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: config.leftover_rounding: must be one of 'half_up', 'always_up', 'more_than_half', "
        "'down', not the string 'sideways'",
        "floordesk: error: denominations_in_play[1]: must be a whole number >= 1",
        "floordesk: error: denominations_removed: must have at least 1 item",
        "floordesk: error: players[0].seat: must be a whole number >= 1",
        "floordesk: error: players[0].player: must not be empty",
        'floordesk: error: players[0].stack["25"]: must be a whole number >= 0',
        "floordesk: error: players[0].race_cards: 'Zz' is not a card (rank 2-9 T J Q K A, then suit s h d c, "
        'e.g. "Td")',
        "floordesk: error: players[1]: must be a JSON object, not 3",
        "floordesk: error: seed: must be a whole number >= 0",
    ]


def test_rule_problems_give_one_line_each(rule):
    # Every field reads well, but the race cannot run.
    request = copy.deepcopy(EXAMPLE)
    request["denominations_removed"] = [50]
    request["players"][1]["seat"] = 2
    request["deck_from_top"] = ["Qs", "Qc"]
    code, out, err = rule("chip-race", request)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: denominations_removed[0]: T50 is not a denomination in play",
        "floordesk: error: players[1].seat: seat 2 is already taken by B (players[0])",
        "floordesk: error: deck_from_top: card Qc appears twice (also in players[0].race_cards)",
    ]


def test_missing_fields_and_too_few_cards(rule):
    code, out, err = rule("chip-race", {"players": [{"seat": 1}]})
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: denominations_in_play: is required",
        "floordesk: error: denominations_removed: is required",
        "floordesk: error: players[0].player: is required",
        "floordesk: error: players[0].stack: is required",
    ]
    short = copy.deepcopy(EXAMPLE)
    short["deck_from_top"] = ["Qs", "4h"]
    code, out, err = rule("chip-race", short)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: deck_from_top: too few cards: the T25 race needs 3 cards, but only 2 were given"
    ]


def test_seats_max_limits_the_seats(rule):
    request = copy.deepcopy(EXAMPLE) | {"seats_max": 4}
    code, _, err = rule("chip-race", request)
    assert code == 2
    assert err.splitlines() == ["floordesk: error: players[1].seat: seat 5 is outside the table (1..4)"]


# -- found-chips ------------------------------------------------------------------------------

FOUND = {
    "smallest_denomination_in_play": 100,
    "removed_denomination": 25,
    "found_after_race": {"player": "C", "chips": {"25": 5}},
}


def test_found_chips_example(rule):
    # 5 x T25 = 125: 1 x T100, 25 forfeited (rules-cli.md).
    code, out, _ = rule("found-chips", FOUND)
    assert code == 0
    result = json.loads(out)
    assert (result["rule"], result["exchanged"], result["forfeited_value"]) == (46, {"100": 1}, 25)


def test_found_chips_strict_policy(rule):
    code, out, _ = rule("found-chips", FOUND | {"config": {"found_chips_policy": "forfeit_unless_exact"}})
    assert code == 0
    result = json.loads(out)
    assert (result["exchanged"], result["forfeited_value"]) == ({}, 125)


def test_found_chips_bad_input(rule):
    request = {
        "smallest_denomination_in_play": 100,
        "removed_denomination": 25,
        "found_after_race": {"chips": {"50": 2}},
    }
    code, out, err = rule("found-chips", request)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        'floordesk: error: found_after_race.chips["50"]: only T25 chips, the removed denomination, are ruled on here',
        "floordesk: error: found_after_race.chips: must hold at least one T25 chip",
    ]
    code, out, err = rule("found-chips", {"removed_denomination": "25", "found_after_race": []})
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: smallest_denomination_in_play: is required",
        "floordesk: error: removed_denomination: must be a whole number >= 1",
        "floordesk: error: found_after_race: must be a JSON object, not an array",
    ]


# -- the real console script --------------------------------------------------------------------


def run_script(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), *args], input=stdin, capture_output=True, text=True, timeout=60, check=False)


def test_end_to_end_through_the_console_script(tmp_path):
    request_file = tmp_path / "race.json"
    request_file.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    done = run_script("rule", "chip-race", str(request_file), "--explain", stdin="")
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert contract_fields(result) == EXAMPLE_RESULT
    assert done.stderr.splitlines() == result["explanation"]


def test_bad_input_end_to_end_exits_2_without_a_traceback():
    bad = copy.deepcopy(EXAMPLE)
    bad["players"][0]["stack"]["25"] = -3
    bad["denominations_removed"] = [25, 100, 500]
    done = run_script("rule", "chip-race", stdin=json.dumps(bad))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == ['floordesk: error: players[0].stack["25"]: must be a whole number >= 0']


def test_found_chips_end_to_end_with_python_dash_m():
    done = subprocess.run(
        [sys.executable, "-m", "floordesk", "rule", "found-chips"],
        input=json.dumps(FOUND),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["exchanged"] == {"100": 1}
