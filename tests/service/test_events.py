"""The floor's events in the log (service/events.py), against a real log: found as a person names them, the event a
script's ruling names, set up, and cancelled or altered under rule 45 with every check before the PIN."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.core.flows.event_change import EventAction
from floordesk.service.events import UNSTATED_GAME, USUAL_CHIPS, Events
from floordesk.store.errors import NotAllowedError
from floordesk.store.tournament import EventDraft
from tests.service.conftest import Counted, td_signs
from tests.store.conftest import Floor
from tests.store.event_state import WriteLock


def second(floor: Floor, name: str = "No-Limit Hold'em", number: int = 14) -> str:
    """Another event in the log (by default of the same name as the first)."""
    return floor.store.tournament.register_event(
        EventDraft(number, name, "holdem", "2009-06-02", [{"value": 25}]), floor.td
    )


def test_an_event_is_found_by_number_or_name_and_an_unknown_one_named(floor):
    events = Events(floor.store)
    assert events.find("#12").uid == events.find("no-limit hold'em ").uid == floor.event
    with pytest.raises(InvalidInput, match="the log has no event #13"):
        events.find("13")
    with pytest.raises(InvalidInput, match="the log has no event named 'Main'"):
        events.find("Main")


def test_setting_an_event_up_needs_the_windows_role(floor):
    events = Events(floor.store)
    with pytest.raises(NotAllowedError, match="set up events"):
        events.add(events.draft("Side"), lambda: floor.store.staff.sign_in(floor.supervisor.staff_uid, "4444"))
    added = events.add(events.draft("Side"), lambda: floor.store.staff.sign_in(floor.manager.staff_uid, "3333"))
    assert (added.number, added.name, added.status.value) == (13, "Side", "running")
    with pytest.raises(InvalidInput, match="already has an event #13"):
        events.add(events.draft("Again", number=13), lambda: td_signs(floor))


def test_two_events_of_one_name_are_found_only_by_number(floor):
    second(floor)
    events = Events(floor.store)
    with pytest.raises(InvalidInput, match='the log has 2 events named "No-Limit Hold\'em": give the number'):
        events.find("No-Limit Hold'em")
    assert events.find("#14").number == 14
    assert [event.number for event in events.all()] == [12, 14]
    with pytest.raises(InvalidInput, match=r"2 events are named \"No-Limit Hold'em\" \(#12, #14\): give the number"):
        events.for_ruling("No-Limit Hold'em")


def test_a_scripts_ruling_is_at_the_event_it_names_or_at_a_new_one_with_the_next_number(floor):
    events = Events(floor.store)
    assert events.for_ruling(None).uid == floor.event  # the one event in the log
    assert events.for_ruling("#12").uid == floor.event
    new = events.for_ruling("#20")
    assert (new.uid, new.number, new.name) == (None, 20, "Event #20")
    named = events.for_ruling(" Turbo ")
    assert (named.uid, named.number, named.name) == (None, 13, "Turbo")
    second(floor, "Turbo")
    with pytest.raises(InvalidInput, match="is required: the log holds 2 events"):
        events.for_ruling(None)


def test_an_event_is_cancelled_by_name_once_checked_and_signed(floor):
    events = Events(floor.store)
    sign = Counted(lambda: td_signs(floor))
    with pytest.raises(InvalidInput):
        events.change("#12", EventAction.CANCEL, "  ", None, sign)
    with pytest.raises(InvalidInput, match="the log has no event #13"):
        events.change("#13", EventAction.CANCEL, "rain", None, sign)
    assert sign.asked == 0
    done = events.change("no-limit hold'em", EventAction.CANCEL, "the venue is flooded", None, sign)
    assert (done.number, done.status, done.action) == (12, "cancelled", EventAction.CANCEL)
    assert done.record_hash == floor.store.record_hash(done.record)
    assert done.said == "Event #12: event cancelled (rule 45), recorded."
    cancelled = events.cancellation(floor.event)
    assert cancelled is not None
    assert cancelled.refusal("a ruling").endswith("a ruling cannot be made for it any more")
    assert events.cancellation(None) is None


def test_a_supervisor_may_not_alter_an_event(floor):
    events = Events(floor.store)
    before = events.find("#12")
    longer = {"ends_on": "2009-06-03"}
    supervisor = lambda: floor.store.staff.sign_in(floor.supervisor.staff_uid, "4444")  # noqa: E731
    with pytest.raises(NotAllowedError, match="alter"):
        events.change("#12", EventAction.ALTER, "one more day", longer, supervisor)
    assert events.find("#12") == before
    altered = events.change("#12", EventAction.ALTER, "one more day", longer, lambda: td_signs(floor))
    assert altered.said == "Event #12: event altered: ends_on (rule 45), recorded."
    assert events.find("#12").ends_on == "2009-06-03"
    assert events.cancellation(floor.event) is None


def test_a_new_events_draft_takes_the_next_free_number_and_the_usual_chips(floor):
    draft = Events(floor.store).draft(" Main Event ", starts_on="2009-07-01")
    assert (draft.number, draft.name, draft.game, draft.starts_on) == (13, "Main Event", UNSTATED_GAME, "2009-07-01")
    assert [chip["value"] for chip in draft.chip_set] == list(USUAL_CHIPS)
    assert draft.status == "running"


def test_in_the_windows_process_a_ruling_reads_the_windows_newest_event_not_the_last_one_written(floor):
    """The window hands its event's saves to the log (`save_events_in_background`): a reader of the same log waits
    for them, though the save is held up by another writer."""
    saves = floor.store.save_events_in_background(lambda problem: pytest.fail(problem))
    floor.store.events.save(replace(demo_event(), number=20))
    lock = WriteLock(floor.store.path)
    saves.save(replace(demo_event(), number=20, name="Renamed on screen"))
    lock.release_after(0.2)
    choice = Events(floor.store).for_ruling("#20")
    assert (choice.uid, choice.name) == (None, "Renamed on screen")
