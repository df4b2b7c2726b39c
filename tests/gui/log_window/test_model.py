"""The incidents of a query as a table model: a page read at a time as the view scrolls, each row's texts, sorting
by number or time asked of the store, a page that cannot be read said once."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from floordesk.gui.log_window.model import COLUMNS, NUMBER, PAGE, TIME, IncidentTableModel
from floordesk.store.errors import StoreError
from floordesk.store.search import IncidentQuery
from tests.store.conftest import Floor


def model_of(floor: Floor) -> IncidentTableModel:
    model = IncidentTableModel(floor.store)
    model.set_query(IncidentQuery())
    return model


def numbers(model: IncidentTableModel) -> list[int]:
    return [model.summary(row).number for row in range(model.rowCount())]


def cell(model: IncidentTableModel, row: int, column: str) -> object:
    return model.data(model.index(row, COLUMNS.index(column)))


def test_a_page_is_read_at_a_time_newest_first(floor: Floor) -> None:
    for _ in range(PAGE + 5):
        floor.record()
    model = model_of(floor)
    assert numbers(model) == list(range(PAGE + 5, 5, -1))
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert numbers(model) == list(range(PAGE + 5, 0, -1))
    assert not model.canFetchMore(QModelIndex())
    assert model.row_of(floor.store.incidents.get("#1").uid) == PAGE + 4


def test_each_row_reads_as_the_ruling_was_recorded(floor: Floor) -> None:
    floor.record(narrative="Colour-up at level 5.")
    floor.record(recommended=None, decision={"ruling": "the call stands"}, kind="dispute", rule=44)
    model = model_of(floor)
    assert model.columnCount() == len(COLUMNS)
    assert model.headerData(COLUMNS.index("Kind"), Qt.Orientation.Horizontal) == "Kind"
    assert [cell(model, row, "No.") for row in (0, 1)] == ["#2", "#1"]
    assert [cell(model, row, "Decision") for row in (0, 1)] == ["floor's own", "followed"]
    # the kind in words, in the language spoken (the filter and the JSON keep the code, "chip-race")
    assert [cell(model, row, "Kind") for row in (0, 1)] == ["Dispute", "Chip race"]
    assert cell(model, 1, "Table") == "Table 7"
    assert cell(model, 1, "Staff") == "Sam Supervisor"
    tip = model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str)
    assert tip.startswith("Colour-up at level 5.\nid ")


def test_number_and_time_sort_either_way_and_other_columns_do_not(floor: Floor) -> None:
    for _ in range(3):
        floor.record()
    model = model_of(floor)
    model.sort(NUMBER, Qt.SortOrder.AscendingOrder)
    assert numbers(model) == [1, 2, 3]
    model.sort(TIME, Qt.SortOrder.DescendingOrder)
    assert numbers(model) == [3, 2, 1]
    model.sort(COLUMNS.index("Kind"), Qt.SortOrder.AscendingOrder)
    assert numbers(model) == [3, 2, 1]
    model.set_query(IncidentQuery(kinds=("chip-race",)))  # a new query keeps the order chosen
    assert (model.query.order, model.query.oldest_first) == ("time", False)


def test_a_page_that_cannot_be_read_is_said_and_not_asked_again(qtbot, floor: Floor, monkeypatch) -> None:
    floor.record()
    model = IncidentTableModel(floor.store)
    asked: list[str | None] = []

    def refuse(_query: IncidentQuery, *, after: str | None, limit: int) -> None:
        asked.append(after)
        raise StoreError("the log is in use")

    monkeypatch.setattr(floor.store, "page", refuse)
    with qtbot.waitSignal(model.failed) as failed:
        model.set_query(IncidentQuery())
    assert failed.args == ["the log is in use"]
    assert not model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert asked == [None]
    assert model.rowCount() == 0
