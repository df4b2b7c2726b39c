"""Core: what a ruling is, once, for the wizards, the command line and the incident log.

A ruling has a kind (what it is about), a rule, a request (the situation, as
JSON the core reads), the result the rules recommend with its explanation, and
the floor's decision: follow the recommendation, or depart from it with a
reason (rule 44: fairness first; the departure and its reason are on record).

The request is kept as JSON, exactly as the core read it, so a recorded
incident can be replayed: `recommend(kind, request)` gives the same result.
A wizard flow builds the request from the supervisor's answers and the table;
`floordesk rule VERB` and `floordesk log record VERB` read it from a file.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from floordesk.core.dispute import Dispute
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import Field
from floordesk.core.ruleset import RuleSet
from floordesk.i18n import ENGLISH, SPEAKER, CatalogueError, grouped, noop, translate

FOLLOWED = noop("reasons", "The floor followed the recommendation.")
"""the line a ruling's narrative closes with when the floor followed (a report in another language says it so)"""

REASON_MAX = 4_000
"""The longest departure reason (characters): a paragraph or two, never a pasted document."""


class RulingKind(Enum):
    """What a ruling is about: the rules the core computes (the `floordesk rule` verbs), and general kinds."""

    CHIP_RACE = "chip-race"
    FOUND_CHIPS = "found-chips"
    POTS = "pots"
    SPLIT = "split"
    CLOCK = "clock"
    BUTTON = "button"
    PENALTY = "penalty"
    PENALTY_HAND = "penalty-hand"
    CONDUCT = "conduct"
    DISPUTE = "dispute"
    EVENT = "event"
    OTHER = "other"

    @property
    def parts(self) -> KindParts:
        """What the core holds for this kind: its rule, its request and its wizard flow (see `KINDS`)."""
        return KINDS[self]

    @property
    def rule(self) -> int | None:
        """The rule a ruling of this kind is made under (None: the supervisor names it)."""
        return self.parts.rule

    @property
    def is_computed(self) -> bool:
        """Whether the rules core computes a recommendation for this kind from a request."""
        return self.parts.module is not None

    @classmethod
    def computed(cls) -> tuple[RulingKind, ...]:
        """The kinds the core computes, in menu order: the `floordesk rule` verbs."""
        return tuple(kind for kind in cls if kind.is_computed)


@dataclass(frozen=True)
class KindParts:
    """A ruling kind's parts in the core. Its request is read, and its rule applied, by
    `floordesk.core.requests.<module>.handle`; its wizard, if it has one, is the flow class
    `floordesk.core.flows.<module>.<flow>`. The window's page for it and its report's detail
    register against the kind in their own layers (`floordesk.gui.wizards.WIZARDS`,
    `floordesk.reports.content`), and a test checks every kind has all its parts."""

    rule: int | None = None
    module: str | None = None
    """the kind's module name under floordesk.core.requests (and floordesk.core.flows); None: not computed"""
    flow: str | None = None
    """the class name of its wizard flow; None: no wizard"""


KINDS: dict[RulingKind, KindParts] = {
    RulingKind.CHIP_RACE: KindParts(46, "chip_race", "ChipRaceFlow"),
    RulingKind.FOUND_CHIPS: KindParts(46, "found_chips", "FoundChipsFlow"),
    RulingKind.POTS: KindParts(47, "pots", "PotFlow"),
    RulingKind.SPLIT: KindParts(48, "split"),
    RulingKind.CLOCK: KindParts(49, "clock", "ClockFlow"),
    RulingKind.BUTTON: KindParts(50, "button", "ButtonFlow"),
    RulingKind.PENALTY: KindParts(52, "penalty", "PenaltyFlow"),
    RulingKind.PENALTY_HAND: KindParts(52, "penalty_hand"),
    RulingKind.CONDUCT: KindParts(52),
    RulingKind.DISPUTE: KindParts(44),
    RulingKind.EVENT: KindParts(45),
    RulingKind.OTHER: KindParts(),
}
"""The one registry of ruling kinds in the core, in menu order."""

RequestHandler = Callable[[Field], "dict[str, Any] | None"]


def request_module(kind: RulingKind) -> str:
    """The module that reads a computed kind's request (imported by name: a bundler must be told of it)."""
    return f"floordesk.core.requests.{kind.parts.module}"


def request_handler(kind: RulingKind) -> RequestHandler:
    """The reader-and-rule of a computed kind, imported on first use (pokerkit only when hands are ranked)."""
    module = importlib.import_module(request_module(kind))
    handler: RequestHandler = module.handle
    return handler


@dataclass(frozen=True)
class Recommendation:
    """What the rules recommend for a request: the result's JSON, with its `rule` and `explanation`."""

    kind: RulingKind
    request: Mapping[str, Any]
    result: Mapping[str, Any]

    @property
    def rule(self) -> int:
        rule = self.result.get("rule", self.kind.rule)
        assert isinstance(rule, int)
        return rule

    @property
    def explanation(self) -> tuple[str, ...]:
        """The reasons in English, as the record keeps them (`explanation_in` says them in another language)."""
        return tuple(self.result.get("explanation", ()))

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The reasons said in `language` (see `result_in`)."""
        return tuple(self.result_in(language).get("explanation", ()))

    def result_in(self, language: str) -> Mapping[str, Any]:
        """The result with its words said in `language`, to be read, never recorded: the rules are deterministic, so
        the same request computed while speaking it gives the same result in other words (English when the
        language's catalogue cannot be read)."""
        if language == ENGLISH:
            return self.result
        try:
            with SPEAKER.speaking(language):
                return _computed(self.kind, replayable(self.request, self.result), None)
        except (OSError, CatalogueError):
            return self.result


def replayable(request: Mapping[str, Any], result: Mapping[str, Any]) -> Mapping[str, Any]:
    """The request that computes `result` again: a chip race asked without a seed is dealt from the seed its
    result reports (drawn at random the first time)."""
    seed = result.get("seed")
    if seed is not None and request.get("seed") is None:
        return {**request, "seed": seed}
    return request


@dataclass(frozen=True)
class RecordedExplanation:
    """A recorded recommendation's reasons as a report prints them."""

    lines: tuple[str, ...]
    in_english_as_recorded: bool
    """True: the record's own English lines, shown because they could not be said again in the reader's
    language (an older FloorDesk's wording, or rules since changed)"""


def recorded_explanation(kind: str, inputs: object, recommended: object, language: str) -> RecordedExplanation:
    """The reasons of a recorded recommendation in `language`: recomputed from its recorded inputs, and used only
    when the same computation in English gives exactly the recorded result; otherwise the recorded English lines."""
    if not isinstance(recommended, Mapping) or not isinstance(recommended.get("explanation"), list):
        return RecordedExplanation((), in_english_as_recorded=False)
    recorded = tuple(str(line) for line in recommended["explanation"])
    if language == ENGLISH or not recorded:
        return RecordedExplanation(recorded, in_english_as_recorded=False)
    try:
        computed = RulingKind(kind)
        again = recommend(computed, replayable(inputs, recommended) if isinstance(inputs, Mapping) else inputs)
    except (ValueError, InvalidInput):  # no longer a computed kind, or inputs today's rules refuse
        return RecordedExplanation(recorded, in_english_as_recorded=True)
    if json.loads(json.dumps(again.result)) != recommended:
        return RecordedExplanation(recorded, in_english_as_recorded=True)
    return RecordedExplanation(again.explanation_in(language), in_english_as_recorded=False)


def recommend(kind: RulingKind, request: object, *, handler: RequestHandler | None = None) -> Recommendation:
    """Read `request` (JSON) for `kind` and compute the recommendation; raises InvalidInput naming every problem.

    The result is computed in English whatever the process speaks: it is what a ruling records, hashed and
    signed, so a German window must record the very bytes an English one does (`explanation_in` says its
    reasons in the reader's language). A refused request is refused again in the reader's language."""
    try:
        with SPEAKER.speaking(ENGLISH):
            result = _computed(kind, request, handler)
    except InvalidInput:
        if SPEAKER.language == ENGLISH:
            raise
        result = _computed(kind, request, handler)  # raises again, its problems in the reader's words
    assert isinstance(request, dict)
    return Recommendation(kind, request, result)


def _computed(kind: RulingKind, request: object, handler: RequestHandler | None) -> dict[str, Any]:
    if not kind.is_computed:
        raise InvalidInput.at(
            "kind", translate("core", "{value!r} rulings are not computed by the rules core").format(value=kind.value)
        )
    field = Field.root(request)
    if not field.is_object():
        raise InvalidInput(field.problems.items)
    try:
        result = (handler or request_handler(kind))(field)
    except InvalidInput as error:
        field.problems.extend(error)
        result = None
    field.problems.raise_if_any()
    if result is None:  # a handler that returns nothing must have said why
        raise InvalidInput.at("", translate("core", "the request could not be answered"))
    return result


def with_rule_set(request: Mapping[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The request under the event's rule set: every flag written into its `config`, so the record replays.

    A flag the request already sets itself is kept (a ruling may be asked under a stated flag).
    """
    own = request.get("config")
    config = {**rules.to_json(), **(own if isinstance(own, dict) else {})}
    return {**request, "config": config}


class DecisionKind(Enum):
    FOLLOW = "follow"
    DEPART = "depart"


@dataclass(frozen=True)
class Decision:
    """The floor's decision: follow the recommendation, or depart from it with the decided outcome and a reason."""

    kind: DecisionKind
    outcome: Any = None
    """the decided result's JSON when departing; None when following"""
    reason: str | None = None

    @classmethod
    def follow(cls) -> Decision:
        return cls(DecisionKind.FOLLOW)

    @classmethod
    def depart(cls, outcome: Any, reason: str | None) -> Decision:
        return cls(DecisionKind.DEPART, outcome, reason)

    @property
    def departs(self) -> bool:
        return self.kind is DecisionKind.DEPART


def decision_problems(recommendation: Recommendation | None, decision: Decision) -> list[Problem]:
    """What is wrong with a decision under rule 44, each problem named by its field (`decision`, `reason`)."""
    problems: list[Problem] = []
    reason = (decision.reason or "").strip()
    if not decision.departs:
        if recommendation is None:
            problems.append(
                Problem(
                    "decision", translate("core", "there is no recommendation to follow: state the decided outcome")
                )
            )
        if reason:
            problems.append(
                Problem("reason", translate("core", "is only for a decision that departs from the recommendation"))
            )
        return problems
    if decision.outcome is None:
        problems.append(Problem("decision", translate("core", "a departure must state the outcome decided instead")))
    elif recommendation is not None and decision.outcome == recommendation.result:
        problems.append(
            Problem("decision", translate("core", "states the recommended outcome: follow it instead of departing"))
        )
    if not reason:
        problems.append(
            Problem("reason", translate("core", "is required: the decision departs from the recommendation (rule 44)"))
        )
    elif len(reason) > REASON_MAX:
        problems.append(
            Problem(
                "reason",
                translate("core", "is longer than {REASON_MAX} characters").format(REASON_MAX=grouped(REASON_MAX)),
            )
        )
    return problems


def check_decision(recommendation: Recommendation | None, decision: Decision) -> None:
    """Raise InvalidInput with every problem of `decision_problems`."""
    problems = decision_problems(recommendation, decision)
    if problems:
        raise InvalidInput(problems)


class Direction(Enum):
    """Which way a ruling went against its recommendation."""

    FOLLOWED = "followed"
    DEPARTED = "departed"

    @classmethod
    def of(cls, departs: bool) -> Direction:
        return cls.DEPARTED if departs else cls.FOLLOWED


@dataclass(frozen=True)
class Considered:
    """What a signed ruling records of its precedents (`floordesk.core.precedents`): which were shown, and the
    difference named when it went against them."""

    shown: tuple[str, ...]
    against: Direction | None = None
    difference: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"shown": list(self.shown)}
        if self.against is not None:
            data.update(against=self.against.value, difference=self.difference)
        return data


@dataclass(frozen=True)
class Ruling:
    """A decided ruling, ready to be signed and recorded as an incident."""

    kind: RulingKind
    rule: int
    recommendation: Recommendation | None
    decision: Decision
    witnesses: Sequence[str] = ()
    dispute: Dispute | None = None
    table_events: Sequence[str] = ()
    """What the table did around the ruling, in words, for its record ("pot held 14:02-14:09 by Sam Super ...")."""
    precedents: Considered | None = None
    """the earlier comparable rulings its decision step showed (None: none were looked up)"""

    def __post_init__(self) -> None:
        check_decision(self.recommendation, self.decision)
        if self.precedents is not None and self.precedents.against is not None and not self.precedents.difference:
            raise InvalidInput.at(
                "difference", translate("core", "is required: the decision goes against the last comparable rulings")
            )

    @classmethod
    def of(
        cls,
        recommendation: Recommendation,
        decision: Decision,
        witnesses: Sequence[str] = (),
        dispute: Dispute | None = None,
        table_events: Sequence[str] = (),
        precedents: Considered | None = None,
    ) -> Ruling:
        return cls(
            recommendation.kind,
            recommendation.rule,
            recommendation,
            decision,
            tuple(witnesses),
            dispute=dispute,
            table_events=tuple(table_events),
            precedents=precedents,
        )

    @property
    def outcome(self) -> Any:
        """The result that stands: the recommendation when followed, the decided outcome when departing."""
        if self.decision.departs or self.recommendation is None:
            return self.decision.outcome
        return self.recommendation.result

    def narrative(self) -> str:
        """The ruling in words, as a supervisor would read it aloud: the explanation, then the decision."""
        lines = list(self.recommendation.explanation if self.recommendation else ())
        if self.decision.departs:
            lines.append(
                f"The floor departed from the recommendation (rule 44): {(self.decision.reason or '').strip()}"
            )
        else:
            lines.append(FOLLOWED)  # the record's English, as every line of a narrative
        lines += [f"At the table: {event}." for event in self.table_events]
        return "\n".join(lines)

    def incident_fields(self) -> dict[str, Any]:
        """The ruling's part of an incident record (the store adds event, table, parties and signer)."""
        recommended = dict(self.recommendation.result) if self.recommendation else None
        return {
            "rule": self.rule,
            "kind": self.kind.value,
            "inputs": dict(self.recommendation.request) if self.recommendation else {},
            "recommended": recommended,
            "decision": self.decision.outcome if self.decision.departs or recommended is None else None,
            "departure_reason": (self.decision.reason or "").strip() if self.decision.departs else None,
            "witnesses": list(self.witnesses),
            "narrative": self.narrative(),
            "dispute": None if self.dispute is None else self.dispute.to_json(),
            "precedents": None if self.precedents is None else self.precedents.to_json(),
        }
