"""Tamper evidence: `verify` recomputes every chain and names each record that was changed.

The tamperer here has the file: a separate SQLite connection, the append-only
triggers dropped, CHECK constraints ignored, foreign keys off.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import random
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from floordesk.i18n import SPEAKER, translate
from floordesk.store import database
from floordesk.store import verify as verify_module
from floordesk.store.derived import SAME_SECOND, SLOTS, _differing_filter_words, _filter_words_agree
from floordesk.store.errors import DiskFullError, VerifyCancelled
from floordesk.store.incidents import Party
from floordesk.store.log import IncidentStore
from floordesk.store.records import RECORD_TYPE, RECORD_TYPES, canonical_sql, record_hash
from floordesk.store.search import IncidentQuery
from floordesk.store.signing import key_path
from floordesk.store.verify import _FACTS, _UNAMENDED_FACTS, Verification, _defined, said_kind

from .conftest import (
    DAMAGE_THE_INDEX,
    FAST_PINS,
    FILES,
    Floor,
    Tamperer,
    append_unused_page,
    drop_guards,
    make_floor,
    merge,
    search_documents,
)
from .conftest import open_tamperer as tamperer

RECORD_TABLES = {record_type.table for record_type in RECORD_TYPES}
# Tables that hold no records, and why they need no hash:
NOT_RECORDS = {
    "event_state",  # the live table view's working state (schema 1), rewritten as play goes on
    "this_device",  # which chain is this laptop's; fixed by a trigger
    "drafts",  # rulings in progress (schema 3), replaced on every page change, removed once recorded
    "staff_credentials",  # local PIN hashes: secrets, never exported, reset by an administrator
    "incident_facts",  # derived from incidents and amendments (listing and filters)
    "fact_keys",  # derived: the uids the listing's facts name, numbered (schema 19); verify holds them to the records
    "pin_failures",  # local wrong PINs: they slow guessing down here, and a right PIN clears them
    "incident_players",  # derived from incidents and amendments (search index)
    "search_index",  # the FTS5 index of each incident's search document, derived (and its shadow tables)
    "search_superseded",  # derived: the index's entries made again (schema 20)
    "search_pending",  # derived: the incidents an import queued for their search documents
    "ruling_classes",  # derived: the kinds and rule-set flags rulings were made under (precedents)
    "precedent_keys",  # derived from incidents, their facts and amendments (precedents)
    "schema_changes_found",  # what a migration found changed in the schema before it (schema 23), never changed
}


def migrated_in_memory() -> sqlite3.Connection:
    """A database in memory with the schema the migrations make."""
    connection = sqlite3.connect(":memory:")
    database.migration_functions(connection)
    for statement in database._creation_script(database._migration_files()):
        connection.execute(statement)
    return connection


def schema_columns() -> list[tuple[str, str]]:
    """(table, column) for every column of the chain's entries as stored and of every record table, from the
    migrations."""
    connection = migrated_in_memory()
    pairs = [
        (table, row[1])
        for table in sorted(RECORD_TABLES | {"chain_entries"})
        for row in connection.execute(f"PRAGMA table_info({table})")
    ]
    connection.close()
    return pairs


def open_tamperer(path: Path) -> Tamperer:
    raw = tamperer(path)
    raw.execute("PRAGMA ignore_check_constraints = ON")
    return raw


def change(raw: sqlite3.Connection, table: str, column: str, key: str, old: object) -> object:
    """Set one field to another value of its type; returns the new value."""
    new = try_change(raw, table, column, key, old)
    assert new is not None, f"no other value fits {table}.{column}"
    return new


def try_change(raw: sqlite3.Connection, table: str, column: str, key: str, old: object) -> object | None:
    """Set one field to another value of its type, if one fits its constraints; returns it (None: none fits)."""
    if old is None:
        candidates: list[object] = ["x", 1, "{}"]  # JSON where an index reads the column as JSON
    elif isinstance(old, int):
        candidates = [old + 1000, old + 1]
    elif isinstance(old, bytes):  # a digest the chain keeps as its bytes (schema 21): one bit of it, or one byte more
        candidates = [old[:-1] + bytes([old[-1] ^ 1]), old + b"\0"]
    else:
        assert isinstance(old, str)
        candidates = [old + " ", old[:-1] + ("0" if old[-1:] != "0" else "1")]
    key_column = "record_uid" if table == "chain_entries" else "uid"
    for candidate in candidates:
        try:
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE {key_column} = ?", (candidate, key))
        except (sqlite3.IntegrityError, sqlite3.OperationalError):  # a CHECK, STRICT's types, malformed JSON
            continue
        return candidate
    return None


CONSEQUENCES = (
    "its signature",
    "its device's key",
    "its key record",
    "position ",
    "it is the first record of its run",
)
"""How verify names a record that was not changed, for a change elsewhere: a changed key also leaves the chain's
last signature unmatched (and the first record it no longer verifies named as the first not signed), and its own
record unsigned by it; a changed approval leaves another laptop's key unapproved, and a changed import record no
longer accounts for the records it merged."""


def _field(raw: sqlite3.Connection, table: str, column: str, uid: str) -> object:
    return raw.execute(f"SELECT {column} FROM {table} WHERE uid = ?", (uid,)).fetchone()[0]


def verified(path: Path, *, read_only: bool = False) -> Verification:
    store = IncidentStore.open(path, read_only=read_only, pin_hasher=FAST_PINS)
    try:
        return store.verify()
    finally:
        store.close()


def named_uids(path: Path) -> dict[str | None, list[str]]:
    result = verified(path)
    named: dict[str | None, list[str]] = {}
    for problem in result.problems:
        named.setdefault(problem.uid, []).append(problem.message)
    return named


def test_every_table_is_either_chained_or_explained(full_log: Path) -> None:
    connection = sqlite3.connect(full_log)
    tables = {
        row[0]
        for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if not row[0].startswith(("sqlite_", "search_index_"))
    }
    connection.close()
    assert tables == RECORD_TABLES | {"chain_entries"} | NOT_RECORDS


@pytest.mark.parametrize(("table", "column"), schema_columns())
def test_a_change_to_any_column_of_any_record_is_named(full_log: Path, tmp_path: Path, table: str, column: str) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    key_column = "record_uid" if table == "chain_entries" else "uid"
    # Signatures are checked where they vouch for a chain: at its last record (whose hash covers all before it).
    head = "ORDER BY seq DESC LIMIT 1" if column == "signature" else None
    row = (
        raw.execute(f"SELECT record_uid, signature FROM chain_entries {head}").fetchone()
        if head
        else raw.execute(
            f"SELECT {key_column}, {column} FROM {table} ORDER BY {column} IS NULL, {key_column} LIMIT 1 OFFSET 1"
        ).fetchone()
        or raw.execute(f"SELECT {key_column}, {column} FROM {table} LIMIT 1").fetchone()
    )
    uid, old = row
    new = change(raw, table, column, uid, old)
    raw.close()
    named = named_uids(path)
    if column in ("uid", "record_uid"):
        assert {uid, new} <= set(named), named  # the record lost its chain entry, the entry its record
    else:
        assert uid in named, f"{table}.{column} {old!r} -> {new!r} went unnoticed"
        if table != "chain_entries" or column in ("device_id", "seq", "prev_hash", "hash"):
            assert any("does not match its hash" in message for message in named[uid]), named


def test_several_tampered_records_are_each_named(full_log: Path, tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    rows = raw.execute("SELECT record_type, record_uid FROM chain ORDER BY device_id, seq").fetchall()
    chosen = random.Random(2009).sample(rows, 6)
    tables = {t.name: t.table for t in RECORD_TYPES}
    for record_type, uid in chosen:
        table = tables[record_type]
        columns = [r[1] for r in raw.execute(f"PRAGMA table_info({table})") if r[1] != "uid"]
        random.Random(uid).shuffle(columns)
        # The first column, in a random order, that takes another value (a role or a kind has few that fit).
        changed = (try_change(raw, table, column, uid, _field(raw, table, column, uid)) for column in columns)
        assert any(new is not None for new in changed), f"nothing in {table} can be changed"
    raw.close()
    named = named_uids(path)
    tampered = {uid for _type, uid in chosen}
    assert tampered <= set(named)
    consequences = {uid: messages for uid, messages in named.items() if uid not in tampered}
    assert all(message.startswith(CONSEQUENCES) for messages in consequences.values() for message in messages)


def test_a_record_rehashed_by_the_tamperer_breaks_the_link_to_the_next_and_is_named(
    full_log: Path, tmp_path: Path
) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    device, seq, uid, prev_hash = raw.execute(
        "SELECT c.device_id, c.seq, c.record_uid, c.prev_hash FROM chain c JOIN incidents i ON i.uid = c.record_uid "
        "ORDER BY c.seq LIMIT 1"
    ).fetchone()
    raw.execute("UPDATE incidents SET narrative = 'Nothing happened.' WHERE uid = ?", (uid,))
    cursor = raw.execute("SELECT * FROM incidents WHERE uid = ?", (uid,))
    fields = dict(zip([d[0] for d in cursor.description], cursor.fetchone(), strict=True))
    raw.execute(
        "UPDATE chain_entries SET hash = ? WHERE record_uid = ?",
        (record_hash("incident", device, seq, prev_hash, fields), uid),
    )
    raw.close()
    named = named_uids(path)
    # The rehashed record itself, not the intact one after it: its signature no longer signs its new hash.
    assert named == {
        uid: [
            "its signature is not its device's, and the record after it was linked to another hash or signature: it "
            "was changed after that record was written (its signature altered, or its content hashed again)"
        ]
    }


def test_a_deleted_record_is_named_by_its_gap(full_log: Path, tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    device, seq, uid = raw.execute(
        "SELECT c.device_id, c.seq, c.record_uid FROM chain c WHERE c.record_type = 'staff_change'"
    ).fetchone()
    raw.execute("DELETE FROM staff_changes WHERE uid = ?", (uid,))
    raw.execute("DELETE FROM chain_entries WHERE record_uid = ?", (uid,))
    next_uid = raw.execute("SELECT record_uid FROM chain WHERE device_id = ? AND seq = ?", (device, seq + 1))
    following = next_uid.fetchone()[0]
    orphan = raw.execute("SELECT uid FROM incidents LIMIT 1").fetchone()[0]
    raw.execute("DELETE FROM incidents WHERE uid = ?", (orphan,))
    raw.close()
    named = named_uids(path)
    assert named[following] == [f"the record before it (position {seq}) is missing from the log"]
    assert named[orphan] == ["its record is missing from the log"]


def test_two_problems_of_one_record_list_in_the_same_order_in_every_language(full_log: Path, tmp_path: Path) -> None:
    """Sorted by their messages, the two problems of one record listed in one order in English and in the other in
    German ("its content ..." before "the record before it ...", "der Eintrag davor ..." before "sein Inhalt ...")."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    seq, gone, following, kind = raw.execute(
        "SELECT c.seq, c.record_uid, n.record_uid, n.record_type FROM chain c JOIN chain n "
        "ON n.device_id = c.device_id AND n.seq = c.seq + 1 WHERE c.record_type = 'staff_change' LIMIT 1"
    ).fetchone()
    raw.execute("DELETE FROM staff_changes WHERE uid = ?", (gone,))
    raw.execute("DELETE FROM chain_entries WHERE record_uid = ?", (gone,))
    table = RECORD_TYPE[kind].table
    raw.execute(f"UPDATE {table} SET recorded_local = recorded_local || ' ' WHERE uid = ?", (following,))
    raw.close()
    changed = "its content does not match its hash: it was changed after it was written"
    missing = "the record before it (position {seq}) is missing from the log"
    assert named_uids(path)[following] == [changed, missing.format(seq=seq)]
    SPEAKER.use("de")  # the process's language: verify's readers find problems on threads of their own
    try:
        german = named_uids(path)[following]
        assert german == [translate("verify", changed), translate("verify", missing).format(seq=seq)]
    finally:
        SPEAKER.use("en")
    assert german[0].startswith("sein Inhalt")  # said in German, not English


@pytest.fixture
def tampered_log(full_log: Path, tmp_path: Path) -> Path:
    """A copy of the full log, with this laptop's key, whose records fail several checks: an incident changed (its
    hash), a record without its chain entry (a gap), and a signature that is not its device's."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    raw.execute("UPDATE incidents SET narrative = narrative || '.' WHERE uid = (SELECT min(uid) FROM incidents)")
    raw.execute("DELETE FROM chain_entries WHERE record_uid = (SELECT min(uid) FROM staff_changes)")
    raw.execute("UPDATE chain_entries SET signature = zeroblob(64) WHERE seq = (SELECT max(seq) FROM chain_entries)")
    raw.close()
    return path


def checked_here(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Each log whose chains this process checks from now on (the second process, a new interpreter, is unaffected)."""
    logs: list[Path] = []
    check = verify_module._chain_problems

    def counted(connection: sqlite3.Connection, own_key: str | None, signatures: bool) -> Any:
        logs.append(database.database_path(connection))
        return check(connection, own_key, signatures)

    monkeypatch.setattr(verify_module, "_chain_problems", counted)
    return logs


def test_a_big_log_has_its_chains_checked_in_a_second_process_with_the_same_findings(
    tampered_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its findings are what this process finds, said in the language spoken here."""
    SPEAKER.use("de")
    try:
        here = verified(tampered_log)
        logs = checked_here(monkeypatch)
        monkeypatch.setattr(verify_module, "_SECOND_PROCESS_FROM_BYTES", 0)  # every log is big enough
        elsewhere = verified(tampered_log)
    finally:
        SPEAKER.use("en")
    assert logs == []  # none checked here: the findings came from the second process
    assert len(here.problems) >= 3
    assert any(problem.message.startswith("sein Inhalt") for problem in here.problems)  # said in German
    assert elsewhere.to_json() == here.to_json()
    assert not [child for child in multiprocessing.active_children() if child.name == "floordesk-verify-chains"]


@pytest.mark.parametrize("trouble", ["no start in time", "fails there"])
def test_where_the_second_process_does_not_help_the_chains_are_checked_here(
    tampered_log: Path, monkeypatch: pytest.MonkeyPatch, trouble: str
) -> None:
    expected = verified(tampered_log).to_json()
    monkeypatch.setattr(verify_module, "_SECOND_PROCESS_FROM_BYTES", 0)
    if trouble == "no start in time":
        monkeypatch.setattr(verify_module, "_SECOND_PROCESS_READY_S", 0)
    else:  # it speaks a language it has no catalogue for: its check raises there
        monkeypatch.setattr(verify_module, "SPEAKER", SimpleNamespace(language="xx"))
    logs = checked_here(monkeypatch)
    assert verified(tampered_log).to_json() == expected
    assert logs == [tampered_log]


@pytest.mark.parametrize("when", ["while it starts", "while the checks run"])
def test_a_cancelled_verify_leaves_no_second_process(
    tampered_log: Path, monkeypatch: pytest.MonkeyPatch, when: str
) -> None:
    monkeypatch.setattr(verify_module, "_SECOND_PROCESS_FROM_BYTES", 0)
    checking = threading.Event()
    take_snapshots = verify_module._readers_of_one_state

    def snapshots_taken(*args: Any, **kwargs: Any) -> Any:
        readers = take_snapshots(*args, **kwargs)
        checking.set()
        return readers

    monkeypatch.setattr(verify_module, "_readers_of_one_state", snapshots_taken)
    store = IncidentStore.open(tampered_log, pin_hasher=FAST_PINS)
    try:
        with pytest.raises(VerifyCancelled):
            store.verify(keep_alive=lambda: when == "while the checks run" and not checking.is_set())
    finally:
        store.close()
    assert checking.is_set() == (when == "while the checks run")
    assert not [child for child in multiprocessing.active_children() if child.name == "floordesk-verify-chains"]


def test_a_chain_entry_whose_record_is_gone_still_has_its_link_checked(full_log: Path, tmp_path: Path) -> None:
    """Verify checks links in its pass over the records; an entry with no record left has its link checked too."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    (device,) = raw.execute("SELECT device_id FROM this_device").fetchone()
    seq, uid = raw.execute(
        "SELECT seq, record_uid FROM chain WHERE device_id = ? AND record_type = 'incident' ORDER BY seq LIMIT 1",
        (device,),
    ).fetchone()
    raw.execute("DELETE FROM incidents WHERE uid = ?", (uid,))
    raw.execute("UPDATE chain_entries SET prev_hash = ? WHERE record_uid = ?", ("f" * 64, uid))
    raw.close()
    assert sorted(named_uids(path)[uid]) == [
        f"it does not follow the record before it (position {seq - 1} was changed or replaced)",
        "its record is missing from the log",
    ]


def test_verify_names_the_first_record_in_chain_order(full_log: Path, tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    local = raw.execute("SELECT device_id FROM this_device").fetchone()[0]
    late, early = raw.execute(
        "SELECT record_uid FROM chain WHERE device_id = ? AND record_type = 'incident' ORDER BY seq DESC LIMIT 2",
        (local,),
    ).fetchall()
    for (uid,) in (late, early):
        raw.execute("UPDATE incidents SET rule = rule + 1 WHERE uid = ?", (uid,))
    raw.close()
    result = verified(path)
    assert result.first is not None
    assert [p.uid for p in result.problems] == [early[0], late[0]]
    assert result.first.describe().startswith(f"incident {early[0]} (position ")
    assert "in the chain of device floor-1" in result.first.describe()


# -- properties ----------------------------------------------------------------
OPERATIONS = st.lists(
    st.sampled_from(["record", "depart", "correct", "overrule", "void", "penalty", "alter", "staff"]),
    min_size=1,
    max_size=12,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(operations=OPERATIONS, seed=st.integers(0, 2**16))
def test_any_sequence_of_writes_verifies_and_numbers_stay_gapless(
    tmp_path_factory: pytest.TempPathFactory, operations: list[str], seed: int
) -> None:
    from floordesk.core.errors import InvalidInput
    from floordesk.store.errors import NotAllowedError
    from floordesk.store.incidents import PenaltyDraft

    floor = make_floor(tmp_path_factory.mktemp("ops") / "floordesk.sqlite3")
    chooser = random.Random(seed)
    recorded: list[str] = []
    try:
        for operation in operations:
            incidents = floor.store.incidents
            target = chooser.choice(recorded) if recorded else None
            if operation in ("record", "depart") or target is None:
                extra: dict[str, object] = {"parties": [Party(chooser.randint(1, 9), chooser.choice(floor.players))]}
                if operation == "depart":
                    extra.update(decision={"other": chooser.random()}, departure_reason="fairness first")
                if chooser.random() < 0.5:
                    extra["penalties"] = [PenaltyDraft(chooser.choice(floor.players), "missed_hand", hands=2)]
                recorded.append(floor.record(**extra).uid)
                continue
            try:
                if operation == "correct":
                    incidents.correct(target, {"narrative": f"note {chooser.random()}"}, "detail", floor.supervisor)
                elif operation == "overrule":
                    incidents.overrule(target, {"td": chooser.random()}, "TD decides", floor.td)
                elif operation == "void":
                    incidents.void(target, "duplicate", floor.manager, floor.supervisor)
                elif operation == "penalty":
                    held = incidents.get(target).penalties
                    if held:
                        incidents.update_penalty(target, held[0].uid, "served", "done", floor.supervisor)
                elif operation == "alter":
                    floor.store.tournament.alter_event(floor.event, {"structure": {"n": seed}}, "x", floor.td)
                else:
                    floor.store.staff.set_pin(floor.supervisor.staff_uid, "4444", floor.supervisor)
            except (NotAllowedError, InvalidInput):
                pass  # amending a voided incident, or serving a served penalty again, is refused
        assert floor.store.verify().ok
        numbers = [row[0] for row in floor.connection.execute("SELECT number FROM incidents ORDER BY number")]
        assert numbers == list(range(1, len(recorded) + 1))
    finally:
        floor.store.close()


@contextmanager
def store_and_tamperer(full_log: Path, tmp_path: Path) -> Iterator[tuple[IncidentStore, Tamperer]]:
    """A copy of `full_log` open as a store and to a tamperer (its guards in place); the block's tampers undone, it
    verifies whole again at the end."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))  # this laptop's key travels with its log
    raw = open_tamperer(path)
    raw.put_back()
    store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    try:
        yield store, raw
        assert store.verify().ok
    finally:
        store.close()
        raw.close()


def changed_value(data: st.DataObject, old: object) -> object:
    """`old` with one bit (a whole number) or one character (text) changed, as drawn; nothing to change is rejected."""
    if isinstance(old, int):
        return old ^ (1 << data.draw(st.integers(0, 30)))
    if not isinstance(old, str) or not old:
        reject()  # NULL, or '' (a narrative as recorded)
    position = data.draw(st.integers(0, len(old) - 1))
    replacement = data.draw(st.characters(codec="utf-8").filter(lambda c: c != old[position]))
    return old[:position] + replacement + old[position + 1 :]


DERIVED_KEYS = {
    "incident_facts": ("rowid",),
    "incident_players": ("player_key", "moment", "row"),
    "precedent_keys": ("rowid",),
    "ruling_classes": ("rowid",),
    "fact_keys": ("rowid",),
}
"""The derived tables verify holds to the records (checks 13 and 14), each with the columns that find a row."""
_REFERENCED = {
    "fact_keys": "SELECT event_key FROM incident_facts UNION SELECT table_key FROM incident_facts "
    "UNION SELECT staff_key FROM incident_facts UNION SELECT player_key FROM incident_players",
    "ruling_classes": "SELECT class FROM precedent_keys",
}
"""Which rows of a table of keys something listed names: a key nobody names (a table a correction left) may change
unseen, as nothing reads it."""


def test_any_single_character_or_bit_changed_in_the_derived_rows_is_found_never_a_crash(
    full_log: Path, tmp_path: Path
) -> None:
    """What lists, filters, a player's listing, the precedents and a search read: one value changed anywhere there is
    found (the listing, the precedents or the index damaged), and verify never fails on what it reads."""
    with store_and_tamperer(full_log, tmp_path) as (store, raw):
        tamper_derived_rows(store, raw)


def tamper_derived_rows(store: IncidentStore, raw: Tamperer) -> None:
    targets = [(t, r[1]) for t in sorted(DERIVED_KEYS) for r in raw.execute(f"PRAGMA table_info({t})")]
    # A rowid table's INTEGER PRIMARY KEY is its rowid: changed, the row is found by the new one.
    rowids = {
        (t, r[1])
        for t, keys in DERIVED_KEYS.items()
        if keys == ("rowid",)
        for r in raw.execute(f"SELECT * FROM pragma_table_info('{t}') WHERE pk AND type = 'INTEGER'")
    }

    @settings(max_examples=80, deadline=None)
    @given(data=st.data())
    def one_tamper(data: st.DataObject) -> None:
        table, column = data.draw(st.sampled_from(targets))
        keys = DERIVED_KEYS[table]
        where = " AND ".join(f"{key} = ?" for key in keys)
        rows = raw.execute(f"SELECT {', '.join(keys)}, {column} FROM {table} ORDER BY 1, 2").fetchall()
        *found, old = data.draw(st.sampled_from(rows))
        new = changed_value(data, old)
        try:
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (new, *found))
        except sqlite3.IntegrityError:
            reject()  # a duplicate key, say
        referenced = table not in _REFERENCED or found[0] in {key for (key,) in raw.execute(_REFERENCED[table])}
        moved = [
            new if key == column or (table, column) in rowids else value for key, value in zip(keys, found, strict=True)
        ]
        try:
            result = store.verify()
            assert result.ok is not referenced, (table, column, old, new, result.problems, result.index_damage)
        finally:
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (old, *moved))

    one_tamper()


@pytest.mark.parametrize("table", ["amendments", "incidents"])
def test_a_record_whose_json_is_cut_is_named_not_a_crash(full_log: Path, tmp_path: Path, table: str) -> None:
    """The listing's check reads the records' JSON in SQL, which fails on JSON that is not: the chains' check names the
    record, and the listing is judged only where the chains are sound (as in turn, where it is not read otherwise)."""
    column = {"amendments": "changes", "incidents": "recommended"}[table]
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    uid = raw.execute(f"SELECT uid FROM {table} WHERE {column} LIKE '{{%' LIMIT 1").fetchone()[0]
    raw.execute(f"UPDATE {table} SET {column} = '0' || substr({column}, 2) WHERE uid = ?", (uid,))
    raw.close()
    assert [uid for uid, messages in named_uids(path).items() if not messages[0].startswith(CONSEQUENCES)] == [uid]


def test_any_single_character_or_bit_changed_in_any_record_is_named(full_log: Path, tmp_path: Path) -> None:
    with store_and_tamperer(full_log, tmp_path) as (store, raw):
        tamper_records(store, raw)


def tamper_records(store: IncidentStore, raw: Tamperer) -> None:
    targets = [(t, r[1]) for t in sorted(RECORD_TABLES) for r in raw.execute(f"PRAGMA table_info({t})")]

    @settings(max_examples=60, deadline=None)
    @given(data=st.data())
    def one_tamper(data: st.DataObject) -> None:
        table, column = data.draw(st.sampled_from([t for t in targets if t[1] != "uid"]))
        uids = [row[0] for row in raw.execute(f"SELECT uid FROM {table} WHERE {column} IS NOT NULL")]
        if not uids:
            return
        uid = data.draw(st.sampled_from(sorted(uids)))
        old = raw.execute(f"SELECT {column} FROM {table} WHERE uid = ?", (uid,)).fetchone()[0]
        new = changed_value(data, old)
        raw.unguard()
        try:
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE uid = ?", (new, uid))
        except sqlite3.IntegrityError:
            reject()  # the file's own constraints refuse this value (a duplicate number, say)
        except sqlite3.OperationalError as error:
            if "malformed JSON" not in str(error):
                raise
            reject()  # an index over the dispute record's JSON refuses JSON that is not (the record is unchanged)
        finally:
            raw.put_back()
        try:
            result = store.verify()
            named = [p.uid for p in result.problems if not p.message.startswith(CONSEQUENCES)]
            assert named == [uid], (table, column, old, new)
        finally:
            raw.unguard()
            raw.execute(f"UPDATE {table} SET {column} = ? WHERE uid = ?", (old, uid))
            raw.put_back()

    one_tamper()


# -- merged segments -------------------------------------------------------------
@pytest.fixture
def merged(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """Laptop A's log holding B's chain, merged from two exports: (A's log, B's device id)."""
    a = make_floor(tmp_path / "a" / "floordesk.sqlite3", label="floor-A")
    b = make_floor(tmp_path / "b" / "floordesk.sqlite3", label="floor-B")
    try:
        b.record(narrative="B's first ruling: seat 3 won the race.")
        b.store.export(tmp_path / "day1.fdlog")
        merge(a.store, tmp_path / "day1.fdlog")
        b.record(narrative="B's second ruling.")
        b.store.export(tmp_path / "day2.fdlog")
        merge(a.store, tmp_path / "day2.fdlog")
        assert a.store.verify().ok
        yield a.store.path, b.store.journal.device_id()
    finally:
        a.store.close()
        b.store.close()


def remove(raw: sqlite3.Connection, device: str, first: int, last: int) -> None:
    """Delete positions first..last of a device's chain, records and all, as a tamperer would."""
    tables = {t.name: t.table for t in RECORD_TYPES}
    doomed = raw.execute(
        "SELECT record_type, record_uid FROM chain WHERE device_id = ? AND seq BETWEEN ? AND ?", (device, first, last)
    ).fetchall()
    for record_type, uid in doomed:
        raw.execute(f"DELETE FROM {tables[record_type]} WHERE uid = ?", (uid,))
    raw.execute("DELETE FROM chain_entries WHERE device_id = ? AND seq BETWEEN ? AND ?", (device, first, last))


def imports_of(raw: sqlite3.Connection) -> list[str]:
    return [row[0] for row in raw.execute("SELECT uid FROM imports ORDER BY recorded_utc")]


def test_a_record_deleted_from_the_end_of_a_merged_segment_is_named(merged: tuple[Path, str]) -> None:
    path, device = merged
    raw = open_tamperer(path)
    # B's first incident ends the first merged segment; the second segment starts right after it.
    (seq,) = raw.execute(
        "SELECT min(seq) FROM chain WHERE device_id = ? AND record_type = 'incident'", (device,)
    ).fetchone()
    (following,) = raw.execute(
        "SELECT record_uid FROM chain WHERE device_id = ? AND seq = ?", (device, seq + 1)
    ).fetchone()
    first_import = imports_of(raw)[0]
    remove(raw, device, seq, seq)
    raw.close()
    assert named_uids(path) == {
        following: [f"the record before it (position {seq}) is missing from the log"],
        first_import: [f"1 record it merged from device floor-B (position 1 to {seq}) is missing from the log"],
    }


def test_a_merged_chain_deleted_whole_is_named(merged: tuple[Path, str]) -> None:
    path, device = merged
    raw = open_tamperer(path)
    first_import, second_import = imports_of(raw)
    (last,) = raw.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    remove(raw, device, 1, last)
    raw.close()
    # B's device record went too, so the device is named by its id.
    day1 = last - 1
    assert named_uids(path) == {
        first_import: [
            f"{day1} records it merged from device {device} (position 1 to {day1}) are missing from the log"
        ],
        second_import: [f"1 record it merged from device {device} (position {last}) is missing from the log"],
    }


def test_the_end_of_a_merged_chain_replaced_with_a_rehashed_record_is_named(merged: tuple[Path, str]) -> None:
    path, device = merged
    raw = open_tamperer(path)
    seq, uid, prev_hash = raw.execute(
        "SELECT seq, record_uid, prev_hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device,)
    ).fetchone()
    raw.execute("UPDATE incidents SET narrative = 'Nothing happened.' WHERE uid = ?", (uid,))
    cursor = raw.execute("SELECT * FROM incidents WHERE uid = ?", (uid,))
    fields = dict(zip([d[0] for d in cursor.description], cursor.fetchone(), strict=True))
    forged = record_hash("incident", device, seq, prev_hash, fields)
    raw.execute("UPDATE chain_entries SET hash = ? WHERE record_uid = ?", (forged, uid))
    second_import = imports_of(raw)[1]
    raw.close()
    assert named_uids(path) == {
        uid: [
            f"it is not the record that import {second_import} merged at this position",
            "its signature is not its device's: the chain up to here was not written by that device",
        ]
    }


def injected(raw: sqlite3.Connection, device: str, first: int, last: int) -> dict[str | None, list[str]]:
    """What verify says of another laptop's records (positions first..last) that no import of the log accounts for."""
    (uid,) = raw.execute("SELECT record_uid FROM chain WHERE device_id = ? AND seq = ?", (device, first)).fetchone()
    where = f"{first}" if first == last else f"{first} to {last}"
    message = f"position {where} of this chain came in by no import of this log: they were written into the file"
    return {uid: [f"{message} (injected)"]}


def test_an_altered_import_record_excuses_no_gap(merged: tuple[Path, str]) -> None:
    path, device = merged
    raw = open_tamperer(path)
    (local,) = raw.execute("SELECT device_id FROM this_device").fetchone()
    following, prev_hash = raw.execute(
        "SELECT record_uid, prev_hash FROM chain WHERE device_id = ? AND seq = 6", (local,)
    ).fetchone()
    remove(raw, local, 5, 5)
    # The tamperer adds a segment starting at position 6 to an import record, to excuse the gap.
    first_import = imports_of(raw)[0]
    fake = {"device": local, "first_seq": 6, "prev_hash": prev_hash, "last_seq": 6, "last_hash": "0" * 64}
    raw.execute(
        "UPDATE imports SET segments = json_insert(segments, '$[#]', json(?)) WHERE uid = ?",
        (json.dumps(fake), first_import),
    )
    (last,) = raw.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    unaccounted = injected(raw, device, 1, last - 1)  # the altered import record no longer vouches for them
    raw.close()
    assert named_uids(path) == {
        first_import: ["its content does not match its hash: it was changed after it was written"],
        following: ["the record before it (position 5) is missing from the log"],
        **unaccounted,
    }


@pytest.mark.parametrize(
    "segments",
    [
        '[{"device": "\\ud800", "first_seq": 1, "prev_hash": "x", "last_seq": 2, "last_hash": "y"}]',
        '[{"device": "d", "first_seq": 1, "prev_hash": "x", "last_seq": 18446744073709551616, "last_hash": "y"}]',
        '[{"device": "d", "first_seq": true, "prev_hash": "x", "last_seq": 2, "last_hash": "y"}]',
        '[{"device": "d", "first_seq": 3, "prev_hash": "x", "last_seq": 2, "last_hash": "y"}]',
        '[{"device": "d"}]',
        '{"device": "d"}',
        "[1]",
        "not json",
    ],
)
def test_an_import_record_rehashed_with_unreadable_segments_vouches_for_nothing(
    merged: tuple[Path, str], segments: str
) -> None:
    path, merged_device = merged
    raw = open_tamperer(path)
    last_import = imports_of(raw)[-1]
    raw.execute("UPDATE imports SET segments = ? WHERE uid = ?", (segments, last_import))
    device, seq, prev_hash = raw.execute(
        "SELECT device_id, seq, prev_hash FROM chain WHERE record_uid = ?", (last_import,)
    ).fetchone()
    cursor = raw.execute("SELECT * FROM imports WHERE uid = ?", (last_import,))
    fields = dict(zip([d[0] for d in cursor.description], cursor.fetchone(), strict=True))
    digest = record_hash("import", device, seq, prev_hash, fields)
    raw.execute("UPDATE chain_entries SET hash = ? WHERE record_uid = ?", (digest, last_import))
    (last,) = raw.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (merged_device,)).fetchone()
    unaccounted = injected(raw, merged_device, last, last)  # what the import record merged
    raw.close()
    # At the very end of the chain a rehashed record fits its chain: its device's signature is what it lacks.
    assert named_uids(path) == {
        last_import: ["its signature is not its device's: the chain up to here was not written by that device"],
        **unaccounted,
    }


def test_a_damaged_full_text_index_is_damage_and_reindex_makes_it_again(floor: Floor) -> None:
    floor.record(narrative="Seat 4 splashed the pot with a string bet.")
    assert floor.store.page(IncidentQuery(text="splashed"), limit=5).rows
    raw = open_tamperer(floor.store.path)
    raw.execute(DAMAGE_THE_INDEX)
    raw.close()
    result = floor.store.verify()
    assert (result.ok, result.problems, result.damage) == (False, (), ())
    assert "full-text index is damaged or out of step" in result.index_damage[0]
    before = chain_and_incidents(floor)
    assert floor.store.reindex() == 1
    assert chain_and_incidents(floor) == before  # only derived data was written
    assert floor.store.verify().ok
    assert floor.store.page(IncidentQuery(text="splashed"), limit=5).rows


def test_a_damaged_full_text_index_is_found_on_read_only_media_too(full_log: Path, tmp_path: Path) -> None:
    """FTS5's check counts as a write, and is made on a copy of the index: a log that cannot be written is checked."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    raw = open_tamperer(path)
    raw.execute(DAMAGE_THE_INDEX)
    raw.close()
    result = verified(path, read_only=True)
    assert (result.problems, result.damage, result.index_checked) == ((), (), True)
    assert "full-text index is damaged or out of step" in result.index_damage[0]


def test_a_full_text_index_without_one_of_its_tables_is_damage_not_a_crash(full_log: Path, tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    raw.execute("DROP TABLE search_index_docsize")
    raw.close()
    result = verified(path)
    assert "search_index_docsize" in {problem.uid for problem in result.problems if problem.record_type == "schema"}
    assert "no such table: main.search_index_docsize" in result.index_damage[0]


def test_a_full_temporary_folder_is_the_disk_full_error_and_changes_nothing(
    full_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index is checked on a copy in the temporary folder (as sorts are made there): where that has no room, verify
    says the disk is full and judges nothing (the trust model says so), rather than give a verdict without the index;
    the log is untouched."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    before = path.read_bytes()
    connect = sqlite3.connect

    def with_a_full_temporary_folder(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        reader = connect(*args, **kwargs)
        reader.execute("PRAGMA temp.max_page_count = 3")  # SQLite's own limit: less than the index's copy needs
        return reader

    monkeypatch.setattr(verify_module.sqlite3, "connect", with_a_full_temporary_folder)
    with pytest.raises(DiskFullError, match="The disk is full: verifying the log failed"):
        verified(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert verified(path).ok


@pytest.mark.parametrize("schema", [19, 20, 22, 24])
def test_a_log_of_an_older_schema_read_as_it_is_has_its_contentless_index_checked(tmp_path: Path, schema: int) -> None:
    """From schema 20 the index keeps no text, and its copy is made as that schema's migrations make it; before, it
    kept its documents in a table of the log, which the copy would lack: not checked, and said so."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{schema}.sqlite3", path)
    store = IncidentStore.open(path, reading=True, pin_hasher=FAST_PINS)  # as `floordesk log verify` reads it
    try:
        assert store.older_schema
        result = store.verify()
    finally:
        store.close()
    assert (result.ok, result.index_checked) == (True, schema >= 20)


def _document(floor: Floor, uid: str) -> tuple[int, str, str]:
    """The incident's search document as the index holds it: (rowid, text, filter words)."""
    return search_documents(floor.connection)[uid]


REINDEX = "`floordesk log reindex` makes the index again from the records"


def _index_findings(floor: Floor) -> list[str]:
    result = floor.store.verify()
    assert (result.problems, result.damage, result.index_checked) == ((), (), True)
    return list(result.index_damage)


def test_an_incident_whose_document_is_missing_from_the_index_is_damage(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer burned two cards.")
    rowid, *text = _document(floor, recorded.uid)
    raw = open_tamperer(floor.store.path)  # its entry removed, with its exact text (as a contentless index needs)
    raw.execute(
        "INSERT INTO search_index (search_index, rowid, document, facts) VALUES ('delete', ?, ?, ?)",
        (rowid, *text),
    )
    raw.close()
    assert not floor.store.page(IncidentQuery(text="burned"), limit=5).rows
    (finding,) = _index_findings(floor)
    assert f"lacks the search document of 1 incident ({recorded.uid})" in finding
    floor.store.reindex()
    assert floor.store.verify().ok
    assert floor.store.page(IncidentQuery(text="burned"), limit=5).rows


def test_a_document_whose_filter_words_are_not_its_facts_is_damage(floor: Floor) -> None:
    """Issue 28: a search within a table or player finds a word's hits by the documents' filter words; an entry
    made again with another table's word in place of its own (its text as it was) hides the incident from a search
    within its table, and verify names it."""
    ana = floor.players[0]
    recorded = floor.record(narrative="The dealer burned two cards.", parties=[Party(3, ana)])
    rowid, text, words = _document(floor, recorded.uid)
    keys = dict(floor.connection.execute("SELECT uid, id FROM fact_keys"))
    assert words.split() == [f"t{keys[floor.table]}", f"p{keys[ana]}"]
    assert floor.store.page(IncidentQuery(text="burned", tables=(floor.table,)), limit=5).rows
    raw = open_tamperer(floor.store.path)
    raw.execute(
        "INSERT INTO search_index (search_index, rowid, document, facts) VALUES ('delete', ?, ?, ?)",
        (rowid, text, words),
    )
    raw.execute(
        "INSERT INTO search_index (rowid, document, facts) VALUES (?, ?, ?)",
        (rowid, text, f"t{keys[floor.table] + 1000} p{keys[ana]}"),
    )
    raw.close()
    assert not floor.store.page(IncidentQuery(text="burned", tables=(floor.table,)), limit=5).rows
    assert _index_findings(floor) == [
        "the full-text index holds filter words of 1 incident that are not its listed table and players "
        f"({recorded.uid}): {REINDEX}"
    ]
    floor.store.reindex()
    assert floor.store.verify().ok
    assert floor.store.page(IncidentQuery(text="burned", tables=(floor.table,)), limit=5).rows


def _rewrite_filter_words(floor: Floor, uid: str, words: str) -> None:
    """A tamperer's change to the incident's document: made again under its rowid with these filter words, its text
    as it was."""
    rowid, text, held = _document(floor, uid)
    raw = open_tamperer(floor.store.path)
    raw.execute(
        "INSERT INTO search_index (search_index, rowid, document, facts) VALUES ('delete', ?, ?, ?)",
        (rowid, text, held),
    )
    raw.execute("INSERT INTO search_index (rowid, document, facts) VALUES (?, ?, ?)", (rowid, text, words))
    raw.close()


def _two_incidents_with_players(floor: Floor) -> tuple[str, str, dict[str, str]]:
    """Two incidents at one table, Ana's and Ben's: (Ana's, Ben's, each one's filter words as the index holds them)."""
    ana, ben = floor.players[:2]
    first = floor.record(narrative="The dealer burned two cards.", parties=[Party(3, ana)]).uid
    second = floor.record(narrative="The dealer burned one card.", parties=[Party(5, ben)]).uid
    return first, second, {uid: _document(floor, uid)[2] for uid in (first, second)}


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda words, other: words.split()[0], id="a player's word missing"),
        pytest.param(lambda words, other: f"{words} {other.split()[1]}", id="another player's word added"),
    ],
)
def test_a_document_missing_a_filter_word_or_holding_another_is_damage(floor: Floor, change: Any) -> None:
    """A word missing hides the incident from a search within that player; one more offers it to a search within
    another player. Only the document changed is named."""
    first, second, words = _two_incidents_with_players(floor)
    _rewrite_filter_words(floor, first, change(words[first], words[second]))
    assert not _filter_words_agree(floor.connection)
    assert _index_findings(floor) == [
        "the full-text index holds filter words of 1 incident that are not its listed table and players "
        f"({first}): {REINDEX}"
    ]


def test_filter_words_swapped_between_two_documents_are_damage(floor: Floor) -> None:
    """Each word still held by as many documents as the listing gives it: the documents that hold it are compared,
    not how many."""
    first, second, words = _two_incidents_with_players(floor)
    _rewrite_filter_words(floor, first, words[second])
    _rewrite_filter_words(floor, second, words[first])
    assert not _filter_words_agree(floor.connection)
    assert _index_findings(floor) == [
        "the full-text index holds filter words of 2 incidents that are not their listed table and players "
        f"({', '.join(sorted([first, second]))}): {REINDEX}"
    ]


def test_the_filter_words_of_an_incident_waiting_for_its_document_are_not_judged(floor: Floor) -> None:
    """As an import leaves an amended incident: its listing brought up to date, its document made after it commits."""
    first, second, words = _two_incidents_with_players(floor)
    _rewrite_filter_words(floor, first, words[second])
    raw = open_tamperer(floor.store.path)
    raw.execute("INSERT INTO search_pending (incident_uid) VALUES (?)", (first,))
    raw.close()
    assert _index_findings(floor) == []


def test_a_word_held_twice_in_one_document_is_no_other_filter_word(floor: Floor) -> None:
    """The filter words of a document are what it holds, each once: a word repeated changes no search."""
    first, _second, words = _two_incidents_with_players(floor)
    _rewrite_filter_words(floor, first, f"{words[first]} {words[first].split()[1]}")
    assert _filter_words_agree(floor.connection)  # each word's documents compared as a set
    assert _index_findings(floor) == []


def test_filter_words_agree_where_documents_were_made_again_out_of_time_order(floor: Floor) -> None:
    """The quick comparison of each word's documents holds a log as it is kept: documents made again (their old ones
    superseded, with the old words), a second's slots taken out of time order, an overflow."""
    first = floor.record(narrative="The dealer burned two cards.")
    floor.clock.now -= timedelta(seconds=1)  # the same second: slots 0 and 1
    floor.record(narrative="The dealer burned one card.", parties=[Party(5, floor.players[1])])
    # Made again in the second's slot 2, after the later incident's, with one more player.
    floor.store.incidents.correct(first.uid, {"parties": [{"seat": 4, "player": floor.players[2]}]}, "seat 4", floor.td)
    rowid, _text, words = _document(floor, first.uid)
    keys = dict(floor.connection.execute("SELECT uid, id FROM fact_keys"))
    assert rowid % SAME_SECOND == 2
    assert f"p{keys[floor.players[2]]}" in words.split()
    _overflowed(floor)
    assert _filter_words_agree(floor.connection)
    assert floor.store.verify().ok


_WORD_CHANGES = st.lists(
    st.tuples(
        st.sampled_from(["drop", "add", "copy", "twice", "wait", "supersede"]),
        st.integers(0, 3),
        st.integers(0, 3),
        st.sampled_from([*(f"p{key}" for key in range(1, 9)), "t1", "t2", "t999", "p999"]),
    ),
    max_size=4,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=_WORD_CHANGES)
def test_filter_words_agree_only_where_no_incident_would_be_named(floor: Floor, changes: list[Any]) -> None:
    """The word-by-word comparison lets the pair-by-pair one be skipped: it must never agree where that one names an
    incident, whatever was changed (filter words dropped, added, copied from another document or held twice, a
    document waiting or listed as superseded), in a log with documents made again in one second."""
    uids = _varied_log(floor)
    raw = open_tamperer(floor.store.path)
    raw.execute("BEGIN")
    try:
        given = search_documents(raw)
        documents = dict(given)  # as the index holds them, kept so as they are changed
        for change, target, other, word in changes:
            rowid, text, words = documents[uids[target]]
            if change in ("drop", "add", "copy", "twice"):
                altered = {
                    "drop": " ".join(words.split()[1:]),
                    "add": f"{words} {word}",
                    "copy": given[uids[other]][2],  # two copies the other way round: a swap
                    "twice": " ".join(words.split()[:1] * 2 + words.split()[1:]),
                }[change]
                raw.execute(
                    "INSERT INTO search_index (search_index, rowid, document, facts) VALUES ('delete', ?, ?, ?)",
                    (rowid, text, words),
                )
                raw.execute(
                    "INSERT INTO search_index (rowid, document, facts) VALUES (?, ?, ?)", (rowid, text, altered)
                )
                documents[uids[target]] = (rowid, text, altered)
            elif change == "wait":
                raw.execute("INSERT OR IGNORE INTO search_pending (incident_uid) VALUES (?)", (uids[target],))
            else:
                raw.execute("INSERT OR IGNORE INTO search_superseded (id) VALUES (?)", (rowid,))
        assert not _filter_words_agree(raw) or _differing_filter_words(raw) == []
        if not changes:
            assert _filter_words_agree(raw)
    finally:
        raw.execute("ROLLBACK")
        raw.close()


def _varied_log(floor: Floor) -> list[str]:
    """Four incidents, made once (the same test's examples share the log): two in one second, the first made again
    after the second with one more player; one with two players; one corrected to no player of the first three."""
    known = [uid for (uid,) in floor.connection.execute("SELECT incident_uid FROM incident_facts ORDER BY row")]
    if known:
        return known
    ana, ben, chen = floor.players
    first = floor.record(narrative="The dealer burned two cards.")
    floor.clock.now -= timedelta(seconds=1)
    second = floor.record(narrative="The dealer burned one card.", parties=[Party(5, ben)])
    floor.store.incidents.correct(first.uid, {"parties": [{"seat": 4, "player": chen}]}, "seat 4", floor.td)
    third = floor.record(narrative="A card was exposed.", parties=[Party(2, ana), Party(6, chen)])
    fourth = floor.record(narrative="A chip fell.", parties=[Party(1, ben)])
    floor.store.incidents.correct(fourth.uid, {"parties": [{"seat": 1, "player": ana}]}, "seat 1", floor.td)
    return [first.uid, second.uid, third.uid, fourth.uid]


def test_an_entry_of_no_incident_in_the_index_is_damage(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer burned two cards.")
    rowid, *_text = _document(floor, recorded.uid)
    raw = open_tamperer(floor.store.path)
    raw.execute(
        "INSERT INTO search_index (rowid, document) VALUES (?, 'Nothing of the kind')",
        (rowid + 1,),
    )
    raw.close()
    (finding,) = _index_findings(floor)
    assert "1 document in the full-text index belongs to no incident" in finding
    floor.store.reindex()
    assert floor.store.verify().ok


def test_an_incident_whose_document_is_listed_as_superseded_is_damage(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer burned two cards.")
    rowid, *_text = _document(floor, recorded.uid)
    raw = open_tamperer(floor.store.path)
    raw.execute("INSERT INTO search_superseded (id) VALUES (?)", (rowid,))
    raw.close()
    (finding,) = _index_findings(floor)
    assert f"lists the search document of 1 incident as superseded ({recorded.uid})" in finding
    floor.store.reindex()
    assert floor.store.verify().ok


def _set_slot(floor: Floor, uid: str, slot: int, *superseded: int) -> None:
    """A tamperer's change to the incident's listing facts: its document's slot (so its rowid), and entries listed as
    superseded."""
    raw = open_tamperer(floor.store.path)
    raw.execute("UPDATE incident_facts SET doc_slot = ? WHERE incident_uid = ?", (slot, uid))
    raw.executemany("INSERT INTO search_superseded (id) VALUES (?)", [(rowid,) for rowid in superseded])
    raw.close()


def test_an_incident_whose_facts_give_a_wrong_rowid_is_damage(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer burned two cards.")
    _set_slot(floor, recorded.uid, 5)
    assert _index_findings(floor) == [
        f"the full-text index lacks the search document of 1 incident ({recorded.uid}): {REINDEX}",
        f"1 document in the full-text index belongs to no incident: {REINDEX}",
    ]
    floor.store.reindex()
    assert floor.store.verify().ok


def test_an_incident_given_another_incidents_document_is_damage(floor: Floor) -> None:
    """Its own entry listed as superseded, the index's entries all accounted for: the two incidents that name one
    document are both named."""
    first = floor.record(narrative="The dealer burned two cards.")
    floor.clock.now -= timedelta(seconds=1)  # the same second: slots 0 and 1
    second = floor.record(narrative="The dealer burned one card.")
    (rowid, *_text), (other, *_other_text) = _document(floor, first.uid), _document(floor, second.uid)
    assert other == rowid + 1
    _set_slot(floor, first.uid, 1, rowid)
    (finding,) = _index_findings(floor)
    both = ", ".join(sorted([first.uid, second.uid]))
    assert finding == f"the full-text index lacks the search documents of 2 incidents ({both}): {REINDEX}"
    floor.store.reindex()
    assert floor.store.verify().ok


def _overflowed(floor: Floor) -> tuple[str, int]:
    """An incident whose document was made again in its second until it overflowed: (uid, its overflow rowid)."""
    recorded = floor.record(narrative="The dealer burned two cards.")
    for amendment in range(SAME_SECOND):
        floor.clock.now -= timedelta(seconds=1)  # each in the incident's second
        floor.store.incidents.correct(recorded.uid, {"witnesses": [f"Dealer {amendment}"]}, "another", floor.td)
    rowid, *_text = _document(floor, recorded.uid)
    assert rowid < 0
    assert floor.store.verify().ok
    return recorded.uid, rowid


def test_an_overflowed_incident_whose_facts_give_a_superseded_entry_is_damage(floor: Floor) -> None:
    uid, _rowid = _overflowed(floor)
    _set_slot(floor, uid, SAME_SECOND - 1)
    assert _index_findings(floor) == [
        f"the full-text index lists the search document of 1 incident as superseded ({uid}): {REINDEX}",
        f"1 document in the full-text index belongs to no incident: {REINDEX}",
    ]
    floor.store.reindex()
    assert floor.store.verify().ok


def test_an_overflow_entry_that_names_a_compact_slot_is_no_incidents(floor: Floor) -> None:
    """An overflow rowid of slot 0 names no document (slot 0 is a compact rowid's): not the incident of slot 0."""
    recorded = floor.record(narrative="The dealer burned two cards.")
    rowid, *_text = _document(floor, recorded.uid)
    assert rowid % SAME_SECOND == 0
    raw = open_tamperer(floor.store.path)
    raw.execute(
        "INSERT INTO search_index (rowid, document) VALUES (?, 'Nothing of the kind')",
        (-(rowid // SAME_SECOND * SLOTS),),
    )
    raw.close()
    assert _index_findings(floor) == [f"1 document in the full-text index belongs to no incident: {REINDEX}"]


def test_an_incident_still_waiting_for_its_document_is_not_missing(floor: Floor) -> None:
    recorded = floor.record(narrative="The dealer burned two cards.")
    rowid, *text = _document(floor, recorded.uid)
    raw = open_tamperer(floor.store.path)  # as an import leaves it: queued, its document made after it commits
    raw.execute(
        "INSERT INTO search_index (search_index, rowid, document, facts) VALUES ('delete', ?, ?, ?)",
        (rowid, *text),
    )
    raw.execute("INSERT INTO search_pending (incident_uid) VALUES (?)", (recorded.uid,))
    raw.close()
    assert _index_findings(floor) == []


def chain_and_incidents(floor: Floor) -> list[tuple[object, ...]]:
    connection = floor.connection
    chain = connection.execute("SELECT * FROM chain ORDER BY device_id, seq").fetchall()
    return [*chain, *connection.execute("SELECT * FROM incidents ORDER BY uid")]


# No NUL: no record holds one (validation refuses it), and SQLite's printf ends text there.
_TEXT = st.text(st.characters(codec="utf-8", exclude_characters="\x00"))
_FIELD_VALUES = st.none() | st.integers(min_value=-(2**63), max_value=2**63 - 1) | _TEXT


@settings(max_examples=300, deadline=None)
@given(
    st.fixed_dictionaries({"_device": _TEXT, "_prev": _TEXT, "_seq": st.integers(1, 2**63 - 1)}),
    st.lists(st.tuples(st.sampled_from(["s", "i"]), st.booleans(), _FIELD_VALUES), min_size=1, max_size=8),
)
def test_the_content_sqlite_lays_out_hashes_as_record_hash_does_even_with_nulls_anywhere(
    chain: dict[str, Any], columns: list[tuple[str, bool, object]]
) -> None:
    """A NULL in a column the schema declares NOT NULL (a damaged or forged row) is left out, like any NULL."""
    fields = {}
    for number, (kind, _required, value) in enumerate(columns):
        if value is not None and isinstance(value, int) != (kind == "i"):
            reject()
        fields[f"c{number}"] = value
    kinds = {name: kind for name, (kind, _required, _value) in zip(fields, columns, strict=True)}
    required = {name for name, (_kind, is_required, _value) in zip(fields, columns, strict=True) if is_required}
    connection = sqlite3.connect(":memory:")
    try:  # no NOT NULL declared here, so that any column can hold one
        connection.execute(f"CREATE TABLE t ({', '.join(fields)})")
        connection.execute(f"INSERT INTO t VALUES ({', '.join('?' * len(fields))})", tuple(fields.values()))
        connection.execute("CREATE TABLE c (device_id, prev_hash, seq)")
        connection.execute("INSERT INTO c VALUES (?, ?, ?)", (chain["_device"], chain["_prev"], chain["_seq"]))
        content = canonical_sql("incident", "t", kinds, "c", required)
        (laid_out,) = connection.execute(f"SELECT CAST({content} AS BLOB) FROM t, c").fetchone()
    finally:
        connection.close()
    expected = record_hash("incident", chain["_device"], chain["_seq"], chain["_prev"], fields)
    assert hashlib.sha256(laid_out).hexdigest() == expected


def test_checks_run_together_find_what_checks_run_in_turn_find(full_log: Path, tmp_path: Path) -> None:
    """Together (the write lock free) or in turn (another FloorDesk writing), verify names the same problems, the
    full-text index's damage among them."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    incident = raw.execute("SELECT uid FROM incidents LIMIT 1").fetchone()[0]
    raw.execute("UPDATE incidents SET narrative = narrative || '!' WHERE uid = ?", (incident,))
    raw.execute("DELETE FROM chain_entries WHERE seq = 3")  # a gap, in every chain long enough
    raw.execute("UPDATE incident_facts SET parties = 'nobody' WHERE incident_uid = ?", (incident,))
    raw.execute(DAMAGE_THE_INDEX)
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, busy_timeout=0.2)
    try:
        together = store.verify()
        raw.execute("BEGIN IMMEDIATE")  # another writer: nothing waits for it, and the checks run in turn
        in_turn = store.verify()
        raw.execute("ROLLBACK")
    finally:
        store.close()
        raw.close()
    assert together.problems == in_turn.problems
    assert together.index_damage == in_turn.index_damage
    assert "full-text index is damaged or out of step" in in_turn.index_damage[0]
    assert incident in {problem.uid for problem in together.problems}
    assert any("missing from the log" in problem.message for problem in together.problems)


ENDLESS = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000000) SELECT count(*) FROM n"
"""A query of half a minute or more, unless it is stopped."""


def chains_that_run_long(monkeypatch: pytest.MonkeyPatch, seen: list[BaseException | None]) -> None:
    """The chains' check made a long read first (noting how it ended in `seen`: None, at its end), then checked as
    ever."""
    run_long(monkeypatch, "_chain_problems", seen)


def run_long(monkeypatch: pytest.MonkeyPatch, check_name: str, seen: list[BaseException | None]) -> None:
    """Verify's check `check_name` made a long read first (noting how it ended in `seen`: None, at its end), then
    checked as ever."""
    check = getattr(verify_module, check_name)

    def long_first(connection: sqlite3.Connection, *arguments: Any) -> Any:
        try:
            connection.execute(ENDLESS).fetchone()
        except BaseException as ended:
            seen.append(ended)
            raise
        seen.append(None)  # read to its end
        return check(connection, *arguments)

    monkeypatch.setattr(verify_module, check_name, long_first)


@pytest.mark.parametrize("how", ["cancelled", "interrupted"])
def test_verify_stopped_by_its_caller_stops_every_check_at_once(
    floor: Floor, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """A window's Cancel (`keep_alive` says False) or the command line's Ctrl+C (an exception it raises) while the
    checks run in their threads: each check stops where it is, not when it would have ended, and the log works on."""
    floor.record()
    seen: list[BaseException | None] = []
    chains_that_run_long(monkeypatch, seen)
    calls = 0

    def keep_alive() -> bool:
        nonlocal calls
        calls += 1
        if calls < 3:
            return True
        if how == "interrupted":
            raise KeyboardInterrupt
        return False

    with pytest.raises(VerifyCancelled if how == "cancelled" else KeyboardInterrupt):
        floor.store.verify(keep_alive=keep_alive)
    assert calls == 3
    assert [str(ended) for ended in seen] == ["interrupted"]
    monkeypatch.undo()
    assert floor.store.verify().ok


def test_verify_keeps_its_caller_alive_while_its_checks_run(floor: Floor, monkeypatch: pytest.MonkeyPatch) -> None:
    """`keep_alive` is called again and again while a check runs (a window paints and takes a Cancel meanwhile)."""
    floor.record()
    seen: list[BaseException | None] = []
    chains_that_run_long(monkeypatch, seen)
    while_reading: list[bool] = []

    def keep_alive() -> bool:
        while_reading.append(not seen)
        return len(while_reading) < 6  # then Cancel, or the long read runs its half minute

    with pytest.raises(VerifyCancelled):
        floor.store.verify(keep_alive=keep_alive)
    assert while_reading == [True] * 6


@pytest.mark.parametrize("check", ["index_structure_damage", "index_entry_problems", "integrity_problems"])
def test_verify_holds_no_write_lock_while_it_checks(floor: Floor, monkeypatch: pytest.MonkeyPatch, check: str) -> None:
    """The window writes while verify checks, whichever check is still running: FTS5's check of the index, which
    SQLite counts as a write, is made on a copy of the index."""
    floor.record()
    seen: list[BaseException | None] = []
    run_long(monkeypatch, check, seen)
    other = sqlite3.connect(floor.store.path, timeout=0, isolation_level=None)
    written_meanwhile: list[bool] = []

    def keep_alive() -> bool:
        try:
            other.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:  # locked
            return len(seen) == 0
        other.execute("ROLLBACK")
        written_meanwhile.append(not seen)
        return False

    try:
        with pytest.raises(VerifyCancelled):
            floor.store.verify(keep_alive=keep_alive)
    finally:
        other.close()
    assert written_meanwhile == [True]


def test_each_connection_of_verify_is_handed_to_one_thread_only(floor: Floor, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two threads on one connection wait for each other for ever once a check calls back into Python (a stop's look,
    a hash) under SQLite's lock of the connection while the other holds Python's: seen at 1,000,000 incidents. Each
    piece of work verify hands to its threads has a connection no other piece has."""
    floor.record()
    handed: list[int] = []

    class Noting(ThreadPoolExecutor):
        def submit(self, work: Any, /, *arguments: Any, **keywords: Any) -> Any:
            handed.append(id(arguments[0]))
            return super().submit(work, *arguments, **keywords)

    monkeypatch.setattr(verify_module, "ThreadPoolExecutor", Noting)
    assert floor.store.verify(keep_alive=lambda: True).ok
    assert len(handed) == 5  # five readers
    assert len(set(handed)) == len(handed)


def test_verify_waits_a_moment_for_another_write_to_end_then_runs_its_checks_together(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Sign holds the write lock for a few milliseconds: verify waits for it, rather than checking in turn on one
    core (longer for a big log)."""
    floor.record()
    handed: list[object] = []

    class Noting(ThreadPoolExecutor):
        def submit(self, work: Any, /, *arguments: Any, **keywords: Any) -> Any:
            handed.append(work)
            return super().submit(work, *arguments, **keywords)

    monkeypatch.setattr(verify_module, "ThreadPoolExecutor", Noting)
    writer = sqlite3.connect(floor.store.path, isolation_level=None, check_same_thread=False)
    writer.execute("BEGIN IMMEDIATE")
    ends = threading.Timer(0.05, writer.execute, ("ROLLBACK",))
    ends.start()
    try:
        assert floor.store.verify().ok
    finally:
        ends.join()
        writer.close()
    assert len(handed) == 5  # together


def test_verify_in_turn_is_cancelled_by_its_caller_too(floor: Floor, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another FloorDesk writing: the checks run in turn on the caller's connection, and `keep_alive` is still asked
    (every so many of SQLite's steps), False cancelling it."""
    floor.record()
    monkeypatch.setattr(verify_module, "_KEEP_ALIVE_STEPS", 10)  # a small log: asked often enough
    writer = sqlite3.connect(floor.store.path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    try:
        answers = iter([True, True, False])
        with pytest.raises(VerifyCancelled):
            floor.store.verify(keep_alive=lambda: next(answers))
        assert next(answers, None) is None  # asked three times
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert floor.store.verify().ok


LISTED_FACTS = ("moment", "number", "event_key", "table_key", "staff_key", "rule", "kind", "status", "parties")
LISTED_FACTS += ("narrative",)
LISTING_DAMAGED = "the listing is damaged"


@contextmanager
def tampered_copy(full_log: Path, tmp_path: Path) -> Iterator[tuple[Path, sqlite3.Connection]]:
    """A copy of `full_log` (with its laptop's key) and a tamperer's connection to it, closed at the block's end."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = open_tamperer(path)
    try:
        yield path, raw
    finally:
        raw.close()


def listed_incident(raw: sqlite3.Connection, *, corrected: bool) -> str:
    """An incident with a correction, or one without any amendment (verify compares those two ways)."""
    condition = "IN (SELECT incident_uid FROM amendments WHERE kind = 'correction')"
    if not corrected:
        condition = "NOT IN (SELECT incident_uid FROM amendments)"
    uid = raw.execute(f"SELECT uid FROM incidents WHERE uid {condition} LIMIT 1").fetchone()
    assert uid is not None
    return str(uid[0])


def listing_damaged(path: Path) -> set[str]:
    return {uid for uid, messages in named_uids(path).items() if any(LISTING_DAMAGED in m for m in messages) and uid}


@pytest.mark.parametrize("corrected", [False, True], ids=["unamended", "corrected"])
@pytest.mark.parametrize("fact", LISTED_FACTS)
def test_a_damaged_listed_fact_is_named(full_log: Path, tmp_path: Path, fact: str, corrected: bool) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        incident = listed_incident(raw, corrected=corrected)
        (old,) = raw.execute(f"SELECT {fact} FROM incident_facts WHERE incident_uid = ?", (incident,)).fetchone()
        if old is None:
            new: object = 1 if fact.endswith("_key") else "x"  # a key column holds fact_keys ids
        else:
            new = old + 1 if isinstance(old, int) else old + "!"
        raw.execute(f"UPDATE incident_facts SET {fact} = ? WHERE incident_uid = ?", (new, incident))
    assert listing_damaged(path) == {incident}


@pytest.mark.parametrize("corrected", [False, True], ids=["unamended", "corrected"])
@pytest.mark.parametrize("fact", ["event_key", "table_key", "staff_key"])
def test_a_changed_or_missing_fact_key_is_named_with_the_incidents_it_lists(
    full_log: Path, tmp_path: Path, fact: str, corrected: bool
) -> None:
    """A uid the listing names through `fact_keys` (schema 19), changed there, or its row gone and the listing's key
    emptied where it may be: each incident that named it is listed otherwise, and named."""
    with tampered_copy(full_log, tmp_path) as (path, raw):
        amended = "IN (SELECT incident_uid FROM amendments WHERE kind = 'correction')" if corrected else ""
        amended = amended or "NOT IN (SELECT incident_uid FROM amendments)"
        incident, key = raw.execute(
            f"SELECT incident_uid, {fact} FROM incident_facts WHERE {fact} IS NOT NULL AND incident_uid {amended}"
        ).fetchone()
        if fact == "table_key":  # nullable: the row gone and the incident listed at no table
            raw.execute("DELETE FROM fact_keys WHERE id = ?", (key,))
            raw.execute("UPDATE incident_facts SET table_key = NULL WHERE table_key = ?", (key,))
        else:
            raw.execute("UPDATE fact_keys SET uid = uid || '!' WHERE id = ?", (key,))
        listing = {uid for (uid,) in raw.execute(f"SELECT incident_uid FROM incident_facts WHERE {fact} IS ?", (key,))}
    damaged = listing_damaged(path)
    assert incident in damaged
    assert listing <= damaged


@pytest.mark.parametrize("corrected", [False, True], ids=["unamended", "corrected"])
def test_a_missing_listed_row_is_named(full_log: Path, tmp_path: Path, corrected: bool) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        incident = listed_incident(raw, corrected=corrected)
        raw.execute(
            "DELETE FROM incident_players WHERE row = (SELECT row FROM incident_facts WHERE incident_uid = ?)",
            (incident,),
        )
        raw.execute("DELETE FROM incident_facts WHERE incident_uid = ?", (incident,))
    assert listing_damaged(path) == {incident}


def test_a_listed_row_of_no_incident_is_named(full_log: Path, tmp_path: Path) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        raw.execute(
            "INSERT INTO incident_facts (incident_uid, moment, number, event_key, table_key, staff_key, rule, "
            "kind, status, parties, narrative) SELECT 'no-such-incident', moment, number + 100000, event_key, "
            "table_key, staff_key, rule, kind, status, parties, narrative FROM incident_facts LIMIT 1"
        )
    assert listing_damaged(path) == {"no-such-incident"}


def test_a_corrected_fact_listed_as_first_recorded_is_named(full_log: Path, tmp_path: Path) -> None:
    """The record's own value, not its correction's: what a comparison that ignored the amendments would pass."""
    with tampered_copy(full_log, tmp_path) as (path, raw):
        incident = listed_incident(raw, corrected=True)
        raw.execute(
            "UPDATE incident_facts SET narrative = (SELECT substr(narrative, 1, 160) FROM incidents WHERE uid = ?) "
            "WHERE incident_uid = ?",
            (incident, incident),
        )
        (listed, recorded) = raw.execute(
            "SELECT f.narrative, s.narrative FROM incident_facts f JOIN incident_facts_source s USING (incident_uid) "
            "WHERE incident_uid = ?",
            (incident,),
        ).fetchone()
        assert listed != recorded  # the correction changed the narrative
    assert listing_damaged(path) == {incident}


def test_a_corrected_narrative_blanked_in_the_listing_is_named(full_log: Path, tmp_path: Path) -> None:
    """'' lists the record's own narrative (schema 18): on a corrected incident it would hide the correction."""
    with tampered_copy(full_log, tmp_path) as (path, raw):
        incident = listed_incident(raw, corrected=True)
        raw.execute("UPDATE incident_facts SET narrative = '' WHERE incident_uid = ?", (incident,))
    assert listing_damaged(path) == {incident}


PLAYERS_MISLISTED = "is not listed under the players its records name"


def players_mislisted(path: Path) -> set[str | None]:
    return {uid for uid, messages in named_uids(path).items() if any(PLAYERS_MISLISTED in m for m in messages)}


def an_incidents_player_row(raw: sqlite3.Connection, *, corrected: bool) -> tuple[str, int, int, int]:
    """An incident with players, with a correction or without any amendment, and one of its rows in the players'
    incidents: (its uid, the row's player key, moment and listing row)."""
    incident = raw.execute(
        "SELECT f.incident_uid FROM incident_facts f JOIN incident_players pp ON pp.row = f.row WHERE f.incident_uid "
        + (
            "IN (SELECT incident_uid FROM amendments WHERE kind = 'correction')"
            if corrected
            else "NOT IN (SELECT incident_uid FROM amendments)"
        )
    ).fetchone()
    assert incident is not None
    key, moment, row = raw.execute(
        "SELECT pp.player_key, pp.moment, pp.row FROM incident_players pp JOIN incident_facts f ON f.row = pp.row "
        "WHERE f.incident_uid = ?",
        incident,
    ).fetchone()
    return str(incident[0]), key, moment, row


@pytest.mark.parametrize("corrected", [False, True], ids=["unamended", "corrected"])
@pytest.mark.parametrize("damage", ["missing", "moment", "another player", "added"])
def test_a_damaged_row_of_a_players_incidents_is_named(
    full_log: Path, tmp_path: Path, damage: str, corrected: bool
) -> None:
    """A player's listing and a search within his incidents read these derived rows: one gone, moved in time, moved
    to another player or added names its incident (the listing's facts being right)."""
    with tampered_copy(full_log, tmp_path) as (path, raw):
        incident, key, moment, row = an_incidents_player_row(raw, corrected=corrected)
        others = "SELECT id FROM fact_keys WHERE id NOT IN (SELECT player_key FROM incident_players WHERE row = ?)"
        (other,) = raw.execute(others + " AND uid IN (SELECT uid FROM players)", (row,)).fetchone()
        changes = {
            "missing": ("DELETE FROM incident_players WHERE row = :row AND player_key = :key", {}),
            "moment": ("UPDATE incident_players SET moment = moment + 1 WHERE row = :row AND player_key = :key", {}),
            "another player": (
                "UPDATE incident_players SET player_key = :other WHERE row = :row AND player_key = :key",
                {"other": other},
            ),
            "added": ("INSERT INTO incident_players VALUES (:other, :moment, :row)", {"other": other}),
        }
        sql, more = changes[damage]
        raw.execute(sql, {"row": row, "key": key, "moment": moment, **more})
    assert players_mislisted(path) == {incident}


def test_a_players_changed_fact_key_is_named_with_his_incidents(full_log: Path, tmp_path: Path) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        _incident, key, _moment, _row = an_incidents_player_row(raw, corrected=False)
        raw.execute("UPDATE fact_keys SET uid = uid || '!' WHERE id = ?", (key,))
        his = {
            uid
            for (uid,) in raw.execute(
                "SELECT f.incident_uid FROM incident_players pp JOIN incident_facts f ON f.row = pp.row "
                "WHERE pp.player_key = ?",
                (key,),
            )
        }
    assert his
    assert players_mislisted(path) == his


def test_a_players_row_of_no_listed_incident_is_named_once(full_log: Path, tmp_path: Path) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        _incident, key, moment, _row = an_incidents_player_row(raw, corrected=False)
        (beyond,) = raw.execute("SELECT max(row) + 1 FROM incident_facts").fetchone()
        raw.executemany(
            "INSERT INTO incident_players VALUES (?, ?, ?)", [(key, moment, beyond), (key, moment, beyond + 1)]
        )
    unlisted = [
        problem for problem in verified(path).problems if "hold incidents that are not listed" in problem.message
    ]
    assert [(problem.uid, problem.record_type) for problem in unlisted] == [(None, "incident")]


def test_a_player_named_again_by_a_correction_is_listed_once_and_his_row_checked(floor: Floor) -> None:
    """A correction naming a player the record named already: the records give him twice, his listing holds him once;
    that verifies, and his one row gone is still named."""
    ana, ben, chen = floor.players
    first = floor.record(parties=[Party(seat=3, player=ana), Party(seat=4, player=ben)])
    parties = [{"seat": 3, "player": ana}, {"seat": 5, "player": chen}]
    floor.store.incidents.correct(first.uid, {"parties": parties}, "seat 5", floor.td)
    named = floor.connection.execute(
        "SELECT count(*), count(DISTINCT player_uid) FROM incident_players_source WHERE incident_uid = ?", (first.uid,)
    ).fetchone()
    assert named == (4, 3)
    assert floor.store.verify().ok
    raw = tamperer(floor.store.path)
    try:
        raw.execute("DELETE FROM incident_players WHERE player_key = (SELECT id FROM fact_keys WHERE uid = ?)", (ana,))
    finally:
        raw.close()
    mislisted = [p.uid for p in floor.store.verify().problems if PLAYERS_MISLISTED in p.message]
    assert mislisted == [first.uid]


PRECEDENT_MISFILED = "is not among the precedents its records give"


def precedents_misfiled(path: Path) -> set[str | None]:
    return {uid for uid, messages in named_uids(path).items() if any(PRECEDENT_MISFILED in m for m in messages)}


@pytest.mark.parametrize("damage", ["missing", "class", "moment", "event", "voided given one"])
def test_a_damaged_precedent_key_is_named(full_log: Path, tmp_path: Path, damage: str) -> None:
    """A decision step shows, and its record keeps, the precedents these derived keys find: one gone, moved to another
    class, time or event, or one given to a voided ruling (which is no precedent) names its incident."""
    with tampered_copy(full_log, tmp_path) as (path, raw):
        voided = damage == "voided given one"
        incident, row = raw.execute(
            "SELECT incident_uid, row FROM incident_facts WHERE status " + ("=" if voided else "!=") + " 'voided'"
        ).fetchone()
        (other_class,) = raw.execute(
            "SELECT id FROM ruling_classes WHERE id != coalesce((SELECT class FROM precedent_keys WHERE row = ?), -1)",
            (row,),
        ).fetchone()
        (other_event,) = raw.execute(
            "SELECT event_key FROM incident_facts WHERE event_key != (SELECT event_key FROM incident_facts f WHERE "
            "f.row = ?)",
            (row,),
        ).fetchone()
        changes = {
            "missing": "DELETE FROM precedent_keys WHERE row = :row",
            "class": "UPDATE precedent_keys SET class = :class WHERE row = :row",
            "moment": "UPDATE precedent_keys SET moment = moment + 1 WHERE row = :row",
            "event": "UPDATE precedent_keys SET event_key = :event WHERE row = :row",
            "voided given one": "INSERT INTO precedent_keys SELECT :row, :class, event_key, moment FROM incident_facts "
            "WHERE row = :row",
        }
        raw.execute(changes[damage], {"row": row, "class": other_class, "event": other_event})
    assert precedents_misfiled(path) == {incident}


def test_a_changed_ruling_class_names_every_ruling_of_it(full_log: Path, tmp_path: Path) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        (busiest,) = raw.execute("SELECT class FROM precedent_keys GROUP BY class ORDER BY count(*) DESC").fetchone()
        raw.execute("UPDATE ruling_classes SET flags = flags || ' ' WHERE id = ?", (busiest,))
        filed = {
            uid
            for (uid,) in raw.execute(
                "SELECT f.incident_uid FROM precedent_keys p JOIN incident_facts f ON f.row = p.row WHERE p.class = ?",
                (busiest,),
            )
        }
    assert len(filed) > 1
    assert precedents_misfiled(path) == filed


def test_a_precedent_key_of_no_listed_incident_is_named_once_and_reindex_mends_the_keys(
    full_log: Path, tmp_path: Path
) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        (beyond,) = raw.execute("SELECT max(row) + 1 FROM incident_facts").fetchone()
        raw.executemany(
            "INSERT INTO precedent_keys SELECT ?, class, event_key, moment FROM precedent_keys LIMIT 1",
            [(beyond,), (beyond + 1,)],
        )
    unlisted = [problem for problem in verified(path).problems if "precedents hold rulings" in problem.message]
    assert [(problem.uid, problem.record_type) for problem in unlisted] == [(None, "incident")]
    store = IncidentStore.open(path, pin_hasher=FAST_PINS)
    try:
        store.reindex()
    finally:
        store.close()
    assert verified(path).ok


_JSON_SCALARS = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=5)
)
_PLAYERS = ("p1", "p2", "7")


@settings(max_examples=300, deadline=None)
@given(
    parties=st.lists(
        st.dictionaries(
            st.sampled_from(["seat", "player", "other"]),
            _JSON_SCALARS | st.sampled_from(_PLAYERS) | st.lists(_JSON_SCALARS, max_size=2),
        )
        | st.lists(_JSON_SCALARS, max_size=2)
        | st.integers()
        | st.none(),
        max_size=4,
    ),
    table_uid=st.none() | st.text(max_size=8),
    narrative=st.text(max_size=10) | st.text(min_size=155, max_size=170),
)
def test_an_unamended_incidents_facts_are_what_the_view_gives(
    parties: list[object], table_uid: str | None, narrative: str
) -> None:
    """Verify's expressions for an incident without amendments, against the one definition of its facts."""
    connection = migrated_in_memory()
    drop_guards(connection)  # records written here with no chain
    try:
        for number, uid in enumerate(_PLAYERS):
            connection.execute(
                "INSERT INTO players VALUES (?, 't', 't', 's', 'e', 'r', ?)", (uid, f"Player {number} " * number)
            )
        connection.execute(
            "INSERT INTO incidents (uid, recorded_utc, recorded_local, recorded_by, device_id, number, event_uid, "
            "table_uid, parties, rule, kind, inputs, recommended, departs, witnesses, narrative) "
            "VALUES ('i', 't', 't', 's', 'd', 1, 'e', ?, ?, 44, 'k', '{}', '{}', 0, '[]', ?)",
            (table_uid, json.dumps(parties), narrative),
        )
        expressions = ", ".join(_UNAMENDED_FACTS[fact] for fact in _FACTS)
        verified = connection.execute(
            f"WITH names AS MATERIALIZED (SELECT uid, name FROM players) SELECT {expressions} FROM incidents i"
        ).fetchone()
        columns = ", ".join(_defined(fact, database.schema_version()) for fact in _FACTS)
        defined = connection.execute(f"SELECT {columns} FROM incident_facts_source").fetchone()
    finally:
        connection.close()
    assert [(type(value), value) for value in verified] == [(type(value), value) for value in defined]


def test_a_page_no_table_uses_is_damage(full_log: Path, tmp_path: Path) -> None:
    """Only the whole file's integrity check accounts for every page: a check table by table passes this file."""
    with tampered_copy(full_log, tmp_path) as (path, _raw):
        pass
    append_unused_page(path)
    raw = sqlite3.connect(path)
    try:
        tables = [row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        assert all(raw.execute(f'PRAGMA integrity_check("{table}")').fetchone() == ("ok",) for table in tables)
    finally:
        raw.close()
    result = verified(path)
    assert not result.ok
    assert any("never used" in line for line in result.damage)


def test_a_changed_key_is_the_first_record_its_device_did_not_sign_not_the_device_record_before_it(
    full_log: Path, tmp_path: Path
) -> None:
    with tampered_copy(full_log, tmp_path) as (path, raw):
        uid, old = raw.execute(
            "SELECT k.uid, k.public_key FROM device_keys k JOIN chain c ON c.record_uid = k.uid "
            "JOIN this_device t ON t.device_id = c.device_id"
        ).fetchone()
        raw.execute(
            "UPDATE device_keys SET public_key = ? WHERE uid = ?", (("0" if old[0] != "0" else "1") + old[1:], uid)
        )
    store = IncidentStore.open(path, read_only=True)  # opened to read only: nothing declares a key again
    try:
        problems = store.verify().problems
    finally:
        store.close()
    assert [p.uid for p in problems if p.message.startswith("it is the first record of its run")] == [uid]


# -- issue 24, every byte: a record's signature is covered by the seal the record after it names ---------------------
def _own_mid_run(raw: sqlite3.Connection) -> tuple[str, int]:
    """This laptop's first ruling: in the middle of its run (records follow it)."""
    (device,) = raw.execute("SELECT device_id FROM this_device").fetchone()
    (seq,) = raw.execute(
        "SELECT min(seq) FROM chain WHERE device_id = ? AND record_type = 'incident'", (device,)
    ).fetchone()
    return device, seq


def _others_mid_run(raw: sqlite3.Connection) -> tuple[str, int]:
    """The merged laptop's position 1 (its device record, before its first key record, which that key signs)."""
    (device,) = raw.execute(
        "SELECT device_id FROM chain WHERE device_id != (SELECT device_id FROM this_device) LIMIT 1"
    ).fetchone()
    return device, 1


@pytest.mark.parametrize("where", [_own_mid_run, _others_mid_run], ids=["own ruling", "another laptop's first"])
@pytest.mark.parametrize(
    "change",
    [
        lambda signature: signature[:64] + ("1" if signature[64] == "0" else "0") + signature[65:],
        lambda signature: None,
        lambda signature: signature.upper(),
        lambda signature: signature[:127],
    ],
    ids=["one hex digit", "removed", "upper case", "one digit short"],
)
def test_a_changed_signature_in_the_middle_of_a_run_is_named_with_its_record(
    full_log: Path, tmp_path: Path, where: Any, change: Any
) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = tamperer(path)
    raw.execute("PRAGMA ignore_check_constraints = ON")
    device, seq = where(raw)
    uid, signature = raw.execute(
        "SELECT record_uid, signature FROM chain WHERE device_id = ? AND seq = ?", (device, seq)
    ).fetchone()
    raw.execute(
        "UPDATE chain_entries SET signature = ? WHERE device_id = ? AND seq = ?", (change(signature), device, seq)
    )
    raw.close()
    named = named_uids(path)
    assert named.pop(uid) == [
        "its signature is not its device's, and the record after it was linked to another hash or signature: it "
        "was changed after that record was written (its signature altered, or its content hashed again)"
    ]
    # Before a chain's first key record, that key record is named too (check 11: it must sign what precedes it).
    first_key = ["its chain's first key record comes after signed records: it is not the key that signed them"]
    assert all(messages == first_key for messages in named.values()) if seq == 1 else named == {}


def test_a_signature_replaced_by_a_valid_one_of_another_key_is_named(full_log: Path, tmp_path: Path) -> None:
    """The forger's own key signs the record's hash: a valid Ed25519 signature, but not its device's."""
    from floordesk.store.signing import DeviceKey

    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    shutil.copy(key_path(full_log), key_path(path))
    raw = tamperer(path)
    device, seq = _own_mid_run(raw)
    uid, digest = raw.execute(
        "SELECT record_uid, hash FROM chain WHERE device_id = ? AND seq = ?", (device, seq)
    ).fetchone()
    raw.execute(
        "UPDATE chain_entries SET signature = ? WHERE device_id = ? AND seq = ?",
        (DeviceKey.generate().sign(digest), device, seq),
    )
    raw.close()
    assert list(named_uids(path)) == [uid]


def test_a_log_written_before_links_were_sealed_verifies_and_cannot_prove_its_mid_run_signatures(
    tmp_path: Path,
) -> None:
    """Schema 11's records name the bare hash of the record before them: still a link. The stored bytes of their
    signatures in the middle of a run are what such a log cannot prove (the trust model's limit 6)."""
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / "schema-v11.sqlite3", path)
    assert named_uids(path) == {}
    raw = tamperer(path)
    raw.execute(
        "UPDATE chain_entries SET signature = upper(hex(signature)) WHERE device_id = ? AND seq = ?", _own_mid_run(raw)
    )
    raw.close()
    assert named_uids(path) == {}


def test_a_renamed_column_of_a_record_table_is_named_as_a_changed_schema_not_a_crash(
    full_log: Path, tmp_path: Path
) -> None:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(full_log, path)
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA writable_schema = ON")
    raw.execute("UPDATE sqlite_master SET sql = replace(sql, 'reason', 'reasom') WHERE name = 'restores'")
    raw.commit()
    raw.close()
    result = verified(path, read_only=True)
    assert not result.ok
    assert "restores" in {p.uid for p in result.problems if p.record_type == "schema"}


def test_a_record_kind_is_named_in_the_language_spoken():
    with SPEAKER.speaking("de"):
        assert said_kind("incident") == "Vorfall"
        assert said_kind("no such kind") == "no such kind"
    assert said_kind("incident") == "incident"
