"""`floordesk log record VERB`: a scripted ruling computed, checked, signed and recorded; a refusal writes nothing."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.ruleset import LeftoverRounding, RuleSet
from floordesk.core.ruling import RulingKind, recommend, with_rule_set
from floordesk.store.events import EventRepository
from floordesk.store.log import IncidentStore
from tests.cli.test_chip_race_cli import EXAMPLE
from tests.core.test_ruling import RACE
from tests.store.conftest import FAST_PINS, make_floor

from .cli_helpers import log_dump, pin_file, run, script

SUPERVISOR = ["--by", "Sam Supervisor"]


def pins(tmp_path: Path, pin: str) -> list[str]:
    return ["--pin-file", pin_file(tmp_path, pin)]


def shown(capsys: pytest.CaptureFixture[str], data_dir: Path, number: int) -> dict[str, Any]:
    status, out, err = run(capsys, data_dir, "log", "show", str(number), "--json")
    assert (status, err) == (0, "")
    incident: dict[str, Any] = json.loads(out)
    return incident


def record_as_supervisor(
    capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path, source: str, *more: str
) -> tuple[int, str, str]:
    """`log record chip-race SOURCE`, signed by Sam Supervisor with his PIN from a file."""
    return run(capsys, data_dir, "log", "record", "chip-race", source, *SUPERVISOR, *pins(tmp_path, "4444"), *more)


def test_a_followed_ruling_is_recorded_and_shown_whole(floor_dir: Path, tmp_path: Path, request_file: str, capsys):
    status, out, err = record_as_supervisor(
        capsys,
        floor_dir,
        tmp_path,
        request_file,
        "--event",
        "#12",
        "--table",
        "table 7",
        "--seat",
        "5",
        "--witness",
        "Dealer Bob",
        "--witness",
        "Player Ann",
    )
    assert (status, err) == (0, "")
    assert out.count("\n") == 1
    printed = json.loads(out)
    assert set(printed) == {"incident", "id", "rule", "kind", "decision", "record_hash"}
    assert (printed["incident"], printed["rule"], printed["kind"], printed["decision"]) == (
        1,
        46,
        "chip-race",
        "follow",
    )
    incident = shown(capsys, floor_dir, 1)
    assert incident["uid"] == printed["id"]
    assert incident["record_hash"] == printed["record_hash"]
    with sqlite3.connect(floor_dir / "floordesk.sqlite3") as raw:
        chain = raw.execute("SELECT hash FROM chain WHERE record_uid = ?", (printed["id"],)).fetchone()[0]
    assert printed["record_hash"] == chain
    expected = recommend(RulingKind.CHIP_RACE, with_rule_set(RACE, RuleSet.wsop_2009()))
    assert incident["inputs"] == expected.request  # the request as computed, with every rule-set flag
    assert incident["recommended"] == expected.result
    assert (incident["decision"], incident["departs"], incident["departure_reason"]) == (expected.result, False, None)
    assert (incident["event"], incident["table"]) == ("#12 No-Limit Hold'em", "Table 7")
    assert incident["parties"] == [{"seat": 5, "player": None, "name": None}]
    assert incident["witnesses"] == ["Dealer Bob", "Player Ann"]
    assert incident["decided_by"] == "Sam Supervisor"
    assert incident["narrative"].endswith("The floor followed the recommendation.")


def test_a_departure_records_the_decided_outcome_and_the_reason(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    decided = {"rule": 46, "note": "race re-dealt"}
    status, out, err = record_as_supervisor(
        capsys,
        floor_dir,
        tmp_path,
        request_file,
        "--depart",
        "The dealer exposed a race card",
        "--decision",
        json.dumps(decided),
    )
    assert (status, err) == (0, "")
    assert json.loads(out)["decision"] == "depart"
    incident = shown(capsys, floor_dir, 1)
    assert incident["event"] == "#12 No-Limit Hold'em"  # the log's only event when none is named
    assert (incident["decision"], incident["departs"]) == (decided, True)
    assert incident["departure_reason"] == "The dealer exposed a race card"
    assert incident["table"] is None
    assert incident["parties"] == []


def test_a_registered_player_in_the_named_seat_is_the_party(floor_dir: Path, tmp_path: Path, capsys):
    request = json.loads(json.dumps(RACE))
    request["players"][1]["player"] = "ben okafor"  # seat 5, registered in event #12 as P-102
    path = tmp_path / "named.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    status, _out, err = run(
        capsys, floor_dir, "log", "record", "chip-race", str(path), *SUPERVISOR, *pins(tmp_path, "4444"),
        "--table", "Table 7", "--seat", "5",
    )  # fmt: skip
    assert (status, err) == (0, "")
    assert shown(capsys, floor_dir, 1)["parties"][0]["name"] == "Ben Okafor"


def test_an_event_and_a_table_named_for_the_first_time_are_created_then_reused(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    manager = ["--by", "Mia Manager", *pins(tmp_path, "3333")]
    where = ["--event", "Main Event", "--table", "Feature Table", "--seat", "10"]
    status, _out, err = run(capsys, floor_dir, "log", "record", "chip-race", request_file, *manager, *where)
    assert (status, err) == (0, "")
    first = shown(capsys, floor_dir, 1)
    assert (first["event"], first["table"]) == ("#13 Main Event", "Feature Table")  # the next free number
    again = ["--event", "main event", "--table", "FEATURE TABLE"]
    status, _out, err = run(
        capsys, floor_dir, "log", "record", "chip-race", request_file, *SUPERVISOR, *pins(tmp_path, "4444"), *again
    )
    assert (status, err) == (0, "")
    second = shown(capsys, floor_dir, 2)
    assert (second["event_uid"], second["table_uid"]) == (first["event_uid"], first["table_uid"])
    store = IncidentStore.open(floor_dir / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    try:
        event = store.tournament.event(first["event_uid"])
        assert (event.number, event.name, event.game, event.status.value) == (13, "Main Event", "not stated", "running")
        seats = store.connection.execute("SELECT seats_max FROM tables WHERE uid = ?", (first["table_uid"],))
        assert seats.fetchone()[0] == 10
        assert store.verify().ok
    finally:
        store.close()


def test_the_windows_event_gives_its_rule_set_name_game_and_seats(tmp_path: Path, capsys):
    data = tmp_path / "data"
    floor = make_floor(data / "floordesk.sqlite3")
    later_tda = replace(RuleSet.wsop_2009(), leftover_rounding=LeftoverRounding.ALWAYS_UP)
    EventRepository(floor.connection).save(replace(demo_event(), rules=later_tda))
    floor.store.close()
    request = {**EXAMPLE, "config": {"raced_out_chip_source": "introduced"}}  # a flag the request sets itself stays
    path = tmp_path / "race.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    td = ["--by", "Tom Director", *pins(tmp_path, "2222")]
    status, _out, err = run(
        capsys, data, "log", "record", "chip-race", str(path), *td, "--event", "1", "--table", "Table 1"
    )
    assert (status, err) == (0, "")
    incident = shown(capsys, data, 1)
    assert incident["event"] == "#1 Demo Event: No-Limit Hold'em"
    assert incident["inputs"]["config"] == {**later_tda.to_json(), "raced_out_chip_source": "introduced"}
    store = IncidentStore.open(data / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert store.tournament.event(incident["event_uid"]).game == "holdem"
        seats = store.connection.execute("SELECT seats_max FROM tables WHERE uid = ?", (incident["table_uid"],))
        assert seats.fetchone()[0] == 9
    finally:
        store.close()


def test_record_creates_the_log_when_the_data_folder_has_none(tmp_path: Path, request_file: str, capsys):
    data = tmp_path / "new"
    status, out, err = run(
        capsys, data, "log", "record", "chip-race", request_file, *SUPERVISOR, *pins(tmp_path, "4444")
    )
    assert (status, out) == (2, "")
    assert err == "floordesk: error: --event: is required: the log holds no events yet (give a name or #number)\n"
    assert (data / "floordesk.sqlite3").exists()


def bad_request(tmp_path: Path) -> str:
    path = tmp_path / "bad.json"
    path.write_text('{"denominations_in_play": [25, 100], "players": [], "denominations_removed": [25]}')
    return str(path)


def not_json(tmp_path: Path) -> str:
    path = tmp_path / "not.json"
    path.write_text('{"players": [')
    return str(path)


RULE_44 = "--depart: is required: the decision departs from the recommendation (rule 44)"
REFUSALS: list[tuple[str, list[str], str]] = [  # signed by the supervisor with his PIN unless --by is given
    ("wrong PIN", ["--by", "Sam Supervisor", "PIN:4445"], "that is not Sam Supervisor's PIN"),
    ("unknown staff", ["--by", "Nobody Here", "PIN:4444"], "--by: there is no staff member named 'Nobody Here'"),
    ("a role without the permission", ["--by", "Ada Admin", "PIN:1111"], "Ada Admin is an Administrator: only a "),
    ("a new event by a supervisor", ["--event", "Satellite"], "Sam Supervisor is a Supervisor: only an Administrator"),
    ("a departure without a reason", ["--decision", '{"rule": 46}'], RULE_44),
    ("an empty reason", ["--decision", '{"rule": 46}', "--depart", "  "], RULE_44),
    ("no decided outcome", ["--depart", "dealer error"], "--decision: a departure must state the outcome decided"),
    ("a decision not JSON", ["--depart", "x", "--decision", "{nope"], "--decision: malformed JSON at line 1"),
    ("a request not JSON", ["FILE:not_json"], "malformed JSON at line 1, column 14"),
    ("a request the rule refuses", ["FILE:bad_request"], "players: "),
    ("an unknown verb", ["VERB:chip-racing"], "unknown rule verb 'chip-racing' (known: "),
    ("a missing PIN file", ["--by", "Sam Supervisor", "--pin-file", "nowhere"], "cannot read the PIN file nowhere: "),
    (
        "a seat no table has, after a new event",
        ["--by", "Tom Director", "PIN:2222", "--event", "Main Event", "--table", "Final", "--seat", "11"],
        "parties[0].seat: must be a whole number from 1 to 10",
    ),
    (
        "a seat outside the table",
        ["--table", "Table 7", "--seat", "10"],
        "parties[0].seat: must be a seat of the table",
    ),
    ("an ambiguous event", ["--event", "Twin"], "--event: 2 events are named 'Twin' (#20, #21): give the number"),
]


@pytest.mark.parametrize(("case", "given", "message"), REFUSALS, ids=[case for case, _g, _m in REFUSALS])
def test_every_refusal_is_exit_2_one_line_and_the_log_is_unchanged(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys, case: str, given: list[str], message: str
):
    if "Twin" in given:
        twins(floor_dir)
    verb, source = "chip-race", request_file
    args = [] if "--by" in given else [*SUPERVISOR, *pins(tmp_path, "4444")]
    for item in given:
        if item.startswith("PIN:"):
            args += pins(tmp_path, item[4:])
        elif item.startswith("FILE:"):
            source = {"not_json": not_json, "bad_request": bad_request}[item[5:]](tmp_path)
        elif item.startswith("VERB:"):
            verb = item[5:]
        else:
            args.append(item)
    before = log_dump(floor_dir)
    status, out, err = run(capsys, floor_dir, "log", "record", verb, source, *args)
    assert (status, out) == (2, "")
    assert err.startswith(f"floordesk: error: {message}"), err
    if case != "a request the rule refuses":  # one line per problem of the request, as `rule VERB` prints
        assert err.count("\n") == 1, err
    assert log_dump(floor_dir) == before


def twins(data_dir: Path) -> None:
    from floordesk.store.tournament import EventDraft

    store = IncidentStore.open(data_dir / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    td = store.staff.sign_in(store.staff.find("Tom Director")[0].uid, "2222")
    for number in (20, 21):
        store.tournament.register_event(EventDraft(number, "Twin", "razz", "2009-06-03", [{"value": 25}]), td)
    store.close()


def test_a_deactivated_member_cannot_sign(floor_dir: Path, tmp_path: Path, request_file: str, capsys):
    store = IncidentStore.open(floor_dir / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    admin = store.staff.sign_in(store.staff.find("Ada Admin")[0].uid, "1111")
    store.staff.deactivate(store.staff.find("Sam Supervisor")[0].uid, "left", admin)
    store.close()
    before = log_dump(floor_dir)
    status, _out, err = run(
        capsys, floor_dir, "log", "record", "chip-race", request_file, *SUPERVISOR, *pins(tmp_path, "4444")
    )
    assert (status, err) == (2, "floordesk: error: Sam Supervisor is deactivated\n")
    assert log_dump(floor_dir) == before


def test_record_and_show_end_to_end_through_the_console_script(floor_dir: Path, tmp_path: Path) -> None:
    recorded = script(
        floor_dir, "log", "record", "chip-race", "-", *SUPERVISOR, *pins(tmp_path, "4444"), "--table", "Table 7",
        stdin=json.dumps(RACE),
    )  # fmt: skip
    assert (recorded.returncode, recorded.stderr) == (0, "")
    printed = json.loads(recorded.stdout)
    show = script(floor_dir, "log", "show", str(printed["incident"]), "--json")
    assert (show.returncode, show.stderr) == (0, "")
    incident = json.loads(show.stdout)
    assert (incident["uid"], incident["record_hash"]) == (printed["id"], printed["record_hash"])
    assert (incident["table"], incident["decided_by"]) == ("Table 7", "Sam Supervisor")
    refused = script(floor_dir, "log", "record", "chip-race", "-", *SUPERVISOR, *pins(tmp_path, "1234"), stdin="{}")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr.count("\n") >= 1
    wrong_pin = script(
        floor_dir, "log", "record", "chip-race", "-", *SUPERVISOR, *pins(tmp_path, "1234"), stdin=json.dumps(RACE)
    )
    assert (wrong_pin.returncode, wrong_pin.stderr) == (2, "floordesk: error: that is not Sam Supervisor's PIN\n")
    verify = script(floor_dir, "log", "verify")
    assert verify.returncode == 0


def test_a_penalty_takes_the_players_history_from_the_log_as_in_the_window(tmp_path: Path, capsys):
    """The drift issue 25 found: the window reads the offender's history from the log, `log record` took the
    request's. For a player the log knows, a request's other history is refused and a missing one is the log's."""
    from floordesk.store.live_link import LiveLink
    from tests.cli.test_button_clock_penalty_cli import PENALTY_EXAMPLE

    data = tmp_path / "data"
    floor = make_floor(data / "floordesk.sqlite3")
    EventRepository(floor.connection).save(demo_event())  # the window's event: Chen Wei at Table 1, seat 3
    LiveLink(floor.store).sync(demo_event(), floor.td)  # as the window does
    floor.store.close()
    first = {key: value for key, value in PENALTY_EXAMPLE.items() if key != "history"}
    path = tmp_path / "penalty.json"
    where = ["--event", "1", "--table", "Table 1", "--seat", "3", "--by", "Tom Director", *pins(tmp_path, "2222")]
    path.write_text(json.dumps(first), encoding="utf-8")
    assert run(capsys, data, "log", "record", "penalty", str(path), *where)[0] == 0
    assert shown(capsys, data, 1)["inputs"]["history"] == []
    path.write_text(json.dumps({**first, "history": []}), encoding="utf-8")
    status, out, err = run(capsys, data, "log", "record", "penalty", str(path), *where)
    assert (status, out) == (2, "")
    assert err == (
        "floordesk: error: history: the log holds his history in this event (1 earlier): leave it out of the request\n"
    )
    path.write_text(json.dumps(first), encoding="utf-8")
    assert run(capsys, data, "log", "record", "penalty", str(path), *where)[0] == 0
    assert shown(capsys, data, 2)["inputs"]["history"] == [
        {"offence": "card_exposed_with_action_pending", "penalty": {"type": "missed_round", "rounds": 1}}
    ]


def test_a_departure_against_the_last_three_rulings_needs_the_difference_named(
    floor_dir: Path, tmp_path: Path, request_file: str, capsys
):
    for _ in range(3):
        assert record_as_supervisor(capsys, floor_dir, tmp_path, request_file)[0] == 0
    depart = ("--depart", "The dealer exposed a race card", "--decision", json.dumps({"rule": 46, "note": "re-dealt"}))
    before = log_dump(floor_dir)

    status, out, err = record_as_supervisor(capsys, floor_dir, tmp_path, request_file, *depart)

    assert (status, out) == (2, "")
    assert "--difference: is required: the last 3 comparable rulings all followed the recommendation" in err
    assert log_dump(floor_dir) == before
    named = ("--difference", "a race card was exposed, as in none of them")
    status, out, err = record_as_supervisor(capsys, floor_dir, tmp_path, request_file, *depart, *named)
    assert (status, err) == (0, "")
    incident = shown(capsys, floor_dir, 4)
    earlier = [shown(capsys, floor_dir, number)["uid"] for number in (3, 2, 1)]
    assert incident["precedents"] == {
        "shown": earlier,
        "against": "followed",
        "difference": "a race card was exposed, as in none of them",
    }
