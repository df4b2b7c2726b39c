"""CLI verb `chip-race` (rule 46): read the colour-up request, run the core race, return its JSON."""

from __future__ import annotations

from typing import Any

from floordesk.cli.verbs._reading import read_cards, read_stack
from floordesk.core.fields import Field
from floordesk.core.rules.chip_race import ColourUpRequest, RacePlayer, colour_up
from floordesk.core.ruleset import RuleSet
from floordesk.core.table import MAX_SEATS, MIN_SEATS


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    in_play = _denominations(request.key("denominations_in_play"))
    removed = _denominations(request.key("denominations_removed"))
    seats_max_field = request.optional("seats_max")
    seats_max = seats_max_field.as_int(minimum=MIN_SEATS, maximum=MAX_SEATS) if seats_max_field else MAX_SEATS
    players_field = request.key("players")
    players = [_player(element) for element in players_field.elements(min_items=1)] if players_field else []
    deck_field = request.optional("deck_from_top")
    deck = read_cards(deck_field) if deck_field else None
    seed_field = request.optional("seed")
    seed = seed_field.as_int(minimum=0) if seed_field else None
    if request.problems.items or seats_max is None:
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


def _denominations(field: Field | None) -> list[int | None]:
    return [element.as_int(minimum=1) for element in field.elements(min_items=1)] if field else []


def _player(field: Field) -> RacePlayer | None:
    if not field.is_object():
        return None
    seat_field, name_field, stack_field = field.key("seat"), field.key("player"), field.key("stack")
    seat = seat_field.as_int(minimum=1) if seat_field else None
    name = name_field.as_str() if name_field else None
    stack = read_stack(stack_field) if stack_field else None
    race_cards = read_cards(field.optional("race_cards"))
    absent_field = field.optional("absent")
    absent = absent_field.as_bool() if absent_field else False
    if seat is None or name is None or stack is None or absent is None:
        return None
    return RacePlayer(seat=seat, name=name, stack=stack, race_cards=race_cards, absent=absent)
