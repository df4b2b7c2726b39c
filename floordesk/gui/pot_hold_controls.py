"""GUI: Table > Hold the pot… and Release the pot: the pot held while a dispute is reviewed (issue 30).

Who holds or releases it is the member signed in; why is asked; each is one undo step on the table
(`TableOperations.hold_pot`). The rules are the core's (`floordesk.core.pot_hold`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu, QWidget

if TYPE_CHECKING:
    from floordesk.core.table_session import TableSession
    from floordesk.gui.staff_session import StaffSession
    from floordesk.gui.table_view.operations import TableOperations


class PotHoldControls(QObject):
    """GUI: the two actions on the pot of the table shown; `show_table` keeps them to what the table allows."""

    def __init__(
        self,
        window: QWidget,
        operations: TableOperations,
        session: StaffSession,
        current_table: Callable[[], str | None],
        report: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window, self._operations, self._session = window, operations, session
        self._current_table, self._report = current_table, report

    def build_menu(self, menu: QMenu) -> None:
        self.hold_action = menu.addAction(self.tr("&Hold the pot…"))
        self.hold_action.setToolTip(
            self.tr("Hold the pot while a dispute is reviewed: the hand neither goes on nor is paid")
        )
        self.hold_action.triggered.connect(self.ask_hold)
        self.release_action = menu.addAction(self.tr("Re&lease the pot"))
        self.release_action.triggered.connect(self.release)

    def show_table(self, session: TableSession | None) -> None:
        held = None if session is None else session.hand.pot_hold
        self.hold_action.setEnabled(session is not None and bool(session.hand.pot) and held is None)
        self.release_action.setEnabled(held is not None)
        self.release_action.setToolTip(
            "" if held is None else self.tr("Held: {hold}").format(hold=held.words(say=True))
        )

    def ask_hold(self) -> QInputDialog | None:
        """Ask why the pot of the table shown is held; the hold (who, why, when) is one undo step."""
        table, member = self._table_and_member(
            self.tr("Refused: sign in first: who holds the pot goes into the ruling's record.")
        )
        if table is None or member is None:
            return None
        # Above the pot wizard when it asks: a dialog under a modal one could not be answered.
        dialog = QInputDialog(QApplication.activeModalWidget() or self._window)
        dialog.setWindowTitle(self.tr("Hold the pot"))
        dialog.setLabelText(self.tr("{table}: why is the pot held? (the dispute being reviewed)").format(table=table))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.textValueSelected.connect(lambda reason: self._operations.hold_pot(table, member, reason, _now()))
        dialog.open()
        return dialog

    def release(self) -> None:
        """Release the held pot of the table shown (one undo step): the hand goes on."""
        table, member = self._table_and_member(
            self.tr("Refused: sign in first: who releases the pot goes into the ruling's record.")
        )
        if table is not None and member is not None:
            self._operations.release_pot(table, member, _now())

    def _table_and_member(self, refusal: str) -> tuple[str | None, str | None]:
        """The table shown and who is signed in; `refusal` said when nobody is."""
        table, member = self._current_table(), self._session.current
        if table is not None and member is None:
            self._report(refusal)
        return table, None if member is None else member.name


def _now() -> str:
    """This moment in local time, as a pot's hold records it."""
    return datetime.now().astimezone().isoformat(timespec="seconds")
