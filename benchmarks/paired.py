"""Alternating pairs for benchmarks: an act and its baseline timed one after the other, round by round, so that both
meet the same load and the same state of the disk; wall and CPU (this process's) times."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

Times = list[tuple[float, float]]
"""(wall, CPU) seconds, one pair a round."""


def alternating_pairs(
    act: Callable[[], object], baseline: Callable[[], object], pairs: int, *, between: Callable[[], object] = list
) -> tuple[Times, Times]:
    """`pairs` rounds of `between()` (off the clock), then `act`, then `baseline`, each timed."""
    acts: Times = []
    baselines: Times = []
    for _ in range(pairs):
        between()
        acts.append(timed(act))
        baselines.append(timed(baseline))
    return acts, baselines


def timed(act: Callable[[], object]) -> tuple[float, float]:
    """`act`'s wall and CPU time (this process's: a wait for the disk is wall time only)."""
    wall, cpu = time.perf_counter(), time.process_time()
    act()
    return time.perf_counter() - wall, time.process_time() - cpu


def medians(times: Times) -> tuple[float, float]:
    """The median wall and CPU times."""
    walls, cpus = zip(*times, strict=True)
    return statistics.median(walls), statistics.median(cpus)
