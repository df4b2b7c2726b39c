"""Core: rule 52's penalty result read back from its JSON (`PenaltyRuling.to_json`), typed.

The flow sits the offender out (or disqualifies him) from it, an overrule compares two of them
and a report prints it; each reads it through `PenaltyResult.read`, which refuses another shape
naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from floordesk.core.rules.penalties import OffenderHand
from floordesk.core.rules.result_fields import json_object, name, optional, required, whole

KIND = "penalty"
DISQUALIFIED = "disqualified"


@dataclass(frozen=True)
class PenaltyResult:
    """What a penalty given by the floor comes to."""

    offender_hand_in_progress: OffenderHand
    hands_to_miss: int
    first_missed_hand_number: int | None
    last_missed_hand_number: int | None
    while_on_penalty: Mapping[str, Any] | None
    suggested_next_penalty: Mapping[str, Any] | None
    hands_remaining_at_new_table: int | None
    """only when he was moved to another table while sitting out"""
    chips_removed_from_play: int | None
    """only on a disqualification (None there when his stack was not given)"""
    player_status: str | None
    """"disqualified", or None"""

    @property
    def disqualified(self) -> bool:
        return self.player_status == DISQUALIFIED

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> PenaltyResult:
        """Raises InvalidInput naming the field when `result` is not shaped as a penalty result."""
        return cls(
            offender_hand_in_progress=required(result, "offender_hand_in_progress", OffenderHand, KIND),
            hands_to_miss=required(result, "hands_to_miss", whole, KIND),
            first_missed_hand_number=optional(result, "first_missed_hand_number", whole, KIND),
            last_missed_hand_number=optional(result, "last_missed_hand_number", whole, KIND),
            while_on_penalty=optional(result, "while_on_penalty", json_object, KIND),
            suggested_next_penalty=optional(result, "suggested_next_penalty", json_object, KIND),
            hands_remaining_at_new_table=optional(result, "hands_remaining_at_new_table", whole, KIND),
            chips_removed_from_play=optional(result, "chips_removed_from_play", whole, KIND),
            player_status=optional(result, "player_status", name, KIND),
        )
