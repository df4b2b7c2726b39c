"""Core: readers the requests share for cards and stacks; problems are recorded on the field."""

from __future__ import annotations

from floordesk.core.cards import Card, parse_card, parse_cards
from floordesk.core.chips import Stack
from floordesk.core.fields import Field


def read_cards(field: Field) -> tuple[Card, ...]:
    """A group of cards ("AsKd" or ["As", "Kd"]); () when wrong."""
    return field.parsed(parse_cards) or ()


def read_card(field: Field) -> Card | None:
    return field.parsed(parse_card)


def read_stack(field: Field) -> Stack | None:
    """A stack such as {"25": 3, "100": 12}; None when wrong."""
    return field.parsed(Stack.parse)
