"""`floordesk log overrule` (rule 44) and `floordesk log alter-event` (rule 45): signed, refused without a trace."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floordesk.store.log import IncidentStore
from floordesk.store.tournament import EventState
from tests.cli.test_record import pins, record_as_supervisor, shown
from tests.store.conftest import make_floor

from .cli_helpers import log_dump, run

TD = ["--by", "Tom Director"]


def refused(capsys: pytest.CaptureFixture[str], floor_dir: Path, tmp_path: Path, pin: str, *args: str) -> str:
    """Run a verb that must be refused: exit 2, one line, nothing written; returns the line."""
    before = log_dump(floor_dir)
    status, out, err = run(capsys, floor_dir, "log", *args, *pins(tmp_path, pin))
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert log_dump(floor_dir) == before
    return err


def departed(capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path, source: str) -> dict:
    """Incident #1: a chip race the supervisor departed from (every stack given back as it was)."""
    outcome = json.dumps({"stacks_after": {}, "denominations_removed": []})
    status, _out, err = record_as_supervisor(
        capsys, data_dir, tmp_path, source, "--event", "12", "--depart", "race abandoned", "--decision", outcome
    )
    assert (status, err) == (0, "")
    return shown(capsys, data_dir, 1)


def test_an_overrule_without_a_decision_restores_the_recommendation(floor_dir, tmp_path, request_file, capsys):
    incident = departed(capsys, floor_dir, tmp_path, request_file)
    reason = "the race must be run as the rules say"
    status, out, err = run(capsys, floor_dir, "log", "overrule", "1", *TD, "--reason", reason, *pins(tmp_path, "2222"))
    assert (status, err) == (0, "")
    printed = json.loads(out)
    assert (printed["incident"], printed["rule"]) == (1, 46)
    after = shown(capsys, floor_dir, 1)
    assert after["overruled"] is True
    assert after["decision"] == incident["recommended"]
    assert after["original_decision"] == incident["decision"]  # the log keeps both
    assert [(a["kind"], a["reason"]) for a in after["amendments"]] == [("overrule", reason)]


def test_an_overrule_with_a_new_decision(floor_dir, tmp_path, request_file, capsys):
    departed(capsys, floor_dir, tmp_path, request_file)
    new = {"stacks_after": {"B": {"100": 13}, "C": {"100": 8}}, "denominations_removed": [25]}
    status, _out, err = run(
        capsys, floor_dir, "log", "overrule", "#1", *TD, "--reason", "x", "--decision", json.dumps(new),
        *pins(tmp_path, "2222"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert shown(capsys, floor_dir, 1)["decision"] == new


@pytest.mark.parametrize(
    ("args", "pin", "message"),
    [
        (["1", "--by", "Sam Supervisor", "--reason", "x"], "4444", "only a Tournament Director may overrule"),
        (["1", *TD, "--reason", "x"], "9999", "that is not Tom Director's PIN"),
        (["1", *TD, "--reason", "x", "--decision", "{"], "2222", "--decision: malformed JSON"),
        (["1", *TD, "--reason", " "], "2222", "--reason"),
        (["7", *TD, "--reason", "x"], "2222", "no incident #7"),
        (["1", *TD, "--reason", "x", "--decision", '{"stacks_after": []}'], "2222", "decision.stacks_after"),
        (
            [
                "1",
                *TD,
                "--reason",
                "x",
                "--decision",
                '{"stacks_after": {"B": {"100": 14}}, "denominations_removed": [25]}',
            ],
            "2222",
            "decision.stacks_after: must give every player's stack: C",
        ),
    ],
)
def test_every_overrule_refusal_is_exit_2_one_line_and_writes_nothing(
    floor_dir, tmp_path, request_file, capsys, args, pin, message
):
    departed(capsys, floor_dir, tmp_path, request_file)
    assert message in refused(capsys, floor_dir, tmp_path, pin, "overrule", *args)


def test_a_followed_ruling_needs_the_new_decision(floor_dir, tmp_path, request_file, capsys):
    assert record_as_supervisor(capsys, floor_dir, tmp_path, request_file, "--event", "12")[0] == 0
    status, _out, err = run(capsys, floor_dir, "log", "overrule", "1", *TD, "--reason", "x", *pins(tmp_path, "2222"))
    assert status == 2
    assert "--decision: is required" in err


def event_12(data_dir: Path) -> EventState:
    """Event #12 as the log has it, its rule 45 actions applied."""
    store = IncidentStore.open(data_dir / "floordesk.sqlite3", backup_every=None)
    try:
        uid = store.tournament.event_numbered(12)
        assert uid is not None
        return store.tournament.event(uid)
    finally:
        store.close()


def test_a_tournament_director_cancels_an_event(floor_dir, tmp_path, capsys):
    status, out, err = run(
        capsys, floor_dir, "log", "alter-event", "#12", *TD, "--reason", "venue flooded", "--cancel",
        *pins(tmp_path, "2222"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert json.loads(out)["status"] == "cancelled"
    assert event_12(floor_dir).status.value == "cancelled"
    assert event_12(floor_dir).actions[-1]["reason"] == "venue flooded"
    again = run(
        capsys, floor_dir, "log", "alter-event", "12", *TD, "--reason", "x", "--cancel", *pins(tmp_path, "2222")
    )
    assert again[0] == 2
    assert "was cancelled" in again[2]


def test_an_event_is_altered_by_name_with_its_structure(floor_dir, tmp_path, capsys):
    change = {"structure": {"levels": [{"small_blind": 100, "big_blind": 200, "minutes": 30}]}}
    status, out, err = run(
        capsys, floor_dir, "log", "alter-event", "no-limit hold'em", *TD, "--reason", "levels shortened",
        "--change", json.dumps(change), *pins(tmp_path, "2222"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert json.loads(out)["action"] == "alter"
    assert (event_12(floor_dir).structure, event_12(floor_dir).status.value) == (change["structure"], "scheduled")


@pytest.mark.parametrize(
    ("args", "pin", "message"),
    [
        (["12", "--by", "Sam Supervisor", "--reason", "x", "--cancel"], "4444", "may cancel or alter an event"),
        (["12", "--by", "Mia Manager", "--reason", "x", "--cancel"], "3333", "may cancel or alter an event"),
        (["13", *TD, "--reason", "x", "--cancel"], "2222", "no event #13"),
        (["Other", *TD, "--reason", "x", "--cancel"], "2222", "no event named 'Other'"),
        (["12", *TD, "--reason", "x", "--change", "{}"], "2222", "--change: must be a JSON object naming"),
        (["12", *TD, "--reason", "x", "--change", '{"colour": 1}'], "2222", "cannot be altered"),
        (["12", *TD, "--reason", " ", "--cancel"], "2222", "reason"),
    ],
)
def test_every_event_change_refusal_is_exit_2_one_line_and_writes_nothing(
    floor_dir, tmp_path, capsys, args, pin, message
):
    assert message in refused(capsys, floor_dir, tmp_path, pin, "alter-event", *args)


def test_penalty_and_penalty_hand_are_recorded_by_log_record(floor_dir, tmp_path, capsys):
    hand = {
        "game": "holdem",
        "penalty_window": {"first": 101, "last": 108},
        "hand_number": 103,
        "offender": {"position": "big_blind", "stack": 300},
        "forced_bets": {"small_blind": 200, "big_blind": 400, "ante": 50},
    }
    penalty = {"offence": "abuse", "penalty": {"type": "missed_hand", "hands": 2}, "given_during_hand_number": 9}
    for number, (verb, request) in enumerate([("penalty-hand", hand), ("penalty", penalty)], start=1):
        source = tmp_path / f"{verb}.json"
        source.write_text(json.dumps(request), encoding="utf-8")
        status, _out, err = run(
            capsys, floor_dir, "log", "record", verb, str(source), "--by", "Sam Supervisor", "--event", "12",
            *pins(tmp_path, "4444"),
        )  # fmt: skip
        assert (status, err) == (0, "")
        incident = shown(capsys, floor_dir, number)
        assert (incident["kind"], incident["rule"]) == (verb, 52)
    assert shown(capsys, floor_dir, 1)["decision"]["player_status_after_hand"] == "eliminated"


def test_a_penalty_recorded_at_the_windows_table_names_the_seated_player_and_his_penalty(tmp_path, capsys):
    from floordesk.core.demo import demo_event
    from floordesk.store.events import EventRepository
    from floordesk.store.live_link import LiveLink

    data = tmp_path / "data"
    made = make_floor(data / "floordesk.sqlite3")
    EventRepository(made.connection).save(demo_event())
    LiveLink(made.store).sync(demo_event(), made.td)  # the window registered its players
    made.store.close()
    source = tmp_path / "penalty.json"
    request = {
        "offence": "soft_play",
        "penalty": {"type": "missed_round", "rounds": 1},
        "players_at_table_when_given": 8,
    }
    source.write_text(json.dumps(request), encoding="utf-8")
    status, _out, err = run(
        capsys, data, "log", "record", "penalty", str(source), "--by", "Sam Supervisor", "--event", "1",
        "--table", "Table 1", "--seat", "2", *pins(tmp_path, "4444"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    incident = shown(capsys, data, 1)
    assert [p["name"] for p in incident["parties"]] == ["Ben Okafor"]
    [given] = incident["penalties"]
    assert (given["player"], given["penalty"], given["rounds"], given["hands"], given["state"]) == (
        "Ben Okafor",
        "missed_round",
        1,
        8,
        "pending",
    )


def test_a_ruling_at_a_cancelled_event_is_refused_as_in_the_window(floor_dir, tmp_path, request_file, capsys):
    """The drift issue 25 found: the window refused it, `log record` recorded it."""
    status, _out, err = run(
        capsys, floor_dir, "log", "alter-event", "#12", *TD, "--reason", "venue flooded", "--cancel",
        *pins(tmp_path, "2222"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    before = log_dump(floor_dir)
    status, out, err = record_as_supervisor(
        capsys, floor_dir, tmp_path, request_file, "--event", "#12", "--table", "Table 7"
    )
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        "floordesk: error: --event: No-Limit Hold'em was cancelled (rule 45): a ruling cannot be made for it any more"
    ]
    assert log_dump(floor_dir) == before
