"""The overrule's new decision as a form (rule 44): each kind's fields, the decision they make, the table after it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floordesk.core.errors import InvalidInput
from floordesk.core.flows import flow_for
from floordesk.core.flows.flow import RulingFlow
from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling
from floordesk.core.flows.overrule_form import FieldKind, overrule_form
from floordesk.core.flows.penalty import PenaltyFlow
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from tests.core.flows.helpers import session, walk_to

RULES = RuleSet.wsop_2009()
# Seat 1: 3 odd T25; seat 4: 5 x T25 (one T100 straight, one odd); seat 6: one T25 and nothing else.
RACE_TABLE = {1: {25: 3, 100: 10}, 4: {25: 5, 500: 2}, 6: {25: 1}}
DEALT = {"1": ["2c", "Kd", "3h"], "4": ["As"], "6": ["Qh"]}


def recorded_by(flow: RulingFlow, players: tuple[str, ...] = ()) -> tuple[RecordedRuling, TableSession]:
    """The flow's ruling as the log has it (the decision in force is the recommendation), and the table after it."""
    outcome = flow.outcome()
    ruling = RecordedRuling(
        1,
        flow.kind.value,
        outcome.ruling.rule,
        flow.session.name,
        "Ann Floor",
        "2026-12-01 13:00",
        outcome.ruling.narrative(),
        outcome.ruling.outcome,
        players=players or tuple(o.player.name for seat, o in flow.session.table.occupants.items()),
        inputs=dict(outcome.ruling.recommendation.request),
    )
    return ruling, outcome.session


def raced() -> tuple[RecordedRuling, TableSession]:
    flow = flow_for(RulingKind.CHIP_RACE, session(RACE_TABLE), RULES)
    walk_to(flow, "decision", cards={"mode": "dealt", "cards": DEALT})
    return recorded_by(flow)


def test_a_chip_race_form_offers_each_stack_and_the_race_undone():
    ruling, _table = raced()
    form = overrule_form(ruling)
    fields = {field.key: field for field in form.fields}
    assert fields["race"].value == "stands"
    assert [option for option, _words in fields["race"].options] == ["stands", "undone"]
    assert "T25 back in play" in fields["race"].options[1][1]
    assert fields["stacks_after.P4.100"].value == 2
    assert fields["stacks_after.P4.500"].value == 2
    assert fields["stacks_after.P4.100"].group == "P4's stack after the race"
    assert fields["stacks_after.P4.100"].only_when == ("race", "stands")
    assert form.decision(form.values()) == ruling.decision
    more = form.decision({**form.values(), "stacks_after.P1.100": 11})
    assert more["chips_in_play_value_change"] == ruling.decision["chips_in_play_value_change"] + 100


def test_the_race_undone_gives_back_the_odd_chips_and_the_denomination():
    ruling, after = raced()
    form = overrule_form(ruling)
    undone = form.decision({**form.values(), "race": "undone", "stacks_after.P4.100": -3})  # ignored: undone
    flow = OverruleFlow(ruling)
    assert flow.submit(undone, "the race was called with chips still in the pot") == []
    follows = flow.table_follows(after)
    assert 25 in follows.chip_set.in_play_values()
    assert {seat: o.stack.counts for seat, o in follows.session.table.occupants.items()} == RACE_TABLE
    assert follows.notes[0] == "T25 is back in play."


def test_a_chip_race_restated_moves_the_race_chip():
    ruling, after = raced()
    form = overrule_form(ruling)
    moved = {**form.values(), "stacks_after.P4.100": 1, "stacks_after.P1.100": 11}
    decision = form.decision(moved)
    assert decision["stacks_after"]["P1"] == {"100": 11}
    flow = OverruleFlow(ruling)
    assert flow.submit(decision, "the king outranks the ace of the wrong race") == []
    follows = flow.table_follows(after)
    assert follows.session.occupant(1).stack.counts == {100: 11}
    assert follows.session.occupant(4).stack.counts == {100: 1, 500: 2}
    assert 25 not in follows.chip_set.in_play_values()
    with pytest.raises(InvalidInput) as caught:
        form.decision({**form.values(), "stacks_after.P1.100": "ten"})
    assert [p.path for p in caught.value.problems] == ["stacks_after.P1.100"]


def penalised(type_: str = "missed_hand", **penalty: int) -> tuple[RecordedRuling, TableSession]:
    table = session({seat: {100: 20} for seat in range(1, 9)}).next_hand()
    flow = flow_for(RulingKind.PENALTY, table, RULES, 3)
    assert isinstance(flow, PenaltyFlow)
    walk_to(flow, "decision", penalty={"type": type_, **penalty})
    return recorded_by(flow, ("P3",))


def test_a_penalty_form_chooses_the_penalty_and_the_rules_count_its_hands():
    ruling, after = penalised("missed_round", rounds=1)
    form = overrule_form(ruling, after)
    assert form.values() == {"type": "missed_round", "hands": 1, "rounds": 1}
    fields = {field.key: field for field in form.fields}
    assert fields["hands"].only_when == ("type", "missed_hand")
    assert fields["type"].kind is FieldKind.CHOICE
    two = form.decision({**form.values(), "type": "missed_hand", "hands": 2, "rounds": "ignored"})
    assert two["hands_to_miss"] == 2
    assert two["penalty"] == {"type": "missed_hand", "hands": 2}
    flow = OverruleFlow(ruling)
    assert flow.submit(two, "a round is too harsh for a first exposed card") == []
    assert flow.table_follows(after).session.next_hand().penalty_hands_left(3) == 2
    with pytest.raises(InvalidInput) as caught:
        form.decision({**form.values(), "type": "missed_round", "rounds": 0})
    assert [p.path for p in caught.value.problems] == ["rounds"]


def test_a_disqualification_chosen_in_the_form_takes_his_chips_at_the_table():
    ruling, after = penalised("warning")
    form = overrule_form(ruling, after)
    assert form.values()["type"] == "warning"
    dq = form.decision({**form.values(), "type": "disqualification"})
    assert (dq["player_status"], dq["chips_removed_from_play"]) == ("disqualified", 2000)
    flow = OverruleFlow(ruling)
    assert flow.submit(dq, "he threatened the dealer") == []
    follows = flow.table_follows(after)
    assert follows.session.occupant(3) is None
    assert (
        overrule_form(OverruleFlow(ruling).ruling.__class__(**{**vars(ruling), "decision": dq})).values()["type"]
        == "disqualification"
    )


def recorded(kind: str, decision: object, inputs: object = None, **changes) -> RecordedRuling:
    rule = RulingKind(kind).rule if kind in {k.value for k in RulingKind} else 44
    return RecordedRuling(
        2, kind, rule or 44, "Table 3", "Ann Floor", "2026-12-01 13:00", "", decision, **changes, inputs=inputs
    )


POTS = {
    "rule": 47,
    "uncalled_returned": {"P5": 100},
    "pots": [
        {"name": "main", "amount": 600, "eligible": ["P2", "P5", "P7"], "awards": {"P2": 600}, "odd_chips": []},
        {"name": "side 1", "amount": 400, "eligible": ["P5", "P7"], "awards": {"P5": 200, "P7": 200}, "odd_chips": []},
    ],
    "total_awarded": {"P2": 600, "P5": 200, "P7": 200},
}


def test_a_pots_form_says_who_receives_how_much_of_each_pot():
    form = overrule_form(recorded("pots", POTS))
    assert form.values() == {
        "pots.0.P2": 600,
        "pots.0.P5": 0,
        "pots.0.P7": 0,
        "pots.1.P5": 200,
        "pots.1.P7": 200,
    }
    assert form.fields[0].group == "The main pot of 600: who receives how much"
    decision = form.decision({**form.values(), "pots.0.P2": 300, "pots.0.P7": 300})
    assert decision["total_awarded"] == {"P2": 300, "P7": 500, "P5": 200}
    assert decision["pots"][0]["awards"] == {"P2": 300, "P7": 300}
    assert decision["pots"][1] == POTS["pots"][1]
    assert OverruleFlow(recorded("pots", POTS)).submit(decision, "a tie") == []
    with pytest.raises(InvalidInput) as caught:
        form.decision({**form.values(), "pots.1.P7": 250})
    assert [(p.path, p.message) for p in caught.value.problems] == [
        ("pots.1.P5", "gives out 450 of this pot's 400: every chip, no more")
    ]


def test_a_split_or_a_pot_given_out_as_stacks_is_restated_by_player():
    split = overrule_form(recorded("split", {"awards": {"P2": 825, "P5": 825}, "odd_chips": []}))
    assert split.values() == {"amounts.P2": 825, "amounts.P5": 825}
    assert split.decision({"amounts.P2": 850, "amounts.P5": 800})["awards"] == {"P2": 850, "P5": 800}
    paid = {**POTS, "payout": {"P2": {"500": 1, "100": 1}, "P5": {"100": 3}, "P7": {"100": 1}}}
    by_player = overrule_form(recorded("pots", paid))
    assert by_player.values() == {"amounts.P2": 600, "amounts.P5": 300, "amounts.P7": 100}
    decided = by_player.decision({"amounts.P2": 0, "amounts.P5": 900, "amounts.P7": 100})
    assert "payout" not in decided
    assert decided["total_awarded"] == {"P5": 900, "P7": 100}
    with pytest.raises(InvalidInput, match="every chip"):
        by_player.decision({"amounts.P2": 0, "amounts.P5": 0, "amounts.P7": 100})


def test_the_clock_the_button_and_a_conduct_ruling_in_their_own_terms():
    clock = overrule_form(recorded("clock", {"rule": 49, "outcome": "action_valid"}))
    assert [option for option, _w in clock.fields[0].options] == ["action_valid", "hand_dead", "hand_checked"]
    assert clock.decision({"outcome": "hand_dead"}) == {"rule": 49, "outcome": "hand_dead"}
    inputs = {"seats_max": 6, "occupied_after_previous_hand": [{"seat": 2, "player": "A"}, {"seat": 5, "player": "B"}]}
    hand = {"button_seat": 2, "button_player": "A", "sb_seat": 2, "sb_player": "A", "bb_seat": 5, "bb_player": "B"}
    button = overrule_form(recorded("button", {"next_hands": [hand]}, inputs))
    assert button.values() == {"button_seat": "2", "sb_seat": "2", "bb_seat": "5"}
    assert button.fields[0].options[1] == ("2", "Seat 2 (A)")
    assert button.fields[0].options[0] == ("1", "Seat 1 (empty)")
    moved = button.decision({"button_seat": "5", "sb_seat": "5", "bb_seat": "2"})
    assert moved["next_hands"][0] == {
        **hand,
        "button_seat": 5,
        "button_player": "B",
        "sb_seat": 5,
        "sb_player": "B",
        "bb_seat": 2,
        "bb_player": "A",
    }
    with pytest.raises(InvalidInput, match="choose one"):
        button.decision({"button_seat": "9", "sb_seat": "5", "bb_seat": "2"})
    conduct = overrule_form(recorded("conduct", {"ruling": "a warning"}))
    assert conduct.fields[0].kind is FieldKind.TEXT
    assert conduct.values() == {"ruling": "a warning"}
    assert conduct.decision({"ruling": " no penalty "}) == {"ruling": "no penalty"}
    with pytest.raises(InvalidInput, match="say what the Tournament Director rules instead"):
        conduct.decision({"ruling": " "})


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 4), st.integers(0, 4))
def test_property_a_race_restated_changes_the_chips_on_the_table_by_the_decided_difference(to_p1, to_p4):
    ruling, after = raced()
    form = overrule_form(ruling)
    values = {**form.values(), "stacks_after.P1.100": 10 + to_p1, "stacks_after.P4.100": to_p4}
    decision = form.decision(values)
    flow = OverruleFlow(ruling)
    if flow.submit(decision, "restated") != []:
        assert decision == ruling.decision
        return
    follows = flow.table_follows(after)

    def total(table: TableSession) -> int:
        return sum(o.stack.total() for o in table.table.occupants.values())

    difference = (10 + to_p1 + to_p4) * 100 - (10 + 2) * 100
    assert total(follows.session) - total(after) == difference
    assert follows.session.occupant(6).stack == after.occupant(6).stack


@pytest.mark.parametrize(
    ("kind", "in_force"),
    [
        ("chip-race", {"stacks_after": {"P2": {"100": "nine"}}}),
        ("pots", {"total_awarded": {"P2": "all of it"}}),
        ("button", {"next_hands": [{"button_seat": 2, "sb_seat": 3, "bb_seat": 4}]}),  # no seats_max, no players
        ("dispute", "the floor's call stands"),
    ],
)
def test_a_decision_in_force_the_form_cannot_read_is_restated_in_words(kind, in_force):
    form = overrule_form(recorded(kind, in_force, {"seats_max": "nine"}))
    if kind == "button":  # read all the same: the seats run up to the highest marker
        assert [option for option, _w in form.fields[0].options] == ["1", "2", "3", "4"]
        return
    assert [field.kind for field in form.fields] == [FieldKind.TEXT]
    assert form.decision({"ruling": "a new ruling"}) == {"ruling": "a new ruling"}


@pytest.mark.parametrize(
    ("kind", "in_force"),
    [
        ("penalty", {"hands_to_miss": 2, "player_status": 5}),
        ("penalty", {"hands_to_miss": 2, "penalty": {"type": "banished"}}),
        ("found-chips", {"player": "P5", "exchanged": {"100": "one"}}),
        ("clock", {"outcome": "clock_refused"}),
        ("split", {"awards": {"P2": "half"}}),
    ],
)
def test_a_decision_in_force_its_reader_refuses_is_restated_in_words(kind, in_force):
    inputs = {"penalty": {"type": "missed_hand", "hands": 2}, "smallest_denomination_in_play": 100}
    form = overrule_form(recorded(kind, in_force, inputs))
    assert [field.kind for field in form.fields] == [FieldKind.TEXT]


def test_a_penalty_an_overrule_stated_is_the_one_the_form_opens_with():
    inputs = {"penalty": {"type": "missed_hand", "hands": 2}}
    stated = {"hands_to_miss": 16, "penalty": {"type": "missed_round", "rounds": 2}}
    assert overrule_form(recorded("penalty", stated, inputs)).values() == {
        "type": "missed_round",
        "hands": 1,
        "rounds": 2,
    }
    differs = overrule_form(recorded("penalty", {"hands_to_miss": 3}, inputs))  # the recorded 2 hands disagree
    assert differs.values() == {"type": "missed_hand", "hands": 3, "rounds": 1}
