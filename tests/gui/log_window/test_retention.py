"""Report > Retention period…: shows the period in force; an unchanged period asks no signature; a new one needs a
reason, then an administrator's signature, and is recorded; another role's refusal is said, nothing recorded."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from floordesk.gui.log_window.retention import RetentionDialog
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, floor


def _records(floor: Floor) -> int:
    return int(floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0])


def _dialog(qtbot: QtBot, floor: Floor, signer: SignedIn | None) -> tuple[RetentionDialog, list[str]]:
    asked: list[str] = []

    def sign(_parent: object, what: str) -> SignedIn | None:
        asked.append(what)
        return signer

    dialog = RetentionDialog(floor.store, sign)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, asked


def test_it_shows_the_period_in_force(qtbot: QtBot, floor: Floor):
    dialog, _asked = _dialog(qtbot, floor, floor.admin)
    current = floor.store.retention.current()
    assert (dialog.current.text(), dialog.years.value()) == (current.statement, current.years)


def test_an_unchanged_period_closes_without_a_signature(qtbot: QtBot, floor: Floor):
    before = _records(floor)
    dialog, asked = _dialog(qtbot, floor, floor.admin)
    dialog.change()
    assert (dialog.result(), asked, _records(floor)) == (QDialog.DialogCode.Accepted, [], before)


def test_a_new_period_needs_a_reason_before_anyone_signs(qtbot: QtBot, floor: Floor):
    dialog, asked = _dialog(qtbot, floor, floor.admin)
    dialog.years.setValue(dialog.years.value() + 2)
    dialog.reason.setText("   ")
    dialog.change()
    assert asked == []
    assert dialog.problem.text() == "Give the reason for the new period: it is recorded."
    assert dialog.isVisible()


def test_an_administrator_signs_and_the_new_period_is_recorded(qtbot: QtBot, floor: Floor):
    dialog, asked = _dialog(qtbot, floor, floor.admin)
    years = dialog.years.value() + 2
    dialog.years.setValue(years)
    dialog.reason.setText("  the gaming commission asks it  ")
    dialog.change()
    assert asked == ["Change the log's retention period (an administrator)"]
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert floor.store.retention.current().years == years
    assert dialog.done_message == floor.store.retention.current().statement
    reason = floor.connection.execute("SELECT reason FROM retention_settings").fetchone()
    assert reason == ("the gaming commission asks it",)


def test_another_role_is_refused_in_the_dialog_and_nothing_is_recorded(qtbot: QtBot, floor: Floor):
    before = _records(floor)
    dialog, _asked = _dialog(qtbot, floor, floor.td)
    dialog.years.setValue(dialog.years.value() + 2)
    dialog.reason.setText("the commission asks it")
    dialog.change()
    assert dialog.isVisible()
    assert "Tom Director" in dialog.problem.text()
    assert _records(floor) == before


def test_a_cancelled_signature_records_nothing(qtbot: QtBot, floor: Floor):
    before = _records(floor)
    dialog, _asked = _dialog(qtbot, floor, None)
    dialog.years.setValue(dialog.years.value() + 2)
    dialog.reason.setText("the commission asks it")
    dialog.change()
    assert dialog.isVisible()
    assert _records(floor) == before
