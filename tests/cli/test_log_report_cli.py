"""`floordesk log report` (PDF without a window) and `floordesk log check` (a printout against the log)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floordesk.cli.main import main
from tests.reports.conftest import record_every_kind
from tests.store.conftest import make_floor

pytestmark = pytest.mark.usefixtures("qapp")  # the report verb lays out with the one QApplication tests share


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    floor = make_floor(folder / "floordesk.sqlite3")
    record_every_kind(floor)
    floor.store.close()
    return folder


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        status = main(list(args))
    except SystemExit as exit_:  # argparse's own refusals
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_an_incident_report_is_written_and_proves_itself(data_dir: Path, tmp_path: Path, capsys) -> None:
    pdf = tmp_path / "incident-1.pdf"
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "report", "1", "--pdf", str(pdf))
    assert (status, err) == (0, "")
    assert out == f"2 pages written to {pdf}\n"
    assert pdf.read_bytes().startswith(b"%PDF-")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "check", str(pdf))
    assert (status, out) == (0, "ok: incident #1 is in the log, unchanged since it was recorded\n")
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "check", str(pdf), "--json")
    code = json.loads(out)
    assert (status, code["holds"], code["number"]) == (0, True, 1)
    qr_text = f"floordesk:incident:{code['incident']}:{code['hash']}"
    assert run(capsys, "--data-dir", str(data_dir), "log", "check", qr_text)[0] == 0
    forged = f"floordesk:incident:{code['incident']}:{'0' * 64}"
    status, out, _err = run(capsys, "--data-dir", str(data_dir), "log", "check", forged)
    assert (status, out) == (1, "NOT PROVED: incident #1 is in the log with another hash: the report was altered\n")
    altered = tmp_path / "altered.pdf"
    altered.write_bytes(pdf.read_bytes().replace(code["hash"].encode(), code["hash"][::-1].encode()))
    assert run(capsys, "--data-dir", str(data_dir), "log", "check", str(altered))[0] == 1


def test_a_shift_report_by_period_and_event(data_dir: Path, tmp_path: Path, capsys) -> None:
    pdf = tmp_path / "shift.pdf"
    args = ["--data-dir", str(data_dir), "log", "report", "--since", "2009-06-01", "--until", "2009-06-02"]
    status, out, err = run(capsys, *args, "--event", "No-Limit Hold'em", "--pdf", str(pdf), "--paper", "letter")
    assert (status, err) == (0, "")
    assert out.endswith(f"written to {pdf}\n")
    status, _out, err = run(capsys, *args, "--event", "7", "--pdf", str(pdf))
    assert (status, err) == (2, "floordesk: error: event: this log has no event '7'\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["report", "1"], "the following arguments are required: --pdf"),
        (["report", "--pdf", "x.pdf"], "since: a shift report needs --since and --until (or give an incident)"),
        (["report", "1", "--since", "2009-06-01", "--pdf", "x.pdf"], "incident: give an incident or a period"),
        (["report", "99", "--pdf", "x.pdf"], "this log has no incident #99 recorded on this laptop"),
        (["report", "1", "--pdf", "no-such-folder/x.pdf"], "pdf: no-such-folder is not a folder"),
        (["report", "1", "--pdf", "x.pdf", "--paper", "a3"], "argument --paper: invalid choice: 'a3'"),
        (["check", "not-a-code"], "code: is neither a report code (floordesk:incident:ID:HASH) nor a PDF file"),
    ],
)
def test_bad_input_is_one_line(
    data_dir: Path, capsys, monkeypatch, tmp_path: Path, args: list[str], message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", *args)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1
    assert message in err
    assert not (tmp_path / "x.pdf").exists()


def test_a_pdf_that_is_no_report_is_bad_input(data_dir: Path, tmp_path: Path, capsys) -> None:
    other = tmp_path / "other.pdf"
    other.write_bytes(b"%PDF-1.4\n% just some PDF\n")
    status, _out, err = run(capsys, "--data-dir", str(data_dir), "log", "check", str(other))
    assert (status, err) == (2, f"floordesk: error: code: {other} holds no FloorDesk report code\n")


def test_a_report_named_as_a_folder_is_bad_input_and_leaves_no_half_file(
    data_dir: Path, tmp_path: Path, capsys
) -> None:
    folder = tmp_path / "reports"
    folder.mkdir()
    before = sorted(tmp_path.iterdir())
    status, out, err = run(capsys, "--data-dir", str(data_dir), "log", "report", "1", "--pdf", str(folder))
    assert (status, out) == (2, "")
    assert err == f"floordesk: error: pdf: {folder} is a folder; name a file to write the report to\n"
    assert sorted(tmp_path.iterdir()) == before  # no reports.partial beside it
