"""GUI: FloorDesk's Qt interface. `app.run_gui` is the one place where it is put together.

The headless modules the GUI needs are imported here, before any PySide6
module: once PySide6 is loaded, its import hook reads the source of every
module imported after it (to support `from __feature__ import ...`), which
would add several milliseconds to start-up.
"""

from __future__ import annotations

import logging  # noqa: F401
import sqlite3  # noqa: F401

import floordesk.app_paths
import floordesk.core.demo
import floordesk.resources
import floordesk.service.events
import floordesk.store.database
import floordesk.store.events
import floordesk.store.live_link
import floordesk.store.log  # noqa: F401
