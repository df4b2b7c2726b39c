"""Helpers of the server tests: laptops (data folders with a staffed log) that know each other's keys."""

from __future__ import annotations

from pathlib import Path

from floordesk.store.log import IncidentStore
from floordesk.store.server.sync import SyncReport, synchronise
from tests.store.conftest import Clock, Floor, make_floor

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
