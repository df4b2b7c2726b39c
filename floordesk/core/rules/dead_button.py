"""Core: rule 50, the dead button, with new players and heads-up play (rules-spec section 8).

The big blind is placed first: it goes to the first occupied seat clockwise
after last hand's big blind, so nobody ever misses or repeats it. The small
blind and the button are then positioned behind it, on empty seats if need be:

- the small blind is last hand's big blind seat; if that seat is empty there
  is no small blind this hand;
- the button is last hand's small blind seat; if that seat is empty it is a
  dead button, and the player to its right effectively acts last again;
- heads-up (two players seated) the player who is not the big blind has the
  button and posts the small blind (TDA 2024 Rule 34-B);
- a new player whose seat lies strictly between the button and the small blind
  is not dealt in until the button has passed him; one on the small blind or
  button seat plays, or waits, as the `new_player_on_button_or_sb` flag says.

`DeadButtonTable` is an immutable table that deals hand after hand, so the
markers stay right for a whole session. Problems are named the way the command
line spells its fields (`occupied_after_previous_hand[2].seat`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from floordesk.core.errors import Problem, SeatError
from floordesk.core.fields import is_whole_number
from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind
from floordesk.core.table import MAX_SEATS, MIN_SEATS, Markers, clockwise_distance, seat_before, seats_after
from floordesk.i18n import translate

RULE = 50
HEADS_UP_PLAYERS = 2
MAX_PROJECTED_HANDS = 100

SeatAssignment = tuple[int, str]
"""A player id in a seat, as (seat, player)."""


def _strictly_between(first: int, seat: int, last: int, seats_max: int) -> bool:
    """Whether `seat` lies strictly between `first` and `last`, going clockwise."""
    return 0 < clockwise_distance(first, seat, seats_max) < clockwise_distance(first, last, seats_max)


def _who(seat: int, occupants: Mapping[int, str]) -> str:
    player = occupants.get(seat)
    if player is None:
        return translate("reasons", "empty seat {seat}").format(seat=seat)
    return translate("reasons", "{player} in seat {seat}").format(player=player, seat=seat)


@dataclass(frozen=True)
class BlindSeats:
    """One hand's button, small blind and big blind seats.

    The small blind seat is a position: when it is empty, or its new player waits,
    nobody posts a small blind. Heads-up the button seat is the small blind seat.
    """

    button_seat: int
    small_blind_seat: int
    big_blind_seat: int


@dataclass(frozen=True)
class HandPositions:
    """Who has the button and the blinds in one hand, and who is dealt in.

    A None button or small blind player means that position is an empty seat (a
    dead button, or no small blind), or a new player there who waits.
    """

    seats: BlindSeats
    seats_max: int
    button_player: str | None
    small_blind_player: str | None
    big_blind_player: str
    dealt_in: tuple[SeatAssignment, ...]
    """The players dealt in, in order of action before the flop."""
    not_dealt_in: tuple[str, ...]
    heads_up: bool
    explanation: tuple[str, ...]

    @property
    def first_to_act_preflop(self) -> str:
        return self.dealt_in[0][1]

    @property
    def last_to_act_after_flop(self) -> str:
        """The player who effectively has the button: the last one clockwise from its position."""
        button = self.seats.button_seat
        return max(self.dealt_in, key=lambda sp: clockwise_distance(button, sp[0], self.seats_max) or self.seats_max)[1]

    def markers(self) -> Markers:
        """The table markers; the small blind marker is None when nobody posts it."""
        small_blind = self.seats.small_blind_seat if self.small_blind_player is not None else None
        return Markers(self.seats.button_seat, small_blind, self.seats.big_blind_seat)

    def to_json(self) -> dict[str, Any]:
        return {
            "button_seat": self.seats.button_seat,
            "button_player": self.button_player,
            "sb_seat": self.seats.small_blind_seat,
            "sb_player": self.small_blind_player,
            "bb_seat": self.seats.big_blind_seat,
            "bb_player": self.big_blind_player,
            "first_to_act_preflop": self.first_to_act_preflop,
            "not_dealt_in": list(self.not_dealt_in),
        }


# -- placing the blinds and the button -----------------------------------------


def _first_occupied_after(seat: int, seats_max: int, occupants: Mapping[int, str]) -> int:
    return next(s for s in seats_after(seat, seats_max) if s in occupants)


def _place_blinds(seats_max: int, occupants: Mapping[int, str], last: BlindSeats) -> tuple[BlindSeats, list[str]]:
    """Steps 1 to 3 of the rules-spec algorithm (or the heads-up rule), with the reasons."""
    big_blind = _first_occupied_after(last.big_blind_seat, seats_max, occupants)
    reasons = [
        translate(
            "reasons",
            "The big blind goes to {who}, the first player clockwise after last hand's big blind in seat {seat}, "
            "so nobody misses or repeats it.",
        ).format(who=_who(big_blind, occupants), seat=last.big_blind_seat)
    ]
    if len(occupants) == HEADS_UP_PLAYERS:
        button = next(s for s in occupants if s != big_blind)
        reasons.append(
            translate(
                "reasons",
                "Heads-up: {who} has the button, posts the small blind and acts first before the flop; the button "
                "is adjusted so that the big blind never stays with one player.",
            ).format(who=_who(button, occupants))
        )
        return BlindSeats(button, button, big_blind), reasons
    small_blind = last.big_blind_seat
    button = last.small_blind_seat
    if clockwise_distance(button, big_blind, seats_max) <= clockwise_distance(button, small_blind, seats_max):
        # Last hand's small blind seat is where the big blind now is, or behind it (after heads-up
        # play, or when every player beyond the blinds has gone): the button goes right of the small blind.
        button = seat_before(small_blind, seats_max)
        reasons.append(
            translate(
                "reasons",
                "The big blind has come round to last hand's small blind seat ({small_blind}) or beyond, so the "
                "button goes to seat {button}, just to the right of the small blind.",
            ).format(small_blind=last.small_blind_seat, button=button)
        )
    else:
        reasons.append(
            translate("reasons", "The button moves to seat {button}, last hand's small blind seat.").format(
                button=button
            )
        )
    return BlindSeats(button, small_blind, big_blind), reasons


def _first_hand_blinds(seats_max: int, occupants: Mapping[int, str], button: int) -> tuple[BlindSeats, list[str]]:
    if len(occupants) == HEADS_UP_PLAYERS:
        big_blind = _first_occupied_after(button, seats_max, occupants)
        reasons = [
            translate(
                "reasons", "Heads-up: the button, {who}, posts the small blind and acts first before the flop."
            ).format(who=_who(button, occupants))
        ]
        return BlindSeats(button, button, big_blind), reasons
    small_blind = _first_occupied_after(button, seats_max, occupants)
    big_blind = _first_occupied_after(small_blind, seats_max, occupants)
    reasons = [
        translate(
            "reasons",
            "First hand: the button starts with {button} and the big blind goes to {big_blind}, the second player "
            "after it.",
        ).format(button=_who(button, occupants), big_blind=_who(big_blind, occupants))
    ]
    return BlindSeats(button, small_blind, big_blind), reasons


def _sits_out(seat: int, seats: BlindSeats, seats_max: int, rule: NewPlayerOnButtonOrSmallBlind) -> bool:
    """Whether a player not yet dealt in at this table waits in this seat (step 4)."""
    if _strictly_between(seats.button_seat, seat, seats.small_blind_seat, seats_max):
        return True
    return rule is NewPlayerOnButtonOrSmallBlind.WAIT and seat in (seats.button_seat, seats.small_blind_seat)


def _deal(
    seats_max: int,
    occupants: Mapping[int, str],
    seats: BlindSeats,
    waiting: frozenset[str],
    rule: NewPlayerOnButtonOrSmallBlind,
    reasons: list[str],
) -> HandPositions:
    heads_up = len(occupants) == HEADS_UP_PLAYERS
    sitting_out = (
        set()
        if heads_up  # two players: both play, there is nobody to wait between
        else {s for s, p in occupants.items() if p in waiting and _sits_out(s, seats, seats_max, rule)}
    )
    if len(occupants) - len(sitting_out) < HEADS_UP_PLAYERS:
        sitting_out = set()  # nobody waits if that would leave no game to wait for
    dealt_seats = [s for s in seats_after(seats.big_blind_seat, seats_max) if s in occupants and s not in sitting_out]

    def playing(seat: int) -> str | None:
        return occupants.get(seat) if seat not in sitting_out else None

    button_player = playing(seats.button_seat)
    small_blind_player = playing(seats.small_blind_seat)
    if not heads_up:
        reasons.extend(_blind_reasons(seats, occupants, sitting_out))
    sits_between = translate(
        "reasons",
        "{who} is new at this table and sits between the button and the small blind: he is not dealt in until "
        "the button has passed him.",
    )
    reasons.extend(
        sits_between.format(who=_who(s, occupants))
        for s in sorted(sitting_out, key=lambda s: clockwise_distance(seats.button_seat, s, seats_max))
        if s not in (seats.button_seat, seats.small_blind_seat)
    )
    hand = HandPositions(
        seats=seats,
        seats_max=seats_max,
        button_player=button_player,
        small_blind_player=small_blind_player,
        big_blind_player=occupants[seats.big_blind_seat],
        dealt_in=tuple((s, occupants[s]) for s in dealt_seats),
        not_dealt_in=tuple(occupants[s] for s in sorted(sitting_out)),
        heads_up=heads_up,
        explanation=(),
    )
    reasons.append(
        translate("reasons", "First to act before the flop: {first}; last to act after the flop: {last}.").format(
            first=hand.first_to_act_preflop, last=hand.last_to_act_after_flop
        )
    )
    return replace(hand, explanation=tuple(reasons))


def _blind_reasons(seats: BlindSeats, occupants: Mapping[int, str], sitting_out: set[int]) -> list[str]:
    small_blind, button = seats.small_blind_seat, seats.button_seat
    if small_blind not in occupants:
        sentence = translate(
            "reasons", "Seat {seat} is empty, so there is no small blind this hand (dead button, rule 50)."
        )
    elif small_blind in sitting_out:
        sentence = translate(
            "reasons",
            "{who} is new at this table and waits for the button to pass (the event's rule set), so there is no "
            "small blind this hand.",
        )
    else:
        sentence = translate("reasons", "{who} posts the small blind.")
    sentences = [sentence.format(seat=small_blind, who=_who(small_blind, occupants))]
    if button not in occupants:
        sentence = translate("reasons", "The button seat, {seat}, is empty: a dead button.")
    elif button in sitting_out:
        sentence = translate(
            "reasons",
            "{who} is new at this table and waits for the button to pass (the event's rule set): a dead button.",
        )
    else:
        sentence = translate("reasons", "{who} has the button.")
    sentences.append(sentence.format(seat=button, who=_who(button, occupants)))
    return sentences


# -- the table -----------------------------------------------------------------


@dataclass(frozen=True)
class DeadButtonTable:
    """A table's seats and its last hand's blinds, advanced one hand at a time.

    `waiting` holds players seated but not yet dealt in at this table; `hand` is
    the last hand this object dealt (None when built from a previous hand's seats).
    """

    seats_max: int
    occupants: Mapping[int, str]
    last_blinds: BlindSeats
    new_player_rule: NewPlayerOnButtonOrSmallBlind = NewPlayerOnButtonOrSmallBlind.DEAL_IN
    waiting: frozenset[str] = frozenset()
    hand: HandPositions | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "occupants", MappingProxyType(dict(sorted(self.occupants.items()))))

    @classmethod
    def start(
        cls,
        seats_max: int,
        players: Sequence[SeatAssignment],
        button_seat: int,
        new_player_rule: NewPlayerOnButtonOrSmallBlind = NewPlayerOnButtonOrSmallBlind.DEAL_IN,
    ) -> DeadButtonTable:
        """A table's first hand, the button on an occupied seat (drawn for by high card)."""
        occupants, problems = _seating(seats_max, players, "players")
        if _check_seat(button_seat, seats_max, "button_seat", problems) and button_seat not in occupants:
            problems.append(
                Problem(
                    "button_seat",
                    translate("core", "seat {button_seat} is empty; the first button goes to a player").format(
                        button_seat=button_seat
                    ),
                )
            )
        if not problems:
            _check_enough_players(occupants, "players", problems)
        if problems:
            raise SeatError(problems)
        seats, reasons = _first_hand_blinds(seats_max, occupants, button_seat)
        hand = _deal(seats_max, occupants, seats, frozenset(), new_player_rule, reasons)
        return cls(seats_max, occupants, seats, new_player_rule, frozenset(), hand)

    @classmethod
    def after_hand(
        cls,
        seats_max: int,
        occupied_after_previous_hand: Sequence[SeatAssignment],
        previous_hand: BlindSeats,
        new_player_rule: NewPlayerOnButtonOrSmallBlind = NewPlayerOnButtonOrSmallBlind.DEAL_IN,
    ) -> DeadButtonTable:
        """A table as it stands after a hand, its eliminated players already gone."""
        occupants, problems = _seating(seats_max, occupied_after_previous_hand, "occupied_after_previous_hand")
        problems.extend(_previous_hand_problems(seats_max, occupants, previous_hand))
        if problems:
            raise SeatError(problems)
        return cls(seats_max, occupants, previous_hand, new_player_rule)

    def next_hand(
        self, *, eliminated: Iterable[int] = (), new_players: Sequence[SeatAssignment] = ()
    ) -> DeadButtonTable:
        """The table after dealing the next hand (its `hand`); `eliminated` are seats emptied since the last one."""
        return self._deal_next(eliminated, new_players)[0]

    def projection(self, hands: int, *, new_players: Sequence[SeatAssignment] = ()) -> tuple[HandPositions, ...]:
        """The next `hands` hands: the new players sit down first, then nothing more changes."""
        if not is_whole_number(hands, minimum=1, maximum=MAX_PROJECTED_HANDS):
            raise SeatError.at(
                "hands",
                translate("core", "must be a whole number from 1 to {MAX_PROJECTED_HANDS}").format(
                    MAX_PROJECTED_HANDS=MAX_PROJECTED_HANDS
                ),
            )
        table, hand = self._deal_next((), new_players)
        dealt = [hand]
        for _ in range(hands - 1):
            table, hand = table._deal_next((), ())
            dealt.append(hand)
        return tuple(dealt)

    def _deal_next(
        self, eliminated: Iterable[int], new_players: Sequence[SeatAssignment]
    ) -> tuple[DeadButtonTable, HandPositions]:
        problems: list[Problem] = []
        occupants = dict(self.occupants)
        for index, seat in enumerate(eliminated):
            if occupants.pop(seat, None) is None:
                problems.append(
                    Problem(
                        f"eliminated[{index}]",
                        translate("core", "seat {seat} has nobody to eliminate").format(seat=seat),
                    )
                )
        newcomers = _seat_players(self.seats_max, new_players, occupants, "new_players", problems)
        occupants.update(newcomers)
        if not problems:
            _check_enough_players(occupants, "new_players" if new_players else "occupied_after_previous_hand", problems)
        if problems:
            raise SeatError(problems)
        waiting = (self.waiting | frozenset(newcomers.values())) & frozenset(occupants.values())
        seats, reasons = _place_blinds(self.seats_max, occupants, self.last_blinds)
        hand = _deal(self.seats_max, occupants, seats, waiting, self.new_player_rule, reasons)
        still_waiting = waiting - {player for _, player in hand.dealt_in}
        return DeadButtonTable(self.seats_max, occupants, seats, self.new_player_rule, still_waiting, hand), hand


# -- checks ---------------------------------------------------------------------


def _seating(seats_max: int, players: Sequence[SeatAssignment], path: str) -> tuple[dict[int, str], list[Problem]]:
    """The players by seat on a table of `seats_max` seats, and the problems found in them."""
    if not is_whole_number(seats_max, minimum=MIN_SEATS, maximum=MAX_SEATS):
        raise SeatError.at(
            "seats_max",
            translate("core", "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}").format(
                MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS, seats_max=seats_max
            ),
        )
    problems: list[Problem] = []
    return _seat_players(seats_max, players, {}, path, problems), problems


def _check_seat(seat: int, seats_max: int, path: str, problems: list[Problem]) -> bool:
    if not is_whole_number(seat, minimum=1, maximum=seats_max):
        problems.append(
            Problem(
                path,
                translate("core", "seat {seat} is outside this table (1..{seats_max})").format(
                    seat=seat, seats_max=seats_max
                ),
            )
        )
        return False
    return True


def _seat_players(
    seats_max: int,
    players: Sequence[SeatAssignment],
    already_seated: Mapping[int, str],
    path: str,
    problems: list[Problem],
) -> dict[int, str]:
    """The players as a seat map, reporting seats outside the table, shared seats and players seated twice."""
    seated = dict(already_seated)
    added: dict[int, str] = {}
    for index, (seat, player) in enumerate(players):
        if not _check_seat(seat, seats_max, f"{path}[{index}].seat", problems):
            continue
        if seat in seated:
            problems.append(
                Problem(
                    f"{path}[{index}].seat",
                    translate("core", "seat {seat} is already taken by {seated}").format(
                        seat=seat, seated=seated[seat]
                    ),
                )
            )
            continue
        if player in seated.values():
            other = next(s for s, p in seated.items() if p == player)
            problems.append(
                Problem(
                    f"{path}[{index}].player",
                    translate("core", "{player} is already seated in seat {other}").format(player=player, other=other),
                )
            )
            continue
        seated[seat] = player
        added[seat] = player
    return added


def _check_enough_players(occupants: Mapping[int, str], path: str, problems: list[Problem]) -> None:
    if len(occupants) < HEADS_UP_PLAYERS:
        problems.append(
            Problem(
                path,
                translate("core", "a hand needs at least two players; {count} would be seated").format(
                    count=len(occupants)
                ),
            )
        )


def _previous_hand_problems(seats_max: int, occupants: Mapping[int, str], previous: BlindSeats) -> list[Problem]:
    """Markers the previous hand cannot have had, given who is still seated."""
    problems: list[Problem] = []
    in_table = [
        _check_seat(getattr(previous, name), seats_max, f"previous_hand.{json_name}", problems)
        for name, json_name in (
            ("button_seat", "button_seat"),
            ("small_blind_seat", "sb_seat"),
            ("big_blind_seat", "bb_seat"),
        )
    ]
    if not all(in_table):
        return problems
    button, small_blind, big_blind = previous.button_seat, previous.small_blind_seat, previous.big_blind_seat
    if big_blind in (button, small_blind):
        return [
            Problem(
                "previous_hand.bb_seat",
                translate("core", "the big blind (seat {big_blind}) needs a seat of its own").format(
                    big_blind=big_blind
                ),
            )
        ]
    if small_blind == button:  # heads-up: only the two players can still be seated
        if len(occupants) > HEADS_UP_PLAYERS:
            problems.append(
                Problem(
                    "previous_hand.sb_seat",
                    translate(
                        "core",
                        "the small blind on the button seat means last hand was heads-up, yet {count} "
                        "players are still seated",
                    ).format(count=len(occupants)),
                )
            )
    elif not _strictly_between(button, small_blind, big_blind, seats_max):
        problems.append(
            Problem(
                "previous_hand.sb_seat",
                translate(
                    "core",
                    "the small blind (seat {small_blind}) must lie between the button (seat {button}) "
                    "and the big blind (seat {big_blind}), clockwise",
                ).format(small_blind=small_blind, button=button, big_blind=big_blind),
            )
        )
    if problems:  # markers already out of order say enough
        return problems
    skipped = [s for s in occupants if _strictly_between(small_blind, s, big_blind, seats_max)]
    if skipped:
        problems.append(
            Problem(
                "previous_hand.bb_seat",
                translate(
                    "core",
                    "the big blind cannot have been placed on seat {big_blind}: {occupants} in seat "
                    "{skipped} sits between the small blind and it and was due first",
                ).format(big_blind=big_blind, occupants=occupants[skipped[0]], skipped=skipped[0]),
            )
        )
    return problems
