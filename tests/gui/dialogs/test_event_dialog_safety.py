"""The Event form as a new supervisor met it (issue 26): a wheel notch, a dark room, a raced-off chip."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox

from floordesk.core.chips import ChipSet
from floordesk.gui.dialogs.event_dialog import EventDialog
from floordesk.gui.theme import ThemeChoice
from tests.gui.test_theme import contrast


def _wheel(widget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(widget.rect().center())),
        QPoint(),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _dialog(desk, qtbot) -> EventDialog:
    dialog = EventDialog(desk.window.model.current_event, "Event")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def test_a_wheel_notch_over_a_box_without_focus_scrolls_the_form_and_changes_no_choice(desk, qtbot):
    dialog = _dialog(desk, qtbot)
    dialog.name.setFocus()
    boxes = [dialog.preset, dialog.game, *(w for w in dialog.flags.values() if isinstance(w, QComboBox))]
    before = [box.currentIndex() for box in boxes]
    for box in boxes:
        _wheel(box, 1 if box.currentIndex() == 0 else -1)  # towards a choice there is
    assert [box.currentIndex() for box in boxes] == before
    assert dialog.preset.currentText() == "WSOP 2009"
    assert dialog.flags["clock_s"].text() != "25"
    # Chosen on purpose (the box has the focus), the wheel still works.
    dialog.preset.setFocus()
    _wheel(dialog.preset, 1)
    assert dialog.preset.hasFocus()
    assert dialog.preset.currentText() != "WSOP 2009"


def test_a_new_event_puts_every_chip_back_in_play(desk, monkeypatch):
    window = desk.window
    event = window.model.current_event
    raced_off = ChipSet(tuple(replace(d, in_play=d.value != 25) for d in event.chip_set.denominations))
    assert window.operations.change_event("Race off", lambda e: replace(e, chip_set=raced_off))
    seen = {}

    def accept(dialog):
        seen["in play"] = [
            dialog.chips.item(row, 3).checkState() == Qt.CheckState.Checked for row in range(dialog.chips.rowCount())
        ]
        dialog.name.setText("Event 2")
        dialog.accept()
        return EventDialog.DialogCode.Accepted

    monkeypatch.setattr(EventDialog, "exec", accept)
    window.event_controls.new_event_action.trigger()
    assert all(seen["in play"])
    assert 25 in window.model.current_event.chip_set.in_play_values()


def test_an_unchecked_in_play_box_has_a_frame_in_the_dark_theme(desk, qtbot):
    for choice in (ThemeChoice.DARK, ThemeChoice.LIGHT):
        desk.appearance.set_choice(choice)
        dialog = _dialog(desk, qtbot)
        item = dialog.chips.item(0, 3)
        item.setCheckState(Qt.CheckState.Unchecked)
        dialog.chips.clearSelection()
        cell = dialog.chips.visualItemRect(item)
        image = dialog.chips.viewport().grab().toImage()
        base = dialog.chips.palette().color(QPalette.ColorRole.Base).name()
        best = max(
            contrast(image.pixelColor(x, y).name(), base)
            for x in range(cell.left(), min(cell.left() + 40, cell.right()))
            for y in range(cell.top(), cell.bottom())
        )
        assert best >= 3, (choice, round(best, 2))
