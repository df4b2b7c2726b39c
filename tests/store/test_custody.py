"""Issue 24, findings 1, 2 and 8: nothing re-signs what it has not verified, reading never writes, custody is explicit.

The attacker holds the log file (and may make a key of their own), never this laptop's key.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.cli.main import main
from floordesk.store.errors import CustodyError
from floordesk.store.log import IncidentStore
from floordesk.store.records import RECORD_TYPE
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.staff import Role
from floordesk.store.verify import Verification

from .conftest import FAST_PINS, FILES, Floor, admin_of, make_floor, snapshot
from .forgery import append_key, append_record, files_digest, open_raw, own_device, rehash_from, rewrite_first_incident


def stranger_key() -> DeviceKey:
    return DeviceKey.generate()


@pytest.fixture
def laptop(tmp_path: Path) -> Path:
    """A data folder whose laptop recorded two rulings, closed, its key beside the log."""
    floor = make_floor(tmp_path / "data" / "floordesk.sqlite3")
    floor.record()
    floor.record(narrative="Seat 5 acted out of turn.")
    floor.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    floor.store.close()
    return tmp_path / "data"


def log_of(folder: Path) -> Path:
    return folder / "floordesk.sqlite3"


def chain_length(path: Path) -> int:
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return int(raw.execute("SELECT count(*) FROM chain").fetchone()[0])
    finally:
        raw.close()


def opened_and_verified(path: Path) -> Verification:
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        return store.verify()
    finally:
        store.close()


def named(result: Verification) -> set[tuple[str | None, int | None, str | None]]:
    return {(p.device_id, p.seq, p.uid) for p in result.problems}


def copy_without_key(folder: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "auditor"
    copy.mkdir()
    shutil.copy(log_of(folder), log_of(copy))
    return copy


def cli_verify(folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:
    status = main(["--data-dir", str(folder), "log", "verify", "--json"])
    return status, json.loads(capsys.readouterr().out)


# -- finding 1: a rewritten chain is never re-signed -------------------------------------------------------------
def test_a_rewritten_chain_ending_in_an_unsigned_key_row_is_named_and_opening_it_signs_nothing(laptop: Path) -> None:
    raw = open_raw(log_of(laptop))
    device = own_device(raw)
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    key_seq, key_uid = append_key(raw, device, stranger_key().public_hex, signer=None)
    raw.close()
    records = chain_length(log_of(laptop))

    result = opened_and_verified(log_of(laptop))

    assert not result.ok
    assert (device, key_seq, key_uid) in named(result)
    assert chain_length(log_of(laptop)) == records  # the open appended no key record of its own


def test_a_key_record_signed_by_a_stranger_is_named_even_without_this_laptops_key(
    laptop: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = open_raw(log_of(laptop))
    device = own_device(raw)
    forger = stranger_key()
    key_seq, key_uid = append_key(raw, device, forger.public_hex, signer=forger)
    append_record(raw, device, "witnessed_head", _witness_of(raw, device), signer=forger)
    raw.close()
    auditor = copy_without_key(laptop, tmp_path)

    status, report = cli_verify(auditor, capsys)

    assert status == 1
    problems = {(p["device_id"], p["seq"], p["uid"]) for p in report["problems"]}
    assert (device, key_seq, key_uid) in problems


def _witness_of(raw: sqlite3.Connection, device: str) -> dict[str, object]:
    """The fields of a witnessed head naming this chain's first record (any record a forger wants to add)."""
    seq, uid, digest = raw.execute(
        "SELECT seq, record_uid, hash FROM chain WHERE device_id = ? ORDER BY seq LIMIT 1", (device,)
    ).fetchone()
    admin = raw.execute("SELECT uid FROM staff ORDER BY recorded_utc LIMIT 1").fetchone()[0]
    return {
        "recorded_by": admin,
        "witnessed_uid": uid,
        "device_id": device,
        "seq": seq,
        "hash": digest,
        "source": "printed report",
    }


def test_a_laptop_refuses_to_write_over_a_chain_its_key_does_not_sign(laptop: Path) -> None:
    raw = open_raw(log_of(laptop))
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    raw.close()
    _refuses_any_write(laptop)


def _any_write(store: IncidentStore) -> None:
    store.staff.add("Nina New", Role.SUPERVISOR, "5555", admin_of(store))


def _refuses_any_write(laptop: Path) -> None:
    """A write to the laptop's log is refused for custody, and the log is left as it was."""
    store = IncidentStore.open(log_of(laptop), pin_hasher=FAST_PINS, backup_every=None)
    try:
        before = snapshot(store.connection)
        with pytest.raises(CustodyError, match="not signed by this laptop's key"):
            _any_write(store)
        assert snapshot(store.connection) == before
    finally:
        store.close()


def test_a_laptop_whose_key_file_was_replaced_refuses_to_write(laptop: Path) -> None:
    key_path(log_of(laptop)).unlink()
    DeviceKey.beside(log_of(laptop))  # a new key where the old one was
    _refuses_any_write(laptop)


# -- finding 2: reading never writes ------------------------------------------------------------------------------
READING = [
    ["log", "verify", "--json"],
    ["log", "list"],
    ["log", "search", "colour"],
    ["log", "show", "1"],
    ["log", "devices"],
    ["staff", "list"],
]


@pytest.mark.parametrize("with_key", [True, False], ids=["with its key", "without its key"])
@pytest.mark.parametrize("verb", READING, ids=lambda verb: " ".join(verb[:2]))
def test_reading_a_log_changes_no_byte_of_its_folder(
    laptop: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], verb: list[str], with_key: bool
) -> None:
    folder = laptop if with_key else copy_without_key(laptop, tmp_path)
    before = files_digest(folder)
    status = main(["--data-dir", str(folder), *verb])
    capsys.readouterr()
    assert status == 0
    assert files_digest(folder) == before


@pytest.mark.parametrize("with_key", [True, False], ids=["with its key", "without its key"])
def test_exporting_a_log_changes_no_byte_of_its_folder(
    laptop: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], with_key: bool
) -> None:
    folder = laptop if with_key else copy_without_key(laptop, tmp_path)
    before = files_digest(folder)
    assert main(["--data-dir", str(folder), "log", "export", str(tmp_path / "all.fdlog")]) == 0
    capsys.readouterr()
    assert files_digest(folder) == before


def test_reading_a_forged_log_changes_no_byte_either(laptop: Path, capsys: pytest.CaptureFixture[str]) -> None:
    raw = open_raw(log_of(laptop))
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    append_key(raw, own_device(raw), stranger_key().public_hex, signer=None)
    raw.close()
    before = files_digest(laptop)
    status, report = cli_verify(laptop, capsys)
    assert status == 1
    assert not report["ok"]
    assert files_digest(laptop) == before


@pytest.mark.parametrize("with_key", [True, False], ids=["with its key", "without its key"])
def test_reindexing_adds_no_record(
    laptop: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], with_key: bool
) -> None:
    folder = laptop if with_key else copy_without_key(laptop, tmp_path)
    records = chain_length(log_of(folder))
    assert main(["--data-dir", str(folder), "log", "reindex"]) == 0
    capsys.readouterr()
    assert chain_length(log_of(folder)) == records
    assert key_path(log_of(folder)).exists() == with_key  # no key is made for a copy


# -- recovery: an administrator's explicit, recorded act ----------------------------------------------------------
def test_an_administrator_recovers_a_laptops_chain_after_its_key_is_lost(laptop: Path) -> None:
    key_path(log_of(laptop)).unlink()
    store = IncidentStore.open(log_of(laptop), pin_hasher=FAST_PINS, backup_every=None)
    try:
        with pytest.raises(CustodyError, match="key"):
            _any_write(store)
        fingerprint = store.devices.recover("the key file was lost with the old disk", admin_of(store))
        assert fingerprint == store.devices.own_fingerprint
        _any_write(store)
        result = store.verify()
    finally:
        store.close()
    assert result.ok, result.problems
    (brk,) = result.custody
    assert brk.kind == "recovery"
    assert "the key file was lost with the old disk" in brk.describe()
    assert "Ada Admin" in brk.describe()


def test_a_recovery_is_refused_over_a_chain_its_old_key_does_not_sign(laptop: Path) -> None:
    raw = open_raw(log_of(laptop))
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    raw.close()
    key_path(log_of(laptop)).unlink()
    store = IncidentStore.open(log_of(laptop), pin_hasher=FAST_PINS, backup_every=None)
    try:
        before = snapshot(store.connection)
        with pytest.raises(CustodyError, match="restore"):
            store.devices.recover("lost", admin_of(store))
        assert snapshot(store.connection) == before
    finally:
        store.close()


def test_a_recovery_record_planted_by_a_forger_after_a_rewritten_chain_is_named(laptop: Path, tmp_path: Path) -> None:
    raw = open_raw(log_of(laptop))
    device = own_device(raw)
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    admin = raw.execute("SELECT uid FROM staff ORDER BY recorded_utc LIMIT 1").fetchone()[0]
    forger = stranger_key()
    values = {"device_id": device, "public_key": forger.public_hex, "recorded_by": admin, "reason": "lost key"}
    key_seq, key_uid = append_record(raw, device, "device_key", values, signer=forger)
    raw.close()
    result = opened_and_verified(log_of(copy_without_key(laptop, tmp_path)))
    assert (device, key_seq, key_uid) in named(result)


def test_a_floor_that_was_never_tampered_with_shows_no_break_in_custody(floor: Floor) -> None:
    floor.record()
    result = floor.store.verify()
    assert result.ok
    assert result.custody == ()


# -- finding 8: restore is an administrator's recorded act, and drops nothing ------------------------------------
def pin(folder: Path, digits: str) -> str:
    path = folder.parent / f"pin-{digits}"
    path.write_text(digits + "\n", encoding="utf-8")
    return str(path)


def restore_cli(folder: Path, backup: Path, name: str, digits: str, *extra: str) -> int:
    args = ["--data-dir", str(folder), "log", "restore", str(backup), "--by", name, "--pin-file", pin(folder, digits)]
    return main([*args, "--reason", "the disk reported errors", *extra])


def chain_of(path: Path) -> set[tuple[str, int, str]]:
    raw = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return set(raw.execute("SELECT device_id, seq, hash FROM chain"))
    finally:
        raw.close()


@pytest.fixture
def backed_up(tmp_path: Path) -> tuple[Path, Path]:
    """A data folder with a backup taken after the first ruling, and five rulings recorded since."""
    floor = make_floor(tmp_path / "data" / "floordesk.sqlite3")
    floor.record()
    backup = floor.store.backup()
    for number in range(5):
        floor.record(narrative=f"Ruling {number + 2}, after the backup.")
    floor.store.close()
    return tmp_path / "data", backup


def test_restoring_an_older_backup_keeps_every_later_ruling_and_forks_nothing(
    backed_up: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, backup = backed_up
    before = chain_of(log_of(folder))
    assert restore_cli(folder, backup, "Ada Admin", "1111") == 0
    capsys.readouterr()
    after = chain_of(log_of(folder))
    assert before < after  # every record there was stays, at its place: nothing dropped, no position reused
    (device,) = {device for device, _seq, _hash in before}
    ((restore_seq, _hash),) = {(s, h) for d, s, h in after - before}
    assert restore_seq == max(s for d, s, _h in before if d == device) + 1
    status, report = cli_verify(folder, capsys)
    assert status == 0, report["problems"]
    (restored,) = report["custody"]
    assert restored["kind"] == "restore"
    assert restored["by"] == "Ada Admin"
    assert "the disk reported errors" in restored["reason"]
    incidents = sqlite3.connect(log_of(folder)).execute("SELECT count(*) FROM incidents").fetchone()[0]
    assert incidents == 6


def test_a_restore_needs_an_administrator_signed_in(
    backed_up: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, backup = backed_up
    before = chain_of(log_of(folder))
    assert restore_cli(folder, backup, "Sam Supervisor", "4444") == 2
    assert restore_cli(folder, backup, "Ada Admin", "9999") == 2
    err = capsys.readouterr().err
    assert "only an Administrator may restore a backup" in err
    assert chain_of(log_of(folder)) == before
    assert [p.name for p in (folder / "backups").iterdir()] == [backup.name]  # not even a copy taken


def test_restoring_over_a_forged_log_takes_nothing_of_it_back(
    backed_up: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, backup = backed_up
    raw = open_raw(log_of(folder))
    rewrite_first_incident(raw, "Nothing happened at table 7.")
    raw.close()
    assert restore_cli(folder, backup, "Ada Admin", "1111", "--json") == 0
    restored = json.loads(capsys.readouterr().out)
    assert (restored["taken_back"], restored["replaced"]) == (0, "not verified")
    status, report = cli_verify(folder, capsys)
    assert status == 0, report["problems"]


def test_log_recover_signs_the_chain_again_and_verify_shows_the_break(
    laptop: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key_path(log_of(laptop)).unlink()
    args = ["--data-dir", str(laptop), "log", "recover", "--by", "Ada Admin", "--pin-file", pin(laptop, "1111")]
    assert main([*args, "--reason", "the key file was lost", "--json"]) == 0
    fingerprint = json.loads(capsys.readouterr().out)["fingerprint"]
    assert main(["--data-dir", str(laptop), "log", "verify"]) == 0
    out = capsys.readouterr().out
    assert "custody: position 14 of the chain of device" in out  # after the 13 records the laptop wrote
    assert f"a new key ({fingerprint}) took over the chain, the old one lost" in out
    assert "by Ada Admin: the key file was lost" in out
    assert main([*args, "--reason", "again"]) == 2  # this laptop's key signs its chain: nothing to recover
    assert "there is nothing to recover" in capsys.readouterr().err


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_own_record_rewritten_and_rehashed_is_never_ok_whatever_key_row_follows(
    laptop: Path, tmp_path: Path, data: st.DataObject
) -> None:
    """Finding 1 as a property: any record of this laptop's chain changed, the chain hashed again from there without
    the key, then nothing, an unsigned key row or a stranger's self-signed one appended: never ok, opened or not with
    the laptop's key beside it, and opening it adds no record."""
    case = Path(tempfile.mkdtemp(dir=tmp_path)) / "data"
    shutil.copytree(laptop, case)
    if not data.draw(st.booleans(), label="with its key"):
        key_path(log_of(case)).unlink()
    raw = open_raw(log_of(case))
    device = own_device(raw)
    (last,) = raw.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    seq = data.draw(st.integers(1, last), label="position")
    record_type, uid = raw.execute(
        "SELECT record_type, record_uid FROM chain WHERE device_id = ? AND seq = ?", (device, seq)
    ).fetchone()
    table = RECORD_TYPE[record_type].table
    raw.execute(f"UPDATE {table} SET recorded_local = recorded_local || ' ' WHERE uid = ?", (uid,))
    rehash_from(raw, device, seq)
    tail = data.draw(st.sampled_from(["nothing", "unsigned key", "stranger's key"]), label="then")
    if tail != "nothing":
        stranger = stranger_key()
        append_key(raw, device, stranger.public_hex, signer=None if tail == "unsigned key" else stranger)
    raw.close()
    records = chain_length(log_of(case))
    assert not opened_and_verified(log_of(case)).ok
    assert chain_length(log_of(case)) == records


def test_verifying_a_copy_kept_in_another_journal_mode_keeps_its_header(
    laptop: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    auditor = copy_without_key(laptop, tmp_path)
    raw = sqlite3.connect(log_of(auditor))
    raw.execute("PRAGMA journal_mode = DELETE")  # as a copy made by another tool may be
    raw.close()
    before = files_digest(auditor)
    status, report = cli_verify(auditor, capsys)
    assert (status, report["ok"]) == (0, True)
    assert files_digest(auditor) == before


def test_a_log_of_an_older_schema_is_verified_as_it_is_and_not_brought_up_to_date_by_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "older"
    folder.mkdir()
    shutil.copy(FILES / "schema-v6.sqlite3", log_of(folder))
    before = files_digest(folder)
    status, report = cli_verify(folder, capsys)
    assert (status, report["records"]) == (0, 27), report["problems"]  # both laptops' chains, as they stand
    assert main(["--data-dir", str(folder), "log", "list"]) == 3
    assert "written by an older FloorDesk" in capsys.readouterr().err
    assert files_digest(folder) == before
