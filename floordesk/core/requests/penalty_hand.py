"""Request `penalty-hand`: rule 52, one hand dealt to a player on penalty (rules-cli.md, "penalty-hand")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.penalties import PenaltyHand, Position, serve_penalty_hand
from floordesk.core.structure import ForcedBets


def _forced_bets(member: Field) -> ForcedBets | None:
    if not member.is_object():
        return None
    amounts = {
        name: member.read_optional(name, 0, Field.as_int, minimum=0)
        for name in ("small_blind", "big_blind", "ante", "bring_in")
    }
    if any(amount is None for amount in amounts.values()):
        return None
    return ForcedBets(**{name: amount or 0 for name, amount in amounts.items()})


def handle(request: Field) -> dict[str, Any] | None:
    game = request.read_key("game", Field.as_enum, Game)
    window = request.key("penalty_window")
    first = last = None
    if window is not None and window.is_object():
        first = window.read_key("first", Field.as_int, minimum=1)
        last = window.read_key("last", Field.as_int, minimum=1)
    hand_number = request.read_key("hand_number", Field.as_int, minimum=1)
    offender = request.key("offender")
    position = stack = has_bring_in = None
    if offender is not None and offender.is_object():
        position = offender.read_key("position", Field.as_enum, Position)
        # a player with no chips left is already out: a short stack has at least one
        stack = offender.read_optional("stack", None, Field.as_int, minimum=1)
        has_bring_in = offender.read_optional("has_bring_in_card", False, Field.as_bool)
    forced_bets = request.read_key("forced_bets", _forced_bets)
    redeal = request.read_optional("redeal_after_misdeal", False, Field.as_bool)
    if (
        request.problems.items
        or game is None
        or first is None
        or last is None
        or hand_number is None
        or position is None
        or has_bring_in is None
        or forced_bets is None
        or redeal is None
    ):
        return None
    hand = PenaltyHand(
        stud=not game.is_button_game,
        first=first,
        last=last,
        hand_number=hand_number,
        position=position,
        forced_bets=forced_bets,
        has_bring_in_card=has_bring_in,
        stack=stack,
        redeal_after_misdeal=redeal,
    )
    return serve_penalty_hand(hand).to_json()
