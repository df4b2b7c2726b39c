"""Core: rules 51 and 52, conduct offences and their penalties (rules-spec sections 9 and 10).

The WSOP 2009 text of rule 52 was not found; this follows the reconstruction in
rules-spec section 10 (TDA Rule 7 of 2007, the 2009 TDA changes, WSOP 2008 Rule 52):

- a warning, k missed hands, 1 to `max_penalty_rounds` missed rounds, or
  disqualification; a round is as many hands as there were players at the
  offender's table when the penalty was given, offender included;
- the count is fixed when given, and it starts with the first hand after the
  one in progress: no offence kills the offender's current hand, so it stays
  live whatever the penalty;
- while on penalty the player stays away, is dealt in, has his blinds, antes
  and bring-in posted and his hand killed; a misdeal and its redeal count as
  one hand; a table move carries the hands left; a penalty given while an
  earlier one still has hands to serve is served after it (`hands_still_to_serve`);
- a disqualified player's chips leave play when the hand in progress ends:
  nobody gets them, no refund.

`PenaltyTracker` follows one table hand by hand. The escalation suggestion, one
step above the heaviest penalty in the player's whole history and never lighter
in hands, is only a suggestion: the floor decides (rule 44).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType
from typing import Any

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.fields import is_whole_number
from floordesk.core.ruleset import RuleSet
from floordesk.core.structure import ForcedBets
from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.i18n import grouped, noop, numerus, translate

_AT_MOST_ROUNDS = numerus(
    "core", "at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}", "", 0
)

RULE = 52


class PenaltyError(InvalidInput):
    """A penalty the rules do not allow, or one given or served in a way that cannot be."""


class Offence(Enum):
    CARD_EXPOSED_WITH_ACTION_PENDING = "card_exposed_with_action_pending"
    CARD_OFF_TABLE = "card_off_table"
    FORCEFUL_MUCK = "forceful_muck"
    ONE_PLAYER_TO_A_HAND = "one_player_to_a_hand"
    SOFT_PLAY = "soft_play"
    ABUSE = "abuse"
    DISRUPTIVE_BEHAVIOUR = "disruptive_behaviour"
    STALLING = "stalling"
    OTHER = "other"


_OFFENCE_SENTENCES = {
    Offence.CARD_EXPOSED_WITH_ACTION_PENDING: noop(
        "reasons", "Exposing a card with action pending is penalised (rule 51)."
    ),
    Offence.CARD_OFF_TABLE: noop("reasons", "Throwing a card off the table is penalised (rule 51)."),
    Offence.FORCEFUL_MUCK: noop("reasons", "Mucking so hard that cards turn over is penalised (rule 51)."),
    Offence.ONE_PLAYER_TO_A_HAND: noop("reasons", "Breaking the one-player-to-a-hand rule is penalised (rule 51)."),
    Offence.SOFT_PLAY: noop("reasons", "Soft play is always penalised (rule 51)."),
    Offence.ABUSE: noop("reasons", "Abuse is always penalised (rule 51)."),
    Offence.DISRUPTIVE_BEHAVIOUR: noop("reasons", "Disruptive behaviour is always penalised (rule 51)."),
    Offence.STALLING: noop("reasons", "Intentionally stalling the game is penalised under rule 52 (rule 49)."),
    Offence.OTHER: noop("reasons", "The penalty is set under rule 52."),
}


class PenaltyType(Enum):
    WARNING = "warning"
    MISSED_HAND = "missed_hand"
    MISSED_ROUND = "missed_round"
    DISQUALIFICATION = "disqualification"


class OffenderHand(Enum):
    """What becomes of the offender's hand in progress when the penalty is given."""

    STAYS_LIVE = "stays_live"
    NOT_IN_A_HAND = "not_in_a_hand"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


@dataclass(frozen=True)
class Penalty:
    """A penalty: `hands` for a missed-hand penalty, `rounds` for a missed-round one."""

    type: PenaltyType
    hands: int | None = None
    rounds: int | None = None

    @classmethod
    def warning(cls) -> Penalty:
        return cls(PenaltyType.WARNING)

    @classmethod
    def missed_hands(cls, hands: int) -> Penalty:
        return cls(PenaltyType.MISSED_HAND, hands=hands)

    @classmethod
    def missed_rounds(cls, rounds: int) -> Penalty:
        return cls(PenaltyType.MISSED_ROUND, rounds=rounds)

    @classmethod
    def disqualification(cls) -> Penalty:
        return cls(PenaltyType.DISQUALIFICATION)

    def problems(self, path: str, max_rounds: int | None) -> list[Problem]:
        """What is wrong with this penalty under a cap of `max_rounds` (None: no cap)."""
        if self.type is PenaltyType.MISSED_HAND and not is_whole_number(self.hands, minimum=1):
            return [
                Problem(f"{path}.hands", translate("core", "a missed-hand penalty needs a whole number of hands >= 1"))
            ]
        if self.type is not PenaltyType.MISSED_ROUND:
            return []
        if not is_whole_number(self.rounds, minimum=1):
            return [
                Problem(
                    f"{path}.rounds", translate("core", "a missed-round penalty needs a whole number of rounds >= 1")
                )
            ]
        if max_rounds is not None and self.rounds is not None and self.rounds > max_rounds:
            return [
                Problem(
                    f"{path}.rounds",
                    translate("core", _AT_MOST_ROUNDS, "", max_rounds).format(
                        max_rounds=max_rounds, rounds=self.rounds
                    ),
                )
            ]
        return []

    def weight(self, players_at_table: int | None) -> tuple[int, int]:
        """Order on the escalation ladder: warning < hands < rounds < disqualification, except that
        with the table size known, missed hands and missed rounds compare by the hands they make him miss."""
        if players_at_table and self.type is PenaltyType.MISSED_ROUND:
            return Penalty.missed_hands(hands_to_miss(self, players_at_table)).weight(None)
        return list(PenaltyType).index(self.type), self.hands or self.rounds or 0

    def describe(self) -> str:
        if self.type is PenaltyType.MISSED_HAND:
            return _plural(self.hands or 0, "missed hand")
        if self.type is PenaltyType.MISSED_ROUND:
            return _plural(self.rounds or 0, "missed round")
        return "a warning" if self.type is PenaltyType.WARNING else "disqualification"

    def to_json(self) -> dict[str, Any]:
        result: dict[str, Any] = {"type": self.type.value}
        if self.type is PenaltyType.MISSED_HAND:
            result["hands"] = self.hands
        elif self.type is PenaltyType.MISSED_ROUND:
            result["rounds"] = self.rounds
        return result


def hands_to_miss(penalty: Penalty, players_at_table_when_given: int | None) -> int:
    """How many hands a penalty makes the player miss; a round counts the players seated when it was given."""
    if penalty.type is PenaltyType.MISSED_HAND:
        return penalty.hands or 0
    if penalty.type is PenaltyType.MISSED_ROUND:
        return (penalty.rounds or 0) * (players_at_table_when_given or 0)
    return 0


def next_step_up(penalty: Penalty, max_rounds: int | None, players_at_table: int | None) -> Penalty:
    """The next penalty up the ladder: warning, one hand, rounds up to the cap, disqualification.

    After k missed hands it is the fewest rounds that are more than k hands at a table of
    `players_at_table`, so the step never goes down; one round when the table size is unknown.
    """
    if penalty.type is PenaltyType.WARNING:
        return Penalty.missed_hands(1)
    if penalty.type is PenaltyType.MISSED_HAND:
        rounds = (penalty.hands or 0) // players_at_table + 1 if players_at_table else 1
    elif penalty.type is PenaltyType.MISSED_ROUND:
        rounds = (penalty.rounds or 0) + 1
    else:
        return Penalty.disqualification()
    if max_rounds is None or rounds <= max_rounds:
        return Penalty.missed_rounds(rounds)
    return Penalty.disqualification()


@dataclass(frozen=True)
class PastPenalty:
    """A penalty the player has already had in this event."""

    offence: Offence
    penalty: Penalty


def past_penalty_problems(penalty: Penalty, path: str) -> list[Problem]:
    """What is wrong with a penalty of the player's history, found at `path`."""
    # earlier penalties may have been given under another cap, so none is applied to them
    return penalty.problems(path, None)


def heaviest_penalty(history: Sequence[PastPenalty], players_at_table: int | None) -> Penalty | None:
    """The heaviest penalty the player has had, whatever the offence; None for a first penalty."""
    return max((past.penalty for past in history), key=lambda p: p.weight(players_at_table), default=None)


def suggest_penalty(
    history: Sequence[PastPenalty], max_rounds: int | None, players_at_table: int | None
) -> Penalty | None:
    """One step above the heaviest penalty in the player's history; None for a first penalty."""
    heaviest = heaviest_penalty(history, players_at_table)
    return None if heaviest is None else next_step_up(heaviest, max_rounds, players_at_table)


@dataclass(frozen=True)
class WhileOnPenalty:
    """How a player serves a missed-hand or missed-round penalty (TDA 2009 onwards)."""

    dealt_in: bool = True
    posts_blinds_and_antes: bool = True
    hand_killed_after_initial_deal: bool = True
    must_be_away_from_table: bool = True

    def to_json(self) -> dict[str, bool]:
        return {
            "dealt_in": self.dealt_in,
            "posts_blinds_and_antes": self.posts_blinds_and_antes,
            "hand_killed_after_initial_deal": self.hand_killed_after_initial_deal,
            "must_be_away_from_table": self.must_be_away_from_table,
        }


# -- a penalty given ---------------------------------------------------------------


@dataclass(frozen=True)
class MovedPenalty:
    """A penalty being served by a player moved to another table (rules-spec section 10, serving 2)."""

    hands_served: int
    players_at_new_table: int

    def problems(self, hands_given: int) -> list[Problem]:
        problems = []
        if hands_given == 0:
            problems.append(
                Problem("moved", translate("core", "only a missed-hand or missed-round penalty has hands to carry"))
            )
        elif not is_whole_number(self.hands_served, minimum=0, maximum=hands_given):
            problems.append(
                Problem(
                    "moved.hands_served",
                    translate("core", "must be a whole number from 0 to {hands_given}").format(hands_given=hands_given),
                )
            )
        if not is_whole_number(self.players_at_new_table, minimum=MIN_SEATS, maximum=MAX_SEATS):
            problems.append(
                Problem(
                    "moved.players_at_new_table",
                    translate("core", "must be a whole number from {MIN_SEATS} to {MAX_SEATS}").format(
                        MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS
                    ),
                )
            )
        return problems


@dataclass(frozen=True)
class PenaltyCase:
    """A penalty as the floor gives it; field names follow the command line's request.

    Give at most one of the two hand numbers. With neither, a hand is taken to be
    in progress exactly when the offender is said to be in it.
    """

    penalty: Penalty
    offence: Offence = Offence.OTHER
    players_at_table_when_given: int | None = None
    given_during_hand_number: int | None = None
    given_between_hands_after_hand_number: int | None = None
    offender_in_that_hand: bool = False
    offender_stack: int | None = None
    history: tuple[PastPenalty, ...] = ()
    moved: MovedPenalty | None = None
    hands_still_to_serve: int = 0
    """hands of his earlier penalties he has still to miss after the hand in progress: this one's follow them"""

    @property
    def hand_in_progress(self) -> bool:
        if self.given_during_hand_number is not None:
            return True
        return self.given_between_hands_after_hand_number is None and self.offender_in_that_hand

    @property
    def last_hand_number(self) -> int | None:
        """The hand in progress, or the last one finished, when the penalty was given."""
        if self.given_during_hand_number is not None:
            return self.given_during_hand_number
        return self.given_between_hands_after_hand_number

    def problems(self, rules: RuleSet) -> list[Problem]:
        problems = self.penalty.problems("penalty", rules.max_penalty_rounds)
        for index, past in enumerate(self.history):
            problems.extend(past_penalty_problems(past.penalty, f"history[{index}].penalty"))
        players = self.players_at_table_when_given
        if players is not None and not is_whole_number(players, minimum=MIN_SEATS, maximum=MAX_SEATS):
            # whatever the penalty: the escalation counts rounds in hands at this table too
            problems.append(
                Problem(
                    "players_at_table_when_given",
                    translate("core", "must be a whole number from {MIN_SEATS} to {MAX_SEATS}").format(
                        MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS
                    ),
                )
            )
        elif players is None and self.penalty.type is PenaltyType.MISSED_ROUND:
            problems.append(
                Problem(
                    "players_at_table_when_given",
                    translate(
                        "core",
                        "a missed-round penalty needs the players seated, offender included: {MIN_SEATS} "
                        "to {MAX_SEATS}",
                    ).format(MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS),
                )
            )
        if self.penalty.type is PenaltyType.DISQUALIFICATION and not is_whole_number(self.offender_stack, minimum=0):
            problems.append(
                Problem(
                    "penalty.offender_stack", translate("core", "a disqualification needs the offender's chips, >= 0")
                )
            )
        problems.extend(self._hand_number_problems())
        if not is_whole_number(self.hands_still_to_serve, minimum=0):
            problems.append(Problem("hands_still_to_serve", translate("core", "must be a whole number >= 0")))
        if self.moved is not None:
            problems.extend(self.moved.problems(hands_to_miss(self.penalty, players)))
        return problems

    def _hand_number_problems(self) -> list[Problem]:
        during, between = self.given_during_hand_number, self.given_between_hands_after_hand_number
        problems = []
        if during is not None and between is not None:
            problems.append(
                Problem(
                    "given_between_hands_after_hand_number",
                    translate(
                        "core",
                        "give either given_during_hand_number or given_between_hands_after_hand_number, not both",
                    ),
                )
            )
        if during is not None and not is_whole_number(during, minimum=1):
            problems.append(Problem("given_during_hand_number", translate("core", "must be a whole number >= 1")))
        if between is not None and not is_whole_number(between, minimum=0):
            problems.append(
                Problem("given_between_hands_after_hand_number", translate("core", "must be a whole number >= 0"))
            )
        if between is not None and during is None and self.offender_in_that_hand:
            problems.append(
                Problem(
                    "offender_in_that_hand",
                    translate("core", "no hand is in progress when a penalty is given between hands"),
                )
            )
        return problems


@dataclass(frozen=True)
class PenaltyRuling:
    case: PenaltyCase
    offender_hand_in_progress: OffenderHand
    hands_to_miss: int
    first_missed_hand_number: int | None
    last_missed_hand_number: int | None
    suggested_next_penalty: Penalty | None
    explanation: tuple[str, ...]

    @property
    def while_on_penalty(self) -> WhileOnPenalty | None:
        return WhileOnPenalty() if self.hands_to_miss else None

    def to_json(self) -> dict[str, Any]:
        while_on_penalty = self.while_on_penalty
        result: dict[str, Any] = {
            "rule": RULE,
            "offender_hand_in_progress": self.offender_hand_in_progress.value,
            "hands_to_miss": self.hands_to_miss,
            "first_missed_hand_number": self.first_missed_hand_number,
            "last_missed_hand_number": self.last_missed_hand_number,
            "while_on_penalty": while_on_penalty.to_json() if while_on_penalty else None,
            "suggested_next_penalty": self.suggested_next_penalty.to_json() if self.suggested_next_penalty else None,
        }
        if self.case.penalty.type is PenaltyType.DISQUALIFICATION:
            result.update(
                chips_removed_from_play=self.case.offender_stack,
                chips_redistributed_to_players=0,
                refund=False,
                player_status="disqualified",
            )
        if self.case.moved is not None:
            result["hands_remaining_at_new_table"] = self.hands_to_miss - self.case.moved.hands_served
        result["explanation"] = list(self.explanation)
        return result


def assess_penalty(case: PenaltyCase, rules: RuleSet) -> PenaltyRuling:
    """The consequences of a penalty given by the floor, and the step the player's history suggests."""
    problems = case.problems(rules)
    if problems:
        raise PenaltyError(problems)
    penalty = case.penalty
    missed = hands_to_miss(penalty, case.players_at_table_when_given)
    last_hand = case.last_hand_number
    first_missed = last_hand + 1 + case.hands_still_to_serve if missed and last_hand is not None else None
    last_missed = first_missed + missed - 1 if first_missed is not None else None
    # no offence kills the offender's hand, not even one that disqualifies him (rules-spec section 9)
    in_hand = case.hand_in_progress and case.offender_in_that_hand
    offender_hand = OffenderHand.STAYS_LIVE if in_hand else OffenderHand.NOT_IN_A_HAND
    suggestion = suggest_penalty(case.history, rules.max_penalty_rounds, case.players_at_table_when_given)
    explanation = [
        translate("reasons", _OFFENCE_SENTENCES[case.offence]),
        _hand_sentence(offender_hand, case.hand_in_progress),
        *_penalty_sentences(case, offender_hand, missed, first_missed, last_missed),
        *_suggestion_sentences(case, suggestion),
        *_moved_sentences(case.moved, missed),
    ]
    return PenaltyRuling(case, offender_hand, missed, first_missed, last_missed, suggestion, tuple(explanation))


def _hand_sentence(offender_hand: OffenderHand, hand_in_progress: bool) -> str:
    if offender_hand is OffenderHand.STAYS_LIVE:
        return translate("reasons", "His hand in progress stays live; the penalty begins when this hand ends.")
    if hand_in_progress:
        return translate("reasons", "He is not in the hand in progress; the penalty begins when it ends.")
    return translate("reasons", "No hand is in progress; the penalty begins with the next hand.")


def _penalty_sentences(
    case: PenaltyCase, offender_hand: OffenderHand, missed: int, first_missed: int | None, last_missed: int | None
) -> list[str]:
    penalty = case.penalty
    if penalty.type is PenaltyType.WARNING:
        return [translate("reasons", "A verbal warning is recorded; no hands are missed.")]
    if penalty.type is PenaltyType.DISQUALIFICATION:
        # offender_stack is what he holds once his live hand is over
        if offender_hand is OffenderHand.STAYS_LIVE:
            sentence = translate(
                "reasons",
                "He is disqualified when this hand ends: the {chips} chips he then holds are removed from play, "
                "nobody receives them, and there is no refund.",
            )
        else:
            sentence = translate(
                "reasons",
                "He is disqualified: his {chips} chips are removed from play, nobody receives them, and there is "
                "no refund.",
            )
        return [sentence.format(chips=case.offender_stack)]
    if penalty.type is PenaltyType.MISSED_ROUND:
        rounds = penalty.rounds or 0
        sentences = [
            translate("reasons", _ONE_ROUND if rounds == 1 else _ROUNDS, "", missed).format(
                rounds=rounds, players=case.players_at_table_when_given
            )
        ]
    else:
        sentences = [translate("reasons", _MISSES, "", missed)]
    if case.hands_still_to_serve:
        sentences.append(translate("reasons", _STILL_TO_SERVE, "", case.hands_still_to_serve))
    if first_missed is not None:
        if missed == 1:
            sentences.append(translate("reasons", "That is hand {first}.").format(first=first_missed))
        else:
            sentences.append(
                translate("reasons", "These are hands {first} to {last}.").format(first=first_missed, last=last_missed)
            )
    sentences.append(
        translate(
            "reasons",
            "Meanwhile he must stay away from the table; he is dealt in, his blinds, antes and any bring-in are "
            "posted, and his hand is killed after the deal. A misdeal and its redeal count as one hand; if he is "
            "moved to another table, the hands left go with him.",
        )
    )
    return sentences


# Said for a count (counted at run time: marked here for the catalogue).
_ONE_ROUND = numerus(
    "reasons",
    "{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now "
    "whatever later happens at the table.",
    "",
    0,
)
_ROUNDS = numerus(
    "reasons",
    "{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now "
    "whatever later happens at the table.",
    "",
    0,
)
_MISSES = numerus("reasons", "He misses %n hand(s).", "", 0)
_STILL_TO_SERVE = numerus(
    "reasons", "He still has %n hand(s) of an earlier penalty to miss: this one is served after them.", "", 0
)
_PENALTY_WORDS = {
    PenaltyType.MISSED_HAND: numerus("reasons", "%n missed hand(s)", "", 0),
    PenaltyType.MISSED_ROUND: numerus("reasons", "%n missed round(s)", "", 0),
    PenaltyType.WARNING: noop("reasons", "a warning"),
    PenaltyType.DISQUALIFICATION: noop("reasons", "disqualification"),
}
_OF_THE_HANDS = numerus("reasons", "He has served {served} of the %n hand(s)", "", 0)
_HANDS_LEFT = numerus(
    "reasons",
    "{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the "
    "count was fixed when the penalty was given.",
    "",
    0,
)
_OF_HIS_HANDS = numerus(
    "reasons",
    "Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts "
    "{posted} into the pot, and his hand is killed after the deal.",
    "",
    0,
)


def penalty_words(penalty: Penalty) -> str:
    """The penalty in the language spoken ("2 missed rounds"); `Penalty.describe` is the English of the records."""
    return translate("reasons", _PENALTY_WORDS[penalty.type], "", penalty.hands or penalty.rounds or 0)


def _suggestion_sentences(case: PenaltyCase, suggestion: Penalty | None) -> list[str]:
    players = case.players_at_table_when_given
    heaviest = heaviest_penalty(case.history, players)
    if suggestion is None or heaviest is None:
        return []
    sentences = [
        translate(
            "reasons",
            "His heaviest earlier penalty was {heaviest}, so the next step up is {suggestion}; the floor decides "
            "(rule 44).",
        ).format(heaviest=penalty_words(heaviest), suggestion=penalty_words(suggestion))
    ]
    if case.penalty.weight(players) < suggestion.weight(players):
        sentences.append(
            translate("reasons", "The floor gave {penalty}, below the suggested step.").format(
                penalty=penalty_words(case.penalty)
            )
        )
    return sentences


def _moved_sentences(moved: MovedPenalty | None, missed: int) -> list[str]:
    if moved is None:
        return []
    left = missed - moved.hands_served
    # Two counts in one sentence: each said by its own numerus, the first part handed whole to the second.
    served = translate("reasons", _OF_THE_HANDS, "", missed).format(served=moved.hands_served)
    return [translate("reasons", _HANDS_LEFT, "", left).format(served_part=served, players=moved.players_at_new_table)]


# -- serving penalties at a table ---------------------------------------------------


@dataclass(frozen=True)
class PenaltyTracker:
    """Who at one table is on penalty, followed hand by hand.

    `remaining` holds each player's hands still to miss after the hand in progress;
    `missing_this_hand` the players whose hand in progress is one they are missing.
    A player given several penalties serves them one after the other.
    """

    hand_number: int = 0
    hand_in_progress: bool = False
    remaining: Mapping[str, int] = field(default_factory=dict)
    missing_this_hand: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "remaining", MappingProxyType({p: n for p, n in self.remaining.items() if n > 0}))

    def hands_remaining(self, player: str) -> int:
        """Hands still to miss after the hand in progress."""
        return self.remaining.get(player, 0)

    def is_on_penalty(self, player: str) -> bool:
        return player in self.missing_this_hand or player in self.remaining

    def is_on_penalty_this_hand(self, player: str) -> bool:
        """Whether the hand in progress is one the player misses: dealt in, blinds posted, hand killed."""
        return player in self.missing_this_hand

    def on_penalty(self) -> tuple[str, ...]:
        return tuple(sorted(self.missing_this_hand | set(self.remaining)))

    def give(self, player: str, hands: int) -> PenaltyTracker:
        """A penalty of `hands` hands; it starts with the first hand dealt after the one in progress."""
        if not is_whole_number(hands, minimum=0):
            raise PenaltyError.at(
                "hands", translate("core", "must be a whole number >= 0, not {hands!r}").format(hands=hands)
            )
        return replace(self, remaining={**self.remaining, player: self.hands_remaining(player) + hands})

    def deal_hand(self) -> PenaltyTracker:
        """A new hand is dealt: it counts as one missed hand for everyone with hands left."""
        if self.hand_in_progress:
            raise PenaltyError.at(
                "hand",
                translate("core", "hand {hand_number} is still in progress").format(hand_number=self.hand_number),
            )
        return PenaltyTracker(
            hand_number=self.hand_number + 1,
            hand_in_progress=True,
            remaining={player: hands - 1 for player, hands in self.remaining.items()},
            missing_this_hand=frozenset(self.remaining),
        )

    def redeal_after_misdeal(self) -> PenaltyTracker:
        """The hand in progress is misdealt and dealt again: it still counts as one hand, so nothing changes."""
        if not self.hand_in_progress:
            raise PenaltyError.at("hand", translate("core", "there is no hand in progress to redeal"))
        return self

    def end_hand(self) -> PenaltyTracker:
        if not self.hand_in_progress:
            raise PenaltyError.at("hand", translate("core", "there is no hand in progress to end"))
        return replace(self, hand_in_progress=False, missing_this_hand=frozenset())

    def move_out(self, player: str) -> tuple[PenaltyTracker, int]:
        """The player leaves for another table, taking the hands he has left (or is eliminated: ignore them)."""
        left = self.hands_remaining(player)
        remaining = {p: n for p, n in self.remaining.items() if p != player}
        return replace(self, remaining=remaining, missing_this_hand=self.missing_this_hand - {player}), left

    def move_in(self, player: str, hands_left: int) -> PenaltyTracker:
        """A player arrives from another table with `hands_left` still to miss."""
        return self.give(player, hands_left)


# -- one hand, for a player on penalty ------------------------------------------------


class Position(Enum):
    """Where the offender sits for the hand (flop games); `other` in stud games."""

    BUTTON = "button"
    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    OTHER = "other"


@dataclass(frozen=True)
class PenaltyHand:
    """One hand dealt while a player may be on penalty (rule 52, serving); `stack` None: enough for every bet."""

    stud: bool
    first: int
    last: int
    hand_number: int
    position: Position
    forced_bets: ForcedBets
    has_bring_in_card: bool = False
    stack: int | None = None
    redeal_after_misdeal: bool = False

    def problems(self) -> list[Problem]:
        problems = []
        if not is_whole_number(self.first, minimum=1):
            problems.append(Problem("penalty_window.first", translate("core", "must be a whole number >= 1")))
        elif not is_whole_number(self.last, minimum=self.first):
            problems.append(
                Problem(
                    "penalty_window.last",
                    translate("core", "must be a whole number >= first ({first})").format(first=self.first),
                )
            )
        if self.stud and self.position is not Position.OTHER:
            problems.append(Problem("offender.position", translate("core", "in a stud game the position is 'other'")))
        if not self.stud and self.has_bring_in_card:
            problems.append(Problem("offender.has_bring_in_card", translate("core", "only stud games have a bring-in")))
        return problems

    def dues(self) -> list[tuple[str, int]]:
        """The forced bets he owes this hand, in the order they are posted (the ante first)."""
        bets = self.forced_bets
        dues = [("ante", bets.ante)]
        if self.stud and self.has_bring_in_card:
            dues.append(("bring_in", bets.bring_in))
        elif self.position is Position.SMALL_BLIND:
            dues.append(("small_blind", bets.small_blind))
        elif self.position is Position.BIG_BLIND:
            dues.append(("big_blind", bets.big_blind))
        return [(name, amount) for name, amount in dues if amount > 0]


@dataclass(frozen=True)
class PenaltyHandRuling:
    hand: PenaltyHand
    on_penalty: bool
    posts: Mapping[str, int]
    all_in: bool
    hands_served: int
    explanation: tuple[str, ...]

    @property
    def eliminated(self) -> bool:
        return self.on_penalty and self.all_in

    def to_json(self) -> dict[str, Any]:
        hand = self.hand
        continues = self.on_penalty and hand.stud and hand.has_bring_in_card
        return {
            "rule": RULE,
            "on_penalty": self.on_penalty,
            "dealt_in": True,
            "posts": dict(self.posts),
            "all_in": self.all_in,
            "hand_status": "killed_after_initial_deal" if self.on_penalty else "live",
            "posted_chips_go_to_pot": True,
            "counts_toward_penalty": self.on_penalty,
            "hands_served_after_this_hand": self.hands_served,
            "penalty_ends_after_hand_number": hand.last,
            "player_status_after_hand": "eliminated" if self.eliminated else "active",
            "action_continues_with": "player_left_of_offender" if continues else None,
            "explanation": list(self.explanation),
        }


def serve_penalty_hand(hand: PenaltyHand) -> PenaltyHandRuling:
    """What one hand means for a player whose penalty covers hands `first` to `last` (rules-spec 10, serving 3-4)."""
    problems = hand.problems()
    if problems:
        raise PenaltyError(problems)
    on_penalty = hand.first <= hand.hand_number <= hand.last
    left = hand.stack
    posts: dict[str, int] = {}
    for name, amount in hand.dues():
        paid = amount if left is None else min(amount, left)
        if paid:
            posts[name] = paid
        if left is not None:
            left -= paid
    all_in = left == 0 and bool(posts)
    served = min(max(hand.hand_number - hand.first + 1, 0), hand.last - hand.first + 1)
    explanation = _serving_sentences(hand, on_penalty, posts, all_in, served)
    return PenaltyHandRuling(hand, on_penalty, MappingProxyType(posts), all_in, served, tuple(explanation))


def _serving_sentences(
    hand: PenaltyHand, on_penalty: bool, posts: Mapping[str, int], all_in: bool, served: int
) -> list[str]:
    total = hand.last - hand.first + 1
    posted = ", ".join(
        translate("reasons", "{bet} {amount}").format(bet=translate("reasons", _BETS[name]), amount=grouped(amount))
        for name, amount in posts.items()
    ) or translate("reasons", "nothing")
    said = {"number": hand.hand_number, "first": hand.first, "last": hand.last, "posted": posted, "served": served}
    if not on_penalty:
        if hand.hand_number < hand.first:
            sentence = translate(
                "reasons",
                "Hand {number} is outside his penalty (hands {first} to {last}), which has not started yet: he "
                "plays it as usual and posts {posted}.",
            )
        else:
            sentence = translate(
                "reasons",
                "Hand {number} is outside his penalty (hands {first} to {last}), which has been served: he plays "
                "it as usual and posts {posted}.",
            )
        return [sentence.format(**said)]
    sentences = [translate("reasons", _OF_HIS_HANDS, "", total).format(**said)]
    if hand.redeal_after_misdeal:
        sentences.append(
            translate("reasons", "This deal replaces a misdealt hand and keeps its number: the two count as one hand.")
        )
    if hand.stud and hand.has_bring_in_card:
        sentences.append(
            translate(
                "reasons",
                "His up card brings it in: he posts the bring-in and the action goes to the player on his left.",
            )
        )
    if all_in:
        sentences.append(
            translate("reasons", "That is all his chips: with his hand killed, he is blinded out of the tournament.")
        )
    if served == total:
        sentences.append(translate("reasons", "The penalty is served after this hand."))
    else:
        sentences.append(translate("reasons", "It ends after hand {last}.").format(**said))
    return sentences


_BETS = {
    # what a player on penalty posts, by the request's names, as the reasons say them
    "ante": noop("reasons", "ante"),
    "bring_in": noop("reasons", "bring in"),
    "small_blind": noop("reasons", "small blind"),
    "big_blind": noop("reasons", "big blind"),
}
