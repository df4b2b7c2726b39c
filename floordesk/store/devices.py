"""Store: the laptops whose records this log holds or accepts, and an administrator's approval of their keys.

Records from another laptop are imported only once an administrator here has
approved that laptop's key, having compared its fingerprint with the one that
laptop shows (`floordesk log devices`). An approval is a record of this log's own
chain: approvals that arrive in another laptop's chain speak for that laptop only.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.store.journal import Journal
from floordesk.store.signing import fingerprint, fingerprint_digits
from floordesk.store.staff import Permission, SignedIn, require
from floordesk.store.validation import required_text


@dataclass(frozen=True)
class KnownDevice:
    device_id: str
    label: str
    fingerprint: str | None
    """of the key its chain declares last (None: its records are not signed)"""
    records: int
    own: bool
    approved: bool

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()


def approved_fingerprints(connection: sqlite3.Connection) -> set[str]:
    """The fingerprints (32 hex digits) an administrator of this log approved, in its own chain."""
    rows = connection.execute(
        "SELECT a.fingerprint FROM device_approvals a JOIN chain c ON c.record_uid = a.uid "
        "JOIN this_device t ON t.device_id = c.device_id"
    )
    return {str(row[0]) for row in rows}


class Devices:
    """Store: this laptop's key, the devices in the log, and approving another laptop's key."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    @property
    def own_fingerprint(self) -> str | None:
        """This laptop's key fingerprint, to read out to the administrator of another laptop."""
        return None if self._journal.key is None else self._journal.key.fingerprint

    def known(self) -> list[KnownDevice]:
        """Every device whose chain this log holds, this laptop's first."""
        own = self._journal.device_id()
        approved = approved_fingerprints(self._connection)
        rows = self._connection.execute(
            "SELECT c.device_id, coalesce(d.label, c.device_id), count(*), "
            "(SELECT k.public_key FROM chain kc JOIN device_keys k ON k.uid = kc.record_uid "
            " WHERE kc.device_id = c.device_id ORDER BY kc.seq DESC LIMIT 1) "
            "FROM chain c LEFT JOIN devices d ON d.device_id = c.device_id GROUP BY c.device_id"
        ).fetchall()
        devices = []
        for device_id, label, records, public in rows:
            shown = None if public is None else fingerprint(public)
            digits = None if shown is None else fingerprint_digits(shown)
            devices.append(KnownDevice(device_id, label, shown, records, device_id == own, digits in approved))
        listed = {fingerprint_digits(d.fingerprint) for d in devices if d.fingerprint}
        labels = dict(
            self._connection.execute(
                "SELECT a.fingerprint, a.label FROM device_approvals a JOIN chain c ON c.record_uid = a.uid "
                "JOIN this_device t ON t.device_id = c.device_id"
            ).fetchall()
        )
        for digits in sorted(approved - listed):  # approved, nothing imported from it yet
            text = "-".join(digits[i : i + 4] for i in range(0, 32, 4))
            devices.append(KnownDevice("", labels.get(digits, ""), text, 0, own=False, approved=True))
        return sorted(devices, key=lambda d: (not d.own, d.label, d.device_id))

    def approve(self, fingerprint_text: str, label: str, by: SignedIn) -> bool:
        """Approve the key with this fingerprint (an administrator); False if it already was."""
        digits = fingerprint_digits(fingerprint_text) if isinstance(fingerprint_text, str) else None
        if digits is None:
            raise InvalidInput.at("fingerprint", "must be 32 hexadecimal digits (as `floordesk log devices` shows it)")
        clean_label = required_text("label", label)
        own = self.own_fingerprint
        if own is not None and fingerprint_digits(own) == digits:
            raise InvalidInput.at("fingerprint", "is this laptop's own key: only other laptops' keys are approved")
        with self._journal.transaction("approving a device") as stamp:
            require(self._connection, by, Permission.APPROVE_DEVICE)
            if digits in approved_fingerprints(self._connection):
                return False
            self._journal.append(
                "device_approval", stamp, {"recorded_by": by.staff_uid, "fingerprint": digits, "label": clean_label}
            )
        return True
