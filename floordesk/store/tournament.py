"""Store: events, their tables and players, and rule 45's cancellations and alterations.

An event record is written once. Rule 45 ("Harrah's reserves the right to
cancel or alter any Event") is a logged action by an authorised role with a
reason; an event's current state is its record with its actions applied in order.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event, event_to_json
from floordesk.core.fields import Field
from floordesk.core.ruling import REASON_MAX
from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.i18n import noop, translate
from floordesk.store.errors import NotAllowedError, NotFoundError
from floordesk.store.journal import Journal
from floordesk.store.records import canonical_json, exists
from floordesk.store.staff import Permission, SignedIn, require
from floordesk.store.validation import (
    Reader,
    json_data,
    json_value,
    named_changes,
    required_text,
    root,
    text_value,
)


class EventStatus(Enum):
    SCHEDULED = "scheduled"
    RUNNING = "running"
    COMPLETED = "completed"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class EventDraft:
    number: int
    name: str
    game: str
    starts_on: str
    """YYYY-MM-DD"""
    chip_set: list[dict[str, Any]]
    """As `floordesk.core.event.event_to_json` writes it."""
    ends_on: str | None = None
    status: str = EventStatus.SCHEDULED.value

    @classmethod
    def from_core(cls, event: Event, starts_on: str, status: EventStatus = EventStatus.RUNNING) -> EventDraft:
        return cls(
            event.number, event.name, event.game, starts_on, event_to_json(event)["chip_set"], None, status.value
        )


@dataclass(frozen=True)
class EventState:
    """An event as it stands after every rule 45 action."""

    uid: str
    number: int
    name: str
    game: str
    starts_on: str
    ends_on: str | None
    chip_set: list[dict[str, Any]]
    status: EventStatus
    structure: Any = None
    actions: list[dict[str, Any]] = field(default_factory=list)


class Tournament:
    """Store: registering events, tables and players; cancelling and altering events."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal
        self._connection = journal.connection

    # -- events -------------------------------------------------------------
    def register_event(self, draft: EventDraft, by: SignedIn) -> str:
        fields = _event_fields(root(draft))
        with self._journal.transaction(noop("store", "registering the event")) as stamp:
            require(self._connection, by, Permission.SET_UP_EVENT)
            return self._journal.append("event", stamp, {"recorded_by": by.staff_uid, **fields})

    def event(self, event_uid: str) -> EventState:
        row = self._connection.execute(
            "SELECT uid, number, name, game, starts_on, ends_on, chip_set, status FROM events WHERE uid = ?",
            (event_uid,),
        ).fetchone()
        if row is None:
            raise NotFoundError(translate("store", "no event with id {event_uid}").format(event_uid=event_uid))
        state: dict[str, Any] = {
            "uid": row[0],
            "number": row[1],
            "name": row[2],
            "game": row[3],
            "starts_on": row[4],
            "ends_on": row[5],
            "chip_set": json.loads(row[6]),
            "status": row[7],
            "actions": [],
        }
        actions = self._connection.execute(
            "SELECT a.recorded_local, a.action, a.changes, a.reason, s.name FROM event_actions a "
            "JOIN staff s ON s.uid = a.recorded_by WHERE a.event_uid = ? ORDER BY a.recorded_utc, a.uid",
            (event_uid,),
        )
        for when, action, changes_text, reason, staff_name in actions:
            changes = json.loads(changes_text)
            state.update(changes)
            state["actions"].append(
                {"when": when, "action": action, "changes": changes, "reason": reason, "by": staff_name}
            )
        state["status"] = EventStatus(state["status"])
        return EventState(**state)

    def events_numbered(self, number: int) -> tuple[str, ...]:
        """Events of that number, first registered first (merged logs may hold a number twice)."""
        rows = self._connection.execute("SELECT uid FROM events WHERE number = ? ORDER BY recorded_utc, uid", (number,))
        return tuple(row[0] for row in rows)

    def event_numbered(self, number: int) -> str | None:
        """The event of that number first registered in the log (merged logs may hold it twice)."""
        return next(iter(self.events_numbered(number)), None)

    def events_named(self, name: str) -> tuple[str, ...]:
        """The events whose name is `name` (case-insensitive, surrounding spaces ignored)."""
        rows = self._connection.execute("SELECT uid FROM events WHERE name = ? COLLATE NOCASE", (name.strip(),))
        return tuple(row[0] for row in rows)

    def events_matching(self, text: str) -> tuple[str, ...]:
        """Events numbered `text` (`12` or `#12`, see `event_number`) or named `text` (case-insensitive)."""
        number = event_number(text)
        return self.events_named(text) if number is None else self.events_numbered(number)

    def event_uids(self) -> tuple[str, ...]:
        """Every event in the log, in the order the log first held them."""
        return tuple(row[0] for row in self._connection.execute("SELECT uid FROM events ORDER BY recorded_utc, uid"))

    def tables_named(self, name: str, event_uid: str | None = None) -> tuple[str, ...]:
        """Tables called `name` as a person types it (case-insensitive, spaces ignored), of any event or of
        `event_uid`'s, first registered first."""
        of_event, values = _of_event(event_uid)
        rows = self._connection.execute(
            f"SELECT uid FROM tables WHERE name = ? COLLATE NOCASE{of_event} ORDER BY recorded_utc, uid",
            (name.strip(), *values),
        )
        return tuple(row[0] for row in rows)

    def players_named(self, name: str, event_uid: str | None = None) -> tuple[str, ...]:
        """Players whose name or registration is `name` (case-insensitive, spaces ignored), of any event or of
        `event_uid`'s."""
        of_event, values = _of_event(event_uid)
        rows = self._connection.execute(
            f"SELECT uid FROM players WHERE (name = ?1 COLLATE NOCASE OR registration = ?1 COLLATE NOCASE){of_event}",
            (name.strip(), *values),
        )
        return tuple(row[0] for row in rows)

    def cancel_event(self, event_uid: str, reason: str, by: SignedIn) -> str:
        """Rule 45: cancel an event (a Tournament Director or an administrator, with a reason)."""
        clean_reason = required_text("reason", reason, limit=REASON_MAX)
        return self._act(event_uid, "cancel", {"status": EventStatus.CANCELLED.value}, clean_reason, by)

    def alter_event(self, event_uid: str, changes: dict[str, Any], reason: str, by: SignedIn) -> str:
        """Rule 45: alter an event (name, game, dates, chip set, status, structure), with a reason."""
        request = Field.root({"changes": changes, "reason": reason})
        clean_reason = request.read_key("reason", text_value, limit=REASON_MAX)
        clean_changes = request.read_key("changes", _alterations)
        request.problems.raise_if_any()
        assert clean_reason is not None
        assert clean_changes is not None
        return self._act(event_uid, "alter", clean_changes, clean_reason, by)

    def _act(self, event_uid: str, action: str, changes: dict[str, Any], reason: str, by: SignedIn) -> str:
        with self._journal.transaction(noop("store", "recording the event change")) as stamp:
            require(self._connection, by, Permission.ALTER_EVENT)
            current = self.event(event_uid)
            if current.status is EventStatus.CANCELLED:
                raise NotAllowedError(
                    translate("store", "event #{number} was cancelled: it cannot be changed any more").format(
                        number=current.number
                    )
                )
            starts_on, ends_on = changes.get("starts_on", current.starts_on), changes.get("ends_on", current.ends_on)
            if ends_on is not None and ends_on < starts_on:  # registering refuses it too
                if "ends_on" in changes:
                    raise InvalidInput.at("changes.ends_on", translate("store", "must not be before starts_on"))
                raise InvalidInput.at("changes.starts_on", translate("store", "must not be after ends_on"))
            fields = {
                "recorded_by": by.staff_uid,
                "event_uid": event_uid,
                "action": action,
                "changes": canonical_json(changes),
                "reason": reason,
            }
            return self._journal.append("event_action", stamp, fields)

    # -- tables and players ---------------------------------------------------
    def register_table(self, event_uid: str, name: str, seats_max: int, by: SignedIn) -> str:
        request = Field.root({"name": name, "seats_max": seats_max})
        clean_name = request.read_key("name", text_value)
        clean_seats = request.read_key("seats_max", Field.as_int, minimum=MIN_SEATS, maximum=MAX_SEATS)
        request.problems.raise_if_any()
        assert clean_name is not None
        return self._register_in_event(
            "table",
            event_uid,
            {"name": clean_name, "seats_max": clean_seats},
            Permission.OPEN_TABLE,
            by,
            taken=("name", f"this event already has a table named {clean_name!r}", self.table_named),
        )

    def table_named(self, event_uid: str, name: str) -> str | None:
        row = self._connection.execute(
            "SELECT uid FROM tables WHERE event_uid = ? AND name = ? ORDER BY recorded_utc LIMIT 1", (event_uid, name)
        ).fetchone()
        return None if row is None else str(row[0])

    def register_player(self, event_uid: str, registration: str, name: str, by: SignedIn) -> str:
        request = Field.root({"registration": registration, "name": name})
        clean_registration = request.read_key("registration", text_value)
        clean_name = request.read_key("name", text_value)
        request.problems.raise_if_any()
        assert clean_registration is not None
        return self._register_in_event(
            "player",
            event_uid,
            {"registration": clean_registration, "name": clean_name},
            Permission.REGISTER_PLAYER,
            by,
            taken=("registration", f"this event already has a player {clean_registration!r}", self.player_registered),
        )

    def _register_in_event(
        self,
        record_type: str,
        event_uid: str,
        fields: dict[str, Any],
        permission: Permission,
        by: SignedIn,
        *,
        taken: tuple[str, str, Callable[[str, str], str | None]],
    ) -> str:
        """Write a table or player record of an event, refusing a second one of the same key."""
        key, message, find = taken
        with self._journal.transaction(f"registering the {record_type}") as stamp:
            require(self._connection, by, permission)
            if not exists(self._connection, "events", event_uid):
                raise NotFoundError(translate("store", "no event with id {event_uid}").format(event_uid=event_uid))
            if find(event_uid, fields[key]):
                raise InvalidInput.at(key, message)
            return self._journal.append(
                record_type, stamp, {"recorded_by": by.staff_uid, "event_uid": event_uid, **fields}
            )

    def player_registered(self, event_uid: str, registration: str) -> str | None:
        row = self._connection.execute(
            "SELECT uid FROM players WHERE event_uid = ? AND registration = ? ORDER BY recorded_utc LIMIT 1",
            (event_uid, registration),
        ).fetchone()
        return None if row is None else str(row[0])


def _event_fields(request: Field) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "number": request.read_key("number", Field.as_int, minimum=1),
        "name": request.read_key("name", text_value),
        "game": request.read_key("game", text_value),
        "starts_on": request.read_key("starts_on", _date),
        "ends_on": request.read_optional("ends_on", None, _date),
        "chip_set": request.read_key("chip_set", _chip_set),
        "status": request.read_key("status", _status),
    }
    if fields["starts_on"] and fields["ends_on"] and fields["ends_on"] < fields["starts_on"]:
        request.problems.add("ends_on", translate("store", "must not be before starts_on"))
    request.problems.raise_if_any()
    return fields


def _date(member: Field) -> str | None:
    value = member.as_str()
    if value is None:
        return None
    try:
        return date.fromisoformat(value).isoformat()
    except ValueError:
        member.fail(translate("store", "must be a date written YYYY-MM-DD"))
        return None


def _chip_set(member: Field) -> str | None:
    problems_before = len(member.problems.items)
    for item in member.elements(min_items=1):
        if item.is_object():
            item.read_key("value", Field.as_int, minimum=1)
    encoded = json_value(member)
    return encoded if len(member.problems.items) == problems_before else None


def _status(member: Field) -> str | None:
    status = member.as_enum(EventStatus)
    if status is EventStatus.CANCELLED:
        member.fail(translate("store", "an event is cancelled with cancel_event (rule 45), not by its status"))
        return None
    return None if status is None else status.value


ALTERABLE: dict[str, Reader] = {
    "name": text_value,
    "game": text_value,
    "starts_on": _date,
    "ends_on": _date,
    "chip_set": lambda member: json_data(member, _chip_set),
    "status": _status,
    "structure": json_data,
}
"""What a rule 45 alteration may change, each read by its reader; `structure` is free-form (levels, blinds,
payouts)."""


def _alterations(member: Field) -> dict[str, Any]:
    alterable = ", ".join(ALTERABLE)
    return named_changes(
        member,
        ALTERABLE,
        nullable=("ends_on", "structure"),  # no end date, no structure after all
        empty=f"must change at least one of {alterable}",
        refused=lambda _name: f"cannot be altered (alterable: {alterable})",
    )


def _of_event(event_uid: str | None) -> tuple[str, tuple[str, ...]]:
    """The condition (and its value) that keeps a lookup to one event's rows; none for every event's."""
    return ("", ()) if event_uid is None else (" AND event_uid = ?", (event_uid,))


_EVENT_NUMBER = re.compile(r"#?([0-9]{1,9})")


def event_number(text: str) -> int | None:
    """The event number `12` or `#12` names (at most 9 digits: a number SQLite can compare); None for a name."""
    match = _EVENT_NUMBER.fullmatch(text.strip())
    return None if match is None else int(match.group(1))
