"""Store: the derived tables behind search (not records: rebuilt from the records).

`incident_players` (which incidents involve a player) and `search_docs` (the
text behind the FTS5 index) are defined once, by the views
`incident_players_source` and `search_docs_source` in the schema; this module
brings them up to date for given incidents, set-based, inside the caller's
write transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

_SCOPE = "SELECT uid FROM temp.refresh_scope"
REFRESH = (
    # An incident's players only ever grow (amendments add, never remove), so nothing is deleted.
    "INSERT OR IGNORE INTO incident_players (player_uid, recorded_utc, incident_uid) "
    f"SELECT player_uid, recorded_utc, incident_uid FROM incident_players_source WHERE incident_uid IN ({_SCOPE}) "
    "ORDER BY 1, 2, 3",  # in key order: a bulk import then appends to the index instead of scattering
    # Documents are numbered in recording order (search lists the highest first); an upsert
    # keeps a document's number, so an amended incident keeps its place.
    "INSERT INTO search_docs (incident_uid, narrative, names, ruling) "
    "SELECT src.incident_uid, src.narrative, src.names, src.ruling FROM search_docs_source src "
    f"JOIN incidents i ON i.uid = src.incident_uid WHERE src.incident_uid IN ({_SCOPE}) "
    "ORDER BY i.recorded_utc, i.uid "
    "ON CONFLICT (incident_uid) DO UPDATE SET "
    "narrative = excluded.narrative, names = excluded.names, ruling = excluded.ruling",
)
"""The statements that bring the derived rows of the incidents in temp.refresh_scope up to date."""


def refresh_derived(connection: sqlite3.Connection, incident_uids: Iterable[str] | None) -> None:
    """Bring the derived rows of these incidents (of every incident when None) up to date."""
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    connection.execute("DELETE FROM temp.refresh_scope")
    if incident_uids is None:
        connection.execute("INSERT INTO temp.refresh_scope SELECT uid FROM incidents")
    else:
        connection.executemany("INSERT OR IGNORE INTO temp.refresh_scope VALUES (?)", ((u,) for u in incident_uids))
    for statement in REFRESH:
        connection.execute(statement)
    connection.execute("DELETE FROM temp.refresh_scope")
