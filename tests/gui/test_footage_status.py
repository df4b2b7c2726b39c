"""The status bar's "Footage to preserve: N (M overdue)": hidden at none, counted again on refresh, red once one is
overdue, opening the log window's list when pressed, and quiet when the log is closed."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floordesk.gui.footage_status import OVERDUE_STYLE, footage_status
from tests.store.conftest import Floor, floor
from tests.store.test_disputes import DISPUTE

LATER = {**DISPUTE, "preserve_by": "2099-06-09T11:00:00Z"}
GONE_BY = {**DISPUTE, "preserve_by": "2009-06-01T00:00:00Z"}
"""Due before the log's clock (2009-06-02): overdue."""


def test_hidden_while_there_is_nothing_to_preserve(qtbot: QtBot, floor: Floor):
    status = footage_status(floor.store, lambda: None)
    qtbot.addWidget(status)
    floor.record()
    status.refresh()
    assert not status.isVisibleTo(None)


def test_the_open_tasks_are_counted_and_overdue_ones_make_it_red(qtbot: QtBot, floor: Floor):
    status = footage_status(floor.store, lambda: None)
    qtbot.addWidget(status)
    floor.store.incidents.record(floor.draft(dispute=LATER), floor.supervisor)
    status.refresh()
    assert (status.text(), status.styleSheet(), status.isVisibleTo(None)) == ("Footage to preserve: 1", "", True)
    floor.store.incidents.record(floor.draft(dispute=GONE_BY), floor.supervisor)
    status.refresh()
    assert (status.text(), status.styleSheet()) == ("Footage to preserve: 2 (1 overdue)", OVERDUE_STYLE)


def test_pressing_it_opens_the_list(qtbot: QtBot, floor: Floor):
    opened: list[bool] = []
    status = footage_status(floor.store, lambda: opened.append(True))
    qtbot.addWidget(status)
    floor.store.incidents.record(floor.draft(dispute=LATER), floor.supervisor)
    status.refresh()
    status.show()
    qtbot.mouseClick(status, Qt.MouseButton.LeftButton)
    assert opened == [True]


def test_a_closed_log_leaves_the_last_count(qtbot: QtBot, floor: Floor):
    status = footage_status(floor.store, lambda: None)
    qtbot.addWidget(status)
    floor.store.incidents.record(floor.draft(dispute=LATER), floor.supervisor)
    status.refresh()
    floor.store.close()
    status.refresh()  # as FloorDesk quits: no count now, and no error
    assert status.text() == "Footage to preserve: 1"
