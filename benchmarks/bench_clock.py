"""Speed of rule 49: the clock is a pure state machine the GUI polls with its timer.

Target (issue 5): a clock ruling, and a timer tick asking the phase and time left,
take microseconds, with no sleeping. Run with
`uv run pytest benchmarks/bench_clock.py --benchmark-enable`.
"""

from __future__ import annotations

from floordesk.core.rules.clock import Clock, call_clock, rule_on_clock
from floordesk.core.ruleset import RuleSet

RULES = RuleSet.wsop_2009()


def test_bench_clock_ruling(benchmark):
    ruling = benchmark(rule_on_clock, 130, 200, RULES)
    assert ruling.outcome.value == "action_valid"


def test_bench_timer_tick(benchmark):
    clock = call_clock(130, RULES)
    assert isinstance(clock, Clock)

    def tick() -> float:
        clock.phase_at(195.5)
        return clock.seconds_left_at(195.5)

    assert benchmark(tick) == 4.5
