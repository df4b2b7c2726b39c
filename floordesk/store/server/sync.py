"""Store: one synchronisation of this laptop's log with the server.

1. Send: this laptop's own chain, from the position after the server's last
   record of it, in chain order, in batches that each commit on their own (a
   cut connection loses nothing; the next synchronisation starts where the
   server's chain ends). A server holding a different record at a position this
   laptop has, or more of this laptop's chain than it has, is a fork: nothing
   is sent, and the synchronisation says what happened and how to recover
   (`floordesk.store.server.recovery`). Records deleted from the middle of
   this laptop's chain on the server (a hole, which stops every receive there)
   are sent again first.
2. Receive (`floordesk.store.server.receive`): for every other device whose
   chain on the server runs past what this log holds, the rows contiguous with
   it that pass the server chain rules, merged by `import_log`, the
   authenticated import; a bad row stops only its own laptop's records, named
   in the report. Any signed-in floor member may receive (Permission.RECEIVE):
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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from floordesk.i18n import numerus, translate
from floordesk.store.exchange import LogRecord, log_records
from floordesk.store.records import utc_text
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.receive import receive
from floordesk.store.server.recovery import fork_advice
from floordesk.store.server.report import SyncReport
from floordesk.store.server.schema import require_schema

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
        receive(store, server, report, by, receive_limit)
        if report.received and not report.waiting_to_send:
            _send(store, server, report, send_batch, after_batch)  # this log's import record
    store.document_pending(
        or_later=True
    )  # the received incidents' search documents, after the exchange with the server
    report.finished_utc = utc_text(store.journal.clock())
    return report


@contextmanager
def _server(dsn: str) -> Iterator[Connection]:
    import psycopg  # loads only when a server is used

    connection = connect(dsn, statement_timeout_s=STATEMENT_TIMEOUT_S)
    try:
        require_schema(connection, dsn)
        yield connection
    except psycopg.OperationalError as error:
        raise ServerError(
            translate(
                "store",
                "the connection to {describe} was lost ({first_line}): what was sent is kept, and "
                "the next synchronisation goes on from there",
            ).format(describe=describe(dsn), first_line=first_line(error))
        ) from None
    except psycopg.Error as error:  # a refusal (a permission taken away, say): nothing here was changed
        raise ServerError(
            translate("store", "the server {describe} refused the synchronisation: {first_line}").format(
                describe=describe(dsn), first_line=first_line(error)
            )
        ) from None
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
    if row is not None and not _extends(local, own, local_head, sent_to, str(row[1])):
        report.refused.append(fork_advice(local, server, own, local_head, sent_to))
        report.waiting_to_send = max(local_head - sent_to, 0)
        report.sent_through = sent_to
        return
    if row is not None:
        _fill_holes(local, server, own, sent_to, report)
    while sent_to < local_head:
        records = list(log_records(local, device=own, after=sent_to, limit=batch))
        refusal = _insert(server, records)
        if refusal:
            report.refused.append(
                translate(
                    "sync", "this laptop's records from position {seq}: the server refused them as a fork ({refusal})"
                ).format(seq=sent_to + 1, refusal=refusal)
            )
            break
        sent_to += len(records)
        report.sent += len(records)
        if after_batch is not None:
            after_batch(report.sent)
    report.waiting_to_send = local_head - sent_to
    report.sent_through = sent_to


def _insert(server: Connection, records: list[LogRecord]) -> str | None:
    """Send records in one server transaction; why the server refused them as a fork (None: it took them)."""
    # psycopg loads only when a server is used
    import psycopg
    from psycopg.types.json import Jsonb

    try:
        with server.cursor() as cursor:
            cursor.executemany(
                _INSERT,
                [
                    (r.device, r.seq, r.record_type, r.uid, r.prev_hash, r.digest, r.signature, Jsonb(r.fields))
                    for r in records
                ],
            )
        server.commit()
    except psycopg.OperationalError:
        raise  # the connection is gone: `_server` says so
    except psycopg.DatabaseError as error:
        server.rollback()
        if error.sqlstate == FORK or isinstance(error, psycopg.errors.UniqueViolation):
            return first_line(error)
        raise ServerError(
            translate("store", "the server refused this laptop's records: {first_line}").format(
                first_line=first_line(error)
            )
        ) from None
    return None


_LACKED = numerus(
    "sync",
    "the server lacks this laptop's records at %n position(s) of its chain, from position {seq}, and refused them "
    "again ({refusal})",
    "",
    0,
)


def _fill_holes(
    local: sqlite3.Connection,
    server: Connection,
    own: str,
    server_head: int,
    report: SyncReport,
) -> None:
    """Send again this laptop's records deleted from the middle of its chain on the server (by its owner): every
    other laptop's receive stops at such a hole, so it is filled from this log, record for record as it was."""
    (held,) = server.execute("SELECT count(*) FROM records WHERE device_id = %s", (own,)).fetchone() or (0,)
    if held == server_head:
        server.commit()
        return
    missing = server.execute(
        "SELECT s FROM generate_series(1, %s) s WHERE NOT EXISTS "
        "(SELECT 1 FROM records WHERE device_id = %s AND seq = s) ORDER BY s",
        (server_head, own),
    ).fetchall()
    server.commit()
    records = [next(log_records(local, device=own, after=int(seq) - 1, limit=1)) for (seq,) in missing]
    refusal = _insert(server, records)
    if refusal:
        report.refused.append(translate("sync", _LACKED, "", len(records)).format(seq=records[0].seq, refusal=refusal))
    else:
        report.sent += len(records)


def own_head(store: IncidentStore) -> int:
    """The last position of this laptop's own chain (0: it has written nothing)."""
    row = store.connection.execute(
        "SELECT coalesce(max(seq), 0) FROM chain WHERE device_id = (SELECT device_id FROM this_device)"
    ).fetchone()
    return int(row[0])


def _extends(local: sqlite3.Connection, own: str, local_head: int, server_head: int, server_hash: str) -> bool:
    """Whether the server's copy of this laptop's chain is a start of this log's (its head is this log's record)."""
    if server_head > local_head:
        return False
    row = local.execute("SELECT hash FROM chain WHERE device_id = ? AND seq = ?", (own, server_head)).fetchone()
    return row is not None and row[0] == server_hash
