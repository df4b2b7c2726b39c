"""ALL SQL lives in the store: no module outside floordesk/store runs a statement on a connection itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "floordesk"
STATEMENT_CALLS = {"execute", "executemany", "executescript"}


def statements(path: Path) -> list[int]:
    """The lines where `path` calls .execute(), .executemany() or .executescript()."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in STATEMENT_CALLS
    ]


def _outside_the_store() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if path.relative_to(PACKAGE).parts[0] != "store")


@pytest.mark.parametrize("path", _outside_the_store(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_statement_is_run_outside_the_store(path: Path) -> None:
    assert statements(path) == [], f"{path.relative_to(PACKAGE)} runs SQL itself: give the store a function for it"


def test_the_guard_sees_each_way_of_running_sql(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f(c, store):\n    c.execute('SELECT 1')\n    store.connection.executemany('', [])\n"
        "    c.executescript('')\n    run('SELECT 1')\n"
    )
    assert statements(sample) == [2, 3, 4]
