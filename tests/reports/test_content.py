"""The report's content (reports/content.py): an overruled penalty's decision in force, read through the penalty
decision's reader and said in words beside the penalty as first given."""

from __future__ import annotations

import re
from typing import Any

import pytest

from floordesk.reports import gather
from tests.reports.conftest import every_kind
from tests.store.conftest import Floor

__all__ = ["every_kind"]  # the reports' log of every kind, shared


def in_force(floor: Floor, uid: str) -> str:
    html = gather.incident_document(floor.store, uid).html
    plain = " ".join(re.sub(r"<[^>]+>", " ", html).split())
    found = re.search(r"In force: (.*?), overruled by", plain)
    assert found is not None, "the decision in force is not said"
    return found.group(1)


@pytest.mark.parametrize(
    ("decision", "said"),
    [
        ({"hands_to_miss": 0}, "a warning (no hand to miss)"),
        ({"hands_to_miss": 1}, "1 hand to miss"),
        ({"hands_to_miss": 16, "penalty": {"type": "missed_round", "rounds": 2}}, "16 hands to miss"),
        ({"hands_to_miss": 0, "player_status": "disqualified", "chips_removed_from_play": 900}, "disqualification"),
        ({"player_status": "disqualified"}, "disqualification"),
        ({"hands_to_miss": "eight"}, "as the decision in force says"),
        ({"ruling": "he sits out until the break"}, "as the decision in force says"),
    ],
)
def test_an_overruled_penalty_says_the_decision_in_force(every_kind: Any, decision: object, said: str) -> None:
    floor, recorded = every_kind
    uid = recorded["penalty"].uid
    floor.store.incidents.overrule(uid, decision, "the Tournament Director's ruling", floor.td)
    assert in_force(floor, uid) == said
