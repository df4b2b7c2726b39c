"""GUI: the main window. It lays out the menus, the table diagram and the status bar; no rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from floordesk import RULES_EDITION
from floordesk.app_paths import AppPaths
from floordesk.core.event import Event
from floordesk.core.table import Table
from floordesk.gui.icons import icon
from floordesk.gui.settings import Preferences
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.table_view.view import TableView
from floordesk.gui.theme import Appearance, ThemeChoice

if TYPE_CHECKING:
    from floordesk.gui.dialogs.rule_book import RuleBookDialog

DEFAULT_SIZE = (1280, 800)
SCREEN_SHARE = 0.9  # a first window never fills more of the screen than this
RULES_SHORT_NAME = "WSOP 2009"


class MainWindow(QMainWindow):
    """GUI: FloorDesk's main window, showing the current table of the current event.

    Every dependency comes in through the constructor (see `floordesk.gui.app.compose`).
    The window's geometry and state are saved in the preferences when it closes
    and restored when the next one is built.
    """

    def __init__(
        self,
        event: Event,
        appearance: Appearance,
        preferences: Preferences,
        paths: AppPaths,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self._event = event
        self._appearance = appearance
        self._preferences = preferences
        self._paths = paths
        self._rule_book: RuleBookDialog | None = None  # built when first asked for
        table = event.tables[0]
        self.setWindowTitle(f"FloorDesk \N{EM DASH} {event.name}")
        scene = TableScene(table, event.name, appearance.theme.table, appearance.text_scale)
        self.table_view = TableView(scene, self)
        self.setCentralWidget(self.table_view)
        self._build_menus()
        self._build_status_bar(table)
        appearance.changed.connect(self._on_appearance_changed)
        self._restore_window()

    # -- building ---------------------------------------------------------
    def _build_menus(self) -> None:
        menus = self.menuBar()
        file_menu = menus.addMenu("&File")
        self.quit_action = file_menu.addAction("&Quit")
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        view_menu = menus.addMenu("&View")
        theme_menu = view_menu.addMenu("&Theme")
        group = QActionGroup(self)
        group.setExclusive(True)
        self.theme_actions: dict[ThemeChoice, QAction] = {}
        labels = {ThemeChoice.SYSTEM: "&System", ThemeChoice.LIGHT: "&Light", ThemeChoice.DARK: "&Dark"}
        for choice, label in labels.items():
            action = theme_menu.addAction(label)
            action.setCheckable(True)
            action.setData(choice.value)
            group.addAction(action)
            self.theme_actions[choice] = action
        self.theme_actions[self._appearance.choice].setChecked(True)
        group.triggered.connect(self._on_theme_chosen)
        self._theme_menu = theme_menu

        self.large_text_action = view_menu.addAction("&Large text")
        self.large_text_action.setCheckable(True)
        self.large_text_action.setChecked(self._appearance.large_text)
        self.large_text_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.large_text_action.toggled.connect(self._appearance.set_large_text)

        help_menu = menus.addMenu("&Help")
        self.rule_book_action = help_menu.addAction("&Rule book")
        self.rule_book_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rule_book_action.triggered.connect(self.show_rule_book)
        self.about_action = help_menu.addAction("&About FloorDesk")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

    def load_icons(self) -> None:
        """Give the menus their icons; called once the window is on screen (start-up does not wait for SVG)."""
        for action, name in (
            (self.quit_action, "quit"),
            (self._theme_menu.menuAction(), "theme"),
            (self.rule_book_action, "rules"),
            (self.about_action, "about"),
        ):
            action.setIcon(icon(name))

    def _build_status_bar(self, table: Table) -> None:
        status = self.statusBar()
        taken = len(table.occupants)
        self.event_label = QLabel(self._event.name)
        self.table_label = QLabel(f"{table.name}: {taken} of {table.seats_max} seats taken")
        self.rules_label = QLabel(f"Rules: {RULES_SHORT_NAME}")
        self.rules_label.setToolTip(f"FloorDesk follows the {RULES_EDITION}")
        status.addWidget(self.event_label)
        status.addWidget(self.table_label)
        status.addPermanentWidget(self.rules_label)

    def _restore_window(self) -> None:
        geometry = self._preferences.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            available = self.screen().availableGeometry()
            self.resize(
                min(DEFAULT_SIZE[0], int(available.width() * SCREEN_SHARE)),
                min(DEFAULT_SIZE[1], int(available.height() * SCREEN_SHARE)),
            )
        state = self._preferences.window_state()
        if state is not None:
            self.restoreState(state)

    # -- reactions --------------------------------------------------------
    def _on_theme_chosen(self, action: QAction) -> None:
        self._appearance.set_choice(ThemeChoice(action.data()))

    def _on_appearance_changed(self) -> None:
        appearance = self._appearance
        self.theme_actions[appearance.choice].setChecked(True)
        self.large_text_action.setChecked(appearance.large_text)
        self.table_view.table_scene.restyle(appearance.theme.table, appearance.text_scale)

    # The dialogs' modules are imported on first use: start-up does not need them.
    def show_about(self) -> None:
        from floordesk.gui.dialogs.about import build_about_box

        build_about_box(self._paths, self).exec()

    def show_rule_book(self) -> None:
        if self._rule_book is None:
            from floordesk.gui.dialogs.rule_book import RuleBookDialog

            self._rule_book = RuleBookDialog(self)
        self._rule_book.show()
        self._rule_book.raise_()
        self._rule_book.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._preferences.save_window(self.saveGeometry(), self.saveState())
        super().closeEvent(event)
