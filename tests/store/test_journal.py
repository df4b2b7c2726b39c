"""Chain positions: what one write transaction remembers of the chain never outlives it.

(A write that appends and then rolls back, followed by a good one, is covered in
test_incidents: the chain stays gapless and verifies.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floordesk.store.incidents import PenaltyDraft
from floordesk.store.journal import ChainedRecord
from floordesk.store.log import IncidentStore
from floordesk.store.signing import signature_valid

from .conftest import FAST_PINS, Floor

STAFF = {"recorded_by": None, "name": "Kim Floor", "role": "supervisor"}


def chain_types(store: IncidentStore) -> list[str]:
    """This device's records in chain order, asserting their positions run 1, 2, 3... with no gap."""
    rows = store.connection.execute(
        "SELECT seq, record_type FROM chain WHERE device_id = ? ORDER BY seq", (store.journal.device_id(),)
    ).fetchall()
    assert [seq for seq, _type in rows] == list(range(1, len(rows) + 1))
    return [record_type for _seq, record_type in rows]


def test_two_stores_on_one_file_writing_in_turn_keep_one_gapless_chain(floor: Floor) -> None:
    other = IncidentStore.open(floor.store.path, clock=floor.clock, pin_hasher=FAST_PINS, backup_every=None)
    try:
        draft = floor.draft(penalties=[PenaltyDraft(floor.players[0], "warning")])
        numbers = [store.incidents.record(draft, floor.supervisor).number for store in (floor.store, other) * 3]
    finally:
        other.close()
    assert numbers == [1, 2, 3, 4, 5, 6]
    assert chain_types(floor.store)[-12:] == ["incident", "penalty"] * 6
    assert floor.store.verify().ok


def test_a_new_logs_first_write_rolled_back_leaves_no_device_to_reuse(tmp_path: Path) -> None:
    store = IncidentStore.open(tmp_path / "floordesk.sqlite3", pin_hasher=FAST_PINS, backup_every=None)
    journal = store.journal

    def first_write_cut_short() -> None:
        with journal.transaction("testing") as stamp:
            journal.append("staff", stamp, STAFF)
            raise RuntimeError("power cut after the log's first records")

    try:
        with pytest.raises(RuntimeError, match=r"power cut"):
            first_write_cut_short()
        assert journal.device_id() is None
        store.staff.create_first_administrator("Ada Admin", "1111")
        assert chain_types(store) == ["device", "device_key", "staff"]
        assert store.verify().ok
    finally:
        store.close()


def test_every_record_this_device_writes_is_signed_by_its_key(floor: Floor) -> None:
    journal = floor.store.journal
    assert journal.key is not None
    rows = floor.connection.execute("SELECT hash, signature FROM chain").fetchall()
    assert rows
    assert all(signature_valid(journal.key.public_hex, digest, signature) for digest, signature in rows)


def test_many_records_are_written_parents_first_whatever_their_order(floor_factory, tmp_path: Path) -> None:
    """A penalty's row before its player's leaves a deferred foreign key outstanding, and while one is, SQLite
    scans the penalties (no index on their player) for every player written: a merge grew with the log."""
    laptop, main = floor_factory("laptop"), floor_factory("main")
    newcomer = laptop.store.tournament.register_player(laptop.event, "P-104", "Dana Novak", laptop.supervisor)
    laptop.record(penalties=[PenaltyDraft(newcomer, "warning")])
    laptop.store.export(tmp_path / "laptop.fdlog")
    lines = [json.loads(line) for line in (tmp_path / "laptop.fdlog").read_text(encoding="utf-8").splitlines()[1:-1]]
    records = [
        ChainedRecord(line["type"], line["device"], line["seq"], line["prev_hash"], line["fields"], line["hash"], None)
        for line in lines
    ]
    batch = sorted(records, key=lambda record: record.record_type != "penalty")  # the penalty first
    written: list[str] = []
    connection = main.connection
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("PRAGMA defer_foreign_keys = ON")
    connection.set_trace_callback(lambda sql: written.append(sql.split()[2]) if sql.startswith("INSERT") else None)
    try:
        main.store.journal.insert_many(batch)
    finally:
        connection.set_trace_callback(None)
        connection.execute("ROLLBACK")
    tables = [table for table in written if table in ("players", "incidents", "penalties")]
    assert tables.index("penalties") > max(tables.index("players"), tables.index("incidents"))
