"""Store: listing and searching incidents, a page at a time.

Pages use keyset pagination, so page 10,000 costs what page 1 costs: a listing
is ordered newest first by (recorded time, row), and the cursor is the last
row's key; a full-text search is ordered by its document, newest first. Words
typed by a user are searched as words (each quoted), never as FTS5 syntax,
so no input can make a search fail; a trailing `*` asks for a prefix.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.store.records import utc_text

PAGE_MAX = 500


@dataclass(frozen=True)
class IncidentQuery:
    """Filters; None means "any". An empty tuple matches nothing (a name that found no record)."""

    text: str | None = None
    since: datetime | None = None
    """inclusive"""
    until: datetime | None = None
    """exclusive"""
    events: tuple[str, ...] | None = None
    tables: tuple[str, ...] | None = None
    players: tuple[str, ...] | None = None
    staff: tuple[str, ...] | None = None
    """the deciding staff member"""
    rules: tuple[int, ...] | None = None
    kinds: tuple[str, ...] | None = None


@dataclass(frozen=True)
class IncidentSummary:
    uid: str
    device: str
    number: int
    recorded_utc: str
    recorded_local: str
    event: str
    table: str | None
    rule: int
    kind: str
    decided_by: str
    departs: bool
    status: str
    """recorded, amended, overruled or voided"""
    narrative: str

    def to_json(self) -> dict[str, Any]:
        return dict(vars(self))


@dataclass(frozen=True)
class Page:
    rows: tuple[IncidentSummary, ...]
    next: str | None
    """the cursor of the following page; None on the last page"""


_COLUMNS = """
    i.uid, coalesce(d.label, i.device_id), i.number, i.recorded_utc, i.recorded_local,
    '#' || e.number || ' ' || e.name, t.name, i.rule, i.kind, s.name, i.departs,
    (SELECT CASE WHEN count(*) = 0 THEN 'recorded' WHEN max(a.kind = 'void') THEN 'voided'
                 WHEN max(a.kind = 'overrule') THEN 'overruled' ELSE 'amended' END
     FROM amendments a WHERE a.incident_uid = i.uid),
    substr(i.narrative, 1, 160)
"""
_JOINS = """
    JOIN events e ON e.uid = i.event_uid
    JOIN staff s ON s.uid = i.recorded_by
    LEFT JOIN tables t ON t.uid = i.table_uid
    LEFT JOIN devices d ON d.device_id = i.device_id
"""
_LIST_CURSOR = re.compile(r"t([0-9TZ:.\-]{27})~([0-9]+)")
_SEARCH_CURSOR = re.compile(r"s([0-9]+)")
_WORD = re.compile(r'[^\s"]+')


def page(connection: sqlite3.Connection, query: IncidentQuery, *, after: str | None = None, limit: int = 100) -> Page:
    """One page of incidents matching `query`, after the cursor `after` (None: the first page)."""
    if not 1 <= limit <= PAGE_MAX:
        raise InvalidInput.at("limit", f"must be a whole number from 1 to {PAGE_MAX}")
    if after is not None and query.text is None:
        # The cursor is an upper bound already below `until`: one upper bound lets SQLite
        # walk the time index straight to the page instead of from `until` down.
        query = replace(query, until=None)
    conditions, parameters = _filters(query)
    if query.text is not None:
        match = fts_query(query.text)
        sql = f"SELECT {_COLUMNS}, sd.id FROM search_index f JOIN search_docs sd ON sd.id = f.rowid "
        sql += f"JOIN incidents i ON i.uid = sd.incident_uid {_JOINS} WHERE search_index MATCH ?"
        parameters.insert(0, match)
        if after is not None:
            cursor = _SEARCH_CURSOR.fullmatch(after)
            if cursor is None:
                raise InvalidInput.at("after", "is not a cursor of a search")
            conditions.append("f.rowid < ?")
            parameters.append(int(cursor.group(1)))
        order = "f.rowid DESC"
    else:
        sql = f"SELECT {_COLUMNS}, i.rowid FROM incidents i {_JOINS} WHERE 1"
        if after is not None:
            cursor = _LIST_CURSOR.fullmatch(after)
            if cursor is None:
                raise InvalidInput.at("after", "is not a cursor of a listing")
            conditions.append("(i.recorded_utc, i.rowid) < (?, ?)")
            parameters.extend([cursor.group(1), int(cursor.group(2))])
        order = "i.recorded_utc DESC, i.rowid DESC"
    sql += "".join(f" AND {condition}" for condition in conditions)
    sql += f" ORDER BY {order} LIMIT ?"
    parameters.append(limit + 1)
    rows = connection.execute(sql, parameters).fetchall()
    summaries = tuple(_summary(row) for row in rows[:limit])
    following = None
    if len(rows) > limit:
        last = rows[limit - 1]
        following = f"s{last[13]}" if query.text is not None else f"t{last[3]}~{last[13]}"
    return Page(summaries, following)


def _summary(row: tuple[Any, ...]) -> IncidentSummary:
    uid, device, number, utc, local, event, table, rule, kind, decided_by, departs, status, narrative, _key = row
    return IncidentSummary(
        uid, device, number, utc, local, event, table, rule, kind, decided_by, bool(departs), status, narrative
    )


def fts_query(text: str) -> str:
    """User words as an FTS5 query: every word must appear; `word*` matches a prefix."""
    terms = []
    for word in _WORD.findall(text):
        prefix = word.endswith("*") and len(word) > 1
        stem = word.rstrip("*")
        if stem:
            terms.append(f'"{stem}"' + ("*" if prefix else ""))
    if not terms:
        raise InvalidInput.at("text", "must contain a word to search for")
    return " ".join(terms)


def _filters(query: IncidentQuery) -> tuple[list[str], list[Any]]:
    conditions: list[str] = []
    parameters: list[Any] = []
    if query.since is not None:
        conditions.append("i.recorded_utc >= ?")
        parameters.append(utc_text(query.since))
    if query.until is not None:
        conditions.append("i.recorded_utc < ?")
        parameters.append(utc_text(query.until))
    for column, values in (
        ("i.event_uid", query.events),
        ("i.table_uid", query.tables),
        ("i.recorded_by", query.staff),
        ("i.rule", query.rules),
        ("i.kind", query.kinds),
    ):
        if values is not None:
            conditions.append(f"{column} IN ({', '.join('?' * len(values))})")
            parameters.extend(values)
    if query.players is not None:
        marks = ", ".join("?" * len(query.players))
        conditions.append(f"i.uid IN (SELECT incident_uid FROM incident_players WHERE player_uid IN ({marks}))")
        parameters.extend(query.players)
    return conditions, parameters
