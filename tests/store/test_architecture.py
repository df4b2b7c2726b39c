"""The store's modules import each other without cycles, counting imports made inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

import floordesk.store

STORE = Path(floordesk.store.__file__).parent


def _runtime_imports(module: Path) -> set[str]:
    """The floordesk.store modules `module` imports anywhere (in functions too), but for type checking only."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    checking_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for statement in block.body
        for node in ast.walk(statement)
    }
    found = set()
    for node in ast.walk(tree):
        if id(node) in checking_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found |= {name.removeprefix("floordesk.store.") for name in names if name.startswith("floordesk.store.")}
    return found


def import_graph() -> dict[str, set[str]]:
    modules = {path.stem: path for path in STORE.glob("*.py") if path.stem != "__init__"}
    return {name: _runtime_imports(path) & set(modules) - {name} for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            found.append([*path[path.index(name) :], name])
            return
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*path, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    return found


def test_the_graph_sees_imports_inside_functions() -> None:
    assert "verify" in import_graph()["backups"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]


def test_the_store_has_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


def test_opening_a_log_loads_neither_exchange_nor_verify_nor_search(tmp_path: Path) -> None:
    """Issue 2's start-up: what only rarely used methods need is imported when they are first used."""
    import subprocess
    import sys

    program = (
        "import sys; from pathlib import Path; from floordesk.store.log import IncidentStore; "
        f"IncidentStore.open(Path({str(tmp_path / 'floordesk.sqlite3')!r})).close(); "
        "print(sorted(m for m in sys.modules if m.endswith(('store.exchange', 'store.verify', 'store.search', "
        "'store.admission', 'primitives.serialization'))))"
    )
    loaded = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
