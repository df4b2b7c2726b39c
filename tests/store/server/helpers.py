"""Helpers of the server tests: laptops (data folders with a staffed log) that know each other's keys, and forgeries
of a laptop's chain on the server, with the writer's credentials every laptop holds or the database owner's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from floordesk.store.log import IncidentStore
from floordesk.store.records import new_uid, record_hash
from floordesk.store.server.report import SyncReport
from floordesk.store.server.sync import synchronise
from floordesk.store.signing import DeviceKey
from tests.store.conftest import Clock, Floor, make_floor
from tests.store.server.conftest import Server

LOG = "floordesk.sqlite3"


def laptop(folder: Path, label: str, clock: Clock | None = None) -> Floor:
    """A laptop's data folder `folder` with a staffed log (see tests.store.conftest.make_floor)."""
    return make_floor(folder / LOG, label=label, clock=clock)


def approve(store_of: Floor, *others: Floor) -> None:
    """An administrator of `store_of` approves the others' keys, having compared their fingerprints."""
    for other in others:
        shown = other.store.devices.own_fingerprint
        assert shown is not None
        store_of.store.devices.approve(shown, "a laptop of the floor", store_of.admin)


def sync(floor: Floor, dsn: str, **options: object) -> SyncReport:
    """One synchronisation, received by the laptop's manager."""
    return synchronise(floor.store, dsn, floor.manager, **options)  # type: ignore[arg-type]


def device_records(store: IncidentStore, device: str | None) -> int:
    return int(store.connection.execute("SELECT count(*) FROM chain WHERE device_id = ?", (device,)).fetchone()[0])


# -- forgeries on the server ------------------------------------------------
def last_row(dsn: str, device: str | None, record_type: str | None = None) -> tuple[int, str, dict[str, Any]]:
    """(seq, hash) of the device's last row on the server, and the fields of its last row of `record_type`."""
    with psycopg.connect(dsn) as connection:
        seq, digest = connection.execute(
            "SELECT seq, hash FROM records WHERE device_id = %s ORDER BY seq DESC LIMIT 1", (device,)
        ).fetchone()  # type: ignore[misc]
        row = connection.execute(
            "SELECT fields FROM records WHERE device_id = %s AND record_type = coalesce(%s, record_type) "
            "ORDER BY seq DESC LIMIT 1",
            (device, record_type),
        ).fetchone()
    assert row is not None
    return int(seq), str(digest), dict(row[0])


def plant(dsn: str, device: str | None, record_type: str, fields: dict[str, Any], key: DeviceKey | None) -> int:
    """Append a row to the device's server chain with the writer's credentials, hashed and linked as FloorDesk would,
    signed by `key` (None: unsigned); returns its position."""
    seq, prev, _ = last_row(dsn, device)
    fields = {**fields, "uid": new_uid()}
    digest = record_hash(record_type, str(device), seq + 1, prev, fields)
    with psycopg.connect(dsn) as connection:
        connection.execute(
            "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
            (device, seq + 1, record_type, fields["uid"], prev, digest, key and key.sign(digest), Jsonb(fields)),
        )
    return seq + 1


def forger_key() -> DeviceKey:
    return DeviceKey.generate()


def plant_a_key_and_a_ruling(dsn: str, victim: Floor) -> tuple[int, int]:
    device = victim.store.journal.device_id()
    forger = forger_key()
    _, _, key_fields = last_row(dsn, device, "device_key")
    key_at = plant(dsn, device, "device_key", {**key_fields, "public_key": forger.public_hex}, forger)
    _, _, ruling = last_row(dsn, device, "incident")
    ruling_at = plant(dsn, device, "incident", {**ruling, "narrative": "Seat 3's chips go to seat 5."}, forger)
    return key_at, ruling_at


def plant_junk(dsn: str, victim: Floor) -> int:
    """An unsigned row of nonsense at the end of the victim's server chain, linked so that the server takes it."""
    seq, prev, _ = last_row(dsn, victim.store.journal.device_id())
    uid = new_uid()
    with psycopg.connect(dsn) as connection:
        connection.execute(
            "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
            "VALUES (%s, %s, 'incident', %s, %s, %s, NULL, %s)",
            (victim.store.journal.device_id(), seq + 1, uid, prev, "0" * 64, Jsonb({"uid": uid, "junk": [1, 2]})),
        )
    return seq + 1


def _first_ruling(connection: psycopg.Connection[tuple[object, ...]], victim: Floor) -> int:
    row = connection.execute(
        "SELECT seq FROM records WHERE device_id = %s AND record_type = 'incident' ORDER BY seq LIMIT 1",
        (victim.store.journal.device_id(),),
    ).fetchone()
    assert row is not None, "the victim has sent no ruling yet"
    return int(str(row[0]))


def rewrite_a_ruling(server: Server, victim: Floor) -> int:
    """The owner changes the victim's first ruling on the server (its hash left as it was); returns its position."""
    with server.tampering() as connection:
        seq = _first_ruling(connection, victim)
        connection.execute(
            "UPDATE records SET fields = jsonb_set(fields, '{narrative}', '\"Seat 5 wins the race.\"') "
            "WHERE device_id = %s AND seq = %s",
            (victim.store.journal.device_id(), seq),
        )
    return seq


def delete_a_ruling(server: Server, victim: Floor) -> int:
    """The owner deletes the victim's first ruling on the server, leaving a hole; returns its position."""
    with server.tampering() as connection:
        seq = _first_ruling(connection, victim)
        connection.execute(
            "DELETE FROM records WHERE device_id = %s AND seq = %s", (victim.store.journal.device_id(), seq)
        )
    return seq
