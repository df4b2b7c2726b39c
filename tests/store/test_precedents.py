"""The store's precedents (issue 30): the derived keys behind them made by the migration as by every write, made
again by reindex, and the flags the window gives found as the log stores them."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from floordesk.core.ruleset import RuleSet
from floordesk.store import precedents
from floordesk.store.log import IncidentStore
from floordesk.store.staff import Role
from tests.store.conftest import FAST_PINS, FILES, Floor, fill_every_record_type, merge


def keys(connection: sqlite3.Connection) -> list[tuple[str, str, str, str, int]]:
    """Every precedent key, by its incident and class, independent of row and class numbers."""
    return connection.execute(
        "SELECT f.incident_uid, c.kind, c.flags, e.uid, k.moment FROM precedent_keys k "
        "JOIN fact_keys e ON e.id = k.event_key JOIN incident_facts f ON f.row = k.row "
        "JOIN ruling_classes c ON c.id = k.class ORDER BY 1"
    ).fetchall()


def test_the_migration_keys_an_older_logs_rulings_as_a_reindex_does(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v11.sqlite3", path)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        migrated = keys(store.connection)
        voided = store.connection.execute("SELECT count(*) FROM incident_facts WHERE status = 'voided'").fetchone()[0]
        incidents = store.connection.execute("SELECT count(*) FROM incidents").fetchone()[0]
        assert voided >= 1
        assert len(migrated) == incidents - voided
        store.reindex()
        assert keys(store.connection) == migrated
    finally:
        store.close()


def test_every_write_keeps_the_keys_as_a_reindex_makes_them(floor: Floor) -> None:
    fill_every_record_type(floor)
    config = {"config": RuleSet.tda_style().to_json()}
    floor.record(inputs=config)
    corrected = floor.record(inputs=config)
    floor.store.incidents.correct(corrected.uid, {"kind": "found-chips"}, "it was found chips", floor.td)
    written = keys(floor.connection)
    floor.store.reindex()
    assert keys(floor.connection) == written
    assert {(kind, flags) for _uid, kind, flags, _event, _moment in written} >= {
        ("chip-race", precedents.flags_key(RuleSet.tda_style().to_json())),
        ("found-chips", precedents.flags_key(RuleSet.tda_style().to_json())),
        ("chip-race", ""),
    }


def test_the_windows_flags_find_the_rulings_recorded_under_them(floor: Floor) -> None:
    """The flags are keyed as SQLite reads them out of the stored request: the Python side must spell them alike."""
    for rules in (RuleSet.wsop_2009(), RuleSet.tda_style()):
        recorded = floor.record(inputs={"config": rules.to_json(), "seat": 3})
        found = precedents.newest(floor.connection, "chip-race", precedents.flags_key(rules.to_json()), limit=5)
        assert [p.uid for p in found] == [recorded.uid]


def test_the_precedents_shown_travel_with_the_incident_to_another_laptop(floor_factory, tmp_path: Path) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    first = here.record()
    shown = {"shown": [first.uid], "against": "followed", "difference": "an exposed race card"}
    second = here.record(precedents=shown)
    here.store.export(tmp_path / "here.fdlog")

    merge(there.store, tmp_path / "here.fdlog")

    assert there.store.incidents.get(second.uid).precedents == shown
    assert there.store.verify().ok
    mine = there.record()  # its own first ruling, of the same kind and flags: the merged two are its precedents
    listed = precedents.newest(there.connection, "chip-race", "", limit=5)
    assert [p.uid for p in listed] == [mine.uid, second.uid, first.uid]


def test_a_precedent_names_the_role_its_decider_held_when_he_signed_it(floor: Floor) -> None:
    """A supervisor promoted since is named a supervisor on the rulings he signed before, and a Tournament Director
    on those after: the role as the records held it then, not as the log has it now."""
    before = floor.record()
    floor.store.staff.change_role(floor.supervisor.staff_uid, Role.TOURNAMENT_DIRECTOR, "promoted", floor.admin)
    after = floor.record()
    listed = precedents.newest(floor.connection, "chip-race", "", limit=5)
    assert [(p.uid, p.decided_by, p.role) for p in listed] == [
        (after.uid, "Sam Supervisor", "Tournament Director"),
        (before.uid, "Sam Supervisor", "Supervisor"),
    ]
