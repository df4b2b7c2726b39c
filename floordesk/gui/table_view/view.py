"""GUI: the widget that shows a TableScene, scaled to fit, and turns mouse, touch, keys and drops into operations.

By mouse or touch: press a seat to select it; drag a stack's column (chips),
the pot's column (to a winner), a plate (the player, to an empty seat) or a
marker (a correction); double-click a seat to edit it; hold a finger still on a
seat (a touch screen's right click) for its menu. By keyboard: 1..9 and 0
select seats 1..10, the arrow keys step round the table, Enter opens the
selected seat (its editor when empty, its menu otherwise), F2 its editor,
Delete eliminates, A toggles absent, the Menu key or Shift+F10 opens the
seat's menu and Escape cancels a drag and clears the selection.

The pointer gestures live in `interactions.TableGestures`, loaded on the first
press or drag; the seat menu in `menus`, loaded when first opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from floordesk.core.table import Player, SeatStatus
from floordesk.gui.table_view.operations import TableOperations
from floordesk.gui.table_view.payload import DragAmount
from floordesk.gui.table_view.scene import TableScene

if TYPE_CHECKING:  # annotations only: not loading these keeps start-up short
    from PySide6.QtGui import (
        QContextMenuEvent,
        QDragEnterEvent,
        QDragLeaveEvent,
        QDragMoveEvent,
        QDropEvent,
        QKeyEvent,
        QMouseEvent,
        QResizeEvent,
        QShowEvent,
    )
    from PySide6.QtWidgets import QMenu

    from floordesk.gui.table_view.interactions import TableGestures


_DIGIT_SEATS = {getattr(Qt.Key, f"Key_{n}"): n or 10 for n in range(10)}


class TableView(QGraphicsView):
    """GUI: a fit-to-window view of one table in play; it keeps its scene alive.

    QGraphicsView does not own its scene, so the view holds the Python reference.

    Signals:
        seat_selected(int): the selected seat changed (0: none).
        seat_edit_requested(int): the supervisor asked to edit this seat (seat a player, count chips).
        ruling_requested(str, int): the supervisor asked for a ruling of this kind (its value) from this seat.
    """

    seat_selected = Signal(int)
    seat_edit_requested = Signal(int)
    ruling_requested = Signal(str, int)

    def __init__(
        self,
        scene: TableScene,
        operations: TableOperations,
        drag_amount: DragAmount,
        available_players: Callable[[], tuple[Player, ...]],
        parent: QWidget | None = None,
        *,
        open_seats_elsewhere: Callable[[str], tuple[tuple[str, tuple[int, ...]], ...]] | None = None,
    ) -> None:
        super().__init__(scene, parent)
        self._open_seats_elsewhere = open_seats_elsewhere
        self._scene = scene
        self._operations = operations
        self._drag_amount = drag_amount
        self._available_players = available_players
        self._gestures: TableGestures | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleDescription(
            self.tr(
                "Table diagram: {table}. A seat's number (0 for seat 10) or the arrow keys choose a seat; "
                "Enter opens its menu, F2 its editor."
            ).format(table=scene.table)
        )
        self._speak_selected_seat()
        scene.selectionChanged.connect(self._speak_selected_seat)
        scene.session_shown.connect(self._speak_selected_seat)
        # Only the changed items are repainted, however large the stacks.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        scene.sceneRectChanged.connect(self._fit)

    @property
    def table_scene(self) -> TableScene:
        return self._scene

    @property
    def table(self) -> str:
        return self._scene.table

    @property
    def gestures(self) -> TableGestures:
        if self._gestures is None:
            # the gestures load with the first press on the table, not with the window
            from floordesk.gui.table_view.interactions import TableGestures

            self._gestures = TableGestures(self, self._operations, self._drag_amount)
        return self._gestures

    # -- fitting -----------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    # -- selection, menus and keys --------------------------------------------------------
    def select_seat(self, seat: int | None) -> None:
        if seat != self._scene.selected_seat():
            self._scene.select_seat(seat)
            self.seat_selected.emit(seat or 0)

    def _speak_selected_seat(self) -> None:
        """The view's accessible name: the selected seat in words, else the table's name (see `spoken`)."""
        try:
            seat = self._scene.selected_seat()
        except RuntimeError:  # the scene's destructor clears it, telling of the lost selection: its items are gone
            return
        if seat is None:
            name = self.tr("Table diagram: {table}").format(table=self.table)
        else:
            name = self._scene.spoken_seat(seat)
        if name != self.accessibleName():
            self.setAccessibleName(name)  # Qt tells AT-SPI: a screen reader reads the focused control's new name
            self.viewport().setAccessibleName(name)

    def seat_menu(self, seat: int) -> QMenu:
        # a seat's menu loads when first opened, not with the window
        from floordesk.gui.table_view.menus import seat_menu

        return seat_menu(
            self,
            self._operations,
            self._scene.session,
            seat,
            self._available_players(),
            self.seat_edit_requested.emit,
            lambda kind, seat: self.ruling_requested.emit(kind.value, seat),
            () if self._open_seats_elsewhere is None else self._open_seats_elsewhere(self.table),
        )

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        by_mouse = event.reason() == event.Reason.Mouse
        if by_mouse:
            self.select_seat(self.gestures.seat_at(event.pos()))
        self.open_seat_menu(event.globalPos() if by_mouse else None)

    def open_seat_menu(self, where: QPoint | None = None) -> None:
        """The selected seat's menu, at `where` (global) or, from the keyboard, on the seat's plate."""
        seat = self._scene.selected_seat()
        if seat is None:
            return
        if where is None:
            where = self.viewport().mapToGlobal(self.mapFromScene(self._scene.seat_item(seat).pos()))
        self.seat_menu(seat).exec(where)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.isVisible():
            event.ignore()  # a table whose page is hidden acts on no key: only the table shown does
            return
        key, seat = event.key(), self._scene.selected_seat()
        seats_max = self._scene.session.table.seats_max
        if key in _DIGIT_SEATS and _DIGIT_SEATS[key] <= seats_max:
            self.select_seat(_DIGIT_SEATS[key])
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            self.select_seat(((seat or (0 if step > 0 else 1)) - 1 + step) % seats_max + 1)
        elif key == Qt.Key.Key_Escape:
            if self._gestures is not None:
                self._gestures.cancel()
            self.select_seat(None)
        elif seat is None:
            super().keyPressEvent(event)
        elif key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.open_seat_menu()  # Qt turns only the Menu key into a context-menu event, not Shift+F10
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            if self._scene.session.occupant(seat) is None or key == Qt.Key.Key_F2:
                self.seat_edit_requested.emit(seat)
            else:
                self.open_seat_menu()
        elif key == Qt.Key.Key_Delete:
            self._operations.eliminate(self.table, seat)
        elif key == Qt.Key.Key_A:
            occupant = self._scene.session.occupant(seat)
            absent = occupant is not None and occupant.status is SeatStatus.ABSENT
            self._operations.set_absent(self.table, seat, not absent)
        else:
            super().keyPressEvent(event)

    # -- the pointer and drops: see interactions.TableGestures ----------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.gestures.press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._gestures is None or not self._gestures.move(event):
            super().mouseMoveEvent(event)  # a hover: the view shows the items' cursors

    def mouseReleaseEvent(self, _event: QMouseEvent) -> None:
        self.gestures.release()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.gestures.double_click(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.gestures.drag_enter(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.gestures.drag_move(event)

    def dragLeaveEvent(self, _event: QDragLeaveEvent) -> None:
        self.gestures.drag_leave()

    def dropEvent(self, event: QDropEvent) -> None:
        self.gestures.drop(event)
