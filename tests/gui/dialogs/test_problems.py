"""The messages that report a problem: an unexpected error named in one line with its type, saying nothing saved
is lost and where the log file is, with "Keep working" as the default; and the start-up error with its reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from floordesk.gui.dialogs.problems import DATA_SAFE, CrashDialog, build_startup_error_box, describe_exception
from tests.gui.test_keyboard import ENTER, focused, key, tab_to, with_the_keyboard


@pytest.mark.parametrize(
    ("error", "line"),
    [
        (ValueError("seat 12 is outside this table"), "ValueError: seat 12 is outside this table"),
        (KeyError(), "KeyError"),
        (RuntimeError("two\n   lines\tand  tabs"), "RuntimeError: two lines and tabs"),
        (OSError("   "), "OSError"),
    ],
)
def test_an_error_is_one_line_naming_its_type(error: BaseException, line: str):
    assert describe_exception(error) == line


def test_the_crash_report_says_what_happened_that_nothing_is_lost_and_where_the_log_is(qtbot: QtBot, tmp_path: Path):
    log = tmp_path / "floordesk.log"
    dialog = CrashDialog(ValueError("seat 12\nis outside"), log)
    qtbot.addWidget(dialog)
    details = dialog.informativeText()
    assert "What happened: ValueError: seat 12 is outside" in details
    assert DATA_SAFE in details
    assert str(log) in details
    assert dialog.icon() == QMessageBox.Icon.Critical
    assert dialog.defaultButton() is dialog.keep_button
    assert (dialog.keep_button.text(), dialog.quit_button.text()) == ("Keep working", "Quit FloorDesk")
    assert dialog.buttonRole(dialog.quit_button) == QMessageBox.ButtonRole.DestructiveRole


def test_the_start_up_error_gives_the_reason_and_the_log_file_when_there_is_one(qtbot: QtBot, tmp_path: Path):
    box = build_startup_error_box("the data folder is read-only", tmp_path / "floordesk.log")
    qtbot.addWidget(box)
    assert box.windowTitle() == "FloorDesk cannot start"
    assert box.informativeText() == f"the data folder is read-only\n\nThe log file is {tmp_path / 'floordesk.log'}"
    bare = build_startup_error_box("no room left on the disk", None)
    qtbot.addWidget(bare)
    assert bare.informativeText() == "no room left on the disk"


def test_enter_keeps_working_and_quitting_is_a_tab_and_a_space_away(qtbot: QtBot, tmp_path: Path):
    for pressed, chosen in ((ENTER, "keep_button"), (None, "quit_button")):
        dialog = CrashDialog(RuntimeError("boom"), tmp_path / "floordesk.log")
        qtbot.addWidget(dialog)
        with_the_keyboard(qtbot, dialog)
        if pressed is None:
            tab_to(qtbot, lambda dialog=dialog: focused() is dialog.quit_button)
            pressed = Qt.Key.Key_Space
        key(qtbot, pressed)
        assert dialog.clickedButton() is getattr(dialog, chosen)
        assert not dialog.isVisible()
