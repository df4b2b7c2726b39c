from __future__ import annotations

import json
import threading

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import (
    REASON_MAX,
    Decision,
    Recommendation,
    Ruling,
    RulingKind,
    decision_problems,
    recommend,
    recorded_explanation,
    with_rule_set,
)
from floordesk.i18n import SPEAKER
from tests.reports.conftest import REQUESTS

RACE = {
    "denominations_in_play": [25, 100, 500],
    "denominations_removed": [25],
    "players": [
        {"seat": 2, "player": "B", "stack": {"25": 3, "100": 12}, "race_cards": ["7h", "Qc", "2d"]},
        {"seat": 5, "player": "C", "stack": {"25": 3, "100": 6}, "race_cards": ["Qs", "4h", "9c"]},
    ],
}


def test_the_computed_kinds_are_the_rule_verbs_and_each_names_its_rule():
    assert [kind.value for kind in RulingKind.computed()] == [
        "chip-race",
        "found-chips",
        "pots",
        "split",
        "clock",
        "button",
        "penalty",
        "penalty-hand",
    ]
    assert RulingKind.CHIP_RACE.rule == 46
    assert RulingKind.CLOCK.rule == 49
    assert RulingKind.OTHER.rule is None
    assert not RulingKind.DISPUTE.is_computed


def test_a_recommendation_is_the_rule_core_result_and_replays_from_its_request():
    first = recommend(RulingKind.CHIP_RACE, RACE)
    assert first.rule == 46
    assert first.result["race_awards_in_order"] == [{"player": "C", "card": "Qs"}, {"player": "B", "card": "Qc"}]
    assert first.explanation
    assert all(isinstance(line, str) for line in first.explanation)
    assert recommend(first.kind, dict(first.request)).result == first.result


def test_a_bad_request_names_every_problem_by_its_field():
    with pytest.raises(InvalidInput) as caught:
        recommend(RulingKind.CHIP_RACE, {"denominations_in_play": [25, 100], "players": []})
    paths = {problem.path for problem in caught.value.problems}
    assert "denominations_removed" in paths
    assert "players" in paths


def test_a_kind_the_core_does_not_compute_is_refused():
    with pytest.raises(InvalidInput, match="not computed"):
        recommend(RulingKind.DISPUTE, {})


def test_the_event_rule_set_goes_into_the_request_and_a_stated_flag_wins():
    request = with_rule_set({"config": {"clock_s": 30}, "x": 1}, RuleSet.tda_style())
    assert request["x"] == 1
    assert request["config"]["clock_s"] == 30
    assert request["config"]["on_expiry"] == "dead_if_facing_bet_else_check"
    assert RuleSet.from_json(request["config"]).max_penalty_rounds is None


def _recommended() -> Recommendation:
    return recommend(RulingKind.CHIP_RACE, RACE)


def test_following_needs_no_reason_and_refuses_one():
    assert decision_problems(_recommended(), Decision.follow()) == []
    problems = decision_problems(_recommended(), Decision(Decision.follow().kind, reason="because"))
    assert [p.path for p in problems] == ["reason"]


@pytest.mark.parametrize("reason", [None, "", "   "])
def test_a_departure_without_a_reason_is_refused_under_rule_44(reason):
    problems = decision_problems(_recommended(), Decision.depart({"stacks_after": {}}, reason))
    assert [(p.path, "rule 44" in p.message) for p in problems] == [("reason", True)]


def test_a_departure_must_state_a_different_outcome_and_a_reason_of_sensible_length():
    recommendation = _recommended()
    same = decision_problems(recommendation, Decision.depart(dict(recommendation.result), "x"))
    assert [p.path for p in same] == ["decision"]
    missing = decision_problems(recommendation, Decision.depart(None, "x"))
    assert [p.path for p in missing] == ["decision"]
    long = decision_problems(recommendation, Decision.depart({"other": 1}, "x" * (REASON_MAX + 1)))
    assert [p.path for p in long] == ["reason"]


def test_a_ruling_cannot_be_made_from_a_decision_with_problems():
    with pytest.raises(InvalidInput):
        Ruling.of(_recommended(), Decision.depart({"other": 1}, ""))


def test_a_followed_ruling_records_the_request_and_the_result_and_no_decision_of_its_own():
    ruling = Ruling.of(_recommended(), Decision.follow(), witnesses=["Dealer Ann"])
    fields = ruling.incident_fields()
    assert fields["rule"] == 46
    assert fields["kind"] == "chip-race"
    assert fields["inputs"] == RACE
    assert fields["recommended"] == ruling.outcome
    assert fields["decision"] is None
    assert fields["departure_reason"] is None
    assert fields["witnesses"] == ["Dealer Ann"]
    assert fields["narrative"].endswith("The floor followed the recommendation.")


def test_a_departed_ruling_records_the_decided_outcome_and_the_reason():
    decided = {"stacks_after": {"B": {"100": 13}, "C": {"100": 7}}}
    ruling = Ruling.of(_recommended(), Decision.depart(decided, "  dealer exposed the deck  "))
    fields = ruling.incident_fields()
    assert ruling.outcome == decided
    assert fields["decision"] == decided
    assert fields["departure_reason"] == "dealer exposed the deck"
    assert "departed from the recommendation (rule 44): dealer exposed the deck" in fields["narrative"]


# A clock, a pot with an odd chip, a chip race and a penalty: the reasons the floor reads out most.
SAID = {
    RulingKind.CLOCK: {"clock_requested_at_s": 130, "player_action_at_s": 205, "facing_bet": True},
    RulingKind.POTS: REQUESTS["pots"],
    RulingKind.CHIP_RACE: RACE,
    RulingKind.PENALTY: REQUESTS["penalty"],
}


def _recorded_bytes(recommendation: Recommendation) -> bytes:
    fields = Ruling.of(recommendation, Decision.follow()).incident_fields()
    return json.dumps(fields, sort_keys=True, ensure_ascii=False).encode()


@pytest.mark.parametrize("kind", list(SAID))
def test_a_recommendation_records_the_same_bytes_whatever_language_the_thread_speaks(kind):
    english = _recorded_bytes(recommend(kind, SAID[kind]))
    spoken: dict[str, bytes] = {}

    def in_german() -> None:
        with SPEAKER.speaking("de"):
            spoken["de"] = _recorded_bytes(recommend(kind, SAID[kind]))

    thread = threading.Thread(target=in_german)
    thread.start()
    thread.join()
    assert spoken["de"] == english
    SPEAKER.use("es")  # the whole process, as Window > Language switches it
    try:
        assert _recorded_bytes(recommend(kind, SAID[kind])) == english
    finally:
        SPEAKER.use("en")


@pytest.mark.parametrize("kind", list(SAID))
def test_the_reasons_are_said_in_the_language_asked_and_recorded_in_english(kind):
    recommendation = recommend(kind, SAID[kind])
    assert recommendation.explanation_in("en") == recommendation.explanation
    for language in ("es", "fr", "pt_BR", "de"):
        said = recommendation.explanation_in(language)
        assert len(said) == len(recommendation.explanation)
        assert not set(said) & set(recommendation.explanation), language  # no sentence left in English
    german = " ".join(recommendation.explanation_in("de"))
    assert {"clock": "Countdown", "pots": "Main Pot", "chip-race": "Chip Race", "penalty": "Strafe"}[
        kind.value
    ] in german


def test_a_request_refused_in_a_german_thread_is_refused_in_german():
    request = {"clock_requested_at_s": -5, "player_action_at_s": None}
    with pytest.raises(InvalidInput) as english:
        recommend(RulingKind.CLOCK, request)
    with SPEAKER.speaking("de"), pytest.raises(InvalidInput) as german:
        recommend(RulingKind.CLOCK, request)
    assert [p.path for p in german.value.problems] == [p.path for p in english.value.problems]
    assert [p.message for p in german.value.problems] != [p.message for p in english.value.problems]


def test_a_recorded_explanation_is_said_again_only_when_todays_rules_give_it_word_for_word():
    recommendation = recommend(RulingKind.CLOCK, SAID[RulingKind.CLOCK])
    recorded = json.loads(json.dumps(recommendation.result))  # as the log reads it back
    again = recorded_explanation("clock", recommendation.request, recorded, "es")
    assert again.lines == recommendation.explanation_in("es")
    assert not again.in_english_as_recorded
    assert recorded_explanation("clock", recommendation.request, recorded, "en").lines == recommendation.explanation

    reworded = {**recorded, "explanation": ["The clock was granted.", *recorded["explanation"][1:]]}
    older = recorded_explanation("clock", recommendation.request, reworded, "es")
    assert older.lines == tuple(reworded["explanation"])
    assert older.in_english_as_recorded

    changed = {**recorded, "outcome": "action_valid"}  # the same words, another result: not today's rules
    assert recorded_explanation("clock", recommendation.request, changed, "es").in_english_as_recorded
    refused = recorded_explanation("clock", {"clock_requested_at_s": "soon"}, recorded, "es")
    assert refused.in_english_as_recorded
    assert recorded_explanation("dispute", {}, recorded, "es").in_english_as_recorded


def test_a_chip_race_dealt_from_a_drawn_seed_is_said_again_from_that_seed():
    request = {**RACE, "players": [{k: v for k, v in p.items() if k != "race_cards"} for p in RACE["players"]]}
    recommendation = recommend(RulingKind.CHIP_RACE, request)
    assert recommendation.result["seed"] is not None  # drawn, not asked for
    recorded = json.loads(json.dumps(recommendation.result))
    said = recorded_explanation("chip-race", request, recorded, "de")
    assert not said.in_english_as_recorded
    assert said.lines == recommendation.explanation_in("de")
