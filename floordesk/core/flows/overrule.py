"""Core: a Tournament Director's overrule of a recorded ruling (rule 44), and the table following it.

The caller reads the incident from the log (`RecordedRuling`); the flow checks
the new decision and the reason, and says what the table must do so that it
follows the new decision: the decision in force is undone on the table and the
new one applied, for every kind that moves chips or markers:

- a chip race: each player's stack changes by the new decision's stack less the
  one in force, and a denomination raced off only by the decision in force comes
  back into play (the race undone), one the new decision races off leaves it;
- chips found after a race: the new `exchanged` chips instead of the old ones;
- pots and a split: the chips go from the players the new decision gives less
  to those it gives more, by value (change made at the rack), so none is made
  or lost;
- a clock: the player's hand in progress killed (hand dead) or live again;
- the button: the markers of the hand the ruling dealt moved to the new seats;
- a penalty: the hands still to miss change by the difference in
  `hands_to_miss`; a disqualification takes the player's chips out of play and
  empties his seat, and one overruled gives him his seat and his chips back.

Decided where the issue is silent: the table follows all of the new decision
or none of it. When it has moved on so that a part cannot be applied (the
player has busted or moved, the chips were played since, a later hand is
dealt), nothing is changed on the table, the overrule is still recorded, and
`TableFollows.by_hand` says what the supervisor must adjust by hand. Half an
overrule applied would leave chips made or lost.

Who may overrule is the log's to enforce (rule 44: the Tournament Director);
the flow only shapes the decision.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

from floordesk.core.chips import ChipSet, Stack
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.event_standing import local_minute
from floordesk.core.flows.button import place_markers
from floordesk.core.flows.clock import with_hand_killed
from floordesk.core.payout import pay_with_change
from floordesk.core.rules.button_result import ButtonDecision
from floordesk.core.rules.chip_race_result import FoundChipsDecision, RaceDecision
from floordesk.core.rules.clock import ClockOutcome
from floordesk.core.rules.clock_result import ClockResult
from floordesk.core.rules.penalty_result import PenaltyDecision
from floordesk.core.rules.pots_result import PotsDecision
from floordesk.core.ruling import REASON_MAX, RulingKind
from floordesk.core.table import Table
from floordesk.core.table_session import TableSession
from floordesk.i18n import grouped, noop, numerus, translate

_HANDS_AFTER = numerus("core", "{name} now has %n hand(s) to miss after this one.", "", 0)
_HANDS_LEFT = numerus("core", "He has %n hand(s) to miss.", "", 0)

T = TypeVar("T")


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
    def inputs(self) -> Any: ...
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
    inputs: Any = None
    """the ruling's request as recorded (what the overrule's form and the table read beside the decision)"""

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
            incident.inputs,
        )

    @property
    def ruling_kind(self) -> RulingKind | None:
        try:
            return RulingKind(self.kind)
        except ValueError:
            return None


@dataclass(frozen=True)
class TableFollows:
    """What the table becomes under the new decision, what was done, and what is left to do by hand."""

    session: TableSession
    chip_set: ChipSet
    notes: tuple[str, ...]
    """what was changed, or why nothing was"""
    by_hand: tuple[str, ...] = ()
    """what the supervisor must change at the table himself (the table is then left as it was)"""
    changed: bool = False

    def describe(self) -> str:
        """The notes, then what to adjust by hand, as the window says them."""
        said = " ".join(self.notes)
        if self.by_hand:
            said += " " + translate("core", "Adjust by hand: {steps}.").format(steps="; ".join(self.by_hand))
        return said


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
            problems.append(
                Problem(
                    "",
                    translate("core", "incident #{number} was voided: it cannot be overruled").format(
                        number=self.ruling.number
                    ),
                )
            )
        clean = reason.strip()
        if not clean:
            problems.append(
                Problem("reason", translate("core", "is required: say why the decision is overruled (rule 44)"))
            )
        elif len(clean) > REASON_MAX:
            problems.append(
                Problem(
                    "reason",
                    translate("core", "is longer than {REASON_MAX} characters").format(REASON_MAX=grouped(REASON_MAX)),
                )
            )
        if decision is None:
            problems.append(Problem("decision", translate("core", "state the new decision")))
        elif decision == self.ruling.decision:
            problems.append(
                Problem("decision", translate("core", "is the decision already in force: an overrule must change it"))
            )
        else:
            problems += _shape_problems(self.ruling, decision)
        if not problems:
            self.decision, self.reason = decision, clean
        return problems

    def table_follows(self, session: TableSession) -> TableFollows:
        """The table (the incident's, as it is now) under the new decision; raises InvalidInput before `submit`."""
        if self.decision is None:
            raise InvalidInput.at("decision", translate("core", "state the new decision first"))
        kind = self.ruling.ruling_kind
        overruling = _OVERRULINGS.get(kind) if kind is not None else None
        if overruling is None:
            return _unchanged(
                session, translate("core", "The table is not changed: a ruling of this kind moves no chips or markers.")
            )
        if session.name != self.ruling.table:
            where = (
                translate("core", "{table} is not on screen").format(table=self.ruling.table)
                if self.ruling.table
                else translate("core", "Its table is not on screen")
            )
            return _unchanged(
                session,
                translate("core", "The table is not changed ({where}).").format(where=where),
                translate("core", "make its chips and markers follow"),
            )
        try:
            followed = overruling.follow(session, self.ruling, self.decision)
        except (InvalidInput, KeyError, IndexError, TypeError, ValueError) as error:
            # The decision in force came from the log, perhaps from another laptop's command line: trusted in nothing.
            note = translate("core", "The table is not changed: the decision in force cannot be read for it.")
            return _unchanged(
                session, note, translate("core", "make the table follow the new decision ({error})").format(error=error)
            )
        if followed.by_hand:
            return _unchanged(
                session,
                translate("core", "The table is not changed: it has moved on since the ruling."),
                *followed.by_hand,
            )
        changed = followed.session != session or followed.chip_set != session.chip_set
        return replace(followed, changed=changed)


def _unchanged(session: TableSession, note: str, *by_hand: str) -> TableFollows:
    return TableFollows(session, session.chip_set, (note,), tuple(by_hand))


def _shape_problems(ruling: RecordedRuling, decision: object) -> list[Problem]:
    """What the table would need from a new decision of this kind and cannot read."""
    kind = ruling.ruling_kind
    overruling = _OVERRULINGS.get(kind) if kind is not None else None
    if overruling is None:
        return []
    if not isinstance(decision, dict):
        return [Problem("decision", translate("core", "must be a JSON object like the decision in force"))]
    return overruling.shape(ruling, decision)


def _reader_problems(
    read: Callable[[Mapping[str, Any]], object], decision: Mapping[str, Any], said: Mapping[str, str] | None = None
) -> list[Problem]:
    """What the kind's typed reader refuses in a new decision, named as the decision's fields (`said`: a field's
    refusal in the kind's own words)."""
    try:
        read(decision)
    except InvalidInput as error:
        named = (
            Problem("decision" + problem.path.removeprefix("result"), problem.message) for problem in error.problems
        )
        return [
            Problem(
                problem.path,
                translate("core", said[problem.path]) if said and problem.path in said else problem.message,
            )
            for problem in named
        ]
    return []


def _in_force(read: Callable[[Mapping[str, Any]], T], decision: object) -> T | None:
    """The decision in force read by the kind's typed reader; None when it cannot be read (as if nothing was ruled)."""
    if not isinstance(decision, Mapping):
        return None
    try:
        return read(decision)
    except InvalidInput:
        return None


_RACE_FIELDS = {
    "decision.stacks_after": noop("core", "must give each player's stack after the race"),
    "decision.denominations_removed": noop("core", "must be a list of denominations ([] when the race is undone)"),
}
"""What a chip-race decision's fields must be, said in the race's terms when its reader refuses them."""


def _race_shape(ruling: RecordedRuling, decision: Mapping[str, Any]) -> list[Problem]:
    """Every player of the race with a stack of chips still in play, and the denominations raced off (none when
    the race is undone): a player left out would be taken as left with nothing, a missing list as the race undone."""
    problems = _reader_problems(RaceDecision.read, decision, _RACE_FIELDS)
    if problems:
        return problems
    race = RaceDecision.read(decision)
    stacks, removed = race.stacks_after, race.denominations_removed
    racing = _racing(ruling.inputs)
    if racing:
        missing = [name for name in racing if name not in stacks]
        if missing:
            problems.append(
                Problem(
                    "decision.stacks_after",
                    translate("core", "must give every player's stack: {join}").format(join=", ".join(missing)),
                )
            )
        problems += [
            Problem(
                f"decision.stacks_after.{name}", translate("core", "{name} took no part in this race").format(name=name)
            )
            for name in stacks
            if name not in racing
        ]
    if removed is None:
        problems.append(
            Problem("decision.denominations_removed", translate("core", _RACE_FIELDS["decision.denominations_removed"]))
        )
    elif not problems:
        for name, stack in stacks.items():
            if not stack:
                problems.append(
                    Problem(
                        f"decision.stacks_after.{name}",
                        translate("core", "{name} cannot be left without chips: nobody is raced out (rule 46)").format(
                            name=name
                        ),
                    )
                )
            problems += [
                Problem(
                    f"decision.stacks_after.{name}",
                    translate("core", "T{value} is raced off: {name} cannot keep it").format(value=value, name=name),
                )
                for value, _count in stack
                if value in removed
            ]
    return problems


def _racing(inputs: object) -> list[str]:
    """The players of the race, as its request names them."""
    players = inputs.get("players") if isinstance(inputs, Mapping) else None
    if not isinstance(players, list):
        return []
    return [str(p["player"]) for p in players if isinstance(p, Mapping) and "player" in p]


def _pot_shape(ruling: RecordedRuling, new: Mapping[str, Any]) -> list[Problem]:
    """A new decision must give out the whole pot the decision in force gave (unread: the table will say so)."""
    problems = _reader_problems(PotsDecision.read, new)
    if problems:
        return problems
    given = sum(PotsDecision.read(new).amounts.values())
    in_force = _in_force(PotsDecision.read, ruling.decision)
    before = None if in_force is None else sum(in_force.amounts.values())
    if before is not None and given != before:
        return [
            Problem(
                "decision",
                translate(
                    "core", "gives out {given}, but the pot was {before}: every chip of it, no more, must go"
                ).format(given=grouped(given), before=grouped(before)),
            )
        ]
    return []


def _clock_shape(_ruling: RecordedRuling, decision: Mapping[str, Any]) -> list[Problem]:
    """A recorded clock's outcome (a refused clock is never recorded), and the rest its reader reads."""
    outcome = {"decision.outcome": translate("core", "must be one of {join}").format(join=", ".join(CLOCK_OUTCOMES))}
    problems = _reader_problems(ClockResult.read, decision, outcome)
    if not problems and ClockResult.read(decision).outcome.value not in CLOCK_OUTCOMES:
        return [Problem("decision.outcome", outcome["decision.outcome"])]
    return problems


CLOCK_OUTCOMES = ("action_valid", "hand_dead", "hand_checked")
"""The outcomes a recorded clock ruling may have (a refused clock is never recorded)."""


def _seat_named(session: TableSession, name: str) -> int | None:
    return next((seat for seat, o in session.table.occupants.items() if o.player.name == name), None)


def _who(session: TableSession, name: str) -> str:
    seat = _seat_named(session, name)
    return name if seat is None else f"{name} (seat {seat})"


# -- each kind on the table ---------------------------------------------------------------------------------


def _chip_race(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    old = RaceDecision.read(ruling.decision)  # unread: the table is left to the floor
    decided = RaceDecision.read(new)
    old_removed, new_removed = set(old.denominations_removed or ()), set(decided.denominations_removed or ())
    chip_set, notes, by_hand = session.chip_set, [], []
    back = sorted(value for value in old_removed - new_removed if value not in chip_set.in_play_values())
    if back:
        chip_set = ChipSet(tuple(replace(d, in_play=True) if d.value in back else d for d in chip_set.denominations))
        labels = ", ".join(f"T{value}" for value in back)
        notes.append(
            (
                translate("core", "{labels} is back in play.")
                if len(back) == 1
                else translate("core", "{labels} are back in play.")
            ).format(labels=labels)
        )
    for value in sorted(new_removed - old_removed):
        if value in chip_set.in_play_values():
            chip_set = chip_set.with_removed(value)
            notes.append(translate("core", "T{value} is taken out of play.").format(value=value))
    table = session.table
    old_stacks, new_stacks = old.stacks_after, decided.stacks_after
    for name in dict.fromkeys((*old_stacks, *new_stacks)):
        given, wanted = old_stacks.get(name, Stack()), new_stacks.get(name, Stack())
        if given == wanted:
            continue
        seat = _seat_named(session, name)
        change = translate("core", "give {name} {describe} instead of {describe2}").format(
            name=name, describe=wanted.describe(), describe2=given.describe()
        )
        if seat is None:
            by_hand.append(
                translate("core", "{name} is not at this table any more: {change}").format(name=name, change=change)
            )
            continue
        occupant = session.occupant(seat)
        assert occupant is not None
        try:
            stack = occupant.stack.minus(given).plus(wanted)
            stack.check_in_play(chip_set)
        except InvalidInput:
            by_hand.append(
                translate("core", "{name}'s stack no longer holds the chips the race gave him: {change}").format(
                    name=name, change=change
                )
            )
            continue
        table = table.with_stack(seat, stack)
        notes.append(translate("core", "{name}'s stack follows the new decision.").format(name=name))
    session = replace(session, table=table, chip_set=chip_set)
    return TableFollows(session, chip_set, tuple(notes), tuple(by_hand))


def _found_chips(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    old = FoundChipsDecision.read(ruling.decision)  # unread: the table is left to the floor
    decided = FoundChipsDecision.read(new)
    player = old.player or decided.player or (ruling.players[0] if ruling.players else "")
    given, wanted = old.exchanged, decided.exchanged
    change = translate("core", "give {player} {describe} instead of {describe2}").format(
        player=player, describe=wanted.describe(), describe2=given.describe()
    )
    seat = _seat_named(session, player)
    if seat is None:
        return _unchanged(
            session,
            "",
            translate("core", "{player} is not at this table: {change}").format(player=player, change=change),
        )
    occupant = session.occupant(seat)
    assert occupant is not None
    try:
        stack = occupant.stack.minus(given).plus(wanted)
        stack.check_in_play(session.chip_set)
    except InvalidInput:
        return _unchanged(
            session,
            "",
            translate("core", "{player}'s stack no longer holds the chips first exchanged: {change}").format(
                player=player, change=change
            ),
        )
    table = session.table.with_stack(seat, stack)
    note = translate("core", "{player}'s stack follows the new exchange.").format(player=player)
    return TableFollows(replace(session, table=table), session.chip_set, (note,))


def _pots(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    """The chips go from those the new decision gives less to those it gives more, by value."""
    old = PotsDecision.read(ruling.decision).amounts  # unread: the table is left to the floor
    wanted = PotsDecision.read(new).amounts
    changes = {name: wanted.get(name, 0) - old.get(name, 0) for name in dict.fromkeys((*old, *wanted))}
    changes = {name: change for name, change in changes.items() if change}
    words = "; ".join(
        (
            translate("core", "take {amount} from {who}") if change < 0 else translate("core", "give {amount} to {who}")
        ).format(amount=grouped(abs(change)), who=_who(session, name))
        for name, change in changes.items()
    )
    by_hand: list[str] = []
    for name, change in changes.items():
        seat = _seat_named(session, name)
        occupant = None if seat is None else session.occupant(seat)
        if occupant is None:
            by_hand.append(translate("core", "{name} is not at this table any more").format(name=name))
        elif change < 0 and occupant.stack.total() < -change:
            by_hand.append(
                translate("core", "{name} has only {total} in chips now, not {value}").format(
                    name=name, total=grouped(occupant.stack.total()), value=grouped(-change)
                )
            )
    if by_hand:
        return _unchanged(session, "", *by_hand, words)
    try:
        table = _moved_by_value(session, changes)
    except InvalidInput as error:
        return _unchanged(
            session, "", translate("core", "the chips cannot be made up ({error})").format(error=error), words
        )
    return TableFollows(
        replace(session, table=table),
        session.chip_set,
        (translate("core", "Chips moved: {words}.").format(words=words),),
    )


def _moved_by_value(session: TableSession, changes: Mapping[str, int]) -> Table:
    """The table with each player's stack changed by `changes` (name -> value), the chips taken first, then
    given from them; change is made at the rack where the chips taken cannot make up what is given."""
    in_play = session.chip_set.in_play_values()
    table, pool = session.table, Stack()
    for name, change in changes.items():
        if change < 0:
            seat = _seat_named(session, name)
            assert seat is not None
            stack = session.table.occupants[seat].stack
            split = pay_with_change(stack, {"give": -change, "keep": stack.total() + change}, in_play).chips
            pool = pool.plus(split.get("give", Stack()))
            table = table.with_stack(seat, split.get("keep", Stack()))
    gains = {name: change for name, change in changes.items() if change > 0}
    for name, chips in pay_with_change(pool, gains, in_play).chips.items():
        seat = _seat_named(session, name)
        assert seat is not None
        table = table.with_stack(seat, table.occupants[seat].stack.plus(chips))
    return table


def _clock(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    old = _in_force(ClockResult.read, ruling.decision)
    dead = ClockResult.read(new).outcome is ClockOutcome.HAND_DEAD
    was_dead = old is not None and old.outcome is ClockOutcome.HAND_DEAD
    if dead == was_dead:
        return _unchanged(
            session, translate("core", "The table is not changed: the player's hand is as the ruling left it.")
        )
    name = ruling.players[0] if ruling.players else translate("core", "the player")
    what = (
        translate("core", "kill {name}'s hand") if dead else translate("core", "make {name}'s hand live again")
    ).format(name=name)
    inputs = ruling.inputs if isinstance(ruling.inputs, dict) else {}
    hand_number = inputs.get("hand_number")
    if hand_number != session.hand.number:
        said = (
            translate("core", "the hand the clock was on is over: {what} if it can still be done")
            if isinstance(hand_number, int)
            else translate(
                "core", "the hand the clock was on is not known (it was not recorded): {what} if it can still be done"
            )
        )
        return _unchanged(session, "", said.format(what=what))
    seat = _seat_named(session, name)
    if seat is None:
        return _unchanged(
            session, "", translate("core", "{name} is not at this table any more: {what}").format(name=name, what=what)
        )
    occupant = session.occupant(seat)
    assert occupant is not None
    if session.hand.dealt.get(seat) != occupant.player.player_id or (dead and session.is_all_in(seat)):
        return _unchanged(
            session,
            "",
            translate("core", "{name} holds no hand the table can follow: {what}").format(name=name, what=what),
        )
    if not dead and not session.has_folded(seat):
        return _unchanged(
            session,
            "",
            translate("core", "{name}'s hand is not folded on the table (the pot may be settled): {what}").format(
                name=name, what=what
            ),
        )
    killed = with_hand_killed(session, seat, dead)
    note = (
        translate("core", "{name}'s hand is dead (folded).")
        if dead
        else translate("core", "{name}'s hand is live again.")
    ).format(name=name)
    return TableFollows(killed, session.chip_set, (note,))


def _button(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    old = _in_force(ButtonDecision.read, ruling.decision)
    target = ButtonDecision.read(new).markers
    words = translate(
        "core", "button at seat {target}, small blind at seat {target2}, big blind at seat {target3}"
    ).format(target=target[0], target2=target[1], target3=target[2])
    ruled = None if old is None else old.markers
    if ruled is None or session.hand.blinds != ruled:
        return _unchanged(
            session,
            "",
            translate("core", "the markers are no longer where the ruling put them: {words}").format(words=words),
        )
    try:
        placed = place_markers(session, target)
    except InvalidInput as error:
        return _unchanged(session, "", f"{error}: {words}")
    notes = [translate("core", "Markers moved: {words}.").format(words=words)]
    if session.hand.pot:
        notes.append(
            translate("core", "Blinds already posted stay in the pot as posted: correct them by hand if need be.")
        )
    return TableFollows(placed, session.chip_set, tuple(notes))


def _penalty(session: TableSession, ruling: RecordedRuling, new: Mapping[str, Any]) -> TableFollows:
    old = PenaltyDecision.read(ruling.decision)  # unread: the table is left to the floor
    wanted = PenaltyDecision.read(new)
    name = ruling.players[0] if ruling.players else ""
    if old.disqualified and not wanted.disqualified:
        return _reseated(session, name, old, wanted)
    if wanted.disqualified and not old.disqualified:
        return _disqualified(session, name)
    if wanted.disqualified:
        return _unchanged(session, translate("core", "The table is not changed: he stays disqualified."))
    change = wanted.hands - old.hands
    seat = _seat_named(session, name)
    if change == 0:
        return _unchanged(session, translate("core", "The table is not changed: no penalty hands to change."))
    if seat is None:
        return _unchanged(
            session,
            "",
            translate("core", "{name} is not at this table: change his penalty by {change:+} hands").format(
                name=name, change=change
            ),
        )
    return _penalty_hands(session, seat, change)


def _penalty_hands(session: TableSession, seat: int, change: int) -> TableFollows:
    occupant = session.occupant(seat)
    assert occupant is not None
    player = occupant.player.player_id
    held = session.hand.penalty_hands.get(player, 0)
    if held == 0 and change > 0 and player not in session.hand.serving_penalty:
        changed = session.penalise(seat, change)
    else:
        hand = replace(session.hand, penalty_hands={**session.hand.penalty_hands, player: max(held + change, 0)})
        changed = replace(session, hand=hand)
    left = changed.hand.penalty_hands.get(player, 0)
    note = translate("core", _HANDS_AFTER, "", left).format(name=occupant.player.name)
    return TableFollows(changed, session.chip_set, (note,))


def _disqualified(session: TableSession, name: str) -> TableFollows:
    """His chips leave play (nobody receives them) and his seat is emptied, as a disqualification does."""
    seat = _seat_named(session, name)
    if seat is None:
        return _unchanged(
            session, "", translate("core", "{name} is not at this table: take his chips out of play").format(name=name)
        )
    if session.has_chips_at_stake(seat):
        return _unchanged(
            session,
            "",
            translate("core", "{name} has chips in the pot: settle it, then take his chips out of play").format(
                name=name
            ),
        )
    occupant = session.occupant(seat)
    assert occupant is not None
    emptied = replace(session, table=session.table.with_stack(seat, Stack())).eliminate(seat)
    note = translate("core", "{name} is disqualified: his {total} in chips leave play and his seat is empty.").format(
        name=name, total=grouped(occupant.stack.total())
    )
    return TableFollows(emptied, session.chip_set, (note,))


def _reseated(session: TableSession, name: str, old: PenaltyDecision, new: PenaltyDecision) -> TableFollows:
    """A disqualification overruled: the player back in his seat with the chips it took out of play."""
    removed = old.chips_removed_from_play
    worth = translate("core", "his chips") if removed is None else grouped(removed)
    gone = next((e for e in reversed(session.hand.eliminated) if e.player.name == name), None)
    if gone is None:
        return _unchanged(
            session,
            "",
            translate("core", "{name} did not leave this table: seat him with {worth} in chips").format(
                name=name, worth=worth
            ),
        )
    if session.occupant(gone.seat) is not None:
        return _unchanged(
            session,
            "",
            translate("core", "seat {seat} is taken since: seat {name} elsewhere with {worth} in chips").format(
                seat=gone.seat, name=name, worth=worth
            ),
        )
    chips = None if removed is None else _chips_worth(removed, session.chip_set.in_play_values())
    if chips is None:
        return _unchanged(
            session,
            "",
            translate("core", "{worth} cannot be made up in the chips in play: seat {name} with them").format(
                worth=worth, name=name
            ),
        )
    player_id = gone.player.player_id
    hand = replace(session.hand, eliminated=tuple(e for e in session.hand.eliminated if e is not gone))
    back = replace(session, hand=hand).seat_player(gone.seat, gone.player, chips)
    hands = new.hands
    notes = [
        translate("core", "{name} is back in seat {seat} with {total} in chips (back in play).").format(
            name=name, seat=gone.seat, total=grouped(chips.total())
        )
    ]
    if hands:
        back = back.penalise(gone.seat, hands)
        notes.append(translate("core", _HANDS_LEFT, "", hands))
    assert back.table.occupants[gone.seat].player.player_id == player_id
    return TableFollows(back, session.chip_set, tuple(notes))


def _chips_worth(value: int, in_play: Sequence[int]) -> Stack | None:
    """`value` in as few chips in play as can make it up exactly (None: it cannot be)."""
    counts: dict[int, int] = {}
    left = value
    for denomination in sorted(in_play, reverse=True):
        counts[denomination], left = divmod(left, denomination)
    return Stack(counts) if left == 0 else None


Follower = Callable[[TableSession, RecordedRuling, Mapping[str, Any]], TableFollows]
Shape = Callable[[RecordedRuling, Mapping[str, Any]], list[Problem]]


@dataclass(frozen=True)
class _Overruling:
    """How a kind's new decision is checked, and how the table follows it."""

    shape: Shape
    follow: Follower


def _read_by(read: Callable[[Mapping[str, Any]], object]) -> Shape:
    """A kind's shape check that is its typed reader's alone."""
    return lambda _ruling, decision: _reader_problems(read, decision)


_OVERRULINGS: dict[RulingKind, _Overruling] = {
    RulingKind.CHIP_RACE: _Overruling(_race_shape, _chip_race),
    RulingKind.FOUND_CHIPS: _Overruling(_read_by(FoundChipsDecision.read), _found_chips),
    RulingKind.POTS: _Overruling(_pot_shape, _pots),
    RulingKind.SPLIT: _Overruling(_pot_shape, _pots),
    RulingKind.CLOCK: _Overruling(_clock_shape, _clock),
    RulingKind.BUTTON: _Overruling(_read_by(ButtonDecision.read), _button),
    RulingKind.PENALTY: _Overruling(_read_by(PenaltyDecision.read), _penalty),
}
"""The kinds whose overrule moves chips or markers: each named once here."""
