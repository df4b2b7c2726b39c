"""Store: listing and searching incidents, a page at a time.

Pages use keyset pagination, so page 10,000 costs what page 1 costs: a listing
is ordered by (recorded time, row) or (number, row), newest first unless asked,
and the cursor is the last row's key; a full-text search is ordered by its
document, newest first: by the incident's recording second, and within one second
by the document's slot, the highest (the document made last) first (a second's
incidents recorded or merged together take their slots in time order; see
`floordesk.store.derived`). Filters and rows see each incident as it stands (its
corrections applied), through the derived `incident_facts`, whose indexes let a
filtered page walk straight down in time order. A search walks its words' hits in the index's order,
each checked against the filters; within tables or players, the hits of its words and the filter's words together
(`_filter_words`: FTS5 intersects the lists); else, where a filter of facts holds few incidents and the words many
hits, the filter's incidents are walked and each looked up in the index (`_filter_leads`): the same rows in the same
order whichever leads. Words
typed by a user are searched as words (each quoted), never as FTS5 syntax,
so no input can make a search fail; a trailing `*` asks for a prefix.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace
from datetime import date, datetime
from math import isqrt
from typing import Any, Literal, NamedTuple

from floordesk.core.errors import InvalidInput
from floordesk.i18n import noop, translate
from floordesk.store.derived import (
    DOCUMENT_ID,
    DOCUMENT_KEY,
    PLAYER_WORD,
    TABLE_WORD,
    FactColumns,
    SearchedSpace,
    fact_columns,
    in_key_second_or_after,
)
from floordesk.store.records import utc_text

PAGE_MAX = 500
FIRST_DAY = date(1900, 1, 1)
"""The earliest day a date filter may name: stored times have four-digit years, and strftime pads none."""
LAST_DAY = date(9999, 12, 30)
"""The last day a date filter may name: a day before the last one, so that no time zone carries it past 9999."""
_KEY_MAX = 2**63 - 1
"""A cursor's key is a row number, which SQLite holds in 64 bits."""

Order = Literal["time", "number"]
Lead = Literal["words", "filter", "filter words"]


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
    disputed: bool = False
    """only rulings with a dispute record"""
    dispute_errors: tuple[str, ...] | None = None
    """only disputed rulings of these error types (player, dealer, none)"""
    order: Order = "time"
    """a listing's order (a search is always in recording order)"""
    oldest_first: bool = False


class IncidentSummary(NamedTuple):
    """One row of a listing or a search. `status`: recorded, amended, overruled or voided; `parties`: the seats and
    players involved as they stand ("3 Ana Ribeiro, 5 Ben Okafor"); `computed`: the rules computed a recommendation
    (else the floor decided on its own).

    A named tuple, not a frozen dataclass: each of a frozen dataclass's 16 fields was set through
    `object.__setattr__`, 8 microseconds a row at load 4, most of a page's Python time (about 0.2 ms of a search's
    first 50 hits, 1.2 ms, at 100,000 incidents)."""

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
    narrative: str
    device_id: str
    parties: str
    computed: bool

    def to_json(self) -> dict[str, Any]:
        return self._asdict()

    @property
    def status_said(self) -> str:
        """Its status in the language spoken ("aufgehoben"); `status` is the listing's word for filters and JSON."""
        return translate("search", _STATUSES[self.status]) if self.status in _STATUSES else self.status


_STATUSES = {
    "recorded": noop("search", "recorded"),
    "amended": noop("search", "amended"),
    "overruled": noop("search", "overruled"),
    "voided": noop("search", "voided"),
}


@dataclass(frozen=True)
class Page:
    rows: tuple[IncidentSummary, ...]
    next: str | None
    """the cursor of the following page; None on the last page"""


# The facts hold a narrative only where a correction changed it ('' else): the record's own is read from the record.
# `{table}`: the name of the table as it stands (`FactColumns.table_name`).
_COLUMNS = """
    i.uid, coalesce(d.label, i.device_id), i.number, i.recorded_utc, i.recorded_local,
    '#' || e.number || ' ' || e.name, {table},
    f.rule, f.kind, s.name, i.departs, f.status, coalesce(nullif(f.narrative, ''), substr(i.narrative, 1, 160)),
    i.device_id, f.parties, i.recommended IS NOT NULL
"""
# In this order (CROSS JOIN: SQLite keeps it), after the facts `f` of the page's rows.
_JOINS = """
    CROSS JOIN incidents i ON i.uid = f.incident_uid
    CROSS JOIN events e ON e.uid = i.event_uid
    CROSS JOIN staff s ON s.uid = i.recorded_by
    LEFT JOIN devices d ON d.device_id = i.device_id
"""
_KEYS: dict[Order, tuple[str, int, re.Pattern[str]]] = {
    "time": ("f.{time}", 3, re.compile(r"t([0-9TZ:.\-]{27})~([0-9]{1,19})")),
    "number": ("f.number", 2, re.compile(r"n([0-9]{1,19})~([0-9]{1,19})")),
}
"""A listing's order: its key (`{time}`: the facts' time column), the key's index in a row, and the pattern of its
cursors (key~facts row)."""
_SEARCH_CURSOR = re.compile(r"s([0-9]{1,19})")
_WORD = re.compile(r'[^\s"]+')


def page(
    connection: sqlite3.Connection,
    query: IncidentQuery,
    *,
    after: str | None = None,
    limit: int = 100,
    columns: FactColumns | None = None,
    lead: Lead | None = None,
) -> Page:
    """One page of incidents matching `query`, after the cursor `after` (None: the first page); `columns`: how this
    log's facts hold what they hold, if known (else read from the log); `lead`: what a search walks, its words' hits
    or its filter's incidents (None: chosen by `_filter_leads`; given, by the tests and benchmarks that compare them).
    """
    if not 1 <= limit <= PAGE_MAX:
        raise InvalidInput.at(
            "limit", translate("store", "must be a whole number from 1 to {PAGE_MAX}").format(PAGE_MAX=PAGE_MAX)
        )
    direction, beyond = ("ASC", ">") if query.oldest_first else ("DESC", "<")
    if after is not None and query.text is None and query.order == "time":
        # The cursor is a bound already inside the date range: one bound lets SQLite walk the
        # time index straight to the page instead of from the range's far end.
        query = replace(query, since=None) if query.oldest_first else replace(query, until=None)
    columns = columns or fact_columns(connection)
    listed = _COLUMNS.format(table=columns.table_name())
    if query.text is not None:
        match = fts_query(query.text)
        hit_after = None if after is None else int(_cursor(_SEARCH_CURSOR, after, "search")[0])
        words = _filter_words(connection, query, columns, lead)
        if columns.filter_words:  # a user's words never in the filter words' column
            match = f"{{document}} : ({match})" + (f" AND facts : ({words})" if words else "")
        led = None if words is not None else _filter_walk(connection, query, columns, match, limit, lead)
        if led is not None:
            parameters = {**led.filters.parameters, "after": hit_after}
            sql = _filter_led_page(led, hit_after is not None, listed, newest_first=not query.oldest_first)
        else:
            conditions, parameters, _driver = _filters(connection, query, columns)
            searched = tuple(space for space in columns.searched if space.holds_any(connection))
            sql = _search_page(searched, conditions, hit_after, listed, newest_first=not query.oldest_first)
        parameters.update(match=match, limit=limit + 1)
    else:
        # One player's listing in time order walks his own index, (player, time, row): no other rows are read.
        his = query.order == "time" and _one_player(query)
        conditions, parameters, _driver = _filters(connection, query, columns, player_walk=his)
        parameters["limit"] = limit + 1
        key, _column, pattern = _KEYS[query.order]
        key = key.format(time=columns.time)
        walked_key, walked_row = (f"pp.{columns.time}", "pp.row") if his else (key, "f.row")
        source = "incident_players pp JOIN incident_facts f ON f.row = pp.row" if his else "incident_facts f"
        if after is not None:
            parameters["after_key"], parameters["after"] = _cursor(pattern, after, "listing")
            after_key = columns.stored_time(":after_key") if query.order == "time" else ":after_key"
            conditions.append(f"({walked_key}, {walked_row}) {beyond} ({after_key}, :after)")
        order = f"{walked_key} {direction}, {walked_row} {direction}"
        page_order = f"{key} {direction}, f.row {direction}"
        where = " AND ".join(conditions) or "1"
        chosen = (
            f"SELECT f.row AS page_row, f.row AS page_key FROM {source} WHERE {where} ORDER BY {order} LIMIT :limit"
        )
        sql = _columns_of(chosen, listed, page_order)
    rows = connection.execute(sql, parameters).fetchall()
    summaries = tuple(_summary(row) for row in rows[:limit])
    following = None
    if len(rows) > limit:
        last = rows[limit - 1]
        if query.text is not None:
            following = f"s{last[-1]}"
        else:
            following = f"{query.order[0]}{last[_KEYS[query.order][1]]}~{last[-1]}"
    return Page(summaries, following)


def _columns_of(chosen: str, listed: str, order: str) -> str:
    """SQL: the columns `listed` of the page whose rows (`page_row`, `page_key`) the query `chosen` gives, in `order`.

    The page's rows are chosen first, by their keys alone; only then are its columns worked out
    (SQLite would compute them for every match before sorting, for a player's thousand incidents)."""
    return (
        f"SELECT {listed}, page.page_key FROM ({chosen}) page JOIN incident_facts f ON f.row = page.page_row "
        f"{_JOINS} ORDER BY {order}"
    )


def _search_page(
    searched: tuple[SearchedSpace, ...], conditions: list[str], after: int | None, listed: str, *, newest_first: bool
) -> str:
    """SQL: the columns `listed` and the key (`page_key`) of a search's page: in each range of the index `searched`,
    its hits that meet `conditions` after the cursor's key `after`, walked in the index's rowid order; merged by key.

    One range (the usual: no overflow) is one statement: the index walked in the page's order, each hit's columns
    worked out as it comes, nothing sorted (choosing the page's rows first, then working out their columns and
    sorting them, cost 0.06-0.14 ms more of 1.0-1.7 at 100,000 incidents)."""
    direction = "DESC" if newest_first else "ASC"
    hits = []
    for space in searched:
        bound = [] if after is None else [space.after(after, newest_first)]
        where = " AND ".join(["search_index MATCH :match", space.entries(), *bound, *conditions])
        hits.append((space, where))
    if len(hits) == 1:
        ((space, where),) = hits
        return (
            f"SELECT {listed}, {space.key()} AS page_key FROM {space.source} {_JOINS} WHERE {where} "
            f"ORDER BY {space.order(newest_first)} LIMIT :limit"
        )
    merged = " UNION ALL ".join(
        f"SELECT page_row, page_key FROM (SELECT f.row AS page_row, {space.key()} AS page_key FROM {space.source} "
        f"WHERE {where} ORDER BY {space.order(newest_first)} LIMIT :limit)"
        for space, where in hits
    )
    return _columns_of(f"{merged} ORDER BY page_key {direction} LIMIT :limit", listed, f"page.page_key {direction}")


class _FilterWalk(NamedTuple):
    """A search's walk of its filter's incidents in time order: its filters, the table whose index it walks (the
    facts `f`, or one player's incidents `pp`) and the time column it walks by."""

    filters: _Filters
    walked: str
    walked_time: str

    def source(self) -> str:
        """SQL: the walked table and the facts `f` of its incidents, joined in that order."""
        facts = "incident_facts f"
        return facts if self.walked == facts else f"{self.walked} CROSS JOIN {facts} ON f.row = pp.row"


def _one_player(query: IncidentQuery) -> bool:
    return query.players is not None and len(query.players) == 1


def _filter_words(
    connection: sqlite3.Connection, query: IncidentQuery, columns: FactColumns, lead: Lead | None
) -> str | None:
    """The FTS5 query of the filter words a search's words are asked for with (`FILTER_WORDS`), if it leads with them
    (`lead` "filter words" or None, the log's documents holding them, a table or player filter given): any of the
    tables' words, and any of the players', `(t3 OR t7) AND (p4)`; None: not so led.

    FTS5 intersects the lists itself, reading both in the index's order (at 100,000 incidents, load 4: the busiest
    table's first 50 hits of "clock" 3.5 ms against 37 walking the word's hits, each checked against the table; the
    busiest player's "dispute seat" 3.2 ms against 8.5 looking each of his 46 incidents up in the index)."""
    given: list[tuple[str, tuple[Any, ...]]] = []
    if columns.filter_words and lead in (None, "filter words"):
        named = ((TABLE_WORD, query.tables), (PLAYER_WORD, query.players))
        given = [(word, keys) for word, uids in named if (keys := _keys(connection, columns, uids))]
    if not given:
        if lead == "filter words":
            raise RuntimeError("this search has no table or player to lead with, or this log's documents lack them")
        return None
    # A key is a whole number (a `fact_keys` id): each word is letters and digits, nothing to quote.
    return " AND ".join("(" + " OR ".join(f"{word}{int(key)}" for key in keys) + ")" for word, keys in given)


def _filter_walk(
    connection: sqlite3.Connection,
    query: IncidentQuery,
    columns: FactColumns,
    match: str,
    limit: int,
    lead: Lead | None,
) -> _FilterWalk | None:
    """How a search walks its filter's incidents, if it leads with them (`lead`, else `_filter_leads`); None: it walks
    its words' hits."""
    his = _one_player(query)
    # Only a filter of facts can lead (dates and disputes are checked on each hit); a search without one is not slowed
    # by the filters made twice. A prefix (`word*`) never leads: each look-up would merge the lists of every word it
    # begins (3 ms for "c*").
    facts = (query.players, query.tables, query.staff, query.events, query.kinds, query.rules)
    led = columns.led_by_filter and any(given is not None for given in facts)
    led = led and (lead == "filter" or (lead is None and '"*' not in match))
    filters = _filters(connection, replace(query, text=None), columns, player_walk=his) if led else None
    if filters is None or filters.driver is None:
        if lead == "filter":
            raise RuntimeError("this search has no filter of facts to lead with, or this log's index cannot be led")
        return None
    walk = _FilterWalk(
        filters,
        "incident_players pp" if his else "incident_facts f",
        f"pp.{columns.time}" if his else f"f.{columns.time}",
    )
    if lead == "filter" or _filter_leads(connection, walk, match, limit):
        return walk
    return None


LOOK_UP_COST = 64
"""What looking one incident up in the full-text index costs, in hits of a word read and checked against the filters
(at 100,000 incidents, 28-170 microseconds a look-up by word and load against 1-1.5 a hit: FTS5 seeks each word in
each segment of the index), for each word searched."""


def _filter_leads(connection: sqlite3.Connection, walk: _FilterWalk, match: str, limit: int) -> bool:
    """Whether a search is quicker walking its filter's incidents, each looked up in the full-text index, than walking
    its words' hits, each checked against the filter.

    The walk of the hits stops when the page is full: if the filter's incidents are spread like the hits, after the
    page's size times the log's incidents over the filter's, and after all the hits at most. The filter leads when its
    incidents' look-ups (`LOOK_UP_COST`) cost less than either, both counted only as far as that tells, by their
    indexes alone."""
    look_up = LOOK_UP_COST * match.count('"') // 2
    (incidents,) = connection.execute("SELECT coalesce(max(row), 0) FROM incident_facts").fetchone()
    bound = isqrt(limit * incidents // look_up) + 1
    (walked,) = connection.execute(
        f"SELECT count(*) FROM (SELECT 1 FROM {walk.walked} WHERE {walk.filters.driver} LIMIT {bound})",
        walk.filters.parameters,
    ).fetchone()
    if walked >= bound:
        return False
    (hits,) = connection.execute(
        "SELECT count(*) FROM (SELECT 1 FROM search_index WHERE search_index MATCH ? LIMIT ?)",
        (match, walked * look_up + 1),
    ).fetchone()
    return bool(hits > walked * look_up)


def _filter_led_page(walk: _FilterWalk, after: bool, listed: str, *, newest_first: bool) -> str:
    """SQL: the columns `listed` and the key (`page_key`) of a search's page led by its filter: the filter's incidents
    after the cursor's key `:after` if `after` (their time index walked from its second), each that meets the other
    conditions looked up in the full-text index by its current document's rowid; then sorted by key, which orders a
    second's incidents by their documents' slots, not their times. The sort is of the filter's hits alone, few when
    the filter leads."""
    direction, beyond = ("DESC", "<") if newest_first else ("ASC", ">")
    bound = (
        [in_key_second_or_after(walk.walked_time, ":after", newest_first), f"{DOCUMENT_KEY} {beyond} :after"]
        if after
        else []
    )
    where = " AND ".join([*walk.filters.conditions, *bound, "search_index MATCH :match"])
    chosen = (
        f"SELECT f.row AS page_row, {DOCUMENT_KEY} AS page_key FROM {walk.source()} "
        f"CROSS JOIN search_index x ON x.rowid = {DOCUMENT_ID} WHERE {where} ORDER BY page_key {direction} LIMIT :limit"
    )
    return _columns_of(chosen, listed, f"page.page_key {direction}")


def count(connection: sqlite3.Connection, query: IncidentQuery) -> int:
    """How many incidents a listing (not a search) of `query` holds."""
    if query.text is not None:
        raise InvalidInput.at("text", translate("store", "a search is not counted, only listed"))
    conditions, parameters, _driver = _filters(connection, query, fact_columns(connection))
    where = " AND ".join(conditions) or "1"
    return int(connection.execute(f"SELECT count(*) FROM incident_facts f WHERE {where}", parameters).fetchone()[0])


def _cursor(pattern: re.Pattern[str], after: str, of: str) -> tuple[str | int, ...]:
    """The parts of a cursor of a listing or a search, its last one the row key."""
    cursor = pattern.fullmatch(after)
    if cursor is None or any(part.isdigit() and int(part) > _KEY_MAX for part in cursor.groups()):
        raise InvalidInput.at("after", translate("store", "is not a cursor of a {of}").format(of=of))
    return tuple(int(part) if part.isdigit() else part for part in cursor.groups())


def _summary(row: tuple[Any, ...]) -> IncidentSummary:
    """A row of the page's statement (its columns, then its key) as a summary."""
    return IncidentSummary._make((*row[:10], bool(row[10]), *row[11:15], bool(row[15])))


def fts_query(text: str) -> str:
    """User words as an FTS5 query: every word must appear; `word*` matches a prefix."""
    terms = []
    for word in _WORD.findall(text):
        prefix = word.endswith("*") and len(word) > 1
        stem = word.rstrip("*")
        if stem:
            terms.append(f'"{stem}"' + ("*" if prefix else ""))
    if not terms:
        raise InvalidInput.at("text", translate("store", "must contain a word to search for"))
    return " ".join(terms)


ODD_CHIPS_RULE = 48
"""Rule 48 (odd chips): a pot ruling (rule 47) that gave odd chips is found under it too."""
_POT_WITH_ODD_CHIPS = """(f.kind = 'pots' AND EXISTS (
    SELECT 1 FROM incidents i, json_each(i.recommended, '$.pots') pot
    WHERE i.uid = f.incident_uid AND json_array_length(pot.value, '$.odd_chips') > 0))"""
_DISPUTE_ERROR = "json_extract(d.dispute, '$.error')"
_DRIVERS = ("table", "staff", "event", "kind", "rule")
"""The facts a listing filters on, in the order they usually narrow it (a table's incidents are the fewest)."""


class _Filters(NamedTuple):
    conditions: list[str]
    parameters: dict[str, Any]
    """the conditions' named parameters"""
    driver: str | None
    """the condition whose index a listing walks (None: the time index's, or none)"""


def _filters(
    connection: sqlite3.Connection, query: IncidentQuery, columns: FactColumns, *, player_walk: bool = False
) -> _Filters:
    """The conditions on incident facts `f`, with their named parameters; `columns`: how this log's facts hold them.

    One condition walks an index, in time order; the others are checked on the rows it finds.
    The log keeps no statistics for SQLite to choose by, so the choice is made here: a search
    walks its words, a player's listing his incidents, else the first fact of `_DRIVERS` given.
    `+` before a column keeps SQLite from walking that column's index. `player_walk`: the listing
    walks one player's index (`pp`), which also holds the times.
    """
    conditions: list[str] = []
    parameters: dict[str, Any] = {}
    driver = None
    driven = query.text is not None or query.players is not None
    for name, moment, operator in (("since", query.since, ">="), ("until", query.until, "<")):
        if moment is not None:
            if not FIRST_DAY <= moment.date() <= LAST_DAY:
                raise InvalidInput.at(
                    name,
                    translate("store", "must be from {FIRST_DAY} to {LAST_DAY}").format(
                        FIRST_DAY=FIRST_DAY, LAST_DAY=LAST_DAY
                    ),
                )
            walked = f"pp.{columns.time}" if player_walk else f"{'+' if driven else ''}f.{columns.time}"
            conditions.append(f"{walked} {operator} {columns.stored_time(f':{name}')}")
            parameters[name] = utc_text(moment)
    facts: dict[str, tuple[str, tuple[Any, ...] | None]] = {
        "event": (columns.event, _keys(connection, columns, query.events)),
        "staff": (columns.staff, _keys(connection, columns, query.staff)),
        "table": (columns.table, _keys(connection, columns, query.tables)),
        "rule": ("rule", query.rules),
        "kind": ("kind", query.kinds),
    }
    for fact in _DRIVERS:
        column, values = facts[fact]
        if values is not None:
            condition = f"{'+' if driven else ''}f.{column} IN {_bind(parameters, fact, values)}"
            if fact == "rule" and ODD_CHIPS_RULE in values:
                condition = f"({condition} OR {_POT_WITH_ODD_CHIPS})"
            conditions.append(condition)
            driver = driver if driven else condition
            driven = True
    if query.disputed or query.dispute_errors is not None:
        # Few incidents are disputed: their partial index is read whole, then each row checked against it.
        errors = (
            ""
            if query.dispute_errors is None
            else f" AND {_DISPUTE_ERROR} IN {_bind(parameters, 'error', query.dispute_errors)}"
        )
        conditions.append(f"f.incident_uid IN (SELECT d.uid FROM incidents d WHERE d.dispute IS NOT NULL{errors})")
    players = _keys(connection, columns, query.players)
    if players is not None:
        marks = _bind(parameters, "player", players)
        if player_walk:
            driver = f"pp.{columns.player} IN {marks}"
        else:
            # A search finds each hit's facts by its document's second: the players' list of incidents must not become
            # the way there, each of its incidents then tried for every hit (21 microseconds a hit for 46, against 1).
            searched = "+" if query.text is not None else ""
            driver = f"{searched}f.row IN (SELECT p.row FROM incident_players p WHERE p.{columns.player} IN {marks})"
        conditions.append(driver)
    return _Filters(conditions, parameters, None if query.text is not None else driver)


def _keys(connection: sqlite3.Connection, columns: FactColumns, uids: tuple[str, ...] | None) -> tuple[Any, ...] | None:
    """What the facts hold for these uids: their `fact_keys` ids (a uid no fact names has none, and matches nothing),
    or the uids themselves in an older log."""
    if uids is None or not columns.keyed or not uids:
        return uids
    marks = ", ".join("?" * len(uids))
    found = dict(connection.execute(f"SELECT uid, id FROM fact_keys WHERE uid IN ({marks})", uids))
    # In the order asked, not the index's (the uids'): the same search makes the same statement every time.
    return tuple(found[uid] for uid in dict.fromkeys(uids) if uid in found)


def _bind(parameters: dict[str, Any], name: str, values: tuple[object, ...]) -> str:
    """Add these values to `parameters` as `name0`, `name1`, ...; returns `(:name0, :name1, ...)`."""
    parameters.update((f"{name}{index}", value) for index, value in enumerate(values))
    return "(" + ", ".join(f":{name}{index}" for index in range(len(values))) + ")"
