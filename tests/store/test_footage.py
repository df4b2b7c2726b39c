"""The "preserve footage" tasks read from the incidents that name a camera: what each says (event, table, camera,
window, deadline, laptop), soonest deadline first and then oldest, the latest saved place counting, and done ones
left out unless asked for."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from floordesk.store.footage import footage_tasks
from tests.store.conftest import Floor, floor
from tests.store.test_disputes import DISPUTE


def test_a_task_says_where_and_when_the_footage_is_and_by_when_to_keep_it(floor: Floor):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    [task] = footage_tasks(floor.connection, open_only=True)
    assert (task.incident_uid, task.number, task.device) == (recorded.uid, recorded.number, "floor-1")
    assert (task.event, task.table, task.camera) == ("#12 No-Limit Hold'em", "Table 7", "Cam 14")
    assert (task.window_from, task.window_to, task.preserve_by) == ("21:38", "21:41", "2009-06-09T11:00:00Z")
    assert not task.done
    assert task.to_json()["camera"] == "Cam 14"


def test_the_same_deadline_is_ordered_oldest_first(floor: Floor):
    first = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    second = floor.store.incidents.record(floor.draft(dispute={**DISPUTE, "camera": "Cam 2"}), floor.supervisor)
    assert [t.incident_uid for t in footage_tasks(floor.connection, open_only=True)] == [first.uid, second.uid]


def test_the_latest_place_recorded_is_where_the_footage_is(floor: Floor):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    for place in ("NAS/one", "NAS/two"):
        floor.store.incidents.correct(recorded.uid, {"footage_saved_to": place}, "saved", floor.manager)
    assert footage_tasks(floor.connection, open_only=True) == []
    [task] = footage_tasks(floor.connection, open_only=False)
    assert (task.done, task.saved_to, task.saved_by) == (True, "NAS/two", "Mia Manager")
    assert task.saved_local is not None


def test_a_correction_of_something_else_leaves_the_task_open(floor: Floor):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    floor.store.incidents.correct(recorded.uid, {"witnesses": ["Floor Kim"]}, "names added", floor.manager)
    [task] = footage_tasks(floor.connection, open_only=True)
    assert task.saved_to is None
