"""GUI: the light and dark themes, the large-text option, and applying them to the application.

A theme is a Qt palette (every widget drawn by the Fusion style, which the
composition root chooses, follows it), a style sheet from
`resources/styles/` for the chrome the palette cannot express, and the colours
of the table diagram. The dark theme is for dim tournament rooms: dark
surfaces, light grey text rather than pure white, and no large bright areas.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication

from floordesk.resources import read_text

if TYPE_CHECKING:
    from floordesk.gui.settings import Preferences

LARGE_TEXT_SCALE = 1.3


class ThemeChoice(Enum):
    """What the user picked in View > Theme; SYSTEM follows the desktop's colour scheme."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True)
class TableColours:
    """Colours of the table diagram (#rrggbb, or #aarrggbb where a colour is translucent)."""

    room: str
    rail: str
    rail_edge: str
    felt: str
    felt_centre: str
    felt_line: str
    felt_text: str
    plate: str
    plate_border: str
    name_text: str
    chips_text: str
    badge: str
    badge_text: str
    empty_plate: str
    empty_border: str
    empty_text: str
    dealer: str
    dealer_text: str
    button: str
    button_text: str
    small_blind: str
    small_blind_text: str
    big_blind: str
    big_blind_text: str
    marker_edge: str


@dataclass(frozen=True)
class Theme:
    name: str
    palette: tuple[tuple[QPalette.ColorRole, str], ...]
    disabled_text: str
    table: TableColours

    @property
    def stylesheet_name(self) -> str:
        return f"{self.name}.qss"

    def build_palette(self) -> QPalette:
        palette = QPalette()
        for role, colour in self.palette:
            palette.setColor(role, QColor(colour))
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(self.disabled_text))
        return palette


_Role = QPalette.ColorRole

LIGHT = Theme(
    name="light",
    palette=(
        (_Role.Window, "#eceff2"),
        (_Role.WindowText, "#1a1d21"),
        (_Role.Base, "#ffffff"),
        (_Role.AlternateBase, "#f4f6f8"),
        (_Role.Text, "#1a1d21"),
        (_Role.Button, "#e3e7eb"),
        (_Role.ButtonText, "#1a1d21"),
        (_Role.BrightText, "#ffffff"),
        (_Role.Highlight, "#1d6b47"),
        (_Role.HighlightedText, "#ffffff"),
        (_Role.ToolTipBase, "#fffbea"),
        (_Role.ToolTipText, "#1a1d21"),
        (_Role.PlaceholderText, "#6b7280"),
        (_Role.Link, "#1a5fa8"),
        (_Role.Light, "#ffffff"),
        (_Role.Midlight, "#f0f2f4"),
        (_Role.Mid, "#b9c0c8"),
        (_Role.Dark, "#8a939e"),
        (_Role.Shadow, "#4b5563"),
    ),
    disabled_text="#9aa1a9",
    table=TableColours(
        room="#dfe3e8",
        rail="#3b2a1e",
        rail_edge="#241911",
        felt="#1b6e48",
        felt_centre="#23845a",
        felt_line="#80c9a2",
        felt_text="#b4e2c8",
        plate="#ffffff",
        plate_border="#b3bac3",
        name_text="#111418",
        chips_text="#17603f",
        badge="#1d2228",
        badge_text="#ffffff",
        empty_plate="#eef1f4",
        empty_border="#9aa3ad",
        empty_text="#5f6873",
        dealer="#f7f4ec",
        dealer_text="#3b2a1e",
        button="#fbfaf6",
        button_text="#111418",
        small_blind="#1f5fae",
        small_blind_text="#ffffff",
        big_blind="#e0a81c",
        big_blind_text="#111418",
        marker_edge="#111418",
    ),
)

DARK = Theme(
    name="dark",
    palette=(
        (_Role.Window, "#1b1e23"),
        (_Role.WindowText, "#dfe3e8"),
        (_Role.Base, "#14161a"),
        (_Role.AlternateBase, "#1f2328"),
        (_Role.Text, "#dfe3e8"),
        (_Role.Button, "#262a31"),
        (_Role.ButtonText, "#dfe3e8"),
        (_Role.BrightText, "#f2f4f6"),
        (_Role.Highlight, "#2e7d57"),
        (_Role.HighlightedText, "#f2f4f6"),
        (_Role.ToolTipBase, "#2a2f36"),
        (_Role.ToolTipText, "#dfe3e8"),
        (_Role.PlaceholderText, "#8a929c"),
        (_Role.Link, "#7fb4f5"),
        (_Role.Light, "#3a4048"),
        (_Role.Midlight, "#30353d"),
        (_Role.Mid, "#24282e"),
        (_Role.Dark, "#111316"),
        (_Role.Shadow, "#08090a"),
    ),
    disabled_text="#6b727c",
    table=TableColours(
        room="#111316",
        rail="#2b2119",
        rail_edge="#3d3026",
        felt="#124a33",
        felt_centre="#17593e",
        felt_line="#3f8f6a",
        felt_text="#6fb391",
        plate="#252a31",
        plate_border="#434a54",
        name_text="#e6e9ed",
        chips_text="#86d3aa",
        badge="#d2ad5a",
        badge_text="#14161a",
        empty_plate="#181b1f",
        empty_border="#4d5560",
        empty_text="#8d959f",
        dealer="#2b2119",
        dealer_text="#d2ad5a",
        button="#e6e2d6",
        button_text="#14161a",
        small_blind="#2f66b0",
        small_blind_text="#f2f4f6",
        big_blind="#d9a21f",
        big_blind_text="#14161a",
        marker_edge="#0b0c0e",
    ),
)

THEMES = {theme.name: theme for theme in (LIGHT, DARK)}


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
            palette, style sheet and font are already applied); read `choice`,
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
        self._app.setPalette(self._theme.build_palette())
        self._app.setFont(self._scaled_font())
        # After the font: setting the sheet repolishes every widget, and the
        # repolish is what brings the new font to widgets a sheet has styled.
        self._app.setStyleSheet(_style_sheet(self._theme.stylesheet_name))
        self.changed.emit()

    def _scaled_font(self) -> QFont:
        font = QFont(self._base_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * self.text_scale)
        else:
            font.setPixelSize(round(font.pixelSize() * self.text_scale))
        return font
