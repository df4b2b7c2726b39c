"""The search tables derived from the records: kept up to date, and cheap to update one incident at a time."""

from __future__ import annotations

import sqlite3
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from floordesk.store.derived import (
    DOCUMENT_ID,
    INDEX_PAGE_BYTES,
    MADE_AGAIN,
    MAKE_DOCUMENTS,
    REFRESH_FACTS,
    SAME_SECOND,
    SLOTS,
    microseconds,
    refresh_derived,
    second_of,
)
from floordesk.store.search import IncidentQuery

from .conftest import Floor, index_pages, make_floor, merge, open_tamperer, search_documents


def test_refreshing_one_incident_never_reads_the_whole_log(full_floor: Floor) -> None:
    """A scan of incidents or amendments here would make every write slower as the log grows."""
    connection = full_floor.connection
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_scope (uid TEXT PRIMARY KEY)")
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS made_again (row INTEGER PRIMARY KEY, old_id INT, slot INT)")
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS refresh_players (player_uid, recorded_utc, incident_uid)")
    for statement in (*REFRESH_FACTS, MADE_AGAIN, MAKE_DOCUMENTS):
        plan = [row[3] for row in connection.execute(f"EXPLAIN QUERY PLAN {statement}")]
        # A subquery scanned is the scope's incidents, numbered in a window; the scope's players are read whole.
        scans = [step for step in plan if step.startswith("SCAN") and "VIRTUAL TABLE" not in step]
        scans = [step for step in scans if not step.startswith("SCAN (subquery-")]
        scans = [step for step in scans if step != "SCAN temp.refresh_players"]
        assert scans == [], (statement, plan)


ROWID = DOCUMENT_ID
"""SQL: an incident's search document's rowid, from its listing facts `f`."""


def indexed(connection: sqlite3.Connection) -> set[tuple[str, str, str, int]]:
    """What the full-text index holds for each incident's current document: (incident, column, word, place)."""
    connection.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.indexed_words USING fts5vocab(main, search_index, instance)"
    )
    rows = connection.execute(
        "SELECT f.incident_uid, w.col, w.term, w.offset FROM temp.indexed_words w "
        f"JOIN incident_facts f ON {ROWID} = w.doc"
    )
    return set(rows)


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
    words = indexed(connection)
    connection.execute("BEGIN")
    connection.execute("DELETE FROM incident_facts")
    connection.execute("DELETE FROM incident_players")
    connection.execute("INSERT INTO search_index (search_index) VALUES ('delete-all')")
    connection.execute("DELETE FROM search_superseded")
    refresh_derived(connection, None)  # from the records alone
    connection.execute("COMMIT")
    assert connection.execute(facts_query).fetchall() == facts
    assert connection.execute(players_query).fetchall() == players
    assert indexed(connection) == words
    assert {uid for uid, *_rest in words} == {uid for (uid,) in connection.execute("SELECT uid FROM incidents")}


@pytest.mark.parametrize("word", ["stalling", "re-dealt", "Ribeiro", "Director"])
def test_the_full_text_index_matches_its_documents(full_floor: Floor, word: str) -> None:
    expected = {
        uid for uid, document in search_documents(full_floor.connection).items() if word.lower() in document[1].lower()
    }
    found = {row.uid for row in full_floor.store.page(IncidentQuery(text=word)).rows}
    assert found == expected
    assert found


def _documents(floor: Floor) -> dict[str, int]:
    """Each incident's search document's rowid."""
    return dict(floor.connection.execute(f"SELECT incident_uid, {ROWID} FROM incident_facts f").fetchall())


def _search_newest_first(floor: Floor, text: str) -> list[str]:
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


def test_a_new_logs_full_text_index_is_written_in_small_pages_from_its_first_documents(full_floor: Floor) -> None:
    """Issue 28: FTS5 reads a page of a word's list entry by entry to find a document in it; a new log's index is set
    to pages of `INDEX_PAGE_BYTES` before its first documents are written (its schema, made at once, sets none)."""
    connection = full_floor.connection
    assert connection.execute("SELECT v FROM search_index_config WHERE k = 'pgsz'").fetchone() == (INDEX_PAGE_BYTES,)
    pages = index_pages(connection)
    assert sum(pages) > 4 * INDEX_PAGE_BYTES  # enough words that FTS5's own pages would be fewer and bigger
    assert max(pages) < 2 * INDEX_PAGE_BYTES


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


def _superseded(floor: Floor) -> list[int]:
    return [row[0] for row in floor.connection.execute("SELECT id FROM search_superseded ORDER BY id")]


def _entries(floor: Floor) -> list[int]:
    return [row[0] for row in floor.connection.execute("SELECT rowid FROM search_index ORDER BY rowid")]


def test_an_amended_incident_is_found_by_its_document_as_it_stands_under_a_new_rowid(floor: Floor) -> None:
    """The index keeps no text, so the old document cannot be removed: it is superseded, and no search finds it."""
    recorded = floor.record(narrative="The dealer exposed a card on the flop.")
    other = floor.record(narrative="The dealer exposed a card on the turn.")
    before = _documents(floor)
    floor.store.incidents.correct(recorded.uid, {"narrative": "Seat 2 splashed the pot."}, "misheard", floor.td)
    after = _documents(floor)
    assert after[other.uid] == before[other.uid]
    assert after[recorded.uid] == before[recorded.uid] + 1  # the next slot of its microsecond: its place in time
    assert _superseded(floor) == [before[recorded.uid]]
    assert _entries(floor) == sorted([*before.values(), after[recorded.uid]])
    assert [row.uid for row in floor.store.page(IncidentQuery(text="exposed")).rows] == [other.uid]
    assert [row.uid for row in floor.store.page(IncidentQuery(text="splashed misheard")).rows] == [recorded.uid]
    assert [row.uid for row in floor.store.page(IncidentQuery(text="flop")).rows] == []
    assert floor.store.verify().ok
    floor.store.incidents.overrule(recorded.uid, {"penalty": "warning"}, "a warning after all", floor.td)
    assert _documents(floor)[recorded.uid] == before[recorded.uid] + 2
    assert len(_superseded(floor)) == 2
    assert floor.store.verify().ok


def test_reindexing_drops_the_superseded_entries(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer exposed a card on the flop.")
    floor.store.incidents.correct(recorded.uid, {"narrative": "Seat 2 splashed the pot."}, "misheard", floor.td)
    assert len(_entries(floor)) == 2
    words = indexed(floor.connection)
    floor.store.reindex()
    assert (_superseded(floor), _entries(floor)) == ([], [_documents(floor)[recorded.uid]])
    assert _documents(floor)[recorded.uid] % SAME_SECOND == 0  # its second's first slot again
    assert indexed(floor.connection) == words
    assert floor.store.verify().ok


def test_a_document_made_again_after_its_seconds_compact_slots_overflows_and_is_found(floor: Floor) -> None:
    """A second's first SAME_SECOND documents have compact rowids; the next goes to the overflow range (a negative
    rowid), where a search finds it, and the entry it supersedes is found by no search."""
    recorded = floor.record(narrative="The dealer exposed a card on the flop.")
    for amendment in range(SAME_SECOND):
        floor.clock.now -= timedelta(seconds=1)  # each written in the same second (the clock moves one a reading)
        floor.store.incidents.correct(recorded.uid, {"witnesses": [f"Dealer {amendment}"]}, "another", floor.td)
    rowid = _documents(floor)[recorded.uid]
    first = _entries(floor)[-1]
    assert rowid == -((first // SAME_SECOND) * SLOTS + SAME_SECOND)  # its second's first overflow slot
    assert _superseded(floor) == sorted([first - slot for slot in range(SAME_SECOND)])
    assert [row.uid for row in floor.store.page(IncidentQuery(text=f"Dealer {SAME_SECOND - 1}")).rows] == [recorded.uid]
    assert floor.store.page(IncidentQuery(text="Dealer 0")).rows == ()  # a superseded document
    assert floor.store.verify().ok


def test_a_second_without_a_free_slot_has_every_document_made_again(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer exposed a card on the flop.")
    other = floor.record(narrative="A second ruling.")
    words = indexed(floor.connection)
    rowid = _documents(floor)[recorded.uid]
    last = -((rowid // SAME_SECOND) * SLOTS + SLOTS - 1)  # its second's last slot taken, as by 2^20 amendments
    raw = open_tamperer(floor.store.path)
    raw.execute("INSERT INTO search_index (rowid, document) VALUES (?, 'x y z')", (last,))
    raw.execute("INSERT INTO search_superseded (id) VALUES (?)", (last,))
    raw.close()
    assert floor.store.verify().ok
    floor.store.incidents.correct(recorded.uid, {"witnesses": ["Dealer Ann"]}, "another witness", floor.td)
    assert (_superseded(floor), _entries(floor)) == ([], sorted(_documents(floor).values()))
    assert _documents(floor)[recorded.uid] == rowid
    assert {w for w in indexed(floor.connection) if w[0] == other.uid} == {w for w in words if w[0] == other.uid}
    assert [row.uid for row in floor.store.page(IncidentQuery(text="Ann")).rows] == [recorded.uid]
    assert floor.store.verify().ok


def test_a_new_incident_of_a_second_with_a_superseded_document_takes_the_next_slot(
    floor_factory, tmp_path: Path
) -> None:
    main, laptop = floor_factory("main"), floor_factory("laptop")
    laptop.clock.now = main.clock.now
    mine = main.record(narrative="Ruling of the same moment on the main floor")
    theirs = laptop.record(narrative="Ruling of the same moment at the remote table")
    main.store.incidents.correct(mine.uid, {"narrative": "Ruling of the moment, corrected"}, "typo", main.td)
    laptop.store.export(tmp_path / "laptop.fdlog")
    merge(main.store, tmp_path / "laptop.fdlog")
    documents = _documents(main)
    assert sorted(documents[uid] % SAME_SECOND for uid in (mine.uid, theirs.uid)) == [1, 2]
    assert [row.uid for row in main.store.page(IncidentQuery(text="remote")).rows] == [theirs.uid]
    assert [row.uid for row in main.store.page(IncidentQuery(text="corrected")).rows] == [mine.uid]
    assert main.store.verify().ok


def test_a_listing_made_again_over_a_kept_index_makes_each_document_again_in_a_free_slot(floor: Floor) -> None:
    """A new listing's slots come from the listing alone: where the index still holds an entry there (the listing
    deleted, not the index), the document is made again after it, never indexed over it."""
    recorded = floor.record(narrative="The dealer exposed a card on the flop.")
    kept = _entries(floor)
    connection = floor.connection
    connection.execute("BEGIN")
    connection.execute("DELETE FROM incident_players")
    connection.execute("DELETE FROM precedent_keys")
    connection.execute("DELETE FROM incident_facts")
    refresh_derived(connection, None)
    connection.execute("COMMIT")
    assert _superseded(floor) == kept
    assert _entries(floor) == [*kept, _documents(floor)[recorded.uid]]
    assert [row.uid for row in floor.store.page(IncidentQuery(text="exposed")).rows] == [recorded.uid]
    assert floor.store.verify().ok


_TIME_CHARACTERS = st.sampled_from("0123456789-T:.Z+ ")


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(_TIME_CHARACTERS, max_size=30),
        st.datetimes().map(lambda moment: moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")),
        st.text(max_size=30),
        st.integers(min_value=-(2**63), max_value=2**63 - 1),
        st.none(),
    )
)
def test_a_time_in_microseconds_is_what_the_listings_view_makes_of_any_value(utc: object) -> None:
    """As migration 0019's view computes it (strftime's seconds as text, made a number), for a stored time or
    anything else a changed record may hold (NULL where the view gives NULL)."""
    connection = sqlite3.connect(":memory:")
    try:
        view = "CAST(strftime('%s', substr(:utc, 1, 19)) AS INTEGER) * 1000000 + CAST(substr(:utc, 21, 6) AS INTEGER)"
        (same,) = connection.execute(f"SELECT {microseconds(':utc')} IS ({view})", {"utc": utc}).fetchone()
    finally:
        connection.close()
    assert same == 1


_WORDS = ("alpha", "beta", "gamma")
_START = datetime(2009, 6, 2, 5, 0, tzinfo=UTC)
"""After the floors' staff and players are made (on their clocks, a second a record)."""
_AN_INCIDENT = st.tuples(
    st.integers(0, 2),  # its second after _START: few seconds, so that many share one and overflow it
    st.integers(0, 999_999),  # its microsecond
    st.booleans(),  # recorded on the laptop, merged into the main log after the main log's own
    st.sets(st.sampled_from(_WORDS), min_size=1),  # its narrative's words
    st.lists(st.sets(st.sampled_from(_WORDS), min_size=1), max_size=2),  # its corrections' narratives, in turn
)


def _paged(floor: Floor, query: IncidentQuery) -> list[str]:
    """Every hit of a search, three a page, each page after the last one's cursor."""
    uids: list[str] = []
    page = floor.store.page(query, limit=3)
    while True:
        uids += [row.uid for row in page.rows]
        if page.next is None:
            return uids
        page = floor.store.page(query, after=page.next, limit=3)


@settings(max_examples=15, deadline=None)
@given(st.lists(_AN_INCIDENT, min_size=1, max_size=24))
@example(  # a second overflowing: its compact slots taken by the main log's, the laptop's merged into overflow
    [(1, 999_999 - n, n % 3 == 0, {_WORDS[n % 2]}, [{"gamma"}] * (n % 4 == 1)) for n in range(20)]
)
# Pages that end in the overflow: slot 15 next (newest first), the next second's slot 0 (oldest first).
@example([(1, n, n > 15, {"alpha"}, []) for n in range(20)] + [(2, 0, False, {"alpha"}, [])])
def test_a_search_finds_what_a_scan_of_the_records_finds_newest_second_first(incidents: list[Any]) -> None:
    """Incidents of a few seconds, many in one (overflowing its SAME_SECOND compact slots), merged out of order,
    corrected: a search, page after page, finds exactly the incidents whose narrative as it stands holds the word,
    by second, the newest first, and within a second by slot, the highest (the document made last) first; oldest
    first, the other way round."""
    with tempfile.TemporaryDirectory() as folder:
        main, laptop = (
            make_floor(Path(folder) / name / "floordesk.sqlite3", label=name) for name in ("main", "laptop")
        )
        try:
            recorded: dict[str, tuple[str, ...]] = {}
            for second, microsecond, on_laptop, words, corrections in sorted(incidents, key=lambda i: i[:2]):
                where = laptop if on_laptop else main
                where.clock.now = _START + timedelta(seconds=second - 1, microseconds=microsecond)
                uid = where.record(narrative=" ".join(sorted(words))).uid
                recorded[uid] = tuple(" ".join(sorted(c)) for c in corrections)
            laptop.store.export(Path(folder) / "laptop.fdlog")
            merge(main.store, Path(folder) / "laptop.fdlog")
            for uid, corrections in recorded.items():
                for narrative in corrections:
                    main.store.incidents.correct(uid, {"narrative": narrative}, "misheard", main.td)
            places = {
                uid: (second, slot)
                for uid, second, slot in main.connection.execute(
                    f"SELECT incident_uid, {second_of('moment')}, doc_slot FROM incident_facts"
                )
            }
            assert max(slot for _second, slot in places.values()) < SLOTS
            for word in _WORDS:
                holding = [uid for uid in recorded if word in _narrative(main, uid)]
                newest_first = sorted(holding, key=lambda uid: places[uid], reverse=True)
                assert _paged(main, IncidentQuery(text=word)) == newest_first
                assert _paged(main, IncidentQuery(text=word, oldest_first=True)) == newest_first[::-1]
            assert main.store.verify().ok
        finally:
            main.store.close()
            laptop.store.close()


def _narrative(floor: Floor, uid: str) -> list[str]:
    """The words of the incident's narrative as it stands, read from its records: its latest correction's, else its
    own."""
    (narrative,) = floor.connection.execute(
        "SELECT coalesce((SELECT a.changes ->> '$.narrative' FROM amendments a WHERE a.incident_uid = i.uid "
        "AND a.kind = 'correction' ORDER BY a.recorded_utc DESC LIMIT 1), i.narrative) "
        "FROM incidents i WHERE i.uid = ?",
        (uid,),
    ).fetchone()
    return str(narrative).split()
