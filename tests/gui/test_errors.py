"""The exception hook: the traceback goes to the log file, the user gets a dialog, never a traceback."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer

from floordesk.gui.app import start_logging, stop_logging
from floordesk.gui.dialogs.problems import DATA_SAFE, CrashDialog, describe_exception
from floordesk.gui.errors import EXIT_CRASHED, ExceptionHook


@pytest.fixture
def log_file(tmp_path):
    path = tmp_path / "floordesk.log"
    handler = start_logging(path)
    yield path
    stop_logging(handler)


def seat_twelve():
    raise ValueError("seat 12 is outside this table (1..9)")


def raised(function):
    try:
        function()
    except ValueError:
        return sys.exc_info()
    raise AssertionError("expected an exception")


def test_the_traceback_goes_to_the_log_and_the_dialog_says_what_and_where(qapp, log_file, capsys):
    shown = []
    ExceptionHook(log_file, present=shown.append)(*raised(seat_twelve))
    log = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log
    assert "in seat_twelve" in log
    assert "ValueError: seat 12 is outside this table (1..9)" in log
    [dialog] = shown
    assert isinstance(dialog, CrashDialog)
    details = dialog.informativeText()
    assert "What happened: ValueError: seat 12 is outside this table (1..9)" in details
    assert str(log_file) in details
    assert DATA_SAFE in details
    assert "Traceback" not in details + dialog.text()
    assert capsys.readouterr().err == ""


def test_keep_working_carries_on_and_quit_exits(qapp, log_file, monkeypatch):
    exits = []
    monkeypatch.setattr(qapp, "exit", exits.append)
    ExceptionHook(log_file, present=lambda dialog: dialog.keep_button.click())(*raised(seat_twelve))
    assert exits == []
    ExceptionHook(log_file, present=lambda dialog: dialog.quit_button.click())(*raised(seat_twelve))
    assert exits == [EXIT_CRASHED]


def test_a_second_error_while_the_dialog_is_up_is_one_line(qapp, log_file, capsys):
    hook = ExceptionHook(log_file, present=lambda _dialog: hook(*raised(seat_twelve)))
    hook(*raised(seat_twelve))
    err = capsys.readouterr().err
    assert err == f"floordesk: error: ValueError: seat 12 is outside this table (1..9) (details in {log_file})\n"
    assert log_file.read_text(encoding="utf-8").count("Traceback") == 2


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_installed_hook(qapp, qtbot, log_file):
    shown = []
    hook = ExceptionHook(log_file, present=shown.append)
    hook.install()
    try:
        assert sys.excepthook is hook
        QTimer.singleShot(0, seat_twelve)
        qtbot.waitUntil(lambda: bool(shown))
    finally:
        hook.uninstall()
    assert sys.excepthook is not hook
    assert "in seat_twelve" in log_file.read_text(encoding="utf-8")


def test_ctrl_c_quits_quietly(qapp, log_file, monkeypatch):
    quits = []
    monkeypatch.setattr(qapp, "quit", lambda: quits.append(True))
    ExceptionHook(log_file, present=pytest.fail)(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert quits == [True]
    assert "KeyboardInterrupt" not in log_file.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (ValueError("bad\n  value"), "ValueError: bad value"),
        (RuntimeError(), "RuntimeError"),
    ],
)
def test_an_exception_is_described_in_one_line(error, expected):
    assert describe_exception(error) == expected
