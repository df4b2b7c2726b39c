"""Rule 51's pots result read back from its JSON: every pot, award, odd chip and return the core settled; a departure's
payout in chips; another shape refused by name."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.rules.pots_result import PotsDecision, PotsResult
from floordesk.core.ruling import RulingKind, recommend
from floordesk.selftest import SAMPLES

# Three players, the short one all in, a side pot, an uncalled bet returned and a chopped main pot with an odd chip.
SIDE_POTS = {
    "game": "holdem",
    "button_seat": 3,
    "lowest_denomination": 25,
    "contributions": [
        {"player": "A", "seat": 1, "contributed": 325, "status": "all_in", "cards": "AhKd"},
        {"player": "B", "seat": 2, "contributed": 1000, "status": "active", "cards": "AcKc"},
        {"player": "C", "seat": 3, "contributed": 1500, "status": "active", "cards": "8h9h"},
    ],
    "board": "KsQd7c4h2s",
}


def _result(request: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(dict(recommend(RulingKind.POTS, request).result))


@pytest.mark.parametrize("request_", [SAMPLES["pots"].request, SIDE_POTS], ids=["chopped", "side pots"])
def test_the_pots_read_back_as_the_core_settled_them(request_: dict[str, Any]) -> None:
    recorded = _result(request_)
    result = PotsResult.read(recorded)
    assert [(pot.name, pot.amount, list(pot.eligible), pot.awards) for pot in result.pots] == [
        (pot["name"], pot["amount"], pot["eligible"], pot["awards"]) for pot in recorded["pots"]
    ]
    assert [[(odd.amount, odd.player, odd.reason) for odd in pot.odd_chips] for pot in result.pots] == [
        [(odd["amount"], odd["player"], odd["reason"]) for odd in pot["odd_chips"]] for pot in recorded["pots"]
    ]
    assert result.total_awarded == recorded["total_awarded"]
    assert result.uncalled_returned == recorded["uncalled_returned"]
    assert set(result.hands) == set(recorded["hands"])
    assert result.payout is None
    # every chip put in goes back out: awarded or returned
    assert sum(result.amounts.values()) == sum(c["contributed"] for c in request_["contributions"])


def test_a_departure_reads_its_payout_in_chips() -> None:
    recorded = {**_result(SIDE_POTS), "payout": {"A": {"25": 4}, "B": {}, "C": {"100": 10}}}
    assert PotsResult.read(recorded).payout == {"A": Stack({25: 4}), "B": Stack(), "C": Stack({100: 10})}


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda r: r.pop("pots"), "result.pots: is missing"),
        (lambda r: r["pots"][0].update(amount=-25), "amount"),
        (lambda r: r["pots"][0].update(eligible="A"), "eligible"),
        (lambda r: r["pots"][0].update(awards={"A": "all"}), "awards"),
        (lambda r: r.update(total_awarded=[1000]), "result.total_awarded"),
        (lambda r: r.update(uncalled_returned={"C": 1.5}), "result.uncalled_returned"),
        (lambda r: r.update(payout={"A": {"25": -1}}), "result.payout"),
    ],
)
def test_a_result_of_another_shape_is_refused_naming_the_field(change: Any, named: str) -> None:
    recorded = _result(SIDE_POTS)
    change(recorded)
    with pytest.raises(InvalidInput, match="not a pots result as recorded") as refused:
        PotsResult.read(recorded)
    assert named in str(refused.value)


# -- a pots or split decision as an overrule reads it (it may give only what each player gets) ---------------


def test_a_decision_read_whole_gives_what_the_result_gives() -> None:
    recorded = _result(SIDE_POTS)
    decision = PotsDecision.read(recorded)
    assert decision.amounts == PotsResult.read(recorded).amounts
    assert decision.pots is not None
    assert [(pot.name, pot.amount, pot.eligible, pot.awards) for pot in decision.pots] == [
        (pot["name"], pot["amount"], tuple(pot["eligible"]), pot["awards"]) for pot in recorded["pots"]
    ]
    assert decision.pots[0].recorded == recorded["pots"][0]
    assert not decision.split


@pytest.mark.parametrize(
    ("decision", "amounts", "split"),
    [
        ({"total_awarded": {"P2": 450, "P7": 450}}, {"P2": 450, "P7": 450}, False),
        ({"total_awarded": {"P2": 400}, "uncalled_returned": {"P2": 100, "P5": 25}}, {"P2": 500, "P5": 25}, False),
        ({"awards": {"P2": 825, "P5": 825}, "odd_chips": []}, {"P2": 825, "P5": 825}, True),
        ({"total_awarded": {"P2": 900}, "payout": {"P2": {"100": 2}, "P5": {"25": 4}}}, {"P2": 200, "P5": 100}, False),
        ({}, {}, False),
    ],
    ids=["awarded only", "with a return", "a split's awards", "a payout in chips counts alone", "nothing given"],
)
def test_a_partial_decision_reads_what_each_player_is_given(decision: Any, amounts: Any, split: bool) -> None:
    read = PotsDecision.read(decision)
    assert read.amounts == amounts
    assert read.split is split
    assert read.pots is None


@pytest.mark.parametrize(
    ("decision", "path"),
    [
        ({"total_awarded": {"P7": -900}}, "result.total_awarded.P7"),
        ({"total_awarded": {"P7": True}}, "result.total_awarded.P7"),
        ({"total_awarded": "everything to P2"}, "result.total_awarded"),
        ({"awards": {"P2": "half"}}, "result.awards.P2"),
        ({"uncalled_returned": [100]}, "result.uncalled_returned"),
        ({"payout": {"P2": {"100": -1}}}, "result.payout.P2"),
        ({"payout": "P2 takes it"}, "result.payout"),
        ({"pots": [{"amount": 900}]}, "result.pots"),
        ({"pots": [{"amount": "all", "eligible": ["P2"]}]}, "result.pots"),
        ("P2 takes it", "result"),
    ],
)
def test_a_decision_of_another_shape_is_refused_naming_the_field(decision: Any, path: str) -> None:
    with pytest.raises(InvalidInput, match="not a pots result as recorded") as refused:
        PotsDecision.read(decision)
    assert [problem.path for problem in refused.value.problems] == [path]
