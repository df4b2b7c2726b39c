"""Request `chip-race` (rule 46): read the colour-up request, run the core race, return its JSON."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.requests._reading import read_cards, read_stack
from floordesk.core.rules.chip_race import ColourUpRequest, RacePlayer, colour_up
from floordesk.core.ruleset import RuleSet
from floordesk.core.table import MAX_SEATS, MIN_SEATS


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    in_play = request.read_key("denominations_in_play", _denominations)
    removed = request.read_key("denominations_removed", _denominations)
    seats_max = request.read_optional("seats_max", MAX_SEATS, Field.as_int, minimum=MIN_SEATS, maximum=MAX_SEATS)
    players = [_player(element) for element in request.read_key("players", Field.elements, min_items=1) or []]
    deck = request.read_optional("deck_from_top", None, read_cards)
    seed = request.read_optional("seed", None, Field.as_int, minimum=0)
    if request.problems.items or in_play is None or removed is None or seats_max is None:
        return None
    race = colour_up(
        ColourUpRequest(
            denominations_in_play=tuple(value for value in in_play if value is not None),
            denominations_removed=tuple(value for value in removed if value is not None),
            players=tuple(player for player in players if player is not None),
            deck_from_top=deck,
            seed=seed,
            seats_max=seats_max,
            rules=rules,
        )
    )
    return race.to_json()


def _denominations(field: Field) -> list[int | None]:
    return [element.as_int(minimum=1) for element in field.elements(min_items=1)]


def _player(field: Field) -> RacePlayer | None:
    if not field.is_object():
        return None
    # all looked up before any is read, so the 'is required' problems are reported first
    seat_field, name_field, stack_field = field.key("seat"), field.key("player"), field.key("stack")
    seat = seat_field.as_int(minimum=1) if seat_field else None
    name = name_field.as_str() if name_field else None
    stack = read_stack(stack_field) if stack_field else None
    race_cards = field.read_optional("race_cards", (), read_cards)
    absent = field.read_optional("absent", False, Field.as_bool)
    if seat is None or name is None or stack is None or absent is None:
        return None
    return RacePlayer(seat=seat, name=name, stack=stack, race_cards=race_cards, absent=absent)
