"""Request `button`: rule 50, the coming hands' button and blinds (rules-cli.md, "button")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.dead_button import MAX_PROJECTED_HANDS, RULE, BlindSeats, DeadButtonTable, SeatAssignment
from floordesk.core.ruleset import RuleSet
from floordesk.i18n import translate


def _seat_assignments(players: Field) -> list[SeatAssignment]:
    assignments: list[SeatAssignment] = []
    for element in players.elements():
        if not element.is_object():
            continue
        seat = element.read_key("seat", Field.as_int)
        player = element.read_key("player", Field.as_str)
        if seat is not None and player is not None:
            assignments.append((seat, player))
    return assignments


def _previous_hand(previous: Field) -> BlindSeats | None:
    if not previous.is_object():
        return None
    button, small_blind, big_blind = (
        previous.read_key(name, Field.as_int) for name in ("button_seat", "sb_seat", "bb_seat")
    )
    if button is None or small_blind is None or big_blind is None:
        return None
    return BlindSeats(button, small_blind, big_blind)


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    seats_max = request.read_key("seats_max", Field.as_int)
    occupied = request.read_key("occupied_after_previous_hand", _seat_assignments)
    previous = request.read_key("previous_hand", _previous_hand)
    new_players = request.read_optional("new_players", [], _seat_assignments)
    hands = request.read_optional("hands", 1, Field.as_int, minimum=1, maximum=MAX_PROJECTED_HANDS)
    if request.problems.items or seats_max is None or occupied is None or previous is None or hands is None:
        return None
    table = DeadButtonTable.after_hand(seats_max, occupied, previous, rules.new_player_on_button_or_sb)
    coming = table.projection(hands, new_players=new_players)
    explanation: list[str] = []
    for number, hand in enumerate(coming, start=1):
        if len(coming) > 1:
            if number > 1:
                explanation.append(translate("reasons", "Hand {number} from now:").format(number=number))
            else:
                explanation.append(translate("reasons", "Next hand:"))
        explanation.extend(hand.explanation)
    if len(coming) > 1:
        explanation.append(
            translate("reasons", "The hands after the next one assume no further eliminations or new players.")
        )
    return {"rule": RULE, "next_hands": [hand.to_json() for hand in coming], "explanation": explanation}
