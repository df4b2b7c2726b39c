"""Core: playing cards, their order for races and high-card-by-suit, and decks.

Order is rank first (A high), then suit spades > hearts > diamonds > clubs
(bridge order, as Robert's Rules and the chip-race practice use). Suits never
break a tie for a pot; that is the pot code's business, not the card's.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import total_ordering

from floordesk.core.errors import CardError, Problem
from floordesk.core.fields import describe_json
from floordesk.i18n import translate

RANK_CHARS = "23456789TJQKA"


class Suit(Enum):
    """A suit; `strength` orders suits for the chip race and stud odd chips."""

    CLUBS = ("c", "\u2663", 1)
    DIAMONDS = ("d", "\u2666", 2)
    HEARTS = ("h", "\u2665", 3)
    SPADES = ("s", "\u2660", 4)

    def __init__(self, letter: str, symbol: str, strength: int) -> None:
        self.letter = letter
        self.symbol = symbol
        self.strength = strength

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        for suit in cls:
            if suit.letter == letter:
                return suit
        raise KeyError(letter)


@total_ordering
@dataclass(frozen=True)
class Card:
    """One card; `rank` is 2..14 with the ace high."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14:
            raise CardError.at("", translate("core", "rank {rank} is not 2..14").format(rank=self.rank))

    @property
    def sort_key(self) -> tuple[int, int]:
        return (self.rank, self.suit.strength)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key < other.sort_key

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit.letter

    @property
    def pretty(self) -> str:
        """The card as a supervisor reads it aloud on screen: `A♠`, `10♦`."""
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank - 2]
        return rank + self.suit.symbol


def parse_card(text: object, path: str = "") -> Card:
    """Parse a two-character card such as ``"Td"``; raise CardError naming `path`."""
    if not isinstance(text, str):
        raise CardError.at(
            path,
            translate("core", 'must be a card such as "Td", not {describe_json}').format(
                describe_json=describe_json(text)
            ),
        )
    if len(text) != 2 or text[0].upper() not in RANK_CHARS or text[1].lower() not in "shdc":
        raise CardError.at(
            path,
            translate("core", '{text!r} is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. "Td")').format(
                text=text
            ),
        )
    return Card(RANK_CHARS.index(text[0].upper()) + 2, Suit.from_letter(text[1].lower()))


def parse_cards(value: object, path: str = "") -> tuple[Card, ...]:
    """Parse a group of cards given as ``"AsKd"`` or ``["As", "Kd"]``; no duplicates."""
    if isinstance(value, str):
        compact = value.replace(" ", "").replace(",", "")
        if len(compact) % 2:
            raise CardError.at(
                path, translate("core", "{value!r} is not a whole number of two-character cards").format(value=value)
            )
        texts: list[object] = [compact[i : i + 2] for i in range(0, len(compact), 2)]
        paths = [path] * len(texts)
    elif isinstance(value, list):
        texts = list(value)
        paths = [f"{path}[{i}]" for i in range(len(texts))]
    else:
        raise CardError.at(
            path,
            translate("core", 'must be cards as "AsKd" or ["As", "Kd"], not {describe_json}').format(
                describe_json=describe_json(value)
            ),
        )
    problems: list[Problem] = []
    cards: list[Card] = []
    for text, card_path in zip(texts, paths, strict=True):
        try:
            cards.append(parse_card(text, card_path))
        except CardError as error:
            problems.extend(error.problems)
    if problems:
        raise CardError(problems)
    ensure_distinct({path: cards})
    return tuple(cards)


def ensure_distinct(groups: Mapping[str, Sequence[Card]]) -> None:
    """Raise CardError if any card appears twice within or across the named groups."""
    first_seen: dict[Card, str] = {}
    problems: list[Problem] = []
    for path, cards in groups.items():
        for card in cards:
            if card in first_seen:
                where = "earlier in the same group" if first_seen[card] == path else f"also in {first_seen[card]}"
                problems.append(
                    Problem(
                        path, translate("core", "card {card} appears twice ({where})").format(card=card, where=where)
                    )
                )
            else:
                first_seen[card] = path
    if problems:
        raise CardError(problems)


def full_deck() -> tuple[Card, ...]:
    """The 52 cards, highest first."""
    return tuple(sorted((Card(rank, suit) for rank in range(2, 15) for suit in Suit), reverse=True))


def shuffled_deck(seed: int, excluding: Iterable[Card] = ()) -> list[Card]:
    """A deck shuffled reproducibly from `seed`, so a race can be replayed from its record."""
    excluded = set(excluding)
    deck = [card for card in full_deck() if card not in excluded]
    random.Random(seed).shuffle(deck)
    return deck


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.pretty for card in cards)
