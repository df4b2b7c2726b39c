"""Store: one synchronisation of this laptop's log with the server.

1. Send: this laptop's own chain, from the position after the server's last
   record of it, in chain order, in batches that each commit on their own (a
   cut connection loses nothing; the next synchronisation starts where the
   server's chain ends). A server holding a different record at a position this
   laptop has, or more of this laptop's chain than it has, is a fork: nothing
   is sent and the synchronisation says so.
2. Receive: for every other device whose chain on the server runs past what
   this log holds with more than import records (see `_news`), the records
   after it, written as an export file and merged
   by `import_log`, the authenticated import: the same checks, in one local
   transaction. Any signed-in floor member may receive (Permission.RECEIVE):
   what is admitted is vouched for by the administrator's approval of each
   device's key and by every check of an import, and the import record names
   the server, so other laptops tell a receive from a file's import (which
   stays a manager's, TD's or administrator's). A device whose key no
   administrator of this log approved is left on the server and named.
3. Send again, when the merge appended its import record.

With nobody signed in, only step 1 runs, and the report says how many records
wait on the server.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floordesk.core.errors import InvalidInput
from floordesk.store.devices import approved_fingerprints
from floordesk.store.errors import ConflictError, NewerSchemaError
from floordesk.store.exchange import export_file, import_log, log_records
from floordesk.store.records import utc_text
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.schema import require_schema
from floordesk.store.signing import fingerprint, fingerprint_digits

if TYPE_CHECKING:
    import psycopg

    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn

    Connection = psycopg.Connection[tuple[Any, ...]]

STATEMENT_TIMEOUT_S = 60.0
"""A statement that waits longer (a server stuck on a lock, say) is cancelled and the synchronisation fails
cleanly, to be retried, instead of holding the background synchronisation for ever."""
SEND_BATCH = 500
"""Records sent per server transaction: what a cut connection can cost is one batch sent again."""
RECEIVE_LIMIT = 10_000
"""Records merged per synchronisation: one local transaction, so the window's own writes never wait long."""
FORK = "FD001"
"""The SQLSTATE of the server's trigger refusing a record off its chain's end."""

_INSERT = (
    "INSERT INTO records (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields) "
    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
)
_SERVER_HEADS = """
    WITH RECURSIVE devices AS (
        (SELECT device_id FROM records ORDER BY device_id LIMIT 1)
        UNION ALL
        SELECT (SELECT r.device_id FROM records r WHERE r.device_id > d.device_id ORDER BY r.device_id LIMIT 1)
        FROM devices d WHERE d.device_id IS NOT NULL
    )
    SELECT d.device_id,
        (SELECT r.seq FROM records r WHERE r.device_id = d.device_id ORDER BY r.seq DESC LIMIT 1)
    FROM devices d WHERE d.device_id IS NOT NULL
"""
"""Each device's last position on the server: one index probe per device, not a scan of every record."""


@dataclass
class SyncReport:
    server: str
    sent: int = 0
    received: int = 0
    already_present: int = 0
    refused: list[str] = field(default_factory=list)
    """why records were not sent or not received (a fork, an unapproved device, a record the import refused)"""
    waiting_to_send: int = 0
    """this laptop's records still not on the server"""
    sent_through: int = 0
    """the last position of this laptop's chain the server holds"""
    waiting_to_receive: int = 0
    """other devices' records on the server this log does not hold yet (not merged: no sign-in, or the limit)"""
    devices: list[str] = field(default_factory=list)
    """the labels of the devices whose records were received"""
    finished_utc: str = ""

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()

    def summary(self) -> str:
        text = f"sent {self.sent}, received {self.received}"
        if self.waiting_to_receive:
            text += f", {self.waiting_to_receive} still to receive"
        if self.waiting_to_send:
            text += f", {self.waiting_to_send} still to send"
        if self.refused:
            text += f", refused: {'; '.join(self.refused)}"
        return text


def synchronise(
    store: IncidentStore,
    dsn: str,
    by: SignedIn | None,
    *,
    send_batch: int = SEND_BATCH,
    receive_limit: int = RECEIVE_LIMIT,
    after_batch: Callable[[int], object] | None = None,
) -> SyncReport:
    """One synchronisation (see the module docstring); ServerError when the server cannot be used.

    `after_batch` is told how many records have been sent so far, after each committed batch.
    """
    report = SyncReport(describe(dsn))
    with _server(dsn) as server:
        _send(store, server, report, send_batch, after_batch)
        _receive(store, server, report, by, receive_limit)
        if report.received and not report.waiting_to_send:
            _send(store, server, report, send_batch, after_batch)  # this log's import record
    store.document_pending(
        or_later=True
    )  # the received incidents' search documents, after the exchange with the server
    report.finished_utc = utc_text(store.journal.clock())
    return report


@contextmanager
def _server(dsn: str) -> Iterator[Connection]:
    # psycopg loads only when a server is used
    import psycopg

    connection = connect(dsn, statement_timeout_s=STATEMENT_TIMEOUT_S)
    try:
        require_schema(connection, dsn)
        yield connection
    except psycopg.OperationalError as error:
        raise ServerError(
            f"the connection to {describe(dsn)} was lost ({first_line(error)}): what was sent is kept, "
            "and the next synchronisation goes on from there"
        ) from None
    except psycopg.Error as error:  # a refusal (a permission taken away, say): nothing here was changed
        raise ServerError(f"the server {describe(dsn)} refused the synchronisation: {first_line(error)}") from None
    finally:
        connection.close()


# -- send ---------------------------------------------------------------------
def _send(
    store: IncidentStore,
    server: Connection,
    report: SyncReport,
    batch: int,
    after_batch: Callable[[int], object] | None,
) -> None:
    # psycopg loads only when a server is used
    import psycopg
    from psycopg.types.json import Jsonb

    own = store.journal.device_id()
    if own is None:
        return  # a log that has written nothing
    local = store.connection
    local_head = own_head(store)
    row = server.execute(
        "SELECT seq, hash FROM records WHERE device_id = %s ORDER BY seq DESC LIMIT 1", (own,)
    ).fetchone()
    server.commit()
    sent_to = 0 if row is None else int(row[0])
    if row is not None:
        fork = _fork(local, own, local_head, sent_to, str(row[1]))
        if fork:
            report.refused.append(fork)
            report.waiting_to_send = max(local_head - sent_to, 0)
            report.sent_through = sent_to
            return
    while sent_to < local_head:
        records = list(log_records(local, device=own, after=sent_to, limit=batch))
        try:
            with server.cursor() as cursor:
                cursor.executemany(
                    _INSERT,
                    [
                        (own, r.seq, r.record_type, r.uid, r.prev_hash, r.digest, r.signature, Jsonb(r.fields))
                        for r in records
                    ],
                )
            server.commit()
        except psycopg.OperationalError:
            raise  # the connection is gone: `_server` says so
        except psycopg.DatabaseError as error:
            server.rollback()
            if error.sqlstate == FORK or isinstance(error, psycopg.errors.UniqueViolation):
                report.refused.append(
                    f"this laptop's records from position {sent_to + 1}: the server refused them as a fork "
                    f"({first_line(error)})"
                )
                break
            raise ServerError(f"the server refused this laptop's records: {first_line(error)}") from None
        sent_to += len(records)
        report.sent += len(records)
        if after_batch is not None:
            after_batch(report.sent)
    report.waiting_to_send = local_head - sent_to
    report.sent_through = sent_to


def own_head(store: IncidentStore) -> int:
    """The last position of this laptop's own chain (0: it has written nothing)."""
    row = store.connection.execute(
        "SELECT coalesce(max(seq), 0) FROM chain WHERE device_id = (SELECT device_id FROM this_device)"
    ).fetchone()
    return int(row[0])


def _fork(local: sqlite3.Connection, own: str, local_head: int, server_head: int, server_hash: str) -> str | None:
    """Why the server's copy of this laptop's chain is not a start of this log's (None: it is)."""
    if server_head > local_head:
        return (
            f"the server holds {server_head} records of this laptop's chain, this log only {local_head}: "
            "a fork (a restored backup, or this log copied from another laptop?); nothing was sent"
        )
    row = local.execute("SELECT hash FROM chain WHERE device_id = ? AND seq = ?", (own, server_head)).fetchone()
    if row is None or row[0] != server_hash:
        return (
            f"the server holds a different record at position {server_head} of this laptop's chain: "
            "a fork (this log copied from another laptop?); nothing was sent"
        )
    return None


# -- receive ------------------------------------------------------------------
def _receive(store: IncidentStore, server: Connection, report: SyncReport, by: SignedIn | None, limit: int) -> None:
    local = store.connection
    own = store.journal.device_id()
    wanted: list[tuple[str, int, int]] = []  # (device, first position wanted, last)
    approved = approved_fingerprints(local)
    for device, last in server.execute(_SERVER_HEADS).fetchall():
        # One index probe per device: grouping the whole chain table would read every record of a big log.
        held = local.execute("SELECT coalesce(max(seq), 0) FROM chain WHERE device_id = ?", (device,)).fetchone()
        first = int(held[0]) + 1
        if device == own or last < first or not _news(server, device, first, last):
            continue
        refusal = _unapproved(server, device, last, approved)
        if refusal:
            report.refused.append(refusal)
        else:
            wanted.append((device, first, int(last)))
    server.commit()
    pending = sum(last - first + 1 for _device, first, last in wanted)
    if by is None or not wanted:
        report.waiting_to_receive = pending
        return
    with tempfile.TemporaryDirectory(prefix=".floordesk-sync-", dir=store.path.parent) as folder:
        export = Path(folder) / "from-server.fdlog"
        count = _write_export(server, export, wanted, limit)
        try:
            merged = import_log(store.journal, export, by, server=report.server)
        except (InvalidInput, ConflictError, NewerSchemaError) as error:
            problems = error.problems if isinstance(error, InvalidInput) else [str(error)]
            report.refused.append(f"the records received were not merged: {problems[0]}")
            report.waiting_to_receive = pending
            return
    report.received = merged.added_total
    report.already_present = merged.already_present
    report.devices = merged.devices
    report.waiting_to_receive = pending - count


def _news(server: Connection, device: str, first: int, last: int) -> bool:
    """Whether the device's records from `first` to `last` hold more than import records.

    Receiving appends an import record, which the other laptop receives in turn: a run of import records
    alone waits for the device's next real record, or two laptops would answer each other's imports forever.
    """
    row = server.execute(
        "SELECT EXISTS (SELECT 1 FROM records WHERE device_id = %s AND seq BETWEEN %s AND %s "
        "AND record_type <> 'import')",
        (device, first, last),
    ).fetchone()
    return bool(row and row[0])


def _unapproved(server: Connection, device: str, last: int, approved: set[str]) -> str | None:
    """Why a device's records are not received here (None: its key in force is one this log approved)."""
    key = server.execute(
        "SELECT fields ->> 'public_key' FROM records WHERE device_id = %s AND record_type = 'device_key' "
        "AND seq <= %s ORDER BY seq DESC LIMIT 1",
        (device, last),
    ).fetchone()
    named = server.execute(
        "SELECT fields ->> 'label' FROM records WHERE device_id = %s AND record_type = 'device' ORDER BY seq LIMIT 1",
        (device,),
    ).fetchone()
    label = device if named is None or named[0] is None else str(named[0])
    if key is None or key[0] is None:
        return f"the records of device {label} are not signed: they are not received"
    shown = fingerprint(str(key[0]))
    if fingerprint_digits(shown) in approved:
        return None
    return (
        f"the records of device {label} are signed by a key this log has not approved (fingerprint {shown}): "
        f"an administrator compares it with that laptop's and approves it (`floordesk log approve {shown} --by NAME`)"
    )


def _write_export(server: Connection, target: Path, wanted: list[tuple[str, int, int]], limit: int) -> int:
    """Write the wanted records as an export file, at most `limit` of them; returns how many."""
    with export_file(target, durable=False) as lines:  # a temporary file, read back at once
        for device, first, last in wanted:
            take = min(last, first + limit - lines.count - 1)
            if take < first:
                break
            with server.cursor(name="receive") as cursor:  # server-side: a long chain is never held whole
                cursor.itersize = 2_000
                cursor.execute(
                    "SELECT record_type, seq, prev_hash, hash, signature, fields FROM records "
                    "WHERE device_id = %s AND seq BETWEEN %s AND %s ORDER BY seq",
                    (device, first, take),
                )
                for record_type, seq, prev_hash, digest, signature, fields in cursor:
                    lines.write(record_type, device, seq, prev_hash, digest, signature, fields)
            server.commit()
    return lines.count
