"""Live registration: the event on screen registered in the log for whoever is signed in, at sign-in and at every
change after it; nothing while nobody may sign (signed out or locked); a refusal said once until it clears."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.gui.live_registration import LiveRegistration
from floordesk.service.events import Events
from tests.gui.dialogs.test_staff import registered

REFUSED = "The event on screen is not registered in the incident log yet: "


class Registration:
    """A live registration on the staffed desk's log, session and event, and what it said."""

    def __init__(self, staffed) -> None:
        self.desk = staffed.desk
        self.sign_in_admin, self.sign_in_supervisor = staffed.sign_in_admin, staffed.sign_in_supervisor
        self.said: list[str] = []
        self.registration = LiveRegistration(
            Events(self.desk.store), self.desk.session, self.desk.window.model, self.said.append
        )


@pytest.fixture
def r(staffed) -> Registration:
    return Registration(staffed)


def test_a_sign_in_registers_the_event_and_each_change_after_it_its_tables(r):
    r.sign_in_admin()
    assert registered(r.desk)[0].keys() == {"Table 1"}
    assert r.desk.window.operations.add_table("Table 2", 6)
    assert None not in registered(r.desk)[0].values()
    assert r.said == []


def test_nothing_is_registered_while_the_window_is_locked(r):
    r.sign_in_admin()
    r.desk.session.lock()
    assert r.desk.window.operations.add_table("Table 2", 6)
    assert registered(r.desk)[0]["Table 2"] is None
    r.sign_in_admin()  # the PIN unlocks it: what changed meanwhile is registered then
    assert registered(r.desk)[0]["Table 2"] is not None


def test_a_refusal_is_said_once_and_again_only_after_a_registration_went_through(r):
    r.sign_in_supervisor()  # a supervisor may not set up events
    assert len(r.said) == 1
    assert r.said[0].startswith(REFUSED)
    assert "Sam Floor is a Supervisor" in r.said[0]
    assert r.desk.window.operations.add_table("Table 2", 6)
    assert len(r.said) == 1
    r.sign_in_admin()
    assert registered(r.desk) is not None
    event = r.desk.window.model.current_event
    r.desk.window.model.switch_to(replace(event, number=event.number + 1, name="Another event"))
    r.sign_in_supervisor()  # at an event the log has not got: refused again, and said again
    assert len(r.said) == 2
    assert r.said[1].startswith(REFUSED)


def reads_of_the_registrations(desk, change) -> list[str]:
    """The statements the window runs on the log during `change` that look up its events, tables or players (the
    footage status's own query, on every undo step, joins them: not a lookup)."""
    statements: list[str] = []
    desk.store.connection.set_trace_callback(statements.append)
    try:
        change()
    finally:
        desk.store.connection.set_trace_callback(None)
    return [s for s in statements if any(f"FROM {name} WHERE" in s for name in ("events", "tables", "players"))]


def test_a_chip_count_changed_reads_nothing_of_what_is_registered(staffed):
    staffed.sign_in_admin()
    operations = staffed.desk.window.operations
    assert reads_of_the_registrations(staffed.desk, lambda: operations.set_count("Table 1", 1, 25, 9)) == []
    assert staffed.desk.window.model.session("Table 1").occupant(1).stack.counts[25] == 9


def test_a_player_seated_after_a_chip_change_is_registered_at_once_by_the_member_signed_in(staffed):
    desk = staffed.desk
    staffed.sign_in_admin()
    assert desk.window.operations.set_count("Table 1", 1, 25, 9)
    assert desk.window.operations.seat_player("Table 1", 4, "Dora Newcomer")
    assert registered(desk)[1]["Dora Newcomer"] is not None
    by = desk.store.connection.execute("SELECT recorded_by FROM players WHERE name = 'Dora Newcomer'").fetchall()
    assert by == [(staffed.admin.staff_uid,)]
