"""The main window's status bar: a message too long for its room ends with "…" (whole in the tooltip) before the
permanent widgets; the widgets under a message stay hidden while it shows, also after a new font, and come back
when it is cleared."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from floordesk import RULES_EDITION, RULES_SHORT_NAME
from floordesk.gui.status_bar import StatusBar, WindowLabels

LONG = "Recorded incident #1,204: chip race at Table 17, seat 3 wins a T1K chip; the T25 chips leave play " * 3


def _window(qtbot: QtBot, width: int = 700) -> tuple[QMainWindow, StatusBar, WindowLabels]:
    window = QMainWindow()
    qtbot.addWidget(window)
    status = StatusBar()
    window.setStatusBar(status)
    labels = WindowLabels.add_to(status, "Event #12 No-Limit Hold'em")
    labels.table.set_full_text("Table 7 · 9 seats")
    window.resize(width, 300)
    window.show()
    qtbot.waitExposed(window)
    return window, status, labels


def test_a_short_message_is_shown_whole_with_no_tooltip(qtbot: QtBot):
    _, status, _labels = _window(qtbot)
    status.showMessage("Seat 3: Ana Ribeiro")
    assert (status.message_shown(), status.toolTip()) == ("Seat 3: Ana Ribeiro", "")


def test_a_long_message_ends_with_an_ellipsis_before_the_rules_and_is_whole_in_the_tooltip(qtbot: QtBot):
    _, status, labels = _window(qtbot)
    status.showMessage(LONG)
    shown = status.message_shown()
    assert shown.endswith("…")
    assert LONG.startswith(shown[:-1])
    assert status.fontMetrics().horizontalAdvance(shown) <= labels.rules.geometry().left()
    assert status.toolTip() == LONG
    status.clearMessage()
    assert status.toolTip() == ""


def test_a_wider_window_shows_more_of_the_message(qtbot: QtBot):
    window, status, _labels = _window(qtbot)
    status.showMessage(LONG)
    narrow = status.message_shown()
    window.resize(1400, 300)
    qtbot.waitUntil(lambda: status.message_shown() != narrow)
    assert len(status.message_shown()) > len(narrow)


def test_the_widgets_under_a_message_stay_hidden_after_a_new_font_and_come_back(qtbot: QtBot):
    window, status, labels = _window(qtbot)
    assert labels.event.isVisible()
    status.showMessage("Recorded incident #12")
    qtbot.waitUntil(lambda: not labels.event.isVisible())
    font = QFont(window.font())
    font.setPointSizeF(font.pointSizeF() * 1.3)
    window.setFont(font)  # large text: Qt 6 lays the status bar out again and shows them over the message
    under = (labels.event, labels.table, labels.level)
    qtbot.waitUntil(lambda: not any(label.isVisible() for label in under), timeout=2000)
    qtbot.wait(50)  # the status bar's own relayout has run: they are still hidden
    assert not any(label.isVisible() for label in under)
    assert labels.rules.isVisible()  # permanent: beside the message, not under it
    status.clearMessage()
    qtbot.waitUntil(labels.event.isVisible)
    assert labels.table.isVisible()


def test_the_window_labels_give_the_rules_short_name_and_whole_in_the_tooltip(qtbot: QtBot):
    _, _status, labels = _window(qtbot)
    assert isinstance(labels.rules, QLabel)
    assert labels.rules.text() == RULES_SHORT_NAME
    assert labels.rules.toolTip() == f"Rules: FloorDesk follows the {RULES_EDITION}"
    assert labels.event.full_text == "Event #12 No-Limit Hold'em"


def test_the_events_name_gives_way_first(qtbot: QtBot):
    _, _status, labels = _window(qtbot, width=800)
    labels.event.set_full_text("Event #12 The Fifty-Thousand Dollar Poker Players' Championship, day 3")
    labels.level.set_full_text("Level 14 · 4,000/8,000 ante 1,000 · 60 min")
    qtbot.wait(10)
    assert labels.event.text() != labels.event.full_text  # cut short, or given up altogether
    assert labels.table.text() == "Table 7 · 9 seats"


def test_the_tooltip_follows_the_room_as_the_window_is_resized(qtbot: QtBot):
    window, status, _labels = _window(qtbot, width=400)
    message = "Recorded incident #1,204: chip race at Table 17, seat 3 wins a T1K chip; the T25s leave play"
    status.showMessage(message)
    assert status.toolTip() == message
    window.resize(1400, 300)
    qtbot.waitUntil(lambda: status.message_shown() == message)
    assert status.toolTip() == ""
