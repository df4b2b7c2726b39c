"""`floordesk rule button`: rule 50, the coming hands' button and blinds (rules-cli.md, "button")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.dead_button import MAX_PROJECTED_HANDS, RULE, BlindSeats, DeadButtonTable, SeatAssignment
from floordesk.core.ruleset import RuleSet


def _int(parent: Field, name: str) -> int | None:
    member = parent.key(name)
    return member.as_int() if member is not None else None


def _seat_assignments(players: Field | None) -> list[SeatAssignment]:
    assignments: list[SeatAssignment] = []
    for element in players.elements() if players is not None else []:
        if not element.is_object():
            continue
        seat = _int(element, "seat")
        player_field = element.key("player")
        player = player_field.as_str() if player_field is not None else None
        if seat is not None and player is not None:
            assignments.append((seat, player))
    return assignments


def _previous_hand(previous: Field | None) -> BlindSeats | None:
    if previous is None or not previous.is_object():
        return None
    button, small_blind, big_blind = (_int(previous, name) for name in ("button_seat", "sb_seat", "bb_seat"))
    if button is None or small_blind is None or big_blind is None:
        return None
    return BlindSeats(button, small_blind, big_blind)


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    seats_max = _int(request, "seats_max")
    occupied = _seat_assignments(request.key("occupied_after_previous_hand"))
    previous = _previous_hand(request.key("previous_hand"))
    new_players = _seat_assignments(request.optional("new_players"))
    hands_field = request.optional("hands")
    hands = hands_field.as_int(minimum=1, maximum=MAX_PROJECTED_HANDS) if hands_field is not None else 1
    if request.problems.items or seats_max is None or previous is None or hands is None:
        return None
    table = DeadButtonTable.after_hand(seats_max, occupied, previous, rules.new_player_on_button_or_sb)
    coming = table.projection(hands, new_players=new_players)
    explanation: list[str] = []
    for number, hand in enumerate(coming, start=1):
        if len(coming) > 1:
            explanation.append(f"Hand {number} from now:" if number > 1 else "Next hand:")
        explanation.extend(hand.explanation)
    if len(coming) > 1:
        explanation.append("The hands after the next one assume no further eliminations or new players.")
    return {"rule": RULE, "next_hands": [hand.to_json() for hand in coming], "explanation": explanation}
