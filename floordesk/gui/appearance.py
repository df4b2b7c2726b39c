"""GUI: the appearance controller: applies the theme chosen (or the system's) and the large-text option
to the application, and keeps both in the preferences.

The palette and the font are the application's; the theme's style sheet goes only on the main
window's chrome (its menu bar, with the menus in it, and its status bar). An application-wide
sheet would send every widget of every wizard through Qt's slow style-sheet path.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QFont, QStyleHints
from PySide6.QtWidgets import QApplication, QWidget

from floordesk.gui.theme import DARK, LIGHT, THEMES, Theme, ThemeChoice
from floordesk.resources import read_text

if TYPE_CHECKING:
    from floordesk.gui.settings import Preferences

LARGE_TEXT_SCALE = 1.3


@cache
def _style_sheet(name: str) -> str:
    """A theme's style sheet, read from the resources once (large text re-applies it)."""
    return read_text("styles", name)


class Appearance(QObject):
    """GUI: the application's theme and text size; applies them and keeps them in the preferences.

    The theme follows the system's colour scheme while the choice is SYSTEM
    (an unknown scheme counts as light).

    Signals:
        changed(): the choice, the theme or the text size has just changed (the
            palette, font and chrome's style sheet are already applied); read `choice`,
            `theme` and `text_scale` for the new values.
    """

    changed = Signal()

    def __init__(self, app: QApplication, preferences: Preferences, style_hints: QStyleHints) -> None:
        super().__init__(app)
        self._app = app
        self._preferences = preferences
        self._style_hints = style_hints
        self._base_font = QFont(app.font())
        self._choice = preferences.theme_choice
        self._large_text = preferences.large_text
        self._theme = self._resolve()
        self._chrome: list[QWidget] = []
        style_hints.colorSchemeChanged.connect(self._on_system_scheme_changed)
        self._apply()

    @property
    def choice(self) -> ThemeChoice:
        return self._choice

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def large_text(self) -> bool:
        return self._large_text

    @property
    def text_scale(self) -> float:
        return LARGE_TEXT_SCALE if self._large_text else 1.0

    def style_chrome(self, *widgets: QWidget) -> None:
        """Give `widgets` (and their children) the theme's style sheet, now and on every change."""
        self._chrome.extend(widgets)
        self._style_chrome(widgets)

    def set_choice(self, choice: ThemeChoice) -> None:
        self._preferences.theme_choice = choice
        if choice is not self._choice:
            self._choice = choice
            if not self._refresh_theme():
                self.changed.emit()  # same theme, but the choice shown in the menu changed

    def set_large_text(self, large: bool) -> None:
        self._preferences.large_text = large
        if large != self._large_text:
            self._large_text = large
            self._apply()

    @Slot(Qt.ColorScheme)
    def _on_system_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._choice is ThemeChoice.SYSTEM:
            self._refresh_theme()

    def _refresh_theme(self) -> bool:
        """Apply the theme the choice now means, if it differs; whether it did."""
        theme = self._resolve()
        if theme == self._theme:
            return False
        self._theme = theme
        self._apply()
        return True

    def _resolve(self) -> Theme:
        if self._choice is ThemeChoice.SYSTEM:
            return DARK if self._style_hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT
        return THEMES[self._choice.value]

    def _apply(self) -> None:
        common = self._theme.build_palette()
        self._app.setPalette(common)
        for class_name, palette in self._theme.class_palettes(common):
            # PySide6's stub says bytes; at run time it takes only a str.
            self._app.setPalette(palette, class_name)  # type: ignore[arg-type]
        self._app.setFont(self._scaled_font())
        self._style_chrome(self._chrome)
        self.changed.emit()

    def _style_chrome(self, widgets: Sequence[QWidget]) -> None:
        # After the font: setting the sheet repolishes the widgets, and the
        # repolish is what brings the new font to widgets a sheet has styled.
        for widget in widgets:
            widget.setStyleSheet(_style_sheet(self._theme.stylesheet_name))

    def _scaled_font(self) -> QFont:
        font = QFont(self._base_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * self.text_scale)
        else:
            font.setPixelSize(round(font.pixelSize() * self.text_scale))
        return font
