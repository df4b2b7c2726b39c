"""GUI: retranslating what is on screen when Window > Language switches the language (see `floordesk.gui.language`).

Kept apart from the languages themselves, which start-up loads before its first frame: the widget classes
looked at here (menus, tab bars, combo boxes, wizard pages) are not on that frame, and loading their Qt
classes would delay it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

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
    entries = _entries(old, new)
    patterns = [
        (_pattern(shown), entry)
        for shown, entry in entries.items()
        # "{half}: {tie_card_label}" has no word of its own to be told by: it would take in any text with a colon
        if _PLACEHOLDER.search(shown) and any(character.isalpha() for character in _PLACEHOLDER.sub("", shown))
    ]

    def again(text: str) -> str | None:
        entry = entries.get(text)
        if entry is not None:
            return new.translate(*entry)
        for pattern, (context, source, comment) in patterns:
            found = pattern.fullmatch(text)
            if found is not None:
                try:
                    return new.translate(context, source, comment).format(**found.groupdict())
                except (KeyError, IndexError, ValueError):  # a translation that names its values otherwise
                    return None
        return None

    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            _retranslate_widget(widget, again)
        for action in root.findChildren(QAction):
            _set(action.text, action.setText, again)
            _set(action.toolTip, action.setToolTip, again)
            _set(action.iconText, action.setIconText, again)


_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def _pattern(shown: str) -> re.Pattern[str]:
    """A regular expression matching `shown` with any values in its named placeholders (each named once)."""
    parts, seen, at = [], set(), 0
    for placeholder in _PLACEHOLDER.finditer(shown):
        name = placeholder.group(1)
        parts.append(re.escape(shown[at : placeholder.start()]))
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        at = placeholder.end()
    parts.append(re.escape(shown[at:]))
    return re.compile("".join(parts), re.DOTALL)


def _entries(old: Catalogue, new: Catalogue) -> dict[str, tuple[str, str, str]]:
    """What each text shown in `old`'s language is: (context, source, disambiguation), plural texts aside."""
    keys = (new if old.language == ENGLISH else old).messages
    if old.language == ENGLISH:
        return {source: (context, source, comment) for context, source, comment in keys if "%n" not in source}
    return {
        forms[0]: (context, source, comment)
        for (context, source, comment), forms in keys.items()
        if len(forms) == 1 and forms[0] and "%n" not in source
    }


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
