"""Core: the demo event FloorDesk creates on first launch, so there is a table to look at."""

from __future__ import annotations

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.event import Event
from floordesk.core.table import Markers, Player, Table, player_id_for

_DEMO_PLAYERS = (
    (1, "Ana Ribeiro", {25: 4, 100: 23, 500: 9, 1000: 6}),
    (2, "Ben Okafor", {25: 7, 100: 18, 500: 12, 1000: 3}),
    (3, "Chen Wei", {100: 31, 500: 4, 1000: 11}),
    (5, "Dmitri Volkov", {25: 2, 100: 9, 500: 6}),
    (6, "Elena Garcia", {25: 5, 100: 40, 500: 14, 1000: 9}),
    (7, "Farid Haddad", {100: 12, 500: 8, 1000: 2}),
    (8, "Grace Lindqvist", {25: 3, 100: 27, 500: 10, 1000: 5}),
    (9, "Hiro Tanaka", {25: 6, 100: 15, 500: 7, 1000: 4}),
)


def demo_event() -> Event:
    """Event #1, a no-limit hold'em table of nine with one empty seat."""
    table = Table("Table 1", 9)
    for seat, name, counts in _DEMO_PLAYERS:
        table = table.with_player(seat, Player(player_id_for(name, ()), name), Stack(counts))
    table = table.with_markers(Markers(button_seat=3, small_blind_seat=5, big_blind_seat=6))
    return Event(
        name="Demo Event: No-Limit Hold'em",
        number=1,
        game="holdem",
        chip_set=standard_chip_set((25, 100, 500, 1000, 5000)),
        tables=(table,),
    )
