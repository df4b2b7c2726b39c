"""Core: the penalty wizard (rules 51 and 52): the player, the offence, his history, the penalty, the table after it.

The situation names the player (by seat), the offence and whether he is in the
hand in progress. His earlier warnings and penalties in this event, at any
table, come from the incident log: the caller passes `history_source` (the
flow stays store-free), and they are shown and sent with the request, so the
rules suggest the next step up (escalation). The penalty step is the floor's
choice, a verbal warning included, proposed from that suggestion; a round is
counted in hands from the players at the table now, offender included.

The recommendation is what the chosen penalty means (hands to miss and which,
or the chips a disqualification removes). Choosing the penalty is the floor's
decision (rule 44), so a departure is made by choosing another penalty, never
by editing the count the rules derive from it.

Signed, the table changes: a missed-hand or missed-round penalty marks the seat
on penalty for its hands (they start with the next hand dealt); a
disqualification takes his chips out of play (nobody receives them) and his seat
is emptied. A player still in the hand in progress is disqualified once it ends,
so that his live hand is settled first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from floordesk.core.chips import ChipSet, Stack
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.flow import Answers, RulingFlow, Step
from floordesk.core.rules.penalties import (
    Offence,
    PastPenalty,
    Penalty,
    PenaltyType,
    hands_to_miss,
    penalty_words,
    suggest_penalty,
)
from floordesk.core.rules.penalty_result import PenaltyResult
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table import MAX_SEATS, MIN_SEATS, Player
from floordesk.core.table_session import TableSession
from floordesk.i18n import grouped, noop, translate

PENALTY = Step("penalty", noop("flow", "The penalty"))
HANDS_MAX = 1_000
"""More hands than a day's play: a typing error."""


@dataclass(frozen=True)
class PastRecord:
    """One of the player's earlier warnings or penalties in this event, as the log has it."""

    number: int
    """the incident's number"""
    table: str | None
    recorded_local: str
    offence: Offence
    penalty: Penalty

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "table": self.table,
            "recorded_local": self.recorded_local,
            "offence": self.offence.value,
            "penalty": self.penalty.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> PastRecord:
        """Read back what `to_json` wrote (in a draft); raises InvalidInput, ValueError, KeyError or TypeError."""
        return cls(
            int(data["number"]),
            None if data["table"] is None else str(data["table"]),
            str(data["recorded_local"]),
            Offence(data["offence"]),
            penalty_from_answers(data["penalty"], "history"),
        )

    def describe(self) -> str:
        where = f" at {self.table}" if self.table else ""
        offence = self.offence.value.replace("_", " ")
        return f"#{self.number} {self.recorded_local}{where}: {offence}, {self.penalty.describe()}"


HistorySource = Callable[[Player], Sequence[PastRecord]]


def _no_history(_player: Player) -> Sequence[PastRecord]:
    return ()


def penalty_from_answers(answers: Answers, path: str = "") -> Penalty:
    """The penalty a page's answers choose (`type`, with `hands` or `rounds`); raises InvalidInput naming the field."""
    prefix = f"{path}." if path else ""
    try:
        kind = PenaltyType(answers.get("type"))
    except ValueError:
        allowed = ", ".join(t.value for t in PenaltyType)
        raise InvalidInput.at(
            f"{prefix}type", translate("core", "choose one of {allowed}").format(allowed=allowed)
        ) from None
    if kind is PenaltyType.MISSED_HAND:
        hands = answers.get("hands")
        if not is_whole_number(hands, minimum=1, maximum=HANDS_MAX):
            raise InvalidInput.at(
                f"{prefix}hands",
                translate("core", "must be a whole number from 1 to {HANDS_MAX}").format(HANDS_MAX=grouped(HANDS_MAX)),
            )
        return Penalty.missed_hands(hands)
    if kind is PenaltyType.MISSED_ROUND:
        rounds = answers.get("rounds")
        if not is_whole_number(rounds, minimum=1):
            raise InvalidInput.at(f"{prefix}rounds", translate("core", "must be a whole number of rounds >= 1"))
        return Penalty.missed_rounds(rounds)
    return Penalty(kind)


class PenaltyFlow(RulingFlow):
    """Core: a penalty given at the table (see the module's description)."""

    kind = RulingKind.PENALTY
    title = noop("flow", "Penalty")
    own_steps = (PENALTY,)

    def __init__(
        self, session: TableSession, rules: RuleSet, seat: int | None = None, *, game: str | None = None
    ) -> None:
        super().__init__(session, rules, seat, game=game)
        self.history_source: HistorySource = _no_history
        """the player's earlier warnings and penalties in this event (set by the caller, from the log)"""

    # -- the situation ---------------------------------------------------------
    def offender_seat(self) -> int:
        return int(self.answers("situation")["seat"])

    def offender(self) -> Player:
        occupant = self.session.occupant(self.offender_seat())
        assert occupant is not None  # checked with the situation
        return occupant.player

    def history(self) -> tuple[PastRecord, ...]:
        """The offender's earlier warnings and penalties in this event, as read when he was chosen."""
        if "situation" not in self._answers:
            return ()
        return tuple(PastRecord.from_json(past) for past in self._answers["situation"]["history"])

    def _normalised(self, key: str, answers: Answers) -> Answers:
        """The situation keeps the offender's history as the log had it when he was chosen: a resumed draft
        and the recorded request then agree, whatever the log holds since."""
        if key != "situation" or "history" in answers:
            return answers
        occupant = (
            self.session.occupant(answers["seat"])
            if is_whole_number(answers.get("seat"), minimum=1, maximum=self.session.table.seats_max)
            else None
        )
        past = () if occupant is None else self.history_source(occupant.player)
        return {**answers, "history": [record.to_json() for record in past]}

    def players_at_table(self) -> int:
        return len(self.session.table.occupants)

    def hand_in_progress(self) -> bool:
        return self.session.hand.number > 0

    def suggestion(self) -> Penalty | None:
        """The next step up from his history; None for a first offence."""
        return suggest_penalty(
            [PastPenalty(past.offence, past.penalty) for past in self.history()],
            self.rules.max_penalty_rounds,
            self._players_for_rounds(),
        )

    def _players_for_rounds(self) -> int | None:
        players = self.players_at_table()
        return players if MIN_SEATS <= players <= MAX_SEATS else None

    def chosen(self) -> Penalty:
        return penalty_from_answers(self.answers(PENALTY.key))

    def hands_to_miss(self) -> int:
        return hands_to_miss(self.chosen(), self._players_for_rounds())

    def proposed(self, key: str) -> Answers:
        if key == "situation":
            seats = self.session.table.occupied_seats()
            seat = self.seat if self.seat in seats else (seats[0] if seats else 1)
            return {"seat": seat, "offence": Offence.CARD_EXPOSED_WITH_ACTION_PENDING.value, "in_hand": False}
        if key == PENALTY.key:
            return (self.suggestion() or Penalty.warning()).to_json()
        return {}

    def check(self, key: str, answers: Answers) -> list[Problem]:
        if key == "situation":
            return self._situation_problems(answers)
        try:
            penalty = penalty_from_answers(answers)
        except InvalidInput as error:
            return list(error.problems)
        problems = penalty.problems("", self.rules.max_penalty_rounds)
        problems = [Problem(problem.path.lstrip("."), problem.message) for problem in problems]
        if penalty.type is PenaltyType.MISSED_ROUND and self._players_for_rounds() is None:
            problems.append(
                Problem(
                    "type",
                    translate(
                        "core", "a round needs {MIN_SEATS} to {MAX_SEATS} players at the table: give missed hands"
                    ).format(MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS),
                )
            )
        if penalty.type is PenaltyType.DISQUALIFICATION and self.answers("situation").get("in_hand"):
            problems.append(
                Problem(
                    "type",
                    translate(
                        "core",
                        "his hand in progress stays live (rule 51): settle it, then disqualify him with "
                        "the chips he holds",
                    ),
                )
            )
        return problems

    def _situation_problems(self, answers: Answers) -> list[Problem]:
        problems: list[Problem] = []
        seat = answers.get("seat")
        if not is_whole_number(seat, minimum=1, maximum=self.session.table.seats_max) or not self.session.occupant(
            seat
        ):
            problems.append(Problem("seat", translate("core", "choose the player to penalise")))
        if answers.get("offence") not in {offence.value for offence in Offence}:
            problems.append(Problem("offence", translate("core", "choose the offence")))
        in_hand = answers.get("in_hand")
        if not isinstance(in_hand, bool):
            problems.append(Problem("in_hand", translate("core", "say whether he is in the hand in progress")))
        elif in_hand and not self.hand_in_progress():
            problems.append(Problem("in_hand", translate("core", "no hand has been dealt at this table yet")))
        try:
            [PastRecord.from_json(past) for past in answers.get("history", [])]
        except (InvalidInput, ValueError, KeyError, TypeError):
            problems.append(
                Problem("history", translate("core", "his history could not be read: choose the player again"))
            )
        return problems

    # -- the request -----------------------------------------------------------
    def build_request(self) -> dict[str, Any]:
        situation = self.answers("situation")
        penalty = self.chosen().to_json()
        if self.chosen().type is PenaltyType.DISQUALIFICATION:
            occupant = self.session.occupant(self.offender_seat())
            assert occupant is not None
            penalty["offender_stack"] = occupant.stack.total()
        request: dict[str, Any] = {
            "offence": situation["offence"],
            "penalty": penalty,
            "offender_in_that_hand": bool(situation["in_hand"]),
            "history": [{"offence": p.offence.value, "penalty": p.penalty.to_json()} for p in self.history()],
        }
        players = self._players_for_rounds()
        if players is not None:
            request["players_at_table_when_given"] = players
        still_to_serve = self.session.hand.penalty_hands.get(self.offender().player_id, 0)
        if still_to_serve and self.chosen().type in (PenaltyType.MISSED_HAND, PenaltyType.MISSED_ROUND):
            request["hands_still_to_serve"] = still_to_serve  # penalties given one after the other are served in turn
        if self.hand_in_progress():
            request["given_during_hand_number"] = self.session.hand.number
        else:
            request["given_between_hands_after_hand_number"] = 0
        return request

    def field_of(self, problem: Problem) -> Problem:
        return Problem(
            problem.path.removeprefix("penalty.") if problem.path.startswith("penalty.") else "", str(problem)
        )

    # -- the decision -------------------------------------------------------------
    def departure_template(self) -> dict[str, dict[str, int]]:
        return {}

    def departure_outcome(self, edited: object) -> Any:
        raise InvalidInput.at(
            "outcome",
            translate(
                "core",
                "the penalty itself is the floor's choice: go back to 'The penalty' and choose "
                "another one (a warning, fewer hands, more rounds or disqualification); the rules "
                "only count its hands",
            ),
        )

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        return {}

    # -- the table after it ---------------------------------------------------------
    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        seat, penalty = self.offender_seat(), self.chosen()
        if penalty.type is PenaltyType.DISQUALIFICATION:
            # the chips leave play: nobody receives them, no refund (rule 52)
            emptied = self.session.table.with_stack(seat, Stack())
            session = TableSession(self.session.chip_set, emptied, self.session.hand).eliminate(seat)
            return session, self.session.chip_set
        hands = PenaltyResult.read(outcome).hands_to_miss
        session = self.session.penalise(seat, hands) if hands else self.session
        return session, self.session.chip_set

    def summary(self) -> str:
        return translate("core", "{penalty}, {name}").format(
            penalty=penalty_words(self.chosen()), name=self.offender().name
        )

    def parties(self) -> tuple[int, ...]:
        return (self.offender_seat(),)

    def penalty_record(self) -> tuple[int, Penalty, int]:
        """What the log's penalty record holds: the offender's seat, the penalty, and the hands he misses."""
        return self.offender_seat(), self.chosen(), self.hands_to_miss()
