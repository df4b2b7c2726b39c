"""GUI: typed access to FloorDesk's user preferences, kept by QSettings in an INI file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from floordesk.gui.theme import ThemeChoice

_THEME = "view/theme"
_LARGE_TEXT = "view/large_text"
_GEOMETRY = "window/geometry"
_TABLE_EVENT = "window/table_event"
_TABLE = "window/table"
_IDLE_LOCK = "staff/idle_lock_s"
_LANGUAGE = "view/language"

IDLE_LOCK_DEFAULT_S = 300
IDLE_LOCK_RANGE_S = (30, 4 * 3600)


class Preferences:
    """GUI: the theme choice, the large-text option, the idle time before the window locks, the window's geometry
    and the table it showed.

    Unknown or damaged values read as the defaults, so a hand-edited file never stops FloorDesk.
    """

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    @classmethod
    def at(cls, path: Path) -> Preferences:
        return cls(QSettings(str(path), QSettings.Format.IniFormat))

    @property
    def theme_choice(self) -> ThemeChoice:
        try:
            return ThemeChoice(self._settings.value(_THEME, ThemeChoice.SYSTEM.value, type=str))
        except ValueError:
            return ThemeChoice.SYSTEM

    @theme_choice.setter
    def theme_choice(self, choice: ThemeChoice) -> None:
        self._settings.setValue(_THEME, choice.value)

    @property
    def language(self) -> str | None:
        """The language chosen in Window > Language; None: the system's."""
        value = self._settings.value(_LANGUAGE, "", type=str)
        return str(value) or None

    @language.setter
    def language(self, language: str | None) -> None:
        self._settings.setValue(_LANGUAGE, language or "")

    @property
    def large_text(self) -> bool:
        return bool(self._settings.value(_LARGE_TEXT, False, type=bool))

    @large_text.setter
    def large_text(self, large: bool) -> None:
        self._settings.setValue(_LARGE_TEXT, large)

    @property
    def idle_lock_s(self) -> int:
        """Seconds without input before the window locks (IDLE_LOCK_RANGE_S; default 5 minutes)."""
        value = self._settings.value(_IDLE_LOCK, IDLE_LOCK_DEFAULT_S)
        try:
            seconds = int(str(value))
        except ValueError:
            return IDLE_LOCK_DEFAULT_S
        low, high = IDLE_LOCK_RANGE_S
        return seconds if low <= seconds <= high else IDLE_LOCK_DEFAULT_S

    @idle_lock_s.setter
    def idle_lock_s(self, seconds: int) -> None:
        low, high = IDLE_LOCK_RANGE_S
        if not low <= seconds <= high:
            raise ValueError(
                QCoreApplication.translate("Preferences", "the idle time must be {low} to {high} seconds").format(
                    low=low, high=high
                )
            )
        self._settings.setValue(_IDLE_LOCK, seconds)

    def window_geometry(self) -> QByteArray | None:
        return self._bytes(_GEOMETRY)

    def save_window(self, geometry: QByteArray) -> None:
        # An unchanged value is not written, so a plain open-and-close leaves the file alone.
        if geometry != self.window_geometry():
            self._settings.setValue(_GEOMETRY, geometry)

    def table_shown(self, event_number: int) -> str | None:
        """The table of that event shown when the window last closed (None: none, or another event's)."""
        table = self._settings.value(_TABLE)
        if str(self._settings.value(_TABLE_EVENT, "")) != str(event_number) or not isinstance(table, str):
            return None
        return table or None

    def save_table_shown(self, event_number: int, table: str | None) -> None:
        """Keep the table shown, for a restart to show it again (None: nothing to keep)."""
        if table is not None and self.table_shown(event_number) != table:  # unchanged: the file is left alone
            self._settings.setValue(_TABLE_EVENT, event_number)
            self._settings.setValue(_TABLE, table)

    def sync(self) -> None:
        self._settings.sync()

    def _bytes(self, key: str) -> QByteArray | None:
        value = self._settings.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None
