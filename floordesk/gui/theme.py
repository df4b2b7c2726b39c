"""GUI: the light and dark themes: palettes, style sheet names and the table diagram's colours.

A theme is a Qt palette (every widget drawn by the Fusion style, which the
composition root chooses, follows it), a palette for each class of widget that
needs a colour the common palette has no role for, a style sheet from `resources/styles/` for the
main window's chrome the palette cannot express, and the colours of the table
diagram. The dark theme is for dim tournament rooms: dark
surfaces, light grey text rather than pure white, and no large bright areas.
Applying a theme and the large-text option is `floordesk.gui.appearance`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtGui import QColor, QPalette


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
    held_pot: str
    """The pot held while a dispute is reviewed: its frame and its words (issue 30)."""
    seat_frame: str
    """The frame around a selected plate or one a drop would land on: 3:1 or more on a plate, empty or not."""


@dataclass(frozen=True)
class Theme:
    name: str
    palette: tuple[tuple[QPalette.ColorRole, str], ...]
    disabled_text: str
    problem_text: str
    """A refused field's message, and the red suits on the card picker."""
    indicator_window: str
    """The window colour of radio buttons and check boxes only: their indicator's edge, drawn 40% darker,
    then stands out at 3:1 or more against the theme's window."""
    focus_frame: str
    """The frame round the control with the keyboard's focus (floordesk.gui.focus_frame): 3:1 or more on every
    surface."""
    table: TableColours

    @property
    def stylesheet_name(self) -> str:
        return f"{self.name}.qss"

    def class_palettes(self, common: QPalette) -> list[tuple[str, QPalette]]:
        """Each widget class with colours of its own, and its palette: `common` with those colours.

        Set per class on the application rather than by a style sheet, which would send every
        widget of every wizard through Qt's slow style-sheet path (a quarter of the time to reach
        the pot wizard's result).
        """
        accents = (
            ("ProblemLabel", QPalette.ColorRole.WindowText, self.problem_text),
            ("CardPicker", QPalette.ColorRole.BrightText, self.problem_text),  # hearts and diamonds
            # Fusion draws an indicator's edge 40% darker than the window colour: nearly black on the dark window.
            ("QRadioButton", QPalette.ColorRole.Window, self.indicator_window),
            ("QCheckBox", QPalette.ColorRole.Window, self.indicator_window),
            ("QTableView", QPalette.ColorRole.Window, self.indicator_window),  # a check box in a cell (In play)
        )
        palettes = []
        for class_name, role, colour in accents:
            palette = QPalette(common)
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):  # disabled stays greyed
                palette.setColor(group, role, QColor(colour))
            palettes.append((class_name, palette))
        return palettes

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
    problem_text="#b3261e",
    indicator_window="#8c96a0",
    focus_frame="#1a5fa8",
    table=TableColours(
        room="#dfe3e8",
        rail="#3b2a1e",
        rail_edge="#241911",
        felt="#1e734b",
        felt_centre="#217a50",
        felt_line="#80c9a2",
        felt_text="#e6f4ec",
        plate="#ffffff",
        plate_border="#78818d",
        name_text="#111418",
        chips_text="#17603f",
        badge="#1d2228",
        badge_text="#ffffff",
        empty_plate="#eef1f4",
        empty_border="#5f6873",
        empty_text="#5f6873",
        dealer="#f7f4ec",
        dealer_text="#3b2a1e",
        button="#fbfaf6",
        button_text="#111418",
        small_blind="#1f5fae",
        small_blind_text="#ffffff",
        big_blind="#ebb52c",
        big_blind_text="#111418",
        marker_edge="#111418",
        held_pot="#ffc9c9",
        seat_frame="#a86a00",
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
        (_Role.Button, "#212429"),
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
    problem_text="#ff8a80",
    indicator_window="#d8e0e8",
    focus_frame="#7fb4f5",
    table=TableColours(
        room="#111316",
        rail="#2b2119",
        rail_edge="#3d3026",
        felt="#124a33",
        felt_centre="#17593e",
        felt_line="#5fae88",
        felt_text="#a7d8bd",
        plate="#252a31",
        plate_border="#68707b",
        name_text="#e6e9ed",
        chips_text="#86d3aa",
        badge="#d2ad5a",
        badge_text="#14161a",
        empty_plate="#181b1f",
        empty_border="#8d959f",
        empty_text="#8d959f",
        dealer="#2b2119",
        dealer_text="#d2ad5a",
        button="#e6e2d6",
        button_text="#14161a",
        small_blind="#6fa3ec",
        small_blind_text="#14161a",
        big_blind="#d9a21f",
        big_blind_text="#14161a",
        marker_edge="#0b0c0e",
        held_pot="#ffa8a8",
        seat_frame="#d9a21f",
    ),
)

THEMES = {theme.name: theme for theme in (LIGHT, DARK)}
