"""The incident log under attack (issue 17): what comes from elsewhere is authenticated, not just hashed."""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.errors import ConflictError, NotAllowedError
from floordesk.store.records import record_hash, seal
from floordesk.store.signing import DeviceKey, key_path

from .conftest import Floor, approve_keys_in, drop_guards, merge, snapshot

Lines = list[dict]


def lines_of(path: Path) -> Lines:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def write_lines(path: Path, lines: Lines) -> None:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def rechain(lines: Lines, device: str, key: DeviceKey | None) -> Lines:
    """Hash a device's records again in file order and sign them with `key` (None: keep the old signatures)."""
    prev = None
    for line in lines[1:-1]:
        if line.get("device") != device:
            continue
        if prev is not None:
            line["prev_hash"] = prev
        line["hash"] = record_hash(line["type"], device, line["seq"], line["prev_hash"], line["fields"])
        if key is not None:
            line["signature"] = key.sign(line["hash"])
        prev = seal(line["hash"], line["signature"])
    lines[-1]["records"] = len(lines) - 2
    return lines


def appended(lines: Lines, device: str, record_type: str, fields: dict) -> Lines:
    """`lines` with one more record at the end of `device`'s chain in the file."""
    last = max((i for i, line in enumerate(lines[1:-1], start=1) if line["device"] == device))
    after = {"type": record_type, "device": device, "seq": lines[last]["seq"] + 1}
    after["prev_hash"] = seal(lines[last]["hash"], lines[last]["signature"])
    after["fields"], after["signature"] = fields, None
    after["hash"] = record_hash(record_type, device, after["seq"], after["prev_hash"], fields)
    return [*lines[: last + 1], after, *lines[last + 1 :]]


def staff_change(floor: Floor, moment_utc: str, **values: object) -> dict:
    fields = {
        "uid": "f" * 32,
        "recorded_utc": moment_utc,
        "recorded_local": moment_utc.replace("Z", "+00:00"),
        "recorded_by": floor.admin.staff_uid,
        "staff_uid": floor.supervisor.staff_uid,
        "change": "role",
        "role": "administrator",
        "reason": "promoted",
    }
    fields.update(values)
    return fields


@pytest.fixture
def pair(floor_factory, tmp_path: Path) -> tuple[Floor, Floor, Path]:
    """Two laptops sharing staff: `there` learned this laptop's records first, then wrote its own."""
    here = floor_factory("here")
    here.store.export(tmp_path / "here.fdlog")
    there = floor_factory("there")
    merge(there.store, tmp_path / "here.fdlog")
    there.record(narrative="A ruling written on the other laptop.")
    there.store.export(tmp_path / "there.fdlog")
    return here, there, tmp_path / "there.fdlog"


def refused(floor: Floor, export: Path, error: type[Exception], match: str) -> None:
    approve_keys_in(floor.store, export)
    before = snapshot(floor.connection)
    with pytest.raises(error, match=match):
        merge(floor.store, export, floor.admin)
    assert snapshot(floor.connection) == before


def test_records_of_a_laptop_nobody_approved_are_refused_with_its_fingerprint(pair) -> None:
    here, there, export = pair
    before = snapshot(here.connection)
    with pytest.raises(ConflictError, match=r"signed by a key this log has not approved \(fingerprint ([0-9a-f]{4}-)"):
        here.store.import_file(export, here.admin)
    assert snapshot(here.connection) == before
    fingerprint = there.store.devices.own_fingerprint
    assert fingerprint is not None
    assert here.store.devices.approve(fingerprint, "there", here.admin)
    assert here.store.import_file(export, here.admin).added["incident"] == 1
    assert here.store.verify().ok


def test_a_forged_promotion_in_an_approved_laptops_chain_is_refused_without_its_key(pair) -> None:
    here, there, export = pair
    lines = lines_of(export)
    device = there.store.journal.device_id()
    assert device is not None
    moment = there.clock.now.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    forged = appended(lines, device, "staff_change", staff_change(here, moment))
    forged[-1]["records"] += 1
    write_lines(export, forged)
    refused(here, export, InvalidInput, r"the records of device there are not signed by its key")


def test_a_record_forged_into_this_laptops_own_chain_is_refused(pair) -> None:
    here, _there, export = pair
    approve_keys_in(here.store, export)
    own = here.store.journal.device_id()
    assert own is not None
    head_seq, head_hash = here.store.journal.head(own)
    lines = lines_of(export)
    moment = here.clock.now.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    fields = staff_change(here, moment)
    line = {"type": "staff_change", "device": own, "seq": head_seq + 1, "prev_hash": head_hash, "signature": None}
    line.update(fields=fields, hash=record_hash("staff_change", own, head_seq + 1, head_hash, fields))
    write_lines(export, [*lines[:-1], line, {"end": True, "records": len(lines) - 1}])
    refused(here, export, InvalidInput, r"belongs to this laptop's own chain, which only this laptop writes")


def test_a_future_dated_role_change_is_refused(pair, tmp_path: Path) -> None:
    here, there, _export = pair
    there.clock.now += timedelta(days=365)  # the other laptop's clock, set a year ahead
    there.store.staff.change_role(
        there.manager.staff_uid,
        there.store.staff.member(there.manager.staff_uid).role,
        "same role, a year early",
        there.admin,
    )
    there.store.export(tmp_path / "future.fdlog")
    approve_keys_in(here.store, tmp_path / "future.fdlog")
    before = snapshot(here.connection)
    with pytest.raises(InvalidInput, match=r"more than 10 minutes past this laptop's clock"):
        here.store.import_file(tmp_path / "future.fdlog", here.admin)
    assert snapshot(here.connection) == before


def test_a_wrong_shaped_record_under_valid_hashes_and_signatures_is_refused(pair) -> None:
    here, there, export = pair
    lines = lines_of(export)
    device = there.store.journal.device_id()
    incident = next(line for line in lines[1:-1] if line.get("type") == "incident" and line["device"] == device)
    incident["fields"]["parties"] = json.dumps({"seat": "three"})
    write_lines(export, rechain(lines, str(device), DeviceKey.beside(there.store.path)))
    refused(here, export, InvalidInput, r"incident [0-9a-f]{32}: is not what FloorDesk writes")


def forge_signed_amendment(there: Floor, export: Path, **values: str) -> None:
    """Append an amendment of `there`'s first incident to its chain in `export`, hashed and signed with its key."""
    lines = lines_of(export)
    device = str(there.store.journal.device_id())
    incident = next(line for line in lines[1:-1] if line.get("type") == "incident" and line["device"] == device)
    moment = incident["fields"]["recorded_utc"]
    amendment = {
        "uid": "e" * 32,
        "recorded_utc": moment,
        "recorded_local": moment.replace("Z", "+00:00"),
        "recorded_by": there.supervisor.staff_uid,
        "incident_uid": incident["fields"]["uid"],
        "kind": "overrule",
        "changes": '{"decision":{"hand":"dead"}}',
        "reason": "I say so",
        "second_staff": None,
    }
    forged = appended(lines, device, "amendment", {**amendment, **values})
    forged[-1]["records"] += 1
    write_lines(export, rechain(forged, device, DeviceKey.beside(there.store.path)))


def test_an_overrule_in_a_supervisors_name_is_refused_even_when_signed(pair) -> None:
    here, there, export = pair
    forge_signed_amendment(there, export)
    refused(here, export, InvalidInput, r"Sam Supervisor was a Supervisor at .*: not allowed to overrule")


def test_importing_is_a_signed_in_action_of_a_manager_td_or_administrator(pair) -> None:
    here, _there, export = pair
    approve_keys_in(here.store, export)
    with pytest.raises(
        NotAllowedError, match=r"only an Administrator or a Manager or a Tournament Director may import"
    ):
        here.store.import_file(export, here.supervisor)
    report = here.store.import_file(export, here.manager)
    recorded_by = here.connection.execute(
        "SELECT i.recorded_by FROM imports i JOIN chain c ON c.record_uid = i.uid "
        "JOIN this_device t ON t.device_id = c.device_id"
    ).fetchone()[0]
    assert (report.added["incident"], recorded_by) == (1, here.manager.staff_uid)


def test_a_deletion_hidden_by_a_forged_import_record_is_named_by_verify(pair) -> None:
    here, _there, _export = pair
    for number in range(3):
        here.record(narrative=f"ruling {number}")
    raw = sqlite3.connect(here.store.path, isolation_level=None)
    drop_guards(raw)
    own = here.store.journal.device_id()
    seq, uid = raw.execute(
        "SELECT seq, record_uid FROM chain WHERE device_id = ? AND record_type = 'incident' ORDER BY seq LIMIT 1",
        (own,),
    ).fetchone()
    raw.execute("DELETE FROM incidents WHERE uid = ?", (uid,))
    raw.execute("DELETE FROM chain_entries WHERE record_uid = ?", (uid,))
    (head_seq, head_hash) = raw.execute(
        "SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (own,)
    ).fetchone()
    after = raw.execute("SELECT prev_hash FROM chain WHERE device_id = ? AND seq = ?", (own, seq + 1)).fetchone()[0]
    segments = json.dumps(
        [{"device": own, "first_seq": seq + 1, "prev_hash": after, "last_seq": head_seq, "last_hash": head_hash}]
    )
    moment = here.clock.now.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    fields = {
        "uid": "d" * 32,
        "recorded_utc": moment,
        "recorded_local": moment.replace("Z", "+00:00"),
        "source": "x.fdlog",
        "source_sha256": "0" * 64,
        "segments": segments,
        "added": "{}",
    }
    digest = record_hash("import", own, head_seq + 1, head_hash, fields)
    raw.execute(
        "INSERT INTO chain_entries (device_id, seq, record_type, record_uid, prev_hash, hash) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (own, head_seq + 1, "import", "d" * 32, head_hash, digest),
    )
    raw.execute(
        f"INSERT INTO imports ({', '.join(fields)}) VALUES ({', '.join('?' * len(fields))})", tuple(fields.values())
    )
    raw.close()
    result = here.store.verify()
    assert not result.ok
    assert any(p.uid == "d" * 32 and p.message.startswith("its signature is not its device's") for p in result.problems)


@pytest.mark.parametrize("name", ["fifo", "zero"])
def test_only_a_regular_file_is_imported(floor: Floor, tmp_path: Path, name: str) -> None:
    if name == "fifo":
        source = tmp_path / "pipe.fdlog"
        os.mkfifo(source)  # nobody writes to it: reading it would wait forever
    else:
        source = Path(os.devnull).with_name("zero")
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"is not a regular file"):
        floor.store.import_file(source, floor.admin)
    assert snapshot(floor.connection) == before
    floor.store.wait_for_backups()
    assert floor.store.backups.list() == []


def test_an_endless_line_is_refused_without_reading_it_whole(floor: Floor, tmp_path: Path, monkeypatch) -> None:
    from floordesk.store import exchange

    monkeypatch.setattr(exchange, "LINE_MAX_BYTES", 1000)
    big = tmp_path / "big.fdlog"
    big.write_bytes(b"\x00" * 5000)
    with pytest.raises(InvalidInput, match=r"big.fdlog:1: is longer than"):
        floor.store.import_file(big, floor.admin)
    monkeypatch.setattr(exchange, "IMPORT_MAX_BYTES", 100)
    with pytest.raises(InvalidInput, match=r"big.fdlog: is larger than"):
        floor.store.import_file(big, floor.admin)


def test_a_laptops_private_key_is_owner_only_beside_its_log_and_never_in_it(floor: Floor, tmp_path: Path) -> None:
    key = key_path(floor.store.path)
    assert key.stat().st_mode & 0o777 == 0o600
    secret = key.read_text().strip()
    floor.store.export(tmp_path / "all.fdlog")
    copy = floor.store.backup()
    floor.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for file in (floor.store.path, copy, tmp_path / "all.fdlog"):
        assert secret.encode() not in file.read_bytes()
        assert bytes.fromhex(secret) not in file.read_bytes()


def test_a_deactivation_further_down_the_file_refuses_what_the_member_signed_after_it(
    pair, floor_factory, tmp_path: Path
) -> None:
    """The file is read once, signers judged as it goes: a staff change in a chain below still judges the records
    above it that its member signed after it."""
    here, there, _export = pair
    there.store.staff.deactivate(here.supervisor.staff_uid, "left the floor", there.admin)
    here.clock.now = there.clock.now + timedelta(minutes=1)
    here.record(narrative="Signed after his account was closed on the other laptop.")
    here.store.export(tmp_path / "here-later.fdlog")
    there.store.export(tmp_path / "there-later.fdlog")
    here_device = here.store.journal.device_id()
    here_lines, there_lines = lines_of(tmp_path / "here-later.fdlog"), lines_of(tmp_path / "there-later.fdlog")
    both = [
        here_lines[0],
        *(line for line in here_lines[1:-1] if line["device"] == here_device),
        *(line for line in there_lines[1:-1] if line["device"] != here_device),
    ]
    write_lines(tmp_path / "both.fdlog", [*both, {"end": True, "records": len(both) - 1}])
    third = floor_factory("third")
    third.clock.now = here.clock.now
    refused(third, tmp_path / "both.fdlog", InvalidInput, r"incident [0-9a-f]{32}: Sam Supervisor was deactivated at")


def test_a_revoked_laptops_records_stay_and_new_ones_are_refused(pair, tmp_path: Path) -> None:
    here, there, export = pair
    merge(here.store, export)
    fingerprint = there.store.devices.own_fingerprint
    assert fingerprint is not None
    assert here.store.devices.revoke(fingerprint, "laptop stolen from the cage", here.admin)
    assert not here.store.devices.revoke(fingerprint, "again", here.admin)  # already revoked: nothing written
    result = here.store.verify()
    assert result.ok  # what it brought while approved stays, and still verifies
    (head,) = [h for h in result.heads if h.label == "there"]
    assert head.revoked is not None
    assert "laptop stolen from the cage" in head.revoked
    assert "Ada Admin" in head.revoked
    (device,) = [d for d in here.store.devices.known() if d.label == "there"]
    assert (device.approved, device.records > 0) == (False, True)
    assert device.revoked == head.revoked

    there.record(narrative="Written after the laptop went missing.")
    there.store.export(tmp_path / "after.fdlog")
    before = snapshot(here.connection)
    with pytest.raises(ConflictError, match=r"approval was revoked .* by Ada Admin: laptop stolen from the cage"):
        here.store.import_file(tmp_path / "after.fdlog", here.admin)
    assert snapshot(here.connection) == before

    assert here.store.devices.approve(fingerprint, "there, found again", here.admin)  # the latest decision counts
    assert here.store.import_file(tmp_path / "after.fdlog", here.admin).added["incident"] == 1
    assert here.store.verify().ok


def test_only_an_administrator_revokes_an_approved_key_of_another_laptop(pair) -> None:
    here, there, export = pair
    merge(here.store, export)
    fingerprint = there.store.devices.own_fingerprint
    own = here.store.devices.own_fingerprint
    assert fingerprint is not None
    assert own is not None
    before = snapshot(here.connection)
    with pytest.raises(NotAllowedError, match="only an Administrator"):
        here.store.devices.revoke(fingerprint, "lost", here.manager)
    with pytest.raises(InvalidInput, match="this laptop's own key"):
        here.store.devices.revoke(own, "lost", here.admin)
    with pytest.raises(InvalidInput, match="was never approved here"):
        here.store.devices.revoke("ab" * 16, "lost", here.admin)
    with pytest.raises(InvalidInput, match="reason"):
        here.store.devices.revoke(fingerprint, "   ", here.admin)
    assert snapshot(here.connection) == before


def test_an_amendment_of_a_kind_floordesk_does_not_write_is_refused_not_a_crash(pair) -> None:
    here, there, export = pair
    forge_signed_amendment(there, export, recorded_by=there.td.staff_uid, kind="erase", changes="{}")
    refused(here, export, InvalidInput, r"is not a valid amendment \(CHECK constraint failed: kind IN")
