"""Reports: how long work tells its progress, and is stopped. No Qt."""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[int, int], bool]
"""Called with (done, total) as work goes on; returning False stops it (the work raises Cancelled)."""


class Cancelled(Exception):
    """The one waiting asked to stop."""
