"""The house's settings dialog: it opens on what is kept (the defaults, or a damaged file said), keeps a change only
once a Tournament Director or an administrator signs, and says a refusal in the dialog, nothing changed."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from floordesk.gui.log_window.house import HouseDialog
from floordesk.store.house import FILE_NAME, House, house_settings, save_house_settings
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, floor


def _dialog(qtbot: QtBot, floor: Floor, config: Path, signer: SignedIn | None) -> tuple[HouseDialog, list[str]]:
    asked: list[str] = []

    def sign(_parent: object, what: str) -> SignedIn | None:
        asked.append(what)
        return signer

    dialog = HouseDialog(floor.store, config, sign)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, asked


def test_it_opens_on_the_settings_kept(qtbot: QtBot, floor: Floor, tmp_path: Path):
    save_house_settings(tmp_path, House(21, True))
    dialog, _asked = _dialog(qtbot, floor, tmp_path, floor.td)
    assert (dialog.days.value(), dialog.second.isChecked()) == (21, True)
    assert not dialog.problem.isVisible()


def test_a_damaged_file_is_said_and_the_defaults_shown(qtbot: QtBot, floor: Floor, tmp_path: Path):
    (tmp_path / FILE_NAME).write_text("{damaged", encoding="utf-8")
    dialog, _asked = _dialog(qtbot, floor, tmp_path, floor.td)
    assert (dialog.days.value(), dialog.second.isChecked()) == (7, False)
    assert dialog.problem.isVisible()
    assert dialog.problem.text().endswith("Saving replaces it.")


def test_a_tournament_director_signs_and_the_change_is_kept(qtbot: QtBot, floor: Floor, tmp_path: Path):
    dialog, asked = _dialog(qtbot, floor, tmp_path, floor.td)
    dialog.days.setValue(30)
    dialog.second.setChecked(True)
    dialog.save()
    assert asked == ["Change the house's settings"]
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert house_settings(tmp_path) == House(30, True)


def test_a_cancelled_signature_keeps_nothing_and_the_dialog_stays(qtbot: QtBot, floor: Floor, tmp_path: Path):
    dialog, _asked = _dialog(qtbot, floor, tmp_path, None)
    dialog.days.setValue(30)
    dialog.save()
    assert dialog.isVisible()
    assert not (tmp_path / FILE_NAME).exists()


def test_a_supervisor_is_refused_in_the_dialog_and_nothing_changes(qtbot: QtBot, floor: Floor, tmp_path: Path):
    save_house_settings(tmp_path, House(21, False))
    dialog, _asked = _dialog(qtbot, floor, tmp_path, floor.supervisor)
    dialog.days.setValue(30)
    dialog.save()
    assert dialog.isVisible()
    assert dialog.problem.isVisible()
    assert "Sam Supervisor" in dialog.problem.text()
    assert house_settings(tmp_path) == House(21, False)
