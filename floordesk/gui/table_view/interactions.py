"""GUI: the pointer gestures on the table diagram: pressing, dragging chips, players and markers, and drops.

The view hands its mouse and drag events to `TableGestures` (built, with this
module, on the first press or drag: start-up does not load it). The gestures
find the items under the pointer and say what they mean; the operations layer
makes the change. Nothing here changes the table itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, SignalInstance
from PySide6.QtGui import QInputDevice
from PySide6.QtWidgets import QApplication, QWidget

from floordesk.core.table_session import ChipPlace, Marker
from floordesk.gui.table_view.items import MarkerItem, PotItem, SeatItem
from floordesk.gui.table_view.payload import (
    ChipPayload,
    DragAmount,
    DragOrigin,
    PlayerPayload,
    SeatOrigin,
    drag_count,
)
from floordesk.gui.table_view.scene import TableScene

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent

    from floordesk.gui.table_view.operations import TableOperations


@dataclass(frozen=True)
class DropSpot:
    """Where a drop would land: a seat's plate or the pot, and the item to highlight."""

    place: ChipPlace
    seat: int | None
    item: SeatItem | PotItem


def item_under(scene: TableScene, point: QPointF) -> MarkerItem | SeatItem | PotItem | None:
    """The topmost marker, seat plate or pot at a scene point."""
    for item in scene.items(point):
        if isinstance(item, MarkerItem | SeatItem | PotItem):
            return item
    return None


def drop_spot(scene: TableScene, point: QPointF) -> DropSpot | None:
    item = item_under(scene, point)
    if isinstance(item, MarkerItem):
        # A marker lies on the felt in front of its seat: a drop on it goes to that seat.
        item = scene.seat_item(item.seat)
    if isinstance(item, SeatItem):
        return DropSpot(ChipPlace.SEAT, item.seat, item)
    if isinstance(item, PotItem):
        return DropSpot(ChipPlace.POT, None, item)
    return None


def grab(scene: TableScene, point: QPointF, count: int, event: str) -> QMimeData | None:
    """What a drag starting at `point` carries: chips from a seat's or the pot's column, or the seated player; each
    picked up at `event`, the window's `EventModel.run_uid`."""
    item = item_under(scene, point)
    if isinstance(item, SeatItem) and item.occupant is not None:
        seat = SeatOrigin(event, scene.table, item.seat, item.occupant.player.player_id)
        column = item.column_at(item.mapFromScene(point))
        if column is None:
            return PlayerPayload(seat).mime_data()
        return ChipPayload(seat, ChipPlace.SEAT, column.value, count).mime_data()
    if isinstance(item, PotItem):
        column = item.column_at(item.mapFromScene(point))
        if column is not None:
            return ChipPayload(DragOrigin(event, scene.table), ChipPlace.POT, column.value, count).mime_data()
    return None


class MarkerDrag:
    """GUI: a marker picked up on the felt: it follows the pointer and lands on the nearest seat."""

    def __init__(self, scene: TableScene, item: MarkerItem, grabbed_at: QPointF) -> None:
        self._scene = scene
        self.item = item
        self._offset = item.pos() - grabbed_at
        self._home = item.pos()
        item.setCursor(Qt.CursorShape.ClosedHandCursor)

    @property
    def marker(self) -> Marker:
        return self.item.kind

    def move(self, point: QPointF) -> None:
        self.item.setPos(point + self._offset)
        self._scene.highlight(self._scene.seat_item(self._scene.nearest_seat(self.item.pos())))

    def end(self) -> int:
        """The seat it was dropped at."""
        self._scene.highlight(None)
        self.item.setCursor(Qt.CursorShape.OpenHandCursor)
        return self._scene.nearest_seat(self.item.pos())

    def cancel(self) -> None:
        """Put it back where it was (a refused correction, or Escape)."""
        self._scene.highlight(None)
        self.item.setPos(self._home)
        self.item.setCursor(Qt.CursorShape.OpenHandCursor)


class GestureView(Protocol):
    """What the gestures need of the table's view (`view.TableView`), named here so the view alone imports them."""

    @property
    def table_scene(self) -> TableScene: ...

    @property
    def seat_edit_requested(self) -> SignalInstance: ...

    def select_seat(self, seat: int | None) -> None: ...

    def open_seat_menu(self, where: QPoint | None = None) -> None: ...

    def mapToScene(self, point: QPoint, /) -> QPointF: ...

    def viewport(self) -> QWidget: ...

    def devicePixelRatioF(self) -> float: ...


class TableGestures:
    """GUI: what the pointer does on one table view: select, drag chips, a player or a marker, and drop."""

    def __init__(self, view: GestureView, operations: TableOperations, drag_amount: DragAmount) -> None:
        self._view = view
        self._operations = operations
        self._drag_amount = drag_amount
        self._press: tuple[QPoint, QPointF, Qt.KeyboardModifier] | None = None
        self._marker_drag: MarkerDrag | None = None
        # A finger held still on a seat opens its menu: a touch screen has no right button.
        self._hold = QTimer(view.viewport())
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._held)

    @property
    def _scene(self) -> TableScene:
        return self._view.table_scene

    def _scene_point(self, event: QMouseEvent | QDragMoveEvent | QDropEvent) -> QPointF:
        return self._view.mapToScene(event.position().toPoint())

    def seat_at(self, point: QPoint) -> int | None:
        """The seat whose plate or marker is at a viewport point."""
        item = item_under(self._scene, self._view.mapToScene(point))
        return item.seat if isinstance(item, SeatItem | MarkerItem) else None

    # -- the mouse ---------------------------------------------------------------
    def press(self, event: QMouseEvent) -> None:
        point = self._scene_point(event)
        item = item_under(self._scene, point)
        self._press = (event.position().toPoint(), point, event.modifiers())
        if isinstance(item, MarkerItem):
            self._marker_drag = MarkerDrag(self._scene, item, point)
        elif isinstance(item, SeatItem):
            self._view.select_seat(item.seat)
            if event.pointingDevice().type() == QInputDevice.DeviceType.TouchScreen:
                self._hold.start(QApplication.styleHints().mousePressAndHoldInterval())

    def _held(self) -> None:
        """The finger stayed on the seat it pressed (no drag, not lifted): its menu, where the finger is."""
        if self._press is None:
            return
        where, _point, _modifiers = self._press
        self._press = None
        self._view.open_seat_menu(self._view.viewport().mapToGlobal(where))

    def move(self, event: QMouseEvent) -> bool:
        """Follow the pointer; whether a gesture took the move (otherwise it is a hover)."""
        if self._marker_drag is not None:
            self._marker_drag.move(self._scene_point(event))
            return True
        if self._press is None:
            return False
        start, point, modifiers = self._press
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return True
        self._press = None
        self._hold.stop()
        mime = grab(self._scene, point, drag_count(modifiers, self._drag_amount.value), self._operations.run_uid)
        if mime is not None:
            self._start_drag(mime)
        return True

    def _start_drag(self, mime: QMimeData) -> None:
        from PySide6.QtGui import QDrag  # loaded with the first drag, not with the window

        # the drag's picture is drawn only when a drag starts
        from floordesk.gui.table_view.drag_image import drag_pixmap

        drag = QDrag(self._view.viewport())
        drag.setMimeData(mime)
        payload = ChipPayload.from_mime(mime)
        if payload is not None:
            colour = self._scene.session.chip_set.get(payload.denomination).colour_hex
            drag.setPixmap(drag_pixmap(payload, colour, self._view.devicePixelRatioF()))
        drag.exec(Qt.DropAction.MoveAction)

    def release(self) -> None:
        self._press = None
        self._hold.stop()
        drag, self._marker_drag = self._marker_drag, None
        if drag is None:
            return
        seat = drag.end()
        if seat == drag.item.seat or not self._operations.move_marker(self._scene.table, drag.marker, seat):
            drag.cancel()

    def cancel(self) -> None:
        """Escape: a marker being dragged goes back where it was."""
        if self._marker_drag is not None:
            self._marker_drag.cancel()
            self._marker_drag = None
        self._press = None
        self._hold.stop()

    def double_click(self, event: QMouseEvent) -> None:
        item = item_under(self._scene, self._scene_point(event))
        if isinstance(item, SeatItem):
            self._view.seat_edit_requested.emit(item.seat)

    # -- drops -----------------------------------------------------------------------
    @staticmethod
    def _carries_something(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> bool:
        mime = event.mimeData()
        return ChipPayload.from_mime(mime) is not None or PlayerPayload.from_mime(mime) is not None

    def drag_enter(self, event: QDragEnterEvent) -> None:
        if self._carries_something(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def drag_move(self, event: QDragMoveEvent) -> None:
        spot = drop_spot(self._scene, self._scene_point(event))
        self._scene.highlight(spot.item if spot else None)
        if spot is not None and self._carries_something(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def drag_leave(self) -> None:
        self._scene.highlight(None)

    def drop(self, event: QDropEvent) -> None:
        self._scene.highlight(None)
        spot = drop_spot(self._scene, self._scene_point(event))
        chips, player = ChipPayload.from_mime(event.mimeData()), PlayerPayload.from_mime(event.mimeData())
        if spot is None or (chips is None and player is None):
            event.ignore()
            return
        event.acceptProposedAction()
        table = self._scene.table
        if chips is not None:
            self._operations.drop_chips(chips, table, spot.place, spot.seat)
        elif player is not None and spot.seat is not None:
            self._operations.drop_player(player, table, spot.seat)
