"""A record received from the server whose JSON nests 100,000 deep is refused with its reason (issue 24, finding 11)."""

from __future__ import annotations

from pathlib import Path

import psycopg
from psycopg.types.json import Jsonb

from floordesk.store.records import record_hash
from floordesk.store.server.sync import synchronise
from floordesk.store.signing import DeviceKey
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, laptop


def test_a_received_record_nested_100000_deep_is_a_refusal_not_a_recursion_error(
    server: Server, tmp_path: Path
) -> None:
    north, west = laptop(tmp_path / "north", "north"), laptop(tmp_path / "west", "west")
    approve(west, north)
    north.record()
    synchronise(north.store, server.dsn, None)
    with psycopg.connect(server.dsn) as connection:  # the writer role every laptop holds, and north's key
        seq, prev, fields = connection.execute(
            "SELECT seq, hash, fields FROM records WHERE record_type = 'incident' ORDER BY seq DESC LIMIT 1"
        ).fetchone()
        device = str(north.store.journal.device_id())
        fields.update(uid="d" * 32, number=fields["number"] + 1, parties="[" * 100_000 + "]" * 100_000)
        digest = record_hash("incident", device, seq + 1, prev, fields)
        connection.execute(
            "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
            "VALUES (%s, %s, 'incident', %s, %s, %s, %s, %s)",
            (
                device,
                seq + 1,
                fields["uid"],
                prev,
                digest,
                DeviceKey.beside(north.store.path).sign(digest),
                Jsonb(fields),
            ),
        )
    report = synchronise(west.store, server.dsn, west.manager)
    assert [refusal for refusal in report.refused if "nested too deeply" in refusal]
    assert "RecursionError" not in report.summary()
