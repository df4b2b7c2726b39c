"""The clock wizard's flow (rule 49), every branch without a window, timed by a fake ticker (no sleeps)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.flows import flow_for, flow_from_draft
from floordesk.core.flows.clock import ClockFlow
from floordesk.core.rules.clock import ClockPhase
from floordesk.core.ruleset import OnClockExpiry, RuleSet
from floordesk.core.ruling import RulingKind, recommend
from floordesk.i18n import SPEAKER, catalogue
from tests.core.flows.helpers import FakeTicker, session

RULES = RuleSet.wsop_2009()  # 120 s minimum wait, 60 s clock, 10 s countdown
TABLE = {2: {100: 8}, 5: {100: 3, 500: 1}}


def clock(rules: RuleSet = RULES, elapsed_s: float = 0, facing_bet: bool = True) -> tuple[ClockFlow, FakeTicker]:
    ticker = FakeTicker()
    flow = ClockFlow(session(TABLE), rules, 5, ticker)
    assert flow.submit("situation", {"seat": 5, "facing_bet": facing_bet, "elapsed_s": elapsed_s}) == []
    return flow, ticker


def finish(flow: ClockFlow) -> None:
    assert flow.submit("clock", flow.clock_answers()) == []
    assert flow.submit("decision", {"decision": "follow"}) == []


def test_flow_for_builds_a_clock_with_the_monotonic_ticker_and_the_seat_proposed():
    flow = flow_for(RulingKind.CLOCK, session(TABLE), RULES, 2)
    assert isinstance(flow, ClockFlow)
    assert flow.answers("situation") == {"seat": 2, "facing_bet": True, "elapsed_s": 0, "noted": None}
    assert [s.key for s in flow.steps][:3] == ["situation", "rule", "clock"]


def test_a_clock_called_too_early_is_refused_with_the_moment_it_may_be_called():
    flow, ticker = clock()
    ticker.advance(85)
    problems = flow.call_clock()
    assert [p.path for p in problems] == ["requested_at_s"]
    assert problems[0].message == (
        "too early: the clock may be called at 2:00 after the action reached the player; "
        "the action has been on him for 1:25 (rule 49)"
    )
    assert flow.clock is None
    assert flow.refusal is not None
    assert flow.refusal.may_be_called_at_s == 120
    # Nothing to go on with: the clock step refuses until a clock is granted.
    assert flow.submit("clock", flow.clock_answers())[0].path == "requested_at_s"


def test_entered_times_before_the_minimum_wait_are_refused_too():
    flow, _ticker = clock()
    problems = flow.submit("clock", {"requested_at_s": 100, "player_action_at_s": None})
    assert "too early" in problems[0].message
    assert "at 2:00" in problems[0].message


def test_the_time_already_elapsed_counts_towards_the_minimum_wait():
    flow, ticker = clock(elapsed_s=110)
    ticker.advance(10)
    assert flow.call_clock() == []
    assert flow.clock is not None
    assert flow.clock.started_at_s == 120


def test_the_countdown_runs_from_the_ticker_main_period_then_ten_seconds():
    flow, ticker = clock(elapsed_s=130)
    assert flow.call_clock() == []
    ticker.advance(12.5)
    shown = flow.display()
    assert shown.phase is ClockPhase.MAIN_PERIOD
    assert shown.phase_left_s == pytest.approx(47.5)
    ticker.advance(50)
    shown = flow.display()
    assert shown.phase is ClockPhase.COUNTDOWN
    assert shown.phase_left_s == pytest.approx(7.5)
    ticker.advance(7.5)  # exactly zero: the tie goes to the player
    assert flow.display().phase is ClockPhase.COUNTDOWN
    ticker.advance(0.01)
    assert flow.display().phase is ClockPhase.EXPIRED
    assert not flow.display().is_running


def test_the_clock_step_waits_while_the_clock_runs():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(30)
    assert flow.submit("clock", flow.clock_answers())[0].path == "player_action_at_s"


def test_player_acted_in_time_the_action_stands_and_the_display_stops():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(65)
    assert flow.player_acted() == []
    ticker.advance(100)
    assert flow.display().acted
    assert flow.display().phase is ClockPhase.COUNTDOWN
    finish(flow)
    outcome = flow.outcome()
    assert outcome.ruling.outcome["outcome"] == "action_valid"
    assert outcome.session == flow.session
    assert outcome.seats == (5,)
    assert flow.request()["player_action_at_s"] == 195


def test_an_expired_clock_makes_the_hand_dead_and_the_record_replays():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(71)
    finish(flow)
    ruling = flow.ruling()
    assert ruling.outcome["outcome"] == "hand_dead"
    assert recommend(RulingKind.CLOCK, flow.request()).result == ruling.outcome
    assert "hand is dead" in flow.summary()
    with SPEAKER.speaking("de"):
        said = flow.summary()
    assert said.startswith("Uhr für ")
    assert said.endswith(": " + catalogue("de").translate("core", "the hand is dead"))


def test_an_expired_clock_on_an_unbet_hand_checks_it_under_the_tda_flag():
    rules = replace(RULES, on_expiry=OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK)
    flow, ticker = clock(rules, elapsed_s=130, facing_bet=False)
    flow.call_clock()
    ticker.advance(80)
    finish(flow)
    assert flow.ruling().outcome["outcome"] == "hand_checked"


def test_stalling_starts_the_countdown_now_refers_to_rule_52_and_replays():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(20)
    assert flow.shorten_for_stalling() == []
    shown = flow.display()
    assert shown.phase is ClockPhase.COUNTDOWN
    assert shown.phase_left_s == pytest.approx(10)
    assert flow.shorten_for_stalling() != []  # once in the countdown there is nothing left to shorten
    ticker.advance(11)
    finish(flow)
    assert flow.refers_for_penalty
    assert flow.request()["config"]["supervisor_shortened_clock_s"] == 20
    assert recommend(RulingKind.CLOCK, flow.request()).result["refer_for_penalty_rule"] == 52
    assert flow.ruling().outcome["outcome"] == "hand_dead"
    assert flow.follow_up_situation() == {"offence": "stalling"}  # the penalty it leads into is for stalling


def test_a_clock_not_shortened_does_not_refer_for_a_penalty():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(5)
    flow.player_acted()
    finish(flow)
    assert not flow.refers_for_penalty


def test_controls_before_the_clock_is_called_are_refused():
    flow, _ticker = clock()
    assert flow.player_acted()
    assert flow.shorten_for_stalling()
    fresh = ClockFlow(session(TABLE), RULES, 5, FakeTicker())
    with pytest.raises(Exception, match="situation"):
        fresh.elapsed_s()


def test_the_supervisor_may_depart_to_another_outcome_with_a_reason():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(75)
    assert flow.submit("clock", flow.clock_answers()) == []
    assert flow.departure_template() == {"outcome": {"action_valid": 0, "hand_dead": 1, "hand_checked": 0}}
    assert flow.submit("decision", {"decision": "depart", "outcome": {"outcome": {"hand_dead": 1}}, "reason": "x"})
    chosen = {"outcome": {"action_valid": 1, "hand_dead": 0, "hand_checked": 0}}
    assert flow.submit("decision", {"decision": "depart", "outcome": chosen, "reason": "dealer's error"}) == []
    assert flow.ruling().outcome["outcome"] == "action_valid"
    assert flow.departure_answers(flow.ruling().outcome) == chosen
    assert "action stands" in flow.summary()
    two = {"outcome": {"action_valid": 1, "hand_dead": 1}}
    assert flow.submit("decision", {"decision": "depart", "outcome": two, "reason": "r"})[0].path == "outcome"


def test_situation_problems_are_named_by_field():
    flow = ClockFlow(session(TABLE), RULES, 5, FakeTicker())
    problems = flow.submit("situation", {"seat": 3, "facing_bet": "yes", "elapsed_s": -1})
    assert sorted(p.path for p in problems) == ["elapsed_s", "facing_bet", "seat"]


@given(
    elapsed=st.floats(min_value=0, max_value=300),
    wait=st.floats(min_value=0, max_value=100),
    acted_after=st.one_of(st.none(), st.floats(min_value=0, max_value=100)),
)
def test_the_live_clock_and_its_recorded_request_always_agree(elapsed, wait, acted_after):
    flow, ticker = clock(elapsed_s=round(elapsed, 2))
    ticker.advance(wait)
    if flow.call_clock():
        assert flow.display().phase is None
        assert flow.elapsed_s() < 120
        return
    if acted_after is not None:
        ticker.advance(acted_after)
        flow.player_acted()
    else:
        ticker.advance(71)
    finish(flow)
    shown = flow.display()
    expected = "hand_dead" if shown.phase is ClockPhase.EXPIRED else "action_valid"
    assert flow.ruling().outcome["outcome"] == expected
    assert recommend(RulingKind.CLOCK, flow.request()).result == flow.ruling().outcome


def test_a_draft_resumes_with_its_times_and_its_stalling_shortening():
    flow, ticker = clock(elapsed_s=130)
    flow.call_clock()
    ticker.advance(20)
    flow.shorten_for_stalling()
    ticker.advance(11)
    assert flow.submit("clock", flow.clock_answers()) == []
    resumed, problems = flow_from_draft(flow.to_json(), flow.session, RULES)
    assert problems == []
    assert isinstance(resumed, ClockFlow)
    assert resumed.clock == flow.clock  # the live clock comes back with its times
    assert resumed.clock_answers() == flow.clock_answers()
    assert resumed.request() == flow.request()
    assert resumed.recommendation().result["refer_for_penalty_rule"] == 52


def test_a_dead_hand_is_killed_on_the_table_and_the_hand_is_recorded_for_an_overrule():
    ticker = FakeTicker()
    in_hand = session(TABLE).next_hand()
    flow = ClockFlow(in_hand, RULES, 5, ticker)
    assert flow.submit("situation", {"seat": 5, "facing_bet": True, "elapsed_s": 130}) == []
    flow.call_clock()
    ticker.advance(71)
    finish(flow)
    assert flow.request()["hand_number"] == 1
    assert recommend(RulingKind.CLOCK, flow.request()).result == flow.ruling().outcome
    after = flow.outcome().session
    assert after.has_folded(5)
    assert not after.has_folded(2)
    no_hand, no_hand_ticker = clock(elapsed_s=130)
    no_hand.call_clock()
    no_hand_ticker.advance(71)
    finish(no_hand)
    assert "hand_number" not in no_hand.request()
    assert no_hand.outcome().session == no_hand.session  # no hand dealt: nothing to kill


def test_a_draft_saved_while_the_clock_runs_resumes_it_live_from_the_wall_clock(monkeypatch):
    wall = FakeTicker(start=1_764_590_000.0)
    monkeypatch.setattr(ClockFlow, "default_wall", wall)
    flow, ticker = clock(elapsed_s=125)
    saved: list[dict] = []
    flow.changed = lambda: saved.append(flow.to_json())
    flow.go_to("clock")  # the page the wizard shows
    assert flow.call_clock() == []
    assert saved[-1]["timing"] == {"reached_at_wall": 1_764_590_000.0 - 125, "requested_at_s": 125, "acted_at_s": None}
    ticker.advance(20)
    wall.advance(20)  # the window dies 20 s into the clock; the next one resumes it 15 s later
    wall.advance(15)
    later = FakeTicker(start=50.0)  # another process: its monotonic clock starts elsewhere
    monkeypatch.setattr(ClockFlow, "default_ticker", later)
    resumed, problems = flow_from_draft(saved[-1], flow.session, RULES)
    assert problems == []
    assert isinstance(resumed, ClockFlow)
    assert resumed.position == "clock"
    shown = resumed.display()
    assert shown.phase is ClockPhase.MAIN_PERIOD
    assert shown.phase_left_s == pytest.approx(60 - 35)
    later.advance(30)
    wall.advance(30)
    assert resumed.display().phase is ClockPhase.COUNTDOWN
    assert resumed.display().phase_left_s == pytest.approx(5)
    assert resumed.player_acted() == []
    assert resumed.submit("clock", resumed.clock_answers()) == []
    assert resumed.recommendation().result["outcome"] == "action_valid"


def test_the_clock_tells_its_owner_each_change_worth_keeping():
    flow, ticker = clock(elapsed_s=130)
    told: list[str] = []
    flow.changed = lambda: told.append("changed")
    flow.call_clock()
    ticker.advance(10)
    flow.shorten_for_stalling()
    flow.player_acted()
    flow.player_acted()  # acted once: nothing new
    assert told == ["changed"] * 3


@pytest.mark.parametrize(
    "timing",
    [
        {"reached_at_wall": "yesterday", "requested_at_s": 125},
        {"reached_at_wall": 2_000_000_000.0, "requested_at_s": 125},  # ahead of the clock
        {"reached_at_wall": 1_000.0, "requested_at_s": 125},  # more than a day ago
        {"reached_at_wall": 1_764_589_875.0, "requested_at_s": 30},  # a clock that could not have been granted
    ],
)
def test_a_draft_timing_that_cannot_be_trusted_starts_from_the_situation(monkeypatch, timing):
    monkeypatch.setattr(ClockFlow, "default_wall", FakeTicker(start=1_764_590_000.0))
    monkeypatch.setattr(ClockFlow, "default_ticker", FakeTicker())  # still: a busy machine's microseconds count
    flow, _ticker = clock(elapsed_s=125)
    state = {**flow.to_json(), "timing": timing, "position": "clock"}
    resumed, problems = flow_from_draft(state, flow.session, RULES)
    assert problems == []
    assert isinstance(resumed, ClockFlow)
    assert resumed.clock is None
    assert resumed.elapsed_s() == pytest.approx(125)


def test_a_time_typed_as_minutes_and_seconds_is_read_as_such_and_anything_else_is_refused_beside_it():
    flow = flow_for(RulingKind.CLOCK, session(TABLE), RULES, 2)
    problems = flow.submit("situation", {"seat": 2, "facing_bet": True, "elapsed_s": "1.30", "noted": None})
    assert [p.path for p in problems] == ["elapsed_s"]
    assert "minutes:seconds (1:30) or seconds (90)" in problems[0].message


def test_a_clock_ruled_after_the_fact_from_noted_times():
    flow = flow_for(RulingKind.CLOCK, session(TABLE), RULES, 5)
    noted = {"requested_at_s": 130, "player_action_at_s": 195}  # called at 2:10, acted at 3:15
    situation = {"seat": 5, "facing_bet": True, "elapsed_s": 0, "noted": noted}
    assert flow.submit("situation", situation) == []
    assert flow.clock_answers() == noted
    finish(flow)
    result = flow.recommendation().result
    assert result["outcome"] == "action_valid"  # 3:15 is within the countdown to 3:20
    late = {**situation, "noted": {"requested_at_s": 130, "player_action_at_s": 201}}
    assert flow.submit("situation", late) == []
    finish(flow)
    assert flow.recommendation().result["outcome"] == "hand_dead"
    never = {**situation, "noted": {"requested_at_s": 130, "player_action_at_s": None}}
    assert flow.submit("situation", never) == []
    finish(flow)
    assert flow.recommendation().result["outcome"] == "hand_dead"
    early = {**situation, "noted": {"requested_at_s": 90, "player_action_at_s": None}}
    assert [p.path for p in flow.submit("situation", early)] == ["noted.requested_at_s"]
    typed = {**situation, "noted": {"requested_at_s": "2:1O", "player_action_at_s": None}}
    assert [p.path for p in flow.submit("situation", typed)] == ["noted.requested_at_s"]


def test_stalling_shortens_the_clock_to_a_chosen_period():
    flow, ticker = clock(elapsed_s=130)
    assert flow.call_clock() == []
    ticker.advance(10)
    assert [p.path for p in flow.shorten_for_stalling(60)] == ["shorten_to_s"]  # not shorter than a minute
    assert "already run 0:10" in flow.shorten_for_stalling(5)[0].message
    assert flow.shorten_for_stalling(30) == []
    assert flow.clock is not None
    assert flow.clock.main_period_s == 30
    assert flow.rules.supervisor_shortened_clock_s == 30
