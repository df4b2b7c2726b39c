"""A log on read-only media (a write-protected stick, a CD of last year's logs) is read, searched and verified."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from floordesk.cli.main import main
from floordesk.store.errors import ReadOnlyError
from floordesk.store.log import IncidentStore
from tests.store.conftest import make_floor


def _make_read_only(folder: Path) -> Iterator[None]:
    """The folder as read-only media: a read-only bind mount as root (who ignores file modes), else modes."""
    if os.geteuid() == 0:
        subprocess.run(["mount", "--bind", str(folder), str(folder)], check=True)
        try:
            subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)], check=True)
            yield
        finally:
            subprocess.run(["umount", str(folder)], check=True)
        return
    modes = {path: path.stat().st_mode for path in [folder, *folder.rglob("*")]}
    for path in modes:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        yield
    finally:
        for path, mode in modes.items():
            path.chmod(mode)


@pytest.fixture
def media(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "stick"
    floor = make_floor(folder / "floordesk.sqlite3")
    floor.record(narrative="Chip race at level 5 went to seat 3.")
    floor.store.close()  # the last connection leaves the log in WAL mode, its -wal and -shm files gone
    shutil.rmtree(folder / "backups", ignore_errors=True)
    for _ in _make_read_only(folder):
        yield folder


def test_the_store_reads_and_verifies_a_log_on_read_only_media(media: Path) -> None:
    with pytest.raises(ReadOnlyError):
        IncidentStore.open(media / "floordesk.sqlite3")
    store = IncidentStore.open(media / "floordesk.sqlite3", read_only=True)
    try:
        assert store.verify().ok
        assert store.damage() == []
        assert store.incidents.get("1").narrative.startswith("Chip race")
    finally:
        store.close()
    assert sorted(path.name for path in media.iterdir()) == ["floordesk-device.key", "floordesk.sqlite3"]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["list"], "#1 "),
        (["search", "race"], "#1 "),
        (["show", "1"], "Incident #1"),
        (["verify"], "ok: all "),
    ],
)
def test_reading_verbs_work_on_read_only_media(
    media: Path, capsys: pytest.CaptureFixture[str], args: list[str], expected: str
) -> None:
    status = main(["--data-dir", str(media), "log", *args])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    assert out.startswith(expected)


def test_writing_verbs_on_read_only_media_say_so(media: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--data-dir", str(media), "log", "backup"])
    _out, err = capsys.readouterr()
    assert status == 3
    assert "cannot be written" in err
    assert err.count("\n") == 1


def test_the_staff_list_works_on_read_only_media(media: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--data-dir", str(media), "staff", "list"])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    assert {"Ada Admin", "Sam Supervisor"} <= {line.split("  ")[0] for line in out.splitlines()}
