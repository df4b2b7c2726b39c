"""Store: the laptops whose records this log holds or accepts, and an administrator's approval of their keys.

Records from another laptop are imported only once an administrator here has
approved that laptop's key, having compared its fingerprint with the one that
laptop shows (`floordesk log devices`). An approval is a record of this log's own
chain: approvals that arrive in another laptop's chain speak for that laptop only.

An administrator may revoke an approval (a lost or stolen laptop), with a reason,
also a record of this log's own chain. The records of that laptop already in the
log stay (the log never loses a record; `verify` and `log devices` say they came
from a revoked key); new ones are refused. The latest decision about a key counts:
approving it again after a revocation accepts its records again.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.ruling import REASON_MAX
from floordesk.i18n import noop, translate
from floordesk.store.custody import custody_problem, nothing_to_recover, recovery_fields, recovery_problem
from floordesk.store.errors import CustodyError
from floordesk.store.journal import Journal
from floordesk.store.signing import DeviceKey, fingerprint, fingerprint_digits
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
    revoked: str | None = None
    """when, by whom and why its key's approval was revoked (None: it was not)"""

    def to_json(self) -> dict[str, Any]:
        return vars(self).copy()


@dataclass(frozen=True)
class Revocation:
    """An administrator's revocation of a key's approval."""

    fingerprint: str
    """32 hex digits"""
    recorded_local: str
    by: str
    reason: str

    def describe(self) -> str:
        return f"revoked {self.recorded_local[:16].replace('T', ' ')} by {self.by}: {self.reason}"


# CROSS JOIN keeps the order written, from the few decisions to their chain entries: left to choose, SQLite
# walked the whole chain (3 s a call in a log of a million incidents).
_OWN_CHAIN = "CROSS JOIN chain c ON c.record_uid = r.uid CROSS JOIN this_device t ON t.device_id = c.device_id"
_DECISIONS = (
    f"SELECT r.fingerprint, c.seq, NULL, NULL, NULL FROM device_approvals r {_OWN_CHAIN}",
    "SELECT r.fingerprint, c.seq, r.recorded_local, coalesce(s.name, r.recorded_by), r.reason "
    f"FROM device_revocations r {_OWN_CHAIN} LEFT JOIN staff s ON s.uid = r.recorded_by",
)


def _decisions(connection: sqlite3.Connection) -> list[tuple[str, int, Revocation | None]]:
    """(fingerprint, position in this log's own chain, None approved, else its revocation), in chain order."""
    statements: tuple[str, ...] = _DECISIONS
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = 'device_revocations'").fetchone():
        statements = _DECISIONS[:1]  # a copy from before approvals could be revoked
    rows = connection.execute(" UNION ALL ".join(statements) + " ORDER BY 2")
    return [
        (str(digits), int(seq), None if when is None else Revocation(str(digits), str(when), str(by), str(reason)))
        for digits, seq, when, by, reason in rows
    ]


def _latest_decisions(connection: sqlite3.Connection) -> dict[str, Revocation | None]:
    """fingerprint -> the latest decision about it in this log's own chain: None approved, else its revocation."""
    return {digits: revoked for digits, _seq, revoked in _decisions(connection)}


def decisions_in_chain_order(connection: sqlite3.Connection) -> list[tuple[int, str, bool]]:
    """(position in this log's own chain, fingerprint, approved: True, revoked: False) of every decision about a key,
    in chain order: what was in force at a point of the chain."""
    return [(seq, digits, revoked is None) for digits, seq, revoked in _decisions(connection)]


def approved_fingerprints(connection: sqlite3.Connection) -> set[str]:
    """The fingerprints (32 hex digits) an administrator of this log approved, in its own chain, and did not
    revoke since."""
    return {digits for digits, revoked in _latest_decisions(connection).items() if revoked is None}


def revocations(connection: sqlite3.Connection) -> dict[str, Revocation]:
    """fingerprint (32 hex digits) -> the revocation of its approval, for the keys whose approval stands revoked."""
    return {digits: revoked for digits, revoked in _latest_decisions(connection).items() if revoked is not None}


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
        revoked = revocations(self._connection)
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
            revocation = revoked.get(digits or "")
            devices.append(
                KnownDevice(
                    device_id,
                    label,
                    shown,
                    records,
                    device_id == own,
                    digits in approved,
                    None if revocation is None else revocation.describe(),
                )
            )
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

    def _other_laptops_key(self, fingerprint_text: str, done: str) -> str:
        """The 32 digits of a fingerprint as typed, refused if it is none or this laptop's own key."""
        digits = fingerprint_digits(fingerprint_text) if isinstance(fingerprint_text, str) else None
        if digits is None:
            raise InvalidInput.at(
                "fingerprint", translate("store", "must be 32 hexadecimal digits (as `floordesk log devices` shows it)")
            )
        own = self.own_fingerprint
        if own is not None and fingerprint_digits(own) == digits:
            raise InvalidInput.at(
                "fingerprint",
                translate("store", "is this laptop's own key: only other laptops' keys are {done}").format(done=done),
            )
        return digits

    def approve(self, fingerprint_text: str, label: str, by: SignedIn) -> bool:
        """Approve the key with this fingerprint (an administrator); False if it already was."""
        digits = self._other_laptops_key(fingerprint_text, "approved")
        clean_label = required_text("label", label)
        with self._journal.transaction(noop("store", "approving a device")) as stamp:
            require(self._connection, by, Permission.APPROVE_DEVICE)
            if digits in approved_fingerprints(self._connection):
                return False
            self._journal.append(
                "device_approval", stamp, {"recorded_by": by.staff_uid, "fingerprint": digits, "label": clean_label}
            )
        return True

    def revoke(self, fingerprint_text: str, reason: str, by: SignedIn) -> bool:
        """Revoke the approval of the key with this fingerprint (an administrator, with a reason); False if it
        already was. Its records already in the log stay; new ones are refused."""
        digits = self._other_laptops_key(fingerprint_text, "revoked")
        clean_reason = required_text("reason", reason, limit=REASON_MAX)
        with self._journal.transaction(noop("store", "revoking a device's approval")) as stamp:
            require(self._connection, by, Permission.APPROVE_DEVICE)
            if digits in revocations(self._connection):
                return False
            if digits not in approved_fingerprints(self._connection):
                raise InvalidInput.at(
                    "fingerprint", translate("store", "was never approved here: there is no approval to revoke")
                )
            self._journal.append(
                "device_revocation", stamp, {"recorded_by": by.staff_uid, "fingerprint": digits, "reason": clean_reason}
            )
        return True

    def recover(self, reason: str, by: SignedIn) -> str:
        """An administrator's recovery of this laptop's chain under this laptop's key (made now if there is none), when
        the key file was lost or the chain is from before records were signed; returns the key's fingerprint.

        Recorded with who and why, and reported by `verify` as a break in custody. Refused over a chain changed
        without its key: that is restored from a backup, never recovered."""
        fields = recovery_fields(by.staff_uid, reason)
        with self._journal.transaction(noop("store", "recovering this laptop's chain")) as stamp:
            require(self._connection, by, Permission.TAKE_CUSTODY)
            device = self._journal.device_id()
            key = self._journal.key
            if device is None or (
                key is not None and custody_problem(self._connection, device, key.public_hex) is None
            ):
                raise nothing_to_recover(device)
            problem = recovery_problem(self._connection, device)
            if problem is not None:
                raise CustodyError(problem)
            if key is None:
                assert self._journal.key_file is not None, "a read-only log refused the transaction"
                key = DeviceKey.load_or_create(self._journal.key_file)
            self._journal.take_over(stamp, key, fields)
        return key.fingerprint
