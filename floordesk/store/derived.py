"""Store: the derived tables behind search (not records: rebuilt from the records).

`incident_facts` (each incident's correctable facts as they stand, defined by the
schema's view `incident_facts_source`; its narrative only where a correction changed it),
`precedent_keys` (each ruling not voided in its class of comparable rulings, `ruling_classes`:
see `floordesk.core.precedents`), `incident_players` (which incidents involve a player, from the
view `incident_players_source`; these three hold times as microseconds and the uids they name as `fact_keys` ids,
schema 19) and the full-text index `search_index` (each incident's search document: the incident
as it stands, its corrections and overrule applied, and its amendments' reasons and staff) are
brought up to date here for given incidents, set-based, inside the caller's write transaction.
`current` gives a correctable fact that is not among the facts, for the search documents.

From schema 20 the index keeps no copy of the documents' text (contentless), and SQLite here
cannot remove an entry without it: an entry is never removed. A document made again (its
incident amended) is indexed under a new rowid, and the old one is listed in `search_superseded`.
A search lists the newest first in the index's own rowid order, so a document's rowid is its
incident's time (schema 22, `DOCUMENT_ID`): the number of its recording second times `SAME_SECOND`
(16), plus its incident's `doc_slot`, the next free slot of that second (a second's incidents
documented together take them in time order; a document made again takes the next one). FTS5 keeps
a word's documents as rowid differences, and incidents seconds apart differ by a few: a byte each.
From slot `SAME_SECOND` on (a busy second, a document made again many times) the document
overflows: its rowid is minus (its second times `SLOTS` plus its slot), and a search reads both
ranges and merges them by (second, slot) (`SearchedSpace`); a hit finds its incident's facts in
the time index, one second's range. An incident merged from another laptop, older than those already
documented, takes a free slot of its second without renumbering any. A new incident's slot is taken
when its listing facts are made, so that no rowid is ever two incidents' documents. Schemas 20 and 21
numbered documents by microsecond (times 256): an older log read as it is is searched and checked so.

An import queues its incidents' search documents in `search_pending` instead of making them
(`refresh_derived(..., documents=False)`): the FTS5 index's upkeep is most of a merge's SQLite
work, and the import holds the log's write lock. `document_pending` makes them right after it
commits; any refresh that makes documents makes the queued ones too, and a search makes them
before it reads, so no search misses an incident. The window queues a ruling's the same way, made a
moment after its Sign's answer is painted (`IncidentStore.document_later`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Literal

from floordesk.i18n import numerus, translate
from floordesk.store.database import schema_objects

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
SAME_SECOND = 16
"""Slots of one second in the compact rowids of the full-text index (schema 22): a second's first 16 documents."""
SLOTS = 2**20
"""Slots of one second in all: those from `SAME_SECOND` on are overflow, under negative rowids."""
_SHIFT = 2**36
"""Seconds added to a time's second since 1970 so that every time from year 1 on has a positive number."""


def second_of(moment: str) -> str:
    """SQL: the number of the second of `moment` (microseconds since 1970), as a document's rowid holds it."""
    return f"(({moment}) + {_SHIFT * 10**6}) / 1000000"


def in_second(moment: str, second: str) -> str:
    """SQL: the time `moment` (microseconds since 1970, an indexed column) lies in the second numbered `second`."""
    first = f"(({second}) - {_SHIFT}) * 1000000"
    return f"{moment} BETWEEN {first} AND {first} + 999999"


DOCUMENT_ID = (
    f"iif(f.doc_slot < {SAME_SECOND}, {second_of('f.moment')} * {SAME_SECOND} + f.doc_slot, "
    f"-({second_of('f.moment')} * {SLOTS} + f.doc_slot))"
)
"""SQL: the full-text index's rowid of the search document of the incident whose listing facts are `f` (schema 22):
its second's number times `SAME_SECOND` plus its `doc_slot`, or, for slot `SAME_SECOND` and over (overflow), minus
(its second's number times `SLOTS` plus its slot)."""
DOCUMENT_KEY = f"{second_of('f.moment')} * {SLOTS} + f.doc_slot"
"""SQL: the key a search lists the incident whose listing facts are `f` by, and pages by (schema 22): its second's
number times `SLOTS` plus its `doc_slot`, as `SearchedSpace.key` gives it for its document's entry in either range."""


def in_key_second_or_after(moment: str, key: str, newest_first: bool) -> str:
    """SQL: the time `moment` (microseconds since 1970, an indexed column) lies in the second of the search key `key`
    or after it (before it if `newest_first`): a bound on the time that a walk in time order seeks to."""
    first = f"(({key}) / {SLOTS} - {_SHIFT}) * 1000000"
    return f"{moment} < {first} + 1000000" if newest_first else f"{moment} >= {first}"


def _compact_second(rowid: str) -> str:
    return f"{rowid} / {SAME_SECOND}"


def _overflow_second(rowid: str) -> str:
    return f"-{rowid} / {SLOTS}"


def _last_listed_slot(second: str) -> str:
    """SQL: the highest `doc_slot` a listed incident of the second numbered `second` holds (-1: none)."""
    return f"coalesce((SELECT max(g.doc_slot) FROM incident_facts g WHERE {in_second('g.moment', second)}), -1)"


def _last_slot(second: str) -> str:
    """SQL: the highest `doc_slot` taken in the second numbered `second`, by an index entry (compact or overflow) or
    a listed incident (-1: none)."""
    compact = f"({second}) * {SAME_SECOND}"
    overflow = f"({second}) * {SLOTS}"
    return (
        f"max(coalesce((SELECT max(x.rowid) - {compact} FROM search_index x "
        f"WHERE x.rowid BETWEEN {compact} AND {compact} + {SAME_SECOND - 1}), -1), "
        f"coalesce((SELECT -min(x.rowid) - {overflow} FROM search_index x "
        f"WHERE x.rowid BETWEEN -({overflow} + {SLOTS - 1}) AND -({overflow} + {SAME_SECOND})), -1), "
        f"{_last_listed_slot(second)})"
    )


def microseconds(utc: str) -> str:
    """SQL: the time `utc` (an SQL expression of `*_utc` text, YYYY-MM-DDTHH:MM:SS.ffffffZ) in microseconds since 1970,
    as the facts, a player's incidents and the precedent keys hold it (it sorts as the text does).

    `unixepoch` gives what `CAST(strftime('%s', ...) AS INTEGER)` gives, as migration 0019's view computes it (the
    same seconds, NULL for the same texts), without making text of them: verify computes a million."""
    return f"(unixepoch(substr({utc}, 1, 19)) * 1000000 + CAST(substr({utc}, 21, 6) AS INTEGER))"


COMPACT_FACTS_FROM = 19
"""The first schema whose listing facts, players' incidents and precedent keys hold times as microseconds and uids as
`fact_keys` ids (migration 0019)."""


CONTENTLESS_INDEX_FROM = 20
"""The first schema whose full-text index keeps no text, its rowids its incidents' times (migration 0020)."""
BY_SECOND_FROM = 22
"""The first schema whose full-text index numbers its documents by their incidents' seconds (migration 0022)."""
FILTER_WORDS_FROM = 24
"""The first schema whose search documents hold their incidents' filter words (`FILTER_WORDS`, migration 0024)."""
_SEARCHED_DOCUMENTS = (
    "search_index x CROSS JOIN search_docs sd ON sd.id = x.rowid "
    "CROSS JOIN incident_facts f ON f.incident_uid = sd.incident_uid"
)
"""SQL: how a search found an entry's facts before schema 20, through the documents' text kept (`search_docs`)."""
_SAME_MICROSECOND = 256
"""Schemas 20 and 21: a document's rowid was its incident's `moment` times this, plus its `doc_slot`."""


def _document_by_microsecond(rowid: str) -> str:
    """SQL (schemas 20 and 21): the facts `f` are those of the incident whose current document is the entry `rowid`."""
    return f"f.moment = {rowid} / {_SAME_MICROSECOND} AND f.doc_slot = {rowid} % {_SAME_MICROSECOND}"


def _document_by_second(rowid: str) -> str:
    """SQL: the facts `f` are those of the incident whose current document is the entry `rowid` (a compact rowid
    names a slot under `SAME_SECOND`, an overflow one a slot from it on)."""
    second = f"iif({rowid} >= 0, {_compact_second(rowid)}, {_overflow_second(rowid)})"
    slot = f"iif({rowid} >= 0, {rowid} % {SAME_SECOND}, -{rowid} % {SLOTS})"
    return (
        f"{in_second('f.moment', second)} AND f.doc_slot = {slot} AND f.doc_slot >= iif({rowid} >= 0, 0, {SAME_SECOND})"
    )


@dataclass(frozen=True)
class _Numbering:
    """How a log's full-text index numbers its documents (from schema 20)."""

    document_id: str
    """SQL: the rowid of the current document of the incident whose facts are `f`"""
    document_of: Callable[[str], str]
    """SQL: the facts `f` are those of the incident whose current document is the entry of the rowid expression"""


_BY_MICROSECOND = _Numbering(f"f.moment * {_SAME_MICROSECOND} + f.doc_slot", _document_by_microsecond)
_BY_SECOND = _Numbering(DOCUMENT_ID, _document_by_second)


@dataclass(frozen=True)
class SearchedSpace:
    """A range of the full-text index's rowids a search reads, and how its entries find their incidents' facts.

    A search lists its hits by a key, the highest first (newest first); the key is the page cursor. `every`: every
    entry, its key its rowid (before schema 22). From schema 22 a search reads two ranges and merges them: `compact`
    (rowid 0 and over, a second's first `SAME_SECOND` slots) and `overflow` (negative rowids, the slots after); their
    key is a document's second times `SLOTS` plus its slot, so a second's overflow documents come before its others.
    """

    source: str
    """SQL: the index `x` joined to the facts `f` of the incidents whose current documents its entries are; by CROSS
    JOIN, which SQLite never reorders: a search walks its words in the index's order whatever its filters (a filter
    on a player or a dispute otherwise led, each of its incidents then looked up in the index one by one)"""
    space: Literal["every", "compact", "overflow"] = "every"

    def entries(self) -> str:
        """SQL: the condition on `x.rowid` that keeps a search in this range."""
        return {"every": "1", "compact": "x.rowid >= 0", "overflow": "x.rowid < 0"}[self.space]

    def holds_any(self, connection: sqlite3.Connection) -> bool:
        """Whether the index holds an entry in this range: most logs hold no overflow entry, and a search that
        knows it walks the index once (a second walk cost 0.1-0.3 ms of the first 50 hits' 1.5-2.4 at 100,000)."""
        if self.space != "overflow":
            return True
        return connection.execute("SELECT 1 FROM search_index WHERE rowid < 0 LIMIT 1").fetchone() is not None

    def key(self) -> str:
        """SQL: the entry `x`'s key."""
        if self.space == "compact":
            return f"{_compact_second('x.rowid')} * {SLOTS} + x.rowid % {SAME_SECOND}"
        return "-x.rowid" if self.space == "overflow" else "x.rowid"

    def order(self, newest_first: bool) -> str:
        """SQL: the rowid order that walks this range's entries by key, the highest first if `newest_first`."""
        return "x.rowid " + ("DESC" if newest_first != (self.space == "overflow") else "ASC")

    def after(self, key: int, newest_first: bool) -> str:
        """SQL: the condition on `x.rowid` that keeps the entries after the key `key` (lower if `newest_first`),
        as a rowid bound that the index seeks to."""
        if self.space == "every":
            return f"x.rowid {'<' if newest_first else '>'} {key}"
        if self.space == "overflow":
            return f"x.rowid {'>' if newest_first else '<'} {-key}"
        second, slot = divmod(key, SLOTS)
        # An overflow key's second is wholly below it (newest first) or above it.
        if newest_first:
            return f"x.rowid < {second * SAME_SECOND + min(slot, SAME_SECOND)}"
        return f"x.rowid > {second * SAME_SECOND + min(slot, SAME_SECOND - 1)}"


_COMPACT_SPACE = SearchedSpace(
    f"search_index x CROSS JOIN incident_facts f ON {in_second('f.moment', _compact_second('x.rowid'))} "
    f"AND f.doc_slot = x.rowid % {SAME_SECOND}",
    "compact",
)
_OVERFLOW_SPACE = SearchedSpace(
    f"search_index x CROSS JOIN incident_facts f ON {in_second('f.moment', _overflow_second('x.rowid'))} "
    f"AND f.doc_slot = -x.rowid % {SLOTS}",
    "overflow",
)


@dataclass(frozen=True)
class FactColumns:
    """How a log's listing facts (`f`) and players' incidents hold an incident's time, event, table, deciding staff
    member and players, and how a search finds the facts of an index entry `x`: compact from schema 19, each index
    entry found by its rowid from 20, by its second from 22 (`COMPACT`), as the records do in an older log read as it
    is."""

    time: str
    event: str
    table: str
    staff: str
    player: str
    keyed: bool
    """times as microseconds, uids as `fact_keys` ids"""
    searched: tuple[SearchedSpace, ...] = (_COMPACT_SPACE, _OVERFLOW_SPACE)
    """the ranges of the full-text index a search reads"""
    led_by_filter: bool = True
    """a search may walk a filter's incidents and look each one's document up in the index (`DOCUMENT_ID`,
    `DOCUMENT_KEY`: schema 22) instead of walking the index"""
    filter_words: bool = True
    """the documents hold their incidents' filter words in a second column (`FILTER_WORDS`: schema 24), and a search
    names the column its words are searched in"""

    def stored_time(self, utc: str) -> str:
        """SQL: the `*_utc` text expression `utc` as these columns hold a time."""
        return microseconds(utc) if self.keyed else utc

    def table_name(self) -> str:
        """SQL: the name of the listed incident's table as it stands (NULL: at no table)."""
        if self.keyed:
            return "(SELECT t.name FROM fact_keys k JOIN tables t ON t.uid = k.uid WHERE k.id = f.table_key)"
        return "(SELECT t.name FROM tables t WHERE t.uid = f.table_uid)"


COMPACT = FactColumns("moment", "event_key", "table_key", "staff_key", "player_key", keyed=True)
COMPACT_ONE_COLUMN = replace(COMPACT, filter_words=False)
COMPACT_BY_MICROSECOND = replace(
    COMPACT,
    searched=(SearchedSpace(f"search_index x CROSS JOIN incident_facts f ON {_document_by_microsecond('x.rowid')}"),),
    led_by_filter=False,
    filter_words=False,
)
COMPACT_WITH_DOCUMENTS = replace(
    COMPACT, searched=(SearchedSpace(_SEARCHED_DOCUMENTS),), led_by_filter=False, filter_words=False
)
AS_RECORDED = FactColumns(
    "recorded_utc",
    "event_uid",
    "table_uid",
    "recorded_by",
    "player_uid",
    keyed=False,
    searched=(SearchedSpace(_SEARCHED_DOCUMENTS),),
    led_by_filter=False,
    filter_words=False,
)


def _schema(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def fact_columns(connection: sqlite3.Connection) -> FactColumns:
    """How this log's facts hold what they hold (see `FactColumns`)."""
    schema = _schema(connection)
    if schema < COMPACT_FACTS_FROM:
        return AS_RECORDED
    if schema < CONTENTLESS_INDEX_FROM:
        return COMPACT_WITH_DOCUMENTS
    if schema < BY_SECOND_FROM:
        return COMPACT_BY_MICROSECOND
    return COMPACT_ONE_COLUMN if schema < FILTER_WORDS_FROM else COMPACT


def key_of(uid: str) -> str:
    """SQL: the `fact_keys` id of the uid expression `uid` (NULL: none, or a NULL uid)."""
    return f"(SELECT k.id FROM fact_keys k WHERE k.uid = {uid})"


_MICROSECONDS = microseconds("i.recorded_utc")
"""SQL: incident `i`'s recording time in microseconds since 1970."""
FLAGS_OF_INCIDENT = "coalesce(i.inputs -> '$.config', '')"
"""SQL: incident `i`'s rule-set flags, the JSON text of its request's `config` ('' for none): a precedent's class."""
# The listed slots alone: an index entry's slot is its incident's, or below it (superseded, its incident moved up).
# Should one be above all the same (its incident's listing deleted), the document is made again in a free slot.
_NEW_SLOT = (
    f"{_last_listed_slot(second_of('s.moment'))} + 1 + (SELECT count(*) FROM incidents me JOIN incidents j "
    "ON j.recorded_utc BETWEEN substr(me.recorded_utc, 1, 19) AND me.recorded_utc "
    "AND (j.recorded_utc < me.recorded_utc OR j.uid < me.uid) "
    f"WHERE me.uid = s.incident_uid AND +j.uid IN ({_SCOPE}) "  # walks the second in the time index, not the scope
    "AND NOT EXISTS (SELECT 1 FROM incident_facts g WHERE g.incident_uid = j.uid))"
)
"""SQL: the `doc_slot` of a new incident's listing facts `s`: after every slot its second's listed incidents took,
and after the new incidents of the same second refreshed with it, earlier in time (the slots of a second's
incidents recorded or merged together go in time order)."""
_DISPUTE_WORDS = (
    "coalesce((SELECT ' dispute ' || group_concat(leaf.value, ' ') FROM json_tree(i.dispute) leaf "
    "WHERE leaf.type = 'text' AND leaf.key IS NOT 'preserve_by'), '') "
    "|| coalesce(' ' || (SELECT s.name FROM staff s WHERE s.uid = i.second_staff), '') "
    "|| coalesce((SELECT ' ' || group_concat(json_extract(a.changes, '$.footage_saved_to'), ' ') FROM amendments a "
    "WHERE a.incident_uid = i.uid AND a.kind = 'correction'), '')"
)
"""SQL: the words of incident `i`'s dispute record (who asked, the camera, the review and its finding, the error,
the second reviewer) and of where its footage was saved, for its search document."""
TABLE_WORD = "t"
"""A table's filter word: this, then its `fact_keys` id."""
PLAYER_WORD = "p"
"""A player's filter word: this, then his `fact_keys` id."""
FILTER_WORDS = (
    f"coalesce('{TABLE_WORD}' || f.table_key, '') "
    f"|| coalesce((SELECT ' ' || group_concat('{PLAYER_WORD}' || k.id, ' ') "
    # Each player once; as a list, so that SQLite reads the view for this incident alone (joined, it read all).
    "FROM fact_keys k WHERE k.uid IN (SELECT s.player_uid FROM incident_players_source s "
    "WHERE s.incident_uid = i.uid)), '')"
)
"""SQL: the filter words of incident `i` whose listing facts are `f` (schema 24): its table's as it stands and each of
its players', by the facts' keys and the view that fills a player's incidents, so that a search for a word and one
of them finds what the word's hits checked against the filter would. FTS5's tokenizer keeps each whole (letters and
digits); no search of a user's words reads their column."""
SEARCH_DOCUMENTS = f"""
    SELECT
        {DOCUMENT_ID},
        coalesce({current("narrative")}
        || coalesce((SELECT ' ' || group_concat(a.reason, ' ') FROM amendments a WHERE a.incident_uid = i.uid), ''), '')
        || ' ' || coalesce(coalesce((
            SELECT group_concat(p.name, ' ') FROM json_each({current("parties")}) party
            JOIN players p ON p.uid = json_extract(party.value, '$.player')), '')
        || ' ' || (SELECT s.name FROM staff s WHERE s.uid = i.recorded_by)
        || coalesce((SELECT ' ' || group_concat(w.value, ' ') FROM json_each({current("witnesses")}) w), '')
        || coalesce((
            SELECT ' ' || group_concat(s.name, ' ') FROM amendments a
            JOIN staff s ON s.uid IN (a.recorded_by, a.second_staff) WHERE a.incident_uid = i.uid), ''), '')
        || ' ' || coalesce(f.kind || ' rule ' || f.rule
        || coalesce((SELECT ' ' || group_concat(leaf.value, ' ') FROM json_tree({CURRENT_DECISION}) leaf
                     WHERE leaf.type = 'text'), '')
        || coalesce(' ' || i.departure_reason, '')
        || {_DISPUTE_WORDS}, ''),
        {FILTER_WORDS}
    FROM incidents i JOIN incident_facts f ON f.incident_uid = i.uid WHERE i.uid IN ({_SCOPE})
    ORDER BY 1
"""
"""SQL: the search document of each incident of temp.refresh_scope, (its rowid, its text, its filter words): its
narrative and the amendments' reasons, the names (players, staff, witnesses), then the ruling (kind, rule, decision,
departure, dispute). The text one column (schema 22): FTS5 marks each word's place in a column other than the first
with two bytes more; its filter words (`FILTER_WORDS`, schema 24) few, in the second."""
REFRESH_FACTS = (
    # The players of the incidents refreshed, read from the view once: the keys and the players' incidents both need
    # them, and reading each incident's parties' JSON is most of either statement's work.
    f"INSERT INTO temp.refresh_players SELECT player_uid, recorded_utc, incident_uid FROM incident_players_source "
    f"WHERE incident_uid IN ({_SCOPE})",
    # Every uid the facts, players' incidents and precedent keys below name (a table a correction left too: harmless).
    f"INSERT OR IGNORE INTO fact_keys (uid) SELECT event_uid FROM incidents WHERE uid IN ({_SCOPE}) "
    f"UNION SELECT recorded_by FROM incidents WHERE uid IN ({_SCOPE}) "
    # As the view gives a table's uid (json_quote and json_extract undo each other, but on a NUL).
    f"UNION SELECT json_extract(json_quote(table_uid), '$') FROM incidents WHERE uid IN ({_SCOPE}) "
    "AND table_uid IS NOT NULL "
    "UNION SELECT a.changes ->> '$.table' FROM amendments a "
    f"WHERE a.incident_uid IN ({_SCOPE}) AND a.kind = 'correction' AND json_type(a.changes, '$.table') = 'text' "
    "UNION SELECT player_uid FROM temp.refresh_players",
    # New incidents get the next rows, in time order; an amended one keeps its row (its place in a listing).
    "INSERT INTO incident_facts (incident_uid, moment, number, event_key, table_key, staff_key, rule, kind, "
    f"status, parties, narrative, doc_slot) SELECT s.incident_uid, s.moment, s.number, {key_of('s.event_uid')}, "
    f"{key_of('s.table_uid')}, {key_of('s.recorded_by')}, s.rule, s.kind, s.status, s.parties, s.narrative, "
    f"{_NEW_SLOT} "
    f"FROM incident_facts_source s WHERE s.incident_uid IN ({_SCOPE}) "
    "ORDER BY s.moment, s.incident_uid ON CONFLICT (incident_uid) DO UPDATE SET table_key = excluded.table_key, "
    "rule = excluded.rule, kind = excluded.kind, status = excluded.status, parties = excluded.parties, "
    "narrative = excluded.narrative",
    # An incident's players only ever grow (amendments add, never remove), so nothing is deleted.
    "INSERT OR IGNORE INTO incident_players (player_key, moment, row) "
    f"SELECT k.id, {microseconds('refresh_players.recorded_utc')}, f.row FROM temp.refresh_players "
    "JOIN incident_facts f ON f.incident_uid = refresh_players.incident_uid "
    "JOIN fact_keys k ON k.uid = refresh_players.player_uid "
    "ORDER BY 1, 2, 3",  # in key order: a bulk import then appends to the index instead of scattering
    # Precedents (issue 30): each ruling's class (its kind as corrected, its flags), a voided one in none.
    f"INSERT OR IGNORE INTO ruling_classes (kind, flags) SELECT DISTINCT f.kind, {FLAGS_OF_INCIDENT} "
    f"FROM incident_facts f JOIN incidents i ON i.uid = f.incident_uid WHERE f.incident_uid IN ({_SCOPE})",
    "DELETE FROM precedent_keys WHERE row IN "
    f"(SELECT row FROM incident_facts WHERE incident_uid IN ({_SCOPE}) AND status = 'voided')",
    "INSERT INTO precedent_keys (row, class, event_key, moment) SELECT f.row, c.id, f.event_key, f.moment "
    "FROM incident_facts f JOIN incidents i ON i.uid = f.incident_uid "
    f"JOIN ruling_classes c ON c.kind = f.kind AND c.flags = {FLAGS_OF_INCIDENT} "
    f"WHERE f.incident_uid IN ({_SCOPE}) AND f.status != 'voided' "
    "ON CONFLICT (row) DO UPDATE SET class = excluded.class",
)
"""The statements that bring the listing facts and precedent keys of the incidents in temp.refresh_scope up to
date (their players read first into temp.refresh_players)."""
MAKE_DOCUMENTS = f"INSERT INTO search_index (rowid, document, facts) {SEARCH_DOCUMENTS}"
"""Index the search documents of the incidents in temp.refresh_scope, each under its facts' rowid (`DOCUMENT_ID`)."""
MADE_AGAIN = (
    # Each in the next free slot of its second, after those of the same second made again with it.
    f"INSERT INTO temp.made_again (row, old_id, slot) SELECT f.row, {DOCUMENT_ID}, "
    f"{_last_slot(second_of('f.moment'))} + row_number() OVER (PARTITION BY {second_of('f.moment')} "
    "ORDER BY f.moment, f.row) FROM incident_facts f "
    f"WHERE f.incident_uid IN ({_SCOPE}) AND EXISTS (SELECT 1 FROM search_index x WHERE x.rowid = {DOCUMENT_ID})"
)
"""The incidents of temp.refresh_scope that already have a search document, with the slot of the one made again."""


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


INDEX_PAGE_BYTES = 250
"""FTS5's `pgsz`: the size, about, of a page of the full-text index (FTS5's own is 4,050), written in the index's own
configuration by migration 0025, and for a new log before its first documents are written (`_keep_index_settings`).
FTS5 finds a document in a word's list by a page's first rowid, then reads the page's entries one by one to it, and
backwards it reads the whole page first: a search within a player seeks each common word once for each of his
documents, and at 1,000,000 incidents the busiest player's (340) first 51 hits of "Okafor" took 2.7 ms in FTS5 with
pages of 4,050 bytes, 0.8 with 500, 0.4 with 250 (load 1.3-2.5); the index 55 bytes an incident bigger (page headers,
and more pages' keys)."""
TIDY_PAGES = 64 * 4050 // INDEX_PAGE_BYTES
"""How many pages of the full-text index one step of `tidy_search_index` writes, about: as many bytes as 64 of FTS5's
own pages, which at 100,000 incidents took a median of 4-6 ms of CPU, 18-34 ms the longest (load 1.5-4); the import's
8 segments merged in these, a step's median 5.0 ms against 3.9 in those, 0.45 s in all against 0.42 (load 1.0)."""
_MERGED_TOGETHER = 2
"""FTS5's `usermerge`: how many segments of one level a 'merge' step merges into one of the next level."""
_INDEX_SETTINGS = {"usermerge": _MERGED_TOGETHER, "pgsz": INDEX_PAGE_BYTES}


def _keep_index_settings(connection: sqlite3.Connection) -> None:
    """Write `_INDEX_SETTINGS` in the full-text index's own configuration where it holds others (a new log's index
    holds none: a migration's data is not in the statements that make a new log's schema)."""
    held = dict(connection.execute("SELECT k, v FROM search_index_config WHERE k IN ('usermerge', 'pgsz')"))
    for setting, value in _INDEX_SETTINGS.items():
        if held.get(setting) != value:
            connection.execute("INSERT INTO search_index (search_index, rank) VALUES (?, ?)", (setting, value))


def tidy_search_index(connection: sqlite3.Connection, pages: int = TIDY_PAGES) -> bool:
    """One step of merging the full-text index's segments (inside the caller's write transaction): about `pages` pages
    written; whether it found any to merge (more may be left: another step tells).

    FTS5 keeps a word's list in each segment, and a search within a player or a table seeks both words in every one
    (issue 28): at 100,000 incidents FTS5's part of such a search took a quarter to four fifths as long in one segment
    as in the 8 an import's writes make. FTS5's own merging, a little with each write, left 14 after 1,000 rulings
    each documented alone. Here any two segments of one level are merged (FTS5 waits for four), so at most one stands
    on each level: one holds most of the index, and is merged again rarely (once in those 1,000 rulings, 75 steps);
    about 1 ms of CPU a ruling in all."""
    _keep_index_settings(connection)
    before = connection.total_changes
    connection.execute("INSERT INTO search_index (search_index, rank) VALUES ('merge', ?)", (pages,))
    # FTS5 counts 2 changes or more where a step merged something (its documentation's test).
    return connection.total_changes - before >= 2


@contextmanager
def _refresh_scope(connection: sqlite3.Connection) -> Iterator[None]:
    """The incidents to refresh, gathered in `temp.refresh_scope`, and their players (`temp.refresh_players`, as the
    view `incident_players_source` gives them): empty on entry, emptied on the way out."""
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_players (player_uid, recorded_utc, incident_uid)")
    for table in ("refresh_scope", "refresh_players"):
        connection.execute(f"DELETE FROM temp.{table}")
    yield
    for table in ("refresh_scope", "refresh_players"):
        connection.execute(f"DELETE FROM temp.{table}")


def _make_documents(connection: sqlite3.Connection) -> None:
    """The search documents of the incidents in temp.refresh_scope and of every queued one; the queue emptied.

    An incident that has one gets a new one in the next free slot of its second, the old one superseded (never
    removed: see the module docstring). Where a second has no free slot left (`SLOTS`), every document is made
    again.
    """
    _keep_index_settings(connection)  # before any page is written
    connection.execute("INSERT OR IGNORE INTO temp.refresh_scope SELECT incident_uid FROM search_pending")
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS made_again (row INTEGER PRIMARY KEY, old_id INTEGER, slot INT)")
    connection.execute("DELETE FROM temp.made_again")
    connection.execute(MADE_AGAIN)
    if connection.execute(f"SELECT 1 FROM temp.made_again WHERE slot >= {SLOTS}").fetchone():
        _remake_every_document(connection)
    else:
        connection.execute("INSERT OR IGNORE INTO search_superseded (id) SELECT old_id FROM temp.made_again")
        connection.execute(
            "UPDATE incident_facts SET doc_slot = m.slot FROM temp.made_again m WHERE incident_facts.row = m.row"
        )
        connection.execute(MAKE_DOCUMENTS)
    connection.execute("DELETE FROM temp.made_again")
    connection.execute("DELETE FROM search_pending")


def _remake_every_document(connection: sqlite3.Connection) -> None:
    """Index every incident's search document again, each second's slots numbered from 0 in time order (nothing
    superseded)."""
    connection.execute("INSERT INTO search_index (search_index) VALUES ('delete-all')")
    connection.execute("DELETE FROM search_superseded")
    connection.execute(
        "UPDATE incident_facts SET doc_slot = n.slot FROM (SELECT row, "
        f"row_number() OVER (PARTITION BY {second_of('moment')} ORDER BY moment, incident_uid) - 1 AS slot "
        "FROM incident_facts) n "
        "WHERE incident_facts.row = n.row AND incident_facts.doc_slot != n.slot"
    )
    connection.execute("INSERT OR IGNORE INTO temp.refresh_scope SELECT uid FROM incidents")
    connection.execute(MAKE_DOCUMENTS)


_SQLITE_ERROR, _SQLITE_CORRUPT = 1, 11
"""What FTS5's check, or the copy it is made on, raises for an index that is damaged or not an index of this schema."""
_INDEX_COPY = "index_copy"
"""The name of the copy of the full-text index that FTS5's check is made on, in a connection's temporary database."""


def search_index_damage(connection: sqlite3.Connection) -> list[str] | None:
    """What is wrong with the full-text index (empty: nothing; None: not checked): its structure
    (`index_structure_damage`), then, where that is sound, which entries it holds (`index_entry_problems`)."""
    structure = index_structure_damage(connection)
    if structure is None or structure:
        return structure
    return index_entry_problems(connection)


def index_structure_damage(connection: sqlite3.Connection) -> list[str] | None:
    """What FTS5's own integrity check finds wrong with the index's structure (empty: nothing; None: not checked, an
    index from before schema 20, which kept its documents' text, in a log of an older schema read as it is).

    SQLite counts FTS5's check as a write, so it is made on a copy: the index's tables copied, in the caller's
    transaction (the state its other checks read), into an index of the connection's own temporary database, made as
    the migrations of the log's schema make the index (not as the log says: check 0 compares the two). The log's write
    lock is never taken: held for the check (4-10 s at 1,000,000 incidents), it kept every write of the window waiting.
    And a log on read-only media, or one that another FloorDesk is writing, is checked too.
    """
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'search_index'").fetchone():
        return []
    schema = _schema(connection)
    if schema < CONTENTLESS_INDEX_FROM:
        return None
    connection.execute(f"DROP TABLE IF EXISTS temp.{_INDEX_COPY}")  # a check stopped before it could drop it
    try:
        connection.execute(_index_copy_definition(schema))
        copied = connection.execute(
            "SELECT name FROM pragma_table_list WHERE schema = 'temp' AND type = 'shadow' AND name LIKE ?",
            (f"{_INDEX_COPY}%",),
        ).fetchall()
        for (table,) in copied:
            connection.execute(f"DELETE FROM temp.{table}")  # a new index's settings
            connection.execute(f"INSERT INTO temp.{table} SELECT * FROM main.search_index{table[len(_INDEX_COPY) :]}")
        connection.execute(f"INSERT INTO temp.{_INDEX_COPY} ({_INDEX_COPY}, rank) VALUES ('integrity-check', 1)")
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", -1) & 0xFF not in (_SQLITE_ERROR, _SQLITE_CORRUPT):
            raise
        return [
            translate("verify", "the full-text index is damaged or out of step with the log ({error})").format(
                error=error
            )
        ]
    finally:
        connection.execute(f"DROP TABLE IF EXISTS temp.{_INDEX_COPY}")
    return []


def _index_copy_definition(schema: int) -> str:
    """The statement that makes `_INDEX_COPY` as the migrations up to `schema` make the full-text index."""
    (made,) = [sql for kind, name, _table, sql in schema_objects(schema) if (kind, name) == ("table", "search_index")]
    named = "CREATE VIRTUAL TABLE search_index "
    if made is None or not made.startswith(named):
        raise AssertionError(f"the migrations make the full-text index otherwise: {made}")
    return f"CREATE VIRTUAL TABLE temp.{_INDEX_COPY} {made.removeprefix(named)}"


def index_entry_problems(connection: sqlite3.Connection) -> list[str]:
    """Which entries the index holds against the listing (`_entry_problems`), each finding a sentence: read only, so
    any reader of the state the structure was checked in can ask it. An index whose structure is damaged is not
    asked (its reads may fail)."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'search_superseded'").fetchone():
        return []  # no index, or an older log read as it is: its index was compared with its documents
    return _entry_problems(connection)


_NAMED_AT_MOST = 5
"""Incidents named in one finding of the index's entries (the rest are counted)."""


def _entry_problems(connection: sqlite3.Connection) -> list[str]:
    """Whether the index holds each incident's search document exactly once (schema 20), each finding a sentence.

    Every listed incident not waiting for its document (`search_pending`) has an entry under its own rowid (its
    numbering's `document_id`: no other incident's), which is not listed as superseded; every other entry is listed
    as superseded. Incidents whose facts give one rowid are each named as lacking its document: it is one document.
    """
    numbering = _BY_SECOND if _schema(connection) >= BY_SECOND_FROM else _BY_MICROSECOND
    document_id = numbering.document_id
    missing = [
        uid
        for (uid,) in connection.execute(
            # The index's rowids listed once, in memory, rather than the index asked for each listed incident's.
            "SELECT f.incident_uid FROM incident_facts f "
            f"WHERE ({document_id} IS NULL OR {document_id} NOT IN (SELECT rowid FROM search_index) "
            f"OR {document_id} IN (SELECT {document_id} FROM incident_facts f GROUP BY 1 HAVING count(*) > 1)) "
            "AND f.incident_uid NOT IN (SELECT incident_uid FROM search_pending) ORDER BY f.incident_uid"
        )
    ]
    superseded = [
        uid
        for (uid,) in connection.execute(
            f"SELECT f.incident_uid FROM search_superseded s JOIN incident_facts f ON {numbering.document_of('s.id')} "
            "ORDER BY f.incident_uid"
        )
    ]
    (stray,) = connection.execute(
        "SELECT count(*) FROM search_index x WHERE x.rowid NOT IN (SELECT id FROM search_superseded) "
        f"AND NOT EXISTS (SELECT 1 FROM incident_facts f WHERE {numbering.document_of('x.rowid')})"
    ).fetchone()
    worded: list[str] = []
    if _schema(connection) >= FILTER_WORDS_FROM:
        lacking = set(missing)  # an incident lacking its document lacks its filter words too: named once
        worded = [uid for uid in _filter_word_problems(connection) if uid not in lacking]
    remedy = translate("verify", "`floordesk log reindex` makes the index again from the records")
    problems = []
    if missing:
        problems.append(translate("verify", _MISSING, "", len(missing)).format(uids=_named(missing), remedy=remedy))
    if superseded:
        problems.append(
            translate("verify", _SUPERSEDED, "", len(superseded)).format(uids=_named(superseded), remedy=remedy)
        )
    if stray:
        problems.append(translate("verify", _STRAY, "", stray).format(remedy=remedy))
    if worded:
        problems.append(translate("verify", _MISWORDED, "", len(worded)).format(uids=_named(worded), remedy=remedy))
    return problems


_VOCABULARY = "CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_words USING fts5vocab(main, search_index, instance)"
"""SQL: FTS5's vocabulary of the index, each word's every place in every document (`temp.search_words`)."""


def _held_words(word: str) -> str:
    """SQL: the vocabulary's places of the filter words `word` and digits, in the second column. The two kinds of word
    are read apart, each its own range: this SQLite's fts5vocab, asked for both at once, gave one."""
    return f"temp.search_words WHERE term >= '{word}0' AND term < '{word}:' AND col = 'facts'"


_FILTER_WORDS_HELD = [f"SELECT term AS word, doc FROM {_held_words(word)}" for word in (TABLE_WORD, PLAYER_WORD)]
_FILTER_WORDS_GIVEN = (
    f"SELECT '{TABLE_WORD}' || f.table_key AS word, {DOCUMENT_ID} AS doc FROM incident_facts f "
    "WHERE f.table_key IS NOT NULL "
    f"UNION ALL SELECT '{PLAYER_WORD}' || pp.player_key, {DOCUMENT_ID} FROM incident_players pp "
    "JOIN incident_facts f ON f.row = pp.row"
)
_DOCUMENTS_BY_FILTER_WORD = (
    # The superseded entries that are no listed incident's current document (one that is is named superseded).
    f"WITH superseded (id) AS (SELECT id FROM search_superseded EXCEPT SELECT {DOCUMENT_ID} FROM incident_facts f) "
    + " UNION ALL ".join(
        # Grouped as FTS5's vocabulary gives them: by word, each word's documents in rowid order; no sort.
        f"SELECT term, group_concat(doc) FROM {_held_words(word)} AND doc NOT IN superseded GROUP BY term"
        for word in (TABLE_WORD, PLAYER_WORD)
    )
)
"""SQL: each filter word the index holds, with the documents that hold it (superseded ones of no incident left out)."""
_FILTER_WORD_DOCUMENTS = (
    # The listing read whole and grouped by table: through its table index, each incident was looked up in turn (1.4 s
    # of CPU against 0.9 s at 1,000,000 incidents).
    f"SELECT '{TABLE_WORD}' || f.table_key, group_concat({DOCUMENT_ID}) FROM incident_facts f NOT INDEXED "
    "WHERE f.table_key IS NOT NULL GROUP BY f.table_key "
    f"UNION ALL SELECT '{PLAYER_WORD}' || pp.player_key, group_concat({DOCUMENT_ID}) FROM incident_players pp "
    "JOIN incident_facts f ON f.row = pp.row GROUP BY pp.player_key"
)
"""SQL: each filter word the listing gives, with the current documents that must hold it."""


def _filter_words_agree(connection: sqlite3.Connection) -> bool:
    """Whether every filter word the listing gives is held by exactly the current documents that must hold it, and
    the index holds no other filter word in a document that is not superseded: then no incident's filter words differ
    (False: some may; `_filter_word_problems` looks closer). Each word's documents are compared as one list, not each
    (word, document) pair apart: two EXCEPTs pairing them cost three to four times as much (20-23 s of CPU at
    1,000,000 incidents against 5.8-6.2)."""
    connection.execute(_VOCABULARY)
    held = dict(connection.execute(_DOCUMENTS_BY_FILTER_WORD).fetchall())
    for word, documents in connection.execute(_FILTER_WORD_DOCUMENTS):
        holding = held.pop(word, None)
        # The listing gives a word's documents in its own order (rows, times), the index in rowid order: a second's
        # slots taken out of time order (a document made again, an overflow) list the same set otherwise.
        if holding != documents and (holding is None or set(holding.split(",")) != set(documents.split(","))):
            return False
    return not held


def _filter_word_problems(connection: sqlite3.Connection) -> list[str]:
    """The incidents whose current documents' filter words (schema 24) are not those their listed facts give: a
    search within a table or player finds a word's hits by them. Read through FTS5's vocabulary of the index, the
    words of a table or player alone (`t` or `p` and digits); an incident waiting for its document is not judged.
    Compared word by word first; only where some word's documents differ, pair by pair."""
    return [] if _filter_words_agree(connection) else _differing_filter_words(connection)


def _differing_filter_words(connection: sqlite3.Connection) -> list[str]:
    """The incidents (not waiting for their documents) whose current documents hold a (word, document) pair of the
    index or of the listing that the other lacks."""
    connection.execute(_VOCABULARY)
    held = " UNION ALL ".join(_FILTER_WORDS_HELD)
    waiting = f"SELECT {DOCUMENT_ID} FROM incident_facts f JOIN search_pending w ON w.incident_uid = f.incident_uid"
    differing = (
        f"SELECT doc FROM (SELECT * FROM ({_FILTER_WORDS_GIVEN}) EXCEPT SELECT * FROM ({held})) "
        f"UNION SELECT doc FROM (SELECT * FROM ({held}) EXCEPT SELECT * FROM ({_FILTER_WORDS_GIVEN}))"
    )
    return [
        uid
        for (uid,) in connection.execute(
            f"SELECT f.incident_uid FROM incident_facts f WHERE {DOCUMENT_ID} IN ({differing}) "
            f"AND {DOCUMENT_ID} NOT IN ({waiting}) ORDER BY f.incident_uid"
        )
    ]


_MISSING = numerus(
    "verify", "the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}", "", 0
)
_SUPERSEDED = numerus(
    "verify", "the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}", "", 0
)
_MISWORDED = numerus(
    "verify",
    "the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): "
    "{remedy}",
    "",
    0,
)
_STRAY = numerus("verify", "%n document(s) in the full-text index belong to no incident: {remedy}", "", 0)


def _named(uids: list[str]) -> str:
    """The first few of these incidents' uids, and how many more."""
    named = ", ".join(uids[:_NAMED_AT_MOST])
    if len(uids) > _NAMED_AT_MOST:
        named = translate("verify", "{named} and {more} more").format(named=named, more=len(uids) - _NAMED_AT_MOST)
    return named


def rebuild_derived(connection: sqlite3.Connection) -> None:
    """Make every derived row and the full-text index again from the records (inside the caller's transaction).

    Only derived data is written: the records, and so the hash chains, are untouched. The index is emptied, its
    superseded entries with it.
    """
    connection.execute("INSERT INTO search_index (search_index) VALUES ('delete-all')")
    connection.execute("DELETE FROM search_superseded")
    connection.execute("DELETE FROM incident_players")
    connection.execute("DELETE FROM precedent_keys")
    connection.execute("DELETE FROM incident_facts")
    connection.execute("DELETE FROM fact_keys")
    refresh_derived(connection, None)  # the documents are made again too, each second's slots from 0
