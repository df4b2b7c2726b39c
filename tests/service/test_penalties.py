"""A player's penalties as the log holds them (service/penalties.py), against a real log: the history the penalty
wizard steps up from (voided incidents and rescinded penalties left out, an overrule counting as the penalty given
instead), the penalties still to serve with their hands in force, and each hand served recorded as progress."""

from __future__ import annotations

from floordesk.core.rules.penalties import Offence, Penalty, PenaltyType
from floordesk.service.penalties import history_of, open_penalties, penalty_history, record_hand_served
from floordesk.store.incidents import PenaltyDraft, PenaltyState
from tests.store.conftest import Floor


def given(floor: Floor, penalty: PenaltyDraft, offence: str = "abuse", decision: object = None) -> str:
    """A penalty incident for the penalty's player, as the penalty wizard records one."""
    recommended = {"hands_to_miss": penalty.hands or 0, "offender_hand_in_progress": "not_in_a_hand"}
    return floor.record(
        kind="penalty",
        rule=52,
        inputs={"offence": offence, "penalty": {"type": penalty.penalty, "hands": penalty.hands}},
        recommended=recommended,
        decision=decision,
        penalties=[penalty],
    ).uid


def test_the_history_is_his_own_oldest_first_without_voided_incidents(floor):
    ana, ben = floor.players[0], floor.players[1]
    given(floor, PenaltyDraft(ana, "warning"), "soft_play")
    given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    given(floor, PenaltyDraft(ben, "missed_hand", hands=5))
    voided = given(floor, PenaltyDraft(ana, "missed_hand", hands=9))
    floor.store.incidents.void(voided, "recorded against the wrong player", floor.td, floor.manager)
    history = penalty_history(floor.store, floor.event, ana)
    assert [(past.offence, past.penalty) for past in history] == [
        (Offence.SOFT_PLAY, Penalty.warning()),
        (Offence.ABUSE, Penalty.missed_hands(2)),
    ]
    assert [past.number for past in history] == [1, 2]
    assert [past.table for past in history] == ["Table 7", "Table 7"]


def test_a_rescinded_penalty_leaves_the_history(floor):
    ana = floor.players[0]
    uid = given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    [held] = floor.store.incidents.get(uid).penalties
    floor.store.incidents.update_penalty(uid, held.uid, PenaltyState.RESCINDED.value, "given in error", floor.td)
    assert penalty_history(floor.store, floor.event, ana) == ()
    assert open_penalties(floor.store, floor.event, ana) == []


def test_an_overruled_penalty_counts_as_the_one_the_director_gave_instead(floor):
    ana = floor.players[0]
    uid = given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    floor.store.incidents.overrule(
        uid, {"hands_to_miss": 8, "penalty": {"type": "missed_round", "rounds": 1}}, "abuse of the dealer", floor.td
    )
    [past] = penalty_history(floor.store, floor.event, ana)
    assert past.penalty == Penalty.missed_rounds(1)
    [still] = open_penalties(floor.store, floor.event, ana)
    assert (still.incident_uid, still.hands) == (uid, 8)


def test_an_overrule_the_reader_cannot_read_leaves_the_penalty_as_given(floor):
    ana = floor.players[0]
    uid = given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    floor.store.incidents.overrule(uid, {"ruling": "two hands stand, said in words"}, "x", floor.td)
    [past] = penalty_history(floor.store, floor.event, ana)
    assert past.penalty == Penalty.missed_hands(2)
    assert [p.hands for p in open_penalties(floor.store, floor.event, ana)] == [2]


def test_an_overrule_to_no_hands_leaves_nothing_to_serve(floor):
    ana = floor.players[0]
    uid = given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    floor.store.incidents.overrule(uid, {"hands_to_miss": 0, "penalty": {"type": "warning"}}, "a warning", floor.td)
    assert open_penalties(floor.store, floor.event, ana) == []
    assert [past.penalty.type for past in penalty_history(floor.store, floor.event, ana)] == [PenaltyType.WARNING]


def test_each_hand_served_is_recorded_until_the_penalty_is_served(floor):
    ana = floor.players[0]
    given(floor, PenaltyDraft(ana, "warning"))
    uid = given(floor, PenaltyDraft(ana, "missed_hand", hands=2))
    [penalty] = open_penalties(floor.store, floor.event, ana)
    assert (penalty.incident_uid, penalty.incident_number, penalty.hands) == (uid, 2, 2)
    record_hand_served(floor.store, penalty, 1, 14, floor.supervisor, "his hand killed")
    [serving] = open_penalties(floor.store, floor.event, ana)
    assert serving.penalty_uid == penalty.penalty_uid
    [held] = floor.store.incidents.get(uid).penalties
    assert held.state == PenaltyState.SERVING.value
    record_hand_served(floor.store, penalty, 2, 15, floor.supervisor, "his hand killed")
    assert open_penalties(floor.store, floor.event, ana) == []
    [held] = floor.store.incidents.get(uid).penalties
    assert held.state == PenaltyState.SERVED.value
    assert [(a.reason, a.changes["state"]) for a in floor.store.incidents.get(uid).amendments] == [
        ("hand 14: his hand killed; 1 of 2 hands served", "serving"),
        ("hand 15: his hand killed; 2 of 2 hands served", "served"),
    ]


def test_the_history_by_event_number_and_registration_is_empty_while_the_log_does_not_know_them(floor):
    ana = floor.players[0]
    given(floor, PenaltyDraft(ana, "warning"))
    assert [past.penalty for past in history_of(floor.store, 12, "P-101")] == [Penalty.warning()]
    assert history_of(floor.store, 12, "P-999") == ()
    assert history_of(floor.store, 13, "P-101") == ()
