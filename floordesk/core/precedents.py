"""Core: precedents at the moment of decision (issue 30), Qt-free and store-free.

Floor staff's commonest complaint is inconsistency: the same situation, another
floor person, another decision. So a ruling's decision step shows the earlier
rulings *comparable* to it: the same kind, under the same rule-set flags (the
request's `config`, every flag of the event's rule set), voided ones left out,
newest first, in this event and in the whole log.

*The last comparable rulings* are the `LAST_COMPARABLE` (3) newest of the whole
log's list. When they all went one way (all followed the recommendation, or all
departed from it, as their decisions now stand, an overrule included) and this
decision goes the other way, the decision needs a reason that names what is
different here (`difference`) before it can be signed. Fewer than three, or a
mixed record, set no pattern and ask for nothing.

What was shown is part of the signed ruling (`Considered.to_json`, the incident's
`precedents`): the ids of the incidents listed and, for a decision against the
pattern, which way the precedents went and the difference named.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from floordesk.core.errors import Problem
from floordesk.core.ruling import REASON_MAX, Considered, Direction
from floordesk.i18n import grouped, translate

LAST_COMPARABLE = 3
"""How many of the newest comparable rulings must agree to set a pattern a decision must answer."""
SHOWN = 5
"""How many precedents each list (this event, the whole log) shows: one screen, newest first."""


@dataclass(frozen=True)
class Precedent:
    """One earlier ruling as the decision step shows it."""

    uid: str
    number: int
    device_label: str
    event: str
    """'#3 Event name'"""
    recorded_local: str
    recommended: Any
    """what the rules recommended (None: nothing was computed)"""
    decided: Any
    """the decision as it stands (an overrule's, else the floor's)"""
    departure_reason: str | None
    overruled: bool
    decided_by: str
    role: str
    """the decider's role title ('Supervisor', 'Tournament Director') when he signed the ruling"""

    @property
    def direction(self) -> Direction | None:
        """Whether the decision in force follows the recommendation (None: there was none to follow)."""
        if self.recommended is None:
            return None
        return Direction.of(self.decided != self.recommended)


@dataclass(frozen=True)
class PrecedentList:
    """The comparable rulings of one kind and flags: in the event of the ruling at hand, and in the whole log."""

    kind: str
    in_event: tuple[Precedent, ...]
    in_log: tuple[Precedent, ...]

    @property
    def shown(self) -> tuple[str, ...]:
        """The ids of every precedent listed, each once: the event's first, then the rest of the log's."""
        return tuple(dict.fromkeys(p.uid for p in (*self.in_event, *self.in_log)))

    @property
    def pattern(self) -> Direction | None:
        """The way the last comparable rulings all went (None: fewer than `LAST_COMPARABLE`, or not all one way)."""
        last = [p.direction for p in self.in_log[:LAST_COMPARABLE]]
        if len(last) < LAST_COMPARABLE or None in last or len(set(last)) != 1:
            return None
        return last[0]

    def against(self, departs: bool) -> Direction | None:
        """The pattern a decision (departing or not) goes against; None when it goes with it, or there is none."""
        pattern = self.pattern
        return pattern if pattern is not None and pattern is not Direction.of(departs) else None


def consider(precedents: PrecedentList, departs: bool, difference: str | None) -> tuple[Considered, list[Problem]]:
    """What the ruling records of `precedents`, and the problems of its `difference` (named by `difference`)."""
    against = precedents.against(departs)
    named = (difference or "").strip()
    problems: list[Problem] = []
    if against is None:
        if named:
            problems.append(
                Problem("difference", translate("core", "is only for a decision that goes against the last rulings"))
            )
        return Considered(precedents.shown), problems
    if not named:
        problems.append(Problem("difference", _unexplained(against, departs)))
    elif len(named) > REASON_MAX:
        problems.append(
            Problem(
                "difference",
                translate("core", "is longer than {REASON_MAX} characters").format(REASON_MAX=grouped(REASON_MAX)),
            )
        )
    return Considered(precedents.shown, against, named or None), problems


def _unexplained(against: Direction, departs: bool) -> str:
    if against is Direction.FOLLOWED:
        text = (
            translate(
                "core",
                "is required: the last {count} comparable rulings all followed the recommendation and "
                "this one departs from it: say what is different here",
            )
            if departs
            else translate(
                "core",
                "is required: the last {count} comparable rulings all followed the recommendation "
                "and this one follows it: say what is different here",
            )
        )
    else:
        text = (
            translate(
                "core",
                "is required: the last {count} comparable rulings all departed from the recommendation "
                "and this one departs from it: say what is different here",
            )
            if departs
            else translate(
                "core",
                "is required: the last {count} comparable rulings all departed from the "
                "recommendation and this one follows it: say what is different here",
            )
        )
    return text.format(count=LAST_COMPARABLE)


def described(precedent: Precedent) -> list[str]:
    """A precedent in words, a line each: which and who; what was recommended and decided; the departure's reason."""
    lines = [
        translate("core", "#{number} of {device}, {recorded}, {event}: decided by {name} ({role})").format(
            number=precedent.number,
            device=precedent.device_label,
            recorded=precedent.recorded_local[:16].replace("T", " "),
            event=precedent.event,
            name=precedent.decided_by,
            role=precedent.role,
        )
    ]
    recommended = (
        ""
        if precedent.recommended is None
        else translate("core", "recommended {outcome}").format(outcome=_short(precedent.recommended))
    )
    if precedent.direction is Direction.FOLLOWED:
        followed = (
            translate("core", "Followed (as overruled): {recommended}")
            if precedent.overruled
            else translate("core", "Followed: {recommended}")
        )
        lines.append(followed.format(recommended=recommended))
    else:
        decided = (
            translate("core", "Decided (as overruled): {decided}")
            if precedent.overruled
            else translate("core", "Decided: {decided}")
        )
        lines.append(decided.format(decided=_short(precedent.decided)) + (f"; {recommended}" * bool(recommended)))
        if precedent.departure_reason:
            lines.append(translate("core", "Departed because: {reason}").format(reason=precedent.departure_reason))
    return lines


_SHORT = 120


def _short(value: Any) -> str:
    """A JSON result in one line for a listing: its leaves as `name: value`, its rule and explanation left out (the
    log window shows the whole of it)."""
    text = ", ".join(f"{name}: {leaf}" if name else leaf for name, leaf in _leaves(value, ""))
    return text if len(text) <= _SHORT else text[: _SHORT - 1] + "…"


def _leaves(value: Any, name: str) -> list[tuple[str, str]]:
    if isinstance(value, dict):
        inner = [(key, item) for key, item in value.items() if key not in ("explanation", "rule")]
        return [leaf for key, item in inner for leaf in _leaves(item, key.replace("_", " "))]
    if isinstance(value, list) and value:
        return [leaf for item in value for leaf in _leaves(item, name)]
    return [(name, value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))]


def considered_said(precedents: Any) -> list[str]:
    """What an incident records of the precedents shown when it was decided (`Considered.to_json`), in words."""
    if not isinstance(precedents, dict):
        return []
    shown = [str(uid) for uid in precedents.get("shown", [])]
    lines = [
        translate("core", "Earlier comparable rulings shown when it was decided: {count}").format(count=len(shown))
        + (translate("core", " (ids {ids})").format(ids=", ".join(uid[:16] for uid in shown)) if shown else "")
    ]
    against = precedents.get("against")
    if against in (Direction.FOLLOWED.value, Direction.DEPARTED.value):
        went = (
            translate(
                "core",
                "It went against the last {count}, which all followed the recommendation; what was "
                "different: {difference}",
            )
            if against == Direction.FOLLOWED.value
            else translate(
                "core", "It went against the last {count}, which all departed from it; what was different: {difference}"
            )
        )
        lines.append(went.format(count=LAST_COMPARABLE, difference=precedents.get("difference")))
    return lines


def pattern_said(precedents: PrecedentList) -> str:
    """What the last comparable rulings ask of this decision, in a sentence (empty: nothing)."""
    pattern = precedents.pattern
    if pattern is None:
        return ""
    if pattern is Direction.FOLLOWED:
        said = translate(
            "core",
            "The last {count} comparable rulings all followed the recommendation: to depart "
            "from it, say what is different here.",
        )
    else:
        said = translate(
            "core",
            "The last {count} comparable rulings all departed from the recommendation: to "
            "follow it, say what is different here.",
        )
    return said.format(count=LAST_COMPARABLE)
