"""`floordesk sync`: sends without a sign-in, receives only with one, and refuses before anything moves when the
server, the log or the sign-in is wrong (more on a real server: tests/store/server/test_server_cli.py)."""

# ruff: noqa: F811 (the server fixtures, imported here by name, are the tests' parameters)
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.cli_helpers import log_dump, pin_file, run
from tests.store.server.conftest import Server, cluster, server  # noqa: F401  (the real PostgreSQL's fixtures)
from tests.store.server.helpers import approve, laptop

Capture = pytest.CaptureFixture[str]


def _rows_on(server: Server) -> int:
    with server.admin() as connection:
        row = connection.execute("SELECT count(*) FROM records").fetchone()
    assert row is not None
    return int(str(row[0]))


@pytest.fixture
def north_has_sent(server: Server, capsys: Capture, tmp_path: Path) -> int:
    """North sent its records (how many: the value); south approved north's key and has sent nothing."""
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    north.record()
    north.store.close()
    south.store.close()
    status, out, err = run(capsys, tmp_path / "north", "sync", "--server", server.dsn, "--json")
    assert (status, err) == (0, "")
    return int(json.loads(out)["sent"])


def test_without_a_sign_in_it_sends_and_says_receiving_needs_one(
    server: Server,
    north_has_sent: int,
    capsys: Capture,
    tmp_path: Path,
):
    before = _rows_on(server)
    status, out, err = run(capsys, tmp_path / "south", "sync", "--server", server.dsn)
    assert (status, err) == (0, "")
    sent, rest = out.splitlines()
    assert sent.startswith("sent ")
    assert ", received 0" in sent
    assert f"{north_has_sent} still to receive" in sent
    assert rest == "receiving needs a floor member signed in: give --by NAME"
    assert _rows_on(server) > before


def test_with_a_floor_member_signed_in_it_receives(
    server: Server,
    north_has_sent: int,
    capsys: Capture,
    tmp_path: Path,
):
    pin = pin_file(tmp_path, "4444")
    status, out, err = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", pin
    )
    assert (status, err) == (0, "")
    assert f"received {north_has_sent}" in out
    assert "give --by" not in out


def test_the_json_is_one_object_of_the_report(
    server: Server,
    north_has_sent: int,
    capsys: Capture,
    tmp_path: Path,
):
    status, out, _err = run(capsys, tmp_path / "south", "sync", "--server", server.dsn, "--json")
    assert status == 0
    [line] = out.splitlines()
    answer = json.loads(line)
    assert (answer["received"], answer["waiting_to_receive"], answer["refused"]) == (0, north_has_sent, [])


def test_a_wrong_pin_receives_nothing_sends_nothing_and_exits_2(
    server: Server,
    north_has_sent: int,
    capsys: Capture,
    tmp_path: Path,
):
    before, log = _rows_on(server), log_dump(tmp_path / "south")
    wrong = pin_file(tmp_path, "9999")
    status, out, err = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", wrong
    )
    assert (status, out) == (2, "")
    assert err.count("\n") == 1
    assert _rows_on(server) == before
    assert log_dump(tmp_path / "south") == log


def test_a_pin_file_without_by_is_refused_before_anything_moves(
    server: Server,
    capsys: Capture,
    tmp_path: Path,
):
    laptop(tmp_path, "north").store.close()
    status, out, err = run(capsys, tmp_path, "sync", "--server", server.dsn, "--pin-file", pin_file(tmp_path, "4444"))
    assert (status, out) == (2, "")
    assert "--pin-file: goes with --by NAME" in err
    assert _rows_on(server) == 0


def test_no_server_given_or_kept_is_exit_2_saying_how(capsys: Capture, tmp_path: Path):
    laptop(tmp_path, "north").store.close()
    status, out, err = run(capsys, tmp_path, "sync")
    assert (status, out) == (2, "")
    assert "no server is set: give --server DSN or keep one (`floordesk server use`)" in err


def test_without_a_log_nothing_is_made_and_exit_2(capsys: Capture, tmp_path: Path):
    status, out, err = run(capsys, tmp_path, "sync", "--server", "host=floor.example dbname=floordesk")
    assert (status, out) == (2, "")
    assert "there is no incident log at" in err
    assert not (tmp_path / "floordesk.sqlite3").exists()


def test_an_unreachable_server_is_exit_3_and_the_log_unchanged(capsys: Capture, tmp_path: Path):
    laptop(tmp_path, "north").store.close()
    log = log_dump(tmp_path)
    status, out, err = run(capsys, tmp_path, "sync", "--server", f"host={tmp_path} port=1 dbname=f connect_timeout=2")
    assert (status, out) == (3, "")
    assert "is unreachable" in err
    assert log_dump(tmp_path) == log


def test_with_nothing_to_receive_it_asks_for_no_sign_in(server: Server, capsys: Capture, tmp_path: Path):
    laptop(tmp_path, "north").store.close()
    status, out, _err = run(capsys, tmp_path, "sync", "--server", server.dsn)
    assert status == 0
    assert len(out.splitlines()) == 1
    assert "still to receive" not in out


def test_a_refusal_is_named_and_exits_1(server: Server, capsys: Capture, tmp_path: Path):
    laptop(tmp_path / "stranger", "stranger").store.close()
    laptop(tmp_path / "south", "south").store.close()
    assert run(capsys, tmp_path / "stranger", "sync", "--server", server.dsn)[0] == 0
    pin = pin_file(tmp_path, "4444")
    status, out, _err = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", pin
    )
    assert status == 1
    assert "refused: the records of device stranger are signed by a key this log has not approved" in out
