"""Store: the house's settings for disputed rulings, a signed record of this laptop's chain.

How long the house's table video is kept (the deadline of a "preserve footage" task;
Nevada's minimum is 7 days, the default), and whether a reviewed dispute needs a second
reviewer's signature. Each change is a record, as the log's retention period is: who (a
Tournament Director or an administrator), when, the settings before and after, and why,
so an auditor sees in the log, and in the auditor's pack, which deadline a task was given
and why a dispute asked for a second reviewer. The latest record of this laptop's chain
holds (another laptop's records travel with its log but speak for that laptop); none: the
defaults.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import timedelta

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import Field, is_whole_number
from floordesk.i18n import noop, translate
from floordesk.store.auditing import latest_own_setting
from floordesk.store.journal import Journal
from floordesk.store.staff import Permission, SignedIn, require
from floordesk.store.validation import text_value

RETENTION_DAYS_DEFAULT = 7
RETENTION_DAYS_RANGE = (1, 365)


@dataclass(frozen=True)
class House:
    """The house's settings (see the module's description)."""

    video_retention_days: int = RETENTION_DAYS_DEFAULT
    second_reviewer_required: bool = False
    set_by: str | None = field(default=None, compare=False)
    """who recorded these settings, name (role); None: nobody has, the defaults"""
    set_local: str | None = field(default=None, compare=False)
    reason: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        low, high = RETENTION_DAYS_RANGE
        if not is_whole_number(self.video_retention_days, minimum=low, maximum=high):
            raise InvalidInput.at(
                "video_retention_days",
                translate("store", "must be a whole number of days from {low} to {high}").format(low=low, high=high),
            )

    @property
    def video_retention(self) -> timedelta:
        return timedelta(days=self.video_retention_days)

    def to_json(self) -> dict[str, object]:
        """The settings, and who set them when and why (null: FloorDesk's defaults)."""
        return {
            "video_retention_days": self.video_retention_days,
            "second_reviewer_required": self.second_reviewer_required,
            "set_by": self.set_by,
            "set_local": self.set_local,
            "reason": self.reason,
        }


def house(connection: sqlite3.Connection) -> House:
    """The settings in force: the latest record of this laptop's chain (a log of an older schema: the defaults)."""
    latest = latest_own_setting(connection, "house_settings", "r.video_retention_days, r.second_reviewer_required")
    if latest is None:
        return House()
    days, second = latest.values
    return House(int(str(days)), bool(second), latest.set_by, latest.set_local, latest.reason)


class HouseSetting:
    """Store: a Tournament Director or an administrator changes the house's settings (a record, see above)."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    def current(self) -> House:
        return house(self._connection)

    def set(self, settings: House, reason: str, by: SignedIn) -> bool:
        """Record `settings`; False (nothing written) when they are already in force."""
        request = Field.root({"reason": reason})
        clean_reason = request.read_key("reason", text_value, limit=2000)
        request.problems.raise_if_any()
        if clean_reason is None:
            raise InvalidInput.at("reason", translate("store", "is required: say why the house's settings change"))
        with self._journal.transaction(noop("store", "recording the house's settings")) as stamp:
            require(self._connection, by, Permission.HOUSE_SETTINGS)
            before = house(self._connection)
            if before == settings:
                return False
            self._journal.append(
                "house",
                stamp,
                {
                    "recorded_by": by.staff_uid,
                    "previous_video_retention_days": before.video_retention_days,
                    "previous_second_reviewer_required": int(before.second_reviewer_required),
                    "video_retention_days": settings.video_retention_days,
                    "second_reviewer_required": int(settings.second_reviewer_required),
                    "reason": clean_reason,
                },
            )
        return True
