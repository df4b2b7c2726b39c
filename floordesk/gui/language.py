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

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal
from PySide6.QtWidgets import QApplication

from floordesk.i18n import ENGLISH, LANGUAGES, SPEAKER, catalogue, catalogue_path, supported
from floordesk.resources import resource_root

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from floordesk.gui.settings import Preferences


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
        from floordesk.gui.retranslation import retranslate  # not on the first frame: see that module

        old = catalogue(self.language)
        self.use(language)
        retranslate(QApplication.topLevelWidgets(), old, catalogue(language))
        for widget in QApplication.allWidgets():
            widget.update()  # what is drawn (the table's labels, its counts) is drawn again in the new language
        self.changed.emit(language)


def add_language_menu(parent: QMenu, languages: Languages, preferences: Preferences) -> QMenu:
    """Window > Language: the system's language or one FloorDesk speaks, switched on the spot and kept."""
    menu = parent.addMenu(QCoreApplication.translate("LanguageMenu", "&Language"))
    from PySide6.QtGui import QActionGroup  # the menus come after the first frame

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
