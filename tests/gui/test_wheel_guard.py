"""A wheel notch over a choice box or a spin box changes it only once it has the focus; the notch goes on to the
form (the scroll area scrolls), and a notch no longer gives the box the focus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from floordesk.gui.wheel_guard import wheel_needs_focus


def _notch(widget: QWidget) -> QWheelEvent:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
    return event


class _Form(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.preset = QComboBox()
        self.preset.addItems(["WSOP 2009", "TDA 2024", "House"])
        self.seats = QSpinBox()
        self.seats.setRange(2, 10)
        self.seats.setValue(9)
        layout = QVBoxLayout(self)
        layout.addWidget(self.preset)
        layout.addWidget(self.seats)
        wheel_needs_focus(self)


def _form(qtbot: QtBot) -> _Form:
    form = _Form()
    qtbot.addWidget(form)
    form.show()
    qtbot.waitExposed(form)
    return form


def test_a_notch_over_an_unchosen_box_changes_nothing_and_is_left_for_the_form(qtbot: QtBot):
    form = _form(qtbot)
    # Left unaccepted, a notch the system sends goes on to the parents; one sent from a test stops at its widget.
    assert not _notch(form.preset).isAccepted()
    assert not _notch(form.seats).isAccepted()
    assert (form.preset.currentIndex(), form.seats.value()) == (0, 9)


def test_a_chosen_box_takes_the_notch(qtbot: QtBot):
    form = _form(qtbot)
    form.preset.setFocus()
    qtbot.waitUntil(form.preset.hasFocus)
    assert _notch(form.preset).isAccepted()
    assert form.preset.currentIndex() == 1
    form.seats.setFocus()
    qtbot.waitUntil(form.seats.hasFocus)
    _notch(form.seats)
    assert form.seats.value() != 9


def test_a_notch_no_longer_gives_the_focus(qtbot: QtBot):
    form = _form(qtbot)
    assert form.preset.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert form.seats.focusPolicy() == Qt.FocusPolicy.StrongFocus
