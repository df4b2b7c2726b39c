"""GUI: the operations layer. Every change a supervisor makes to a table goes through here.

An operation asks the core for the new state; if the core refuses, nothing
changes and the reason is reported (the status bar shows it). Otherwise the
change becomes an undo command, which applies it. Slots and menus call these
methods and hold no rules of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from floordesk.core.chips import chips_text
from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.table import Markers, Table
from floordesk.core.table_session import ChipPlace, ChipSpot, Marker, TableSession
from floordesk.gui.field_problem import reasons
from floordesk.gui.table_view.model import EventModel
from floordesk.i18n import grouped, noop, numerus

if TYPE_CHECKING:
    from floordesk.core.ruleset import NewPlayerOnButtonOrSmallBlind
    from floordesk.core.table_moves import TableMove
    from floordesk.gui.table_view.payload import ChipPayload, DragOrigin, PlayerPayload

REFUSED = noop("operations", "Refused: {reason}")


def literal(name: str) -> str:
    """A name to show on a tab or in a menu, where Qt reads "&" as the mark of a shortcut key: "R&D" stays "R&D"."""
    return name.replace("&", "&&")


def _positions(markers: Markers, *, dead_button: bool, next_hand: bool = False) -> str:
    # Each text in its own translate call: lupdate reads the context only there (a helper's would be lost).
    small_blind = (
        QCoreApplication.translate("operations", "no small blind")
        if markers.small_blind_seat is None
        else QCoreApplication.translate("operations", "small blind: seat {seat}").format(seat=markers.small_blind_seat)
    )
    line = (
        QCoreApplication.translate(
            "operations", "Next hand: button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}."
        )
        if next_hand
        else QCoreApplication.translate(
            "operations", "Button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}."
        )
    )
    dead = QCoreApplication.translate("operations", " (dead button)") if dead_button else ""
    return line.format(button=markers.button_seat, dead=dead, small_blind=small_blind, big_blind=markers.big_blind_seat)


def describe_markers(session: TableSession) -> str:
    """The button and blinds of the hand in play, as the panel and the status bar say them."""
    markers = session.table.markers
    if markers is None:
        return QCoreApplication.translate("operations", "No button yet: deal the first hand.")
    return _positions(markers, dead_button=session.is_dead_button())


def describe_next_hand(session: TableSession, new_player_rule: NewPlayerOnButtonOrSmallBlind | None = None) -> str:
    """Where the next hand will put the button and blinds under the event's new-player rule (rule 50): exactly what
    "Next hand" then does."""
    first = session.first_button_seat()
    occupant = None if first is None else session.occupant(first)
    if first is not None and occupant is not None:
        return QCoreApplication.translate(
            "operations",
            "First hand: the button goes to seat {seat} ({name}), the first seat taken. "
            "If another seat drew the high card for it, open that seat's menu: Deal the first hand, button here.",
        ).format(seat=first, name=occupant.player.name)
    markers = session.next_markers(new_player_rule)
    if markers is None:
        return QCoreApplication.translate("operations", "Nobody is seated: seat the players, then deal the first hand.")
    return _positions(markers, dead_button=session.next_button_is_dead(new_player_rule), next_hand=True)


def describe_pot(session: TableSession) -> str:
    """The pot as the panel says it; once chips have been given out of it, what was put in and given out too,
    so the bets in front of the seats still add up."""
    hand = session.hand
    if not hand.pot and not hand.paid_out:
        return QCoreApplication.translate("operations", "Pot: empty")
    pot = grouped(hand.pot.total())
    if hand.pot_hold is not None:  # while a dispute is reviewed (issue 30)
        pot = QCoreApplication.translate("operations", "{pot}, held").format(pot=pot)
    if not hand.paid_out:
        return QCoreApplication.translate("operations", "Pot: {pot}").format(pot=pot)
    return QCoreApplication.translate("operations", "Pot: {pot} ({put_in} put in, {given_out} given out)").format(
        pot=pot, put_in=grouped(hand.put_in().total()), given_out=grouped(hand.given_out().total())
    )


_PENALTY = numerus("TableOperations", "Penalty for {who}: %n hand(s) to miss", "", 0)
_NEW_TABLE = numerus("TableOperations", "Add {name} (%n seat(s))", "", 0)


class TableOperations:
    """GUI: changes to the event's tables, each checked by the core and pushed as one undo command."""

    def __init__(self, model: EventModel, undo_stack: QUndoStack, report: Callable[[str], None]) -> None:
        self._model = model
        self._undo_stack = undo_stack
        self._report = report
        #: Why the last change was refused ("" after an accepted one), to show beside the field.
        self.last_refusal = ""
        #: Why no change may be made to the event's tables any more ("" while it runs: a cancelled event's is set).
        self.closed = ""

    def change(self, table: str, text: str, operation: Callable[[TableSession], TableSession]) -> bool:
        """Apply `operation` to the named table as an undoable change called `text`; whether it was accepted."""
        if self.closed:
            return self.refuse(self.closed)
        before = self._model.session(table)
        try:
            after = operation(before)
        except InvalidInput as error:
            return self.refuse(reasons(error))
        self._push(table, before, after, text)
        return True

    def refuse(self, reason: str) -> bool:
        """Report why a change was not made (`last_refusal`, the status bar); always False."""
        self.last_refusal = reason
        self._report(QCoreApplication.translate("operations", REFUSED).format(reason=reason))
        return False

    def _push(self, table: str, before: TableSession | None, after: TableSession | None, text: str) -> None:
        from floordesk.gui.table_view.commands import TableCommand  # loaded with the first change

        self._undo_stack.push(TableCommand(self._model, table, before, after, text, self._report))
        self.last_refusal = ""
        self._report(text)

    def _who(self, table: str, seat: int) -> str:
        occupant = self._model.session(table).occupant(seat)
        if occupant is None:
            return QCoreApplication.translate("TableOperations", "seat {seat}").format(seat=seat)
        return QCoreApplication.translate("TableOperations", "{name} (seat {seat})").format(
            name=occupant.player.name, seat=seat
        )

    def change_event(self, text: str, operation: Callable[[Event], Event]) -> bool:
        """Apply `operation` to the whole event as one undoable change called `text`; whether it was accepted."""
        # undo commands load with the first change, not with the window
        from floordesk.gui.table_view.commands import EventCommand

        if self.closed:
            return self.refuse(self.closed)
        before = self._model.current_event
        try:
            after = operation(before)
        except InvalidInput as error:
            return self.refuse(reasons(error))
        self._undo_stack.push(EventCommand(self._model, before, after, text, self._report))
        self.last_refusal = ""
        self._report(text)
        return True

    # -- tables ------------------------------------------------------------------
    def rename_table(self, table: str, name: str) -> bool:
        # moves between tables load with the first such change
        from floordesk.core.table_moves import rename_table

        text = QCoreApplication.translate("TableOperations", "Rename {table} to {name}").format(
            table=table, name=" ".join(name.split())
        )
        return self.change_event(text, lambda e: rename_table(e, table, name))

    def remove_table(self, table: str) -> bool:
        # moves between tables load with the first such change
        from floordesk.core.table_moves import remove_table

        text = QCoreApplication.translate("TableOperations", "Remove {table}").format(table=table)
        return self.change_event(text, lambda e: remove_table(e, table))

    def move_to_table(self, move: TableMove) -> bool:
        """One player, with his chips and penalty, to an open seat of another table."""
        # moves between tables load with the first such change
        from floordesk.core.table_moves import move_player

        who = self._who(move.from_table, move.from_seat)
        text = QCoreApplication.translate("TableOperations", "Move {who} of {source} to {target}, seat {seat}").format(
            who=who, source=move.from_table, target=move.to_table, seat=move.to_seat
        )
        return self.change_event(text, lambda e: move_player(e, move))

    def add_table(self, name: str, seats_max: int) -> bool:
        if self.closed:
            return self.refuse(self.closed)
        try:
            name = self._model.current_event.new_table_name(name)
            session = TableSession(self._model.current_event.chip_set, Table(name, seats_max))
        except InvalidInput as error:
            return self.refuse(reasons(error))
        text = QCoreApplication.translate("TableOperations", _NEW_TABLE, "", seats_max).format(name=name)
        self._push(name, None, session, text)
        return True

    # -- seats -------------------------------------------------------------------
    def seat_player(self, table: str, seat: int, name: str) -> bool:
        event = self._model.current_event
        try:
            player = event.player_named(name)
            event.check_can_seat(player, table)
        except InvalidInput as error:
            return self.refuse(reasons(error))
        text = QCoreApplication.translate("TableOperations", "Seat {name} in seat {seat}").format(
            name=player.name, seat=seat
        )
        return self.change(table, text, lambda s: s.seat_player(seat, player))

    def move_player(self, table: str, from_seat: int, to_seat: int) -> bool:
        text = QCoreApplication.translate("TableOperations", "Move {who} to seat {seat}").format(
            who=self._who(table, from_seat), seat=to_seat
        )
        return self.change(table, text, lambda s: s.move_player(from_seat, to_seat))

    @property
    def run_uid(self) -> str:
        """The event as this window runs it, which every drag carries (`EventModel.run_uid`)."""
        return self._model.run_uid

    def _from_elsewhere(self, origin: DragOrigin) -> bool:
        """Whether a drag was picked up in another window or event: a table's name may be another FloorDesk's too."""
        return origin.event != self._model.run_uid

    def _seat_changed(self, origin: DragOrigin) -> bool:
        """Whether a drag picked up at a seat finds it no longer as it was: its player gone, or its table."""
        # the drags' payloads load with the first drop
        from floordesk.gui.table_view.payload import SeatOrigin

        if not isinstance(origin, SeatOrigin):
            return False
        if origin.table not in self._model.table_names():
            return True
        occupant = self._model.session(origin.table).occupant(origin.seat)
        return occupant is None or occupant.player.player_id != origin.player

    def drop_player(self, payload: PlayerPayload, table: str, seat: int) -> bool:
        """The player dragged from the payload's seat dropped on `seat` of `table`: moved within his table, or from
        another as the seat menu's "Move to another table" moves him (his chips and penalty with him, one undo step).
        A player from another window or event, or no longer in the seat he was picked up from, is refused."""
        origin = payload.origin
        if self._from_elsewhere(origin):
            return self.refuse(
                QCoreApplication.translate(
                    "operations",
                    "The player dragged comes from another FloorDesk window or event: nobody was moved to {table}.",
                ).format(table=table)
            )
        if self._seat_changed(origin):
            return self.refuse(
                QCoreApplication.translate(
                    "operations", "The player dragged is no longer in seat {seat} of {source}: nobody was moved."
                ).format(seat=origin.seat, source=origin.table)
            )
        if origin.table == table:
            return seat != origin.seat and self.move_player(table, origin.seat, seat)
        # moves between tables load with the first such change
        from floordesk.core.table_moves import TableMove

        return self.move_to_table(TableMove(origin.table, origin.seat, table, seat))

    def eliminate(self, table: str, seat: int) -> bool:
        text = QCoreApplication.translate("TableOperations", "Eliminate {who}").format(who=self._who(table, seat))
        return self.change(table, text, lambda s: s.eliminate(seat))

    def set_absent(self, table: str, seat: int, absent: bool) -> bool:
        text = (
            QCoreApplication.translate("TableOperations", "Mark {who} absent")
            if absent
            else QCoreApplication.translate("TableOperations", "Mark {who} back at the table")
        ).format(who=self._who(table, seat))
        return self.change(table, text, lambda s: s.set_absent(seat, absent))

    def fold(self, table: str, seat: int, folded: bool = True) -> bool:
        text = (
            QCoreApplication.translate("TableOperations", "{who} folds")
            if folded
            else QCoreApplication.translate("TableOperations", "{who} has not folded")
        ).format(who=self._who(table, seat))
        return self.change(table, text, lambda s: s.fold(seat, folded))

    def post_bring_in(self, table: str, seat: int) -> bool:
        """A player on penalty whose up card brings it in posts the bring-in (rule 52)."""
        text = QCoreApplication.translate("TableOperations", "{who} posts the bring-in (on penalty)").format(
            who=self._who(table, seat)
        )
        return self.change(table, text, lambda s: s.post_bring_in(seat))

    def penalise(self, table: str, seat: int, hands: int) -> bool:
        text = QCoreApplication.translate("TableOperations", _PENALTY, "", hands).format(who=self._who(table, seat))
        return self.change(table, text, lambda s: s.penalise(seat, hands))

    # -- chips -----------------------------------------------------------------
    def set_count(self, table: str, seat: int, value: int, count: int) -> bool:
        text = QCoreApplication.translate("TableOperations", "Count {who}: {chips}").format(
            who=self._who(table, seat), chips=chips_text(count, value)
        )
        return self.change(table, text, lambda s: s.set_count(seat, value, count))

    def drop_chips(self, payload: ChipPayload, table: str, target: ChipPlace, seat: int | None) -> bool:
        """Chips dragged from the payload's place and dropped on `target` (a seat, the pot or the rack).

        What the move means is the core's (`TableSession.transfer`); this only names it. Chips from another window or
        event, another table, or a seat whose player has changed since they were picked up are refused.
        """
        origin = payload.origin
        if self._from_elsewhere(origin):
            return self.refuse(
                QCoreApplication.translate(
                    "operations",
                    "The chips dragged come from another FloorDesk window or event: nothing was changed on {table}.",
                ).format(table=table)
            )
        if origin.table != table:
            return self.refuse(
                QCoreApplication.translate("operations", "Chips from {source} cannot be dropped on {table}.").format(
                    source=origin.table, table=table
                )
            )
        if self._seat_changed(origin):
            return self.refuse(
                QCoreApplication.translate(
                    "operations",
                    "The chips dragged were picked up from seat {seat} of {table}, whose player has changed since: "
                    "no chips were moved.",
                ).format(seat=payload.spot.seat, table=table)
            )
        source, to = payload.spot, ChipSpot(target, seat)
        if source == to:
            return False  # put back where it was picked up: nothing to do
        value, count = payload.denomination, payload.count
        text = self._describe_transfer(table, source, to, chips_text(count, value))
        return self.change(table, text, lambda s: s.transfer(source, to, value, count))

    def _describe_transfer(self, table: str, source: ChipSpot, target: ChipSpot, amount: str) -> str:

        def who(spot: ChipSpot) -> str:
            if spot.seat is not None:
                return self._who(table, spot.seat)
            return (
                QCoreApplication.translate("TableOperations", "the pot")
                if spot.place is ChipPlace.POT
                else QCoreApplication.translate("TableOperations", "the rack")
            )

        match source.place, target.place:
            case ChipPlace.RACK, _:
                return QCoreApplication.translate("TableOperations", "Add {amount} to {who}").format(
                    amount=amount, who=who(target)
                )
            case ChipPlace.SEAT, ChipPlace.POT:
                return QCoreApplication.translate("TableOperations", "{who} puts {amount} in the pot").format(
                    who=who(source), amount=amount
                )
            case ChipPlace.POT, _:
                return QCoreApplication.translate("TableOperations", "Give {amount} from the pot to {who}").format(
                    amount=amount, who=who(target)
                )
            case _, ChipPlace.RACK:
                return QCoreApplication.translate(
                    "TableOperations", "Take {amount} from {who} back to the rack"
                ).format(amount=amount, who=who(source))
        return QCoreApplication.translate("TableOperations", "Move {amount} from {source} to {target}").format(
            amount=amount, source=who(source), target=who(target)
        )

    # -- hands -------------------------------------------------------------------
    def describe_next_hand(self, session: TableSession) -> str:
        """Where the next hand puts the button and blinds under the event's rule set."""
        return describe_next_hand(session, self._model.current_event.rules.new_player_on_button_or_sb)

    def next_hand(self, table: str, first_button: int | None = None) -> bool:
        """Deal the next hand; a new player between the button and the small blind plays or waits as the event's
        rule set says (as the button wizard deals it)."""
        number = self._model.session(table).hand.number + 1
        rule = self._model.current_event.rules.new_player_on_button_or_sb
        text = QCoreApplication.translate("TableOperations", "{table}: deal hand {number}").format(
            table=table, number=number
        )
        if not self.change(table, text, lambda s: s.next_hand(rule, first_button)):
            return False
        self._report(
            QCoreApplication.translate("TableOperations", "{table}, hand {number}: {describe_markers}").format(
                table=table, number=number, describe_markers=describe_markers(self._model.session(table))
            )
        )
        return True

    def hold_pot(self, table: str, by: str, reason: str, since: str) -> bool:
        """The pot held while a dispute is reviewed (issue 30): the hand neither goes on nor is given out."""
        text = QCoreApplication.translate("TableOperations", "{table}: pot held by {name}").format(table=table, name=by)
        return self.change(table, text, lambda s: s.hold_pot(by, reason, since))

    def release_pot(self, table: str, by: str, until: str) -> bool:
        text = QCoreApplication.translate("TableOperations", "{table}: pot released by {name}").format(
            table=table, name=by
        )
        return self.change(table, text, lambda s: s.release_pot(by, until))

    def misdeal(self, table: str) -> bool:
        """The hand in progress is dealt again: its number, button and blinds stay, every bet goes back, and a
        penalty hand counts once (rule 52)."""
        number = self._model.session(table).hand.number
        text = QCoreApplication.translate("TableOperations", "{table}: misdeal, hand {number} dealt again").format(
            table=table, number=number
        )
        return self.change(table, text, lambda s: s.misdeal())

    def misdeal_refusal(self, table: str) -> str | None:
        """Why `misdeal` would be refused at the table now, as its refusal says it (None: it would deal again)."""
        try:
            self._model.session(table).check_misdeal()
        except InvalidInput as error:
            return reasons(error)
        return None

    def move_marker(self, table: str, marker: Marker, seat: int) -> bool:
        text = QCoreApplication.translate("TableOperations", "Move {marker} to seat {seat}").format(
            marker=marker.label, seat=seat
        )
        return self.change(table, text, lambda s: s.move_marker(marker, seat))
