"""Core: cancelling or altering an event (rule 45), as the Event menu and `floordesk log alter-event` shape it.

Rule 45 is an administrative act with no rules-engine logic: an authorised
role (the log enforces who) cancels an event, or alters its structure or
schedule, with a reason and a time stamp. This module checks the reason and
the shape of the change, and builds the structure change from the event on
screen, so the window and the command line send the log the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.event import Event
from floordesk.core.ruling import REASON_MAX
from floordesk.i18n import grouped, translate


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
        problems.append(
            Problem("reason", translate("core", "is required: say why the event is cancelled or altered (rule 45)"))
        )
    elif len(clean) > REASON_MAX:
        problems.append(
            Problem(
                "reason",
                translate("core", "is longer than {REASON_MAX} characters").format(REASON_MAX=grouped(REASON_MAX)),
            )
        )
    if action is EventAction.CANCEL and changes:
        problems.append(Problem("changes", translate("core", "a cancelled event has nothing to alter")))
    if action is EventAction.ALTER and (not isinstance(changes, dict) or not changes):
        problems.append(
            Problem("changes", translate("core", "must be a JSON object naming at least one thing to alter"))
        )
    if problems:
        raise InvalidInput(problems)
    return EventChange(action, clean, dict(changes) if isinstance(changes, dict) else {})


def structure_of(event: Event) -> dict[str, Any]:
    """The event's structure as an alteration records it: the game and its levels (blinds, ante, bring-in, minutes)."""
    return {"structure": {"game": event.game, "levels": [level.to_json() for level in event.levels]}}
