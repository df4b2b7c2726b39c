"""Core: cards entered on a wizard's page, checked: the right number in each group, each a card, none twice."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floordesk.core.cards import Card, parse_card
from floordesk.core.errors import InvalidInput, Problem
from floordesk.i18n import translate


@dataclass(frozen=True)
class CardGroup:
    """One field's cards: a player's (`owner` "seat 3") or the board's, and how many it must hold."""

    field: str
    owner: str
    texts: object
    """the answer as given: a list of card texts when well formed"""
    count: int
    needs: str
    """what the field needs, in words: "needs 5 cards", "needs 3 cards, one per odd chip\""""
    at_most: bool = False
    """`count` is a limit, not the number needed: the cards seen of a hand whose other cards are gone"""


def card_entry_problems(groups: Iterable[CardGroup]) -> list[Problem]:
    """Every problem of the cards entered, each on its group's field; a card is used once across all groups."""
    problems: list[Problem] = []
    seen: dict[Card, str] = {}
    for group in groups:
        if not isinstance(group.texts, list):
            problems.append(Problem(group.field, translate("core", "enter the cards")))
            continue
        if len(group.texts) > group.count if group.at_most else len(group.texts) != group.count:
            problems.append(
                Problem(
                    group.field,
                    translate("core", "{needs}; {count} entered").format(needs=group.needs, count=len(group.texts)),
                )
            )
        for text in group.texts:
            try:
                card = parse_card(text, group.field)
            except InvalidInput as error:
                problems += [Problem(group.field, problem.message) for problem in error.problems]
                continue
            if card in seen:
                where = "earlier here" if seen[card] == group.owner else f"for {seen[card]}"
                problems.append(
                    Problem(
                        group.field,
                        translate("core", "{pretty} is already used ({where})").format(pretty=card.pretty, where=where),
                    )
                )
            seen.setdefault(card, group.owner)
    return problems
