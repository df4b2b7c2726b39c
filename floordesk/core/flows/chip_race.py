"""Core: the colour-up and chip race wizard's flow (rule 46).

Steps: the situation (each player's stack, from the table, editable), the rule,
the denominations to colour up (the event's chip set proposes the next one: a
denomination the event has already removed but this table still holds, else the
smallest in play), each player's chips of those denominations (editable, with
the direct exchange and the odd chips they leave), how the cards are dealt (the
cards the dealer actually dealt, or a deck FloorDesk shuffles with a recorded
seed), then the shared recommendation, decision, signature and result.

Decisions where the rule is silent:
- The pot must be empty: a colour-up happens between hands, and chips in the
  pot belong to nobody's stack yet.
- Players with no chips at all take no part (the race request refuses them).
- Cards entered by hand are for one denomination at a time: how many cards a
  second race needs depends on who won the first, so it is a second ruling.
- A departure states each player's stack after the colour-up; it may use only
  chips still in play and leave nobody without chips ("cannot be raced out").
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from floordesk.core.cards import Card, parse_card
from floordesk.core.chips import ChipSet, Stack, denomination_label
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.card_entry import CardGroup, card_entry_problems
from floordesk.core.flows.flow import Answers, RulingFlow, Step, parse_departure_stacks
from floordesk.core.rules.chip_race import race_plan, unracable
from floordesk.core.rules.chip_race_result import RaceResult
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.i18n import noop, translate

DENOMINATIONS = Step("denominations", noop("flow", "Denominations to colour up"))
ODD_CHIPS = Step("odd_chips", noop("flow", "Odd chips"))
CARDS = Step("cards", noop("flow", "Race cards"))
SEED_LIMIT = 2**32


class DealMode(Enum):
    """How the race cards are dealt."""

    DEALT = "dealt"
    """the dealer dealt real cards, entered one by one"""
    SHUFFLED = "shuffled"
    """FloorDesk shuffles a deck with a recorded seed"""


@dataclass(frozen=True)
class OddChipsRow:
    """A player's part in the first race: his chips of the removed denomination, exchanged directly and left odd."""

    seat: int
    name: str
    removed_count: int
    direct_exchange: int
    odd_chips: int


class ChipRaceFlow(RulingFlow):
    """Core: the colour-up and chip race (see the module's description)."""

    kind = RulingKind.CHIP_RACE
    title = noop("flow", "Colour-up and chip race")
    own_steps = (DENOMINATIONS, ODD_CHIPS, CARDS)

    # -- what the table gives ---------------------------------------------------------
    def racing_seats(self) -> tuple[int, ...]:
        """The seats that take part: every player with chips in the situation."""
        stacks = self.stacks_before()
        return tuple(seat for seat, stack in stacks.items() if stack)

    def name_at(self, seat: int) -> str:
        occupant = self.session.occupant(seat)
        return "" if occupant is None else occupant.player.name

    def stacks_before(self) -> dict[int, Stack]:
        """Each seated player's stack as the situation states it, with the removed counts of the odd-chips step."""
        stacks = {seat: _stack(self.answers("situation")["stacks"].get(str(seat), {})) for seat in self._seated()}
        removed_counts = self._answers.get(ODD_CHIPS.key, {}).get("removed_counts", {})
        for seat, counts in removed_counts.items():
            if int(seat) in stacks:
                stacks[int(seat)] = Stack({**stacks[int(seat)].counts, **{int(v): c for v, c in counts.items()}})
        return stacks

    def _seated(self) -> tuple[int, ...]:
        return self.session.table.occupied_seats()

    def denominations_available(self) -> tuple[int, ...]:
        """What may be coloured up: the chip set's denominations in play and any this table still holds."""
        on_table = {value for stack in self.stacks_before().values() for value, _count in stack}
        return tuple(sorted(set(self.session.chip_set.in_play_values()) | on_table))

    def removed(self) -> tuple[int, ...]:
        return tuple(int(v) for v in self.answers(DENOMINATIONS.key).get("removed", []))

    def odd_chip_rows(self, counts: Mapping[int, int] | None = None) -> tuple[OddChipsRow, ...]:
        """The first race's direct exchange and odd chips per racing player.

        From the stacks as they stand, or from `counts` (seat -> chips of the first removed
        denomination) while the supervisor is still editing them.
        """
        plan = list(race_plan(self.denominations_available(), self.removed()))
        if not plan:
            return ()
        removed, unit = plan[0]
        rows = []
        stacks = self.stacks_before()
        for seat in self.racing_seats():
            count = stacks[seat].count(removed) if counts is None else counts.get(seat, 0)
            whole, odd_value = divmod(count * removed, unit)
            rows.append(OddChipsRow(seat, self.name_at(seat), count, whole, odd_value // removed))
        return tuple(rows)

    def used_cards(self, except_seat: int | None = None) -> frozenset[Card]:
        """The cards already entered for other players: the card picker never offers them again."""
        cards = self.answers(CARDS.key).get("cards", {})
        return frozenset(
            parse_card(text) for seat, texts in cards.items() if int(seat) != except_seat for text in texts
        )

    # -- proposals ------------------------------------------------------------------------
    def proposed(self, key: str) -> Answers:
        if key == "situation":
            return {"stacks": {str(seat): o.stack.to_json() for seat, o in self.session.table.occupants.items()}}
        if key == DENOMINATIONS.key:
            return {"removed": [self._next_to_colour_up()]}
        if key == ODD_CHIPS.key:
            return {
                "removed_counts": {
                    str(seat): {str(value): stack.count(value) for value in self.removed()}
                    for seat, stack in self.stacks_before().items()
                    if stack
                }
            }
        if key == CARDS.key:
            return {"mode": DealMode.SHUFFLED.value, "seed": None, "cards": {}}
        return {}

    def _next_to_colour_up(self) -> int:
        chip_set = self.session.chip_set
        on_table = {value for stack in self.stacks_before().values() for value, _count in stack}
        already_removed = sorted(value for value in on_table if value not in chip_set.in_play_values())
        return already_removed[0] if already_removed else chip_set.smallest_in_play().value

    def _normalised(self, key: str, answers: Answers) -> Answers:
        if key == CARDS.key and answers.get("mode") == DealMode.SHUFFLED.value and answers.get("seed") is None:
            # Chosen once and kept in the answers: the draft, the record and a replay deal the same cards.
            return {**answers, "seed": secrets.randbelow(SEED_LIMIT), "cards": {}}
        if key == CARDS.key and answers.get("mode") == DealMode.DEALT.value:
            return {**answers, "seed": None}
        return answers

    # -- checks -----------------------------------------------------------------------------
    def check(self, key: str, answers: Answers) -> list[Problem]:
        if key == "situation":
            return self._situation_problems(answers)
        if key == DENOMINATIONS.key:
            return self._denomination_problems(answers)
        if key == ODD_CHIPS.key:
            return self._odd_chip_problems(answers)
        if key == CARDS.key:
            return self._card_problems(answers)
        return []

    def _situation_problems(self, answers: Answers) -> list[Problem]:
        stacks = answers.get("stacks")
        if not isinstance(stacks, dict):
            return [Problem("stacks", translate("core", "state each player's chips"))]
        known = set(self.session.chip_set.in_play_values())
        problems: list[Problem] = []
        for seat in self._seated():
            field = f"stacks.{seat}"
            try:
                stack = Stack.parse(stacks.get(str(seat), {}), field)
            except InvalidInput as error:
                problems += [Problem(field, problem.message) for problem in error.problems]
                continue
            held = self.session.occupant(seat)
            on_screen = set() if held is None else {value for value, _count in held.stack}
            problems += [
                Problem(
                    field,
                    translate("core", "{denomination_label} is not a chip of this event in play").format(
                        denomination_label=denomination_label(value)
                    ),
                )
                for value, _count in stack
                if value not in known and value not in on_screen
            ]
        problems += [
            Problem("stacks", translate("core", "seat {seat} is empty").format(seat=seat))
            for seat in stacks
            if not _is_seat(seat, self._seated())
        ]
        if not problems and not any(_stack(stacks.get(str(seat), {})) for seat in self._seated()):
            problems.append(Problem("stacks", translate("core", "no player at this table has chips to colour up")))
        names = [self.name_at(seat) for seat in self._seated()]
        if len(set(names)) != len(names):
            problems.append(
                Problem("stacks", translate("core", "two players at this table have the same name: rename one first"))
            )
        return problems

    def _denomination_problems(self, answers: Answers) -> list[Problem]:
        removed = answers.get("removed")
        if not isinstance(removed, list) or not removed:
            return [Problem("removed", translate("core", "choose at least one denomination to colour up"))]
        available = self.denominations_available()
        problems = [
            Problem("removed", translate("core", "{value!r} is not a denomination at this table").format(value=value))
            for value in removed
            if not (is_whole_number(value, minimum=1) and value in available)
        ]
        if problems:
            return problems
        if len(set(removed)) != len(removed):
            return [Problem("removed", translate("core", "a denomination is chosen twice"))]
        if set(removed) >= set(available):
            return [Problem("removed", translate("core", "at least one denomination must stay in play"))]
        problems.extend(Problem("removed", said) for _value, said in unracable(available, removed))
        pot = self.session.hand.pot
        in_pot = [value for value in removed if pot.count(value)]
        if in_pot:
            labels = ", ".join(denomination_label(value) for value in in_pot)
            problems.append(
                Problem(
                    "removed",
                    translate("core", "the pot still holds {labels} chips: settle the pot first").format(labels=labels),
                )
            )
        return problems

    def _odd_chip_problems(self, answers: Answers) -> list[Problem]:
        counts = answers.get("removed_counts")
        if not isinstance(counts, dict):
            return [
                Problem(
                    "removed_counts", translate("core", "state each player's chips of the denominations coloured up")
                )
            ]
        problems: list[Problem] = []
        stacks = self.stacks_before()
        for seat_text, by_value in counts.items():
            field = f"removed_counts.{seat_text}"
            if not _is_seat(seat_text, self._seated()) or not isinstance(by_value, dict):
                problems.append(Problem(field, translate("core", "is not a player at this table")))
                continue
            for value, count in by_value.items():
                if not (isinstance(value, str) and value.isdigit() and int(value) in self.removed()):
                    problems.append(
                        Problem(
                            field,
                            translate("core", "{value!r} is not a denomination being coloured up").format(value=value),
                        )
                    )
                elif not is_whole_number(count, minimum=0):
                    problems.append(
                        Problem(
                            field, translate("core", "must be a whole number >= 0, not {count!r}").format(count=count)
                        )
                    )
            if problems:
                continue
            stack = Stack({**stacks[int(seat_text)].counts, **{int(v): c for v, c in by_value.items()}})
            if not stack and stacks[int(seat_text)]:
                problems.append(Problem(field, translate("core", "would leave the player with no chips at all")))
        return problems

    def _card_problems(self, answers: Answers) -> list[Problem]:
        mode = answers.get("mode")
        if mode not in {m.value for m in DealMode}:
            return [Problem("mode", translate("core", "choose how the race cards are dealt"))]
        if mode == DealMode.SHUFFLED.value:
            seed = answers.get("seed")
            if not is_whole_number(seed, minimum=0, maximum=SEED_LIMIT - 1):
                return [
                    Problem(
                        "seed",
                        translate("core", "must be a whole number from 0 to {value}").format(value=SEED_LIMIT - 1),
                    )
                ]
            return []
        if len(self.removed()) > 1:
            return [
                Problem(
                    "mode",
                    translate(
                        "core",
                        "cards the dealer dealt are entered for one denomination at a time: colour up the "
                        "others in another ruling, or let FloorDesk shuffle",
                    ),
                )
            ]
        return self._dealt_card_problems(answers.get("cards"))

    def _dealt_card_problems(self, cards: object) -> list[Problem]:
        if not isinstance(cards, dict):
            return [Problem("cards", translate("core", "enter the cards the dealer dealt"))]
        problems: list[Problem] = []
        odd = {row.seat: row.odd_chips for row in self.odd_chip_rows()}
        for seat_text, texts in cards.items():
            if not _is_seat(seat_text, self._seated()):
                problems.append(
                    Problem(
                        "cards",
                        translate("core", "seat {seat_text} takes no part in the race").format(seat_text=seat_text),
                    )
                )
            elif texts and not odd.get(int(seat_text)):
                problems.append(Problem(f"cards.{seat_text}", translate("core", "has no odd chips, so no cards")))
        problems += card_entry_problems(
            CardGroup(
                f"cards.{seat}",
                f"seat {seat}",
                cards.get(str(seat), []),
                needed,
                f"needs {_cards(needed)}, one per odd chip",
            )
            for seat, needed in odd.items()
        )
        return problems

    # -- the request ---------------------------------------------------------------------------
    def build_request(self) -> dict[str, Any]:
        stacks = self.stacks_before()
        cards_answers = self.answers(CARDS.key)
        dealt = cards_answers.get("cards", {}) if cards_answers.get("mode") == DealMode.DEALT.value else {}
        players = []
        for seat in self.racing_seats():
            occupant = self.session.occupant(seat)
            player: dict[str, Any] = {"seat": seat, "player": self.name_at(seat), "stack": stacks[seat].to_json()}
            if occupant is not None and occupant.status.value == "absent":
                player["absent"] = True
            if dealt.get(str(seat)):
                player["race_cards"] = list(dealt[str(seat)])
            players.append(player)
        request: dict[str, Any] = {
            "denominations_in_play": list(self.denominations_available()),
            "denominations_removed": list(self.removed()),
            "seats_max": self.session.table.seats_max,
            "players": players,
        }
        if cards_answers.get("mode") == DealMode.SHUFFLED.value:
            request["seed"] = cards_answers["seed"]
        return request

    def field_of(self, problem: Problem) -> Problem:
        """`players[2].race_cards` is the third racing player's cards field; `players[0].stack…` his stack."""
        match = re.match(r"players\[(\d+)\]\.(race_cards|stack)", problem.path)
        seats = self.racing_seats()
        if match and int(match.group(1)) < len(seats):
            seat = seats[int(match.group(1))]
            field = "cards" if match.group(2) == "race_cards" else "stacks"
            return Problem(f"{field}.{seat}", problem.message)
        return Problem("", str(problem))

    # -- the outcome -------------------------------------------------------------------------
    def departure_template(self) -> dict[str, dict[str, int]]:
        return {name: dict(stack) for name, stack in self.recommendation().result["stacks_after"].items()}

    def departure_outcome(self, edited: object) -> Any:
        recommended = self.recommendation().result
        stacks = parse_departure_stacks(edited, tuple(recommended["stacks_after"]))
        change = sum(_stack(s).total() for s in stacks.values()) - sum(
            stack.total() for stack in RaceResult.read(recommended).stacks_before.values()
        )
        return {**recommended, "stacks_after": stacks, "chips_in_play_value_change": change}

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        return {name: dict(stack) for name, stack in outcome["stacks_after"].items()}

    def departure_denominations(self) -> tuple[int, ...]:
        return tuple(self.recommendation().result["denominations_in_play_after"])

    def departure_problems(self, outcome: Any) -> list[Problem]:
        result = RaceResult.read(outcome)
        in_play = set(result.denominations_in_play_after)
        problems: list[Problem] = []
        for name, stack in result.stacks_after.items():
            if not stack:
                problems.append(Problem(f"outcome.{name}", translate("core", "cannot be left without chips (rule 46)")))
            problems += [
                Problem(
                    f"outcome.{name}",
                    translate("core", "{denomination_label} is not in play after the colour-up").format(
                        denomination_label=denomination_label(value)
                    ),
                )
                for value, _count in stack
                if value not in in_play
            ]
        return problems

    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        seat_of = {self.name_at(seat): seat for seat in self.racing_seats()}
        result = RaceResult.read(outcome)
        table = self.session.table
        for name, stack in result.stacks_after.items():
            table = table.with_stack(seat_of[name], stack)
        chip_set = self.session.chip_set
        for value in result.denominations_removed:
            if value in chip_set.in_play_values():
                chip_set = chip_set.with_removed(value)
        return replace(self.session, table=table, chip_set=chip_set), chip_set

    def summary(self) -> str:
        labels = ", ".join(denomination_label(value) for value in self.removed())
        return translate("core", "chip race, {labels} coloured up at {table}").format(
            labels=labels, table=self.session.name
        )

    def parties(self) -> tuple[int, ...]:
        return self.racing_seats()


def _stack(value: object) -> Stack:
    return Stack.parse(value, "stack") if isinstance(value, dict) else Stack()


def _is_seat(text: object, seats: Sequence[int]) -> bool:
    return isinstance(text, str) and text.isdigit() and int(text) in seats


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"
