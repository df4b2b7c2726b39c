"""Rule 51's pots result read back from its JSON: every pot, award, odd chip and return the core settled; a departure's
payout in chips; another shape refused by name."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from floordesk.core.chips import Stack
from floordesk.core.errors import InvalidInput
from floordesk.core.rules.pots_result import PotsResult
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
