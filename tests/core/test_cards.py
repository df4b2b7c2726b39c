from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floordesk.core.cards import Card, Suit, ensure_distinct, full_deck, parse_card, parse_cards, shuffled_deck
from floordesk.core.errors import CardError


def test_parse_ten_of_diamonds():
    card = parse_card("Td")
    assert card == Card(10, Suit.DIAMONDS)
    assert str(card) == "Td"
    assert card.pretty == "10\u2666"


@pytest.mark.parametrize("text", ["", "T", "1d", "Tx", "10d", "Tdd"])
def test_bad_card_text_is_refused_with_the_path(text):
    with pytest.raises(CardError) as caught:
        parse_card(text, "players[0].race_cards[1]")
    assert caught.value.problems[0].path == "players[0].race_cards[1]"
    assert "not a card" in caught.value.problems[0].message


def test_non_string_card_names_its_kind():
    with pytest.raises(CardError, match="not 7"):
        parse_card(7, "x")


def test_order_is_rank_first_then_spades_hearts_diamonds_clubs():
    # From the rule-46 reading: A > K > ... > 2, then s > h > d > c.
    ordered = [parse_card(t) for t in ["As", "Ah", "Ad", "Ac", "Ks", "2s", "2c"]]
    assert sorted(ordered, reverse=True) == ordered
    assert parse_card("3c") > parse_card("2s")
    assert parse_card("Qs") > parse_card("Qc")


def test_card_groups_as_string_or_array():
    assert parse_cards("AsKd") == parse_cards(["As", "Kd"]) == (parse_card("As"), parse_card("Kd"))


def test_duplicate_in_one_group_is_refused():
    with pytest.raises(CardError, match="appears twice"):
        parse_cards("AsKdAs", "board")


def test_every_bad_card_in_a_group_is_reported():
    with pytest.raises(CardError) as caught:
        parse_cards(["As", "Zz", "K"], "cards")
    assert [p.path for p in caught.value.problems] == ["cards[1]", "cards[2]"]


def test_duplicate_across_groups_names_both():
    with pytest.raises(CardError) as caught:
        ensure_distinct({"board": [parse_card("As")], "players[1].cards": [parse_card("As")]})
    (problem,) = caught.value.problems
    assert problem.path == "players[1].cards"
    assert "also in board" in problem.message


def test_full_deck_has_52_distinct_cards_highest_first():
    deck = full_deck()
    assert len(set(deck)) == 52
    assert str(deck[0]) == "As"
    assert str(deck[-1]) == "2c"


@given(st.integers(min_value=0, max_value=2**32))
def test_shuffle_is_a_permutation_and_replays_from_its_seed(seed):
    deck = shuffled_deck(seed)
    assert sorted(deck) == sorted(full_deck())
    assert shuffled_deck(seed) == deck


def test_shuffle_can_leave_out_cards_already_dealt():
    held = parse_cards("AsKd")
    deck = shuffled_deck(5, excluding=held)
    assert len(deck) == 50
    assert not set(held) & set(deck)
