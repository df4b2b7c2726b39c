"""Shared helpers of the signed CLI verbs' tests: PIN files, running a verb, the log's content as text."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk.cli.main import main

SCRIPT = Path(sys.executable).with_name("floordesk")


def pin_file(folder: Path, pin: str, name: str | None = None) -> str:
    path = folder / (name or f"pin-{pin}")
    path.write_text(f"{pin}\n", encoding="utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], data_dir: Path, *args: str) -> tuple[int, str, str]:
    status = main(["--data-dir", str(data_dir), *args])
    out, err = capsys.readouterr()
    return status, out, err


def script(data_dir: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The installed `floordesk` console script, as a user runs it."""
    return subprocess.run(
        [str(SCRIPT), "--data-dir", str(data_dir), *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def log_dump(data_dir: Path) -> list[str]:
    """Every row of the data folder's log as SQL text (empty when there is no log): equal dumps, unchanged log.

    Wrong-PIN counts are left out: a refused PIN is counted (it slows the next guess), which changes no record.
    """
    path = data_dir / "floordesk.sqlite3"
    if not path.exists():
        return []
    connection = sqlite3.connect(path)
    try:
        return [line for line in connection.iterdump() if not line.startswith('INSERT INTO "pin_failures"')]
    finally:
        connection.close()


def records(data_dir: Path) -> int:
    connection = sqlite3.connect(data_dir / "floordesk.sqlite3")
    try:
        return int(connection.execute("SELECT count(*) FROM chain").fetchone()[0])
    finally:
        connection.close()
