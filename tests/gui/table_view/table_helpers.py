"""Helpers for the table view tests: a table in play without the main window, and synthetic drag and drop.

QDrag.exec runs a nested event loop waiting for a real pointer, so tests never
start a real drag: the target gets QDragEnterEvent / QDragMoveEvent / QDropEvent
sent with QApplication.sendEvent (as orange-canvas-core's test helpers do), and
a source's QDrag.exec is replaced to capture the QMimeData it would carry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QImage, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.event import Event
from floordesk.core.table import Player, Table
from floordesk.core.table_session import ChipPlace, TableSession
from floordesk.gui.table_view.model import EventModel
from floordesk.gui.table_view.operations import TableOperations
from floordesk.gui.table_view.payload import ChipPayload, DragAmount, DragOrigin, SeatOrigin
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.table_view.view import TableView
from floordesk.gui.theme import LIGHT

CHIPS = standard_chip_set((25, 100, 500, 1000, 5000))
TABLE = "Table 5"


def six_players() -> Event:
    """Table 5, nine seats: six players in seats 1-6, each with 10 x T100 and 4 x T25 (1,100)."""
    table = Table(TABLE, 9)
    for seat, name in enumerate(("Ana", "Ben", "Chen", "Dia", "Eva", "Fay"), start=1):
        table = table.with_player(seat, Player(name.lower(), name), Stack({100: 10, 25: 4}))
    return Event("Event 7", 7, "holdem", CHIPS, (table,), players=(Player("zed", "Zed Novak"),))


@dataclass
class Bench:
    """A table in play as the main window wires it, without the window."""

    model: EventModel
    stack: QUndoStack
    operations: TableOperations
    drag_amount: DragAmount
    messages: list[str] = field(default_factory=list)
    saved: list[Event] = field(default_factory=list)

    def session(self, table: str = TABLE) -> TableSession:
        return self.model.session(table)

    def view(self, qtbot, table: str = TABLE) -> TableView:
        scene = TableScene(self.session(table), self.model.current_event.name, LIGHT.table)
        view = TableView(scene, self.operations, self.drag_amount, self.model.current_event.available_players)
        self.model.table_changed.connect(lambda name: name == table and scene.show_session(self.session(table)))
        qtbot.addWidget(view)
        view.resize(1000, 700)
        with qtbot.waitExposed(view):
            view.show()
        return view


def bench(event: Event | None = None, save: Callable[[Event], None] | None = None) -> Bench:
    """A table in play; each change is kept in `Bench.saved`, or handed to `save` (a log's saves) if given."""
    saved: list[Event] = []
    model = EventModel(event or six_players(), save or saved.append)
    stack = QUndoStack()
    messages: list[str] = []
    return Bench(model, stack, TableOperations(model, stack, messages.append), DragAmount(), messages, saved)


def chips_from(
    model: EventModel, table: str, source: ChipPlace, seat: int | None, value: int, count: int
) -> ChipPayload:
    """Chips as a drag in the window of `model` picks them up now: from the rack or the pot of `table`, or from
    `seat` with the id of the player seated there ("" for an empty seat)."""
    if seat is None:
        return ChipPayload(DragOrigin(model.run_uid, table), source, value, count)
    occupant = model.session(table).occupant(seat)
    seated = SeatOrigin(model.run_uid, table, seat, "" if occupant is None else occupant.player.player_id)
    return ChipPayload(seated, source, value, count)


def drag_over(target: QWidget, mime: QMimeData, at: QPoint, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
    """Drag `mime` onto `target` to `at` (target coordinates); whether it would be taken there."""
    action = Qt.DropAction.MoveAction
    buttons = Qt.MouseButton.LeftButton
    enter = QDragEnterEvent(at, action, mime, buttons, modifiers)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(at, action, mime, buttons, modifiers)
    QApplication.sendEvent(target, move)
    return move.isAccepted()


def drop(target: QWidget, mime: QMimeData, at: QPoint, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
    """Drag `mime` onto `target` at `at` (target coordinates) and drop it; whether the drop was accepted."""
    if not drag_over(target, mime, at, modifiers):
        return False
    action = Qt.DropAction.MoveAction
    buttons = Qt.MouseButton.LeftButton
    dropped = QDropEvent(QPointF(at), action, mime, buttons, modifiers)
    QApplication.sendEvent(target, dropped)
    return dropped.isAccepted()


def capture_drags(monkeypatch) -> list[QMimeData]:
    """Make QDrag.exec return at once, keeping each drag's mime data (and the drag alive with it)."""
    captured: list[QMimeData] = []
    drags: list[QDrag] = []

    def exec_(drag, *_args, **_kwargs):
        drags.append(drag)
        captured.append(drag.mimeData())
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", exec_)
    return captured


def column_centre(item, value: int) -> QPointF:
    """The scene point at the middle of an item's column of `value` chips (a seat's plate or the pot)."""
    from floordesk.gui.table_view.chip_art import column_rects

    rects = column_rects(item.columns_area(), len(item.columns))
    rect = next(r for r, column in zip(rects, item.columns, strict=True) if column.value == value)
    return item.mapToScene(rect.center())


def drag_in_view(qtbot, view: TableView, start: QPointF, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """Press at a scene point of the view and move far enough to start a drag (QDrag.exec must be captured)."""
    at = view.mapFromScene(start)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, modifiers, at)
    qtbot.mouseMove(view.viewport(), at + QPoint(30, 30))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, modifiers, at + QPoint(30, 30))


def unlike_pixels(first: QImage, second: QImage) -> int:
    """How many pixels of the two differ by more than a quarter of a channel's range (not mere antialiasing)."""
    return sum(
        max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 64
        for a, b in (
            (first.pixelColor(x, y), second.pixelColor(x, y))
            for y in range(0, first.height(), 2)
            for x in range(0, first.width(), 2)
        )
    )
