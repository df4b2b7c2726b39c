"""Core: players, seats and a table's button and blind markers.

Seats are numbered 1..seats_max clockwise; seat 1 is the first seat to the
house dealer's left. A table is immutable: every change returns a new table,
which keeps undo in the GUI and replay in tests trivial.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType

from floordesk.core.chips import Stack
from floordesk.core.errors import SeatError
from floordesk.core.fields import is_whole_number
from floordesk.i18n import grouped, noop, translate

MIN_SEATS = 2
MAX_SEATS = 10
MAX_NAME_LENGTH = 40
"""The longest name typed for a player, a table or an event: a long real name fits, a pasted paragraph does not."""


def clockwise_distance(from_seat: int, to_seat: int, seats_max: int) -> int:
    """How many seats clockwise from one seat to another (0 for the same seat)."""
    return (to_seat - from_seat) % seats_max


def seats_after(seat: int, seats_max: int) -> tuple[int, ...]:
    """Every seat clockwise, starting with the one after `seat` and ending with `seat` itself."""
    return tuple((seat + step - 1) % seats_max + 1 for step in range(1, seats_max + 1))


def seat_before(seat: int, seats_max: int) -> int:
    """The seat just to the right of `seat` (counter-clockwise)."""
    return (seat - 2) % seats_max + 1


class SeatStatus(Enum):
    PLAYING = "playing"
    ABSENT = "absent"
    ON_PENALTY = "on_penalty"


_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


_UNNAMED: dict[str, tuple[str, str]] = {
    # whole sentences for each kind of thing named: the noun's gender and article differ between languages
    "event": (
        noop("core", "an event needs a name"),
        noop("core", "an event needs a name: this one has no visible character"),
    ),
    "player": (
        noop("core", "a player needs a name"),
        noop("core", "a player needs a name: this one has no visible character"),
    ),
    "table": (
        noop("core", "a table needs a name"),
        noop("core", "a table needs a name: this one has no visible character"),
    ),
}


def tidy_name(text: str, what: str, path: str = "name") -> str:
    """A name as typed, with its spacing tidied; refuses an empty one, one with nothing visible in it (such as
    zero-width spaces alone), one holding a control character or half of a UTF-16 pair, or one longer than
    MAX_NAME_LENGTH.

    `what` is the kind of thing named, for the message ("event", "player", "table"). Names already saved
    are not checked again, so a record written before the limit still loads.
    """
    tidy = " ".join(text.split())
    if not tidy:
        raise SeatError.at(path, translate("core", _UNNAMED[what][0]))
    # Marks, joiners and direction marks belong to names in many scripts, but never make one alone.
    if not any(unicodedata.category(c)[0] in "LNPS" for c in tidy):
        raise SeatError.at(path, translate("core", _UNNAMED[what][1]))
    # A direction override or isolate left open in a name would reverse the text after it wherever it is shown.
    control = next((c for c in tidy if unicodedata.category(c) == "Cc" or c in _DIRECTION_CONTROLS), None)
    if control is not None:
        raise SeatError.at(
            path, translate("core", "a name cannot hold control characters (U+{ord:04X})").format(ord=ord(control))
        )
    # Half of a UTF-16 pair (from a dropped JSON payload's escapes, say) is no character: no log can store it.
    half = next((c for c in tidy if unicodedata.category(c) == "Cs"), None)
    if half is not None:
        raise SeatError.at(
            path,
            translate("core", "a name cannot hold U+{ord:04X}: half of a character pair, not a character").format(
                ord=ord(half)
            ),
        )
    if len(tidy) > MAX_NAME_LENGTH:
        raise SeatError.at(
            path,
            translate("core", "a name has at most {MAX_NAME_LENGTH} characters, not {count}").format(
                MAX_NAME_LENGTH=MAX_NAME_LENGTH, count=grouped(len(tidy))
            ),
        )
    return tidy


def player_id_for(name: str, taken: Iterable[str]) -> str:
    """A new player's id made from his name, unique among `taken` ids: "Ana Ribeiro" -> "ana-ribeiro"."""
    base = re.sub(r"[^0-9a-z]+", "-", name.strip().lower()).strip("-") or "player"
    used = set(taken)
    candidate, number = base, 1
    while candidate in used:
        number += 1
        candidate = f"{base}-{number}"
    return candidate


@dataclass(frozen=True)
class Player:
    """A registered player; `player_id` is unique within an event."""

    player_id: str
    name: str

    def __post_init__(self) -> None:
        if not self.player_id.strip():
            raise SeatError.at("player_id", translate("core", "must not be empty"))
        if not self.name.strip():
            raise SeatError.at("name", translate("core", "a player needs a name"))


@dataclass(frozen=True)
class SeatedPlayer:
    player: Player
    stack: Stack = field(default_factory=Stack)
    status: SeatStatus = SeatStatus.PLAYING


@dataclass(frozen=True)
class Markers:
    """Where the button and blinds are; a None blind means none this hand."""

    button_seat: int
    small_blind_seat: int | None
    big_blind_seat: int


@dataclass(frozen=True)
class Table:
    name: str
    seats_max: int
    occupants: Mapping[int, SeatedPlayer] = field(default_factory=dict)
    markers: Markers | None = None

    def __post_init__(self) -> None:
        if not is_whole_number(self.seats_max, minimum=MIN_SEATS, maximum=MAX_SEATS):
            raise SeatError.at(
                "seats_max",
                translate("core", "a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}").format(
                    MIN_SEATS=MIN_SEATS, MAX_SEATS=MAX_SEATS, seats_max=self.seats_max
                ),
            )
        for seat in self.occupants:
            self._check_seat(seat, "occupants")
        ids = [o.player.player_id for o in self.occupants.values()]
        if len(set(ids)) != len(ids):
            raise SeatError.at("occupants", translate("core", "a player is seated twice at this table"))
        if self.markers is not None:
            for name in ("button_seat", "small_blind_seat", "big_blind_seat"):
                seat = getattr(self.markers, name)
                if seat is not None:
                    self._check_seat(seat, f"markers.{name}")
        object.__setattr__(self, "occupants", MappingProxyType(dict(sorted(self.occupants.items()))))

    def _check_seat(self, seat: int, path: str) -> None:
        if not is_whole_number(seat, minimum=1, maximum=self.seats_max):
            raise SeatError.at(
                path,
                translate("core", "seat {seat!r} is outside this table (1..{seats_max})").format(
                    seat=seat, seats_max=self.seats_max
                ),
            )

    # -- queries ----------------------------------------------------------
    def seats(self) -> range:
        return range(1, self.seats_max + 1)

    def occupied_seats(self) -> tuple[int, ...]:
        return tuple(self.occupants)

    def occupant(self, seat: int) -> SeatedPlayer | None:
        self._check_seat(seat, "seat")
        return self.occupants.get(seat)

    def seat_of(self, player_id: str) -> int | None:
        for seat, occupant in self.occupants.items():
            if occupant.player.player_id == player_id:
                return seat
        return None

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """All seats in clockwise order starting with the seat after `seat` and ending with it."""
        self._check_seat(seat, "seat")
        return seats_after(seat, self.seats_max)

    # -- changes ----------------------------------------------------------
    def with_player(self, seat: int, player: Player, stack: Stack | None = None) -> Table:
        self._check_seat(seat, "seat")
        if seat in self.occupants:
            taken_by = self.occupants[seat].player.name
            raise SeatError.at(
                "seat",
                translate("core", "seat {seat} is already taken by {taken_by}").format(seat=seat, taken_by=taken_by),
            )
        if self.seat_of(player.player_id) is not None:
            raise SeatError.at(
                "player",
                translate("core", "{name} is already seated in seat {seat_of}").format(
                    name=player.name, seat_of=self.seat_of(player.player_id)
                ),
            )
        return replace(self, occupants={**self.occupants, seat: SeatedPlayer(player, stack or Stack())})

    def without_player(self, seat: int) -> Table:
        self._check_seat(seat, "seat")
        if seat not in self.occupants:
            raise SeatError.at("seat", translate("core", "seat {seat} is empty").format(seat=seat))
        return replace(self, occupants={s: o for s, o in self.occupants.items() if s != seat})

    def with_stack(self, seat: int, stack: Stack) -> Table:
        occupant = self.occupant(seat)
        if occupant is None:
            raise SeatError.at("seat", translate("core", "seat {seat} is empty").format(seat=seat))
        return replace(self, occupants={**self.occupants, seat: replace(occupant, stack=stack)})

    def with_markers(self, markers: Markers) -> Table:
        return replace(self, markers=markers)
