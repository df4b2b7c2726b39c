"""Service: making the auditor's pack of a period (and optionally one event). Qt-free.

A signed-in manager, Tournament Director or administrator makes it; the log records who, when, which
period and the SHA-256 of the pack's manifest. The report's PDF is laid out by whoever calls (the
command line, the window) through `write_report`, since laying out pages is Qt's work, not a use case's.
The zip is written beside the target and renamed once whole: a failure or a cancel leaves no half pack.
"""

from __future__ import annotations

import os
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate
from floordesk.store.audit_pack import (
    DERIVED,
    FILES,
    MANIFEST,
    PACK_FORMAT,
    PACK_VERSION,
    RECORDS,
    REPORT,
    VERIFY,
    DeviceNumbers,
    Ledger,
    PackRecord,
    derived_files,
    gap_report,
    sha256,
    signed_manifest,
)
from floordesk.store.auditing import retention
from floordesk.store.errors import StoreError
from floordesk.store.incidents import Incident
from floordesk.store.log import IncidentStore
from floordesk.store.pack_records import PackSource, event_of, one_state, pack_source
from floordesk.store.records import utc_text
from floordesk.store.staff import SignedIn

Progress = Callable[[int, int], bool]
"""(done, total) as the pack is made; False stops it (Cancelled is raised by the work that was asked)."""


@dataclass(frozen=True)
class PackContents:
    """What the report of a pack shows: the period, the incidents as they stand, who signed what, the gaps."""

    period: str
    scope: str
    made_by: str
    made_local: str
    retention: str
    incidents: list[Incident]
    signers: dict[str, str]
    """a staff member's name -> their full name and role, as every signature line prints it"""
    gaps: list[DeviceNumbers]
    ledger: Ledger


ReportWriter = Callable[[PackContents, Path, Progress | None], None]


@dataclass(frozen=True)
class PackMade:
    path: Path
    manifest_sha256: str
    records: int
    incidents: int
    record_uid: str

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "path": str(self.path)}


def make_audit_pack(
    store: IncidentStore,
    since: datetime,
    until: datetime,
    event: str | None,
    by: SignedIn,
    target: Path,
    write_report: ReportWriter,
    progress: Progress | None = None,
) -> PackMade:
    """Write the pack of [since, until) (of event `event`, a uid) to `target` and record that it was made."""
    _check_target(target)
    if until <= since:
        raise InvalidInput.at("to", translate("service", "is not after the period's start: the period holds nothing"))
    store.audit_packs.may_make(by.staff_uid)
    key = store.journal.key
    own = store.journal.device_id()
    if key is None or own is None:
        raise StoreError(
            translate(
                "service", "this laptop has no signing key beside its log (or no chain yet): it cannot sign a pack"
            )
        )
    with one_state(store.connection):
        if event is not None and event_of(store.connection, event) is None:
            raise InvalidInput.at("event", translate("service", "is not an event of this log"))
        source = pack_source(store.connection, since, until)
        records = _pack_records(source)
        manifest = _manifest(store, source, records, since, until, event, by)
        files = derived_files(records, manifest)
        ledger = Ledger.of(records)
        incidents = store.incidents.many([r.uid for r in ledger.incidents(event)])
    contents = PackContents(
        period=manifest["period"]["stated"],
        scope=manifest["period"]["scope"],
        made_by=manifest["made"]["by"],
        made_local=manifest["made"]["local"],
        retention=manifest["retention"]["statement"],
        incidents=incidents,
        signers=_signers(ledger),
        gaps=gap_report(ledger, manifest["chains"]),
        ledger=ledger,
    )
    files[RECORDS] = "".join(record.to_line() + "\n" for record in records).encode("utf-8")
    files[VERIFY] = verify_text(manifest).encode("utf-8")
    with tempfile.TemporaryDirectory(prefix="floordesk-pack-") as folder:
        report = Path(folder) / REPORT
        write_report(contents, report, progress)
        files[REPORT] = report.read_bytes()
    manifest["files"] = {name: sha256(files[name]) for name in FILES}
    manifest_bytes = signed_manifest(manifest, key)
    _write_zip(target, {**files, MANIFEST: manifest_bytes})
    digest = sha256(manifest_bytes)
    uid = store.audit_packs.record(by, since, until, event, digest)
    in_period = sum(1 for r in records if r.in_period)
    return PackMade(target, digest, in_period, len(incidents), uid)


def _check_target(target: Path) -> None:
    if not target.parent.is_dir():
        raise InvalidInput.at(
            "file", translate("service", "the folder {parent} does not exist").format(parent=target.parent)
        )
    if target.is_dir():
        raise InvalidInput.at(
            "file", translate("service", "{target} is a folder; name a file to write the pack to").format(target=target)
        )
    if target.exists() and not target.is_file():
        raise InvalidInput.at(
            "file",
            translate("service", "{target} is not a regular file; name a file to write the pack to").format(
                target=target
            ),
        )


def _pack_records(source: PackSource) -> list[PackRecord]:
    return [
        PackRecord(
            r.device,
            r.seq,
            r.record_type,
            r.uid,
            r.prev_hash,
            r.digest,
            r.signature,
            r.uid in source.in_period,
            {name: value for name, value in r.fields.items() if value is not None},
        )
        for r in source.records
    ]


def _manifest(
    store: IncidentStore,
    source: PackSource,
    records: list[PackRecord],
    since: datetime,
    until: datetime,
    event: str | None,
    by: SignedIn,
) -> dict[str, Any]:
    ledger = Ledger.of(records)
    positions: dict[str, set[int]] = {}
    hashes: dict[tuple[str, int], str] = {}
    for record in records:
        positions.setdefault(record.device, set()).add(record.seq)
        hashes[record.device, record.seq] = record.hash
    chains = []
    for run in source.runs:
        held = positions.get(run.device_id, set())
        missing = [seq for seq in range(run.first_seq, run.last_seq + 1) if seq not in held]
        chains.append(
            {
                "device_id": run.device_id,
                "label": ledger.labels.get(run.device_id, run.device_id),
                "first_seq": run.first_seq,
                "last_seq": run.last_seq,
                "last_hash": hashes[run.device_id, run.last_seq],
                "first_held_seq": run.first_held_seq,
                "not_held": _spans(missing),
                "head_seq": run.head_seq,
                "head_hash": run.head_hash,
            }
        )
    named = event_of(store.connection, event) if event is not None else None
    scope = "All events" if named is None else f"Event #{named[0]} {named[1]}"
    first, end = since.astimezone(), until.astimezone()
    stated = f"{first:%Y-%m-%d %H:%M %z} to {end:%Y-%m-%d %H:%M %z} (the end not included)"
    now = store.journal.clock()
    kept = retention(store.connection)
    own = source.own_device or ""
    return {
        "format": PACK_FORMAT,
        "version": PACK_VERSION,
        "period": {
            "from": utc_text(since),
            "to": utc_text(until),
            "stated": stated,
            "event_uid": event,
            "scope": scope,
        },
        "made": {
            "utc": utc_text(now),
            "local": now.isoformat(timespec="seconds"),
            "by": ledger.signer(by.staff_uid, utc_text(now)),
        },
        "laptop": {"device_id": own, "label": ledger.labels.get(own, own)},
        "retention": {"years": kept.years, "statement": kept.statement},
        "chains": chains,
        "files": {},
        "derived": list(DERIVED),
    }


def _spans(positions: list[int]) -> list[list[int]]:
    spans: list[list[int]] = []
    for seq in positions:
        if spans and spans[-1][1] == seq - 1:
            spans[-1][1] = seq
        else:
            spans.append([seq, seq])
    return spans


def _signers(ledger: Ledger) -> dict[str, str]:
    """Each staff name -> the name with the role (their latest), for the report's signature lines."""
    return {name: ledger.signer(uid, "~") for uid, (name, _role) in ledger.staff.items()}


def _write_zip(target: Path, files: dict[str, bytes]) -> None:
    partial = target.with_name(target.name + ".partial")
    try:
        with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            for name in (MANIFEST, *FILES):
                archive.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), files[name])
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def verify_text(manifest: dict[str, Any]) -> str:
    """VERIFY.md: the trust model's verification procedure, as it applies to this pack."""
    period = manifest["period"]
    laptop = manifest["laptop"]
    chains = "\n".join(
        f"- device {c['label']} (`{c['device_id']}`): positions {c['first_seq']} to {c['last_seq']}"
        + (f", not held in this log: {', '.join(f'{a}-{b}' for a, b in c['not_held'])}" if c["not_held"] else "")
        + f"; its head in the log when the pack was made: position {c['head_seq']}, hash `{c['head_hash']}`"
        for c in manifest["chains"]
    )
    return VERIFY_TEMPLATE.format(
        period=period["stated"],
        scope=period["scope"],
        made_by=manifest["made"]["by"],
        made=manifest["made"]["local"],
        laptop=laptop["label"],
        device=laptop["device_id"],
        retention=manifest["retention"]["statement"],
        chains=chains or "- none: no record was written in the period",
    )


VERIFY_TEMPLATE = """# How to verify this pack

This is an auditor's pack of a FloorDesk incident log: {scope}, {period}. It was made {made} by
{made_by} on the laptop {laptop} (device `{device}`). {retention}

Everything below can be done with any SHA-256 and Ed25519 implementation (Python's `hashlib` and the
`cryptography` package, OpenSSL 3, libsodium); FloorDesk does all of it with
`floordesk log check-pack PACK.zip` (exit 0: the pack holds; 1: the first file or record that does
not match is named; 2: it is not a pack).

## 1. The manifest

`manifest.json` is one JSON object. Remove its `signature` member, write the rest as canonical JSON
(keys sorted, no spaces, UTF-8 as is) and take the SHA-256 of those bytes as 64 lowercase hex digits.
`signature` is the Ed25519 signature (RFC 8032) of those 64 ASCII bytes under `laptop.public_key`
(64 hex digits: the raw 32-byte key). Its fingerprint (`laptop.fingerprint`: the first 32 hex digits
of the SHA-256 of the raw key, in groups of four) is what the laptop shows with `floordesk log devices`:
compare them. The log recorded the making of this pack with the SHA-256 of `manifest.json`'s bytes.

## 2. The files

`files` gives the SHA-256 of every other file of the pack: each must match.

## 3. The records

`records.jsonl` holds one record per line: `device`, `seq` (its position in that device's chain),
`type`, `uid`, `prev_hash`, `hash`, `signature`, `in_period` (recorded in the period; false for a record
carried to verify or read the others: staff, keys, approvals, the imports that brought another
laptop's records, an incident's later amendments, the last incident before the period) and `fields`
(its columns; a NULL column is absent).

- **Hash.** Build its canonical content from `fields` plus `_device` (its device), `_prev` (its
  `prev_hash`), `_seq` (its position, a whole number) and `_type` (its type): one line per field, in
  byte order of the names, `NAME:KIND LENGTH:VALUE` and a newline, KIND `s` for text (LENGTH in UTF-8
  bytes) and `i` for a whole number (LENGTH in characters of its decimal form). The SHA-256 of those
  bytes is `hash`. (This is section 2.1 of FloorDesk's trust model, `floordesk/store/TRUST_MODEL.md`.)
- **Signature.** `signature` is the Ed25519 signature of the 64 ASCII bytes of `hash` under the key in
  force at its position: the `public_key` of its chain's last `device_key` record at or before it (for a
  key record that is neither the chain's first nor a recovery, the key before it: the old key hands the
  chain on). Every device's key records are in the pack.
- **Links.** `prev_hash` names the record one position before in the same chain (64 zeros at
  position 1): the SHA-256 (hex) of that record's `hash`, a colon and its `signature` (nothing after
  the colon for a record with none), as UTF-8 bytes; a record written before FloorDesk sealed its links
  (schema 12) names that record's bare `hash` instead. The manifest's `chains` give, per device, the
  positions the pack covers; every one of them is in `records.jsonl` except those the manifest lists
  as not held in the log:

{chains}

- **Approvals, in chain order.** Another laptop's records are accepted only as the making laptop
  received them: each is in a segment (`device`, `first_seq` to `last_seq`) of an `import` record of
  the making laptop's chain (all such imports are in `records.jsonl`). For each segment, take the key
  in force at its `last_seq` (its chain's last `device_key` at or before it) and its fingerprint (32
  hex digits, no dashes); of the making laptop's `device_approval` and `device_revocation` records of
  that fingerprint at positions before the import's own position, the last must be an approval. An
  approval recorded after the import vouches for nothing it brought.

## 4. The reports made from the records

`incidents.csv`, `gaps.csv`, `voids.csv` and `overrules.csv` are made from `records.jsonl` and the
manifest alone (FloorDesk makes them again and compares them byte for byte). Names are full names
with the role the member held when they signed; no initials.

- **Cells written as text.** A cell that begins with `=`, `+`, `-`, `@`, a tab, a carriage return or an
  apostrophe is written with an apostrophe before it, so that no spreadsheet runs a reason or a name as
  a formula. To compare a cell with its record, remove the first character of every cell that begins
  with an apostrophe; nothing else is changed.
- `incidents.csv`: an incident's dispute record (who asked, when, whether before the next deal, the
  camera and window, the review, its finding, the error type, the footage's deadline) comes from its
  `dispute` field, its second reviewer from `second_staff`, and where its footage was saved from the
  last correction naming `footage_saved_to`.

- `gaps.csv`: per device (`row` = `device`), the incident numbers issued in the period (from the number
  after the last incident that device recorded before the period, or 1, to the highest of the period),
  how many are present, how many of those were voided (a void is not a gap), and how many are missing;
  then one `missing` row per missing number with its reason: positions of the chain the log never held
  (not imported here), or a whole chain with no incident of that number.
- `report.pdf` (PDF/A-1b, fonts embedded) lays the same incidents out as their incident reports, with a
  summary and the gaps; it is checked by its hash only.

## 5. What this pack cannot prove

What FloorDesk's trust model says no check can catch holds here too: records cut from the very end of a
chain before anyone witnessed its head (compare the heads above with a backup, another laptop or the
server), someone holding both the log and the laptop's key, and the laptops' clocks.
"""
