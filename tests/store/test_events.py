"""Several events in the event-state store, with a current one; data saved before there could be several; the
window's saves, written on a thread of their own, the newest state only, and waited for by the readers."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import replace

import pytest

from floordesk.core.chips import Stack
from floordesk.core.demo import demo_event
from floordesk.core.event import Event, event_to_json
from floordesk.core.table import Player, Table
from floordesk.store.database import connect
from floordesk.store.events import EventPayload, EventRepository, EventSaves, EventSummary
from tests.store.event_state import UNWRITABLE, WriteLock, logged_saves, saved_event


@pytest.fixture
def events(tmp_path):
    connection = connect(tmp_path / "floordesk.sqlite3")
    yield EventRepository(connection)
    connection.close()


@pytest.fixture
def log(tmp_path):
    path = tmp_path / "floordesk.sqlite3"
    connect(path).close()
    return path


class Failures:
    """What `EventSaves` said failed, and on which thread."""

    def __init__(self) -> None:
        self.said: list[tuple[str, threading.Thread]] = []

        self._heard = threading.Semaphore(0)

    def __call__(self, problem: str) -> None:
        self.said.append((problem, threading.current_thread()))
        self._heard.release()

    def wait_for_one(self) -> None:
        assert self._heard.acquire(timeout=10), "no save failed"


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


def _changes_of_every_kind() -> list[Event]:
    """An event through changes to one table's chips, one table's hand alone, its details, its roster, its tables."""
    first = demo_event()
    second = Table("Table 2", 6).with_player(1, Player("p-2-1", "Ana Souza"), Stack({100: 20}))
    added = first.with_table(second)
    chips_moved = added.with_session(added.session("Table 1").move_chips(1, 2, 100, 1))
    bet = chips_moved.with_session(chips_moved.session("Table 2").bet(1, 100, 2))
    seat = next(iter(first.table("Table 1").occupants))
    folded = bet.with_session(bet.session("Table 1").fold(seat))
    assert folded.table("Table 1") is bet.table("Table 1")  # the hand alone changed
    renamed = replace(folded, name="Event 1, renamed")
    rostered = replace(renamed, players=(Player("p-new", "Zoé Ødegaard"),))
    gone = rostered.without_table("Table 1")
    back = gone.with_table(first.table("Table 1"))
    return [first, added, chips_moved, bet, folded, renamed, rostered, gone, back, added]


def test_the_payload_kept_in_parts_is_the_whole_events_json_after_every_kind_of_change():
    payload = EventPayload()
    for state in _changes_of_every_kind():
        assert payload.text(state) == json.dumps(event_to_json(state), ensure_ascii=False, sort_keys=True)


def test_the_saving_thread_writes_each_state_whole(log):
    saves = EventSaves(log, Failures())
    for state in _changes_of_every_kind():
        saves.save(state)
        saves.flush()  # each state written, the one before kept in parts
        assert saved_event(log) == state
    saves.close()


def test_a_save_is_written_on_the_saving_thread_the_newest_state_only(log):
    count = logged_saves(log)
    failures = Failures()
    saves = EventSaves(log, failures)
    lock = WriteLock(log)
    states = [replace(demo_event(), name=f"Event, change {n}") for n in range(10)]
    for state in states:
        saves.save(state)  # returns at once: the lock holds up only the saving thread
    assert saved_event(log) is None
    lock.release_after(0.2)
    saves.close()
    assert saved_event(log) == states[-1]
    assert 1 <= count() <= 2
    assert failures.said == []


def test_a_state_waits_the_settle_before_it_is_written_but_a_flush_and_closing_write_it_at_once(log):
    count = logged_saves(log)
    saves = EventSaves(log, Failures(), settle=60)
    saves.save(demo_event())
    time.sleep(0.3)  # ample for a save begun at once (a few milliseconds): the GUI thread would be painting now
    assert count() == 0
    saves.flush()
    assert saved_event(log) == demo_event()
    renamed = replace(demo_event(), name="Renamed")
    saves.save(renamed)
    saves.close()
    assert saved_event(log) == renamed
    assert count() == 2


def test_a_repository_given_the_saves_reads_and_writes_after_them(log):
    saves = EventSaves(log, Failures())
    connection = connect(log)
    events = EventRepository(connection, saves)
    first = demo_event()
    events.save(first)
    lock = WriteLock(log)
    saves.save(replace(first, name="Renamed"))
    lock.release_after(0.2)
    assert events.current().name == "Renamed"
    saves.save(replace(first, name="Renamed again"))
    assert [summary.name for summary in events.summaries()] == ["Renamed again"]
    saves.close()
    connection.close()


def test_a_failed_save_is_said_on_the_saving_thread_and_tried_again_by_a_flush(log):
    failures = Failures()
    saves = EventSaves(log, failures, busy_timeout=0.05)
    lock = WriteLock(log)
    saves.save(demo_event())
    failures.wait_for_one()
    saves.flush()  # tried once more, and fails again: the lock is still held
    assert [problem for problem, _thread in failures.said] == ["database is locked"] * 2
    assert all(thread is not threading.current_thread() for _problem, thread in failures.said)
    lock.release()
    saves.flush()
    assert saved_event(log) == demo_event()
    saves.close()
    assert len(failures.said) == 2


def test_a_log_removed_meanwhile_is_a_failed_save_not_a_new_empty_log(log):
    failures = Failures()
    saves = EventSaves(log, failures)
    for part in (log, log.with_name(log.name + "-wal"), log.with_name(log.name + "-shm")):
        part.unlink(missing_ok=True)
    saves.save(demo_event())
    failures.wait_for_one()
    saves.close()  # tried once more
    assert [problem for problem, _thread in failures.said] == ["unable to open database file"] * 2
    assert not log.exists()


def test_a_save_failing_other_than_in_sqlite_is_said_kept_and_the_next_change_saved(log):
    failures = Failures()
    saves = EventSaves(log, failures)
    saves.save(replace(demo_event(), name=UNWRITABLE))
    failures.wait_for_one()
    saves.flush()  # tried once more: fails again, and returns
    later = replace(demo_event(), name="Event, renamed")
    saves.save(later)
    saves.flush()
    assert saved_event(log) == later
    saves.close()
    said = [problem for problem, _thread in failures.said]
    assert len(said) == 2
    assert all(problem.startswith("UnicodeEncodeError: 'utf-8' codec can't encode") for problem in said)
    assert all(thread is not threading.current_thread() for _problem, thread in failures.said)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_flush_does_not_wait_for_a_saving_thread_that_has_ended(log):
    def failing_report(_problem: str) -> None:
        raise RuntimeError("a report that fails ends the saving thread")

    saves = EventSaves(log, failing_report, busy_timeout=0.05)
    lock = WriteLock(log)
    saves.save(demo_event())
    saves.flush()
    saves.save(replace(demo_event(), name="after"))
    saves.flush()  # returns: nothing is left to write it
    saves.close()
    lock.release()
