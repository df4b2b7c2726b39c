"""GUI: the table as a screen reader speaks it: the selected seat in words on the table view.

The seats are QGraphicsItems, which have no accessible interface, and PySide6 cannot give them one (it does
not expose Qt's factory of accessible interfaces). So keyboard focus stays on the table view and moves over
the seats as it already did (1..9 and 0, the arrow keys); the view's accessible name is the selected seat in
words, "Seat 5, Dmitri Volkov, 3,950 in chips, big blind", set again whenever the selection or that seat
changes. Qt sends each change to AT-SPI as a name change of the focused control, which a screen reader reads
out; the description names the table and says how to move. With no seat selected the name is the table's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from floordesk.core.table_session import Marker, SeatState, SeatTag
from floordesk.i18n import count


def _tr(text: str) -> str:
    return QCoreApplication.translate("spoken", text)


def marker_words(marker: Marker) -> str:
    return {
        Marker.BUTTON: _tr("button"),
        Marker.SMALL_BLIND: _tr("small blind"),
        Marker.BIG_BLIND: _tr("big blind"),
    }[marker]


def tag_words(state: SeatState) -> str:
    """The seat's tag as a sentence part ("absent", "penalty, hands 101-108")."""
    if state.tag is SeatTag.PENALTY:
        return _tr("penalty, {hands}").format(hands=state.penalty_words)
    return (
        {
            SeatTag.ABSENT: _tr("absent"),
            SeatTag.WAITING: _tr("waiting for the big blind"),
            SeatTag.ELIMINATED: _tr("eliminated"),
            SeatTag.ALL_IN: _tr("all in"),
            SeatTag.FOLDED: _tr("folded"),
            SeatTag.NO_CHIPS: _tr("no chips: to be eliminated"),
        }[state.tag]
        if state.tag is not None
        else ""
    )


def seat_words(state: SeatState, markers: list[Marker]) -> str:
    """One seat in words: "Seat 5, Dmitri Volkov, 3,950 in chips, big blind" (or "Seat 4, empty")."""
    if state.occupant is None:
        parts = [_tr("Seat {seat}, empty").format(seat=state.seat)]
        if state.knocked_out:
            parts.append(_tr("{name} was eliminated this hand").format(name=state.knocked_out))
    else:
        parts = [
            _tr("Seat {seat}, {name}, {chips} in chips").format(
                seat=state.seat, name=state.occupant.player.name, chips=count(state.occupant.stack.total())
            )
        ]
    parts += [marker_words(marker) for marker in markers]
    if state.tag is not None:
        parts.append(tag_words(state))
    return ", ".join(parts)
