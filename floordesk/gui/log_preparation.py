"""GUI: the log's first opening after an update, done on a thread of its own while a dialog says what is happening.

A migration keeps a copy of the log, migrates it and makes its search documents again: seconds at 100,000
incidents, minutes at 1,000,000. Done on the GUI thread, the window froze with nothing said, and a supervisor
might have switched the laptop off. The store's `prepare` opens its own connection on the worker thread and closes
it; the window's own opening comes after, and finds nothing left to do.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QProgressDialog, QWidget

from floordesk.store.opening import Preparation, Prepared, prepare

SHOWN_AFTER_MS = 500
"""A moment's work (a few queued documents) shows no dialog at all."""


class LogPreparation(QObject):
    """Does `preparation` for the log at `path` off the GUI thread, with a busy dialog over `window` meanwhile.

    Signals:
        finished(object): the `Prepared` outcome, or the exception the work raised (StoreError: the log cannot be
            opened, said as the window's own opening would say it).
    """

    finished = Signal(object)

    def __init__(self, window: QWidget, path: Path, preparation: Preparation) -> None:
        super().__init__()  # no parent: the worker thread keeps it alive to emit, even past the window's close
        self._path, self._preparation = path, preparation
        self.dialog = QProgressDialog(window)
        label = QLabel(self.dialog)
        label.setWordWrap(True)  # its sentences are long, the more so in German
        self.dialog.setLabel(label)
        self.dialog.setWindowTitle(self.tr("Updating the incident log"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setCancelButton(None)  # each step is a transaction, but a half-updated log helps nobody
        self.dialog.setRange(0, 0)  # busy: SQLite says nothing of how far a migration or a vacuum has gone
        self.dialog.setMinimumDuration(SHOWN_AFTER_MS)
        self.dialog.setValue(0)  # restarts the dialog's own timer with SHOWN_AFTER_MS (it ran with Qt's 4 s)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self._started = time.monotonic()
        self._ticks = QTimer(self, interval=1000)
        self._ticks.timeout.connect(self._show_elapsed)
        self.finished.connect(self._done)
        # Not a daemon: quitting meanwhile waits for the work, which a killed process would leave half done.
        self._thread = threading.Thread(target=self._work, name="floordesk-log-preparation")

    def start(self) -> None:
        self._show_elapsed()
        self._ticks.start()
        self._thread.start()

    def _work(self) -> None:
        outcome: Prepared | BaseException
        try:
            outcome = prepare(self._path)
        except BaseException as error:  # handed to the GUI thread, which says it or lets the hook report it
            outcome = error
        self.finished.emit(outcome)  # queued to the GUI thread: this object lives there

    def _show_elapsed(self) -> None:
        elapsed = int(time.monotonic() - self._started)
        if self._preparation.migrates:
            what = self.tr(
                "FloorDesk is bringing the incident log up to date for this version (schema {found} to {now}) "
                "before opening it. A copy of the log as it was is kept first, in the backups folder."
            ).format(found=self._preparation.schema_found, now=self._preparation.schema_now)
        else:
            what = self.tr("FloorDesk is indexing incidents an earlier import merged, so that a search finds them.")
        wait = self.tr("A large log can take several minutes: leave FloorDesk open.")
        so_far = self.tr("{minutes}:{seconds:02d} so far").format(minutes=elapsed // 60, seconds=elapsed % 60)
        self.dialog.setLabelText(f"{what}\n\n{wait}\n\n{so_far}")

    def _done(self, _outcome: object) -> None:
        self._ticks.stop()
        self._thread.join()  # it has emitted: its last act
        self.dialog.reset()
        self.dialog.close()

    def warn_of_changes(self, prepared: Prepared) -> QMessageBox | None:
        """Say, once, that the update found the log's schema changed outside FloorDesk (None: it did not)."""
        if not prepared.changed_objects:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The incident log was changed outside FloorDesk"),
            self.tr(
                "While bringing the log up to date, FloorDesk found that %n part(s) of the log's structure differed "
                "from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the "
                "log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the "
                "backups folder. Tell the Tournament Director.",
                "schema changes",
                prepared.changed_objects,
            ).format(copy=prepared.copy_before),
            QMessageBox.StandardButton.Ok,
            self.dialog.parentWidget(),
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not exec(): the sign-in form under it stays usable, and start-up goes on
        return box
