"""Core: one table in play: its seats and stacks, the hand being played, the pot, the button and the blinds.

A `TableSession` is what the table view shows and what a ruling can start
from. It joins three immutable parts: the event's chip set, the `Table`
(seats, players, stacks, markers) and a `HandState` (hand number, the pot and
who put what into it this hand, the dead-button positions, penalties being
served, eliminations). Every operation returns a new session or raises a typed
`InvalidInput` (ChipError, SeatError, HandError, PenaltyError) that says what
is wrong; nothing is ever half changed, so undo is keeping the old session.

Chips moved between seats, into the pot and back out of it are conserved
exactly; chips only enter or leave a table through the rack (`add_chips`,
`remove_chips`) or a count typed in (`set_count`).

The dead-button and penalty rules (`floordesk.core.rules`) are imported when
an operation needs them: opening an event must not pay for loading them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from floordesk.core.chips import MAX_CHIP_COUNT, ChipSet, Stack
from floordesk.core.errors import ChipError, InvalidInput, SeatError
from floordesk.core.fields import is_whole_number
from floordesk.core.pot_hold import PotHold, unrecorded
from floordesk.core.structure import ForcedBets
from floordesk.core.table import (
    Markers,
    Player,
    SeatedPlayer,
    SeatStatus,
    Table,
    clockwise_distance,
    seat_before,
    seats_after,
)
from floordesk.i18n import grouped, noop, numerus, translate

_ON_PENALTY = numerus("core", "{name} is on penalty (%n hand(s) to miss) and away", "", 0)
_HAS_CHIPS = numerus("core", "{name} has %n chip(s) of T{value}, not {count}", "", 0)

if TYPE_CHECKING:
    from floordesk.core.rules.dead_button import DeadButtonTable
    from floordesk.core.rules.penalties import PenaltyTracker, Position
    from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind

BlindPositions = tuple[int, int, int]
"""A hand's (button, small blind, big blind) seats; the small blind seat is a position even if nobody posts."""


class HandError(InvalidInput):
    """A hand cannot be dealt or corrected as asked (chips left in the pot, a marker where it cannot be)."""


class Marker(Enum):
    """The discs the dealer moves round the table."""

    BUTTON = "button"
    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"

    @property
    def noun(self) -> str:
        """How a supervisor calls it: button, small blind, big blind (in the language spoken)."""
        return translate("core", _MARKER_NOUNS[self.value])

    @property
    def label(self) -> str:
        """The marker named in a sentence: the button, the small blind (in the language spoken)."""
        return translate("core", _MARKER_LABELS[self.value])


_MARKER_NOUNS = {
    "button": noop("core", "button"),
    "small_blind": noop("core", "small blind"),
    "big_blind": noop("core", "big blind"),
}
_MARKER_LABELS = {
    "button": noop("core", "the button"),
    "small_blind": noop("core", "the small blind"),
    "big_blind": noop("core", "the big blind"),
}


class ChipPlace(Enum):
    """Where chips at a table can be: the floor's rack, a player's stack, the pot."""

    RACK = "rack"
    SEAT = "seat"
    POT = "pot"


@dataclass(frozen=True)
class ChipSpot:
    """A place chips move from or to; `seat` for a player's stack only."""

    place: ChipPlace
    seat: int | None = None

    @classmethod
    def rack(cls) -> ChipSpot:
        return cls(ChipPlace.RACK)

    @classmethod
    def pot(cls) -> ChipSpot:
        return cls(ChipPlace.POT)

    @classmethod
    def at_seat(cls, seat: int) -> ChipSpot:
        return cls(ChipPlace.SEAT, seat)


class SeatTag(Enum):
    """A seat's state beyond "playing", as the table shows it beside the name."""

    ABSENT = "absent"
    PENALTY = "penalty"
    WAITING = "waiting"
    ELIMINATED = "eliminated"
    ALL_IN = "all_in"
    FOLDED = "folded"
    NO_CHIPS = "no_chips"  # out: not dealt in, to be eliminated


@dataclass(frozen=True)
class SeatState:
    """What one seat is: who sits there, his state, or who was knocked out of it this hand.

    The table view, the side panel and the ruling wizards all read a seat through this.
    """

    seat: int
    occupant: SeatedPlayer | None = None
    tag: SeatTag | None = None
    penalty_hands: int = 0
    knocked_out: str | None = None
    penalty_span: tuple[int, int] | None = None
    """The hands his penalties cover at this table, first and last (rule 52)."""
    serving: bool = False
    """The hand in progress is one he misses."""

    @property
    def penalty_words(self) -> str:
        """Which hands he misses: "hands 101-108" before the first, "3 of 8 hands left" once he is serving."""
        if self.penalty_span is None:
            return f"{self.penalty_hands}"
        first, last = self.penalty_span
        total = last - first + 1
        if self.serving:
            return translate("core", "{left} of {total} hands left").format(left=self.penalty_hands, total=total)
        if first == last:
            return translate("core", "hand {first}").format(first=first)
        return translate("core", "hands {first}-{last}").format(first=first, last=last)

    @property
    def penalty_tag(self) -> str:
        """The same, short enough for a seat's tag: "101-108", then "3 of 8"."""
        if self.penalty_span is None:
            return f"{self.penalty_hands}"
        first, last = self.penalty_span
        if self.serving:
            return translate("core", "{left} of {total}").format(left=self.penalty_hands, total=last - first + 1)
        return f"{first}" if first == last else f"{first}-{last}"

    @property
    def tag_text(self) -> str:
        """The seat plate's tag ("ALL IN", "PENALTY 101-108") in the language spoken."""
        if self.tag is None:
            return ""
        if self.tag is SeatTag.PENALTY:
            return translate("core", "PENALTY {hands}").format(hands=self.penalty_tag)
        return translate("core", _TAGS[self.tag])


_TAGS = {
    SeatTag.ABSENT: noop("core", "ABSENT"),
    SeatTag.WAITING: noop("core", "WAITS"),
    SeatTag.ELIMINATED: noop("core", "OUT"),
    SeatTag.ALL_IN: noop("core", "ALL IN"),
    SeatTag.FOLDED: noop("core", "FOLDED"),
    SeatTag.NO_CHIPS: noop("core", "BUSTED"),
}


@dataclass(frozen=True)
class Elimination:
    """A player knocked out at this table, and in which hand."""

    seat: int
    player: Player
    hand_number: int


def _frozen(mapping: Mapping[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(dict(sorted(mapping.items())))


@dataclass(frozen=True)
class HandState:
    """Everything about a table in play besides its seats and stacks; stored with the event.

    `number` counts the hands dealt at this table (0: none yet). `blinds` are the
    last hand's positions and `dealt` who was seated for it, which is all the
    dead-button rule needs to place the next hand. `penalty_hands` are the hands
    each player still has to miss after this one, `serving_penalty` those missing
    this hand. `pot` holds the chips in the middle; `contributions` records what
    each player (by id) put in this hand, `paid_out` what each was given from the
    pot this hand (a winner, or a bet returned), `folded` who folded. The pot is
    always the contributions less what was paid out (`pot_unaccounted`).

    Rule 52 on the table: `penalty_first` is the first hand of each penalised player's
    penalty here (the last is `number` plus his hands left); `killed` the players
    serving this hand whose hand was dealt and killed (they are among `folded`), and
    `penalty_posts` what each of them posted (ante, blind, bring-in). `settled` says
    the pot of this hand was given out as a whole. `pot_holds` are the times the pot was held while
    a dispute was reviewed (the last one held still, or all released), see `floordesk.core.pot_hold`.
    """

    number: int = 0
    blinds: BlindPositions | None = None
    dealt: Mapping[int, str] = field(default_factory=dict)
    waiting: frozenset[str] = frozenset()
    penalty_hands: Mapping[str, int] = field(default_factory=dict)
    serving_penalty: frozenset[str] = frozenset()
    pot: Stack = field(default_factory=Stack)
    contributions: Mapping[str, Stack] = field(default_factory=dict)
    eliminated: tuple[Elimination, ...] = ()
    folded: frozenset[str] = frozenset()
    paid_out: Mapping[str, Stack] = field(default_factory=dict)
    penalty_first: Mapping[str, int] = field(default_factory=dict)
    killed: frozenset[str] = frozenset()
    penalty_posts: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    settled: bool = False
    pot_holds: tuple[PotHold, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "dealt", _frozen(self.dealt))
        object.__setattr__(self, "penalty_first", _frozen(self.penalty_first))
        object.__setattr__(self, "penalty_posts", _frozen({p: _frozen(d) for p, d in self.penalty_posts.items()}))
        object.__setattr__(self, "penalty_hands", _frozen({p: n for p, n in self.penalty_hands.items() if n > 0}))
        object.__setattr__(self, "contributions", _frozen({p: s for p, s in self.contributions.items() if s}))
        object.__setattr__(self, "paid_out", _frozen({p: s for p, s in self.paid_out.items() if s}))

    def put_in(self) -> Stack:
        """Every chip the players put into the pot this hand."""
        return _sum(self.contributions.values())

    def given_out(self) -> Stack:
        """Every chip given from the pot to a player this hand."""
        return _sum(self.paid_out.values())

    def pot_unaccounted(self) -> int:
        """The pot's total less (what was put in less what was given out): 0 when the labels add up.

        Tables saved before payouts were followed may differ; FloorDesk's own changes keep it 0.
        """
        return self.pot.total() - (self.put_in().total() - self.given_out().total())

    def ended(self) -> HandState:
        """The hand over: the pot given out, so nobody has anything in it and nobody has folded."""
        return replace(self, contributions={}, paid_out={}, folded=frozenset(), pot_holds=())

    @property
    def pot_hold(self) -> PotHold | None:
        """The hold the pot is under now, if it is held."""
        last = self.pot_holds[-1] if self.pot_holds else None
        return last if last is not None and last.held else None

    @classmethod
    def assumed_for(cls, table: Table) -> HandState:
        """For a table saved before hands were followed: its markers are taken as a hand dealt to everyone seated."""
        markers = table.markers
        if markers is None:
            return cls()
        small_blind = markers.small_blind_seat
        if small_blind is None:
            # Nobody posted: the position was an empty seat just before the big blind.
            small_blind = seat_before(markers.big_blind_seat, table.seats_max)
        dealt = {seat: o.player.player_id for seat, o in table.occupants.items()}
        return cls(blinds=(markers.button_seat, small_blind, markers.big_blind_seat), dealt=dealt)

    def penalty_tracker(self) -> PenaltyTracker:
        # rule 52's module (about 30 ms) loads with the first hand, not the table
        from floordesk.core.rules.penalties import PenaltyTracker

        return PenaltyTracker(self.number, self.number > 0, self.penalty_hands, self.serving_penalty)

    def with_penalty_tracker(self, tracker: PenaltyTracker) -> HandState:
        """The tracker's counts, and where each penalty now starts: a player newly on penalty starts with the
        next hand dealt (or this one, if he is missing it); one whose penalties are all served has none."""
        first = {
            player: self.penalty_first.get(player, tracker.hand_number + (player not in tracker.missing_this_hand))
            for player in tracker.on_penalty()
        }
        return replace(
            self,
            number=tracker.hand_number,
            penalty_hands=tracker.remaining,
            serving_penalty=tracker.missing_this_hand,
            penalty_first=first,
        )

    def penalty_span(self, player: str) -> tuple[int, int] | None:
        """The first and last hands the player's penalties cover at this table; None if he is on none."""
        left = self.penalty_hands.get(player, 0)
        if not left and player not in self.serving_penalty:
            return None
        last = self.number + left
        return self.penalty_first.get(player, last - left + (player not in self.serving_penalty)), last

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "blinds": None
            if self.blinds is None
            else dict(zip(("button_seat", "sb_seat", "bb_seat"), self.blinds, strict=True)),
            "dealt": [{"seat": seat, "player_id": player} for seat, player in self.dealt.items()],
            "waiting": sorted(self.waiting),
            "penalty_hands": dict(self.penalty_hands),
            "serving_penalty": sorted(self.serving_penalty),
            "pot": self.pot.to_json(),
            "contributions": {player: stack.to_json() for player, stack in self.contributions.items()},
            "folded": sorted(self.folded),
            "paid_out": {player: stack.to_json() for player, stack in self.paid_out.items()},
            "penalty_first": dict(self.penalty_first),
            "killed": sorted(self.killed),
            "penalty_posts": {player: dict(posts) for player, posts in self.penalty_posts.items()},
            "settled": self.settled,
            "pot_holds": [hold.to_json() for hold in self.pot_holds],
            "eliminated": [
                {"seat": e.seat, "player_id": e.player.player_id, "name": e.player.name, "hand_number": e.hand_number}
                for e in self.eliminated
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandState:
        """Read the stored form; raises InvalidInput subclasses, KeyError or TypeError on a damaged record."""
        blinds = data.get("blinds")
        return cls(
            number=int(data.get("number", 0)),
            blinds=None
            if blinds is None
            else (int(blinds["button_seat"]), int(blinds["sb_seat"]), int(blinds["bb_seat"])),
            dealt={int(d["seat"]): str(d["player_id"]) for d in data.get("dealt", [])},
            waiting=frozenset(map(str, data.get("waiting", []))),
            penalty_hands={str(p): int(n) for p, n in data.get("penalty_hands", {}).items()},
            serving_penalty=frozenset(map(str, data.get("serving_penalty", []))),
            pot=Stack.parse(data.get("pot", {}), "hand.pot"),
            contributions={
                str(p): Stack.parse(s, f"hand.contributions.{p}") for p, s in data.get("contributions", {}).items()
            },
            eliminated=tuple(
                Elimination(int(e["seat"]), Player(e["player_id"], e["name"]), int(e["hand_number"]))
                for e in data.get("eliminated", [])
            ),
            folded=frozenset(map(str, data.get("folded", []))),
            paid_out={str(p): Stack.parse(s, f"hand.paid_out.{p}") for p, s in data.get("paid_out", {}).items()},
            penalty_first={str(p): int(n) for p, n in data.get("penalty_first", {}).items()},
            killed=frozenset(map(str, data.get("killed", []))),
            penalty_posts={
                str(p): {str(name): int(amount) for name, amount in posts.items()}
                for p, posts in data.get("penalty_posts", {}).items()
            },
            settled=bool(data.get("settled", False)),
            pot_holds=tuple(PotHold.from_json(hold) for hold in data.get("pot_holds", [])),
        )


@dataclass(frozen=True)
class Dealing:
    """What a hand deals besides cards, from the level being played: the forced bets a player on penalty posts
    (rule 52), and whether the game is stud (the ante at the deal, the bring-in when his card brings it in)."""

    forced_bets: ForcedBets | None = None
    stud: bool = False


def _sum(stacks: Iterable[Stack]) -> Stack:
    total = Stack()
    for stack in stacks:
        total = total.plus(stack)
    return total


def _positive_count(count: int) -> None:
    if not is_whole_number(count, minimum=1):
        raise ChipError.at("count", translate("core", "move at least one chip, not {count!r}").format(count=count))


@dataclass(frozen=True)
class TableSession:
    """Core: one table in play (see the module's description). Immutable; every change returns a new one."""

    chip_set: ChipSet
    table: Table
    hand: HandState = field(default_factory=HandState)
    dealing: Dealing = field(default_factory=Dealing)

    # -- queries -------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.table.name

    def occupant(self, seat: int) -> SeatedPlayer | None:
        return self.table.occupant(seat)

    def chips_on_table(self) -> Stack:
        """Every chip at this table, in the players' stacks and in the pot, by denomination."""
        total = self.hand.pot
        for occupant in self.table.occupants.values():
            total = total.plus(occupant.stack)
        return total

    def contribution(self, seat: int) -> Stack:
        """What the player in `seat` has put into the pot this hand."""
        occupant = self.table.occupant(seat)
        return Stack() if occupant is None else self.hand.contributions.get(occupant.player.player_id, Stack())

    def _player_id(self, seat: int) -> str | None:
        occupant = self.table.occupant(seat)
        return None if occupant is None else occupant.player.player_id

    def has_folded(self, seat: int) -> bool:
        """Whether the player in `seat` folded this hand (a hand killed on penalty is folded too)."""
        return self._player_id(seat) in self.hand.folded

    def is_killed(self, seat: int) -> bool:
        """Whether the player in `seat` is serving a penalty this hand: dealt in, his hand killed (rule 52)."""
        return self._player_id(seat) in self.hand.killed

    def has_chips_at_stake(self, seat: int) -> bool:
        """Whether the player in `seat` has chips in a pot not yet given out (and has not folded)."""
        return bool(self.hand.pot) and bool(self.contribution(seat)) and not self.has_folded(seat)

    def is_all_in(self, seat: int) -> bool:
        """The player in `seat` has put every chip he had into the pot, and it is still to be won."""
        occupant = self.table.occupant(seat)
        return occupant is not None and not occupant.stack and self.has_chips_at_stake(seat)

    def has_chips_in_pot(self, seat: int) -> bool:
        """Whether the player in `seat` put chips in a pot not yet given out, folded (or killed on penalty) or not."""
        return bool(self.hand.pot) and bool(self.contribution(seat))

    def is_out(self, seat: int) -> bool:
        """The player in `seat` has no chips and nothing in the pot: he is not dealt in, and may be eliminated.

        Nobody is out at a table where nobody has chips: its stacks are not counted yet. A player blinded out on
        penalty is out once the pot his chips are in is given out (it is settled with what each put in)."""
        occupant = self.table.occupant(seat)
        if occupant is None or occupant.stack or self.has_chips_in_pot(seat):
            return False
        return any(o.stack for o in self.table.occupants.values())

    def out_seats(self) -> tuple[int, ...]:
        """The seats of players who are out (see `is_out`), to offer for elimination."""
        return tuple(seat for seat in self.table.occupants if self.is_out(seat))

    def penalty_hands_left(self, seat: int) -> int:
        """Hands the player in `seat` still misses, this one included if he is missing it."""
        occupant = self.table.occupant(seat)
        if occupant is None:
            return 0
        player = occupant.player.player_id
        return self.hand.penalty_hands.get(player, 0) + (player in self.hand.serving_penalty)

    def penalty_hand_words(self, player: str) -> str:
        """What the hand in progress was for a player missing it on penalty, as his penalty's progress records it:
        "dealt in, posted ante 25 and big blind 200, hand killed"; "blinded out: ..." when that was all he had."""
        if player not in self.hand.killed:
            return "not dealt in"
        posts = self.hand.penalty_posts.get(player, {})
        posted = " and ".join(f"{name.replace('_', ' ')} {amount:,}" for name, amount in posts.items())
        seat = next((seat for seat, o in self.table.occupants.items() if o.player.player_id == player), None)
        short = seat is not None and bool(posts) and not self.table.occupants[seat].stack
        words = f"dealt in, posted {posted}, hand killed" if posted else "dealt in, hand killed"
        return f"blinded out: {words}" if short else words

    def is_waiting(self, seat: int) -> bool:
        """A new player who is not dealt in until the button has passed him (rule 50)."""
        occupant = self.table.occupant(seat)
        return occupant is not None and occupant.player.player_id in self.hand.waiting

    def is_dead_button(self) -> bool:
        """The button sits on an empty seat, on a new player not yet dealt in, or on a player who is out."""
        markers = self.table.markers
        if markers is None:
            return False
        button = markers.button_seat
        return self.table.occupant(button) is None or self.is_waiting(button) or self.is_out(button)

    def eliminated_this_hand(self, seat: int) -> Elimination | None:
        """Who was knocked out of `seat` during the hand in progress, while the seat is still empty."""
        if self.table.occupant(seat) is not None:
            return None
        return next(
            (e for e in reversed(self.hand.eliminated) if e.seat == seat and e.hand_number == self.hand.number), None
        )

    def seat_state(self, seat: int) -> SeatState:
        """What `seat` is now: empty (or emptied this hand), or its player and his state."""
        occupant = self.occupant(seat)
        if occupant is None:
            knocked_out = self.eliminated_this_hand(seat)
            if knocked_out is None:
                return SeatState(seat)
            return SeatState(seat, tag=SeatTag.ELIMINATED, knocked_out=knocked_out.player.name)
        if occupant.status is SeatStatus.ON_PENALTY:
            span = self.hand.penalty_span(occupant.player.player_id)
            serving = occupant.player.player_id in self.hand.serving_penalty
            return SeatState(seat, occupant, SeatTag.PENALTY, self.penalty_hands_left(seat), None, span, serving)
        if occupant.status is SeatStatus.ABSENT:
            return SeatState(seat, occupant, SeatTag.ABSENT)
        return SeatState(seat, occupant, self._hand_tag(seat))

    def _hand_tag(self, seat: int) -> SeatTag | None:
        """The seat's part in the hand: waiting for the button, folded, all in, or out of chips."""
        if self.is_waiting(seat):
            return SeatTag.WAITING
        if self.has_folded(seat):
            return SeatTag.FOLDED
        if self.is_all_in(seat):
            return SeatTag.ALL_IN
        # Before the first hand the stacks are still being entered: nobody has lost his chips yet.
        return SeatTag.NO_CHIPS if self.hand.blinds is not None and self.is_out(seat) else None

    # -- seats ---------------------------------------------------------------
    def seat_player(self, seat: int, player: Player, stack: Stack | None = None) -> TableSession:
        if any(e.player.player_id == player.player_id for e in self.hand.eliminated):
            raise SeatError.at(
                "player",
                translate("core", "{name} has been eliminated at {name2}").format(name=player.name, name2=self.name),
            )
        if stack is not None:
            stack.check_in_play(self.chip_set)
        return replace(self, table=self.table.with_player(seat, player, stack))

    def move_player(self, from_seat: int, to_seat: int) -> TableSession:
        """Move a player to an empty seat of this table.

        Once hands are dealt, the blinds go round by seat (rule 50), so a player may only move
        to an empty seat beside his own, passing nobody: his markers and his place in the last
        hand go with him, and he neither misses nor repeats a blind. Before the first hand he may
        sit anywhere.
        """
        occupant = self._occupied(from_seat)
        if from_seat == to_seat:
            raise SeatError.at(
                "to_seat",
                translate("core", "{name} is already in seat {to_seat}").format(
                    name=occupant.player.name, to_seat=to_seat
                ),
            )
        table = self.table.without_player(from_seat)
        taken = table.occupant(to_seat)
        if taken is not None:
            raise SeatError.at(
                "to_seat",
                translate("core", "seat {to_seat} is already taken by {name}").format(
                    to_seat=to_seat, name=taken.player.name
                ),
            )
        moved = replace(self, table=replace(table, occupants={**table.occupants, to_seat: occupant}))
        if self.hand.blinds is None:
            return moved
        if self._passes_a_player(from_seat, to_seat):
            raise SeatError.at(
                "to_seat",
                translate(
                    "core",
                    "{name} would pass other players to reach seat {to_seat}: once hands are dealt, a "
                    "player moves only to an empty seat beside his own, or he would miss or repeat a "
                    "blind",
                ).format(name=occupant.player.name, to_seat=to_seat),
            )
        at_new_seat = {seat: player for seat, player in self.hand.dealt.items() if seat != from_seat}
        if from_seat in self.hand.dealt:
            at_new_seat[to_seat] = self.hand.dealt[from_seat]
        hand = replace(
            self.hand,
            blinds=_follow(self.hand.blinds, from_seat, to_seat),
            dealt=dict(sorted(at_new_seat.items())),
        )
        return replace(moved, table=moved.table.with_markers(moved._markers(hand)), hand=hand)

    def seats_open_to(self, seat: int) -> tuple[int, ...]:
        """The empty seats the player in `seat` may move to now (see `move_player`)."""
        return tuple(
            free
            for free in self.table.seats()
            if self.table.occupant(free) is None and (self.hand.blinds is None or not self._passes_a_player(seat, free))
        )

    def eliminate(self, seat: int) -> TableSession:
        """The player in `seat` is knocked out; his chips must all have gone first (to the pot or a winner)."""
        occupant = self._occupied(seat)
        if occupant.stack:
            raise SeatError.at(
                "seat",
                translate(
                    "core",
                    "{name} still has {total} in chips; move them to the pot or set them to 0 before eliminating",
                ).format(name=occupant.player.name, total=grouped(occupant.stack.total())),
            )
        if self.has_chips_at_stake(seat):
            raise SeatError.at(
                "seat",
                translate("core", "{name} is all in with chips in the pot: settle the pot before eliminating").format(
                    name=occupant.player.name
                ),
            )
        if self.has_chips_in_pot(seat):
            raise SeatError.at(
                "seat",
                translate("core", "{name} has chips in the pot of this hand: settle the pot before eliminating").format(
                    name=occupant.player.name
                ),
            )
        player = occupant.player
        tracker, _hands_left = self.hand.penalty_tracker().move_out(player.player_id)
        hand = replace(
            self.hand.with_penalty_tracker(tracker),
            waiting=self.hand.waiting - {player.player_id},
            eliminated=(*self.hand.eliminated, Elimination(seat, player, self.hand.number)),
        )
        return replace(self, table=self.table.without_player(seat), hand=hand)

    def set_absent(self, seat: int, absent: bool) -> TableSession:
        occupant = self._occupied(seat)
        if occupant.status is SeatStatus.ON_PENALTY:
            hands = self.penalty_hands_left(seat)
            raise SeatError.at(
                "seat",
                translate("core", _ON_PENALTY, "", hands).format(name=occupant.player.name),
            )
        wanted = SeatStatus.ABSENT if absent else SeatStatus.PLAYING
        if occupant.status is wanted:
            raise SeatError.at(
                "seat",
                (
                    translate("core", "{name} is already marked absent")
                    if absent
                    else translate("core", "{name} is already marked playing")
                ).format(name=occupant.player.name),
            )
        return self._with_occupant(seat, replace(occupant, status=wanted))

    def penalise(self, seat: int, hands: int) -> TableSession:
        """A missed-hand penalty of `hands` hands; it starts with the next hand dealt (rule 52)."""
        occupant = self._occupied(seat)
        if not is_whole_number(hands, minimum=1):
            raise SeatError.at(
                "hands", translate("core", "a penalty is at least one hand, not {hands!r}").format(hands=hands)
            )
        tracker = self.hand.penalty_tracker().give(occupant.player.player_id, hands)
        session = replace(self, hand=self.hand.with_penalty_tracker(tracker))
        return session._with_occupant(seat, replace(occupant, status=SeatStatus.ON_PENALTY))

    # -- chips -----------------------------------------------------------------
    def transfer(self, source: ChipSpot, target: ChipSpot, value: int, count: int) -> TableSession:
        """Move `count` chips of `value` from one place to another; what each move means:

        rack to a seat: chips added to the player's stack (`add_chips`); a seat to the rack:
        taken off it (`remove_chips`); seat to seat: from one stack to another (`move_chips`);
        a seat to the pot: his bet this hand (`bet`); the pot to a seat: won or returned (`award`).
        Chips never go between the rack and the pot, and a move to where they are is refused.
        """
        if ChipPlace.POT in (source.place, target.place):
            self._refuse_while_held(noop("core", "chips go into or out of the pot"))
        if source.place is ChipPlace.POT:
            self._refuse_unrecorded_hold(noop("core", "chips go out of the pot"))
        match source.place, source.seat, target.place, target.seat:
            case ChipPlace.RACK, _, ChipPlace.SEAT, int(seat):
                return self.add_chips(seat, value, count)
            case ChipPlace.SEAT, int(seat), ChipPlace.RACK, _:
                return self.remove_chips(seat, value, count)
            case ChipPlace.SEAT, int(from_seat), ChipPlace.SEAT, int(to_seat):
                return self.move_chips(from_seat, to_seat, value, count)
            case ChipPlace.SEAT, int(seat), ChipPlace.POT, _:
                return self.bet(seat, value, count)
            case ChipPlace.POT, _, ChipPlace.SEAT, int(seat):
                return self.award(seat, value, count)
        raise ChipError.at(
            "target",
            translate("core", "chips from the {value} cannot go to the {value2}").format(
                value=source.place.value, value2=target.place.value
            ),
        )

    def add_chips(self, seat: int, value: int, count: int) -> TableSession:
        """Chips from the rack onto a player's stack."""
        _positive_count(count)
        self._check_in_play(value)
        occupant = self._occupied(seat)
        return self._with_stack(seat, occupant.stack.plus(Stack({value: count})))

    def remove_chips(self, seat: int, value: int, count: int) -> TableSession:
        """Chips from a player's stack back to the rack."""
        _positive_count(count)
        self._check_in_play(value)
        return self._with_stack(seat, self._take(seat, value, count))

    def move_chips(self, from_seat: int, to_seat: int, value: int, count: int) -> TableSession:
        _positive_count(count)
        self._check_in_play(value)
        if from_seat == to_seat:
            raise ChipError.at("to_seat", translate("core", "the chips are already in that seat"))
        receiver = self._occupied(to_seat)
        session = self._with_stack(from_seat, self._take(from_seat, value, count))
        return session._with_stack(to_seat, receiver.stack.plus(Stack({value: count})))

    def bet(self, seat: int, value: int, count: int) -> TableSession:
        """Chips from a player's stack into the pot: his contribution to this hand."""
        _positive_count(count)
        self._check_in_play(value)
        occupant = self._occupied(seat)
        player = occupant.player.player_id
        if player in self.hand.killed:
            raise HandError.at(
                "seat",
                translate("core", "{name}'s hand is dead: he is serving a penalty (rule 52)").format(
                    name=occupant.player.name
                ),
            )
        if player in self.hand.folded:
            raise HandError.at(
                "seat", translate("core", "{name} has folded this hand").format(name=occupant.player.name)
            )
        return self._put_in(seat, Stack({value: count}), self._take(seat, value, count))

    def _put_in(self, seat: int, chips: Stack, left: Stack) -> TableSession:
        """`chips` from the player in `seat` into the pot, his stack then being `left`."""
        player = self._occupied(seat).player.player_id
        session = self._with_stack(seat, left)
        contributions = {**self.hand.contributions, player: self.hand.contributions.get(player, Stack()).plus(chips)}
        return replace(session, hand=replace(self.hand, pot=self.hand.pot.plus(chips), contributions=contributions))

    def award(self, seat: int, value: int, count: int) -> TableSession:
        """Chips from the pot to a player (the winner, or a bet returned)."""
        _positive_count(count)
        self._check_in_play(value)
        self._occupied(seat)  # refuses an empty seat before the pot is looked at
        if self.hand.pot.count(value) < count:
            raise ChipError.at(
                "count",
                translate("core", "the pot holds {count} chips of T{value}, not {count2}").format(
                    count=self.hand.pot.count(value), value=value, count2=count
                ),
            )
        return self._paid(seat, Stack({value: count}))

    def _paid(self, seat: int, chips: Stack) -> TableSession:
        """`chips` from the pot to the player in `seat`, recorded as paid out to him this hand."""
        occupant = self._occupied(seat)
        player = occupant.player.player_id
        if player in self.hand.killed:
            raise HandError.at(
                "seat",
                translate("core", "{name}'s hand is dead (serving a penalty, rule 52): he cannot win the pot").format(
                    name=occupant.player.name
                ),
            )
        paid_out = {**self.hand.paid_out, player: self.hand.paid_out.get(player, Stack()).plus(chips)}
        hand = replace(self.hand, pot=self.hand.pot.minus(chips), paid_out=paid_out)
        return replace(self, hand=hand)._with_stack(seat, occupant.stack.plus(chips))

    def pay_out_pot(self, payout: Mapping[int, Stack]) -> TableSession:
        """Give the whole pot out at once (seat -> chips), and end the hand: nobody has anything in it.

        The chips given may differ from the pot's where the dealer made change at the rack, but
        their value must be the pot's exactly, in chips in play; otherwise nothing changes.
        """
        self._refuse_while_held(noop("core", "it is given out"))
        given = _sum(payout.values())
        if given.total() != self.hand.pot.total():
            raise ChipError.at(
                "payout",
                translate("core", "gives out {total}, but the pot holds {total2}").format(
                    total=grouped(given.total()), total2=grouped(self.hand.pot.total())
                ),
            )
        given.check_in_play(self.chip_set, "payout")
        for seat in payout:
            self._occupied(seat)  # refuses an empty seat before anything moves
        session = replace(self, hand=replace(self.hand, pot=given))  # the change made at the rack
        for seat, chips in sorted(payout.items()):
            if chips:
                session = session._paid(seat, chips)
        return replace(session, hand=replace(session.hand.ended(), settled=True))

    def fold(self, seat: int, folded: bool = True) -> TableSession:
        """The player in `seat` folds this hand (or, `folded` False, the fold is taken back)."""
        occupant = self._occupied(seat)
        player = occupant.player.player_id
        name = occupant.player.name
        if player in self.hand.killed:
            raise HandError.at(
                "seat",
                translate("core", "{name}'s hand is dead: he is serving a penalty this hand (rule 52)").format(
                    name=name
                ),
            )
        if folded == (player in self.hand.folded):
            raise HandError.at(
                "seat",
                (
                    translate("core", "{name} has already folded")
                    if folded
                    else translate("core", "{name} has not folded")
                ).format(name=name),
            )
        if folded and self.is_all_in(seat):
            raise HandError.at(
                "seat",
                translate("core", "{name} is all in: he has no more decisions to make this hand").format(name=name),
            )
        players = self.hand.folded | {player} if folded else self.hand.folded - {player}
        return replace(self, hand=replace(self.hand, folded=players))

    def set_count(self, seat: int, value: int, count: int) -> TableSession:
        """The exact number of chips of one denomination in a stack, as counted by the floor."""
        occupant = self._occupied(seat)
        if not is_whole_number(count, minimum=0, maximum=MAX_CHIP_COUNT):
            raise ChipError.at(
                f'stack["{value}"]',
                translate("core", "a chip count is a whole number from 0 to {MAX_CHIP_COUNT}, not {count!r}").format(
                    MAX_CHIP_COUNT=grouped(MAX_CHIP_COUNT), count=count
                ),
            )
        if count:
            self._check_in_play(value)
        if occupant.stack.count(value) == count:
            raise ChipError.at(
                f'stack["{value}"]',
                translate("core", "{name} already has {count} chips of T{value}").format(
                    name=occupant.player.name, count=count, value=value
                ),
            )
        return self._with_stack(seat, occupant.stack.with_count(value, count))

    # -- hands and markers -------------------------------------------------------
    def next_hand(
        self, new_player_rule: NewPlayerOnButtonOrSmallBlind | None = None, first_button: int | None = None
    ) -> TableSession:
        """Deal the next hand: the button and blinds move by the dead-button rule (rule 50), penalties count down.

        The pot must have been awarded. The first hand at a table puts the button on
        `first_button` (the seat that drew the high card for it), or else on the first seat taken
        (see `first_button_seat`). A player missing the hand on penalty is dealt in, posts what he
        owes of the level's forced bets (`dealing`; the ante alone in stud, his bring-in being posted
        when his card brings it in) and his hand is killed (rule 52, see `_serve_penalties`).
        """
        self._refuse_while_held(noop("core", "the next hand is dealt"))
        self._refuse_unrecorded_hold(noop("core", "the next hand is dealt"))
        if self._lone_bettor() is not None:
            # a bet nobody put chips against is returned uncalled (rule 47): no pot to settle
            return self._return_bets()._next_hand(new_player_rule, first_button)
        if self.hand.pot:
            raise HandError.at(
                "pot",
                translate("core", "the pot still holds {total} in chips: give it to the winner first").format(
                    total=grouped(self.hand.pot.total())
                ),
            )
        return self._next_hand(new_player_rule, first_button)

    def _lone_bettor(self) -> int | None:
        """The seat of the only player who put chips in the pot, still in the hand and nothing given out yet."""
        hand = self.hand
        if len(hand.contributions) != 1 or hand.paid_out or hand.pot_unaccounted():
            return None
        seats = [seat for seat in self.table.occupants if bool(self.contribution(seat))]
        return seats[0] if len(seats) == 1 and not self.has_folded(seats[0]) else None

    def _return_bets(self) -> TableSession:
        """Every chip put in this hand back to whoever put it in; the pot empty."""
        session = self
        for seat, occupant in self.table.occupants.items():
            chips = self.contribution(seat)
            if chips:
                session = session._with_stack(seat, occupant.stack.plus(chips))
        return replace(session, hand=replace(session.hand, pot=Stack(), contributions={}))

    def _next_hand(
        self, new_player_rule: NewPlayerOnButtonOrSmallBlind | None, first_button: int | None
    ) -> TableSession:
        dealer, seated = self._deal(new_player_rule, first_button)
        if dealer.hand is None:  # both ways of dealing in `_deal` deal a hand
            raise AssertionError("the dead-button table dealt no hand")
        tracker = self.hand.penalty_tracker()
        tracker = (tracker.end_hand() if tracker.hand_in_progress else tracker).deal_hand()
        positions = dealer.hand.seats
        # Holds get here only over an empty pot, as a hand saved before `_refuse_unrecorded_hold` left them (its bets
        # returned by a misdeal): no pot ruling can give that pot out, so the holds go on to the next one's.
        carried = tuple(hold.carried_from(self.hand.number) for hold in self.hand.pot_holds)
        hand = replace(
            self.hand.with_penalty_tracker(tracker).ended(),
            blinds=(positions.button_seat, positions.small_blind_seat, positions.big_blind_seat),
            dealt=seated,
            waiting=dealer.waiting,
            settled=False,
            pot_holds=carried,
        )
        occupants = {
            seat: replace(o, status=self._status_after_deal(o, tracker)) for seat, o in self.table.occupants.items()
        }
        table = replace(self.table, occupants=occupants, markers=dealer.hand.markers())
        return replace(self, table=table, hand=hand)._serve_penalties()

    def hold_pot(self, by: str, reason: str, since: str) -> TableSession:
        """The pot held while a dispute is reviewed (see `floordesk.core.pot_hold`): `by` who, `reason` why,
        `since` when (local ISO 8601 time)."""
        held = self.hand.pot_hold
        if held is not None:
            raise HandError.at(
                "pot", translate("core", "the pot is already held: {words}").format(words=held.words(say=True))
            )
        if not self.hand.pot:
            raise HandError.at("pot", translate("core", "the pot is empty: there is nothing to hold"))
        if not reason.strip():
            raise HandError.at("reason", translate("core", "say why the pot is held (the dispute being reviewed)"))
        hold = PotHold(by, reason.strip(), since)
        return replace(self, hand=replace(self.hand, pot_holds=(*self.hand.pot_holds, hold)))

    def release_pot(self, by: str, until: str) -> TableSession:
        """The pot held is released (`by` who, `until` when): the hand goes on; the hold stays with it."""
        held = self.hand.pot_hold
        if held is None:
            raise HandError.at("pot", translate("core", "the pot is not held"))
        released = replace(held, until=until, released_by=by)
        return replace(self, hand=replace(self.hand, pot_holds=(*self.hand.pot_holds[:-1], released)))

    def _refuse_while_held(self, what: str) -> None:
        held = self.hand.pot_hold
        if held is not None:
            raise HandError.at("pot", held.refusal(what))

    def _refuse_unrecorded_hold(self, what: str) -> None:
        """A hand whose pot was held ends only by the pot ruling, the signed record of each hold: any other end
        (`what`) would lose it. A pot already empty (saved so before this check) has nothing left to rule on: the
        next hand takes its holds on (`_next_hand`)."""
        if self.hand.pot_holds and self.hand.pot:
            raise HandError.at("pot", unrecorded(self.hand.pot_holds, what))

    def can_misdeal(self) -> bool:
        """Whether a hand is in progress to deal again (see `misdeal`)."""
        return self.hand.blinds is not None and not (self.hand.settled or self.hand.paid_out)

    def misdeal(self) -> TableSession:
        """The hand in progress is misdealt and dealt again: the same hand number, button and blinds.

        Every chip put in goes back to whoever put it in, and the players on penalty post again
        and are killed again: a misdeal and its redeal count as one hand (rule 52).
        """
        self.check_misdeal()
        self.hand.penalty_tracker().redeal_after_misdeal()
        returned = self._return_bets()
        cleared = replace(returned.hand, folded=frozenset(), killed=frozenset(), penalty_posts={})
        return replace(returned, hand=cleared)._serve_penalties()

    def check_misdeal(self) -> None:
        """Raises HandError saying why `misdeal` is refused now (a menu offering it says so beforehand)."""
        hand = self.hand
        self._refuse_while_held(noop("core", "the hand is dealt again"))
        self._refuse_unrecorded_hold(noop("core", "the hand is dealt again"))
        if hand.blinds is None:
            raise HandError.at(
                "hand", translate("core", "no hand has been dealt at this table yet: there is nothing to deal again")
            )
        if not self.can_misdeal():
            raise HandError.at(
                "hand",
                translate(
                    "core", "the pot of hand {number} has been given out: a misdeal is called before the hand ends"
                ).format(number=hand.number),
            )
        if hand.pot_unaccounted():
            raise HandError.at(
                "pot", translate("core", "the pot does not add up to what was put in: count it before dealing again")
            )
        gone = [e.player.name for e in hand.eliminated if e.player.player_id in hand.contributions]
        if gone:
            raise HandError.at(
                "hand",
                translate("core", "{gone} left the table with chips in this pot: undo that first").format(gone=gone[0]),
            )

    def _serve_penalties(self) -> TableSession:
        """Each player missing this hand on penalty and dealt in posts what rule 52 serving says from his stack
        (all he has when he is short) and has his hand killed."""
        # rule 52's module (about 30 ms) loads with the first hand, not the table
        from floordesk.core.rules.penalties import PenaltyHand, serve_penalty_hand

        stud = self.dealing.stud
        session = self
        killed: set[str] = set()
        posts: dict[str, Mapping[str, int]] = {}
        for seat, player in self.hand.dealt.items():
            occupant = self.table.occupant(seat)
            if player not in self.hand.serving_penalty or player in self.hand.waiting or occupant is None:
                continue
            span = self.hand.penalty_span(player)
            first, last = span if span is not None else (self.hand.number, self.hand.number)
            ruling = serve_penalty_hand(
                PenaltyHand(
                    stud,
                    first,
                    last,
                    self.hand.number,
                    self._position(seat, stud),
                    self.dealing.forced_bets or ForcedBets(),
                    stack=occupant.stack.total(),
                )
            )
            amount = sum(ruling.posts.values())
            if amount:
                session = session._post(seat, amount)
            killed.add(player)
            posts[player] = ruling.posts
        hand = replace(session.hand, killed=frozenset(killed), folded=session.hand.folded | killed, penalty_posts=posts)
        return replace(session, hand=hand)

    def owes_bring_in(self, seat: int) -> bool:
        """Whether the player in `seat` serves a penalty this stud hand and has not yet posted the bring-in
        (posted when his up card brings it in, rule 52)."""
        player = self._player_id(seat)
        return (
            self.dealing.stud
            and player in self.hand.killed
            and "bring_in" not in self.hand.penalty_posts.get(player or "", {})
        )

    def post_bring_in(self, seat: int) -> TableSession:
        """His up card brings it in: a player on penalty posts the bring-in (all he has if short); the action
        goes on to the player on his left (rule 52, serving 3)."""
        occupant = self._occupied(seat)
        name, player = occupant.player.name, occupant.player.player_id
        if not self.dealing.stud:
            raise HandError.at("seat", translate("core", "only stud games have a bring-in"))
        if player not in self.hand.killed:
            raise HandError.at(
                "seat",
                translate("core", "{name} is not serving a penalty this hand: he brings it in himself").format(
                    name=name
                ),
            )
        if not self.owes_bring_in(seat):
            raise HandError.at(
                "seat", translate("core", "{name} has already posted the bring-in this hand").format(name=name)
            )
        bring_in = self.dealing.forced_bets.bring_in if self.dealing.forced_bets else 0
        amount = min(bring_in, occupant.stack.total())
        session = self._post(seat, amount) if amount else self
        posts = {**self.hand.penalty_posts, player: {**self.hand.penalty_posts.get(player, {}), "bring_in": amount}}
        return replace(session, hand=replace(session.hand, penalty_posts=posts))

    def _position(self, seat: int, stud: bool) -> Position:
        """Where `seat` sits for the hand's forced bets; heads-up the button posts the small blind."""
        # rule 52's module (about 30 ms) loads with the first hand, not the table
        from floordesk.core.rules.penalties import Position

        if stud or self.hand.blinds is None:
            return Position.OTHER
        button, small_blind, big_blind = self.hand.blinds
        if seat == big_blind:
            return Position.BIG_BLIND
        if seat == small_blind:
            return Position.SMALL_BLIND
        return Position.BUTTON if seat == button else Position.OTHER

    def _post(self, seat: int, amount: int) -> TableSession:
        """`amount` from the player in `seat` into the pot, the dealer making change at the rack where his chips
        cannot make it up exactly."""
        # the payout module loads when change is made at the rack, not with the table
        from floordesk.core.payout import pay_with_change

        occupant = self._occupied(seat)
        stack = occupant.stack
        try:
            split = pay_with_change(
                stack, {"pot": amount, "kept": stack.total() - amount}, self.chip_set.in_play_values()
            )
        except ChipError as error:
            raise HandError.at(
                f"seat {seat}",
                translate("core", "{name}'s chips cannot post {amount} exactly: {message}").format(
                    name=occupant.player.name, amount=grouped(amount), message=error.problems[0].message
                ),
            ) from error
        return self._put_in(seat, split.chips["pot"], split.chips.get("kept", Stack()))

    def first_button_seat(self) -> int | None:
        """Where the first hand puts the button unless another seat drew for it: the first seat taken by a player
        dealt in (not one who is out, see `is_out`).

        None once a hand has been dealt (the button then moves by rule 50) or while nobody is seated.
        """
        if self.hand.blinds is not None:
            return None
        return next((seat for seat in self.table.occupants if not self.is_out(seat)), None)

    def next_markers(self, new_player_rule: NewPlayerOnButtonOrSmallBlind | None = None) -> Markers | None:
        """The markers the next hand will have, as `next_hand` would place them; None if it cannot be dealt yet.

        Chips left in the pot do not change where the markers go, so they are not checked here.
        """
        try:
            dealer, _seated = self._deal(new_player_rule, None)
        except InvalidInput:
            return None
        return None if dealer.hand is None else dealer.hand.markers()

    def next_button_is_dead(self, new_player_rule: NewPlayerOnButtonOrSmallBlind | None = None) -> bool:
        """Whether the next hand, as `next_hand` deals it, has a dead button (see `is_dead_button`)."""
        try:
            dealer, _seated = self._deal(new_player_rule, None)
        except InvalidInput:
            return False
        if dealer.hand is None:
            return False
        button = dealer.hand.markers().button_seat
        occupant = self.table.occupant(button)
        return occupant is None or occupant.player.player_id in dealer.waiting or self.is_out(button)

    def _deal(
        self, new_player_rule: NewPlayerOnButtonOrSmallBlind | None, first_button: int | None
    ) -> tuple[DeadButtonTable, dict[int, str]]:
        """The dead-button table with the next hand dealt, and who is dealt in by seat."""
        # the dead-button rule (about 12 ms) loads with the first hand, not the table
        from floordesk.core.rules.dead_button import BlindSeats, DeadButtonTable
        from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind

        rule = new_player_rule or NewPlayerOnButtonOrSmallBlind.DEAL_IN
        seated = {seat: o.player.player_id for seat, o in self.table.occupants.items()}
        if not seated:
            raise HandError.at(
                "seats",
                translate("core", "nobody is seated at {name}: seat the players before dealing a hand").format(
                    name=self.name
                ),
            )
        # A player who is out is not dealt in, so never given the button or a blind.
        seated = {seat: player for seat, player in seated.items() if not self.is_out(seat)}
        if self.hand.blinds is None:
            if first_button is not None and self.is_out(first_button):
                name = self._occupied(first_button).player.name
                reason = f"{name} has no chips and is not dealt in: the first button goes to a player dealt in"
                raise HandError.at("first_button", reason)
            button = first_button if first_button is not None else next(iter(seated))
            return DeadButtonTable.start(self.table.seats_max, tuple(seated.items()), button, rule), seated
        if first_button is not None:
            raise HandError.at(
                "first_button", translate("core", "the button is already in play; drag it to correct it")
            )
        last = DeadButtonTable(
            self.table.seats_max, self.hand.dealt, BlindSeats(*self.hand.blinds), rule, self.hand.waiting
        )
        gone = [seat for seat, player in self.hand.dealt.items() if seated.get(seat) != player]
        arrived = [(seat, player) for seat, player in seated.items() if self.hand.dealt.get(seat) != player]
        return last.next_hand(eliminated=gone, new_players=arrived), seated

    def move_marker(self, marker: Marker, seat: int) -> TableSession:
        """Correct where a marker stands this hand; the next hand moves on from the corrected positions."""
        self.table.occupant(seat)  # refuses a seat outside the table
        if self.hand.blinds is None:
            raise HandError.at(
                "marker", translate("core", "no hand has been dealt at this table yet: deal the first hand")
            )
        button, small_blind, big_blind = self.hand.blinds
        heads_up = small_blind == button  # the button posts the small blind: the two move together
        onto_other_side = seat == (button if marker is Marker.BIG_BLIND else big_blind)
        if heads_up and onto_other_side:
            button, big_blind = big_blind, button
            small_blind = button
        elif marker is Marker.BIG_BLIND:
            big_blind = seat
        elif heads_up:
            button = small_blind = seat
        elif marker is Marker.BUTTON:
            button = seat
        else:
            small_blind = seat
        if (button, small_blind, big_blind) == self.hand.blinds:
            raise HandError.at(
                "marker", translate("core", "{label} is already at seat {seat}").format(label=marker.label, seat=seat)
            )
        self._check_positions(button, small_blind, big_blind)
        hand = replace(self.hand, blinds=(button, small_blind, big_blind))
        return replace(self, table=self.table.with_markers(self._markers(hand)), hand=hand)

    def place_markers(self, button: int, small_blind: int, big_blind: int) -> TableSession:
        """The hand in progress's button and blinds set all at once (a ruling that places the three of them)."""
        for seat in (button, small_blind, big_blind):
            self.table.occupant(seat)  # refuses a seat outside the table
        if self.hand.blinds is None:
            raise HandError.at(
                "marker", translate("core", "no hand has been dealt at this table yet: deal the first hand")
            )
        self._check_positions(button, small_blind, big_blind)
        hand = replace(self.hand, blinds=(button, small_blind, big_blind))
        return replace(self, table=self.table.with_markers(self._markers(hand)), hand=hand)

    # -- helpers -------------------------------------------------------------------
    def _occupied(self, seat: int) -> SeatedPlayer:
        occupant = self.table.occupant(seat)
        if occupant is None:
            raise SeatError.at("seat", translate("core", "seat {seat} is empty").format(seat=seat))
        return occupant

    def _check_in_play(self, value: int) -> None:
        if value not in self.chip_set.in_play_values():
            known = any(d.value == value for d in self.chip_set.denominations)
            reason = "has been coloured up and is no longer in play" if known else "is not in this event's chip set"
            raise ChipError.at(
                "denomination", translate("core", "T{value} {reason}").format(value=value, reason=reason)
            )

    def _take(self, seat: int, value: int, count: int) -> Stack:
        occupant = self._occupied(seat)
        there = occupant.stack.count(value)
        if there < count:
            raise ChipError.at(
                f'stack["{value}"]',
                translate("core", _HAS_CHIPS, "", there).format(name=occupant.player.name, value=value, count=count),
            )
        return occupant.stack.minus(Stack({value: count}))

    def _with_stack(self, seat: int, stack: Stack) -> TableSession:
        return replace(self, table=self.table.with_stack(seat, stack))

    def _with_occupant(self, seat: int, occupant: SeatedPlayer) -> TableSession:
        return replace(self, table=replace(self.table, occupants={**self.table.occupants, seat: occupant}))

    @staticmethod
    def _status_after_deal(occupant: SeatedPlayer, tracker: PenaltyTracker) -> SeatStatus:
        if tracker.is_on_penalty(occupant.player.player_id):
            return SeatStatus.ON_PENALTY
        return SeatStatus.PLAYING if occupant.status is SeatStatus.ON_PENALTY else occupant.status

    def _passes_a_player(self, from_seat: int, to_seat: int) -> bool:
        """Whether every way round the table from one seat to the other passes another player."""
        seats_max = self.table.seats_max
        clockwise = seats_after(from_seat, seats_max)[: clockwise_distance(from_seat, to_seat, seats_max) - 1]
        counter = seats_after(to_seat, seats_max)[: clockwise_distance(to_seat, from_seat, seats_max) - 1]
        occupied = self.table.occupants
        return any(seat in occupied for seat in clockwise) and any(seat in occupied for seat in counter)

    def _check_positions(self, button: int, small_blind: int, big_blind: int) -> None:
        big_blind_player = self.table.occupant(big_blind)
        if big_blind_player is None:
            raise HandError.at(
                "marker",
                translate("core", "seat {big_blind} is empty: the big blind is always a player's").format(
                    big_blind=big_blind
                ),
            )
        if big_blind in (button, small_blind):
            raise HandError.at(
                "marker",
                translate("core", "the big blind needs a seat of its own, not seat {big_blind}").format(
                    big_blind=big_blind
                ),
            )
        # Heads-up is about the hand being played: a player seated since it was dealt does not count.
        dealt_in = set(self.hand.dealt.values()) - self.hand.waiting
        if small_blind == button and len(dealt_in) > 2:
            raise HandError.at("marker", translate("core", "the button and the small blind share a seat only heads-up"))

    def _markers(self, hand: HandState) -> Markers:
        """The markers on the table: no small blind marker where nobody posts it (an empty seat, a new player)."""
        if hand.blinds is None:
            raise HandError.at("marker", translate("core", "no hand has been dealt at this table yet"))
        button, small_blind, big_blind = hand.blinds
        occupant = self.table.occupant(small_blind)
        posts = occupant is not None and occupant.player.player_id not in hand.waiting
        return Markers(button, small_blind if posts else None, big_blind)


def _follow(blinds: BlindPositions, from_seat: int, to_seat: int) -> BlindPositions:
    """The hand's positions with those of a player who moved seats moved with him."""
    button, small_blind, big_blind = (to_seat if seat == from_seat else seat for seat in blinds)
    return button, small_blind, big_blind


# -- players of an event -----------------------------------------------------------
