"""Core: cancelling or altering an event (rule 45), as the Event menu and `floordesk log alter-event` shape it.

Rule 45 is an administrative act with no rules-engine logic: an authorised
role (the log enforces who) cancels an event, or alters its structure or
schedule, with a reason and a time stamp. This module checks the reason and
the shape of the change, and builds the structure change from the event on
screen, so the window and the command line send the log the same thing.

A cancelled event stops running (`Cancellation`): the window says so in a
banner, refuses new rulings and every change to its tables, and keeps its log
readable and printable. Decided where the rule is silent: a Tournament
Director may still overrule one of its rulings (the record may matter for what
the players are owed), but its tables no longer follow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.event import Event
from floordesk.core.flows.overrule import local_minute
from floordesk.core.ruling import REASON_MAX


class EventAction(Enum):
    CANCEL = "cancel"
    ALTER = "alter"


@dataclass(frozen=True)
class EventChange:
    """A checked rule 45 change: cancel (no changes) or alter (the changes), with its reason."""

    action: EventAction
    reason: str
    changes: dict[str, Any]

    def describe(self) -> str:
        if self.action is EventAction.CANCEL:
            return "event cancelled"
        return f"event altered: {', '.join(sorted(self.changes))}"


def event_change(action: EventAction, reason: str, changes: object = None) -> EventChange:
    """A rule 45 change checked; raises InvalidInput naming each problem (`reason`, `changes`)."""
    problems: list[Problem] = []
    clean = reason.strip()
    if not clean:
        problems.append(Problem("reason", "is required: say why the event is cancelled or altered (rule 45)"))
    elif len(clean) > REASON_MAX:
        problems.append(Problem("reason", f"is longer than {REASON_MAX:,} characters"))
    if action is EventAction.CANCEL and changes:
        problems.append(Problem("changes", "a cancelled event has nothing to alter"))
    if action is EventAction.ALTER and (not isinstance(changes, dict) or not changes):
        problems.append(Problem("changes", "must be a JSON object naming at least one thing to alter"))
    if problems:
        raise InvalidInput(problems)
    return EventChange(action, clean, dict(changes) if isinstance(changes, dict) else {})


def structure_of(event: Event) -> dict[str, Any]:
    """The event's structure as an alteration records it: the game and its levels (blinds, ante, bring-in, minutes)."""
    return {"structure": {"game": event.game, "levels": [level.to_json() for level in event.levels]}}


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
        """Why `doing` ('a ruling', 'changes to its tables') is refused."""
        return f"{self.name} was cancelled (rule 45): {doing} cannot be made for it any more"


def cancellation_of(number: int, name: str, status: str, actions: Sequence[Mapping[str, Any]]) -> Cancellation | None:
    """The event's cancellation as the log has it (its status and its rule 45 actions); None while it stands."""
    if status != CANCELLED_STATUS:
        return None
    cancel: Mapping[str, Any] = next((a for a in reversed(actions) if a.get("action") == EventAction.CANCEL.value), {})
    when = local_minute(str(cancel.get("when") or "")) or "an unknown date"
    return Cancellation(
        number,
        name,
        str(cancel.get("reason") or "no reason recorded"),
        str(cancel.get("by") or "an unknown member"),
        when,
    )
