"""Report test set-up: a log holding one ruling of every kind, each recommended by the rules core."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from floordesk.core.ruling import RulingKind, recommend
from floordesk.store.incidents import Party, PenaltyDraft, Recorded
from tests.store.conftest import Floor, floor, make_floor

__all__ = ["floor"]  # the store's one-event log, for the reports' tests too

REQUESTS: dict[str, dict[str, Any]] = {
    "chip-race": {
        "denominations_in_play": [25, 100, 500],
        "denominations_removed": [25],
        "players": [
            {"seat": 2, "player": "Ana Ribeiro", "stack": {"25": 3, "100": 12}, "race_cards": ["7h", "Qc", "2d"]},
            {"seat": 5, "player": "Ben Okafor", "stack": {"25": 3, "100": 6}},
            {"seat": 7, "player": "Chen Wei", "stack": {"25": 5, "500": 2}},
        ],
        "deck_from_top": ["Qs", "4h", "9c", "Ad", "Kh", "3s", "5c", "6d"],
    },
    "found-chips": {
        "smallest_denomination_in_play": 100,
        "removed_denomination": 25,
        "found_after_race": {"player": "Chen Wei", "chips": {"25": 5}},
    },
    "pots": {
        "game": "holdem",
        "button_seat": 1,
        "lowest_denomination": 25,
        "contributions": [
            {"player": "Ana Ribeiro", "seat": 2, "contributed": 275, "status": "all_in"},
            {"player": "Ben Okafor", "seat": 4, "contributed": 600, "status": "active"},
            {"player": "Chen Wei", "seat": 7, "contributed": 600, "status": "active"},
        ],
        "showdown": {"high_ranking": [["Ana Ribeiro", "Chen Wei"], ["Ben Okafor"]]},
    },
    "split": {
        "game": "holdem",
        "button_seat": 6,
        "seats_at_table": 9,
        "lowest_denomination": 25,
        "pot_amount": 1675,
        "contenders": [
            {"player": "Ana Ribeiro", "seat": 2, "high_rank": 1, "low_rank": None},
            {"player": "Ben Okafor", "seat": 4, "high_rank": 1, "low_rank": None},
        ],
    },
    "clock": {"clock_requested_at_s": 130, "player_action_at_s": None, "facing_bet": True},
    "button": {
        "seats_max": 9,
        "occupied_after_previous_hand": [{"seat": s, "player": p} for s, p in [(1, "A"), (3, "C"), (6, "F"), (8, "H")]],
        "previous_hand": {"button_seat": 3, "sb_seat": 4, "bb_seat": 5},
        "hands": 2,
    },
    "penalty": {
        "offence": "card_exposed_with_action_pending",
        "penalty": {"type": "missed_round", "rounds": 1},
        "players_at_table_when_given": 8,
        "given_during_hand_number": 100,
        "offender_in_that_hand": True,
    },
}


def record_every_kind(floor: Floor) -> dict[str, Recorded]:
    recorded: dict[str, Recorded] = {}
    ana, ben, chen = floor.players
    for kind, request in REQUESTS.items():
        ruling_kind = RulingKind(kind)
        recommendation = recommend(ruling_kind, request)
        extra: dict[str, Any] = {}
        if kind == "penalty":
            extra["penalties"] = [PenaltyDraft(ana, "missed_round", recommendation.result["hands_to_miss"], 1)]
        recorded[kind] = floor.record(
            kind=kind,
            rule=ruling_kind.rule,
            narrative=f"A {kind.replace('-', ' ')} at table 7, level 12.",
            inputs=request,
            recommended=dict(recommendation.result),
            parties=[Party(2, ana), Party(4, ben), Party(7, chen)],
            **extra,
        )
    recorded["dispute"] = floor.record(
        kind="dispute",
        rule=44,
        narrative="String bet claimed by seat 4; the dealer heard 'call' first.",
        inputs={"claim": "string bet", "heard_by": ["Dealer Bob"]},
        recommended=None,
        decision={"ruling": "the call stands", "bet": 1200},
        parties=[Party(2, ana), Party(4, ben)],
    )
    return recorded


@pytest.fixture
def every_kind(tmp_path: Path) -> Iterator[tuple[Floor, dict[str, Recorded]]]:
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    recorded = record_every_kind(floor)
    yield floor, recorded
    floor.store.close()
