"""Screen readers: every focusable control of the real window, its dialogs, the log window and every ruling wizard's
pages has a name, as AT-SPI (what Orca reads) sees it under Xvfb; the table speaks its selected seat.

The tree is read by `screens_over_atspi.py` in a process of its own (a real window on Xvfb, on a session bus and
an accessibility bus of its own), which has the system's Python read it with Debian's AT-SPI bindings. CI installs
what this needs (.ci/run); where it is missing the test is skipped, unless FLOORDESK_TEST_ATSPI=required (CI's own
step for it); FLOORDESK_TEST_ATSPI=later skips it in CI's whole run before that step (55 s of a worker's time).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

HERE = Path(__file__).parent
ROOT = HERE.parents[2]


def _missing() -> str | None:
    for tool in ("dbus-run-session", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    if not Path("/usr/bin/python3").exists() or subprocess.run(["/usr/bin/python3", "-c", probe]).returncode != 0:
        return "the system's Python has no AT-SPI bindings (gir1.2-atspi-2.0, python3-gi)"
    return None


def unnamed_focusable(node: dict, path: str = "") -> list[str]:
    """Every focusable node under `node` that has no name, by its path of roles and names."""
    here = f"{path} > {node['role']} {node['name'][:30]!r}"
    found = [here] if "focusable" in node["states"] and not node["name"].strip() else []
    for child in node["children"]:
        found += unnamed_focusable(child, here)
    return found


@pytest.fixture(scope="module")
def screens(tmp_path_factory) -> list[dict]:
    if os.environ.get("FLOORDESK_TEST_ATSPI") == "later":
        pytest.skip("read in a step of its own (CI's, with FLOORDESK_TEST_ATSPI=required), not twice")
    missing = _missing()
    if missing:
        if os.environ.get("FLOORDESK_TEST_ATSPI") == "required":
            pytest.fail(missing)
        pytest.skip(missing)
    out = tmp_path_factory.mktemp("atspi") / "screens.json"
    env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"  # Qt joins the accessibility bus without a screen reader running
    command = [
        "dbus-run-session", "--", "xvfb-run", "-a", "-s", "-screen 0 1280x800x24",
        sys.executable, "-m", "tests.gui.screens_over_atspi", str(out),
    ]  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    read: list[dict] = json.loads(out.read_text())
    return read


def test_every_focusable_control_has_a_name_for_a_screen_reader(screens):
    names = [screen["screen"] for screen in screens]
    assert "LogWindow" in names  # every screen was reached
    assert "penalty wizard: signature" in names
    unnamed = sorted({place for screen in screens for place in unnamed_focusable(screen["tree"])})
    assert unnamed == [], "\n".join(unnamed)


def test_the_table_says_the_selected_seat_over_atspi(screens):
    spoken = [screen for screen in screens if screen["screen"] == "main window, seat 3 selected"]
    assert spoken, [screen["screen"] for screen in screens]
    views = [node for node in walk(spoken[0]["tree"]) if node["name"].startswith("Seat 3, ")]
    assert views, spoken[0]
    assert "focused" in views[0]["states"], views


def walk(node: dict):
    yield node
    for child in node["children"]:
        yield from walk(child)


def test_the_check_sees_a_nameless_control():
    tree = {"role": "frame", "name": "FloorDesk", "states": [], "children": [
        {"role": "push button", "name": "", "states": ["focusable"], "children": []},
        {"role": "label", "name": "", "states": [], "children": []},
    ]}  # fmt: skip
    assert unnamed_focusable(tree) == [" > frame 'FloorDesk' > push button ''"]


def test_the_selected_seat_is_the_table_views_name(desk, qtbot):
    view = desk.window.tabs.current_view
    view.setFocus()
    scene = view.table_scene
    session = scene.session
    big_blind = session.table.markers.big_blind_seat
    occupant = session.occupant(big_blind)
    qtbot.keyClick(view, getattr(Qt.Key, f"Key_{big_blind % 10}"))
    chips = f"{occupant.stack.total():,}"
    expected = f"Seat {big_blind}, {occupant.player.name}, {chips} in chips, big blind"
    assert view.accessibleName() == expected
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface.text(QAccessible.Text.Name) == expected
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.accessibleName() == f"Table diagram: {session.name}"
