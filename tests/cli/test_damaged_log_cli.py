"""Physically damaged logs: reported as damaged (exit 4), never as "ok", never with a traceback."""

from __future__ import annotations

import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from floordesk.cli import EXIT_DAMAGED, EXIT_DOES_NOT_VERIFY
from floordesk.cli.main import main
from floordesk.store.incidents import Party
from floordesk.store.records import RECORD_TYPES
from tests.store.conftest import make_floor

FILES = 60
INCIDENTS = 150


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with a log of 150 rulings (several pages of every table) and a good backup of it."""
    folder = tmp_path_factory.mktemp("pristine") / "data"
    floor = make_floor(folder / "floordesk.sqlite3")
    for number in range(INCIDENTS):
        floor.record(
            narrative=f"Ruling {number}: chip race at level {number % 30}.", parties=[Party(3, floor.players[0])]
        )
    floor.store.backup()
    floor.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    floor.store.close()
    return folder


def damaged_copy(pristine: Path, target: Path, seed: int) -> Path:
    shutil.copytree(pristine, target)
    log = target / "floordesk.sqlite3"
    size = log.stat().st_size
    chooser = random.Random(seed)
    with log.open("r+b") as file:
        for _ in range(3):
            file.seek(chooser.randrange(size))
            file.write(bytes([chooser.randrange(256)]))
    return log


def records(path: Path) -> list[tuple[object, ...]]:
    """Every record and chain entry, as bytes (derived tables are rebuilt from these, and are not judged).

    Signatures are left out: verify checks the one that ends each run of a chain (it vouches for the run); a
    damaged byte in one before it goes unseen (checking each costs a second per 3,000 records).
    """
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    connection.text_factory = bytes
    try:
        rows: list[tuple[object, ...]] = []
        rows += connection.execute(
            "SELECT device_id, seq, record_type, record_uid, prev_hash, hash FROM chain ORDER BY 1, 2"
        ).fetchall()
        for table in (record_type.table for record_type in RECORD_TYPES):
            rows += connection.execute(f"SELECT '{table}', * FROM {table} ORDER BY 2, 3").fetchall()
        return rows
    finally:
        connection.close()


def restorer(folder: Path) -> tuple[str, ...]:
    """The administrator who restores, signed in, and why."""
    pin = folder / "admin-pin"
    pin.write_text("1111\n", encoding="utf-8")
    return ("--by", "Ada Admin", "--pin-file", str(pin), "--reason", "the log was damaged")


def cli(capsys: pytest.CaptureFixture[str], data: Path, *args: str) -> tuple[int, str, str]:
    status = main(["--data-dir", str(data), "log", *args])  # a traceback here fails the test
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert err.count("\n") <= 1, err
    return status, out, err


def test_three_damaged_bytes_are_never_ok_and_never_a_traceback(
    pristine: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    original = records(pristine / "floordesk.sqlite3")
    damaged_seen = 0
    for seed in range(FILES):
        data = tmp_path / str(seed)
        log = damaged_copy(pristine, data, seed)
        status, out, _err = cli(capsys, data, "verify")
        assert status in (0, EXIT_DOES_NOT_VERIFY, EXIT_DAMAGED), (seed, out)
        if status == 0:  # only bytes nobody reads (free space) were hit: the log is whole
            assert out.startswith("ok: ")
            assert records(log) == original, seed
        else:
            assert not out.startswith("ok")
        damaged_seen += status == EXIT_DAMAGED
        verified = status
        status, out, err = cli(capsys, data, "list", "--event", "12", "--limit", "500")
        assert status in (0, EXIT_DOES_NOT_VERIFY, EXIT_DAMAGED), (seed, err)
        if status == 0 and verified == 0:
            assert len(out.splitlines()) == INCIDENTS, seed  # never short on a log that verifies
        status, _out, _err = cli(capsys, data, "export", str(tmp_path / f"{seed}.fdlog"))
        assert status in (0, EXIT_DOES_NOT_VERIFY, EXIT_DAMAGED), seed
        status, _out, _err = cli(capsys, data, "restore", "latest", *restorer(tmp_path))
        assert status == 0, seed  # the good backup replaces the damaged log (which is kept aside)
        status, out, _err = cli(capsys, data, "verify")
        assert (status, out[:3]) == (0, "ok:"), seed
    assert damaged_seen >= FILES // 3


def test_a_damaged_backup_is_refused_as_damaged(
    pristine: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    refused = 0
    for seed in range(20):
        data = tmp_path / str(seed)
        shutil.copytree(pristine, data)
        [backup] = (data / "backups").iterdir()
        copy = damaged_copy(data, tmp_path / f"copy-{seed}", seed)
        shutil.copy(copy, backup)
        status, _out, _err = cli(capsys, data, "restore", str(backup), *restorer(tmp_path))
        assert status in (0, EXIT_DAMAGED, EXIT_DOES_NOT_VERIFY, 2), seed
        refused += status != 0
    assert refused >= 5
