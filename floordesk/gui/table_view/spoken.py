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
from floordesk.i18n import grouped


def marker_words(marker: Marker) -> str:
    return {
        Marker.BUTTON: QCoreApplication.translate("spoken", "button"),
        Marker.SMALL_BLIND: QCoreApplication.translate("spoken", "small blind"),
        Marker.BIG_BLIND: QCoreApplication.translate("spoken", "big blind"),
    }[marker]


def tag_words(state: SeatState) -> str:
    """The seat's tag as a sentence part ("absent", "penalty, hands 101-108"); "" without one."""
    if state.tag is None:
        return ""
    if state.tag is SeatTag.PENALTY:
        return QCoreApplication.translate("spoken", "penalty, {hands}").format(hands=state.penalty_words)
    return {
        SeatTag.ABSENT: QCoreApplication.translate("spoken", "absent"),
        SeatTag.WAITING: QCoreApplication.translate("spoken", "waiting for the big blind"),
        SeatTag.ELIMINATED: QCoreApplication.translate("spoken", "eliminated"),
        SeatTag.ALL_IN: QCoreApplication.translate("spoken", "all in"),
        SeatTag.FOLDED: QCoreApplication.translate("spoken", "folded"),
        SeatTag.NO_CHIPS: QCoreApplication.translate("spoken", "no chips: to be eliminated"),
    }[state.tag]


def seat_words(state: SeatState, markers: list[Marker]) -> str:
    """One seat in words: "Seat 5, Dmitri Volkov, 3,950 in chips, big blind" (or "Seat 4, empty")."""
    if state.occupant is None:
        parts = [QCoreApplication.translate("spoken", "Seat {seat}, empty").format(seat=state.seat)]
        if state.knocked_out:
            parts.append(
                QCoreApplication.translate("spoken", "{name} was eliminated this hand").format(name=state.knocked_out)
            )
    else:
        parts = [
            QCoreApplication.translate("spoken", "Seat {seat}, {name}, {chips} in chips").format(
                seat=state.seat, name=state.occupant.player.name, chips=grouped(state.occupant.stack.total())
            )
        ]
    parts += [marker_words(marker) for marker in markers]
    # an empty seat's only tag is "eliminated", which the sentence about who was knocked out already says
    return ", ".join([*parts, tag_words(state)] if state.tag and state.occupant is not None else parts)
