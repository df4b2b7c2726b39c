"""GUI: the found-chips wizard's situation page: whose stack, which removed denomination, how many chips."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout

from floordesk.core.chips import denomination_label
from floordesk.core.flows.found_chips import FOUND_MAX, FoundChipsFlow
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import FlowPage, PageMaker
from floordesk.gui.wizards.widgets import ChipCountBox


class FoundChipsPage(FlowPage):
    """GUI: the situation of chips found after a race."""

    flow: FoundChipsFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "FoundChipsPage", "Chips of a denomination already coloured up, found in a player's stack."
            )
        )
        form = QFormLayout()
        self.seat = touch(QComboBox())
        for seat, occupant in self.flow.session.table.occupants.items():
            self.seat.addItem(
                QCoreApplication.translate("FoundChipsPage", "Seat {seat}: {escape}").format(
                    seat=seat, escape=escape(occupant.player.name)
                ),
                seat,
            )
        self.denomination = touch(QComboBox())
        for value in self.flow.removed_denominations():
            self.denomination.addItem(denomination_label(value), value)
        self.count = touch(ChipCountBox())
        self.count.setRange(0, FOUND_MAX)
        form.addRow(QCoreApplication.translate("FoundChipsPage", "&Player:"), self.seat)
        form.addRow("", self.problem_for("seat"))
        form.addRow(QCoreApplication.translate("FoundChipsPage", "&Chips found:"), self.denomination)
        form.addRow("", self.problem_for("denomination"))
        form.addRow(QCoreApplication.translate("FoundChipsPage", "&How many:"), self.count)
        count_problem = self.problem_for("count")
        self.count.say_refusals_in(count_problem)
        form.addRow("", count_problem)
        self.body.addLayout(form)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        self.seat.setCurrentIndex(max(self.seat.findData(answers.get("seat")), 0))
        self.denomination.setCurrentIndex(max(self.denomination.findData(answers.get("denomination")), 0))
        self.count.setValue(int(answers.get("count") or 0))

    def focus_first(self) -> None:
        self.count.setFocus()
        self.count.selectAll()

    def answers(self) -> dict[str, Any]:
        return {
            "seat": self.seat.currentData(),
            "denomination": self.denomination.currentData(),
            "count": self.count.value(),
        }


PAGES: dict[str, PageMaker] = {"situation": FoundChipsPage}
