"""Cards entered on a wizard's page (core/flows/card_entry.py): each group the right number of cards, each a card,
and no card used twice across the groups, every problem on its group's field."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.errors import Problem
from floordesk.core.flows.card_entry import CardGroup, card_entry_problems


def group(field: str, texts: object, count: int = 2, owner: str | None = None) -> CardGroup:
    return CardGroup(field, owner or field, texts, count, f"needs {count} cards")


def test_two_players_cards_entered_right_have_no_problem():
    assert card_entry_problems([group("cards.3", ["As", "Kd"]), group("cards.5", ["Qh", "Qc"])]) == []


def test_each_group_is_checked_on_its_own_field():
    problems = card_entry_problems(
        [group("cards.3", "AsKd"), group("cards.5", ["Qh"]), group("board", ["Zz", "2c"], owner="the board")]
    )
    assert [p.path for p in problems] == ["cards.3", "cards.5", "board"]
    assert problems[0] == Problem("cards.3", "enter the cards")
    assert problems[1] == Problem("cards.5", "needs 2 cards; 1 entered")


def test_a_card_used_twice_is_named_where_it_was_first_used():
    problems = card_entry_problems(
        [group("cards.3", ["As", "Kd"], owner="seat 3"), group("board", ["As", "Kd", "Kd"], 3, "the board")]
    )
    assert [p.message for p in problems] == [
        "A\N{BLACK SPADE SUIT} is already used (for seat 3)",
        "K\N{BLACK DIAMOND SUIT} is already used (for seat 3)",
        "K\N{BLACK DIAMOND SUIT} is already used (for seat 3)",
    ]
    same = card_entry_problems([group("cards.3", ["As", "As"], owner="seat 3")])
    assert [p.message for p in same] == ["A\N{BLACK SPADE SUIT} is already used (earlier here)"]


CARDS = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


@given(st.lists(st.sampled_from(CARDS), min_size=1, max_size=12))
def test_property_a_problem_for_each_card_seen_before_and_none_else(texts):
    problems = card_entry_problems([group("cards", texts, count=len(texts))])
    assert len(problems) == len(texts) - len(set(texts))
