"""GUI: the penalty wizard's own pages: who and what (with his history in this event), then the penalty chosen."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel

from floordesk.core.flows.penalty import HANDS_MAX, PenaltyFlow
from floordesk.core.rules.penalties import Offence, PenaltyType, penalty_words
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import FlowPage, PageMaker
from floordesk.gui.wizards.widgets import CountEdit, NumberedChoice
from floordesk.i18n import grouped, noop, numerus

_OFFENCE_TEXT = {
    Offence.CARD_EXPOSED_WITH_ACTION_PENDING: noop("PenaltySituationPage", "Exposed a card with action pending"),
    Offence.CARD_OFF_TABLE: noop("PenaltySituationPage", "Threw a card off the table"),
    Offence.FORCEFUL_MUCK: noop("PenaltySituationPage", "Mucked so hard the cards turned over"),
    Offence.ONE_PLAYER_TO_A_HAND: noop("PenaltySituationPage", "Broke one player to a hand"),
    Offence.SOFT_PLAY: noop("PenaltySituationPage", "Soft play"),
    Offence.ABUSE: noop("PenaltySituationPage", "Abuse"),
    Offence.DISRUPTIVE_BEHAVIOUR: noop("PenaltySituationPage", "Disruptive behaviour"),
    Offence.STALLING: noop("PenaltySituationPage", "Stalling"),
    Offence.OTHER: noop("PenaltySituationPage", "Other conduct"),
}

_CHOICES = (
    (PenaltyType.WARNING.value, noop("PenaltyChoicePage", "Verbal warning")),
    (PenaltyType.MISSED_HAND.value, noop("PenaltyChoicePage", "Missed hands")),
    (PenaltyType.MISSED_ROUND.value, noop("PenaltyChoicePage", "Missed rounds")),
    (PenaltyType.DISQUALIFICATION.value, noop("PenaltyChoicePage", "Disqualification (his chips leave play)")),
)


class PenaltySituationPage(FlowPage):
    """GUI: the offender, the offence, and whether he is in the hand in progress."""

    flow: PenaltyFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "PenaltySituationPage",
                "Who is penalised, and for what. His history in this event is shown on the next pages.",
            )
        )
        form = QFormLayout()
        self.seat = touch(QComboBox())
        for seat, occupant in self.flow.session.table.occupants.items():
            self.seat.addItem(
                QCoreApplication.translate("PenaltySituationPage", "Seat {seat}: {name}").format(
                    seat=seat, name=occupant.player.name
                ),
                seat,
            )
        self.offence = touch(QComboBox())
        for offence, text in _OFFENCE_TEXT.items():
            self.offence.addItem(QCoreApplication.translate("PenaltySituationPage", text), offence.value)
        self.in_hand = touch(
            QCheckBox(
                QCoreApplication.translate("PenaltySituationPage", "He is in the hand being played (it stays live)")
            )
        )
        self.in_hand.setEnabled(self.flow.hand_in_progress())
        form.addRow(QCoreApplication.translate("PenaltySituationPage", "&Player:"), self.seat)
        form.addRow("", self.problem_for("seat"))
        form.addRow(QCoreApplication.translate("PenaltySituationPage", "&Offence:"), self.offence)
        form.addRow("", self.problem_for("offence"))
        form.addRow("", self.in_hand)
        form.addRow("", self.problem_for("in_hand"))
        form.addRow("", self.problem_for("history"))
        self.body.addLayout(form)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        self.seat.setCurrentIndex(max(self.seat.findData(answers.get("seat")), 0))
        self.offence.setCurrentIndex(max(self.offence.findData(answers.get("offence")), 0))
        self.in_hand.setChecked(bool(answers.get("in_hand")))

    def focus_first(self) -> None:
        self.offence.setFocus()

    def answers(self) -> dict[str, Any]:
        # the history is read from the log again whenever the player is chosen anew
        return {
            "seat": self.seat.currentData(),
            "offence": self.offence.currentData(),
            "in_hand": self.in_hand.isChecked(),
        }


class PenaltyChoicePage(FlowPage):
    """GUI: his history, the suggested step up, and the penalty the floor gives."""

    flow: PenaltyFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "PenaltyChoicePage",
                "The floor decides the penalty (rule 44); the suggestion is one step above his heaviest one.",
            )
        )
        self.history = QLabel()
        self.history.setObjectName("penaltyHistory")
        self.history.setWordWrap(True)
        self.body.addWidget(self.history)
        self.choice = NumberedChoice(
            [(value, QCoreApplication.translate("PenaltyChoicePage", text)) for value, text in _CHOICES]
        )
        self.choice.chosen.connect(self._show_counts)
        self.body.addWidget(self.choice)
        self.body.addWidget(self.problem_for("type"))
        form = QFormLayout()
        self.hands = touch(CountEdit())
        self.hands.setToolTip(
            QCoreApplication.translate("PenaltyChoicePage", "1 to {HANDS_MAX} hands").format(
                HANDS_MAX=grouped(HANDS_MAX)
            )
        )
        self.rounds = touch(CountEdit())
        self.rounds.textChanged.connect(self._show_counts)
        # Its form row holds a layout, so the row's label names nothing.
        self.rounds.setAccessibleName(QCoreApplication.translate("PenaltyChoicePage", "Rounds"))
        self.round_hands = QLabel()
        self.rounds_limit = QLabel(_rounds_limit(self.flow.rules.max_penalty_rounds))
        rounds = QHBoxLayout()
        rounds.addWidget(self.rounds)
        rounds.addWidget(self.rounds_limit, 1)
        form.addRow(QCoreApplication.translate("PenaltyChoicePage", "&Hands:"), self.hands)
        form.addRow("", self.problem_for("hands"))
        form.addRow(QCoreApplication.translate("PenaltyChoicePage", "&Rounds:"), rounds)
        form.addRow("", self.round_hands)
        form.addRow("", self.problem_for("rounds"))
        self.body.addLayout(form)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        past = self.flow.history()
        name = escape(self.flow.offender().name)
        lines = "".join(f"<li>{escape(record.describe())}</li>" for record in past)
        suggestion = self.flow.suggestion()
        suggested = (
            self.tr("Suggested: <b>{penalty}</b>.").format(penalty=escape(penalty_words(suggestion)))
            if suggestion
            else self.tr("First offence.")
        )
        history = (
            self.tr("{name}'s earlier warnings and penalties in this event:<ul>{lines}</ul>").format(
                name=name, lines=lines
            )
            if past
            else self.tr("{name} has no earlier warning or penalty in this event.").format(name=name) + " "
        )
        self.history.setText(history + suggested)
        self.hands.setValue(int(answers.get("hands") or 1))
        self.rounds.setValue(int(answers.get("rounds") or 1))
        self.choice.choose(str(answers.get("type") or PenaltyType.WARNING.value))

    def _show_counts(self, *_args: object) -> None:
        kind = self.choice.key()
        self.hands.setEnabled(kind == PenaltyType.MISSED_HAND.value)
        self.rounds.setEnabled(kind == PenaltyType.MISSED_ROUND.value)
        players, rounds = self.flow.players_at_table(), self.rounds.value()
        self.round_hands.setText(
            QCoreApplication.translate("PenaltyChoicePage", "{value} hands with {players} players at the table").format(
                value=rounds * players, players=players
            )
            if isinstance(rounds, int)
            else ""
        )

    def focus_first(self) -> None:
        self.choice.focus_choice()

    def answers(self) -> dict[str, Any]:
        kind = self.choice.key()
        answers: dict[str, Any] = {"type": kind}
        if kind == PenaltyType.MISSED_HAND.value:
            answers["hands"] = self.hands.value()
        elif kind == PenaltyType.MISSED_ROUND.value:
            answers["rounds"] = self.rounds.value()
        return answers


def _rounds_limit(max_rounds: int | None) -> str:
    """What the event's rule set allows, said beside the box (rules-spec section 10, serving 6)."""
    if max_rounds is None:
        return QCoreApplication.translate("PenaltyChoicePage", "No cap on rounds in this rule set.")
    return QCoreApplication.translate("PenaltyChoicePage", _ROUNDS_LIMIT, "", max_rounds)


_ROUNDS_LIMIT = numerus("PenaltyChoicePage", "At most %n round(s); the step beyond is disqualification.", "", 0)


PAGES: dict[str, PageMaker] = {"situation": PenaltySituationPage, "penalty": PenaltyChoicePage}
