"""Several events in the event-state store, with a current one; data saved before there could be several."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.demo import demo_event
from floordesk.store.database import connect
from floordesk.store.events import EventRepository, EventSummary


@pytest.fixture
def events(tmp_path):
    connection = connect(tmp_path / "floordesk.sqlite3")
    yield EventRepository(connection)
    connection.close()


def test_a_database_of_one_event_keeps_it_current_and_nothing_is_lost(events):
    first = demo_event()
    events.save(first)  # as FloorDesk saved it before there could be several events
    assert events.current() == first
    second = replace(first, name="Event 2", number=events.next_number())
    events.save(second)
    assert events.current() == first  # a new event is not current until chosen
    assert events.summaries() == (EventSummary(1, first.name, True), EventSummary(2, "Event 2", False))


def test_choosing_an_event_makes_it_current_and_saving_keeps_the_choice(events):
    first = demo_event()
    events.save(first)
    second = replace(first, name="Event 2", number=2)
    events.save(second)
    assert events.choose(2) == second
    assert events.current() == second
    events.save(replace(first, name="Renamed first"))  # saving another event does not move the mark
    events.save(replace(second, name="Renamed second"))
    assert events.current().name == "Renamed second"
    assert [s.current for s in events.summaries()] == [False, True]
    events.choose(1)
    assert events.current().name == "Renamed first"
    with pytest.raises(KeyError):
        events.choose(7)
    assert events.current().name == "Renamed first"
