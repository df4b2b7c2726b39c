"""GUI: the chip race wizard's own pages (rule 46): stacks, denominations, odd chips, cards, the race."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QWidget,
)

from floordesk.core.cards import parse_card, parse_cards
from floordesk.core.chips import denomination_label
from floordesk.core.errors import CardError
from floordesk.core.flows.chip_race import ChipRaceFlow, DealMode
from floordesk.core.flows.flow import RECOMMENDATION
from floordesk.core.rules.chip_race_result import RaceResult, Verdict
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import FlowPage, PageMaker, RecommendationPage
from floordesk.gui.wizards.widgets import CardPicker, NumberedChoice, StacksGrid, clear_layout
from floordesk.i18n import grouped, noop, numerus

_ODD_ROW = numerus("OddChipsPage", "{name}: {direct} changed directly, <b>%n odd</b> {chip} chip(s)", "", 0)


def _who(flow: ChipRaceFlow, seat: int) -> str:
    return QCoreApplication.translate("wizards", "Seat {seat}: {player}").format(seat=seat, player=flow.name_at(seat))


class StacksPage(FlowPage):
    """GUI: the situation: every player's chips, taken from the table on screen, to check and correct."""

    flow: ChipRaceFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "StacksPage", "{name}: each player's chips as on the table. Correct any count that is wrong."
            ).format(name=self.flow.session.name)
        )
        self.grid = StacksGrid()
        self.body.addWidget(self.grid)
        self.body.addWidget(self.problem_for("stacks"))
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        stacks = answers["stacks"]
        # The chips someone holds: a colour-up never needs a column of zeros (and each costs a row of fields).
        values = sorted({int(v) for s in stacks.values() for v in s} | self._on_table())
        rows = [
            (str(seat), _who(self.flow, seat), {int(v): c for v, c in stacks.get(str(seat), {}).items()})
            for seat in self.flow.session.table.occupied_seats()
        ]
        self.grid.set_rows(rows, values, "stacks")
        self.problems.update(self.grid.problems)

    def _on_table(self) -> set[int]:
        return {value for o in self.flow.session.table.occupants.values() for value, _count in o.stack}

    def answers(self) -> dict[str, Any]:
        return {"stacks": self.grid.counts()}


class DenominationsPage(FlowPage):
    """GUI: the denominations to colour up; the chip set's next one is proposed."""

    flow: ChipRaceFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate("DenominationsPage", "Several at once are raced one at a time, smallest first.")
        )
        self.area = QWidget()
        self._layout = QGridLayout(self.area)
        self.boxes: dict[int, QCheckBox] = {}
        self.body.addWidget(self.area)
        self.body.addWidget(self.problem_for("removed"))
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        for box in self.boxes.values():
            box.deleteLater()
        self.boxes.clear()
        chip_set = self.flow.session.chip_set
        for index, value in enumerate(self.flow.denominations_available()):
            shortcut = f"&{index + 1}  " if index < 9 else ""
            removed_already = value not in chip_set.in_play_values()
            note = " (already out of play at this event)" if removed_already else ""
            box = touch(QCheckBox(f"{shortcut}{denomination_label(value)}{note}"))
            box.setChecked(value in answers.get("removed", []))
            self._layout.addWidget(box, index, 0)
            self.boxes[value] = box

    def focus_first(self) -> None:
        checked = [box for box in self.boxes.values() if box.isChecked()]
        (checked or list(self.boxes.values()))[0].setFocus()

    def answers(self) -> dict[str, Any]:
        return {"removed": [value for value, box in self.boxes.items() if box.isChecked()]}


class OddChipsPage(FlowPage):
    """GUI: each player's chips of the denominations coloured up, with the direct exchange and odd chips they leave."""

    flow: ChipRaceFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "OddChipsPage",
                "Count the chips coming out of play. Whole new chips are changed directly; the rest are odd.",
            )
        )
        self.grid = StacksGrid()
        self.grid.changed.connect(self._preview)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.body.addWidget(self.grid)
        self.body.addWidget(self.problem_for("removed_counts"))
        self.body.addWidget(self.preview)
        self.body.addStretch(1)

    def load(self, answers: dict[str, Any]) -> None:
        counts = answers["removed_counts"]
        rows = [
            (str(seat), _who(self.flow, seat), {int(v): c for v, c in counts.get(str(seat), {}).items()})
            for seat in self.flow.racing_seats()
        ]
        self.grid.set_rows(rows, self.flow.removed(), "removed_counts")
        self.problems.update(self.grid.problems)
        self._preview()

    def _preview(self) -> None:
        first = min(self.flow.removed())
        edited = self.grid.counts()
        counts = {int(seat): int(stack.get(str(first), 0)) for seat, stack in edited.items()}
        lines = []
        for row in self.flow.odd_chip_rows(counts):
            if row.removed_count:
                lines.append(
                    QCoreApplication.translate("OddChipsPage", _ODD_ROW, "", row.odd_chips).format(
                        name=escape(row.name), direct=grouped(row.direct_exchange), chip=denomination_label(first)
                    )
                )
        nobody = QCoreApplication.translate("OddChipsPage", "Nobody has {chip} chips.")
        self.preview.setText("<br>".join(lines) or nobody.format(chip=denomination_label(first)))

    def answers(self) -> dict[str, Any]:
        counts = self.grid.counts()
        removed = [str(v) for v in self.flow.removed()]
        # Zero counts are answers too: a player who has none of a chip coloured up.
        return {"removed_counts": {seat: {v: stack.get(v, 0) for v in removed} for seat, stack in counts.items()}}


class CardsPage(FlowPage):
    """GUI: how the race cards are dealt: a deck FloorDesk shuffles (seed recorded), or the cards the dealer dealt."""

    flow: ChipRaceFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "CardsPage", "One card per odd chip, from seat 1 clockwise; a player's cards together."
            )
        )
        self.mode = NumberedChoice(
            [
                (
                    DealMode.SHUFFLED.value,
                    QCoreApplication.translate(
                        "CardsPage", "FloorDesk shuffles a deck (the seed is recorded, so the race replays)"
                    ),
                ),
                (DealMode.DEALT.value, QCoreApplication.translate("CardsPage", "Enter the cards the dealer dealt")),
            ]
        )
        self.mode.chosen.connect(self._show_mode)
        self.body.addWidget(self.mode)
        self.body.addWidget(self.problem_for("mode"))
        self.seed = touch(QLineEdit())
        self.seed.setPlaceholderText(
            QCoreApplication.translate("CardsPage", "Seed: leave empty and FloorDesk chooses one")
        )
        self.seed.setAccessibleName(QCoreApplication.translate("CardsPage", "Seed"))
        self.body.addWidget(self.seed)
        self.body.addWidget(self.problem_for("seed"))
        self.dealt = QWidget()
        self._rows = QGridLayout(self.dealt)
        self._rows.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(self.dealt)
        self.body.addWidget(self.problem_for("cards"))
        self.picker = CardPicker()
        self.picker.picked.connect(self._pick)
        self.body.addWidget(self.picker)
        self.body.addStretch(1)
        self.card_fields: dict[int, QLineEdit] = {}
        self._target: int | None = None

    def load(self, answers: dict[str, Any]) -> None:
        clear_layout(self._rows)
        self.card_fields.clear()
        cards = answers.get("cards", {})
        row_index = 0
        for row in self.flow.odd_chip_rows():
            if not row.odd_chips:
                continue
            odd_chips = row.odd_chips  # lupdate reads a plural's count only as a plain name
            label = QLabel(self.tr("{who} (%n card(s)):", "", odd_chips).format(who=escape(_who(self.flow, row.seat))))
            field = touch(QLineEdit(" ".join(cards.get(str(row.seat), []))))
            field.setPlaceholderText(QCoreApplication.translate("CardsPage", "type them (As Kd) or press them below"))
            field.setAccessibleName(
                QCoreApplication.translate("CardsPage", "Cards of seat {seat}").format(seat=row.seat)
            )
            label.setBuddy(field)
            field.textChanged.connect(self._offer)
            field.installEventFilter(self)
            self._rows.addWidget(label, row_index, 0)
            self._rows.addWidget(field, row_index, 1)
            self._rows.addWidget(self.problem_for(f"cards.{row.seat}"), row_index, 2)
            self.card_fields[row.seat] = field
            row_index += 1
        self._target = next(iter(self.card_fields), None)
        seed = answers.get("seed")
        self.seed.setText("" if seed is None else str(seed))
        self.mode.choose(answers.get("mode", DealMode.SHUFFLED.value))
        self._offer()

    def focus_first(self) -> None:
        self.mode.focus_choice()

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            for seat, field in self.card_fields.items():
                if field is watched:
                    self._target = seat
                    self._offer()
        return super().eventFilter(watched, event)

    def _show_mode(self, key: str) -> None:
        dealt = key == DealMode.DEALT.value
        self.dealt.setVisible(dealt)
        self.picker.setVisible(dealt)
        self.seed.setVisible(not dealt)

    def _entered(self, field: QLineEdit) -> list[str]:
        try:
            return [str(card) for card in parse_cards(field.text())]
        except CardError:
            return field.text().split()

    def used_elsewhere(self) -> set[str]:
        """Cards typed or picked for the other players, and for this player already (never offered again)."""
        return {text for field in self.card_fields.values() for text in self._entered(field)}

    def _offer(self) -> None:
        used = []
        for text in self.used_elsewhere():
            try:
                used.append(parse_card(text))
            except CardError:
                continue
        self.picker.offer(used)
        full = self._target is None or len(self._entered(self.card_fields[self._target])) >= self._needed(self._target)
        self.picker.setEnabled(not full)

    def _needed(self, seat: int) -> int:
        return next((row.odd_chips for row in self.flow.odd_chip_rows() if row.seat == seat), 0)

    def _pick(self, text: str) -> None:
        if self._target is None:
            return
        field = self.card_fields[self._target]
        field.setText(" ".join([*self._entered(field), text]))
        if len(self._entered(field)) >= self._needed(self._target):
            later = [seat for seat in self.card_fields if seat > self._target and not self.card_fields[seat].text()]
            if later:
                self._target = later[0]
                self.card_fields[later[0]].setFocus()
        self._offer()

    def answers(self) -> dict[str, Any]:
        mode = self.mode.key()
        if mode == DealMode.SHUFFLED.value:
            text = self.seed.text().strip()
            # A seed names a shuffle, it counts nothing: plain digits in every language, never grouped.
            # isdigit() alone takes "²", which int() refuses: the flow says what a seed must be
            seed: object = int(text) if text.isascii() and text.isdigit() else (text or None)
            return {"mode": mode, "seed": seed, "cards": {}}
        return {
            "mode": mode,
            "cards": {str(seat): self._entered(field) for seat, field in self.card_fields.items()},
        }


_VERDICT_WORDS = {
    Verdict.WINS: noop("RacePage", "wins one {unit}"),
    Verdict.PASSED_OVER: noop("RacePage", "passed over: already has a {unit}"),
    Verdict.NOT_READ: noop("RacePage", "not read: every raced chip is out"),
}
_KEPT_ALIVE = {
    # whole sentences: where the chip comes from is a phrase of its own in each language
    "from_pool": noop("RacePage", "  {player} cannot be raced out: one {unit} from the raced chips"),
    "added": noop("RacePage", "  {player} cannot be raced out: one {unit} added to the game"),
}


class RacePage(RecommendationPage):
    """GUI: the race card by card, highest first: who wins each chip, who is passed over, who is kept alive."""

    flow: ChipRaceFlow

    def add_details(self) -> None:
        self.race = QListWidget()
        self.race.setAccessibleName(QCoreApplication.translate("RacePage", "The race, card by card"))
        self.race.setMinimumHeight(200)
        self.body.addWidget(self.race, 1)

    def show_details(self, result: dict[str, Any]) -> None:
        self.race.clear()
        for reading in RaceResult.read(result).readings():
            unit = denomination_label(reading.race_unit)
            raced = reading.race_chip_count  # lupdate reads a plural's count only as a plain name
            self.race.addItem(
                self.tr("{denomination_label} into {unit}: %n chip(s) raced", "", raced).format(
                    denomination_label=denomination_label(reading.removed), unit=unit
                )
            )
            for number, card in enumerate(reading.cards, start=1):
                words = QCoreApplication.translate("RacePage", _VERDICT_WORDS[card.verdict]).format(unit=unit)
                self.race.addItem(f"  {number}. {card.card.pretty}  {card.player}: {words}")
            for player, source in reading.stay_alive:
                sentence = _KEPT_ALIVE["from_pool" if source == "from_pool" else "added"]
                self.race.addItem(QCoreApplication.translate("RacePage", sentence).format(player=player, unit=unit))


PAGES: dict[str, PageMaker] = {
    "situation": StacksPage,
    "denominations": DenominationsPage,
    "odd_chips": OddChipsPage,
    "cards": CardsPage,
    RECOMMENDATION.key: RacePage,
}
