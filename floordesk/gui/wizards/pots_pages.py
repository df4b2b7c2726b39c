"""GUI: the pot wizard's own pages (rules 47, 48): the hand, the showdown, and the pots drawn as layers.

No rules here: every check and every amount comes from `floordesk.core.flows.pots.PotFlow`.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.cards import parse_cards
from floordesk.core.errors import CardError
from floordesk.core.flows.flow import RECOMMENDATION
from floordesk.core.flows.pots import PotFlow, PotLayer, PotPicture, ShowdownMode
from floordesk.core.rules.hand_eval import Game
from floordesk.core.rules.pots import Status
from floordesk.gui.accessible import name_list
from floordesk.gui.touch import touch
from floordesk.gui.wizards.pages import FlowPage, PageMaker, RecommendationPage
from floordesk.gui.wizards.widgets import COUNT_MAX, CardPicker, ChipCountBox, NumberedChoice, clear_layout
from floordesk.i18n import grouped, mid_sentence, noop

LAYER_FILLS = ("#2e7d32", "#1565c0", "#6a1b9a", "#c25700", "#c62828")
"""The side-pot pyramid's layers, main pot first; LAYER_TEXT on each reads at 4.5:1 or more."""
LAYER_TEXT = "#ffffff"

STATUS_WORDS = {
    Status.ACTIVE: noop("HandPage", "in the hand"),
    Status.ALL_IN: noop("HandPage", "all in"),
    Status.FOLDED: noop("HandPage", "folded"),
}
STATUSES = [status.value for status in STATUS_WORDS]
GAMES = [game.value for game in Game]


def _who(flow: PotFlow, seat: int) -> str:
    return QCoreApplication.translate("wizards", "Seat {seat}: {player}").format(seat=seat, player=flow.name_at(seat))


def _texts(field: QLineEdit) -> list[str]:
    """The cards typed in a field, one text each ("As Kd" or "AsKd"); unreadable text kept for the flow to refuse."""
    try:
        return [str(card) for card in parse_cards(field.text())]
    except CardError:
        return field.text().split()


class HandPage(FlowPage):
    """GUI: the hand on the table: game, button, and what each player put in and whether he is still in."""

    flow: PotFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "HandPage", "{name}: the hand as on the table. Correct anything that is wrong."
            ).format(name=self.flow.session.name)
        )
        form = QFormLayout()
        self.game = touch(QComboBox())
        self.game.addItems([game.title for game in Game])
        self.game.currentIndexChanged.connect(self._game_changed)
        self.button_seat = touch(QSpinBox())
        self.button_seat.setRange(1, self.flow.session.table.seats_max)
        form.addRow(QCoreApplication.translate("HandPage", "&Game:"), self.game)
        form.addRow("", self.problem_for("game"))
        form.addRow(QCoreApplication.translate("HandPage", "&Button:"), self.button_seat)
        form.addRow("", self.problem_for("button_seat"))
        self.body.addLayout(form)
        grid = QWidget()
        self._grid = QGridLayout(grid)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(grid)
        self.body.addWidget(self.problem_for("players"))
        self.body.addStretch(1)
        self.amounts: dict[int, ChipCountBox] = {}
        self.statuses: dict[int, QComboBox] = {}

    def load(self, answers: dict[str, Any]) -> None:
        game = str(answers.get("game"))
        self.game.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        self.button_seat.setValue(answers.get("button_seat") or 1)
        clear_layout(self._grid)
        self.amounts.clear()
        self.statuses.clear()
        headers = (
            QCoreApplication.translate("HandPage", "Player"),
            QCoreApplication.translate("HandPage", "Put in this hand"),
            QCoreApplication.translate("HandPage", "Status"),
        )
        for index, header in enumerate(headers):
            self._grid.addWidget(QLabel(f"<b>{escape(header)}</b>"), 0, index)
        unit = self.flow.unit
        rows = answers.get("players", {})
        for row, seat in enumerate(self.flow.session.table.occupied_seats(), start=1):
            stated = rows.get(str(seat), {})
            label = QLabel(escape(_who(self.flow, seat)))
            amount = touch(ChipCountBox())
            amount.setRange(0, COUNT_MAX * unit)
            amount.setSingleStep(unit)
            amount.setValue(int(stated.get("contributed", 0)))
            amount.setAccessibleName(QCoreApplication.translate("HandPage", "seat {seat}: put in").format(seat=seat))
            label.setBuddy(amount)
            status = touch(QComboBox())
            status.addItems([QCoreApplication.translate("HandPage", words) for words in STATUS_WORDS.values()])
            given = stated.get("status", Status.ACTIVE.value)
            status.setCurrentIndex(STATUSES.index(given) if given in STATUSES else 0)
            status.setAccessibleName(QCoreApplication.translate("HandPage", "seat {seat}: status").format(seat=seat))
            name_list(status)  # the rows are made after the page is built
            self._grid.addWidget(label, row, 0)
            self._grid.addWidget(amount, row, 1)
            self._grid.addWidget(status, row, 2)
            problem = self.problem_for(f"players.{seat}")
            amount.say_refusals_in(problem)
            self._grid.addWidget(problem, row, 3)
            self.amounts[seat], self.statuses[seat] = amount, status
        self._grid.setColumnStretch(3, 1)
        self._game_changed()

    def _game_changed(self) -> None:
        self.button_seat.setEnabled(self._game().is_button_game)

    def _game(self) -> Game:
        return Game(GAMES[max(self.game.currentIndex(), 0)])

    def status(self, seat: int) -> str:
        """The status chosen for `seat` (its JSON spelling)."""
        return STATUSES[self.statuses[seat].currentIndex()]

    def focus_first(self) -> None:
        first = next(iter(self.amounts.values()), None)
        (first or self.game).setFocus()

    def answers(self) -> dict[str, Any]:
        game = self._game()
        return {
            "game": game.value,
            "button_seat": self.button_seat.value() if game.is_button_game else None,
            "players": {
                str(seat): {"contributed": spin.value(), "status": self.status(seat)}
                for seat, spin in self.amounts.items()
            },
        }


_WINNERS = {"high": noop("ShowdownPage", "High winner(s):"), "low": noop("ShowdownPage", "Low winner(s):")}
"""the label before a pot's winners of each half, by the half's key in the answers"""
_HALVES = {"high": noop("ShowdownPage", "High"), "low": noop("ShowdownPage", "Low")}


def _half(key: str) -> str:
    """A half of the pot ("high", "low", its key in the answers) in the language spoken."""
    return QCoreApplication.translate("ShowdownPage", _HALVES[key])


class ShowdownPage(FlowPage):
    """GUI: the showdown: the cards (the picker never offers a card already used), or the winners of each pot."""

    flow: PotFlow

    def build(self) -> None:
        self.setSubTitle(
            QCoreApplication.translate(
                "ShowdownPage", "Enter the cards and FloorDesk finds the winners, or state who won each pot."
            )
        )
        self.mode = NumberedChoice(
            [
                (
                    ShowdownMode.CARDS,
                    QCoreApplication.translate("ShowdownPage", "Enter the cards shown (FloorDesk reads the hands)"),
                ),
                (
                    ShowdownMode.STATED,
                    QCoreApplication.translate("ShowdownPage", "State the winners of each pot (the cards are gone)"),
                ),
            ]
        )
        self.mode.chosen.connect(self._show_mode)
        self.nothing = QLabel(
            QCoreApplication.translate(
                "ShowdownPage", "Only one player is left in every pot: it is won without a showdown."
            )
        )
        self.body.addWidget(self.nothing)
        self.body.addWidget(self.mode)
        self.body.addWidget(self.problem_for("mode"))
        self.cards_area = QWidget()
        self._cards = QGridLayout(self.cards_area)
        self._cards.setContentsMargins(0, 0, 0, 0)
        self.picker = CardPicker()
        self.picker.picked.connect(self._pick)
        self.stated_area = QWidget()
        self._stated = QVBoxLayout(self.stated_area)
        self._stated.setContentsMargins(0, 0, 0, 0)
        for widget in (self.cards_area, self.problem_for("cards"), self.picker, self.stated_area):
            self.body.addWidget(widget)
        self.body.addWidget(self.problem_for("pots"))
        self.body.addWidget(self.problem_for("tie_cards"))
        self.body.addStretch(1)
        self.card_fields: dict[str, QLineEdit] = {}  # "board", "cards.SEAT"
        self.winners: dict[tuple[int, str], dict[int, QCheckBox]] = {}  # (pot index, half) -> seat -> box
        self.no_low: dict[int, QCheckBox] = {}
        self.tie_fields: dict[tuple[int, str], QLineEdit] = {}
        self.typed_fields: dict[str, QLineEdit] = {}  # the stated showdown's: "seen.SEAT", "tie_cards.SEAT.HALF"
        self._target: str | None = None
        self._answers: dict[str, Any] = {}
        self._stated_loaded = False
        self._offer_pending = False

    # -- loading ----------------------------------------------------------------------
    def load(self, answers: dict[str, Any]) -> None:
        for layout in (self._cards, self._stated):
            clear_layout(layout)
        self.card_fields.clear()
        self.winners.clear()
        self.no_low.clear()
        self.tie_fields.clear()
        self.typed_fields.clear()
        contested = self.flow.contested_pots()
        self.nothing.setVisible(not contested)
        self.mode.setVisible(bool(contested))
        if not contested:
            self.cards_area.hide()
            self.picker.hide()
            self.stated_area.hide()
            return
        self._answers = answers
        self._stated_loaded = False  # built when first chosen: ten players' tick boxes for every pot cost time
        self._load_cards(answers, self.flow.game_chosen())
        self.mode.choose(answers.get("mode") or ShowdownMode.CARDS)

    def _load_cards(self, answers: dict[str, Any], game: Game) -> None:
        rows: list[tuple[str, str, list[str], int]] = []
        if game.board_card_count:
            board = QCoreApplication.translate("ShowdownPage", "The &board")
            rows.append(("board", board, answers.get("board", []), game.board_card_count))
        cards = answers.get("cards", {})
        for seat in self.flow.showdown_seats():
            label = f"{escape(_who(self.flow, seat))}"
            rows.append((f"cards.{seat}", label, cards.get(str(seat), []), game.own_card_count))
        for row, (key, label, texts, count) in enumerate(rows):
            field = touch(QLineEdit(" ".join(texts)))
            field.setPlaceholderText(
                QCoreApplication.translate(
                    "ShowdownPage", "{value} cards: type them (As Kd …) or press them below"
                ).format(value=count)
            )
            field.setAccessibleName(key)
            field.installEventFilter(self)
            title = QLabel(
                QCoreApplication.translate("ShowdownPage", "{label} ({value} cards):").format(label=label, value=count)
            )
            title.setBuddy(field)
            self._cards.addWidget(title, row, 0)
            self._cards.addWidget(field, row, 1)
            self._cards.addWidget(self.problem_for(key), row, 2)
            self.card_fields[key] = field
        self._target = next(iter(self.card_fields), None)
        for field in self.card_fields.values():
            field.textChanged.connect(self._offer_soon)
        self._offer()

    def _load_stated(self, answers: dict[str, Any], game: Game, contested: tuple[Any, ...]) -> None:
        stated = answers.get("pots", [])
        in_hand = self.flow.players()
        halves = [half for half, kind in (("high", game.high_kind), ("low", game.low_kind)) if kind is not None]
        for index, _name, eligible in contested:
            pot = stated[index] if index < len(stated) and isinstance(stated[index], dict) else {}
            seats = ", ".join(str(seat) for seat in eligible)
            heading = (
                QCoreApplication.translate("ShowdownPage", "Main pot (can be won by seats {seats})")
                if index == 0
                else QCoreApplication.translate("ShowdownPage", "Side pot {number} (can be won by seats {seats})")
            )
            box = QGroupBox(heading.format(number=index, seats=seats))
            layout = QGridLayout(box)
            for row, half in enumerate(halves):
                layout.addWidget(QLabel(QCoreApplication.translate("ShowdownPage", _WINNERS[half])), row * 2, 0)
                boxes: dict[int, QCheckBox] = {}
                for column, player in enumerate(in_hand, start=1):
                    check = touch(QCheckBox(f"{player.seat}: {player.name}"))
                    check.setChecked(str(player.seat) in pot.get(half, []))
                    layout.addWidget(check, row * 2, column)
                    boxes[player.seat] = check
                self.winners[index, half] = boxes
                if half == "low" and game.splits_high_low:
                    no_low = touch(QCheckBox(QCoreApplication.translate("ShowdownPage", "no qualifying low")))
                    no_low.setChecked(bool(pot.get("no_low")))
                    layout.addWidget(no_low, row * 2, len(in_hand) + 1)
                    self.no_low[index] = no_low
                layout.addWidget(self.problem_for(f"pots.{index}.{half}"), row * 2 + 1, 0, 1, len(in_hand) + 2)
            self._stated.addWidget(box)
        if not game.is_button_game:
            self._load_tie_cards(answers, halves)

    def _load_tie_cards(self, answers: dict[str, Any], halves: list[str]) -> None:
        """Each contender's tie-break card for each half, beside the cards seen of every player in the hand (a
        tie-break card cannot be another player's); the cards typed before the rest were gone are seen ones."""
        box = QGroupBox(
            QCoreApplication.translate(
                "ShowdownPage", "Tie-breaking cards (stud: the odd chip goes by the high card by suit)"
            )
        )
        layout = QGridLayout(box)
        seen_title = QLabel(
            QCoreApplication.translate("ShowdownPage", "Cards seen this hand (up cards, shown cards; optional)")
        )
        seen_title.setWordWrap(True)
        layout.addWidget(seen_title, 0, 1)
        for column, half in enumerate(halves, start=2):
            meaning = QLabel(
                QCoreApplication.translate("ShowdownPage", "{half}: {tie_card_label}").format(
                    half=_half(half), tie_card_label=self.flow.tie_card_label(half)
                )
            )
            meaning.setWordWrap(True)
            layout.addWidget(meaning, 0, column)
        seen = answers.get("seen") or self._cards_answers()["cards"]
        tie_cards = answers.get("tie_cards", {})
        contenders = self.flow.contenders()
        players = self.flow.players()
        for row, player in enumerate(players, start=1):
            seat = player.seat
            layout.addWidget(QLabel(escape(_who(self.flow, seat))), row * 2, 0)
            shown = self._card_field(
                " ".join(seen.get(str(seat), [])),
                QCoreApplication.translate("ShowdownPage", "seat {seat}: cards seen").format(seat=seat),
                f"seen.{seat}",
            )
            shown.setPlaceholderText(QCoreApplication.translate("ShowdownPage", "e.g. 6d 9s"))
            layout.addWidget(shown, row * 2, 1)
            layout.addWidget(self.problem_for(f"seen.{seat}"), row * 2 + 1, 1)
            if seat not in contenders:
                continue
            for column, half in enumerate(halves, start=2):
                name = QCoreApplication.translate("ShowdownPage", "seat {seat}: {half}: {tie_card_label}").format(
                    seat=seat, half=mid_sentence(_half(half)), tie_card_label=self.flow.tie_card_label(half)
                )
                field = self._card_field(tie_cards.get(str(seat), {}).get(half, ""), name, f"tie_cards.{seat}.{half}")
                field.setPlaceholderText(QCoreApplication.translate("ShowdownPage", "e.g. K♠ as Ks"))
                field.setMaxLength(2)
                layout.addWidget(field, row * 2, column)
                layout.addWidget(self.problem_for(f"tie_cards.{seat}.{half}"), row * 2 + 1, column)
                self.tie_fields[seat, half] = field
        self.odd_chip_preview = QLabel()
        self.odd_chip_preview.setObjectName("oddChipPreview")
        self.odd_chip_preview.setWordWrap(True)
        layout.addWidget(self.odd_chip_preview, 2 * len(players) + 2, 0, 1, len(halves) + 2)
        self._stated.addWidget(box)
        self._preview_odd_chips()

    def _card_field(self, text: str, name: str, path: str) -> QLineEdit:
        """A field of the stated showdown's cards, checked as it is typed."""
        field = touch(QLineEdit(text))
        field.setAccessibleName(name)
        field.textChanged.connect(self._preview_odd_chips)
        self.typed_fields[path] = field
        return field

    @property
    def seen_fields(self) -> dict[int, QLineEdit]:
        """The cards seen of each player in the hand, by seat."""
        return {int(path[5:]): field for path, field in self.typed_fields.items() if path.startswith("seen.")}

    def _preview_odd_chips(self) -> None:
        """The odd chips the cards typed decide, shown beside them before anything is signed, and beside each
        field typed in (or already refused) what refuses it: a card already used on the table, say."""
        problems, lines = self.flow.odd_chips_if(self.answers())
        checked = [
            path
            for path, field in self.typed_fields.items()
            if field.text().strip() or not self.problems[path].isHidden()
        ]
        self.show_problems_of(problems, checked)
        self.odd_chip_preview.setText(
            "\n".join(QCoreApplication.translate("ShowdownPage", "Decided: {line}").format(line=line) for line in lines)
            if lines
            else QCoreApplication.translate("ShowdownPage", "The odd chip is decided once the cards fit.")
        )

    def _show_mode(self, key: str) -> None:
        cards = key == ShowdownMode.CARDS
        if not cards and not self._stated_loaded:
            self._stated_loaded = True
            self._load_stated(self._answers, self.flow.game_chosen(), self.flow.contested_pots())
        self.cards_area.setVisible(cards)
        self.picker.setVisible(cards)
        self.stated_area.setVisible(not cards)

    def focus_first(self) -> None:
        if self.mode.isVisible():
            self.mode.focus_choice()

    # -- the card picker ------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            for key, field in self.card_fields.items():
                if field is watched:
                    self._target = key
                    self._offer()
        return super().eventFilter(watched, event)

    def _cards_answers(self) -> dict[str, Any]:
        return {
            "board": _texts(self.card_fields["board"]) if "board" in self.card_fields else [],
            "cards": {
                key.partition(".")[2]: _texts(field) for key, field in self.card_fields.items() if key != "board"
            },
        }

    def _needed(self, key: str) -> int:
        game = self.flow.game_chosen()
        return game.board_card_count if key == "board" else game.own_card_count

    def _offer_soon(self) -> None:
        """Offer the cards once the typing (or several fields filled at once) is done: one update, not one a key."""
        if not self._offer_pending:
            self._offer_pending = True
            QTimer.singleShot(0, self._offer)

    def _offer(self) -> None:
        """Offer only cards not used in any field (those of the target field count as used too)."""
        self._offer_pending = False
        self.picker.offer(self.flow.used_cards(self._cards_answers()))
        target = self.card_fields.get(self._target or "")
        self.picker.setEnabled(target is not None and len(_texts(target)) < self._needed(self._target or ""))

    def _pick(self, text: str) -> None:
        if self._target is None:
            return
        field = self.card_fields[self._target]
        field.setText(" ".join([*_texts(field), text]))
        if len(_texts(field)) >= self._needed(self._target):
            keys = list(self.card_fields)
            later = [k for k in keys[keys.index(self._target) + 1 :] if not self.card_fields[k].text()]
            if later:
                self._target = later[0]
                self.card_fields[later[0]].setFocus()
        self._offer()

    # -- answers ----------------------------------------------------------------------------
    def answers(self) -> dict[str, Any]:
        if not self.flow.contested_pots():
            return {}
        mode = self.mode.key()
        if mode == ShowdownMode.CARDS:
            return {"mode": mode, **self._cards_answers()}
        pots: list[dict[str, Any]] = [{} for _ in self.flow.layout().pots]
        for (index, half), boxes in self.winners.items():
            pots[index][half] = [str(seat) for seat, box in boxes.items() if box.isChecked()]
        for index, box in self.no_low.items():
            pots[index]["no_low"] = box.isChecked()
        tie_cards: dict[str, dict[str, str]] = {}
        for (seat, half), field in self.tie_fields.items():
            if field.text().strip():
                tie_cards.setdefault(str(seat), {})[half] = field.text().strip()
        seen = {str(seat): _texts(field) for seat, field in self.seen_fields.items() if field.text().strip()}
        return {"mode": mode, "pots": pots, "tie_cards": tie_cards, "seen": seen}


class PotLayersView(QWidget):
    """GUI: the pots drawn as layers, the main pot at the bottom and each side pot above it.

    Each layer is as wide as its share of the money and says its amount, who can win it and who did."""

    ROW_PX = 56

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layers: tuple[PotLayer, ...] = ()
        self._flow: PotFlow | None = None
        self.setAccessibleName(self.tr("The pots, as layers"))

    def show_picture(self, flow: PotFlow, picture: PotPicture) -> None:
        self._flow = flow
        self.layers = picture.layers
        self.setMinimumHeight(self.ROW_PX * max(1, len(self.layers)) + 8)
        self.setToolTip("\n".join(self.layer_texts()))
        self.updateGeometry()
        self.update()

    def layer_texts(self) -> list[str]:
        """Each layer in words, top (the last side pot) first, as drawn."""
        return [self._text(layer) for layer in reversed(self.layers)]

    def _text(self, layer: PotLayer) -> str:
        return " ".join(self._lines(layer))

    @staticmethod
    def _lines(layer: PotLayer) -> tuple[str, str]:
        """The layer's two lines: what it is and who can win it; who won what."""

        def listed(seats: tuple[int, ...]) -> str:
            return ", ".join(str(seat) for seat in seats)

        amount, seats = grouped(layer.amount), listed(layer.eligible)
        if layer.name == "main":
            title = QCoreApplication.translate("PotLayersView", "Main pot {amount} (seats {seats}):")
        else:  # "side 2": the core's name of the second side pot
            title = QCoreApplication.translate("PotLayersView", "Side {index} {amount} (seats {seats}):")
        won = ", ".join(
            QCoreApplication.translate("PotLayersView", "seat {seat} {chips}").format(seat=seat, chips=grouped(chips))
            for seat, chips in layer.awards.items()
        )
        halves = []
        if layer.high_winners:
            halves.append(
                QCoreApplication.translate("PotLayersView", "high {seats}").format(seats=listed(layer.high_winners))
            )
        if layer.low_winners:
            halves.append(
                QCoreApplication.translate("PotLayersView", "low {seats}").format(seats=listed(layer.low_winners))
            )
        judged = f" [{'; '.join(halves)}]" if halves else ""
        index = layer.name.rpartition(" ")[2]
        return title.format(amount=amount, seats=seats, index=index), f"{won}{judged}"

    def sizeHint(self) -> QSize:
        return QSize(600, self.ROW_PX * max(1, len(self.layers)) + 8)

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.layers:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        largest = max(layer.amount for layer in self.layers) or 1
        width = self.width() - 8
        metrics = QFontMetricsF(self.font())
        for row, layer in enumerate(self.layers):
            # A pyramid: every layer wide enough to read, the larger pots wider.
            band = width * (0.6 + 0.4 * layer.amount / largest)
            top = self.height() - 4 - (row + 1) * self.ROW_PX
            rect = QRectF(4 + (width - band) / 2, top + 2, band, self.ROW_PX - 4)
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.setBrush(QColor(LAYER_FILLS[row % len(LAYER_FILLS)]))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QColor(LAYER_TEXT))
            text = "\n".join(
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width() - 12) for line in self._lines(layer)
            )
            painter.drawText(rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class PotsResultPage(RecommendationPage):
    """GUI: the recommendation drawn: the pots as layers, each award, every odd chip with its reason,
    the uncalled bet returned, the hands read, and the chips each player is given."""

    flow: PotFlow

    def add_details(self) -> None:
        self.layers_view = PotLayersView()
        self.details = QLabel()
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # laid out several times faster than rich text
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.addWidget(self.layers_view)
        self.body.addWidget(self.details)

    def show_details(self, result: dict[str, Any]) -> None:
        picture = self.flow.picture(result)
        self.layers_view.show_picture(self.flow, picture)
        self.details.setText("\n".join(self.detail_lines(picture)))

    def detail_lines(self, picture: PotPicture) -> list[str]:
        """The result in lines a supervisor reads out: hands, returned bets, odd chips, and the chips to push."""
        flow = self.flow
        lines = [f"{_who(flow, seat)}: {words}" for seat, words in picture.hands.items()]
        lines += [
            self.tr("Uncalled {chips} goes back to {player}; it is in no pot.").format(
                chips=grouped(chips), player=flow.who(seat)
            )
            for seat, chips in picture.returned.items()
        ]
        for layer in picture.layers:
            lines += [f"{line.words[:1].upper()}{line.words[1:]}." for line in layer.odd_chips]
        for seat, chips in picture.payout.chips.items():
            lines.append(
                self.tr("Push to {player}: {chips} ({stack})").format(
                    player=flow.who(seat), chips=grouped(chips.total()), stack=chips.describe()
                )
            )
        change = picture.payout.describe_change()
        if change:
            lines.append(self.tr("To make these up, {change}.").format(change=change))
        return lines


PAGES: dict[str, PageMaker] = {"situation": HandPage, "showdown": ShowdownPage, RECOMMENDATION.key: PotsResultPage}
