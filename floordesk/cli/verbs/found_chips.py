"""CLI verb `found-chips` (rule 46, last sentences): removed chips found after the race."""

from __future__ import annotations

from typing import Any

from floordesk.cli.verbs._reading import read_stack
from floordesk.core.fields import Field
from floordesk.core.rules.found_chips import FoundChips, rule_on_found_chips
from floordesk.core.ruleset import RuleSet


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    unit_field = request.key("smallest_denomination_in_play")
    unit = unit_field.as_int(minimum=1) if unit_field else None
    removed_field = request.key("removed_denomination")
    removed = removed_field.as_int(minimum=1) if removed_field else None
    player, chips = None, None
    found_field = request.key("found_after_race")
    if found_field and found_field.is_object():
        player_field = found_field.optional("player")
        player = player_field.as_str() if player_field else None
        chips_field = found_field.key("chips")
        chips = read_stack(chips_field) if chips_field else None
    if request.problems.items or unit is None or removed is None or chips is None:
        return None
    return rule_on_found_chips(FoundChips(unit, removed, chips, player, rules)).to_json()
