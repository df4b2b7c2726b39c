"""GUI: the ruling wizards: `RulingWizard` renders any core flow (`floordesk.core.flows`), a page per step."""

from __future__ import annotations

from floordesk.core.ruling import RulingKind

RULING_ENTRIES: tuple[tuple[RulingKind, str, str], ...] = (
    (RulingKind.CHIP_RACE, "&Colour-up and chip race…", "Ctrl+Shift+R"),
    (RulingKind.FOUND_CHIPS, "Chips &found after a race…", "Ctrl+Shift+F"),
    (RulingKind.POTS, "&Settle pot (side pots, split, odd chips)…", "Ctrl+Shift+P"),
    (RulingKind.CLOCK, "Call the c&lock…", "Ctrl+Shift+K"),
    (RulingKind.BUTTON, "&Button and blinds for the next hand…", "Ctrl+Shift+B"),
    (RulingKind.PENALTY, "&Penalty or warning…", "Ctrl+Shift+W"),
)
"""The wizards the Rulings menu, its toolbar and the seat menu offer: kind, menu text, shortcut."""

TOOLBAR_TEXTS: dict[RulingKind, str] = {
    RulingKind.CHIP_RACE: "Chip race",
    RulingKind.FOUND_CHIPS: "Found chips",
    RulingKind.POTS: "Settle pot",
    RulingKind.CLOCK: "Clock",
    RulingKind.BUTTON: "Button",
    RulingKind.PENALTY: "Penalty",
}
"""The toolbar's short names of the rulings (the menu's full ones made it overflow in large text, hiding Penalty)."""

TABLE_RULINGS: frozenset[RulingKind] = frozenset({RulingKind.BUTTON})
"""Rulings about the whole table, not one player: the seat menu leaves them out."""
