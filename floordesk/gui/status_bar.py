"""GUI: the main window's status bar: its message stays readable when the text size changes, and a message
longer than its room is cut short with "…" (whole in the tooltip), never in the middle of a letter."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QStyle, QStyleOption, QWidget

from floordesk import RULES_EDITION, RULES_SHORT_NAME
from floordesk.gui.elided_label import ElidedLabel
from floordesk.gui.table_view.operations import describe_markers

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QResizeEvent

    from floordesk.core.table_session import TableSession

MESSAGE_MARGIN = 6
"""QStatusBar's own margin on either side of a message."""


class StatusBar(QStatusBar):
    """GUI: a status bar that keeps its widgets hidden under a message, as QStatusBar means to, and elides
    a message too long for the room the permanent widgets leave.

    QStatusBar hides its (not permanent) widgets while a message shows. A new font (Large text)
    makes it lay them out again, and Qt 6 shows them again over the message, which neither can
    then be read; here they are hidden again as soon as they show. QStatusBar clips a long message
    wherever the permanent widgets begin; here it ends with "…" and the tooltip has it whole.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._under_message: list[QWidget] = []
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self._offer_whole_message)

    def addWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addWidget(widget, stretch or 0)
        self._under_message.append(widget)
        widget.installEventFilter(self)

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addPermanentWidget(widget, stretch or 0)
        self._permanent.append(widget)

    def message_shown(self) -> str:
        """The message as painted: cut short with "…" where the room is short."""
        room = self._message_room().width()
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight, max(room, 0))

    def _message_room(self) -> QRect:
        """Where the message is painted: from the left to the first permanent widget shown."""
        right = min((widget.geometry().left() for widget in self._permanent if widget.isVisible()), default=None)
        if right is None:
            right = self.width() - (
                self.style().pixelMetric(QStyle.PixelMetric.PM_SizeGripSize) if self.isSizeGripEnabled() else 0
            )
        return QRect(MESSAGE_MARGIN, 0, right - 2 * MESSAGE_MARGIN, self.height())

    def _offer_whole_message(self) -> None:
        message = self.currentMessage()
        self.setToolTip(message if message and self.message_shown() != message else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._offer_whole_message()

    def paintEvent(self, event: QPaintEvent) -> None:
        message = self.currentMessage()
        shown = self.message_shown()
        if shown == message:
            super().paintEvent(event)
            return
        # As QStatusBar paints a message (its item frames are none in FloorDesk's themes), the message elided.
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        painter.setPen(self.palette().windowText().color())
        flags = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
        painter.drawText(self._message_room(), int(flags), shown)
        painter.end()

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


class WindowLabels(NamedTuple):
    """GUI: the main window's labels in its status bar: the event, the table's seats, the level, the rules."""

    event: ElidedLabel
    table: ElidedLabel
    level: ElidedLabel
    rules: QLabel

    @classmethod
    def add_to(cls, status: StatusBar, event_name: str) -> WindowLabels:
        # Elided: no name, however long, widens the window.
        labels = cls(ElidedLabel(event_name), ElidedLabel(), ElidedLabel(width_in_characters=None), QLabel())
        # The edition's short name alone ("Rules:" in the tooltip): in large text at 1152 px every word counts.
        labels.rules.setText(RULES_SHORT_NAME)
        tip = QCoreApplication.translate("WindowLabels", "Rules: FloorDesk follows the {edition}")
        labels.rules.setToolTip(tip.format(edition=RULES_EDITION))
        # The event's name (also the window's title) gives way first: the table's seats and the level (blinds,
        # ante and minutes) stay whole.
        labels.event.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        status.addWidget(labels.event, 1)
        status.addWidget(labels.table)
        status.addWidget(labels.level)
        status.addPermanentWidget(labels.rules)
        return labels


def show_seats_taken(label: ElidedLabel, table: str, session: TableSession) -> None:
    """The table's seats taken, and where its button and blinds are in the tooltip. The table is named on its tab:
    the status bar has no room to say it again in large text."""
    taken = QCoreApplication.translate("WindowLabels", "{taken} of {seats} seats taken")
    label.set_full_text(taken.format(taken=len(session.table.occupants), seats=session.table.seats_max))
    markers = QCoreApplication.translate("WindowLabels", "{table}: {markers}")
    label.setToolTip(markers.format(table=table, markers=describe_markers(session)))
