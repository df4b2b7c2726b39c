"""Core: the overrule's new decision as a form, field by field, for each kind of ruling (rule 44).

A Tournament Director states the new decision in the terms of the ruling, never
as JSON: who gets how much of which pot, each player's stack after a chip race
(or the race undone), the chips a found chip is exchanged for, whether the hand
is dead, where the button and the blinds go, the penalty and its length. The
form proposes the decision in force; `decision` turns the edited values into the
decision JSON the log records and the table follows (`OverruleFlow.submit`),
raising InvalidInput with each problem on its field's key. The window draws the
fields (`FormField`); the command line's `--decision` still takes JSON.

Decisions where the issue is silent:
- A pot overruled is restated pot by pot (who receives how much of each); once
  a departure gave the pot out as stacks, by player. The odd-chip reasons of a
  pot whose awards change are dropped: the new awards say where every chip goes.
- A penalty overruled is recomputed by the rules from the recorded request with
  the new penalty, so the record says its hands the way the first one did; a
  disqualification removes the chips the player holds at the table now.
- Kinds the core does not compute (a dispute, conduct) take the ruling in words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from floordesk.core.chips import Stack, denomination_label
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.overrule import CLOCK_OUTCOMES, RecordedRuling
from floordesk.core.flows.penalty import penalty_from_answers
from floordesk.core.rules import result_fields
from floordesk.core.rules.button_result import ButtonResult, NextHandResult
from floordesk.core.rules.chip_race_result import FoundChipsDecision, RaceDecision
from floordesk.core.rules.clock_result import ClockResult
from floordesk.core.rules.penalties import Penalty, PenaltyType
from floordesk.core.rules.penalty_result import PenaltyDecision
from floordesk.core.rules.pots_result import PotsDecision
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table_session import TableSession
from floordesk.i18n import grouped, noop, translate

COUNT_MAX = 999_999_999
"""The largest count a field takes: the table's own limit for a chip count."""


class FieldKind(Enum):
    CHOICE = "choice"
    COUNT = "count"
    """a whole number from 0"""
    TEXT = "text"


@dataclass(frozen=True)
class FormField:
    """One field of the form: its key (problems name it), what it says, and the value the decision in force gives."""

    key: str
    label: str
    kind: FieldKind
    value: Any
    options: tuple[tuple[str, str], ...] = ()
    """a choice's (value, words)"""
    group: str = ""
    """the heading it stands under (a player, a pot)"""
    only_when: tuple[str, str] | None = None
    """(key, value): the field counts only while that choice has that value"""


Values = Mapping[str, Any]


@dataclass(frozen=True)
class OverruleForm:
    """The fields of one ruling's new decision and how they make it."""

    fields: tuple[FormField, ...]
    build: Callable[[Values], Any]

    def values(self) -> dict[str, Any]:
        """The values the form opens with: the decision in force."""
        return {field.key: field.value for field in self.fields}

    def decision(self, values: Values) -> Any:
        """The new decision from the edited values; raises InvalidInput naming each field."""
        for field in self.fields:
            if not self.counts(field, values):
                continue
            value = values.get(field.key)
            if field.kind is FieldKind.COUNT and not is_whole_number(value, minimum=0, maximum=COUNT_MAX):
                raise InvalidInput.at(
                    field.key,
                    translate("core", "must be a whole number from 0 to {COUNT_MAX}").format(
                        COUNT_MAX=grouped(COUNT_MAX)
                    ),
                )
            if field.kind is FieldKind.CHOICE and value not in {option for option, _words in field.options}:
                raise InvalidInput.at(field.key, translate("core", "choose one"))
        return self.build(values)

    @staticmethod
    def counts(field: FormField, values: Values) -> bool:
        """Whether the field counts with these values (one that only counts for another choice does not)."""
        return field.only_when is None or values.get(field.only_when[0]) == field.only_when[1]


def overrule_form(ruling: RecordedRuling, session: TableSession | None = None) -> OverruleForm:
    """The form of a ruling's new decision; `session` is its table as it is now, when on screen.

    A decision in force this form cannot read (written elsewhere, by hand) is restated in words; each kind's
    decision is read through its typed reader, and restated from the decision as recorded (fields it does not
    change kept as they were)."""
    inputs = ruling.inputs if isinstance(ruling.inputs, dict) else {}
    in_force = ruling.decision
    try:
        form = _form_of(ruling, in_force, inputs, session) if isinstance(in_force, Mapping) else None
    except (InvalidInput, KeyError, IndexError, TypeError, ValueError, AttributeError):
        form = None
    return form or _in_words(in_force)


def _form_of(
    ruling: RecordedRuling, in_force: Mapping[str, Any], inputs: Mapping[str, Any], session: TableSession | None
) -> OverruleForm | None:
    """The kind's form; raises InvalidInput when its reader cannot read the decision in force."""
    kind = ruling.ruling_kind
    if kind is RulingKind.CHIP_RACE:
        return _chip_race(RaceDecision.read(in_force), in_force, inputs)
    if kind is RulingKind.FOUND_CHIPS:
        return _found_chips(FoundChipsDecision.read(in_force), in_force, inputs)
    if kind in (RulingKind.POTS, RulingKind.SPLIT):
        return _pots(PotsDecision.read(in_force), in_force)
    if kind is RulingKind.CLOCK:
        return _clock(ClockResult.read(in_force), in_force)
    if kind is RulingKind.BUTTON:
        return _button(ButtonResult.read(in_force).next_hand, in_force, inputs)
    if kind is RulingKind.PENALTY and isinstance(inputs.get("penalty"), dict):
        return _penalty(ruling, PenaltyDecision.read(in_force), inputs, session)
    return None


# -- the chip race ------------------------------------------------------------------------------------------
STANDS, UNDONE = "stands", "undone"


def _chip_race(race: RaceDecision, in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    stacks_after = race.stacks_after
    before = {
        str(player.get("player")): player.get("stack", {})
        for player in inputs.get("players", [])
        if isinstance(player, dict)
    }
    removed = race.denominations_removed or ()
    in_play = sorted(
        {value for stack in stacks_after.values() for value, _count in stack} | set(race.denominations_in_play_after)
    )
    fields: list[FormField] = []
    if before:
        labels = ", ".join(denomination_label(value) for value in removed) or translate("core", "the raced chips")
        options = (
            (STANDS, translate("core", "The colour-up stands, with each player's stack as below")),
            (
                UNDONE,
                translate(
                    "core", "The colour-up is undone: every player's chips as before it, {labels} back in play"
                ).format(labels=labels),
            ),
        )
        fields.append(FormField("race", translate("core", "The colour-up"), FieldKind.CHOICE, STANDS, options))
    for name in stacks_after:
        group = translate("core", "{name}'s stack after the race").format(name=name)
        only_when = ("race", STANDS) if before else None
        fields += _stack_fields(f"stacks_after.{name}", stacks_after[name], in_play, group, only_when)

    def build(values: Values) -> Any:
        if values.get("race") == UNDONE:
            return {
                "race_undone": True,
                "stacks_after": dict(before),
                "denominations_removed": [],
                "denominations_in_play_after": sorted(set(in_play) | set(removed)),
                "chips_in_play_value_change": 0,
            }
        stacks = {name: _stack_from(values, f"stacks_after.{name}", in_play).to_json() for name in stacks_after}
        decided = {**in_force, "stacks_after": stacks}
        if race.value_change is not None:
            # counted the rule's way, from its own figure: what the new stacks add to the stacks it decided
            added = sum(_total(stack) for stack in stacks.values()) - sum(s.total() for s in stacks_after.values())
            decided["chips_in_play_value_change"] = race.value_change + added
        return decided

    return OverruleForm(tuple(fields), build)


def _stack_fields(
    prefix: str, stack: Stack, values: Sequence[int], group: str, only_when: tuple[str, str] | None = None
) -> tuple[FormField, ...]:
    """A count per denomination of a stack, keyed `PREFIX.VALUE`."""
    return tuple(
        FormField(
            f"{prefix}.{value}",
            denomination_label(value),
            FieldKind.COUNT,
            stack.counts.get(value, 0),
            group=group,
            only_when=only_when,
        )
        for value in values
    )


def _stack_from(values: Values, prefix: str, denominations: Sequence[int]) -> Stack:
    return Stack({value: values[f"{prefix}.{value}"] for value in denominations})


def _total(stack: object) -> int:
    return Stack.parse(stack, "stack").total() if isinstance(stack, dict) else 0


# -- chips found after a race -------------------------------------------------------------------------------
def _found_chips(found: FoundChipsDecision, in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    smallest = inputs.get("smallest_denomination_in_play")
    values = sorted({value for value, _count in found.exchanged} | ({smallest} if isinstance(smallest, int) else set()))
    player = found.player or _found_player(inputs) or translate("core", "the player")
    group = translate("core", "Chips {player} is given for the chips found").format(player=player)
    fields = _stack_fields("exchanged", found.exchanged, values, group)

    def build(given: Values) -> Any:
        stack = _stack_from(given, "exchanged", values)
        decided: dict[str, Any] = {**in_force, "exchanged": stack.to_json()}
        worth = found.found_value
        if worth is not None:
            if stack.total() > worth:
                said = translate("core", "gives more than the found chips are worth ({worth})").format(
                    worth=grouped(worth)
                )
                raise InvalidInput.at(f"exchanged.{values[0]}", said)
            decided["forfeited_value"] = worth - stack.total()
        return decided

    return OverruleForm(fields, build)


def _found_player(inputs: Mapping[str, Any]) -> str | None:
    found = inputs.get("found_after_race")
    return str(found.get("player")) if isinstance(found, dict) and found.get("player") else None


# -- pots and split pots ------------------------------------------------------------------------------------
def _pots(decision: PotsDecision, in_force: Mapping[str, Any]) -> OverruleForm:
    pots = decision.pots
    if decision.payout is not None or not pots:
        return _by_player(decision, in_force)
    fields = [
        FormField(
            f"pots.{index}.{name}",
            str(name),
            FieldKind.COUNT,
            pot.awards.get(name, 0),
            group=translate("core", "The {pot} pot of {amount}: who receives how much").format(
                pot=pot.name or translate("core", "pot {number}").format(number=index + 1), amount=grouped(pot.amount)
            ),
        )
        for index, pot in enumerate(pots)
        for name in pot.eligible
    ]

    def build(values: Values) -> Any:
        decided_pots: list[Mapping[str, Any]] = []
        totals: dict[str, int] = {}
        for index, pot in enumerate(pots):
            awards = {name: values[f"pots.{index}.{name}"] for name in pot.eligible}
            if sum(awards.values()) != pot.amount:
                raise InvalidInput.at(
                    f"pots.{index}.{pot.eligible[0]}",
                    translate("core", "gives out {sum} of this pot's {amount}: every chip, no more").format(
                        sum=grouped(sum(awards.values())), amount=grouped(pot.amount)
                    ),
                )
            awards = {name: chips for name, chips in awards.items() if chips}
            same = awards == pot.awards
            decided_pots.append(pot.recorded if same else {**pot.recorded, "awards": awards, "odd_chips": []})
            for name, chips in awards.items():
                totals[name] = totals.get(name, 0) + chips
        return {**in_force, "pots": decided_pots, "total_awarded": totals}

    return OverruleForm(tuple(fields), build)


def _by_player(decision: PotsDecision, in_force: Mapping[str, Any]) -> OverruleForm:
    given = decision.amounts
    whole = sum(given.values())
    fields = tuple(
        FormField(
            f"amounts.{name}",
            name,
            FieldKind.COUNT,
            chips,
            group=translate("core", "Who receives how much of the {whole} given out").format(whole=grouped(whole)),
        )
        for name, chips in given.items()
    )

    def build(values: Values) -> Any:
        amounts = {name: values[f"amounts.{name}"] for name in given}
        if sum(amounts.values()) != whole:
            raise InvalidInput.at(
                f"amounts.{next(iter(given))}",
                translate("core", "gives out {sum} of {whole}: every chip, no more").format(
                    sum=grouped(sum(amounts.values())), whole=grouped(whole)
                ),
            )
        kept = {name: chips for name, chips in amounts.items() if chips}
        if decision.split:
            return {**in_force, "awards": kept, "odd_chips": []}
        plain = {key: value for key, value in in_force.items() if key != "payout"}
        return {**plain, "total_awarded": kept, "uncalled_returned": {}}

    return OverruleForm(fields, build)


# -- the clock and the button -------------------------------------------------------------------------------
CLOCK_WORDS = {
    "action_valid": noop("core", "The player acted in time: the action stands"),
    "hand_dead": noop("core", "The hand is dead"),
    "hand_checked": noop("core", "The hand is checked"),
}
"""Each outcome in English as marked; the form says it in the language spoken."""


def _clock(clock: ClockResult, in_force: Mapping[str, Any]) -> OverruleForm | None:
    if clock.outcome.value not in CLOCK_OUTCOMES:
        return None
    options = tuple((outcome, translate("core", CLOCK_WORDS[outcome])) for outcome in CLOCK_OUTCOMES)
    field = FormField("outcome", translate("core", "Outcome"), FieldKind.CHOICE, clock.outcome.value, options)
    return OverruleForm((field,), lambda values: {**in_force, "outcome": values["outcome"]})


MARKERS = (
    ("button_seat", "button_player", noop("core", "Button")),
    ("sb_seat", "sb_player", noop("core", "Small blind")),
    ("bb_seat", "bb_player", noop("core", "Big blind")),
)
"""Each marker's seat and player keys in the rule's `next_hands`, and its name."""


def _button(hand: NextHandResult, in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    players = {
        int(seated["seat"]): str(seated["player"])
        for part in ("occupied_after_previous_hand", "new_players")
        for seated in inputs.get(part, [])
        if isinstance(seated, dict) and isinstance(seated.get("seat"), int)
    }
    seats_max = inputs.get("seats_max")
    last = seats_max if isinstance(seats_max, int) else max((*players, *hand.markers))
    options = tuple(
        (
            str(seat),
            translate("core", "Seat {seat} ({name})").format(seat=seat, name=players[seat])
            if seat in players
            else translate("core", "Seat {seat} (empty)").format(seat=seat),
        )
        for seat in range(1, last + 1)
    )
    fields = tuple(
        FormField(
            key,
            translate("core", label),
            FieldKind.CHOICE,
            str(seat),
            options,
            group=translate("core", "The next hand"),
        )
        for (key, _p, label), seat in zip(MARKERS, hand.markers, strict=True)
    )

    def build(values: Values) -> Any:
        decided = dict(hand.recorded)
        for key, player, _label in MARKERS:
            seat = int(values[key])
            decided[key], decided[player] = seat, players.get(seat)
        return {**in_force, "next_hands": [decided]}

    return OverruleForm(fields, build)


# -- penalties ---------------------------------------------------------------------------------------------
PENALTY_WORDS = {
    "warning": noop("core", "A verbal warning"),
    "missed_hand": noop("core", "Missed hands"),
    "missed_round": noop("core", "Missed rounds"),
    "disqualification": noop("core", "Disqualification (his chips leave play)"),
}
"""Each penalty in English as marked; the form says it in the language spoken."""


MISSED_HANDS, MISSED_ROUNDS = ("type", "missed_hand"), ("type", "missed_round")


def _penalty(
    ruling: RecordedRuling, decision: PenaltyDecision, inputs: Mapping[str, Any], session: TableSession | None
) -> OverruleForm:
    given = _penalty_in_force(decision, inputs)
    options = tuple((value, translate("core", words)) for value, words in PENALTY_WORDS.items())
    fields = (
        FormField("type", translate("core", "Penalty"), FieldKind.CHOICE, given.type.value, options),
        FormField(
            "hands", translate("core", "Hands to miss"), FieldKind.COUNT, given.hands or 1, only_when=MISSED_HANDS
        ),
        FormField(
            "rounds", translate("core", "Rounds to miss"), FieldKind.COUNT, given.rounds or 1, only_when=MISSED_ROUNDS
        ),
    )

    def build(values: Values) -> Any:
        penalty: dict[str, Any] = {"type": values["type"]}
        if values["type"] in ("missed_hand", "missed_round"):
            member = "hands" if values["type"] == "missed_hand" else "rounds"
            penalty[member] = values[member]
        if values["type"] == "disqualification":
            penalty["offender_stack"] = _offender_stack(ruling, decision, inputs, session)
        request = {**inputs, "penalty": penalty}
        try:
            result = recommend(RulingKind.PENALTY, request).result
        except InvalidInput as error:
            raise InvalidInput([_penalty_field(problem) for problem in error.problems]) from None
        return {**result, "penalty": {k: v for k, v in penalty.items() if k != "offender_stack"}}

    return OverruleForm(fields, build)


def _penalty_in_force(decision: PenaltyDecision, inputs: Mapping[str, Any]) -> Penalty:
    """The penalty the decision in force gives: as an overrule stated it, else as recorded when its hands agree."""
    if decision.penalty is not None:
        return decision.penalty
    if decision.disqualified:
        return Penalty.disqualification()
    hands = decision.hands
    if hands == 0:
        return Penalty.warning()
    try:
        recorded = penalty_from_answers(inputs["penalty"])
    except InvalidInput:
        return Penalty.missed_hands(hands)
    agrees = recorded.type is PenaltyType.MISSED_ROUND or recorded.hands == hands
    return recorded if recorded.type in _MISSING and agrees else Penalty.missed_hands(hands)


_MISSING = (PenaltyType.MISSED_HAND, PenaltyType.MISSED_ROUND)
"""the penalties that make him miss hands"""


def _offender_stack(
    ruling: RecordedRuling, decision: PenaltyDecision, inputs: Mapping[str, Any], session: TableSession | None
) -> int:
    """The chips a disqualification takes out of play: his at the table now, else those recorded."""
    if session is not None and ruling.players:
        seated = [o for o in session.table.occupants.values() if o.player.name == ruling.players[0]]
        if seated:
            return seated[0].stack.total()
    for recorded in (decision.chips_removed_from_play, inputs["penalty"].get("offender_stack")):
        if isinstance(recorded, int):
            return recorded
    return 0


def _penalty_field(problem: Problem) -> Problem:
    member = problem.path.removeprefix("penalty.")
    return Problem(member if member in ("hands", "rounds") else "type", problem.message)


# -- anything else: the ruling in words ---------------------------------------------------------------------
def _in_words(in_force: Any) -> OverruleForm:
    field = FormField("ruling", translate("core", "The new ruling, in words"), FieldKind.TEXT, _said(in_force))

    def build(values: Values) -> Any:
        text = str(values.get("ruling") or "").strip()
        if not text:
            raise InvalidInput.at("ruling", translate("core", "say what the Tournament Director rules instead"))
        return {"ruling": text}

    return OverruleForm((field,), build)


def _said(in_force: Any) -> str:
    """The ruling in words a decision in force gives (a conduct ruling's, an overrule's in words), else none."""
    try:
        return result_fields.optional(in_force, "ruling", result_fields.name, "ruling in words") or ""
    except InvalidInput:
        return ""
