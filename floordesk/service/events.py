"""Service: the floor's events in the log: found as a person names them, set up, read, and changed (rule 45).

An event is named by its number (`12`, `#12`) or its name (case-insensitive).
Setting one up needs a role that may set up events, changing or cancelling one
a role that may alter events (the store checks both, in the window and on the
command line alike). A cancelled event takes no ruling and no change any more.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.event_standing import Cancellation, cancellation_of
from floordesk.core.flows.event_change import EventAction, event_change
from floordesk.core.ruleset import RuleSet
from floordesk.i18n import numerus, translate
from floordesk.service import Sign
from floordesk.store.live_link import LiveLink
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn
from floordesk.store.tournament import EventDraft, EventState, EventStatus, event_number

_NAMED_SEVERAL = numerus("service", "the log has %n event(s) named {name}: give the number", "", 0)

UNSTATED_GAME = "not stated"
USUAL_CHIPS = (25, 100, 500, 1000, 5000, 25000)


@dataclass(frozen=True)
class EventChoice:
    """The event a ruling is recorded at: in the log (uid), or to be registered with this number and name."""

    uid: str | None
    number: int
    name: str
    on_screen: Event | None
    """the window's event, when it is this one"""

    @property
    def rules(self) -> RuleSet:
        return self.on_screen.rules if self.on_screen is not None else RuleSet.wsop_2009()


@dataclass(frozen=True)
class EventChanged:
    """A signed rule 45 act: the event's number, what was done, its status after, and the record written."""

    number: int
    action: EventAction
    status: str
    record: str
    record_hash: str
    said: str


class Events:
    """Service: finding, setting up, reading and changing the log's events (see the module's description)."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store
        self._tournament = store.tournament
        self._live_link = LiveLink(store)

    # -- finding --------------------------------------------------------------------------------
    def all(self) -> list[EventState]:
        """Every event in the log as it stands, in the order they were registered."""
        return [self._tournament.event(uid) for uid in self._tournament.event_uids()]

    def find(self, wanted: str) -> EventState:
        """The log's event of that number or name; InvalidInput (at `event`) for none or several."""
        number = event_number(wanted)
        if number is not None:
            found = self._tournament.event_numbered(number)
            if found is None:
                raise InvalidInput.at(
                    "event", translate("service", "the log has no event #{number}").format(number=number)
                )
            return self._tournament.event(found)
        uids = self._tournament.events_named(wanted)
        if len(uids) != 1:
            named = (
                translate("service", _NAMED_SEVERAL, "", len(uids))
                if uids
                else translate("service", "the log has no event named {name}")
            )
            raise InvalidInput.at("event", named.format(name=repr(wanted.strip())))
        return self._tournament.event(uids[0])

    def numbered(self, number: int) -> EventState | None:
        """The log's event of that number (the window's event, by its number), None while not registered."""
        uid = self._tournament.event_numbered(number)
        return None if uid is None else self._tournament.event(uid)

    def for_ruling(self, wanted: str | None) -> EventChoice:
        """The event a scripted ruling names (see `floordesk.cli.record`): the log's, else the window's, else new."""
        on_screen = self._store.events.current()
        if wanted is None:
            events = self.all()
            if len(events) != 1:
                held = "no events yet" if not events else f"{len(events)} events"
                raise InvalidInput.at(
                    "--event",
                    translate("service", "is required: the log holds {held} (give a name or #number)").format(
                        held=held
                    ),
                )
            return _choice(events[0], on_screen)
        number = event_number(wanted)
        if number is not None:
            found = self.numbered(number)
            if found is not None:
                return _choice(found, on_screen)
            if on_screen is not None and on_screen.number == number:
                return EventChoice(None, number, on_screen.name, on_screen)
            return EventChoice(None, number, f"Event #{number}", None)
        named = [self._tournament.event(uid) for uid in self._tournament.events_named(wanted)]
        if len(named) > 1:
            numbers = ", ".join(f"#{e.number}" for e in named)
            raise InvalidInput.at(
                "--event",
                translate("service", "{count} events are named {wanted!r} ({numbers}): give the number").format(
                    count=len(named), wanted=wanted, numbers=numbers
                ),
            )
        if named:
            return _choice(named[0], on_screen)
        if on_screen is not None and on_screen.name.casefold() == wanted.strip().casefold():
            return EventChoice(None, on_screen.number, on_screen.name, on_screen)
        next_number = max((e.number for e in self.all()), default=0) + 1
        return EventChoice(None, next_number, wanted.strip(), None)

    # -- rule 45 ---------------------------------------------------------------------------------
    def cancellation(self, event_uid: str | None) -> Cancellation | None:
        """The event's cancellation as the log has it; None while it stands (or is not in the log)."""
        if event_uid is None:
            return None
        state = self._tournament.event(event_uid)
        return cancellation_of(state.number, state.name, state.status.value, state.actions)

    def cancellation_numbered(self, number: int) -> Cancellation | None:
        """Whether the log says the event of that number (the window's) is cancelled."""
        return self.cancellation(self._tournament.event_numbered(number))

    def change(
        self, wanted: str, action: EventAction, reason: str, changes: dict[str, Any] | None, sign: Sign
    ) -> EventChanged:
        """Cancel or alter the log's event named `wanted` (rule 45), once everything is checked and signed."""
        event_uid = self.find(wanted).uid
        change = event_change(action, reason, changes)
        return self._apply(event_uid, change.action, change.reason, change.changes, change.describe(), sign())

    def change_on_screen(
        self, event: Event, action: EventAction, reason: str, changes: dict[str, Any] | None, sign: Sign
    ) -> EventChanged:
        """Cancel or alter the window's event: registered in the log first when it is not yet."""
        change = event_change(action, reason, changes)
        signer = sign()
        self._live_link.sync(event, signer)
        event_uid = self._tournament.event_numbered(event.number)
        assert event_uid is not None  # registered by sync
        return self._apply(event_uid, change.action, change.reason, change.changes, change.describe(), signer)

    def _apply(
        self, event_uid: str, action: EventAction, reason: str, changes: dict[str, Any], said: str, by: SignedIn
    ) -> EventChanged:
        if action is EventAction.CANCEL:
            record = self._tournament.cancel_event(event_uid, reason, by)
        else:
            record = self._tournament.alter_event(event_uid, changes, reason, by)
        event = self._tournament.event(event_uid)
        return EventChanged(
            event.number,
            action,
            event.status.value,
            record,
            self._store.record_hash(record),
            f"Event #{event.number}: {said} (rule 45), recorded.",
        )

    # -- setting up ------------------------------------------------------------------------------
    def add(self, draft: EventDraft, sign: Sign) -> EventState:
        """Set an event up in the log (a role that may set up events signs); its number must be free."""
        if self._tournament.event_numbered(draft.number) is not None:
            raise InvalidInput.at(
                "--number", translate("service", "the log already has an event #{number}").format(number=draft.number)
            )
        return self._tournament.event(self._tournament.register_event(draft, sign()))

    def draft(
        self,
        name: str,
        *,
        number: int | None = None,
        game: str | None = None,
        starts_on: str | None = None,
        ends_on: str | None = None,
        chips: tuple[int, ...] = USUAL_CHIPS,
        status: EventStatus = EventStatus.RUNNING,
    ) -> EventDraft:
        """An event to set up: the next free number, a game "not stated", today and the usual chips unless given."""
        free = max((e.number for e in self.all()), default=0) + 1
        return EventDraft(
            free if number is None else number,
            name.strip(),
            UNSTATED_GAME if game is None else game,
            date.today().isoformat() if starts_on is None else starts_on,
            [{"value": value} for value in chips],
            ends_on,
            status.value,
        )

    def register_live(self, event: Event, by: SignedIn) -> None:
        """Register the window's event, its tables and its known players where the log lacks them."""
        self._live_link.sync(event, by)


def _choice(state: EventState, on_screen: Event | None) -> EventChoice:
    same = on_screen if on_screen is not None and on_screen.number == state.number else None
    return EventChoice(state.uid, state.number, state.name, same)
