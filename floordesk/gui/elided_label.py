"""GUI: a one-line label that never widens its window: a text too long is cut short with "…", whole in its tooltip."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

# The width asked for is the text's, up to this many average characters (the longest name typed), not a paragraph.
_WIDTH_IN_CHARACTERS = 40


class ElidedLabel(QLabel):
    """GUI: shows `full_text` on one line, elided at the right when the room is short; the tooltip has it whole."""

    full_text = ""

    def __init__(
        self, text: str = "", parent: QWidget | None = None, *, width_in_characters: int | None = _WIDTH_IN_CHARACTERS
    ) -> None:
        """`width_in_characters`: how much width it asks for at most, in average characters (None: its whole
        text, for a text FloorDesk makes, of a known length, rather than a name typed)."""
        super().__init__(parent)
        self._width_in_characters = width_in_characters
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self.setAccessibleName(text)
        self._elide()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        wanted = metrics.horizontalAdvance(self.full_text)
        if self._width_in_characters is not None:
            wanted = min(wanted, metrics.averageCharWidth() * self._width_in_characters)
        margins = self.contentsMargins()
        return QSize(wanted + margins.left() + margins.right() + 2, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("…") * 3, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, max(room, 0))
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")
