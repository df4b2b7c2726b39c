"""The New table and Rename table dialogs: the first free "Table N" suggested, 9 seats by default, and a name or a
number of seats the core refuses named beside its field, the dialog staying open until both are right."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from floordesk.core.table import MAX_SEATS, MIN_SEATS
from floordesk.gui.dialogs.new_table import DEFAULT_SEATS, NewTableDialog, TableNameDialog, suggested_name
from tests.gui.table_view.table_helpers import six_players


def _dialog(qtbot: QtBot, taken: tuple[str, ...] = ("Table 5",)) -> TableNameDialog:
    event = six_players()
    dialog = NewTableDialog(taken, event.new_table_name)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(
    ("taken", "suggested"),
    [((), "Table 1"), (("Table 1", "Table 2"), "Table 3"), (("Table 2", "Feature table"), "Table 1")],
)
def test_the_first_table_number_the_event_lacks_is_suggested(taken: tuple[str, ...], suggested: str):
    assert suggested_name(taken) == suggested


def test_a_new_table_starts_with_the_suggested_name_and_nine_seats(qtbot: QtBot):
    dialog = _dialog(qtbot, ("Table 1",))
    assert (dialog.name.text(), dialog.seats.text()) == ("Table 2", str(DEFAULT_SEATS))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == ("Table 2", 9)


def test_a_name_the_event_has_is_refused_beside_the_field_and_the_dialog_stays(qtbot: QtBot):
    dialog = _dialog(qtbot)
    dialog.name.setText("Table 5")
    dialog.seats.setFocus()
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.name_problem.isVisible()
    assert dialog.name_problem.text() == "The event already has a table called Table 5."
    assert dialog.focusWidget() is dialog.name


@pytest.mark.parametrize("seats", ["0", "1", str(MAX_SEATS + 1), "nine", "", "9.5"])
def test_seats_outside_the_range_or_not_a_number_are_refused_never_changed(qtbot: QtBot, seats: str):
    dialog = _dialog(qtbot)
    dialog.seats.setText(seats)
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.seats_problem.isVisible()
    assert dialog.seats_problem.text().endswith(".")
    assert dialog.seats.text() == seats  # what was typed stays, to be corrected
    assert not dialog.name_problem.isVisible()


def test_both_wrong_are_both_named_and_the_first_field_takes_the_focus(qtbot: QtBot):
    dialog = _dialog(qtbot)
    dialog.name.setText("   ")
    dialog.seats.setText("12")
    dialog.seats.setFocus()
    dialog.accept()
    assert dialog.name_problem.isVisible()
    assert dialog.seats_problem.isVisible()
    assert dialog.focusWidget() is dialog.name


def test_typing_again_clears_the_fields_message(qtbot: QtBot):
    dialog = _dialog(qtbot)
    dialog.seats.setText("0")
    dialog.accept()
    assert dialog.seats_problem.isVisible()
    qtbot.keyClicks(dialog.seats, "8")
    assert not dialog.seats_problem.isVisible()


@pytest.mark.parametrize("seats", [MIN_SEATS, MAX_SEATS])
def test_the_ends_of_the_range_are_taken(qtbot: QtBot, seats: int):
    dialog = _dialog(qtbot)
    dialog.seats.setText(str(seats))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == ("Table 1", seats)


def test_a_rename_asks_no_seats(qtbot: QtBot):
    event = six_players()
    dialog = TableNameDialog("Rename table", "Table 5", event.new_table_name, ask_seats=False)
    qtbot.addWidget(dialog)
    dialog.seats.setText("0")  # not asked: never checked
    dialog.name.setText("Feature table")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.name.text() == "Feature table"
