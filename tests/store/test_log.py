"""One open incident log: opening writes nothing and makes no key until the first record; a log opened to read is
held to its laptop's key and refuses writes; a record's hash is found or refused; the automatic backup comes after
a write when it is due and never fails the write; reindexing remakes derived data only."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.store import database
from floordesk.store.errors import NotFoundError, StoreError
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery
from floordesk.store.signing import key_path
from tests.store.conftest import (
    FAST_PINS,
    FILES,
    Clock,
    Floor,
    documented,
    floor,
    make_floor,
    queued_documents,
    snapshot,
)


def _records(store: IncidentStore) -> int:
    return int(store.connection.execute("SELECT count(*) FROM chain").fetchone()[0])


def test_opening_a_new_log_writes_no_record_and_makes_no_key_until_the_first_record(tmp_path: Path):
    path = tmp_path / "floordesk.sqlite3"
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert _records(store) == 0
        assert not key_path(path).exists()
        assert not store.older_schema
        store.staff.create_first_administrator("Ada Admin", "1111")
        assert _records(store) > 0
        assert key_path(path).exists()
    finally:
        store.close()


def test_a_log_opened_to_read_refuses_writes_and_is_held_to_its_laptops_key(floor: Floor):
    floor.record()
    path = floor.store.path
    floor.store.close()
    reader = IncidentStore.open(path, reading=True, pin_hasher=FAST_PINS)
    try:
        assert reader.verify().ok
        before = snapshot(reader.connection)
        with pytest.raises(StoreError):
            reader.staff.create_first_administrator("Eve Intruder", "9999")
        assert snapshot(reader.connection) == before
    finally:
        reader.close()
    key_path(path).write_text("ab" * 32 + "\n", encoding="ascii")  # another key beside it now
    reader = IncidentStore.open(path, reading=True, pin_hasher=FAST_PINS)
    try:
        assert not reader.verify().ok
    finally:
        reader.close()


def test_a_records_hash_is_its_chain_hash_and_an_unknown_id_is_not_found(floor: Floor):
    recorded = floor.record()
    held = floor.connection.execute("SELECT hash FROM chain WHERE record_uid = ?", (recorded.uid,)).fetchone()[0]
    assert floor.store.record_hash(recorded.uid) == held
    with pytest.raises(NotFoundError, match=f"this log has no record with id {'0' * 32}"):
        floor.store.record_hash("0" * 32)


def test_the_automatic_backup_follows_a_write_when_it_is_due(tmp_path: Path):
    clock = Clock()
    floor = make_floor(tmp_path / "floordesk.sqlite3", clock=clock)
    store = IncidentStore.open(floor.store.path, clock=clock, pin_hasher=FAST_PINS, backup_every=timedelta(hours=1))
    floor.store.close()
    try:
        assert store.backups.list() == []
        store.incidents.record(floor.draft(), floor.supervisor)
        assert len(store.backups.list()) == 1
        store.incidents.record(floor.draft(), floor.supervisor)
        assert len(store.backups.list()) == 1  # the last is not an hour old
        clock.now += timedelta(hours=1, minutes=1)
        store.incidents.record(floor.draft(), floor.supervisor)
        assert len(store.backups.list()) == 2
    finally:
        store.close()


def test_a_backup_that_fails_never_fails_the_write(tmp_path: Path, caplog: pytest.LogCaptureFixture):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the backups folder should be", encoding="utf-8")
    store = IncidentStore.open(
        floor.store.path, clock=floor.clock, pin_hasher=FAST_PINS, backup_dir=blocked, backup_every=timedelta(0)
    )
    floor.store.close()
    try:
        with caplog.at_level(logging.WARNING, logger="floordesk.store"):
            recorded = store.incidents.record(floor.draft(), floor.supervisor)
        assert store.incidents.get(recorded.uid).number == recorded.number
        assert "automatic backup failed" in caplog.text
    finally:
        store.close()


def test_reindexing_remakes_the_derived_data_and_leaves_the_records(floor: Floor):
    for _ in range(3):
        floor.record()
    chain = floor.connection.execute("SELECT * FROM chain ORDER BY device_id, seq").fetchall()
    floor.connection.execute("DELETE FROM incident_facts")
    assert floor.store.reindex() == 3
    assert floor.connection.execute("SELECT count(*) FROM incident_facts").fetchone()[0] == 3
    assert floor.connection.execute("SELECT * FROM chain ORDER BY device_id, seq").fetchall() == chain
    assert floor.store.verify().ok


def test_an_import_that_adds_nothing_keeps_no_copy_of_the_log(floor: Floor, tmp_path: Path):
    floor.record()
    export = tmp_path / "own.floordesk"
    floor.store.export(export)
    report = floor.store.import_file(export, floor.admin)
    floor.store.wait_for_backups()
    assert report.added_total == 0
    assert floor.store.backups.list() == []


def _statements_of(store: IncidentStore, pages: int) -> list[str]:
    """The SQL statements `pages` listings of the store run, one after another's cursor."""
    run: list[str] = []
    store.connection.set_trace_callback(run.append)
    try:
        listed = store.page(IncidentQuery(), limit=1)
        for _ in range(pages - 1):
            assert listed.next is not None
            listed = store.page(IncidentQuery(), after=listed.next, limit=1)
    finally:
        store.connection.set_trace_callback(None)
    return run


def test_an_open_log_reads_how_its_facts_are_held_once_not_once_a_page(floor: Floor) -> None:
    for _ in range(3):
        floor.record()
    assert [s for s in _statements_of(floor.store, 3) if "user_version" in s] == ["PRAGMA user_version"]
    assert [s for s in _statements_of(floor.store, 3) if "user_version" in s] == []


@pytest.mark.parametrize(
    ("version", "read_only"),
    # read-only: the newest
    [(18, False), (19, False), (20, False), (21, False), (22, False), (23, False), (database.schema_version(), True)],
)
def test_a_log_read_as_it_is_lists_and_searches_as_its_schema_holds_its_facts(
    version: int, read_only: bool, tmp_path: Path
) -> None:
    """An older log read without migrating it, and a copy read where it is (read-only media)."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{version}.sqlite3", path)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, reading=not read_only, read_only=read_only)
    try:
        assert store.connection.execute("PRAGMA user_version").fetchone()[0] == version
        (incidents,) = store.connection.execute("SELECT count(*) FROM incidents").fetchone()
        for _ in range(2):  # and again, with what the log read the first time
            assert len(store.page(IncidentQuery(), limit=100).rows) == incidents
            assert store.page(IncidentQuery(text="race"), limit=100).rows
    finally:
        store.close()


def test_with_documents_later_a_ruling_is_queued_with_its_record_and_documented_by_the_work_handed_on(floor: Floor):
    before = floor.record().uid
    assert queued_documents(floor.store) == []
    assert documented(floor.store, before)
    handed: list[Callable[[], None]] = []
    floor.store.document_later(handed.append)
    first, second = floor.record().uid, floor.record().uid
    floor.store.incidents.correct(before, {"narrative": "Colour-up at level 6."}, "level misread", floor.supervisor)
    assert queued_documents(floor.store) == sorted([first, second, before])
    assert not documented(floor.store, first)
    assert not documented(floor.store, second)
    assert len(handed) == 1  # one run makes every document queued until it runs
    assert floor.store.verify().ok  # a queued incident is not judged for its document

    handed.pop()()

    assert queued_documents(floor.store) == []
    assert all(documented(floor.store, uid) for uid in (before, first, second))
    assert floor.store.verify().ok
    assert {row.uid for row in floor.store.page(IncidentQuery(text="Colour-up")).rows} == {before, first, second}
    floor.record()
    assert len(handed) >= 1  # the next ruling hands the work on again


def test_a_search_or_closing_the_log_before_the_work_runs_makes_the_queued_documents(tmp_path: Path):
    floor = make_floor(tmp_path / "floordesk.sqlite3")
    handed: list[Callable[[], None]] = []
    floor.store.document_later(handed.append)
    searched = floor.record(narrative="The clock was called on seat 4.").uid
    assert [row.uid for row in floor.store.page(IncidentQuery(text="clock")).rows] == [searched]
    assert queued_documents(floor.store) == []
    closed = floor.record().uid
    assert queued_documents(floor.store) == [closed]
    floor.store.close()
    handed[-1]()  # the window's timer firing after the log closed: nothing to do, and no error
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", read_only=True)
    try:
        assert queued_documents(store) == []
        assert documented(store, closed)
    finally:
        store.close()


def test_the_work_handed_on_hands_nothing_on_itself(floor: Floor):
    handed: list[Callable[[], None]] = []
    floor.store.document_later(handed.append)
    floor.record()
    handed.pop()()
    assert handed == []  # its own write (the documents) asks for no further run
    floor.record()
    assert len(handed) == 1


def _segments(store: IncidentStore) -> int:
    """How many segments the full-text index is in (each has its pages' first words in the shadow table `_idx`)."""
    return int(store.connection.execute("SELECT count(DISTINCT segid) FROM search_index_idx").fetchone()[0])


def test_with_documents_later_the_work_handed_on_merges_the_index_a_step_at_a_time_until_it_is_tidy(floor: Floor):
    handed: list[Callable[[], None]] = []
    floor.store.document_later(handed.append)
    runs = []
    for number in range(40):
        floor.record(narrative=f"The clock was called on seat {number % 9 + 1}.")
        ran = 0
        while handed:  # the window runs each hand-on a moment later, while the floor is idle
            handed.pop()()
            ran += 1
            assert ran < 100
        runs.append(ran)
    # A write of one document makes a segment, and FTS5's own merging left 10 of these 40 standing.
    assert _segments(floor.store) <= 3
    assert max(runs) > 1  # a run that merged hands itself on; the next finds nothing left and stops
    assert len(floor.store.page(IncidentQuery(text="clock"), limit=100).rows) == 40
    assert floor.store.verify().ok
    floor.record()
    assert len(handed) == 1  # the next write hands the work on again
