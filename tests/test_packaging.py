"""The wheel carries everything FloorDesk reads at run time: resources, migrations, rule texts."""

from __future__ import annotations

import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    uv = shutil.which("uv") or os.environ.get("UV")
    assert uv, "uv builds the wheel; it is the project's one prerequisite"
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([uv, "build", "--wheel", "--out-dir", str(out), str(ROOT)], check=True, capture_output=True)
    (built,) = out.glob("floordesk-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


@pytest.mark.slow
def test_resources_ship_inside_the_package(wheel_names: set[str]) -> None:
    shipped = {name for name in wheel_names if name.startswith("floordesk/resources/")}
    in_repository = {
        "floordesk/resources/" + path.relative_to(ROOT / "resources").as_posix()
        for path in (ROOT / "resources").rglob("*")
        if path.is_file()
    }
    assert in_repository <= shipped
    assert "floordesk/resources/styles/dark.qss" in shipped
    assert "floordesk/resources/rules/rule-46.txt" in shipped
    assert "floordesk/resources/translations/floordesk_de.qm" in shipped  # the window's and the CLI's languages
    assert "floordesk/resources/rules/de/rule-46.txt" in shipped  # FloorDesk's translations of the rules


@pytest.mark.slow
def test_migrations_and_the_console_script_ship(wheel: Path, wheel_names: set[str]) -> None:
    migrations = {path.name for path in (ROOT / "floordesk/store/migrations").glob("*.sql")}
    assert migrations
    assert {f"floordesk/store/migrations/{name}" for name in migrations} <= wheel_names
    (entry_points,) = [name for name in wheel_names if name.endswith(".dist-info/entry_points.txt")]
    with zipfile.ZipFile(wheel) as archive:
        assert "floordesk = floordesk.cli.main:main" in archive.read(entry_points).decode()
