"""GUI: the scene that draws one table of an event (layout in `geometry`, items in `items`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene

from floordesk.core.table import Table
from floordesk.gui.table_view.geometry import SeatPlace, table_layout
from floordesk.gui.table_view.items import DealerItem, MarkerItem, MarkerKind, SeatItem, TableItem, Typography
from floordesk.gui.theme import TableColours

# Scene units: the fit-to-window view scales them, so only their proportions matter.
TABLE_RADII = (470.0, 225.0)
RAIL_WIDTH = 30.0
PLATE_SIZE = (300.0, 82.0)
PLATE_GAP = 22.0
DEALER_TAG = (150.0, 38.0)
MARKER_DIAMETER = {MarkerKind.BUTTON: 54.0, MarkerKind.SMALL_BLIND: 48.0, MarkerKind.BIG_BLIND: 48.0}
MARKER_SPACING = 58.0
MARGIN = 24.0


class TableScene(QGraphicsScene):
    """GUI: the diagram of one table: felt, seats, the dealer's place, the button and blind markers.

    The scene is rebuilt whole from (table, event name, colours, text scale);
    with some twenty items that costs well under a millisecond.
    """

    def __init__(
        self,
        table: Table,
        event_name: str,
        colours: TableColours,
        text_scale: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._event_name = event_name
        self._colours = colours
        self._text_scale = text_scale
        self._seat_items: list[SeatItem] = []
        self._marker_items: list[MarkerItem] = []
        self._rebuild()

    @property
    def table(self) -> Table:
        return self._table

    def show_table(self, table: Table, event_name: str) -> None:
        self._table, self._event_name = table, event_name
        self._rebuild()

    def restyle(self, colours: TableColours, text_scale: float) -> None:
        self._colours, self._text_scale = colours, text_scale
        self._rebuild()

    def seat_items(self) -> list[SeatItem]:
        return list(self._seat_items)

    def marker_items(self) -> list[MarkerItem]:
        return list(self._marker_items)

    def _rebuild(self) -> None:
        self.clear()
        colours, scale = self._colours, self._text_scale
        typography = Typography(QFont().family(), scale)
        self.setBackgroundBrush(QColor(colours.room))
        rx, ry = TABLE_RADII
        plate_w, plate_h = PLATE_SIZE[0] * scale, PLATE_SIZE[1] * scale
        layout = table_layout(
            self._table.seats_max, radius_x=rx, radius_y=ry, plate_width=plate_w, plate_height=plate_h, gap=PLATE_GAP
        )
        self.addItem(
            TableItem(
                layout.radius_x, layout.radius_y, RAIL_WIDTH, self._table.name, self._event_name, colours, typography
            )
        )
        dealer = DealerItem(DEALER_TAG[0] * scale, DEALER_TAG[1] * scale, colours, typography)
        dealer.setPos(layout.dealer.x, layout.dealer.y - RAIL_WIDTH / 2)
        self.addItem(dealer)
        self._seat_items = []
        for place in layout.seats:
            seat = SeatItem(place.seat, self._table.occupants.get(place.seat), plate_w, plate_h, colours, typography)
            seat.setPos(place.plate.x, place.plate.y)
            self.addItem(seat)
            self._seat_items.append(seat)
        self._marker_items = []
        for place in layout.seats:
            self._add_markers(place, colours, typography)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))

    def _add_markers(self, place: SeatPlace, colours: TableColours, typography: Typography) -> None:
        kinds = self._markers_at(place.seat)
        for index, kind in enumerate(kinds):
            # Several markers at one seat (heads-up: button and small blind) sit side by side.
            offset = (index - (len(kinds) - 1) / 2) * MARKER_SPACING * self._text_scale
            item = MarkerItem(kind, place.seat, MARKER_DIAMETER[kind] * self._text_scale, colours, typography)
            item.setPos(QPointF(place.front.x + place.tangent.x * offset, place.front.y + place.tangent.y * offset))
            self.addItem(item)
            self._marker_items.append(item)

    def _markers_at(self, seat: int) -> list[MarkerKind]:
        markers = self._table.markers
        if markers is None:
            return []
        seats = {
            MarkerKind.BUTTON: markers.button_seat,
            MarkerKind.SMALL_BLIND: markers.small_blind_seat,
            MarkerKind.BIG_BLIND: markers.big_blind_seat,
        }
        return [kind for kind, marker_seat in seats.items() if marker_seat == seat]
