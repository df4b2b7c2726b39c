"""`floordesk rule button | clock | penalty`: the rules-cli.md shapes, batches, bad input and --explain."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from floordesk.cli.rule import run_rule

SCRIPT = Path(sys.executable).with_name("floordesk")

BUTTON_EXAMPLE: dict[str, Any] = {
    "seats_max": 9,
    # D and E (seats 4 and 5, last hand's small and big blind) are out; N takes seat 4
    "occupied_after_previous_hand": [
        {"seat": s, "player": p} for s, p in [(1, "A"), (2, "B"), (3, "C"), (6, "F"), (7, "G"), (8, "H"), (9, "I")]
    ],
    "previous_hand": {"button_seat": 3, "sb_seat": 4, "bb_seat": 5},
    "new_players": [{"seat": 4, "player": "N"}],
    "hands": 3,
}
CLOCK_EXAMPLE: dict[str, Any] = {
    "clock_requested_at_s": 130,
    "player_action_at_s": None,
    "facing_bet": True,
    "config": {
        "min_wait_before_clock_s": 120,
        "clock_s": 60,
        "countdown_s": 10,
        "on_expiry": "hand_dead",
        "tie_goes_to_player": True,
        "supervisor_shortened_clock_s": None,
    },
}
PENALTY_EXAMPLE: dict[str, Any] = {
    "offence": "card_exposed_with_action_pending",
    "penalty": {"type": "missed_round", "rounds": 1},
    "players_at_table_when_given": 8,
    "given_during_hand_number": 100,
    "offender_in_that_hand": True,
    "history": [{"offence": "card_exposed_with_action_pending", "penalty": {"type": "missed_hand", "hands": 1}}],
}


def rule(verb: str, request: object, tmp_path: Path, *, explain: bool = False) -> tuple[int, Any, list[str]]:
    source = tmp_path / "request.json"
    source.write_text(json.dumps(request), encoding="utf-8")
    stdout, stderr = io.StringIO(), io.StringIO()
    status = run_rule(verb, str(source), explain=explain, stdout=stdout, stderr=stderr)
    output = json.loads(stdout.getvalue()) if stdout.getvalue() else None
    return status, output, stderr.getvalue().splitlines()


def test_button_example(tmp_path):
    status, result, errors = rule("button", BUTTON_EXAMPLE, tmp_path)
    assert (status, errors) == (0, [])
    assert set(result) == {"rule", "next_hands", "explanation"}
    assert result["rule"] == 50
    # Worked by hand in tests/core/rules/test_dead_button.py::test_the_rules_cli_example; the third
    # hand: bb H (8), sb G (7), button F (6), I (9) first to act.
    assert set(result["next_hands"][0]) == {
        "button_seat",
        "button_player",
        "sb_seat",
        "sb_player",
        "bb_seat",
        "bb_player",
        "first_to_act_preflop",
        "not_dealt_in",
    }
    assert [tuple(hand.values()) for hand in result["next_hands"]] == [
        (4, "N", 5, None, 6, "F", "G", []),
        (5, None, 6, "F", 7, "G", "H", []),
        (6, "F", 7, "G", 8, "H", "I", []),
    ]
    assert result["explanation"][0] == "Next hand:"


def test_button_new_player_waits_and_the_wait_flag(tmp_path):
    # Button 1, blinds 2 and 4 (seat 3 empty); N sits in 3, between the next button (2) and sb (4).
    request = {
        "seats_max": 6,
        "occupied_after_previous_hand": [{"seat": s, "player": p} for s, p in [(1, "A"), (2, "B"), (4, "D"), (5, "E")]],
        "previous_hand": {"button_seat": 1, "sb_seat": 2, "bb_seat": 4},
        "new_players": [{"seat": 3, "player": "N"}],
    }
    _, result, _ = rule("button", request, tmp_path)
    [hand] = result["next_hands"]
    assert (hand["button_seat"], hand["sb_seat"], hand["bb_seat"], hand["not_dealt_in"]) == (2, 4, 5, ["N"])


def test_clock_example(tmp_path):
    status, result, _ = rule("clock", CLOCK_EXAMPLE, tmp_path)
    assert status == 0
    # called at 130 s: one minute to 190 s, the countdown to 200 s, no action: the hand is dead
    assert list(result) == [
        "rule",
        "clock_granted",
        "clock_started_at_s",
        "main_period_ends_at_s",
        "countdown_ends_at_s",
        "outcome",
        "explanation",
    ]
    assert list(result.values())[:-1] == [49, True, 130, 190, 200, "hand_dead"]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"clock_requested_at_s": 119}, {"outcome": "clock_refused", "may_be_called_at_s": 120}),
        ({"player_action_at_s": 200}, {"outcome": "action_valid"}),
        ({"player_action_at_s": 201}, {"outcome": "hand_dead"}),
        (
            {"facing_bet": False, "config": {"on_expiry": "dead_if_facing_bet_else_check"}},
            {"outcome": "hand_checked"},
        ),
        (
            {"config": {"supervisor_shortened_clock_s": 20}},
            {"countdown_ends_at_s": 160, "refer_for_penalty_rule": 52},
        ),
    ],
)
def test_clock_variants(tmp_path, changes, expected):
    _, result, _ = rule("clock", {**CLOCK_EXAMPLE, **changes}, tmp_path)
    assert {k: result[k] for k in expected} == expected


def test_penalty_example(tmp_path):
    status, result, _ = rule("penalty", PENALTY_EXAMPLE, tmp_path)
    assert status == 0
    assert result["rule"] == 52
    assert result["offender_hand_in_progress"] == "stays_live"
    assert (result["hands_to_miss"], result["first_missed_hand_number"], result["last_missed_hand_number"]) == (
        8,
        101,
        108,
    )
    assert result["while_on_penalty"]["hand_killed_after_initial_deal"] is True
    # after one missed hand, the next step up is the fewest rounds of 8 hands that are more than 1 hand: one
    assert result["suggested_next_penalty"] == {"type": "missed_round", "rounds": 1}


def test_penalty_escalates_from_any_earlier_offence_and_never_steps_down(tmp_path):
    # 10 missed hands for abuse before; 8 players: 1 round is 8 hands, not more than 10, 2 rounds are 16
    request = {**PENALTY_EXAMPLE, "history": [{"offence": "abuse", "penalty": {"type": "missed_hand", "hands": 10}}]}
    _, result, _ = rule("penalty", request, tmp_path)
    assert result["suggested_next_penalty"] == {"type": "missed_round", "rounds": 2}


def test_a_penalty_given_while_another_has_hands_left_names_the_hands_after_them(tmp_path):
    # 5 hands of an earlier penalty left after hand 100: the 8 hands of this one are 106 to 113
    _, result, _ = rule("penalty", {**PENALTY_EXAMPLE, "hands_still_to_serve": 5}, tmp_path)
    assert (result["first_missed_hand_number"], result["last_missed_hand_number"]) == (106, 113)


def test_penalty_disqualification(tmp_path):
    request = {"offence": "soft_play", "penalty": {"type": "disqualification", "offender_stack": 18500}}
    _, result, _ = rule("penalty", request, tmp_path)
    assert {k: result[k] for k in ("chips_removed_from_play", "chips_redistributed_to_players", "refund")} == {
        "chips_removed_from_play": 18500,
        "chips_redistributed_to_players": 0,
        "refund": False,
    }
    assert result["player_status"] == "disqualified"


def test_penalty_disqualification_leaves_his_hand_live(tmp_path):
    # he is in the hand in progress: he plays it out, and the 18500 chips are what he holds when it ends
    request = {
        "offence": "abuse",
        "penalty": {"type": "disqualification", "offender_stack": 18500},
        "given_during_hand_number": 12,
        "offender_in_that_hand": True,
    }
    _, result, _ = rule("penalty", request, tmp_path)
    assert (result["offender_hand_in_progress"], result["chips_removed_from_play"]) == ("stays_live", 18500)


def test_batches_answer_in_order(tmp_path):
    status, results, _ = rule("clock", [CLOCK_EXAMPLE, {**CLOCK_EXAMPLE, "clock_requested_at_s": 60}], tmp_path)
    assert status == 0
    assert [r["outcome"] for r in results] == ["hand_dead", "clock_refused"]


def test_a_bad_batch_element_is_named(tmp_path):
    bad = {**PENALTY_EXAMPLE, "penalty": {"type": "missed_round", "rounds": 9}}
    status, output, errors = rule("penalty", [PENALTY_EXAMPLE, bad], tmp_path)
    assert (status, output) == (2, None)
    assert errors == [
        "floordesk: error: [1].penalty.rounds: at most 4 rounds may be given (max_penalty_rounds = 4), not 9"
    ]


@pytest.mark.parametrize(
    ("verb", "request_", "lines"),
    [
        (
            "button",
            {
                **BUTTON_EXAMPLE,
                "occupied_after_previous_hand": [{"seat": 12, "player": "A"}, {"seat": 2, "player": "B"}],
                "new_players": [{"seat": 2, "player": "N"}],
            },
            ["occupied_after_previous_hand[0].seat: seat 12 is outside this table (1..9)"],
        ),
        (
            "button",
            {**BUTTON_EXAMPLE, "new_players": [{"seat": 1, "player": "N"}, {"seat": 3, "player": "O"}]},
            ["new_players[0].seat: seat 1 is already taken by A", "new_players[1].seat: seat 3 is already taken by C"],
        ),
        (
            "button",
            {**BUTTON_EXAMPLE, "seats_max": "nine", "previous_hand": {"button_seat": 3}, "hands": 0},
            [
                "seats_max: must be a whole number",
                "previous_hand.sb_seat: is required",
                "previous_hand.bb_seat: is required",
                "hands: must be a whole number from 1 to 100",
            ],
        ),
        (
            "clock",
            {"clock_requested_at_s": -3, "player_action_at_s": "soon", "config": {"on_expiry": "fold"}},
            [
                "config.on_expiry: must be one of 'hand_dead', 'dead_if_facing_bet_else_check', not the string 'fold'",
                "clock_requested_at_s: must not be negative, not -3",
                "player_action_at_s: must be a number of seconds, not the string 'soon'",
            ],
        ),
        (
            "penalty",
            {"offence": "cheating", "penalty": {"type": "missed_round", "rounds": 5}},
            [
                "offence: must be one of 'card_exposed_with_action_pending', 'card_off_table', 'forceful_muck', "
                "'one_player_to_a_hand', 'soft_play', 'abuse', 'disruptive_behaviour', 'stalling', 'other', "
                "not the string 'cheating'",
                "penalty.rounds: at most 4 rounds may be given (max_penalty_rounds = 4), not 5",
                "players_at_table_when_given: a missed-round penalty needs the players seated, offender included: "
                "2 to 10",
            ],
        ),
        (
            "penalty",
            {"penalty": {"type": "missed_round", "rounds": 5}},
            [
                "penalty.rounds: at most 4 rounds may be given (max_penalty_rounds = 4), not 5",
                "players_at_table_when_given: a missed-round penalty needs the players seated, offender included: "
                "2 to 10",
            ],
        ),
        ("penalty", {"penalty": {"type": "disqualification"}}, ["penalty.offender_stack: is required"]),
        (
            "penalty",
            {"penalty": {"type": "missed_hand", "hands": 2}, "hands_still_to_serve": -1},
            ["hands_still_to_serve: must be a whole number >= 0"],
        ),
        (
            "penalty",
            {"penalty": {"type": "missed_hand", "hands": 2}, "players_at_table_when_given": -3},
            ["players_at_table_when_given: must be a whole number from 2 to 10"],
        ),
        # each history problem under its own index, although the entry before it could not be read
        (
            "penalty",
            {
                "penalty": {"type": "warning"},
                "history": [
                    {"offence": "bogus", "penalty": {"type": "warning"}},
                    {"offence": "abuse", "penalty": {"type": "missed_hand", "hands": 0}},
                ],
            },
            [
                "history[0].offence: must be one of 'card_exposed_with_action_pending', 'card_off_table', "
                "'forceful_muck', 'one_player_to_a_hand', 'soft_play', 'abuse', 'disruptive_behaviour', 'stalling', "
                "'other', not the string 'bogus'",
                "history[1].penalty.hands: a missed-hand penalty needs a whole number of hands >= 1",
            ],
        ),
        (
            "penalty",
            {
                "penalty": {"type": "warning"},
                "history": [
                    {"offence": "abuse", "penalty": {"type": "missed_round", "rounds": "two"}},
                    {"offence": "abuse", "penalty": {"type": "missed_round", "rounds": 0}},
                ],
            },
            [
                "history[0].penalty.rounds: must be a whole number",
                "history[1].penalty.rounds: a missed-round penalty needs a whole number of rounds >= 1",
            ],
        ),
    ],
)
def test_bad_input_exits_2_with_one_line_per_problem(tmp_path, verb, request_, lines):
    status, output, errors = rule(verb, request_, tmp_path)
    assert (status, output) == (2, None)
    assert errors == [f"floordesk: error: {line}" for line in lines]


def test_explain_prints_the_explanation_on_stderr(tmp_path):
    status, result, explanation = rule("clock", CLOCK_EXAMPLE, tmp_path, explain=True)
    assert status == 0
    assert explanation == result["explanation"]
    assert explanation[-1].endswith("his hand is dead; chips he has already put in stay in the pot.")


# -- the real command, end to end ------------------------------------------------------


def run_floordesk(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), *args], input=stdin, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize(
    ("verb", "request_", "field", "value"),
    [("button", BUTTON_EXAMPLE, "rule", 50), ("clock", CLOCK_EXAMPLE, "outcome", "hand_dead")],
)
def test_console_script_end_to_end(verb, request_, field, value):
    done = run_floordesk("rule", verb, "--explain", stdin=json.dumps(request_))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[field] == value
    assert done.stderr.strip(), "--explain writes the explanation on stderr"


def test_console_script_bad_penalty_exits_2():
    request = {"offence": "nope", "penalty": {"type": "missed_round", "rounds": 7}, "players_at_table_when_given": 8}
    done = run_floordesk("rule", "penalty", stdin=json.dumps(request))
    assert done.returncode == 2
    assert done.stdout == ""
    assert [line.split(":")[2].strip() for line in done.stderr.splitlines()] == ["offence", "penalty.rounds"]
    assert "Traceback" not in done.stderr
