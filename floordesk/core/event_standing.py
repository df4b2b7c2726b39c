"""Core: where an event stands as the log says it: a cancelled event (rule 45) stops running.

The window reads it at start, so this module is light (no flows). A cancelled
event stops running: the window says so in a banner, refuses new rulings and
every change to its tables, and keeps its log readable and printable. Decided
where the rule is silent: a Tournament Director may still overrule one of its
rulings (the record may matter for what the players are owed), but its tables
no longer follow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floordesk.i18n import translate


def local_minute(recorded_local: str) -> str:
    """A logged local time (ISO 8601, to the microsecond, with its offset) as a supervisor reads it: to the minute."""
    return recorded_local[:16].replace("T", " ")


CANCELLED_STATUS = "cancelled"


@dataclass(frozen=True)
class Cancellation:
    """An event cancelled under rule 45, as the window shows it and refuses changes with."""

    number: int
    name: str
    reason: str
    by: str
    when: str
    """the logged local time, to the minute"""

    def banner(self) -> str:
        reason = self.reason.rstrip(".")
        return (
            f"Event #{self.number} {self.name} was cancelled on {self.when} by {self.by} (rule 45): {reason}. "
            "Its tables are closed: no rulings and no changes. Its log stays open to read and print (Log menu)."
        )

    def refusal(self, doing: str) -> str:
        """Why `doing` ('a ruling', 'changes to its tables', marked where written) is refused."""
        return translate("core", "{name} was cancelled (rule 45): {doing} cannot be made for it any more").format(
            name=self.name, doing=translate("core", doing)
        )


def cancellation_of(number: int, name: str, status: str, actions: Sequence[Mapping[str, Any]]) -> Cancellation | None:
    """The event's cancellation as the log has it (its status and its rule 45 actions); None while it stands."""
    if status != CANCELLED_STATUS:
        return None
    cancel: Mapping[str, Any] = next((a for a in reversed(actions) if a.get("action") == "cancel"), {})
    when = local_minute(str(cancel.get("when") or "")) or "an unknown date"
    return Cancellation(
        number,
        name,
        str(cancel.get("reason") or "no reason recorded"),
        str(cancel.get("by") or "an unknown member"),
        when,
    )
