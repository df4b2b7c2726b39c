"""GUI: the Floor server window: which PostgreSQL server this laptop synchronises with, tested before it is kept.

A DSN, URL or service name is typed as libpq reads it; one holding a
password is refused beside the field, saying where the password goes
instead. "Test connection" asks the server on a worker thread (the window
never waits on the network) whether it is reachable, set up by `server init`
at this FloorDesk's schema, and which laptops there have approved this
laptop's key. "Save" keeps the DSN (reachable or not: a laptop may be set up
offline) and synchronises with it at once; "Stop using a server" makes the
laptop work alone again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem
from floordesk.gui.touch import TOUCH_PX
from floordesk.i18n import noop
from floordesk.store.errors import StoreError
from floordesk.store.server.connection import describe, keeping_problem
from floordesk.store.server.probe import ServerProbe, probe_server

PLACEHOLDER = noop("floor_server", "host=floor dbname=floordesk user=floordesk_writer   or   service=floor")
INTRO = noop(
    "floor_server",
    "This laptop keeps every ruling in its own log and, when the floor's PostgreSQL server can be reached, "
    "sends its records there and receives the other laptops'. Give the server as libpq names it: "
    "host=… dbname=… user=…, a postgresql:// address, or service=NAME from pg_service.conf. "
    "The password goes in ~/.pgpass (or the file PGPASSFILE names), never here.",
)


@dataclass(frozen=True)
class ThisLaptop:
    """What the test compares with the server: this laptop's chain and key, read on the window's thread."""

    device_id: str | None
    fingerprint: str | None
    own_head: int


def probe_lines(probe: ServerProbe, laptop: ThisLaptop) -> list[str]:
    """What a test of the server found, in sentences for the floor."""
    lines = [f"Reachable: {probe.server}, set up with FloorDesk's schema {probe.schema}."]
    if probe.approved_by:
        lines.append(f"This laptop's key is approved by: {', '.join(probe.approved_by)}.")
    else:
        lines.append(
            "No laptop on the server has approved this laptop's key yet: the others will not receive its records "
            f"until their administrator approves fingerprint {laptop.fingerprint} "
            "(`floordesk log approve FINGERPRINT --by NAME` on that laptop)."
        )
    if probe.revoked_by:
        lines.append(f"Its approval was revoked by: {', '.join(probe.revoked_by)}.")
    waiting = laptop.own_head - probe.sent_through
    lines.append(
        f"The server holds {probe.sent_through} of this laptop's {laptop.own_head} records"
        + (f" ({waiting} still to send)." if waiting > 0 else ".")
    )
    return lines


class FloorServerDialog(QDialog):
    """GUI: set, test or stop using the floor's server (an administrator's: see `FloorServer`)."""

    tested = Signal(str, object)
    """The DSN tested and what was found: a ServerProbe, or the reason it could not be used (str)."""

    def __init__(
        self, laptop: Callable[[], ThisLaptop], use: Callable[[str | None], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Floor server"))
        self.setMinimumWidth(84 * self.fontMetrics().averageCharWidth())
        self._laptop = laptop
        self._use = use
        self._worker: threading.Thread | None = None
        intro = QLabel(QCoreApplication.translate("floor_server", INTRO))
        intro.setWordWrap(True)
        self.current = QLabel()
        self.current.setWordWrap(True)
        self.current.setTextFormat(Qt.TextFormat.PlainText)
        self.dsn = QLineEdit()
        self.dsn.setPlaceholderText(QCoreApplication.translate("floor_server", PLACEHOLDER))
        self.dsn.setMinimumHeight(TOUCH_PX)
        self.dsn.setClearButtonEnabled(True)
        self.dsn.textEdited.connect(self._edited)
        self.problem = field_problem_label()
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)  # the server's own words may hold anything
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome.setAccessibleName(self.tr("What the test found"))
        self.test_button = self._button(self.tr("&Test connection"), self.test)
        self.save_button = self._button(self.tr("&Save"), self.save)
        self.stop_button = self._button(self.tr("Stop &using a server"), self.stop)
        self.close_button = self._button(self.tr("&Close"), self.reject)
        buttons = QHBoxLayout()
        for button in (self.test_button, self.save_button, self.stop_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        label = QLabel(self.tr("&Server (DSN or service):"))
        label.setBuddy(self.dsn)
        layout = QVBoxLayout(self)
        for widget in (intro, self.current, label, self.dsn, self.problem, self.outcome):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        # A window does not ask its wrapped labels their height at its width: the intro's, at the narrowest,
        # so that no language's longer words are cut.
        margins = layout.contentsMargins()
        intro.setMinimumHeight(intro.heightForWidth(self.minimumWidth() - margins.left() - margins.right()))
        self.tested.connect(self._show_test)

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumSize(3 * TOUCH_PX, TOUCH_PX)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def show_server(self, dsn: str | None) -> None:
        """Show the server this laptop uses now (None: none) in the field, with nothing tested yet."""
        self.dsn.setText(dsn or "")
        self.current.setText(
            self.tr("Now: this laptop synchronises with {named}.").format(named=_named(dsn))
            if dsn
            else self.tr("Now: no server: this laptop works alone.")
        )
        self.stop_button.setEnabled(dsn is not None)
        show_problem(self.problem, "")
        self._say("")

    def _say(self, text: str) -> None:
        """Show what a test or a change found, the window growing to show it whole (word-wrapped labels do not)."""
        self.outcome.setText(text)
        self.adjustSize()

    def _edited(self, _text: str) -> None:
        show_problem(self.problem, "")
        self.outcome.setText("")

    def _typed(self) -> str | None:
        """The DSN typed, if libpq reads it and it holds no password; else None, the reason shown beside it."""
        text = self.dsn.text().strip()
        try:
            problem = keeping_problem(text)
        except InvalidInput as error:
            refusal: InvalidInput | None = error
        else:
            refusal = None if problem is None else InvalidInput.at("server", problem)
        if refusal is not None:
            show_problem(self.problem, reasons(refusal))
            self.adjustSize()  # the reason whole, the introduction too
            self.dsn.setFocus()
            return None
        return text

    def test(self) -> None:
        """Ask the typed server, on a worker thread, what it holds of this laptop."""
        dsn = self._typed()
        if dsn is None or (self._worker is not None and self._worker.is_alive()):
            return
        self._say(f"Testing {describe(dsn)}…")
        self.test_button.setEnabled(False)
        laptop = self._laptop()
        self._worker = threading.Thread(target=self._probe, args=(dsn, laptop), name="floordesk-probe", daemon=True)
        self._worker.start()

    def _probe(self, dsn: str, laptop: ThisLaptop) -> None:
        try:
            found: object = probe_server(dsn, laptop.device_id, laptop.fingerprint)
        except (StoreError, InvalidInput) as error:
            found = str(error)
        except Exception as error:  # a test that fails is an answer, never the window's end
            found = f"{type(error).__name__}: {error}"
        self.tested.emit(dsn, (found, laptop))

    def _show_test(self, dsn: str, outcome: tuple[ServerProbe | str, ThisLaptop]) -> None:
        self.test_button.setEnabled(True)
        if dsn != self.dsn.text().strip():
            return  # another server has been typed since
        found, laptop = outcome
        if isinstance(found, str):
            self._say(f"Not usable: {found}")
        else:
            self._say("\n".join(probe_lines(found, laptop)))

    def save(self) -> None:
        dsn = self._typed()
        if dsn is None:
            return
        self._use(dsn)
        self.show_server(dsn)
        self._say("Saved: synchronising with it now; the status bar shows how it stands.")

    def stop(self) -> None:
        self._use(None)
        self.show_server(None)
        self._say("This laptop no longer synchronises: its rulings stay in its own log.")


def _named(dsn: str) -> str:
    """The server as people name it; the DSN itself if libpq cannot read it (a hand-edited setting)."""
    try:
        return describe(dsn)
    except InvalidInput:
        return dsn
