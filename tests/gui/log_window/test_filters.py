"""The filter bar: search words and filters turned into the store query, names that found nothing said beside it,
the days "any" or chosen, a shift's days."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, Qt

from floordesk.gui.log_window.filters import TYPING_PAUSE_MS, FilterBar
from tests.store.conftest import Floor


def test_search_words_that_are_no_words_are_said_beside_the_box(qtbot, floor: Floor, open_window) -> None:
    floor.record()
    window = open_window()
    qtbot.keyClicks(window.filters.search, "***")
    qtbot.waitUntil(lambda: window.model.rowCount() == 0)
    qtbot.waitUntil(lambda: window.filters.problem.isVisible())
    assert window.filters.problem.text() == "Search: must contain a word to search for."
    window.filters.search.clear()
    qtbot.waitUntil(lambda: window.model.rowCount() == 1 and not window.filters.problem.isVisible())


def test_tab_leaves_a_date_that_says_any(qtbot, floor: Floor, open_window) -> None:
    """The keyboard is never held in a filter: Tab goes on from From and To while they say "any"."""
    window = open_window()
    window.activateWindow()
    window.filters.since.setFocus()
    qtbot.waitUntil(lambda: window.filters.since.hasFocus())
    qtbot.keyClick(window.filters.since, Qt.Key.Key_Tab)
    assert window.filters.until.hasFocus()
    qtbot.keyClick(window.filters.until, Qt.Key.Key_Tab)
    assert window.filters.event_name.hasFocus()
    qtbot.keyClick(window.filters.event_name, Qt.Key.Key_Backtab)
    assert window.filters.until.hasFocus()


def test_a_day_typed_over_any_is_taken_and_the_calendar_opens_on_today(qtbot, floor: Floor, open_window) -> None:
    window = open_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    since = window.filters.since
    assert since.text() == "any"
    since.setFocus()
    qtbot.keyClicks(since, "2009-06-01")
    qtbot.keyClick(since, Qt.Key.Key_Tab)
    assert since.date() == QDate(2009, 6, 1)
    until = window.filters.until
    calendar = until.calendarWidget()
    arrow = until.rect().adjusted(until.width() - 8, 0, 0, 0).center()
    qtbot.mouseClick(until, Qt.MouseButton.LeftButton, pos=arrow)  # the arrow opens the calendar
    qtbot.waitUntil(calendar.isVisible)
    today = QDate.currentDate()
    assert (calendar.yearShown(), calendar.monthShown()) == (today.year(), today.month())
    calendar.window().close()


def test_a_period_that_ends_before_it_starts_is_said_beside_the_filters(qtbot, floor: Floor, open_window) -> None:
    floor.record()
    window = open_window()
    window.filters.since.setDate(window.filters.since.date().fromString("2009-06-03", "yyyy-MM-dd"))
    window.filters.until.setDate(window.filters.until.date().fromString("2009-06-01", "yyyy-MM-dd"))
    assert window.model.rowCount() == 0
    assert window.filters.problem.isVisible()
    assert window.filters.problem.text() == "To is before From: the period holds no day."


def bar_of(qtbot, floor: Floor) -> FilterBar:
    bar = FilterBar(floor.store)
    qtbot.addWidget(bar)
    return bar


def test_the_choices_make_the_query_and_names_that_found_nothing_are_said_together(qtbot, floor: Floor) -> None:
    bar = bar_of(qtbot, floor)
    bar.rule.setCurrentIndex(bar.rule.findData(46))
    bar.kind.setCurrentIndex(bar.kind.findData("chip-race"))
    bar.dispute.setCurrentIndex(bar.dispute.findData("dealer"))
    bar.event_name.setText("12")
    bar.table.setText("Table 99")
    bar.staff.setText("Nobody Here")
    query = bar.query()
    assert (query.rules, query.kinds, query.disputed, query.dispute_errors) == (
        (46,),
        ("chip-race",),
        True,
        ("dealer",),
    )
    assert query.events == (floor.event,)
    assert query.tables == ()
    assert bar.problem.text() == "This log has no table 'Table 99', no staff member 'Nobody Here'."
    bar.dispute.setCurrentIndex(bar.dispute.findData(""))
    bar.table.clear()
    bar.staff.clear()
    query = bar.query()
    assert (query.disputed, query.dispute_errors, query.tables, query.staff) == (True, None, None, None)
    assert bar.problem.text() == ""


def test_the_days_chosen_run_from_the_first_midnight_to_the_one_after_the_last(qtbot, floor: Floor) -> None:
    bar = bar_of(qtbot, floor)
    assert bar.period() == (None, None)
    bar.since.setDate(QDate(2009, 6, 1))
    bar.until.setDate(QDate(2009, 6, 2))
    since, until = bar.period()
    assert since == datetime(2009, 6, 1).astimezone()
    assert until == datetime(2009, 6, 3).astimezone()


def test_a_player_chosen_from_an_incident_is_kept_by_his_record_until_his_name_is_typed(qtbot, floor: Floor) -> None:
    bar = bar_of(qtbot, floor)
    ana = floor.players[0]
    with qtbot.waitSignal(bar.changed, timeout=100):  # at once, not after a typing pause
        bar.show_player(ana, "Someone Else", "#12 No-Limit Hold'em")
    assert (bar.player.text(), bar.event_name.text()) == ("Someone Else", "#12")
    assert bar.query().players == (ana,)
    qtbot.keyClicks(bar.player, "x")
    assert bar.query().players == ()  # "Someone Elsex" names nobody


def test_typing_asks_again_only_after_a_pause(qtbot, floor: Floor) -> None:
    bar = bar_of(qtbot, floor)
    changes: list[None] = []
    bar.changed.connect(lambda: changes.append(None))
    qtbot.keyClicks(bar.search, "colour")
    assert changes == []
    qtbot.waitUntil(lambda: changes == [None], timeout=TYPING_PAUSE_MS * 8)


def test_the_current_shift_began_the_day_before_when_it_is_not_yet_six(qtbot, floor: Floor) -> None:
    bar = bar_of(qtbot, floor)
    bar.choose_current_shift(datetime(2026, 12, 2, 7, 0))
    assert (bar.since.date(), bar.until.date()) == (QDate(2026, 12, 2), QDate(2026, 12, 2))
    bar.since.setDate(bar.since.minimumDate())
    bar.until.setDate(QDate(2026, 12, 5))  # a day chosen stays
    bar.choose_current_shift(datetime(2026, 12, 2, 5, 59))
    assert (bar.since.date(), bar.until.date()) == (QDate(2026, 12, 1), QDate(2026, 12, 5))
