"""`floordesk log`: list, search, show, verify, export, import, backup, restore; exit 2 on bad input."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from floordesk.cli.main import main
from floordesk.core.ruling import RulingKind
from floordesk.i18n import ENGLISH, SPEAKER
from floordesk.store.incidents import Party
from floordesk.store.log import IncidentStore
from floordesk.store.signing import DeviceKey
from tests.store.conftest import Floor, drop_guards, make_floor
from tests.store.test_attacks import lines_of, rechain, write_lines

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data folder whose log holds three rulings."""
    folder = tmp_path / "data"
    floor = make_floor(folder / "floordesk.sqlite3")
    fill(floor)
    floor.store.close()
    return folder


def fill(floor: Floor) -> None:
    floor.record(narrative="Chip race at level 5 went to seat 3.")
    floor.record(kind="clock", rule=49, narrative="Clock on seat 5.", parties=[Party(5, floor.players[1])])
    second = floor.store.incidents.get("2")
    floor.store.incidents.overrule(second.uid, {"hand": "live"}, "He acted in time", floor.td)
    floor.store.incidents.record(floor.draft(kind="penalty", rule=51, narrative="Card exposed."), floor.manager)


RESTORER = ("--by", "Ada Admin", "--reason", "a test")
"""Who restores, and why: a file refused is refused before any PIN is asked for."""


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_list_shows_newest_first(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "list")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == ["#3", "#2", "#1"]
    assert "2009-06-01 21:00" in lines[0]
    assert "rule 51 penalty" in lines[0]
    assert "by Mia Manager" in lines[0]
    assert "[overruled]" in lines[1]


@pytest.fixture
def in_german() -> Iterator[str]:
    """`--lang de`; `main` sets the process's language, so the next tests in this process are given English back."""
    yield "de"
    SPEAKER.use(ENGLISH)


def test_list_and_show_say_kinds_statuses_and_amendments_in_the_language_spoken(
    data_dir: Path, capsys: pytest.CaptureFixture[str], in_german: str
) -> None:
    status, out, err = run(capsys, "--lang", in_german, "--data-dir", str(data_dir), "log", "list")
    assert (status, err) == (0, "")
    newest, overruled, oldest = out.splitlines()
    assert "Regel 51 Strafe " in newest
    assert "Regel 49 Uhr " in overruled
    assert "[aufgehoben]" in overruled
    assert "Regel 46 Chip Race " in oldest
    status, out, err = run(capsys, "--lang", in_german, "--data-dir", str(data_dir), "log", "show", "2")
    assert (status, err) == (0, "")
    assert "Regel 49, Uhr; entschieden von Sam Supervisor" in out.splitlines()
    assert ": Aufhebung von Tom Director: He acted in time" in out


def test_what_is_typed_and_json_keep_the_kinds_and_statuses_as_recorded(
    data_dir: Path, capsys: pytest.CaptureFixture[str], in_german: str
) -> None:
    status, out, _err = run(capsys, "--lang", in_german, "--data-dir", str(data_dir), "log", "list", "--kind", "clock")
    assert status == 0
    assert [line.split()[0] for line in out.splitlines()] == ["#2"]
    status, out, _err = run(capsys, "--lang", in_german, "--data-dir", str(data_dir), "log", "list", "--json")
    rows = json.loads(out)["incidents"]
    assert [(row["kind"], row["status"]) for row in rows] == [
        ("penalty", "recorded"),
        ("clock", "overruled"),
        ("chip-race", "recorded"),
    ]
    with pytest.raises(SystemExit):
        main(["--lang", in_german, "log", "list", "--help"])
    kinds = ", ".join(kind.value for kind in RulingKind)
    assert f"Art der Entscheidung, so eingegeben wie protokolliert: {kinds}" in " ".join(
        capsys.readouterr().out.split()
    )


def test_list_as_json_pages_with_a_cursor(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "list", "--json", "--limit", "2")
    page = json.loads(out)
    assert status == 0
    assert [row["number"] for row in page["incidents"]] == [3, 2]
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "list", "--json", "--after", page["next"])
    assert [row["number"] for row in json.loads(out)["incidents"]] == [1]
    assert json.loads(out)["next"] is None


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (["--kind", "clock"], ["#2"]),
        (["--rule", "46"], ["#1"]),
        (["--player", "ben okafor"], ["#2"]),
        (["--player", "P-101"], ["#3", "#1"]),
        (["--staff", "Mia Manager"], ["#3"]),
        (["--event", "12"], ["#3", "#2", "#1"]),
        (["--event", "99"], []),
        (["--table", "table 7"], ["#3", "#2", "#1"]),
        (["--since", "2009-06-01", "--until", "2009-06-01"], ["#3", "#2", "#1"]),
        (["--since", "2009-06-02"], []),
        (["--until", "2009-05-31"], []),
    ],
)
def test_list_filters(
    data_dir: Path, capsys: pytest.CaptureFixture[str], filters: list[str], expected: list[str], monkeypatch
) -> None:
    monkeypatch.setenv("TZ", "America/Los_Angeles")  # dates on the command line are local dates
    import time

    time.tzset()
    try:
        status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "list", *filters)
    finally:
        monkeypatch.undo()
        time.tzset()
    assert status == 0
    assert [line.split()[0] for line in out.splitlines() if line.startswith("#")] == expected


def test_search_finds_words_and_names(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "search", "acted in time", "--json")
    assert status == 0
    assert [row["number"] for row in json.loads(out)["incidents"]] == [2]
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "search", "Okafor")
    assert out.startswith("#2 ")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "search", "zebra")
    assert (status, out) == (0, "no incidents\n")


def test_show_tells_the_whole_story(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "show", "2")
    assert status == 0
    assert out.splitlines()[0].startswith("Incident #2 of device floor-1 (id ")
    assert "Status: overruled by the Tournament Director" in out
    assert "Involved: seat 5, Ben Okafor" in out
    assert 'Decision: {"hand": "live"}' in out
    assert "overrule by Tom Director: He acted in time" in out
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "show", "#2", "--json")
    shown = json.loads(out)
    assert (shown["number"], shown["overruled"], shown["decision"]) == (2, True, {"hand": "live"})
    assert shown["amendments"][0]["kind"] == "overrule"


def test_verify_passes_then_names_a_tampered_record(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 0
    # 10 records set the log up (device, 4 staff, event, table, 3 players); 3 rulings and an overrule follow.
    assert out.startswith("ok: all 15 records verify (1 device chain)\nchain floor-1: 15 records, last 15 ")
    raw = sqlite3.connect(data_dir / "floordesk.sqlite3", isolation_level=None)
    drop_guards(raw)
    uid = raw.execute("SELECT uid FROM incidents WHERE number = 2").fetchone()[0]
    raw.execute("UPDATE incidents SET narrative = 'No clock was called.' WHERE number = 2")
    raw.close()
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 1
    assert out.splitlines()[0] == (
        f"FAILED: the first record that does not match is incident {uid} (position 13 in the chain of device "
        "floor-1): its content does not match its hash: it was changed after it was written"
    )
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify", "--json")
    report = json.loads(out)
    assert (status, report["ok"], report["first_problem"]["uid"]) == (1, False, uid)


def test_export_and_import_merge_two_laptops(data_dir: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "other"
    second = make_floor(other / "floordesk.sqlite3", label="floor-2")
    second.record(narrative="Remote ruling")
    second.store.close()
    export = tmp_path / "floor-2.fdlog"
    status, out, _err = run(capsys, "--data-dir", str(other), "log", "export", str(export))
    assert (status, out) == (0, f"exported 12 records (1 incident, 1 device) to {export}\n")
    signed = ["--by", "Ada Admin", "--pin-file", str(pin_file(tmp_path, "1111"))]
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)
    assert status == 2  # refused: the laptop's key is not approved here
    fingerprint = approve_through_the_cli(capsys, other, data_dir, signed)
    assert fingerprint in err  # the refusal named the key to compare
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed, "--json")
    report = json.loads(out)
    assert (status, report["added_total"], report["devices"]) == (0, 12, ["floor-2"])
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)
    assert (out, err) == ("nothing new: all 12 records were already in the log\n", "")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 0
    assert "chain floor-2: 12 records" in out
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "search", "remote")
    assert "floor-2" in out


def pin_file(folder: Path, pin: str) -> Path:
    file = folder / f"pin-{pin}"
    file.write_text(pin + "\n")
    return file


def approve_through_the_cli(capsys: pytest.CaptureFixture[str], there: Path, here: Path, signed: list[str]) -> str:
    """Read the other laptop's fingerprint (`log devices` there) and approve it here; returns it."""
    status, out, _err = run(capsys, "--data-dir", str(there), "log", "devices")
    assert status == 0
    fingerprint = out.splitlines()[0].removeprefix("this laptop's key: ")
    status, out, err = run(capsys, "--data-dir", str(here), "log", "approve", fingerprint, *signed)
    assert (status, err) == (0, "")
    assert out.startswith("approved: ")
    status, out, _err = run(capsys, "--data-dir", str(here), "log", "devices")
    assert any(fingerprint in line and "approved" in line for line in out.splitlines()[1:])
    return fingerprint


def test_import_and_approve_are_refused_to_the_wrong_pin_or_role(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = tmp_path / "x.fdlog"
    run(capsys, "--data-dir", str(data_dir), "log", "export", str(export))
    wrong = ["--by", "Ada Admin", "--pin-file", str(pin_file(tmp_path, "9999"))]
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *wrong)
    assert (status, err) == (2, "floordesk: error: that is not Ada Admin's PIN\n")
    sam = ["--by", "Sam Supervisor", "--pin-file", str(pin_file(tmp_path, "4444"))]
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "approve", "ab" * 16, *sam)
    assert status == 2
    assert "only an Administrator may approve another laptop's key" in err
    with pytest.raises(SystemExit) as usage:  # argparse: --by is required
        main(["--data-dir", str(data_dir), "log", "import", str(export)])
    assert usage.value.code == 2
    assert "--by" in capsys.readouterr().err


def test_two_laptops_number_one_are_told_apart_and_each_opens(data_dir: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "other"
    second = make_floor(other / "floordesk.sqlite3", label="floor-1")  # the same label, another laptop
    second.record(narrative="Remote ruling")
    second.store.close()
    export = tmp_path / "floor-2.fdlog"
    run(capsys, "--data-dir", str(other), "log", "export", str(export))
    signed = ["--by", "Ada Admin", "--pin-file", str(pin_file(tmp_path, "1111"))]
    approve_through_the_cli(capsys, other, data_dir, signed)
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)
    assert (status, err) == (0, "")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "list", "--rule", "46")
    ones = [line for line in out.splitlines() if line.startswith("#1 ")]
    assert status == 0
    assert len(ones) == 2
    devices = {line.split("(")[1].split(")")[0] for line in ones}
    ids = [line.split(" id ")[1].split()[0] for line in ones]
    assert len(devices) == 2
    assert len(set(ids)) == 2
    for line, short_id in zip(ones, ids, strict=True):
        status, shown, _err = run(capsys, "--data-dir", str(data_dir), "log", "show", short_id)
        narrative = "Remote ruling" if "Remote ruling" in line else "Chip race at level 5 went to seat 3."
        assert status == 0
        assert shown.splitlines()[0].startswith("Incident #1 of device floor-1 (id " + short_id)
        assert f"Narrative: {narrative}" in shown


def test_a_date_range_export_moves_just_that_range(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "show", "2", "--json")
    since = json.loads(out)["recorded_local"]
    target = tmp_path / "range.fdlog"
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "export", str(target), "--since", since)
    assert status == 0
    assert "(2 incidents, 1 device)" in out
    fresh = tmp_path / "fresh"
    IncidentStore.open(fresh / "floordesk.sqlite3").close()
    first = IncidentStore.open(fresh / "floordesk.sqlite3")
    first.staff.create_first_administrator("Ida Importer", "1212")
    first.close()
    signed = ["--by", "Ida Importer", "--pin-file", str(pin_file(tmp_path, "1212"))]
    approve_through_the_cli(capsys, data_dir, fresh, signed)
    status, out, _err = run(capsys, "--data-dir", str(fresh), "log", "import", str(target), *signed)
    assert status == 0
    status, out, _err = run(capsys, "--data-dir", str(fresh), "log", "list")
    assert [line.split()[0] for line in out.splitlines()] == ["#3", "#2"]
    status, out, _err = run(capsys, "--data-dir", str(fresh), "log", "verify")
    assert status == 0


def test_backup_list_and_restore_latest(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "backup")
    assert status == 0
    backup = Path(out.strip().removeprefix("backup written to "))
    assert backup.is_file()
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "backup", "--list", "--json")
    assert [b["path"] for b in json.loads(out)["backups"]] == [str(backup)]
    pin = data_dir.parent / "pin"
    pin.write_text("1111\n", encoding="utf-8")
    signed = ("--by", "Ada Admin", "--pin-file", str(pin), "--reason", "checking the backups")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "restore", "latest", *signed)
    assert status == 0
    # The backup's 15 records and the restore's own.
    assert out.startswith(f"restored {backup} (16 records, 3 incidents); the log as it was is kept as ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["log"], "the following arguments are required: VERB"),
        (["log", "fly"], "argument VERB: invalid choice: 'fly'"),
        (["log", "list", "--since", "yesterday"], "argument --since: must be a date (YYYY-MM-DD)"),
        (["log", "list", "--limit", "0"], "argument --limit: must be a whole number >= 1, not '0'"),
        (["log", "list", "--limit", "501"], "limit: must be a whole number from 1 to 500"),
        (["log", "list", "--after", "garbage"], "after: is not a cursor of a listing"),
        (["log", "show", "42"], "this log has no incident #42 recorded on this laptop"),
        (["log", "show", "the one with Ana"], "incident: must be an incident number or id"),
        (
            ["log", "import", "missing.fdlog", "--by", "Ada Admin", "--pin-file", "/no/such/pin"],
            "cannot read the PIN file /no/such/pin: No such file or directory",
        ),
        (["log", "restore", "nothing.sqlite3", *RESTORER], "there is no backup file nothing.sqlite3"),
        (["log", "search", '"*"'], "text: must contain a word to search for"),
        (["log", "export", "/no/such/folder/x.fdlog"], "file: the folder /no/such/folder does not exist"),
    ],
)
def test_bad_input_is_one_line_and_no_traceback(
    data_dir: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert one_line_error(capsys, data_dir, args, message) in (2, 3)


def one_line_error(capsys: pytest.CaptureFixture[str], data_dir: Path, args: list[str], message: str) -> object:
    """The exit status of a command that must fail with one line naming `message` (and no traceback)."""
    try:
        status: object = main(["--data-dir", str(data_dir), *args])
    except SystemExit as stop:
        status = stop.code  # argparse usage errors leave through SystemExit(2)
    _out, err = capsys.readouterr()
    assert err.count("\n") == 1, err
    assert err.startswith("floordesk: error: ")
    assert message in err
    assert "Traceback" not in err
    return status


HUGE = "99999999999999999999"  # more than SQLite's 64-bit whole numbers hold


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["log", "list", "--rule", HUGE], "argument --rule: must be a whole number from 1 to 9223372036854775807"),
        (["log", "list", "--event", HUGE], "argument --event: must be a whole number from 1 to 9223372036854775807"),
        (["log", "list", "--after", f"t2009-06-02T04:00:01.000000Z~{HUGE}"], "after: is not a cursor of a listing"),
        (["log", "search", "x", "--after", f"s{HUGE}"], "after: is not a cursor of a search"),
        (["log", "list", "--until", "9999-12-31"], "argument --until: must be from 1900-01-01 to 9999-12-30"),
        (["log", "list", "--until", "9999-12-31T23:00-05:00"], "argument --until: must be from 1900-01-01"),
        (["log", "export", "x.fdlog", "--until", "9999-12-31T23:00-05:00"], "argument --until: must be from"),
        (["log", "list", "--since", "0999-06-01"], "argument --since: must be from 1900-01-01 to 9999-12-30"),
        (["log", "list", "--table", "\udcff"], "argument --table: must be UTF-8 text"),
        (["log", "list", "--player", "\udcff"], "argument --player: must be UTF-8 text"),
        (["log", "list", "--staff", "\udcff"], "argument --staff: must be UTF-8 text"),
        (["log", "list", "--kind", "\udcff"], "argument --kind: must be UTF-8 text"),
        (["log", "search", "\udcffx"], "argument text: must be UTF-8 text"),
    ],
)
def test_input_the_log_cannot_hold_is_bad_input(
    data_dir: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert one_line_error(capsys, data_dir, args, message) == 2


@pytest.mark.parametrize(
    "args", [["show", "1"], ["list", "--event", "12"], ["list", "--staff", "Mia"], ["list", "--player", "Ana"]]
)
def test_reading_a_damaged_log_is_exit_4(data_dir: Path, capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    pages = sqlite3.connect(data_dir / "floordesk.sqlite3")
    damaged = "SELECT rootpage FROM sqlite_master WHERE name IN ('events', 'staff', 'players')"
    roots = [row[0] for row in pages.execute(damaged)]
    size = pages.execute("PRAGMA page_size").fetchone()[0]
    pages.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    pages.close()
    with (data_dir / "floordesk.sqlite3").open("r+b") as file:
        for root in roots:
            file.seek((root - 1) * size)
            file.write(b"\xff" * size)
    assert one_line_error(capsys, data_dir, ["log", *args], "is damaged") == 4


def test_an_incident_naming_a_missing_record_is_exit_4(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    raw = sqlite3.connect(data_dir / "floordesk.sqlite3", isolation_level=None)
    drop_guards(raw)
    raw.execute("DELETE FROM events")
    raw.close()
    status = one_line_error(capsys, data_dir, ["log", "show", "1"], "names an event or a staff member that is not")
    assert status == 4


def test_the_log_is_not_its_own_backup(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = data_dir / "floordesk.sqlite3"
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "restore", str(log), *RESTORER)
    assert (status, err) == (2, f"floordesk: error: {log} is the log itself, not a backup of it\n")


def test_no_log_yet_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--data-dir", str(tmp_path / "empty"), "log", "list")
    assert (status, out) == (2, "")
    assert err == f"floordesk: error: there is no incident log at {tmp_path / 'empty' / 'floordesk.sqlite3'} yet\n"
    assert not (tmp_path / "empty").exists()


def test_a_damaged_log_is_exit_4_with_advice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "floordesk.sqlite3").write_bytes(b"garbage" * 1000)
    status, _out, err = run(capsys, "--data-dir", str(folder), "log", "verify")
    assert status == 4
    assert err.count("\n") == 1
    assert "is damaged or is not a FloorDesk log" in err
    assert "floordesk log restore latest" in err


def floordesk(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "floordesk", *args], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.slow
def test_end_to_end_verify_through_the_real_command(data_dir: Path) -> None:
    done = floordesk("--data-dir", str(data_dir), "log", "verify")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("ok: all 15 records verify (1 device chain)")
    bad = floordesk("--data-dir", str(data_dir), "log", "show", "nope")
    assert bad.returncode == 2
    assert (
        bad.stderr == "floordesk: error: incident: must be an incident number or id (at least 8 hexadecimal digits)\n"
    )


@pytest.mark.slow
def test_the_log_command_never_imports_qt(data_dir: Path) -> None:
    code = (
        "import sys\n"
        "from floordesk.cli.main import main\n"
        f"status = main(['--data-dir', {str(data_dir)!r}, 'log', 'verify'])\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'floordesk.gui')))\n"
        "print(status, qt)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.splitlines()[-1] == "0 []"


def test_revoke_keeps_a_laptops_records_and_refuses_new_ones(data_dir: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "other"
    second = make_floor(other / "floordesk.sqlite3", label="floor-2")
    second.record(narrative="Remote ruling")
    export = tmp_path / "floor-2.fdlog"
    second.store.export(export)
    signed = ["--by", "Ada Admin", "--pin-file", str(pin_file(tmp_path, "1111"))]
    fingerprint = approve_through_the_cli(capsys, other, data_dir, signed)
    assert run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)[0] == 0
    revoke = ["--data-dir", str(data_dir), "log", "revoke", fingerprint]
    with pytest.raises(SystemExit) as usage:  # argparse: --reason is required
        main([*revoke, *signed])
    assert usage.value.code == 2
    assert "--reason" in capsys.readouterr().err
    status, out, err = run(capsys, *revoke, "--reason", "stolen", *signed)
    assert (status, err) == (0, "")
    assert out.startswith("revoked: ")
    status, out, err = run(capsys, *revoke, "--reason", "stolen", *signed)
    assert (status, out.split(":")[0]) == (0, "already revoked")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "devices")
    assert any(fingerprint in line and "approval revoked" in line and "stolen" in line for line in out.splitlines())
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 0
    assert "its records came from a device whose approval was revoked" in out
    second.record(narrative="After the theft")
    second.store.export(export)
    second.store.close()
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)
    assert status == 2
    assert "approval was revoked" in err
    assert "stolen" in err
    assert len(err.splitlines()) == 1
    status, _out, err = run(capsys, *revoke[:-1], "not-a-fingerprint", "--reason", "x", *signed)
    assert (status, len(err.splitlines())) == (2, 1)
    assert "fingerprint" in err


def test_witness_records_a_printed_reports_code_once_and_refuses_a_wrong_one(
    data_dir: Path, tmp_path: Path, capsys
) -> None:
    raw = sqlite3.connect(data_dir / "floordesk.sqlite3")
    uid, digest = raw.execute(
        "SELECT c.record_uid, c.hash FROM chain c JOIN incidents i ON i.uid = c.record_uid WHERE i.number = 2"
    ).fetchone()
    raw.close()
    code = f"floordesk:incident:{uid}:{digest}"
    sam = ["--by", "Sam Supervisor", "--pin-file", str(pin_file(tmp_path, "4444"))]
    witness = ["--data-dir", str(data_dir), "log", "witness"]
    status, out, err = run(capsys, *witness, code, *sam)
    assert (status, err) == (0, "")
    assert out.startswith("witnessed: incident #2 is in the log, unchanged")
    status, out, err = run(capsys, *witness, code, *sam, "--json")
    assert (status, json.loads(out)["witnessed"]) == (0, False)
    forged = code[:-4] + ("0000" if not code.endswith("0000") else "1111")
    status, out, err = run(capsys, *witness, forged, *sam)
    assert status == 1
    assert out.startswith("NOT WITNESSED: incident #2 is in the log with another hash")
    status, out, err = run(capsys, *witness, "floordesk:incident:nonsense", *sam)
    assert (status, out, len(err.splitlines())) == (2, "", 1)
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 0


def test_a_damaged_search_index_is_exit_4_until_reindex_makes_it_again(data_dir: Path, capsys) -> None:
    raw = sqlite3.connect(data_dir / "floordesk.sqlite3", isolation_level=None)
    raw.execute("UPDATE search_index_data SET block = x'00ff00' WHERE id = (SELECT max(id) FROM search_index_data)")
    raw.close()
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 4
    assert out.startswith("DAMAGED: the full-text index is damaged or out of step with the log")
    assert "`floordesk log reindex`" in out.splitlines()[0]
    assert out.splitlines()[1].startswith("ok: all 15 records verify")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify", "--json")
    assert (status, json.loads(out)["damaged"]) == (4, True)
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "reindex")
    assert (status, err) == (0, "")
    assert out == "rebuilt the listings and the full-text index of 3 incidents from the records\n"
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "verify")
    assert status == 0
    assert out.startswith("ok: all 15 records verify")


TOO_LONG = "x" * 300 + ".fdlog"  # longer than a file name may be


@pytest.mark.parametrize(
    "args",
    [
        ["log", "export", TOO_LONG],
        ["log", "restore", TOO_LONG, *RESTORER],
        ["log", "check", TOO_LONG],
        ["log", "report", "1", "--pdf", TOO_LONG],
    ],
)
def test_a_file_name_the_system_refuses_is_bad_input(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch, args: list[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    before = sorted(tmp_path.iterdir())
    assert one_line_error(capsys, data_dir, args, f"{TOO_LONG[:40]}") == 2
    assert sorted(tmp_path.iterdir()) == before


@pytest.mark.parametrize("verb", [["export"], ["report", "1", "--pdf"]])
def test_a_device_or_a_pipe_is_never_replaced_by_an_export_or_a_report(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], verb: list[str]
) -> None:
    """Writing goes to a file beside the target, renamed over it: over a pipe (or a device) it would replace it."""
    import os
    import stat

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    status = one_line_error(capsys, data_dir, ["log", *verb, str(pipe)], f"{pipe} is not a regular file")
    assert status == 2
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["data", "pipe"]


@pytest.mark.parametrize(
    "args",
    [
        ["log", "list"],
        ["log", "search", "chip"],
        ["log", "export", "x.fdlog"],
        ["log", "report", "--pdf", "x.pdf"],
    ],
)
def test_a_period_that_ends_before_it_starts_is_bad_input(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch, args: list[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    period = ["--since", "2009-06-03", "--until", "2009-06-01"]
    assert one_line_error(capsys, data_dir, [*args, *period], "--until: is not after --since") == 2
    assert not (tmp_path / "x.fdlog").exists()


def test_a_record_nested_100000_deep_is_a_one_line_refusal_of_the_import(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other"
    second = make_floor(other / "floordesk.sqlite3", label="floor-2")
    second.record(narrative="Remote ruling")
    device = str(second.store.journal.device_id())
    second.store.close()
    export = tmp_path / "deep.fdlog"
    assert run(capsys, "--data-dir", str(other), "log", "export", str(export))[0] == 0
    lines = lines_of(export)
    (incident,) = [line for line in lines[1:-1] if line.get("type") == "incident"]
    incident["fields"]["parties"] = "[" * 100_000 + "]" * 100_000
    write_lines(export, rechain(lines, device, DeviceKey.beside(other / "floordesk.sqlite3")))
    signed = ["--by", "Ada Admin", "--pin-file", str(pin_file(tmp_path, "1111"))]
    approve_through_the_cli(capsys, other, data_dir, signed)
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "import", str(export), *signed)
    assert (status, out, err.count("\n")) == (2, "", 1)
    assert "nested too deeply" in err
