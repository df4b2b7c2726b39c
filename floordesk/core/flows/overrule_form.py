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
from floordesk.core.flows.overrule import CLOCK_OUTCOMES, RecordedRuling, pot_amounts
from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table_session import TableSession

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
                raise InvalidInput.at(field.key, f"must be a whole number from 0 to {COUNT_MAX:,}")
            if field.kind is FieldKind.CHOICE and value not in {option for option, _words in field.options}:
                raise InvalidInput.at(field.key, "choose one")
        return self.build(values)

    @staticmethod
    def counts(field: FormField, values: Values) -> bool:
        """Whether the field counts with these values (one that only counts for another choice does not)."""
        return field.only_when is None or values.get(field.only_when[0]) == field.only_when[1]


def overrule_form(ruling: RecordedRuling, session: TableSession | None = None) -> OverruleForm:
    """The form of a ruling's new decision; `session` is its table as it is now, when on screen.

    A decision in force this form cannot read (written elsewhere, by hand) is restated in words."""
    in_force = ruling.decision if isinstance(ruling.decision, dict) else {}
    inputs = ruling.inputs if isinstance(ruling.inputs, dict) else {}
    try:
        form = _form_of(ruling, in_force, inputs, session)
    except (InvalidInput, KeyError, IndexError, TypeError, ValueError, AttributeError):
        form = None
    return form or _in_words(ruling.decision)


def _form_of(
    ruling: RecordedRuling, in_force: Mapping[str, Any], inputs: Mapping[str, Any], session: TableSession | None
) -> OverruleForm | None:
    kind = ruling.ruling_kind
    if kind is RulingKind.CHIP_RACE and isinstance(in_force.get("stacks_after"), dict):
        return _chip_race(in_force, inputs)
    if kind is RulingKind.FOUND_CHIPS and isinstance(in_force.get("exchanged"), dict):
        return _found_chips(in_force, inputs)
    if kind in (RulingKind.POTS, RulingKind.SPLIT) and _reads_as_pot(in_force):
        return _pots(in_force)
    if kind is RulingKind.CLOCK and in_force.get("outcome") in CLOCK_OUTCOMES:
        return _clock(in_force)
    if kind is RulingKind.BUTTON and _next_hand(in_force) is not None:
        return _button(in_force, inputs)
    if kind is RulingKind.PENALTY and isinstance(inputs.get("penalty"), dict):
        return _penalty(ruling, in_force, inputs, session)
    return None


# -- the chip race ------------------------------------------------------------------------------------------
STANDS, UNDONE = "stands", "undone"


def _chip_race(in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    stacks_after: Mapping[str, Any] = in_force["stacks_after"]
    before = {
        str(player.get("player")): player.get("stack", {})
        for player in inputs.get("players", [])
        if isinstance(player, dict)
    }
    removed = [value for value in in_force.get("denominations_removed", []) if isinstance(value, int)]
    in_play = sorted(
        {int(value) for stack in stacks_after.values() for value in stack}
        | set(in_force.get("denominations_in_play_after", []))
    )
    fields: list[FormField] = []
    if before:
        labels = ", ".join(denomination_label(value) for value in removed) or "the raced chips"
        options = (
            (STANDS, "The colour-up stands, with each player's stack as below"),
            (UNDONE, f"The colour-up is undone: every player's chips as before it, {labels} back in play"),
        )
        fields.append(FormField("race", "The colour-up", FieldKind.CHOICE, STANDS, options))
    for name in stacks_after:
        group = f"{name}'s stack after the race"
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
        change = in_force.get("chips_in_play_value_change")
        if isinstance(change, int):
            # counted the rule's way, from its own figure: what the new stacks add to the stacks it decided
            added = sum(_total(stack) for stack in stacks.values()) - sum(_total(s) for s in stacks_after.values())
            decided["chips_in_play_value_change"] = change + added
        return decided

    return OverruleForm(tuple(fields), build)


def _stack_fields(
    prefix: str, stack: object, values: Sequence[int], group: str, only_when: tuple[str, str] | None = None
) -> tuple[FormField, ...]:
    """A count per denomination of a JSON stack, keyed `PREFIX.VALUE`."""
    counts = stack if isinstance(stack, dict) else {}
    return tuple(
        FormField(
            f"{prefix}.{value}",
            denomination_label(value),
            FieldKind.COUNT,
            int(counts.get(str(value), 0)),
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
def _found_chips(in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    exchanged: Mapping[str, Any] = in_force["exchanged"]
    smallest = inputs.get("smallest_denomination_in_play")
    values = sorted({int(value) for value in exchanged} | ({smallest} if isinstance(smallest, int) else set()))
    player = str(in_force.get("player") or _found_player(inputs) or "the player")
    fields = _stack_fields("exchanged", exchanged, values, f"Chips {player} is given for the chips found")

    def build(given: Values) -> Any:
        stack = _stack_from(given, "exchanged", values)
        decided: dict[str, Any] = {**in_force, "exchanged": stack.to_json()}
        found = in_force.get("found_value")
        if isinstance(found, int):
            if stack.total() > found:
                raise InvalidInput.at(
                    f"exchanged.{values[0]}", f"gives more than the found chips are worth ({found:,})"
                )
            decided["forfeited_value"] = found - stack.total()
        return decided

    return OverruleForm(fields, build)


def _found_player(inputs: Mapping[str, Any]) -> str | None:
    found = inputs.get("found_after_race")
    return str(found.get("player")) if isinstance(found, dict) and found.get("player") else None


# -- pots and split pots ------------------------------------------------------------------------------------
def _reads_as_pot(in_force: Mapping[str, Any]) -> bool:
    try:
        pot_amounts(in_force)
    except InvalidInput:
        return False
    return True


def _by_pot(in_force: Mapping[str, Any]) -> list[dict[str, Any]] | None:
    """The pots of a decision that gives each out by its own awards (None: one given out by stacks, or a split)."""
    pots = in_force.get("pots")
    if "payout" in in_force or not isinstance(pots, list) or not pots:
        return None
    readable = all(
        isinstance(pot, dict) and isinstance(pot.get("amount"), int) and isinstance(pot.get("eligible"), list)
        for pot in pots
    )
    return [dict(pot) for pot in pots] if readable else None


def _pots(in_force: Mapping[str, Any]) -> OverruleForm:
    pots = _by_pot(in_force)
    if pots is None:
        return _by_player(in_force)
    fields = [
        FormField(
            f"pots.{index}.{name}",
            str(name),
            FieldKind.COUNT,
            int(pot.get("awards", {}).get(name, 0)),
            group=f"The {pot.get('name', f'pot {index + 1}')} pot of {pot['amount']:,}: who receives how much",
        )
        for index, pot in enumerate(pots)
        for name in pot["eligible"]
    ]

    def build(values: Values) -> Any:
        decided_pots: list[dict[str, Any]] = []
        totals: dict[str, int] = {}
        for index, pot in enumerate(pots):
            awards = {name: values[f"pots.{index}.{name}"] for name in pot["eligible"]}
            if sum(awards.values()) != pot["amount"]:
                raise InvalidInput.at(
                    f"pots.{index}.{pot['eligible'][0]}",
                    f"gives out {sum(awards.values()):,} of this pot's {pot['amount']:,}: every chip, no more",
                )
            awards = {name: chips for name, chips in awards.items() if chips}
            same = awards == pot.get("awards")
            decided_pots.append(pot if same else {**pot, "awards": awards, "odd_chips": []})
            for name, chips in awards.items():
                totals[name] = totals.get(name, 0) + chips
        return {**in_force, "pots": decided_pots, "total_awarded": totals}

    return OverruleForm(tuple(fields), build)


def _by_player(in_force: Mapping[str, Any]) -> OverruleForm:
    given = pot_amounts(in_force)
    whole = sum(given.values())
    split = "awards" in in_force and "total_awarded" not in in_force
    fields = tuple(
        FormField(
            f"amounts.{name}",
            name,
            FieldKind.COUNT,
            chips,
            group=f"Who receives how much of the {whole:,} given out",
        )
        for name, chips in given.items()
    )

    def build(values: Values) -> Any:
        amounts = {name: values[f"amounts.{name}"] for name in given}
        if sum(amounts.values()) != whole:
            raise InvalidInput.at(
                f"amounts.{next(iter(given))}", f"gives out {sum(amounts.values()):,} of {whole:,}: every chip, no more"
            )
        kept = {name: chips for name, chips in amounts.items() if chips}
        if split:
            return {**in_force, "awards": kept, "odd_chips": []}
        plain = {key: value for key, value in in_force.items() if key != "payout"}
        return {**plain, "total_awarded": kept, "uncalled_returned": {}}

    return OverruleForm(fields, build)


# -- the clock and the button -------------------------------------------------------------------------------
CLOCK_WORDS = {
    "action_valid": "The player acted in time: the action stands",
    "hand_dead": "The hand is dead",
    "hand_checked": "The hand is checked",
}


def _clock(in_force: Mapping[str, Any]) -> OverruleForm:
    options = tuple((outcome, CLOCK_WORDS[outcome]) for outcome in CLOCK_OUTCOMES)
    field = FormField("outcome", "Outcome", FieldKind.CHOICE, in_force["outcome"], options)
    return OverruleForm((field,), lambda values: {**in_force, "outcome": values["outcome"]})


MARKERS = (
    ("button_seat", "button_player", "Button"),
    ("sb_seat", "sb_player", "Small blind"),
    ("bb_seat", "bb_player", "Big blind"),
)
"""Each marker's seat and player keys in the rule's `next_hands`, and its name."""


def _next_hand(in_force: Mapping[str, Any]) -> Mapping[str, Any] | None:
    hands = in_force.get("next_hands")
    hand = hands[0] if isinstance(hands, list) and hands else None
    if not isinstance(hand, dict) or not all(isinstance(hand.get(key), int) for key, _player, _label in MARKERS):
        return None
    return hand


def _button(in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> OverruleForm:
    hand = _next_hand(in_force)
    assert hand is not None
    players = {
        int(seated["seat"]): str(seated["player"])
        for part in ("occupied_after_previous_hand", "new_players")
        for seated in inputs.get(part, [])
        if isinstance(seated, dict) and isinstance(seated.get("seat"), int)
    }
    seats_max = inputs.get("seats_max")
    last = seats_max if isinstance(seats_max, int) else max((*players, *(hand[key] for key, _p, _l in MARKERS)))
    options = tuple(
        (str(seat), f"Seat {seat} ({players[seat]})" if seat in players else f"Seat {seat} (empty)")
        for seat in range(1, last + 1)
    )
    fields = tuple(
        FormField(key, label, FieldKind.CHOICE, str(hand[key]), options, group="The next hand")
        for key, _p, label in MARKERS
    )

    def build(values: Values) -> Any:
        decided = dict(hand)
        for key, player, _label in MARKERS:
            seat = int(values[key])
            decided[key], decided[player] = seat, players.get(seat)
        return {**in_force, "next_hands": [decided]}

    return OverruleForm(fields, build)


# -- penalties ---------------------------------------------------------------------------------------------
PENALTY_WORDS = {
    "warning": "A verbal warning",
    "missed_hand": "Missed hands",
    "missed_round": "Missed rounds",
    "disqualification": "Disqualification (his chips leave play)",
}


MISSED_HANDS, MISSED_ROUNDS = ("type", "missed_hand"), ("type", "missed_round")


def _penalty(
    ruling: RecordedRuling, in_force: Mapping[str, Any], inputs: Mapping[str, Any], session: TableSession | None
) -> OverruleForm:
    given = _penalty_in_force(in_force, inputs)
    options = tuple(PENALTY_WORDS.items())
    fields = (
        FormField("type", "Penalty", FieldKind.CHOICE, given.get("type"), options),
        FormField(
            "hands", "Hands to miss", FieldKind.COUNT, given.get("hands") or 1, only_when=("type", "missed_hand")
        ),
        FormField(
            "rounds", "Rounds to miss", FieldKind.COUNT, given.get("rounds") or 1, only_when=("type", "missed_round")
        ),
    )

    def build(values: Values) -> Any:
        penalty: dict[str, Any] = {"type": values["type"]}
        if values["type"] in ("missed_hand", "missed_round"):
            member = "hands" if values["type"] == "missed_hand" else "rounds"
            penalty[member] = values[member]
        if values["type"] == "disqualification":
            penalty["offender_stack"] = _offender_stack(ruling, in_force, inputs, session)
        request = {**inputs, "penalty": penalty}
        try:
            result = recommend(RulingKind.PENALTY, request).result
        except InvalidInput as error:
            raise InvalidInput([_penalty_field(problem) for problem in error.problems]) from None
        return {**result, "penalty": {k: v for k, v in penalty.items() if k != "offender_stack"}}

    return OverruleForm(fields, build)


def _penalty_in_force(in_force: Mapping[str, Any], inputs: Mapping[str, Any]) -> Mapping[str, Any]:
    """The penalty the decision in force gives: as an overrule wrote it, else as recorded when its hands agree."""
    if isinstance(in_force.get("penalty"), dict):
        return dict(in_force["penalty"])
    if in_force.get("player_status") == "disqualified":
        return {"type": "disqualification"}
    hands = in_force.get("hands_to_miss")
    if not isinstance(hands, int) or hands == 0:
        return {"type": "warning"}
    recorded = dict(inputs["penalty"])
    agrees = recorded.get("type") == "missed_round" or recorded.get("hands") == hands
    return (
        recorded
        if recorded.get("type") in ("missed_hand", "missed_round") and agrees
        else {
            "type": "missed_hand",
            "hands": hands,
        }
    )


def _offender_stack(
    ruling: RecordedRuling, in_force: Mapping[str, Any], inputs: Mapping[str, Any], session: TableSession | None
) -> int:
    """The chips a disqualification takes out of play: his at the table now, else those recorded."""
    if session is not None and ruling.players:
        seated = [o for o in session.table.occupants.values() if o.player.name == ruling.players[0]]
        if seated:
            return seated[0].stack.total()
    for recorded in (in_force.get("chips_removed_from_play"), inputs["penalty"].get("offender_stack")):
        if isinstance(recorded, int):
            return recorded
    return 0


def _penalty_field(problem: Problem) -> Problem:
    member = problem.path.removeprefix("penalty.")
    return Problem(member if member in ("hands", "rounds") else "type", problem.message)


# -- anything else: the ruling in words ---------------------------------------------------------------------
def _in_words(in_force: Any) -> OverruleForm:
    said = in_force.get("ruling") if isinstance(in_force, dict) else None
    field = FormField("ruling", "The new ruling, in words", FieldKind.TEXT, said if isinstance(said, str) else "")

    def build(values: Values) -> Any:
        text = str(values.get("ruling") or "").strip()
        if not text:
            raise InvalidInput.at("ruling", "say what the Tournament Director rules instead")
        return {"ruling": text}

    return OverruleForm((field,), build)
