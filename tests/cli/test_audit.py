"""`floordesk log audit-pack`, `log check-pack` and `log retention`: signed, recorded, proved without a log."""

from __future__ import annotations

import hashlib
import sqlite3
import zipfile
from pathlib import Path

import pytest

from .cli_helpers import log_dump, pin_file, records, run

pytestmark = pytest.mark.usefixtures("qapp")  # the pack's report is laid out with the one QApplication tests share

PERIOD = ("--from", "2009-05-31", "--to", "2009-06-03")
"""Around the test clock's day in any machine's time zone."""


def test_a_tds_pack_is_written_recorded_and_proved_without_the_log(
    floor_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = records(floor_dir)
    pack = tmp_path / "pack.zip"
    status, out, err = run(
        capsys, floor_dir, "log", "audit-pack", *PERIOD, str(pack), "--by", "Tom Director", "--pin-file",
        pin_file(tmp_path, "2222"),
    )  # fmt: skip
    assert (status, err) == (0, "")
    with zipfile.ZipFile(pack) as archive:
        digest = hashlib.sha256(archive.read("manifest.json")).hexdigest()
    assert digest in out
    assert records(floor_dir) == before + 1
    status, out, err = run(capsys, tmp_path / "no-log-here", "log", "check-pack", str(pack))
    assert (status, err) == (0, "")
    assert out.startswith("ok: the pack holds")
    assert not (tmp_path / "no-log-here").exists()


def test_a_changed_pack_is_refused_naming_the_file(
    floor_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = tmp_path / "pack.zip"
    pin = pin_file(tmp_path, "3333")
    assert (
        run(capsys, floor_dir, "log", "audit-pack", *PERIOD, str(pack), "--by", "Mia Manager", "--pin-file", pin)[0]
        == 0
    )
    with zipfile.ZipFile(pack) as archive:
        files = {name: archive.read(name) for name in archive.namelist()}
    altered = tmp_path / "altered.zip"
    with zipfile.ZipFile(altered, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data.replace(b"decided_by", b"decided_bx") if name == "incidents.csv" else data)
    status, out, _err = run(capsys, floor_dir, "log", "check-pack", str(altered))
    assert status == 1
    assert out.startswith("FAILED: the first file or record that does not match is incidents.csv")


def test_a_supervisor_is_refused_before_any_pin_and_nothing_is_written(
    floor_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = log_dump(floor_dir)
    status, _out, err = run(
        capsys, floor_dir, "log", "audit-pack", *PERIOD, str(tmp_path / "p.zip"), "--by", "Sam Supervisor"
    )
    assert status == 2
    assert err.count("\n") == 1
    assert "may make an auditor's pack" in err
    assert log_dump(floor_dir) == before
    assert not (tmp_path / "p.zip").exists()


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (("--from", "2009-06-03", "--to", "2009-06-01"), "--to: is not after --from"),
        ((*PERIOD, "--event", "99"), "--event: this log has no event"),
    ],
)
def test_a_bad_period_or_event_is_one_line_and_exit_2(
    floor_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: tuple[str, ...], words: str
) -> None:
    status, _out, err = run(
        capsys, floor_dir, "log", "audit-pack", *arguments, str(tmp_path / "p.zip"), "--by", "Tom Director",
        "--pin-file", pin_file(tmp_path, "2222"),
    )  # fmt: skip
    assert status == 2
    assert words in err
    assert len(err.strip().splitlines()) == 1


def test_what_is_not_a_pack_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = tmp_path / "notes.zip"
    text.write_text("hello")
    status, _out, err = run(capsys, tmp_path, "log", "check-pack", str(text))
    assert status == 2
    assert "is not a zip file" in err


def test_the_retention_period_is_shown_and_set_by_an_administrator_only(
    floor_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _err = run(capsys, floor_dir, "log", "retention")
    assert status == 0
    assert out.startswith("Retention period: 5 years (FloorDesk's default)")
    assert "never removes a record" in out
    refused = run(
        capsys, floor_dir, "log", "retention", "--set", "7", "--reason", "state rule", "--by", "Tom Director",
        "--pin-file", pin_file(tmp_path, "2222"),
    )  # fmt: skip
    assert refused[0] == 2
    status, out, _err = run(
        capsys, floor_dir, "log", "retention", "--set", "7", "--reason", "state rule", "--by", "Ada Admin",
        "--pin-file", pin_file(tmp_path, "1111"),
    )  # fmt: skip
    assert status == 0
    assert "7 years (set by Ada Admin (Administrator)" in out
    with sqlite3.connect(floor_dir / "floordesk.sqlite3") as connection:
        assert connection.execute("SELECT years, reason FROM retention_settings").fetchall() == [(7, "state rule")]
