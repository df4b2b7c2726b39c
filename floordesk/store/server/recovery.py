"""Store: a laptop's own chain on the server that is not a start of its log, what happened, and the way back.

When the server's copy of this laptop's chain is not a start of this log's
chain, nothing is sent, and `fork_advice` says which of three things happened
and what to do, judging the first server row after the last position where
the two agree by the server chain rules (`floordesk.store.server.chains`),
from this log's state there:

- squatted: that row is not this laptop's (its key did not sign it: planted
  with the floor's shared writer credentials, or written by the database's
  owner; or it is a recovery under a key that is not this laptop's, which
  this laptop, holding its key, never made). The server's administrator sets the rows from there aside with the
  owner's credentials (`set_aside`, `floordesk server set-aside`), and this
  laptop sends again: its log kept every record.
- behind: the server's rows are this laptop's own, later than its log (a log
  restored from an older backup, or its log and key copied to a second laptop
  that went on recording): restore the newest backup, or go on with the
  laptop that holds them.
- forked: the server holds another record of this laptop's own at a position
  this log holds (its log and key were copied, and the copy sent first): only
  one laptop may write a chain, so this one keeps its log for the record and
  starts a new one.

`set_aside` moves a device's rows from the first one the chain rules refuse (or
its first recovery, a break in custody that laptop may not have made) to
the end of its chain into the `set_aside` table (kept as evidence: when, by
which database role, why), in one transaction; it refuses when the chain has
no such row or `--from` names another position, so it never takes a chain's
good start away.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floordesk.core.errors import InvalidInput
from floordesk.i18n import numerus, translate
from floordesk.store.records import key_in_force
from floordesk.store.server.chains import ROW_COLUMNS, ServerChain, held_chain
from floordesk.store.server.connection import ServerError, connect, describe, first_line
from floordesk.store.server.schema import require_schema

if TYPE_CHECKING:
    import psycopg

    Connection = psycopg.Connection[tuple[Any, ...]]


_NEWER_ON_SERVER = numerus(
    "sync",
    "the server holds %n later record(s) of this laptop's chain, signed by its key, "
    "that this log lacks: a fork, this log being older than the one that sent them (restored from an older "
    "backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this "
    "laptop's newest backup, or go on with the laptop that holds those records",
    "",
    0,
)


def fork_advice(local: sqlite3.Connection, server: Connection, own: str, local_head: int, server_head: int) -> str:
    """What happened to this laptop's chain on the server, and what to do (see the module docstring)."""
    agreed = _last_agreed(local, server, own, min(local_head, server_head))
    chain = held_chain(local, own, agreed)
    row = server.execute(
        f"SELECT {ROW_COLUMNS} FROM records WHERE device_id = %s AND seq > %s ORDER BY seq LIMIT 1", (own, agreed)
    ).fetchone()
    server.commit()
    assert row is not None  # the server holds more than the two agree on, or they would agree
    first = agreed + 1
    stop = chain.stop(row, None) or _foreign_recovery(chain, row[0], key_in_force(local, own))
    if stop:
        return translate(
            "sync",
            "the server's copy of this laptop's chain holds records from position {first} that this laptop did not "
            "sign ({why}): a fork planted with the floor's shared credentials or by the database's "
            "owner. Nothing was sent; this log keeps every record. To recover, the server's administrator sets them "
            "aside with the database owner's credentials (`floordesk server set-aside DSN {own} --from {first} "
            "--reason TEXT`), then this laptop sends again",
        ).format(first=first, why=stop[1], own=own)
    if first > local_head:
        return translate("sync", _NEWER_ON_SERVER, "", server_head - local_head)
    return translate(
        "sync",
        "the server holds another record at position {first} of this laptop's chain, signed by this laptop's key: "
        "a fork, this log and its key having been copied to a second laptop that sent first. Nothing was sent. Only "
        "one laptop may write a chain: keep this log for the record (`floordesk log export FILE`), and give this "
        "laptop a new data folder, so that it starts a chain of its own whose key an administrator approves",
    ).format(first=first)


def _foreign_recovery(chain: ServerChain, seq: int, own_key: str | None) -> tuple[int, str] | None:
    """Where the row just judged is a recovery under a key that is not `own_key` (None: any recovery): for this
    laptop's own chain, a recovery it did not make, and for set-aside, a break in custody the owner may remove."""
    recovery = chain.breaks[-1] if chain.breaks and chain.breaks[-1].seq == seq else None
    if recovery is None or recovery.record.public_key == own_key:
        return None
    return seq, translate("sync", "{recovery}, a key that is not this laptop's").format(recovery=recovery.describe())


def _last_agreed(local: sqlite3.Connection, server: Connection, own: str, up_to: int) -> int:
    """The last position up to `up_to` at which the server holds this log's record (agreement runs from 1)."""
    low, high = 0, up_to
    while low < high:  # a bisection: a few probes, however long the chain
        middle = (low + high + 1) // 2
        mine = local.execute("SELECT hash FROM chain WHERE device_id = ? AND seq = ?", (own, middle)).fetchone()
        theirs = server.execute("SELECT hash FROM records WHERE device_id = %s AND seq = %s", (own, middle)).fetchone()
        if mine is not None and theirs is not None and mine[0] == theirs[0]:
            low = middle
        else:
            high = middle - 1
    return low


@dataclass(frozen=True)
class SetAside:
    server: str
    device: str
    first_seq: int
    records: int

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()


def set_aside(dsn: str, device: str, first: int, reason: str) -> SetAside:
    """Set aside the device's server rows from `first`, the first its chain rules refuse (see the module docstring).

    Needs the database owner's credentials (the writer role may not delete); InvalidInput when `first` is not the
    first refused row, ServerError when the server cannot be used.
    """
    import psycopg  # loads only when a server is used

    if not reason.strip():
        raise InvalidInput.at("--reason", translate("store", "is empty: say why the records are set aside"))
    try:
        with connect(dsn) as connection:
            require_schema(connection, dsn)
            refused = _first_refused(connection, device)
            if refused is None:
                raise InvalidInput.at(
                    "--from",
                    translate(
                        "store", "every record of device {device}'s chain on the server passes: nothing is set aside"
                    ).format(device=device),
                )
            if refused != first:
                raise InvalidInput.at(
                    "--from",
                    translate(
                        "store",
                        "the first record of device {device}'s chain on the server that its key did not "
                        "sign (or a recovery) is at position {refused}, not {first}: nothing was set "
                        "aside",
                    ).format(device=device, refused=refused, first=first),
                )
            connection.execute(
                "INSERT INTO set_aside (device_id, seq, record_type, record_uid, prev_hash, hash, signature, fields, "
                "received_utc, reason) SELECT device_id, seq, record_type, record_uid, prev_hash, hash, signature, "
                "fields, received_utc, %s FROM records WHERE device_id = %s AND seq >= %s",
                (reason.strip(), device, first),
            )
            # The append-only trigger stands for everyone else: it is off only inside this transaction.
            connection.execute("ALTER TABLE records DISABLE TRIGGER records_no_change")
            moved = connection.execute("DELETE FROM records WHERE device_id = %s AND seq >= %s", (device, first))
            connection.execute("ALTER TABLE records ENABLE TRIGGER records_no_change")
            connection.commit()
    except psycopg.Error as error:
        raise ServerError(
            translate("store", "the server {describe} refused to set the records aside: {first_line}").format(
                describe=describe(dsn), first_line=first_line(error)
            )
        ) from None
    return SetAside(describe(dsn), device, first, moved.rowcount)


def _first_refused(connection: Connection, device: str) -> int | None:
    """The first position of the device's chain on the server that the chain rules refuse (None: none)."""
    chain = ServerChain(device)
    with connection.cursor(name="set_aside") as cursor:
        cursor.itersize = 5_000
        cursor.execute(f"SELECT {ROW_COLUMNS} FROM records WHERE device_id = %s ORDER BY seq", (device,))
        for row in cursor:
            stop = chain.stop(row, None) or _foreign_recovery(chain, row[0], None)
            if stop:
                return stop[0]
    unvouched = chain.finish()
    return unvouched[0].seq if unvouched else None
