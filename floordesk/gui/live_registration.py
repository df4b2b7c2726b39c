"""GUI: keeps the incident log in step with the event on screen (the service's `Events.register_live` does it).

After a sign-in (or unlock) and after every change of the event while someone
is signed in, the event, its tables and its players are registered in the log
when they are missing, signed by that member, so a ruling made later names
them. Nothing is written when all is there already (the usual case).

Nor is anything read when the change left the event's `Footprint` as it was last
registered for the same member (a chip count, a seat's status, a marker: most
changes): the log never loses a registration, and reading it took a query per
player on the GUI thread, 7 ms a change with 500 players. A new table or player,
another event, or another member signed in is looked up (and registered) at once.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from floordesk.core.errors import InvalidInput
from floordesk.gui.staff_session import StaffSession
from floordesk.gui.table_view.model import EventModel
from floordesk.service.events import Events
from floordesk.store.errors import StoreError
from floordesk.store.live_link import Footprint

_log = logging.getLogger("floordesk.staff")


class LiveRegistration(QObject):
    """GUI: registers the live event for the signed-in member; a refusal is said once, not per change."""

    def __init__(
        self,
        events: Events,
        session: StaffSession,
        model: EventModel,
        show_message: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._events = events
        self._session = session
        self._model = model
        self._show_message = show_message
        self._last_problem = ""
        self._registered: tuple[str, Footprint] | None = None
        """who registered what last: the same again needs no lookup"""
        session.changed.connect(self.sync)
        model.table_changed.connect(self.sync)

    def sync(self) -> None:
        by = self._session.current
        if by is None:
            return
        event = self._model.current_event
        wanted = (by.staff_uid, Footprint.of(event))
        if wanted == self._registered:
            return
        try:
            self._events.register_live(event, by)
        except (StoreError, InvalidInput, sqlite3.Error) as error:
            # The change itself is saved (or reported by the model); only the log's registration waits.
            problem = QCoreApplication.translate(
                "live_registration", "The event on screen is not registered in the incident log yet: {error}"
            ).format(error=error)
            if problem != self._last_problem:  # said and logged once, not at every change of the table
                _log.warning("Registering the event in the incident log failed: %s", error)
                self._show_message(problem)
            self._last_problem = problem
        else:
            self._last_problem = ""
            self._registered = wanted
