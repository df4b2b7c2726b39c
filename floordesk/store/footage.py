"""Store: the "preserve footage" tasks, read from the incidents that name a camera.

A task is not a record of its own: it is an incident whose dispute record names a camera
(and so holds `preserve_by`, when the house's video retention loses it), open until a
correction records where its footage was saved (`footage_saved_to`: who and when are the
amendment's). A voided incident's task is no task: a void ends what was asked of it. The
partial index `incidents_footage` holds only the incidents that name a camera, by deadline.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

_SAVED = (
    "(SELECT a.uid FROM amendments a WHERE a.incident_uid = i.uid AND a.kind = 'correction' "
    "AND json_type(a.changes, '$.footage_saved_to') IS NOT NULL ORDER BY a.recorded_utc DESC, a.uid DESC LIMIT 1)"
)
"""SQL: the latest amendment of incident `i` saying where its footage was saved (NULL: none)."""
_TASKS = f"""
    SELECT i.uid, i.number, coalesce(d.label, i.device_id), '#' || e.number || ' ' || e.name,
        (SELECT t.name FROM tables t WHERE t.uid = i.table_uid), i.recorded_local,
        json_extract(i.dispute, '$.camera'), json_extract(i.dispute, '$.window.from'),
        json_extract(i.dispute, '$.window.to'), json_extract(i.dispute, '$.preserve_by'),
        json_extract(saved.changes, '$.footage_saved_to'), s.name, saved.recorded_local
    FROM incidents i
    JOIN events e ON e.uid = i.event_uid
    LEFT JOIN devices d ON d.device_id = i.device_id
    LEFT JOIN amendments saved ON saved.uid = {_SAVED}
    LEFT JOIN staff s ON s.uid = saved.recorded_by
    WHERE json_extract(i.dispute, '$.camera') IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM amendments v WHERE v.incident_uid = i.uid AND v.kind = 'void')
"""


@dataclass(frozen=True)
class FootageTask:
    """One incident's footage to preserve, and whether (where, by whom, when) it was."""

    incident_uid: str
    number: int
    device: str
    event: str
    table: str | None
    recorded_local: str
    camera: str
    window_from: str | None
    window_to: str | None
    preserve_by: str
    """UTC, YYYY-MM-DDTHH:MM:SSZ"""
    saved_to: str | None = None
    saved_by: str | None = None
    saved_local: str | None = None

    @property
    def done(self) -> bool:
        return self.saved_to is not None

    def to_json(self) -> dict[str, Any]:
        return dict(vars(self))


def footage_tasks(connection: sqlite3.Connection, *, open_only: bool) -> list[FootageTask]:
    """Every incident's footage task, soonest deadline first (`open_only`: those not yet saved)."""
    query = _TASKS + (" AND saved.uid IS NULL" if open_only else "")
    rows = connection.execute(query + " ORDER BY json_extract(i.dispute, '$.preserve_by'), i.recorded_utc, i.uid")
    return [FootageTask(*row) for row in rows]
