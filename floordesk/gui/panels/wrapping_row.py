"""GUI: a row of buttons that wraps onto a second row where the width is short (large text in the side panel)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class WrappingRow(QLayout):
    """GUI: its widgets side by side, as many to a row as the width holds at their preferred sizes; each row's
    spare width shared out among its widgets. Narrower than them all, it asks for more height, never width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        hints = [item.sizeHint() for item in self._shown()]
        width = sum(hint.width() for hint in hints) + self.spacing() * max(len(hints) - 1, 0)
        return QSize(width, max((hint.height() for hint in hints), default=0))

    def minimumSize(self) -> QSize:
        hints = [item.minimumSize() for item in self._shown()]
        return QSize(max((h.width() for h in hints), default=0), max((h.height() for h in hints), default=0))

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = []
        used = 0
        for item in self._shown():
            wanted = item.sizeHint().width()
            if rows and used + self.spacing() + wanted <= width:
                rows[-1].append(item)
                used += self.spacing() + wanted
            else:
                rows.append([item])
                used = wanted
        return rows

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the rows out in `rect` (when `place`); the height they take."""
        top = rect.top()
        for row in self._rows(rect.width()):
            hints = [item.sizeHint() for item in row]
            spare = rect.width() - sum(h.width() for h in hints) - self.spacing() * (len(row) - 1)
            height = max(h.height() for h in hints)
            left = rect.left()
            for index, (item, hint) in enumerate(zip(row, hints, strict=True)):
                # The spare width shared out, the last widget taking what rounding leaves.
                width = hint.width() + (
                    spare // len(row) if index < len(row) - 1 else spare - spare // len(row) * index
                )
                if place:
                    item.setGeometry(QRect(QPoint(left, top), QSize(max(width, 0), height)))
                left += width + self.spacing()
            top += height + self.spacing()
        return max(top - self.spacing() - rect.top(), 0)
