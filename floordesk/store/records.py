"""Store: what a log record is, how it is identified, timed and hashed.

A record is one row of a record table (incidents, amendments, staff, ...).
Its hash is the SHA-256 of its canonical content: the record type, its device,
its place in that device's chain, the previous record's hash and every
non-NULL column, so any change to any stored field changes the hash. NULL
columns are left out so that a column added by a later schema (NULL in old
rows) does not change the hashes of records written before it.

The canonical content is one line per field, in order of field name:
`name:` then `i` (whole number, in decimal) or `s` (text), the value's length
in UTF-8 bytes, `:`, the value, and a newline. Lengths make it unambiguous; it
is simple enough that SQLite builds the same bytes itself (`canonical_sql`),
which is what lets `verify` check a million records in seconds.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import time
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeGuard

from floordesk.core.fields import UnreadableJson, read_json
from floordesk.i18n import translate

INTEGER_MAX_SEQ = 2**63 - 1
GENESIS_HASH = "0" * 64
"""The `prev_hash` of the first record of every device's chain."""


def seal(digest: str, signature: str | None) -> str:
    """What a record written now names as its predecessor (`prev_hash`): the SHA-256 (hex) of the record before's
    hash, a colon and its signature (nothing for none). A changed byte of that signature breaks the link, and
    verify names the record without checking every signature (TRUST_MODEL.md 2.1)."""
    import hashlib  # late, as in record_hash: the window's first frame writes no record

    return hashlib.sha256(f"{digest}:{signature or ''}".encode("utf-8", "surrogateescape")).hexdigest()


def follows(prev_hash: str, digest: str, signature: str | None) -> bool:
    """Whether a record naming `prev_hash` follows the record with this hash and signature: sealed (written from
    schema 12 on), or by its hash alone (older records, whose predecessor's signature nothing covers)."""
    return prev_hash == digest or prev_hash == seal(digest, signature)


Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """Now, in this machine's time zone (aware)."""
    return datetime.now().astimezone()


@dataclass(frozen=True)
class Stamp:
    """When a record was written: UTC (sortable text) and the recording machine's local time."""

    utc: str
    local: str

    @classmethod
    def of(cls, moment: datetime) -> Stamp:
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("a record's time must carry its time zone")
        return cls(utc_text(moment), moment.isoformat(timespec="microseconds"))


UTC_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utc_text(moment: datetime) -> str:
    """The stored form of an instant: fixed width, so text order is time order."""
    return moment.astimezone(UTC).strftime(UTC_FORMAT)


def new_uid() -> str:
    """A globally unique id: 48 bits of milliseconds then 80 random bits (32 hex digits).

    Time first keeps new ids near each other in the indexes; the random part makes
    ids from different laptops collide with negligible probability.
    """
    return f"{time.time_ns() // 1_000_000:012x}{os.urandom(10).hex()}"


def exists(connection: sqlite3.Connection, table: str, uid: str) -> bool:
    """Whether the record table `table` (one of the schema's own names) holds `uid`."""
    return connection.execute(f"SELECT 1 FROM {table} WHERE uid = ?", (uid,)).fetchone() is not None


def key_in_force(connection: sqlite3.Connection, device_id: str, seq: int = INTEGER_MAX_SEQ) -> str | None:
    """The public key (hex) a device declared last at or before position `seq` of its chain (None: none)."""
    # From the few keys to their chain entries: walking the chain back to its key took a second per million entries.
    row = connection.execute(
        "SELECT k.public_key FROM device_keys k CROSS JOIN chain c ON c.record_uid = k.uid "
        "WHERE c.device_id = ? AND c.record_type = 'device_key' AND c.seq <= ? ORDER BY c.seq DESC LIMIT 1",
        (device_id, seq),
    ).fetchone()
    return None if row is None else str(row[0])


def first_key(connection: sqlite3.Connection, device_id: str) -> str | None:
    """The public key (hex) of a device's chain's first key record (None: none), which signs the records before it."""
    row = connection.execute(
        "SELECT k.public_key FROM device_keys k CROSS JOIN chain c ON c.record_uid = k.uid "
        "WHERE c.device_id = ? AND c.record_type = 'device_key' ORDER BY c.seq LIMIT 1",
        (device_id,),
    ).fetchone()
    return None if row is None else str(row[0])


_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)
"""Made once: json.dumps with these options makes an encoder per call, and an import encodes hundreds of thousands."""


def canonical_json(value: object) -> str:
    """The one text form of a JSON value: sorted keys, no spaces, UTF-8 as is."""
    return _CANONICAL.encode(value)


_HASH_ORDER: dict[tuple[str, ...], tuple[str, ...]] = {}
"""A record's field names (as given) -> the order its canonical content lists them, with the chain's own."""


def record_hash(record_type: str, device_id: str, seq: int, prev_hash: str, fields: Mapping[str, object]) -> str:
    """The SHA-256 (hex) of a record's canonical content linked to its predecessor."""
    content: dict[str, object] = {"_device": device_id, "_prev": prev_hash, "_seq": seq, "_type": record_type}
    content.update(fields)
    names = tuple(fields)
    order = _HASH_ORDER.get(names)
    if order is None:  # the fields of a record type come in the same order: sorted once, not per record
        order = _HASH_ORDER[names] = tuple(sorted(content))
    lines = []
    for name in order:
        value = content[name]
        if value is None:
            continue
        if value.__class__ is str:
            text = value
            size = len(text) if text.isascii() else len(text.encode("utf-8"))  # bytes, cheaply for ASCII
            lines.append(f"{name}:s{size}:{text}\n")
        elif value.__class__ is int:  # not bool: a record holds no booleans
            text = str(value)
            lines.append(f"{name}:i{len(text)}:{text}\n")
        else:
            raise TypeError(f"{name}: a record holds only text and whole numbers, not {type(value).__name__}")
    import hashlib  # late: OpenSSL's library costs the window's first frame 3.5 MiB, and it writes no record

    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


def canonical_sql(
    record_type: str, alias: str, columns: Mapping[str, str], chain_alias: str, required: Collection[str] = ()
) -> str:
    """An SQL expression giving a row's canonical content, byte for byte as `record_hash` builds it.

    `columns` maps each column to its kind, `i` or `s` (the tables are STRICT, so a column's
    declared type is the type of every value in it); `required` names those declared NOT NULL.
    """
    named = {
        "_device": (f"{chain_alias}.device_id", "s", True),
        "_prev": (f"{chain_alias}.prev_hash", "s", True),
        "_seq": (f"{chain_alias}.seq", "i", True),
        "_type": (f"'{record_type}'", "s", True),
        **{column: (f"{alias}.{column}", kind, column in required) for column, kind in columns.items()},
    }
    lines, formats, arguments, nulls = [], [], [], []
    for name in sorted(named):
        value, kind, is_required = named[name]
        size = f"length({value})" if kind == "i" else f"length(CAST({value} AS BLOB))"
        lines.append(f"CASE WHEN {value} IS NULL THEN '' ELSE printf('{name}:{kind}%d:%s\n', {size}, {value}) END")
        if is_required:
            formats.append(f"{name}:{kind}%d:%s\n")
            arguments += [size, value]
            nulls.append(f"{value} IS NULL")
        else:
            formats.append("%s")
            arguments.append(lines[-1])
    # One printf per field and one for the row: far cheaper for SQLite than chains of ||. A row whose NOT NULL
    # columns all hold values (every row FloorDesk wrote) is laid out by one printf, half the cost; a NULL
    # there (a damaged or forged row) takes the field-by-field form, which leaves out any NULL.
    any_row = f"printf('{'%s' * len(lines)}', {', '.join(lines)})"
    written_here = f"printf('{''.join(formats)}', {', '.join(arguments)})"
    return f"CASE WHEN {' OR '.join(nulls)} THEN {any_row} ELSE {written_here} END"


@dataclass(frozen=True)
class RecordType:
    """A kind of record, its table, and which of its columns name other records."""

    name: str
    table: str
    references: Mapping[str, str]
    """column -> the record type whose uid it holds"""


RECORD_TYPES: tuple[RecordType, ...] = (
    # In dependency order: a record only names records of types listed before it
    # (staff name staff; amendments name penalties through their JSON changes).
    RecordType("device", "devices", {}),
    RecordType("device_key", "device_keys", {"recorded_by": "staff"}),
    RecordType("staff", "staff", {"recorded_by": "staff"}),
    RecordType("staff_change", "staff_changes", {"recorded_by": "staff", "staff_uid": "staff"}),
    RecordType("device_approval", "device_approvals", {"recorded_by": "staff"}),
    RecordType("device_revocation", "device_revocations", {"recorded_by": "staff"}),
    RecordType("event", "events", {"recorded_by": "staff"}),
    RecordType("event_action", "event_actions", {"recorded_by": "staff", "event_uid": "event"}),
    RecordType("table", "tables", {"recorded_by": "staff", "event_uid": "event"}),
    RecordType("player", "players", {"recorded_by": "staff", "event_uid": "event"}),
    RecordType(
        "incident",
        "incidents",
        {"recorded_by": "staff", "event_uid": "event", "table_uid": "table", "second_staff": "staff"},
    ),
    RecordType("penalty", "penalties", {"recorded_by": "staff", "incident_uid": "incident", "player_uid": "player"}),
    RecordType(
        "amendment", "amendments", {"recorded_by": "staff", "incident_uid": "incident", "second_staff": "staff"}
    ),
    RecordType("import", "imports", {"recorded_by": "staff"}),
    RecordType("witnessed_head", "witnessed_heads", {"recorded_by": "staff"}),
    RecordType("restore", "restores", {"recorded_by": "staff"}),
    RecordType("audit_pack", "audit_packs", {"recorded_by": "staff", "event_uid": "event"}),
    RecordType("retention", "retention_settings", {"recorded_by": "staff"}),
    RecordType("house", "house_settings", {"recorded_by": "staff"}),
)
RECORD_TYPE: dict[str, RecordType] = {record_type.name: record_type for record_type in RECORD_TYPES}


def references(record_type: RecordType, fields: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """Every (record type, uid) a record names, in its columns and inside its JSON."""
    for column, target in record_type.references.items():
        value = fields.get(column)
        if isinstance(value, str):
            yield target, value
    if record_type.name == "incident":
        yield from _party_players(_decoded(fields.get("parties")))
    elif record_type.name == "amendment":
        changes = _decoded(fields.get("changes"))
        if isinstance(changes, dict):
            yield from _party_players(changes.get("parties"))
            for key in ("table", "penalty"):
                if isinstance(changes.get(key), str):
                    yield key, changes[key]


def _decoded(text: object) -> object:
    """A JSON column's value; None for anything that is not JSON text (import checks it elsewhere)."""
    if not isinstance(text, str):
        return None
    try:
        return read_json(text)
    except UnreadableJson:  # nested too deeply, say: the shape check refuses it
        return None


def _party_players(parties: object) -> Iterator[tuple[str, str]]:
    if isinstance(parties, list):
        for party in parties:
            if isinstance(party, dict) and isinstance(party.get("player"), str):
                yield "player", party["player"]


def table_columns(connection: sqlite3.Connection, table: str) -> tuple[str, ...]:
    """A record table's columns, in table order (the hash covers all of them)."""
    return tuple(column_kinds(connection, table))


def column_kinds(connection: sqlite3.Connection, table: str) -> dict[str, str]:
    """A record table's columns and their kinds: `i` (INTEGER) or `s` (TEXT)."""
    return {row[1]: "i" if row[2] == "INTEGER" else "s" for row in connection.execute(f"PRAGMA table_info({table})")}


def required_columns(connection: sqlite3.Connection, table: str) -> frozenset[str]:
    """A record table's columns declared NOT NULL."""
    return frozenset(row[1] for row in connection.execute(f"PRAGMA table_info({table})") if row[3])


_PLAIN_JSON = frozenset({str, int, bool, type(None)})
"""The classes of JSON leaves that are always plain data."""


def json_problem(value: object) -> str | None:
    """Why `value` is not plain JSON data (None if it is): a message for the field."""
    if value is None or isinstance(value, (str, bool, int)):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else translate("store", "must not hold NaN or infinity")
    if isinstance(value, (list, tuple)):
        for item in value:
            if item.__class__ in _PLAIN_JSON:
                continue  # a leaf needs no call: imports check hundreds of thousands
            problem = json_problem(item)
            if problem:
                return problem
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return translate("store", "must have text keys only")
            if item.__class__ in _PLAIN_JSON:
                continue
            problem = json_problem(item)
            if problem:
                return problem
        return None
    return translate("store", "must hold JSON data only, not a {kind}").format(kind=type(value).__name__)


INTEGER_MAX = 2**63 - 1
"""The largest whole number SQLite stores (chain positions and number fields); the least is -INTEGER_MAX - 1."""


def is_storable_text(value: object) -> TypeGuard[str]:
    """A str SQLite can store and `record_hash` can hash: one UTF-8 encodes (JSON can spell lone surrogates)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
