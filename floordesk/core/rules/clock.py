"""Core: rule 49, calling for the clock, as a pure state machine (rules-spec section 7).

Every time is in seconds since the action reached the player (t = 0) and is
passed in by the caller; nothing here reads the wall clock, so a ruling takes
microseconds to compute and to test. The GUI drives a clock with its own timer.

A clock covers one decision. The next decision starts again at t = 0 and needs
a new request, with the minimum wait applying again [I-12].
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from floordesk.core.errors import InvalidInput
from floordesk.core.fields import describe_json
from floordesk.core.ruleset import MAX_SECONDS, OnClockExpiry, RuleSet
from floordesk.i18n import translate

RULE = 49
STALLING_PENALTY_RULE = 52


class ClockError(InvalidInput):
    """A clock time that cannot be: negative, not a number, or out of order."""


class ClockOutcome(Enum):
    CLOCK_REFUSED = "clock_refused"
    ACTION_VALID = "action_valid"
    HAND_DEAD = "hand_dead"
    HAND_CHECKED = "hand_checked"


class ClockPhase(Enum):
    MAIN_PERIOD = "main_period"
    COUNTDOWN = "countdown"
    EXPIRED = "expired"


def seconds_text(seconds: float) -> str:
    """A time as a supervisor reads it: '45 s', and from a minute on with the clock's minutes and seconds too:
    '130 s (2:10)', '129.5 s (2:09.5)'."""
    text = f"{int(seconds)} s" if float(seconds).is_integer() else f"{seconds} s"
    return f"{text} ({clock_time_text(seconds)})" if seconds >= 60 else text


def clock_time_text(seconds: float) -> str:
    """A time as a supervisor reads it on the clock: '2:10', '0:05', '2:09.5'."""
    whole, fraction = divmod(round(float(seconds), 2), 1)
    minutes, rest = divmod(int(whole), 60)
    tail = f"{fraction:.2f}".rstrip("0").rstrip(".")[1:] if fraction else ""
    return f"{minutes}:{rest:02d}{tail}"


_CLOCK_TIME = re.compile(r"(?:(\d{1,4}):([0-5]\d)|(\d{1,5}))")


def parse_clock_time(text: str, path: str) -> int:
    """A time typed by the supervisor: minutes and seconds ('1:30') or plain seconds ('90'); anything else,
    '1.30' or '1:75' included, is refused rather than read some other way."""
    typed = text.strip()
    match = _CLOCK_TIME.fullmatch(typed)
    if match is None:
        raise ClockError.at(
            path, translate("core", "write minutes:seconds (1:30) or seconds (90), not {typed!r}").format(typed=typed)
        )
    minutes, seconds, plain = match.groups()
    value = int(plain) if plain is not None else int(minutes) * 60 + int(seconds)
    if value > MAX_SECONDS:
        raise ClockError.at(
            path,
            translate("core", "must be at most {clock_time_text} (a day), not {typed}").format(
                clock_time_text=clock_time_text(MAX_SECONDS), typed=typed
            ),
        )
    return value


def check_time(value: object, path: str) -> float:
    """A time in seconds from 0 to MAX_SECONDS; refused if it is not a number (or infinite) or out of that range."""
    # An int is always finite; math.isfinite would overflow on a huge one.
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or (isinstance(value, float) and not math.isfinite(value))
    ):
        raise ClockError.at(
            path,
            translate("core", "must be a number of seconds, not {describe_json}").format(
                describe_json=describe_json(value)
            ),
        )
    if value < 0:
        raise ClockError.at(path, translate("core", "must not be negative, not {value!r}").format(value=value))
    if value > MAX_SECONDS:
        raise ClockError.at(
            path,
            translate("core", "must be at most {MAX_SECONDS} s (a day), not {value!r}").format(
                MAX_SECONDS=MAX_SECONDS, value=value
            ),
        )
    return value


@dataclass(frozen=True)
class ClockRefusal:
    """A request made before the minimum wait; it may be made again from `may_be_called_at_s`."""

    requested_at_s: float
    may_be_called_at_s: float


@dataclass(frozen=True)
class Clock:
    """A granted clock on one decision: the main period, then the countdown."""

    started_at_s: float
    main_period_s: float
    countdown_s: float
    facing_bet: bool
    on_expiry: OnClockExpiry
    tie_goes_to_player: bool
    shortened_for_stalling: bool = False

    @property
    def main_period_ends_at_s(self) -> float:
        return self.started_at_s + self.main_period_s

    @property
    def countdown_ends_at_s(self) -> float:
        return self.main_period_ends_at_s + self.countdown_s

    @property
    def refer_for_penalty_rule(self) -> int | None:
        """Rule 52 when the supervisor shortened the clock for deliberate stalling."""
        return STALLING_PENALTY_RULE if self.shortened_for_stalling else None

    @property
    def expiry_outcome(self) -> ClockOutcome:
        """What happens to the hand if the player has not acted when the countdown is over."""
        if self.on_expiry is OnClockExpiry.DEAD_IF_FACING_BET_ELSE_CHECK and not self.facing_bet:
            return ClockOutcome.HAND_CHECKED
        return ClockOutcome.HAND_DEAD

    def _check_on_clock(self, at_s: float, path: str) -> None:
        check_time(at_s, path)
        if at_s < self.started_at_s:
            raise ClockError.at(
                path,
                translate("core", "{seconds_text} is before the clock was granted at {seconds_text2}").format(
                    seconds_text=seconds_text(at_s), seconds_text2=seconds_text(self.started_at_s)
                ),
            )

    def is_over_at(self, at_s: float) -> bool:
        """Whether time has run out by `at_s`; at exactly zero the tie flag decides [I-10]."""
        self._check_on_clock(at_s, "at_s")
        end = self.countdown_ends_at_s
        return at_s > end if self.tie_goes_to_player else at_s >= end

    def phase_at(self, at_s: float) -> ClockPhase:
        if self.is_over_at(at_s):
            return ClockPhase.EXPIRED
        return ClockPhase.COUNTDOWN if at_s >= self.main_period_ends_at_s else ClockPhase.MAIN_PERIOD

    def seconds_left_at(self, at_s: float) -> float:
        """Time left until the countdown is over (0 once it is)."""
        self._check_on_clock(at_s, "at_s")
        return max(0, self.countdown_ends_at_s - at_s)

    def outcome_of_action_at(self, at_s: float) -> ClockOutcome:
        """The ruling on the player acting at `at_s`: valid until time has run out, then the expiry outcome."""
        self._check_on_clock(at_s, "player_action_at_s")
        return self.expiry_outcome if self.is_over_at(at_s) else ClockOutcome.ACTION_VALID

    def shortened_for_stalling_to(self, main_period_s: float, path: str = "main_period_s") -> Clock:
        """The supervisor speeds the clock up for a player who appears to stall on purpose (rule 49)."""
        check_time(main_period_s, path)
        if main_period_s >= self.main_period_s:
            raise ClockError.at(
                path,
                translate(
                    "core", "a shortened clock must be shorter than the {seconds_text} it replaces, not {seconds_text2}"
                ).format(seconds_text=seconds_text(self.main_period_s), seconds_text2=seconds_text(main_period_s)),
            )
        return replace(self, main_period_s=main_period_s, shortened_for_stalling=True)


def call_clock(requested_at_s: float, rules: RuleSet, *, facing_bet: bool = True) -> Clock | ClockRefusal:
    """A clock request: refused before the minimum wait, otherwise granted from `requested_at_s`.

    A `supervisor_shortened_clock_s` in the rules replaces the main period from the start.
    """
    check_time(requested_at_s, "clock_requested_at_s")
    minimum = rules.min_wait_before_clock_s
    if minimum is not None and requested_at_s < minimum:
        return ClockRefusal(requested_at_s, minimum)
    clock = Clock(
        started_at_s=requested_at_s,
        main_period_s=rules.clock_s,
        countdown_s=rules.countdown_s,
        facing_bet=facing_bet,
        on_expiry=rules.on_expiry,
        tie_goes_to_player=rules.tie_goes_to_player,
    )
    if rules.supervisor_shortened_clock_s is None:
        return clock
    return clock.shortened_for_stalling_to(rules.supervisor_shortened_clock_s, "config.supervisor_shortened_clock_s")


@dataclass(frozen=True)
class ClockRuling:
    """The whole ruling on one clock request and what the player then did (or did not do)."""

    outcome: ClockOutcome
    clock: Clock | ClockRefusal
    player_action_at_s: float | None
    explanation: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        granted = self.clock if isinstance(self.clock, Clock) else None
        result: dict[str, Any] = {
            "rule": RULE,
            "clock_granted": granted is not None,
            "clock_started_at_s": granted.started_at_s if granted else None,
            "main_period_ends_at_s": granted.main_period_ends_at_s if granted else None,
            "countdown_ends_at_s": granted.countdown_ends_at_s if granted else None,
            "outcome": self.outcome.value,
        }
        if isinstance(self.clock, ClockRefusal):
            result["may_be_called_at_s"] = self.clock.may_be_called_at_s
        if granted is not None and granted.refer_for_penalty_rule is not None:
            result["refer_for_penalty_rule"] = granted.refer_for_penalty_rule
        result["explanation"] = list(self.explanation)
        return result


def rule_on_clock(
    requested_at_s: float, player_action_at_s: float | None, rules: RuleSet, *, facing_bet: bool = True
) -> ClockRuling:
    """Rule on a clock called at `requested_at_s`; `player_action_at_s` is None if the player never acted."""
    check_time(requested_at_s, "clock_requested_at_s")
    if player_action_at_s is not None:
        check_time(player_action_at_s, "player_action_at_s")
        if player_action_at_s < requested_at_s:
            raise ClockError.at(
                "player_action_at_s",
                translate(
                    "core",
                    "the player acted at {seconds_text}, before the clock was called at "
                    "{seconds_text2}: a clock covers a decision still to be made",
                ).format(seconds_text=seconds_text(player_action_at_s), seconds_text2=seconds_text(requested_at_s)),
            )
    clock = call_clock(requested_at_s, rules, facing_bet=facing_bet)
    if isinstance(clock, ClockRefusal):
        wait = seconds_text(clock.may_be_called_at_s)
        sentences = (
            translate(
                "reasons",
                "The clock was called {called} after the action reached the player, before the minimum wait of "
                "{wait} (rule 49), so it is refused.",
            ).format(called=seconds_text(requested_at_s), wait=wait),
            translate("reasons", "It may be called from {wait}.").format(wait=wait),
        )
        return ClockRuling(ClockOutcome.CLOCK_REFUSED, clock, player_action_at_s, sentences)
    explanation = [_granted_sentence(requested_at_s, rules), *_period_sentences(clock, rules)]
    if player_action_at_s is None:
        outcome = clock.expiry_outcome
        explanation.append(_expired_sentence(clock))
    else:
        outcome = clock.outcome_of_action_at(player_action_at_s)
        explanation.append(_action_sentence(clock, player_action_at_s, outcome))
    return ClockRuling(outcome, clock, player_action_at_s, tuple(explanation))


def _granted_sentence(requested_at_s: float, rules: RuleSet) -> str:
    called = seconds_text(requested_at_s)
    if rules.min_wait_before_clock_s is None:
        return translate(
            "reasons",
            "The clock is called {called} after the action reached the player; no minimum wait is set, "
            "so it is granted.",
        ).format(called=called)
    return translate(
        "reasons",
        "The clock is called {called} after the action reached the player, after the minimum wait of {wait}, "
        "so it is granted.",
    ).format(called=called, wait=seconds_text(rules.min_wait_before_clock_s))


def _period_sentences(clock: Clock, rules: RuleSet) -> list[str]:
    sentences = []
    if clock.shortened_for_stalling:
        sentences.append(
            translate(
                "reasons",
                "The supervisor shortened the clock from {clock} to {shortened} because the player appears to be "
                "stalling on purpose; intentional stalling is penalised under rule {rule}.",
            ).format(
                clock=seconds_text(rules.clock_s),
                shortened=seconds_text(clock.main_period_s),
                rule=STALLING_PENALTY_RULE,
            )
        )
    sentences.append(
        translate(
            "reasons",
            "The player has {period} to act, until {period_end}, then a {countdown} countdown, until {countdown_end}.",
        ).format(
            period=seconds_text(clock.main_period_s),
            period_end=seconds_text(clock.main_period_ends_at_s),
            countdown=seconds_text(clock.countdown_s),
            countdown_end=seconds_text(clock.countdown_ends_at_s),
        )
    )
    return sentences


def _expired_sentence(clock: Clock) -> str:
    end = seconds_text(clock.countdown_ends_at_s)
    if clock.expiry_outcome is ClockOutcome.HAND_CHECKED:
        return translate(
            "reasons",
            "The player did not act by the end of the countdown at {end}: he faces no bet, so his hand is checked.",
        ).format(end=end)
    return translate(
        "reasons",
        "The player did not act by the end of the countdown at {end}: his hand is dead; chips he has already put "
        "in stay in the pot.",
    ).format(end=end)


def _action_sentence(clock: Clock, at_s: float, outcome: ClockOutcome) -> str:
    acted, end = seconds_text(at_s), seconds_text(clock.countdown_ends_at_s)
    on_time = at_s == clock.countdown_ends_at_s
    checked = clock.expiry_outcome is ClockOutcome.HAND_CHECKED
    if outcome is ClockOutcome.ACTION_VALID:
        if on_time:
            return translate(
                "reasons",
                "The player acted at {acted}, exactly as the countdown ended; a tie goes to the player, "
                "so the action stands.",
            ).format(acted=acted)
        return translate(
            "reasons", "The player acted at {acted}, before the countdown ended at {end}: the action stands."
        ).format(acted=acted, end=end)
    if on_time and checked:
        sentence = translate(
            "reasons",
            "The player acted at {acted}, exactly as the countdown ended, which is too late here: he faces no bet, "
            "so his hand is checked.",
        )
    elif on_time:
        sentence = translate(
            "reasons",
            "The player acted at {acted}, exactly as the countdown ended, which is too late here: his hand is "
            "dead; chips he has already put in stay in the pot.",
        )
    elif checked:
        sentence = translate(
            "reasons",
            "The player acted at {acted}, after the countdown ended at {end}: he faces no bet, so his hand is checked.",
        )
    else:
        sentence = translate(
            "reasons",
            "The player acted at {acted}, after the countdown ended at {end}: his hand is dead; chips he has "
            "already put in stay in the pot.",
        )
    return sentence.format(acted=acted, end=end)
