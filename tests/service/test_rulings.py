"""The floor's use cases without Qt: recording a flow's ruling (the signature step of the flow), its refusals,
and the event changes, against a real log."""

from __future__ import annotations

import pytest

from floordesk.core.demo import demo_event
from floordesk.core.errors import InvalidInput
from floordesk.core.flows import flow_for
from floordesk.core.flows.event_change import EventAction
from floordesk.core.flows.flow import RulingFlow
from floordesk.core.ruling import RulingKind
from floordesk.i18n import SPEAKER
from floordesk.service.events import Events
from floordesk.service.rulings import Rulings
from floordesk.store.errors import NotAllowedError
from floordesk.store.live_link import LiveLink
from floordesk.store.search import IncidentQuery
from tests.core.flows.helpers import walk_to
from tests.service.conftest import Counted, td_signs
from tests.store.conftest import Floor

EVENT = demo_event()
TABLE = "Table 1"


def decided_button_flow() -> RulingFlow:
    flow = flow_for(RulingKind.BUTTON, EVENT.session(TABLE), EVENT.rules, None, game=EVENT.game)
    walk_to(flow, "decision")
    return flow


def _all(floor: Floor) -> list[str]:
    return [row.uid for row in floor.store.page(IncidentQuery(), limit=100).rows]


def test_signing_is_the_flows_step_and_records_through_the_service(floor):
    flow = decided_button_flow()
    floor.store.drafts.save(flow.draft_id, flow.kind.value, flow.to_json())
    rulings = Rulings(floor.store)

    def record(pin: str):
        return rulings.record_flow(flow, EVENT, EVENT.session(TABLE), lambda: td_signs(floor, pin)).incident

    assert [(p.path, p.message) for p in flow.sign("", record)] == [("pin", "enter your PIN to sign")]
    assert flow.recorded is None
    assert flow.sign("2222", record) == []
    assert flow.recorded is not None
    assert flow.recorded.number == 1
    assert flow.recorded.record_hash == floor.store.record_hash(flow.recorded.uid)
    incident = floor.store.incidents.get("1")
    assert (incident.table, incident.decided_by) == (TABLE, "Tom Director")
    assert floor.store.drafts.pending() == []  # the draft discarded with the recording
    assert flow.sign("2222", record)[0].message == "already recorded as incident #1"
    assert _all(floor) == [incident.uid]


def test_a_ruling_signed_in_a_german_window_records_the_bytes_an_english_one_does(floor):
    rulings = Rulings(floor.store)

    def recorded_in(language: str):
        with SPEAKER.speaking(language):  # the wizard walked and signed while the window speaks it
            flow = decided_button_flow()
            floor.store.drafts.save(flow.draft_id, flow.kind.value, flow.to_json())
            shown = flow.recommendation().explanation_in(language)
            record = rulings.record_flow(flow, EVENT, EVENT.session(TABLE), lambda: td_signs(floor, "2222")).incident
        incident = floor.store.incidents.get(record.uid)
        return shown, {name: getattr(incident, name) for name in ("kind", "rule", "inputs", "recommended", "narrative")}

    english_shown, english = recorded_in("en")
    german_shown, german = recorded_in("de")
    assert german_shown != english_shown  # read in German on the page
    assert german == english  # recorded in English, word for word
    assert list(english_shown) == english["recommended"]["explanation"]


def test_a_wrong_pin_records_nothing(floor):
    flow = decided_button_flow()
    rulings = Rulings(floor.store)
    with pytest.raises(NotAllowedError):
        flow.sign(
            "9999",
            lambda pin: rulings.record_flow(flow, EVENT, EVENT.session(TABLE), lambda: td_signs(floor, pin)).incident,
        )
    assert flow.recorded is None
    assert _all(floor) == []


def test_a_table_changed_since_the_wizard_opened_is_refused_before_the_pin(floor):
    flow = decided_button_flow()
    now = EVENT.session(TABLE).next_hand()  # dealt while the wizard was open
    sign = Counted(lambda: td_signs(floor))

    with pytest.raises(InvalidInput, match="the table changed while the ruling was open"):
        Rulings(floor.store).record_flow(flow, EVENT, now, sign)
    with pytest.raises(InvalidInput, match="the table changed while the ruling was open"):
        Rulings(floor.store).record_flow(flow, EVENT, None, sign)
    assert sign.asked == 0
    assert _all(floor) == []


def test_a_ruling_at_a_cancelled_event_is_refused_before_the_pin(floor):
    events = Events(floor.store)
    done = events.change_on_screen(EVENT, EventAction.CANCEL, "venue flooded", None, lambda: td_signs(floor))
    assert (done.number, done.status) == (1, "cancelled")
    sign = Counted(lambda: td_signs(floor))

    with pytest.raises(InvalidInput, match=r"was cancelled \(rule 45\): a ruling cannot be made for it any more"):
        Rulings(floor.store).record_flow(decided_button_flow(), EVENT, EVENT.session(TABLE), sign)
    assert sign.asked == 0
    assert _all(floor) == []
    assert events.cancellation_numbered(1) is not None
    assert events.cancellation_numbered(12) is None


def recorded_button(floor: Floor) -> str:
    flow = decided_button_flow()
    return Rulings(floor.store).record_flow(flow, EVENT, EVENT.session(TABLE), lambda: td_signs(floor)).incident.uid


def test_a_void_needs_a_reason_before_any_pin_then_two_different_members(floor):
    uid = recorded_button(floor)
    rulings = Rulings(floor.store)
    manager = Counted(lambda: floor.store.staff.sign_in(floor.manager.staff_uid, "3333"))

    with pytest.raises(InvalidInput, match="say why the ruling is voided"):
        rulings.void(uid, "  ", manager, manager)
    assert manager.asked == 0
    with pytest.raises(NotAllowedError, match="second, different staff member"):
        rulings.void(uid, "recorded at the wrong table", manager, manager)
    assert not floor.store.incidents.get(uid).voided
    rulings.void(uid, "recorded at the wrong table", manager, lambda: td_signs(floor))
    assert floor.store.incidents.get(uid).voided


def test_a_correction_must_change_something_before_any_pin(floor):
    uid = recorded_button(floor)
    rulings = Rulings(floor.store)
    sign = Counted(lambda: td_signs(floor))

    with pytest.raises(InvalidInput, match="change what happened or the witnesses"):
        rulings.correct(uid, {}, "typo", sign)
    assert sign.asked == 0
    rulings.correct(uid, {"narrative": "The button moved to seat 5."}, "typo", sign)
    assert floor.store.incidents.get(uid).narrative == "The button moved to seat 5."


def test_who_may_not_sign_is_told_before_any_work_and_nothing_is_written(floor):
    rulings = Rulings(floor.store)
    events_before = floor.store.tournament.event_uids()
    refused = rulings.signing_refusal(EVENT, TABLE, floor.supervisor)
    assert refused is not None
    assert refused.startswith(f"Event #{EVENT.number} is not in the incident log yet")
    assert "may set up events" in refused
    admin_refused = rulings.signing_refusal(EVENT, TABLE, floor.admin)
    assert admin_refused is not None
    assert "may record a ruling" in admin_refused
    assert floor.store.tournament.event_uids() == events_before  # asking registered nothing
    assert rulings.signing_refusal(EVENT, TABLE, floor.manager) is None  # a manager registers the event as he signs


def test_once_the_event_is_in_the_log_a_supervisor_may_sign_there(floor):
    LiveLink(floor.store).sync(EVENT, floor.td)
    assert Rulings(floor.store).signing_refusal(EVENT, TABLE, floor.supervisor) is None


def test_who_may_overrule_is_asked_of_the_log_before_the_incident_or_any_pin(floor):
    uid = recorded_button(floor)
    rulings = Rulings(floor.store)
    assert rulings.overrule_refusal(floor.td.staff_uid) is None
    assert rulings.overrule_refusal(None) == (
        "Sign in first: only a Tournament Director who is signed in may overrule a ruling"
    )
    refused = rulings.overrule_refusal(floor.supervisor.staff_uid)
    assert refused == "Sam Supervisor is a Supervisor: only a Tournament Director may overrule a floor decision"
    assert "only a Tournament Director may overrule" in (rulings.overrule_refusal(floor.admin.staff_uid) or "")
    with pytest.raises(NotAllowedError) as refusal:
        rulings.may_overrule(floor.supervisor.staff_uid, "1")
    assert str(refusal.value) == refused  # the command line's refusal is the same question's answer
    assert rulings.may_overrule(floor.td.staff_uid, "1").uid == uid
    floor.store.staff.deactivate(floor.td.staff_uid, "left the series", floor.admin)
    assert rulings.overrule_refusal(floor.td.staff_uid) == "Tom Director is deactivated"
