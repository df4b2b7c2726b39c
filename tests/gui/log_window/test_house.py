"""The house's settings dialog: it opens on what the log records (the defaults, or who set what and when), records
a change only with its reason and once a Tournament Director or an administrator signs, and says a refusal in the
dialog, nothing changed."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from floordesk.gui.log_window.house import HouseDialog
from floordesk.store.house import House
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, floor


def _dialog(qtbot: QtBot, floor: Floor, signer: SignedIn | None) -> tuple[HouseDialog, list[str]]:
    asked: list[str] = []

    def sign(_parent: object, what: str) -> SignedIn | None:
        asked.append(what)
        return signer

    dialog = HouseDialog(floor.store, sign)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, asked


def _kept(floor: Floor) -> tuple[int, bool]:
    house = floor.store.house.current()
    return house.video_retention_days, house.second_reviewer_required


def test_it_opens_on_the_defaults_then_on_the_settings_recorded_and_who_set_them(qtbot: QtBot, floor: Floor):
    dialog, _asked = _dialog(qtbot, floor, floor.td)
    assert (dialog.days.value(), dialog.second.isChecked()) == (7, False)
    assert dialog.current.text() == "In force: FloorDesk's defaults."
    floor.store.house.set(House(21, True), "the commission's rule", floor.td)
    dialog, _asked = _dialog(qtbot, floor, floor.td)
    assert (dialog.days.value(), dialog.second.isChecked()) == (21, True)
    assert dialog.current.text().startswith("In force: set by Tom Director")
    assert not dialog.problem.isVisible()


def test_a_change_without_its_reason_is_said_beside_the_field_before_anyone_signs(qtbot: QtBot, floor: Floor):
    dialog, asked = _dialog(qtbot, floor, floor.td)
    dialog.days.setValue(30)
    dialog.save()
    assert asked == []
    assert dialog.isVisible()
    assert dialog.problem.text() == "Give the reason for the change: it is recorded."
    assert _kept(floor) == (7, False)


def test_a_tournament_director_signs_and_the_change_is_recorded_with_its_reason(qtbot: QtBot, floor: Floor):
    dialog, asked = _dialog(qtbot, floor, floor.td)
    dialog.days.setValue(30)
    dialog.second.setChecked(True)
    dialog.reason.setText("surveillance keeps a month")
    dialog.save()
    assert asked == ["Change the house's settings"]
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert _kept(floor) == (30, True)
    assert floor.store.house.current().reason == "surveillance keeps a month"


def test_the_settings_already_in_force_are_not_signed_again(qtbot: QtBot, floor: Floor):
    dialog, asked = _dialog(qtbot, floor, floor.td)
    dialog.save()
    assert asked == []
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert floor.store.house.current().set_by is None


def test_a_cancelled_signature_records_nothing_and_the_dialog_stays(qtbot: QtBot, floor: Floor):
    dialog, _asked = _dialog(qtbot, floor, None)
    dialog.days.setValue(30)
    dialog.reason.setText("surveillance keeps a month")
    dialog.save()
    assert dialog.isVisible()
    assert _kept(floor) == (7, False)


def test_a_supervisor_is_refused_in_the_dialog_and_nothing_changes(qtbot: QtBot, floor: Floor):
    dialog, _asked = _dialog(qtbot, floor, floor.supervisor)
    dialog.days.setValue(30)
    dialog.reason.setText("surveillance keeps a month")
    dialog.save()
    assert dialog.isVisible()
    assert dialog.problem.isVisible()
    assert "Sam Supervisor" in dialog.problem.text()
    assert _kept(floor) == (7, False)
