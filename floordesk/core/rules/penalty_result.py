"""Core: rule 52's penalty result read back from its JSON (`PenaltyRuling.to_json`), typed.

The flow sits the offender out (or disqualifies him) from it, an overrule compares two of them
and a report prints it; each reads it through `PenaltyResult.read`, which refuses another shape
naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from floordesk.core.rules.penalties import OffenderHand, Penalty, PenaltyType
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


@dataclass(frozen=True)
class PenaltyDecision:
    """A penalty decision as an overrule reads it: a recorded result, or a new decision that may give only the
    hands to miss (none when absent), the player's status and the penalty an overrule stated (`penalty`)."""

    hands_to_miss: int | None
    """None when the decision does not say"""
    player_status: str | None
    chips_removed_from_play: int | None
    """None also when a disqualification did not say (his stack was not given)"""
    penalty: Penalty | None
    """the penalty an overrule restated the ruling with (None: as recorded with the request)"""

    @property
    def disqualified(self) -> bool:
        return self.player_status == DISQUALIFIED

    @property
    def hands(self) -> int:
        """The hands to miss, none when the decision does not say."""
        return self.hands_to_miss or 0

    @classmethod
    def read(cls, decision: Mapping[str, Any]) -> PenaltyDecision:
        """Raises InvalidInput naming the field (`result.hands_to_miss`) when a part is of another shape."""
        return cls(
            hands_to_miss=optional(decision, "hands_to_miss", whole, KIND),
            player_status=optional(decision, "player_status", name, KIND),
            chips_removed_from_play=optional(decision, "chips_removed_from_play", whole, KIND),
            penalty=optional(decision, "penalty", _penalty, KIND),
        )


def _penalty(value: object) -> Penalty:
    """A penalty as an overrule states it: its type, and its hands or rounds."""
    stated = json_object(value)
    penalty = Penalty(
        PenaltyType(stated["type"]),
        hands=optional(stated, "hands", whole, KIND),
        rounds=optional(stated, "rounds", whole, KIND),
    )
    problems = penalty.problems("penalty", None)
    if problems:
        raise ValueError(problems[0].message)
    return penalty
