"""The event model: the one place the current event is replaced, saved after every change, told by signals."""

from __future__ import annotations

import sqlite3

import pytest

from floordesk.core.chips import Stack
from floordesk.core.event import Event
from floordesk.core.table import SeatStatus, Table
from floordesk.core.table_session import TableSession
from floordesk.gui.language import Languages
from floordesk.gui.table_view.model import EventModel
from tests.gui.table_view.table_helpers import CHIPS, TABLE, bench, six_players


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


def test_a_change_that_cannot_be_saved_is_kept_and_reported(qapp):
    def failing_save(_event):
        raise sqlite3.OperationalError("database or disk is full")

    b = bench()
    b.model._save = failing_save  # the store fails from now on
    reports = []
    b.model.save_failed.connect(reports.append)
    assert b.operations.set_absent(TABLE, 1, True)
    assert b.session().occupant(1).status is SeatStatus.ABSENT
    assert reports == ["This change could not be saved: database or disk is full"]


def test_a_change_that_cannot_be_saved_is_reported_in_the_windows_language(qapp):
    def failing_save(_event):
        raise sqlite3.OperationalError("database or disk is full")

    Languages(qapp, "de")  # the fixture puts English back after
    b = bench()
    b.model._save = failing_save
    reports = []
    b.model.save_failed.connect(reports.append)
    assert b.operations.set_absent(TABLE, 1, True)
    assert reports == ["Diese Änderung konnte nicht gespeichert werden: database or disk is full"]
