"""The Floor server window's "Test connection": what the server holds of and about this laptop, read only."""

from __future__ import annotations

from pathlib import Path

import pytest

from floordesk.store.server.connection import ServerError
from floordesk.store.server.probe import probe_server
from floordesk.store.server.schema import server_schema_version
from tests.store.conftest import Floor
from tests.store.server.cluster import Cluster
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, laptop, sync


def _probe(server: Server, floor: Floor):
    return probe_server(server.dsn, floor.store.journal.device_id(), floor.store.devices.own_fingerprint)


def _server_rows(server: Server) -> int:
    with server.admin() as connection:
        row = connection.execute("SELECT count(*) FROM records").fetchone()
    assert row is not None
    return int(str(row[0]))


def test_a_laptop_the_server_has_not_seen_is_approved_by_none_and_sent_nothing(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    probe = _probe(server, north)
    assert (probe.schema, probe.approved_by, probe.revoked_by, probe.sent_through) == (
        server_schema_version(),
        (),
        (),
        0,
    )
    assert "password" not in probe.server


def test_sent_through_is_the_last_position_of_this_laptops_chain_on_the_server(server: Server, tmp_path: Path):
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    sync(north, server.dsn)
    sync(south, server.dsn)
    sent = north.store.connection.execute(
        "SELECT max(seq) FROM chain WHERE device_id = ?", (north.store.journal.device_id(),)
    ).fetchone()[0]
    assert sent > 0
    assert _probe(server, north).sent_through == sent
    north.record()
    assert _probe(server, north).sent_through == sent  # recorded since, not sent yet


def test_the_approvals_in_force_are_the_other_laptops_last_word_named_by_label(server: Server, tmp_path: Path):
    north, south, east = (laptop(tmp_path / name, name) for name in ("north", "south", "east"))
    approve(south, north)
    approve(east, north)
    for floor in (north, south, east):
        sync(floor, server.dsn)
    assert _probe(server, north).approved_by == ("east", "south")
    assert _probe(server, south).approved_by == ()

    shown = north.store.devices.own_fingerprint
    assert shown is not None
    south.store.devices.revoke(shown, "laptop stolen from the cage", south.admin)
    sync(south, server.dsn)
    probe = _probe(server, north)
    assert (probe.approved_by, probe.revoked_by) == (("east",), ("south",))

    south.store.devices.approve(shown, "found again", south.admin)
    sync(south, server.dsn)
    assert _probe(server, north).approved_by == ("east", "south")


def test_no_fingerprint_or_one_that_is_not_a_fingerprint_asks_for_no_approvals(server: Server, tmp_path: Path):
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    sync(south, server.dsn)
    device = north.store.journal.device_id()
    assert probe_server(server.dsn, device, None).approved_by == ()
    assert probe_server(server.dsn, device, "not a fingerprint").approved_by == ()


def test_probing_writes_nothing(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    before = _server_rows(server)
    _probe(server, north)
    assert _server_rows(server) == before


def test_a_server_floordesk_has_not_set_up_is_refused_saying_how(cluster: Cluster, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    with pytest.raises(ServerError, match=r"has no FloorDesk schema: set it up with `floordesk server init DSN`"):
        probe_server(cluster.dsn("postgres"), north.store.journal.device_id(), north.store.devices.own_fingerprint)


def test_a_server_that_cannot_be_read_is_a_server_error_not_a_traceback(server: Server, tmp_path: Path):
    north = laptop(tmp_path / "north", "north")
    with server.admin() as connection:
        connection.execute("REVOKE SELECT ON records FROM floordesk_writer")
    with pytest.raises(ServerError, match="could not be read"):
        _probe(server, north)


def test_an_unreachable_server_is_a_server_error(tmp_path: Path):
    with pytest.raises(ServerError, match="unreachable"):
        probe_server(f"host={tmp_path} port=1 dbname=floor connect_timeout=2", None, None)
