"""GUI: the windows opened beside the table: About, the rule book and the incident log.

Each is built on first use (start-up does not pay for its module) and, once
built, is brought to the front rather than built again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QWidget

from floordesk.app_paths import AppPaths
from floordesk.gui.staff_session import StaffSession
from floordesk.store.log import IncidentStore

if TYPE_CHECKING:
    from floordesk.gui.dialogs.rule_book import RuleBookDialog
    from floordesk.gui.log_window.window import LogWindow


class SideWindows(QObject):
    """GUI: About, the rule book and the incident log, for the main window's menus.

    Signals:
        footage_saved(): a footage task was marked done in the log window.
    """

    footage_saved = Signal()

    def __init__(self, window: QWidget, paths: AppPaths, store: IncidentStore, session: StaffSession) -> None:
        super().__init__(window)
        self._window = window
        self._paths = paths
        self._store = store
        self._session = session
        self.rule_book: RuleBookDialog | None = None
        self.log_window: LogWindow | None = None
        self.overrule: Callable[[str], QDialog | None] | None = None
        """the window's overrule of an incident, offered from the log (set once the rulings are attached)"""
        self.overrule_refusal: Callable[[], str | None] | None = None
        """why whoever is at the desk may not overrule (the service's answer; set with `overrule`)"""

    def close(self) -> None:
        """Close the incident log with the desk, its search still waiting for the typing to pause dropped: it
        would ask a log already closed."""
        if self.log_window is not None:
            self.log_window.filters.drop_pending()
            self.log_window.close()

    def show_about(self) -> None:
        # a window's module loads when it is first opened, not with the main window
        from floordesk.gui.dialogs.about import build_about_box

        build_about_box(self._paths, self._window).exec()

    def show_rule_book(self) -> RuleBookDialog:
        if self.rule_book is None:
            # a window's module loads when it is first opened, not with the main window
            from floordesk.gui.dialogs.rule_book import RuleBookDialog

            self.rule_book = RuleBookDialog(self._window)
        _bring_forward(self.rule_book)
        return self.rule_book

    def show_incident_log(self) -> LogWindow:
        """The log browser; its signatures propose whoever is signed in at the window."""
        if self.log_window is None:
            # a window's module loads when it is first opened, not with the main window
            from floordesk.gui.log_window.signing import ask_signature
            from floordesk.gui.log_window.window import LogWindow

            assert self.overrule is not None, "compose attaches the rulings before the window can be used"
            signer = ask_signature(self._store, lambda: self._session.current)
            self.log_window = LogWindow(
                self._store,
                overrule=self._overrule_or_say_who_may,
                signer=signer,
                parent=self._window,
            )
            self.log_window.setWindowFlag(Qt.WindowType.Window)
            self.log_window.footage.saved.connect(self.footage_saved)
        _bring_forward(self.log_window)
        return self.log_window

    def show_incident(self, incident_uid: str) -> LogWindow:
        """The log browser showing one incident (a precedent a wizard's decision step listed)."""
        window = self.show_incident_log()
        window.open_incident(incident_uid)
        return window

    def _overrule_or_say_who_may(self, incident_uid: str) -> QDialog | None:
        """The overrule, for a Tournament Director; anyone else is told so in the log window, where it was asked,
        with the offer to hand the desk over (the main window's status bar was behind it)."""
        # with the wizards' widgets: at the first overrule asked from the log, not at start-up
        from floordesk.gui.operations.hand_over import refuse_before_work

        # offered only once the rulings are attached
        assert self.overrule is not None
        assert self.overrule_refusal is not None
        overrule = self.overrule
        refusal = self.overrule_refusal()
        if refusal is None:
            return overrule(incident_uid)
        parent = self.log_window or self._window
        refuse_before_work(self._session, self._store, parent, refusal, lambda: overrule(incident_uid))
        return None


def _bring_forward(widget: QWidget) -> None:
    widget.show()
    widget.raise_()
    widget.activateWindow()
