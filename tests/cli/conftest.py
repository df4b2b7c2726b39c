"""Fixtures the command-line tests share: a data folder with a staffed log, and a chip race request."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.core.test_ruling import RACE
from tests.store.conftest import make_floor


@pytest.fixture
def floor_dir(tmp_path: Path) -> Path:
    """A data folder whose log has staff of every role (PINs 1111 administrator, 2222 TD, 3333 manager,
    4444 supervisor) and event #12 "No-Limit Hold'em" with Table 7 (9 seats) and players P-101..P-103."""
    folder = tmp_path / "data"
    make_floor(folder / "floordesk.sqlite3").store.close()
    return folder


@pytest.fixture
def request_file(tmp_path: Path) -> str:
    path = tmp_path / "race.json"
    path.write_text(json.dumps(RACE), encoding="utf-8")
    return str(path)
