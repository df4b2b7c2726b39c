"""Tables for the flow tests."""

from __future__ import annotations

from collections.abc import Mapping

from floordesk.core.chips import ChipSet, Stack, standard_chip_set
from floordesk.core.flows.flow import RulingFlow
from floordesk.core.table import Player, Table
from floordesk.core.table_session import TableSession

CHIPS = standard_chip_set((25, 100, 500, 1000))


def session(stacks: Mapping[int, Mapping[int, int]], chip_set: ChipSet = CHIPS, seats_max: int = 9) -> TableSession:
    """Table 3 with a player per seat given, named after the seat ('P1', 'P2' ...)."""
    table = Table("Table 3", seats_max)
    for seat, counts in stacks.items():
        table = table.with_player(seat, Player(f"p{seat}", f"P{seat}"), Stack(dict(counts)))
    return TableSession(chip_set, table)


def walk_to(flow: RulingFlow, last: str, **answers: dict) -> None:
    """Submit every step up to `last` (included) with its proposed answers, or those given; each must be accepted."""
    for step in flow.steps:
        given = answers.get(step.key, flow.answers(step.key))
        problems = flow.submit(step.key, given)
        assert problems == [], (step.key, problems)
        if step.key == last:
            return
    raise AssertionError(f"no step {last}")


class FakeTicker:
    """A clock's ticker that moves only when told: flows are timed without sleeping."""

    def __init__(self, start: float = 1000.0) -> None:
        self.time = start

    def now(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds
