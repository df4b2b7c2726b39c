"""Store: the derived tables behind search (not records: rebuilt from the records).

`incident_facts` (each incident's correctable facts as they stand, defined by the
schema's view `incident_facts_source`; its narrative only where a correction changed it),
`precedent_keys` (each ruling not voided in its class of comparable rulings, `ruling_classes`:
see `floordesk.core.precedents`), `incident_players` (which incidents involve a player, from the
view `incident_players_source`; these three hold times as microseconds and the uids they name as `fact_keys` ids,
schema 19) and `search_docs` (the text behind the FTS5 index: the incident
as it stands, its corrections and overrule applied, and its amendments' reasons and staff) are
brought up to date here for given incidents, set-based, inside the caller's write transaction.
`current` gives a correctable fact
that is not among the facts, for the search documents.

A search lists the newest first by document id, the FTS5 index's own order, so a document's id
is its incident's time: its recording time in microseconds, times `_SAME_MICROSECOND`, plus a
place among any incidents of the same microsecond. An incident merged from another laptop, older
than those already documented, takes its place among them without renumbering any (the ids were
once numbered in recording order, and a merge made every newer incident's document again: the
whole log, merging a day into it). Documents numbered so by an older FloorDesk (ids below
`_TIMED_IDS_FROM`) rank below every timed one, so any of them as new as a document being made are
made again with timed ids.

An import queues its incidents' search documents in `search_pending` instead of making them
(`refresh_derived(..., documents=False)`): the FTS5 index's upkeep is most of a merge's SQLite
work, and the import holds the log's write lock. `document_pending` makes them right after it
commits; any refresh that makes documents makes the queued ones too, and a search makes them
before it reads, so no search misses an incident.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

from floordesk.i18n import translate
from floordesk.store.database import NOT_NOW, not_waiting

Correctable = Literal["parties", "witnesses", "narrative"]


def _latest(kind: str, value: str, having: str) -> str:
    """SQL: `value` of the latest amendment of `kind` to incident `i` whose changes hold `having` (NULL: none)."""
    return (
        f"(SELECT {value} FROM amendments a WHERE a.incident_uid = i.uid AND a.kind = '{kind}' "
        f"AND json_type(a.changes, '$.{having}') IS NOT NULL ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1)"
    )


def current(key: Correctable) -> str:
    """SQL: the fact `key` of incident `i` as it stands: its latest correction's value, else the record's."""
    corrected = _latest("correction", f"json_extract(a.changes, '$.{key}')", key)
    return f"coalesce({corrected}, i.{key})"


# Quoted, an overruling decision that is a JSON string stays JSON text for json_tree.
_OVERRULED = _latest("overrule", "json_quote(json_extract(a.changes, '$.decision'))", "decision")
CURRENT_DECISION = f"coalesce({_OVERRULED}, i.decision, i.recommended)"
"""SQL: the decision in force for incident `i` (the latest overrule's, else the floor's)."""

_SCOPE = "SELECT uid FROM temp.refresh_scope"
_SAME_MICROSECOND = 256
"""Room in a document id for incidents recorded in the same microsecond (laptops' clocks can agree)."""
_TIMED_IDS_FROM = 2**40
"""Ids below are numbered in recording order (an older FloorDesk's); a timed id is above (after 1970-01-01T01:12)."""


def microseconds(utc: str) -> str:
    """SQL: the time `utc` (an SQL expression of `*_utc` text, YYYY-MM-DDTHH:MM:SS.ffffffZ) in microseconds since 1970,
    as the facts, a player's incidents and the precedent keys hold it (it sorts as the text does)."""
    return f"(CAST(strftime('%s', substr({utc}, 1, 19)) AS INTEGER) * 1000000 + CAST(substr({utc}, 21, 6) AS INTEGER))"


COMPACT_FACTS_FROM = 19
"""The first schema whose listing facts, players' incidents and precedent keys hold times as microseconds and uids as
`fact_keys` ids (migration 0019)."""


@dataclass(frozen=True)
class FactColumns:
    """How a log's listing facts (`f`) and players' incidents hold an incident's time, event, table, deciding staff
    member and players: compact from schema 19 (`COMPACT`), as the records do in an older log read as it is."""

    time: str
    event: str
    table: str
    staff: str
    player: str
    keyed: bool
    """times as microseconds, uids as `fact_keys` ids"""

    def stored_time(self, utc: str) -> str:
        """SQL: the `*_utc` text expression `utc` as these columns hold a time."""
        return microseconds(utc) if self.keyed else utc

    def table_name(self) -> str:
        """SQL: the name of the listed incident's table as it stands (NULL: at no table)."""
        if self.keyed:
            return "(SELECT t.name FROM fact_keys k JOIN tables t ON t.uid = k.uid WHERE k.id = f.table_key)"
        return "(SELECT t.name FROM tables t WHERE t.uid = f.table_uid)"


COMPACT = FactColumns("moment", "event_key", "table_key", "staff_key", "player_key", keyed=True)
AS_RECORDED = FactColumns("recorded_utc", "event_uid", "table_uid", "recorded_by", "player_uid", keyed=False)


def fact_columns(connection: sqlite3.Connection) -> FactColumns:
    """How this log's facts hold what they hold (see `FactColumns`)."""
    if int(connection.execute("PRAGMA user_version").fetchone()[0]) < COMPACT_FACTS_FROM:
        return AS_RECORDED
    return COMPACT


def key_of(uid: str) -> str:
    """SQL: the `fact_keys` id of the uid expression `uid` (NULL: none, or a NULL uid)."""
    return f"(SELECT k.id FROM fact_keys k WHERE k.uid = {uid})"


_MICROSECONDS = microseconds("i.recorded_utc")
"""SQL: incident `i`'s recording time in microseconds since 1970."""
_FLAGS = "coalesce(i.inputs -> '$.config', '')"
"""SQL: incident `i`'s rule-set flags, the JSON text of its request's `config` ('' for none): a precedent's class."""
_FIRST_ID = f"{_MICROSECONDS} * {_SAME_MICROSECOND}"
_TIMED_ID = (
    f"{_FIRST_ID} + (SELECT count(*) FROM incidents j WHERE j.recorded_utc = i.recorded_utc AND j.uid < i.uid "
    f"AND j.uid IN ({_SCOPE})) + coalesce((SELECT max(d.id) + 1 FROM search_docs d "
    f"WHERE d.id BETWEEN {_FIRST_ID} AND {_FIRST_ID} + {_SAME_MICROSECOND - 1}) - {_FIRST_ID}, 0)"
)
"""SQL: a new document id for incident `i`, after any document of the same microsecond."""
_DISPUTE_WORDS = (
    "coalesce((SELECT ' dispute ' || group_concat(leaf.value, ' ') FROM json_tree(i.dispute) leaf "
    "WHERE leaf.type = 'text' AND leaf.key IS NOT 'preserve_by'), '') "
    "|| coalesce(' ' || (SELECT s.name FROM staff s WHERE s.uid = i.second_staff), '') "
    "|| coalesce((SELECT ' ' || group_concat(json_extract(a.changes, '$.footage_saved_to'), ' ') FROM amendments a "
    "WHERE a.incident_uid = i.uid AND a.kind = 'correction'), '')"
)
"""SQL: the words of incident `i`'s dispute record (who asked, the camera, the review and its finding, the error,
the second reviewer) and of where its footage was saved, for its search document."""
_SEARCH_DOC = f"""
    SELECT
        {_TIMED_ID},
        i.uid,
        {current("narrative")}
        || coalesce((SELECT ' ' || group_concat(a.reason, ' ') FROM amendments a WHERE a.incident_uid = i.uid), ''),
        coalesce((
            SELECT group_concat(p.name, ' ') FROM json_each({current("parties")}) party
            JOIN players p ON p.uid = json_extract(party.value, '$.player')), '')
        || ' ' || (SELECT s.name FROM staff s WHERE s.uid = i.recorded_by)
        || coalesce((SELECT ' ' || group_concat(w.value, ' ') FROM json_each({current("witnesses")}) w), '')
        || coalesce((
            SELECT ' ' || group_concat(s.name, ' ') FROM amendments a
            JOIN staff s ON s.uid IN (a.recorded_by, a.second_staff) WHERE a.incident_uid = i.uid), ''),
        f.kind || ' rule ' || f.rule
        || coalesce((SELECT ' ' || group_concat(leaf.value, ' ') FROM json_tree({CURRENT_DECISION}) leaf
                     WHERE leaf.type = 'text'), '')
        || coalesce(' ' || i.departure_reason, '')
        || {_DISPUTE_WORDS}
    FROM incidents i JOIN incident_facts f ON f.incident_uid = i.uid WHERE i.uid IN ({_SCOPE})
    ORDER BY i.recorded_utc, i.uid
"""
REFRESH_FACTS = (
    # Every uid the facts, players' incidents and precedent keys below name (a table a correction left too: harmless).
    f"INSERT OR IGNORE INTO fact_keys (uid) SELECT event_uid FROM incidents WHERE uid IN ({_SCOPE}) "
    f"UNION SELECT recorded_by FROM incidents WHERE uid IN ({_SCOPE}) "
    # As the view gives a table's uid (json_quote and json_extract undo each other, but on a NUL).
    f"UNION SELECT json_extract(json_quote(table_uid), '$') FROM incidents WHERE uid IN ({_SCOPE}) "
    "AND table_uid IS NOT NULL "
    "UNION SELECT a.changes ->> '$.table' FROM amendments a "
    f"WHERE a.incident_uid IN ({_SCOPE}) AND a.kind = 'correction' AND json_type(a.changes, '$.table') = 'text' "
    f"UNION SELECT player_uid FROM incident_players_source WHERE incident_uid IN ({_SCOPE})",
    # New incidents get the next rows, in time order; an amended one keeps its row (its place in a listing).
    "INSERT INTO incident_facts (incident_uid, moment, number, event_key, table_key, staff_key, rule, kind, "
    f"status, parties, narrative) SELECT s.incident_uid, s.moment, s.number, {key_of('s.event_uid')}, "
    f"{key_of('s.table_uid')}, {key_of('s.recorded_by')}, s.rule, s.kind, s.status, s.parties, s.narrative "
    f"FROM incident_facts_source s WHERE s.incident_uid IN ({_SCOPE}) "
    "ORDER BY s.moment, s.incident_uid ON CONFLICT (incident_uid) DO UPDATE SET table_key = excluded.table_key, "
    "rule = excluded.rule, kind = excluded.kind, status = excluded.status, parties = excluded.parties, "
    "narrative = excluded.narrative",
    # An incident's players only ever grow (amendments add, never remove), so nothing is deleted.
    "INSERT OR IGNORE INTO incident_players (player_key, moment, row) "
    f"SELECT k.id, {microseconds('s.recorded_utc')}, f.row FROM incident_players_source s "
    "JOIN incident_facts f ON f.incident_uid = s.incident_uid JOIN fact_keys k ON k.uid = s.player_uid "
    f"WHERE s.incident_uid IN ({_SCOPE}) "
    "ORDER BY 1, 2, 3",  # in key order: a bulk import then appends to the index instead of scattering
    # Precedents (issue 30): each ruling's class (its kind as corrected, its flags), a voided one in none.
    f"INSERT OR IGNORE INTO ruling_classes (kind, flags) SELECT DISTINCT f.kind, {_FLAGS} FROM incident_facts f "
    f"JOIN incidents i ON i.uid = f.incident_uid WHERE f.incident_uid IN ({_SCOPE})",
    "DELETE FROM precedent_keys WHERE row IN "
    f"(SELECT row FROM incident_facts WHERE incident_uid IN ({_SCOPE}) AND status = 'voided')",
    "INSERT INTO precedent_keys (row, class, event_key, moment) SELECT f.row, c.id, f.event_key, f.moment "
    "FROM incident_facts f JOIN incidents i ON i.uid = f.incident_uid "
    f"JOIN ruling_classes c ON c.kind = f.kind AND c.flags = {_FLAGS} "
    f"WHERE f.incident_uid IN ({_SCOPE}) AND f.status != 'voided' "
    "ON CONFLICT (row) DO UPDATE SET class = excluded.class",
)
"""The statements that bring the listing facts and precedent keys of the incidents in temp.refresh_scope up to
date."""
# Documents are numbered in recording order (search lists the highest first); an upsert
# keeps a document's number, so an amended incident keeps its place.
REFRESH_DOCUMENTS = (
    f"INSERT INTO search_docs (id, incident_uid, narrative, names, ruling) {_SEARCH_DOC} "
    "ON CONFLICT (incident_uid) DO UPDATE SET "
    "narrative = excluded.narrative, names = excluded.names, ruling = excluded.ruling"
)


# An older FloorDesk's documents are numbered in recording order: the highest is its newest.
_NEWEST_NUMBERED = (
    "SELECT i.recorded_utc FROM search_docs d JOIN incidents i ON i.uid = d.incident_uid "
    f"WHERE d.id < {_TIMED_IDS_FROM} ORDER BY d.id DESC LIMIT 1"
)
_OLDEST_UNDOCUMENTED = (
    f"SELECT min(i.recorded_utc) FROM incidents i WHERE i.uid IN ({_SCOPE}) "
    "AND NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.incident_uid = i.uid)"
)


def refresh_derived(
    connection: sqlite3.Connection, incident_uids: Iterable[str] | None, *, documents: bool = True
) -> None:
    """Bring the derived rows of these incidents (of every incident when None) up to date.

    `documents` False: their search documents are queued in `search_pending`, not made (see the module docstring).
    """
    with _refresh_scope(connection):
        if incident_uids is None:
            connection.execute("INSERT INTO temp.refresh_scope SELECT uid FROM incidents")
        else:
            connection.executemany("INSERT OR IGNORE INTO temp.refresh_scope VALUES (?)", ((u,) for u in incident_uids))
        for statement in REFRESH_FACTS:
            connection.execute(statement)
        if documents:
            _make_documents(connection)
        else:
            connection.execute("INSERT OR IGNORE INTO search_pending SELECT uid FROM temp.refresh_scope")


def pending_documents(connection: sqlite3.Connection) -> bool:
    """Whether incidents wait for their search documents (an import committed, its documents not made yet)."""
    return connection.execute("SELECT 1 FROM search_pending LIMIT 1").fetchone() is not None


def document_pending(connection: sqlite3.Connection) -> None:
    """Make the queued incidents' search documents (inside the caller's write transaction)."""
    with _refresh_scope(connection):
        _make_documents(connection)


@contextmanager
def _refresh_scope(connection: sqlite3.Connection) -> Iterator[None]:
    """The incidents to refresh, gathered in `temp.refresh_scope`: empty on entry, emptied on the way out."""
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    connection.execute("DELETE FROM temp.refresh_scope")
    yield
    connection.execute("DELETE FROM temp.refresh_scope")


def _make_documents(connection: sqlite3.Connection) -> None:
    """The search documents of the incidents in temp.refresh_scope and of every queued one; the queue emptied."""
    connection.execute("INSERT OR IGNORE INTO temp.refresh_scope SELECT incident_uid FROM search_pending")
    newest = connection.execute(_NEWEST_NUMBERED).fetchone()
    oldest = connection.execute(_OLDEST_UNDOCUMENTED).fetchone()[0]
    if newest is not None and oldest is not None and oldest <= newest[0]:
        # An older FloorDesk's documents as new as one about to be made would rank below it: made again, timed.
        renumbered = (
            f"SELECT d.incident_uid FROM search_docs d JOIN incidents i ON i.uid = d.incident_uid "
            f"WHERE d.id < {_TIMED_IDS_FROM} AND i.recorded_utc >= ?"
        )
        connection.execute(f"INSERT OR IGNORE INTO temp.refresh_scope {renumbered}", (oldest,))
        connection.execute(f"DELETE FROM search_docs WHERE incident_uid IN ({renumbered})", (oldest,))
    connection.execute(REFRESH_DOCUMENTS)
    connection.execute("DELETE FROM search_pending")


_SQLITE_CORRUPT = 11


def search_index_damage(connection: sqlite3.Connection) -> list[str] | None:
    """What FTS5's own integrity check finds wrong with the full-text index (empty: nothing; None: not checked).

    With rank 1 it also compares the index with the search documents it indexes, so an index out of
    step with them (a damaged byte in its pages, a write that bypassed the triggers) is found. SQLite
    counts the check as a write: on read-only media, or while another FloorDesk writes (reading never
    waits for a writer), it is not run.
    """
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'search_index'").fetchone():
        return []
    try:
        with not_waiting(connection):
            connection.execute("INSERT INTO search_index (search_index, rank) VALUES ('integrity-check', 1)")
    except sqlite3.DatabaseError as error:
        code = getattr(error, "sqlite_errorcode", -1) & 0xFF
        if code in NOT_NOW:
            return None
        if code != _SQLITE_CORRUPT:
            raise
        return [
            translate("verify", "the full-text index is damaged or out of step with the log ({error})").format(
                error=error
            )
        ]
    return []


def rebuild_derived(connection: sqlite3.Connection) -> None:
    """Make every derived row and the full-text index again from the records (inside the caller's transaction).

    Only derived data is written: the records, and so the hash chains, are untouched.
    """
    connection.execute("INSERT INTO search_index (search_index) VALUES ('rebuild')")  # in step with the documents
    connection.execute("DELETE FROM incident_players")
    connection.execute("DELETE FROM precedent_keys")
    connection.execute("DELETE FROM incident_facts")
    connection.execute("DELETE FROM fact_keys")
    refresh_derived(connection, None)  # the documents are made again too, and the index follows them
