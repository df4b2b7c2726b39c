"""An independent verifier, written from `floordesk/store/TRUST_MODEL.md` alone (it imports nothing of FloorDesk's),
held to every trust vector: does the written model say enough to reach `log verify`'s verdicts?

It covers these checks of the model's section 3: 2 (each record's hash, recomputed by 2.1), 5 (the signer's PIN on
the signing laptop, 2.4), 6 (links, bare or sealed (2.1), a broken one naming the record before it where that
record's signature fails, and gaps, 2.5), 8 (records no import of this log names, 2.5), 10 (each run's end
signed by its signer under the key-change rule of 2.3, this laptop's key, approvals, and the bisection naming the
first record not signed) and 11 (each key record by the key-change rule). It leaves out check 3 (the schema: what the
migrations make is FloorDesk's code, not the model), 4, 7, 9, 12, 13 and 14. So it must name exactly the positions a
vector names (a schema problem, named without a position, is outside it). No vector names a key record by check 11
alone (each tampering key record is also the first record not signed, or a run's end), so the vectors hold check 11
through the key in force it leaves (a tampering key record changes nothing), not through its own names.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

VECTORS = Path(__file__).parent / "trust_vectors"
GENESIS = "0" * 64

TABLES = {
    "device": "devices",
    "device_key": "device_keys",
    "staff": "staff",
    "staff_change": "staff_changes",
    "device_approval": "device_approvals",
    "device_revocation": "device_revocations",
    "event": "events",
    "event_action": "event_actions",
    "table": "tables",
    "player": "players",
    "incident": "incidents",
    "penalty": "penalties",
    "amendment": "amendments",
    "import": "imports",
    "witnessed_head": "witnessed_heads",
    "restore": "restores",
    "audit_pack": "audit_packs",
    "retention": "retention_settings",
    "house": "house_settings",
}
"""Section 2's table: each record type and its table (copied from the model on purpose: FloorDesk has the same map,
`floordesk.store.records.RECORD_TYPE`, which this verifier must not import)."""

Place = tuple[str, int]


@dataclass
class Entry:
    record_type: str
    uid: str
    prev_hash: str
    hash: str
    signature: str | None


@dataclass
class Log:
    """What section 2 says a log holds, read with plain SQL."""

    own_device: str | None
    chains: dict[str, dict[int, Entry]]
    rows: dict[str, dict[str, object]]
    """uid -> the record's columns (NULL ones left out)"""
    kinds: dict[str, dict[str, str]] = field(default_factory=dict)
    """table -> column -> `i` or `s`"""

    def row(self, place: Place) -> dict[str, object]:
        return self.rows.get(self.chains[place[0]][place[1]].uid, {})


def read_log(path: Path) -> Log:
    connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        own = connection.execute("SELECT device_id FROM this_device").fetchone()
        chains: dict[str, dict[int, Entry]] = {}
        for device, seq, *entry in connection.execute(
            "SELECT device_id, seq, record_type, record_uid, prev_hash, hash, signature FROM chain"
        ):
            chains.setdefault(device, {})[seq] = Entry(*entry)
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        log = Log(None if own is None else own[0], chains, {})
        for table in TABLES.values():
            if table not in tables:
                continue  # a log of an older schema
            columns = connection.execute(f"PRAGMA table_info({table})").fetchall()
            log.kinds[table] = {c[1]: "i" if c[2] == "INTEGER" else "s" for c in columns}
            names = [c[1] for c in columns]
            for values in connection.execute(f"SELECT {', '.join(names)} FROM {table}"):
                row = {name: value for name, value in zip(names, values, strict=True) if value is not None}
                log.rows[str(row["uid"])] = row
        return log
    finally:
        connection.close()


def record_hash(log: Log, device: str, seq: int, entry: Entry) -> str:
    """Section 2.1: the canonical content's SHA-256."""
    table = TABLES.get(entry.record_type)
    row = log.rows.get(entry.uid, {})
    kinds = log.kinds.get(table or "", {})
    fields: dict[str, tuple[str, object]] = {
        "_device": ("s", device),
        "_prev": ("s", entry.prev_hash),
        "_seq": ("i", seq),
        "_type": ("s", entry.record_type),
    }
    fields.update({name: (kinds[name], value) for name, value in row.items()})
    lines = []
    for name in sorted(fields):
        kind, value = fields[name]
        text = str(value)
        length = len(text.encode("utf-8")) if kind == "s" else len(text)
        lines.append(f"{name}:{kind}{length}:{text}\n")
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


def seal(entry: Entry) -> str:
    """Section 2.1: what a record written from schema 12 on names as its predecessor."""
    return hashlib.sha256(f"{entry.hash}:{entry.signature or ''}".encode()).hexdigest()


def first_key(log: Log, device: str) -> str | None:
    """Section 3, check 6: the public key of a chain's first key record (None: it has none)."""
    keys = [e.uid for _seq, e in sorted(log.chains[device].items()) if e.record_type == "device_key"]
    return None if not keys else str(log.rows.get(keys[0], {}).get("public_key"))


def signed_by(public_key: str | None, digest: str, signature: str | None) -> bool:
    """Section 2.2: an Ed25519 signature of the 64 ASCII bytes of the hex hash, as 128 lowercase hex digits."""
    if public_key is None or signature is None or len(signature) != 128 or signature != signature.lower():
        return False
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key)).verify(
            bytes.fromhex(signature), digest.encode("ascii")
        )
    except (ValueError, InvalidSignature):
        return False
    return True


def fingerprint_digits(public_key: str) -> str:
    return hashlib.sha256(bytes.fromhex(public_key)).hexdigest()[:32]


@dataclass
class Custody:
    """Section 2.3's key-change rule over one chain, key record by key record."""

    key: str | None = None
    before: str | None = None
    changed_at: int = 0

    def signer(self, seq: int) -> str | None:
        return self.before if seq == self.changed_at else self.key

    def judge(self, log: Log, device: str, seq: int) -> bool:
        """Whether the key record at `seq` stands; it moves the chain on when it does, or when it is the first."""
        chain = log.chains[device]
        entry, row = chain[seq], log.row((device, seq))
        public = str(row.get("public_key", ""))
        recovery = "recorded_by" in row or "reason" in row
        first = self.key is None
        previous = chain.get(seq - 1)
        signer = self.signer(seq - 1)
        intact_before = signer is None or (
            previous is not None and signed_by(signer, previous.hash, previous.signature)
        )
        if self.key is not None and not recovery:
            stands = signed_by(self.key, entry.hash, entry.signature)
        else:
            stands = signed_by(public, entry.hash, entry.signature)
            if stands and recovery:
                stands = "recorded_by" in row and "reason" in row and (first or intact_before)
        if stands or first:
            self.before, self.key = self.key, public
            # A plain key change is signed by the key before it; a recovery (a break in custody) by its own.
            self.changed_at = seq if stands and not recovery and self.before is not None else 0
        if stands and first and not recovery:
            # The first key must be the key of every signature before it.
            stands = all(
                chain[p].signature is None or signed_by(public, chain[p].hash, chain[p].signature)
                for p in chain
                if p < seq
            )
        return stands


def key_walk(log: Log, device: str, upto: int) -> tuple[Custody, list[int]]:
    """The chain's custody after its key records at or before `upto`, and those that are tampering."""
    custody, tampering = Custody(), []
    chain = log.chains[device]
    for seq in sorted(p for p in chain if p <= upto and chain[p].record_type == "device_key"):
        if not custody.judge(log, device, seq):
            tampering.append(seq)
    return custody, tampering


def signer_at(log: Log, device: str, seq: int) -> str | None:
    return key_walk(log, device, seq)[0].signer(seq)


def segments_merged_here(log: Log) -> list[tuple[str, int, str, int]]:
    """Section 2.5: (device, first_seq, prev_hash, last_seq) of each segment an own import record names."""
    found = []
    own = log.chains.get(log.own_device or "", {})
    for seq, entry in own.items():
        if entry.record_type != "import" or record_hash(log, str(log.own_device), seq, entry) != entry.hash:
            continue
        try:
            listed = json.loads(str(log.rows[entry.uid]["segments"]))
            for s in listed:
                first, last = s["first_seq"], s["last_seq"]
                if all(type(n) is int and 1 <= n < 2**63 for n in (first, last)) and first <= last:
                    found.append((str(s["device"]), first, str(s["prev_hash"]), last))
        except (ValueError, TypeError, KeyError):
            continue
    return found


def named_by_the_model(log: Log, own_key: str | None) -> set[Place]:
    named: set[Place] = set()
    segments = segments_merged_here(log)
    run_ends: set[Place] = set()
    run_starts: dict[str, list[int]] = {}
    for device, chain in log.chains.items():
        run_ends.add((device, max(chain)))
        run_starts[device] = [min(chain)]
        for seq, entry in chain.items():
            if record_hash(log, device, seq, entry) != entry.hash:  # check 2
                named.add((device, seq))
            if seq == 1:  # check 6
                if entry.prev_hash != GENESIS:
                    named.add((device, seq))
                continue
            previous = chain.get(seq - 1)
            if previous is not None:
                if entry.prev_hash not in (previous.hash, seal(previous)):
                    # The record before it is named where its own signature fails (its signature or its content
                    # changed after this one linked to it), else this one (it names another predecessor).
                    key = signer_at(log, device, seq - 1) or first_key(log, device)
                    vouched = key is None or signed_by(key, previous.hash, previous.signature)
                    named.add((device, seq) if vouched else (device, seq - 1))
                continue
            held_before = max((p for p in chain if p < seq), default=0)
            if held_before:
                run_ends.add((device, held_before))
            run_starts[device].append(seq)
            gap = (held_before + 1, seq - 1)
            excused = device != log.own_device and any(
                s[0] == device and s[1] == seq and s[2] == entry.prev_hash for s in segments
            )
            overlapped = any(s[0] == device and s[1] <= gap[1] and gap[0] <= s[3] for s in segments)
            if not excused or overlapped:
                named.add((device, seq))
        if device != log.own_device:  # check 8
            outside = {p for p in chain if not any(s[0] == device and s[1] <= p <= s[3] for s in segments)}
            named.update((device, p) for p in outside if p - 1 not in outside)  # each run's first
        named.update((device, seq) for seq in key_walk(log, device, max(chain))[1])  # check 11
    named |= pin_problems(log)
    named |= signature_problems(log, own_key, run_ends, run_starts)
    return named


def pin_problems(log: Log) -> set[Place]:
    """Check 5: a signer named must have been given a PIN on the record's own laptop before it."""
    staff = _uids_of(log, "staff")
    given: dict[tuple[str, str], int] = {}
    for device, chain in log.chains.items():
        for seq, entry in chain.items():
            row = log.rows.get(entry.uid, {})
            member = None
            if entry.record_type == "staff":
                member = entry.uid
            elif entry.record_type == "staff_change" and row.get("change") == "pin":
                member = str(row.get("staff_uid"))
            if member is not None:
                given[(device, member)] = min(seq, given.get((device, member), seq))
    named = set()
    for device, chain in log.chains.items():
        for seq, entry in chain.items():
            row = log.rows.get(entry.uid, {})
            second = row.get("second_staff") if entry.record_type in ("amendment", "incident") else None
            signers = [row.get("recorded_by"), second]
            for signer in signers:
                if signer in staff and given.get((device, str(signer)), seq) >= seq:
                    named.add((device, seq))
    return named


def _uids_of(log: Log, record_type: str) -> set[str]:
    return {e.uid for chain in log.chains.values() for e in chain.values() if e.record_type == record_type}


def decided(log: Log) -> dict[str, bool]:
    """Section 2.4: each fingerprint's latest decision in the own chain (True: approved, False: revoked)."""
    latest: dict[str, bool] = {}
    for _seq, entry in sorted(log.chains.get(log.own_device or "", {}).items()):
        if entry.record_type in ("device_approval", "device_revocation"):
            latest[str(log.rows.get(entry.uid, {}).get("fingerprint"))] = entry.record_type == "device_approval"
    return latest


def signature_problems(
    log: Log, own_key: str | None, run_ends: set[Place], run_starts: dict[str, list[int]]
) -> set[Place]:
    """Check 10, with the bisection."""
    named: set[Place] = set()
    decisions = decided(log)
    for device, end in run_ends:
        chain = log.chains[device]
        signer = signer_at(log, device, end)
        if signer is None:
            named.add((device, end))
        elif not signed_by(signer, chain[end].hash, chain[end].signature):
            named.add((device, end))
            low = max(p for p in run_starts[device] if p <= end)
            high = end
            while low < high:
                middle = (low + high) // 2
                key = signer_at(log, device, middle)
                if key is None or signed_by(key, chain[middle].hash, chain[middle].signature):
                    low = middle + 1
                else:
                    high = middle
            named.add((device, low))
        elif device == log.own_device:
            if own_key is not None and signer != own_key:
                named.add((device, end))
        elif fingerprint_digits(signer) not in decisions:  # neither approved nor revoked here
            named.add((device, end))
    return named


def public_key_of(seed_file: Path) -> str | None:
    if not seed_file.exists():
        return None
    private = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(seed_file.read_text(encoding="ascii").strip()))
    return private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


@pytest.mark.parametrize("vector", sorted(VECTORS.glob("*.json")), ids=lambda path: path.stem)
def test_the_written_model_reaches_each_vectors_verdict(vector: Path, tmp_path: Path) -> None:
    expected = json.loads(vector.read_text(encoding="utf-8"))
    copy = tmp_path / "floordesk.sqlite3"
    shutil.copy(vector.with_suffix(".sqlite3"), copy)

    named = named_by_the_model(read_log(copy), public_key_of(vector.with_suffix(".key")))

    positioned = {(n["device"], n["position"]) for n in expected["named"] if n["position"] is not None}
    assert named == positioned, expected["why"]
    if expected["verdict"] == "ok":
        assert not named


def test_the_model_s_worked_example_hashes_and_signs_as_written() -> None:
    """Section 2.1's and 2.2's examples, recomputed."""
    device, uid = "0190a1b2c3d4e5f60718293a4b5c6d00", "0190a1b2c3d4e5f60718293a4b5c6d7e"
    row = {
        "uid": uid,
        "device_id": device,
        "label": "Café laptop",
        "recorded_utc": "2009-06-02T11:00:01.000000Z",
        "recorded_local": "2009-06-02T04:00:01.000000-07:00",
    }
    log = Log(device, {device: {1: Entry("device", uid, GENESIS, "", None)}}, {uid: dict(row)})
    log.kinds["devices"] = dict.fromkeys(row, "s")
    digest = record_hash(log, device, 1, log.chains[device][1])
    seed = Ed25519PrivateKey.from_private_bytes(bytes(range(32)))
    public = seed.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()

    assert digest == "037708f238edc84d68846400d08db611a7fef4e20a802246bd7daa8938c368b6"
    assert public == "03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8"
    assert seed.sign(digest.encode("ascii")).hex() == (
        "dea58f90c9d1ef7ee646b414c9a2b03d59995f16b13fa509312ffc0a1ebbfcdc"
        "8fc8e4705757dc4919cd9bd0bc4a59c2913ceb0a3ecc812a74062f077ffbaf08"
    )
    assert fingerprint_digits(public) == "56475aa75463474c0285df5dbf2bcab7"
