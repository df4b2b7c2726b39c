"""GUI: the ruling wizards: `RulingWizard` renders any core flow (`floordesk.core.flows`), a page per step."""

from __future__ import annotations

from floordesk.core.ruling import RulingKind

RULING_ENTRIES: tuple[tuple[RulingKind, str, str], ...] = (
    (RulingKind.CHIP_RACE, "&Colour-up and chip race…", "Ctrl+Shift+R"),
    (RulingKind.FOUND_CHIPS, "Chips &found after a race…", "Ctrl+Shift+F"),
    (RulingKind.PENALTY, "&Penalty or warning…", "Ctrl+Shift+P"),
)
"""The wizards the Rulings menu, its toolbar and the seat menu offer: kind, menu text, shortcut."""
