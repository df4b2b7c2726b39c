"""The event model: the one place the current event is replaced, saved after every change, told by signals."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.table import SeatStatus, Table
from floordesk.core.table_session import ChipPlace, TableSession
from floordesk.gui.language import Languages
from floordesk.gui.table_view.model import EventModel
from floordesk.gui.table_view.view import TableView
from floordesk.store.database import BUSY_TIMEOUT_S, connect
from floordesk.store.events import EventSaves
from tests.gui.table_view.table_helpers import CHIPS, TABLE, Bench, bench, chips_from, drop, six_players
from tests.store.event_state import UNWRITABLE, WriteLock, logged_saves, saved_event


class Heard:
    """What a model said, in order."""

    def __init__(self, model: EventModel) -> None:
        self.said: list[tuple[str, ...]] = []
        model.table_changed.connect(lambda name: self.said.append(("table_changed", name)))
        model.event_changed.connect(lambda: self.said.append(("event_changed",)))
        model.event_switched.connect(lambda: self.said.append(("event_switched",)))
        model.save_failed.connect(lambda message: self.said.append(("save_failed", message)))


@pytest.fixture
def model(qapp) -> EventModel:
    return bench().model


def test_it_holds_the_event_it_was_given_and_reads_its_tables(model):
    assert model.current_event == six_players()
    assert model.table_names() == (TABLE,)
    assert model.session(TABLE).occupant(3).player.name == "Chen"


def test_a_table_applied_is_saved_first_then_told(qapp):
    saved: list[Event] = []
    model = EventModel(six_players(), saved.append)
    heard = Heard(model)
    model.table_changed.connect(lambda _name: heard.said.append(("saved", len(saved))))
    absent = model.session(TABLE).set_absent(2, True)
    model.apply(TABLE, absent)
    assert model.session(TABLE) == absent
    assert saved == [model.current_event]
    assert heard.said == [("table_changed", TABLE), ("saved", 1)]


def test_a_table_applied_as_none_goes(model):
    heard = Heard(model)
    model.apply(TABLE, None)
    assert model.table_names() == ()
    assert heard.said == [("table_changed", TABLE)]


def test_an_event_applied_tells_only_the_tables_that_changed_added_or_went(model):
    event = model.current_event
    other = TableSession(CHIPS, Table("Table 6", 9))
    model.apply_event(event.with_table(other.table))
    heard = Heard(model)
    changed = model.current_event.with_session(model.session(TABLE).add_chips(1, 100, 1)).without_table("Table 6")
    changed = changed.with_table(Table("Table 8", 6))
    model.apply_event(changed)
    assert heard.said == [("table_changed", TABLE), ("table_changed", "Table 6"), ("table_changed", "Table 8")]
    assert model.session(TABLE).occupant(1).stack == Stack({100: 11, 25: 4})


def test_an_event_applied_with_new_details_says_so_and_unchanged_says_nothing(model):
    heard = Heard(model)
    model.apply_event(model.current_event)
    assert heard.said == []
    event = model.current_event
    model.apply_event(event.with_details("Event 8", event.game, event.chip_set, event.levels, event.rules))
    assert heard.said == [("event_changed",)]
    assert model.current_event.name == "Event 8"


def test_another_event_switched_to_is_told_and_not_saved_again(qapp):
    saved: list[Event] = []
    model = EventModel(six_players(), saved.append)
    heard = Heard(model)
    other = Event("Event 9", 9, "holdem", CHIPS, ())
    model.switch_to(other)
    assert model.current_event is other
    assert saved == []
    assert heard.said == [("event_switched",)]


@pytest.fixture
def log(tmp_path) -> Path:
    path = tmp_path / "floordesk.sqlite3"
    connect(path).close()  # a log as FloorDesk makes it: migrated, in WAL mode
    return path


def saved_bench(log: Path, busy_timeout: float = BUSY_TIMEOUT_S) -> tuple[Bench, EventSaves]:
    """A table in play whose changes are saved to `log` as the window saves them, failures told by the model."""
    saves = EventSaves(log, lambda problem: b.model.report_save_failure(problem), busy_timeout=busy_timeout)
    b = bench(save=saves.save)
    return b, saves


def seat_point(view: TableView, seat: int) -> QPoint:
    return view.mapFromScene(view.table_scene.seat_item(seat).pos())


def drop_a_chip(view: TableView, b: Bench, value: int) -> None:
    """A chip of `value` dragged from seat 1 and dropped on seat 2."""
    chips = chips_from(b.model, TABLE, ChipPlace.SEAT, 1, value, 1).mime_data()
    assert drop(view.viewport(), chips, seat_point(view, 2))


def test_a_drop_is_shown_before_its_save_and_in_the_log_once_the_save_is_flushed(qtbot, log):
    b, saves = saved_bench(log)
    view = b.view(qtbot)
    lock = WriteLock(log)  # the save waits for it; the drop and the scene's change do not
    drop_a_chip(view, b, 100)
    assert view.table_scene.session == b.session()
    assert saved_event(log) is None
    lock.release_after(0.2)
    saves.flush()
    assert saved_event(log) == b.model.current_event
    assert b.session().occupant(2).stack == Stack({100: 11, 25: 4})
    saves.close()


def test_many_quick_drops_end_with_the_newest_state_saved_in_at_most_two_saves(qtbot, log):
    b, saves = saved_bench(log)
    view = b.view(qtbot)
    count = logged_saves(log)
    lock = WriteLock(log)
    for _ in range(10):  # all seat 1's T100s, each drop a new state
        drop_a_chip(view, b, 100)
    lock.release_after(0.2)
    saves.flush()
    assert saved_event(log) == b.model.current_event
    assert b.session().occupant(2).stack == Stack({100: 20, 25: 4})
    assert 1 <= count() <= 2
    saves.close()


def test_closing_saves_the_last_change(qtbot, log):
    b, saves = saved_bench(log)
    lock = WriteLock(log)
    assert b.operations.set_absent(TABLE, 3, True)
    lock.release_after(0.2)
    saves.close()
    assert saved_event(log) == b.model.current_event
    assert saved_event(log).session(TABLE).occupant(3).status is SeatStatus.ABSENT


def test_a_change_that_cannot_be_saved_is_reported_kept_and_saved_by_the_next_one(qtbot, log):
    b, saves = saved_bench(log, busy_timeout=0.1)
    told_on: list[threading.Thread] = []
    b.model.save_failed.connect(lambda _message: told_on.append(threading.current_thread()))
    lock = WriteLock(log)
    with qtbot.waitSignal(b.model.save_failed, timeout=5000) as failed:
        assert b.operations.set_absent(TABLE, 1, True)
    assert failed.args == ["This change could not be saved: database is locked"]
    assert told_on == [threading.main_thread()]
    assert b.session().occupant(1).status is SeatStatus.ABSENT  # kept in memory
    assert saved_event(log) is None
    lock.release()
    assert b.operations.set_absent(TABLE, 2, True)
    saves.flush()
    saved = saved_event(log)
    assert saved == b.model.current_event
    assert [saved.session(TABLE).occupant(seat).status for seat in (1, 2)] == [SeatStatus.ABSENT] * 2
    saves.close()


def test_a_change_whose_save_failed_is_saved_when_closing_though_no_change_came_after(qtbot, log):
    b, saves = saved_bench(log, busy_timeout=0.1)
    lock = WriteLock(log)
    with qtbot.waitSignal(b.model.save_failed, timeout=5000):
        assert b.operations.set_absent(TABLE, 1, True)
    lock.release()
    saves.close()
    assert saved_event(log) == b.model.current_event


def test_a_change_failing_to_save_other_than_in_sqlite_is_reported_and_the_next_one_saved(qtbot, log):
    b, saves = saved_bench(log)
    with qtbot.waitSignal(b.model.save_failed, timeout=5000) as failed:
        b.model.apply_event(replace(b.model.current_event, name=UNWRITABLE))
    assert failed.args[0].startswith("This change could not be saved: UnicodeEncodeError: ")
    b.model.apply_event(replace(b.model.current_event, name="Renamed"))
    saves.flush()
    assert saved_event(log) == b.model.current_event
    saves.close()


def test_a_failed_save_is_reported_in_the_windows_language_from_the_saving_thread(qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    b = bench()
    reports: list[str] = []
    b.model.save_failed.connect(reports.append)
    saver = threading.Thread(target=b.model.report_save_failure, args=("database or disk is full",))
    saver.start()
    saver.join()
    qtbot.waitUntil(lambda: bool(reports))
    assert reports == ["Diese Änderung konnte nicht gespeichert werden: database or disk is full"]
