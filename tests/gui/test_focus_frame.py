"""The focus frame: one frame follows the keyboard's focus through the application, round each control but no
window, drawn solid in the theme's focus colour and again when the theme changes."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget
from shiboken6 import Shiboken

from floordesk.gui.focus_frame import FRAME_WIDTH, FocusFollower, follow_focus
from floordesk.gui.theme import DARK, LIGHT, ThemeChoice


def two_fields(qtbot) -> tuple[QWidget, QLineEdit, QLineEdit]:
    window = QWidget()
    layout = QVBoxLayout(window)
    first, second = QLineEdit(), QLineEdit()
    layout.addWidget(first)
    layout.addWidget(second)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    return window, first, second


def edge_colour(follower: FocusFollower) -> QColor:
    frame = follower.frame
    image = QImage(frame.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    frame.render(image)
    return image.pixelColor(frame.width() // 2, FRAME_WIDTH // 2)


def test_the_application_has_one_follower_whatever_the_desks(qapp, desk):
    follower = qapp.findChild(FocusFollower)
    assert follower is not None
    assert follow_focus(qapp, desk.appearance) is follower
    assert qapp.findChildren(FocusFollower) == [follower]


def test_the_frame_goes_round_each_control_that_takes_the_focus(qapp, desk, qtbot):
    follower = follow_focus(qapp, desk.appearance)
    window, first, second = two_fields(qtbot)
    first.setFocus()
    qtbot.waitUntil(lambda: follower.frame is not None and follower.frame.widget() is first)
    second.setFocus()
    qtbot.waitUntil(lambda: follower.frame.widget() is second)
    window.setFocus()
    qtbot.waitUntil(lambda: follower.frame.widget() is None)  # a window has no frame round it


def test_the_frame_is_solid_in_the_themes_focus_colour_and_follows_a_new_theme(qapp, desk, qtbot):
    follower = follow_focus(qapp, desk.appearance)
    desk.appearance.set_choice(ThemeChoice.LIGHT)
    _window, first, _second = two_fields(qtbot)
    first.setFocus()
    qtbot.waitUntil(lambda: follower.frame is not None and follower.frame.widget() is first)
    assert edge_colour(follower) == QColor(LIGHT.focus_frame)
    desk.appearance.set_choice(ThemeChoice.DARK)
    assert edge_colour(follower) == QColor(DARK.focus_frame)


def test_a_frame_gone_with_its_window_is_made_anew(qapp, desk, qtbot):
    follower = follow_focus(qapp, desk.appearance)
    window, first, _second = two_fields(qtbot)
    first.setFocus()
    qtbot.waitUntil(lambda: follower.frame is not None and follower.frame.widget() is first)
    gone = follower.frame  # Qt makes the frame a child of the control's window
    window.deleteLater()
    qtbot.waitUntil(lambda: not Shiboken.isValid(gone))
    _window, other, _ = two_fields(qtbot)
    other.setFocus()
    qtbot.waitUntil(lambda: follower.frame is not None and Shiboken.isValid(follower.frame))
    assert follower.frame.widget() is other
