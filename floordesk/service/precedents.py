"""Service: the earlier comparable rulings, for the wizard's decision step and `floordesk log precedents`.

One list for both (see `floordesk.core.precedents`): rulings of the same kind under
the same rule-set flags, voided ones left out, newest first, `SHOWN` of them in the
ruling's event and `SHOWN` in the whole log. The flags are those a ruling recorded
now would carry: the window's rule set for its event (a flow's request's `config`),
the same on the command line for the event named, else for the window's event,
else the 2009 WSOP reading.
"""

from __future__ import annotations

from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.precedents import SHOWN, PrecedentList
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.i18n import translate
from floordesk.service.events import Events
from floordesk.store import precedents
from floordesk.store.log import IncidentStore


class Precedents:
    """Service: lists the precedents of a ruling (see the module's description)."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store

    def listed(self, kind: RulingKind, config: Any, event_uid: str | None) -> PrecedentList:
        """The precedents of a `kind` ruling under the flags `config` (None: none), in `event_uid` (None: no event
        in the log yet) and in the whole log."""
        flags = precedents.flags_key(config)
        connection = self._store.connection
        in_event = (
            ()
            if event_uid is None
            else precedents.newest(connection, kind.value, flags, event_uid=event_uid, limit=SHOWN)
        )
        return PrecedentList(kind.value, in_event, precedents.newest(connection, kind.value, flags, limit=SHOWN))

    def in_event_numbered(self, kind: RulingKind, number: int, config: Any) -> PrecedentList:
        """The window's: the precedents of a ruling at its event (by number, registered in the log or not yet)."""
        return self.listed(kind, config, self._store.tournament.event_numbered(number))

    def of_kind(self, kind_name: str, event: str | None) -> PrecedentList:
        """`floordesk log precedents KIND [--event E]`: the list a ruling of that kind would be shown now.
        Raises InvalidInput (at `kind` or `--event`) for a kind or an event the log does not know."""
        try:
            kind = RulingKind(kind_name.strip().lower())
        except ValueError:
            kinds = ", ".join(k.value for k in RulingKind)
            raise InvalidInput.at(
                "kind",
                translate("service", "{kind_name!r} is not a ruling kind (one of {kinds})").format(
                    kind_name=kind_name, kinds=kinds
                ),
            ) from None
        events = Events(self._store)
        if event is None:
            on_screen = self._store.events.current()
            rules = on_screen.rules if on_screen is not None else RuleSet.wsop_2009()
            event_uid = None
        else:
            try:
                state = events.find(event)
            except InvalidInput as error:
                raise InvalidInput.at("--event", error.problems[0].message) from None
            rules, event_uid = events.for_ruling(f"#{state.number}").rules, state.uid
        return self.listed(kind, rules.to_json() if kind.is_computed else None, event_uid)
