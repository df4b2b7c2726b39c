"""Core: rule 49's clock result read back from its JSON (`ClockRuling.to_json`), typed.

The flow kills a dead hand from it, an overrule compares two of them and a report prints it;
each reads it through `ClockResult.read`, which refuses another shape naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from floordesk.core.rules.clock import ClockOutcome
from floordesk.core.rules.result_fields import flag, optional, required, seconds, whole

KIND = "clock"


@dataclass(frozen=True)
class ClockResult:
    """A clock ruling (or a departure from it: the same with another outcome)."""

    clock_granted: bool | None
    """None (like the times below) in a result recorded without it: only the outcome is always recorded"""
    clock_started_at_s: float | None
    main_period_ends_at_s: float | None
    countdown_ends_at_s: float | None
    outcome: ClockOutcome
    may_be_called_at_s: float | None
    """only when the clock was refused: when it may be called"""
    refer_for_penalty_rule: int | None
    """only when the clock was shortened for stalling: the penalty rule it refers to"""

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> ClockResult:
        """Raises InvalidInput naming the field when `result` is not shaped as a clock result."""
        return cls(
            clock_granted=optional(result, "clock_granted", flag, KIND),
            clock_started_at_s=optional(result, "clock_started_at_s", seconds, KIND),
            main_period_ends_at_s=optional(result, "main_period_ends_at_s", seconds, KIND),
            countdown_ends_at_s=optional(result, "countdown_ends_at_s", seconds, KIND),
            outcome=required(result, "outcome", ClockOutcome, KIND),
            may_be_called_at_s=optional(result, "may_be_called_at_s", seconds, KIND),
            refer_for_penalty_rule=optional(result, "refer_for_penalty_rule", whole, KIND),
        )
