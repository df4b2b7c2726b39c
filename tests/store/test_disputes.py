"""A disputed ruling in the log: its dispute record and second reviewer hashed and signed with the incident, checked
as every field is, and the footage tasks read from the incidents that name a camera."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.errors import NotAllowedError

from .conftest import DISPUTED, Floor, open_tamperer

DISPUTE = {
    **DISPUTED,
    "finding": "the river card was exposed by the dealer",
    "preserve_by": "2009-06-09T11:00:00Z",
}
"""Every field of the record (other test modules read its finding and deadline)."""


def test_the_dispute_and_its_second_reviewer_are_part_of_the_incident(floor: Floor):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    incident = floor.store.incidents.get(recorded.uid)
    assert incident.dispute == DISPUTE
    assert incident.second_reviewer == "Mia Manager"
    plain = floor.store.incidents.get(floor.record().uid)
    assert (plain.dispute, plain.second_reviewer) == (None, None)
    assert floor.store.verify().ok


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE incidents SET dispute = json_set(dispute, '$.error', 'player') WHERE uid = ?",
        "UPDATE incidents SET second_staff = recorded_by WHERE uid = ?",
    ],
)
def test_a_changed_dispute_or_second_reviewer_no_longer_matches_its_hash(floor: Floor, change: str):
    recorded = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    raw = open_tamperer(floor.store.path)
    raw.execute(change, (recorded.uid,))
    raw.close()
    named = [(p.uid, p.message) for p in floor.store.verify().problems]
    assert (recorded.uid, "its content does not match its hash: it was changed after it was written") in named


def test_a_wrong_dispute_field_is_named_and_nothing_is_written(floor: Floor):
    before = floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0]
    with pytest.raises(InvalidInput) as caught:
        floor.store.incidents.record(floor.draft(dispute={**DISPUTE, "seat": None}), floor.supervisor)
    assert [(p.path, p.message) for p in caught.value.problems] == [
        ("dispute.seat", "is required: name the seat of the player who asked")
    ]
    with pytest.raises(InvalidInput) as caught:
        floor.store.incidents.record(floor.draft(), floor.supervisor, floor.manager)
    assert [p.path for p in caught.value.problems] == ["dispute.second_reviewer"]
    with pytest.raises(NotAllowedError, match="another staff member"):
        floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.supervisor)
    assert floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0] == before


def test_an_administrator_is_no_second_reviewer(floor: Floor):
    with pytest.raises(NotAllowedError, match="sign a dispute's review as its second reviewer"):
        floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.admin)


def test_a_footage_task_is_open_until_its_place_is_recorded_and_a_void_ends_it(floor: Floor):
    first = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor)
    later = {**DISPUTE, "camera": "Console 2", "preserve_by": "2009-06-08T11:00:00Z"}
    second = floor.store.incidents.record(floor.draft(dispute=later), floor.supervisor)
    no_camera = {k: v for k, v in DISPUTE.items() if k not in ("camera", "window", "preserve_by")}
    floor.store.incidents.record(floor.draft(dispute=no_camera), floor.supervisor)
    floor.record()
    assert [(t.number, t.camera) for t in floor.store.footage_tasks()] == [(2, "Console 2"), (1, "Cam 14")]
    floor.store.incidents.correct(first.uid, {"footage_saved_to": "NAS/2009-06-01/cam14"}, "saved", floor.manager)
    assert [t.number for t in floor.store.footage_tasks()] == [2]
    done = [t for t in floor.store.footage_tasks(open_only=False) if t.done]
    assert [(t.number, t.saved_to, t.saved_by) for t in done] == [(1, "NAS/2009-06-01/cam14", "Mia Manager")]
    assert floor.store.incidents.get(first.uid).footage_saved_to == "NAS/2009-06-01/cam14"
    floor.store.incidents.void(second.uid, "entered twice", floor.manager, floor.supervisor)
    assert floor.store.footage_tasks() == []


def test_footage_is_saved_only_for_an_incident_that_names_a_camera(floor: Floor):
    plain = floor.record()
    with pytest.raises(InvalidInput, match="names no camera"):
        floor.store.incidents.correct(plain.uid, {"footage_saved_to": "NAS"}, "saved", floor.manager)


def test_disputed_rulings_are_found_by_their_words_and_filtered(floor: Floor):
    from floordesk.store.search import IncidentQuery

    disputed = floor.store.incidents.record(floor.draft(dispute=DISPUTE), floor.supervisor, floor.manager)
    by_player = {**DISPUTE, "error": "player", "camera": "Console 7", "finding": "he mucked his own hand"}
    other = floor.store.incidents.record(floor.draft(dispute=by_player), floor.supervisor)
    plain = floor.record()
    floor.store.incidents.correct(other.uid, {"footage_saved_to": "Vault shelf 12"}, "saved", floor.supervisor)

    def found(**query: object) -> set[str]:
        return {row.uid for row in floor.store.page(IncidentQuery(**query)).rows}  # type: ignore[arg-type]

    assert found(text="river exposed") == {disputed.uid}
    assert found(text="Cam 14") == {disputed.uid}
    assert found(text="Mia Manager") == {disputed.uid}  # the second reviewer
    assert found(text="Vault shelf") == {other.uid}  # where its footage was saved
    assert found(disputed=True) == {disputed.uid, other.uid}
    assert found(dispute_errors=("player",)) == {other.uid}
    assert found(dispute_errors=("dealer", "none")) == {disputed.uid}
    assert plain.uid in found()
