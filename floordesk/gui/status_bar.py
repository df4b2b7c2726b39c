"""GUI: the main window's status bar, whose message stays readable when the text size changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QStatusBar, QWidget


class StatusBar(QStatusBar):
    """GUI: a status bar that keeps its widgets hidden under a message, as QStatusBar means to.

    QStatusBar hides its (not permanent) widgets while a message shows. A new font (Large text)
    makes it lay them out again, and Qt 6 shows them again over the message, which neither can
    then be read; here they are hidden again as soon as they show.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._under_message: list[QWidget] = []

    def addWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addWidget(widget, stretch or 0)
        self._under_message.append(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self.currentMessage() and watched in self._under_message:
            QTimer.singleShot(0, self, self._hide_under_message)
        return super().eventFilter(watched, event)

    def _hide_under_message(self) -> None:
        if self.currentMessage():
            for widget in self._under_message:
                widget.hide()
                # As QStatusBar hides them: not for good, so that clearing the message shows them again.
                widget.setAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide, False)
