"""GUI: the wizards' input widgets: numbered choices, a grid of chip counts, an on-screen card picker.

Every target is at least `TOUCH_PX` high, so the wizards work with a finger on
a touch screen at the table; every input also works from the keyboard.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QGridLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.cards import Card, full_deck
from floordesk.core.chips import denomination_label
from floordesk.core.errors import InvalidInput
from floordesk.core.fields import looks_like_a_number, read_typed_number
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem
from floordesk.gui.touch import TOUCH_PX, touch
from floordesk.i18n import grouped, read_grouped

COUNT_MAX = 1_000_000
_TYPED_MAX = 40  # characters: far more than any count (a longer text is not read, as in read_typed_number)


class ChipCountBox(QSpinBox):
    """A chip count or amount in a spin box, shown and read as the seat editor's boxes are: grouped as the window's
    language groups digits ("12.500" in German, following Window > Language), or typed in plain digits.

    Qt's own spin box reads a separator wherever it is ("1.5" in German, "1,5" in English: 15) and drops a key
    it refuses ("1,5" in German became 15). Here a count is a whole number: a text is taken only when
    `floordesk.i18n.read_grouped` reads it; a number still being typed or mistyped stays as typed, and if
    left so, the box goes back to the count it had, never another, and says why (`refused`).

    Signals:
        refused(str): why the text typed was not taken, for the label beside the box.
    """

    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The count changes once typing is done: going back "to the count it had" is then never a number half typed
        # (2000000 left as 200000, the last count read on the way).
        self.setKeyboardTracking(False)
        self._refusing = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._refusing = False
        super().keyPressEvent(event)  # Enter: the text is read (or refused), then passed on to the dialog
        if self._refusing:
            event.accept()  # not on: a wizard's Enter would go to its next page with the count put back, unseen

    def textFromValue(self, value: int) -> str:
        return grouped(value)

    def valueFromText(self, text: str) -> int:
        value = read_grouped(text.strip()) if len(text) <= _TYPED_MAX else None
        return self.value() if value is None else value

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        return self._state(text.strip()), text, position

    def _state(self, typed: str) -> QValidator.State:
        if len(typed) > _TYPED_MAX:
            return QValidator.State.Invalid
        value = read_grouped(typed)
        if value is None:
            # A number still being typed ("1.5" on the way to "1.500"), or mistyped ("1,5" in German), stays on screen
            # as typed: refusing the key would make it another number (15).
            on_the_way = looks_like_a_number(typed) or typed in ("", "-", "+")
            return QValidator.State.Intermediate if on_the_way else QValidator.State.Invalid
        # Above the most, too, stays as typed: refusing the last key would make 2000000 become 200000.
        return (
            QValidator.State.Acceptable if self.minimum() <= value <= self.maximum() else QValidator.State.Intermediate
        )

    def say_refusals_in(self, label: QLabel) -> None:
        """Say in `label`, beside the box, why a text typed was not taken."""
        self.refused.connect(partial(show_problem, label))

    def fixup(self, text: str) -> str:
        # Called once typing is done with a text not taken. Qt's own took the group separators out wherever they
        # stood ("1.5" in German: 15); here the text is left for Qt to put the count back, and the reason said.
        try:
            read_typed_number(text, "", minimum=self.minimum(), maximum=self.maximum())
        except InvalidInput as error:
            self._refusing = True
            self.refused.emit(reasons(error))
        return text


class CountEdit(QLineEdit):
    """A whole number typed in a box that never changes what was typed: `value` is the number, or the text itself
    when it is none, for the flow to refuse beside the box (a spin box drops a count above its maximum).

    For the few hands or rounds of a penalty: plain digits, never grouped (chips are in a `ChipCountBox`)."""

    def setValue(self, count: int) -> None:  # the spin box's name, which it replaces
        self.setText(str(count))

    def value(self) -> int | str:
        text = self.text().strip()
        return int(text) if text.isascii() and text.isdigit() else text


def clear_layout(layout: QLayout) -> None:
    """Take every widget out of `layout` and delete it (rows rebuilt for another table state)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


class NumberedChoice(QWidget):
    """GUI: one of a few options, numbered: a click, a tap, Alt+digit, or the digit while the choice has focus.

    Signals:
        chosen(str): the key of the option chosen.
    """

    chosen = Signal(str)

    def __init__(self, options: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._group = QButtonGroup(self)
        self._keys = [key for key, _label in options]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for number, (_key, label) in enumerate(options, start=1):
            button = touch(QRadioButton(f"&{number}  {label}"))
            self._group.addButton(button, number - 1)
            layout.addWidget(button)
        self._group.idClicked.connect(lambda index: self.chosen.emit(self._keys[index]))

    @property
    def buttons(self) -> list[QAbstractButton]:
        return self._group.buttons()

    def key(self) -> str:
        index = self._group.checkedId()
        return self._keys[index] if index >= 0 else ""

    def choose(self, key: str) -> None:
        button = self._group.button(self._keys.index(key))
        button.setChecked(True)
        self.chosen.emit(key)

    def focus_choice(self) -> None:
        """Put the keyboard on the chosen option (the first if none is)."""
        checked = self._group.checkedButton() or self._group.button(0)
        checked.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A radio button passes on the keys it does not use, so a digit reaches its choice.
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self._keys):
            self.choose(self._keys[int(text) - 1])
            self._group.button(int(text) - 1).setFocus()
            return
        super().keyPressEvent(event)


class StacksGrid(QWidget):
    """GUI: chip counts to edit, a row per player (or per outcome line), a column per denomination.

    Each row has its problem label beside it, named by the row's field (`stacks.3`).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._spins: dict[str, dict[int, ChipCountBox]] = {}
        self.problems: dict[str, QLabel] = {}

    def set_rows(
        self, rows: Sequence[tuple[str, str, Mapping[int, int]]], denominations: Sequence[int], field_prefix: str
    ) -> None:
        """Rows of (key, label, counts by denomination); a row's field is `field_prefix.key`."""
        clear_layout(self._layout)
        self._spins.clear()
        self.problems.clear()
        for column, value in enumerate(denominations, start=1):
            header = QLabel(f"<b>{denomination_label(value)}</b>")
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._layout.addWidget(header, 0, column)
        for row, (key, label, counts) in enumerate(rows, start=1):
            name = QLabel(label)
            self._layout.addWidget(name, row, 0)
            self._spins[key] = {}
            for column, value in enumerate(denominations, start=1):
                spin = touch(ChipCountBox())
                spin.setRange(0, COUNT_MAX)
                spin.setValue(counts.get(value, 0))
                spin.setAccessibleName(
                    self.tr("{label}: {denomination_label} chips").format(
                        label=label, denomination_label=denomination_label(value)
                    )
                )
                spin.valueChanged.connect(self.changed)
                if column == 1:
                    name.setBuddy(spin)
                self._layout.addWidget(spin, row, column)
                self._spins[key][value] = spin
            problem = field_problem_label()
            for spin in self._spins[key].values():
                spin.say_refusals_in(problem)
            self._layout.addWidget(problem, row, len(denominations) + 1)
            self.problems[f"{field_prefix}.{key}"] = problem
        self._layout.setColumnStretch(len(denominations) + 1, 1)

    def counts(self) -> dict[str, dict[str, int]]:
        """Each row's counts as stack JSON (zero counts left out)."""
        return {
            key: {str(value): spin.value() for value, spin in spins.items() if spin.value()}
            for key, spins in self._spins.items()
        }

    def spin(self, key: str, value: int) -> ChipCountBox:
        return self._spins[key][value]


class CardPicker(QWidget):
    """GUI: the 52 cards on screen, by suit, each a key to press; cards already used are never offered (greyed).

    Drawn as one widget rather than 52 buttons: building, laying out and painting 52 buttons was a
    tenth of the pot wizard's own time. Each card is a `TOUCH_PX` key; a press counts when it is
    released on the same card, as a button's does. The keyboard's way is typing the cards, so the
    picker takes no focus. The theme gives this class the red of hearts and diamonds as its
    `BrightText` (`Theme.class_palettes`).

    Signals:
        picked(str): the card pressed, as "As".
    """

    picked = Signal(str)
    GAP_PX = 4
    COLUMNS = 13

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._deck = full_deck()  # highest first: each suit is a row, aces on the left
        self._columns = {card: index // 4 for index, card in enumerate(self._deck)}
        self._used: frozenset[Card] = frozenset()
        self._pressed: Card | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Card picker: press a card to enter it, or type the cards"))
        self.setMinimumSize(self.sizeHint())  # never squeezed below a finger's width per key

    # -- the cards offered --------------------------------------------------------------------
    def offer(self, used: Collection[Card]) -> None:
        self._used = frozenset(used)
        self.update()

    def offered(self) -> Iterable[Card]:
        """The cards that can be picked (whether or not the selected player needs more)."""
        return (card for card in self._deck if card not in self._used)

    # -- geometry ---------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(
            self.COLUMNS * self._key_width() + (self.COLUMNS - 1) * self.GAP_PX, 4 * TOUCH_PX + 3 * self.GAP_PX
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # large text: wider keys
            self.setMinimumSize(self.sizeHint())
        super().changeEvent(event)

    def _key_width(self) -> int:
        return max(TOUCH_PX, self.fontMetrics().horizontalAdvance("10\u2665") + 12)

    def card_rect(self, card: Card) -> QRect:
        """Where `card` is drawn (and pressed)."""
        row = 4 - card.suit.strength
        width = (self.width() - (self.COLUMNS - 1) * self.GAP_PX) // self.COLUMNS
        return QRect(self._columns[card] * (width + self.GAP_PX), row * (TOUCH_PX + self.GAP_PX), width, TOUCH_PX)

    def card_at(self, point: QPoint) -> Card | None:
        return next((card for card in self._deck if self.card_rect(card).contains(point)), None)

    def text_colour(self, card: Card) -> QColor:
        """The colour `card` is written in: red suits red, greyed when it cannot be picked."""
        palette = self.palette()
        if card in self._used or not self.isEnabled():
            return palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
        red = card.suit.letter in "hd"
        return palette.color(QPalette.ColorRole.BrightText if red else QPalette.ColorRole.ButtonText)

    # -- pressing ---------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().toPoint())
        self._pressed = card if card is not None and card not in self._used else None
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._pressed = self._pressed, None
        self.update()
        if pressed is not None and self.card_at(event.position().toPoint()) == pressed:
            self.picked.emit(str(pressed))

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        for card in self._deck:
            rect = QRectF(self.card_rect(card)).adjusted(0.5, 0.5, -0.5, -0.5)
            offered = card not in self._used and self.isEnabled()
            # A card that cannot be picked sinks into the window: only the offered ones look like keys.
            fill = QPalette.ColorRole.Button if offered else QPalette.ColorRole.Window
            if card == self._pressed:
                fill = QPalette.ColorRole.Highlight
            painter.setPen(palette.color(QPalette.ColorRole.Mid))
            painter.setBrush(palette.color(fill))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(self.text_colour(card))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.pretty)
        painter.end()
