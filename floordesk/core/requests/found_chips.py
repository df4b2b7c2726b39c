"""Request `found-chips` (rule 46, last sentences): removed chips found after the race."""

from __future__ import annotations

from typing import Any

from floordesk.core.fields import Field
from floordesk.core.requests._reading import read_stack
from floordesk.core.rules.found_chips import FoundChips, rule_on_found_chips
from floordesk.core.ruleset import RuleSet


def handle(request: Field) -> dict[str, Any] | None:
    rules = RuleSet().with_config(request.optional("config"))
    unit = request.read_key("smallest_denomination_in_play", Field.as_int, minimum=1)
    removed = request.read_key("removed_denomination", Field.as_int, minimum=1)
    player, chips = None, None
    found_field = request.key("found_after_race")
    if found_field and found_field.is_object():
        player = found_field.read_optional("player", None, Field.as_str)
        chips = found_field.read_key("chips", read_stack)
    if request.problems.items or unit is None or removed is None or chips is None:
        return None
    return rule_on_found_chips(FoundChips(unit, removed, chips, player, rules)).to_json()
