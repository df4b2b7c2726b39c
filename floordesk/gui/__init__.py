"""GUI: FloorDesk's Qt interface. `app.run_gui` is the one place where it is put together.

The headless modules the window's first frame needs (`app.open_shell` and the
sign-in form: the folders, the language, the resources, the log file, the
form's errors) are imported here, before any
PySide6 module: once PySide6 is loaded, its import hook reads the source of every
module imported after it (to support `from __feature__ import ...`), which
would add milliseconds to start-up. It reads them again whenever a module
imported after it names one of them (`from typing import ...`), unless PySide6 has
been told the module is none of its business, as it is below. The rest (the
incident log, the rules, the services) is not imported here: the first frame is
painted without them, and `app.fill` loads them once it is on screen.
"""

from __future__ import annotations

import logging  # noqa: F401
import sys

import floordesk.app_paths
import floordesk.core.errors
import floordesk.i18n
import floordesk.resources  # noqa: F401


def _load_qt_ignoring_headless_modules() -> None:
    """Load PySide6, then mark every module loaded before it as one PySide6's import hook ignores.

    The hook looks for "PySide6" in the source of each module an import statement names, the first time it is
    named after PySide6 loaded: it reads the file (and keeps its lines in `linecache`), some 1 MB of the headless
    modules and the standard library's at start-up. Modules loaded before PySide6 do not use it; "-1" is the
    hook's own mark for a module it is to ignore (PySide6's `shibokensupport/feature.py`). Without that table
    (another PySide6) nothing changes but the time.
    """
    import PySide6.QtCore  # noqa: F401  here, not at the top: after the headless modules, which it then marks

    features = sys.modules.get("shibokensupport.feature")
    marks = getattr(features, "pyside_feature_dict", None)
    if isinstance(marks, dict):
        for name in list(sys.modules):
            marks.setdefault(name, -1)


_load_qt_ignoring_headless_modules()
