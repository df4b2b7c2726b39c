"""Speed of rule 46: a 10-player colour-up with three denominations removed at once.

Target (issue 3): under 1 ms median per race. Run with
`uv run pytest benchmarks/bench_chip_race.py --benchmark-enable`.
"""

from __future__ import annotations

from floordesk.core.chips import Stack
from floordesk.core.rules.chip_race import ColourUpRequest, RacePlayer, colour_up

# Ten players with odd chips in every removed colour, so each of the three steps deals and races.
STACKS = (
    {25: 3, 100: 7, 500: 3, 1000: 4},
    {25: 2, 100: 4, 500: 1, 1000: 9, 5000: 1},
    {25: 1, 100: 9, 500: 5},
    {25: 3, 100: 2, 1000: 12},
    {25: 1, 100: 3, 500: 1, 1000: 2, 5000: 2},
    {25: 2, 100: 11, 500: 7, 1000: 1},
    {25: 1},
    {25: 3, 100: 6, 500: 2, 1000: 6},
    {100: 8, 500: 3, 1000: 3},
    {25: 2, 100: 1, 500: 9, 1000: 5},
)


def ten_player_request() -> ColourUpRequest:
    return ColourUpRequest(
        denominations_in_play=(25, 100, 500, 1000, 5000),
        denominations_removed=(25, 100, 500),
        players=tuple(RacePlayer(seat, f"Player {seat}", Stack(stack)) for seat, stack in enumerate(STACKS, start=1)),
        seed=20090526,
    )


def test_three_step_colour_up_of_ten_players(benchmark):
    request = ten_player_request()
    result = benchmark(colour_up, request)
    assert len(result.steps) == 3
    assert all(step.race_chip_count for step in result.steps)


def test_request_race_and_json_as_the_command_line_does(benchmark):
    result = benchmark(lambda: colour_up(ten_player_request()).to_json())
    assert result["denominations_removed"] == [25, 100, 500]
