"""GUI: the ruling wizards: `RulingWizard` renders any core flow (`floordesk.core.flows`), a page per step.

`WIZARDS` is the GUI's one registry of ruling kinds: what the Rulings menu, its
toolbar and the seat menu offer, and the module holding the kind's own pages
(its `PAGES`, imported with the first wizard of the kind). The core's parts of
a kind are in `floordesk.core.ruling.KINDS`.
"""

from __future__ import annotations

from dataclasses import dataclass

from floordesk.core.ruling import RulingKind


@dataclass(frozen=True)
class WizardEntry:
    """A ruling kind's wizard in the window."""

    menu_text: str
    shortcut: str
    pages: str
    """its pages' module under floordesk.gui.wizards, whose `PAGES` maps step keys to pages"""
    whole_table: bool = False
    """a ruling about the whole table, not one player: the seat menu leaves it out"""


WIZARDS: dict[RulingKind, WizardEntry] = {
    RulingKind.CHIP_RACE: WizardEntry("&Colour-up and chip race…", "Ctrl+Shift+R", "chip_race_pages"),
    RulingKind.FOUND_CHIPS: WizardEntry("Chips &found after a race…", "Ctrl+Shift+F", "found_chips_pages"),
    RulingKind.POTS: WizardEntry("&Settle pot (side pots, split, odd chips)…", "Ctrl+Shift+P", "pots_pages"),
    RulingKind.CLOCK: WizardEntry("Call the c&lock…", "Ctrl+Shift+K", "clock_pages"),
    RulingKind.BUTTON: WizardEntry("&Button and blinds for the next hand…", "Ctrl+Shift+B", "button_pages", True),
    RulingKind.PENALTY: WizardEntry("&Penalty or warning…", "Ctrl+Shift+W", "penalty_pages"),
}
"""The wizards the window offers, in menu order."""

RULING_ENTRIES: tuple[tuple[RulingKind, str, str], ...] = tuple(
    (kind, entry.menu_text, entry.shortcut) for kind, entry in WIZARDS.items()
)
"""`WIZARDS` as the Rulings menu and its toolbar read them: kind, menu text, shortcut."""


def pages_module(kind: RulingKind) -> str:
    """The module of a kind's own pages (imported by name: a bundler must be told of it)."""
    return f"floordesk.gui.wizards.{WIZARDS[kind].pages}"
