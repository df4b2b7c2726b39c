"""Prints one process's accessibility tree as AT-SPI (a screen reader's view) sees it, as JSON on stdout.

Run by the system's Python, which has Debian's AT-SPI bindings (gir1.2-atspi-2.0 and python3-gi); the
project's environment cannot reach them. Usage: atspi_reader.py PID.
"""

from __future__ import annotations

import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402  (the version must be chosen first)

MOST_CHILDREN = 400  # a long table's rows: their first ones are enough to judge the cells
STATES = ("focusable", "focused", "showing", "visible", "enabled")


def node(accessible: Atspi.Accessible, depth: int) -> dict[str, object]:
    states = accessible.get_state_set()
    found: dict[str, object] = {
        "role": accessible.get_role_name(),
        "name": accessible.get_name() or "",
        "description": accessible.get_description() or "",
        "states": [state for state in STATES if states.contains(getattr(Atspi.StateType, state.upper()))],
        "children": [],
    }
    if depth < 40:
        count = min(accessible.get_child_count(), MOST_CHILDREN)
        children = (accessible.get_child_at_index(index) for index in range(count))
        found["children"] = [node(child, depth + 1) for child in children if child is not None]
    return found


def application(pid: int) -> Atspi.Accessible | None:
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def main() -> int:
    pid = int(sys.argv[1])
    deadline = time.monotonic() + 20
    app = application(pid)
    while app is None and time.monotonic() < deadline:
        time.sleep(0.2)
        app = application(pid)
    if app is None:
        print(f"no application with process {pid} on the accessibility bus", file=sys.stderr)
        return 1
    json.dump(node(app, 0), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
