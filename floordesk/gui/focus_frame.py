"""GUI: a frame around whichever control has the keyboard's focus, in the theme's focus colour.

Fusion shows focus faintly, with its highlight colour at part opacity: under 2:1 on a check box in the light
theme and on a radio button or push button in the dark one. One QFocusFrame follows the focus through the
application (QApplication.focusChanged) and draws a solid line two pixels wide round the focused control, at
3:1 or more against every surface of both themes (tests/gui/test_contrast.py and tests/gui/test_keyboard.py).
A frame is made anew when the window its last control was in has gone, taking the frame with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QFocusFrame, QWidget
from shiboken6 import Shiboken

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from floordesk.gui.appearance import Appearance

FRAME_WIDTH = 2


class FocusFrame(QFocusFrame):
    """GUI: the frame itself, drawn in `appearance`'s focus colour."""

    def __init__(self, appearance: Appearance) -> None:
        super().__init__()
        self._appearance = appearance
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self._appearance.theme.focus_frame), FRAME_WIDTH))
        half = FRAME_WIDTH / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 3, 3)


def follow_focus(app: QApplication, appearance: Appearance) -> FocusFollower:
    """The application's one focus follower, drawing in `appearance`'s theme (a second desk's, in tests)."""
    follower = app.findChild(FocusFollower)
    if follower is None:
        return FocusFollower(app, appearance)
    follower.use(appearance)
    return follower


class FocusFollower(QObject):
    """GUI: moves the focus frame onto each control that takes the keyboard's focus."""

    def __init__(self, app: QApplication, appearance: Appearance) -> None:
        super().__init__(app)
        self._appearance = appearance
        self._frame: FocusFrame | None = None
        app.focusChanged.connect(self._follow)
        appearance.changed.connect(self._repaint)
        focused = app.focusWidget()
        if focused is not None:  # already (start-up's sign-in form has it from the first frame, before this follows)
            self._follow(None, focused)

    def use(self, appearance: Appearance) -> None:
        self._appearance = appearance
        appearance.changed.connect(self._repaint)
        if self._frame is not None and Shiboken.isValid(self._frame):
            self._frame.deleteLater()
        self._frame = None

    @property
    def frame(self) -> FocusFrame | None:
        return self._frame

    def _follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._frame is None or not Shiboken.isValid(self._frame):
            self._frame = FocusFrame(self._appearance)
        # PySide6's stub wants a widget; Qt takes none too (a window, or nothing, gets no frame).
        self._frame.setWidget(None if new is None or new.isWindow() else new)  # type: ignore[arg-type]

    def _repaint(self) -> None:
        if self._frame is not None and Shiboken.isValid(self._frame):
            self._frame.update()
