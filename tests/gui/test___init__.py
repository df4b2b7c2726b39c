"""The GUI package's start-up contract (issue 28): the headless modules the window needs are loaded before PySide6,
and each of them is marked as one PySide6's import hook ignores, so that it never reads their source. Checked in a
new Python, on what the composition root loads, so it holds however the imports are arranged."""

from __future__ import annotations

import json

import pytest

from tests.gui.test_app import run_offscreen

# Which modules a start of the window loaded, in order, split at PySide6's; and those before it not marked.
_LOADED = """
import json, sys
import floordesk.gui.app
names = list(sys.modules)
qt = names.index("PySide6")
marks = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
print(json.dumps({
    "before": [n for n in names[:qt] if n.startswith("floordesk")],
    "after": [n for n in names[qt:] if n.startswith("floordesk") and not n.startswith("floordesk.gui")],
    "unmarked": None if marks is None else [n for n in names[:qt] if marks.get(n) != -1],
}))
"""


@pytest.fixture(scope="module")
def loaded() -> dict[str, list[str] | None]:
    done = run_offscreen(_LOADED)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_no_headless_module_the_window_needs_is_loaded_after_pyside6(loaded):
    assert loaded["after"] == []
    # not true for want of any: the window's start does load the domain and the store, before Qt
    assert [n for n in loaded["before"] if n.startswith(("floordesk.core.", "floordesk.store."))]


def test_every_module_loaded_before_pyside6_is_one_its_import_hook_ignores(loaded):
    assert loaded["unmarked"] == []
