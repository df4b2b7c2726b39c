"""The shared floor on a real PostgreSQL: laptops meet there, and nothing is lost, forked or forged."""

from __future__ import annotations

import shutil
from pathlib import Path

import psycopg
import pytest

from floordesk.service.penalties import penalty_history
from floordesk.store.incidents import PenaltyDraft
from floordesk.store.log import IncidentStore
from floordesk.store.search import IncidentQuery
from floordesk.store.server.connection import ServerError
from floordesk.store.server.schema import init_server
from floordesk.store.server.sync import synchronise
from floordesk.store.server.verify import verify_server
from floordesk.store.signing import fingerprint
from tests.store.conftest import FAST_PINS, Clock
from tests.store.server.conftest import Server
from tests.store.server.helpers import LOG, approve, device_records, laptop, sync


def _server_chain(server: Server, device: str | None) -> list[tuple[int, str]]:
    with server.admin() as connection:
        rows = connection.execute("SELECT seq, hash FROM records WHERE device_id = %s ORDER BY seq", (device,))
        return [(int(seq), str(digest)) for seq, digest in rows.fetchall()]


def test_two_laptops_record_offline_then_each_holds_and_verifies_the_others(server: Server, tmp_path: Path) -> None:
    clock = Clock()
    north, south = laptop(tmp_path / "north", "north", clock), laptop(tmp_path / "south", "south", clock)
    approve(north, south)
    approve(south, north)
    north.record()
    south.record(penalties=[PenaltyDraft(south.players[0], "warning")], kind="penalty", rule=52)

    first = sync(north, server.dsn)
    assert first.sent == device_records(north.store, north.store.journal.device_id())
    assert first.received == 0
    assert not first.refused
    second = sync(south, server.dsn)
    assert second.received == first.sent  # all of north's chain
    assert second.devices == ["north"]
    third = sync(north, server.dsn)
    assert third.received > 0
    assert third.devices == ["south"]
    assert not third.refused
    assert third.waiting_to_send == 0
    assert third.waiting_to_receive == 0

    north_device, south_device = north.store.journal.device_id(), south.store.journal.device_id()
    for floor in (north, south):
        assert floor.store.verify().ok
        assert device_records(floor.store, north_device) >= 1
        assert device_records(floor.store, south_device) >= 1
    # What reads the local log sees the other laptop's rulings: the log browser and the penalty wizard's history.
    seen = {row.uid for row in north.store.page(IncidentQuery()).rows}
    assert {row.uid for row in south.store.page(IncidentQuery()).rows} <= seen
    history = penalty_history(north.store, south.event, south.players[0])
    assert [past.penalty.type.value for past in history] == ["warning"]

    checked = verify_server(server.dsn)
    assert checked.ok, checked.problems
    assert {head.device_id for head in checked.heads} == {north_device, south_device}
    for floor in (north, south):
        own = floor.store.journal.device_id()
        local = floor.store.connection.execute("SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq", (own,))
        assert _server_chain(server, own) == [tuple(row) for row in local.fetchall()]


def test_synchronising_again_moves_nothing(server: Server, tmp_path: Path) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(north, south)
    approve(south, north)
    for floor in (north, south, north, south):
        sync(floor, server.dsn)
    again = [sync(floor, server.dsn) for floor in (north, south)]
    assert [(report.sent, report.received, report.refused) for report in again] == [(0, 0, []), (0, 0, [])]


def test_a_connection_cut_between_batches_loses_nothing_and_a_retry_completes(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    for _ in range(12):
        north.record()
    own = north.store.journal.device_id()
    total = device_records(north.store, own)

    def cut(sent: int) -> None:
        if sent == 10:  # two batches committed: the third never arrives
            with server.admin() as connection:
                connection.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'floordesk_writer'"
                )

    with pytest.raises(ServerError, match="was lost"):
        sync(north, server.dsn, send_batch=5, after_batch=cut)
    assert len(_server_chain(server, own)) == 10
    retry = sync(north, server.dsn, send_batch=5)
    assert retry.sent == total - 10
    assert retry.waiting_to_send == 0
    assert [seq for seq, _ in _server_chain(server, own)] == list(range(1, total + 1))
    assert verify_server(server.dsn).ok


def test_a_server_failing_while_receiving_writes_nothing_here_and_a_retry_completes(
    server: Server, tmp_path: Path
) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    for _ in range(5):
        north.record()
    sync(north, server.dsn)
    before = south.connection.execute("SELECT count(*) FROM chain").fetchone()[0]

    def refuse_reading(_sent: int) -> None:  # once south's own records are sent, its reads fail
        with server.admin() as connection:
            connection.execute("REVOKE SELECT ON records FROM floordesk_writer")

    with pytest.raises(ServerError, match="refused the synchronisation: permission denied for table records"):
        sync(south, server.dsn, after_batch=refuse_reading)
    assert south.connection.execute("SELECT count(*) FROM chain").fetchone()[0] == before
    with server.admin() as connection:
        connection.execute("GRANT SELECT ON records TO floordesk_writer")
    assert sync(south, server.dsn).received == device_records(north.store, north.store.journal.device_id())
    assert south.store.verify().ok


def test_an_unapproved_laptops_records_are_refused_on_receiving(server: Server, tmp_path: Path) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    stranger = laptop(tmp_path / "stranger", "stranger")
    approve(south, north)  # south approves north, not the stranger
    for floor in (north, stranger):
        floor.record()
        sync(floor, server.dsn)
    report = sync(south, server.dsn)
    shown = stranger.store.devices.own_fingerprint
    assert report.devices == ["north"]
    assert report.received > 0
    assert len(report.refused) == 1
    assert f"signed by a key this log has not approved (fingerprint {shown})" in report.refused[0]
    assert device_records(south.store, stranger.store.journal.device_id()) == 0


def test_a_forked_chain_is_refused_and_the_server_keeps_the_first(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    north.record()
    north.store.close()
    shutil.copytree(tmp_path / "north", tmp_path / "copy")  # the log and its key, copied to a second laptop
    first = IncidentStore.open(tmp_path / "north" / LOG, pin_hasher=FAST_PINS, backup_every=None)
    copy = IncidentStore.open(tmp_path / "copy" / LOG, pin_hasher=FAST_PINS, backup_every=None)
    try:
        for store in (first, copy):
            supervisor = store.staff.sign_in(store.staff.find("Sam Supervisor")[0].uid, "4444")
            store.incidents.record(north.draft(), supervisor)
        assert synchronise(first, server.dsn, None).sent > 0
        held = _server_chain(server, first.journal.device_id())
        refused = synchronise(copy, server.dsn, None)
        assert refused.sent == 0
        assert "another record at position" in refused.refused[0]
        assert "copied to a second laptop that sent first" in refused.refused[0]
        assert _server_chain(server, first.journal.device_id()) == held
    finally:
        first.close()
        copy.close()


def test_the_server_refuses_a_record_that_does_not_extend_its_chain(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    own = north.store.journal.device_id()
    with psycopg.connect(server.dsn) as connection, pytest.raises(psycopg.DatabaseError, match="fork") as raised:
        connection.execute(
            "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
            "SELECT device_id, seq + 1, record_type, 'x' || record_uid, repeat('1', 64), hash, signature, fields "
            "FROM records WHERE device_id = %s ORDER BY seq DESC LIMIT 1",
            (own,),
        )
    assert raised.value.sqlstate == "FD001"


def test_the_writer_role_can_only_insert_and_read(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    for statement in (
        "UPDATE records SET signature = NULL",
        "DELETE FROM records",
        "TRUNCATE records",
        "ALTER TABLE records DISABLE TRIGGER records_no_change",
        "DROP TABLE records",
    ):
        with psycopg.connect(server.dsn) as connection, pytest.raises(psycopg.errors.InsufficientPrivilege):
            connection.execute(statement)
    # Even the owner's UPDATE and DELETE meet the append-only trigger.
    for statement in ("UPDATE records SET signature = NULL", "DELETE FROM records"):
        with server.admin() as connection, pytest.raises(psycopg.DatabaseError, match="append-only"):
            connection.execute(statement)
    assert verify_server(server.dsn).records == device_records(north.store, north.store.journal.device_id())


def test_with_nobody_signed_in_a_laptop_sends_and_receiving_waits(server: Server, tmp_path: Path) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    sync(north, server.dsn)
    south.record()
    report = synchronise(south.store, server.dsn, None)
    assert report.sent > 0
    assert report.received == 0
    assert report.waiting_to_receive == device_records(north.store, north.store.journal.device_id())


def test_the_key_fingerprint_named_on_refusal_is_the_one_the_laptop_shows(server: Server, tmp_path: Path) -> None:
    stranger = laptop(tmp_path / "stranger", "stranger")
    south = laptop(tmp_path / "south", "south")
    sync(stranger, server.dsn)
    key = stranger.store.journal.key
    assert key is not None
    assert fingerprint(key.public_hex) in sync(south, server.dsn).refused[0]


def test_a_server_that_stops_answering_fails_the_synchronisation_and_a_retry_completes(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import floordesk.store.server.sync

    monkeypatch.setattr(floordesk.store.server.sync, "STATEMENT_TIMEOUT_S", 0.5)
    north = laptop(tmp_path / "north", "north")
    for _ in range(3):
        north.record()
    own = north.store.journal.device_id()
    with server.admin() as connection:  # another session holds the records: every statement on them waits
        connection.execute("BEGIN")
        connection.execute("LOCK TABLE records IN ACCESS EXCLUSIVE MODE")
        with pytest.raises(ServerError, match="statement timeout"):
            sync(north, server.dsn)
        connection.execute("ROLLBACK")
    assert sync(north, server.dsn).waiting_to_send == 0
    assert len(_server_chain(server, own)) == device_records(north.store, own)


def test_a_server_database_not_in_utf8_is_refused_at_set_up_saying_why(cluster, tmp_path: Path) -> None:
    # initdb under a C locale makes SQL_ASCII databases, whose jsonb cannot hold a narrative beyond ASCII.
    name = "floor_ascii"
    with cluster.admin() as connection:
        connection.execute(f"CREATE DATABASE {name} ENCODING 'SQL_ASCII' LOCALE 'C' TEMPLATE template0")
    server = Server(cluster, name)
    with pytest.raises(ServerError, match="keeps its text in SQL_ASCII: FloorDesk needs a UTF8 database"):
        init_server(server.owner_dsn)
    with server.admin() as connection:
        tables = connection.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone()
    assert tables == (0,)
