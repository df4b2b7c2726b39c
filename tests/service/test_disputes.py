"""Disputed rulings through the service, as the window and the command line record them: the house's settings
(the second reviewer, the video retention), and the footage tasks on a fixed clock, opened, overdue and closed by
a signed amendment."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.dispute import read_deadline
from floordesk.core.errors import InvalidInput
from floordesk.core.flows import flow_for
from floordesk.core.ruling import RulingKind
from floordesk.service.disputes import FootageTasks
from floordesk.service.rulings import Rulings
from floordesk.store.errors import NotAllowedError
from floordesk.store.house import House
from floordesk.store.staff import StaffMember
from tests.core.flows.helpers import walk_to
from tests.store.conftest import Floor, make_floor

EVENT = demo_event()
TABLE = "Table 1"
DISPUTE = {
    "requested_by": "dealer",
    "requested_at": "21:40",
    "before_next_deal": True,
    "camera": "Cam 14",
    "window": {"from": "21:38", "to": "21:41"},
    "review": "surveillance",
    "finding": "the button was moved before the deal",
    "error": "dealer",
}


@pytest.fixture
def floor(tmp_path) -> Iterator[Floor]:
    made = make_floor(tmp_path / "floordesk.sqlite3")
    yield made
    made.store.close()


def disputed_flow(dispute: dict, *, required: bool = False):
    flow = flow_for(RulingKind.BUTTON, EVENT.session(TABLE), EVENT.rules, None, game=EVENT.game)
    flow.second_reviewer_required = required
    walk_to(flow, "recommendation")
    return flow, flow.submit("decision", {"decision": "follow", "dispute": dispute})


def record(floor: Floor, flow, house: House | None = None, second_pin: str = "3333"):
    def second(member: StaffMember):
        return floor.store.staff.sign_in(member.uid, second_pin)

    sign = lambda: floor.store.staff.sign_in(floor.td.staff_uid, "2222")  # noqa: E731
    return Rulings(floor.store, house).record_flow(flow, EVENT, EVENT.session(TABLE), sign, second).incident


def test_the_window_s_dispute_ends_in_the_incident_with_the_footage_deadline(floor: Floor):
    flow, problems = disputed_flow({**DISPUTE, "second_reviewer": "Mia Manager"})
    assert problems == []
    recorded = record(floor, flow, House(video_retention_days=3))
    incident = floor.store.incidents.get(recorded.uid)
    deadline = read_deadline((incident.dispute or {}).pop("preserve_by"))
    assert incident.dispute == DISPUTE
    assert incident.second_reviewer == "Mia Manager"
    recorded_at = datetime.strptime(incident.recorded_utc, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
    # the deadline is read before the signatures, a few readings of the test clock before the incident's time
    assert timedelta(days=3) - timedelta(seconds=30) <= deadline - recorded_at <= timedelta(days=3)


def test_the_deadline_is_the_house_s_retention_after_the_ruling(floor: Floor):
    flow, _ = disputed_flow(DISPUTE)
    floor.clock.now = floor.clock.now.replace(hour=21, minute=45, second=0)
    record(floor, flow, House(video_retention_days=7))
    (task,) = FootageTasks(floor.store).tasks()
    expected = (floor.clock.now.replace(second=0) + timedelta(days=7)).strftime("%Y-%m-%d %H:%M")
    assert task.due_local == expected
    assert (task.task.camera, task.overdue) == ("Cam 14", False)


def test_a_house_that_asks_for_a_second_reviewer_gets_one_on_a_reviewed_dispute(floor: Floor):
    _flow, problems = disputed_flow(DISPUTE, required=True)
    assert [(p.path, p.message) for p in problems] == [
        (
            "dispute.second_reviewer",
            "is required: the house asks a second reviewer to sign a dispute whose footage was reviewed",
        )
    ]
    scripted, _ = disputed_flow(DISPUTE)  # the service checks the house's setting too, before any PIN
    with pytest.raises(InvalidInput, match="house asks a second reviewer"):
        record(floor, scripted, House(second_reviewer_required=True))
    assert floor.store.footage_tasks() == []


def test_the_second_reviewer_signs_with_their_own_pin(floor: Floor):
    flow, _ = disputed_flow({**DISPUTE, "second_reviewer": "Mia Manager"})
    with pytest.raises(NotAllowedError):
        record(floor, flow, second_pin="9999")
    assert floor.store.footage_tasks() == []
    flow, _ = disputed_flow({**DISPUTE, "second_reviewer": "Nobody Here"})
    with pytest.raises(InvalidInput, match="'Nobody Here' is no staff member who can sign here"):
        record(floor, flow)


def test_a_footage_task_goes_overdue_on_the_clock_and_is_closed_by_a_signed_amendment(floor: Floor):
    flow, _ = disputed_flow(DISPUTE)
    recorded = record(floor, flow, House(video_retention_days=7))
    tasks = FootageTasks(floor.store)
    assert tasks.counts() == (1, 0)
    floor.clock.now += timedelta(days=7)
    assert tasks.counts() == (1, 1)
    assert tasks.tasks()[0].overdue
    sign = lambda: floor.store.staff.sign_in(floor.supervisor.staff_uid, "4444")  # noqa: E731
    with pytest.raises(InvalidInput, match="say where the footage was saved"):
        tasks.mark_saved(str(recorded.number), "  ", sign)
    tasks.mark_saved(str(recorded.number), "Surveillance NAS, case 2009-118", sign)
    assert tasks.counts() == (0, 0)
    (done,) = tasks.tasks(open_only=False)
    assert (done.task.saved_to, done.task.saved_by, done.overdue) == (
        "Surveillance NAS, case 2009-118",
        "Sam Supervisor",
        False,
    )
    amendment = floor.store.incidents.get(recorded.uid).amendments[-1]
    assert (amendment.kind, amendment.by, amendment.changes) == (
        "correction",
        "Sam Supervisor",
        {"footage_saved_to": "Surveillance NAS, case 2009-118"},
    )
    with pytest.raises(InvalidInput, match="already saved to Surveillance NAS"):
        tasks.mark_saved(str(recorded.number), "again", sign)
