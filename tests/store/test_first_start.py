"""Creating and migrating a log: safe against a second FloorDesk starting at once, and migration numbers that skip."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floordesk.store import database
from floordesk.store.database import connect, schema_version

from .conftest import FILES

ROOT = Path(__file__).resolve().parents[2]

OPENER = """
import sys, time
from pathlib import Path
from floordesk.store.log import IncidentStore
go = Path(sys.argv[2])
while not go.exists():
    time.sleep(0.001)
IncidentStore.open(Path(sys.argv[1])).close()
print("opened")
"""


def test_two_floordesks_creating_the_same_new_log_at_once_both_open_it(tmp_path: Path) -> None:
    for attempt in range(4):
        path = tmp_path / str(attempt) / "floordesk.sqlite3"
        go = tmp_path / f"go-{attempt}"
        openers = [
            subprocess.Popen(
                [sys.executable, "-c", OPENER, str(path), str(go)],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(3)
        ]
        time.sleep(0.6)  # all three are waiting for the signal (a late one only makes the race milder)
        go.touch()
        for opener in openers:
            out, err = opener.communicate(timeout=60)
            assert (opener.returncode, out, err) == (0, "opened\n", ""), f"attempt {attempt}"
        check = sqlite3.connect(path)
        try:
            assert check.execute("PRAGMA user_version").fetchone()[0] == schema_version()
            assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        finally:
            check.close()


def test_migration_numbers_may_skip_and_a_later_one_fills_the_gap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = dict(database._migration_files())
    assert 3 not in real  # another branch's number: this one's 4 must apply after 2 all the same
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", path)
    connect(path).close()
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == 4
        tables = {row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"device_keys", "device_approvals", "pin_failures"} <= tables
    # Once the missing number ships, a log still at 2 gets both, in order.
    third = tmp_path / "0003_third.sql"
    third.write_text("CREATE TABLE third (x INTEGER);\n")
    monkeypatch.setattr(database, "_migration_files", lambda: tuple(sorted({**real, 3: third}.items())))
    older = tmp_path / "older.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", older)
    connect(older).close()
    with sqlite3.connect(older) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == 4
        names = {row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"third", "device_keys"} <= names
