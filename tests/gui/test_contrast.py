"""Contrast, measured: every text and its background, and every indicator and what surrounds it, in both themes.

WCAG 2.1: text at least 4.5:1 (1.4.3), large text (24 px, or 18.7 px bold) and the parts of a control or
marker that identify it at least 3:1 (1.4.11). The pairs are the palette's roles as Qt's Fusion style
draws them, the chrome's style sheet, and every colour the table diagram draws on another
(translucent fills composed over what they are drawn on, as the painter does).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette

from floordesk.gui.theme import DARK, LIGHT, Theme
from floordesk.gui.wizards.pots_pages import LAYER_FILLS, LAYER_TEXT
from floordesk.resources import read_text
from tests.gui.test_theme import contrast

TEXT, LARGE, INDICATOR = 4.5, 3.0, 3.0
_Role = QPalette.ColorRole


def over(colour: str, alpha: float, background: str) -> str:
    """`colour` at `alpha` painted over `background`: the colour the eye sees."""
    top, bottom = QColor(colour), QColor(background)
    mixed = [round(alpha * a + (1 - alpha) * b) for a, b in zip(top.getRgb()[:3], bottom.getRgb()[:3], strict=True)]
    return QColor(*mixed).name()


def best_of(fill: str, edge: str, background: str) -> str:
    """Of a marker's fill and edge, the one that stands out more against `background` (either identifies it)."""
    return max((fill, edge), key=lambda colour: contrast(colour, background))


def sheet_colours(theme: Theme, selector: str) -> dict[str, str]:
    """The colours the theme's style sheet gives one selector (`background`, `color`, ...)."""
    sheet = read_text("styles", theme.stylesheet_name)
    block = re.search(re.escape(selector) + r"\s*\{([^}]*)\}", sheet)
    assert block, (theme.name, selector)
    return dict(re.findall(r"([\w-]+):\s*(#[0-9a-fA-F]{6})", block.group(1)))


def pairs(theme: Theme) -> list[tuple[str, str, str, float]]:
    """(what, foreground, background, least ratio) for everything the theme draws on something else."""
    p = dict(theme.palette)
    t = theme.table
    status = sheet_colours(theme, "QStatusBar")
    banner = sheet_colours(theme, "QLabel#cancelledBanner")
    pot_fill = over(t.rail_edge, 0.22, t.felt_centre)  # PotItem: the pot's tray in the lamp's light
    bet_shade = over(t.rail_edge, 0.55, t.felt)  # BetItem: a bet's pill, out towards the rail
    found = [
        ("window text", p[_Role.WindowText], p[_Role.Window], TEXT),
        ("field text", p[_Role.Text], p[_Role.Base], TEXT),
        ("alternate row text", p[_Role.Text], p[_Role.AlternateBase], TEXT),
        ("button text", p[_Role.ButtonText], p[_Role.Button], TEXT),
        ("selected text", p[_Role.HighlightedText], p[_Role.Highlight], TEXT),
        ("tooltip", p[_Role.ToolTipText], p[_Role.ToolTipBase], TEXT),
        ("placeholder (search hint)", p[_Role.PlaceholderText], p[_Role.Base], TEXT),
        ("link", p[_Role.Link], p[_Role.Window], TEXT),
        ("problem label beside a field", theme.problem_text, p[_Role.Window], TEXT),
        ("problem label on a field's page", theme.problem_text, p[_Role.Base], TEXT),
        ("status bar", status["color"], status["background"], TEXT),
        ("cancelled event's banner", banner["color"], banner["background"], TEXT),
        # Fusion's focus frame and a selected row are drawn in Highlight: focus must be seen (2.4.7).
        ("focus frame on a window", p[_Role.Highlight], p[_Role.Window], INDICATOR),
        ("focus frame on a field", p[_Role.Highlight], p[_Role.Base], INDICATOR),
        ("focus frame on a button", p[_Role.Highlight], p[_Role.Button], INDICATOR),
        ("FloorDesk's focus frame on a window", theme.focus_frame, p[_Role.Window], INDICATOR),
        ("FloorDesk's focus frame on a field", theme.focus_frame, p[_Role.Base], INDICATOR),
        ("FloorDesk's focus frame on a button", theme.focus_frame, p[_Role.Button], INDICATOR),
        ("FloorDesk's focus frame round the table", theme.focus_frame, theme.table.room, INDICATOR),
        # The table: plates.
        ("seat name", t.name_text, t.plate, TEXT),
        ("seat chip total", t.chips_text, t.plate, TEXT),
        ("seat number", t.badge_text, t.badge, TEXT),
        ("empty seat's number", t.empty_plate, t.empty_border, TEXT),
        ("Empty / No chips yet", t.empty_text, t.empty_plate, TEXT),
        ("No chips yet on a plate", t.empty_text, t.plate, TEXT),
        ("penalty / all-in tag", t.big_blind_text, t.big_blind, TEXT),
        ("waiting tag", t.small_blind_text, t.small_blind, TEXT),
        ("absent / folded tag", t.empty_plate, t.empty_border, TEXT),
        # The table: markers and the dealer's place.
        ("button marker's D", t.button_text, t.button, TEXT),
        ("small blind's SB", t.small_blind_text, t.small_blind, TEXT),
        ("big blind's BB", t.big_blind_text, t.big_blind, TEXT),
        ("DEAD on a dead button", t.button, t.marker_edge, TEXT),
        ("DEALER", t.dealer_text, t.dealer, TEXT),
        # The table: the felt.
        ("table name on the felt's edge", t.felt_text, t.felt, TEXT),
        ("table name in the lamp's light", t.felt_text, t.felt_centre, TEXT),
        ("POT and Drag bets here (italic)", t.felt_text, pot_fill, TEXT),
        ("pot total", t.button, pot_fill, TEXT),
        ("a bet's amount", t.button, bet_shade, TEXT),
        # Indicators: what marks a marker, a drop target or a selected seat against what is around it.
        ("button marker on the felt", t.button, t.felt, INDICATOR),
        ("small blind marker on the felt", best_of(t.small_blind, t.marker_edge, t.felt), t.felt, INDICATOR),
        ("big blind marker on the felt", t.big_blind, t.felt, INDICATOR),
        ("drop / selection frame on a plate", t.seat_frame, t.plate, INDICATOR),
        ("drop / selection frame on an empty plate", t.seat_frame, t.empty_plate, INDICATOR),
        ("drop frame on the pot", t.big_blind, pot_fill, INDICATOR),
        ("pot's dashed frame", over(t.felt_line, 1.0, pot_fill), pot_fill, INDICATOR),
        ("POT HELD (a held pot's words)", t.held_pot, pot_fill, TEXT),
        ("a held pot's frame", t.held_pot, pot_fill, INDICATOR),
        ("occupied plate's edge in the room", t.plate_border, t.room, INDICATOR),
    ]
    # The side-pot pyramid of the pots wizard: white text on each layer's colour (theme-independent).
    found += [(f"side pot layer {fill}", LAYER_TEXT, fill, TEXT) for fill in LAYER_FILLS]
    return found


def lowest(theme: Theme) -> tuple[float, str]:
    return min((contrast(fg, bg), what) for what, fg, bg, _least in pairs(theme))


@pytest.mark.parametrize("theme", [LIGHT, DARK], ids=lambda theme: theme.name)
def test_every_text_and_indicator_meets_wcag_aa(theme: Theme) -> None:
    failing = [
        (what, fg, bg, round(contrast(fg, bg), 2), least)
        for what, fg, bg, least in pairs(theme)
        if contrast(fg, bg) < least
    ]
    assert not failing, failing


def test_the_measure_itself_sees_a_failure() -> None:
    # Grey on grey, and the pot's translucent tray composed rather than taken as opaque.
    assert contrast("#777777", "#888888") < 1.5
    assert over("#000000", 0.5, "#ffffff") == "#808080"
    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
