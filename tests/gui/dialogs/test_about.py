"""The About box: FloorDesk's version, the rules edition and its reconstruction of rule 52, where its data and log
file are (escaped as text), and the Qt it runs on."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from floordesk import RULES_EDITION, __version__
from floordesk.app_paths import AppPaths
from floordesk.gui.dialogs.about import about_text, build_about_box
from tests.gui.test_keyboard import ENTER, key, with_the_keyboard


def test_the_box_names_the_version_the_rules_and_the_files(qtbot: QtBot, tmp_path: Path):
    paths = AppPaths.under(tmp_path / "data <&> folder")
    box = build_about_box(paths)
    qtbot.addWidget(box)
    text = box.text()
    assert f"FloorDesk {__version__}" in text
    assert escape(RULES_EDITION) in text
    assert "rule 52 (penalties) was not found" in text
    assert escape(str(paths.data_dir)) in text
    assert escape(str(paths.log_file)) in text
    assert str(paths.data_dir) not in text  # "<&>" shown as text, never read as markup
    assert f"Qt {qVersion()}" in text
    assert box.windowTitle() == "About FloorDesk"
    assert box.standardButtons() == QMessageBox.StandardButton.Close


def test_the_text_is_the_same_for_the_same_folders(tmp_path: Path):
    paths = AppPaths.under(tmp_path)
    assert about_text(paths) == about_text(AppPaths.under(tmp_path))
    assert about_text(paths) != about_text(AppPaths.under(tmp_path / "elsewhere"))


def test_the_box_is_closed_by_enter(qtbot: QtBot, tmp_path: Path):
    box = build_about_box(AppPaths.under(tmp_path))
    qtbot.addWidget(box)
    with_the_keyboard(qtbot, box)
    key(qtbot, ENTER)
    assert not box.isVisible()
