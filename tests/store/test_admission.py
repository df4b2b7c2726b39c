"""What a record from elsewhere must be before it joins the log: written as FloorDesk writes it (its uid, its time,
each field as the local readers make it), and signed by someone whose role and standing allowed it at its time, with
a PIN on the laptop that wrote it."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.i18n import SPEAKER
from floordesk.store.admission import Authority, _incident_as_read, _incident_as_written, shape_problem
from floordesk.store.exchange import LogRecord, log_records
from floordesk.store.records import canonical_json
from tests.store.conftest import Floor, fill_every_record_type, floor


@pytest.fixture
def records(floor: Floor) -> list[LogRecord]:
    fill_every_record_type(floor)
    return list(log_records(floor.connection))


def _first(records: list[LogRecord], record_type: str) -> LogRecord:
    return next(r for r in records if r.record_type == record_type)


def test_every_record_floordesk_wrote_passes(records: list[LogRecord]):
    kinds = {r.record_type for r in records}
    assert {"incident", "staff", "event", "device_key", "amendment", "penalty"} <= kinds
    assert [(r.record_type, shape_problem(r.record_type, r.device, r.fields)) for r in records] == [
        (r.record_type, None) for r in records
    ]


@pytest.mark.parametrize("uid", [None, "", "0" * 31, "G" * 32, "0123456789ABCDEF" * 2, 7])
def test_a_uid_that_is_not_a_record_id_is_refused(records: list[LogRecord], uid: object):
    incident = _first(records, "incident")
    assert shape_problem("incident", incident.device, {**incident.fields, "uid": uid}) == "its uid is not a record id"


@pytest.mark.parametrize(
    "change",
    [
        {"recorded_utc": "2009-06-02 04:00:00"},
        {"recorded_utc": "2009-06-02T04:00:00.000000+00:00"},
        {"recorded_utc": "2009-13-02T04:00:00.000000Z"},
        {"recorded_local": "yesterday"},
        {"recorded_local": None},
    ],
)
def test_a_time_not_written_as_floordesk_writes_it_is_refused(records: list[LogRecord], change: dict[str, Any]):
    incident = _first(records, "incident")
    assert shape_problem("incident", incident.device, {**incident.fields, **change}) == (
        "its time is not written as FloorDesk writes it"
    )


def test_a_local_time_that_is_not_the_utc_time_is_refused(records: list[LogRecord]):
    incident = _first(records, "incident")
    local = incident.fields["recorded_local"]
    shifted = local[:11] + f"{(int(local[11:13]) + 1) % 24:02d}" + local[13:]
    assert shape_problem("incident", incident.device, {**incident.fields, "recorded_local": shifted}) == (
        "its local time and its UTC time disagree"
    )


@pytest.mark.parametrize(
    ("record_type", "field", "value"),
    [
        ("incident", "rule", 0),
        ("incident", "narrative", ""),
        ("staff", "role", "croupier"),
        ("event", "number", -1),
        ("table", "seats_max", 42),
    ],
)
def test_a_field_the_local_readers_would_refuse_is_refused(
    records: list[LogRecord], record_type: str, field: str, value: object
):
    record = _first(records, record_type)
    assert field in record.fields
    assert shape_problem(record_type, record.device, {**record.fields, field: value}) is not None


def _authority_over(floor: Floor) -> tuple[Authority, list[LogRecord]]:
    records = list(log_records(floor.connection))
    authority = Authority(floor.connection)
    return authority, records


def test_every_signer_floordesk_let_write_passes(floor: Floor):
    fill_every_record_type(floor)
    authority, records = _authority_over(floor)
    refused = [
        (r.record_type, r.seq, authority.problem(r.record_type, r.fields, r.device, r.seq))
        for r in records
        if authority.problem(r.record_type, r.fields, r.device, r.seq)
    ]
    assert refused == []


def test_a_role_that_may_not_is_refused_naming_the_signer_and_the_time(floor: Floor):
    floor.record()
    authority, records = _authority_over(floor)
    event = _first(records, "event")  # registering an event is a TD's
    forged = {**event.fields, "recorded_by": floor.supervisor.staff_uid}
    problem = authority.problem("event", forged, event.device, event.seq)
    assert problem is not None
    assert problem == f"Sam Supervisor was a Supervisor at {event.fields['recorded_utc']}: not allowed to set up events"
    with SPEAKER.speaking("de"):
        said = authority.problem("event", forged, event.device, event.seq)
        shape = shape_problem("incident", event.device, {**forged, "uid": "?"})
    assert said == f"Sam Supervisor war am {event.fields['recorded_utc']} Supervisor: darf nicht Events anlegen"
    assert shape == "seine uid ist keine Eintrags-ID"


def test_a_signer_without_an_account_yet_at_the_records_time_is_refused(floor: Floor):
    floor.record()
    authority, records = _authority_over(floor)
    incident = _first(records, "incident")
    early = "2001-01-01T00:00:00.000000Z"
    problem = authority.problem("incident", {**incident.fields, "recorded_utc": early}, incident.device, incident.seq)
    assert problem == f"Sam Supervisor had no account yet at {early}"


def test_a_signer_without_a_pin_on_the_laptop_at_that_point_is_refused(floor: Floor):
    floor.record()
    authority, records = _authority_over(floor)
    incident = _first(records, "incident")
    problem = authority.problem("incident", incident.fields, incident.device, 1)  # before they were given a PIN
    assert problem is not None
    assert "Sam Supervisor" in problem


def test_a_deactivated_signer_is_refused_from_the_time_of_the_deactivation(floor: Floor):
    floor.record()
    floor.store.staff.deactivate(floor.supervisor.staff_uid, "left the floor", floor.admin)
    authority, records = _authority_over(floor)
    incident = _first(records, "incident")
    later = "2099-01-01T00:00:00.000000Z"
    assert authority.problem("incident", incident.fields, incident.device, incident.seq) is None
    problem = authority.problem("incident", {**incident.fields, "recorded_utc": later}, incident.device, incident.seq)
    assert problem == f"Sam Supervisor was deactivated at {later}"


def test_the_first_administrator_signs_their_own_account_and_nobody_else_can_appear(floor: Floor):
    authority, records = _authority_over(floor)
    first = _first(records, "staff")
    assert first.fields["recorded_by"] is None
    assert authority.problem("staff", first.fields, first.device, first.seq) is None
    nobody = {**first.fields, "role": "supervisor"}
    assert authority.problem("staff", nobody, first.device, first.seq) == "a staff member nobody added"


# -- incidents judged at once (the import's fast path) and by the readers: the two agree --------------------------
_PLAYER = "0123456789abcdef0123456789abcdef"
_OTHER = "fedcba9876543210fedcba9876543210"


def _plain_incident(records: list[LogRecord]) -> LogRecord:
    """An incident with a recommendation followed, and no dispute or precedents (the readers' own parts)."""
    return next(
        r
        for r in records
        if r.record_type == "incident"
        and r.fields["recommended"] is not None
        and r.fields["decision"] is None
        and r.fields["dispute"] is None
    )


def test_every_incident_floordesk_wrote_is_judged_at_once(records: list[LogRecord]):
    plain = [r for r in records if r.record_type == "incident" and r.fields["dispute"] is None]
    assert len(plain) >= 3  # followed, departed from, and decided with nothing recommended
    assert {r.fields["departs"] for r in plain} == {0, 1}
    assert [r.fields["uid"] for r in plain if not _incident_as_written(r.device, r.fields)] == []


@pytest.mark.parametrize(
    "change",
    [
        {"device_id": "f" * 32},
        {"event_uid": "0123456789ABCDEF" * 2},
        {"table_uid": "table 3"},
        {"parties": f'[{{"player":"{_PLAYER}","seat":3}},{{"player":"{_OTHER}","seat":3}}]'},
        {"parties": f'[{{"player":"{_PLAYER}","seat":3}},{{"player":"{_PLAYER}","seat":4}}]'},
        {"parties": '[{"player":null,"seat":null}]'},
        {"parties": '[{"player":null,"seat":3.0}]'},
        {"parties": '[{"player":null,"seat":true}]'},
        {"parties": '[{"player":null,"seat":0}]'},
        {"parties": '[{"player":null,"seat":11}]'},
        {"parties": '[{"seat":3}]'},
        {"parties": '[{"chips":1,"player":null,"seat":3}]'},
        {"parties": '[{"player": null, "seat": 3}]'},
        {"parties": '[{"seat":3,"player":null}]'},
        {"parties": "null"},
        {"parties": None},
        {"rule": True},
        {"rule": "49"},
        {"rule": 1000},
        {"kind": "nonsense"},
        {"inputs": "null"},
        {"inputs": '{"b": 1}'},
        {"inputs": '{"b":1,"a":2}'},
        {"inputs": '{"a":NaN}'},
        {"inputs": '{"a":1,"a":2}'},
        {"inputs": '"\\u00e9"'},
        {"inputs": '{"a":"' + "x" * 1_000_000 + '"}'},
        {"recommended": "null"},
        {"recommended": None, "decision": None},
        {"departs": 1},
        {"departure_reason": "no reason to give"},
        {"witnesses": '["Dealer Ana "]'},
        {"witnesses": '[""]'},
        {"witnesses": '["' + "w" * 201 + '"]'},
        {"witnesses": "[" + ",".join(['"w"'] * 51) + "]"},
        {"witnesses": '["a\\u0000b"]'},
        {"witnesses": '"Dealer Ana"'},
        {"witnesses": '["Dealer Ana", "Dealer Ben"]'},
        {"witnesses": None},
        {"narrative": " seat 3 "},
        {"narrative": ""},
        {"narrative": "seat\x003"},
        {"narrative": "seat \ud8003"},
        {"narrative": 3},
    ],
)
def test_an_incident_the_readers_refuse_is_not_passed_at_once(records: list[LogRecord], change: dict[str, Any]):
    incident = _plain_incident(records)
    fields = {**incident.fields, **change}
    assert not _incident_as_written(incident.device, fields)
    assert shape_problem("incident", incident.device, fields) is not None


@pytest.mark.parametrize(
    "change",
    [
        {"decision": "same"},  # the recommendation itself, written as a decision: stored as NULL
        {"decision": "same", "departs": 1, "departure_reason": "stalling"},
        {"decision": '{"hand":"dead"}', "departs": 0},
        {"decision": '{"hand":"dead"}', "departs": 1, "departure_reason": None},
        {"decision": '{"hand":"dead"}', "departs": 1, "departure_reason": " stalling"},
        {"decision": '{"hand":"dead"}', "departs": True, "departure_reason": "stalling"},
    ],
)
def test_a_decision_the_readers_refuse_is_not_passed_at_once(records: list[LogRecord], change: dict[str, Any]):
    incident = _plain_incident(records)
    if change.get("decision") == "same":
        change = {**change, "decision": incident.fields["recommended"]}
    fields = {**incident.fields, **change}
    assert not _incident_as_written(incident.device, fields)
    if fields["departs"] is not True:  # True == 1: the readers' comparison takes it; only the fast path is strict
        assert shape_problem("incident", incident.device, fields) is not None


def test_an_incident_without_a_field_is_left_to_the_readers(records: list[LogRecord]):
    incident = _plain_incident(records)
    fields = {name: value for name, value in incident.fields.items() if name != "witnesses"}
    assert not _incident_as_written(incident.device, fields)
    assert shape_problem("incident", incident.device, fields) is not None


def _canonical_or_none(value: object) -> object:
    try:
        return canonical_json(value)
    except ValueError:
        return None


_JSON_LEAVES = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5)
_JSON = st.recursive(
    _JSON_LEAVES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["player", "seat", "a"]), inner),
    max_leaves=6,
)
_VALUES = (
    _JSON
    | _JSON.map(_canonical_or_none)
    | st.lists(
        st.fixed_dictionaries(
            {"player": st.sampled_from([None, _PLAYER, _OTHER, "x"]), "seat": st.sampled_from([None, 0, 1, 3, 10, 11])}
        ),
        max_size=3,
    ).map(_canonical_or_none)
    | st.sampled_from(["[]", "null", "", " a", "a ", "stalling", '["Dealer Ana"]', "1", "0"])
)


_JUDGED_AT_ONCE = "table_uid parties rule kind inputs recommended decision departs departure_reason witnesses narrative"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    changes=st.dictionaries(
        st.sampled_from(_JUDGED_AT_ONCE.split()),
        _VALUES,
        max_size=3,
    )
)
def test_what_is_passed_at_once_the_readers_pass(records: list[LogRecord], changes: dict[str, Any]):
    incident = _plain_incident(records)
    fields = {**incident.fields, **changes}
    if _incident_as_written(incident.device, fields):
        assert _incident_as_read(incident.device, fields) is None
