"""Core: rule 50's button-and-blinds result read back from its JSON (`next_hands`, each `NextHand.to_json`), typed.

The flow places the markers from it and a report prints it; each reads it through
`ButtonResult.read`, which refuses another shape naming the field. An overrule's new
decision is read by `ButtonDecision.read`, which names each marker's seat it lacks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.rules.result_fields import name, names, optional, required, whole
from floordesk.i18n import translate

KIND = "button"


@dataclass(frozen=True)
class NextHandResult:
    """One coming hand: the button's and the blinds' seats and who sits there (None: an empty seat)."""

    button_seat: int
    button_player: str | None
    sb_seat: int
    sb_player: str | None
    bb_seat: int
    bb_player: str | None
    first_to_act_preflop: str | None
    not_dealt_in: tuple[str, ...]
    """empty also in a decision that names only the seats"""
    recorded: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """the hand as recorded, restated whole by an overrule that moves its markers"""

    @property
    def markers(self) -> tuple[int, int, int]:
        """The button's, small blind's and big blind's seats."""
        return self.button_seat, self.sb_seat, self.bb_seat

    @classmethod
    def read(cls, hand: Mapping[str, Any]) -> NextHandResult:
        return cls(
            button_seat=required(hand, "button_seat", whole, KIND),
            button_player=optional(hand, "button_player", name, KIND),
            sb_seat=required(hand, "sb_seat", whole, KIND),
            sb_player=optional(hand, "sb_player", name, KIND),
            bb_seat=required(hand, "bb_seat", whole, KIND),
            bb_player=optional(hand, "bb_player", name, KIND),
            first_to_act_preflop=optional(hand, "first_to_act_preflop", name, KIND),
            not_dealt_in=optional(hand, "not_dealt_in", names, KIND) or (),
            recorded=hand,
        )


@dataclass(frozen=True)
class ButtonResult:
    """A button ruling (or a departure from it: the first hand's markers moved)."""

    next_hands: tuple[NextHandResult, ...]

    @property
    def next_hand(self) -> NextHandResult:
        return self.next_hands[0]

    @classmethod
    def read(cls, result: Mapping[str, Any]) -> ButtonResult:
        """Raises InvalidInput naming the field when `result` is not shaped as a button result."""
        hands = required(result, "next_hands", _hands, KIND)
        return cls(hands)


MARKER_SEATS = ("button_seat", "sb_seat", "bb_seat")


@dataclass(frozen=True)
class ButtonDecision:
    """A button decision as an overrule reads it: a recorded result, or a new decision that may give only the
    next hand's markers (who sits there is the table's to say)."""

    result: ButtonResult

    @property
    def markers(self) -> tuple[int, int, int]:
        """The next hand's button's, small blind's and big blind's seats."""
        return self.result.next_hand.markers

    @classmethod
    def read(cls, decision: Mapping[str, Any]) -> ButtonDecision:
        """Raises InvalidInput naming `result.next_hands` when it gives no next hand, then each marker whose seat
        is not a seat number (`result.next_hands.sb_seat`), then what `ButtonResult.read` refuses."""
        hands = decision.get("next_hands") if isinstance(decision, Mapping) else None
        if not isinstance(hands, list) or not hands or not isinstance(hands[0], Mapping):
            raise InvalidInput.at("result.next_hands", translate("core", "must give the next hand's button and blinds"))
        seats = [
            Problem(f"result.next_hands.{key}", translate("core", "must be a seat number"))
            for key in MARKER_SEATS
            if not is_whole_number(hands[0].get(key), minimum=1)
        ]
        if seats:
            raise InvalidInput(seats)
        return cls(ButtonResult.read(decision))


def _hands(value: object) -> tuple[NextHandResult, ...]:
    if not isinstance(value, list) or not value:
        raise ValueError(translate("core", "{value!r} is not a list of coming hands").format(value=value))
    return tuple(NextHandResult.read(hand) for hand in value)
