"""GUI: the clock wizard's pages: the player and how long the action has been on him, the live clock, the decision.

The clock page calls the clock (refused before the minimum wait, saying when it
may be called), then shows the countdown (`floordesk.gui.countdown`) with its
controls; "Full screen" shows it to the whole table. Going on needs the player to
have acted or the time to have run out; the ruling then follows from the times.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from floordesk.core.errors import Problem
from floordesk.core.flows.clock import OUTCOME_TEXT, ClockDisplay, ClockFlow
from floordesk.core.flows.flow import DECISION
from floordesk.core.rules.clock import ClockOutcome
from floordesk.core.ruleset import MAX_SECONDS
from floordesk.gui.countdown import CountdownView, CountdownWindow
from floordesk.gui.wizards.pages import DecisionPage, FlowPage, PageMaker
from floordesk.gui.wizards.widgets import touch


class ClockSituationPage(FlowPage):
    """GUI: who is on the clock, whether he faces a bet, and how long the action has already been on him."""

    flow: ClockFlow

    def build(self) -> None:
        self.setSubTitle("Timing starts when you go on: from now, or from the time the action has already been on him.")
        form = QFormLayout()
        self.seat = touch(QComboBox())
        for seat, occupant in self.flow.session.table.occupants.items():
            self.seat.addItem(f"Seat {seat}: {occupant.player.name}", seat)
        self.facing_bet = touch(QCheckBox("He &faces a bet"))
        self.elapsed = touch(QSpinBox())
        self.elapsed.setRange(0, MAX_SECONDS)
        self.elapsed.setSuffix(" s")
        self.elapsed.setSpecialValueText("0 s: the action reaches him now")
        form.addRow("&Player:", self.seat)
        form.addRow("", self.problem_for("seat"))
        form.addRow("", self.facing_bet)
        form.addRow("", self.problem_for("facing_bet"))
        form.addRow("The action has been on him &for:", self.elapsed)
        form.addRow("", self.problem_for("elapsed_s"))
        self.body.addLayout(form)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        self.seat.setCurrentIndex(max(self.seat.findData(answers.get("seat")), 0))
        self.facing_bet.setChecked(bool(answers.get("facing_bet", True)))
        self.elapsed.setValue(int(answers.get("elapsed_s") or 0))

    def focus_first(self) -> None:
        self.elapsed.setFocus()
        self.elapsed.selectAll()

    def answers(self) -> dict[str, Any]:
        return {
            "seat": self.seat.currentData(),
            "facing_bet": self.facing_bet.isChecked(),
            "elapsed_s": self.elapsed.value(),
        }


class ClockPage(FlowPage):
    """GUI: the clock called, refused or running; the countdown, "Player acted" and "Shorten (stalling)"."""

    flow: ClockFlow

    def build(self) -> None:
        self.setSubTitle("Call the clock when a player asks for it; the time counts from when the action reached him.")
        self.call_button = touch(QPushButton("&Call the clock"))
        self.call_button.clicked.connect(self.call_clock)
        self.body.addWidget(self.call_button)
        self.body.addWidget(self.problem_for("requested_at_s"))
        self.countdown = CountdownView(self._display)
        self.countdown.acted.connect(self.player_acted)
        self.countdown.shorten.connect(self.shorten)
        self.countdown.full_screen.connect(self.show_full_screen)
        self.countdown.expired.connect(self._changed)
        self.body.addWidget(self.countdown, 1)
        self.body.addWidget(self.problem_for("player_action_at_s"))
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
        self.countdown.start()
        self._changed()
        self.call_button.setFocus()

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

    def shorten(self) -> None:
        self.show_problems(self.flow.shorten_for_stalling())
        self._changed()

    def show_full_screen(self) -> CountdownWindow:
        if self.window_full is None:
            window = CountdownWindow(self._display, self)
            window.view.acted.connect(self.player_acted)
            window.view.shorten.connect(self.shorten)
            self.window_full = window
        self.window_full.present()
        return self.window_full

    def _changed(self) -> None:
        """The controls and the words follow the clock's state; both displays show it at once."""
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
            return "The player acted: go on to the ruling."
        if not shown.is_running:
            return "Time is up: go on to the ruling."
        stalling = " (shortened for stalling)" if clock.shortened_for_stalling else ""
        return f"Clock granted {clock.started_at_s:g} s after the action reached the player{stalling}."

    def answers(self) -> dict[str, Any]:
        return self.flow.clock_answers()

    def submit(self) -> list[Problem]:
        problems = super().submit()
        if not problems and self.window_full is not None:
            self.window_full.close()
        return problems


class ClockDecisionPage(DecisionPage):
    """GUI: the decision on a clock: a departure picks another outcome (rule 44)."""

    flow: ClockFlow

    def add_outcome(self, layout: QVBoxLayout) -> None:
        layout.addWidget(QLabel("The outcome decided instead:"))
        self.outcome_choice = touch(QComboBox())
        for outcome, text in OUTCOME_TEXT.items():
            self.outcome_choice.addItem(text[:1].upper() + text[1:], outcome.value)
        layout.addWidget(self.outcome_choice)

    def show_outcome(self, template: dict[str, dict[str, int]], edited: dict[str, dict[str, int]]) -> None:
        chosen = next((name for name, on in edited["outcome"].items() if on), ClockOutcome.HAND_DEAD.value)
        self.outcome_choice.setCurrentIndex(max(self.outcome_choice.findData(chosen), 0))

    def outcome_answers(self) -> dict[str, dict[str, int]]:
        chosen = self.outcome_choice.currentData()
        return {"outcome": {outcome.value: int(outcome.value == chosen) for outcome in OUTCOME_TEXT}}


PAGES: dict[str, PageMaker] = {"situation": ClockSituationPage, "clock": ClockPage, DECISION.key: ClockDecisionPage}
