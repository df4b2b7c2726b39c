"""Store: keeping the log for auditors: the retention period, and the record of each auditor's pack made.

Regulators ask that an incident log be kept for years (five in several states). The setting is a
record of this laptop's chain (who set it, when, why): the latest one holds, and with none the log
states the default. FloorDesk never removes a record, whatever the setting says: it is what the
auditor's pack and the shift report state, so whoever keeps the copies knows how long they must.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import Field
from floordesk.i18n import SPEAKER, noop, numerus, translate
from floordesk.store.journal import Journal
from floordesk.store.records import utc_text
from floordesk.store.staff import Permission, Role, SignedIn, require, require_of
from floordesk.store.validation import text_value

RETENTION_YEARS_DEFAULT = 5
RETENTION_YEARS_MAX = 100
NEVER_REMOVED = noop(
    "store", "FloorDesk never removes a record from the log: the retention period is how long it must at least be kept."
)
# Said for a count (counted at run time: marked here for the catalogue).
_BY_DEFAULT = numerus("store", "Retention period: %n year(s) (FloorDesk's default).", "", 0)
_SET_BY = numerus("store", "Retention period: %n year(s) (set by {name} on {day}).", "", 0)


@dataclass(frozen=True)
class Retention:
    """The retention period in force, and who set it (None: nobody has: the default)."""

    years: int
    set_by: str | None = None
    set_local: str | None = None
    reason: str | None = None

    @property
    def statement(self) -> str:
        """One sentence for a report: the period, where it comes from, and that nothing is removed."""
        if self.set_by is None:
            period = translate("store", _BY_DEFAULT, "", self.years)
        else:
            day = SPEAKER.current.moment((self.set_local or "")[:10])
            period = translate("store", _SET_BY, "", self.years).format(name=self.set_by, day=day)
        return f"{period} {translate('store', NEVER_REMOVED)}"


@dataclass(frozen=True)
class LatestSetting:
    """A setting's latest record in this laptop's chain: its values, who set it (name (role)), when, why."""

    values: tuple[object, ...]
    set_by: str | None
    set_local: str
    reason: str


def latest_own_setting(connection: sqlite3.Connection, table: str, columns: str) -> LatestSetting | None:
    """The latest record of a setting's `table` in this laptop's chain (another laptop's speaks for that laptop);
    None when there is none, or the log's schema is older than the table."""
    if not connection.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).fetchone():
        return None
    row = connection.execute(
        f"SELECT {columns}, s.name, s.role, r.recorded_local, r.reason "  # table and columns: the callers own names
        f"FROM {table} r CROSS JOIN chain c ON c.record_uid = r.uid "
        "JOIN this_device d ON d.device_id = c.device_id LEFT JOIN staff s ON s.uid = r.recorded_by "
        "ORDER BY c.seq DESC LIMIT 1"
    ).fetchone()
    if row is None:
        return None
    *values, name, role, local, reason = row
    by = None if name is None else f"{name} ({Role(role).title})"
    return LatestSetting(tuple(values), by, str(local), str(reason))


def retention(connection: sqlite3.Connection) -> Retention:
    """The period in force: the latest setting of this laptop's chain (a log of an older schema: the default)."""
    latest = latest_own_setting(connection, "retention_settings", "r.years")
    if latest is None:
        return Retention(RETENTION_YEARS_DEFAULT)
    (years,) = latest.values
    return Retention(int(str(years)), latest.set_by, latest.set_local, latest.reason)


class RetentionSetting:
    """Store: an administrator sets the retention period (a record: who, when, how long, why)."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    def current(self) -> Retention:
        return retention(self._connection)

    def set(self, years: int, reason: str, by: SignedIn) -> bool:
        """Set the period; False (nothing written) when it is already `years`."""
        request = Field.root({"years": years, "reason": reason})
        clean_years = request.read_key("years", Field.as_int, minimum=1, maximum=RETENTION_YEARS_MAX)
        clean_reason = request.read_key("reason", text_value, limit=2000)
        request.problems.raise_if_any()
        if clean_years is None or clean_reason is None:
            raise InvalidInput.at("years", translate("store", "is required"))
        with self._journal.transaction(noop("store", "recording the retention period")) as stamp:
            require(self._connection, by, Permission.SET_RETENTION)
            if retention(self._connection).years == clean_years:
                return False
            self._journal.append(
                "retention", stamp, {"recorded_by": by.staff_uid, "years": clean_years, "reason": clean_reason}
            )
        return True


class AuditPacks:
    """Store: who may make a pack, and the record that one was made."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    def may_make(self, staff_uid: str) -> None:
        """Refused (NotAllowedError) unless the member may make a pack now: asked before the PIN and the work, and
        again when the pack is recorded."""
        require_of(self._connection, staff_uid, Permission.MAKE_AUDIT_PACK)

    def record(
        self, by: SignedIn, since: datetime, until: datetime, event_uid: str | None, manifest_sha256: str
    ) -> str:
        """Record that `by` made the pack of [since, until) (and event) whose manifest hashes to `manifest_sha256`."""
        with self._journal.transaction(noop("store", "recording the auditor's pack")) as stamp:
            require(self._connection, by, Permission.MAKE_AUDIT_PACK)
            return self._journal.append(
                "audit_pack",
                stamp,
                {
                    "recorded_by": by.staff_uid,
                    "period_from": utc_text(since),
                    "period_to": utc_text(until),
                    "event_uid": event_uid,
                    "manifest_sha256": manifest_sha256,
                },
            )
