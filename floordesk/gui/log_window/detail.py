"""GUI: one ruling as recorded, its amendments and its verification, with what can be done to it.

The text is the incident report's own HTML (one layout for paper and screen),
with each player's name a link to his history in the event, under a line
saying whether the record still hashes to what its chain holds. Its colours are
the theme's (paper's dark ink would vanish on the dark theme's page). Below it, a
button for each precedent shown when the ruling was decided opens that incident:
a button, not a link in the report's text, so it is in the Tab order with a name
a screen reader says (a text browser's links have neither).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QUrl, Signal
from PySide6.QtGui import QPalette, QTextOption
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.gui.field_problem import ProblemLabel
from floordesk.gui.touch import touch
from floordesk.reports.content import PLAYER_LINK, Ink, incident_report
from floordesk.reports.proof import Proof, check, proof_of
from floordesk.store.errors import StoreError
from floordesk.store.incidents import Incident
from floordesk.store.log import IncidentStore


class IncidentDetail(QWidget):
    """GUI: the detail pane. Its buttons only ask; the log window does the work."""

    player_chosen = Signal(str, str, str)
    """(player uid, his name, the incident's event) when a player's name is clicked"""
    incident_chosen = Signal(str)
    """an incident's uid when the button of a precedent is pressed"""

    def __init__(self, store: IncidentStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.incident: Incident | None = None
        self._shown: tuple[Incident, Proof, bool] | None = None
        """the incident shown, its proof, and whether it verified"""
        self.verification = QLabel()
        self.verification.setObjectName("verification")
        self.verification.setWordWrap(True)
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("The incident"))
        # Between words only: a narrow pane broke table headings inside words ("Sea t", "Exchang ed"); a table
        # wider than the pane scrolls instead.
        self.text.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.correct_button = touch(QPushButton(self.tr("&Correct…")))
        self.void_button = touch(QPushButton(self.tr("&Void…")))
        self.overrule_button = touch(QPushButton(self.tr("&Overrule…")))
        self.print_button = touch(QPushButton(self.tr("&Print…")))
        self.pdf_button = touch(QPushButton(self.tr("Save P&DF…")))
        self.precedents = QWidget()
        self._precedent_row = QHBoxLayout(self.precedents)
        self._precedent_row.setContentsMargins(0, 0, 0, 0)
        self._precedent_row.addWidget(QLabel(self.tr("Earlier comparable rulings shown:")))
        self._precedent_row.addStretch(1)
        self.precedent_buttons: list[QPushButton] = []
        buttons = QHBoxLayout()
        for button in (self.correct_button, self.void_button, self.overrule_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.verification)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.precedents)
        layout.addLayout(buttons)
        self.show_incident(None)

    def show_incident(self, incident_uid: str | None) -> None:
        """Show this incident as it stands now (None: nothing chosen)."""
        self.incident = None
        self._shown = None
        if incident_uid is not None:
            try:
                self.incident = self._store.incidents.get(incident_uid)
                proof = proof_of(self._store.connection, incident_uid)
                checked = check(self._store.connection, proof)
            except (InvalidInput, StoreError) as error:
                self.verification.setText(self.tr("This incident cannot be read: {error}").format(error=error))
                self.text.clear()
                self._enable()
                return
            self._shown = (self.incident, proof, checked.holds)
            self._paint()
            mark = "Verified" if checked.holds else "NOT VERIFIED"
            self.verification.setText(
                self.tr("{mark}: {message}. Record hash {short_hash} …").format(
                    mark=mark, message=checked.message, short_hash=proof.short_hash
                )
            )
        else:
            self.text.setHtml("<p>Choose an incident to see the whole ruling.</p>")
            self.verification.setText("")
        self._enable()

    def _ink(self) -> Ink:
        """The report's colours in the theme: its text, links for headings, the problem colour for VOIDED."""
        palette = self.palette()  # its own: a change of theme reaches it before the text below
        text = palette.color(QPalette.ColorRole.Text).name()
        link = palette.color(QPalette.ColorRole.Link).name()
        # PySide6's stub says bytes; at run time it takes only a str (as the theme's class palettes are set).
        problem = QApplication.palette(ProblemLabel.__name__)  # type: ignore[call-overload]
        alarm = problem.color(QPalette.ColorRole.WindowText).name()
        muted = palette.color(QPalette.ColorRole.PlaceholderText).name()
        fill = palette.color(QPalette.ColorRole.AlternateBase).name()
        return Ink(text, link, text, muted, text, alarm, link, fill)

    def _paint(self) -> None:
        """The incident shown, in the theme's colours (read again from the log only when chosen or changed)."""
        if self._shown is None:
            return
        incident, proof, holds = self._shown
        ink = self._ink()
        self.text.setHtml(incident_report(incident, proof, player_links=True, ink=ink).html)
        # Said in words first; the colour only repeats it.
        self.verification.setStyleSheet("" if holds else f"color: {ink.alarm}; font-weight: 600;")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._paint()  # the theme changed: the same text in its colours

    def _show_precedents(self) -> None:
        """A button for each earlier ruling shown when the one shown was decided (none: the row hidden)."""
        for button in self.precedent_buttons:
            button.setParent(None)  # out of the row at once (a deferred delete waits for the event loop)
        considered = None if self.incident is None else self.incident.precedents
        shown = considered.get("shown", []) if isinstance(considered, dict) else []
        self.precedent_buttons = [self._precedent_button(str(uid)) for uid in shown]
        self.precedents.setVisible(bool(self.precedent_buttons))

    def _precedent_button(self, uid: str) -> QPushButton:
        try:
            label = f"#{self._store.incidents.get(uid).number}"
        except (InvalidInput, StoreError):
            label = uid[:16]  # as the report names it; pressed, the pane says why it cannot be read
        button = touch(QPushButton(label))
        button.setAccessibleName(self.tr("Open the earlier ruling {label}").format(label=label))
        button.clicked.connect(lambda: self.incident_chosen.emit(uid))
        self._precedent_row.insertWidget(self._precedent_row.count() - 1, button)
        return button

    def _enable(self) -> None:
        self._show_precedents()
        amendable = self.incident is not None and not self.incident.voided
        for button in (self.correct_button, self.void_button, self.overrule_button):
            button.setEnabled(amendable)
        for button in (self.print_button, self.pdf_button):
            button.setEnabled(self.incident is not None)

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if self.incident is None or not target.startswith(PLAYER_LINK):
            return
        player_uid = target.removeprefix(PLAYER_LINK)
        name = next((p["name"] for p in self.incident.parties if p["player"] == player_uid), None) or ""
        self.player_chosen.emit(player_uid, name, self.incident.event)
