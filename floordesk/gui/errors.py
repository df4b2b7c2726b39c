"""GUI: the exception hook. An unhandled exception never shows the user a traceback.

It is written with its traceback to the log file, then reported in a
CrashDialog that says what happened and where the log is. The hook takes
the function that shows the dialog as a parameter, so tests need no modal loop.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from floordesk.gui.dialogs.problems import CrashDialog

EXIT_CRASHED = 1

_log = logging.getLogger("floordesk")


class ExceptionHook:
    """GUI: a `sys.excepthook` that logs the traceback and shows a CrashDialog instead of printing.

    `present` shows the dialog and returns when the user has answered (by
    default it runs the dialog's modal loop); if the user chooses to quit,
    the application exits with EXIT_CRASHED.
    """

    def __init__(self, log_file: Path, present: Callable[[CrashDialog], object] | None = None) -> None:
        self._log_file = log_file
        self._present = present
        self._reporting = False
        self._previous: Callable[..., object] | None = None

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self

    def uninstall(self) -> None:
        if sys.excepthook is self and self._previous is not None:
            sys.excepthook = self._previous

    def __call__(self, kind: type[BaseException], error: BaseException, traceback: TracebackType | None) -> None:
        # Imported here: the dialog module is only needed on the day something goes wrong.
        from floordesk.gui.dialogs.problems import CrashDialog, describe_exception

        app = QApplication.instance()
        if issubclass(kind, KeyboardInterrupt):
            if app is not None:
                app.quit()
            return
        _log.critical("Unhandled exception: %s", describe_exception(error), exc_info=(kind, error, traceback))
        if not isinstance(app, QApplication) or self._reporting:
            # No way to show a dialog (or one is already up): one line, no traceback.
            sys.stderr.write(
                QCoreApplication.translate(
                    "ExceptionHook", "floordesk: error: {error} (details in {log_file})\n"
                ).format(error=describe_exception(error), log_file=self._log_file)
            )
            return
        self._reporting = True
        try:
            dialog = CrashDialog(error, self._log_file, app.activeWindow())
            if self._present is None:
                dialog.exec()
            else:
                self._present(dialog)
            if dialog.clickedButton() is dialog.quit_button:
                app.exit(EXIT_CRASHED)
        finally:
            self._reporting = False
