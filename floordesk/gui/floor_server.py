"""GUI: the floor's server for this window: the background synchronisation, and Window > Floor server….

Which server a laptop uses is an administrator's to set, as approving another
laptop's key is: it decides where this laptop's rulings go and whose come in.
Everyone sees the synchronisation's state in the status bar. The setting is
the one `floordesk server use` keeps (`server.json`, never a password); saving
it here starts synchronising with the new server at once, without a restart.
Neither this module nor the synchronisation loads the PostgreSQL client until
a server is used.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from floordesk.app_paths import AppPaths
from floordesk.core.errors import InvalidInput
from floordesk.gui.staff_session import StaffSession
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.server.settings import save_server, saved_server
from floordesk.store.staff import ALLOWED, Permission

if TYPE_CHECKING:
    from floordesk.gui.dialogs.floor_server import FloorServerDialog, ThisLaptop
    from floordesk.gui.sync_status import SyncStatus

SETS_THE_SERVER = Permission.APPROVE_DEVICE
"""Who may set the server: whoever may approve another laptop's key (an administrator)."""
_log = logging.getLogger("floordesk.sync")


class FloorServer(QObject):
    """GUI: owns the background synchronisation (None without a server) and opens the Floor server window."""

    def __init__(
        self, paths: AppPaths, store: IncidentStore, session: StaffSession, window: QMainWindow, action: QAction
    ) -> None:
        super().__init__(window)
        self._paths = paths
        self._store = store
        self._session = session
        self._window = window
        self.dialog: FloorServerDialog | None = None
        self.sync_status: SyncStatus | None = None
        action.triggered.connect(self.open_dialog)
        session.changed.connect(self._on_session_changed)
        try:
            dsn = saved_server(paths.config_dir)
        except InvalidInput as error:
            _log.warning("not synchronising: %s", error.problems[0])
            dsn = None
        if dsn is not None:
            self._synchronise_with(dsn)

    def _synchronise_with(self, dsn: str) -> SyncStatus:
        if self.sync_status is None:
            from floordesk.gui.sync_status import SyncStatus  # only a laptop with a server pays for it

            self.sync_status = SyncStatus(dsn, self._paths.database, self._session, self._window)
        return self.sync_status

    def may_set(self) -> bool:
        current = self._session.current
        return current is not None and current.role in ALLOWED[SETS_THE_SERVER]

    def open_dialog(self) -> FloorServerDialog | None:
        """The Floor server window, for an administrator signed in; None (and why, in the status bar) for others."""
        if not self.may_set():
            self._window.statusBar().showMessage(
                self.tr("Only an administrator who is signed in can set the floor's server.")
            )
            return None
        if self.dialog is None:
            # a dialog's module loads when it is first opened, not with the window
            from floordesk.gui.dialogs.floor_server import FloorServerDialog

            self.dialog = FloorServerDialog(self._this_laptop, self.use, self._window)
            self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.show_server(self.sync_status.dsn if self.sync_status is not None else None)
        self.dialog.open()
        return self.dialog

    def use(self, dsn: str | None) -> None:
        """Keep `dsn` as this laptop's server and synchronise with it now (None: work alone); an administrator's."""
        if not self.may_set():
            raise NotAllowedError(
                QCoreApplication.translate(
                    "FloorServer", "only an administrator who is signed in can set the floor's server"
                )
            )
        save_server(self._paths.config_dir, dsn)
        _log.info("floor server set to %s", "none" if dsn is None else dsn)
        if dsn is not None:
            self._synchronise_with(dsn).switch_to(dsn)
        elif self.sync_status is not None:
            self.sync_status.switch_to(None)

    def _on_session_changed(self) -> None:
        # The administrator has gone (a lock only hides the window behind the PIN form): the window goes too.
        if self.dialog is not None and self.dialog.isVisible() and not self.may_set() and not self._session.locked:
            self.dialog.reject()

    def start(self) -> None:
        if self.sync_status is not None:
            self.sync_status.start()

    def close(self) -> None:
        if self.sync_status is not None:
            self.sync_status.close()

    def _this_laptop(self) -> ThisLaptop:
        # the dialog and the server's code load when first asked for
        from floordesk.gui.dialogs.floor_server import ThisLaptop
        from floordesk.store.server.sync import own_head

        store = self._store
        return ThisLaptop(store.journal.device_id(), store.devices.own_fingerprint, own_head(store))
