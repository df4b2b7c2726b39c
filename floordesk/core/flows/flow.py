"""Core: a ruling wizard's flow, Qt-free, so every branch is tested without a window.

A flow walks a supervisor from the table to a signed ruling, one step at a
time. Every flow has the shared steps (the situation, the rule, the
recommendation, the decision, the signature, the result) and its own steps
between the rule and the recommendation. Each step's answers are plain JSON;
`submit` checks them and returns the problems, each naming the field it belongs
to (`stacks.3`, `cards.5`, `reason`), and keeps them only when there are none.

From the answers a flow builds the rule's request, read by the same core as
`floordesk rule VERB` (`floordesk.core.ruling.recommend`) under the event's rule
set, so the incident holds a request that replays. The decision is checked
under rule 44 (`decision_problems`). The outcome is the `Ruling` and the table
after it: the new `TableSession` and the event's chip set.

`to_json` is the flow in progress (a draft): the answers, never a PIN. A draft
is read back against the table as it is now; answers that no longer fit stop
the flow at their step, with the problems, rather than being trusted.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from floordesk.core.chips import ChipSet, Stack
from floordesk.core.dispute import Dispute, read_dispute, second_reviewer_problems
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.precedents import PrecedentList, consider
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import (
    Considered,
    Decision,
    DecisionKind,
    Recommendation,
    Ruling,
    RulingKind,
    decision_problems,
    recommend,
    with_rule_set,
)
from floordesk.core.table_session import TableSession
from floordesk.i18n import noop, translate

Answers = dict[str, Any]
"""One step's answers as JSON (keys and values a draft can store)."""

DRAFT_VERSION = 1
WITNESSES_MAX = 10
WITNESS_NAME_MAX = 100


@dataclass(frozen=True)
class Step:
    """One page of a wizard: `key` names it in answers, problems and drafts; `title` is what the page says."""

    key: str
    title: str
    """in English, as the catalogue's "flow" context holds it (noop): `said` says it"""

    @property
    def said(self) -> str:
        """The title in the language spoken."""
        return translate("flow", self.title)


SITUATION = Step("situation", noop("flow", "The situation"))
RULE = Step("rule", noop("flow", "The rule"))
RECOMMENDATION = Step("recommendation", noop("flow", "The recommendation"))
DECISION = Step("decision", noop("flow", "The decision"))
SIGNATURE = Step("signature", noop("flow", "Signature"))
RESULT = Step("result", noop("flow", "Recorded"))
SHARED_STEPS = (SITUATION, RULE, RECOMMENDATION, DECISION, SIGNATURE, RESULT)


class FlowError(InvalidInput):
    """A flow asked for something its answers do not allow yet (an outcome before the decision)."""


@dataclass(frozen=True)
class RulingOutcome:
    """What signing a flow's ruling does: the ruling for the log, the table after it, the event's chip set after it."""

    ruling: Ruling
    session: TableSession
    chip_set: ChipSet
    summary: str
    """the change in a few words, for the undo history: 'chip race, T25 coloured up'"""
    seats: tuple[int, ...]
    """the seats whose players the ruling concerns (the incident's parties)"""


@dataclass(frozen=True)
class RecordedIncident:
    """The incident a signed flow was recorded as (shown on the result step)."""

    uid: str
    number: int
    record_hash: str


class RulingFlow(ABC):
    """Core: the steps of one ruling (see the module's description). Subclasses add their own steps and rules."""

    kind: ClassVar[RulingKind]
    title: ClassVar[str]
    """in English, as the catalogue's "flow" context holds it (noop): `title_said` says it"""
    own_steps: ClassVar[tuple[Step, ...]] = ()

    def __init__(
        self, session: TableSession, rules: RuleSet, seat: int | None = None, *, game: str | None = None
    ) -> None:
        """`session` is the table on screen, `rules` the event's rule set, `seat` the seat the ruling was asked from,
        `game` the event's game (`hand_eval.Game` spelling; None: not known), for the rulings that depend on it."""
        self.session = session
        self.rules = rules
        self.seat = seat
        self.game = game
        self.draft_id = os.urandom(16).hex()  # random as uuid4, without uuid's import (platform) at start-up
        self.position = SITUATION.key
        self.recorded: RecordedIncident | None = None
        self._answers: dict[str, Answers] = {}
        self._recommendation: Recommendation | None = None
        self._decision: Decision | None = None
        self._witnesses: tuple[str, ...] = ()
        self._dispute: Dispute | None = None
        self.second_reviewer_required = False
        """the house asks a second reviewer to sign a reviewed dispute (the window sets it from its settings)"""
        self.suggested: Answers = {}
        """what the ruling this one follows from already says of its situation (over the table's proposal)"""
        self.precedents_source: Callable[[Any], PrecedentList] | None = None
        """the earlier comparable rulings for a request's rule-set flags (its `config`): the window's log sets it"""
        self.precedents: PrecedentList | None = None
        self._considered: Considered | None = None
        self._difference: str | None = None

    # -- steps -----------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return (SITUATION, RULE, *self.own_steps, RECOMMENDATION, DECISION, SIGNATURE, RESULT)

    @property
    def title_said(self) -> str:
        """The title in the language spoken."""
        return translate("flow", self.title)

    def step(self, key: str) -> Step:
        for step in self.steps:
            if step.key == key:
                return step
        raise KeyError(key)

    def next_step(self, key: str) -> Step | None:
        """The step after `key` (None after the last)."""
        keys = [step.key for step in self.steps]
        index = keys.index(key) + 1
        return self.steps[index] if index < len(keys) else None

    def is_done(self, key: str) -> bool:
        """Whether the step's answers have been accepted."""
        if key == DECISION.key:
            return self._decision is not None
        if key == RECOMMENDATION.key:
            return self._recommendation is not None
        if key == RESULT.key or key == SIGNATURE.key:
            return self.recorded is not None
        return key in self._answers

    def answers(self, key: str) -> Answers:
        """The step's accepted answers, or what the flow proposes from the table when none were given yet."""
        if key in self._answers:
            return dict(self._answers[key])
        return {**self.proposed(key), **self.suggested} if key == SITUATION.key else self.proposed(key)

    def has_answers(self) -> bool:
        """Whether any step's answers have been accepted (a draft worth keeping)."""
        return bool(self._answers)

    def go_to(self, key: str) -> None:
        """The page shown now (kept in the draft, so a resumed ruling opens where it was left)."""
        self.step(key)
        self.position = key

    def submit(self, key: str, answers: Mapping[str, Any]) -> list[Problem]:
        """Check one step's answers; keep them (and forget what depended on different ones) when there is no problem."""
        self.step(key)
        if key == DECISION.key:
            return self._submit_decision(answers)
        if key == RECOMMENDATION.key:
            return self._recommendation_problems()
        if key in (RULE.key, SIGNATURE.key, RESULT.key):
            return []
        for earlier in self.steps[: [s.key for s in self.steps].index(key)]:
            if earlier.key in self._answers_keys() and earlier.key not in self._answers:
                return [Problem("", translate("core", "answer '{title}' first").format(title=earlier.said))]
        kept = self._normalised(key, dict(answers))
        problems = self.check(key, kept)
        if problems:
            return problems
        if self._answers.get(key) != kept:
            self._forget_from(key)
            self._answers[key] = kept
        return []

    def _answers_keys(self) -> tuple[str, ...]:
        return (SITUATION.key, *(step.key for step in self.own_steps))

    def _forget_from(self, key: str) -> None:
        """Answers changed: later steps' answers, the recommendation and the decision no longer stand."""
        keys = self._answers_keys()
        for later in keys[keys.index(key) + 1 :]:
            self._answers.pop(later, None)
        self._recommendation = None
        self._decision = None
        self._considered = self._difference = None

    # -- the recommendation ---------------------------------------------------------
    def request(self) -> dict[str, Any]:
        """The rule's request from the answers, under the event's rule set (what the incident records)."""
        missing = [step.said for step in (SITUATION, *self.own_steps) if step.key not in self._answers]
        if missing:
            raise FlowError.at("", translate("core", "answer '{missing}' first").format(missing=missing[0]))
        return with_rule_set(self.build_request(), self.rules)

    def recommendation(self) -> Recommendation:
        """What the rules recommend for the answers; raises InvalidInput with the problems, each on its field."""
        if self._recommendation is None:
            try:
                self._recommendation = recommend(self.kind, self.request())
            except FlowError:
                raise
            except InvalidInput as error:
                raise InvalidInput([self.field_of(problem) for problem in error.problems]) from error
        return self._recommendation

    def _recommendation_problems(self) -> list[Problem]:
        try:
            self.recommendation()
        except InvalidInput as error:
            return list(error.problems)
        return []

    # -- the decision (rule 44) -------------------------------------------------------
    def look_up_precedents(self) -> PrecedentList | None:
        """The earlier comparable rulings, looked up now (None: no log to look in, or no recommendation yet)."""
        if self.precedents_source is not None and self._recommendation_problems() == []:
            self.precedents = self.precedents_source(self.recommendation().request.get("config"))
        return self.precedents

    def decide(
        self,
        decision: Decision,
        witnesses: tuple[str, ...] = (),
        dispute: Dispute | None = None,
        difference: str | None = None,
    ) -> list[Problem]:
        """Follow or depart; refused (with the problems) under rule 44, when a witness is named badly, or when it
        goes against the last comparable rulings without saying what is different (`difference`).
        `dispute`: the ruling's dispute record, if it was disputed (already read: see `_submit_decision`)."""
        try:
            recommendation = self.recommendation()
        except InvalidInput as error:
            return list(error.problems)
        problems = decision_problems(recommendation, decision) + _witness_problems(witnesses)
        problems += second_reviewer_problems(dispute, self.second_reviewer_required)
        if decision.departs and decision.outcome is not None:
            problems += self.departure_problems(decision.outcome)
        precedents = self.precedents or self.look_up_precedents()  # a resumed draft is checked against them too
        considered = None
        if precedents is not None:
            considered, unexplained = consider(precedents, decision.departs, difference)
            problems += unexplained
        if not problems:
            self._decision, self._witnesses = decision, tuple(w.strip() for w in witnesses)
            self._dispute = dispute
            self._considered, self._difference = considered, difference
        return problems

    def _submit_decision(self, answers: Mapping[str, Any]) -> list[Problem]:
        witnesses = answers.get("witnesses", [])
        if not isinstance(witnesses, list) or not all(isinstance(w, str) for w in witnesses):
            return [Problem("witnesses", translate("core", "must be a list of names"))]
        named = tuple(w for w in witnesses if w.strip())
        try:
            dispute = read_dispute(answers.get("dispute"))
        except InvalidInput as error:
            return list(error.problems)
        difference = str(answers.get("difference") or "") or None
        if answers.get("decision", "follow") == "follow":
            follow = Decision(DecisionKind.FOLLOW, None, str(answers.get("reason") or "") or None)
            return self.decide(follow, named, dispute, difference)
        try:
            outcome = self.departure_outcome(answers.get("outcome"))
        except InvalidInput as error:
            return list(error.problems)
        return self.decide(Decision.depart(outcome, str(answers.get("reason") or "")), named, dispute, difference)

    @property
    def decision(self) -> Decision | None:
        return self._decision

    @property
    def witnesses(self) -> tuple[str, ...]:
        return self._witnesses

    @property
    def dispute(self) -> Dispute | None:
        return self._dispute

    def ruling(self) -> Ruling:
        if self._decision is None:
            raise FlowError.at(
                "decision", translate("core", "decide first: follow the recommendation, or depart with a reason")
            )
        if self._considered is None and self.precedents_source is not None:
            # Decided before the log was at hand (a draft resumed): judged against the precedents now.
            problems = self.decide(self._decision, self._witnesses, self._dispute, self._difference)
            if problems:
                raise InvalidInput(problems)
        return Ruling.of(
            self.recommendation(),
            self._decision,
            self._witnesses,
            self._dispute,
            table_events=self.table_events(),
            precedents=self._considered,
        )

    def outcome(self) -> RulingOutcome:
        """The ruling and the table after it; raises FlowError before the decision."""
        ruling = self.ruling()
        session, chip_set = self.table_after(ruling.outcome)
        return RulingOutcome(ruling, session, chip_set, self.summary(), self.parties())

    def sign(self, pin: str, record: Callable[[str], RecordedIncident]) -> list[Problem]:
        """The signature step: `record` signs with `pin` and writes the ruling (the service's, through whichever
        front end asks); its refusal (InvalidInput) is the step's problems, and nothing is marked recorded."""
        if self.recorded is not None:
            return [
                Problem(
                    "", translate("core", "already recorded as incident #{number}").format(number=self.recorded.number)
                )
            ]
        if not pin:
            return [Problem("pin", translate("core", "enter your PIN to sign"))]
        try:
            self.mark_recorded(record(pin))
        except InvalidInput as error:
            return list(error.problems)
        return []

    def mark_recorded(self, recorded: RecordedIncident) -> None:
        """The ruling was signed and written to the log as this incident."""
        self.recorded = recorded
        self.position = RESULT.key

    # -- drafts ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        decision = self._decision_answers()
        return {
            "version": DRAFT_VERSION,
            "kind": self.kind.value,
            "draft_id": self.draft_id,
            "table": self.session.name,
            "seat": self.seat,
            "position": self.position,
            "table_seen": self._table_seen(),
            "answers": {key: self._answers[key] for key in self._answers_keys() if key in self._answers},
            "decision": decision,
        }

    def _decision_answers(self) -> Answers | None:
        if self._decision is None:
            return None
        answers: Answers = {"decision": self._decision.kind.value, "witnesses": list(self._witnesses)}
        if self._dispute is not None:
            answers["dispute"] = self._dispute.answers()
        if self._decision.departs:
            answers["reason"] = self._decision.reason
            answers["outcome"] = self.departure_answers(self._decision.outcome)
        if self._difference:
            answers["difference"] = self._difference
        return answers

    def restore(self, state: Mapping[str, Any]) -> list[Problem]:
        """Replay a draft's answers step by step; stops at the first step whose answers no longer fit."""
        draft_id, position = state.get("draft_id"), state.get("position")
        if isinstance(draft_id, str) and draft_id:
            self.draft_id = draft_id
        if state.get("table_seen") != self._table_seen():
            # Applying answers given for another table state would undo whatever happened since.
            self.position = SITUATION.key
            return [
                Problem(
                    "",
                    translate("core", "the table has changed since this ruling was saved: check the situation again"),
                )
            ]
        answers = state.get("answers")
        saved = answers if isinstance(answers, dict) else {}
        for key in self._answers_keys():
            if key not in saved:
                break
            problems = self.submit(key, saved[key] if isinstance(saved[key], dict) else {})
            if problems:
                self.position = key
                return problems
        decision = state.get("decision")
        if isinstance(decision, dict):
            self.submit(DECISION.key, decision)
        keys = [step.key for step in self.steps]
        reached = self._furthest_open()
        wanted = position if isinstance(position, str) and position in keys else reached
        # Never further than the restored answers reach.
        self.position = keys[min(keys.index(wanted), keys.index(reached))]
        return []

    def _table_seen(self) -> dict[str, Any]:
        """The stacks and pot the ruling started from, to tell whether a draft still fits the table."""
        stacks = {str(seat): o.stack.to_json() for seat, o in self.session.table.occupants.items()}
        return {"stacks": stacks, "pot": self.session.hand.pot.to_json()}

    def _furthest_open(self) -> str:
        """The first step still to be answered (the signature once the decision stands)."""
        for key in self._answers_keys():
            if key not in self._answers:
                return key
        return SIGNATURE.key if self._decision is not None else RECOMMENDATION.key

    # -- what each flow defines ---------------------------------------------------------------
    def proposed(self, key: str) -> Answers:
        """What the flow proposes for a step from the table (empty: nothing to propose)."""
        return {}

    def _normalised(self, key: str, answers: Answers) -> Answers:
        """The answers as they will be kept (a flow may fill in what the supervisor left to it, a seed say)."""
        return answers

    @abstractmethod
    def check(self, key: str, answers: Answers) -> list[Problem]:
        """The problems of one of the flow's own steps' answers (or of the situation)."""

    @abstractmethod
    def build_request(self) -> dict[str, Any]:
        """The rule's request from the accepted answers (the rule set is added by `request`)."""

    def field_of(self, problem: Problem) -> Problem:
        """A problem of the request, placed on the wizard's field it belongs to (default: the page itself)."""
        return Problem("", str(problem))

    @abstractmethod
    def departure_template(self) -> dict[str, dict[str, int]]:
        """What a departure may change, prefilled from the recommendation: a label -> stack of chips to give."""

    @abstractmethod
    def departure_outcome(self, edited: object) -> Any:
        """The decided outcome's JSON from an edited `departure_template`; raises InvalidInput naming the row."""

    @abstractmethod
    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        """The edited template a decided outcome came from (for drafts)."""

    def departure_denominations(self) -> tuple[int, ...]:
        """The chips a departure may give (default: those in play now)."""
        return self.session.chip_set.in_play_values()

    def departure_problems(self, outcome: Any) -> list[Problem]:
        """What is wrong with a decided outcome beyond its form (default: nothing)."""
        return []

    @abstractmethod
    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        """The table and the event's chip set once the standing outcome is applied."""

    @abstractmethod
    def summary(self) -> str:
        """The change in a few words."""

    @abstractmethod
    def parties(self) -> tuple[int, ...]:
        """The seats whose players the ruling concerns."""

    def table_events(self) -> tuple[str, ...]:
        """What the table did around this ruling, in words, for its record (default: nothing to add)."""
        return ()

    def follow_up(self) -> tuple[RulingKind, int] | None:
        """The ruling this one leads straight into once recorded, and the seat it concerns (default: none)."""
        return None

    def follow_up_situation(self) -> Answers:
        """What this ruling already says of the situation of the one it leads into (its `suggested`)."""
        return {}


def _witness_problems(witnesses: tuple[str, ...]) -> list[Problem]:
    problems: list[Problem] = []
    if len(witnesses) > WITNESSES_MAX:
        problems.append(
            Problem(
                "witnesses",
                translate("core", "name at most {WITNESSES_MAX} witnesses").format(WITNESSES_MAX=WITNESSES_MAX),
            )
        )
    for name in witnesses:
        if len(name.strip()) > WITNESS_NAME_MAX:
            problems.append(
                Problem(
                    "witnesses",
                    translate("core", "a witness's name is longer than {WITNESS_NAME_MAX} characters").format(
                        WITNESS_NAME_MAX=WITNESS_NAME_MAX
                    ),
                )
            )
    seen = [w.strip().casefold() for w in witnesses]
    if len(set(seen)) != len(seen):
        problems.append(Problem("witnesses", translate("core", "a witness is named twice")))
    return problems


def parse_departure_stacks(edited: object, labels: tuple[str, ...]) -> dict[str, dict[str, int]]:
    """An edited departure template read back: each label's stack JSON; raises InvalidInput naming `outcome.LABEL`."""
    if not isinstance(edited, dict):
        raise InvalidInput.at("outcome", translate("core", "state the outcome decided instead"))
    problems: list[Problem] = []
    stacks: dict[str, dict[str, int]] = {}
    for label in labels:
        try:
            stacks[label] = Stack.parse(edited.get(label, {}), f"outcome.{label}").to_json()
        except InvalidInput as error:
            problems += [Problem(f"outcome.{label}", problem.message) for problem in error.problems]
    unknown = sorted(set(edited) - set(labels))
    problems += [
        Problem("outcome", translate("core", "{name!r} is not part of this ruling").format(name=name))
        for name in unknown
    ]
    if problems:
        raise InvalidInput(problems)
    return stacks
