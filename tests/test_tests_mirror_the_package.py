"""Tests mirror the package: each module with logic has a test module of its name in the folder of its name
(floordesk/store/server/sync.py -> tests/store/server/test_sync.py), and no test folder stands outside the
package's layout.

A module with logic defines a function or method with a body (a Protocol's or an abstract method's `...` is none).
Those that need no test module of their own are named in EXEMPT, each with the reason, so the list stays true.
A new module with logic comes with its test module; an exempt module that gains one, or goes, leaves the list
(the test says which).
"""

from __future__ import annotations

import ast
from pathlib import Path

import floordesk

PACKAGE = Path(floordesk.__file__).parent
TESTS = Path(__file__).parent

EXEMPT = {
    "core/flows/__init__.py": "the flows by ruling kind: tests/test_ruling_kinds.py holds each registry to one list",
    "gui/wizards/__init__.py": "the wizards' pages by ruling kind: tests/test_ruling_kinds.py, as the other registries",
    "core/requests/_reading.py": "card and stack readers private to the requests: tests/core/requests/ read them all",
    "core/demo.py": "the demo event as data with its one constructor: the table the window and many tests start from",
    "gui/icons.py": "one line, a resource path made an icon: tests/test_resources.py finds every icon file",
}


def _has_body(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    said = [s for s in function.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    return not all(isinstance(statement, ast.Pass) for statement in said)


def with_logic() -> list[str]:
    """The package's modules with logic, as paths inside the package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))
        if any(_has_body(function) for function in functions):
            found.append(path.relative_to(PACKAGE).as_posix())
    return found


def its_test_module(module: str) -> Path:
    """Where a module's test module stands."""
    path = Path(module)
    return TESTS / path.parent / f"test_{path.stem}.py"


def lacking() -> list[str]:
    return [module for module in with_logic() if not its_test_module(module).exists()]


def test_every_module_with_logic_has_its_test_module_or_is_exempt():
    unlisted = [module for module in lacking() if module not in EXEMPT]
    assert unlisted == [], "write their test modules (tests/<folder>/test_<module>.py)"


def test_the_exemptions_name_only_modules_with_logic_lacking_a_test_module():
    missing = set(lacking())
    stale = sorted(module for module in EXEMPT if module not in missing)
    assert stale == [], "these have a test module now, or are gone: take them off the list"


def test_every_test_folder_is_a_folder_of_the_package():
    folders = {path.parent.relative_to(TESTS) for path in TESTS.rglob("test_*.py")}
    astray = sorted(folder.as_posix() for folder in folders if not (PACKAGE / folder).is_dir())
    assert astray == []
