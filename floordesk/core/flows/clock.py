"""Core: the clock wizard's flow (rule 49), timed by a `Ticker` that tests replace with a fake one.

The situation names the player the action is on, whether he faces a bet, and
how long the action has already been on him (0: timing starts now). From then
on the flow reads its ticker, never a count of ticks, so a display driven by
any timer shows the true time. The clock is called at the time elapsed: before
the event's minimum wait it is refused with the moment it may be called, and
nothing is recorded. Once granted, the main period runs, then the countdown;
the supervisor may shorten the clock of a player who appears to stall on
purpose (the shortened main period is written into the ruling's rule set, so
the record replays), and "player acted" stops it. When time runs out the hand
is dead (or checked, as the event's `on_expiry` says); a dead hand is folded on
the table when the player holds one in the hand in progress.

A clock ruled after the fact (a disputed clock, its times noted on paper) is
stated in the situation as `noted` times, the clock called at and the player
acting at (none: he did not act); the clock step then takes them as they are,
with no live timing. Times are typed as minutes:seconds ('1:30') or seconds,
and shown as minutes:seconds.

The clock step's answers are the two times the rule needs, in seconds since
the action reached the player; the request is `floordesk rule clock`'s, with the
number of the hand in progress (which the rule ignores, and an overrule reads).
A clock changes no chips and no markers on the table.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

from floordesk.core.chips import ChipSet
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.flows.flow import Answers, RulingFlow, Step
from floordesk.core.rules.clock import (
    Clock,
    ClockOutcome,
    ClockPhase,
    ClockRefusal,
    call_clock,
    check_time,
    clock_time_text,
    parse_clock_time,
)
from floordesk.core.rules.clock_result import ClockResult
from floordesk.core.ruleset import MAX_SECONDS, RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.i18n import noop, translate

CLOCK = Step("clock", noop("flow", "The clock"))
TIME_DECIMALS = 2
"""Times are kept to the hundredth of a second: the display's 50 ms is what matters, not the microsecond."""

OUTCOME_TEXT = {
    ClockOutcome.ACTION_VALID: noop("core", "the action stands"),
    ClockOutcome.HAND_DEAD: noop("core", "the hand is dead"),
    ClockOutcome.HAND_CHECKED: noop("core", "the hand is checked"),
}
"""The outcomes a clock ruling may decide (a refused clock is never recorded), in English: `translate("core", ...)`
says one in the language spoken."""


class Ticker(Protocol):
    """Where the flow reads the time: seconds from any fixed start, never going back."""

    def now(self) -> float: ...


class MonotonicTicker:
    """The machine's monotonic clock (a change of the wall clock does not move it)."""

    def now(self) -> float:
        return time.monotonic()


class WallTicker:
    """The wall clock (seconds since 1970): what a draft keeps, since the monotonic clock does not outlive a crash."""

    def now(self) -> float:
        return time.time()


@dataclass(frozen=True)
class ClockDisplay:
    """What a countdown shows at one moment.

    `phase` is None until the clock is granted; `phase_left_s` is what is left of the
    main period or of the countdown; `at_s` is the time since the action reached the player.
    """

    at_s: float
    phase: ClockPhase | None
    phase_left_s: float
    acted: bool
    expiry: ClockOutcome = ClockOutcome.HAND_DEAD
    """What running out of time does to the hand (dead, or checked as the event's rule set says)."""

    @property
    def is_running(self) -> bool:
        return self.phase in (ClockPhase.MAIN_PERIOD, ClockPhase.COUNTDOWN) and not self.acted


def _rounded(seconds: float) -> float:
    return round(max(seconds, 0.0), TIME_DECIMALS)


class ClockFlow(RulingFlow):
    """Core: a clock called on a player (see the module's description)."""

    kind = RulingKind.CLOCK
    title = noop("flow", "Clock on a player")
    own_steps = (CLOCK,)
    default_ticker: ClassVar[Ticker] = MonotonicTicker()
    default_wall: ClassVar[Ticker] = WallTicker()

    def __init__(
        self,
        session: TableSession,
        rules: RuleSet,
        seat: int | None = None,
        ticker: Ticker | None = None,
        *,
        game: str | None = None,
    ) -> None:
        super().__init__(session, rules, seat, game=game)
        self.ticker = ticker or type(self).default_ticker
        self.wall = type(self).default_wall
        self.changed: Callable[[], None] = lambda: None
        """called when the live clock changes (called, acted on, shortened): its owner keeps the draft then"""
        self._reached_at: float | None = None
        self._reached_at_wall: float | None = None
        self._clock: Clock | None = None
        self._acted_at_s: float | None = None
        self.refusal: ClockRefusal | None = None
        """The last clock refused as too early (shown; never recorded)."""

    # -- timing ------------------------------------------------------------------------------
    def submit(self, key: str, answers: Mapping[str, Any]) -> list[Problem]:
        before = self.answers("situation") if self.is_done("situation") else None
        problems = super().submit(key, answers)
        if key == "situation" and not problems and self.answers("situation") != before:
            self._start_timing(float(self.answers("situation")["elapsed_s"]))
        return problems

    def _start_timing(self, elapsed_s: float) -> None:
        """The action reached the player `elapsed_s` ago: every clock time is counted from then."""
        self._reached_at = self.ticker.now() - elapsed_s
        self._reached_at_wall = self.wall.now() - elapsed_s
        self._clock, self._acted_at_s, self.refusal = None, None, None

    @property
    def timing(self) -> bool:
        return self._reached_at is not None

    @property
    def clock(self) -> Clock | None:
        """The granted clock (None before it is granted)."""
        return self._clock

    def elapsed_s(self) -> float:
        """Seconds since the action reached the player, read from the ticker now."""
        if self._reached_at is None:
            raise InvalidInput.at("", translate("core", "state the situation first: timing starts from it"))
        return max(self.ticker.now() - self._reached_at, 0.0)

    def call_clock(self) -> list[Problem]:
        """The clock called now: granted, or refused with the moment it may be called (nothing is kept then)."""
        if self._clock is not None:
            return [Problem("", translate("core", "the clock is already running"))]
        at_s = _rounded(self.elapsed_s())
        granted = call_clock(at_s, self.rules, facing_bet=self._facing_bet())
        if isinstance(granted, ClockRefusal):
            self.refusal = granted
            return [_too_early(granted, f"; the action has been on him for {clock_time_text(math.floor(at_s))}")]
        self._clock, self.refusal = granted, None
        self.changed()
        return []

    def shorten_for_stalling(self, period_s: int | None = None) -> list[Problem]:
        """The supervisor judges the player to be stalling: the main period is cut to `period_s` from the clock's
        call (None: the countdown starts now) (rule 49; rule 52 follows).

        The shortened main period goes into this ruling's rule set, so the recorded request replays it.
        """
        clock = self._clock
        if clock is None:
            return [Problem("", translate("core", "call the clock first"))]
        if self._acted_at_s is not None or clock.phase_at(self.elapsed_s()) is not ClockPhase.MAIN_PERIOD:
            return [Problem("", translate("core", "only a clock still in its main period can be shortened"))]
        run_s = max(math.ceil(self.elapsed_s() - clock.started_at_s), 0)
        shortened_s = run_s if period_s is None else period_s
        if shortened_s >= clock.main_period_s:
            return [
                Problem(
                    "shorten_to_s",
                    translate(
                        "core", "a shortened clock is shorter than its {clock_time_text}, not {clock_time_text2}"
                    ).format(
                        clock_time_text=clock_time_text(clock.main_period_s),
                        clock_time_text2=clock_time_text(shortened_s),
                    ),
                )
            ]
        if shortened_s < run_s:
            return [
                Problem(
                    "shorten_to_s",
                    translate(
                        "core",
                        "the clock has already run {clock_time_text}: shorten it to that or more, not "
                        "{clock_time_text2}",
                    ).format(clock_time_text=clock_time_text(run_s), clock_time_text2=clock_time_text(shortened_s)),
                )
            ]
        self._clock = clock.shortened_for_stalling_to(shortened_s)
        self.rules = replace(self.rules, supervisor_shortened_clock_s=shortened_s)
        self.changed()
        return []

    def player_acted(self) -> list[Problem]:
        """The player acted now: the clock stops; the ruling says whether in time."""
        if self._clock is None:
            return [Problem("", translate("core", "call the clock first"))]
        if self._acted_at_s is None:
            self._acted_at_s = _rounded(self.elapsed_s())
            self.changed()
        return []

    def display(self) -> ClockDisplay:
        """The countdown as it stands now (stopped where the player acted)."""
        at_s = self.elapsed_s() if self._acted_at_s is None else self._acted_at_s
        clock = self._clock
        if clock is None:
            return ClockDisplay(at_s, None, 0.0, False)
        at_s = max(at_s, clock.started_at_s)
        phase = clock.phase_at(at_s)
        end = clock.main_period_ends_at_s if phase is ClockPhase.MAIN_PERIOD else clock.countdown_ends_at_s
        acted = self._acted_at_s is not None
        return ClockDisplay(at_s, phase, max(end - at_s, 0.0), acted, clock.expiry_outcome)

    @property
    def noted(self) -> Mapping[str, Any] | None:
        """The noted times of a clock ruled after the fact (None: the clock is timed live)."""
        if not self.is_done("situation"):
            return None
        noted = self.answers("situation").get("noted")
        return noted if isinstance(noted, dict) else None

    def clock_answers(self) -> Answers:
        """The clock step's answers from the live clock (those already accepted when there is none: a resumed draft),
        or the noted times of a clock ruled after the fact."""
        noted = self.noted
        if noted is not None:
            return {"requested_at_s": noted["requested_at_s"], "player_action_at_s": noted["player_action_at_s"]}
        if self._clock is None:
            if self.is_done(CLOCK.key):
                return self.answers(CLOCK.key)
            return {"requested_at_s": None, "player_action_at_s": None}
        return {"requested_at_s": self._clock.started_at_s, "player_action_at_s": self._acted_at_s}

    # -- drafts: the stalling shortening is part of this ruling's rule set, so it is kept with the answers; --
    # -- the live clock is kept by the wall clock, so a resumed draft counts on from where it truly is --------
    def to_json(self) -> dict[str, Any]:
        state = {**super().to_json(), "supervisor_shortened_clock_s": self.rules.supervisor_shortened_clock_s}
        if self._reached_at_wall is not None:
            state["timing"] = {
                "reached_at_wall": self._reached_at_wall,
                "requested_at_s": None if self._clock is None else self._clock.started_at_s,
                "acted_at_s": self._acted_at_s,
            }
        return state

    def restore(self, state: Mapping[str, Any]) -> list[Problem]:
        shortened = state.get("supervisor_shortened_clock_s")
        if is_whole_number(shortened, minimum=0, maximum=MAX_SECONDS):
            self.rules = replace(self.rules, supervisor_shortened_clock_s=shortened)
        problems = super().restore(state)
        timing = state.get("timing")
        if not problems and self.timing and isinstance(timing, dict):
            self._resume_timing(timing)
        return problems

    def _resume_timing(self, timing: Mapping[str, Any]) -> None:
        """The timing of a draft: from when the action reached the player by the wall clock, the clock granted then
        running on (or stopped where he acted). A time that cannot be read, or lies ahead, leaves the timing as the
        situation starts it."""
        reached, requested, acted = (timing.get(key) for key in ("reached_at_wall", "requested_at_s", "acted_at_s"))
        if not isinstance(reached, (int, float)) or isinstance(reached, bool):
            return
        elapsed = self.wall.now() - reached
        if not 0 <= elapsed <= MAX_SECONDS:
            return
        self._reached_at, self._reached_at_wall = self.ticker.now() - elapsed, float(reached)
        try:
            granted = (
                None
                if requested is None
                else call_clock(check_time(requested, "timing"), self.rules, facing_bet=self._facing_bet())
            )
            acted_at = None if acted is None else check_time(acted, "timing")
        except InvalidInput:
            return
        if isinstance(granted, Clock):
            self._clock, self._acted_at_s = granted, acted_at

    def _facing_bet(self) -> bool:
        return bool(self.answers("situation").get("facing_bet", True))

    # -- the steps -------------------------------------------------------------------------
    def proposed(self, key: str) -> Answers:
        if key == "situation":
            seats = self.session.table.occupied_seats()
            seat = self.seat if self.seat in seats else (seats[0] if seats else 1)
            return {"seat": seat, "facing_bet": True, "elapsed_s": 0, "noted": None}
        if key == CLOCK.key:
            return self.clock_answers()
        return {}

    def check(self, key: str, answers: Answers) -> list[Problem]:
        if key == "situation":
            return self._situation_problems(answers)
        if key == CLOCK.key:
            return self._clock_problems(answers)
        return []

    def _situation_problems(self, answers: Answers) -> list[Problem]:
        problems: list[Problem] = []
        seat = answers.get("seat")
        if not (
            is_whole_number(seat, minimum=1, maximum=self.session.table.seats_max)
            and self.session.occupant(seat) is not None
        ):
            problems.append(Problem("seat", translate("core", "choose the player the action is on")))
        if not isinstance(answers.get("facing_bet"), bool):
            problems.append(Problem("facing_bet", translate("core", "say whether the player faces a bet")))
        problems += _time_problems(answers.get("elapsed_s"), "elapsed_s")
        noted = answers.get("noted")
        if noted is None:
            return problems
        if not isinstance(noted, dict):
            return [*problems, Problem("noted", translate("core", "state the times noted, or time the clock live"))]
        requested, acted = noted.get("requested_at_s"), noted.get("player_action_at_s")
        if requested is None:
            problems.append(Problem("noted.requested_at_s", translate("core", "say when the clock was called")))
        else:
            problems += _time_problems(requested, "noted.requested_at_s")
        if acted is not None:
            problems += _time_problems(acted, "noted.player_action_at_s")
        if not problems:
            facing_bet = bool(answers.get("facing_bet"))
            problems += [Problem(f"noted.{p.path}", p.message) for p in self._clock_problems(noted, facing_bet)]
        return problems

    def _clock_problems(self, answers: Answers, facing_bet: bool | None = None) -> list[Problem]:
        requested, acted = answers.get("requested_at_s"), answers.get("player_action_at_s")
        if requested is None:
            return [Problem("requested_at_s", translate("core", "call the clock first"))]
        try:
            requested = check_time(requested, "requested_at_s")
            acted = None if acted is None else check_time(acted, "player_action_at_s")
        except InvalidInput as error:
            return list(error.problems)
        facing = self._facing_bet() if facing_bet is None else facing_bet
        granted = call_clock(requested, self.rules, facing_bet=facing)
        if isinstance(granted, ClockRefusal):
            return [_too_early(granted, "")]
        if acted is None:
            live = self._clock
            if live is not None and not live.is_over_at(self.elapsed_s()):
                return [
                    Problem(
                        "player_action_at_s",
                        translate("core", "the clock is still running: wait for it, or press Player acted"),
                    )
                ]
        elif acted < requested:
            return [Problem("player_action_at_s", translate("core", "the player acted before the clock was called"))]
        return []

    def build_request(self) -> dict[str, Any]:
        clock = self.answers(CLOCK.key)
        request = {
            "clock_requested_at_s": clock["requested_at_s"],
            "player_action_at_s": clock["player_action_at_s"],
            "facing_bet": self._facing_bet(),
        }
        if self.session.hand.number:
            # Not read by the rule: it tells an overrule whether the table is still on the hand the clock was on.
            request["hand_number"] = self.session.hand.number
        return request

    @property
    def refers_for_penalty(self) -> bool:
        """Whether the ruling sends the player on to a stalling penalty (rule 52)."""
        try:
            return self.recommendation().result.get("refer_for_penalty_rule") is not None
        except InvalidInput:
            return False

    # -- the outcome -------------------------------------------------------------------------
    def departure_template(self) -> dict[str, dict[str, int]]:
        recommended = self.recommendation().result["outcome"]
        return {"outcome": {outcome.value: int(outcome.value == recommended) for outcome in OUTCOME_TEXT}}

    def departure_outcome(self, edited: object) -> Any:
        chosen = edited.get("outcome") if isinstance(edited, dict) else None
        picked = [name for name, on in chosen.items() if on] if isinstance(chosen, dict) else []
        if len(picked) != 1 or picked[0] not in {outcome.value for outcome in OUTCOME_TEXT}:
            raise InvalidInput.at("outcome", translate("core", "choose the one outcome decided instead"))
        return {**self.recommendation().result, "outcome": picked[0]}

    def departure_answers(self, outcome: Any) -> dict[str, dict[str, int]]:
        return {"outcome": {o.value: int(o.value == outcome["outcome"]) for o in OUTCOME_TEXT}}

    def departure_denominations(self) -> tuple[int, ...]:
        return ()

    def table_after(self, outcome: Any) -> tuple[TableSession, ChipSet]:
        """A dead hand is killed on the table (folded), when he holds one in the hand in progress."""
        dead = ClockResult.read(outcome).outcome is ClockOutcome.HAND_DEAD
        return with_hand_killed(self.session, int(self.answers("situation")["seat"]), dead), self.session.chip_set

    def player_name(self) -> str:
        occupant = self.session.occupant(int(self.answers("situation")["seat"]))
        return "" if occupant is None else occupant.player.name

    def summary(self) -> str:
        try:
            decided = self.outcome_decided()
        except InvalidInput:
            decided = None
        where = {"player": self.player_name(), "table": self.session.name}
        if decided is None:
            return translate("core", "clock on {player} at {table}").format(**where)
        outcome = translate("core", OUTCOME_TEXT[decided])
        return translate("core", "clock on {player} at {table}: {outcome}").format(**where, outcome=outcome)

    def outcome_decided(self) -> ClockOutcome:
        """The outcome that stands: the decided one once decided, else the recommended one."""
        decision = self.decision
        if decision is not None and decision.departs and decision.outcome is not None:
            return ClockOutcome(decision.outcome["outcome"])
        return ClockOutcome(self.recommendation().result["outcome"])

    def parties(self) -> tuple[int, ...]:
        return (int(self.answers("situation")["seat"]),)

    def follow_up(self) -> tuple[RulingKind, int] | None:
        """A clock shortened for stalling leads into the stalling penalty (rule 52) of the player on the clock."""
        return (RulingKind.PENALTY, self.parties()[0]) if self.refers_for_penalty else None

    def follow_up_situation(self) -> Answers:
        return {"offence": "stalling"}  # rule 49: intentional stalling incurs a penalty under rule 52


def _too_early(refusal: ClockRefusal, since: str) -> Problem:
    return Problem(
        "requested_at_s",
        translate(
            "core",
            "too early: the clock may be called at {clock_time_text} after the action reached "
            "the player{since} (rule 49)",
        ).format(clock_time_text=clock_time_text(refusal.may_be_called_at_s), since=since),
    )


def _time_problems(value: object, path: str) -> list[Problem]:
    """What is wrong with a time answered: typed text that is not minutes:seconds or seconds, or a bad number."""
    try:
        if isinstance(value, str):
            parse_clock_time(value, path)
        else:
            check_time(value, path)
    except InvalidInput as error:
        return list(error.problems)
    return []


def with_hand_killed(session: TableSession, seat: int, dead: bool) -> TableSession:
    """The table with the player's hand in progress killed (`dead`) or live again; unchanged where it already is,
    or where he holds no hand to kill (not dealt in, all in, or no hand dealt yet)."""
    occupant = session.occupant(seat)
    if occupant is None or session.hand.dealt.get(seat) != occupant.player.player_id or session.is_killed(seat):
        return session
    if session.has_folded(seat) == dead or (dead and session.is_all_in(seat)):
        return session
    return session.fold(seat, dead)
