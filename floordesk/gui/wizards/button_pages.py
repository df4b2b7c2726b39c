"""GUI: the dead-button wizard's pages: the table since the last hand, the preview of the coming hands, the decision."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from floordesk.core.flows.button import MARKER_KEYS, PREVIEW_HANDS_MAX, ButtonFlow
from floordesk.core.flows.flow import DECISION, RECOMMENDATION
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import DecisionPage, FlowPage, PageMaker, RecommendationPage
from floordesk.i18n import noop

PREVIEW_COLUMNS = (
    noop("ButtonPreviewPage", "Hand"),
    noop("ButtonPreviewPage", "Button"),
    noop("ButtonPreviewPage", "Small blind"),
    noop("ButtonPreviewPage", "Big blind"),
    noop("ButtonPreviewPage", "First to act"),
    noop("ButtonPreviewPage", "Sits out"),
)


def _seated(name: str, seat: int) -> str:
    return QCoreApplication.translate("ButtonSituationPage", "{name} (seat {seat})").format(name=name, seat=seat)


def _position(seat: int, player: str | None) -> str:
    if player:
        return QCoreApplication.translate("wizards", "Seat {seat}: {player}").format(seat=seat, player=player)
    return QCoreApplication.translate("items", "Seat {seat}: empty").format(seat=seat)


class ButtonSituationPage(FlowPage):
    """GUI: the table as the rule sees it: last hand's markers, who has gone since, who is new."""

    flow: ButtonFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "ButtonSituationPage",
                "Before the next hand: check the table since the last hand, then see where the markers go.",
            )
        )
        self.table_text = QLabel()
        self.table_text.setWordWrap(True)
        self.body.addWidget(self.table_text)
        form = QFormLayout()
        self.hands = touch(QSpinBox())
        self.hands.setRange(1, PREVIEW_HANDS_MAX)
        form.addRow(QCoreApplication.translate("ButtonSituationPage", "&Hands to preview:"), self.hands)
        form.addRow("", self.problem_for("hands"))
        self.body.addLayout(form)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        self.table_text.setText(self._describe())
        self.hands.setValue(int(answers.get("hands") or 1))

    def _describe(self) -> str:
        session = self.flow.session
        lines = []
        if session.hand.blinds is not None:
            button, small_blind, big_blind = session.hand.blinds
            lines.append(
                QCoreApplication.translate(
                    "ButtonSituationPage",
                    "Last hand (hand {number}): button seat {button}, small blind seat {small_blind}, "
                    "big blind seat {big_blind}.",
                ).format(number=session.hand.number, button=button, small_blind=small_blind, big_blind=big_blind)
            )
        gone = ", ".join(_seated(name, seat) for seat, name in self.flow.eliminated())
        lines.append(
            QCoreApplication.translate("ButtonSituationPage", "Gone since: {players}.").format(players=gone)
            if gone
            else QCoreApplication.translate("ButtonSituationPage", "Nobody has gone since.")
        )
        new = ", ".join(_seated(session.table.occupants[seat].player.name, seat) for seat in self.flow.newcomers())
        lines.append(
            QCoreApplication.translate("ButtonSituationPage", "New at this table: {players}.").format(players=new)
            if new
            else QCoreApplication.translate("ButtonSituationPage", "Nobody new at this table.")
        )
        return "\n".join(lines)

    def focus_first(self) -> None:
        self.hands.setFocus()

    def answers(self) -> dict[str, Any]:
        return {"hands": self.hands.value()}


class ButtonPreviewPage(RecommendationPage):
    """GUI: the coming hands' button, blinds and who sits out, above the rule's reasoning."""

    flow: ButtonFlow

    def add_details(self) -> None:
        self.preview = QTableWidget(0, len(PREVIEW_COLUMNS))
        self.preview.setHorizontalHeaderLabels([self.tr(column) for column in PREVIEW_COLUMNS])
        self.preview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview.verticalHeader().setVisible(False)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.preview.setAccessibleName(QCoreApplication.translate("ButtonPreviewPage", "The coming hands"))
        self.body.addWidget(self.preview)

    def show_details(self, result: dict[str, Any]) -> None:
        hands = result["next_hands"]
        self.preview.setRowCount(len(hands))
        for row, hand in enumerate(hands):
            cells = (
                "Next" if row == 0 else f"+{row + 1}",
                _position(hand["button_seat"], hand["button_player"]),
                _position(hand["sb_seat"], hand["sb_player"]),
                _position(hand["bb_seat"], hand["bb_player"]),
                hand["first_to_act_preflop"] or "",
                ", ".join(hand["not_dealt_in"]) or "nobody",
            )
            for column, text in enumerate(cells):
                self.preview.setItem(row, column, QTableWidgetItem(text))
        self.preview.setMinimumHeight(self.preview.sizeHintForRow(0) * (len(hands) + 1) + 8)


class ButtonDecisionPage(DecisionPage):
    """GUI: the decision on a disputed hand: a departure places the button and the blinds elsewhere (rule 44)."""

    flow: ButtonFlow

    def add_outcome(self, layout: QVBoxLayout) -> None:
        layout.addWidget(QLabel(QCoreApplication.translate("ButtonDecisionPage", "Where the markers go instead:")))
        form = QFormLayout()
        self.marker_seats: dict[str, QComboBox] = {}
        session = self.flow.session
        for marker, _key in MARKER_KEYS:
            seats = touch(QComboBox())
            for seat in session.table.seats():
                occupant = session.occupant(seat)
                seats.addItem(_position(seat, None if occupant is None else occupant.player.name), seat)
            seats.setAccessibleName(marker.noun)
            form.addRow(f"{marker.noun[:1].upper()}{marker.noun[1:]}:", seats)
            self.marker_seats[marker.value] = seats
        layout.addLayout(form)

    def show_outcome(self, template: dict[str, dict[str, int]], edited: dict[str, dict[str, int]]) -> None:
        for name, seats in self.marker_seats.items():
            seats.setCurrentIndex(max(seats.findData(edited["markers"][name]), 0))

    def outcome_answers(self) -> dict[str, dict[str, int]]:
        return {"markers": {name: int(seats.currentData()) for name, seats in self.marker_seats.items()}}


PAGES: dict[str, PageMaker] = {
    "situation": ButtonSituationPage,
    RECOMMENDATION.key: ButtonPreviewPage,
    DECISION.key: ButtonDecisionPage,
}
