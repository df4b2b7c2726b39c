"""GUI: the incidents of a query as a table model that reads only the pages it shows (keyset paging).

The view asks for more rows as it scrolls (`canFetchMore`/`fetchMore`), and
each request reads the next page after the last cursor, so a log of a million
incidents opens with one page read and scrolls a page at a time. Sorting asks
the store for the order (time or number, either way); other columns do not sort.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from floordesk.core.errors import InvalidInput
from floordesk.i18n import noop
from floordesk.reports.content import code_said
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery, IncidentSummary

PAGE = 100
Index = QModelIndex | QPersistentModelIndex

COLUMNS = (
    noop("log_window", "No."),
    noop("log_window", "Time"),
    noop("log_window", "Device"),
    noop("log_window", "Event"),
    noop("log_window", "Table"),
    noop("log_window", "Seats and players"),
    noop("log_window", "Rule"),
    noop("log_window", "Kind"),
    noop("log_window", "Decision"),
    noop("log_window", "Staff"),
    noop("log_window", "Status"),
)
TYPICAL = (
    "#00000",
    "2009-06-01 21:00",
    "floor-laptop (a1b2c3)",
    "#12 No-Limit Hold'em",
    "Table 12",
    "2 Ana Ribeiro, 4 Ben Okafor",
    "00",
    "found-chips",
    "departs (rule 44)",
    "Sam Supervisor",
    "overruled",
)
"""A typical text of each column, to size the columns without measuring every row."""
NUMBER, TIME = 0, 1
_SORTABLE = {NUMBER: "number", TIME: "time"}


def _decision(row: IncidentSummary) -> str:
    if row.departs:
        return QCoreApplication.translate("IncidentTableModel", "departs (rule 44)")
    if row.computed:
        return QCoreApplication.translate("IncidentTableModel", "followed")
    return QCoreApplication.translate("IncidentTableModel", "floor's own")


class IncidentTableModel(QAbstractTableModel):
    """GUI: rows of incident summaries, a page at a time, for the query set with `set_query`."""

    failed = Signal(str)
    """A page could not be read (the store's message)."""

    def __init__(self, store: IncidentStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._query = IncidentQuery()
        self._rows: list[IncidentSummary] = []
        self._cells: list[tuple[str, ...]] = []  # each row's texts, made once: the view asks again and again
        self._next: str | None = None
        self._more = False

    @property
    def query(self) -> IncidentQuery:
        return self._query

    def set_query(self, query: IncidentQuery) -> None:
        """Show the first page of `query` (keeping the order the user chose)."""
        self.beginResetModel()
        self._query = replace(query, order=self._query.order, oldest_first=self._query.oldest_first)
        self._rows, self._cells, self._next, self._more = [], [], None, True
        self.endResetModel()
        self.fetchMore(QModelIndex())

    def reload(self) -> None:
        self.set_query(self._query)

    def summary(self, row: int) -> IncidentSummary:
        return self._rows[row]

    def row_of(self, incident_uid: str) -> int | None:
        return next((index for index, row in enumerate(self._rows) if row.uid == incident_uid), None)

    # -- QAbstractTableModel ------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("log_window", COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            row = self._rows[index.row()]
            return QCoreApplication.translate(
                "IncidentTableModel", "{narrative}\nid {uid}\ndevice {device} ({device_id})"
            ).format(narrative=row.narrative, uid=row.uid, device=row.device, device_id=row.device_id)
        return None

    @staticmethod
    def _texts(row: IncidentSummary) -> tuple[str, ...]:
        return (
            f"#{row.number}",
            row.recorded_local[:16].replace("T", " "),
            f"{row.device} ({row.device_id[-6:]})",
            row.event,
            row.table or "—",
            row.parties or "—",
            str(row.rule),
            code_said(row.kind),
            _decision(row),
            row.decided_by,
            row.status_said,
        )

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self._more

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid() or not self._more:
            return
        try:
            page = self._store.page(self._query, after=self._next, limit=PAGE)
        except (InvalidInput, StoreError) as error:
            self._more = False
            self.failed.emit(str(error))
            return
        self._next, self._more = page.next, page.next is not None
        if page.rows:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page.rows) - 1)
            self._rows.extend(page.rows)
            self._cells.extend(self._texts(row) for row in page.rows)
            self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key = _SORTABLE.get(column)
        if key is None:
            return
        oldest_first = order == Qt.SortOrder.AscendingOrder
        if (key, oldest_first) == (self._query.order, self._query.oldest_first):
            return  # the view re-applies its indicator (when sorting is enabled): no need to read again
        self._query = replace(self._query, order=key, oldest_first=oldest_first)  # type: ignore[arg-type]
        self.reload()
