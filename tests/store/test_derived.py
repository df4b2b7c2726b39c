"""The search tables derived from the records: kept up to date, and cheap to update one incident at a time."""

from __future__ import annotations

import pytest

from floordesk.store.derived import REFRESH_DOCUMENTS, REFRESH_FACTS, refresh_derived

from .conftest import Floor


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
    facts_query = "SELECT incident_uid, recorded_utc, number, event_uid, table_uid, recorded_by, rule, kind, status "
    facts_query += "FROM incident_facts ORDER BY incident_uid"
    players_query = "SELECT p.player_uid, p.recorded_utc, f.incident_uid FROM incident_players p "
    players_query += "JOIN incident_facts f ON f.row = p.row ORDER BY 1, 2, 3"
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
