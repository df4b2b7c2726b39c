"""GUI: the event's tables, one page each, switched by tabs. A page's diagram is built the first time it is shown.

The tab bar appears once the event has a second table (and is not built
before: a lone table needs none, and start-up does not pay for it). Each page
keeps its own selected seat. When a table changes (an operation, an undo or a
redo) its page comes to the front, so the supervisor always sees what the
last change did. The keyboard follows the table shown: when another page comes
to the front while the keyboard was on the tables (a tab clicked, a table added,
Ctrl+Tab), the new page's diagram takes it, so number keys and Enter act on the
table in view and never on a hidden one.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTabBar, QVBoxLayout, QWidget

from floordesk.core.table import Player
from floordesk.gui.table_view.menus import misdeal_entry, show_misdeal_refusal
from floordesk.gui.table_view.model import EventModel
from floordesk.gui.table_view.operations import TableOperations, literal
from floordesk.gui.table_view.payload import DragAmount
from floordesk.gui.table_view.scene import TableScene
from floordesk.gui.table_view.view import TableView
from floordesk.gui.theme import TableColours

TAB_PIXELS = 40
"""The least height and width of a table's tab: a finger switches tables (as the side panel's buttons are high)."""


class _TableTabBar(QTabBar):
    def tabSizeHint(self, index: int) -> QSize:
        hint = super().tabSizeHint(index)
        return QSize(max(hint.width(), TAB_PIXELS), max(hint.height(), TAB_PIXELS))


class _TablePage(QWidget):
    """A table's page: holds the table's view once it has been built."""

    def __init__(self, table: str) -> None:
        super().__init__()
        self.table = table
        self.view: TableView | None = None
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)


class TableTabs(QWidget):
    """GUI: the event's tables, one page each, with a tab per table once there are two.

    Signals:
        focus_changed(): the table shown, its state or its selected seat changed;
            read `current_table` and `selected_seat`.
        seat_edit_requested(int): the supervisor asked to edit this seat of the table shown.
        ruling_requested(str, int): the supervisor asked for a ruling (its kind's value) from this seat.
        tab_menu_requested(str, QPoint): the context menu of a table's tab (global position).
    """

    focus_changed = Signal()
    seat_edit_requested = Signal(int)
    ruling_requested = Signal(str, int)
    tab_menu_requested = Signal(str, QPoint)

    def __init__(
        self,
        model: EventModel,
        operations: TableOperations,
        drag_amount: DragAmount,
        colours: TableColours,
        text_scale: float,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._operations = operations
        self._drag_amount = drag_amount
        self._colours = colours
        self._text_scale = text_scale
        self._pages: list[_TablePage] = []
        self._current = -1
        self._bar: QTabBar | None = None
        self.this_table_menu: QMenu | None = None  # Table > This table, once served
        # The pages share one place and only the current one is shown (a stacked widget, without its cost).
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.setObjectName("TableTabs")
        for name in model.table_names():
            self._add_page(name)
        model.table_changed.connect(self._on_table_changed)
        model.event_switched.connect(self._on_event_switched)
        if self._pages:
            self._show_page(0)

    # -- what is shown -------------------------------------------------------------
    def table_names(self) -> list[str]:
        """The tables, in the order of their tabs."""
        return [page.table for page in self._pages]

    @property
    def tab_bar(self) -> QTabBar | None:
        """The tabs (None while the event has a single table)."""
        return self._bar

    @property
    def current_table(self) -> str | None:
        page = self._current_page()
        return None if page is None else page.table

    @property
    def current_view(self) -> TableView | None:
        page = self._current_page()
        return None if page is None else page.view

    @property
    def selected_seat(self) -> int | None:
        view = self.current_view
        return None if view is None else view.table_scene.selected_seat()

    def show_table(self, table: str | None) -> None:
        """Show `table` (one the event no longer has, or None: the table shown stays)."""
        if table in self.table_names():
            self._show_page(self.table_names().index(table))

    def focus_table(self) -> None:
        """Put the keyboard on the diagram of the table shown."""
        view = self.current_view
        if view is not None:
            view.setFocus(Qt.FocusReason.OtherFocusReason)

    def step_table(self, step: int) -> None:
        """Show the next (1) or previous (-1) table, round the tabs, with the keyboard on it."""
        if len(self._pages) > 1:
            self._show_page((self._current + step) % len(self._pages))
            self.focus_table()

    def serve_table_menu(self, menu: QMenu) -> QAction:
        """Add the Table menu's entries for the table shown: Misdeal (the hand dealt again, rule 52 counting it
        once), enabled while the table would take it (its tips say why not, the menu showing them), and This table
        (see `serve_this_table_menu`)."""
        misdeal = misdeal_entry(menu)

        def deal_again() -> None:
            if self.current_table is not None:
                self._operations.misdeal(self.current_table)

        def enable() -> None:
            table = self.current_table
            if table is None:
                misdeal.setEnabled(False)
            else:
                show_misdeal_refusal(misdeal, self._operations.misdeal_refusal(table))

        misdeal.triggered.connect(deal_again)
        self.focus_changed.connect(enable)
        menu.aboutToShow.connect(enable)
        enable()
        self.serve_this_table_menu(menu.addMenu(self.tr("This ta&ble")))
        return misdeal

    def serve_this_table_menu(self, menu: QMenu) -> None:
        """Make `menu` the tab's menu (rename, remove, break) of the table shown, named after it and filled when
        opened: a finger or the keyboard cannot right-click a tab."""
        self.this_table_menu = menu
        menu.aboutToShow.connect(self._fill_this_table_menu)
        self.focus_changed.connect(self._name_this_table_menu)
        self._name_this_table_menu()

    def _name_this_table_menu(self) -> None:
        if self.this_table_menu is not None:
            table = self.current_table
            shown = "" if table is None else ": " + literal(table)
            self.this_table_menu.setTitle(self.tr("This ta&ble{shown}").format(shown=shown))
            self.this_table_menu.setEnabled(table is not None)

    def _fill_this_table_menu(self) -> None:
        # the table's menu loads when first opened, not with the window
        from floordesk.gui.table_admin import fill_tab_menu

        menu, table = self.this_table_menu, self.current_table
        if menu is not None:
            menu.clear()
            if table is not None:
                fill_tab_menu(menu, self.window(), self._model, self._operations, table)

    def restyle(self, colours: TableColours, text_scale: float) -> None:
        self._colours, self._text_scale = colours, text_scale
        for page in self._pages:
            if page.view is not None:
                page.view.table_scene.restyle(colours, text_scale)

    # -- building ----------------------------------------------------------------------
    def _current_page(self) -> _TablePage | None:
        return self._pages[self._current] if 0 <= self._current < len(self._pages) else None

    def _add_page(self, table: str) -> None:
        page = _TablePage(table)
        page.hide()
        self._pages.append(page)
        self._layout.addWidget(page)
        self._sync_bar()

    def _remove_page(self, index: int) -> None:
        page = self._pages.pop(index)
        self._layout.removeWidget(page)
        page.deleteLater()
        self._current = -1 if index == self._current else self._current - (index < self._current)
        self._sync_bar()
        if self._pages:
            self._show_page(min(index, len(self._pages) - 1))

    def _sync_bar(self) -> None:
        """Tabs for two tables or more, kept in step with the pages."""
        if self._bar is None and len(self._pages) > 1:
            self._bar = _TableTabBar()
            self._bar.setDocumentMode(True)
            self._bar.setExpanding(False)
            self._bar.setAccessibleName(self.tr("Tables"))
            # A long table name is cut short on its tab (whole in the tooltip), never widening the window.
            self._bar.setElideMode(Qt.TextElideMode.ElideRight)
            self._bar.setUsesScrollButtons(True)
            self._bar.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            self._bar.customContextMenuRequested.connect(self._on_tab_menu)
            self._layout.insertWidget(0, self._bar)
            self._bar.currentChanged.connect(self._show_page)
        if self._bar is None:
            return
        self._bar.blockSignals(True)
        while self._bar.count() > len(self._pages):
            self._bar.removeTab(self._bar.count() - 1)
        for index, page in enumerate(self._pages):
            if index < self._bar.count():
                self._bar.setTabText(index, literal(page.table))
            else:
                self._bar.addTab(literal(page.table))
            self._bar.setTabToolTip(index, page.table)
        self._bar.setCurrentIndex(max(self._current, 0))
        self._bar.blockSignals(False)
        self._bar.setVisible(len(self._pages) > 1)

    def _show_page(self, index: int) -> None:
        page = self._pages[index]
        self._ensure_view(page)
        previous = self._current_page()
        focused = self.window().focusWidget()
        keyboard_here = focused is None or focused is self or self.isAncestorOf(focused)
        if previous is not None and previous is not page:
            previous.hide()
        self._current = index
        page.show()
        if keyboard_here and page.view is not None:
            page.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self._bar is not None and self._bar.currentIndex() != index:
            self._bar.blockSignals(True)
            self._bar.setCurrentIndex(index)
            self._bar.blockSignals(False)
        self.focus_changed.emit()

    def _ensure_view(self, page: _TablePage) -> TableView:
        if page.view is None:
            scene = TableScene(
                self._model.session(page.table), self._model.current_event.name, self._colours, self._text_scale
            )
            page.view = TableView(
                scene,
                self._operations,
                self._drag_amount,
                self._available_players,
                page,
                open_seats_elsewhere=self._open_seats_elsewhere,
            )
            page.view.seat_selected.connect(lambda _seat: self.focus_changed.emit())
            page.view.seat_edit_requested.connect(self.seat_edit_requested)
            page.view.ruling_requested.connect(self.ruling_requested)
            page.layout_.addWidget(page.view)
        return page.view

    def _on_tab_menu(self, at: QPoint) -> None:
        if self._bar is not None and (index := self._bar.tabAt(at)) >= 0:
            self.tab_menu_requested.emit(self._pages[index].table, self._bar.mapToGlobal(at))

    def _on_event_switched(self) -> None:
        """Another event: its tables replace every page (the first shown)."""
        while self._pages:
            page = self._pages.pop()
            self._layout.removeWidget(page)
            page.deleteLater()
        self._current = -1
        for name in self._model.table_names():
            self._add_page(name)
        if self._pages:
            self._show_page(0)

    def _open_seats_elsewhere(self, table: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
        event = self._model.current_event
        return tuple(
            (other.name, tuple(seat for seat in other.seats() if other.occupant(seat) is None))
            for other in event.tables
            if other.name != table
        )

    def _available_players(self) -> tuple[Player, ...]:
        return self._model.current_event.available_players()

    def _on_table_changed(self, table: str) -> None:
        names = self.table_names()
        if table not in self._model.table_names():
            if table in names:
                self._remove_page(names.index(table))
            return
        if table not in names:
            self._add_page(table)
            # A renamed table keeps its place: the pages follow the event's order.
            order = self._model.table_names()
            shown = self._current_page()
            self._pages.sort(key=lambda p: order.index(p.table) if p.table in order else len(order))
            self._current = -1 if shown is None else self._pages.index(shown)
            self._sync_bar()
            names = self.table_names()
        page = self._pages[names.index(table)]
        if page.view is not None:
            page.view.table_scene.show_session(self._model.session(table))
        self._show_page(names.index(table))
