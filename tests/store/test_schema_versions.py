"""A log written by every schema version FloorDesk shipped opens, migrates to the newest, and verifies.

The fixture logs in `_files/` were each written by the FloorDesk of that version (see `_files/README.md`);
opening one runs the migrations after its version, as a laptop updated in the middle of a series would.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import pytest

from floordesk.store import database
from floordesk.store.backups import SIGNED_SCHEMA
from floordesk.store.derived import DOCUMENT_ID, INDEX_PAGE_BYTES, second_of
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery

from .conftest import FAST_PINS, FILES, admin_of, index_pages

NEVER_WRITTEN = {4: "written only by a branch that lacked 0003 (drafts); no FloorDesk wrote 0001-0004 alone"}
"""Schema versions no FloorDesk ever wrote with every earlier migration in place, so no log of them exists."""


def _shipped_versions() -> list[int]:
    return [number for number, _file in database._migration_files() if number not in NEVER_WRITTEN]


def test_every_schema_version_has_a_fixture_log() -> None:
    fixtures = {int(path.stem.removeprefix("schema-v")) for path in FILES.glob("schema-v*.sqlite3")}
    assert set(_shipped_versions()) <= fixtures


@pytest.mark.parametrize("version", _shipped_versions())
def test_a_log_of_each_version_is_migrated_to_the_newest_and_verifies(version: int, tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{version}.sqlite3", path)
    with sqlite3.connect(path) as before:
        assert before.execute("PRAGMA user_version").fetchone()[0] == version
        records_before = _records(before)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        with sqlite3.connect(path) as after:
            assert after.execute("PRAGMA user_version").fetchone()[0] == max(n for n, _f in database._migration_files())
        unsigned = version < SIGNED_SCHEMA and records_before > 0
        if unsigned:
            # Records from before FloorDesk signed are vouched for by nobody until an administrator adopts the chain.
            assert not store.verify().ok
            store.devices.recover("this laptop's log is from before records were signed", admin_of(store))
        verification = store.verify()
        assert verification.ok, [problem.describe() for problem in verification.problems]
        # Only the adoption is new: breaks in custody the log already held (a restore, say) are still reported.
        assert [brk.kind for brk in verification.custody].count("adoption") == (1 if unsigned else 0)
        assert verification.records >= records_before
        listed = store.page(IncidentQuery()).rows if records_before else ()
        assert len(listed) == _incidents(path)
    finally:
        store.close()


def _records(connection: sqlite3.Connection) -> int:
    tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    return int(connection.execute("SELECT count(*) FROM chain").fetchone()[0]) if "chain" in tables else 0


def _incidents(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute("SELECT count(*) FROM incidents").fetchone()[0])


def test_migration_18_keeps_only_corrected_narratives_and_lists_what_it_listed(tmp_path: Path) -> None:
    """0018 drops the listing's copy of each narrative no correction changed (issue 28): a listing shows what it
    showed, the record's own narrative read from the record."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v17.sqlite3", path)
    with sqlite3.connect(path) as before:
        listed = dict(before.execute("SELECT incident_uid, narrative FROM incident_facts").fetchall())
    before.close()
    assert "Seat 3 won the race." in listed.values()  # a correction's narrative, not its record's
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert {row.uid: row.narrative for row in store.page(IncidentQuery()).rows} == listed
        kept = dict(store.connection.execute("SELECT incident_uid, narrative FROM incident_facts").fetchall())
        assert sorted(kept.values()) == [""] * (len(listed) - 1) + ["Seat 3 won the race."]
        assert store.verify().ok
    finally:
        store.close()


def test_migration_19_keeps_times_as_microseconds_and_lists_what_it_listed(tmp_path: Path) -> None:
    """0019 holds the listing's times as microseconds (issue 28): every listing, a page after a cursor and a date or
    player filter, shows what the same log listed before it was migrated (read as it is, in its text times)."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v18.sqlite3", path)
    with sqlite3.connect(path) as before:
        times = sorted(row[0] for row in before.execute("SELECT recorded_utc FROM incidents"))
        (player,) = before.execute("SELECT player_uid FROM incident_players LIMIT 1").fetchone()
    before.close()
    middle = datetime.fromisoformat(times[len(times) // 2])
    queries = [
        IncidentQuery(),
        IncidentQuery(oldest_first=True),
        IncidentQuery(since=middle),
        IncidentQuery(until=middle),
        IncidentQuery(players=(player,)),
        IncidentQuery(order="number"),
    ]
    old = IncidentStore.open(path, pin_hasher=FAST_PINS, reading=True)
    try:
        listed = [_listed(old, query) for query in queries]
    finally:
        old.close()
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert [_listed(store, query) for query in queries] == listed
        assert len(listed[0]) == len(times)
        assert all(listed[2:5])  # the date and player filters each list some
        moments = dict(store.connection.execute("SELECT incident_uid, moment FROM incident_facts").fetchall())
        for uid, recorded in store.connection.execute("SELECT uid, recorded_utc FROM incidents"):
            assert moments[uid] == round(datetime.fromisoformat(recorded).timestamp() * 1_000_000)
        assert store.verify().ok
    finally:
        store.close()


SEARCHED = ("chip", "race", "Ribeiro", "Director", "clock", "seat*", "re-dealt", "dispute", "warning", "stalling")
"""Words the fixture logs' incidents hold, in their narratives, names and rulings."""


def test_migration_20_drops_the_documents_text_and_searches_find_what_they_found(tmp_path: Path) -> None:
    """0020 makes the full-text index contentless (issue 28): every search, page after page, finds what the same log
    found before it was migrated (read as it is); a document an older FloorDesk numbered in recording order takes
    its place in time."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v19.sqlite3", path)
    with sqlite3.connect(path) as before:
        ids = [row[0] for row in before.execute("SELECT id FROM search_docs ORDER BY id")]
        # The newest, alone in its microsecond (its trigger keeps the index in step).
        before.execute("UPDATE search_docs SET id = 1 WHERE id = ?", (ids[-1],))
    before.close()
    queries = [IncidentQuery(text=word) for word in SEARCHED]
    old = IncidentStore.open(path, pin_hasher=FAST_PINS, reading=True)
    try:
        found = [_listed(old, query) for query in queries]
    finally:
        old.close()
    assert sum(map(bool, found)) >= 8
    # Numbered 1, it ranked below every timed document: now in its place in time.
    found = [sorted(uids, key=_recorded_at(path), reverse=True) for uids in found]
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert [_listed(store, query) for query in queries] == found
        tables = {row[0] for row in store.connection.execute("SELECT name FROM sqlite_master")}
        assert "search_docs" not in tables
        # Numbered by second since 0022, the one numbered 1 back at its time.
        assert _entries(store.connection) == _documents(store.connection)
        assert len(ids) == len(_documents(store.connection))
        assert store.verify().ok
    finally:
        store.close()


def _entries(connection: sqlite3.Connection) -> list[int]:
    return [row[0] for row in connection.execute("SELECT rowid FROM search_index ORDER BY rowid")]


def _documents(connection: sqlite3.Connection) -> list[int]:
    """Each listed incident's current document's rowid, as its facts give it."""
    return sorted(row[0] for row in connection.execute(f"SELECT {DOCUMENT_ID} FROM incident_facts f"))


def _recorded_at(path: Path) -> Callable[[str], tuple[str, str]]:
    with sqlite3.connect(path) as connection:
        times = dict(connection.execute("SELECT uid, recorded_utc FROM incidents").fetchall())
    connection.close()
    return lambda uid: (times[uid], uid)


def _tables(connection: sqlite3.Connection) -> list[str]:
    return [row[0] for row in connection.execute("SELECT DISTINCT table_uid FROM incidents") if row[0]]


def _searched_alone_and_within(connection: sqlite3.Connection) -> list[IncidentQuery]:
    """Each word of SEARCHED alone, within each table of the log and within each of its players."""
    players = [row[0] for row in connection.execute("SELECT uid FROM players")]
    within = ({}, *({"tables": (uid,)} for uid in _tables(connection)), *({"players": (uid,)} for uid in players))
    return [IncidentQuery(text=word, **filters) for word in SEARCHED for filters in within]  # type: ignore[arg-type]


@contextmanager
def _searched_as_it_is(
    tmp_path: Path, version: int
) -> Iterator[tuple[Path, IncidentStore, list[IncidentQuery], list[list[str]]]]:
    """A copy of the log of schema `version` read as it is, with the searches alone and within a table or a player,
    and what each found there (at least 20 finding something); closed at the block's end."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{version}.sqlite3", path)
    old = IncidentStore.open(path, pin_hasher=FAST_PINS, reading=True)
    try:
        queries = _searched_alone_and_within(old.connection)
        found = [_listed(old, query) for query in queries]
        assert sum(map(bool, found)) >= 20
        yield path, old, queries, found
    finally:
        old.close()


def _listed(store: IncidentStore, query: IncidentQuery) -> list[str]:
    """Every incident a listing shows, a page of two at a time (each page after the last one's cursor)."""
    uids: list[str] = []
    page = store.page(query, limit=2)
    while True:
        uids += [row.uid for row in page.rows]
        if page.next is None:
            return uids
        page = store.page(query, after=page.next, limit=2)


def test_migration_21_keeps_the_chain_as_it_was_its_digests_as_bytes(tmp_path: Path) -> None:
    """0021 keeps a chain entry's hash, link and signature as their bytes, in pages of 8,192 (issue 28): the chain
    reads as it did, digit for digit, the log verifies, and a value that is no lowercase hex (a tamperer's) is kept
    as it was written and still named."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", path)
    with sqlite3.connect(path) as before:
        before.execute("DROP TRIGGER chain_append_only_u")
        uid, signature = before.execute("SELECT record_uid, signature FROM chain WHERE seq = 5").fetchone()
        before.execute("UPDATE chain SET signature = upper(signature) WHERE record_uid = ?", (uid,))
        chain = before.execute("SELECT * FROM chain ORDER BY device_id, seq").fetchall()
    before.close()

    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        after = store.connection
        assert after.execute("SELECT * FROM chain ORDER BY device_id, seq").fetchall() == chain
        stored = after.execute("SELECT typeof(hash), typeof(signature), length(hash) FROM chain_entries").fetchall()
        assert set(stored) == {("blob", "blob", 32), ("blob", "text", 32)}
        assert after.execute("PRAGMA page_size").fetchone()[0] == database.PAGE_SIZE
        named = {problem.uid for problem in store.verify().problems}
    finally:
        store.close()
    # The trigger dropped before the migration is named too, though 0021 made the chain's triggers anew.
    assert named == {uid, "chain_append_only_u"}
    assert signature.upper() != signature


def test_migration_22_numbers_the_documents_by_second_and_searches_find_what_they_found(tmp_path: Path) -> None:
    """0022 numbers each search document by its incident's second and slot (issue 28): the index is made again from
    the records as the log opens, the superseded entries gone; every search, page after page, finds what the same
    log found before it was migrated (read as it is), newest first."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v21.sqlite3", path)
    queries = [IncidentQuery(text=word) for word in SEARCHED]
    old = IncidentStore.open(path, pin_hasher=FAST_PINS, reading=True)
    try:
        found = [_listed(old, query) for query in queries]
        superseded_before = old.connection.execute("SELECT count(*) FROM search_superseded").fetchone()[0]
    finally:
        old.close()
    assert sum(map(bool, found)) >= 8
    assert superseded_before > 0
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        connection = store.connection
        assert connection.execute("SELECT count(*) FROM search_pending").fetchone() == (0,)  # made as it opened
        assert connection.execute("SELECT count(*) FROM search_superseded").fetchone() == (0,)
        assert _entries(connection) == _documents(connection)
        slots = connection.execute(
            f"SELECT group_concat(doc_slot) FROM (SELECT {second_of('moment')} AS second, doc_slot "
            "FROM incident_facts ORDER BY moment) GROUP BY second"
        ).fetchall()
        assert {row[0] for row in slots} <= {"0", "0,1", "0,1,2"}  # each second's from 0, in time order
        assert min(_entries(connection)) >= 0
        assert [_listed(store, query) for query in queries] == found
        assert store.verify().ok
    finally:
        store.close()


def test_migration_24_gives_each_document_its_filter_words_and_searches_find_what_they_found(tmp_path: Path) -> None:
    """0024 adds the filter words of each incident's table and players to its search document (issue 28): the index is
    made again from the records as the log opens, its words searched in the text alone; every search, alone or within
    a table or a player, page after page, finds what the same log found before it was migrated (read as it is)."""
    with _searched_as_it_is(tmp_path, 23) as (path, old, queries, found):
        tables = _tables(old.connection)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        connection = store.connection
        assert connection.execute("SELECT count(*) FROM search_pending").fetchone() == (0,)  # made as it opened
        assert _entries(connection) == _documents(connection)
        held = "SELECT count(*) FROM search_index WHERE search_index MATCH ?"
        for table in tables:
            (key,) = connection.execute("SELECT id FROM fact_keys WHERE uid = ?", (table,)).fetchone()
            given = connection.execute("SELECT count(*) FROM incident_facts WHERE table_key = ?", (key,)).fetchone()
            assert connection.execute(held, (f"facts : t{key}",)).fetchone() == given
        assert [_listed(store, query) for query in queries] == found
        assert store.verify().ok
    finally:
        store.close()


def test_migration_25_writes_the_index_again_in_small_pages_and_searches_find_what_they_found(tmp_path: Path) -> None:
    """0025 writes the full-text index again in pages of `INDEX_PAGE_BYTES` (issue 28): the same entries, and every
    search, alone or within a table or a player, page after page, finds what the same log found before it was migrated
    (read as it is)."""
    with _searched_as_it_is(tmp_path, 24) as (path, old, queries, found):
        entries = _entries(old.connection)
        assert max(index_pages(old.connection)) > 2 * INDEX_PAGE_BYTES  # FTS5's own pages
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        connection = store.connection
        setting = connection.execute("SELECT v FROM search_index_config WHERE k = 'pgsz'").fetchone()
        assert setting == (INDEX_PAGE_BYTES,)
        assert max(index_pages(connection)) < 2 * INDEX_PAGE_BYTES
        assert _entries(connection) == entries
        assert [_listed(store, query) for query in queries] == found
        assert store.verify().ok
    finally:
        store.close()


def test_a_schema_changed_before_a_migration_is_named_by_verify_after_it(tmp_path: Path) -> None:
    """A trigger dropped and one planted in a log of schema 20: 0021 makes the chain's triggers anew, so the log
    migrated would show nothing of the first; what the migration found is kept in the log and verify names both,
    with the versions and the copy taken before it, which holds the log as it was."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", path)
    with sqlite3.connect(path) as before:
        before.execute("DROP TRIGGER chain_append_only_d")
        before.execute("CREATE TRIGGER quiet AFTER INSERT ON pin_failures BEGIN DELETE FROM pin_failures; END")
    before.close()

    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        found = store.connection.execute("SELECT schema_found, migrated_to, copy_before FROM schema_changes_found")
        ((schema_found, migrated_to, copy),) = found.fetchall()
        problems = [p for p in store.verify().problems if p.record_type == "schema"]
    finally:
        store.close()
    assert (schema_found, migrated_to) == (20, database.schema_version())
    with sqlite3.connect(path.parent / "backups" / copy) as kept:  # the copy holds the log as it was
        kept_triggers = {row[0] for row in kept.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    kept.close()
    assert "quiet" in kept_triggers
    assert "chain_append_only_d" not in kept_triggers
    migrated = [p.message for p in problems if f"from schema 20 to {database.schema_version()}" in p.message]
    assert {p.uid for p in problems if p.message in migrated} == {"chain_append_only_d", "quiet"}
    assert all(copy in message for message in migrated)
    # The planted trigger is still there, and the schema check names it as it stands too.
    assert [p.uid for p in problems if p.message not in migrated] == ["quiet"]


def test_a_log_migrated_unchanged_records_nothing_found(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", path)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert store.connection.execute("SELECT count(*) FROM schema_changes_found").fetchone() == (0,)
        assert store.verify().ok
    finally:
        store.close()


def test_what_a_migration_found_is_never_changed_or_deleted_and_a_row_of_someone_else_is_named(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v20.sqlite3", path)
    with sqlite3.connect(path) as before:
        before.execute("DROP TRIGGER chain_append_only_u")
    before.close()
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        for change in ("UPDATE schema_changes_found SET differences = '[]'", "DELETE FROM schema_changes_found"):
            with pytest.raises(sqlite3.IntegrityError, match="never changed or deleted"):
                store.connection.execute(change)
        store.connection.execute(
            "INSERT INTO schema_changes_found (found_utc, schema_found, migrated_to, copy_before, differences)"
            " VALUES ('2026-01-01T00:00:00.000000Z', 1, 2, 'x', '{\"not\": \"a list\"}')"
        )
        named = {p.uid for p in store.verify().problems if p.record_type == "schema"}
    finally:
        store.close()
    assert named == {"chain_append_only_u", "schema_changes_found"}
