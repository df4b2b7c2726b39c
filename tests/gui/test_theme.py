"""The appearance: themes follow the system's colour scheme until the user picks one; large text."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette

from floordesk.gui.appearance import Appearance
from floordesk.gui.settings import Preferences
from floordesk.gui.theme import DARK, LIGHT, ThemeChoice


class FakeStyleHints(QObject):
    """Stands in for QStyleHints, whose colour scheme a test cannot change."""

    colorSchemeChanged = Signal(Qt.ColorScheme)

    def __init__(self, scheme):
        super().__init__()
        self.scheme = scheme

    def colorScheme(self):
        return self.scheme

    def switch(self, scheme):
        self.scheme = scheme
        self.colorSchemeChanged.emit(scheme)


def window_colour(app):
    return app.palette().color(QPalette.ColorRole.Window)


def test_the_theme_follows_the_system_by_default(qapp, paths):
    hints = FakeStyleHints(Qt.ColorScheme.Dark)
    appearance = Appearance(qapp, Preferences.at(paths.settings_file), hints)
    assert appearance.choice is ThemeChoice.SYSTEM
    assert appearance.theme is DARK
    assert window_colour(qapp) == QColor(dict(DARK.palette)[QPalette.ColorRole.Window])
    changes = []
    appearance.changed.connect(lambda: changes.append(appearance.theme))
    hints.switch(Qt.ColorScheme.Light)
    assert changes == [LIGHT]
    # An unknown scheme (offscreen, some desktops) counts as light: nothing changes.
    hints.switch(Qt.ColorScheme.Unknown)
    assert changes == [LIGHT]


def test_a_chosen_theme_ignores_the_system(qapp, paths):
    hints = FakeStyleHints(Qt.ColorScheme.Light)
    appearance = Appearance(qapp, Preferences.at(paths.settings_file), hints)
    appearance.set_choice(ThemeChoice.DARK)
    hints.switch(Qt.ColorScheme.Light)
    assert appearance.theme is DARK
    appearance.set_choice(ThemeChoice.SYSTEM)
    assert appearance.theme is LIGHT


def test_the_dark_theme_has_no_pure_white_glare():
    colours = [colour for role, colour in DARK.palette if role != QPalette.ColorRole.BrightText]
    colours += list(vars(DARK.table).values())
    assert "#ffffff" not in {c.lower() for c in colours}
    text = QColor(dict(DARK.palette)[QPalette.ColorRole.Text])
    assert 200 < text.lightness() < 255


def contrast(one, two):
    """WCAG contrast ratio of two colours."""

    def luminance(colour):
        def channel(value):
            value /= 255
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())

    high, low = sorted((luminance(QColor(one)), luminance(QColor(two))), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_table_text_is_readable_in_both_themes():
    """WCAG AA for text (4.5:1) on the plates and the markers, at arm's length in a dim room."""
    for theme in (LIGHT, DARK):
        t = theme.table
        pairs = [
            (t.name_text, t.plate),
            (t.chips_text, t.plate),
            (t.badge_text, t.badge),
            (t.empty_text, t.empty_plate),
            (t.button_text, t.button),
            (t.small_blind_text, t.small_blind),
            (t.big_blind_text, t.big_blind),
            (t.dealer_text, t.dealer),
        ]
        for text, background in pairs:
            assert contrast(text, background) >= 4.5, (theme.name, text, background)
        palette = dict(theme.palette)
        assert contrast(palette[QPalette.ColorRole.WindowText], palette[QPalette.ColorRole.Window]) >= 7


def test_the_radio_and_check_indicators_stand_out_in_both_themes(desk, qtbot):
    """WCAG's 3:1 for a control's edge against what surrounds it, read off the indicator as drawn, checked or not."""
    from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleOptionButton, QVBoxLayout, QWidget

    for theme in (LIGHT, DARK):
        desk.appearance.set_choice(ThemeChoice(theme.name))
        host = QWidget()
        qtbot.addWidget(host)
        column = QVBoxLayout(host)
        buttons = [QRadioButton("on"), QRadioButton("off"), QCheckBox("on"), QCheckBox("off")]
        for button in buttons:
            button.setChecked(button.text() == "on")
            column.addWidget(button)
        host.show()
        qtbot.waitExposed(host)
        window = host.palette().color(QPalette.ColorRole.Window)
        for button in buttons:
            option = QStyleOptionButton()
            option.initFrom(button)
            element = (
                QStyle.SubElement.SE_RadioButtonIndicator
                if isinstance(button, QRadioButton)
                else QStyle.SubElement.SE_CheckBoxIndicator
            )
            area = button.style().subElementRect(element, option, button)
            image = button.grab().toImage()
            pixels = [
                image.pixelColor(x, y)
                for x in range(area.left(), area.right())
                for y in range(area.top(), area.bottom())
            ]
            best = max(contrast(pixel.name(), window.name()) for pixel in pixels)
            assert best >= 3, (theme.name, type(button).__name__, button.text(), round(best, 2))


def test_a_message_in_the_status_bar_stays_readable_when_the_text_size_changes(desk, qtbot):
    # A larger font lays the status bar out again, and Qt showed its labels over the message being shown.
    window = desk.window
    window.show_message("Refused: Ana Ribeiro has 4 chips of T25, not 20.")
    qtbot.wait(20)
    assert not window.event_label.isVisible()
    labels = (window.event_label, window.table_label, window.level_label)
    for large in (True, False):
        desk.appearance.set_large_text(large)
        qtbot.wait(50)  # the new layout (a busy machine may take longer: the labels must then go again)
        qtbot.waitUntil(lambda: not any(label.isVisible() for label in labels), timeout=2000)
        assert window.statusBar().currentMessage() == "Refused: Ana Ribeiro has 4 chips of T25, not 20."
    window.statusBar().clearMessage()
    assert window.event_label.isVisible()


def test_the_rack_amount_buttons_follow_a_change_of_theme(desk, qtbot):
    # Built in the light theme, the x5, x20 and x100 buttons stayed near-white (#fbfcfc) after a switch to dark.
    panel = desk.window.build_side_panel()
    qtbot.wait(20)
    for choice in (ThemeChoice.DARK, ThemeChoice.LIGHT, ThemeChoice.DARK):
        desk.appearance.set_choice(choice)
        qtbot.wait(20)
        button = panel.rack.amount_buttons.button(5)
        shown = button.grab().toImage().pixelColor(button.width() // 2, button.height() // 2)
        expected = desk.appearance.theme.build_palette().button().color()
        assert abs(shown.lightness() - expected.lightness()) < 40, (choice, shown.name(), expected.name())
