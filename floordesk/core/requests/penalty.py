"""Request `penalty`: rules 51 and 52, a penalty given and its consequences (rules-cli.md, "penalty")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.penalties import (
    MovedPenalty,
    Offence,
    PastPenalty,
    Penalty,
    PenaltyCase,
    PenaltyType,
    assess_penalty,
    past_penalty_problems,
)
from floordesk.core.ruleset import RuleSet

# The count each penalty type needs, by its JSON name.
_COUNT_MEMBER = {PenaltyType.MISSED_HAND: "hands", PenaltyType.MISSED_ROUND: "rounds"}


def _offence(parent: Field) -> Offence | None:
    return parent.read_optional("offence", Offence.OTHER, Field.as_enum, Offence)


def _penalty(member: Field | None) -> Penalty | None:
    if member is None or not member.is_object():
        return None
    kind = member.read_key("type", Field.as_enum, PenaltyType)
    if kind is None:
        return None
    count_name = _COUNT_MEMBER.get(kind)
    if count_name is None:
        return Penalty(kind)
    count = member.read_key(count_name, Field.as_int)
    return None if count is None else Penalty(kind, **{count_name: count})


def _history(member: Field) -> list[PastPenalty]:
    """The entries read without a problem. Each penalty is checked here, under its own index:
    the case numbers only the entries it is given, and a wrong entry is left out of it."""
    history: list[PastPenalty] = []
    for element in member.elements():
        if not element.is_object():
            continue
        offence, penalty_field = _offence(element), element.key("penalty")
        penalty = _penalty(penalty_field)
        if penalty is None or penalty_field is None:
            continue
        problems = past_penalty_problems(penalty, penalty_field.path)
        element.problems.items.extend(problems)
        if offence is not None and not problems:
            history.append(PastPenalty(offence, penalty))
    return history


def _moved(member: Field) -> MovedPenalty | None:
    if not member.is_object():
        return None
    served = member.read_key("hands_served", Field.as_int, minimum=0)
    players = member.read_key("players_at_new_table", Field.as_int)
    return None if served is None or players is None else MovedPenalty(served, players)


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    offence = _offence(request)
    penalty_field = request.key("penalty")
    penalty = _penalty(penalty_field)
    offender_stack = None
    if penalty is not None and penalty.type is PenaltyType.DISQUALIFICATION and penalty_field is not None:
        offender_stack = penalty_field.read_key("offender_stack", Field.as_int)
    offender_in_that_hand = request.read_optional("offender_in_that_hand", False, Field.as_bool)
    case_fields = {
        name: request.read_optional(name, None, Field.as_int)
        for name in ("players_at_table_when_given", "given_during_hand_number", "given_between_hands_after_hand_number")
    }
    history = request.read_optional("history", [], _history)
    moved = request.read_optional("moved", None, _moved)
    still_to_serve = request.read_optional("hands_still_to_serve", 0, Field.as_int, minimum=0)
    if penalty is None or offender_in_that_hand is None or still_to_serve is None:
        return None
    case = PenaltyCase(
        penalty,
        offence or Offence.OTHER,
        offender_in_that_hand=offender_in_that_hand,
        offender_stack=offender_stack,
        history=tuple(history),
        moved=moved,
        hands_still_to_serve=still_to_serve,
        **case_fields,
    )
    if request.problems.items or offence is None:
        # add what the rules object to, so every problem is reported at once, each field once
        reported = {problem.path for problem in request.problems.items}
        for problem in case.problems(rules):
            if problem.path not in reported:
                request.problems.add(problem.path, problem.message)
        return None
    return assess_penalty(case, rules).to_json()
