"""GUI: FloorDesk's icons, hand-written SVG files in `resources/icons/`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from floordesk.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon


def icon(name: str) -> QIcon:
    """The icon `resources/icons/<name>.svg`; Qt renders it lazily, at whatever size is asked."""
    # Imported on first use: icons are loaded after the window is shown, and
    # loading QIcon's Python class costs start-up a couple of milliseconds.
    from PySide6.QtGui import QIcon

    return QIcon(str(resource_path("icons", f"{name}.svg")))
