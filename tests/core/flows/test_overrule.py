"""The Tournament Director's overrule (rule 44): the new decision checked and the table following it, without a window
or a log."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.flows.overrule import OverruleFlow, RecordedRuling
from floordesk.core.payout import pay_with_change
from floordesk.core.rules.pots_result import PotsDecision
from floordesk.core.ruling import RulingKind
from floordesk.core.table import Player, SeatStatus
from floordesk.core.table_session import TableSession
from tests.core.flows.helpers import CHIPS, session

TABLE = session({2: {25: 3, 100: 8}, 5: {25: 1, 100: 3}})
RACE = {"stacks_after": {"P2": {"100": 9}, "P5": {"100": 3}}, "denominations_removed": [25]}


NEW_RACE = {"stacks_after": {"P2": {"100": 8}, "P5": {"100": 4}}, "denominations_removed": [25]}


def race_with(**stacks: dict[str, int]) -> dict:
    """The new race decision with these players' stacks changed (or added)."""
    return {**NEW_RACE, "stacks_after": {**NEW_RACE["stacks_after"], **stacks}}


def recorded(kind: str = "chip-race", decision: object = RACE, **changes: object) -> RecordedRuling:
    ruling = RecordedRuling(7, kind, 46, "Table 3", "Ann Floor", "2026-12-01 13:00", "The race...", decision)
    racing = {"players": [{"seat": 2, "player": "P2"}, {"seat": 5, "player": "P5"}]}  # the request's, in part
    return replace(ruling, **{"inputs": racing if kind == "chip-race" else None, **changes})


def test_a_chip_race_overrule_moves_each_stack_by_the_difference_and_takes_the_chip_out_of_play():
    flow = OverruleFlow(recorded(decision={**RACE, "denominations_removed": []}))
    assert flow.proposed_decision() == {**RACE, "denominations_removed": []}
    assert flow.submit(RACE, "  the race card went to the wrong player  ") == []
    assert flow.reason == "the race card went to the wrong player"
    raced = after_race(RACE)
    new = {"stacks_after": {"P2": {"100": 8}, "P5": {"100": 4}}, "denominations_removed": [25]}
    flow = OverruleFlow(recorded(decision=RACE))
    assert flow.submit(new, "the race card went to the wrong player") == []
    follows = flow.table_follows(raced)
    assert follows.session.occupant(2).stack == Stack({100: 8})
    assert follows.session.occupant(5).stack == Stack({100: 4})
    assert follows.changed
    assert follows.by_hand == ()


def after_race(decision: dict) -> TableSession:
    """TABLE as the chip race ruling left it: the decided stacks, the raced chips out of play."""
    table = TABLE.table
    for name, stack in decision["stacks_after"].items():
        table = table.with_stack(int(name[1:]), Stack.parse(stack, name))
    chip_set = CHIPS
    for value in decision["denominations_removed"]:
        chip_set = chip_set.with_removed(value)
    return replace(TABLE, table=table, chip_set=chip_set)


def test_a_chip_race_undone_brings_the_odd_chips_and_the_denomination_back():
    raced = after_race(RACE)
    undone = {
        "stacks_after": {"P2": {"25": 3, "100": 8}, "P5": {"25": 1, "100": 3}},
        "denominations_removed": [],
    }
    flow = OverruleFlow(recorded())
    assert flow.submit(undone, "the race was called with chips in the pot") == []
    follows = flow.table_follows(raced)
    assert 25 in follows.chip_set.in_play_values()
    assert follows.session.chip_set == follows.chip_set
    assert follows.session.occupant(2).stack == TABLE.occupant(2).stack
    assert follows.session.occupant(5).stack == TABLE.occupant(5).stack
    assert follows.notes[0] == "T25 is back in play."


def test_a_chip_race_whose_player_has_left_is_left_to_the_floor_whole():
    raced = after_race(RACE)
    gone = replace(raced, table=raced.table.without_player(5))
    new = {"stacks_after": {"P2": {"100": 8}, "P5": {"100": 4}}, "denominations_removed": [25]}
    flow = OverruleFlow(recorded())
    flow.submit(new, "x")
    follows = flow.table_follows(gone)
    assert not follows.changed
    assert follows.session == gone  # P2 is not changed either: half an overrule would make chips
    assert follows.by_hand == ("P5 is not at this table any more: give P5 4 × T100 instead of 3 × T100",)
    assert "Adjust by hand: P5 is not at this table" in follows.describe()


@pytest.mark.parametrize(
    ("decision", "reason", "fields"),
    [
        (RACE, "x", ["decision"]),
        (NEW_RACE, " ", ["reason"]),
        (None, "x", ["decision"]),
        (race_with(P2={"100": -1}), "x", ['decision.stacks_after.P2["100"]']),
        ({"stacks_after": [], "denominations_removed": []}, "x", ["decision.stacks_after"]),
        ({**NEW_RACE, "denominations_removed": "25"}, "x", ["decision.denominations_removed"]),
        ("follow", "x", ["decision"]),
        (NEW_RACE, "x" * 4_001, ["reason"]),
        # a player left out would be taken as left with nothing; a stranger was never in the race
        ({**NEW_RACE, "stacks_after": {"P2": {"100": 9}}}, "x", ["decision.stacks_after"]),
        (race_with(P9={"100": 1}), "x", ["decision.stacks_after.P9"]),
        # without the list, the table would take the race as undone
        ({"stacks_after": NEW_RACE["stacks_after"]}, "x", ["decision.denominations_removed"]),
        (race_with(P2={"25": 3, "100": 8}), "x", ["decision.stacks_after.P2"]),
        ({**NEW_RACE, "denominations_in_play_after": ["T100"]}, "x", ["decision.denominations_in_play_after"]),
    ],
)
def test_a_bad_overrule_is_refused_on_its_field(decision, reason, fields):
    flow = OverruleFlow(recorded())
    assert [p.path for p in flow.submit(decision, reason)] == fields
    assert flow.decision is None


def test_a_voided_ruling_cannot_be_overruled():
    problems = OverruleFlow(recorded(voided=True)).submit({"stacks_after": {}}, "x")
    assert "was voided" in problems[0].message


def test_the_table_follows_only_after_the_decision():
    with pytest.raises(InvalidInput, match="state the new decision first"):
        OverruleFlow(recorded()).table_follows(TABLE)


def test_another_table_or_a_conduct_ruling_leaves_the_table_to_the_floor():
    flow = OverruleFlow(recorded(table="Table 9"))
    assert flow.submit(NEW_RACE, "x") == []
    follows = flow.table_follows(TABLE)
    assert follows.session == TABLE
    assert not follows.changed
    assert "Table 9 is not on screen" in follows.notes[0]
    conduct = OverruleFlow(recorded(kind="conduct", decision={"ruling": "a warning"}))
    assert conduct.submit({"ruling": "no penalty"}, "misheard") == []
    assert "moves no chips or markers" in conduct.table_follows(TABLE).notes[0]


def test_found_chips_overrule_moves_the_difference():
    old = {"player": "P5", "exchanged": {"100": 1}}
    flow = OverruleFlow(recorded(kind="found-chips", decision=old))
    assert flow.submit({"player": "P5", "exchanged": {}}, "hidden on purpose: forfeit all") == []
    assert flow.table_follows(TABLE).session.occupant(5).stack == Stack({25: 1, 100: 2})
    bad = OverruleFlow(recorded(kind="found-chips", decision={"player": "P5", "exchanged": {"500": 1}}))
    bad.submit({"player": "P5", "exchanged": {}}, "x")
    follows = bad.table_follows(TABLE)
    assert not follows.changed
    assert "no longer holds the chips first exchanged" in follows.by_hand[0]


# -- pots and split pots ---------------------------------------------------------------------------------

POT_TABLE = session({2: {25: 4, 100: 10}, 5: {100: 10, 500: 2}, 7: {25: 8, 100: 5}})


def hand_with_pot(bets: dict[int, dict[int, int]]) -> TableSession:
    played = POT_TABLE.next_hand()
    for seat, chips in bets.items():
        for value, count in chips.items():
            played = played.bet(seat, value, count)
    return played


def paid(played: TableSession, decision: dict) -> TableSession:
    """The pot given out as the pot wizard gives it: each seat's amount made up from the pot's chips."""
    amounts = {int(name[1:]): chips for name, chips in PotsDecision.read(decision).amounts.items()}
    return played.pay_out_pot(pay_with_change(played.hand.pot, amounts, CHIPS.in_play_values()).chips)


def totals(at: TableSession) -> dict[int, int]:
    return {seat: o.stack.total() for seat, o in at.table.occupants.items()}


def test_a_pot_overruled_to_another_winner_moves_the_chips_between_them():
    played = hand_with_pot({2: {100: 3}, 5: {100: 3}, 7: {100: 3}})
    old = {"total_awarded": {"P2": 900}, "uncalled_returned": {}, "pots": []}
    settled = paid(played, old)
    flow = OverruleFlow(recorded(kind="pots", rule=47, decision=old))
    new = {"total_awarded": {"P2": 450, "P7": 450}, "uncalled_returned": {}, "pots": []}
    assert flow.submit(new, "seat 7's hand was a tie: the pot is split") == []
    follows = flow.table_follows(settled)
    assert follows.changed, follows.describe()
    assert totals(follows.session) == totals(paid(played, new))
    assert follows.notes == ("Chips moved: take 450 from P2 (seat 2); give 450 to P7 (seat 7).",)


def test_a_pot_overrule_must_give_out_the_whole_pot():
    old = {"total_awarded": {"P2": 900}, "uncalled_returned": {}}
    flow = OverruleFlow(recorded(kind="pots", rule=47, decision=old))
    assert [p.message for p in flow.submit({"total_awarded": {"P7": 800}}, "x")] == [
        "gives out 800, but the pot was 900: every chip of it, no more, must go"
    ]
    assert [p.path for p in flow.submit({"total_awarded": {"P7": -900}}, "x")] == ["decision.total_awarded.P7"]


def test_a_pot_whose_winner_has_played_his_chips_since_is_adjusted_by_hand():
    played = hand_with_pot({2: {100: 3}, 5: {100: 3}, 7: {100: 3}})
    old = {"total_awarded": {"P2": 900}, "uncalled_returned": {}}
    settled = paid(played, old).next_hand().bet(2, 100, 16)  # all of it but the T25s
    flow = OverruleFlow(recorded(kind="pots", rule=47, decision=old))
    flow.submit({"total_awarded": {"P5": 900}}, "seat 5 had the better kicker")
    follows = flow.table_follows(settled)
    assert not follows.changed
    assert follows.by_hand == (
        "P2 has only 100 in chips now, not 900",
        "take 900 from P2 (seat 2); give 900 to P5 (seat 5)",
    )


def test_a_split_overrule_moves_its_awards():
    settled = POT_TABLE
    old = {"awards": {"P2": 825, "P5": 825}, "odd_chips": []}
    flow = OverruleFlow(recorded(kind="split", rule=48, decision=old))
    assert flow.submit({"awards": {"P2": 850, "P5": 800}}, "the odd chip goes to seat 2") == []
    follows = flow.table_follows(settled)
    assert totals(follows.session) == {2: 1125, 5: 1975, 7: 700}


@st.composite
def pot_overrules(draw):
    """A hand of three players at POT_TABLE, what each bet, and two ways of giving out the pot."""
    bets = {seat: {100: draw(st.integers(1, 5))} for seat in (2, 5, 7)}
    pot = sum(chips[100] for chips in bets.values()) * 100
    units = pot // 25

    def split() -> dict[str, int]:
        first = draw(st.integers(0, units))
        second = draw(st.integers(0, units - first))
        return {"P2": first * 25, "P5": second * 25, "P7": (units - first - second) * 25}

    return bets, split(), split()


@given(pot_overrules())
def test_property_a_pot_overrule_conserves_the_chips_and_ends_as_if_so_decided_at_first(case):
    bets, first, second = case
    played = hand_with_pot(bets)
    old, new = {"total_awarded": first}, {"total_awarded": second}
    settled = paid(played, old)
    flow = OverruleFlow(recorded(kind="pots", rule=47, decision=old))
    if flow.submit(new, "overruled") != []:
        assert first == second
        return
    follows = flow.table_follows(settled)
    assert follows.by_hand == ()
    assert sum(totals(follows.session).values()) == sum(totals(settled).values())
    assert totals(follows.session) == totals(paid(played, new))


def test_a_pot_or_penalty_decision_its_reader_refuses_is_refused_on_its_field():
    pots = OverruleFlow(recorded(kind="pots", rule=47, decision={"total_awarded": {"P2": 900}}))
    problems = pots.submit({"total_awarded": {"P5": 900}, "pots": [{"amount": 900}]}, "x")
    assert [p.path for p in problems] == ["decision.pots"]
    assert "not a pots result as recorded" in problems[0].message
    penalty = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 8}, players=("P5",)))
    problems = penalty.submit({"hands_to_miss": 2, "player_status": 5}, "x")
    assert [p.path for p in problems] == ["decision.player_status"]
    assert [p.path for p in penalty.submit({"hands_to_miss": 2, "penalty": {"type": "banished"}}, "x")] == [
        "decision.penalty"
    ]


# -- the clock and the button -------------------------------------------------------------------------------


def clock_ruling(outcome: str, hand_number: int | None) -> RecordedRuling:
    inputs = {"clock_requested_at_s": 130, "player_action_at_s": None, "facing_bet": True}
    if hand_number is not None:
        inputs["hand_number"] = hand_number
    return recorded(kind="clock", rule=49, decision={"outcome": outcome}, players=("P5",), inputs=inputs)


def test_a_clock_overruled_to_a_dead_hand_kills_it_and_back_makes_it_live():
    in_hand = POT_TABLE.next_hand()
    flow = OverruleFlow(clock_ruling("action_valid", 1))
    assert flow.submit({"outcome": "hand_dead"}, "he acted after time ran out") == []
    follows = flow.table_follows(in_hand)
    assert follows.session.has_folded(5)
    assert follows.notes == ("P5's hand is dead (folded).",)
    back = OverruleFlow(clock_ruling("hand_dead", 1))
    assert back.submit({"outcome": "action_valid"}, "the clock was started late") == []
    assert not back.table_follows(follows.session).session.has_folded(5)
    assert [p.path for p in back.submit({"outcome": "slow"}, "x")] == ["decision.outcome"]


def test_a_clock_overrule_after_the_hand_is_over_is_adjusted_by_hand():
    later = POT_TABLE.next_hand().next_hand()
    for inputs_hand in (1, None):
        flow = OverruleFlow(clock_ruling("action_valid", inputs_hand))
        flow.submit({"outcome": "hand_dead"}, "x")
        follows = flow.table_follows(later)
        assert not follows.changed
        assert "kill P5's hand" in follows.by_hand[0]
    same = OverruleFlow(clock_ruling("action_valid", 2))
    same.submit({"outcome": "hand_checked"}, "no bet was faced")
    assert not same.table_follows(later).changed


def button_decision(button: int, small_blind: int, big_blind: int) -> dict:
    return {"next_hands": [{"button_seat": button, "sb_seat": small_blind, "bb_seat": big_blind}]}


def test_a_button_overrule_moves_the_markers_of_the_hand_it_dealt():
    dealt = POT_TABLE.next_hand()  # button 2, small blind 5, big blind 7
    ruled = dealt.hand.blinds
    assert ruled is not None
    flow = OverruleFlow(recorded(kind="button", rule=50, decision=button_decision(*ruled)))
    assert flow.submit(button_decision(5, 7, 2), "the button should have moved on") == []
    follows = flow.table_follows(dealt)
    assert follows.session.hand.blinds == (5, 7, 2)
    assert follows.notes == ("Markers moved: button at seat 5, small blind at seat 7, big blind at seat 2.",)
    moved_on = OverruleFlow(recorded(kind="button", rule=50, decision=button_decision(*ruled)))
    moved_on.submit(button_decision(5, 7, 2), "x")
    later = moved_on.table_follows(dealt.next_hand())
    assert not later.changed
    assert "no longer where the ruling put them" in later.by_hand[0]
    assert [p.path for p in flow.submit({"next_hands": [{"button_seat": "x"}]}, "x")] == [
        "decision.next_hands.button_seat",
        "decision.next_hands.sb_seat",
        "decision.next_hands.bb_seat",
    ]


def test_a_clock_or_button_decision_its_result_reader_refuses_is_refused_on_its_field():
    clock = OverruleFlow(clock_ruling("action_valid", 1))
    problems = clock.submit({"outcome": "hand_dead", "countdown_ends_at_s": "soon"}, "x")
    assert [p.path for p in problems] == ["decision.countdown_ends_at_s"]
    assert "not a clock result as recorded" in problems[0].message
    button = OverruleFlow(recorded(kind="button", rule=50, decision=button_decision(2, 5, 7)))
    misnamed = button_decision(5, 7, 2)
    misnamed["next_hands"][0]["sb_player"] = 7
    problems = button.submit(misnamed, "x")
    assert [p.path for p in problems] == ["decision.next_hands"]
    assert "sb_player" in problems[0].message


# -- penalties -------------------------------------------------------------------------------------------


def test_a_penalty_overrule_changes_the_hands_left():
    on_penalty = TABLE.penalise(5, 8).next_hand()
    assert on_penalty.penalty_hands_left(5) == 8
    flow = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 8}, players=("P5",)))
    assert [p.path for p in flow.submit({"hands_to_miss": -2}, "x")] == ["decision.hands_to_miss"]
    assert flow.submit({"hands_to_miss": 2}, "one missed hand too harsh: two") == []
    follows = flow.table_follows(on_penalty)
    assert follows.session.penalty_hands_left(5) == 2
    assert follows.notes == ("P5 now has 1 hand to miss after this one.",)
    same = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 8}, players=("P5",)))
    same.submit({"hands_to_miss": 8, "note": "x"}, "x")
    assert not same.table_follows(on_penalty).changed


def test_a_warning_overruled_to_missed_hands_puts_him_on_penalty():
    flow = OverruleFlow(recorded(kind="penalty", decision={"hands_to_miss": 0}, players=("P5",)))
    assert flow.submit({"hands_to_miss": 3}, "abuse of the dealer, not a first warning") == []
    follows = flow.table_follows(TABLE.next_hand())
    assert follows.session.occupant(5).status is SeatStatus.ON_PENALTY
    assert follows.session.next_hand().penalty_hands_left(5) == 3


DQ = {"hands_to_miss": 0, "player_status": "disqualified", "chips_removed_from_play": 325}


def test_a_disqualification_overruled_gives_him_back_his_seat_and_chips():
    disqualified = replace(TABLE, table=TABLE.table.with_stack(5, Stack())).eliminate(5)
    flow = OverruleFlow(recorded(kind="penalty", rule=52, decision=DQ, players=("P5",)))
    assert flow.submit({"hands_to_miss": 2}, "the abuse was another player's") == []
    follows = flow.table_follows(disqualified)
    back = follows.session.occupant(5)
    assert back is not None
    assert back.player.player_id == "p5"
    assert back.stack.total() == 325
    assert sum(totals(follows.session).values()) == sum(totals(TABLE).values())
    assert follows.session.next_hand().penalty_hands_left(5) == 2
    taken = OverruleFlow(recorded(kind="penalty", rule=52, decision=DQ, players=("P5",)))
    taken.submit({"hands_to_miss": 0}, "x")
    reseated = disqualified.seat_player(5, Player("p9", "P9"), Stack({100: 1}))
    assert "seat 5 is taken since" in taken.table_follows(reseated).by_hand[0]


def test_missed_hands_overruled_to_a_disqualification_take_his_chips_out_of_play():
    flow = OverruleFlow(recorded(kind="penalty", rule=52, decision={"hands_to_miss": 2}, players=("P5",)))
    assert flow.submit(DQ, "he struck the dealer") == []
    follows = flow.table_follows(TABLE)
    assert follows.session.occupant(5) is None
    assert sum(totals(follows.session).values()) == sum(totals(TABLE).values()) - 325
    in_pot = TABLE.next_hand().bet(5, 100, 1)
    assert "has chips in the pot" in flow.table_follows(in_pot).by_hand[0]


@given(st.integers(0, 40), st.integers(1, 40), st.integers(0, 20))
def test_property_a_disqualification_overruled_and_back_changes_the_chips_only_by_his_stack(t25, t100, hands):
    start = session({2: {25: 3, 100: 8}, 5: {25: t25, 100: t100}})
    stack = start.occupant(5).stack.total()
    missed = OverruleFlow(recorded(kind="penalty", rule=52, decision={"hands_to_miss": hands}, players=("P5",)))
    dq = {**DQ, "chips_removed_from_play": stack}
    assert missed.submit(dq, "x") == []
    out = missed.table_follows(start)
    assert sum(totals(out.session).values()) == sum(totals(start).values()) - stack
    undo = OverruleFlow(recorded(kind="penalty", rule=52, decision=dq, players=("P5",)))
    assert undo.submit({"hands_to_miss": hands}, "x") == []
    back = undo.table_follows(out.session)
    assert totals(back.session) == totals(start)


def test_a_logged_incident_is_read_with_its_players_and_its_time_to_the_minute():
    from types import SimpleNamespace

    logged = SimpleNamespace(
        number=3,
        kind="penalty",
        rule=52,
        table="Table 3",
        decided_by="Ann Floor",
        recorded_local="2026-12-01T13:45:57.233484+00:00",
        narrative="...",
        decision={"hands_to_miss": 8},
        voided=False,
        parties=[{"seat": 5, "name": "P5"}, {"seat": 6, "name": None}],
        inputs={"offence": "abuse"},
    )
    ruling = RecordedRuling.of(logged)
    assert (ruling.recorded_local, ruling.players) == ("2026-12-01 13:45", ("P5",))
    assert ruling.ruling_kind is RulingKind.PENALTY
    assert RecordedRuling.of(SimpleNamespace(**{**vars(logged), "kind": "nonsense"})).ruling_kind is None


@pytest.mark.parametrize(
    ("kind", "in_force", "new"),
    [
        ("pots", {"total_awarded": "everything to P2"}, {"total_awarded": {"P5": 900}}),
        ("chip-race", {"stacks_after": ["P2"]}, {**NEW_RACE, "denominations_removed": []}),
        ("chip-race", "the race stands", {**NEW_RACE, "denominations_removed": []}),
        ("found-chips", "P5 was given a T100", {"player": "P5", "exchanged": {"100": 1}}),
        ("penalty", {"hands_to_miss": "eight"}, {"hands_to_miss": 2}),
        ("button", {"next_hands": "seat 2"}, {"next_hands": [{"button_seat": 5, "sb_seat": 2, "bb_seat": 7}]}),
    ],
)
def test_a_decision_in_force_that_cannot_be_read_leaves_the_table_to_the_floor(kind, in_force, new):
    flow = OverruleFlow(recorded(kind=kind, decision=in_force, players=("P5",)))
    assert flow.submit(new, "the record was written by hand on another laptop") == []
    follows = flow.table_follows(TABLE)
    assert follows.session == TABLE
    assert not follows.changed
    assert follows.notes[0].startswith("The table is not changed")
    assert follows.by_hand


def test_a_race_or_clock_decision_is_refused_in_its_own_terms_each_field_its_reader_refuses():
    race = OverruleFlow(recorded(decision=RACE))
    problems = race.submit({"stacks_after": ["P2"], "denominations_removed": "25"}, "x")
    assert [(p.path, p.message) for p in problems] == [
        ("decision.stacks_after", "must give each player's stack after the race"),
    ]
    problems = race.submit({**NEW_RACE, "denominations_removed": "25", "chips_in_play_value_change": "some"}, "x")
    assert [(p.path, p.message) for p in problems] == [
        ("decision.denominations_removed", "must be a list of denominations ([] when the race is undone)"),
        ("decision.chips_in_play_value_change", "is not a chip-race result as recorded ('some' is not a whole number)"),
    ]
    clock = OverruleFlow(recorded(kind="clock", rule=49, decision={"outcome": "action_valid"}))
    for outcome in ("slow", "clock_refused"):
        assert [(p.path, p.message) for p in clock.submit({"outcome": outcome}, "x")] == [
            ("decision.outcome", "must be one of action_valid, hand_dead, hand_checked")
        ]
