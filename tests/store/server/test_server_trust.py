"""The server trusts nothing for being there: rows planted with the writer's credentials, or changed or deleted by
its owner, are named by `verify --server`, refused by every receive, and stop only the laptop whose chain holds them.
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import psycopg
import pytest

from floordesk.cli.main import main
from floordesk.store.log import IncidentStore
from floordesk.store.records import new_uid
from floordesk.store.server.sync import synchronise
from floordesk.store.server.verify import verify_server
from floordesk.store.signing import key_path
from tests.cli.cli_helpers import pin_file, run
from tests.store.conftest import FAST_PINS, Clock, Floor, admin_of
from tests.store.server.conftest import Server
from tests.store.server.helpers import (
    LOG,
    approve,
    device_records,
    forger_key,
    laptop,
    last_row,
    plant,
    plant_a_key_and_a_ruling,
    plant_junk,
    rewrite_a_ruling,
    sync,
)


def _floor(tmp_path: Path, *names: str, clock: Clock | None = None) -> list[Floor]:
    floors = [laptop(tmp_path / name, name, clock) for name in names]
    for floor in floors:
        approve(floor, *(other for other in floors if other is not floor))
    return floors


def _north_has_sent(server: Server, tmp_path: Path) -> tuple[Floor, Floor]:
    """North and south, each approving the other's key; north has recorded a ruling and sent it."""
    north, south = _floor(tmp_path, "north", "south")
    north.record()
    sync(north, server.dsn)
    return north, south


def test_a_key_planted_with_the_writers_credentials_and_a_ruling_signed_with_it_are_named_by_verify(
    server: Server, tmp_path: Path
) -> None:
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    assert verify_server(server.dsn).ok

    key_at, ruling_at = plant_a_key_and_a_ruling(server.dsn, north)

    checked = verify_server(server.dsn)
    assert not checked.ok
    assert [(p.seq, p.record_type) for p in checked.problems] == [(key_at, "device_key"), (ruling_at, "incident")]
    assert "a key change not signed by the key before it" in checked.problems[0].message
    assert "not signed by its device's key in force there" in checked.problems[1].message


def test_a_signature_changed_in_the_middle_of_a_server_chain_is_named(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    device = north.store.journal.device_id()
    middle = device_records(north.store, device) // 2
    with server.tampering() as connection:
        connection.execute(
            "UPDATE records SET signature = repeat('ab', 64) WHERE device_id = %s AND seq = %s", (device, middle)
        )
    assert [p.seq for p in verify_server(server.dsn).problems] == [middle]


def test_a_receive_takes_the_honest_records_and_refuses_a_planted_key_naming_it(server: Server, tmp_path: Path) -> None:
    north, south = _north_has_sent(server, tmp_path)
    key_at, _ = plant_a_key_and_a_ruling(server.dsn, north)

    report = sync(south, server.dsn)

    assert device_records(south.store, north.store.journal.device_id()) == key_at - 1
    assert report.devices == ["north"]
    [refusal] = report.refused
    assert f"north from position {key_at}" in refusal
    assert "a key change not signed by the key before it" in refusal
    assert south.store.verify().ok


def test_a_hole_cut_in_a_server_chain_is_refused_on_receiving_and_named(server: Server, tmp_path: Path) -> None:
    north, south = _floor(tmp_path, "north", "south")
    for _ in range(3):
        north.record()
    sync(north, server.dsn)
    device = north.store.journal.device_id()
    hole = device_records(north.store, device) - 3
    with server.tampering() as connection:  # the superuser deletes one record in the middle (a deactivation, say)
        connection.execute("DELETE FROM records WHERE device_id = %s AND seq = %s", (device, hole))

    report = sync(south, server.dsn)

    assert device_records(south.store, device) == hole - 1
    [refusal] = report.refused
    assert f"north from position {hole}" in refusal
    assert f"the record at position {hole} is missing (a hole on the server)" in refusal
    assert south.store.verify().ok
    again = sync(south, server.dsn)  # the hole stays refused: nothing after it is ever merged around it
    assert again.received == 0
    assert device_records(south.store, device) == hole - 1

    # North's next synchronisation fills the hole from its own log, and south receives the rest.
    assert not sync(north, server.dsn).refused
    assert verify_server(server.dsn).ok
    assert last_row(server.dsn, device)[0] == device_records(north.store, device)
    assert not sync(south, server.dsn).refused
    assert device_records(south.store, device) == device_records(north.store, device)
    assert south.store.verify().ok


def test_one_laptops_bad_row_stops_only_that_laptop_and_every_other_laptops_records_arrive(
    server: Server, tmp_path: Path
) -> None:
    north, east, west, south = _floor(tmp_path, "north", "east", "west", "south")
    for floor in (north, east, west):
        floor.record()
        floor.record()
        sync(floor, server.dsn)
    junk_at = plant_junk(server.dsn, east)
    changed_at = rewrite_a_ruling(server, west)

    report = sync(south, server.dsn)

    assert device_records(south.store, north.store.journal.device_id()) == device_records(
        north.store, north.store.journal.device_id()
    )
    assert device_records(south.store, east.store.journal.device_id()) == junk_at - 1
    assert device_records(south.store, west.store.journal.device_id()) == changed_at - 1
    assert sorted(report.devices) == ["east", "north", "west"]
    assert len(report.refused) == 2
    assert any(f"east from position {junk_at}" in refusal for refusal in report.refused)
    assert any(f"west from position {changed_at}" in refusal for refusal in report.refused)
    assert south.store.verify().ok
    # North goes on: its next records still arrive.
    north.record()
    sync(north, server.dsn)
    assert sync(south, server.dsn).devices == ["north"]


def test_a_laptop_whose_clock_runs_fast_stops_only_itself(server: Server, tmp_path: Path) -> None:
    clock = Clock()
    fast = Clock(clock.now + timedelta(hours=1))
    north, south = _floor(tmp_path, "north", "south", clock=clock)
    hasty = laptop(tmp_path / "hasty", "hasty", fast)
    approve(south, hasty)
    for floor in (north, hasty):
        floor.record()
        sync(floor, server.dsn)

    report = sync(south, server.dsn)

    assert report.devices == ["north"]
    assert device_records(south.store, north.store.journal.device_id()) > 0
    assert device_records(south.store, hasty.store.journal.device_id()) == 0
    [refusal] = report.refused
    assert "hasty from position 1" in refusal
    assert "more than 10 minutes ahead" in refusal
    clock.now += timedelta(hours=1)  # the clocks agree again: hasty's records come in
    assert sync(south, server.dsn).devices == ["hasty"]


def test_a_laptop_whose_chain_was_squatted_is_told_how_to_recover_and_recovers(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    junk_at = plant_junk(server.dsn, north)
    north.record()

    [refusal] = sync(north, server.dsn).refused

    assert f"holds records from position {junk_at} that this laptop did not sign" in refusal
    command = f"floordesk server set-aside DSN {device} --from {junk_at} --reason TEXT"
    assert command in refusal
    aside = ("server", "set-aside", server.owner_dsn, device, "--reason", "planted with the writer's credentials")
    # The position must be the first row the laptop's key did not sign; the writer role may not set anything aside.
    assert run(capsys, tmp_path, *aside, "--from", str(junk_at - 1))[0] == 2
    status, _, err = run(capsys, tmp_path, *aside[:2], server.dsn, *aside[3:], "--from", str(junk_at))
    assert status == 3
    assert "refused to set the records aside" in err
    status, out, _ = run(capsys, tmp_path, *aside, "--from", str(junk_at))
    assert status == 0
    assert f"1 records of device {device} from position {junk_at} set aside" in out

    again = sync(north, server.dsn)
    assert not again.refused
    assert again.waiting_to_send == 0
    assert verify_server(server.dsn).ok
    with server.admin() as connection:
        kept = connection.execute("SELECT seq, reason, set_aside_by FROM set_aside").fetchall()
    assert kept == [(junk_at, "planted with the writer's credentials", server.cluster.superuser)]


def test_a_laptop_behind_its_own_chain_on_the_server_is_told_to_restore_its_newest_backup(
    server: Server, tmp_path: Path
) -> None:
    north = laptop(tmp_path / "north", "north")
    sync(north, server.dsn)
    north.store.close()
    shutil.copytree(tmp_path / "north", tmp_path / "older")  # a backup, restored later
    later = IncidentStore.open(tmp_path / "north" / LOG, pin_hasher=FAST_PINS, backup_every=None)
    supervisor = later.staff.sign_in(later.staff.find("Sam Supervisor")[0].uid, "4444")
    later.incidents.record(north.draft(), supervisor)
    synchronise(later, server.dsn, None)
    later.close()
    older = IncidentStore.open(tmp_path / "older" / LOG, pin_hasher=FAST_PINS, backup_every=None)
    try:
        [refusal] = synchronise(older, server.dsn, None).refused
    finally:
        older.close()
    assert "later record of this laptop's chain, signed by its key, that this log lacks" in refusal
    assert "restore this laptop's newest backup" in refusal


def test_the_refusal_is_in_the_sync_commands_output(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    north, south = _north_has_sent(server, tmp_path)
    junk_at = plant_junk(server.dsn, north)
    south.store.close()
    supervisor = pin_file(tmp_path, "4444")

    status, out, _ = run(
        capsys, tmp_path / "south", "sync", "--server", server.dsn, "--by", "Sam Supervisor", "--pin-file", supervisor
    )

    assert status == 1
    assert f"refused: the records of device north from position {junk_at} are not received" in out


def test_a_row_nested_too_deep_to_read_stops_only_its_laptop_and_verify_names_it(
    server: Server, tmp_path: Path
) -> None:
    north, south = _north_has_sent(server, tmp_path)
    device = north.store.journal.device_id()
    seq, prev, _ = last_row(server.dsn, device)
    uid = new_uid()
    with psycopg.connect(server.dsn) as connection:  # the writer's credentials: 5,000 arrays deep
        connection.execute(
            "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
            "VALUES (%s, %s, 'incident', %s, %s, %s, NULL, %s::jsonb)",
            (device, seq + 1, uid, prev, "0" * 64, f'{{"uid": "{uid}", "deep": {"[" * 5000}{"]" * 5000}}}'),
        )

    report = sync(south, server.dsn)

    assert device_records(south.store, device) == seq
    [refusal] = report.refused
    assert (
        f"north from position {seq + 1} are not received: its fields cannot be read (JSON nested too deeply" in refusal
    )
    named = verify_server(server.dsn).problems[0]
    assert (named.seq, named.message) == (seq + 1, "its fields cannot be read (JSON nested too deeply to read)")


# -- a recovery (an administrator's, the old key lost) on the server: a break in custody, one key-change rule --------
def _recovered(floor: Floor) -> Floor:
    """The laptop's key file lost, its administrator recovers the chain under a new key and records a ruling."""
    path = floor.store.path
    floor.store.close()
    key_path(path).unlink()
    store = IncidentStore.open(path, clock=floor.clock, pin_hasher=FAST_PINS, backup_every=None)
    store.devices.recover("the key file was lost with the old disk", admin_of(store))
    again = replace(floor, store=store, supervisor=store.staff.sign_in(floor.supervisor.staff_uid, "4444"))
    again.record(narrative="Seat 2 showed one card.")
    return again


def test_a_recovery_on_the_server_is_a_break_in_custody_not_tampering(server: Server, tmp_path: Path) -> None:
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    north = _recovered(north)
    assert not sync(north, server.dsn).refused

    checked = verify_server(server.dsn)

    assert checked.ok, checked.problems
    [custody] = checked.custody
    assert "a recovery" in custody
    assert "the key file was lost with the old disk" in custody
    assert str(north.store.devices.own_fingerprint) in custody
    status = main(["log", "verify", "--server", server.dsn])
    assert status == 0


def test_a_receiver_waits_at_a_recovery_until_its_administrator_approves_the_new_key(
    server: Server, tmp_path: Path
) -> None:
    north, south = _north_has_sent(server, tmp_path)
    sync(south, server.dsn)
    device = north.store.journal.device_id()
    held = device_records(south.store, device)
    north = _recovered(north)
    sync(north, server.dsn)
    recovery_at = held + 1

    waiting = sync(south, server.dsn)

    assert device_records(south.store, device) == held
    [refusal] = waiting.refused
    new_key = north.store.devices.own_fingerprint
    assert f"north from position {recovery_at} are not received" in refusal
    assert f"floordesk log approve {new_key}" in refusal
    assert "the key file was lost with the old disk" in refusal

    approve(south, north)  # after comparing the fingerprint north shows
    received = sync(south, server.dsn)

    assert not received.refused
    assert device_records(south.store, device) == device_records(north.store, device)
    [custody] = received.custody
    assert "the key file was lost with the old disk" in custody
    verified = south.store.verify()
    assert verified.ok, verified.problems
    assert [(b.device_id, b.seq, b.kind) for b in verified.custody] == [(device, recovery_at, "recovery")]


def test_a_recovery_planted_with_another_approved_laptops_key_is_not_received(server: Server, tmp_path: Path) -> None:
    north, south, east = _floor(tmp_path, "north", "south", "east")
    north.record()
    sync(north, server.dsn)
    sync(south, server.dsn)
    device = north.store.journal.device_id()
    held = device_records(south.store, device)
    east_key = east.store.journal.key
    assert east_key is not None
    east.record()
    sync(east, server.dsn)
    sync(south, server.dsn)  # south holds east's key, which its administrator approved
    _, _, key_fields = last_row(server.dsn, device, "device_key")
    planted = {**key_fields, "public_key": east_key.public_hex, "recorded_by": north.admin.staff_uid, "reason": "lost"}
    key_at = plant(server.dsn, device, "device_key", planted, east_key)

    report = sync(south, server.dsn)

    assert device_records(south.store, device) == held
    [refusal] = report.refused
    assert f"north from position {key_at}" in refusal
    assert "another laptop's" in refusal
    assert south.store.verify().ok


def test_a_recovery_planted_on_a_laptops_own_chain_is_a_squat_it_sets_aside(
    server: Server, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    north = laptop(tmp_path / "north", "north")
    north.record()
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    forger = forger_key()
    _, _, key_fields = last_row(server.dsn, device, "device_key")
    fields = {**key_fields, "public_key": forger.public_hex, "recorded_by": north.admin.staff_uid, "reason": "lost"}
    key_at = plant(server.dsn, device, "device_key", fields, forger)
    north.record()

    [refusal] = sync(north, server.dsn).refused

    assert f"holds records from position {key_at} that this laptop did not sign" in refusal
    assert "a key that is not this laptop's" in refusal
    aside = ("server", "set-aside", server.owner_dsn, device, "--reason", "a recovery north never made")
    status, _, _ = run(capsys, tmp_path, *aside, "--from", str(key_at))
    assert status == 0
    assert not sync(north, server.dsn).refused
    checked = verify_server(server.dsn)
    assert checked.ok
    assert checked.custody == []


def _rehash_from(server: Server, device: str, seq: int) -> None:
    """The owner changes the row at `seq` and hashes (and seals) the chain again from there, without the key."""
    from psycopg.types.json import Jsonb

    from floordesk.store.records import record_hash, seal

    with server.tampering() as connection:
        rows = connection.execute(
            "SELECT seq, record_type, prev_hash, signature, fields FROM records WHERE device_id = %s AND seq >= %s "
            "ORDER BY seq",
            (device, seq),
        ).fetchall()
        prev = rows[0][2]
        for at, record_type, _old, signature, fields in rows:
            if at == seq:
                fields = {**fields, "recorded_local": "2009-06-02T04:00:00.000000-07:00"}
            digest = record_hash(record_type, device, at, prev, fields)
            connection.execute(
                "UPDATE records SET prev_hash = %s, hash = %s, fields = %s WHERE device_id = %s AND seq = %s",
                (prev, digest, Jsonb(fields), device, at),
            )
            prev = seal(digest, signature)


@pytest.mark.parametrize("tampering", ["signature", "rehashed", "planted"])
def test_verify_server_names_what_checking_every_signature_names(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tampering: str
) -> None:
    """A sealed run is vouched for by its last signature, each row's checked only where that fails: the rows named
    are those that checking every row's signature names (short runs here, so a chain holds several)."""
    from floordesk.store.server import chains
    from floordesk.store.server import verify as server_verify

    (north,) = _floor(tmp_path, "north")
    for _ in range(3):
        north.record()
    sync(north, server.dsn)
    device = str(north.store.journal.device_id())
    middle = device_records(north.store, device) // 2
    if tampering == "signature":
        with server.tampering() as connection:
            connection.execute(
                "UPDATE records SET signature = repeat('ab', 64) WHERE device_id = %s AND seq = %s", (device, middle)
            )
    elif tampering == "rehashed":
        _rehash_from(server, device, middle)
    else:
        plant_a_key_and_a_ruling(server.dsn, north)
    monkeypatch.setattr(chains, "SEALED_RUN", 3)
    in_runs = verify_server(server.dsn).problems
    monkeypatch.setattr(
        server_verify, "ServerChain", lambda device, sealed_runs: chains.ServerChain(device, sealed_runs=False)
    )
    one_by_one = verify_server(server.dsn).problems
    assert in_runs == one_by_one != []
