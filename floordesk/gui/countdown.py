"""GUI: the countdown of a clock called on a player (rule 49), large enough to read across the table.

`CountdownView` shows the main period as minutes and seconds, then the
countdown in tenths on a red ground, with a beep as it starts and on every
second of it (`QApplication.beep()`: the sound module is not part of the Qt
that FloorDesk installs, and the system's bell needs no file or device set-up).
It never counts its own ticks: every frame reads the flow's ticker, so the
display shows the true time however late a frame is. Frames come about ten a
second from a precise single-shot timer aimed at the moment the shown tenth
changes, so the digits change on time rather than up to a frame late.

`CountdownWindow` shows the same countdown full screen (F11 or Esc to leave),
with the same "Player acted" and "Shorten (stalling)" controls.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from floordesk.core.flows.clock import OUTCOME_TEXT, ClockDisplay
from floordesk.core.rules.clock import ClockPhase
from floordesk.i18n import translate

FRAME_S = 0.1
"""Ten frames a second: the countdown shows tenths."""
MIN_DELAY_MS = 1
DIGITS_SCALE = 6.0
"""The digits' size against the window's text: readable from the far side of a table."""
CAPTION_SCALE = 2.5
"""The full-screen caption's size against the window's text."""
WARNING_STYLE = "background-color: #b00020; color: #ffffff;"
"""White on dark red in any theme: the countdown must be seen from across the table."""


def countdown_text(shown: ClockDisplay) -> str:
    """What the digits say: '0:47' in the main period, '7.4' in the countdown, 'TIME' once over."""
    if shown.phase is None:
        return _minutes(shown.at_s, math.floor)
    if shown.phase is ClockPhase.EXPIRED:
        return QCoreApplication.translate("countdown", "TIME")
    if shown.phase is ClockPhase.MAIN_PERIOD:
        return _minutes(shown.phase_left_s, math.ceil)
    return f"{shown_tenths(shown.phase_left_s):.1f}"


def shown_tenths(seconds_left: float) -> float:
    """Time left as the countdown shows it: rounded up to the tenth, so 0.0 is shown only when time is up."""
    return math.ceil(round(seconds_left * 10, 6)) / 10


def _minutes(seconds: float, rounding: Callable[[float], int]) -> str:
    whole = rounding(round(seconds, 6))
    return f"{whole // 60}:{whole % 60:02d}"


def caption_of(shown: ClockDisplay) -> str:
    if shown.phase is None:
        return QCoreApplication.translate("countdown", "Action on the player for")
    if shown.acted:
        return QCoreApplication.translate("countdown", "Player acted")
    if shown.phase is ClockPhase.EXPIRED:
        return QCoreApplication.translate("countdown", "Time is up: {outcome}").format(
            outcome=translate("core", OUTCOME_TEXT[shown.expiry])
        )
    if shown.phase is ClockPhase.MAIN_PERIOD:
        return QCoreApplication.translate("countdown", "Clock: time to act")
    return QCoreApplication.translate("countdown", "Countdown")


def next_frame_delay_s(shown: ClockDisplay) -> float:
    """How long until the shown tenth changes: the next frame is aimed just past that moment."""
    if shown.phase in (ClockPhase.MAIN_PERIOD, ClockPhase.COUNTDOWN):
        left = shown.phase_left_s % FRAME_S
    else:
        left = FRAME_S - shown.at_s % FRAME_S
    return left if left > 1e-6 else FRAME_S


class CountdownView(QWidget):
    """GUI: the digits and the controls of a running clock (see the module's description).

    Signals:
        acted(): "Player acted" pressed.
        shorten(): "Shorten (stalling)" pressed.
        full_screen(): "Full screen" pressed.
        expired(): time ran out (once).
        framed(): a frame was shown (another view of the same clock follows it).
    """

    acted = Signal()
    shorten = Signal()
    full_screen = Signal()
    expired = Signal()
    framed = Signal()

    def __init__(self, source: Callable[[], ClockDisplay], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CountdownView")
        self._source = source
        self.shown: ClockDisplay | None = None
        self.frames = 0
        self._beeped_at: int | None = None
        self._expired_said = False
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.digits = _Digits()
        self.digits.setObjectName("CountdownDigits")
        self.digits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.digits.setAutoFillBackground(True)
        self.digits.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.digits.setAccessibleName(self.tr("Time left"))
        self.acted_button = QPushButton(self.tr("Player &acted"))
        self.shorten_button = QPushButton(self.tr("&Shorten (stalling)"))
        self.shorten_button.setToolTip(
            self.tr("The player appears to stall on purpose: the countdown starts now (rule 52)")
        )
        self.full_screen_button = QPushButton(self.tr("F&ull screen"))
        for button in (self.acted_button, self.shorten_button, self.full_screen_button):
            button.setMinimumHeight(44)
        self.acted_button.clicked.connect(self.acted)
        self.shorten_button.clicked.connect(self.shorten)
        self.full_screen_button.clicked.connect(self.full_screen)
        controls = QHBoxLayout()
        for button in (self.acted_button, self.shorten_button, self.full_screen_button):
            controls.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.digits, 1)
        layout.addLayout(controls)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.refresh)
        self._scale_digits()

    def _scale_digits(self) -> None:
        smallest = QFont(self.font())
        smallest.setPointSizeF(smallest.pointSizeF() * DIGITS_SCALE)
        self.digits.set_smallest(smallest)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._scale_digits()  # large text makes the digits larger too

    def start(self) -> None:
        """Show the time now and keep it up to date until `stop`."""
        self.refresh()

    def stop(self) -> None:
        self.timer.stop()

    def refresh(self) -> ClockDisplay:
        """One frame: read the time from the source, show it, and aim the next frame."""
        shown = self._source()
        self.shown = shown
        self.frames += 1
        self.digits.setText(countdown_text(shown))
        self.caption.setText(caption_of(shown))
        warning = shown.phase in (ClockPhase.COUNTDOWN, ClockPhase.EXPIRED) and not shown.acted
        self.digits.setStyleSheet(WARNING_STYLE if warning else "")
        self.digits.setProperty("warning", warning)
        running = shown.is_running
        self.acted_button.setEnabled(running)
        self.shorten_button.setEnabled(running and shown.phase is ClockPhase.MAIN_PERIOD)
        if shown.phase is None or running:
            self.timer.start(max(MIN_DELAY_MS, math.ceil(next_frame_delay_s(shown) * 1000)))
        else:
            self.timer.stop()
        self._cue(shown)
        self.framed.emit()
        return shown

    def _cue(self, shown: ClockDisplay) -> None:
        """A beep as the countdown starts and on each of its seconds; `expired` once when time is up."""
        if shown.phase is ClockPhase.COUNTDOWN and not shown.acted:
            second = math.ceil(round(shown.phase_left_s, 6))
            if second != self._beeped_at and second > 0:  # the instant of zero is time's own beep
                self._beeped_at = second
                QApplication.beep()
        if shown.phase is ClockPhase.EXPIRED and not shown.acted and not self._expired_said:
            self._expired_said = True
            QApplication.beep()
            self.expired.emit()


class _Digits(QLabel):
    """The digits, as large as their space allows (full screen: the whole width), never smaller than `smallest`."""

    WIDEST = "10.0"

    def __init__(self) -> None:
        super().__init__()
        self._smallest = QFont(self.font())

    def set_smallest(self, font: QFont) -> None:
        self._smallest = QFont(font)
        self._smallest.setBold(True)
        self.setMinimumHeight(QFontMetrics(self._smallest).height())
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        font = QFont(self._smallest)
        metrics = QFontMetrics(font)
        # Text scales linearly with the font: grow it by what the space allows in each direction.
        grow = min(
            0.9 * self.width() / max(metrics.horizontalAdvance(self.WIDEST), 1),
            0.8 * self.height() / max(metrics.height(), 1),
        )
        if grow > 1:
            font.setPointSizeF(font.pointSizeF() * grow)
        self.setFont(font)


class CountdownWindow(QWidget):
    """GUI: the countdown full screen, for the table to see; F11 or Esc leaves it."""

    def __init__(self, source: Callable[[], ClockDisplay], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("CountdownWindow")
        self.setWindowTitle(self.tr("Clock"))
        self.view = CountdownView(source, self)
        self.view.full_screen_button.setText(self.tr("Leave f&ull screen"))
        # the words (time is up, the hand is dead) are read across the table as well as the digits
        caption = QFont(self.view.caption.font())
        caption.setPointSizeF(caption.pointSizeF() * CAPTION_SCALE)
        caption.setBold(True)
        self.view.caption.setFont(caption)
        self.view.full_screen.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        QShortcut(QKeySequence("F11"), self, self.close)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def present(self) -> None:
        # The screen's size first: without a window manager, full screen alone keeps the window's own size.
        self.setGeometry(self.screen().geometry())
        self.showFullScreen()
        self.view.start()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.view.stop()
        super().closeEvent(event)
