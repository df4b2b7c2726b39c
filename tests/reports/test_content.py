"""The report's content (reports/content.py): an overruled penalty's decision in force, read through the penalty
decision's reader and said in words beside the penalty as first given."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from floordesk.core.chips import denomination_label
from floordesk.core.rules.chip_race_result import RaceResult
from floordesk.core.ruling import RulingKind, recommend
from floordesk.i18n import format_count
from floordesk.reports import gather
from floordesk.reports.pdf import write_pdf
from floordesk.store.incidents import Party
from tests.reports.conftest import every_kind
from tests.reports.pdf_reading import pdf_text
from tests.store.conftest import Floor, floor

__all__ = ["every_kind", "floor"]  # the reports' log of every kind, and the store's one-event log, shared


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


HIGH_STAKES_RACE = {
    # the T1K colour-up of a late level: every chip a whole thousand, every amount past the grouping's threshold
    "denominations_in_play": [1000, 5000, 25000],
    "denominations_removed": [1000],
    "players": [
        {"seat": 2, "player": "Ana Ribeiro", "stack": {"1000": 3, "5000": 12}, "race_cards": ["7h", "Qc", "2d"]},
        {"seat": 5, "player": "Ben Okafor", "stack": {"1000": 3, "5000": 6, "25000": 2}},
        {"seat": 7, "player": "Chen Wei", "stack": {"1000": 4, "25000": 1}},
    ],
    "deck_from_top": ["Qs", "4h", "9c", "Ad", "Kh", "3s", "5c", "6d"],
}


def test_a_report_names_chips_as_the_screen_does_and_groups_amounts_as_its_language(
    floor: Floor, tmp_path: Path
) -> None:
    recommendation = recommend(RulingKind.CHIP_RACE, HIGH_STAKES_RACE)
    ana, ben, chen = floor.players
    recorded = floor.record(
        kind="chip-race",
        rule=46,
        narrative="The T1K chips raced off at level 30.",
        inputs=HIGH_STAKES_RACE,
        recommended=dict(recommendation.result),
        parties=[Party(2, ana), Party(5, ben), Party(7, chen)],
    )
    target = tmp_path / "de.pdf"
    write_pdf(gather.incident_document(floor.store, recorded.uid, "de"), target)
    words = " ".join(pdf_text(target).split())
    result = RaceResult.read(recommendation.result)
    # each chip as the table and the chip rack name it; a stack as the seat editor writes it
    assert f"Race-Einheit {denomination_label(result.race_unit)}" in words
    for stack in ("12 × T5K, 3 × T1K", "2 × T25K, 7 × T5K", "1 × T25K, 4 × T1K"):  # before, after, before
        assert stack in words
    assert re.search(r"T\d+\.?000\b", words) is None  # no chip is named by its whole value (T5000, T5.000)
    # German's long headers are never broken inside a word (a column narrower than its word did: "Restch ips")
    for header in ("Platz", "Restchips", "Ausgeteilte", "Reihenfolge"):
        assert [word for word in words.split() if len(word) >= 3 and header.startswith(word) and word != header] == []
    # amounts of chips grouped the German way
    assert format_count(result.odd_value_total, "de") in words
    assert result.odd_value_total >= 1000
