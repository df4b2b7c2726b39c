"""`floordesk server use|show|init|set-aside`: the server kept without a password, forgotten with --none, and every
refusal one line with its exit status (on a real server: tests/store/server/test_server_cli.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.cli_helpers import run

DSN = "host=floor.example dbname=floordesk user=floordesk_writer"
DOWN = "host={folder} port=1 dbname=floor connect_timeout=2"


def test_no_server_is_shown_until_one_is_used_and_then_it_is(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    assert run(capsys, tmp_path, "server", "show") == (0, "no server: this laptop works alone\n", "")
    assert run(capsys, tmp_path, "server", "show", "--json") == (0, '{"dsn": null}\n', "")
    assert run(capsys, tmp_path, "server", "use", DSN) == (0, f"this laptop synchronises with {DSN}\n", "")
    assert run(capsys, tmp_path, "server", "show") == (0, f"{DSN}\n", "")
    assert json.loads(run(capsys, tmp_path, "server", "show", "--json")[1]) == {"dsn": DSN}


def test_none_forgets_the_server(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    run(capsys, tmp_path, "server", "use", DSN)
    assert run(capsys, tmp_path, "server", "use", "--none") == (0, "no server: this laptop works alone\n", "")
    assert run(capsys, tmp_path, "server", "show")[1] == "no server: this laptop works alone\n"
    assert run(capsys, tmp_path, "server", "use", "--none")[0] == 0  # forgetting twice is no error


@pytest.mark.parametrize("words", [(), (DSN, "--none")])
def test_use_takes_a_dsn_or_none_exactly_one(
    words: tuple[str, ...], capsys: pytest.CaptureFixture[str], tmp_path: Path
):
    run(capsys, tmp_path, "server", "use", DSN)
    with pytest.raises(SystemExit) as refused:
        run(capsys, tmp_path, "server", "use", *words)
    _out, err = capsys.readouterr()
    assert refused.value.code == 2
    assert err.count("\n") == 1
    assert run(capsys, tmp_path, "server", "show")[1] == f"{DSN}\n"  # what was kept stays


def test_a_damaged_setting_is_named_and_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    run(capsys, tmp_path, "server", "use", DSN)
    [setting] = (tmp_path / "config").glob("server.json")
    setting.write_text("[not the setting", encoding="utf-8")
    status, out, err = run(capsys, tmp_path, "server", "show")
    assert (status, out) == (2, "")
    assert "is not FloorDesk's server setting" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize("first", ["0", "-3", "two", "1.5", ""])
def test_set_aside_from_must_be_a_chain_position(first: str, capsys: pytest.CaptureFixture[str], tmp_path: Path):
    with pytest.raises(SystemExit) as refused:
        run(capsys, tmp_path, "server", "set-aside", DSN, "dev-1", "--from", first, "--reason", "planted rows")
    _out, err = capsys.readouterr()
    assert refused.value.code == 2
    assert f"must be a chain position (1, 2, ...), not {first!r}" in err


@pytest.mark.parametrize("missing", ["--from", "--reason"])
def test_set_aside_needs_a_first_position_and_a_reason(
    missing: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
):
    given = {"--from": "4", "--reason": "planted rows"}
    del given[missing]
    with pytest.raises(SystemExit) as refused:
        run(capsys, tmp_path, "server", "set-aside", DSN, "dev-1", *(w for pair in given.items() for w in pair))
    assert refused.value.code == 2
    assert missing in capsys.readouterr().err


@pytest.mark.parametrize(
    "verb",
    [("server", "init"), ("server", "set-aside", "{dsn}", "dev-1", "--from", "2", "--reason", "x"), ("log", "verify")],
)
def test_a_server_that_cannot_be_reached_is_one_line_and_exit_3(
    verb: tuple[str, ...], capsys: pytest.CaptureFixture[str], tmp_path: Path
):
    down = DOWN.format(folder=tmp_path)
    words = [down if word == "{dsn}" else word for word in verb]
    if "{dsn}" not in verb:
        words += ["--server", down] if verb[0] == "log" else [down]
    status, out, err = run(capsys, tmp_path, *words)
    assert (status, out) == (3, "")
    assert err.count("\n") == 1
    assert "is unreachable" in err


def test_a_server_verb_is_required(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    with pytest.raises(SystemExit) as refused:
        run(capsys, tmp_path, "server")
    assert refused.value.code == 2
    assert "VERB" in capsys.readouterr().err
