"""GUI: background synchronisation with the floor's server, and its state in the status bar.

Built once a server is configured (`floordesk server use`, or Window >
Floor server…, which switches it to another server or off). Every
`SYNC_EVERY_MS`, at once on start and whenever someone signs in or out, one
synchronisation runs on the service's worker thread (`floordesk.service.sync.SyncWorker`:
one thread and one connection to the log for the window's life, since SQLite
connections stay in their thread), so the window never waits on the network;
the outcome comes back by a queued signal. The status bar's button
says how it stands in a word; pressed (a touch screen has no tooltips) it says
what a supervisor needs: which laptops' records came in last and when, what
waits, and every refusal with its reason. Receiving is done in the name of the
member signed in (any floor member may receive: the records are vouched for by
the administrator's device approvals); with nobody signed in this laptop only
sends, and the status says how many records wait on the server. A server that
is down is only a state: "unreachable".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QToolButton

from floordesk.core.errors import InvalidInput
from floordesk.gui.staff_session import StaffSession
from floordesk.i18n import numerus
from floordesk.service.sync import SyncWorker
from floordesk.store.errors import StoreError
from floordesk.store.server.connection import CONNECT_TIMEOUT_S
from floordesk.store.server.report import SyncReport
from floordesk.store.staff import SignedIn

SYNC_EVERY_MS = 30_000
_log = logging.getLogger("floordesk.sync")


@dataclass(frozen=True)
class Unreachable:
    """Why a synchronisation failed, and how many of this laptop's records wait (None: not known yet)."""

    reason: str
    waiting: int | None = None


@dataclass(frozen=True)
class Received:
    """The last synchronisation that brought other laptops' records in."""

    records: int
    laptops: tuple[str, ...]
    at: datetime


def details(outcome: SyncReport | Unreachable, received: Received | None, signed_in: bool) -> str:
    """How the synchronisation stands, in sentences for the floor (the status button's tooltip and dialog)."""
    lines = []
    if isinstance(outcome, Unreachable):
        lines.append(
            QCoreApplication.translate("SyncStatus", "The last synchronisation failed: {reason}").format(
                reason=outcome.reason
            )
        )
    else:
        lines.append(
            QCoreApplication.translate("SyncStatus", "{server}: sent {sent}, received {received}.").format(
                server=outcome.server, sent=outcome.sent, received=outcome.received
            )
        )
    if received is None:
        lines.append(QCoreApplication.translate("SyncStatus", "Nothing received from the other laptops yet."))
    else:
        lines.append(
            _counted(_LAST_RECEIVED, received.records).format(at=received.at, laptops=", ".join(received.laptops))
        )
    if isinstance(outcome, SyncReport):
        if outcome.waiting_to_send:
            lines.append(_counted(_TO_SEND, outcome.waiting_to_send))
        if outcome.waiting_to_receive:
            lines.append(_counted(_TO_RECEIVE if signed_in else _TO_RECEIVE_SIGNED_OUT, outcome.waiting_to_receive))
        lines.extend(
            QCoreApplication.translate("SyncStatus", "Refused: {reason}").format(reason=reason)
            for reason in outcome.refused
        )
    return "\n".join(lines)


def _counted(source: str, count: int) -> str:
    return QCoreApplication.translate("SyncStatus", source, "", count)


_LAST_RECEIVED = numerus("SyncStatus", "Last received at {at:%H:%M}: %n record(s) from {laptops}.", "", 0)
_TO_SEND = numerus("SyncStatus", "%n of this laptop's records still to send.", "", 0)
_TO_RECEIVE = numerus("SyncStatus", "%n record(s) of the other laptops still to receive.", "", 0)
_TO_RECEIVE_SIGNED_OUT = numerus(
    "SyncStatus", "%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.", "", 0
)
_REFUSED = numerus("SyncStatus", "Server: %n refused", "", 0)
_WAITING = numerus("SyncStatus", "Server: %n waiting", "", 0)
_UNREACHABLE_WAITING = numerus("SyncStatus", "Server unreachable · %n waiting · last contact {contact}", "", 0)


class SyncStatus(QObject):
    """GUI: synchronises in the background and shows how it stands (synchronised, N waiting, unreachable)."""

    finished = Signal(str, object)
    """The server's DSN, and a SyncReport or Unreachable; emitted from the worker thread."""

    def __init__(
        self, dsn: str, database: Path, session: StaffSession, window: QMainWindow, *, every_ms: int = SYNC_EVERY_MS
    ) -> None:
        super().__init__(window)
        self._dsn: str | None = dsn
        self._session = session
        self._worker = SyncWorker(database)
        self._sent_through: int | None = None
        self.last_contact: datetime | None = None
        self.last_received: Received | None = None
        self.label = QToolButton()
        self.label.setText(self.tr("Server: connecting…"))
        self.label.setObjectName("syncStatus")
        self.label.setAutoRaise(True)
        self.label.clicked.connect(self.show_details)
        window.statusBar().addPermanentWidget(self.label)
        self.timer = QTimer(self)
        self.timer.setInterval(every_ms)
        self.timer.timeout.connect(self.sync_now)
        self.finished.connect(self._finished)
        session.changed.connect(self.sync_now)  # someone has just signed in, who may receive

    def start(self) -> None:
        self.timer.start()
        QTimer.singleShot(0, self.sync_now)

    @property
    def dsn(self) -> str | None:
        """The server synchronised with (None: none, since `switch_to(None)`)."""
        return self._dsn

    def switch_to(self, dsn: str | None) -> None:
        """Synchronise with `dsn` from now on, at once; None: stop, and take the state off the status bar."""
        self._dsn = dsn
        self._sent_through = None
        self.last_contact = None
        self.last_received = None
        self.label.setVisible(dsn is not None)
        if dsn is None:
            self.timer.stop()
            return
        self.label.setText(self.tr("Server: connecting…"))
        self.label.setToolTip("")
        self.start()

    @property
    def synchronising(self) -> bool:
        """Whether a synchronisation is under way (or about to start)."""
        return self._worker.busy

    def sync_now(self) -> None:
        """Start one synchronisation, unless one is still running (or no server is used)."""
        dsn, receiver = self._dsn, self._session.current
        if dsn is not None:
            self._worker.submit(lambda: self._run(dsn, receiver))

    def _run(self, dsn: str, receiver: SignedIn | None) -> None:
        """On the worker thread: one synchronisation through the worker's connection to the log."""
        try:
            sync = self._worker.synchronisation()
        except StoreError as error:
            self.finished.emit(
                dsn,
                Unreachable(
                    QCoreApplication.translate("SyncStatus", "the log could not be opened: {error}").format(error=error)
                ),
            )
            return
        try:
            self.finished.emit(dsn, sync.run(dsn, receiver))
        except (StoreError, InvalidInput) as error:
            waiting = None if self._sent_through is None else sync.waiting_after(self._sent_through)
            self.finished.emit(dsn, Unreachable(str(error), waiting))
        except Exception as error:  # any failure of the network or the server is a state, never the window's end
            _log.exception("synchronisation failed")
            self.finished.emit(dsn, Unreachable(f"{type(error).__name__}: {error}"))

    def _finished(self, dsn: str, outcome: SyncReport | Unreachable) -> None:
        if dsn == self._dsn:
            self._show(outcome)
        else:  # the server was changed while this one synchronised: the new one's turn
            self.sync_now()

    def _show(self, outcome: SyncReport | Unreachable) -> None:
        if isinstance(outcome, Unreachable):
            contact = self.tr("never") if self.last_contact is None else f"{self.last_contact:%H:%M}"
            unreachable = (
                _counted(_UNREACHABLE_WAITING, outcome.waiting)
                if outcome.waiting
                else self.tr("Server unreachable · last contact {contact}")
            )
            self.label.setText(unreachable.format(contact=contact))
            self.label.setToolTip(details(outcome, self.last_received, self._session.current is not None))
            _log.info("synchronisation failed: %s", outcome.reason)
            return
        self.last_contact = datetime.now()
        self._sent_through = outcome.sent_through
        if outcome.received:
            self.last_received = Received(outcome.received, tuple(outcome.devices), self.last_contact)
        waiting = outcome.waiting_to_send + outcome.waiting_to_receive
        if outcome.refused:
            text = _counted(_REFUSED, len(outcome.refused))
        elif waiting:
            text = _counted(_WAITING, waiting)
        else:
            text = self.tr("Server: synchronised")
        self.label.setText(
            self.tr("{text} · last contact {last_contact:%H:%M}").format(text=text, last_contact=self.last_contact)
        )
        self.label.setToolTip(details(outcome, self.last_received, self._session.current is not None))

    def show_details(self) -> QMessageBox:
        """What the tooltip says, in a box a finger can open."""
        box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Floor server"), self.label.text(), parent=self.label.window()
        )
        box.setInformativeText(self.label.toolTip() or self.tr("Not synchronised yet."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def close(self) -> None:
        """Stop the timer and let a synchronisation under way end (it cannot wait longer than the connect timeout)."""
        self.timer.stop()
        self._worker.close(timeout_s=CONNECT_TIMEOUT_S * 2)
