"""Store: listing and searching incidents, a page at a time.

Pages use keyset pagination, so page 10,000 costs what page 1 costs: a listing
is ordered newest first by (recorded time, row), and the cursor is the last
row's key; a full-text search is ordered by its document, newest first.
Filters and rows see each incident as it stands (its corrections applied). Words
typed by a user are searched as words (each quoted), never as FTS5 syntax,
so no input can make a search fail; a trailing `*` asks for a prefix.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.store.derived import Correctable, current
from floordesk.store.records import utc_text

PAGE_MAX = 500
FIRST_DAY = date(1900, 1, 1)
"""The earliest day a date filter may name: stored times have four-digit years, and strftime pads none."""
LAST_DAY = date(9999, 12, 30)
"""The last day a date filter may name: a day before the last one, so that no time zone carries it past 9999."""
_KEY_MAX = 2**63 - 1
"""A cursor's key is a row number, which SQLite holds in 64 bits."""


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


_COLUMNS = f"""
    i.uid, coalesce(d.label, i.device_id), i.number, i.recorded_utc, i.recorded_local,
    '#' || e.number || ' ' || e.name, (SELECT t.name FROM tables t WHERE t.uid = {current("table")}),
    {current("rule")}, {current("kind")}, s.name, i.departs,
    (SELECT CASE WHEN count(*) = 0 THEN 'recorded' WHEN max(a.kind = 'void') THEN 'voided'
                 WHEN max(a.kind = 'overrule') THEN 'overruled' ELSE 'amended' END
     FROM amendments a WHERE a.incident_uid = i.uid),
    substr({current("narrative")}, 1, 160)
"""
_JOINS = """
    JOIN events e ON e.uid = i.event_uid
    JOIN staff s ON s.uid = i.recorded_by
    LEFT JOIN devices d ON d.device_id = i.device_id
"""
_FACTS: dict[Correctable, tuple[str, str]] = {
    "table": ("tables", "i.table_uid"),
    "rule": ("rules", "i.rule"),
    "kind": ("kinds", "i.kind"),
}
"""The correctable facts a query filters on: its field and the incident record's column."""
_LIST_CURSOR = re.compile(r"t([0-9TZ:.\-]{27})~([0-9]{1,19})")
_SEARCH_CURSOR = re.compile(r"s([0-9]{1,19})")
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
    arms = [""]
    if query.text is not None:
        parameters["match"] = fts_query(query.text)
        sql = f"SELECT {_COLUMNS}, sd.id FROM search_index f JOIN search_docs sd ON sd.id = f.rowid "
        sql += f"JOIN incidents i ON i.uid = sd.incident_uid {_JOINS} WHERE search_index MATCH :match"
        if after is not None:
            (parameters["after"],) = _cursor(_SEARCH_CURSOR, after, "search")
            conditions.append("f.rowid < :after")
        order = "f.rowid DESC"
    else:
        sql = f"SELECT {_COLUMNS}, i.rowid FROM incidents i {_JOINS} WHERE 1"
        if after is not None:
            parameters["after_utc"], parameters["after"] = _cursor(_LIST_CURSOR, after, "listing")
            conditions.append("(i.recorded_utc, i.rowid) < (:after_utc, :after)")
        order = "4 DESC, 14 DESC"  # recorded time, row
        arms = _fact_arms(query)
    sql += "".join(f" AND {condition}" for condition in conditions)
    sql = " UNION ALL ".join(sql + arm for arm in arms) + f" ORDER BY {order} LIMIT :limit"
    parameters["limit"] = limit + 1
    rows = connection.execute(sql, parameters).fetchall()
    summaries = tuple(_summary(row) for row in rows[:limit])
    following = None
    if len(rows) > limit:
        last = rows[limit - 1]
        following = f"s{last[13]}" if query.text is not None else f"t{last[3]}~{last[13]}"
    return Page(summaries, following)


def _cursor(pattern: re.Pattern[str], after: str, of: str) -> tuple[str | int, ...]:
    """The parts of a cursor of a listing or a search, its last one the row key."""
    cursor = pattern.fullmatch(after)
    if cursor is None or int(cursor.groups()[-1]) > _KEY_MAX:
        raise InvalidInput.at("after", f"is not a cursor of a {of}")
    *parts, key = cursor.groups()
    return (*parts, int(key))


def _fact_arms(query: IncidentQuery) -> list[str]:
    """A listing filtered on corrected facts, in two disjoint parts, each walked in time order by an index.

    The incidents recorded with the facts asked for are found by the record's own indexes
    (their facts as they stand are checked too); the few that match only because they were
    corrected are found through their corrections.
    """
    filtered = [
        (key, column, values)
        for key, (field, column) in _FACTS.items()
        if (values := getattr(query, field)) is not None
    ]
    if not filtered:
        return [""]
    recorded = " AND ".join(f"{column} IN {_marks(key, values)}" for key, column, values in filtered)
    corrected = " OR ".join(f"json_type(a.changes, '$.{key}') IS NOT NULL" for key, _column, _values in filtered)
    by_correction = f"SELECT a.incident_uid FROM amendments a WHERE a.kind = 'correction' AND ({corrected})"
    # NULL (an incident recorded at no table) is "not recorded with these facts".
    return [f" AND {recorded}", f" AND NOT coalesce({recorded}, 0) AND i.uid IN ({by_correction})"]


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


def _filters(query: IncidentQuery) -> tuple[list[str], dict[str, Any]]:
    """The conditions on incident `i` as it stands, with their named parameters."""
    conditions: list[str] = []
    parameters: dict[str, Any] = {}
    for name, moment, operator in (("since", query.since, ">="), ("until", query.until, "<")):
        if moment is not None:
            if not FIRST_DAY <= moment.date() <= LAST_DAY:
                raise InvalidInput.at(name, f"must be from {FIRST_DAY} to {LAST_DAY}")
            conditions.append(f"i.recorded_utc {operator} :{name}")
            parameters[name] = utc_text(moment)
    for expression, name, values in (
        ("i.event_uid", "event", query.events),
        ("i.recorded_by", "staff", query.staff),
        *((current(key), key, getattr(query, field)) for key, (field, _column) in _FACTS.items()),
    ):
        if values is not None:
            conditions.append(f"{expression} IN {_bind(parameters, name, values)}")
    if query.players is not None:
        marks = _bind(parameters, "player", query.players)
        conditions.append(f"i.uid IN (SELECT incident_uid FROM incident_players WHERE player_uid IN {marks})")
    return conditions, parameters


def _bind(parameters: dict[str, Any], name: str, values: tuple[object, ...]) -> str:
    """Add these values to `parameters` as `name0`, `name1`, ...; returns `(:name0, :name1, ...)`."""
    parameters.update((f"{name}{index}", value) for index, value in enumerate(values))
    return _marks(name, values)


def _marks(name: str, values: tuple[object, ...]) -> str:
    """The named parameters `(:name0, :name1, ...)` for these values (as `_bind` names them)."""
    return "(" + ", ".join(f":{name}{index}" for index in range(len(values))) + ")"
