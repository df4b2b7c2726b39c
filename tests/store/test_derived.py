"""The search tables derived from the records: kept up to date, and cheap to update one incident at a time."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.store.derived import REFRESH_DOCUMENTS, REFRESH_FACTS, refresh_derived

from .conftest import Floor, merge


def test_refreshing_one_incident_never_reads_the_whole_log(full_floor: Floor) -> None:
    """A scan of incidents or amendments here would make every write slower as the log grows."""
    connection = full_floor.connection
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    for statement in (*REFRESH_FACTS, REFRESH_DOCUMENTS):
        plan = [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {statement}")]
        scans = [step for step in plan if step.startswith("SCAN") and "VIRTUAL TABLE" not in step]
        assert scans == [], (statement, plan)


def test_a_rebuild_reproduces_what_the_writes_left(full_floor: Floor) -> None:
    connection = full_floor.connection
    # A rebuild may number the facts' rows otherwise (a merge brings older incidents last): compare by incident.
    # So may its fact keys: the uids they stand for are compared.
    facts_query = "SELECT f.incident_uid, f.moment, f.number, e.uid, t.uid, s.uid, f.rule, f.kind, f.status "
    facts_query += "FROM incident_facts f JOIN fact_keys e ON e.id = f.event_key LEFT JOIN fact_keys t "
    facts_query += "ON t.id = f.table_key JOIN fact_keys s ON s.id = f.staff_key ORDER BY f.incident_uid"
    players_query = "SELECT k.uid, p.moment, f.incident_uid FROM incident_players p "
    players_query += "JOIN fact_keys k ON k.id = p.player_key JOIN incident_facts f ON f.row = p.row ORDER BY 1, 2, 3"
    facts = connection.execute(facts_query).fetchall()
    players = connection.execute(players_query).fetchall()
    docs = connection.execute("SELECT incident_uid, narrative, names, ruling FROM search_docs ORDER BY 1").fetchall()
    connection.execute("BEGIN")
    connection.execute("DELETE FROM incident_facts")
    connection.execute("DELETE FROM incident_players")
    connection.execute("DELETE FROM search_docs")
    refresh_derived(connection, None)  # from the records alone
    connection.execute("COMMIT")
    assert connection.execute(facts_query).fetchall() == facts
    assert connection.execute(players_query).fetchall() == players
    rebuilt = connection.execute("SELECT incident_uid, narrative, names, ruling FROM search_docs ORDER BY 1")
    assert rebuilt.fetchall() == docs
    assert len(docs) == connection.execute("SELECT count(*) FROM incidents").fetchone()[0]


@pytest.mark.parametrize("word", ["stalling", "re-dealt", "Ribeiro", "Director"])
def test_the_full_text_index_matches_its_documents(full_floor: Floor, word: str) -> None:
    from floordesk.store.search import IncidentQuery

    expected = {
        row[0]
        for row in full_floor.connection.execute(
            "SELECT incident_uid FROM search_docs WHERE (narrative || ' ' || names || ' ' || ruling) LIKE ?",
            (f"%{word}%",),
        )
    }
    found = {row.uid for row in full_floor.store.page(IncidentQuery(text=word)).rows}
    assert found == expected
    assert found


def _documents(floor: Floor) -> dict[str, int]:
    return dict(floor.connection.execute("SELECT incident_uid, id FROM search_docs").fetchall())


def _search_newest_first(floor: Floor, text: str) -> list[str]:
    from floordesk.store.search import IncidentQuery

    return [row.narrative for row in floor.store.page(IncidentQuery(text=text)).rows]


NEWEST_FIRST = [
    "Later ruling of the day on the main floor",
    "Ruling of the day at the remote table",
    "First ruling of the day on the main floor",
]


def _a_day_on_two_laptops(floor_factory) -> tuple[Floor, Floor]:
    """The main floor's rulings before and after the remote table's (in NEWEST_FIRST's order, reversed)."""
    main, laptop = floor_factory("main"), floor_factory("laptop")
    main.record(narrative=NEWEST_FIRST[2])
    laptop.clock.now = main.clock.now + timedelta(minutes=5)
    laptop.record(narrative=NEWEST_FIRST[1])
    main.clock.now += timedelta(minutes=10)
    main.record(narrative=NEWEST_FIRST[0])
    return main, laptop


def test_a_merge_of_older_incidents_makes_their_documents_only_and_search_stays_newest_first(
    floor_factory, tmp_path: Path
) -> None:
    """A laptop's day merged into the main log: the main log's documents are not made again (it made every
    newer incident's document again, the whole log, for a merge of the same day)."""
    main, laptop = _a_day_on_two_laptops(floor_factory)
    before = _documents(main)
    laptop.store.export(tmp_path / "laptop.fdlog")
    merge(main.store, tmp_path / "laptop.fdlog")
    after = _documents(main)
    assert {uid: after[uid] for uid in before} == before  # kept, not made again
    assert len(after) == 3
    assert _search_newest_first(main, "ruling day") == NEWEST_FIRST


def test_documents_numbered_by_an_older_floordesk_as_new_as_a_merged_incident_are_made_again_in_time_order(
    floor_factory, tmp_path: Path
) -> None:
    main, laptop = _a_day_on_two_laptops(floor_factory)
    connection = main.connection
    # As an older FloorDesk numbered them: 1, 2... in recording order (the trigger keeps the index in step).
    first, later = (uid for (uid,) in connection.execute("SELECT incident_uid FROM search_docs ORDER BY id"))
    connection.execute("UPDATE search_docs SET id = 1 WHERE incident_uid = ?", (first,))
    connection.execute("UPDATE search_docs SET id = 2 WHERE incident_uid = ?", (later,))
    laptop.store.export(tmp_path / "laptop.fdlog")
    merge(main.store, tmp_path / "laptop.fdlog")
    assert _documents(main)[first] == 1  # older than the merged incident: left as it was
    assert _documents(main)[later] > 2**40
    assert _search_newest_first(main, "ruling day") == NEWEST_FIRST


def test_incidents_of_the_same_microsecond_on_two_laptops_each_get_a_document(floor_factory, tmp_path: Path) -> None:
    main, laptop = floor_factory("main"), floor_factory("laptop")
    laptop.clock.now = main.clock.now
    mine = main.record(narrative="Ruling of the same moment on the main floor")
    theirs = laptop.record(narrative="Ruling of the same moment at the remote table")
    times = {f.connection.execute("SELECT recorded_utc FROM incidents").fetchone()[0] for f in (main, laptop)}
    assert len(times) == 1  # the two laptops' clocks agree to the microsecond
    laptop.store.export(tmp_path / "laptop.fdlog")
    merge(main.store, tmp_path / "laptop.fdlog")
    documents = _documents(main)
    assert documents[theirs.uid] != documents[mine.uid]
    assert len(_search_newest_first(main, "same moment")) == 2
