"""An incident as the log holds it, for a report's proof code: its chain hash, row and amendments in one read."""

from __future__ import annotations

import sqlite3

from floordesk.store.held import held_incident, incident_chain_hash

from .conftest import Floor


def test_an_incident_is_held_with_the_hash_its_chain_gives_it(floor: Floor) -> None:
    recorded = floor.record()
    floor.store.incidents.correct(recorded.uid, {"narrative": "Seat 3 won the race."}, "Typo", floor.manager)
    held = held_incident(floor.connection, recorded.uid)
    assert held is not None
    assert (
        held.held_hash == incident_chain_hash(floor.connection, recorded.uid) == floor.store.record_hash(recorded.uid)
    )
    assert (held.number, held.amendments, held.still_hashes_to_held) == (recorded.number, 1, True)


def test_an_unknown_incident_is_not_held(floor: Floor) -> None:
    amendment = floor.store.incidents.correct(floor.record().uid, {"narrative": "x"}, "Typo", floor.manager)
    assert held_incident(floor.connection, "0" * 32) is None
    assert incident_chain_hash(floor.connection, "0" * 32) is None
    assert incident_chain_hash(floor.connection, amendment) is None  # in the chain, but not an incident


def test_a_row_changed_behind_floordesks_back_no_longer_gives_its_hash(floor: Floor) -> None:
    recorded = floor.record()
    floor.store.close()
    with sqlite3.connect(floor.store.path) as raw:
        raw.execute("DROP TRIGGER incidents_append_only_u")
        raw.execute("UPDATE incidents SET narrative = 'rewritten' WHERE uid = ?", (recorded.uid,))
    with sqlite3.connect(floor.store.path) as reading:
        held = held_incident(reading, recorded.uid)
    assert held is not None
    assert not held.still_hashes_to_held
