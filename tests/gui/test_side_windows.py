"""The windows opened beside the table (the rule book, the incident log): built on first use, then brought to the
front rather than built again; the log shows an incident asked for, and its footage signal reaches the window."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from floordesk.gui.app import Desk
from floordesk.gui.log_window.filters import TYPING_PAUSE_MS


def test_the_rule_book_is_built_once_and_brought_forward_again(desk: Desk, qtbot: QtBot):
    side = desk.window.side_windows
    assert side.rule_book is None
    first = side.show_rule_book()
    assert first.isVisible()
    first.hide()
    assert side.show_rule_book() is first
    assert first.isVisible()


def test_the_incident_log_is_built_once_as_a_window_of_its_own(desk: Desk, qtbot: QtBot):
    side = desk.window.side_windows
    assert side.log_window is None
    log = side.show_incident_log()
    assert log.isWindow()
    assert log.isVisible()
    log.close()
    assert side.show_incident_log() is log
    assert log.isVisible()


def test_the_logs_footage_saved_reaches_the_window(desk: Desk, qtbot: QtBot):
    side = desk.window.side_windows
    log = side.show_incident_log()
    with qtbot.waitSignal(side.footage_saved, timeout=1000):
        log.footage.saved.emit("0" * 32)


def test_a_search_still_waiting_for_typing_to_pause_does_not_ask_the_log_of_a_closed_desk(desk: Desk, qtbot: QtBot):
    log = desk.window.side_windows.show_incident_log()
    searched: list[str] = []
    log.filters.changed.connect(lambda: searched.append(log.filters.search.text()))
    qtbot.keyClicks(log.filters.search, "button")  # the search waits for the typing to pause
    desk.close()
    qtbot.wait(3 * TYPING_PAUSE_MS)  # an exception in the late search fails the test (pytest-qt's capture)
    assert searched == []
