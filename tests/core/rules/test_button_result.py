"""Rule 50's button result read back from its JSON: the seats and players the core placed; another shape refused."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.rules.button_result import ButtonDecision, ButtonResult
from floordesk.core.ruling import RulingKind, recommend
from floordesk.selftest import SAMPLES


def _result() -> dict[str, Any]:
    return copy.deepcopy(dict(recommend(RulingKind.BUTTON, SAMPLES["button"].request).result))


def test_the_next_hands_read_back_as_the_core_placed_them() -> None:
    recorded = _result()
    result = ButtonResult.read(recorded)
    assert len(result.next_hands) == len(recorded["next_hands"])
    for hand, written in zip(result.next_hands, recorded["next_hands"], strict=True):
        assert hand.markers == (written["button_seat"], written["sb_seat"], written["bb_seat"])
        assert (hand.button_player, hand.sb_player, hand.bb_player) == (
            written["button_player"],
            written["sb_player"],
            written["bb_player"],
        )
        assert hand.first_to_act_preflop == written["first_to_act_preflop"]
        assert list(hand.not_dealt_in) == written["not_dealt_in"]
        assert hand.recorded == written  # restated whole by an overrule that moves its markers
    assert result.next_hand == result.next_hands[0]


def test_an_empty_seat_on_a_marker_reads_as_nobody() -> None:
    recorded = _result()
    recorded["next_hands"][0]["sb_player"] = None
    assert ButtonResult.read(recorded).next_hand.sb_player is None


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda r: r.pop("next_hands"), "next_hands: is missing"),
        (lambda r: r.update(next_hands=[]), "next_hands"),
        (lambda r: r["next_hands"][0].update(button_seat="3"), "button_seat"),
        (lambda r: r["next_hands"][0].pop("bb_seat"), "bb_seat"),
        (lambda r: r["next_hands"][0].update(not_dealt_in="N"), "not_dealt_in"),
        (lambda r: r["next_hands"][0].update(sb_player=4), "sb_player"),
    ],
)
def test_a_result_of_another_shape_is_refused_naming_the_field(change: Any, named: str) -> None:
    recorded = _result()
    change(recorded)
    with pytest.raises(InvalidInput, match="not a button result as recorded") as refused:
        ButtonResult.read(recorded)
    assert named in str(refused.value)


def test_a_decision_that_gives_only_the_markers_seats_reads_as_those_markers() -> None:
    decision = ButtonDecision.read({"next_hands": [{"button_seat": 5, "sb_seat": 7, "bb_seat": 2}]})
    assert decision.markers == (5, 7, 2)
    assert decision.result.next_hand.button_player is None


def test_a_recorded_result_reads_as_a_decision() -> None:
    recorded = _result()
    first = recorded["next_hands"][0]
    assert ButtonDecision.read(recorded).markers == (first["button_seat"], first["sb_seat"], first["bb_seat"])


@pytest.mark.parametrize(
    ("decision", "refused"),
    [
        ({}, [("result.next_hands", "must give the next hand's button and blinds")]),
        ({"next_hands": []}, [("result.next_hands", "must give the next hand's button and blinds")]),
        ({"next_hands": "seat 2"}, [("result.next_hands", "must give the next hand's button and blinds")]),
        ({"next_hands": [5]}, [("result.next_hands", "must give the next hand's button and blinds")]),
        (
            {"next_hands": [{"button_seat": "x"}]},
            [
                ("result.next_hands.button_seat", "must be a seat number"),
                ("result.next_hands.sb_seat", "must be a seat number"),
                ("result.next_hands.bb_seat", "must be a seat number"),
            ],
        ),
        (
            {"next_hands": [{"button_seat": 0, "sb_seat": True, "bb_seat": 2}]},
            [
                ("result.next_hands.button_seat", "must be a seat number"),
                ("result.next_hands.sb_seat", "must be a seat number"),
            ],
        ),
    ],
)
def test_a_decision_without_the_next_hands_markers_is_refused_seat_by_seat(
    decision: dict[str, Any], refused: list[tuple[str, str]]
) -> None:
    with pytest.raises(InvalidInput) as error:
        ButtonDecision.read(decision)
    assert [(p.path, p.message) for p in error.value.problems] == refused


def test_a_decision_with_its_markers_but_another_shape_is_refused_as_the_result_reader_refuses_it() -> None:
    decision = {"next_hands": [{"button_seat": 5, "sb_seat": 7, "bb_seat": 2, "sb_player": 7}]}
    with pytest.raises(InvalidInput, match="not a button result as recorded") as error:
        ButtonDecision.read(decision)
    assert [p.path for p in error.value.problems] == ["result.next_hands"]
