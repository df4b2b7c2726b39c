"""GUI: the scene that draws one table in play (layout in `geometry`, items in `items`).

The scene is built once per table size, theme and text size; a change to the
table in play (`show_session`) only updates the plates, the pot, the bets and
the markers, so a drop repaints in well under a frame even with huge stacks.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, QSizeF, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from floordesk.core.table_session import Marker, TableSession
from floordesk.gui.table_view.chip_art import rows_for
from floordesk.gui.table_view.geometry import SeatPlace, TableLayout, table_layout
from floordesk.gui.table_view.items import (
    BetItem,
    DealerItem,
    MarkerItem,
    PotItem,
    SeatItem,
    TableItem,
    Typography,
)
from floordesk.gui.table_view.spoken import seat_words
from floordesk.gui.theme import TableColours

# Scene units: the fit-to-window view scales them, so only their proportions matter.
TABLE_RADII = (500.0, 270.0)
RAIL_WIDTH = 30.0
PLATE_SIZE = (270.0, 150.0)
PLATE_ROW = 80.0  # added to the plate's height for each further row of chip columns
PLATE_GAP = 22.0
POT_SIZE = (360.0, 130.0)
POT_CENTRE_Y = 25.0
DEALER_TAG = (150.0, 38.0)
MARKER_DIAMETER = {Marker.BUTTON: 56.0, Marker.SMALL_BLIND: 48.0, Marker.BIG_BLIND: 48.0}
MARKER_SPACING = 60.0
MARGIN = 24.0


def _growth(seats_max: int, width: float, height: float, usual_width: float, usual_height: float) -> float:
    """How much wider a diagram with plates of `width` x `height` is than with the usual plates."""

    def extent(plate_width: float, plate_height: float) -> float:
        layout = table_layout(
            seats_max,
            radius_x=TABLE_RADII[0],
            radius_y=TABLE_RADII[1],
            plate_width=plate_width,
            plate_height=plate_height,
            gap=PLATE_GAP,
        )
        return max(abs(place.plate.x) + plate_width / 2 for place in layout.seats)

    return max(1.0, extent(width, height) / extent(usual_width, usual_height))


class TableScene(QGraphicsScene):
    """GUI: the diagram of one table in play: felt, seats with their stacks, the pot, bets, button and blinds.

    Signals:
        session_shown(): the table's new state is drawn (`show_session`).
    """

    session_shown = Signal()

    def __init__(
        self,
        session: TableSession,
        event_name: str,
        colours: TableColours,
        text_scale: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._event_name = event_name
        self._colours = colours
        self._text_scale = text_scale
        self._seat_items: dict[int, SeatItem] = {}
        self._marker_items: list[MarkerItem] = []
        self._bet_items: list[BetItem] = []
        self._layout: TableLayout | None = None
        self._markers_and_bets_shown: object = None
        self.pot_item: PotItem | None = None
        self._rebuild()

    @property
    def session(self) -> TableSession:
        return self._session

    @property
    def table(self) -> str:
        return self._session.name

    def show_session(self, session: TableSession) -> None:
        """Show the table's new state; the selection is kept."""
        rebuild = session.table.seats_max != self._session.table.seats_max or session.chip_set != self._session.chip_set
        self._session = session
        if rebuild:
            self._rebuild()
            self.session_shown.emit()
            return
        for seat, item in self._seat_items.items():
            state = session.seat_state(seat)
            if state != item.state:
                item.set_state(state)
        pot, hold = session.hand.pot, session.hand.pot_hold
        if self.pot_item is not None and (self.pot_item.pot, self.pot_item.hold) != (pot, hold):
            self.pot_item.set_pot(pot, hold)
        self._place_markers_and_bets()
        self.session_shown.emit()

    def restyle(self, colours: TableColours, text_scale: float) -> None:
        self._colours, self._text_scale = colours, text_scale
        self._rebuild()

    # -- items -----------------------------------------------------------------
    def seat_items(self) -> list[SeatItem]:
        return list(self._seat_items.values())

    def seat_item(self, seat: int) -> SeatItem:
        return self._seat_items[seat]

    def marker_items(self) -> list[MarkerItem]:
        return list(self._marker_items)

    def bet_items(self) -> list[BetItem]:
        return list(self._bet_items)

    def selected_seat(self) -> int | None:
        selected = [item.seat for item in self._seat_items.values() if item.isSelected()]
        return selected[0] if selected else None

    def select_seat(self, seat: int | None) -> None:
        for number, item in self._seat_items.items():
            item.setSelected(number == seat)

    def spoken_seat(self, seat: int) -> str:
        """The seat in words, for a screen reader (see `spoken`)."""
        return seat_words(self._session.seat_state(seat), self._markers_at(seat))

    def highlight(self, item: QGraphicsItem | None) -> None:
        """Show where a drop would land (None: nowhere)."""
        for candidate in (*self._seat_items.values(), self.pot_item):
            if isinstance(candidate, SeatItem | PotItem):
                candidate.set_highlighted(candidate is item)

    def nearest_seat(self, point: QPointF) -> int:
        """The seat whose place on the felt, or plate, is nearest to `point` (where a dragged marker lands)."""
        layout = self._require_layout()

        def distance(place: SeatPlace) -> float:
            return min(math.hypot(point.x() - spot.x, point.y() - spot.y) for spot in (place.front, place.plate))

        return min(layout.seats, key=distance).seat

    def marker_home(self, marker: Marker, seat: int) -> QPointF:
        """Where `marker` stands in front of `seat`, next to any other markers there."""
        place = self._require_layout().seats[seat - 1]
        kinds = self._markers_at(seat) or [marker]
        index = kinds.index(marker) if marker in kinds else 0
        offset = (index - (len(kinds) - 1) / 2) * MARKER_SPACING * self._typography.text
        return QPointF(place.front.x + place.tangent.x * offset, place.front.y + place.tangent.y * offset)

    # -- building --------------------------------------------------------------------
    def _require_layout(self) -> TableLayout:
        if self._layout is None:
            raise RuntimeError("the scene has not been laid out")
        return self._layout

    def _rebuild(self) -> None:
        self._seat_items = {}  # clear() tells of the lost selection: nothing asks the items it is deleting
        self.clear()
        self._marker_items, self._bet_items = [], []
        self._markers_and_bets_shown = None
        colours, scale = self._colours, self._text_scale
        session = self._session
        self.setBackgroundBrush(QColor(colours.room))
        rx, ry = TABLE_RADII
        # Every plate has room for the chip set's every denomination (more than five take two rows).
        rows = rows_for(len(session.chip_set.denominations))
        height = PLATE_SIZE[1] + (rows - 1) * PLATE_ROW
        # The view scales the whole diagram to fit its window, and larger plates crowd the ring
        # of seats into a wider table: large text would come out hardly larger on screen. So the
        # text (and the plates' height, which holds it) grows by the large-text factor times
        # however much wider the diagram grew; a window is wider than the diagram's height
        # needs, so the width is what the view fits, and the text is that much larger on screen.
        text = scale * _growth(session.table.seats_max, PLATE_SIZE[0] * scale, height * scale, PLATE_SIZE[0], height)
        self._typography = typography = Typography(QFont().family(), scale, text)
        plate = QSizeF(PLATE_SIZE[0] * scale, height * text)
        layout = table_layout(
            session.table.seats_max,
            radius_x=rx,
            radius_y=ry,
            plate_width=plate.width(),
            plate_height=plate.height(),
            gap=PLATE_GAP,
        )
        self._layout = layout
        felt = TableItem(
            layout.radius_x,
            layout.radius_y,
            RAIL_WIDTH,
            session.name,
            self._event_name,
            colours,
            typography,
            POT_CENTRE_Y - POT_SIZE[1] * text / 2 - 8,
        )
        # The felt never changes between rebuilds: drawn once per zoom, then copied.
        felt.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(felt)
        dealer = DealerItem(DEALER_TAG[0] * text, DEALER_TAG[1] * text, colours, typography)
        dealer.setPos(layout.dealer.x, layout.dealer.y - RAIL_WIDTH / 2)
        self.addItem(dealer)
        self.pot_item = PotItem(
            session.hand.pot, session.chip_set, QSizeF(POT_SIZE[0] * scale, POT_SIZE[1] * text), colours, typography
        )
        self.pot_item.set_pot(session.hand.pot, session.hand.pot_hold)
        self.pot_item.setPos(0, POT_CENTRE_Y)
        self.addItem(self.pot_item)
        self._seat_items = {}
        for place in layout.seats:
            seat = SeatItem(session.seat_state(place.seat), session.chip_set, plate, colours, typography)
            seat.setPos(place.plate.x, place.plate.y)
            self.addItem(seat)
            self._seat_items[place.seat] = seat
        self._place_markers_and_bets()
        self.setSceneRect(self.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))

    def _place_markers_and_bets(self) -> None:
        session, layout = self._session, self._require_layout()
        dead_button = session.is_dead_button()
        bets = {seat: session.contribution(seat) for seat in session.table.seats()}
        shown = (session.table.markers, dead_button, bets)
        if shown == self._markers_and_bets_shown:
            return  # most drops change neither: nothing to redraw on the felt
        self._markers_and_bets_shown = shown
        for item in (*self._marker_items, *self._bet_items):
            self.removeItem(item)
        self._marker_items, self._bet_items = [], []
        for place in layout.seats:
            for kind in self._markers_at(place.seat):
                item = MarkerItem(
                    kind,
                    place.seat,
                    MARKER_DIAMETER[kind] * self._typography.text,
                    self._colours,
                    self._typography,
                    dead=dead_button and kind is Marker.BUTTON,
                )
                item.setPos(self.marker_home(kind, place.seat))
                self.addItem(item)
                self._marker_items.append(item)
            bet = bets[place.seat]
            if bet:
                item = BetItem(place.seat, bet, session.chip_set, self._colours, self._typography)
                item.setPos(place.bet.x, place.bet.y)
                self.addItem(item)
                self._bet_items.append(item)

    def _markers_at(self, seat: int) -> list[Marker]:
        markers = self._session.table.markers
        if markers is None:
            return []
        seats = {
            Marker.BUTTON: markers.button_seat,
            Marker.SMALL_BLIND: markers.small_blind_seat,
            Marker.BIG_BLIND: markers.big_blind_seat,
        }
        return [kind for kind, marker_seat in seats.items() if marker_seat == seat]
