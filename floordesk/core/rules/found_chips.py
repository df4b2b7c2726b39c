"""Core: rule 46, last sentences: removed-denomination chips found after the race.

WSOP 2009: such chips are forfeited "unless they are equivalent in value to a
chip still in play". The default (`exchange_whole_units_forfeit_remainder`,
later TDA wording) changes the found value into whole chips of the smallest
denomination still in play and forfeits what does not make a whole chip. The
strict reading (`forfeit_unless_exact`) exchanges only a value that makes whole
chips exactly, and forfeits everything otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floordesk.core.chips import Stack, denomination_label
from floordesk.core.errors import ChipRaceError, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.rules.chip_race import RULE
from floordesk.core.ruleset import FoundChipsPolicy, RuleSet
from floordesk.i18n import numerus, translate

_CHIPS_PATH = "found_after_race.chips"


@dataclass(frozen=True)
class FoundChips:
    """Chips of `removed_denomination` found in a player's stack after the race."""

    smallest_denomination_in_play: int
    removed_denomination: int
    chips: Stack
    player: str | None = None
    rules: RuleSet = field(default_factory=RuleSet)

    def __post_init__(self) -> None:
        problems: list[Problem] = []
        for name in ("smallest_denomination_in_play", "removed_denomination"):
            value = getattr(self, name)
            if not is_whole_number(value, minimum=1):
                problems.append(
                    Problem(name, translate("core", "must be a whole number >= 1, not {value!r}").format(value=value))
                )
        if not problems and self.removed_denomination == self.smallest_denomination_in_play:
            problems.append(
                Problem(
                    "removed_denomination",
                    translate("core", "{denomination_label} is still in play, so it was not raced off").format(
                        denomination_label=denomination_label(self.removed_denomination)
                    ),
                )
            )
        removed = denomination_label(self.removed_denomination)
        problems.extend(
            Problem(
                f'{_CHIPS_PATH}["{value}"]',
                translate("core", "only {removed} chips, the removed denomination, are ruled on here").format(
                    removed=removed
                ),
            )
            for value in self.chips.counts
            if value != self.removed_denomination
        )
        if not self.count:
            problems.append(
                Problem(_CHIPS_PATH, translate("core", "must hold at least one {removed} chip").format(removed=removed))
            )
        if problems:
            raise ChipRaceError(problems)

    @property
    def count(self) -> int:
        return self.chips.count(self.removed_denomination)

    @property
    def value(self) -> int:
        return self.count * self.removed_denomination


@dataclass(frozen=True)
class FoundChipsRuling:
    """What happens to found chips: whole chips of the smallest denomination in play, and the value forfeited."""

    found: FoundChips
    exchanged_count: int
    forfeited_value: int
    explanation: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        exchanged = (
            {str(self.found.smallest_denomination_in_play): self.exchanged_count} if self.exchanged_count else {}
        )
        return {
            "rule": RULE,
            "player": self.found.player,
            "exchanged": exchanged,
            "forfeited_value": self.forfeited_value,
            "found_value": self.found.value,
            "config": {"found_chips_policy": self.found.rules.found_chips_policy.value},
            "explanation": list(self.explanation),
        }


# Said for a count (counted at run time: marked here for the catalogue).
_FOUND_BY = numerus("reasons", "{player}'s %n {chip} chip(s), found after the race, is worth {value}.", "", 0)
_FOUND = numerus("reasons", "The %n {chip} chip(s), found after the race, is worth {value}.", "", 0)
_MAKES_ONE = numerus("reasons", "It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.", "", 0)
_MAKE_MANY = numerus("reasons", "They make %n {unit} chip(s), and the remaining {leftover} is forfeited.", "", 0)
_EXACTLY_ONE = numerus("reasons", "That is exactly %n {unit} chip(s), so it is exchanged at full value.", "", 0)
_EXACTLY_MANY = numerus("reasons", "That is exactly %n {unit} chip(s), so they are exchanged at full value.", "", 0)


def rule_on_found_chips(found: FoundChips) -> FoundChipsRuling:
    unit = found.smallest_denomination_in_play
    unit_label = denomination_label(unit)
    whole, leftover = divmod(found.value, unit)
    if found.rules.found_chips_policy is FoundChipsPolicy.FORFEIT_UNLESS_EXACT and leftover:
        whole, leftover = 0, found.value
    one = found.count == 1
    chip = denomination_label(found.removed_denomination)
    found_text = _FOUND_BY if found.player else _FOUND
    lines = [
        translate("reasons", found_text, "", found.count).format(player=found.player, chip=chip, value=found.value)
    ]
    if whole and leftover:
        lines.append(
            translate("reasons", _MAKES_ONE if one else _MAKE_MANY, "", whole).format(
                unit=unit_label, leftover=leftover
            )
        )
    elif whole:
        lines.append(translate("reasons", _EXACTLY_ONE if one else _EXACTLY_MANY, "", whole).format(unit=unit_label))
    elif found.rules.found_chips_policy is FoundChipsPolicy.FORFEIT_UNLESS_EXACT:
        if one:
            sentence = translate("reasons", "That is not a whole number of {unit} chips, so it is forfeited in full.")
        else:
            sentence = translate(
                "reasons", "That is not a whole number of {unit} chips, so they are forfeited in full."
            )
        lines.append(sentence.format(unit=unit_label))
    elif one:
        lines.append(translate("reasons", "That is less than one {unit}, so it is forfeited.").format(unit=unit_label))
    else:
        lines.append(
            translate("reasons", "That is less than one {unit}, so they are forfeited.").format(unit=unit_label)
        )
    if leftover:
        lines.append(
            translate(
                "reasons", "Forfeited chips leave play with no compensation; chips in play go down by {leftover}."
            ).format(leftover=leftover)
        )
    return FoundChipsRuling(found, whole, leftover, tuple(lines))
