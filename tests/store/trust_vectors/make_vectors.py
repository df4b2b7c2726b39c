"""Make the trust model's test vectors again: `uv run python -m tests.store.trust_vectors.make_vectors`.

Each vector is a small log `<name>.sqlite3` (with `<name>.key`, this laptop's key, where one belongs beside it)
and `<name>.json`: {"verdict": "ok" | "problem", "named": [{"device": ..., "position": N}, ...], "why": ...,
"custody": [{"device": ..., "position": N, "kind": ...}, ...]}. What a vector names is what its attack did, taken
from the attack itself, never from `log verify`: `test_trust_vectors` then holds `log verify --json` to it, and an
independent verifier written from `floordesk/store/TRUST_MODEL.md` must agree with both.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from floordesk.store.restoring import restore_store
from floordesk.store.signing import DeviceKey, key_path
from floordesk.store.staff import Role

from ..conftest import Floor, admin_of, make_floor
from ..forgery import (
    alter_signature,
    append_key,
    append_record,
    first_incident,
    open_raw,
    own_device,
    rewrite_first_incident,
)

HERE = Path(__file__).parent
Named = list[dict[str, object]]
Attack = Callable[[Floor, Path], tuple[Named, str, Named]]
"""Works on an honest laptop's log (still open) and its folder; returns (named, why, custody breaks)."""


def _at(device: str, position: int, **more: object) -> dict[str, object]:
    return {"device": device, "position": position, **more}


def _stranger() -> DeviceKey:
    return DeviceKey.generate()


def honest(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    return [], "an honest laptop's log: rulings, a correction, a staff change, all signed by its key", []


def _position_of(raw: sqlite3.Connection, device: str, uid: str) -> int:
    (position,) = raw.execute("SELECT seq FROM chain WHERE device_id = ? AND record_uid = ?", (device, uid)).fetchone()
    return int(position)


def _closed(floor: Floor) -> sqlite3.Connection:
    floor.store.close()
    return open_raw(floor.store.path)


def rewritten_chain_unsigned_key(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    raw = _closed(floor)
    device = own_device(raw)
    rewritten = _position_of(raw, device, rewrite_first_incident(raw, "Nothing happened at table 7."))
    position, _uid = append_key(raw, device, _stranger().public_hex, signer=None)
    raw.close()
    why = (
        "finding 1: this laptop's first ruling rewritten and its chain hashed again without the key, then an unsigned "
        "key record appended: the key record is signed by nobody (and, as the chain's last record, signs nothing), "
        "and the rewritten ruling is the first record of the run its device did not sign"
    )
    return [_at(device, rewritten), _at(device, position)], why, []


def foreign_signed_key(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    raw = _closed(floor)
    device = own_device(raw)
    forger = _stranger()
    position, _uid = append_key(raw, device, forger.public_hex, signer=forger)
    first = raw.execute("SELECT seq, record_uid, hash FROM chain WHERE device_id = ? AND seq = 1", (device,)).fetchone()
    admin = raw.execute("SELECT uid FROM staff ORDER BY recorded_utc LIMIT 1").fetchone()[0]
    witness = {"recorded_by": admin, "witnessed_uid": first[1], "device_id": device, "seq": first[0], "hash": first[2]}
    append_record(raw, device, "witnessed_head", {**witness, "source": "printed report"}, signer=forger)
    raw.close()
    key_path(floor.store.path).unlink()  # an auditor's copy: verify has only the log to go on
    why = (
        "a key record signed by the key it names, not by the key before it, then a record that key signs: a key "
        "change nobody holding the old key made, named without this laptop's key beside the copy; it changes nothing "
        "(the key-change rule), so the record after it, signed by the forger's key, is named too"
    )
    return [_at(device, position), _at(device, position + 1)], why, []


def recovery_over_rewritten_chain(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    raw = _closed(floor)
    device = own_device(raw)
    rewritten = _position_of(raw, device, rewrite_first_incident(raw, "Nothing happened at table 7."))
    admin = raw.execute("SELECT uid FROM staff ORDER BY recorded_utc LIMIT 1").fetchone()[0]
    forger = _stranger()
    values = {"device_id": device, "public_key": forger.public_hex, "recorded_by": admin, "reason": "key file lost"}
    position, _uid = append_record(raw, device, "device_key", values, signer=forger)
    raw.close()
    key_path(floor.store.path).unlink()
    why = (
        "a recovery record (who and why given, signed by its new key) planted after a chain rewritten without the "
        "old key: a recovery stands only where the record before it is signed by the old key; the rewritten ruling is "
        "the first record of its run its device did not sign"
    )
    return [_at(device, rewritten), _at(device, position)], why, []


def unsigned_ruling_appended(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    raw = _closed(floor)
    device = own_device(raw)
    first = raw.execute("SELECT seq, record_uid, hash FROM chain WHERE device_id = ? AND seq = 1", (device,)).fetchone()
    admin = raw.execute("SELECT uid FROM staff ORDER BY recorded_utc LIMIT 1").fetchone()[0]
    witness = {"recorded_by": admin, "witnessed_uid": first[1], "device_id": device, "seq": first[0], "hash": first[2]}
    position, _uid = append_record(raw, device, "witnessed_head", {**witness, "source": "printed report"}, signer=None)
    raw.close()
    why = "a record added at the end of this laptop's chain without its key: the chain's last record is unsigned"
    return [_at(device, position)], why, []


def honest_recovery(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    key_path(floor.store.path).unlink()
    floor.store.close()
    from floordesk.store.log import IncidentStore

    from ..conftest import FAST_PINS

    store = IncidentStore.open(floor.store.path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        store.devices.recover("the key file was lost with the old disk", admin_of(store))
        device = store.journal.device_id()
        assert device is not None
        position = store.journal.head(device)[0]
    finally:
        store.close()
    why = "an administrator's recovery after the key file was lost: ok, and reported as a break in custody"
    return [], why, [_at(device, position, kind="recovery")]


def honest_restore(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    backup = floor.store.backup()
    floor.record(narrative="Recorded after the backup.")
    restore_store(floor.store, backup, "the disk reported errors", admin_of)
    device = floor.store.journal.device_id()
    assert device is not None
    position = floor.store.journal.head(device)[0]
    floor.store.close()
    why = (
        "an administrator restored an older backup: the ruling recorded after it was taken back, the restore "
        "recorded at the chain's end: ok, and reported as a break in custody"
    )
    return [], why, [_at(device, position, kind="restore")]


def signature_changed_mid_run(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    raw = _closed(floor)
    device = own_device(raw)
    position = first_incident(raw, device)
    alter_signature(raw, device, position)
    raw.close()
    why = (
        "one hex digit changed in the signature of this laptop's first ruling, in the middle of its run, nothing else: "
        "the record after it names the seal of its hash and its original signature, so the link breaks, and the "
        "ruling's own signature does not verify: the ruling is named"
    )
    return [_at(device, position)], why, []


def signature_changed_in_an_older_chain(floor: Floor, _folder: Path) -> tuple[Named, str, Named]:
    """The `honest` vector's log, written before links were sealed (schema 11), opened by this FloorDesk (schema
    12), which records one more act: its link is sealed, the older ones are not."""
    from floordesk.store.log import IncidentStore

    from ..conftest import FAST_PINS

    floor.store.close()
    log = floor.store.path
    for stale in (log, log.with_name(log.name + "-wal"), log.with_name(log.name + "-shm")):
        stale.unlink(missing_ok=True)
    shutil.copy(HERE / "honest.sqlite3", log)
    shutil.copy(HERE / "honest.key", key_path(log))
    store = IncidentStore.open(log, pin_hasher=FAST_PINS, backup_every=None)
    try:
        device = store.journal.device_id()
        assert device is not None
        last_unsealed = store.journal.head(device)[0]
        store.staff.add("Val Vector", Role.SUPERVISOR, "5555", admin_of(store))
    finally:
        store.close()
    raw = open_raw(log)
    older = first_incident(raw, device)
    assert older < last_unsealed
    alter_signature(raw, device, older)
    alter_signature(raw, device, last_unsealed)
    raw.close()
    why = (
        "a chain written before links were sealed, then one record written by a FloorDesk that seals them; one hex "
        "digit changed in two signatures: the first ruling's, which the record after it links to by its hash alone "
        "(a documented limit of older records: not named, the run's last signature still vouches for its content), "
        f"and position {last_unsealed}'s, the last record before the first sealed link, which that link covers: named"
    )
    return [_at(device, last_unsealed)], why, []


ATTACKS: dict[str, Attack] = {
    "honest": honest,
    "rewritten_chain_unsigned_key": rewritten_chain_unsigned_key,
    "foreign_signed_key": foreign_signed_key,
    "recovery_over_rewritten_chain": recovery_over_rewritten_chain,
    "unsigned_ruling_appended": unsigned_ruling_appended,
    "honest_recovery": honest_recovery,
    "honest_restore": honest_restore,
    "signature_changed_mid_run": signature_changed_mid_run,
    "signature_changed_in_an_older_chain": signature_changed_in_an_older_chain,
}


def make(name: str, attack: Attack, target: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "data"
        floor = make_floor(folder / "floordesk.sqlite3", label="laptop-a")
        floor.record()
        floor.record(narrative="Seat 5 acted out of turn.")
        floor.store.staff.deactivate(floor.manager.staff_uid, "left the floor", floor.admin)
        named, why, custody = attack(floor, folder)
        floor.store.close()
        log = floor.store.path
        compact = sqlite3.connect(log, isolation_level=None)
        # Small files in the repository: small pages, no free ones; then WAL again, as FloorDesk keeps every log.
        for statement in (
            "PRAGMA journal_mode = DELETE",
            "PRAGMA page_size = 1024",
            "VACUUM",
            "PRAGMA journal_mode = WAL",
        ):
            compact.execute(statement)
        compact.close()
        shutil.copy(log, target / f"{name}.sqlite3")
        (target / f"{name}.key").unlink(missing_ok=True)
        if key_path(log).exists():
            shutil.copy(key_path(log), target / f"{name}.key")
        verdict = "problem" if named else "ok"
        expected = {"verdict": verdict, "named": named, "why": why, "custody": custody}
        (target / f"{name}.json").write_text(json.dumps(expected, indent=2) + "\n", encoding="utf-8")


def main(names: list[str]) -> None:
    """Make the vectors named (none: every one). Vectors of older formats are kept as their FloorDesk made them:
    `signature_changed_in_an_older_chain` is made from the `honest` vector's log, so make it after that one."""
    for name, attack in ATTACKS.items():
        if not names or name in names:
            make(name, attack, HERE)


if __name__ == "__main__":
    main(sys.argv[1:])
