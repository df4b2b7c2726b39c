"""`floordesk rule pots` and `floordesk rule split`: the JSON contract of rules-cli.md."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from floordesk.cli.rule import run_rule

# The rules-cli.md example: A all-in 200, B 600, C folded after 600.
POTS_EXAMPLE = {
    "game": "omaha_hi_lo_8",
    "button_seat": 1,
    "lowest_denomination": 25,
    "contributions": [
        {"player": "A", "seat": 2, "contributed": 200, "status": "all_in", "cards": "AsKd2c3h"},
        {"player": "B", "seat": 4, "contributed": 600, "status": "active"},
        {"player": "C", "seat": 7, "contributed": 600, "status": "folded"},
    ],
    "board": "5s4h9cTdJd",
    "showdown": {"high_ranking": [["B"], ["C"], ["A"]], "low_ranking": [["A"]]},
}

# The rules-cli.md split example made whole: three tied high hands, button seat 6 of 9.
SPLIT_EXAMPLE = {
    "game": "holdem",
    "button_seat": 6,
    "seats_at_table": 9,
    "lowest_denomination": 25,
    "pot_amount": 2000,
    "contenders": [
        {"player": "A", "seat": 2, "high_rank": 1, "low_rank": None, "five_card_high_hand": "AsKsQd7c2h"},
        {"player": "B", "seat": 7, "high_rank": 1, "five_card_high_hand": "AhKhQc7d2s"},
        {"player": "C", "seat": 8, "high_rank": 1, "five_card_high_hand": "AdKdQs7h2d"},
        {"player": "D", "seat": 9, "high_rank": 2},
    ],
}


def rule(verb: str, request: object, *, explain: bool = False) -> tuple[int, str, str]:
    source = io.StringIO(json.dumps(request))
    stdout, stderr = io.StringIO(), io.StringIO()
    original = sys.stdin
    sys.stdin = source
    try:
        code = run_rule(verb, "-", explain=explain, stdout=stdout, stderr=stderr)
    finally:
        sys.stdin = original
    return code, stdout.getvalue(), stderr.getvalue()


def answer(verb: str, request: object) -> dict:
    code, out, err = rule(verb, request)
    assert (code, err) == (0, "")
    return json.loads(out)


def errors(verb: str, request: object) -> list[str]:
    code, out, err = rule(verb, request)
    assert (code, out) == (2, "")
    return err.splitlines()


def with_changes(base: dict, **changes: object) -> dict:
    return json.loads(json.dumps({**base, **changes}))


# -- pots -----------------------------------------------------------------------------


def test_pots_example_from_the_contract():
    # Main 600 (A, B): B high 300, A low 300. Side 800 (B only; C's 400 is dead money).
    result = answer("pots", POTS_EXAMPLE)
    assert result["rule"] == 47
    assert result["uncalled_returned"] == {}
    assert [
        {key: pot[key] for key in ("name", "amount", "eligible", "awards", "odd_chips")} for pot in result["pots"]
    ] == [
        {"name": "main", "amount": 600, "eligible": ["A", "B"], "awards": {"A": 300, "B": 300}, "odd_chips": []},
        {"name": "side 1", "amount": 800, "eligible": ["B"], "awards": {"B": 800}, "odd_chips": []},
    ]
    assert result["total_awarded"] == {"A": 300, "B": 1100}
    assert all(isinstance(line, str) for line in result["explanation"])
    assert "C folded: a dead hand wins nothing, wherever it is ranked." in result["explanation"]


def test_pots_odd_chip_of_the_first_split_carries_its_reason():
    # A all-in 175 (7 units), B in for 175 too: main pot 350 = 14 units, B high, A low:
    # 7 and 7, nothing odd. With a folded C's 25 dead: 375 = 15 units, high 8 to B (the
    # odd one, to the high half) = 200, low 7 to A = 175.
    request = with_changes(
        POTS_EXAMPLE,
        contributions=[
            {"player": "A", "seat": 2, "contributed": 175, "status": "all_in"},
            {"player": "B", "seat": 4, "contributed": 175, "status": "active"},
            {"player": "C", "seat": 7, "contributed": 25, "status": "folded"},
        ],
        showdown={"high_ranking": [["B"], ["A"]], "low_ranking": [["A"]]},
    )
    pot = answer("pots", request)["pots"][0]
    assert pot["awards"] == {"A": 175, "B": 200}
    assert pot["odd_chips"] == [
        {"player": "B", "amount": 25, "reason": "odd chip of the first split goes to the high half"}
    ]


def test_pots_from_the_cards_reports_the_hands():
    # Board K♠ Q♦ 7♣ 4♥ 2♠: A (A♥ K♦) and B (A♣ K♣) tie with kings; 2 x 500 = 1000,
    # 500 each.
    request = {
        "game": "holdem",
        "button_seat": 3,
        "lowest_denomination": 25,
        "contributions": [
            {"player": "A", "seat": 1, "contributed": 500, "status": "active", "cards": ["Ah", "Kd"]},
            {"player": "B", "seat": 2, "contributed": 500, "status": "active", "cards": "AcKc"},
        ],
        "board": "KsQd7c4h2s",
    }
    result = answer("pots", request)
    assert result["pots"][0]["awards"] == {"A": 500, "B": 500}
    assert result["pots"][0]["high_winners"] == ["A", "B"]
    assert result["hands"]["A"] == {
        "high": {"cards": ["Ks", "Kd", "Ah", "Qd", "7c"], "description": "one pair (K♠ K♦ A♥ Q♦ 7♣)"},
        "low": None,
    }


def test_pots_config_flag_all_to_first():
    # Three tied hands, 80 units: one_each gives B and C one odd unit each (button 6);
    # all_to_first gives both to B.
    request = {
        "game": "holdem",
        "button_seat": 6,
        "seats_at_table": 9,
        "lowest_denomination": 25,
        "contributions": [
            {"player": "A", "seat": 2, "contributed": 600, "status": "active"},
            {"player": "B", "seat": 7, "contributed": 600, "status": "active"},
            {"player": "C", "seat": 8, "contributed": 600, "status": "active"},
            {"player": "D", "seat": 9, "contributed": 200, "status": "folded"},
        ],
        "showdown": {"high_ranking": [["A", "B", "C"]]},
        "config": {"odd_units": "all_to_first"},
    }
    assert answer("pots", request)["pots"][0]["awards"] == {"A": 650, "B": 700, "C": 650}


def test_pots_explain_prints_the_explanation_on_stderr():
    code, out, err = rule("pots", POTS_EXAMPLE, explain=True)
    assert code == 0
    assert err.splitlines() == json.loads(out)["explanation"]


def test_pots_batch_answers_in_order_from_one_process():
    second = with_changes(POTS_EXAMPLE, button_seat=2)
    results = answer("pots", [POTS_EXAMPLE, second])
    assert [r["total_awarded"] for r in results] == [{"A": 300, "B": 1100}] * 2


def test_pots_batch_with_a_bad_element_names_it():
    # with T30 as the smallest chip, 200 is not whole chips (600 = 20 x T30 is)
    bad = with_changes(POTS_EXAMPLE, lowest_denomination=30)
    assert errors("pots", [POTS_EXAMPLE, bad]) == [
        "floordesk: error: [1].contributions[0].contributed: "
        "200 is not a whole number of the lowest denomination in play (T30)",
    ]


@pytest.mark.parametrize(
    ("changes", "lines"),
    [
        (
            {"game": "draw"},
            [
                "game: must be one of 'holdem', 'omaha', 'omaha_hi_lo_8', 'stud', 'stud_hi_lo_8', 'razz', "
                "not the string 'draw'"
            ],
        ),
        ({"button_seat": None}, ["button_seat: is required: Omaha hi-lo 8 or better is a button game"]),
        (
            {"showdown": {"high_ranking": [["C"], ["B"]], "low_ranking": [["A"]]}},
            [
                "showdown.high_ranking[0][0]: C folded and cannot win a pot",
                "showdown.high_ranking: does not rank A, who contests a pot",
            ],
        ),
        ({"board": "5s4h9cTd"}, ["board: must be 5 cards, not 4"]),
        ({"board": "5s4h9cTdAs"}, ["contributions[0].cards: card As appears twice (also in board)"]),
        ({"showdown": None}, ["contributions[1].cards: is required: B contests a pot and no showdown was stated"]),
        ({"board": "5s4h9cTdXx"}, ["board: 'Xx' is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. \"Td\")"]),
    ],
)
def test_pots_bad_input_one_line_per_problem(changes, lines):
    assert errors("pots", with_changes(POTS_EXAMPLE, **changes)) == [f"floordesk: error: {line}" for line in lines]


def test_pots_bad_contribution_fields():
    request = with_changes(
        POTS_EXAMPLE,
        contributions=[
            {"player": "A", "seat": 2, "contributed": -200, "status": "all_in"},
            {"player": "B", "seat": 4, "contributed": 600, "status": "asleep"},
            {"seat": 7, "contributed": 600, "status": "folded", "cards": "AsKd"},
        ],
    )
    assert errors("pots", request) == [
        "floordesk: error: contributions[0].contributed: must be a whole number >= 0",
        "floordesk: error: contributions[1].status: "
        "must be one of 'active', 'all_in', 'folded', not the string 'asleep'",
        "floordesk: error: contributions[2].player: is required",
    ]


# A stud hand at showdown: A and B tie, 3 units between them, the odd one goes by suit.
STUD_POTS = {
    "game": "stud",
    "lowest_denomination": 25,
    "contributions": [
        {"player": "A", "seat": 1, "contributed": 25, "status": "active"},
        {"player": "B", "seat": 2, "contributed": 25, "status": "active"},
        {"player": "C", "seat": 3, "contributed": 25, "status": "folded"},
    ],
    "showdown": {"high_ranking": [["A", "B"]]},
}


def stud_pots(a: dict, b: dict, **changes: object) -> dict:
    request = with_changes(STUD_POTS, **changes)
    request["contributions"][0].update(a)
    request["contributions"][1].update(b)
    return request


@pytest.mark.parametrize(
    ("a", "b", "changes", "line"),
    [
        (
            {"high_card": "Ah"},
            {"high_card": "Ah"},
            {},
            "contributions[1].high_card: card Ah appears twice (also in contributions[0].high_card)",
        ),
        (
            {"high_card": "9h"},
            {"cards": "9h8s7d6c5sKc2d"},
            {},
            "contributions[1].cards: card 9h appears twice (also in contributions[0].high_card)",
        ),
        (
            # from his cards A's nine-high straight tops at 9♣: B's 9♥ would win the odd chip
            {"cards": "9c8d7h6s5cKs2d", "high_card": "As"},
            {"cards": "9h8s7d6c5h3c2s"},
            {"showdown": None},
            "contributions[0].high_card: card As is not in contributions[0].cards",
        ),
    ],
)
def test_pots_stud_tie_break_cards_are_checked_like_every_other_card(a, b, changes, line):
    assert errors("pots", stud_pots(a, b, **changes)) == [f"floordesk: error: {line}"]


def test_pots_stud_high_card_from_the_cards():
    # The third case above without A's stated A♠: his 9♣ loses the odd chip to B's 9♥.
    result = answer("pots", stud_pots({"cards": "9c8d7h6s5cKs2d"}, {"cards": "9h8s7d6c5h3c2s"}, showdown=None))
    assert result["pots"][0]["awards"] == {"A": 25, "B": 50}


def test_pots_every_stud_tie_without_its_card_is_reported():
    request = stud_pots({}, {"high_card": "Ks"}, showdown={"high_ranking": [["A", "B", "D"]]})
    request["contributions"].append({"player": "D", "seat": 4, "contributed": 25, "status": "active"})
    assert errors("pots", request) == [
        f"floordesk: error: contributions[{i}].high_card: is needed: {name} ties for high in a stud game "
        "and the odd chip goes by suit"
        for i, name in ((0, "A"), (3, "D"))
    ]


# How a stud tie-break card is worked out, in the words of the problem that contradicts it
BY_HIGH_HAND, BY_ALL = "the high card by suit of his five-card hand", "the high card by suit of all his cards"
BY_LOW_HAND = "the high card by suit of his five-card low hand, aces low"
LOWEST_BY_LOW_HAND = "the lowest card by suit of his five-card low hand, aces low"
ALL_CARDS = {"stud_high_card_scope": "all_cards"}


def tie_card_contradicted(path: str, stated: str, source: str, given: str, words: str) -> str:
    return (
        f"floordesk: error: {path}: is {stated}, but from {source} it is {given} ({words}); "
        "give one or the other, or correct it"
    )


def test_pots_stud_tie_card_stated_beside_the_cards_must_be_the_one_they_give():
    # A's nine-high straight 9♣ 8♦ 7♥ 6♠ 5♣ tops at 9♣; he also holds K♠ and states it. Going
    # by the K♠, A took the odd chip; by his hand, B's 9♥ 8♠ 7♦ 6♣ 5♥ beats it: A 25, B 50.
    a, b = {"cards": "9c8d7h6s5cKs2d"}, {"cards": "9h8s7d6c5h3c2s"}
    assert errors("pots", stud_pots({**a, "high_card": "Ks"}, b, showdown=None)) == [
        tie_card_contradicted("contributions[0].high_card", "Ks", "contributions[0].cards", "9c", BY_HIGH_HAND)
    ]
    # stating the card his hand gives changes nothing
    agreeing = answer("pots", stud_pots({**a, "high_card": "9c"}, b, showdown=None))["pots"]
    assert agreeing == answer("pots", stud_pots(a, b, showdown=None))["pots"]
    assert agreeing[0]["awards"] == {"A": 25, "B": 50}


def test_pots_stud_low_card_is_checked_against_all_the_cards_by_flag():
    # Stud hi-lo, 3 units: A's kings (K♠ K♥ A♥ 6♠ 4♥) beat B's queens, 2 units to A; both
    # lows are 6-4-3-2-A, 1 unit between them. Reading all the cards, aces low, A's highest
    # is K♠ and B's Q♦: the low unit is A's too (A 75). A states his 6♠, which would lose
    # to the Q♦.
    a, b = {"cards": "6s4h3d2cAhKsKh"}, {"cards": "6h4d3c2dAsQcQd"}
    changes = {"game": "stud_hi_lo_8", "showdown": None, "config": ALL_CARDS}
    assert errors("pots", stud_pots({**a, "low_card": "6s"}, b, **changes)) == [
        tie_card_contradicted("contributions[0].low_card", "6s", "contributions[0].cards", "Ks", f"{BY_ALL}, aces low")
    ]
    agreeing = answer("pots", stud_pots({**a, "low_card": "Ks"}, b, **changes))["pots"]
    assert agreeing == answer("pots", stud_pots(a, b, **changes))["pots"]
    assert agreeing[0]["awards"] == {"A": 75}


# -- split ----------------------------------------------------------------------------


def test_split_three_tied_winners_two_odd_units_clockwise_from_the_button():
    # 2000 = 80 units among A, B, C (D lost): 26 each, 2 odd. Button 6 of 9: B (7) and
    # C (8) come before A (2). B 675, C 675, A 650.
    result = answer("split", SPLIT_EXAMPLE)
    assert result["rule"] == 48
    assert result["awards"] == {"A": 650, "B": 675, "C": 675}
    assert [(c["player"], c["amount"]) for c in result["odd_chips"]] == [("B", 25), ("C", 25)]
    assert result["explanation"][0] == "A, B and C tie for the pot (2000) and get 650 each before odd chips."


def test_split_identical_value_is_33_33():
    # TDA's 66-chip illustration with T25 units: 1650, X and Y share high and low: 825 each.
    request = {
        "game": "omaha_hi_lo_8",
        "button_seat": 1,
        "lowest_denomination": 25,
        "pot_amount": 1650,
        "contenders": [
            {"player": "X", "seat": 3, "high_rank": 1, "low_rank": 1},
            {"player": "Y", "seat": 5, "high_rank": 1, "low_rank": 1},
        ],
    }
    assert answer("split", request)["awards"] == {"X": 825, "Y": 825}


def test_split_stud_uses_the_five_card_hands_for_the_suit():
    # Two nine-high straights, 7 units: B's 9♠ beats A's 9♥; B 100, A 75. With the
    # all_cards flag A's K♣ (not in his five-card hand) wins it: A 100, B 75.
    request = {
        "game": "stud",
        "lowest_denomination": 25,
        "pot_amount": 175,
        "contenders": [
            {
                "player": "A",
                "seat": 1,
                "high_rank": 1,
                "five_card_high_hand": "9h8s7d6c5s",
                "cards": "9h8s7d6c5sKc2d",
            },
            {"player": "B", "seat": 5, "high_rank": 1, "five_card_high_hand": "9s8h7c6d5h", "cards": "9s8h7c6d5h3c2s"},
        ],
    }
    assert answer("split", request)["awards"] == {"A": 75, "B": 100}
    all_cards = with_changes(request, config={"stud_high_card_scope": "all_cards"})
    assert answer("split", all_cards)["awards"] == {"A": 100, "B": 75}


def test_split_quartered_pot_parts():
    request = {
        "game": "omaha_hi_lo_8",
        "button_seat": 1,
        "lowest_denomination": 25,
        "pot_amount": 1075,
        "contenders": [
            {"player": "A", "seat": 2, "high_rank": 2, "low_rank": 1},
            {"player": "B", "seat": 4, "high_rank": 1, "low_rank": None},
            {"player": "C", "seat": 7, "high_rank": 3, "low_rank": 1},
        ],
    }
    result = answer("split", request)
    assert result["awards"] == {"A": 275, "B": 550, "C": 250}
    assert [(p["half"], p["amount"], p["winners"]) for p in result["parts"]] == [
        ("high", 550, ["B"]),
        ("low", 525, ["A", "C"]),
    ]


@pytest.mark.parametrize(
    ("changes", "lines"),
    [
        (
            {"pot_amount": 2010},
            ["pot_amount: 2010 is not a whole number >= 0 of the lowest denomination in play (T25)"],
        ),
        ({"button_seat": None}, ["button_seat: is required: hold'em is a button game"]),
        ({"button_seat": 11}, ["button_seat: must be a seat from 1 to 9"]),
        ({"contenders": []}, ["contenders: must have at least 1 item"]),
    ],
)
def test_split_bad_input(changes, lines):
    assert errors("split", with_changes(SPLIT_EXAMPLE, **changes)) == [f"floordesk: error: {line}" for line in lines]


def test_split_ranks_must_fit_the_game():
    request = with_changes(
        SPLIT_EXAMPLE,
        contenders=[
            {"player": "A", "seat": 2, "high_rank": 1, "low_rank": 1},
            {"player": "B", "seat": 7},
            {"player": "C", "seat": 8, "high_rank": 0},
        ],
    )
    assert errors("split", request) == [
        "floordesk: error: contenders[0].low_rank: must be null: hold'em has no low half",
        "floordesk: error: contenders[1].high_rank: is required to split a contested hold'em pot",
        "floordesk: error: contenders[2].high_rank: must be a whole number >= 1",
    ]


STUD_SPLIT = {"game": "stud", "lowest_denomination": 25, "pot_amount": 175}


def test_split_stud_tie_needs_cards_for_the_odd_chip_and_says_where_for_every_contender():
    request = with_changes(
        STUD_SPLIT,
        pot_amount=250,  # 10 units among three: one odd unit, ordered by all three cards
        contenders=[
            {"player": "A", "seat": 1, "high_rank": 1},
            {"player": "B", "seat": 5, "high_rank": 1, "high_card": "9h"},
            {"player": "C", "seat": 6, "high_rank": 1, "cards": "9s8h7c6d5h3c2s"},
        ],
    )
    assert errors("split", request) == [
        f"floordesk: error: contenders[{i}].five_card_high_hand: is needed (or high_card): {name} ties for high "
        "in a stud game and the odd chip goes by suit"
        for i, name in ((0, "A"), (2, "C"))
    ]
    # reading all the cards, C's cards serve; A is told so
    all_cards = with_changes(request, config={"stud_high_card_scope": "all_cards"})
    assert errors("split", all_cards) == [
        "floordesk: error: contenders[0].cards: is needed (or high_card): A ties for high in a stud game "
        "and the odd chip goes by suit"
    ]


@pytest.mark.parametrize(
    ("a", "b", "lines"),
    [
        (
            {"five_card_high_hand": "AhKsQd7c2h"},
            {"five_card_high_hand": "AhKhQc7d2s"},
            ["contenders[1].five_card_high_hand: card Ah appears twice (also in contenders[0].five_card_high_hand)"],
        ),
        (
            {"five_card_high_hand": "9s8s7d6c5s", "cards": "9h8s7d6c5sKc2d"},
            {"five_card_high_hand": "9d8h7c6d5h", "cards": "9d8h7c6d5h3c2s"},
            ["contenders[0].five_card_high_hand: card 9s is not in contenders[0].cards"],
        ),
        (
            {"high_card": "Kc", "cards": "9h8s7d6c5sKd2d"},
            {"five_card_high_hand": "9d8h7c6c5h", "low_card": "2d"},
            [
                "contenders[0].high_card: card Kc is not in contenders[0].cards",
                "contenders[1].five_card_high_hand: card 6c appears twice (also in contenders[0].cards)",
                "contenders[1].low_card: card 2d appears twice (also in contenders[0].cards)",
            ],
        ),
    ],
)
def test_split_stud_cards_are_each_contenders_own(a, b, lines):
    contenders = [{"player": "A", "seat": 1, "high_rank": 1, **a}, {"player": "B", "seat": 5, "high_rank": 1, **b}]
    assert errors("split", with_changes(STUD_SPLIT, contenders=contenders)) == [
        f"floordesk: error: {line}" for line in lines
    ]


LOWEST = {"stud_low_tie_rule": "low_card_by_suit"}
# A's and B's hands, as five-card hands and as all seven cards: two nine-high straights
# (A 9♠ 8♥ 7♣ 6♦ 5♥, B 9♥ 8♠ 7♦ 6♣ 5♠, then A K♣ 2♦ and B 3♣ 2♠ aside) and two 6-4-3-2-A
# lows (A 6♠ 4♥ 3♦ 2♣ A♥, B 6♥ 4♦ 3♣ 2♦ A♠, then A K♠ K♥ and B Q♣ Q♦ aside).
STRAIGHTS, ALL_STRAIGHTS = ("9s8h7c6d5h", "9h8s7d6c5s"), ("9s8h7c6d5hKc2d", "9h8s7d6c5s3c2s")
WHEELS, ALL_WHEELS = ("6s4h3d2cAh", "6h4d3c2dAs"), ("6s4h3d2cAhKsKh", "6h4d3c2dAsQcQd")


@pytest.mark.parametrize(
    ("game", "config", "source", "hands", "member", "stated", "given", "words"),
    [
        # A's straight tops at 9♠, B's at 9♥; by A's stated 8♥, B took it
        ("stud", {}, "five_card_high_hand", STRAIGHTS, "high_card", "8h", "9s", BY_HIGH_HAND),
        # all the cards: A's K♣ beats B's 9♥; by A's stated 8♥, B took it
        ("stud", ALL_CARDS, "cards", ALL_STRAIGHTS, "high_card", "8h", "Kc", BY_ALL),
        # razz: A's 6♠ beats B's 6♥ (aces low); by A's stated A♥, B took it
        ("razz", {}, "five_card_low_hand", WHEELS, "low_card", "Ah", "6s", BY_LOW_HAND),
        # lowest card by suit: A's A♥ is below B's A♠; by A's stated 6♠, B took it
        ("razz", LOWEST, "five_card_low_hand", WHEELS, "low_card", "6s", "Ah", LOWEST_BY_LOW_HAND),
        # all the cards, aces low: A's K♠ beats B's Q♦; by A's stated 6♠, B took it
        ("razz", ALL_CARDS, "cards", ALL_WHEELS, "low_card", "6s", "Ks", f"{BY_ALL}, aces low"),
    ],
)
def test_split_stud_tie_card_stated_beside_its_hand_must_be_the_one_it_gives(
    game, config, source, hands, member, stated, given, words
):
    # 7 units between A and B: 3 each and the odd one to A, by the card his hand gives
    rank = "low_rank" if game == "razz" else "high_rank"
    a, b = (
        {"player": name, "seat": seat, rank: 1, source: cards}
        for name, seat, cards in zip("AB", (1, 5), hands, strict=True)
    )
    request = with_changes(STUD_SPLIT, game=game, config=config, contenders=[{**a, member: stated}, b])
    assert errors("split", request) == [
        tie_card_contradicted(f"contenders[0].{member}", stated, f"contenders[0].{source}", given, words)
    ]
    # the card his hand gives, stated or not, gives the same ruling
    request["contenders"][0][member] = given
    assert answer("split", request)["awards"] == {"A": 100, "B": 75}
    del request["contenders"][0][member]
    assert answer("split", request)["awards"] == {"A": 100, "B": 75}


def test_split_every_stud_tie_card_its_hand_contradicts_is_reported():
    # A's high hand K♠ K♥ A♥ 6♠ 4♥ tops at A♥, not K♠; his low hand 6♠ 4♥ 3♦ 2♣ A♥ at 6♠
    # (aces low), not A♥; B's low hand 6♥ 4♦ 3♣ 2♦ A♠ at 6♥, not A♠.
    a = {
        "five_card_high_hand": "KsKhAh6s4h",
        "high_card": "Ks",
        "five_card_low_hand": "6s4h3d2cAh",
        "low_card": "Ah",
    }
    b = {"five_card_high_hand": "QcQdAs6h4d", "five_card_low_hand": "6h4d3c2dAs", "low_card": "As"}
    contenders = [
        {"player": "A", "seat": 1, "high_rank": 1, "low_rank": 1, **a},
        {"player": "B", "seat": 5, "high_rank": 2, "low_rank": 1, **b},
    ]
    assert errors("split", with_changes(STUD_SPLIT, game="stud_hi_lo_8", contenders=contenders)) == [
        tie_card_contradicted("contenders[0].high_card", "Ks", "contenders[0].five_card_high_hand", "Ah", BY_HIGH_HAND),
        tie_card_contradicted("contenders[0].low_card", "Ah", "contenders[0].five_card_low_hand", "6s", BY_LOW_HAND),
        tie_card_contradicted("contenders[1].low_card", "As", "contenders[1].five_card_low_hand", "6h", BY_LOW_HAND),
    ]


def test_split_stud_hi_lo_own_high_and_low_hands_may_share_cards():
    # Both make the wheel for high and low: identical value, 7 units split once by the high
    # card of the high hand, B's A♠ over A's A♦: B 100, A 75.
    request = {
        "game": "stud_hi_lo_8",
        "lowest_denomination": 25,
        "pot_amount": 175,
        "contenders": [
            {
                "player": "A",
                "seat": 1,
                "high_rank": 1,
                "low_rank": 1,
                "five_card_high_hand": "5h4h3d2cAd",
                "five_card_low_hand": "5h4h3d2cAd",
                "cards": "5h4h3d2cAdKcKd",
            },
            {
                "player": "B",
                "seat": 5,
                "high_rank": 1,
                "low_rank": 1,
                "five_card_high_hand": "5s4s3h2dAs",
                "five_card_low_hand": "5s4s3h2dAs",
            },
        ],
    }
    assert answer("split", request)["awards"] == {"A": 75, "B": 100}


def test_split_flop_games_check_the_hole_cards_but_not_the_shared_board():
    # The five-card hands of a flop game share the board's cards: accepted as before.
    board_shared = with_changes(
        SPLIT_EXAMPLE,
        contenders=[
            {"player": "A", "seat": 2, "high_rank": 1, "cards": "AsKd", "five_card_high_hand": "AsKdKhQs2c"},
            {"player": "B", "seat": 7, "high_rank": 1, "cards": "AcKc", "five_card_high_hand": "AcKcKhQs2c"},
        ],
    )
    assert answer("split", board_shared)["awards"] == {"A": 1000, "B": 1000}
    board_shared["contenders"][1]["cards"] = "AsKc"
    assert errors("split", board_shared) == [
        "floordesk: error: contenders[1].cards: card As appears twice (also in contenders[0].cards)"
    ]


# -- the real command -----------------------------------------------------------------


def test_end_to_end_through_the_console_script(tmp_path: Path):
    request_file = tmp_path / "hand.json"
    request_file.write_text(json.dumps(POTS_EXAMPLE), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "floordesk", "rule", "pots", str(request_file), "--explain"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert json.loads(result.stdout)["total_awarded"] == {"A": 300, "B": 1100}
    assert "B wins the high half of the main pot: 300." in result.stderr.splitlines()


def test_end_to_end_bad_input_exits_2_without_a_traceback():
    script = Path(sys.executable).with_name("floordesk")
    bad = with_changes(SPLIT_EXAMPLE, pot_amount=-25, lowest_denomination=0)
    result = subprocess.run(
        [str(script), "rule", "split"], input=json.dumps(bad), capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        "floordesk: error: lowest_denomination: must be a whole number >= 1",
        "floordesk: error: pot_amount: must be a whole number >= 0",
    ]
