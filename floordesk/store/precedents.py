"""Store: the earlier rulings comparable to one at hand (issue 30; see `floordesk.core.precedents`).

Comparable means the same kind (as corrected) under the same rule-set flags, not
voided. The derived `precedent_keys` (schema 16, kept by `floordesk.store.derived`)
places each ruling in its class in time order, so the newest of a class, in one
event or in the whole log, is one short index walk on a log of any size; only the
few rulings listed are then read whole.
"""

from __future__ import annotations

import json
import sqlite3

from floordesk.core.precedents import Precedent
from floordesk.store.derived import CURRENT_DECISION
from floordesk.store.records import canonical_json
from floordesk.store.staff import member, role_at

_CLASS = "SELECT id FROM ruling_classes WHERE kind = ? AND flags = ?"
_NEWEST = "SELECT row FROM precedent_keys WHERE class = ? ORDER BY moment DESC, row DESC LIMIT ?"
_NEWEST_IN_EVENT = (
    "SELECT row FROM precedent_keys WHERE event_key = (SELECT id FROM fact_keys WHERE uid = ?) AND class = ? "
    "ORDER BY moment DESC, row DESC LIMIT ?"
)
_DETAIL = f"""
    SELECT f.incident_uid, f.number, coalesce(d.label, i.device_id), e.number, e.name, i.recorded_local,
        i.recommended, {CURRENT_DECISION}, i.departure_reason,
        EXISTS (SELECT 1 FROM amendments a WHERE a.incident_uid = i.uid AND a.kind = 'overrule'), i.recorded_by,
        i.recorded_utc
    FROM incident_facts f
    JOIN incidents i ON i.uid = f.incident_uid
    JOIN events e ON e.uid = i.event_uid
    LEFT JOIN devices d ON d.device_id = i.device_id
    WHERE f.row = ?
"""


def flags_key(config: object | None) -> str:
    """The flags a class is keyed by: the request's `config` as the log stores it (canonical JSON), '' for none."""
    return "" if config is None else canonical_json(config)


def newest(
    connection: sqlite3.Connection, kind: str, flags: str, *, event_uid: str | None = None, limit: int
) -> tuple[Precedent, ...]:
    """The `limit` newest rulings of `kind` under `flags` (see `flags_key`), of one event or the whole log."""
    found = connection.execute(_CLASS, (kind, flags)).fetchone()
    if found is None:
        return ()
    if event_uid is None:
        rows = connection.execute(_NEWEST, (found[0], limit)).fetchall()
    else:
        rows = connection.execute(_NEWEST_IN_EVENT, (event_uid, found[0], limit)).fetchall()
    return tuple(_precedent(connection, row) for (row,) in rows)


def _precedent(connection: sqlite3.Connection, row: int) -> Precedent:
    (uid, number, label, event_number, event_name, local, recommended, decided, reason, overruled, by, utc) = (
        connection.execute(_DETAIL, (row,)).fetchone()
    )
    return Precedent(
        uid=uid,
        number=number,
        device_label=label,
        event=f"#{event_number} {event_name}",
        recorded_local=local,
        recommended=None if recommended is None else json.loads(recommended),
        decided=json.loads(decided),
        departure_reason=reason,
        overruled=bool(overruled),
        decided_by=member(connection, by).name,
        role=role_at(connection, by, utc).shown,  # as he signed it: a promotion since does not rewrite who ruled
    )
