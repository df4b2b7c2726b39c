"""Store: chain heads witnessed outside the log, so that `verify` catches a chain rewritten after them.

Each record's hash commits to its whole chain before it, so a hash someone noted
down outside the log pins that chain up to there. Two kinds of witness: another
laptop's import saw a chain's head (its import record names the segment it
merged), and a printed incident report carries its record's hash in its code,
which a staff member can enter here (`floordesk log witness CODE`). Entering it
is a signed record of this laptop's chain, so the witness itself cannot be
changed or removed without `verify` noticing. `verify` then names any witnessed
position whose record holds another hash (rewritten) or is gone (cut short).

What an entered witness does not do: it is a record of this laptop's chain, after
the record it pins, so someone holding this laptop's key who cuts the chain back
before it, or rewrites the chain and the witness with it, leaves nothing for it
to catch (without the key, the signatures catch either). Against that the paper
is the witness: `floordesk log check CODE` proves the printed report against the
log as it is; an export imported on another laptop pins the head there too.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from floordesk.core.errors import InvalidInput
from floordesk.i18n import SPEAKER, noop, translate
from floordesk.store.journal import Journal
from floordesk.store.staff import Permission, SignedIn, require

PRINTED_REPORT = "printed report"


@dataclass(frozen=True)
class Witness:
    """A record's hash at a chain position, as someone outside this log saw it."""

    record_uid: str
    """the record that says it saw it (an import, a witnessed head)"""
    device_id: str
    seq: int
    hash: str
    by: str
    """who saw it, in words ("import X", "a printed report entered by NAME")"""
    printed: bool
    """entered from a printed report: this log held that record when it was entered, so its loss is damage"""


def printed_witnesses(connection: sqlite3.Connection) -> list[Witness]:
    """The heads entered from printed reports (none in a copy from before they could be)."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'witnessed_heads'").fetchone():
        return []
    rows = connection.execute(
        "SELECT w.uid, w.device_id, w.seq, w.hash, w.recorded_local, coalesce(s.name, w.recorded_by) "
        "FROM witnessed_heads w LEFT JOIN staff s ON s.uid = w.recorded_by ORDER BY w.recorded_utc, w.uid"
    )
    witnesses = []
    for uid, device, seq, digest, when, name in rows:
        seen_by = translate("verify", "a printed report (its code entered {day} by {name})").format(
            day=SPEAKER.current.moment(str(when)[:10]), name=name
        )
        witnesses.append(Witness(str(uid), str(device), int(seq), str(digest), seen_by, printed=True))
    return witnesses


class Witnesses:
    """Store: entering a printed report's record hash as a witnessed head."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    def enter(self, record_uid: str, digest: str, by: SignedIn) -> bool:
        """Record that `digest` was seen outside the log as the hash of record `record_uid` (a staff member who may
        record rulings); False if that head was already witnessed. Refused if this log does not hold that record
        with that hash (check the report first: `floordesk log check`)."""
        with self._journal.transaction(noop("store", "recording a witnessed head")) as stamp:
            require(self._connection, by, Permission.RECORD_RULING)
            row = self._connection.execute(
                "SELECT device_id, seq, hash FROM chain WHERE record_uid = ?", (record_uid,)
            ).fetchone()
            if row is None or row[2] != digest:
                raise InvalidInput.at(
                    "code", translate("store", "this log does not hold that record with that hash: nothing to witness")
                )
            device, seq, _held = row
            if self._connection.execute(
                "SELECT 1 FROM witnessed_heads WHERE device_id = ? AND seq = ? AND hash = ?", (device, seq, digest)
            ).fetchone():
                return False
            self._journal.append(
                "witnessed_head",
                stamp,
                {
                    "recorded_by": by.staff_uid,
                    "witnessed_uid": record_uid,
                    "device_id": device,
                    "seq": seq,
                    "hash": digest,
                    "source": PRINTED_REPORT,
                },
            )
        return True
