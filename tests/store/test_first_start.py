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
    newest = max(real)
    # Number 3 shipped later than 4 and 5 (they were made on separate branches): without it, a log still
    # at 2 takes the later ones all the same.
    gap = tuple(sorted((number, file) for number, file in real.items() if number != 3))
    monkeypatch.setattr(database, "_migration_files", lambda: gap)
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", path)
    connect(path).close()
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == newest
        tables = {row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"device_keys", "device_approvals", "pin_failures", "incident_facts"} <= tables
    assert "drafts" not in tables
    # Once the missing number ships, a log still at 2 gets every migration, in order.
    monkeypatch.setattr(database, "_migration_files", lambda: tuple(sorted(real.items())))
    older = tmp_path / "older.sqlite3"
    shutil.copy(FILES / "schema-v2.sqlite3", older)
    connect(older).close()
    with sqlite3.connect(older) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == newest
        names = {row[0] for row in check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"drafts", "device_keys", "incident_facts"} <= names
