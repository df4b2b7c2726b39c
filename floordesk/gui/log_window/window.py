"""GUI: the incident log window: filters, the keyset-paged table of incidents, the detail of the one chosen.

Opened from the main window's Log menu (Ctrl+Shift+L). Corrections and voids
go through the service with a signature from the `Signer` it was given; an
overrule opens the window's own (rule 44: the ruling's fields, the table
following it); reports go through `floordesk.reports`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import timedelta

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floordesk.gui.keyboard import select_on_tab
from floordesk.gui.log_window.amend import correct_dialog, void_dialog
from floordesk.gui.log_window.audit_pack import AuditPackDialog
from floordesk.gui.log_window.detail import IncidentDetail
from floordesk.gui.log_window.filters import FilterBar
from floordesk.gui.log_window.footage import FootageTaskList
from floordesk.gui.log_window.model import COLUMNS, TIME, TYPICAL, IncidentTableModel
from floordesk.gui.log_window.printing import (
    ProgressWindow,
    gather_with_progress,
    preview_document,
    print_incident_dialog,
    save_pdf,
)
from floordesk.gui.log_window.retention import RetentionDialog
from floordesk.gui.log_window.signing import Signer, ask_signature
from floordesk.gui.log_window.witness import WitnessDialog
from floordesk.i18n import LANGUAGES, grouped
from floordesk.reports import gather
from floordesk.reports.content import Document
from floordesk.reports.progress import Progress
from floordesk.store.errors import StoreError, VerifyCancelled
from floordesk.store.log import IncidentStore

MESSAGE_MS = 12_000
FIRST_COLUMNS = ("No.", "Time", "Rule", "Kind", "Seats and players")
"""The list's columns shown first, in this order: at 1200 px the rest (event, device…) are what scrolls."""


class LogWindow(QMainWindow):
    """GUI: browse, search, amend and print the incident log."""

    def __init__(
        self,
        store: IncidentStore,
        *,
        overrule: Callable[[str], QDialog | None],
        signer: Signer | None = None,
        second_signer: Signer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`overrule` opens the window's own overrule of an incident (its new decision in the ruling's fields, the
        table following it), or refuses it saying why (None)."""
        super().__init__(parent)
        self.setObjectName("LogWindow")
        self._overrule = overrule
        self.setWindowTitle(self.tr("FloorDesk — Incident log"))
        self.store = store
        self._signer = signer or ask_signature(store)
        self._second_signer = second_signer or ask_signature(store)
        self.filters = FilterBar(store)
        self.model = IncidentTableModel(store, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # the arrows choose a row; Tab goes on to the ruling and its buttons
        # The indicator first: enabling sorting applies it, and the model's order already is newest first.
        self.table.horizontalHeader().setSortIndicator(TIME, Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # no row measured: a page shows at once
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        for column, typical in enumerate(TYPICAL):
            self.table.setColumnWidth(column, self.table.fontMetrics().horizontalAdvance(typical) + 16)
        header = self.table.horizontalHeader()
        for place, title in enumerate(FIRST_COLUMNS):  # what a supervisor scans for, seen without scrolling
            header.moveSection(header.visualIndex(COLUMNS.index(title)), place)
        self.table.setToolTip(self.tr("Sort by number or time; the other columns follow the chosen order"))
        self.table.setAccessibleName(self.tr("Incidents"))
        select_on_tab(self.table)
        self.detail = IncidentDetail(store)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.footage = self._footage_dock(store)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.filters)
        layout.addWidget(split, 1)
        self.setCentralWidget(central)
        self._build_menus()
        self.filters.changed.connect(self.apply_filters)
        self.model.failed.connect(self.show_message)
        self.model.modelReset.connect(self._count)
        self.model.rowsInserted.connect(self._count)
        self.table.selectionModel().selectionChanged.connect(self._chosen)
        self.detail.player_chosen.connect(self.filters.show_player)
        self.detail.incident_chosen.connect(self.open_incident)
        self.detail.correct_button.clicked.connect(self.correct)
        self.detail.void_button.clicked.connect(self.void)
        self.detail.overrule_button.clicked.connect(self.overrule)
        self.detail.print_button.clicked.connect(lambda: self.print_incident())
        self.detail.pdf_button.clicked.connect(self.save_incident_pdf)
        self.resize(1200, 760)
        self.apply_filters()

    def _footage_dock(self, store: IncidentStore) -> FootageTaskList:
        """The footage to preserve, below the log (the house's settings beside it): choosing one shows its
        incident."""
        footage = FootageTaskList(store, self._signer)
        footage.chosen.connect(self.detail.show_incident)
        footage.saved.connect(self.show_message)
        dock = QDockWidget(self.tr("Footage to preserve"), self)
        dock.setObjectName("footage_dock")
        dock.setWidget(footage)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        return footage

    def _build_menus(self) -> None:
        report_menu = self.menuBar().addMenu(self.tr("&Report"))
        self.shift_report_action = QAction(self.tr("&Shift report of the filtered days…"), self)
        self.shift_report_action.setShortcut(QKeySequence("Ctrl+P"))
        self.shift_report_action.triggered.connect(self.shift_report)
        report_menu.addAction(self.shift_report_action)
        self.verify_action = QAction(self.tr("&Verify the whole log"), self)
        self.verify_action.triggered.connect(self.verify)
        report_menu.addAction(self.verify_action)
        self.witness_action = QAction(self.tr("&Witness a printed report's code…"), self)
        self.witness_action.triggered.connect(self.witness)
        report_menu.addAction(self.witness_action)
        self.audit_pack_action = QAction(self.tr("&Auditor's pack…"), self)
        self.audit_pack_action.triggered.connect(self.audit_pack)
        report_menu.addAction(self.audit_pack_action)
        self.retention_action = QAction(self.tr("&Retention period…"), self)
        self.retention_action.triggered.connect(self.retention)
        report_menu.addAction(self.retention_action)
        self._add_player_report_menu(report_menu)
        report_menu.addSeparator()
        close = report_menu.addAction(self.tr("&Close"))
        close.setShortcut(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)

    def _add_player_report_menu(self, report_menu: QMenu) -> None:
        """The incident report printed in a player's language, whatever the window's (rule quoted in both)."""
        menu = report_menu.addMenu(self.tr("Incident report for the &player, in"))
        menu.setObjectName("PlayerReportMenu")
        for code, name in LANGUAGES.items():
            action = menu.addAction(name)
            action.triggered.connect(lambda _=False, c=code: self.print_incident(c))

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, MESSAGE_MS)

    # -- browsing -------------------------------------------------------------------------------------------
    def apply_filters(self) -> None:
        self.model.set_query(self.filters.query())
        self.detail.show_incident(None)

    def _count(self) -> None:
        more = self.tr(" (scroll for more)") if self.model.canFetchMore(self.model.index(-1, -1)) else ""
        shown = self.model.rowCount()
        self.statusBar().showMessage(self.tr("%n incident(s) shown{more}", "", shown).format(more=more))

    def _chosen(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = selected.indexes()
        self.detail.show_incident(self.model.summary(rows[0].row()).uid if rows else None)

    def open_incident(self, incident_uid: str) -> None:
        """Show one incident (a precedent asked for from a wizard, say): chosen in the list if it is listed."""
        row = self.model.row_of(incident_uid)
        if row is not None:
            self.table.selectRow(row)
        self.detail.show_incident(incident_uid)

    def _refresh(self, incident_uid: str, done: str) -> None:
        """After an amendment: the list as it stands now, the same incident chosen if still listed."""
        self.model.reload()
        self.open_incident(incident_uid)
        self.show_message(done)

    # -- amending ---------------------------------------------------------------------------------------------
    def correct(self) -> None:
        incident = self.detail.incident
        if incident is not None and correct_dialog(self, self.store, incident, self._signer).exec():
            self._refresh(incident.uid, f"Incident #{incident.number} corrected.")

    def overrule(self) -> None:
        incident = self.detail.incident
        if incident is None:
            return
        dialog = self._overrule(incident.uid)
        if dialog is not None:
            dialog.accepted.connect(
                lambda: self._refresh(
                    incident.uid, self.tr("Incident #{number} overruled.").format(number=incident.number)
                )
            )

    def void(self) -> None:
        incident = self.detail.incident
        if incident is None:
            return
        if void_dialog(self, self.store, incident, self._signer, self._second_signer).exec():
            self._refresh(incident.uid, f"Incident #{incident.number} voided.")

    # -- printing and checking ---------------------------------------------------------------------------------
    def print_incident(self, language: str | None = None) -> None:
        if self.detail.incident is not None:
            print_incident_dialog(self, self.store, self.detail.incident.uid, language)

    def save_incident_pdf(self) -> None:
        incident = self.detail.incident
        if incident is None:
            return
        document = gather.incident_document(self.store, incident.uid)
        saved = save_pdf(self, document, f"incident-{incident.number}.pdf")
        if saved is not None:
            self.show_message(self.tr("Saved {saved}").format(saved=saved))

    def shift_report(self) -> None:
        since, until = self.filters.period()
        if since is None or until is None:
            self.filters.choose_current_shift()  # the days not chosen: the shift under way's
            since, until = self.filters.period()
            assert since is not None  # both days were chosen just above
            assert until is not None
        events = self.model.query.events
        asked = self.filters.event_name.text()
        scope = "All events" if events is None else gather.event_scope(self.store, events, asked)

        def work(progress: Progress) -> Document:
            return gather.shift_document(self.store, since, until, events=events, scope=scope, progress=progress)

        document = gather_with_progress(self, self.tr("Gathering the incidents…"), work)
        if document is not None:
            preview_document(self, document)

    def witness(self) -> None:
        dialog = WitnessDialog(self.store, self._signer, self)
        if dialog.exec():
            self.show_message(dialog.done_message)

    def audit_pack(self) -> None:
        since, until = self.filters.period()
        days = None if since is None or until is None else (since.date(), (until - timedelta(days=1)).date())
        dialog = AuditPackDialog(self.store, self._signer, self, period=days)
        if dialog.exec() and dialog.made is not None:
            made = dialog.made
            self.show_message(
                self.tr(
                    "Auditor's pack saved to {path} (%n incident(s)); recorded in the log.", "", made.incidents
                ).format(path=made.path)
            )

    def retention(self) -> None:
        dialog = RetentionDialog(self.store, self._signer, self)
        if dialog.exec() and dialog.done_message:
            self.show_message(dialog.done_message)

    def verify(self) -> None:
        progress = ProgressWindow(self, self.tr("Verifying every record of the log…"))
        try:
            # The window paints and takes a Cancel while verify's checks run.
            result = self.store.verify(keep_alive=progress.alive)
        except (StoreError, sqlite3.OperationalError) as error:
            cancelled = isinstance(error, VerifyCancelled)
            self.show_message(
                self.tr("Verification cancelled.")
                if cancelled
                else self.tr("The log could not be verified: {error}").format(error=error)
            )
            return
        finally:
            progress.close()
        if result.ok:
            self.show_message(self.tr("All {records} records verify.").format(records=grouped(result.records)))
        elif not result.problems and result.index_damage:
            self._warn(
                self.tr(
                    "The records verify, but {value}. "
                    "Search may miss incidents until it is rebuilt: `floordesk log reindex`."
                ).format(value=result.index_damage[0])
            )
        else:
            first = result.first.describe() if result.first else ""
            self._warn(
                self.tr("The log does not verify. The first record that does not match: {first}").format(first=first)
            )

    def _warn(self, text: str) -> None:
        """A warning the user must acknowledge, built here (not Qt's static one) so a test reads its every text."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("FloorDesk"), text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.exec()
