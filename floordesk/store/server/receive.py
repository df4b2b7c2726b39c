"""Store: receiving the other laptops' records from the server, each laptop's on its own.

For every other device whose chain on the server runs past what this log holds
with more than import records (see `_news`), its rows from the position after
the last this log holds are judged one by one, in chain order, by the server
chain rules (`floordesk.store.server.chains`), starting from this log's own
state of that chain: the hash it holds at that position and the key in force
there. So a run is contiguous with what the log holds: a hole (a row deleted
on the server) or a row that does not link ends it. The run ends before the
first row that fails, and that row is named in the report's refusals ("the
records of device north from position 14 are not received: ..."); the rows
before it are received, if the key in force at the run's end is one this log's
administrator approved. The rows from a bad one on wait on the server, and are
judged again at every synchronisation, so a laptop whose clock ran fast comes
in once the clocks agree.

The runs are merged by `import_log`, the authenticated import (every check of
a file's import, in one local transaction), together as one file. If that
import refuses, each laptop's run is merged as a file of its own (again, while
one more goes in: a run may name records of another), so a record the import
refuses keeps out only the records of its own laptop.
"""

from __future__ import annotations

import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate
from floordesk.store.devices import approved_fingerprints
from floordesk.store.errors import ConflictError, NewerSchemaError
from floordesk.store.exchange import ImportReport, LogRecord, export_file, import_log
from floordesk.store.server.chains import ROW_COLUMNS, ServerBreak, device_break, held_chain, latest_date
from floordesk.store.server.report import SyncReport
from floordesk.store.signing import fingerprint, fingerprint_digits

if TYPE_CHECKING:
    import psycopg

    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn

    Connection = psycopg.Connection[tuple[Any, ...]]

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
class _Run:
    """The rows of one device's server chain that passed, as export lines, and why the rest were not taken."""

    device: str
    label: str
    lines: list[LogRecord] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    custody: list[str] = field(default_factory=list)
    """the breaks in custody (recoveries this log's administrator approved) among the lines"""


def receive(store: IncidentStore, server: Connection, report: SyncReport, by: SignedIn | None, limit: int) -> None:
    """Receive the other laptops' records (see the module docstring); with nobody signed in, only count them."""
    local = store.connection
    own = store.journal.device_id()
    wanted: list[tuple[str, int, int]] = []  # (device, first position wanted, last)
    for device, last in server.execute(_SERVER_HEADS).fetchall():
        # One index probe per device: grouping the whole chain table would read every record of a big log.
        held = local.execute("SELECT coalesce(max(seq), 0) FROM chain WHERE device_id = ?", (device,)).fetchone()
        first = int(held[0]) + 1
        if device != own and last >= first and _news(server, device, first, last):
            wanted.append((str(device), first, int(last)))
    server.commit()
    pending = sum(last - first + 1 for _device, first, last in wanted)
    report.waiting_to_receive = pending
    if by is None or not wanted:
        return
    approved = approved_fingerprints(local)
    latest = latest_date(store.journal.clock())
    runs: list[_Run] = []
    room = limit
    for device, first, last in wanted:
        if room <= 0:
            break
        run = _read_run(server, local, device, first, min(last, first + room - 1), last, latest, approved)
        room -= len(run.lines)
        report.refused.extend(run.refusals)
        if run.lines:
            runs.append(run)
            report.custody.extend(run.custody)
    with tempfile.TemporaryDirectory(prefix=".floordesk-sync-", dir=store.path.parent) as folder:
        for merged in _merged(store, runs, by, report, Path(folder) / "from-server.fdlog"):
            report.received += merged.added_total
            report.already_present += merged.already_present
            report.waiting_to_receive -= merged.added_total + merged.already_present
            report.devices = sorted({*report.devices, *merged.devices})


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


def _read_run(
    server: Connection,
    local: sqlite3.Connection,
    device: str,
    first: int,
    take: int,
    last: int,
    latest: str,
    approved: set[str],
) -> _Run:
    """The device's rows from `first` to `take` that pass, judged from this log's state of its chain."""
    chain = held_chain(local, device, first - 1)
    lines: list[LogRecord] = []
    custody: list[str] = []
    stop: tuple[int, str] | None = None
    with server.cursor(name="receive") as cursor:  # server-side: a long chain is never held whole
        cursor.itersize = 2_000
        cursor.execute(
            f"SELECT {ROW_COLUMNS} FROM records WHERE device_id = %s AND seq BETWEEN %s AND %s ORDER BY seq",
            (device, first, take),
        )
        key = chain.key
        for row in cursor:
            stop = chain.stop(row, latest)
            if not stop and chain.breaks and chain.breaks[-1].seq == row[0]:
                stop = _recovery_waits(local, device, chain.breaks[-1], approved)
                if not stop:
                    custody.append(device_break(chain.label or device, chain.breaks[-1]))
            if stop:
                break
            key = chain.key
            assert chain.fields is not None  # a row whose fields are not a record's stops the run
            seq, record_type, uid, prev_hash, digest, signature, _text = row
            lines.append(LogRecord(device, seq, record_type, uid, prev_hash, digest, signature, chain.fields))
    server.commit()
    unvouched = chain.finish() if stop is None else []
    if unvouched:  # rows before the chain's first key row: refused, or cut by the limit and judged next time
        stop = (unvouched[0].seq, unvouched[0].message if take == last else "")
    label = chain.label or _label(server, local, device)
    run = _Run(device, label, [line for line in lines if stop is None or line.seq < stop[0]], custody=custody)
    if stop is not None and stop[1]:
        run.refusals.append(
            translate("sync", "the records of device {label} from position {seq} are not received: {why}").format(
                label=label, seq=stop[0], why=stop[1]
            )
        )
    if run.lines:
        unapproved = _unapproved(label, key, approved)
        if unapproved:
            run.lines = []
            run.refusals.append(unapproved)
    return run


def _recovery_waits(
    local: sqlite3.Connection, device: str, recovery: ServerBreak, approved: set[str]
) -> tuple[int, str] | None:
    """Where a run stops at a recovery, a break in custody on another laptop: unless this log's administrator
    approved the new key, after comparing fingerprints with that laptop, and the key signs no other device's chain
    here (an approved laptop's key must not take over another laptop's chain)."""
    key = recovery.record.public_key
    elsewhere = local.execute(
        "SELECT 1 FROM device_keys k JOIN chain c ON c.record_uid = k.uid AND c.record_type = 'device_key' "
        "WHERE k.public_key = ? AND c.device_id <> ? LIMIT 1",
        (key, device),
    ).fetchone()
    if elsewhere:
        return recovery.seq, translate("sync", "{recovery}: its key is another laptop's, so it is not received").format(
            recovery=recovery.describe()
        )
    if recovery.fingerprint is not None and fingerprint_digits(recovery.fingerprint) in approved:
        return None
    return recovery.seq, translate(
        "sync",
        "{recovery}. They wait until an administrator here compares that fingerprint with the one "
        "that laptop shows and approves it (`floordesk log approve {fingerprint} --by NAME`)",
    ).format(recovery=recovery.describe(), fingerprint=recovery.fingerprint)


def _unapproved(label: str, key: str | None, approved: set[str]) -> str | None:
    """Why a device's run is not received here (None: the key in force at its end is one this log approved)."""
    if key is None:
        return translate("sync", "the records of device {label} are not signed: they are not received").format(
            label=label
        )
    shown = fingerprint(key)
    if fingerprint_digits(shown) in approved:
        return None
    return translate(
        "sync",
        "the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}): "
        "an administrator compares it with that laptop's and approves it "
        "(`floordesk log approve {fingerprint} --by NAME`)",
    ).format(label=label, fingerprint=shown)


def _label(server: Connection, local: sqlite3.Connection, device: str) -> str:
    row = local.execute("SELECT label FROM devices WHERE device_id = ?", (device,)).fetchone()
    if row is None:
        row = server.execute(
            "SELECT fields ->> 'label' FROM records WHERE device_id = %s AND record_type = 'device' "
            "ORDER BY seq LIMIT 1",
            (device,),
        ).fetchone()
        server.commit()
    return device if row is None or row[0] is None else str(row[0])


def _merged(
    store: IncidentStore, runs: list[_Run], by: SignedIn, report: SyncReport, export: Path
) -> list[ImportReport]:
    """The runs merged: together, or where the import refuses that, each laptop's as far as it goes alone."""
    if not runs:
        return []
    problem = _import(store, runs, by, report, export)
    if isinstance(problem, ImportReport):
        return [problem]
    if len(runs) == 1:
        report.refused.append(_not_merged(runs[0].label, problem))
        return []
    merged: list[ImportReport] = []
    waiting = runs
    while waiting:  # again while one more goes in: a run may name a record another run brings
        refusals: dict[str, str] = {}
        for run in waiting:
            outcome = _import(store, [run], by, report, export)
            if isinstance(outcome, ImportReport):
                merged.append(outcome)
            else:
                refusals[run.device] = outcome
        if len(refusals) == len(waiting):
            break
        waiting = [run for run in waiting if run.device in refusals]
    report.refused.extend(_not_merged(run.label, refusals[run.device]) for run in waiting if run.device in refusals)
    return merged


def _not_merged(label: str, why: str) -> str:
    return translate("sync", "the records of device {label} were not merged: {why}").format(label=label, why=why)


def _import(
    store: IncidentStore, runs: list[_Run], by: SignedIn, report: SyncReport, export: Path
) -> ImportReport | str:
    """The runs merged as one export file (its import's report), or why the import refused them."""
    _write_export(export, runs)
    try:
        return import_log(store.journal, export, by, server=report.server)
    except (InvalidInput, ConflictError, NewerSchemaError) as error:
        return error.problems[0].message if isinstance(error, InvalidInput) else str(error)
    finally:
        export.unlink()


def _write_export(target: Path, runs: list[_Run]) -> None:
    with export_file(target, durable=False) as out:
        for run in runs:
            for record in run.lines:
                out.write(record)
