"""GUI: the clock wizard's pages: the player and how long the action has been on him, the live clock, the decision.

The clock page calls the clock (refused before the minimum wait, saying when it
may be called), then shows the countdown (`floordesk.gui.countdown`) with its
controls; "Full screen" shows it to the whole table. Going on needs the player to
have acted or the time to have run out; the ruling then follows from the times.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWizard,
)

from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.flows.clock import OUTCOME_TEXT, ClockDisplay, ClockFlow
from floordesk.core.flows.flow import DECISION
from floordesk.core.rules.clock import ClockOutcome, clock_time_text, parse_clock_time
from floordesk.gui.countdown import CountdownView, CountdownWindow
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import DecisionPage, FlowPage, PageMaker
from floordesk.i18n import translate


def time_field(placeholder: str) -> QLineEdit:
    """A time typed as minutes:seconds or seconds (`typed_time` reads it)."""
    field = touch(QLineEdit())
    field.setPlaceholderText(placeholder)
    return field


def typed_time(field: QLineEdit, blank: int | None) -> int | str | None:
    """The seconds a time field says; `blank` for an empty one; the text itself when it is no time, for the flow
    to refuse beside the field (never read some other way)."""
    text = field.text().strip()
    if not text:
        return blank
    try:
        return parse_clock_time(text, "")
    except InvalidInput:
        return text


def shown_time(seconds: object) -> str:
    return clock_time_text(seconds) if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) else ""


class ClockSituationPage(FlowPage):
    """GUI: who is on the clock, whether he faces a bet, and how long the action has already been on him; or the
    times noted for a clock ruled after the fact."""

    flow: ClockFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "ClockSituationPage",
                "Timing starts when you go on: from now, or from the time the action has already been on him. "
                "Times are minutes:seconds (1:30) or seconds (90).",
            )
        )
        form = QFormLayout()
        self.seat = touch(QComboBox())
        for seat, occupant in self.flow.session.table.occupants.items():
            self.seat.addItem(
                QCoreApplication.translate("ClockSituationPage", "Seat {seat}: {name}").format(
                    seat=seat, name=occupant.player.name
                ),
                seat,
            )
        self.facing_bet = touch(QCheckBox(QCoreApplication.translate("ClockSituationPage", "He &faces a bet")))
        self.elapsed = time_field(QCoreApplication.translate("ClockSituationPage", "0:00 (the action reaches him now)"))
        self.after_the_fact = touch(
            QCheckBox(QCoreApplication.translate("ClockSituationPage", "Ruled after the fact, from &noted times"))
        )
        self.called_at = time_field(QCoreApplication.translate("ClockSituationPage", "e.g. 2:10"))
        self.acted_at = time_field(QCoreApplication.translate("ClockSituationPage", "blank: he did not act"))
        form.addRow(QCoreApplication.translate("ClockSituationPage", "&Player:"), self.seat)
        form.addRow("", self.problem_for("seat"))
        form.addRow("", self.facing_bet)
        form.addRow("", self.problem_for("facing_bet"))
        form.addRow(QCoreApplication.translate("ClockSituationPage", "The action has been on him &for:"), self.elapsed)
        form.addRow("", self.problem_for("elapsed_s"))
        form.addRow("", self.after_the_fact)
        form.addRow(QCoreApplication.translate("ClockSituationPage", "Clock &called at:"), self.called_at)
        form.addRow("", self.problem_for("noted.requested_at_s"))
        form.addRow(QCoreApplication.translate("ClockSituationPage", "Player &acted at:"), self.acted_at)
        form.addRow("", self.problem_for("noted.player_action_at_s"))
        self.after_the_fact.toggled.connect(self._show_mode)
        self.body.addLayout(form)
        self.body.addStretch(1)
        self._show_mode(False)

    def _show_mode(self, noted: bool) -> None:
        self.elapsed.setEnabled(not noted)
        self.called_at.setEnabled(noted)
        self.acted_at.setEnabled(noted)

    def load(self, answers: dict[str, Any]) -> None:
        self.seat.setCurrentIndex(max(self.seat.findData(answers.get("seat")), 0))
        self.facing_bet.setChecked(bool(answers.get("facing_bet", True)))
        self.elapsed.setText(shown_time(answers.get("elapsed_s") or 0))
        noted = answers.get("noted")
        self.after_the_fact.setChecked(isinstance(noted, dict))
        if isinstance(noted, dict):
            self.called_at.setText(shown_time(noted.get("requested_at_s")))
            self.acted_at.setText(shown_time(noted.get("player_action_at_s")))

    def focus_first(self) -> None:
        self.elapsed.setFocus()
        self.elapsed.selectAll()

    def answers(self) -> dict[str, Any]:
        noted = (
            {"requested_at_s": typed_time(self.called_at, None), "player_action_at_s": typed_time(self.acted_at, None)}
            if self.after_the_fact.isChecked()
            else None
        )
        return {
            "seat": self.seat.currentData(),
            "facing_bet": self.facing_bet.isChecked(),
            "elapsed_s": 0 if noted is not None else typed_time(self.elapsed, 0),
            "noted": noted,
        }


class ClockPage(FlowPage):
    """GUI: the clock called, refused or running; the countdown, "Player acted" and "Shorten (stalling)"."""

    flow: ClockFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "ClockPage",
                "Call the clock when a player asks for it; the time counts from when the action reached him.",
            )
        )
        self.call_button = touch(QPushButton(QCoreApplication.translate("ClockPage", "&Call the clock")))
        self.call_button.clicked.connect(self.call_clock)
        self.body.addWidget(self.call_button)
        self.body.addWidget(self.problem_for("requested_at_s"))
        self.countdown = CountdownView(self._display)
        self.countdown.acted.connect(self.player_acted)
        self.countdown.shorten.connect(self.shorten)
        self.countdown.full_screen.connect(self.show_full_screen)
        self.countdown.expired.connect(self._changed)
        self.countdown.expired.connect(self._keyboard_to_next)
        self.countdown.framed.connect(self._follow_full_screen)
        self.body.addWidget(self.countdown, 1)
        self.body.addWidget(self.problem_for("player_action_at_s"))
        shorten = QFormLayout()
        self.shorten_to = time_field(QCoreApplication.translate("ClockPage", "blank: the countdown starts now"))
        self.shorten_to.setToolTip(
            QCoreApplication.translate(
                "ClockPage", "The shortened clock, counted from the call, for a player stalling on purpose"
            )
        )
        shorten.addRow(QCoreApplication.translate("ClockPage", "Shorten &to (from the call):"), self.shorten_to)
        shorten.addRow("", self.problem_for("shorten_to_s"))
        self.body.addLayout(shorten)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.body.addWidget(self.status)
        self.window_full: CountdownWindow | None = None
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.setStretch(1, 1)

    def _display(self) -> ClockDisplay:
        return self.flow.display()

    def refresh(self) -> None:
        self.show_problems([])
        noted = self.flow.noted is not None
        for live in (self.call_button, self.countdown, self.shorten_to):
            live.setVisible(not noted)
        if not noted:
            self.countdown.start()
            self.call_button.setFocus()
        self._changed()

    def cleanupPage(self) -> None:
        self.countdown.stop()
        super().cleanupPage()

    def resume(self) -> None:
        self.refresh()  # the clock runs on while the page is away

    def call_clock(self) -> None:
        problems = self.flow.call_clock()
        self.show_problems(problems)
        self._changed()
        if not problems:
            self.countdown.acted_button.setFocus()

    def player_acted(self) -> None:
        self.show_problems(self.flow.player_acted())
        self._changed()
        self._keyboard_to_next()

    def _keyboard_to_next(self) -> None:
        """The clock stopped: Enter goes on to the ruling. "Player acted", disabled under the focus, passed it on to
        "Full screen", where Enter opened the table's display instead."""
        focused = QApplication.focusWidget()
        wizard = self.wizard()
        stopped = not self.countdown.acted_button.isEnabled()
        if wizard is not None and focused is not None and stopped and self.countdown.isAncestorOf(focused):
            wizard.button(QWizard.WizardButton.NextButton).setFocus()

    def shorten(self) -> None:
        period = typed_time(self.shorten_to, None)
        if isinstance(period, str):
            self.show_problems(
                [
                    Problem(
                        "shorten_to_s",
                        QCoreApplication.translate("ClockPage", "write minutes:seconds (0:30) or seconds (30)"),
                    )
                ]
            )
            return
        self.show_problems(self.flow.shorten_for_stalling(period))
        self._changed()

    def show_full_screen(self) -> CountdownWindow:
        if self.window_full is None:
            window = CountdownWindow(self._display, self)
            window.view.acted.connect(self.player_acted)
            window.view.shorten.connect(self.shorten)
            window.view.expired.connect(self._changed)
            self.window_full = window
        self.window_full.present()
        return self.window_full

    def _follow_full_screen(self) -> None:
        """The table's display shows every frame the page shows, so it never stays behind it (it froze at 0.1)."""
        full = self.window_full
        if full is not None and full.isVisible() and full.view.shown != self.countdown.shown:
            full.view.refresh()

    def _changed(self) -> None:
        """The controls and the words follow the clock's state; both displays show it at once."""
        noted = self.flow.noted
        if noted is not None:
            self.status.setText(_noted_words(noted))
            self.completeChanged.emit()
            return
        shown = self.countdown.refresh()
        if self.window_full is not None and self.window_full.isVisible():
            self.window_full.view.refresh()
        self.call_button.setEnabled(self.flow.clock is None)
        self.status.setText(self._status(shown))
        self.completeChanged.emit()

    def _status(self, shown: ClockDisplay) -> str:
        clock = self.flow.clock
        if clock is None:
            return ""
        if shown.acted:
            return self.tr("The player acted: go on to the ruling.")
        if not shown.is_running:
            return self.tr("Time is up: go on to the ruling.")
        called = clock_time_text(math.floor(clock.started_at_s))
        if clock.shortened_for_stalling:
            return self.tr(
                "Clock granted at {called} after the action reached the player (shortened for stalling to {period})."
            ).format(called=called, period=clock_time_text(clock.main_period_s))
        return self.tr("Clock granted at {called} after the action reached the player.").format(called=called)

    def answers(self) -> dict[str, Any]:
        return self.flow.clock_answers()

    def submit(self) -> list[Problem]:
        problems = super().submit()
        if not problems and self.window_full is not None:
            self.window_full.close()
        return problems


def _noted_words(noted: Mapping[str, Any]) -> str:
    acted, called = noted.get("player_action_at_s"), shown_time(noted.get("requested_at_s"))
    if acted is None:
        return QCoreApplication.translate(
            "ClockPage", "Ruled from the noted times: the clock was called at {called}; he did not act."
        ).format(called=called)
    return QCoreApplication.translate(
        "ClockPage", "Ruled from the noted times: the clock was called at {called}; he acted at {acted}."
    ).format(called=called, acted=shown_time(acted))


class ClockDecisionPage(DecisionPage):
    """GUI: the decision on a clock: a departure picks another outcome (rule 44)."""

    flow: ClockFlow

    def add_outcome(self, layout: QVBoxLayout) -> None:
        layout.addWidget(QLabel(QCoreApplication.translate("ClockDecisionPage", "The outcome decided instead:")))
        self.outcome_choice = touch(QComboBox())
        for outcome, text in OUTCOME_TEXT.items():
            said = translate("core", text)
            self.outcome_choice.addItem(said[:1].upper() + said[1:], outcome.value)
        layout.addWidget(self.outcome_choice)

    def show_outcome(self, template: dict[str, dict[str, int]], edited: dict[str, dict[str, int]]) -> None:
        chosen = next((name for name, on in edited["outcome"].items() if on), ClockOutcome.HAND_DEAD.value)
        self.outcome_choice.setCurrentIndex(max(self.outcome_choice.findData(chosen), 0))

    def outcome_answers(self) -> dict[str, dict[str, int]]:
        chosen = self.outcome_choice.currentData()
        return {"outcome": {outcome.value: int(outcome.value == chosen) for outcome in OUTCOME_TEXT}}


PAGES: dict[str, PageMaker] = {"situation": ClockSituationPage, "clock": ClockPage, DECISION.key: ClockDecisionPage}
