"""Core: the short wizard for chips of a removed denomination found after the race (rule 46, last sentences).

The situation names the player, the denomination found (one the event has
coloured up) and how many chips; the rule set's `found_chips_policy` decides
what is exchanged into the smallest denomination still in play and what is
forfeited. After signing, the exchanged chips join the player's stack.

Found chips are counted in the wizard, not on the table: the table cannot hold
a denomination out of play. A player whose stack on screen still holds it has
not been raced yet, and is sent to the chip race instead.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from floordesk.core.chips import ChipSet, Stack, denomination_label
from floordesk.core.errors import Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.flow import Answers, RulingFlow, parse_departure_stacks
from floordesk.core.rules.chip_race_result import FoundChipsResult
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.i18n import grouped, noop, translate

FOUND_MAX = 10_000
"""More chips than anyone could hide in a stack: a typing error."""


class FoundChipsFlow(RulingFlow):
    """Core: chips found after a race (see the module's description)."""

    kind = RulingKind.FOUND_CHIPS
    title = noop("flow", "Chips found after a race")

    def removed_denominations(self) -> tuple[int, ...]:
        """The event's denominations out of play, largest first (the last one raced off is the likeliest)."""
        return tuple(sorted((d.value for d in self.session.chip_set.denominations if not d.in_play), reverse=True))

    def found_seat(self) -> int:
        return int(self.answers("situation")["seat"])

    def proposed(self, key: str) -> Answers:
        if key != "situation":
            return {}
        seats = self.session.table.occupied_seats()
        seat = self.seat if self.seat in seats else (seats[0] if seats else 1)
        removed = self.removed_denominations()
        return {"seat": seat, "denomination": removed[0] if removed else None, "count": 1}

    def check(self, key: str, answers: Answers) -> list[Problem]:
        problems: list[Problem] = []
        seat, value, count = answers.get("seat"), answers.get("denomination"), answers.get("count")
        occupant = (
            self.session.occupant(seat)
            if is_whole_number(seat, minimum=1, maximum=self.session.table.seats_max)
            else None
        )
        if occupant is None:
            problems.append(Problem("seat", translate("core", "choose the player in whose stack the chips were found")))
        if not self.removed_denominations():
            problems.append(
                Problem("denomination", translate("core", "no denomination has been coloured up at this event yet"))
            )
        elif value not in self.removed_denominations():
            problems.append(
                Problem("denomination", translate("core", "choose a denomination the event has coloured up"))
            )
        elif occupant is not None and occupant.stack.count(value):
            problems.append(
                Problem(
                    "denomination",
                    translate(
                        "core",
                        "{name}'s stack still holds {denomination_label} chips on screen: they have not "
                        "been raced yet (use the chip race)",
                    ).format(name=occupant.player.name, denomination_label=denomination_label(value)),
                )
            )
        if not is_whole_number(count, minimum=1, maximum=FOUND_MAX):
            problems.append(
                Problem(
                    "count",
                    translate("core", "must be a whole number from 1 to {FOUND_MAX}").format(
                        FOUND_MAX=grouped(FOUND_MAX)
                    ),
                )
            )
        return problems

    def build_request(self) -> dict[str, Any]:
        answers = self.answers("situation")
        value = answers["denomination"]
        return {
            "smallest_denomination_in_play": self.session.chip_set.smallest_in_play().value,
            "removed_denomination": value,
            "found_after_race": {"player": self._name(), "chips": {str(value): answers["count"]}},
        }

    def _name(self) -> str:
        occupant = self.session.occupant(self.found_seat())
        return "" if occupant is None else occupant.player.name

    def departure_template(self) -> dict[str, dict[str, int]]:
        return {self._name(): dict(self.recommendation().result["exchanged"])}

    def departure_outcome(self, edited: object) -> Any:
        recommended = self.recommendation().result
        given = parse_departure_stacks(edited, (self._name(),))[self._name()]
        value = Stack.parse(given, "outcome").total()
        return {**recommended, "exchanged": given, "forfeited_value": recommended["found_value"] - value}

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        return {self._name(): dict(outcome["exchanged"])}

    def departure_problems(self, outcome: Any) -> list[Problem]:
        field = f"outcome.{self._name()}"
        result = FoundChipsResult.read(outcome)
        in_play = self.session.chip_set.in_play_values()
        problems = [
            Problem(
                field,
                translate("core", "{denomination_label} is not in play").format(
                    denomination_label=denomination_label(value)
                ),
            )
            for value, _c in result.exchanged
            if value not in in_play
        ]
        if result.forfeited_value < 0:
            problems.append(
                Problem(
                    field,
                    translate("core", "gives more than the found chips are worth ({found_value})").format(
                        found_value=grouped(result.found_value)
                    ),
                )
            )
        return problems

    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        seat = self.found_seat()
        occupant = self.session.occupant(seat)
        assert occupant is not None  # checked with the situation
        stack = occupant.stack.plus(FoundChipsResult.read(outcome).exchanged)
        return replace(self.session, table=self.session.table.with_stack(seat, stack)), self.session.chip_set

    def summary(self) -> str:
        answers = self.answers("situation")
        return translate("core", "{count} found {denomination_label} chips, {name}").format(
            count=answers["count"], denomination_label=denomination_label(answers["denomination"]), name=self._name()
        )

    def parties(self) -> tuple[int, ...]:
        return (self.found_seat(),)
