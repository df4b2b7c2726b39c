"""Recording rulings (rule 44) and amending them: corrections, TD overrules, voids, penalties."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.store import incidents as incidents_module
from floordesk.store.errors import CorruptError, NotAllowedError, NotFoundError
from floordesk.store.incidents import Party, PenaltyDraft
from floordesk.store.records import canonical_json

from .conftest import Floor, drop_guards, snapshot


def messages(error: InvalidInput) -> list[str]:
    return [str(problem) for problem in error.problems]


# -- recording ---------------------------------------------------------------
def test_a_ruling_that_follows_the_recommendation_is_recorded_whole(floor: Floor) -> None:
    recorded = floor.record()
    incident = floor.store.incidents.get(recorded.uid)
    assert re.fullmatch(r"[0-9a-f]{32}", incident.uid)
    assert incident.number == recorded.number == 1
    assert incident.device_label == "floor-1"
    # The fixture clock reads 2009-06-01 21:00 in Las Vegas (UTC-7) and ticks a second per reading.
    assert re.fullmatch(r"2009-06-02T04:00:\d\d\.000000Z", incident.recorded_utc)
    assert re.fullmatch(r"2009-06-01T21:00:\d\d\.000000-07:00", incident.recorded_local)
    assert incident.recorded_utc[11:19] == "04" + incident.recorded_local[13:19]
    assert (incident.event, incident.table) == ("#12 No-Limit Hold'em", "Table 7")
    assert incident.parties == [{"seat": 3, "player": floor.players[0], "name": "Ana Ribeiro"}]
    assert (incident.rule, incident.kind, incident.witnesses) == (46, "chip-race", ["Dealer Bob"])
    assert incident.inputs == {"denominations_removed": [25], "players": [{"seat": 3, "player": "A"}]}
    assert incident.decision == incident.recommended == incident.original_decision
    assert incident.recommended["explanation"] == ["Seat 3 wins one T100"]
    assert not incident.departs
    assert incident.departure_reason is None
    assert incident.decided_by == "Sam Supervisor"
    assert not (incident.voided)
    assert not (incident.overruled)
    assert not (incident.amendments)


def test_every_party_is_shown_with_its_players_name_in_order(floor: Floor) -> None:
    recorded = floor.record(parties=[Party(5, floor.players[1]), Party(seat=7), Party(player=floor.players[0])])
    named = [
        {"seat": 5, "player": floor.players[1], "name": "Ben Okafor"},
        {"seat": 7, "player": None, "name": None},
        {"seat": None, "player": floor.players[0], "name": "Ana Ribeiro"},
    ]
    assert floor.store.incidents.get(recorded.uid).parties == named
    # Only a damaged log names a player it does not hold: that party is shown without a name.
    drop_guards(floor.connection)
    parties = canonical_json([{"seat": 5, "player": floor.players[1]}, {"seat": 2, "player": "f" * 32}])
    floor.connection.execute("UPDATE incidents SET parties = ? WHERE uid = ?", (parties, recorded.uid))
    assert floor.store.incidents.get(recorded.uid).parties == [named[0], {"seat": 2, "player": "f" * 32, "name": None}]


def test_rule_44_a_decision_that_departs_needs_a_reason(floor: Floor) -> None:
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput) as caught:
        floor.record(decision={"rule": 46, "stacks_after": {"A": {"100": 12}}})
    assert messages(caught.value) == [
        "departure_reason: is required: the decision departs from the recommended outcome (rule 44)"
    ]
    assert snapshot(floor.connection) == before
    recorded = floor.record(
        decision={"rule": 46, "stacks_after": {"A": {"100": 12}}},
        departure_reason="The race card was exposed early; fairness first (rule 44).",
    )
    incident = floor.store.incidents.get(recorded.uid)
    assert incident.departs
    assert incident.departure_reason == "The race card was exposed early; fairness first (rule 44)."
    assert incident.decision == {"rule": 46, "stacks_after": {"A": {"100": 12}}}
    assert incident.recommended["stacks_after"] == {"A": {"100": 13}}


def test_a_decision_equal_to_the_recommendation_does_not_depart_even_if_spelt_out(floor: Floor) -> None:
    recommended = floor.draft().recommended
    incident = floor.store.incidents.get(floor.record(decision=dict(reversed(list(recommended.items())))).uid)
    assert not incident.departs
    with pytest.raises(InvalidInput, match=r"departure_reason: is only for a decision that departs"):
        floor.record(departure_reason="no reason")


def test_a_ruling_without_a_recommendation_needs_a_decision(floor: Floor) -> None:
    with pytest.raises(InvalidInput, match=r"^decision: is required when the rules computed no recommended outcome$"):
        floor.record(recommended=None, kind="dispute")
    incident = floor.store.incidents.get(floor.record(recommended=None, kind="dispute", decision="Pot to seat 3").uid)
    assert (incident.decision, incident.recommended, incident.departs) == ("Pot to seat 3", None, False)


def test_every_bad_field_is_named_at_once(floor: Floor) -> None:
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput) as caught:
        floor.record(
            event="not-an-id",
            rule=0,
            kind="card-counting",
            narrative="   ",
            inputs={"cards": {1, 2}},
            parties=[Party(seat=11), Party(), Party(seat=3), Party(seat=3)],
            witnesses=["Dealer Bob", ""],
            table=42,
            penalties=[
                PenaltyDraft(floor.players[0], "missed_hand"),
                PenaltyDraft(floor.players[1], "warning", hands=2),
            ],
        )
    assert messages(caught.value) == [
        "event: must be a record id (32 hexadecimal digits)",
        "table: must be a string, not 42",
        "parties[0].seat: must be a whole number from 1 to 10",
        "parties[1]: needs a seat, a player or both",
        "parties[3].seat: is already involved (each seat once)",
        "rule: must be a whole number from 1 to 999",
        "kind: must be one of 'chip-race', 'found-chips', 'pots', 'split', 'clock', 'button', 'penalty', "
        "'penalty-hand', 'conduct', 'dispute', 'event', 'other', not the string 'card-counting'",
        "inputs: must hold JSON data only, not a set",
        "witnesses[1]: must not be empty",
        "narrative: must not be empty",
        "penalties[0].hands: is required for a missed-hand penalty",
        "penalties[1]: a warning has no hands or rounds to miss",
    ]
    assert snapshot(floor.connection) == before


def test_the_records_a_ruling_names_must_exist_and_belong_to_its_event(floor: Floor) -> None:
    store, td = floor.store, floor.td
    from floordesk.store.tournament import EventDraft

    other_event = store.tournament.register_event(
        EventDraft(13, "Pot-Limit Omaha", "omaha", "2009-06-02", [{"value": 25}]), td
    )
    other_table = store.tournament.register_table(other_event, "Table 1", 9, td)
    stranger = store.tournament.register_player(other_event, "P-900", "Dan Stranger", td)
    six_max = store.tournament.register_table(floor.event, "Table 8", 6, td)
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"^event: is not an event in this log$"):
        floor.record(event="0" * 32)
    with pytest.raises(InvalidInput) as caught:
        floor.record(
            table=other_table,
            parties=[Party(seat=3, player=stranger)],
            penalties=[PenaltyDraft(stranger, "warning")],
        )
    assert messages(caught.value) == [
        "table: is not a table of this incident's event",
        "parties[0].player: is not a player of this incident's event",
        "penalties[0].player: is not a player of this incident's event",
    ]
    with pytest.raises(InvalidInput, match=r"^parties\[0\].seat: must be a seat of the table \(1 to 6\)$"):
        floor.record(table=six_max, parties=[Party(seat=8)])
    assert snapshot(floor.connection) == before


def test_the_players_of_a_ruling_are_checked_together_and_reported_in_order(floor: Floor) -> None:
    from floordesk.store.tournament import EventDraft

    other_event = floor.store.tournament.register_event(
        EventDraft(13, "Pot-Limit Omaha", "omaha", "2009-06-02", [{"value": 25}]), floor.td
    )
    stranger = floor.store.tournament.register_player(other_event, "P-900", "Dan Stranger", floor.td)
    unknown = "e" * 32
    own = floor.players
    statements: list[str] = []
    floor.connection.set_trace_callback(statements.append)
    with pytest.raises(InvalidInput) as caught:
        floor.record(
            parties=[Party(1, own[0]), Party(2, stranger), Party(10, own[1]), Party(player=unknown)],
            penalties=[
                PenaltyDraft(own[2], "warning"),
                PenaltyDraft(unknown, "warning"),
                PenaltyDraft(stranger, "warning"),
            ],
        )
    floor.connection.set_trace_callback(None)
    assert messages(caught.value) == [
        "parties[1].player: is not a player of this incident's event",
        "parties[2].seat: must be a seat of the table (1 to 9)",
        "parties[3].player: is not a player of this incident's event",
        "penalties[1].player: is not a player of this incident's event",
        "penalties[2].player: is not a player of this incident's event",
    ]
    assert len([s for s in statements if "FROM players" in s]) == 1  # not one query per party or penalty


def test_numbers_are_gapless_even_after_failed_writes(floor: Floor) -> None:
    numbers = [floor.record().number for _ in range(3)]
    with pytest.raises(InvalidInput):
        floor.record(rule=-1)
    with pytest.raises(NotAllowedError):
        floor.store.incidents.record(floor.draft(), floor.admin)
    numbers += [floor.record().number for _ in range(2)]
    assert numbers == [1, 2, 3, 4, 5]


def test_a_write_that_fails_midway_leaves_the_log_exactly_as_before(
    floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor.record()
    before = snapshot(floor.connection)

    def fail_after_the_inserts(*_args: object, **_options: object) -> None:
        raise RuntimeError("power cut simulated after the incident and penalty rows were written")

    monkeypatch.setattr(incidents_module, "refresh_derived", fail_after_the_inserts)
    with pytest.raises(RuntimeError, match=r"power cut"):
        floor.record(penalties=[PenaltyDraft(floor.players[0], "warning")])
    assert snapshot(floor.connection) == before
    monkeypatch.undo()
    assert floor.record().number == 2
    assert floor.store.verify().ok


def test_only_floor_staff_record_rulings(floor: Floor) -> None:
    with pytest.raises(NotAllowedError, match=r"Ada Admin is an Administrator: only .* may record a ruling"):
        floor.store.incidents.record(floor.draft(), floor.admin)
    for someone in (floor.supervisor, floor.manager, floor.td):
        assert floor.store.incidents.record(floor.draft(), someone).number >= 1


# -- amendments ---------------------------------------------------------------
def test_a_correction_amends_the_facts_and_keeps_the_original(floor: Floor) -> None:
    recorded = floor.record()
    floor.store.incidents.correct(
        recorded.uid,
        {"narrative": "Colour-up of the T25s; seat 3 (Ana) won.", "witnesses": ["Dealer Bob", "Floor Kim"]},
        "Names added",
        floor.supervisor,
    )
    floor.store.incidents.correct(
        recorded.uid, {"parties": [{"seat": 4, "player": floor.players[1]}], "rule": 48}, "Wrong seat", floor.manager
    )
    incident = floor.store.incidents.get(recorded.uid)
    assert incident.narrative == "Colour-up of the T25s; seat 3 (Ana) won."
    assert incident.witnesses == ["Dealer Bob", "Floor Kim"]
    assert incident.parties == [{"seat": 4, "player": floor.players[1], "name": "Ben Okafor"}]
    assert incident.rule == 48
    assert [(a.kind, a.by, a.reason) for a in incident.amendments] == [
        ("correction", "Sam Supervisor", "Names added"),
        ("correction", "Mia Manager", "Wrong seat"),
    ]
    stored = floor.connection.execute("SELECT narrative, rule FROM incidents WHERE uid = ?", (recorded.uid,))
    assert stored.fetchone() == ("Colour-up of the T25 chips at level 5; seat 3 won the race.", 46)


def test_a_correction_may_clear_the_table_and_reads_each_field_its_own_way(floor: Floor) -> None:
    recorded = floor.record()
    with pytest.raises(InvalidInput) as caught:
        floor.store.incidents.correct(
            recorded.uid,
            {"table": "Table 7", "kind": "bluffing", "inputs": {"cards": {1}}, "witnesses": "Bob", "parties": None},
            "mixed up",
            floor.supervisor,
        )
    assert messages(caught.value) == [
        "changes.table: must be a record id (32 hexadecimal digits)",
        "changes.kind: must be one of 'chip-race', 'found-chips', 'pots', 'split', 'clock', 'button', 'penalty', "
        "'penalty-hand', 'conduct', 'dispute', 'event', 'other', not the string 'bluffing'",
        "changes.inputs: must hold JSON data only, not a set",
        "changes.witnesses: must be an array, not the string 'Bob'",
        "changes.parties: must not be null",
    ]
    changes = {"table": None, "kind": "dispute", "inputs": {"claim": "short stack"}, "witnesses": [" Kim "]}
    floor.store.incidents.correct(recorded.uid, changes, "not at a table", floor.supervisor)
    incident = floor.store.incidents.get(recorded.uid)
    assert (incident.table_uid, incident.table, incident.kind) == (None, None, "dispute")
    assert (incident.inputs, incident.witnesses) == ({"claim": "short stack"}, ["Kim"])


def test_a_correction_cannot_touch_the_decision_and_is_checked(floor: Floor) -> None:
    recorded = floor.record()
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput) as caught:
        floor.store.incidents.correct(
            recorded.uid,
            {"decision": {"x": 1}, "recommended": None, "rule": "46", "narrative": ""},
            "",
            floor.supervisor,
        )
    assert messages(caught.value) == [
        "reason: must not be empty",
        "changes.decision: cannot be corrected (only a Tournament Director's overrule changes it; "
        "correctable: table, parties, rule, kind, inputs, witnesses, narrative, footage_saved_to)",
        "changes.recommended: cannot be corrected (nothing changes it; "
        "correctable: table, parties, rule, kind, inputs, witnesses, narrative, footage_saved_to)",
        "changes.rule: must be a whole number from 1 to 999",
        "changes.narrative: must not be empty",
    ]
    with pytest.raises(InvalidInput, match=r"^changes: must correct at least one of"):
        floor.store.incidents.correct(recorded.uid, {}, "nothing", floor.supervisor)
    with pytest.raises(InvalidInput, match=r"^changes.parties\[0\].player: is not a player of this incident's event$"):
        floor.store.incidents.correct(recorded.uid, {"parties": [{"player": "f" * 32}]}, "who", floor.supervisor)
    assert snapshot(floor.connection) == before


def test_rule_44_only_the_tournament_director_overrules(floor: Floor) -> None:
    recorded = floor.record()
    new_decision = {"rule": 46, "stacks_after": {"A": {"100": 14}}}
    for someone in (floor.supervisor, floor.manager, floor.admin):
        with pytest.raises(NotAllowedError, match=r"only a Tournament Director may overrule a floor decision"):
            floor.store.incidents.overrule(recorded.uid, new_decision, "Fairness", someone)
    floor.store.incidents.overrule(recorded.uid, new_decision, "The race was dealt out of order", floor.td)
    incident = floor.store.incidents.get(recorded.uid)
    assert incident.overruled
    assert incident.decision == new_decision
    assert incident.original_decision == incident.recommended  # the floor's decision is kept, never deleted
    with pytest.raises(InvalidInput, match=r"^decision: is the decision already in force"):
        floor.store.incidents.overrule(recorded.uid, new_decision, "again", floor.td)
    with pytest.raises(InvalidInput, match=r"^reason: must not be empty$"):
        floor.store.incidents.overrule(recorded.uid, {"other": 1}, " ", floor.td)


def test_a_void_needs_a_reason_and_a_second_staff_member(floor: Floor) -> None:
    recorded = floor.record()
    store = floor.store
    with pytest.raises(NotAllowedError, match=r"second, different staff member"):
        store.incidents.void(recorded.uid, "Duplicate", floor.manager, floor.manager)
    with pytest.raises(NotAllowedError, match=r"only a Manager or a Tournament Director may void a ruling"):
        store.incidents.void(recorded.uid, "Duplicate", floor.supervisor, floor.manager)
    with pytest.raises(NotAllowedError, match=r"may confirm a void as the second staff member"):
        store.incidents.void(recorded.uid, "Duplicate", floor.manager, floor.admin)
    with pytest.raises(InvalidInput, match=r"^reason: must not be empty$"):
        store.incidents.void(recorded.uid, "", floor.manager, floor.supervisor)
    store.incidents.void(recorded.uid, "Entered twice", floor.manager, floor.supervisor)
    incident = store.incidents.get(recorded.uid)
    assert incident.voided
    assert [(a.kind, a.by, a.second_staff, a.reason) for a in incident.amendments] == [
        ("void", "Mia Manager", "Sam Supervisor", "Entered twice")
    ]
    with pytest.raises(NotAllowedError, match=r"was voided: it cannot be amended"):
        store.incidents.correct(recorded.uid, {"narrative": "x"}, "late", floor.supervisor)
    with pytest.raises(NotAllowedError, match=r"was voided"):
        store.incidents.void(recorded.uid, "again", floor.td, floor.manager)


def test_a_penalty_moves_forward_only(floor: Floor) -> None:
    recorded = floor.record(
        kind="penalty",
        rule=51,
        penalties=[PenaltyDraft(floor.players[0], "missed_round", hands=8, rounds=1)],
    )
    incident = floor.store.incidents.get(recorded.uid)
    (penalty,) = incident.penalties
    assert (penalty.player, penalty.penalty, penalty.hands, penalty.rounds, penalty.state) == (
        "Ana Ribeiro",
        "missed_round",
        8,
        1,
        "pending",
    )
    update = floor.store.incidents.update_penalty
    update(recorded.uid, penalty.uid, "serving", "Hand 101 dealt", floor.supervisor)
    with pytest.raises(InvalidInput, match=r"^state: a serving penalty cannot become pending$"):
        update(recorded.uid, penalty.uid, "pending", "oops", floor.supervisor)
    update(recorded.uid, penalty.uid, "served", "Eight hands missed", floor.supervisor)
    with pytest.raises(InvalidInput, match=r"^state: a served penalty cannot become rescinded$"):
        update(recorded.uid, penalty.uid, "rescinded", "too late", floor.supervisor)
    with pytest.raises(InvalidInput, match=r"^penalty: is not a penalty of this incident$"):
        update(recorded.uid, "e" * 32, "served", "x", floor.supervisor)
    assert floor.store.incidents.get(recorded.uid).penalties[0].state == "served"


def test_incidents_are_found_by_number_or_id(floor: Floor, monkeypatch: pytest.MonkeyPatch) -> None:
    from floordesk.store import journal

    uids = iter(["abcdef0011111111111111111111111a", "abcdef0022222222222222222222222b", "01901234" + "5" * 24])
    real = journal.new_uid
    monkeypatch.setattr(journal, "new_uid", lambda: next(uids, None) or real())
    first, second, digits = floor.record(), floor.record(), floor.record()
    assert first.uid == "abcdef0011111111111111111111111a"
    incidents = floor.store.incidents
    assert incidents.get("#2").uid == incidents.get("2").uid == second.uid
    assert incidents.get("abcdef0011").uid == first.uid
    assert incidents.get("01901234").uid == digits.uid  # 8 digits: an id, never incident 1901234
    assert incidents.get("0000003").uid == digits.uid  # 7 digits: a number
    with pytest.raises(InvalidInput, match=r"abcdef00 names more than one incident: give more digits"):
        incidents.get("abcdef00")
    with pytest.raises(NotFoundError, match=r"no incident #4"):
        incidents.get("4")
    with pytest.raises(NotFoundError, match=r"no incident with id 1234567a"):
        incidents.get("1234567a")
    with pytest.raises(InvalidInput, match=r"must be an incident number or id"):
        incidents.get("seat 3")


def test_a_table_correction_must_fit_the_parties_as_they_stand(floor: Floor) -> None:
    small = floor.store.tournament.register_table(floor.event, "Table 2", 6, floor.td)
    recorded = floor.record(parties=[Party(seat=9, player=floor.players[0])])
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match=r"^changes.table: has seats 1 to 6: seat 9 is involved$"):
        floor.store.incidents.correct(recorded.uid, {"table": small}, "moved", floor.supervisor)
    assert snapshot(floor.connection) == before
    with pytest.raises(InvalidInput, match=r"^changes.parties\[0\].seat: must be a seat of the table \(1 to 6\)$"):
        floor.store.incidents.correct(
            recorded.uid, {"table": small, "parties": [{"seat": 9}]}, "moved", floor.supervisor
        )
    moved = {"table": small, "parties": [{"seat": 4, "player": floor.players[0]}]}
    floor.store.incidents.correct(recorded.uid, moved, "moved with his seat", floor.supervisor)
    assert floor.store.incidents.get(recorded.uid).parties == [
        {"seat": 4, "player": floor.players[0], "name": "Ana Ribeiro"}
    ]


# -- reading many at once ------------------------------------------------------
_STORY = st.lists(st.sampled_from(["narrative", "table", "parties", "overrule", "penalty", "void"]), max_size=4)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(stories=st.lists(st.tuples(st.booleans(), st.integers(0, 2), _STORY), min_size=1, max_size=6), data=st.data())
def test_incidents_read_together_are_each_as_read_alone(
    floor: Floor, stories: list[tuple[bool, int, list[str]]], data: st.DataObject
) -> None:
    """Incidents read in one go (a shift report's page) are exactly those read one by one, whatever their
    amendments, tables, parties and penalties, in the order asked for: nothing of one lands on another."""
    other_table = floor.store.tournament.register_table(floor.event, f"Table {floor.clock.now:%H%M%S}", 9, floor.td)
    uids = []
    for at_table, penalised, story in stories:
        recorded = floor.record(
            table=floor.table if at_table else None,
            parties=[Party(seat=seat + 1, player=floor.players[seat]) for seat in range(penalised + 1)],
            penalties=[PenaltyDraft(floor.players[seat], "missed_hand", hands=2) for seat in range(penalised)],
        )
        incidents = floor.store.incidents
        for step in story:
            if incidents.get(recorded.uid).voided:
                break
            if step == "narrative":
                incidents.correct(recorded.uid, {"narrative": f"Told again after {step}."}, "Clearer", floor.manager)
            elif step == "table":
                incidents.correct(recorded.uid, {"table": other_table}, "Moved", floor.manager)
            elif step == "parties":
                incidents.correct(
                    recorded.uid, {"parties": [{"seat": 9, "player": floor.players[2]}]}, "Seat", floor.manager
                )
            elif step == "overrule":
                incidents.overrule(
                    recorded.uid, {"rule": 46, "overrule": floor.clock.now.isoformat()}, "Fairness", floor.td
                )
            elif step == "penalty" and penalised:
                penalty = incidents.get(recorded.uid).penalties[-1]
                if penalty.state == "pending":
                    incidents.update_penalty(recorded.uid, penalty.uid, "serving", "Dealt", floor.supervisor)
            elif step == "void":
                incidents.void(recorded.uid, "Twice", floor.manager, floor.supervisor)
        uids.append(recorded.uid)
    asked = data.draw(st.permutations(uids))
    together = floor.store.incidents.many(asked)
    assert [incident.uid for incident in together] == asked
    assert together == [floor.store.incidents.many([uid])[0] for uid in asked]


def test_reading_many_incidents_takes_as_many_statements_as_reading_one(floor: Floor) -> None:
    """A shift report of thousands reads them set-wise: the statements do not grow with the incidents."""
    one = floor.record(penalties=[PenaltyDraft(floor.players[0], "missed_hand", hands=2)])
    floor.store.incidents.correct(one.uid, {"narrative": "Again."}, "Clearer", floor.manager)
    uids = [one.uid, *(floor.record().uid for _ in range(20))]
    statements: list[str] = []
    floor.connection.set_trace_callback(statements.append)
    try:
        floor.store.incidents.many(uids[:1])
        alone = len(statements)
        statements.clear()
        read = floor.store.incidents.many(uids)
    finally:
        floor.connection.set_trace_callback(None)
    assert [incident.uid for incident in read] == uids
    assert len(statements) == alone


def test_an_amended_incident_naming_a_missing_event_is_a_corrupt_error_read_alone_or_with_others(floor: Floor) -> None:
    amended = floor.record(penalties=[PenaltyDraft(floor.players[0], "missed_hand", hands=2)])
    floor.store.incidents.correct(amended.uid, {"narrative": "Again."}, "Clearer", floor.manager)
    other = floor.record()
    drop_guards(floor.connection)
    floor.connection.execute("PRAGMA foreign_keys = OFF")  # a file damaged or edited outside FloorDesk
    floor.connection.execute("DELETE FROM events")
    for asked in ([amended.uid], [other.uid, amended.uid]):
        with pytest.raises(CorruptError, match="names an event or a staff member that is not in the log"):
            floor.store.incidents.many(asked)
