"""Store: moving logs between laptops (remote tables work offline).

An export is one UTF-8 file of JSON lines: a header, every record in chain
order (device by device, position by position) with its chain position and
hash, and a closing line with the count, so a cut-short file is refused. A
date-range export carries the records recorded in the range, every record
they name (event, table, players, staff, devices), and the story of each
incident and event it carries (penalties and amendments; rule 45 actions).
Staff PIN hashes are not records and are never exported.

Import is a signed-in action of a manager, Tournament Director or
administrator. It reads only a regular file, of at most `IMPORT_MAX_BYTES`,
line by line (at most `LINE_MAX_BYTES` each), and checks the whole file before
writing anything: the format, every record's hash, the links inside each
device's chain, that nothing disagrees with what the log already holds, that
no record joins this laptop's own chain, that every record named is in the
file or the log, that every new record is shaped as FloorDesk writes it, is
not dated past this laptop's clock by more than `CLOCK_TOLERANCE`, and that
each new run of a device's chain ends with a record signed by that device's
key, whose fingerprint an administrator of this log has approved. It then
adds, in one transaction, only the records the log does not have (by uid:
merging twice adds nothing), each checked against its signer's role and
standing at its own time, and appends an import record that names each merged
chain segment, so `verify` can tell a segment that starts mid-chain from
records deleted from the log. The first problem found refuses the whole file.

For speed (thousands of records a second) the file is read once: each new
record is written inside the import's transaction once it has passed its own
checks (in batches of `_WRITE_BATCH`, a value SQLite refuses still named with
its line), and the checks of the whole file (segment ends, signatures,
references) run at the end, before anything is committed; a problem rolls it
all back. In a big file, the checks of each record that depend on its line
alone (its format, hash and shape) are made ahead in a second process, on the
machine's other core (`_ExportReader`, `floordesk.store.ahead`). The
incidents' search documents are queued, not made (see
`floordesk.store.derived`): the caller makes them once the import has
committed. A signer is judged as the file is read; only when a staff record
later in the file could change an earlier verdict is the file read a second
time to judge every signer with the whole file known.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import stat
from collections import Counter
from collections.abc import Generator, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple, TextIO, TypeGuard

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import UnreadableJson, is_whole_number, read_json
from floordesk.i18n import translate
from floordesk.store.admission import Authority, shape_problem
from floordesk.store.ahead import judged_ahead
from floordesk.store.database import database_path, schema_version
from floordesk.store.derived import refresh_derived
from floordesk.store.devices import Revocation, approved_fingerprints, revocations
from floordesk.store.errors import ConflictError, NewerSchemaError, translated
from floordesk.store.journal import ChainedRecord, Journal
from floordesk.store.records import (
    GENESIS_HASH,
    INTEGER_MAX,
    RECORD_TYPE,
    RECORD_TYPES,
    UTC_FORMAT,
    RecordType,
    Stamp,
    canonical_json,
    exists,
    follows,
    is_storable_text,
    key_in_force,
    record_hash,
    references,
    table_columns,
    utc_text,
)
from floordesk.store.signing import fingerprint, fingerprint_digits, signature_valid
from floordesk.store.staff import Permission, SignedIn, require

FORMAT = "floordesk-incident-log"
FORMAT_VERSION = 2
"""2: each record carries its signature."""
IMPORT_MAX_BYTES = 8 * 1024**3
LINE_MAX_BYTES = 16 * 1024**2
"""A record's line: far above the largest FloorDesk writes (its JSON fields hold at most a million characters)."""
CLOCK_TOLERANCE = timedelta(minutes=10)
"""How far past this laptop's clock an imported record may be dated (laptops' clocks drift apart)."""


@dataclass(frozen=True)
class ExportReport:
    file: Path
    records: int
    incidents: int
    devices: int

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "file": str(self.file)}


@dataclass
class ImportReport:
    file: Path
    added: dict[str, int] = field(default_factory=dict)
    """record type -> how many were added"""
    already_present: int = 0
    devices: list[str] = field(default_factory=list)
    """the labels of the devices whose records were added"""
    segments: list[dict[str, Any]] = field(default_factory=list)

    @property
    def added_total(self) -> int:
        return sum(self.added.values())

    def to_json(self) -> dict[str, Any]:
        return {**vars(self), "file": str(self.file), "added_total": self.added_total}


# -- export -----------------------------------------------------------------
def export_log(
    connection: sqlite3.Connection, target: Path, *, since: datetime | None = None, until: datetime | None = None
) -> ExportReport:
    """Write the whole log, or the records of [since, until), to `target` (owner-only)."""
    if not target.parent.is_dir():
        raise InvalidInput.at(
            "file", translate("store", "the folder {parent} does not exist").format(parent=target.parent)
        )
    if target.is_dir():
        raise InvalidInput.at(
            "file", translate("store", "{target} is a folder; name a file to export to").format(target=target)
        )
    if target.exists() and not target.is_file():  # the finished file is renamed over it: it would be replaced
        raise InvalidInput.at(
            "file",
            translate("store", "{target} is not a regular file (a device or a pipe); name a file to export to").format(
                target=target
            ),
        )
    partial = target.with_name(target.name + ".partial")
    if any(_is_log_file(connection, path) for path in (target, partial)):
        raise InvalidInput.at(
            "file",
            translate("store", "{target} would overwrite the incident log; name another file to export to").format(
                target=target
            ),
        )
    with translated(target, f"writing {target}", "The log itself is unchanged."):
        try:
            connection.execute("BEGIN")  # one snapshot for the whole file
            try:
                ranged = since is not None or until is not None
                if ranged:
                    select_range(connection, since, until)
                counts = _write_export(connection, partial, ranged, since, until)
            finally:
                connection.execute("ROLLBACK")
                connection.execute("DROP TABLE IF EXISTS temp.export_scope")
            os.replace(partial, target)
        except BaseException:
            with suppress(OSError):  # the first error is the one to report
                partial.unlink(missing_ok=True)  # a half-written export must not lie around looking like one
            raise
    return ExportReport(target, counts["records"], counts["incident"], counts["devices"])


def _is_log_file(connection: sqlite3.Connection, path: Path) -> bool:
    """Whether `path` is the log's database or one of SQLite's files beside it (writing there destroys the log)."""
    log = database_path(connection)
    for file in (log, *(log.with_name(log.name + suffix) for suffix in ("-wal", "-shm", "-journal"))):
        if path.resolve() == file.resolve() or (path.exists() and file.exists() and os.path.samefile(path, file)):
            return True
    return False


def _write_export(
    connection: sqlite3.Connection, path: Path, ranged: bool, since: datetime | None, until: datetime | None
) -> Counter[str]:
    counts: Counter[str] = Counter()
    devices: set[str] = set()
    path.unlink(missing_ok=True)
    with export_file(path, since, until, durable=True) as lines:
        for record in log_records(connection, scoped=ranged):
            lines.write(record)
            counts[record.record_type] += 1
            devices.add(record.device)
        counts["records"] = lines.count
    counts["devices"] = len(devices)
    return counts


@dataclass(frozen=True)
class LogRecord:
    """A chained record of this log with its row: a line of an export file, or what a sync sends."""

    device: str
    seq: int
    record_type: str
    uid: str
    prev_hash: str
    digest: str
    signature: str | None
    """as text, whatever the bytes: a damaged signature goes out as it reads, for the reader to refuse"""
    fields: dict[str, Any]


def log_records(
    connection: sqlite3.Connection,
    *,
    device: str | None = None,
    after: int = 0,
    limit: int | None = None,
    scoped: bool = False,
) -> Iterator[LogRecord]:
    """This log's chained records in chain order (by device, then position), each with its row: all of them,
    one `device`'s after position `after` (at most `limit`), or those of `temp.export_scope` (`scoped`)."""
    scope = "JOIN temp.export_scope s ON s.uid = c.record_uid" if scoped else ""
    mine = "WHERE c.device_id = ? AND c.seq > ?" if device is not None else ""
    most = "LIMIT ?" if limit is not None else ""
    parameters = [*((device, after) if device is not None else ()), *((limit,) if limit is not None else ())]
    chain = connection.execute(
        "SELECT c.device_id, c.seq, c.record_type, c.record_uid, c.prev_hash, c.hash, CAST(c.signature AS BLOB) "
        f"FROM chain c {scope} {mine} ORDER BY c.device_id, c.seq {most}",
        parameters,
    )
    columns = {t.name: table_columns(connection, t.table) for t in RECORD_TYPES}
    while batch := chain.fetchmany(1_000):
        for device_id, seq, record_type, uid, prev_hash, digest, signature in batch:
            row = connection.execute(f"SELECT * FROM {RECORD_TYPE[record_type].table} WHERE uid = ?", (uid,)).fetchone()
            text = None if signature is None else bytes(signature).decode("utf-8", "replace")
            fields = dict(zip(columns[record_type], row, strict=True))
            yield LogRecord(device_id, seq, record_type, uid, prev_hash, digest, text, fields)


class ExportLines:
    """The record lines of an export file being written (see `export_file`)."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self.count = 0

    def write(self, record: LogRecord) -> None:
        line = {
            "type": record.record_type,
            "device": record.device,
            "seq": record.seq,
            "prev_hash": record.prev_hash,
            "hash": record.digest,
            "signature": record.signature,
            "fields": record.fields,
        }
        self._out.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
        self.count += 1


@contextmanager
def export_file(
    path: Path, since: datetime | None = None, until: datetime | None = None, *, durable: bool
) -> Iterator[ExportLines]:
    """Write an export file, the one place its format is written: the header, a line per record, the end line.

    The file is created owner-only (it is the log's content) and must not exist. The end line, with the
    number of records, is written only when the block ends without an error: a file cut short never reads
    as whole. `durable` files are synced to disk before they are closed.
    """
    header = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "schema": schema_version(),
        "since": None if since is None else utc_text(since),
        "until": None if until is None else utc_text(until),
    }
    descriptor = os.open(path, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as out:
        out.write(json.dumps(header, ensure_ascii=False) + "\n")
        lines = ExportLines(out)
        yield lines
        out.write(json.dumps({"end": True, "records": lines.count}) + "\n")
        if durable:
            out.flush()
            os.fsync(out.fileno())


_STORY: dict[str, tuple[tuple[str, str], ...]] = {
    "incident": (("penalties", "incident_uid"), ("amendments", "incident_uid")),
    "event": (("event_actions", "event_uid"),),
    "staff": (("staff_changes", "staff_uid"),),
}
"""record type -> (table, column): the records that make up its story, as they name it"""


def select_range(connection: sqlite3.Connection, since: datetime | None, until: datetime | None) -> None:
    """Fill temp.export_scope with the records of the range and everything they name.

    An incident travels with its whole story (penalties, amendments) and an event with its rule 45
    actions, whether it is in the range or only named from it: without them the other laptop would
    show an outdated ruling or event.
    """
    connection.execute("CREATE TEMP TABLE IF NOT EXISTS export_scope (uid TEXT PRIMARY KEY)")
    connection.execute("DELETE FROM temp.export_scope")
    low = "" if since is None else utc_text(since)
    high = "~" if until is None else utc_text(until)  # "~" sorts after every stored time
    for record_type in RECORD_TYPES:
        connection.execute(
            f"INSERT OR IGNORE INTO temp.export_scope SELECT uid FROM {record_type.table} "
            "WHERE recorded_utc >= ? AND recorded_utc < ?",
            (low, high),
        )
    pending = [row[0] for row in connection.execute("SELECT uid FROM temp.export_scope")]
    while pending:
        named: set[str] = set()
        for uid in pending:
            record_type, fields = _record(connection, uid)
            named.update(target_uid for _type, target_uid in references(record_type, fields))
            named.update(_device_record_uids(connection, uid))
            for table, column in _STORY.get(record_type.name, ()):
                named.update(
                    row[0] for row in connection.execute(f"SELECT uid FROM {table} WHERE {column} = ?", (uid,))
                )
        fresh = [uid for uid in named if not _in_scope(connection, uid)]
        connection.executemany("INSERT INTO temp.export_scope VALUES (?)", ((uid,) for uid in fresh))
        pending = fresh


def _record(connection: sqlite3.Connection, uid: str) -> tuple[RecordType, dict[str, Any]]:
    (record_type_name,) = connection.execute("SELECT record_type FROM chain WHERE record_uid = ?", (uid,)).fetchone()
    record_type = RECORD_TYPE[record_type_name]
    cursor = connection.execute(f"SELECT * FROM {record_type.table} WHERE uid = ?", (uid,))
    names = [description[0] for description in cursor.description]
    return record_type, dict(zip(names, cursor.fetchone(), strict=True))


def _device_record_uids(connection: sqlite3.Connection, uid: str) -> list[str]:
    """The device record and key records of the chain holding `uid` (a range must carry the keys that sign it)."""
    rows = connection.execute(
        "SELECT o.record_uid FROM chain c JOIN chain o ON o.device_id = c.device_id "
        "WHERE c.record_uid = ? AND o.record_type IN ('device', 'device_key')",
        (uid,),
    )
    return [str(row[0]) for row in rows] or [uid]


def _in_scope(connection: sqlite3.Connection, uid: str) -> bool:
    return connection.execute("SELECT 1 FROM temp.export_scope WHERE uid = ?", (uid,)).fetchone() is not None


# -- import -----------------------------------------------------------------
class _Line(NamedTuple):
    """A record's line, read and checked on its own (a tuple: an import makes one per record, 100,000s)."""

    number: int
    record_type: RecordType
    device: str
    seq: int
    prev_hash: str
    hash: str
    signature: str | None
    fields: dict[str, Any]
    shaped: bool = False
    """its shape was found to be what FloorDesk writes ahead (`floordesk.store.ahead`): `_admit` need not check it"""


_WRITE_BATCH = 5000
"""New records written per statement batch: far fewer calls into SQLite than one insert each."""
IMPORT_CACHE_KIB = 262_144
"""SQLite's page cache during an import: big merges touch many index pages."""


def import_log(
    journal: Journal,
    source: Path,
    by: SignedIn,
    *,
    server: str | None = None,
) -> ImportReport:
    """Merge an export into the log, imported by `by`; see the module docstring. Returns what was added.

    `server` names the floor's server the file was received from (never with a password): any floor member
    may receive (Permission.RECEIVE), and the import record says where its records came from.
    """
    connection = journal.connection
    (cache,) = connection.execute("PRAGMA cache_size").fetchone()
    connection.execute(f"PRAGMA cache_size = -{IMPORT_CACHE_KIB}")
    try:
        return _import(journal, source, by, server)
    finally:
        connection.execute(f"PRAGMA cache_size = {int(cache)}")


def _import(journal: Journal, source: Path, by: SignedIn, server: str | None) -> ImportReport:
    connection = journal.connection
    report = ImportReport(source)
    with journal.transaction("importing the log") as stamp:
        require(connection, by, Permission.IMPORT if server is None else Permission.RECEIVE)
        connection.execute("PRAGMA defer_foreign_keys = ON")  # the file is in chain order, not dependency order
        # One pass: each new record is written as soon as it passes its own checks, inside this transaction,
        # which any later problem rolls back whole. Checked while holding the write lock, so nothing can change
        # between check and write.
        plan = _Plan(journal, source, stamp)
        plan.check_and_add()
        report.already_present = plan.already_present
        if not plan.segments:
            return report
        refresh_derived(connection, plan.incident_uids, documents=False)  # see IncidentStore.document_pending
        report.added = plan.added
        report.segments = plan.segments
        report.devices = sorted(plan.device_labels())
        journal.append(
            "import",
            stamp,
            {
                "recorded_by": by.staff_uid,
                "source": source.name,
                "source_sha256": plan.sha256,
                "segments": canonical_json(plan.segments),
                "added": canonical_json(report.added),
                "server": server,
            },
        )
    return report


class _Plan:
    """One pass over an export file: each record checked, each new one written; then the checks of the whole."""

    def __init__(self, journal: Journal, source: Path, stamp: Stamp) -> None:
        self.journal = journal
        self.connection = connection = journal.connection
        self.source = source
        self.own_device = journal.device_id()
        self.latest = utc_text(datetime.strptime(stamp.utc, UTC_FORMAT).replace(tzinfo=UTC) + CLOCK_TOLERANCE)
        self.authority = Authority(connection)
        self._judged_until: dict[str, str] = {}
        """staff uid -> the latest time of a record they signed that was judged as the file was read"""
        self._judge_again = False
        """a signer was judged with what the file had told so far, and the rest of it may change the verdict"""
        self._file_keys: dict[str, list[tuple[int, str]]] = {}
        """device -> (position, public key) of each key record in the file"""
        self._segment_signatures: list[str | None] = []
        self.columns = {t.name: table_columns(connection, t.table) for t in RECORD_TYPES}
        self.held: set[tuple[str, int]] = set()
        """chain positions the log already holds (the rest of the file is new)"""
        self.already_present = 0
        self.added: dict[str, int] = {}
        self.incident_uids: set[str] = set()
        """the incidents added or amended, whose derived rows are refreshed"""
        self.segments: list[dict[str, Any]] = []
        self._segment_ends: list[int] = []
        """the file's line number of each segment's last record"""
        self.sha256 = ""
        self._labels: dict[str, str] = {}
        self._unwritten: list[_Line] = []
        """new records checked on their own, not written yet (`_flush`)"""
        self._approved: set[str] = set()
        """the key fingerprints this log approved (read once the file is read)"""
        self._revoked: dict[str, Revocation] = {}

    def check_and_add(self) -> None:
        in_file: dict[str, str] = {}  # uid -> record type
        named: dict[str, tuple[int, str]] = {}  # uid -> the first line naming it, and its type
        last: dict[str, _Line] = {}  # device -> its last record in the file so far
        log_heads: dict[str, int] = {}
        reader = _ExportReader(self.source, self.columns, check_hashes=True, ahead=True)
        lines = iter(reader)
        try:
            for line in lines:
                previous = last.get(line.device)
                if previous is not None and line.seq <= previous.seq:
                    raise self._bad(line.number, translate("store", "records are out of chain order"))
                if previous is not None and line.seq == previous.seq + 1:
                    if not follows(line.prev_hash, previous.hash, previous.signature):
                        # This line's content matches its hash (read above), so the record before it is not the
                        # one it was linked to: that record's signature or content (hashed again) was changed.
                        raise self._bad(
                            previous.number,
                            translate(
                                "store",
                                "{name} {fields}: is not the record that the next record of its chain (line "
                                "{number}) follows: its signature or its content was changed (damaged or altered)",
                            ).format(name=previous.record_type.name, fields=previous.fields["uid"], number=line.number),
                        )
                else:
                    self._check_segment_start(line)
                last[line.device] = line
                if line.device not in log_heads:
                    log_heads[line.device] = int(
                        self.connection.execute(
                            "SELECT coalesce(max(seq), 0) FROM chain WHERE device_id = ?", (line.device,)
                        ).fetchone()[0]
                    )
                if line.record_type.name == "device_key":
                    self._file_keys.setdefault(line.device, []).append((line.seq, line.fields["public_key"]))
                if line.seq <= log_heads[line.device] and self._already_held(line):
                    self.already_present += 1
                    self.held.add((line.device, line.seq))
                else:
                    self._admit(line)
                    self._judge(line)
                    self._add(line)
                    self._write(line)
                in_file[line.fields["uid"]] = line.record_type.name
                if line.record_type.name == "device":
                    self._labels[line.device] = line.fields["label"]
                for target_type, target_uid in references(line.record_type, line.fields):
                    named.setdefault(target_uid, (line.number, target_type))
        except (InvalidInput, ConflictError):
            self._flush()  # a record before the problem that SQLite refuses is the first problem found
            raise
        finally:
            lines.close()  # a refusal stops the second process at once (`floordesk.store.ahead`)
        self._flush()
        self.sha256 = reader.sha256
        # Read once for the whole file, not once per segment: a synchronisation brings a segment per laptop.
        self._approved, self._revoked = approved_fingerprints(self.connection), revocations(self.connection)
        for segment, number, signature in zip(self.segments, self._segment_ends, self._segment_signatures, strict=True):
            self._check_segment_end(segment, number, signature)
            self._check_signed(segment, number, signature)
        for target_uid, (number, target_type) in named.items():
            if in_file.get(target_uid) != target_type and not self._held(target_type, target_uid):
                raise self._bad(
                    number,
                    translate(
                        "store", "names a {target_type} ({target_uid}) that is neither in the file nor the log"
                    ).format(target_type=target_type, target_uid=target_uid),
                )
        if self._judge_again:
            self._judge_signers_again()

    def _judge(self, line: _Line) -> None:
        """Its signer's role and standing at its time, from the log and the file so far.

        A staff change later in the file (another device's chain, say) may change that verdict only if it
        concerns a member who signed a record already judged, dated at or after the change; a record whose signer
        is not known yet is judged only once the file is read. In either case every record is judged again once
        the whole file is read, and a refusal waits for that judgement.
        """
        name, fields = line.record_type.name, line.fields
        when = fields["recorded_utc"]
        if name == "staff_change" and when <= self._judged_until.get(fields["staff_uid"], ""):
            self._judge_again = True
        self.authority.learn(name, fields, line.device, line.seq)
        if self.authority.problem(name, fields, line.device, line.seq) is not None:
            self._judge_again = True
        for signer in (fields.get("recorded_by"), fields.get("second_staff")):
            if not isinstance(signer, str):
                continue
            if not self.authority.knows(signer):
                self._judge_again = True
            if when > self._judged_until.get(signer, ""):
                self._judged_until[signer] = when

    def _judge_signers_again(self) -> None:
        """Every new record's signer judged with the whole file known (roles and standing at its time)."""
        reader = _ExportReader(self.source, self.columns, check_hashes=False)
        for line in reader:
            if (line.device, line.seq) in self.held:
                continue
            refusal = self.authority.problem(line.record_type.name, line.fields, line.device, line.seq)
            if refusal:
                raise self._bad(line.number, f"{line.record_type.name} {line.fields['uid']}: {refusal}")
        if reader.sha256 != self.sha256:
            raise ConflictError(
                translate("store", "{name} changed while it was being imported. Nothing was imported.").format(
                    name=self.source.name
                )
            )

    def _write(self, line: _Line) -> None:
        """Write a new record: buffered, and written with the next `_WRITE_BATCH` (`_flush`)."""
        name = line.record_type.name
        self._unwritten.append(line)
        if len(self._unwritten) >= _WRITE_BATCH:
            self._flush()
        self.added[name] = self.added.get(name, 0) + 1
        if name == "incident":
            self.incident_uids.add(line.fields["uid"])
        elif name == "amendment":
            self.incident_uids.add(line.fields["incident_uid"])

    def _flush(self) -> None:
        """Write the buffered records; a value SQLite refuses is named with its line, as if written one by one."""
        lines, self._unwritten = self._unwritten, []
        records = [
            ChainedRecord(
                line.record_type.name, line.device, line.seq, line.prev_hash, line.fields, line.hash, line.signature
            )
            for line in lines
        ]
        self.connection.execute("SAVEPOINT import_batch")
        try:
            self.journal.insert_many(records)
        except sqlite3.IntegrityError:
            self.connection.execute("ROLLBACK TO import_batch")
            for line, record in zip(lines, records, strict=True):
                try:
                    self.journal.insert_many([record])
                except sqlite3.IntegrityError as error:  # a value no FloorDesk writes, under a correct hash
                    raise self._bad(
                        line.number,
                        translate("store", "is not a valid {record_type} ({error})").format(
                            record_type=record.record_type, error=error
                        ),
                    ) from error
        finally:
            self.connection.execute("RELEASE import_batch")

    def device_labels(self) -> set[str]:
        """The labels of the devices merged: from the file, or the log (a later run of a chain carries none)."""
        return {self._labels.get(segment["device"]) or self._held_label(segment["device"]) for segment in self.segments}

    def _held_label(self, device: str) -> str:
        row = self.connection.execute("SELECT label FROM devices WHERE device_id = ?", (device,)).fetchone()
        return device if row is None else str(row[0])

    def _admit(self, line: _Line) -> None:
        """A new record: never into this laptop's own chain, shaped as FloorDesk writes it, not from the future."""
        if line.device == self.own_device:
            raise self._bad(
                line.number,
                translate(
                    "store", "belongs to this laptop's own chain, which only this laptop writes (a forged record?)"
                ),
            )
        problem = None if line.shaped else shape_problem(line.record_type.name, line.device, line.fields)
        if problem:
            raise self._bad(line.number, f"{line.record_type.name} {line.fields['uid']}: {problem}")
        if line.fields["recorded_utc"] > self.latest:
            raise self._bad(
                line.number,
                translate(
                    "store",
                    "{name} {fields} is dated {fields2}, more than {value:.0f} minutes past this "
                    "laptop's clock (set the clocks right)",
                ).format(
                    name=line.record_type.name,
                    fields=line.fields["uid"],
                    fields2=line.fields["recorded_utc"],
                    value=CLOCK_TOLERANCE.total_seconds() / 60,
                ),
            )

    def _check_signed(self, segment: dict[str, Any], number: int, signature: str | None) -> None:
        """The segment's last record is signed by its device's key in force there, which an administrator approved."""
        device, last = segment["device"], segment["last_seq"]
        in_file = [key for seq, key in self._file_keys.get(device, ()) if seq <= last]
        public = in_file[-1] if in_file else key_in_force(self.connection, device, last)
        label = self._labels.get(device) or device
        if public is None or not signature_valid(public, segment["last_hash"], signature):
            raise self._bad(
                number,
                translate(
                    "store", "the records of device {label} are not signed by its key: they are not imported"
                ).format(label=label),
            )
        digits = fingerprint_digits(fingerprint(public))
        revoked = self._revoked.get(digits or "")
        if revoked is not None:
            raise ConflictError(
                translate(
                    "store",
                    "{name}: the records of device {label} are signed by a key whose approval was "
                    "{describe} (fingerprint {fingerprint}). Its records already in this log stay; "
                    "nothing new from it is imported. Nothing was imported.",
                ).format(
                    name=self.source.name, label=label, describe=revoked.describe(), fingerprint=fingerprint(public)
                )
            )
        if digits not in self._approved:
            raise ConflictError(
                translate(
                    "store",
                    "{name}: the records of device {label} are signed by a key this log has not "
                    "approved (fingerprint {fingerprint}). An administrator compares it with the one "
                    "`floordesk log devices` shows on that laptop, then approves it (`floordesk log "
                    "approve {fingerprint} --by NAME`). Nothing was imported.",
                ).format(name=self.source.name, label=label, fingerprint=fingerprint(public))
            )

    def _add(self, line: _Line) -> None:
        segment = self.segments[-1] if self.segments else None
        if segment and segment["device"] == line.device and segment["last_seq"] == line.seq - 1:
            segment.update(last_seq=line.seq, last_hash=line.hash)
            self._segment_ends[-1] = line.number
            self._segment_signatures[-1] = line.signature
        else:
            self._segment_ends.append(line.number)
            self._segment_signatures.append(line.signature)
            self.segments.append(
                {
                    "device": line.device,
                    "first_seq": line.seq,
                    "prev_hash": line.prev_hash,
                    "last_seq": line.seq,
                    "last_hash": line.hash,
                }
            )

    def _already_held(self, line: _Line) -> bool:
        row = self.connection.execute(
            "SELECT record_uid, hash FROM chain WHERE device_id = ? AND seq = ?", (line.device, line.seq)
        ).fetchone()
        if row is None:
            return False
        if row[0] != line.fields["uid"] or row[1] != line.hash:
            raise ConflictError(
                translate(
                    "store",
                    "{name} line {number}: position {seq} of device {device} holds a different record "
                    "in this log (was a log file copied to a second laptop?). Nothing was imported.",
                ).format(name=self.source.name, number=line.number, seq=line.seq, device=line.device)
            )
        return True

    def _check_segment_start(self, line: _Line) -> None:
        """A segment's first record must fit the log's record before it, if the log has it."""
        if line.seq == 1:
            if line.prev_hash != GENESIS_HASH:
                raise self._bad(line.number, translate("store", "is first in its chain but names a predecessor"))
            return
        row = self.connection.execute(
            "SELECT hash, signature FROM chain WHERE device_id = ? AND seq = ?", (line.device, line.seq - 1)
        ).fetchone()
        if row is not None and not follows(line.prev_hash, row[0], row[1]):
            raise ConflictError(
                translate(
                    "store",
                    "{name} line {number}: it does not follow this log's record at position {value} "
                    "of device {device}: the two logs disagree. Nothing was imported.",
                ).format(name=self.source.name, number=line.number, value=line.seq - 1, device=line.device)
            )

    def _check_segment_end(self, segment: dict[str, Any], number: int, signature: str | None) -> None:
        """The log's record after a segment's last, if the log has it, must follow that last record."""
        after = segment["last_seq"] + 1
        row = self.connection.execute(
            "SELECT prev_hash FROM chain WHERE device_id = ? AND seq = ?", (segment["device"], after)
        ).fetchone()
        if row is not None and not follows(row[0], segment["last_hash"], signature):
            raise ConflictError(
                translate(
                    "store",
                    "{name} line {number}: this log's record at position {after} of device {segment} "
                    "does not follow it: the two logs disagree. Nothing was imported.",
                ).format(name=self.source.name, number=number, after=after, segment=segment["device"])
            )

    def _held(self, record_type: str, uid: str) -> bool:
        return exists(self.connection, RECORD_TYPE[record_type].table, uid)

    def _bad(self, number: int, message: str) -> InvalidInput:
        return _line_problem(self.source, number, message)


class _ExportReader:
    """The records of an export file, each checked on its own (its format, and its hash if asked).

    After a complete pass, `sha256` is the digest of the whole file. `ahead`: in a file of at least
    `AHEAD_FROM_BYTES`, the checks of each record that depend on its line alone (its format, hash and shape) are
    made ahead in a second process (`floordesk.store.ahead`); a line found there to pass them is read without them
    (and marked `shaped`), any other is checked here, as without it, so a problem is named as it always is.
    """

    def __init__(
        self, source: Path, columns: dict[str, tuple[str, ...]], *, check_hashes: bool, ahead: bool = False
    ) -> None:
        self.source = source
        self.columns = columns
        self._column_sets = {name: frozenset(names) for name, names in columns.items()}
        self.check_hashes = check_hashes
        self.ahead = ahead and check_hashes
        self.sha256 = ""

    def bad(self, number: int, message: str) -> InvalidInput:
        return _line_problem(self.source, number, message)

    def __iter__(self) -> Generator[_Line]:
        digest = hashlib.sha256()
        handle = open_export(self.source)
        with handle, self._judged(handle) as lines:
            ended = False
            count = 0
            for number, (raw, passed) in enumerate(lines, start=1):
                if len(raw) > LINE_MAX_BYTES:
                    raise self.bad(
                        number,
                        translate("store", "is longer than {value} MiB: not a line FloorDesk writes").format(
                            value=LINE_MAX_BYTES // 1024**2
                        ),
                    )
                digest.update(raw)
                try:
                    item = read_json(raw)
                except UnreadableJson as error:
                    raise self.bad(
                        number, translate("store", "is not a line of JSON ({error})").format(error=error)
                    ) from error
                if not isinstance(item, dict):
                    raise self.bad(number, translate("store", "is not a JSON object"))
                if number == 1:
                    _check_header(item, self.source)
                elif ended:
                    raise self.bad(number, translate("store", "follows the closing line"))
                elif item.get("end") is True:
                    if item.get("records") != count:
                        raise self.bad(
                            number,
                            translate("store", "says {get} records, but the file holds {count}").format(
                                get=item.get("records"), count=count
                            ),
                        )
                    ended = True
                else:
                    count += 1
                    yield self._passed(item, number) if passed else self._record(item, number, escaped=_escaped(raw))
        if not ended:
            raise InvalidInput.at(
                self.source.name,
                translate("store", "is incomplete: it has no closing line (cut short?). Nothing was imported."),
            )
        self.sha256 = digest.hexdigest()

    @contextmanager
    def _judged(self, handle: BinaryIO) -> Iterator[Iterator[tuple[bytes, bool]]]:
        """The file's lines, each with whether it was found ahead to pass its own checks."""
        lines = iter(lambda: handle.readline(LINE_MAX_BYTES + 1), b"")
        if not self.ahead or os.fstat(handle.fileno()).st_size < AHEAD_FROM_BYTES:
            yield ((line, False) for line in lines)
            return
        with judged_ahead(lines, _judge_ahead, _reader_ahead, (self.columns,)) as judged:
            yield judged

    def passes(self, raw: bytes) -> bool:
        """Whether a record's line passes every check `_record` (with its hash) and `shape_problem` make of it: a
        function of its bytes alone, made ahead in a second process. False says only "check it here"."""
        if len(raw) > LINE_MAX_BYTES:
            return False
        try:
            item = read_json(raw)
            if not isinstance(item, dict):
                return False
            line = self._record(item, 0, escaped=_escaped(raw))
            return shape_problem(line.record_type.name, line.device, line.fields) is None
        except Exception:  # any problem, whatever it is, is found and named again by the reader
            return False

    def _passed(self, item: dict[str, Any], number: int) -> _Line:
        """A record whose line was found ahead to pass every check of `_record` and its shape check."""
        record_type = RECORD_TYPE[item["type"]]
        return self._line(item, number, record_type, item["fields"], shaped=True)

    def _record(self, item: dict[str, Any], number: int, *, escaped: bool) -> _Line:
        record_type = RECORD_TYPE.get(item.get("type"))  # type: ignore[arg-type]
        if record_type is None:
            raise self.bad(
                number, translate("store", "has an unknown record type {get!r}").format(get=item.get("type"))
            )
        get = item.get
        device, seq, prev_hash, stated_hash = get("device"), get("seq"), get("prev_hash"), get("hash")
        fields, signature = get("fields"), get("signature")
        if signature is not None and not (isinstance(signature, str) and _HEX.fullmatch(signature)):
            raise self.bad(number, translate("store", "has a signature that is not hexadecimal"))
        # Without a \u escape in the line, any str decoded from it is storable text (see __iter__).
        storable = is_storable_text if escaped else _is_str
        if not (storable(device) and is_whole_number(seq, minimum=1, maximum=INTEGER_MAX)):
            raise self.bad(number, translate("store", "has no valid device and chain position"))
        if not (storable(prev_hash) and storable(stated_hash) and isinstance(fields, dict)):
            raise self.bad(number, translate("store", "has no valid hashes or fields"))
        expected = self.columns[record_type.name]
        if fields.keys() != self._column_sets[record_type.name] and not _lacks_only_later_columns(
            record_type.name, fields, expected
        ):
            raise self.bad(
                number,
                translate("store", "has not the fields of a {name} ({join})").format(
                    name=record_type.name, join=", ".join(expected)
                ),
            )
        if not isinstance(fields.get("uid"), str):
            raise self.bad(number, translate("store", "has no uid"))
        for column, value in fields.items():
            kind = value.__class__
            if kind is str:
                if not escaped:
                    continue
                if "\x00" in value:
                    raise self.bad(
                        number, translate("store", "field {column} holds a NUL character").format(column=column)
                    )
                if not is_storable_text(value):
                    raise self.bad(
                        number,
                        translate("store", "field {column} holds a lone surrogate, not Unicode text").format(
                            column=column
                        ),
                    )
            elif kind is int:
                if not -INTEGER_MAX - 1 <= value <= INTEGER_MAX:
                    raise self.bad(
                        number,
                        translate("store", "field {column} holds a whole number too large to store").format(
                            column=column
                        ),
                    )
            elif value is not None:
                raise self.bad(
                    number,
                    translate("store", "field {column} holds {name__}, not text or a whole number").format(
                        column=column, name__=kind.__name__
                    ),
                )
        if self.check_hashes and record_hash(record_type.name, device, seq, prev_hash, fields) != stated_hash:
            uid = fields["uid"]
            raise self.bad(
                number,
                translate("store", "{name} {uid}: its content does not match its hash (damaged or altered)").format(
                    name=record_type.name, uid=uid
                ),
            )
        return self._line(item, number, record_type, fields, shaped=False)

    def _line(
        self, item: dict[str, Any], number: int, record_type: RecordType, fields: dict[str, Any], *, shaped: bool
    ) -> _Line:
        expected = self.columns[record_type.name]
        # Exports list the fields in table order: only another order (or a record from before a later column) is copied.
        ordered = fields if tuple(fields) == expected else {column: fields.get(column) for column in expected}
        return _Line(
            number, record_type, item["device"], item["seq"], item["prev_hash"], item["hash"], item.get("signature"),
            ordered, shaped,
        )  # fmt: skip


AHEAD_FROM_BYTES = 16 * 1024**2
"""An export this large (about 7,000 rulings) has its records' own checks made ahead in a second process: for a
smaller one, starting the process costs about what it saves."""
_READER_AHEAD: list[_ExportReader] = []
"""In the second process: the reader whose checks it makes (`_reader_ahead`)."""


def _reader_ahead(columns: dict[str, tuple[str, ...]]) -> None:
    """The second process's start: a reader of records with these tables' columns, checking hashes."""
    _READER_AHEAD.append(_ExportReader(Path("ahead"), columns, check_hashes=True))


def _judge_ahead(lines: list[bytes]) -> bytes:
    """In the second process: for each line, 1 where it passes its own checks (`_ExportReader.passes`), else 0."""
    reader = _READER_AHEAD[-1]
    return bytes(reader.passes(line) for line in lines)


_HEX = re.compile(r"[0-9a-f]{1,256}")


def _escaped(raw: bytes) -> bool:
    """Whether a line's text may hold a NUL or a lone surrogate; a line without one skips the check of every text field.

    Either comes only from a \\u escape (JSON refuses raw control characters) or, a surrogate, from its UTF-8 bytes,
    whose first byte is ED (json.loads decodes a line's bytes with "surrogatepass"; the other characters whose first
    byte is ED are Korean)."""
    return b"\\u" in raw or b"\xed" in raw


def _is_str(value: object) -> TypeGuard[str]:
    return value.__class__ is str


LATER_COLUMNS: dict[str, frozenset[str]] = {"import": frozenset({"server"})}
"""Columns a later schema added to a record table: a record written before them (an older laptop's, on the
server) lacks them, which is what NULL is to its hash."""


def _lacks_only_later_columns(record_type: str, fields: dict[str, Any], expected: tuple[str, ...]) -> bool:
    return set(fields) < set(expected) and set(expected) - set(fields) <= LATER_COLUMNS.get(record_type, frozenset())


def open_export(source: Path) -> BinaryIO:
    """The file to import, opened for reading: a regular file of at most IMPORT_MAX_BYTES (never a FIFO or device).

    Opened without waiting (a FIFO with no writer would hang the open), then checked on the open file itself.
    """
    try:
        descriptor = os.open(source, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise InvalidInput.at(
            source.name, translate("store", "cannot be read: {value}").format(value=error.strerror or error)
        ) from error
    try:
        found = os.fstat(descriptor)
        if not stat.S_ISREG(found.st_mode):
            raise InvalidInput.at(
                source.name,
                translate("store", "is not a regular file (a device, a pipe or a folder): nothing to import"),
            )
        if found.st_size > IMPORT_MAX_BYTES:
            raise InvalidInput.at(
                source.name,
                translate("store", "is larger than {value} GiB: not an export FloorDesk writes").format(
                    value=IMPORT_MAX_BYTES // 1024**3
                ),
            )
        os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def _line_problem(source: Path, number: int, message: str) -> InvalidInput:
    return InvalidInput.at(f"{source.name}:{number}", message)


def _check_header(header: dict[str, Any], source: Path) -> None:
    if header.get("format") != FORMAT:
        raise _line_problem(source, 1, translate("store", "is not the header of a FloorDesk log export"))
    version, schema = header.get("format_version"), header.get("schema")
    if version == 1:
        raise _line_problem(
            source, 1, translate("store", "is an export from before FloorDesk signed records: export it again there")
        )
    if not isinstance(version, int) or not isinstance(schema, int):
        raise _line_problem(source, 1, translate("store", "has no format version or schema number"))
    if version > FORMAT_VERSION or schema > schema_version():
        raise NewerSchemaError(
            translate(
                "store",
                "the export was written by a newer FloorDesk (format {version}, schema {schema}; "
                "this version reads format {FORMAT_VERSION}, schema {schema_version}). Update "
                "FloorDesk to import it.",
            ).format(version=version, schema=schema, FORMAT_VERSION=FORMAT_VERSION, schema_version=schema_version())
        )
