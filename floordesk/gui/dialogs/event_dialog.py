"""GUI: the Event dialog: name, game, chip set, structure of levels and rule set of an event.

Every field is read by the core and refused with the reason beside it; the rule set is
chosen by preset (the WSOP 2009 reading or later TDA practice) and then flag by flag.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floordesk.core.chips import ChipSet, Denomination
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.event import Event
from floordesk.core.fields import read_typed_number
from floordesk.core.ruleset import MAX_SECONDS, RuleSet, choice_label, flag_label, flag_tip
from floordesk.core.structure import GAMES, MAX_BLIND, MAX_LEVEL_MINUTES, Level
from floordesk.core.table import MAX_NAME_LENGTH
from floordesk.gui.accessible import name_parts
from floordesk.gui.field_problem import field_problem_label, reasons, show_problem
from floordesk.gui.wheel_guard import wheel_needs_focus
from floordesk.i18n import grouped, mid_sentence, noop

CHIP_COLUMNS = (
    noop("EventDialog", "Value"),
    noop("EventDialog", "Colour"),
    noop("EventDialog", "Colour (#rrggbb)"),
    noop("EventDialog", "In play"),
)
LEVEL_COLUMNS = (
    noop("EventDialog", "Small blind"),
    noop("EventDialog", "Big blind"),
    noop("EventDialog", "Ante"),
    noop("EventDialog", "Bring-in"),
    noop("EventDialog", "Minutes"),
)
PRESETS = {"WSOP 2009": RuleSet.wsop_2009(), noop("EventDialog", "Later TDA practice"): RuleSet.tda_style()}
CUSTOM = noop("EventDialog", "Custom")
Details = tuple[str, str, ChipSet, tuple[Level, ...], RuleSet]
T = TypeVar("T")


def _table(columns: tuple[str, ...]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels([QCoreApplication.translate("EventDialog", title) for title in columns])
    table.verticalHeader().setVisible(True)
    table.horizontalHeader().setStretchLastSection(True)
    table.setMinimumHeight(150)
    # Tab goes on to the next control, the arrows from cell to cell: Tab cycled the cells, and the keyboard never left.
    table.setTabKeyNavigation(False)
    return table


def _column(columns: tuple[str, ...], column: int) -> str:
    """A column's title within a field's name ("row 2 value"), in the language spoken."""
    return mid_sentence(QCoreApplication.translate("EventDialog", columns[column]))


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return "" if item is None else item.text()


class EventDialog(QDialog):
    """GUI: edits an event's details; `details()` is what the core accepted when OK was pressed."""

    def __init__(self, event: Event, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._event = event
        self._details: Details | None = None

        self.name = QLineEdit(event.name)
        self.name.setPlaceholderText(
            self.tr("At most {MAX_NAME_LENGTH} characters").format(MAX_NAME_LENGTH=MAX_NAME_LENGTH)
        )
        self.name_problem = field_problem_label()
        self.game = QComboBox()
        for key, label in GAMES.items():
            self.game.addItem(QCoreApplication.translate("games", label), key)
        self.game.setCurrentIndex(max(0, self.game.findData(event.game)))
        self.game_problem = field_problem_label()

        self.chips = _table(CHIP_COLUMNS)
        for denomination in event.chip_set.denominations:
            self._add_chip_row(denomination)
        self.chips_problem = field_problem_label()
        self.levels = _table(LEVEL_COLUMNS)
        for level in event.levels:
            self._add_level_row(level)
        self.levels_problem = field_problem_label()
        self.levels_hint = QLabel(
            self.tr(
                "Blinds, ante and bring-in 0 to {MAX_BLIND}; a level lasts 1 to {MAX_LEVEL_MINUTES} minutes."
            ).format(MAX_BLIND=grouped(MAX_BLIND), MAX_LEVEL_MINUTES=grouped(MAX_LEVEL_MINUTES))
        )
        self.levels_hint.setWordWrap(True)

        self.preset = QComboBox()
        for preset in (*PRESETS, CUSTOM):  # shown in the language spoken, known by its English name
            self.preset.addItem(self.tr(preset), preset)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        self.flags: dict[str, QComboBox | QCheckBox | QLineEdit] = {}
        self.rules_problem = field_problem_label()
        rules_box = self._build_rules(event.rules)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow("", self.name_problem)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow("", self.game_problem)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addLayout(form)
        layout.addWidget(self._box(self.tr("Chip set"), self.chips, self.chips_problem, self._add_chip_row))
        layout.addWidget(
            self._box(self.tr("Structure (levels)"), self.levels, self.levels_problem, self._add_level_row)
        )
        layout.addWidget(self.levels_hint)
        layout.addWidget(rules_box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the dialog opened on it, not on the name; Tab stopped on it
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll)
        outer.addWidget(buttons)
        self.resize(640, 560)
        wheel_needs_focus(self)
        name_parts(self, self.tr("The event's settings"))

    # -- building -------------------------------------------------------------------
    def _box(self, title: str, table: QTableWidget, problem: QLabel, add_row: Callable[[None], None]) -> QGroupBox:
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        layout.addWidget(table)
        layout.addWidget(problem)
        line = QHBoxLayout()
        add = QPushButton(self.tr("&Add row") if table is self.chips else self.tr("A&dd level"))
        add.clicked.connect(lambda: add_row(None))
        remove = QPushButton(self.tr("Remove row"))
        remove.clicked.connect(lambda: table.removeRow(table.currentRow()) if table.currentRow() >= 0 else None)
        line.addWidget(add)
        line.addWidget(remove)
        line.addStretch()
        layout.addLayout(line)
        return box

    def _add_chip_row(self, denomination: Denomination | None) -> None:
        row = self.chips.rowCount()
        self.chips.insertRow(row)
        texts = (
            ("", "", "#9e9e9e")
            if denomination is None
            else (
                grouped(denomination.value),  # as it is read back: in the language's grouping, or plain digits
                denomination.colour_name,
                denomination.colour_hex,
            )
        )
        for column, text in enumerate(texts):
            self.chips.setItem(row, column, QTableWidgetItem(text))
        swatch = self.chips.item(row, 2)
        if swatch is not None:  # a small disc of the colour beside its code
            swatch.setData(Qt.ItemDataRole.DecorationRole, QColor(texts[2]))
        in_play = QTableWidgetItem()
        in_play.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
        in_play.setCheckState(
            Qt.CheckState.Checked if denomination is None or denomination.in_play else Qt.CheckState.Unchecked
        )
        self.chips.setItem(row, 3, in_play)

    def _add_level_row(self, level: Level | None) -> None:
        row = self.levels.rowCount()
        self.levels.insertRow(row)
        values = (
            ("", "", "0", "0", "60")
            if level is None
            else (
                grouped(level.small_blind),
                grouped(level.big_blind),
                grouped(level.ante),
                grouped(level.bring_in),
                str(level.minutes),
            )
        )
        for column, text in enumerate(values):
            self.levels.setItem(row, column, QTableWidgetItem(text))

    def _build_rules(self, rules: RuleSet) -> QGroupBox:
        box = QGroupBox(self.tr("Rule set"))
        form = QFormLayout(box)
        # A label that leaves its field too little room puts it on the next line: some languages' labels are long.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("&Preset:"), self.preset)
        for flag in fields(RuleSet):
            value = getattr(rules, flag.name)
            widget: QComboBox | QCheckBox | QLineEdit
            if isinstance(value, Enum):
                widget = QComboBox()
                for member in type(value):
                    widget.addItem(choice_label(member), member)
                widget.currentIndexChanged.connect(self._show_preset_of_fields)
            elif isinstance(value, bool):
                widget = QCheckBox()
                widget.toggled.connect(self._show_preset_of_fields)
            else:
                widget = QLineEdit()
                widget.setPlaceholderText(self.tr("none") if flag.name in _OPTIONAL_NUMBERS else "")
                widget.textChanged.connect(self._show_preset_of_fields)
            widget.setToolTip(flag_tip(flag.name))
            self.flags[flag.name] = widget
            label = QLabel(self.tr("{flag}:").format(flag=flag_label(flag.name)))
            label.setToolTip(widget.toolTip())
            label.setBuddy(widget)
            form.addRow(label, widget)
        form.addRow("", self.rules_problem)
        self._show_rules(rules)
        return box

    def _show_rules(self, rules: RuleSet) -> None:
        for name, widget in self.flags.items():
            value = getattr(rules, name)
            widget.blockSignals(True)  # the preset is shown once, below, not once a field
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(widget.findData(value))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setText("" if value is None else str(value))
            widget.blockSignals(False)
        self._show_preset(rules)

    def _show_preset_of_fields(self) -> None:
        """A flag changed by hand: the preset its fields now make, or Custom (a number not yet readable too)."""
        try:
            rules = self._read_rules()
        except InvalidInput:
            rules = None
        self._show_preset(rules)

    def _show_preset(self, rules: RuleSet | None) -> None:
        preset = next((name for name, preset in PRESETS.items() if preset == rules), CUSTOM)
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(self.preset.findData(preset))
        self.preset.blockSignals(False)

    def _apply_preset(self) -> None:
        preset = PRESETS.get(self.preset.currentData())
        if preset is not None:
            self._show_rules(preset)

    # -- reading ----------------------------------------------------------------------
    def _read_chips(self) -> ChipSet:
        denominations = []
        for row in range(self.chips.rowCount()):
            where = QCoreApplication.translate("EventDialog", "row {row}").format(row=row + 1)
            value = read_typed_number(
                _cell(self.chips, row, 0), f"{where} {_column(CHIP_COLUMNS, 0)}", minimum=1, maximum=MAX_BLIND
            )
            colour = " ".join(_cell(self.chips, row, 1).split())
            if not colour:
                raise InvalidInput.at(
                    where, QCoreApplication.translate("EventDialog", "a chip needs its colour's name")
                )
            item = self.chips.item(row, 3)
            in_play = item is not None and item.checkState() == Qt.CheckState.Checked
            try:
                denominations.append(Denomination(value, colour, _cell(self.chips, row, 2).strip(), in_play))
            except InvalidInput as error:
                raise InvalidInput([Problem(where, p.message) for p in error.problems]) from error
        if not denominations:
            raise InvalidInput.at(
                QCoreApplication.translate("EventDialog", "chip set"),
                QCoreApplication.translate("EventDialog", "an event needs at least one denomination"),
            )
        return ChipSet(tuple(denominations))

    def _read_levels(self) -> tuple[Level, ...]:
        levels = []
        for row in range(self.levels.rowCount()):
            where = QCoreApplication.translate("EventDialog", "level {level}").format(level=row + 1)
            numbers = [
                read_typed_number(
                    _cell(self.levels, row, column),
                    f"{where} {_column(LEVEL_COLUMNS, column)}",
                    minimum=0,
                    maximum=MAX_LEVEL_MINUTES if column == 4 else MAX_BLIND,
                )
                for column in range(len(LEVEL_COLUMNS))
            ]
            try:
                levels.append(Level(*numbers))
            except InvalidInput as error:
                raise InvalidInput([Problem(where, p.message) for p in error.problems]) from error
        return tuple(levels)

    def _read_rules(self) -> RuleSet:
        config: dict[str, object] = {}
        for name, widget in self.flags.items():
            if isinstance(widget, QComboBox):
                config[name] = widget.currentData().value
            elif isinstance(widget, QCheckBox):
                config[name] = widget.isChecked()
            elif not widget.text().strip() and name in _OPTIONAL_NUMBERS:
                config[name] = None
            else:
                config[name] = read_typed_number(widget.text(), flag_label(name), minimum=0, maximum=MAX_SECONDS)
        return RuleSet.from_json(config)

    def accept(self) -> None:
        labels = (self.name_problem, self.game_problem, self.chips_problem, self.levels_problem, self.rules_problem)
        for label in labels:
            show_problem(label, "")
        chip_set = _read(self._read_chips, self.chips_problem)
        levels = _read(self._read_levels, self.levels_problem)
        rules = _read(self._read_rules, self.rules_problem)
        if chip_set is None or levels is None or rules is None:
            return
        details = (self.name.text(), str(self.game.currentData()), chip_set, levels, rules)
        try:
            self._event.with_details(*details)
        except InvalidInput as error:
            first = error.problems[0].path
            where = {"name": self.name_problem, "game": self.game_problem}
            show_problem(
                where.get(first, self.levels_problem if first.startswith("levels") else self.chips_problem),
                reasons(error),
            )
            return
        self._details = details
        super().accept()

    def details(self) -> Details:
        """The name, game, chip set, levels and rule set accepted (call after OK)."""
        if self._details is None:
            raise RuntimeError("the dialog was not accepted")
        return self._details


_OPTIONAL_NUMBERS = frozenset({"min_wait_before_clock_s", "supervisor_shortened_clock_s", "max_penalty_rounds"})


def _read(read: Callable[[], T], label: QLabel) -> T | None:
    """What `read` reads from the fields, or None with the reasons shown in `label`."""
    try:
        return read()
    except InvalidInput as error:
        text = "; ".join(str(problem) for problem in error.problems)
        show_problem(label, text[:1].upper() + text[1:] + ".")
        return None
