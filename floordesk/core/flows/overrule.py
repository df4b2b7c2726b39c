"""Core: a Tournament Director's overrule of a recorded ruling (rule 44), and the table following it.

The caller reads the incident from the log (`RecordedRuling`); the flow checks
the new decision and the reason, and says what the table must do so that it
follows the new decision where the decision moves chips or markers:

- a chip race: the decided `stacks_after` of every player still at the table,
  and any denomination the new decision colours up that is still in play;
- chips found after a race: the difference between the new `exchanged` chips
  and the old ones, to the player's stack;
- a penalty: the hands still to miss change by the difference in
  `hands_to_miss` (never below none).

Everything else (pots, a split, the clock, the button) is paid or moved at the
table by hand: the result says so, and the log keeps both decisions. Who may
overrule is the log's to enforce (rule 44: the Tournament Director); the flow
only shapes the decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from floordesk.core.chips import ChipSet, Stack
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.ruling import REASON_MAX, RulingKind
from floordesk.core.table_session import TableSession

_FOLLOWED_ON_THE_TABLE = frozenset({RulingKind.CHIP_RACE, RulingKind.FOUND_CHIPS, RulingKind.PENALTY})


def local_minute(recorded_local: str) -> str:
    """A logged local time (ISO 8601, to the microsecond, with its offset) as a supervisor reads it: to the minute."""
    return recorded_local[:16].replace("T", " ")


class LoggedIncident(Protocol):
    """What the overrule reads of an incident as the log has it (the store's `Incident`)."""

    @property
    def number(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def rule(self) -> int: ...
    @property
    def table(self) -> str | None: ...
    @property
    def decided_by(self) -> str: ...
    @property
    def recorded_local(self) -> str: ...
    @property
    def narrative(self) -> str: ...
    @property
    def decision(self) -> Any: ...
    @property
    def voided(self) -> bool: ...
    @property
    def parties(self) -> Sequence[Mapping[str, Any]]: ...


@dataclass(frozen=True)
class RecordedRuling:
    """A recorded incident as the overrule shows it: its rule, what was decided, where and by whom."""

    number: int
    kind: str
    rule: int
    table: str | None
    decided_by: str
    recorded_local: str
    narrative: str
    decision: Any
    """the decision in force (the recommendation when the floor followed it)"""
    voided: bool = False
    players: tuple[str, ...] = ()
    """the names of the players the ruling concerns (its parties)"""

    @classmethod
    def of(cls, incident: LoggedIncident) -> RecordedRuling:
        players = tuple(str(party["name"]) for party in incident.parties if party.get("name"))
        return cls(
            incident.number,
            incident.kind,
            incident.rule,
            incident.table,
            incident.decided_by,
            local_minute(incident.recorded_local),
            incident.narrative,
            incident.decision,
            incident.voided,
            players,
        )

    @property
    def ruling_kind(self) -> RulingKind | None:
        try:
            return RulingKind(self.kind)
        except ValueError:
            return None


@dataclass(frozen=True)
class TableFollows:
    """What the table becomes under the new decision, and what was not changed and why."""

    session: TableSession
    chip_set: ChipSet
    notes: tuple[str, ...]

    @property
    def changed(self) -> bool:
        return bool(self.notes) and not self.notes[0].startswith("The table is not changed")


class OverruleFlow:
    """Core: the overrule of one recorded ruling (see the module's description)."""

    def __init__(self, ruling: RecordedRuling) -> None:
        self.ruling = ruling
        self.decision: Any = None
        self.reason = ""

    def proposed_decision(self) -> Any:
        """The decision in force, to be edited into the new one."""
        return self.ruling.decision

    def submit(self, decision: object, reason: str) -> list[Problem]:
        """Check the new decision and the reason; keep them when there is no problem."""
        problems: list[Problem] = []
        if self.ruling.voided:
            problems.append(Problem("", f"incident #{self.ruling.number} was voided: it cannot be overruled"))
        clean = reason.strip()
        if not clean:
            problems.append(Problem("reason", "is required: say why the decision is overruled (rule 44)"))
        elif len(clean) > REASON_MAX:
            problems.append(Problem("reason", f"is longer than {REASON_MAX:,} characters"))
        if decision is None:
            problems.append(Problem("decision", "state the new decision"))
        elif decision == self.ruling.decision:
            problems.append(Problem("decision", "is the decision already in force: an overrule must change it"))
        else:
            problems += _shape_problems(self.ruling.ruling_kind, decision)
        if not problems:
            self.decision, self.reason = decision, clean
        return problems

    def table_follows(self, session: TableSession) -> TableFollows:
        """The table (the incident's, as it is now) under the new decision; raises InvalidInput before `submit`."""
        if self.decision is None:
            raise InvalidInput.at("decision", "state the new decision first")
        kind = self.ruling.ruling_kind
        if kind not in _FOLLOWED_ON_THE_TABLE or session.name != self.ruling.table:
            what = "this ruling's" if kind in _FOLLOWED_ON_THE_TABLE else "a ruling of this kind's"
            where = (
                "" if session.name == self.ruling.table else f" ({self.ruling.table or 'no table'} is not on screen)"
            )
            return TableFollows(
                session,
                session.chip_set,
                (f"The table is not changed{where}: make {what} chips and markers follow the new decision by hand.",),
            )
        if kind is RulingKind.CHIP_RACE:
            return _chip_race(session, self.decision)
        if kind is RulingKind.FOUND_CHIPS:
            return _found_chips(session, self.ruling.decision, self.decision)
        return _penalty(session, self.ruling.decision, self.decision, self.ruling.players)


def _shape_problems(kind: RulingKind | None, decision: object) -> list[Problem]:
    """What the table would need from a new decision of this kind and cannot read."""
    if kind not in _FOLLOWED_ON_THE_TABLE:
        return []
    if not isinstance(decision, dict):
        return [Problem("decision", "must be a JSON object like the decision in force")]
    problems: list[Problem] = []
    if kind is RulingKind.CHIP_RACE:
        stacks = decision.get("stacks_after")
        if not isinstance(stacks, dict):
            return [Problem("decision.stacks_after", "must give each player's stack after the race")]
        for name, stack in stacks.items():
            try:
                Stack.parse(stack, f"decision.stacks_after.{name}")
            except InvalidInput as error:
                problems += error.problems
        removed = decision.get("denominations_removed", [])
        if not isinstance(removed, list) or not all(isinstance(v, int) and v > 0 for v in removed):
            problems.append(Problem("decision.denominations_removed", "must be a list of denominations"))
    elif kind is RulingKind.FOUND_CHIPS:
        try:
            Stack.parse(decision.get("exchanged", {}), "decision.exchanged")
        except InvalidInput as error:
            problems += error.problems
    else:
        hands = decision.get("hands_to_miss", 0)
        if isinstance(hands, bool) or not isinstance(hands, int) or hands < 0:
            problems.append(Problem("decision.hands_to_miss", "must be a whole number >= 0"))
    return problems


def _seat_named(session: TableSession, name: str) -> int | None:
    return next((seat for seat, o in session.table.occupants.items() if o.player.name == name), None)


def _chip_race(session: TableSession, decision: Mapping[str, Any]) -> TableFollows:
    table, notes, gone = session.table, [], []
    for name, stack_json in decision["stacks_after"].items():
        seat = _seat_named(session, name)
        if seat is None:
            gone.append(name)
            continue
        table = table.with_stack(seat, Stack.parse(stack_json, "stack"))
        notes.append(f"{name}'s stack is set to the new decision's.")
    chip_set = session.chip_set
    for value in decision.get("denominations_removed", []):
        if value in chip_set.in_play_values():
            chip_set = chip_set.with_removed(value)
            notes.append(f"T{value} is taken out of play.")
    if gone:
        notes.append(f"Not at this table any more, so not changed: {', '.join(gone)}.")
    return TableFollows(replace(session, table=table, chip_set=chip_set), chip_set, tuple(notes))


def _found_chips(session: TableSession, old: Mapping[str, Any], new: Mapping[str, Any]) -> TableFollows:
    player = str(old.get("player") or new.get("player") or "")
    seat = _seat_named(session, player)
    if seat is None:
        return TableFollows(session, session.chip_set, (f"The table is not changed: {player} is not at it.",))
    occupant = session.occupant(seat)
    assert occupant is not None
    try:
        stack = occupant.stack.minus(Stack.parse(old.get("exchanged", {}), "old")).plus(
            Stack.parse(new.get("exchanged", {}), "new")
        )
    except InvalidInput:
        return TableFollows(
            session,
            session.chip_set,
            (f"The table is not changed: {player}'s stack no longer holds the chips first exchanged.",),
        )
    table = session.table.with_stack(seat, stack)
    return TableFollows(
        replace(session, table=table), session.chip_set, (f"{player}'s stack follows the new exchange.",)
    )


def _penalty(
    session: TableSession, old: Mapping[str, Any], new: Mapping[str, Any], players: tuple[str, ...]
) -> TableFollows:
    change = int(new.get("hands_to_miss", 0)) - int(old.get("hands_to_miss", 0))
    seat = next((seat for seat in (_seat_named(session, name) for name in players) if seat), None)
    occupant = None if seat is None else session.occupant(seat)
    if occupant is None or change == 0:
        return TableFollows(session, session.chip_set, ("The table is not changed: no penalty hands to change here.",))
    player = occupant.player.player_id
    left = max(session.hand.penalty_hands.get(player, 0) + change, 0)
    hand = replace(session.hand, penalty_hands={**session.hand.penalty_hands, player: left})
    note = f"{occupant.player.name} now has {left} hand{'s' * (left != 1)} to miss after this one."
    return TableFollows(replace(session, hand=hand), session.chip_set, (note,))
