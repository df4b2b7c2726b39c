"""GUI: the selected seat in the side panel: seat a player (typed or picked), or count his chips exactly.

Each count is typed in a box; a new value is sent when editing finishes (Enter, Tab
or leaving the box), as one undoable change checked by the core. A count is never
changed without the user typing it: a box left untouched sends nothing, and a count
out of range ("-5", above the limit stated under the boxes) is refused with the
reason, not clipped. Counts are whole numbers: a box shows its count grouped as the
window's language groups digits ("12.500" in German) and reads it so, or in plain
digits; a fraction or a separator out of place ("1,5" in German) is refused beside
the boxes (`floordesk.core.fields.read_typed_number`). Enter (a seat taken, a count sent) and Escape put the keyboard
back on the table. The two pages are built when first needed: at start-up no seat
is selected.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.chips import MAX_CHIP_COUNT, Denomination
from floordesk.core.errors import InvalidInput
from floordesk.core.fields import read_typed_number
from floordesk.core.table import Player, SeatedPlayer, SeatStatus
from floordesk.core.table_session import SeatTag, TableSession
from floordesk.gui.elided_label import ElidedLabel
from floordesk.gui.field_problem import field_problem_label, show_problem
from floordesk.gui.panels.wrapping_row import WrappingRow
from floordesk.gui.table_view.operations import TableOperations
from floordesk.i18n import grouped, noop

ROW_HEIGHT = 32
COUNT_LIMITS = noop("seat_editor", "Counts: whole numbers, 0 to {most}.")


def count_limits() -> str:
    return QCoreApplication.translate("seat_editor", COUNT_LIMITS).format(most=grouped(MAX_CHIP_COUNT))


def _swatch(colour: str) -> QLabel:
    swatch = QLabel()
    swatch.setFixedSize(22, 22)
    swatch.setStyleSheet(f"background: {colour}; border: 2px solid #111418; border-radius: 11px;")
    return swatch


# What the seat's tag means, read aloud in the panel (the penalty sentence counts hands).
_STATUS_SENTENCES: dict[SeatTag | None, str] = {
    SeatTag.ABSENT: noop("SeatEditor", "Absent: his blinds and antes are posted and his hand is killed."),
    SeatTag.WAITING: noop("SeatEditor", "New at this table: dealt in once the button has passed him (rule 50)."),
    SeatTag.FOLDED: noop("SeatEditor", "Folded this hand."),
    # One line each, as the plate's tag: the panel fits 1280x800 without scrolling.
    SeatTag.ALL_IN: noop("SeatEditor", "All in: all his chips are in the pot."),
    SeatTag.NO_CHIPS: noop("SeatEditor", "No chips, none in the pot: not dealt in."),
}


class CountRow:
    """GUI: one denomination's count in the editor: colour, value, the count typed, and what the chips are worth."""

    def __init__(self, denomination: Denomination) -> None:
        self.denomination = denomination
        self.edit = QLineEdit()
        self.edit.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.edit.setMinimumHeight(ROW_HEIGHT)
        self.edit.setAccessibleName(
            QCoreApplication.translate("CountRow", "Count of {label} chips").format(label=denomination.label)
        )
        self.count = 0
        self.worth = QLabel()
        self.worth.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.worth.setMinimumWidth(90)
        self.caption = QWidget()
        line = QHBoxLayout(self.caption)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(_swatch(denomination.colour_hex))
        line.addWidget(
            QLabel(
                denomination.label
                if denomination.in_play
                else QCoreApplication.translate("CountRow", "{label} (out)").format(label=denomination.label)
            )
        )

    def show(self, count: int) -> None:
        # A number being typed (not yet sent) is left alone; otherwise the box follows the table.
        if not (self.edit.isModified() and self.edit.hasFocus()):
            self.reset(count)
        self.count = count
        self.worth.setText(grouped(count * self.denomination.value))

    def reset(self, count: int) -> None:
        """Show `count` as the box's untouched text, grouped as the language spoken groups digits (as it is read)."""
        self.edit.setText(grouped(count))
        self.edit.setModified(False)

    def typed(self) -> int:
        """The count typed, in plain digits or the language's grouping; raises InvalidInput saying why it is not one
        ("1,5" in German: counts are whole numbers)."""
        return read_typed_number(self.edit.text(), self.denomination.label, minimum=0, maximum=MAX_CHIP_COUNT)


class SeatEditor(QWidget):
    """GUI: edits one seat of the table in play (set with `show_seat`)."""

    def __init__(self, operations: TableOperations, return_focus: Callable[[], None]) -> None:
        super().__init__()
        self._operations = operations
        self._return_focus = return_focus
        self._session: TableSession | None = None
        self._seat: int | None = None
        self._rows: list[CountRow] = []
        self._rows_for: tuple[Denomination, ...] = ()

        self.title = ElidedLabel(self.tr("No seat selected"))
        title_font = QFont(self.title.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.25)
        self.title.setFont(title_font)
        self.status = QLabel()
        self.status.setWordWrap(True)
        # Why a typed name or count was refused, shown right under that field.
        self.seat_problem = field_problem_label()
        self.count_problem = field_problem_label()
        self.pages = QStackedWidget()
        self.hint_page = self._build_hint()
        self.pages.addWidget(self.hint_page)
        self.seat_page: QWidget | None = None
        self.stack_page: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addWidget(self.pages)

    # -- building ----------------------------------------------------------------
    def _build_hint(self) -> QWidget:
        hint = QLabel(self.tr("Click a seat, or press its number (0 for seat 10)."))
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        return hint

    def _show_seat_page(self) -> None:
        if self.seat_page is None:
            self.seat_page = self._build_seat_page()
            self.pages.addWidget(self.seat_page)
        self._turn_to(self.seat_page)

    def _show_stack_page(self) -> None:
        if self.stack_page is None:
            self.stack_page = self._build_stack_page()
            self.pages.addWidget(self.stack_page)
        self._turn_to(self.stack_page)

    def _turn_to(self, page: QWidget) -> None:
        """Show `page`; the keyboard, if it was on the page going away, goes back to the table.

        Qt would pass it to the next field: after Eliminate, the empty seat's name box, where the digit
        meant to pick the next seat became a player named "4"."""
        leaving = self.pages.currentWidget()
        focused = QApplication.focusWidget()
        had_focus = leaving not in (None, page) and focused is not None and leaving.isAncestorOf(focused)
        self.pages.setCurrentWidget(page)
        if had_focus:
            self._return_focus()

    def _build_seat_page(self) -> QWidget:
        page = QWidget()
        self.name_box = QComboBox()
        self.name_box.setEditable(True)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Player's name"))
        self.name_edit.returnPressed.connect(self.seat_player)
        self.name_box.setLineEdit(self.name_edit)
        self.name_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # However long the registered names, the box keeps the panel's width (its list shows them whole).
        self.name_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.name_box.setMinimumContentsLength(12)
        self.name_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.name_box.setMinimumHeight(ROW_HEIGHT)
        self.name_box.setAccessibleName(self.tr("Player to seat"))
        self.seat_button = QPushButton(self.tr("Seat player"))
        self.seat_button.setMinimumHeight(ROW_HEIGHT)
        self.seat_button.clicked.connect(self.seat_player)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(QLabel(self.tr("Type a name, or pick a registered player:")))
        layout.addWidget(self.name_box)
        layout.addWidget(self.seat_problem)
        layout.addWidget(self.seat_button)
        layout.addStretch()
        return page

    def _build_stack_page(self) -> QWidget:
        page = QWidget()
        self.counts = QFormLayout()
        self.counts.setVerticalSpacing(2)
        self.total = QLabel()
        total_font = QFont(self.total.font())
        total_font.setBold(True)
        total_font.setPointSizeF(total_font.pointSizeF() * 1.2)
        self.total.setFont(total_font)
        self.in_pot = QLabel()
        self.count_limits = QLabel(count_limits())
        self.count_limits.setWordWrap(True)
        self.count_limits.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.absent_button = QPushButton()
        self.absent_button.setMinimumHeight(ROW_HEIGHT)
        self.absent_button.clicked.connect(self._toggle_absent)
        self.eliminate_button = QPushButton(self.tr("Eliminate"))
        self.eliminate_button.setMinimumHeight(ROW_HEIGHT)
        self.eliminate_button.clicked.connect(self._eliminate)
        # Side by side where they fit; else one under the other ("Als abwesend markieren", "Ausscheiden lassen"):
        # side by side they made the panel's content wider than its width, the worth column cut by the scroll bar.
        buttons = WrappingRow()
        buttons.addWidget(self.absent_button)
        buttons.addWidget(self.eliminate_button)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(self.counts)
        layout.addWidget(self.count_limits)
        layout.addWidget(self.count_problem)
        layout.addWidget(rule)
        layout.addWidget(self.total)
        layout.addWidget(self.in_pot)
        layout.addLayout(buttons)
        layout.addStretch()
        return page

    # -- showing ---------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self._seat

    def show_seat(
        self, session: TableSession | None, seat: int | None, available: Callable[[], tuple[Player, ...]]
    ) -> None:
        """Show the seat; `available` (the players free to sit) is asked only when the seat is empty."""
        if (session and session.name, seat) != (self._session and self._session.name, self._seat):
            self._clear_problems()  # a refusal belongs to the seat it was made at
        self._session, self._seat = session, seat
        occupant = self._occupant()
        if session is None or seat is None:
            self.title.set_full_text(self.tr("No seat selected"))
            self.status.clear()
            self.pages.setCurrentWidget(self.hint_page)
        elif occupant is None:
            self.title.set_full_text(self.tr("Seat {seat}: empty").format(seat=seat))
            knocked_out = session.eliminated_this_hand(seat)
            self.status.setText(
                self.tr("{name} was eliminated this hand.").format(name=knocked_out.player.name) if knocked_out else ""
            )
            self._show_seat_page()
            self._offer_players(available())
        else:
            self.title.set_full_text(self.tr("Seat {seat}: {name}").format(seat=seat, name=occupant.player.name))
            self.status.setText(self._describe_status(session, seat))
            self._show_stack_page()
            self._show_stack(session, seat)

    def _offer_players(self, available: tuple[Player, ...]) -> None:
        names = [p.name for p in available]
        if [self.name_box.itemText(i) for i in range(self.name_box.count())] != names:
            typed = self.name_box.currentText()
            self.name_box.clear()
            self.name_box.addItems(names)
            self.name_box.setEditText(typed)

    @staticmethod
    def _describe_status(session: TableSession, seat: int) -> str:
        """The plate's tag for the seat (see `TableSession.seat_state`), as a sentence."""
        state = session.seat_state(seat)
        if state.tag is SeatTag.PENALTY:
            said = QCoreApplication.translate("SeatEditor", "On penalty, {penalty} (away from the table).").format(
                penalty=state.penalty_words
            )
            if session.is_killed(seat):
                said += " " + QCoreApplication.translate("SeatEditor", "This hand is dealt in and killed.")
            return said
        return QCoreApplication.translate(
            "SeatEditor", _STATUS_SENTENCES.get(state.tag, noop("SeatEditor", "Playing."))
        )

    def _show_stack(self, session: TableSession, seat: int) -> None:
        occupant = session.occupant(seat)
        if occupant is None:
            return
        stack = occupant.stack
        wanted = tuple(d for d in session.chip_set.denominations if d.in_play or stack.count(d.value))
        if wanted != self._rows_for:
            self._build_rows(wanted)
        limits = count_limits()  # said again: after Window > Language, in the new language's grouping
        self.count_limits.setText(limits)
        for row in self._rows:
            row.show(stack.count(row.denomination.value))
            row.edit.setToolTip(limits)
        self.total.setText(self.tr("Total: {total} in chips").format(total=grouped(stack.total())))
        bet = session.contribution(seat)
        self.in_pot.setText(
            self.tr("In the pot this hand: {total}").format(total=grouped(bet.total()))
            if bet
            else self.tr("Nothing in the pot this hand.")
        )
        self.absent_button.setText(
            self.tr("Back at the table") if occupant.status is SeatStatus.ABSENT else self.tr("Mark absent")
        )

    def _build_rows(self, denominations: tuple[Denomination, ...]) -> None:
        while self.counts.rowCount():
            self.counts.removeRow(0)
        self._rows = [CountRow(d) for d in denominations]
        for row in self._rows:
            line = QHBoxLayout()
            line.addWidget(row.edit, 1)
            line.addWidget(row.worth)
            self.counts.addRow(row.caption, line)
            row.edit.editingFinished.connect(lambda r=row: self._count_edited(r))
            # Shown now, not when the layout gets round to it: F2 puts the keyboard in the first box at once.
            for widget in (row.caption, row.edit, row.worth):
                widget.show()
        # Tab goes down the page: the counts, then the buttons under them (built before these rows).
        if self._rows:
            QWidget.setTabOrder(self._rows[-1].edit, self.absent_button)
            QWidget.setTabOrder(self.absent_button, self.eliminate_button)
        self._rows_for = denominations

    def count_row(self, value: int) -> CountRow:
        return next(row for row in self._rows if row.denomination.value == value)

    # -- editing ----------------------------------------------------------------------
    def start_editing(self) -> None:
        """Put the keyboard where the seat is edited: the name box, or the first count."""
        if self.seat_page is not None and self.pages.currentWidget() is self.seat_page:
            self.name_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.name_edit.selectAll()
        elif self._rows:
            self._rows[0].edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self._rows[0].edit.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self._return_focus()
        else:
            super().keyPressEvent(event)

    def _occupant(self) -> SeatedPlayer | None:
        """Who sits in the seat shown, if anyone."""
        return None if self._session is None or self._seat is None else self._session.occupant(self._seat)

    def _clear_problems(self) -> None:
        show_problem(self.seat_problem, "")
        show_problem(self.count_problem, "")

    def seat_player(self) -> None:
        if self._session is None or self._seat is None:
            return
        seated = self._operations.seat_player(self._session.name, self._seat, self.name_box.currentText())
        show_problem(self.seat_problem, "" if seated else self._operations.last_refusal)
        if seated:
            self.name_box.setEditText("")
            self._return_focus()

    def _count_edited(self, row: CountRow) -> None:
        session, seat, occupant = self._session, self._seat, self._occupant()
        if session is None or seat is None or occupant is None or not row.edit.isModified():
            return  # leaving a box nobody typed in changes nothing
        by_enter = row.edit.hasFocus()  # Enter, not Tab or a click elsewhere
        value = row.denomination.value
        try:
            count = row.typed()
        except InvalidInput as error:
            accepted = False
            problems = "; ".join(problem.message for problem in error.problems)
            self._operations.refuse(
                self.tr("{label} count: {problems}.").format(label=row.denomination.label, problems=problems)
            )
        else:
            unchanged = count == occupant.stack.count(value)
            accepted = unchanged or self._operations.set_count(session.name, seat, value, count)
            if unchanged:
                row.reset(count)
        show_problem(self.count_problem, "" if accepted else self._operations.last_refusal)
        if not accepted:
            row.reset(occupant.stack.count(value))
        elif by_enter:
            self._return_focus()

    def _toggle_absent(self) -> None:
        occupant = self._occupant()
        if self._session is not None and self._seat is not None and occupant is not None:
            self._operations.set_absent(self._session.name, self._seat, occupant.status is not SeatStatus.ABSENT)

    def _eliminate(self) -> None:
        if self._session is not None and self._seat is not None:
            self._operations.eliminate(self._session.name, self._seat)
