"""The trust model's test vectors (`trust_vectors/`, see `make_vectors.py` there and `floordesk/store/TRUST_MODEL.md`):
`floordesk log verify --json` on a copy of each gives its verdict, names exactly its records and breaks in custody,
and leaves every byte of the copy's folder as it was."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from floordesk.cli.main import main

from .forgery import files_digest

VECTORS = Path(__file__).parent / "trust_vectors"


def _positions(entries: list[dict[str, object]]) -> set[tuple[object, object]]:
    return {(entry["device"], entry["position"]) for entry in entries}


@pytest.mark.parametrize("vector", sorted(VECTORS.glob("*.json")), ids=lambda path: path.stem)
def test_log_verify_agrees_with_each_vector_and_changes_no_byte(
    vector: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = json.loads(vector.read_text(encoding="utf-8"))
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(vector.with_suffix(".sqlite3"), folder / "floordesk.sqlite3")
    key = vector.with_suffix(".key")
    if key.exists():
        shutil.copy(key, folder / "floordesk-device.key")
    before = files_digest(folder)

    status = main(["--data-dir", str(folder), "log", "verify", "--json"])
    report = json.loads(capsys.readouterr().out)

    assert files_digest(folder) == before
    assert ("ok" if report["ok"] else "problem", status) == (expected["verdict"], 0 if report["ok"] else 1)
    named = {(problem["device_id"], problem["seq"]) for problem in report["problems"]}
    assert named == _positions(expected["named"]), expected["why"]
    if "custody" in expected:
        found = {(b["device_id"], b["seq"], b["kind"]) for b in report["custody"]}
        assert found == {(b["device"], b["position"], b["kind"]) for b in expected["custody"]}


def test_there_is_a_vector_of_each_verdict() -> None:
    verdicts = {json.loads(path.read_text(encoding="utf-8"))["verdict"] for path in VECTORS.glob("*.json")}
    assert verdicts == {"ok", "problem"}
