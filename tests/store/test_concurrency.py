"""Two FloorDesk processes on one file, and writers killed at random moments."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floordesk.store.log import IncidentStore

from .conftest import FAST_PINS, make_floor

ROOT = Path(__file__).resolve().parents[2]


def prepared_log(path: Path) -> str:
    floor = make_floor(path)
    setup = {
        "supervisor": floor.supervisor.staff_uid,
        "pin": "4444",
        "event": floor.event,
        "table": floor.table,
        "players": floor.players,
    }
    floor.store.close()
    return json.dumps(setup)


def writer(path: Path, setup: str, how_many: int, *, wait: bool = False, hold: bool = False) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.writer_process", str(path), setup, str(how_many)]
        + ["wait"] * wait
        + ["hold"] * hold,
        cwd=ROOT,
        stdin=subprocess.PIPE if wait or hold else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def acknowledged(output: str) -> dict[str, int]:
    """uid -> number of every write the writer reported as committed (whole lines only)."""
    complete = output[: output.rfind("\n") + 1]
    pairs = [line.split() for line in complete.splitlines() if line != "ready"]
    assert all(len(pair) == 2 for pair in pairs), output
    return {uid: int(number) for uid, number in pairs}


def check_log(path: Path, expected: dict[str, int]) -> list[int]:
    store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    try:
        assert store.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        result = store.verify()
        assert result.ok, result.problems
        held = dict(store.connection.execute("SELECT uid, number FROM incidents"))
        missing = {uid: n for uid, n in expected.items() if held.get(uid) != n}
        assert not missing, f"acknowledged writes lost: {missing}"
        return sorted(held.values())
    finally:
        store.close()


@pytest.mark.slow
def test_two_processes_writing_at_once_get_gapless_numbers(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    setup = prepared_log(path)
    writers = [writer(path, setup, 60, wait=True) for _ in range(2)]
    for process in writers:
        assert process.stdout is not None
        assert process.stdout.readline() == "ready\n"
    for process in writers:  # both start writing now
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.close()
    outputs = []
    for process in writers:
        with process:  # closes the pipes
            assert process.stdout is not None
            assert process.stderr is not None
            out, err = process.stdout.read(), process.stderr.read()
            assert process.wait(timeout=120) == 0, err
        outputs.append(acknowledged(out))
    assert len(outputs[0]) == len(outputs[1]) == 60
    numbers = check_log(path, outputs[0] | outputs[1])
    assert numbers == list(range(1, 121))
    # Both really wrote at once: neither got one block of numbers to itself.
    first = sorted(outputs[0].values())
    assert first not in (list(range(1, 61)), list(range(61, 121)))


@pytest.mark.slow
def test_a_writer_killed_at_random_moments_loses_no_acknowledged_write(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    setup = prepared_log(path)
    chooser = random.Random(44)
    expected: dict[str, int] = {}
    # Each writer's imports are done while the one before it runs: a kill a round, not a start-up.
    following = writer(path, setup, 0, hold=True)
    try:
        for _ in range(50):
            process, following = following, writer(path, setup, 0, hold=True)
            assert process.stdin is not None
            assert process.stdout is not None
            process.stdin.write("open\n")
            process.stdin.flush()
            ready = process.stdout.readline()
            assert ready == "ready\n", process.stderr.read() if process.stderr else ""
            # The kill lands while the writer is writing: after its first acknowledged write (how long that takes
            # depends on the machine's load, which once left 13 of 50 kills before any write), at a random moment.
            first = process.stdout.readline()
            time.sleep(chooser.uniform(0.0, 0.2))
            os.kill(process.pid, signal.SIGKILL)
            out, _err = process.communicate(timeout=30)
            assert process.returncode == -signal.SIGKILL
            written = acknowledged(first + out)
            assert written, "the writer was killed before writing"
            expected |= written
            numbers = check_log(path, expected)
            assert numbers == list(range(1, len(numbers) + 1))  # still gapless
    finally:
        following.kill()
        following.communicate()
    assert len(expected) > 100


def test_a_reader_sees_a_consistent_log_while_a_writer_holds_the_lock(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    prepared_log(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO event_state VALUES (99, '{}', 'now')")
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, busy_timeout=0.2)
    try:
        result = store.verify()
        assert result.ok  # WAL: reading never waits for a writer
        assert result.index_checked  # on a copy of the index: FTS5's check counts as a write
    finally:
        store.close()
        other.execute("ROLLBACK")
        other.close()
