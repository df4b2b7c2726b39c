"""GUI: the language of the window, chosen at start (--lang, FLOORDESK_LANG, Window > Language, the system's)
and switched from Window > Language without a restart.

Switching installs the new catalogue in Qt (FloorDesk's and Qt's own, for the standard buttons), tells the
Qt-free code (`floordesk.i18n.SPEAKER`), and retranslates what is on screen: each text of each widget and
action that is a catalogue entry in the old language is looked up and replaced by the same entry in the
new one. Texts put together from several parts (a seat's count, the status bar) are rebuilt by their
owners, who listen to `changed`; dialogs and wizards opened later are built in the new language. Number
boxes on screen are given the new language's locale at once, and show their numbers grouped its way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QWidget,
    QWizardPage,
)

from floordesk.gui.settings import Preferences
from floordesk.i18n import ENGLISH, LANGUAGES, SPEAKER, Catalogue, catalogue, catalogue_path, supported
from floordesk.resources import resource_root


def system_language() -> str:
    """The system's language if FloorDesk speaks it, else English."""
    return supported(QLocale.system().name()) or ENGLISH


class Languages(QObject):
    """GUI: the application's installed translators and the language they speak."""

    changed = Signal(str)
    """the new language's code, once everything that could be retranslated on the spot has been"""

    def __init__(self, app: QCoreApplication, language: str = ENGLISH) -> None:
        super().__init__(app)
        self._app = app
        self._translators: list[QTranslator] = []
        self.language = ENGLISH
        self.use(language)

    def use(self, language: str) -> None:
        """Install `language`'s catalogues (FloorDesk's and Qt's); raises OSError when FloorDesk's cannot load."""
        for translator in self._translators:
            self._app.removeTranslator(translator)
        self._translators = []
        ours = QTranslator(self)
        if ours.load(str(catalogue_path(language))):
            self._translators.append(ours)
        elif language != ENGLISH:  # without its plural forms English still reads ("1 chip(s)")
            raise OSError(
                QCoreApplication.translate(
                    "Languages", "the {LANGUAGES} catalogue cannot be loaded from {resource_root}"
                ).format(LANGUAGES=LANGUAGES[language], resource_root=resource_root())
            )
        if language != ENGLISH:
            qt_own = QTranslator(self)
            # Qt's own (the standard buttons' OK, Cancel, Yes): the bundle keeps the languages FloorDesk speaks.
            if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._translators.insert(0, qt_own)
        for translator in self._translators:
            self._app.installTranslator(translator)
        QLocale.setDefault(QLocale(language))
        SPEAKER.use(language)
        # Widgets take the default locale when made; told it changed, the application gives it to those on screen
        # (a spin box then shows its number again, grouped the new language's way).
        QCoreApplication.sendEvent(self._app, QEvent(QEvent.Type.LocaleChange))
        self.language = language

    def switch(self, language: str) -> None:
        """Speak `language` from now on, retranslating the widgets on screen."""
        if language == self.language:
            return
        old = catalogue(self.language)
        self.use(language)
        retranslate(QApplication.topLevelWidgets(), old, catalogue(language))
        for widget in QApplication.allWidgets():
            widget.update()  # what is drawn (the table's labels, its counts) is drawn again in the new language
        self.changed.emit(language)


def add_language_menu(parent: QMenu, languages: Languages, preferences: Preferences) -> QMenu:
    """Window > Language: the system's language or one FloorDesk speaks, switched on the spot and kept."""
    menu = parent.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
    menu.setObjectName("LanguageMenu")
    group = QActionGroup(menu)
    system = QCoreApplication.translate("LanguageMenu", "&System language")
    for code, name in [(None, system), *LANGUAGES.items()]:
        action = menu.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == preferences.language)
        group.addAction(action)
        action.triggered.connect(lambda _=False, chosen=code: choose(languages, preferences, chosen))
    return menu


def choose(languages: Languages, preferences: Preferences, language: str | None) -> None:
    """Speak `language` (None: the system's) from now on, and at the next start."""
    preferences.language = language
    languages.switch(language or system_language())


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
