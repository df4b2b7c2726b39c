"""GUI: the status bar says when an automatic backup of the log, taken in the background, is done."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from floordesk.store.backups import CopyOutcome


class BackupNotices(QObject):
    """Passes each background backup's outcome from the copying thread to `show` on the GUI thread.

    Signals:
        said(str): what to show (emitted on the copying thread; Qt queues it to this object's thread).
    """

    said = Signal(str)

    def __init__(self, show: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.said.connect(show)

    def report(self, outcome: CopyOutcome) -> None:
        # translate is thread-safe: said in the window's language from the copying thread
        if outcome.path is not None:
            self.said.emit(self.tr("Automatic backup of the log taken: {name}").format(name=outcome.path.name))
        else:
            self.said.emit(
                self.tr(
                    "The automatic backup of the log failed ({problem}); it is tried again after the next change."
                ).format(problem=outcome.problem)
            )
