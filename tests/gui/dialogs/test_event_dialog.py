"""The Event dialog: name, game, chip set, levels and rule set read by the core and refused beside the field; the rule
set by preset or flag by flag; what it returns once accepted, and only then; completed by keys alone; and as a new
supervisor met it (issue 26): a wheel notch, a dark room, a raced-off chip."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QLabel, QLineEdit, QTableWidgetItem

from floordesk.core.chips import ChipSet
from floordesk.core.demo import demo_event
from floordesk.core.ruleset import RuleSet
from floordesk.core.structure import Level
from floordesk.gui.dialogs.event_dialog import EventDialog
from floordesk.gui.language import Languages
from floordesk.gui.theme import ThemeChoice
from tests.gui.test_keyboard import ENTER, focused, key, tab_to, typed
from tests.gui.test_theme import contrast


def _wheel(widget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(widget.rect().center())),
        QPoint(),
        QPoint(0, -120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _dialog(desk, qtbot) -> EventDialog:
    dialog = EventDialog(desk.window.model.current_event, "Event")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def test_a_wheel_notch_over_a_box_without_focus_scrolls_the_form_and_changes_no_choice(desk, qtbot):
    dialog = _dialog(desk, qtbot)
    dialog.name.setFocus()
    boxes = [dialog.preset, dialog.game, *(w for w in dialog.flags.values() if isinstance(w, QComboBox))]
    before = [box.currentIndex() for box in boxes]
    for box in boxes:
        _wheel(box, 1 if box.currentIndex() == 0 else -1)  # towards a choice there is
    assert [box.currentIndex() for box in boxes] == before
    assert dialog.preset.currentText() == "WSOP 2009"
    assert dialog.flags["clock_s"].text() != "25"
    # Chosen on purpose (the box has the focus), the wheel still works.
    dialog.preset.setFocus()
    _wheel(dialog.preset, 1)
    assert dialog.preset.hasFocus()
    assert dialog.preset.currentText() != "WSOP 2009"


def test_a_new_event_puts_every_chip_back_in_play(desk, monkeypatch):
    window = desk.window
    event = window.model.current_event
    raced_off = ChipSet(tuple(replace(d, in_play=d.value != 25) for d in event.chip_set.denominations))
    assert window.operations.change_event("Race off", lambda e: replace(e, chip_set=raced_off))
    seen = {}

    def accept(dialog):
        seen["in play"] = [
            dialog.chips.item(row, 3).checkState() == Qt.CheckState.Checked for row in range(dialog.chips.rowCount())
        ]
        dialog.name.setText("Event 2")
        dialog.accept()
        return EventDialog.DialogCode.Accepted

    monkeypatch.setattr(EventDialog, "exec", accept)
    window.event_controls.new_event_action.trigger()
    assert all(seen["in play"])
    assert 25 in window.model.current_event.chip_set.in_play_values()


def test_an_unchecked_in_play_box_has_a_frame_in_the_dark_theme(desk, qtbot):
    for choice in (ThemeChoice.DARK, ThemeChoice.LIGHT):
        desk.appearance.set_choice(choice)
        dialog = _dialog(desk, qtbot)
        item = dialog.chips.item(0, 3)
        item.setCheckState(Qt.CheckState.Unchecked)
        dialog.chips.clearSelection()
        cell = dialog.chips.visualItemRect(item)
        image = dialog.chips.viewport().grab().toImage()
        base = dialog.chips.palette().color(QPalette.ColorRole.Base).name()
        best = max(
            contrast(image.pixelColor(x, y).name(), base)
            for x in range(cell.left(), min(cell.left() + 40, cell.right()))
            for y in range(cell.top(), cell.bottom())
        )
        assert best >= 3, (choice, round(best, 2))


def test_nothing_is_returned_before_ok_and_the_details_typed_after_it(desk, qtbot):
    dialog = _dialog(desk, qtbot)
    with pytest.raises(RuntimeError, match="not accepted"):
        dialog.details()
    dialog.name.setText("Main Event")
    dialog.accept()
    name, game, chip_set, levels, rules = dialog.details()
    event = desk.window.model.current_event
    assert (name, game, chip_set, levels, rules) == (
        "Main Event",
        event.game,
        event.chip_set,
        event.levels,
        event.rules,
    )


@pytest.mark.parametrize(
    ("cell", "text", "said"),
    [
        ((0, 1), "  ", "Row 1: a chip needs its colour's name."),
        ((0, 0), "ten", "Row 1 value: "),
        ((0, 2), "#12345", "Row 1: "),
    ],
)
def test_a_chip_refused_is_said_beside_the_chip_set_and_the_dialog_stays(desk, qtbot, cell, text, said):
    dialog = _dialog(desk, qtbot)
    dialog.chips.setItem(*cell, QTableWidgetItem(text))
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.chips_problem.text().startswith(said)
    assert dialog.levels_problem.text() == dialog.rules_problem.text() == ""


def test_a_chip_set_without_a_chip_is_refused(desk, qtbot):
    dialog = _dialog(desk, qtbot)
    dialog.chips.setRowCount(0)
    dialog.accept()
    assert dialog.chips_problem.text() == "Chip set: an event needs at least one denomination."


def test_a_rule_set_is_shown_by_its_preset_a_blank_optional_number_is_none_and_a_bad_one_refused(qtbot):
    event = demo_event().with_details(
        "Event", "holdem", demo_event().chip_set, demo_event().levels, RuleSet.tda_style()
    )
    dialog = EventDialog(event, "Event")
    qtbot.addWidget(dialog)
    assert dialog.preset.currentText() == "Later TDA practice"
    dialog.flags["max_penalty_rounds"].setText("")
    dialog.accept()
    assert dialog.details()[4].max_penalty_rounds is None
    dialog.flags["clock_s"].setText("soon")
    dialog.accept()
    assert dialog.rules_problem.text().startswith("Time on the clock (seconds): ")
    dialog.preset.setCurrentText("WSOP 2009")
    assert dialog.flags["clock_s"].text() == str(RuleSet.wsop_2009().clock_s)


def test_a_flag_changed_by_hand_shows_custom_and_changed_back_its_preset_again(qtbot):
    dialog = EventDialog(
        demo_event().with_details("Event", "holdem", demo_event().chip_set, demo_event().levels, RuleSet.wsop_2009()),
        "Event",
    )
    qtbot.addWidget(dialog)
    assert dialog.preset.currentText() == "WSOP 2009"
    [checkbox, *_] = [widget for widget in dialog.flags.values() if isinstance(widget, QCheckBox)]
    checkbox.toggle()
    assert dialog.preset.currentText() == "Custom"
    checkbox.toggle()
    assert dialog.preset.currentText() == "WSOP 2009"
    dialog.preset.setCurrentText("Later TDA practice")
    clock = dialog.flags["clock_s"]
    assert isinstance(clock, QLineEdit)
    typed_before = clock.text()
    clock.setText("soon")  # not a number yet: no preset's
    assert dialog.preset.currentText() == "Custom"
    clock.setText(typed_before)
    assert dialog.preset.currentText() == "Later TDA practice"
    choice = next(widget for widget in dialog.flags.values() if isinstance(widget, QComboBox))
    choice.setCurrentIndex((choice.currentIndex() + 1) % choice.count())
    assert dialog.preset.currentText() == "Custom"


def test_an_event_is_renamed_and_a_chip_recoloured_by_keys_alone(desk, qtbot):
    dialog = _dialog(desk, qtbot)
    assert focused() is dialog.name  # where the dialog opens
    key(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    typed(qtbot, "Main Event")
    tab_to(qtbot, lambda: focused() is dialog.chips)
    key(qtbot, Qt.Key.Key_Right)  # to the first chip's colour
    for letter in "Ivory":  # the first opens the cell's editor, which takes the others
        typed(qtbot, letter)
    key(qtbot, ENTER)  # the cell taken
    qtbot.wait(20)  # the editor closes before the next key, as between two presses
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    tab_to(qtbot, lambda: focused() is ok)  # Tab leaves the table for the controls after it
    key(qtbot, Qt.Key.Key_Space)
    assert not dialog.isVisible()
    name, _game, chip_set, _levels, _rules = dialog.details()
    assert (name, chip_set.denominations[0].colour_name) == ("Main Event", "Ivory")


def test_in_german_chip_values_and_blinds_are_shown_and_read_in_german_grouping(qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    event = demo_event()
    event = event.with_details("Event", "holdem", event.chip_set, (Level(1000, 2000, 300, 0, 60),), event.rules)
    dialog = EventDialog(event, "Event")
    qtbot.addWidget(dialog)
    assert [dialog.chips.item(row, 0).text() for row in range(dialog.chips.rowCount())] == [
        "25",
        "100",
        "500",
        "1.000",
        "5.000",
    ]
    assert [dialog.levels.item(0, column).text() for column in range(5)] == ["1.000", "2.000", "300", "0", "60"]
    dialog.levels.setItem(0, 1, QTableWidgetItem("2.500"))
    dialog.accept()
    assert dialog.details()[3] == (Level(1000, 2500, 300, 0, 60),)
    assert dialog.details()[2] == event.chip_set


def test_in_german_the_rule_set_is_said_in_german_and_saves_the_values_the_log_records(qtbot, qapp):
    """Each flag labelled and explained in German, each choice said in German: what is saved is the rule set's own
    values, the very ones an English window saves."""
    Languages(qapp, "de")  # the fixture puts English back after
    dialog = EventDialog(demo_event(), "Event")
    qtbot.addWidget(dialog)
    tie = dialog.flags["tie_goes_to_player"]
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is tie)
    assert label.text() == "Gleichstand geht zugunsten des Spielers:"
    assert (
        tie.toolTip()
        == label.toolTip()
        == "Ein Spieler, der genau beim Ende des Countdowns handelt, hat rechtzeitig gehandelt."
    )
    expiry = dialog.flags["on_expiry"]
    assert [expiry.itemText(i) for i in range(expiry.count())] == [
        "Die Hand ist tot",
        "Tot bei einem Einsatz, sonst gecheckt",
    ]
    assert dialog.preset.currentText() == "WSOP 2009"
    dialog.preset.setCurrentIndex(dialog.preset.findText("Spätere TDA-Praxis"))
    assert dialog.flags["clock_s"].text() == str(RuleSet.tda_style().clock_s)
    boxes = {name: box for name, box in dialog.flags.items() if isinstance(box, QComboBox)}
    for box in boxes.values():
        box.setCurrentIndex(box.count() - 1)
    dialog.accept()
    saved = dialog.details()[4].to_json()
    assert {name: saved[name] for name in boxes} == {
        "leftover_rounding": "down",
        "raced_out_chip_source": "from_pool",
        "found_chips_policy": "forfeit_unless_exact",
        "multi_denomination_race": "sequential_smallest_first",
        "odd_units": "all_to_first",
        "stud_high_card_scope": "all_cards",
        "stud_low_tie_rule": "low_card_by_suit",
        "on_expiry": "dead_if_facing_bet_else_check",
        "new_player_on_button_or_sb": "wait",
    }


def test_a_bad_number_in_german_is_refused_naming_the_field_in_german(qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    dialog = EventDialog(demo_event(), "Event")
    qtbot.addWidget(dialog)
    dialog.flags["countdown_s"].setText("bald")
    dialog.chips.setItem(1, 0, QTableWidgetItem("viel"))
    dialog.accept()
    assert dialog.rules_problem.text().startswith("Countdown (Sekunden): ")
    assert dialog.chips_problem.text().startswith("Zeile 2 Wert: ")
