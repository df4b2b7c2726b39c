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

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        wanted = min(metrics.horizontalAdvance(self.full_text), metrics.averageCharWidth() * _WIDTH_IN_CHARACTERS)
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
