"""Store: an incident as the log holds it, for a printed report's proof code to be checked against.

A report's code names an incident and the hash its device's chain holds for it
(`floordesk.reports.proof`). These read that hash, and the record with its
chain links and its amendments in one snapshot, so the reports never read the
log's tables themselves.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from floordesk.store.records import record_hash, table_columns


@dataclass(frozen=True)
class HeldIncident:
    """An incident's row and its place in its device's hash chain, read in one snapshot."""

    device: str
    seq: int
    prev_hash: str
    held_hash: str
    fields: dict[str, Any]
    amendments: int
    """amendments the log holds for the incident now"""

    @property
    def number(self) -> int:
        return int(self.fields["number"])

    @property
    def still_hashes_to_held(self) -> bool:
        """Whether the row still gives the hash its chain holds (nothing changed it behind FloorDesk's back)."""
        return record_hash("incident", self.device, self.seq, self.prev_hash, self.fields) == self.held_hash


def incident_chain_hash(connection: sqlite3.Connection, incident_uid: str) -> str | None:
    """The hash the log's chain holds for an incident (None: no incident of that id)."""
    row = connection.execute(
        "SELECT hash FROM chain WHERE record_uid = ? AND record_type = 'incident'", (incident_uid,)
    ).fetchone()
    return None if row is None else str(row[0])


def held_incident(connection: sqlite3.Connection, incident_uid: str) -> HeldIncident | None:
    """The incident with its chain link and amendment count, in one snapshot (None: the log has no such incident)."""
    connection.execute("BEGIN")  # one snapshot
    try:
        chain = connection.execute(
            "SELECT device_id, seq, prev_hash, hash FROM chain WHERE record_uid = ? AND record_type = 'incident'",
            (incident_uid,),
        ).fetchone()
        row = connection.execute("SELECT * FROM incidents WHERE uid = ?", (incident_uid,)).fetchone()
        columns = table_columns(connection, "incidents")
        amendments = connection.execute(
            "SELECT count(*) FROM amendments WHERE incident_uid = ?", (incident_uid,)
        ).fetchone()[0]
    finally:
        connection.execute("ROLLBACK")
    if chain is None or row is None:
        return None
    device, seq, prev_hash, held = chain
    return HeldIncident(device, seq, prev_hash, held, dict(zip(columns, row, strict=True)), int(amendments))
