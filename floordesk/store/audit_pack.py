"""Store: the auditor's pack's files, made from records alone, and the proof of a pack without any log.

A pack is a zip of plain files a regulator can read without FloorDesk: `records.jsonl` (each record in
the trust model's canonical form: its chain place, hash, signature and non-NULL columns), the CSVs
(incidents, gaps, voids, overrules), `report.pdf`, `VERIFY.md` and `manifest.json` (each file's SHA-256,
the period, the chain runs and heads covered, signed with the making laptop's key). Every CSV is a pure
function of `records.jsonl` and the manifest (`derived_files`), so `check_pack` makes them again from the
records and compares them byte for byte: a CSV cannot say what the signed records do not.

No SQL and no Qt here: `check_pack` reads only the zip.
"""

from __future__ import annotations

import csv
import hashlib
import io
import zipfile
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import UnreadableJson, is_whole_number, read_json
from floordesk.i18n import translate
from floordesk.store.records import GENESIS_HASH, canonical_json, follows, is_storable_text, record_hash
from floordesk.store.signing import DeviceKey, fingerprint, signature_valid
from floordesk.store.staff import Role

PACK_FORMAT = "floordesk-audit-pack"
PACK_VERSION = 1
MANIFEST = "manifest.json"
RECORDS = "records.jsonl"
REPORT = "report.pdf"
VERIFY = "VERIFY.md"
INCIDENTS_CSV = "incidents.csv"
GAPS_CSV = "gaps.csv"
VOIDS_CSV = "voids.csv"
OVERRULES_CSV = "overrules.csv"
DERIVED = (INCIDENTS_CSV, GAPS_CSV, VOIDS_CSV, OVERRULES_CSV)
FILES = (RECORDS, *DERIVED, REPORT, VERIFY)
"""Every file the manifest lists, in the order it lists them (the manifest itself is the pack's other file)."""
MEMBER_MAX_BYTES = 8 * 1024**3
"""A pack's file that says it is larger is refused unread (a zip can claim anything)."""

INCIDENT_COLUMNS = (
    "device_id",
    "device",
    "number",
    "recorded_local",
    "recorded_utc",
    "event",
    "table",
    "rule",
    "kind",
    "decided_by",
    "decision",
    "status",
    "witnesses",
    "record_hash",
    "incident_id",
    # The dispute record (issue 30), empty for a ruling nobody disputed: its fields, its second reviewer, and where
    # its footage was saved (a correction records it).
    "dispute_requested_by",
    "dispute_requested_at",
    "dispute_before_next_deal",
    "dispute_camera",
    "dispute_review_window",
    "dispute_review",
    "dispute_finding",
    "dispute_error_type",
    "footage_preserve_by",
    "second_reviewer",
    "footage_saved_to",
)
GAP_COLUMNS = (
    "device_id",
    "device",
    "row",
    "first_number",
    "last_number",
    "issued",
    "present",
    "voided",
    "missing",
    "number",
    "reason",
)
VOID_COLUMNS = (
    "device_id",
    "device",
    "number",
    "incident_id",
    "voided_local",
    "reason",
    "voided_by",
    "confirmed_by",
    "record_hash",
)
OVERRULE_COLUMNS = (
    "device_id",
    "device",
    "number",
    "incident_id",
    "overruled_local",
    "reason",
    "decided_by",
    "overruled_by",
    "decision_in_force",
    "record_hash",
)


# -- a record of the pack ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PackRecord:
    """One line of records.jsonl."""

    device: str
    seq: int
    record_type: str
    uid: str
    prev_hash: str
    hash: str
    signature: str | None
    in_period: bool
    fields: dict[str, Any]
    line: int = 0

    def to_line(self) -> str:
        """Its line: canonical JSON (sorted keys, no spaces), NULL columns left out as the hash leaves them."""
        return canonical_json(
            {
                "device": self.device,
                "seq": self.seq,
                "type": self.record_type,
                "uid": self.uid,
                "prev_hash": self.prev_hash,
                "hash": self.hash,
                "signature": self.signature,
                "in_period": self.in_period,
                "fields": {name: value for name, value in self.fields.items() if value is not None},
            }
        )

    def place(self, labels: Mapping[str, str]) -> str:
        return (
            f"{RECORDS} line {self.line} (device {labels.get(self.device, self.device)} position {self.seq}, "
            f"{self.record_type} {self.uid})"
        )


def read_records(data: bytes) -> list[PackRecord]:
    """records.jsonl's lines as records; InvalidInput naming the first line that is not one."""
    records = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw:
            continue
        try:
            item = read_json(raw)
        except UnreadableJson as error:
            raise InvalidInput.at(
                RECORDS,
                translate("store", "line {number} is not a record ({error})").format(number=number, error=error),
            ) from None
        record = _record_of(item, number)
        if record is None:
            raise InvalidInput.at(
                RECORDS, translate("store", "line {number} is not a record of the pack's form").format(number=number)
            )
        records.append(record)
    return records


def _record_of(item: object, line: int) -> PackRecord | None:
    if not isinstance(item, dict) or set(item) != {
        "device",
        "seq",
        "type",
        "uid",
        "prev_hash",
        "hash",
        "signature",
        "in_period",
        "fields",
    }:
        return None
    texts = ("device", "type", "uid", "prev_hash", "hash")
    if not all(isinstance(item[name], str) for name in texts) or not is_whole_number(item["seq"], minimum=1):
        return None
    fields = item["fields"]
    if not isinstance(fields, dict) or not all(
        is_storable_text(value) or is_whole_number(value) for value in fields.values()
    ):
        return None
    if not (item["signature"] is None or isinstance(item["signature"], str)) or not isinstance(item["in_period"], bool):
        return None
    return PackRecord(
        item["device"],
        item["seq"],
        item["type"],
        item["uid"],
        item["prev_hash"],
        item["hash"],
        item["signature"],
        item["in_period"],
        fields,
        line,
    )


# -- what the records say ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StaffChange:
    utc: str
    place: tuple[str, int]
    change: str
    role: str | None


@dataclass
class Ledger:
    """The records of a pack, read as a log: who everyone is, the devices, events, tables and incidents."""

    records: list[PackRecord]
    labels: dict[str, str] = field(default_factory=dict)
    staff: dict[str, tuple[str, str]] = field(default_factory=dict)
    """uid -> (full name, first role)"""
    changes: dict[str, list[StaffChange]] = field(default_factory=dict)
    events: dict[str, str] = field(default_factory=dict)
    tables: dict[str, str] = field(default_factory=dict)
    amendments: dict[str, list[PackRecord]] = field(default_factory=dict)
    """incident uid -> its amendments, in the order the log applies them (time, then uid)"""

    @classmethod
    def of(cls, records: Sequence[PackRecord]) -> Ledger:
        ledger = cls(list(records))
        for record in records:
            values = record.fields
            if record.record_type == "device":
                ledger.labels[record.device] = str(values.get("label", record.device))
            elif record.record_type == "staff":
                ledger.staff[record.uid] = (str(values.get("name")), str(values.get("role")))
            elif record.record_type == "staff_change":
                change = StaffChange(
                    str(values.get("recorded_utc")),
                    (record.device, record.seq),
                    str(values.get("change")),
                    None if values.get("role") is None else str(values["role"]),
                )
                ledger.changes.setdefault(str(values.get("staff_uid")), []).append(change)
            elif record.record_type == "event":
                ledger.events[record.uid] = f"#{values.get('number')} {values.get('name')}"
            elif record.record_type == "table":
                ledger.tables[record.uid] = str(values.get("name"))
            elif record.record_type == "amendment":
                ledger.amendments.setdefault(str(values.get("incident_uid")), []).append(record)
        for story in ledger.amendments.values():
            story.sort(key=lambda a: (str(a.fields.get("recorded_utc")), a.uid))
        for changes in ledger.changes.values():
            changes.sort(key=lambda c: (c.utc, c.place))
        return ledger

    def signer(self, staff_uid: object, utc: object) -> str:
        """A staff member as every file names a signer: full name and the role they held then."""
        if not isinstance(staff_uid, str) or staff_uid not in self.staff:
            return f"unknown staff member {staff_uid}"
        name, role = self.staff[staff_uid]
        for change in self.changes.get(staff_uid, ()):
            if change.utc <= str(utc) and change.change == "role" and change.role:
                role = change.role
        return f"{name} ({_role_title(role)})"

    def incidents(self, event_uid: str | None = None) -> list[PackRecord]:
        """The incidents recorded in the period (of the event), by device then number."""
        found = [
            r
            for r in self.records
            if r.record_type == "incident"
            and r.in_period
            and (event_uid is None or r.fields.get("event_uid") == event_uid)
        ]
        return sorted(found, key=lambda r: (r.device, _number(r)))

    def standing(self, incident: PackRecord) -> dict[str, Any]:
        """The incident as it stands, its amendments applied: table, witnesses, decision in force, status."""
        values = incident.fields
        state: dict[str, Any] = {
            "table": values.get("table_uid"),
            "witnesses": _json(values.get("witnesses"), []),
            "decision": _json(values.get("decision") or values.get("recommended"), None),
            "rule": values.get("rule"),
            "kind": values.get("kind"),
            "status": "recorded",
            "footage_saved_to": None,
        }
        for amendment in self.amendments.get(incident.uid, ()):
            kind, changes = amendment.fields.get("kind"), _json(amendment.fields.get("changes"), {})
            if kind == "correction" and isinstance(changes, dict):
                for name in ("table", "witnesses", "rule", "kind", "footage_saved_to"):
                    if name in changes:
                        state[name] = changes[name]
                state["status"] = "corrected" if state["status"] == "recorded" else state["status"]
            elif kind == "overrule" and isinstance(changes, dict):
                state["decision"] = changes.get("decision")
                state["status"] = "overruled"
            elif kind == "void":
                state["status"] = "voided"
        return state


def _role_title(role: str) -> str:
    """A role as the window names it ("Tournament Director"); a role FloorDesk does not know, as written."""
    try:
        return Role(role).title
    except ValueError:
        return role


def _number(record: PackRecord) -> int:
    number = record.fields.get("number")
    return number if isinstance(number, int) else 0


def _json(text: object, default: Any) -> Any:
    if not isinstance(text, str):
        return default
    try:
        return read_json(text)
    except UnreadableJson:
        return default


# -- the gap report -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DeviceNumbers:
    """One device's incident numbers in the period: issued (first to last), present, voided, and each missing one."""

    device_id: str
    label: str
    first: int
    last: int
    present: int
    voided: int
    missing: tuple[tuple[int, str], ...]
    """(number, why it is missing)"""


def gap_report(ledger: Ledger, chains: Sequence[Mapping[str, Any]]) -> list[DeviceNumbers]:
    """Per device chain of the pack, its numbers issued in the period against those the records hold.

    The period's numbering starts after the last incident the chain recorded before the period (carried in
    the pack), or at 1 when the log holds the chain from its start; it ends at the period's highest number.
    A void is present (listed as voided), not a gap. A missing number is explained by the chain around it:
    positions the log never held (not imported here), or a whole chain with no incident of that number.
    """
    report = []
    for chain in chains:
        device = str(chain["device_id"])
        incidents = {_number(r): r for r in ledger.records if r.record_type == "incident" and r.device == device}
        period = sorted(
            n for n, r in incidents.items() if r.in_period and chain["first_seq"] <= r.seq <= chain["last_seq"]
        )
        if not period:
            continue
        before = [n for n, r in incidents.items() if r.seq < chain["first_seq"]]
        first = max(before) + 1 if before else 1 if chain["first_held_seq"] == 1 else period[0]
        last = period[-1]
        missing = []
        for number in range(first, last + 1):
            if number in incidents:
                continue
            missing.append((number, _why_missing(number, incidents, chain, ledger.labels.get(device, device))))
        voided = sum(
            1
            for n in period
            if any(a.fields.get("kind") == "void" for a in ledger.amendments.get(incidents[n].uid, ()))
        )
        report.append(
            DeviceNumbers(device, ledger.labels.get(device, device), first, last, len(period), voided, tuple(missing))
        )
    return report


def _why_missing(number: int, incidents: Mapping[int, PackRecord], chain: Mapping[str, Any], label: str) -> str:
    lower = max((n for n in incidents if n < number), default=None)
    upper = min((n for n in incidents if n > number), default=None)
    low_seq = incidents[lower].seq if lower is not None else chain["first_held_seq"] - 1
    high_seq = incidents[upper].seq if upper is not None else chain["last_seq"] + 1
    unheld = [(a, b) for a, b in chain.get("not_held", ()) if a < high_seq and b > low_seq]
    if unheld or (lower is None and chain["first_held_seq"] > 1):
        where = (
            ", ".join(f"{a} to {b}" if a != b else str(a) for a, b in unheld) or f"1 to {chain['first_held_seq'] - 1}"
        )
        return (
            f"not held in this log: positions {where} of device {label}'s chain were never imported here; "
            "the incident, if it was recorded, is on that laptop"
        )
    after = f"#{lower} (position {low_seq})" if lower is not None else "the chain's start"
    return (
        f"never recorded: device {label}'s chain is whole from {after} to #{upper} (position {high_seq}) "
        f"and holds no incident #{number}: no incident was ever written with that number"
    )


# -- the CSVs ---------------------------------------------------------------------------------------------------
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "'")
"""A cell beginning with one of these is written with an apostrophe before it. A spreadsheet reads a cell that
begins with =, +, -, @ (or a tab or carriage return before one) as a formula, so a reason or a name typed at the
table could run as one on an auditor's machine; the apostrophe makes it text. A cell that already begins with an
apostrophe gets one too, so the rule undoes without doubt: every cell of a pack's CSV that begins with an
apostrophe had one added; remove that first character to read the value as recorded (README, VERIFY.md)."""


def _cell(value: object) -> object:
    """A value as a CSV cell a spreadsheet shows as text (see FORMULA_STARTS); None is an empty cell."""
    if value is None:
        return ""
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else value


def _csv(columns: Sequence[str], rows: Iterable[Sequence[object]]) -> bytes:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows([_cell(value) for value in row] for row in rows)
    return out.getvalue().encode("utf-8")


def _dispute_cells(dispute: object) -> list[object]:
    """The dispute record's columns of incidents.csv (all empty for a ruling nobody disputed)."""
    if not isinstance(dispute, dict):
        return [""] * 9
    asked = dispute.get("requested_by")
    if asked == "player" and dispute.get("seat") is not None:
        asked = f"player (seat {dispute['seat']})"
    window = dispute.get("window")
    deal = dispute.get("before_next_deal")
    return [
        asked,
        dispute.get("requested_at"),
        "" if deal is None else ("yes" if deal else "no"),
        dispute.get("camera"),
        f"{window.get('from')}-{window.get('to')}" if isinstance(window, dict) else "",
        dispute.get("review"),
        dispute.get("finding"),
        dispute.get("error"),
        dispute.get("preserve_by"),
    ]


def derived_files(records: Sequence[PackRecord], manifest: Mapping[str, Any]) -> dict[str, bytes]:
    """The CSVs of a pack, from its records and its manifest's period and chains alone."""
    ledger = Ledger.of(records)
    incidents = ledger.incidents(manifest["period"].get("event_uid"))
    amended = [(incident, made) for incident in incidents for made in ledger.amendments.get(incident.uid, ())]
    return {
        INCIDENTS_CSV: _csv(INCIDENT_COLUMNS, [_incident_row(ledger, incident) for incident in incidents]),
        GAPS_CSV: _csv(GAP_COLUMNS, _gap_rows(ledger, manifest["chains"])),
        VOIDS_CSV: _csv(
            VOID_COLUMNS,
            [_void_row(ledger, incident, void) for incident, void in amended if void.fields.get("kind") == "void"],
        ),
        OVERRULES_CSV: _csv(
            OVERRULE_COLUMNS,
            [
                _overrule_row(ledger, incident, overrule)
                for incident, overrule in amended
                if overrule.fields.get("kind") == "overrule"
            ],
        ),
    }


def _decided_by(ledger: Ledger, incident: PackRecord) -> str:
    return ledger.signer(incident.fields.get("recorded_by"), incident.fields.get("recorded_utc"))


def _incident_row(ledger: Ledger, incident: PackRecord) -> list[object]:
    """incidents.csv's row of an incident: as recorded, with its standing after the amendments."""
    values = incident.fields
    state = ledger.standing(incident)
    return [
        incident.device,
        ledger.labels.get(incident.device, incident.device),
        _number(incident),
        values.get("recorded_local"),
        values.get("recorded_utc"),
        ledger.events.get(str(values.get("event_uid")), values.get("event_uid")),
        ledger.tables.get(str(state["table"]), "") if state["table"] else "",
        state["rule"],
        state["kind"],
        _decided_by(ledger, incident),
        canonical_json(state["decision"]),
        state["status"],
        "; ".join(str(w) for w in state["witnesses"]) if isinstance(state["witnesses"], list) else "",
        incident.hash,
        incident.uid,
        *_dispute_cells(_json(values.get("dispute"), None)),
        ledger.signer(values["second_staff"], values.get("recorded_utc")) if values.get("second_staff") else "",
        state["footage_saved_to"] or "",
    ]


def _amendment_head(ledger: Ledger, incident: PackRecord, amendment: PackRecord) -> list[object]:
    """The cells a void's and an overrule's rows begin with: the incident amended, when and why."""
    return [
        incident.device,
        ledger.labels.get(incident.device, incident.device),
        _number(incident),
        incident.uid,
        amendment.fields.get("recorded_local"),
        amendment.fields.get("reason"),
    ]


def _void_row(ledger: Ledger, incident: PackRecord, void: PackRecord) -> list[object]:
    when = void.fields.get("recorded_utc")
    return [
        *_amendment_head(ledger, incident, void),
        ledger.signer(void.fields.get("recorded_by"), when),
        ledger.signer(void.fields.get("second_staff"), when),
        void.hash,
    ]


def _overrule_row(ledger: Ledger, incident: PackRecord, overrule: PackRecord) -> list[object]:
    changes = _json(overrule.fields.get("changes"), {})
    return [
        *_amendment_head(ledger, incident, overrule),
        _decided_by(ledger, incident),
        ledger.signer(overrule.fields.get("recorded_by"), overrule.fields.get("recorded_utc")),
        canonical_json(changes.get("decision") if isinstance(changes, dict) else None),
        overrule.hash,
    ]


def _gap_rows(ledger: Ledger, chains: Sequence[Mapping[str, Any]]) -> list[list[object]]:
    """gaps.csv: a row per device's numbers issued, present and voided, then a row per number missing and why."""
    rows: list[list[object]] = []
    for numbers in gap_report(ledger, chains):
        issued = numbers.last - numbers.first + 1
        rows.append(
            [
                numbers.device_id,
                numbers.label,
                "device",
                numbers.first,
                numbers.last,
                issued,
                numbers.present,
                numbers.voided,
                len(numbers.missing),
                "",
                "",
            ]
        )
        rows.extend(
            [numbers.device_id, numbers.label, "missing", "", "", "", "", "", "", number, reason]
            for number, reason in numbers.missing
        )
    return rows


# -- the manifest -------------------------------------------------------------------------------------------------
def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _signed_text(manifest: Mapping[str, Any]) -> str:
    """What the manifest's signature signs: the SHA-256 (hex) of its canonical JSON without the signature."""
    unsigned = {name: value for name, value in manifest.items() if name != "signature"}
    return sha256(canonical_json(unsigned).encode("utf-8"))


def signed_manifest(manifest: Mapping[str, Any], key: DeviceKey) -> bytes:
    """manifest.json's bytes: the manifest, the public key that signs it, and its signature."""
    whole = {**manifest, "signature": None}
    whole["laptop"] = {**manifest["laptop"], "public_key": key.public_hex, "fingerprint": key.fingerprint}
    whole["signature"] = key.sign(_signed_text(whole))
    return (canonical_json(whole) + "\n").encode("utf-8")


# -- proving a pack -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PackProof:
    """What `check_pack` found: nothing (the pack holds), or the first file or record that does not match."""

    problem: str | None
    records: int = 0
    incidents: int = 0
    period: str = ""

    @property
    def holds(self) -> bool:
        return self.problem is None


class _Mismatch(Exception):
    """The first thing in the pack that does not match (its message names it)."""


def check_pack(path: Path) -> PackProof:
    """Prove the pack at `path` offline. InvalidInput when it is not a pack at all (not a zip, no manifest)."""
    if not path.is_file():
        raise InvalidInput.at("pack", translate("store", "{path} is not a file").format(path=path))
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as error:
        raise InvalidInput.at(
            "pack", translate("store", "{path} is not a zip file ({error})").format(path=path, error=error)
        ) from None
    with archive:
        names = archive.namelist()
        if MANIFEST not in names:
            raise InvalidInput.at(
                "pack",
                translate("store", "{path} has no {MANIFEST}: it is not an auditor's pack").format(
                    path=path, MANIFEST=MANIFEST
                ),
            )
        try:
            return _prove(archive, names)
        except _Mismatch as mismatch:
            return PackProof(str(mismatch))


def _read(archive: zipfile.ZipFile, name: str) -> bytes:
    info = archive.getinfo(name)
    if info.file_size > MEMBER_MAX_BYTES:
        raise _Mismatch(
            translate("store", "{name}: says it is {file_size} bytes, more than a pack's file may be").format(
                name=name, file_size=info.file_size
            )
        )
    try:
        return archive.read(info)
    except (zipfile.BadZipFile, OSError, ValueError) as error:  # a changed byte in the compressed data, say
        raise _Mismatch(
            translate("store", "{name}: cannot be read from the zip ({error})").format(name=name, error=error)
        ) from None


def _prove(archive: zipfile.ZipFile, names: list[str]) -> PackProof:
    manifest = _manifest(_read(archive, MANIFEST))
    extra = sorted(set(names) - {MANIFEST, *FILES})
    if extra:
        raise _Mismatch(
            translate("store", "{extra}: is not a file the manifest lists (something was added to the pack)").format(
                extra=extra[0]
            )
        )
    contents: dict[str, bytes] = {}
    for name in FILES:
        if name not in names:
            raise _Mismatch(translate("store", "{name}: is missing from the pack").format(name=name))
        contents[name] = _read(archive, name)
        if sha256(contents[name]) != manifest["files"].get(name):
            raise _Mismatch(
                translate(
                    "store", "{name}: its SHA-256 is not the one the signed manifest gives: the file was changed"
                ).format(name=name)
            )
    try:
        records = read_records(contents[RECORDS])
    except InvalidInput as error:
        raise _Mismatch(error.problems[0]) from None
    _prove_records(records, manifest)
    for name, made in derived_files(records, manifest).items():
        if made != contents[name]:
            raise _Mismatch(
                translate("store", "{name}: is not what the pack's records give (made again from {RECORDS})").format(
                    name=name, RECORDS=RECORDS
                )
            )
    incidents = sum(1 for r in records if r.record_type == "incident" and r.in_period)
    period = f"{manifest['period']['from']} to {manifest['period']['to']}"
    return PackProof(None, len(records), incidents, period)


def _manifest(data: bytes) -> dict[str, Any]:
    try:
        manifest = read_json(data)
    except UnreadableJson as error:
        raise _Mismatch(
            translate("store", "{MANIFEST}: is not JSON ({error})").format(MANIFEST=MANIFEST, error=error)
        ) from None
    if not isinstance(manifest, dict) or manifest.get("format") != PACK_FORMAT:
        raise _Mismatch(translate("store", "{MANIFEST}: is not an auditor's pack manifest").format(MANIFEST=MANIFEST))
    if manifest.get("version") != PACK_VERSION:
        raise _Mismatch(
            translate("store", "{MANIFEST}: is of pack version {get!r}, not {PACK_VERSION}").format(
                MANIFEST=MANIFEST, get=manifest.get("version"), PACK_VERSION=PACK_VERSION
            )
        )
    laptop, files, chains, period = (manifest.get(name) for name in ("laptop", "files", "chains", "period"))
    if not (
        isinstance(laptop, dict)
        and isinstance(laptop.get("public_key"), str)
        and isinstance(laptop.get("device_id"), str)
        and isinstance(files, dict)
        and isinstance(period, dict)
        and isinstance(chains, list)
        and all(_chain_shape(chain) for chain in chains)
    ):
        raise _Mismatch(
            translate("store", "{MANIFEST}: does not have the fields of a pack manifest").format(MANIFEST=MANIFEST)
        )
    signature = manifest.get("signature")
    try:
        valid = isinstance(signature, str) and signature_valid(laptop["public_key"], _signed_text(manifest), signature)
    except ValueError:
        valid = False
    if not valid:
        raise _Mismatch(
            translate(
                "store", "{MANIFEST}: its signature is not made by the key it names: the manifest was changed"
            ).format(MANIFEST=MANIFEST)
        )
    return manifest


def _chain_shape(chain: object) -> bool:
    if not isinstance(chain, dict) or not isinstance(chain.get("device_id"), str):
        return False
    numbers = ("first_seq", "last_seq", "first_held_seq")
    if not all(is_whole_number(chain.get(name), minimum=1) for name in numbers):
        return False
    spans = chain.get("not_held", [])
    return isinstance(spans, list) and all(
        isinstance(s, list) and len(s) == 2 and all(is_whole_number(v, minimum=1) for v in s) for s in spans
    )


def _prove_records(records: Sequence[PackRecord], manifest: Mapping[str, Any]) -> None:
    """Each record's hash and signature, the links inside each run, every position of a run, the keys."""
    ledger = Ledger.of(records)
    labels = ledger.labels
    held: dict[tuple[str, int], PackRecord] = {}
    keys: dict[str, list[tuple[int, str, bool]]] = {}
    for record in records:
        if (record.device, record.seq) in held:
            raise _Mismatch(
                translate("store", "{place}: a second record at this position").format(place=record.place(labels))
            )
        held[record.device, record.seq] = record
        if record.record_type == "device_key":
            recovery = "recorded_by" in record.fields or "reason" in record.fields
            keys.setdefault(record.device, []).append((record.seq, str(record.fields.get("public_key")), recovery))
    for chain_keys in keys.values():
        chain_keys.sort()
    for record in records:
        if record.fields.get("uid") != record.uid:
            raise _Mismatch(translate("store", "{place}: its uid is not its row's").format(place=record.place(labels)))
        made = record_hash(record.record_type, record.device, record.seq, record.prev_hash, record.fields)
        if made != record.hash:
            raise _Mismatch(
                translate("store", "{place}: its content does not match its hash: it was changed").format(
                    place=record.place(labels)
                )
            )
        signer = _signer(keys.get(record.device, []), record.seq, record.record_type == "device_key")
        if signer is not None and not signature_valid(signer, record.hash, record.signature):
            raise _Mismatch(
                translate("store", "{place}: its signature is not its device's key's").format(
                    place=record.place(labels)
                )
            )
        if record.seq == 1 and record.prev_hash != GENESIS_HASH:
            raise _Mismatch(
                translate("store", "{place}: it is first in its chain but names a predecessor").format(
                    place=record.place(labels)
                )
            )
        before = held.get((record.device, record.seq - 1))
        if before is not None and not follows(record.prev_hash, before.hash, before.signature):
            raise _Mismatch(
                translate("store", "{place}: it does not follow the record before it (position {value})").format(
                    place=record.place(labels), value=record.seq - 1
                )
            )
    positions: dict[str, list[int]] = {}
    for device, seq in sorted(held):
        positions.setdefault(device, []).append(seq)
    for chain in manifest["chains"]:
        device = chain["device_id"]
        missing = _uncovered(
            chain["first_seq"], chain["last_seq"], positions.get(device, []), chain.get("not_held", [])
        )
        if missing is not None:
            raise _Mismatch(
                translate(
                    "store",
                    "{RECORDS}: device {get}'s record at position {missing} is missing (the manifest "
                    "covers its chain from position {chain} to {chain2})",
                ).format(
                    RECORDS=RECORDS,
                    get=labels.get(device, device),
                    missing=missing,
                    chain=chain["first_seq"],
                    chain2=chain["last_seq"],
                )
            )
    own = manifest["laptop"]
    own_keys = keys.get(own["device_id"], [])
    if not own_keys or own_keys[-1][1] != own["public_key"]:
        raise _Mismatch(
            translate(
                "store",
                "{MANIFEST}: the key that signs it is not the one the laptop's chain declares last in {RECORDS}",
            ).format(MANIFEST=MANIFEST, RECORDS=RECORDS)
        )
    _prove_approvals(records, keys, own["device_id"], labels)


def _prove_approvals(
    records: Sequence[PackRecord], keys: Mapping[str, list[tuple[int, str, bool]]], own: str, labels: dict[str, str]
) -> None:
    """Each record of another chain came in by an import of the making laptop's chain (trust model 2.5), and each
    such import was recorded while the key in force at its segment's end stood approved in that chain: of the
    approvals and revocations of its fingerprint at positions before the import's, the last is an approval (2.4,
    verify's check 12: chain order, never the records' dates)."""
    decisions = sorted(
        (r.seq, str(r.fields.get("fingerprint")), r.record_type == "device_approval")
        for r in records
        if r.device == own and r.record_type in ("device_approval", "device_revocation")
    )
    segments: dict[str, list[tuple[int, int, PackRecord]]] = {}
    for record in records:
        if record.device == own and record.record_type == "import":
            for device, first, last in segment_spans(record.fields.get("segments")):
                segments.setdefault(device, []).append((first, last, record))
    for record in records:
        if record.device != own and not any(a <= record.seq <= b for a, b, _i in segments.get(record.device, ())):
            raise _Mismatch(
                translate(
                    "store",
                    "{place}: no import in the chain of the laptop that made the pack brought it "
                    "({RECORDS} holds none naming its position)",
                ).format(place=record.place(labels), RECORDS=RECORDS)
            )
    for device, spans in segments.items():
        for _first, last, brought_by in spans:
            in_force = [key for seq, key, _recovery in keys.get(device, ()) if seq <= last]
            if not in_force or not _is_key(in_force[-1]):
                continue  # no key, or not one: the signatures' check names it
            digits = fingerprint(in_force[-1]).replace("-", "")
            standing = [approved for seq, decided, approved in decisions if decided == digits and seq < brought_by.seq]
            if standing and standing[-1]:
                continue
            why = (
                translate("verify", "its approval was revoked")
                if standing
                else translate("verify", "it was approved only later")
            )
            raise _Mismatch(
                translate(
                    "store",
                    "{RECORDS}: device {get}'s key was not approved in the chain of the laptop that "
                    "made the pack when the import that brought its records was recorded ({why}; "
                    "{place})",
                ).format(RECORDS=RECORDS, get=labels.get(device, device), why=why, place=brought_by.place(labels))
            )


def segment_spans(text: object) -> list[tuple[str, int, int]]:
    """An import record's segments as (device, first position, last position); none for what FloorDesk does not
    write (the record's own hash and shape checks name it)."""
    try:
        listed = read_json(text) if isinstance(text, str) else None
    except UnreadableJson:
        return []
    if not isinstance(listed, list):
        return []
    return [
        (segment["device"], segment["first_seq"], segment["last_seq"])
        for segment in listed
        if isinstance(segment, dict)
        and isinstance(segment.get("device"), str)
        and is_whole_number(segment.get("first_seq"), minimum=1)
        and is_whole_number(segment.get("last_seq"), minimum=1)
    ]


def _uncovered(first: int, last: int, held: Sequence[int], unheld: Sequence[Sequence[int]]) -> int | None:
    """The first position of first..last neither held nor listed as never held (None: all are accounted for).

    Walks the held positions and the spans, never the range itself: a manifest may name any position.
    """
    spans = sorted((a, b) for a, b in unheld)
    expected = first
    for seq in [*[p for p in held if first <= p <= last], last + 1]:
        while expected < seq:
            span = next(((a, b) for a, b in spans if a <= expected <= b), None)
            if span is None:
                return expected
            expected = span[1] + 1
        expected = max(expected, seq + 1)
    return None


def _is_key(text: str) -> bool:
    return len(text) == 64 and all(c in "0123456789abcdef" for c in text)


def _signer(keys: Sequence[tuple[int, str, bool]], seq: int, is_key_record: bool) -> str | None:
    """The key that must sign position `seq` (trust model 2.3): the key in force, the one before for a key change."""
    at_or_before = [key for key in keys if key[0] <= seq]
    if not at_or_before:
        return None  # before the chain's first key record: vouched for by the signed records after it
    last = at_or_before[-1]
    if is_key_record and last[0] == seq and len(at_or_before) > 1 and not last[2]:
        return at_or_before[-2][1]
    return last[1] if _is_key(last[1]) else None


def summary_counts(ledger: Ledger, incidents: Sequence[PackRecord]) -> dict[str, Counter[str]]:
    """The incidents by rule, by kind and by the staff member who decided (full name and role)."""
    return {
        "rule": Counter(f"Rule {r.fields.get('rule')}" for r in incidents),
        "kind": Counter(str(r.fields.get("kind")) for r in incidents),
        "staff": Counter(ledger.signer(r.fields.get("recorded_by"), r.fields.get("recorded_utc")) for r in incidents),
    }
