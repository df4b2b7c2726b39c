"""GUI: the ruling wizards: `RulingWizard` renders any core flow (`floordesk.core.flows`), a page per step.

`WIZARDS` is the GUI's one registry of ruling kinds: what the Rulings menu, its
toolbar and the seat menu offer, and the module holding the kind's own pages
(its `PAGES`, imported with the first wizard of the kind). The core's parts of
a kind are in `floordesk.core.ruling.KINDS`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from floordesk.core.ruling import RulingKind
from floordesk.i18n import noop


@dataclass(frozen=True)
class WizardEntry:
    """A ruling kind's wizard in the window."""

    menu_text: str
    toolbar_text: str
    """the toolbar's short name (the menu's full ones made it overflow in large text, hiding Penalty)"""
    shortcut: str
    pages: str
    """its pages' module under floordesk.gui.wizards, whose `PAGES` maps step keys to pages"""
    whole_table: bool = False
    """a ruling about the whole table, not one player: the seat menu leaves it out"""

    def menu(self) -> str:
        """The menu's text in the window's language."""
        return QCoreApplication.translate("WizardEntry", self.menu_text)

    def toolbar(self) -> str:
        """The toolbar's text in the window's language."""
        return QCoreApplication.translate("WizardEntry", self.toolbar_text)


WIZARDS: dict[RulingKind, WizardEntry] = {
    RulingKind.CHIP_RACE: WizardEntry(
        noop("WizardEntry", "&Colour-up and chip race…"),
        noop("WizardEntry", "Chip race"),
        "Ctrl+Shift+R",
        "chip_race_pages",
    ),
    RulingKind.FOUND_CHIPS: WizardEntry(
        noop("WizardEntry", "Chips &found after a race…"),
        noop("WizardEntry", "Found chips"),
        "Ctrl+Shift+F",
        "found_chips_pages",
    ),
    RulingKind.POTS: WizardEntry(
        noop("WizardEntry", "&Settle pot (side pots, split, odd chips)…"),
        noop("WizardEntry", "Settle pot"),
        "Ctrl+Shift+P",
        "pots_pages",
    ),
    RulingKind.CLOCK: WizardEntry(
        noop("WizardEntry", "Call the c&lock…"),
        noop("WizardEntry", "Clock"),
        "Ctrl+Shift+K",
        "clock_pages",
    ),
    RulingKind.BUTTON: WizardEntry(
        noop("WizardEntry", "&Button and blinds for the next hand…"),
        noop("WizardEntry", "Button"),
        "Ctrl+Shift+B",
        "button_pages",
        whole_table=True,
    ),
    RulingKind.PENALTY: WizardEntry(
        noop("WizardEntry", "&Penalty or warning…"),
        noop("WizardEntry", "Penalty"),
        "Ctrl+Shift+W",
        "penalty_pages",
    ),
}
"""The wizards the window offers, in menu order."""


def pages_module(kind: RulingKind) -> str:
    """The module of a kind's own pages (imported by name: a bundler must be told of it)."""
    return f"floordesk.gui.wizards.{WIZARDS[kind].pages}"
