"""Request `clock`: rule 49, a clock request and what came of it (rules-cli.md, "clock")."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.rules.clock import check_time, rule_on_clock
from floordesk.core.ruleset import RuleSet


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    requested_at = request.read_key("clock_requested_at_s", Field.parsed, check_time)
    action_at = request.read_optional("player_action_at_s", None, Field.parsed, check_time)
    facing_bet = request.read_optional("facing_bet", True, Field.as_bool)
    if request.problems.items or requested_at is None or facing_bet is None:
        return None
    return rule_on_clock(requested_at, action_at, rules, facing_bet=facing_bet).to_json()
