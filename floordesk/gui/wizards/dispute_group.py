"""GUI: the "Dispute" group of a ruling's decision step: the dispute record, for a ruling that was disputed.

Collapsed (unchecked) it records nothing; checked, it shows the record's fields: who
asked (a player by seat, the dealer, the floor), when and whether before the next
deal, the camera or console and the window to review, the review done and its
finding, the error type, and who signs as second reviewer (their PIN is asked on the
Sign page). The fields are given to the flow as the record's JSON; the flow reads it
(`floordesk.core.dispute`) and each problem is shown beside its field.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from floordesk.core.dispute import Dispute
from floordesk.core.table import MAX_SEATS
from floordesk.gui.field_problem import field_problem_label
from floordesk.gui.touch import touch
from floordesk.i18n import noop

_REQUESTED_BY = (
    ("", "—"),
    ("player", noop("dispute_group", "A player")),
    ("dealer", noop("dispute_group", "The dealer")),
    ("floor", noop("dispute_group", "The floor")),
)
_DEAL = (
    ("", "—"),
    ("yes", noop("dispute_group", "Before the next deal")),
    ("no", noop("dispute_group", "After the next deal")),
)
_REVIEW = (
    ("none", noop("dispute_group", "None")),
    ("podium", noop("dispute_group", "Replayed at the podium")),
    ("surveillance", noop("dispute_group", "In the surveillance room")),
)
_ERROR = (
    ("", "—"),
    ("player", noop("dispute_group", "A player's error")),
    ("dealer", noop("dispute_group", "The dealer's error")),
    ("none", noop("dispute_group", "No error")),
)


class DisputeGroup(QGroupBox):
    """GUI: the dispute record's fields (see the module's description); `problems` maps each field to its label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("The ruling was &disputed: record who asked, the camera and the review"), parent)
        self.setObjectName("dispute_group")
        self.setCheckable(True)
        self.setChecked(False)
        self.problems: dict[str, QLabel] = {}
        self.fields = QWidget()
        grid = QGridLayout(self.fields)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.requested_by = self._choice(_REQUESTED_BY)
        self.seat = touch(QComboBox())
        self.seat.addItem("—", None)
        for seat in range(1, MAX_SEATS + 1):
            self.seat.addItem(self.tr("Seat {seat}").format(seat=seat), seat)
        self.requested_at = self._line("21:40")
        self.before_next_deal = self._choice(_DEAL)
        self.camera = self._line(self.tr("e.g. Cam 14, or console 2"))
        self.window_from, self.window_to = self._line("21:38"), self._line("21:41")
        self.review = self._choice(_REVIEW)
        self.finding = self._line(self.tr("what the footage showed"))
        self.error = self._choice(_ERROR)
        self.second_reviewer = self._line(self.tr("a floor member's name, where the house asks for one"))
        # Two fields a row, each problem right under its field: the group stays short enough to see whole.
        rows: tuple[tuple[tuple[str, str, QWidget], ...], ...] = (
            (
                ("requested_by", self.tr("Requested &by:"), self.requested_by),
                ("seat", self.tr("Player's s&eat:"), self.seat),
            ),
            (
                ("requested_at", self.tr("Requested a&t:"), self.requested_at),
                ("before_next_deal", self.tr("Next dea&l:"), self.before_next_deal),
            ),
            (
                ("camera", self.tr("&Camera or console:"), self.camera),
                ("review", self.tr("Re&view done:"), self.review),
            ),
            (
                ("window.from", self.tr("Review &from:"), self.window_from),
                ("window.to", self.tr("Review t&o:"), self.window_to),
            ),
            (("finding", self.tr("Fi&nding:"), self.finding), ("error", self.tr("Error t&ype:"), self.error)),
            (("second_reviewer", self.tr("Second &reviewer:"), self.second_reviewer),),
        )
        for row, pairs in enumerate(rows):
            for column, (key, text, widget) in enumerate(pairs):
                label = QLabel(text)
                label.setBuddy(widget)
                problem = field_problem_label()
                grid.addWidget(label, 2 * row, 2 * column)
                grid.addWidget(widget, 2 * row, 2 * column + 1)
                grid.addWidget(problem, 2 * row + 1, 2 * column + 1)
                self.problems[f"dispute.{key}"] = problem
        self.problems["dispute.window"] = self.problems["dispute.window.from"]
        layout = QVBoxLayout(self)
        layout.addWidget(self.fields)
        self.fields.setVisible(False)
        self.toggled.connect(self._opened)

    @staticmethod
    def _choice(options: tuple[tuple[str, str], ...]) -> QComboBox:
        box = touch(QComboBox())
        for key, label in options:
            box.addItem(QCoreApplication.translate("dispute_group", label), key)
        return box

    @staticmethod
    def _line(placeholder: str) -> QLineEdit:
        line = touch(QLineEdit())
        line.setPlaceholderText(placeholder)
        return line

    def _opened(self, checked: bool) -> None:
        self.fields.setVisible(checked)  # collapsed while the ruling is not disputed
        if checked and not self.requested_at.text():
            self.requested_at.setText(datetime.now().strftime("%H:%M"))  # a dispute is recorded as it happens
        if checked:
            self.requested_by.setFocus()

    def load(self, dispute: Dispute | None) -> None:
        """Show a dispute record (None: collapsed, every field empty)."""
        answers: dict[str, Any] = {} if dispute is None else dispute.answers()
        window = answers.get("window") or {}
        deal = answers.get("before_next_deal")
        self._choose(self.requested_by, answers.get("requested_by", ""))
        self.seat.setCurrentIndex(max(self.seat.findData(answers.get("seat")), 0))
        self._choose(self.before_next_deal, "" if deal is None else ("yes" if deal else "no"))
        self._choose(self.review, answers.get("review", "none"))
        self._choose(self.error, answers.get("error", ""))
        for line, value in (
            (self.requested_at, answers.get("requested_at")),
            (self.camera, answers.get("camera")),
            (self.window_from, window.get("from")),
            (self.window_to, window.get("to")),
            (self.finding, answers.get("finding")),
            (self.second_reviewer, answers.get("second_reviewer")),
        ):
            line.setText(value or "")
        self.setChecked(dispute is not None)

    @staticmethod
    def _choose(box: QComboBox, key: object) -> None:
        box.setCurrentIndex(max(box.findData(key), 0))

    def answers(self) -> dict[str, Any]:
        """The record's JSON as entered ({}: the ruling was not disputed); blank fields are left out."""
        if not self.isChecked():
            return {}
        deal = self.before_next_deal.currentData()
        window = {
            key: line.text().strip()
            for key, line in (("from", self.window_from), ("to", self.window_to))
            if line.text().strip()
        }
        given: dict[str, Any] = {
            "requested_by": self.requested_by.currentData() or None,
            "seat": self.seat.currentData(),
            "requested_at": self.requested_at.text().strip() or None,
            "before_next_deal": None if not deal else deal == "yes",
            "camera": self.camera.text().strip() or None,
            "window": window or None,
            "review": self.review.currentData(),
            "finding": self.finding.text().strip() or None,
            "error": self.error.currentData() or None,
            "second_reviewer": self.second_reviewer.text().strip() or None,
        }
        return {key: value for key, value in given.items() if value is not None}
