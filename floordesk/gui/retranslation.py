"""GUI: retranslating what is on screen when Window > Language switches the language (see `floordesk.gui.language`).

Kept apart from the languages themselves, which start-up loads before its first frame: the widget classes
looked at here (menus, tab bars, combo boxes, wizard pages) are not on that frame, and loading their Qt
classes would delay it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QWidget,
    QWizardPage,
)

from floordesk.i18n import ENGLISH, Catalogue


def retranslate(roots: Iterable[QWidget], old: Catalogue, new: Catalogue) -> None:
    """Replace every text under `roots` that is `old`'s translation of a catalogue entry by `new`'s; a text made
    from an entry with placeholders ("Rules: {name}") is matched by its fixed parts and made again with its values."""
    entries = entries_between(old, new)
    made = MadeTexts(entries)

    def again(text: str) -> str | None:
        entry = entries.get(text)
        if entry is not None:
            return new.translate(*entry)
        found = made.match(text)
        if found is None:
            return None
        (context, source, comment), values = found
        try:
            return new.translate(context, source, comment).format(**values)
        except (KeyError, IndexError, ValueError):  # a translation that names its values otherwise
            return None

    retranslate_with(roots, again)


def retranslate_with(roots: Iterable[QWidget], again: Callable[[str], str | None]) -> None:
    """Put `again(text)` in place of every text under `roots` a language switch retranslates (None: leave it)."""
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            _retranslate_widget(widget, again)
        for action in root.findChildren(QAction):
            _set(action.text, action.setText, again)
            _set(action.toolTip, action.setToolTip, again)
            _set(action.iconText, action.setIconText, again)


Entry = tuple[str, str, str]
"""A catalogue entry: (context, source, disambiguation)."""

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def told_by_its_words(shown: str) -> bool:
    """Whether a text shown has placeholders, and words of its own to be told by ("{half}: {tie_card_label}" has
    none: it would take in any text with a colon)."""
    return PLACEHOLDER.search(shown) is not None and any(c.isalpha() for c in PLACEHOLDER.sub("", shown))


_TOLD_BY = 4
"""How many characters of an entry's fixed start (or end) it is filed by: few lookups a text, few entries each."""


class MadeTexts:
    """The entries whose texts have placeholders, found by the fixed text each starts with (or, starting with a
    placeholder, ends with).

    Every text on screen used to be tried against every such entry's regular expression, each made again at each
    switch: about a thousand of them, 300 ms a switch for a window of 67 widgets. Now a text meets only the entries
    whose fixed start (or end) it has, and an expression is made when first tried. The first entry in the catalogue's
    order that matches is the one, as before.
    """

    def __init__(self, entries: dict[str, Entry]) -> None:
        self._made: list[tuple[str, str, str, Entry]] = []  # (head, tail, text, entry), in the catalogue's order
        # By the first (up to) `_TOLD_BY` characters of the fixed start: by their count, then the characters; those
        # starting with a placeholder, likewise by the last of their fixed end.
        self._by_head: dict[int, dict[str, list[int]]] = {}
        self._by_tail: dict[int, dict[str, list[int]]] = {}
        self._anywhere: list[int] = []  # neither starting nor ending with fixed text: tried with every text
        for shown, entry in entries.items():
            if not told_by_its_words(shown):
                continue
            placeholders = list(PLACEHOLDER.finditer(shown))
            head, tail = shown[: placeholders[0].start()], shown[placeholders[-1].end() :]
            index = len(self._made)
            self._made.append((head, tail, shown, entry))
            if head:
                told = head[:_TOLD_BY]
                self._by_head.setdefault(len(told), {}).setdefault(told, []).append(index)
            elif tail:
                told = tail[-_TOLD_BY:]
                self._by_tail.setdefault(len(told), {}).setdefault(told, []).append(index)
            else:
                self._anywhere.append(index)

    def match(self, text: str) -> tuple[Entry, dict[str, str]] | None:
        """The first entry `text` was made from, and the values in its placeholders; None: none."""
        candidates = [*self._anywhere]
        for length, heads in self._by_head.items():
            candidates += heads.get(text[:length], ())
        for length, tails in self._by_tail.items():
            candidates += tails.get(text[-length:], ())
        for index in sorted(candidates):
            head, tail, shown, entry = self._made[index]
            # Each placeholder holds one character at least.
            if len(text) > len(head) + len(tail) and text.startswith(head) and text.endswith(tail):
                found = pattern_of(shown).fullmatch(text)
                if found is not None:
                    return entry, found.groupdict()
        return None


@cache
def pattern_of(shown: str) -> re.Pattern[str]:
    """A regular expression matching `shown` with any values in its named placeholders (each named once)."""
    parts, seen, at = [], set(), 0
    for placeholder in PLACEHOLDER.finditer(shown):
        name = placeholder.group(1)
        parts.append(re.escape(shown[at : placeholder.start()]))
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        at = placeholder.end()
    parts.append(re.escape(shown[at:]))
    return re.compile("".join(parts), re.DOTALL)


def entries_between(old: Catalogue, new: Catalogue) -> dict[str, Entry]:
    """What each text shown in `old`'s language is: (context, source, disambiguation), plural texts aside."""
    keys = (new if old.language == ENGLISH else old).messages
    if old.language == ENGLISH:
        return {source: (context, source, comment) for context, source, comment in keys if "%n" not in source}
    told: dict[str, Entry] = {}
    for (context, source, comment), forms in keys.items():
        if len(forms) != 1 or not forms[0] or "%n" in source:
            continue
        shown = forms[0]
        held = told.get(shown)
        # One text may translate several entries: German's "Button" is the toolbar's and the dealer's button in a
        # sentence, its nouns capitalised either way. A whole text on screen starts as its entry does, capital or not.
        if held is None or _starts_alike(source, shown) >= _starts_alike(held[1], shown):
            told[shown] = (context, source, comment)
    return told


def _starts_alike(source: str, shown: str) -> bool:
    return source[:1].isupper() == shown[:1].isupper()


def _set(get: Callable[[], str], put: Callable[[str], None], again: Callable[[str], str | None]) -> None:
    text = get()
    if text:
        translated = again(text)
        if translated is not None:
            put(translated)


def _retranslate_widget(widget: QWidget, again: Callable[[str], str | None]) -> None:
    _set(widget.windowTitle, widget.setWindowTitle, again)
    _set(widget.toolTip, widget.setToolTip, again)
    if isinstance(widget, QLabel | QAbstractButton):
        _set(widget.text, widget.setText, again)
    if isinstance(widget, QGroupBox | QMenu):
        _set(widget.title, widget.setTitle, again)
    if isinstance(widget, QLineEdit):
        _set(widget.placeholderText, widget.setPlaceholderText, again)
    if isinstance(widget, QWizardPage):
        _set(widget.title, widget.setTitle, again)
        _set(widget.subTitle, widget.setSubTitle, again)
    if isinstance(widget, QTabBar):
        _retranslate_items(widget.count(), widget.tabText, widget.setTabText, again)
    if isinstance(widget, QComboBox):
        _retranslate_items(widget.count(), widget.itemText, widget.setItemText, again)


def _retranslate_items(
    count: int, get: Callable[[int], str], put: Callable[[int, str], None], again: Callable[[str], str | None]
) -> None:
    for index in range(count):
        translated = again(get(index))
        if translated is not None:
            put(index, translated)
