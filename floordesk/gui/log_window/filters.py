"""GUI: the log window's search box and filters, turned into a store query.

Names are looked up as the command line looks them up (an event by number or
name, a table, player or staff member by name); a name that matches nothing
matches no incident, and the bar says which name found nothing (and search words that hold no word). A player
chosen from an incident's detail is kept by his record, not his name.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QDateEdit, QGridLayout, QLabel, QLineEdit, QWidget

from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import RulingKind
from floordesk.gui.accessible import name_list
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.touch import touch
from floordesk.i18n import noop
from floordesk.reports.content import code_said
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery, fts_query

TYPING_PAUSE_MS = 250
SHIFT_DAY_STARTS = time(6)
"""Before this hour a shift report's default days start the day before (the night shift began then)."""
_ANY_DAY = QDate(2000, 1, 1)
_RULES = tuple(range(44, 53))


def _day(chosen: QDate) -> date:
    return date(chosen.year(), chosen.month(), chosen.day())


class _DayEdit(QDateEdit):
    """A day, or "any" at the minimum date; Tab leaves it even then (Qt's own kept Tab inside, stepping no section).

    From "any", a typed date is taken (Qt appended the digits to "any" and went back to it) and the calendar opens
    on today's month (Qt opened it on the "any" date, January 2000)."""

    def __init__(self) -> None:
        super().__init__()
        self.setCalendarPopup(True)
        self.calendarWidget().installEventFilter(self)

    def is_any(self) -> bool:
        return self.date() == self.minimumDate()

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self.is_any():
            return QWidget.focusNextPrevChild(self, forward)
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        typed, line = event.text(), self.lineEdit()
        if self.is_any() and typed.isdigit():
            # Typing starts a date from today's, year first, the digits typed replacing it section by section.
            self.setDate(QDate.currentDate())
            self.setCurrentSection(QDateEdit.Section.YearSection)
            line.setSelection(0, 4)
        elif typed == "-" and line.text()[line.cursorPosition() - 1 : line.cursorPosition()] == "-":
            return  # a full year or month already moved on to the next part: its dash is typed, not a step
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and watched is self.calendarWidget() and self.is_any():
            today = QDate.currentDate()
            self.calendarWidget().setCurrentPage(today.year(), today.month())
        return super().eventFilter(watched, event)


_DISPUTES = (
    (noop("FilterBar", "any"), None),
    (noop("FilterBar", "disputed"), ""),
    (noop("FilterBar", "disputed: a player's error"), "player"),
    (noop("FilterBar", "disputed: the dealer's error"), "dealer"),
    (noop("FilterBar", "disputed: no error"), "none"),
)
"""The dispute filter's choices: its label, and None (any ruling), "" (any disputed one) or an error type."""


class FilterBar(QWidget):
    """GUI: search words and filters; `changed` says the query is different."""

    changed = Signal()

    def __init__(self, store: IncidentStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._player_uids: tuple[str, ...] | None = None
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(TYPING_PAUSE_MS)
        self._pause.timeout.connect(self.changed)
        self.search = QLineEdit(placeholderText=self.tr("Search narratives, names and rulings (word* for a prefix)"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search"))
        self.since = self._date_edit()
        self.until = self._date_edit()
        self.event_name = QLineEdit(placeholderText=self.tr("number or name"))
        self.table = QLineEdit(placeholderText=self.tr("table name"))
        self.player = QLineEdit(placeholderText=self.tr("name or registration"))
        self.staff = QLineEdit(placeholderText=self.tr("deciding staff member"))
        self.rule = QComboBox()
        self.rule.addItem(self.tr("any"), None)
        for rule in _RULES:
            self.rule.addItem(self.tr("Rule {rule}").format(rule=rule), rule)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("any"), None)
        for kind in RulingKind:
            self.kind.addItem(code_said(kind.value), kind.value)
        self.dispute = QComboBox()
        for label, key in _DISPUTES:
            self.dispute.addItem(self.tr(label), key)
        self.problem = field_problem_label()
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search, 0, 0, 1, 10)
        rows: tuple[tuple[tuple[str, QWidget], ...], ...] = (
            (
                (self.tr("From"), self.since),
                (self.tr("To"), self.until),
                (self.tr("Event"), self.event_name),
                (self.tr("Table"), self.table),
            ),
            (
                (self.tr("Player"), self.player),
                (self.tr("Staff"), self.staff),
                (self.tr("Rule"), self.rule),
                (self.tr("Kind"), self.kind),
            ),
        )
        for row, fields in enumerate(rows, 1):
            for column, (label, field) in enumerate(fields):
                name = QLabel(label)
                name.setBuddy(field)  # what a screen reader calls the field
                layout.addWidget(name, row, 2 * column)
                layout.addWidget(field, row, 2 * column + 1)
        layout.addWidget(QLabel(self.tr("Dispute")), 1, 8)  # beside the first filters: the window keeps its height
        layout.addWidget(self.dispute, 1, 9)
        layout.addWidget(self.problem, 3, 0, 1, 10)
        filters: tuple[QWidget, ...] = (self.since, self.until, self.event_name, self.table, self.player, self.staff)
        for field in (self.search, *filters, self.rule, self.kind, self.dispute):
            touch(field)  # a finger's height: the log is read on the floor desk's touch screen too
        for edit in (self.search, self.event_name, self.table, self.staff):
            edit.textChanged.connect(self._typed)
        self.player.textEdited.connect(self._player_typed)
        for box in (self.rule, self.kind, self.dispute):
            box.currentIndexChanged.connect(self.changed)
        for date_edit in (self.since, self.until):
            date_edit.dateChanged.connect(self.changed)
        for box in (self.rule, self.kind, self.dispute):
            name_list(box)

    @staticmethod
    def _date_edit() -> _DayEdit:
        edit = _DayEdit()
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumDate(_ANY_DAY)
        edit.setSpecialValueText(QCoreApplication.translate("FilterBar", "any"))  # shown at the minimum date: no bound
        edit.setDate(_ANY_DAY)
        return edit

    def _typed(self) -> None:
        self._pause.start()

    def _player_typed(self) -> None:
        self._player_uids = None
        self._pause.start()

    def drop_pending(self) -> None:
        """Forget a search still waiting for the typing to pause: its log is closing."""
        self._pause.stop()

    def show_player(self, player_uid: str, name: str, event: str) -> None:
        """Filter on one player's record (his history in his event), as chosen from an incident."""
        self._player_uids = (player_uid,)
        self.player.setText(name)
        self.event_name.setText(event.split(" ", 1)[0])  # "#12 Name" -> "#12"
        self._pause.stop()
        self.changed.emit()

    def choose_current_shift(self, now: datetime | None = None) -> None:
        """Where From or To says "any", the days of the shift under way: from today (yesterday before
        `SHIFT_DAY_STARTS`, a night shift having started then) to today."""
        now = now or datetime.now()
        first = now.date() - timedelta(days=1) if now.time() < SHIFT_DAY_STARTS else now.date()
        for edit, day in ((self.since, first), (self.until, now.date())):
            if edit.is_any():
                edit.setDate(QDate(day.year, day.month, day.day))

    def period(self) -> tuple[datetime | None, datetime | None]:
        """The chosen days as local times: from the first day's midnight to the midnight after the last."""
        since = until = None
        if self.since.date() != _ANY_DAY:
            since = datetime.combine(_day(self.since.date()), time()).astimezone()
        if self.until.date() != _ANY_DAY:
            until = datetime.combine(_day(self.until.date()) + timedelta(days=1), time()).astimezone()
        return since, until

    def query(self) -> IncidentQuery:
        """The store query for what the bar shows; names that found nothing are said beside it."""
        unknown: list[str] = []

        def looked_up(text: str, what: str, find: object) -> tuple[str, ...] | None:
            text = text.strip()
            if not text:
                return None
            found: tuple[str, ...] = find(text)  # type: ignore[operator]
            if not found:
                unknown.append(f"no {what} {text!r}")
            return found

        text = self.search.text().strip() or None
        said = self._searchable(text)
        since, until = self.period()
        if since is not None and until is not None and until <= since:
            said.append("To is before From: the period holds no day.")
        players = self._player_uids
        if players is None:
            players = looked_up(self.player.text(), "player", self._store.tournament.players_named)
        query = IncidentQuery(
            text=text,
            since=since,
            until=until,
            events=looked_up(self.event_name.text(), "event", self._store.tournament.events_matching),
            tables=looked_up(self.table.text(), "table", self._store.tournament.tables_named),
            players=players,
            staff=looked_up(
                self.staff.text(), "staff member", lambda name: tuple(m.uid for m in self._store.staff.find(name))
            ),
            rules=None if self.rule.currentData() is None else (self.rule.currentData(),),
            kinds=None if self.kind.currentData() is None else (self.kind.currentData(),),
            disputed=self.dispute.currentData() is not None,
            dispute_errors=None if not self.dispute.currentData() else (self.dispute.currentData(),),
        )
        if unknown:
            said.append("This log has " + ", ".join(unknown) + ".")
        show_problem(self.problem, " ".join(said))
        return query

    @staticmethod
    def _searchable(text: str | None) -> list[str]:
        """What is wrong with the search words, said (a search of no word finds nothing, and says so here)."""
        if text is None:
            return []
        try:
            fts_query(text)
        except InvalidInput as error:
            said = "; ".join(problem.message for problem in error.problems)
            return [QCoreApplication.translate("FilterBar", "Search: {problems}.").format(problems=said)]
        return []
