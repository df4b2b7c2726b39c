"""Core: managing an event's tables: rename, remove an empty one, move a player to another table, break a table.

A player moved to another table keeps his chips, the penalty hands he still has to
miss and his identity (so his history in the incident log follows him); at the new
table he is a new player, dealt in as the dead-button rule says (rule 50). Chips
never appear or vanish: every chip of a broken table is in a stack at another one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from floordesk.core.errors import SeatError
from floordesk.core.event import Event
from floordesk.core.table import SeatStatus, tidy_name
from floordesk.core.table_session import HandError
from floordesk.i18n import grouped, numerus, translate

_STILL_SEATED = numerus("core", "{name} still has %n player(s): move them or break it", "", 0)


@dataclass(frozen=True)
class TableMove:
    """One player to move: from a seat of one table to an open seat of another."""

    from_table: str
    from_seat: int
    to_table: str
    to_seat: int


def rename_table(event: Event, old: str, new: str) -> Event:
    """The table under a new name (tidied, unique in the event), keeping its place, players and hand."""
    session = event.session(old)
    name = tidy_name(new, "table")
    if name == old:
        raise SeatError.at("name", translate("core", "the table is already called {old}").format(old=old))
    if name in event.table_names():
        raise SeatError.at("name", translate("core", "the event already has a table called {name}").format(name=name))
    renamed = replace(session.table, name=name)
    hands = {(name if table == old else table): hand for table, hand in event.hands.items()}
    hands[name] = session.hand
    tables = tuple(renamed if table.name == old else table for table in event.tables)
    return replace(event, tables=tables, hands=hands)


def remove_table(event: Event, name: str) -> Event:
    """The event without an empty table; refuses one with players seated or chips in its pot."""
    session = event.session(name)
    if session.table.occupants:
        count = len(session.table.occupants)
        raise SeatError.at(
            "table",
            translate("core", _STILL_SEATED, "", count).format(name=name),
        )
    if session.hand.pot:
        raise HandError.at(
            "table",
            translate("core", "{name}'s pot still holds {total} in chips").format(
                name=name, total=grouped(session.hand.pot.total())
            ),
        )
    if len(event.tables) == 1:
        raise SeatError.at("table", translate("core", "{name} is the event's only table").format(name=name))
    return event.without_table(name)


def move_player(event: Event, move: TableMove) -> Event:
    """Move one player, with his chips and his penalty, to an open seat of another table."""
    if move.from_table == move.to_table:
        raise SeatError.at("to_table", translate("core", "the player is already at that table: move him within it"))
    source, target = event.session(move.from_table), event.session(move.to_table)
    occupant = source.occupant(move.from_seat)
    if occupant is None:
        raise SeatError.at(
            "from_seat",
            translate("core", "seat {from_seat} of {from_table} is empty").format(
                from_seat=move.from_seat, from_table=move.from_table
            ),
        )
    player = occupant.player
    if source.contribution(move.from_seat):
        raise HandError.at(
            "from_seat",
            translate("core", "{name} has chips in the pot this hand: settle the hand before moving him").format(
                name=player.name
            ),
        )
    taken = target.occupant(move.to_seat)
    if taken is not None:
        raise SeatError.at(
            "to_seat",
            translate("core", "seat {to_seat} of {to_table} is taken by {name}").format(
                to_seat=move.to_seat, to_table=move.to_table, name=taken.player.name
            ),
        )
    tracker, hands_left = source.hand.penalty_tracker().move_out(player.player_id)
    left = replace(
        source,
        table=source.table.without_player(move.from_seat),
        hand=replace(source.hand.with_penalty_tracker(tracker), waiting=source.hand.waiting - {player.player_id}),
    )
    arrived = target.seat_player(move.to_seat, player, occupant.stack)
    if hands_left:
        tracker = arrived.hand.penalty_tracker().move_in(player.player_id, hands_left)
        arrived = replace(arrived, hand=arrived.hand.with_penalty_tracker(tracker))
    status = SeatStatus.ON_PENALTY if hands_left else _off_penalty(occupant.status)
    occupants = {**arrived.table.occupants, move.to_seat: replace(arrived.table.occupants[move.to_seat], status=status)}
    arrived = replace(arrived, table=replace(arrived.table, occupants=occupants))
    return event.with_session(left).with_session(arrived)


def _off_penalty(status: SeatStatus) -> SeatStatus:
    return SeatStatus.PLAYING if status is SeatStatus.ON_PENALTY else status


def break_plan(event: Event, name: str) -> tuple[TableMove, ...]:
    """Where each player of table `name` goes when it is broken, in seat order.

    Each goes to the table with the fewest players that has an open seat (the first such
    table on a tie), in its lowest open seat, so the tables stay as even as they can. The
    supervisor confirms or skips each move; refuses when the other tables lack the seats.
    """
    breaking = event.session(name)
    others = {t: event.session(t) for t in event.table_names() if t != name}
    open_seats = {
        t: [seat for seat in session.table.seats() if session.occupant(seat) is None] for t, session in others.items()
    }
    players = {t: len(session.table.occupants) for t, session in others.items()}
    needed = len(breaking.table.occupants)
    free = sum(len(seats) for seats in open_seats.values())
    if needed > free:
        raise SeatError.at(
            "table",
            translate("core", "{name} has {needed} players and the other tables {free} open seats").format(
                name=name, needed=needed, free=free
            ),
        )
    moves = []
    for seat in breaking.table.occupants:
        table = min((t for t in others if open_seats[t]), key=lambda t: players[t])
        moves.append(TableMove(name, seat, table, open_seats[table].pop(0)))
        players[table] += 1
    return tuple(moves)


def break_table(event: Event, name: str) -> Event:
    """Every player of table `name` moved as `break_plan` says, then the table removed."""
    for move in break_plan(event, name):
        event = move_player(event, move)
    return remove_table(event, name)
