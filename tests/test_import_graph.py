"""The house has no import circle: between FloorDesk's modules, nor between its folders.

Every import counts: at the top of a module, inside a function (imported late for start-up time, it
still ties the two modules together) and under `if TYPE_CHECKING:` (a circle a type checker needs is
a circle in the design). A folder is a package; two folders where neither holds the other (the
store and the GUI, the wizards and the table view) must not import each other, however indirectly.
A folder may use what its parent folder holds beside it, and the parent compose its subfolders.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "floordesk"


def module_name(path: Path, package_dir: Path = PACKAGE) -> str:
    parts = path.relative_to(package_dir.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, name: str, is_package: bool) -> Iterator[str]:
    """Every module name `path` imports, anywhere in it, relative imports resolved; for `from A import b`
    both `A.b` and `A` (the caller keeps whichever is a module)."""
    package = name if is_package else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                yield f"{source}.{alias.name}"
                yield source


def import_graph(package_dir: Path = PACKAGE) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (itself left out)."""
    paths = {module_name(path, package_dir): path for path in sorted(package_dir.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        targets = set()
        for imported in imported_names(path, name, path.name == "__init__.py"):
            if imported in paths:
                targets.add(imported)
        # `from a.b import c` where c is a module names a.b too: keep the module, drop its package
        graph[name] = {t for t in targets if not any(o.startswith(t + ".") and o in targets for o in targets)}
        graph[name] -= {name}
    return graph


def folder_graph(graph: Mapping[str, set[str]], packages: set[str]) -> dict[str, set[str]]:
    """Folder -> the folders its modules import, leaving out a folder's own parents and subfolders."""

    def folder(module: str) -> str:
        return module if module in packages else module.rpartition(".")[0]

    def nested(a: str, b: str) -> bool:
        return a == b or a.startswith(b + ".") or b.startswith(a + ".")

    folders: dict[str, set[str]] = {folder(module): set() for module in graph}
    for module, targets in graph.items():
        folders[folder(module)] |= {folder(t) for t in targets if not nested(folder(module), folder(t))}
    return folders


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan's), each sorted: every import circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = [stack.pop()]
            while group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _packages(package_dir: Path = PACKAGE) -> set[str]:
    return {module_name(path, package_dir) for path in package_dir.rglob("__init__.py")}


@functools.cache
def _floordesk_graph() -> dict[str, set[str]]:
    return import_graph()


def test_no_two_modules_import_each_other_however_indirectly() -> None:
    assert circles(_floordesk_graph()) == []


def test_no_two_folders_import_each_other_however_indirectly() -> None:
    assert circles(folder_graph(_floordesk_graph(), _packages())) == []


def _sample_package(root: Path, files: Mapping[str, str]) -> Path:
    package = root / "floordesk"
    for relative, text in files.items():
        path = package / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_the_graph_sees_imports_in_functions_under_type_checking_and_relative(tmp_path: Path) -> None:
    package = _sample_package(
        tmp_path,
        {
            "__init__.py": "",
            "a/__init__.py": "",
            "a/one.py": "def f():\n    from floordesk.b import two\n",
            "a/three.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import one\n",
            "b/__init__.py": "",
            "b/two.py": "from ..a.three import x\n",
        },
    )
    graph = import_graph(package)
    assert graph["floordesk.a.one"] == {"floordesk.b.two"}
    assert graph["floordesk.a.three"] == {"floordesk.a.one"}
    assert graph["floordesk.b.two"] == {"floordesk.a.three"}
    assert circles(graph) == [["floordesk.a.one", "floordesk.a.three", "floordesk.b.two"]]
    assert circles(folder_graph(graph, _packages(package))) == [["floordesk.a", "floordesk.b"]]


def test_a_folder_may_use_its_parent_and_a_module_its_package() -> None:
    graph = {"f.gui.app": {"f.gui.wizards.wizard"}, "f.gui.wizards.wizard": {"f.gui.theme"}, "f.gui.theme": set()}
    assert circles(folder_graph(graph, {"f", "f.gui", "f.gui.wizards"})) == []
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def unexplained_late_imports(path: Path) -> list[int]:
    """The lines of imports inside functions that give no reason: a comment on the line, or on the line above
    the run of import statements it belongs to."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = set()
    for function in ast.walk(ast.parse(text, str(path))):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            found |= {node.lineno for node in ast.walk(function) if isinstance(node, ast.Import | ast.ImportFrom)}
    unexplained = []
    for line in sorted(found):
        above = line - 2
        while above >= 0 and lines[above].lstrip().startswith(("from ", "import ")):
            above -= 1
        if "#" not in lines[line - 1] and not (above >= 0 and lines[above].lstrip().startswith("#")):
            unexplained.append(line)
    return unexplained


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_an_import_inside_a_function_says_why_it_is_late(path: Path) -> None:
    """Late imports are for start-up time (or to keep a part out until it is used), and say so in a line."""
    assert unexplained_late_imports(path) == []


def test_the_reason_may_stand_above_a_run_of_imports(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f():\n    # loaded on first use\n    import a\n    from b import c\n\n    import d\n"
        "def g():\n    import e  # only for g\n"
    )
    assert unexplained_late_imports(sample) == [6]
