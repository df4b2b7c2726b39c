"""`floordesk rule clock`: rule 49, a clock request and what came of it (rules-cli.md, "clock")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.clock import ClockError, check_time, rule_on_clock
from floordesk.core.ruleset import RuleSet


def _seconds(member: Field | None) -> float | None:
    if member is None:
        return None
    try:
        return check_time(member.value, member.path)
    except ClockError as error:
        member.problems.extend(error)
        return None


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    requested_at = _seconds(request.key("clock_requested_at_s"))
    action_at = _seconds(request.optional("player_action_at_s"))
    facing_bet_field = request.optional("facing_bet")
    facing_bet = facing_bet_field.as_bool() if facing_bet_field is not None else True
    if request.problems.items or requested_at is None or facing_bet is None:
        return None
    return rule_on_clock(requested_at, action_at, rules, facing_bet=facing_bet).to_json()
