"""Service: a disputed ruling's record as the house asks for it, and the footage it must preserve.

Recording (`Rulings.record_flow`, `Rulings.record_request`) asks here, before any PIN, what
the house's settings add to a dispute record: the second reviewer's signature a reviewed
dispute needs where the house asks for one, and, for a named camera, the moment its footage
is lost (the house's video retention after now, on the log's clock). After the decider has
signed, the second reviewer signs with their own PIN (`SecondSign`).

A "preserve footage" task is open from the ruling until someone records, signed, where the
footage was saved (an amendment of the incident: who and when are its own); it is overdue
once its deadline has passed on the log's clock. The window's status bar and log window,
the shift report and `floordesk log tasks` read the same `FootageTasks`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from floordesk.core.dispute import Dispute, read_deadline, second_reviewer_problems
from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate
from floordesk.service import Sign
from floordesk.store.footage import FootageTask
from floordesk.store.house import House
from floordesk.store.incidents import SAVED_TO_MAX
from floordesk.store.log import IncidentStore
from floordesk.store.staff import SignedIn, StaffMember

if TYPE_CHECKING:
    from floordesk.core.ruling import Ruling

SecondSign = Callable[[StaffMember], SignedIn]
"""Asks the named second reviewer's own PIN and returns them signed in (NotAllowedError for a wrong PIN)."""


def ruling_for_the_house(ruling: Ruling, house: House, now: datetime) -> Ruling:
    """The ruling as it is recorded: its dispute checked against the house's settings (InvalidInput naming
    `dispute.second_reviewer`), and a named camera's footage given its deadline."""
    if ruling.dispute is None:
        return ruling
    problems = second_reviewer_problems(ruling.dispute, house.second_reviewer_required)
    if problems:
        raise InvalidInput(problems)
    return replace(ruling, dispute=ruling.dispute.with_deadline(now, house.video_retention))


def change_house_settings(store: IncidentStore, house: House, reason: str, sign: Sign) -> bool:
    """Record the house's settings with why, signed by a Tournament Director or an administrator (NotAllowedError
    for anyone else, nothing written); False when they are already in force. A reason missing is refused before
    any PIN is asked."""
    if not reason.strip():
        raise InvalidInput.at("reason", translate("service", "is required: say why the house's settings change"))
    return store.house.set(house, reason, sign())


def second_reviewer(store: IncidentStore, dispute: Dispute | None) -> StaffMember | None:
    """The staff member a dispute names as its second reviewer (None: none named); InvalidInput when the name is
    nobody's here, or several members' (read before anyone is asked for a PIN)."""
    if dispute is None or dispute.second_reviewer is None:
        return None
    found = [member for member in store.staff.find(dispute.second_reviewer) if member.has_pin and member.active]
    if len(found) != 1:
        why = (
            translate("service", "{name!r} is no staff member who can sign here")
            if not found
            else translate("service", "{name!r} names several staff members")
        )
        raise InvalidInput.at("dispute.second_reviewer", why.format(name=dispute.second_reviewer))
    return found[0]


@dataclass(frozen=True)
class TaskState:
    """A footage task as it stands now: its deadline in local time, and whether it has passed."""

    task: FootageTask
    overdue: bool
    due_local: str
    """the deadline on this laptop's clock, YYYY-MM-DD HH:MM"""

    def to_json(self) -> dict[str, object]:
        return {**self.task.to_json(), "overdue": self.overdue, "due_local": self.due_local}


class FootageTasks:
    """Service: the "preserve footage" tasks (see the module's description), on the log's clock."""

    def __init__(self, store: IncidentStore) -> None:
        self._store = store

    def tasks(self, *, open_only: bool = True) -> list[TaskState]:
        """The tasks, soonest deadline first; a saved one is never overdue."""
        now = self._store.journal.clock()
        states = []
        for task in self._store.footage_tasks(open_only=open_only):
            due = read_deadline(task.preserve_by)
            states.append(
                TaskState(task, not task.done and due <= now, due.astimezone(now.tzinfo).strftime("%Y-%m-%d %H:%M"))
            )
        return states

    def counts(self) -> tuple[int, int]:
        """(open tasks, of which overdue): the status bar's count."""
        open_tasks = self.tasks()
        return len(open_tasks), sum(state.overdue for state in open_tasks)

    def mark_saved(self, incident_ref: str, saved_to: str, sign: Sign) -> str:
        """Record, signed, where an open task's footage was saved; returns the amendment's uid. Refused (nothing
        written, no PIN asked) without a place, or for an incident with no open task."""
        place = saved_to.strip()
        if not place:
            raise InvalidInput.at(
                "saved_to", translate("service", "say where the footage was saved (a folder, a disc, a ticket number)")
            )
        if len(place) > SAVED_TO_MAX:
            raise InvalidInput.at(
                "saved_to",
                translate("service", "must be at most {SAVED_TO_MAX} characters long").format(
                    SAVED_TO_MAX=SAVED_TO_MAX
                ),
            )
        incident = self._store.incidents.get(incident_ref)
        camera = (incident.dispute or {}).get("camera")
        if camera is None:
            raise InvalidInput.at(
                "incident",
                translate("service", "incident #{number} names no camera: it has no footage task").format(
                    number=incident.number
                ),
            )
        if incident.footage_saved_to is not None:
            raise InvalidInput.at(
                "incident",
                translate("service", "incident #{number}'s footage was already saved to {footage_saved_to}").format(
                    number=incident.number, footage_saved_to=incident.footage_saved_to
                ),
            )
        changes = {"footage_saved_to": place}
        return self._store.incidents.correct(incident.uid, changes, f"footage of {camera} preserved", sign())
