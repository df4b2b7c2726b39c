"""GUI: the main window. It lays out the menus, the table tabs, the side panel and the status bar; no rules here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QWidget

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QCloseEvent, QUndoStack
    from PySide6.QtWidgets import QDialog, QMenu

    from floordesk.core.ruling import RulingKind
    from floordesk.gui.appearance import Appearance
    from floordesk.gui.event_controls import EventControls
    from floordesk.gui.operations.rulings import RulingOperations
    from floordesk.gui.panels.table_panel import TablePanel
    from floordesk.gui.settings import Preferences
    from floordesk.gui.side_windows import SideWindows
    from floordesk.gui.staff_controls import StaffControls
    from floordesk.gui.staff_session import StaffSession
    from floordesk.gui.table_view.model import EventModel
    from floordesk.gui.table_view.operations import TableOperations
    from floordesk.gui.table_view.view import TableView
    from floordesk.gui.theme import ThemeChoice
    from floordesk.gui.wizards.pots_award import PotAwards
    from floordesk.store.log import IncidentStore


DEFAULT_SIZE = (1280, 800)
SCREEN_SHARE = 0.9  # a first window never fills more of the screen than this
MESSAGE_MS = 12_000
SIDE_PANEL_WIDTH = 330


class MainWindow(QMainWindow):
    """GUI: FloorDesk's main window: the event's tables in tabs, the side panel, menus and status bar.

    Built in two steps, so that start-up paints it at once: the constructor makes its shell (the title, the
    size it had, the theme's colours, which `appearance` has given the application); `compose`, once the
    composition root (`floordesk.gui.app`) has opened the log, takes the event's model (which saves the event
    after every change), the undo stack, the table operations and the controllers (their parent the window)
    and lays the window out. The geometry is saved in the preferences when it closes and restored when the
    next one is built. `store` is the open incident log; `session` says who is signed in (see StaffControls).
    """

    def __init__(self, appearance: Appearance, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(QApplication.applicationName())  # until the event's name comes with the log
        self._appearance = appearance
        self._preferences = preferences
        self._pot_awards: PotAwards | None = None  # built when first asked for
        self.rulings: RulingOperations | None = None  # attached once the incident log is open
        self._panel: TablePanel | None = None  # built once the window is on screen (see build_side_panel)
        geometry = preferences.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            available = self.screen().availableGeometry()
            self.resize(
                min(DEFAULT_SIZE[0], int(available.width() * SCREEN_SHARE)),
                min(DEFAULT_SIZE[1], int(available.height() * SCREEN_SHARE)),
            )

    def compose(
        self,
        model: EventModel,
        undo_stack: QUndoStack,
        controls: tuple[TableOperations, StaffControls, EventControls, SideWindows],
        *,
        store: IncidentStore,
        session: StaffSession,
    ) -> None:
        """Lay the window out from what the composition root built for it."""
        # Loaded with the log, after the shell's first frame: the tables, the menus and what they need.
        from floordesk.gui.table_tabs import TableTabs
        from floordesk.gui.table_view.payload import DragAmount

        self.model, self.undo_stack, self.store, self.session = model, undo_stack, store, session
        model.setParent(self)  # the window owns what it shows: they live as long as it
        undo_stack.setParent(self)
        self.operations, self.staff_controls, self.event_controls, self.side_windows = controls
        self.drag_amount = DragAmount()
        appearance = self._appearance
        theme = appearance.theme
        self.tabs = TableTabs(self.model, self.operations, self.drag_amount, theme.table, appearance.text_scale)
        self._build_menus()
        self._build_split()
        self._build_status_bar()
        appearance.style_chrome(self.menuBar(), self.statusBar(), self.event_controls.banner)
        self.tabs.focus_changed.connect(self._show_table_info)
        self.tabs.seat_edit_requested.connect(self._edit_seat)
        self.tabs.tab_menu_requested.connect(lambda table, where: self.tab_menu(table).exec(where))
        self.model.event_changed.connect(self._show_event)
        self.model.event_switched.connect(self._on_event_switched)
        self.model.save_failed.connect(self.show_message)
        appearance.changed.connect(self._on_appearance_changed)
        self._show_table_info()
        self.tabs.show_table(self._preferences.table_shown(self.model.current_event.number))  # gone: the first

    @property
    def panel(self) -> TablePanel:
        """The side panel: the hand, the chip rack and the selected seat."""
        return self.build_side_panel()

    def build_side_panel(self) -> TablePanel:
        """Fill the side panel if it is not yet; start-up does it once the window is shown (its place kept)."""
        if self._panel is None:
            # the panel's module loads once the window is shown, not before it
            from floordesk.core.ruling import RulingKind
            from floordesk.gui.panels.table_panel import TablePanel

            self._panel = TablePanel(
                self.operations, self.drag_amount, self.next_hand_action, SIDE_PANEL_WIDTH, self.tabs.focus_table
            )
            self._panel.add_hand_action(self.award_pot_action, self.tr("Award pot"))
            if self.rulings is not None:
                self._panel.add_hand_action(self.ruling_actions[RulingKind.POTS], self.tr("Settle pot"))
            self._split.replaceWidget(1, self._panel)
            self._side_placeholder.deleteLater()
            self._panel.setVisible(self.side_panel_action.isChecked())
            self._show_table_info()
        return self._panel

    @property
    def table_view(self) -> TableView | None:
        """The diagram of the table shown."""
        return self.tabs.current_view

    # -- building ---------------------------------------------------------
    def _build_menus(self) -> None:
        menus = self.menuBar()
        self._build_file_menu(menus.addMenu(self.tr("&File")))
        self._build_edit_menu(menus.addMenu(self.tr("&Edit")))
        self._build_table_menu(menus.addMenu(self.tr("&Table")))
        self.event_controls.build_menu(menus.addMenu(self.tr("E&vent")))
        self._build_view_menu(menus.addMenu(self.tr("&View")))
        self._rulings_menu = menus.addMenu(self.tr("&Rulings"))
        self._rulings_menu.setEnabled(False)  # until `attach_rulings`
        log_menu = menus.addMenu(self.tr("&Log"))
        show_log = self.side_windows.show_incident_log
        self.incident_log_action = _entry(log_menu, self.tr("&Incident log…"), show_log, "Ctrl+Shift+L")
        self.window_menu = menus.addMenu(self.tr("&Window"))
        self.window_menu.addActions(self.staff_controls.window_actions)
        self._build_help_menu(menus.addMenu(self.tr("&Help")))

    def _build_file_menu(self, menu: QMenu) -> None:
        menu.addActions(self.staff_controls.file_actions)
        menu.addSeparator()
        self.quit_action = _entry(menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    def _build_edit_menu(self, menu: QMenu) -> None:
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)]
        self.redo_action.setShortcuts(list(dict.fromkeys(redo_keys)))
        menu.addActions([self.undo_action, self.redo_action])

    def _build_table_menu(self, menu: QMenu) -> None:
        from floordesk.gui.pot_hold_controls import PotHoldControls  # the menus come after the first frame

        self.next_hand_action = _entry(menu, self.tr("&Next hand"), self.next_hand, "Ctrl+Return")
        self.award_pot_action = _entry(menu, self.tr("&Award pot…"), self.award_pot, "Ctrl+Shift+A")
        tip = self.tr("Give the pot out as the rules say, when nobody disputes it (no ruling)")
        self.award_pot_action.setToolTip(tip)
        # The impounded pot (issue 30): held while a dispute is reviewed, released once it is decided.
        self.pot_hold = PotHoldControls(
            self, self.operations, self.session, lambda: self.tabs.current_table, self.show_message
        )
        self.pot_hold.build_menu(menu)
        self.hold_pot_action, self.release_pot_action = self.pot_hold.hold_action, self.pot_hold.release_action
        self.new_table_action = _entry(menu, self.tr("New &table…"), self.ask_new_table, "Ctrl+T")
        self.misdeal_action = self.tabs.serve_table_menu(menu)
        menu.addSeparator()
        step = self.tabs.step_table
        self.next_table_action = _entry(menu, self.tr("Ne&xt table"), lambda: step(1), "Ctrl+Tab", "Ctrl+PgDown")
        self.previous_table_action = _entry(
            menu, self.tr("Pre&vious table"), lambda: step(-1), "Ctrl+Shift+Tab", "Ctrl+PgUp"
        )

    def _build_view_menu(self, menu: QMenu) -> None:
        from PySide6.QtGui import QActionGroup  # the menus come after the first frame

        from floordesk.gui.theme import ThemeChoice  # (as above)

        self._view_menu = menu
        self._theme_menu = theme_menu = menu.addMenu(self.tr("&Theme"))
        group = QActionGroup(self)
        group.setExclusive(True)
        self.theme_actions: dict[ThemeChoice, QAction] = {}
        labels = dict(zip(ThemeChoice, (self.tr("&System"), self.tr("&Light"), self.tr("&Dark")), strict=True))
        for choice, label in labels.items():
            action = theme_menu.addAction(label)
            action.setCheckable(True)
            action.setData(choice.value)
            group.addAction(action)
            self.theme_actions[choice] = action
        self.theme_actions[self._appearance.choice].setChecked(True)
        group.triggered.connect(lambda action: self._appearance.set_choice(ThemeChoice(action.data())))
        self.large_text_action = menu.addAction(self.tr("&Large text"))
        self.large_text_action.setCheckable(True)
        self.large_text_action.setChecked(self._appearance.large_text)
        self.large_text_action.setShortcut(QKeySequence("Ctrl+Shift+T"))  # Ctrl+Shift+L opens the log
        self.large_text_action.toggled.connect(self._appearance.set_large_text)

    def _build_help_menu(self, menu: QMenu) -> None:
        rule_book, about = self.side_windows.show_rule_book, self.side_windows.show_about
        self.rule_book_action = _entry(menu, self.tr("&Rule book"), rule_book, QKeySequence.StandardKey.HelpContents)
        self.about_action = _entry(menu, self.tr("&About FloorDesk"), about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def show_texts(self) -> None:  # again, in the language now spoken
        self._show_event()
        self._show_table_info()

    def load_icons(self) -> None:
        """Give the menus their icons; called once the window is on screen (start-up does not wait for SVG)."""
        from floordesk.gui.icons import icon  # (as the docstring says)

        for action, name in (
            (self.quit_action, "quit"),
            (self._theme_menu.menuAction(), "theme"),
            (self.rule_book_action, "rules"),
            (self.about_action, "about"),
        ):
            action.setIcon(icon(name))

    def _build_split(self) -> None:
        # A splitter, not a dock: a dock widget costs start-up some 15 ms, and the panel need not float.
        self._split = QSplitter(Qt.Orientation.Horizontal)
        self._split.setChildrenCollapsible(False)
        self._side_placeholder = QWidget()
        self._side_placeholder.setMinimumWidth(SIDE_PANEL_WIDTH)
        self._split.addWidget(self.tabs)
        self._split.addWidget(self._side_placeholder)
        self._split.setStretchFactor(0, 1)
        # Sizes are shared out in proportion: the table takes all but the panel's minimum.
        self._split.setSizes([10 * SIDE_PANEL_WIDTH, SIDE_PANEL_WIDTH])
        self.setCentralWidget(self.event_controls.under_banner(self._split))
        self._view_menu.addSeparator()
        self.side_panel_action = self._view_menu.addAction(self.tr("Side &panel"))
        self.side_panel_action.setCheckable(True)
        self.side_panel_action.setChecked(True)
        self.side_panel_action.setShortcut(QKeySequence("F9"))
        self.side_panel_action.toggled.connect(self._show_side_panel)

    def attach_rulings(self, rulings: RulingOperations) -> RulingOperations:
        """The Rulings menu and toolbar, and the seat menus' rulings, for the rulings `compose` built."""
        from PySide6.QtWidgets import QMenu  # the rules come after the first frame

        from floordesk.core.ruling import RulingKind  # (as above)
        from floordesk.gui.wizards import WIZARDS  # (as above)

        self.rulings = rulings
        rulings.table_actions[RulingKind.POTS] = (self.hold_pot_action,)  # a dispute: the pot held first
        toolbar = self.addToolBar("Rulings")
        toolbar.setObjectName("RulingsToolBar")
        self.ruling_actions: dict[RulingKind, QAction] = {}
        for kind, entry in WIZARDS.items():
            action = self._rulings_menu.addAction(entry.menu(), QKeySequence(entry.shortcut))
            action.triggered.connect(lambda _=False, k=kind: self.start_ruling(k))
            action.setIconText(entry.toolbar())
            toolbar.addAction(action)
            self.ruling_actions[kind] = action
        self._rulings_menu.addSeparator()
        self.overrule_action = self._rulings_menu.addAction(self.tr("&Overrule a ruling…"))
        self.overrule_action.triggered.connect(self.ask_overrule)
        self.event_controls.attach_event_changes(self.rulings)
        self._rulings_menu.setEnabled(True)
        # Offered beside "Next hand": the markers the rule gives, previewed and ruled before dealing.
        self.preview_hand_action = QAction(self.tr("&Preview next hand…"), self)
        self.preview_hand_action.triggered.connect(lambda: self.start_ruling(RulingKind.BUTTON))
        menu = self.next_hand_action.parent()
        if isinstance(menu, QMenu):
            menu.insertAction(self.award_pot_action, self.preview_hand_action)
        self.tabs.ruling_requested.connect(lambda kind, seat: self.start_ruling(RulingKind(kind), seat))
        return self.rulings

    def ask_overrule(self) -> QDialog | None:
        """Rule 44: the incident to overrule, by number (also from the log window's list); who may not, told first."""
        from floordesk.gui.operations.hand_over import OverruleAsk  # with the wizards' widgets: when first asked for

        rulings = self.rulings
        if rulings is None:
            return None
        return OverruleAsk.ask(self.store, self.session, rulings.overrule_refusal, rulings.start_overrule, self)

    def start_ruling(self, kind: RulingKind, seat: int | None = None) -> None:
        table = self.tabs.current_table
        if self.rulings is not None and table is not None:
            self.rulings.start(kind, table, seat if seat is not None else self.tabs.selected_seat)

    def _show_side_panel(self, shown: bool) -> None:
        (self._panel or self._side_placeholder).setVisible(shown)

    def _build_status_bar(self) -> None:
        from floordesk.gui.status_bar import StatusBar, WindowLabels  # after the first frame, with the log

        status = StatusBar()
        self.setStatusBar(status)
        labels = WindowLabels.add_to(status, self.model.current_event.name)
        self.event_label, self.table_label, self.level_label, self.rules_label = labels
        self._show_event()

    def show_message(self, text: str) -> None:
        """Say what a change did, or why it was refused, in the status bar."""
        self.statusBar().showMessage(text, MESSAGE_MS)

    # -- reactions --------------------------------------------------------
    def _show_table_info(self) -> None:
        table, seat = self.tabs.current_table, self.tabs.selected_seat
        session = None if table is None else self.model.session(table)
        if self._panel is not None:
            self._panel.show_table(session, seat, self.model.current_event.available_players)
            # What the panel says the next hand does, worked out once (it deals the hand in advance), and not
            # before the window's first frame: the panel is built after it.
            self.next_hand_action.setToolTip(self._panel.next_hand_label.text())
        self.next_hand_action.setEnabled(session is not None)
        self.award_pot_action.setEnabled(session is not None and bool(session.hand.pot))
        self.pot_hold.show_table(session)
        if table is not None and session is not None:
            from floordesk.gui.status_bar import show_seats_taken  # loaded by then: with the status bar

            show_seats_taken(self.table_label, table, session)

    def _edit_seat(self, seat: int) -> None:
        view = self.tabs.current_view
        if view is not None:
            view.select_seat(seat)
        self.panel.seat_editor.start_editing()

    def _show_event(self) -> None:
        event = self.model.current_event
        self.setWindowTitle(self.tr("FloorDesk — {name}").format(name=event.name))
        self.event_label.set_full_text(event.name)
        level = event.current_level()
        shown = self.tr("Level {number}: {level}").format(number=event.level + 1, level=level and level.describe())
        self.level_label.set_full_text(self.tr("No structure of levels") if level is None else shown)
        self.event_controls.show_levels(event)

    def _on_event_switched(self) -> None:
        self.undo_stack.clear()  # the changes made to another event cannot be undone in this one
        self.show_texts()

    def tab_menu(self, table: str) -> QMenu:
        from floordesk.gui.table_admin import tab_menu  # the tab's menu loads when first opened

        return tab_menu(self, self.model, self.operations, table)

    def next_hand(self) -> None:
        table = self.tabs.current_table
        if table is not None:
            self.operations.next_hand(table)

    def award_pot(self) -> None:
        """Give the pot of the table shown out without a ruling (one undo step)."""
        if (table := self.tabs.current_table) is None:
            return
        if self._pot_awards is None:
            from floordesk.core.ruling import RulingKind  # loaded by then (attach_rulings)
            from floordesk.gui.wizards.pots_award import PotAwards  # with the first award, not at start-up

            by_ruling = self.ruling_actions[RulingKind.POTS].trigger  # a pot once held is given out by its ruling
            self._pot_awards = PotAwards(self.model, self.operations, self.show_message, self, by_ruling)
        self._pot_awards.start(table)

    def ask_new_table(self) -> None:
        from floordesk.gui.dialogs.new_table import ask_new_table  # a dialog loads when first opened

        answer = ask_new_table(self, self.model.table_names(), self.model.current_event.new_table_name)
        if answer is not None:
            self.operations.add_table(*answer)

    def _on_appearance_changed(self) -> None:
        appearance = self._appearance
        self.theme_actions[appearance.choice].setChecked(True)
        self.large_text_action.setChecked(appearance.large_text)
        self.tabs.restyle(appearance.theme.table, appearance.text_scale)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._preferences.save_window(self.saveGeometry())
        if "tabs" in vars(self):  # a shell never filled (its log could not be opened) shows no table
            self._preferences.save_table_shown(self.model.current_event.number, self.tabs.current_table)
        super().closeEvent(event)


def _entry(menu: QMenu, text: str, slot: Callable[[], object], *keys: str | QKeySequence.StandardKey) -> QAction:
    """A menu's entry that calls `slot`, reached by `keys` (the first is the one the menu shows)."""
    action = menu.addAction(text)
    # a standard key this platform binds to nothing gives no shortcut, as setShortcut gives it
    action.setShortcuts([sequence for sequence in (QKeySequence(key) for key in keys) if not sequence.isEmpty()])
    action.triggered.connect(slot)
    return action
