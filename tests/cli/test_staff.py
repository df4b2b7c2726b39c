"""`floordesk staff add|list`: the first administrator unsigned, every later member signed by an administrator."""

from __future__ import annotations

import json
import os
import pty
import select
import signal
import subprocess
from pathlib import Path

import pytest

from tests.store.conftest import make_floor

from .cli_helpers import SCRIPT, log_dump, pin_file, records, run, script


@pytest.fixture
def floor_dir(tmp_path: Path) -> Path:
    """A data folder whose log has an administrator (PIN 1111), a TD (2222), a manager and a supervisor (4444)."""
    folder = tmp_path / "data"
    make_floor(folder / "floordesk.sqlite3").store.close()
    return folder


def staff_rows(capsys: pytest.CaptureFixture[str], data_dir: Path) -> list[dict[str, object]]:
    status, out, _err = run(capsys, data_dir, "staff", "list", "--json")
    assert status == 0
    rows: list[dict[str, object]] = json.loads(out)["staff"]
    return rows


def test_the_first_member_of_a_new_log_is_an_administrator_added_unsigned(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "new"
    status, out, err = run(
        capsys,
        data,
        "staff",
        "add",
        "Ada Admin",
        "--role",
        "administrator",
        "--new-pin-file",
        pin_file(tmp_path, "1111"),
    )
    assert (status, err) == (0, "")
    added = json.loads(out)
    assert (added["name"], added["role"]) == ("Ada Admin", "administrator")
    assert len(added["id"]) == 32
    [row] = staff_rows(capsys, data)
    assert row == {"id": added["id"], "name": "Ada Admin", "role": "administrator", "active": True, "has_pin": True}


def test_an_administrator_signs_each_later_addition(floor_dir: Path, tmp_path: Path, capsys) -> None:
    status, out, err = run(
        capsys,
        floor_dir,
        "staff",
        "add",
        "Zoe Floor",
        "--role",
        "tournament-director",
        "--new-pin-file",
        pin_file(tmp_path, "56789"),
        "--by",
        "ada admin",
        "--pin-file",
        pin_file(tmp_path, "1111"),
    )
    assert (status, err) == (0, "")
    assert json.loads(out)["role"] == "tournament-director"
    rows = {row["name"]: row for row in staff_rows(capsys, floor_dir)}
    assert rows["Zoe Floor"]["role"] == "tournament-director"
    # the new member signs in with the PIN from the file
    from floordesk.store.log import IncidentStore

    store = IncidentStore.open(floor_dir / "floordesk.sqlite3", backup_every=None)
    try:
        assert store.staff.sign_in(str(rows["Zoe Floor"]["id"]), "56789").name == "Zoe Floor"
    finally:
        store.close()


def test_staff_list_says_who_is_deactivated_or_has_no_pin_here(floor_dir: Path, capsys) -> None:
    from floordesk.store.log import IncidentStore
    from tests.store.conftest import FAST_PINS

    store = IncidentStore.open(floor_dir / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    admin = store.staff.sign_in(store.staff.find("Ada Admin")[0].uid, "1111")
    store.staff.deactivate(store.staff.find("Mia Manager")[0].uid, "left the company", admin)
    store.close()
    status, out, err = run(capsys, floor_dir, "staff", "list")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["Ada", "Admin", "administrator"]
    assert next(line for line in lines if "Mia Manager" in line).endswith("manager  (deactivated)")
    assert any(line.startswith("Tom Director") and "tournament-director" in line for line in lines)


def test_staff_list_of_a_new_data_folder_creates_the_log_and_says_how_to_start(tmp_path: Path, capsys) -> None:
    status, out, _err = run(capsys, tmp_path / "fresh", "staff", "list")
    assert status == 0
    assert out.startswith("no staff yet: add the first administrator with `floordesk staff add NAME")
    assert (tmp_path / "fresh" / "floordesk.sqlite3").exists()


REFUSALS_ON_A_NEW_LOG = [
    (["--role", "supervisor"], "floordesk: error: --role: the first member must be an administrator"),
    (
        ["--role", "administrator", "--by", "Ada", "--pin-file", "PIN"],
        "floordesk: error: --by: nobody can sign in to this log yet",
    ),
]


@pytest.mark.parametrize(("args", "message"), REFUSALS_ON_A_NEW_LOG)
def test_refusals_on_a_new_log(tmp_path: Path, capsys, args: list[str], message: str) -> None:
    data = tmp_path / "new"
    pin = pin_file(tmp_path, "1111")
    args = [pin if arg == "PIN" else arg for arg in args]
    status, out, err = run(capsys, data, "staff", "add", "Ada Admin", *args, "--new-pin-file", pin)
    assert (status, out) == (2, "")
    assert err.startswith(message)
    assert err.count("\n") == 1
    assert records(data) == 0


REFUSALS = [
    ([], "floordesk: error: --by: an administrator must sign the addition (--by NAME)"),
    (["--by", "Ada Admin", "--pin-file", "9999"], "floordesk: error: that is not Ada Admin's PIN"),
    (["--by", "Nobody", "--pin-file", "1111"], "floordesk: error: --by: there is no staff member named 'Nobody'"),
    (
        ["--by", "Tom Director", "--pin-file", "2222"],
        "floordesk: error: Tom Director is a Tournament Director: only an Administrator may manage staff",
    ),
    (
        ["--by", "Ada Admin", "--pin-file", "1111", "--name", "sam supervisor"],
        "floordesk: error: name: there is already a staff member named 'sam supervisor'",
    ),
    (["--by", "Ada Admin", "--pin-file", "1111", "--new-pin", "12"], "floordesk: error: pin: must be 4 to 12 digits"),
    (
        ["--by", "Ada Admin", "--pin-file", "missing"],
        "floordesk: error: cannot read the PIN file MISSING: No such file or directory",
    ),
]


@pytest.mark.parametrize(("args", "message"), REFUSALS)
def test_every_refusal_is_one_line_exit_2_and_writes_nothing(
    floor_dir: Path, tmp_path: Path, capsys, args: list[str], message: str
) -> None:
    name, new_pin = "Newton Newman", "5678"
    given: list[str] = []
    flags = iter(args)
    for flag in flags:
        value = next(flags)
        if flag == "--name":
            name = value
        elif flag == "--new-pin":
            new_pin = value
        elif flag == "--pin-file":
            given += [flag, str(tmp_path / "missing") if value == "missing" else pin_file(tmp_path, value)]
        else:
            given += [flag, value]
    before = log_dump(floor_dir)
    new_pin_file = pin_file(tmp_path, new_pin, "new-pin")
    status, out, err = run(
        capsys, floor_dir, "staff", "add", name, "--role", "supervisor", "--new-pin-file", new_pin_file, *given
    )
    assert (status, out) == (2, "")
    assert err.replace(str(tmp_path / "missing"), "MISSING").startswith(message)
    assert err.count("\n") == 1
    assert log_dump(floor_dir) == before


def test_a_role_floordesk_does_not_know_is_a_usage_error(floor_dir: Path, capsys) -> None:
    before = log_dump(floor_dir)
    with pytest.raises(SystemExit) as exited:
        run(capsys, floor_dir, "staff", "add", "Dan Dealer", "--role", "dealer", "--by", "Ada Admin")
    assert exited.value.code == 2
    assert capsys.readouterr().err == (
        "floordesk: error: argument --role: must be one of supervisor, manager, tournament-director, "
        "administrator, not 'dealer'\n"
    )
    assert log_dump(floor_dir) == before


def test_staff_add_end_to_end_through_the_console_script(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = script(
        data, "staff", "add", "Ada Admin", "--role", "administrator", "--new-pin-file", pin_file(tmp_path, "1111")
    )
    assert (first.returncode, first.stderr) == (0, "")
    second = script(
        data,
        "staff",
        "add",
        "Sam Supervisor",
        "--role",
        "supervisor",
        "--new-pin-file",
        pin_file(tmp_path, "4444"),
        "--by",
        "Ada Admin",
        "--pin-file",
        pin_file(tmp_path, "1111"),
    )
    assert (second.returncode, second.stderr) == (0, "")
    listed = script(data, "staff", "list", "--json")
    assert [(row["name"], row["role"]) for row in json.loads(listed.stdout)["staff"]] == [
        ("Ada Admin", "administrator"),
        ("Sam Supervisor", "supervisor"),
    ]
    wrong = script(
        data,
        "staff",
        "add",
        "Tom",
        "--role",
        "manager",
        "--new-pin-file",
        pin_file(tmp_path, "2222"),
        "--by",
        "Ada Admin",
        "--pin-file",
        pin_file(tmp_path, "4444"),
    )
    assert (wrong.returncode, wrong.stdout, wrong.stderr) == (2, "", "floordesk: error: that is not Ada Admin's PIN\n")


def _at_a_terminal(args: list[str], typed: list[str]) -> tuple[int, str]:
    """Run the console script with a terminal of its own, typing each of `typed` once a new prompt shows."""
    pid, terminal = pty.fork()
    if pid == 0:  # the child: its controlling terminal is the pty
        os.execv(str(SCRIPT), [str(SCRIPT), *args])
    seen = b""

    def read_more() -> bool:
        nonlocal seen
        ready, _w, _x = select.select([terminal], [], [], 30)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            raise AssertionError(f"no prompt within 30 s; the terminal showed {seen!r}")
        try:
            chunk = os.read(terminal, 1024)
        except OSError:  # the child has gone: the terminal is closed
            return False
        seen += chunk
        return bool(chunk)

    for line in typed:
        since = len(seen)
        # getpass flushes what was typed before its prompt: type only once the prompt is there
        while not seen[since:].rstrip().endswith(b":"):
            assert read_more(), f"the command ended before asking; it showed {seen!r}"
        os.write(terminal, line.encode() + b"\n")
    while read_more():
        pass
    _pid, status = os.waitpid(pid, 0)
    os.close(terminal)
    return os.waitstatus_to_exitcode(status), seen.decode()


def test_pins_typed_at_the_terminal_are_asked_twice_for_a_new_member_and_never_shown(tmp_path: Path) -> None:
    data = tmp_path / "data"
    args = ["--data-dir", str(data), "staff", "add", "Ada Admin", "--role", "administrator"]
    status, shown = _at_a_terminal(args, ["2468", "2468"])
    assert status == 0, shown
    assert "New PIN for Ada Admin:" in shown
    assert "The new PIN for Ada Admin again:" in shown
    assert "2468" not in shown  # not echoed
    status, shown = _at_a_terminal(["--data-dir", str(data), "staff", "list"], [])
    assert "Ada Admin" in shown
    status, shown = _at_a_terminal(
        ["--data-dir", str(data), "staff", "add", "Sam", "--role", "supervisor", "--by", "Ada Admin"],
        ["2468", "1357", "1358"],
    )
    assert status == 2
    assert "PIN for Ada Admin:" in shown
    assert "floordesk: error: the two PINs typed for Sam differ: nothing was changed" in shown
    assert records(data) == 3  # the device, its signing key and the administrator: nothing more


def test_without_a_terminal_a_pin_file_is_required(floor_dir: Path) -> None:
    before = log_dump(floor_dir)
    done = subprocess.run(
        [str(SCRIPT), "--data-dir", str(floor_dir), "staff", "add", "X Y", "--role", "supervisor", "--by", "Ada Admin"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        start_new_session=True,  # no controlling terminal, as under cron or a tournament system
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "floordesk: error: there is no terminal to ask for the PIN: give it in a file (--pin-file FILE)\n"
    )
    assert log_dump(floor_dir) == before


def test_staff_list_shows_an_administrator_the_wrong_pins_typed_on_this_laptop(
    floor_dir: Path, tmp_path: Path, capsys
) -> None:
    from floordesk.store.errors import NotAllowedError
    from floordesk.store.log import IncidentStore
    from tests.store.conftest import FAST_PINS

    store = IncidentStore.open(floor_dir / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    tom = store.staff.find("Tom Director")[0].uid
    for _ in range(2):
        with pytest.raises(NotAllowedError):
            store.staff.sign_in(tom, "9999")
    store.close()
    admin = ("--by", "Ada Admin", "--pin-file", pin_file(tmp_path, "1111"))

    status, out, err = run(capsys, floor_dir, "staff", "list", *admin)

    assert (status, err) == (0, "")
    assert "Wrong PINs on this laptop (floor-1):" in out
    [line] = [line for line in out.splitlines() if line.startswith("Tom Director") and "wrong PIN" in line]
    assert "2 wrong PINs in a row, 2 in all, the last at " in line
    status, out, _ = run(capsys, floor_dir, "staff", "list", "--json", *admin)
    [seen] = json.loads(out)["pin_failures"]
    assert (seen["name"], seen["in_a_row"], seen["total"], seen["laptop"]) == ("Tom Director", 2, 2, "floor-1")
    assert seen["last_utc"].endswith("Z")
    # Only an administrator sees them; without --by the list is as before.
    status, _, err = run(
        capsys, floor_dir, "staff", "list", "--by", "Tom Director", "--pin-file", pin_file(tmp_path, "2222")
    )
    assert status == 2
    assert "only an Administrator may manage staff" in err
    assert "pin_failures" not in run(capsys, floor_dir, "staff", "list", "--json")[1]
