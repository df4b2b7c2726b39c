"""Guards on the layering: the core depends on nothing of FloorDesk's outer layers, the store on neither
the service, the command line nor the GUI, the service (the floor's use cases) on neither the command line,
the GUI nor the reports, and none of them on Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "floordesk"
FORBIDDEN = ("PySide6", "shiboken6", "floordesk.gui")
# What each inner layer must never import (at the top of a module or inside a function).
LAYER_FORBIDS = {
    "core": ("floordesk.store", "floordesk.service", "floordesk.cli", "floordesk.gui", "floordesk.app_paths"),
    "store": ("floordesk.service", "floordesk.cli", "floordesk.gui"),
    "service": ("floordesk.cli", "floordesk.gui", "floordesk.reports", "PySide6", "shiboken6"),
}


def _imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in {
            "import_module",
            "__import__",
        }:
            names.update(arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str))
    return names


def _headless_modules() -> list[Path]:
    reports = [path for path in (PACKAGE / "reports").rglob("*.py") if path.name not in QT_REPORT_MODULES]
    inner = [
        *(PACKAGE / "core").rglob("*.py"),
        *(PACKAGE / "store").rglob("*.py"),
        *(PACKAGE / "service").rglob("*.py"),
    ]
    return sorted([*inner, *reports])


QT_REPORT_MODULES = {"pdf.py"}
"""The one reports module that lays documents out with QtGui; the others build and check them without Qt."""


@pytest.mark.parametrize("path", _headless_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_core_and_store_never_import_qt_or_the_gui(path):
    bad = {m for m in _imported_modules(path) if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)}
    assert not bad, f"{path.relative_to(PACKAGE)} imports {sorted(bad)}"


def _layer_modules() -> list[tuple[str, Path]]:
    return [(layer, path) for layer in LAYER_FORBIDS for path in sorted((PACKAGE / layer).rglob("*.py"))]


def _relative_import_targets(path: Path, package_dir: Path = PACKAGE) -> set[str]:
    """Relative imports resolved to absolute module names (`from ..store import x` in core/a.py)."""
    names: set[str] = set()
    package = path.relative_to(package_dir.parent).with_suffix("").parts[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            names.add(".".join((*base, *(node.module.split(".") if node.module else ()))))
    return names


@pytest.mark.parametrize(("layer", "path"), _layer_modules(), ids=lambda v: str(v) if isinstance(v, str) else v.name)
def test_each_inner_layer_imports_nothing_of_the_layers_above_it(layer, path):
    imported = _imported_modules(path) | _relative_import_targets(path)
    bad = {m for m in imported if any(m == f or m.startswith(f + ".") for f in LAYER_FORBIDS[layer])}
    assert not bad, f"{path.relative_to(PACKAGE)} ({layer}) imports {sorted(bad)}"


def test_the_layer_guard_sees_relative_imports(tmp_path):
    core = tmp_path / "floordesk" / "core"
    core.mkdir(parents=True)
    sample = core / "sample.py"
    sample.write_text("from ..store import events\nfrom . import table\n")
    assert _relative_import_targets(sample, tmp_path / "floordesk") == {"floordesk.store", "floordesk.core"}


def test_the_guard_sees_every_import_form(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import PySide6.QtCore\nfrom shiboken6 import Shiboken\nimport importlib\n"
        "importlib.import_module('floordesk.gui.app')\n"
    )
    assert _imported_modules(sample) >= {"PySide6.QtCore", "shiboken6", "floordesk.gui.app"}


def test_headless_entry_points_load_no_qt_at_run_time():
    """The rules, the store and the CLI's rule/log/staff verbs import without any Qt module."""
    modules = [
        f"floordesk.{p.relative_to(PACKAGE).with_suffix('').as_posix().replace('/', '.')}"
        for p in _headless_modules()
        if p.name != "__init__.py"
    ]
    modules += ["floordesk.cli.main", "floordesk.cli.rule", "floordesk.cli.log"]
    modules += ["floordesk.cli.staff", "floordesk.cli.record", "floordesk.cli.signing", "floordesk.cli.event"]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6') "
        "or m.startswith('floordesk.gui')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_only_the_report_verb_loads_qt_and_then_only_qtgui(tmp_path):
    """`log report` lays a PDF out with QtGui (offscreen); `log check` reads a PDF's code without Qt."""
    from tests.store.conftest import make_floor

    floor = make_floor(tmp_path / "floordesk.sqlite3")
    floor.record()
    floor.store.close()
    code = (
        "import sys\n"
        "from floordesk.cli.main import main\n"
        "verb = sys.argv[1:]\n"
        f"status = main(['--data-dir', {str(tmp_path)!r}, 'log', *verb])\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6.Qt', 'floordesk.gui')) and m.count('.') == 1)\n"
        "print(status, qt)\n"
    )
    pdf = str(tmp_path / "report.pdf")

    def loaded(*verb: str) -> str:
        done = subprocess.run([sys.executable, "-c", code, *verb], capture_output=True, text=True, check=True)
        return done.stdout.splitlines()[-1]

    assert loaded("report", "1", "--pdf", pdf) == "0 ['PySide6.QtCore', 'PySide6.QtGui']"
    assert loaded("check", pdf) == "0 []"
    assert loaded("list") == "0 []"


def test_importing_the_core_does_not_load_pokerkit():
    """pokerkit builds its tables at import (about 0.27 s); the core loads it only on first use."""
    code = "import sys, floordesk.core; print('pokerkit' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_palette_module_holds_colours_not_the_appearance_controller():
    """Applying themes to the application is gui/appearance.py's; gui/theme.py is plain data."""
    theme = PACKAGE / "gui" / "theme.py"
    imported = _imported_modules(theme)
    assert not {m for m in imported if m in ("PySide6.QtWidgets", "floordesk.gui.settings", "floordesk.resources")}
    classes = [
        node for node in ast.walk(ast.parse(theme.read_text(encoding="utf-8"))) if isinstance(node, ast.ClassDef)
    ]
    assert "Appearance" not in {c.name for c in classes}
    assert not any(getattr(base, "id", "") == "QObject" for c in classes for base in c.bases)
