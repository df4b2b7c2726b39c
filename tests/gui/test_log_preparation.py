"""The log's first opening after an update: done off the GUI thread, with a dialog saying what is happening."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import: no display needed

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from floordesk.gui.log_preparation import LogPreparation
from floordesk.store import database
from floordesk.store.errors import StoreError
from floordesk.store.opening import Prepared, due
from tests.store.conftest import FILES
from tests.store.event_state import WriteLock


@pytest.fixture
def older_log(tmp_path: Path) -> Path:
    path = tmp_path / "floordesk.sqlite3"
    shutil.copy(FILES / f"schema-v{database.schema_version() - 1}.sqlite3", path)
    return path


@pytest.fixture
def window(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_the_window_keeps_painting_and_says_what_is_happening_while_the_work_waits(qtbot, window, older_log) -> None:
    preparation = due(older_log)
    assert preparation is not None
    holder = WriteLock(older_log)  # another writer: the migration's first write waits for it
    work = LogPreparation(window, older_log, preparation)
    with qtbot.waitSignal(work.finished, timeout=20_000) as finished:
        work.start()
        # The dialog appears after half a second: the GUI thread's event loop runs while the work waits.
        qtbot.waitUntil(work.dialog.isVisible, timeout=5_000)
        text = work.dialog.labelText()
        assert f"schema {preparation.schema_found} to {preparation.schema_now}" in text
        assert "0:00 so far" in text
        qtbot.waitUntil(lambda: "0:01 so far" in work.dialog.labelText(), timeout=5_000)  # the clock goes on
        holder.release()
    assert finished.args == [Prepared(changed_objects=0, copy_before=None)]
    assert not work.dialog.isVisible()
    assert due(older_log) is None


def test_a_failure_reaches_the_gui_thread_as_the_openings_error(qtbot, window, older_log) -> None:
    (older_log.parent / "backups").write_text("a file where the copies' folder would be")
    preparation = due(older_log)
    assert preparation is not None
    work = LogPreparation(window, older_log, preparation)
    with qtbot.waitSignal(work.finished, timeout=20_000) as finished:
        work.start()
    [error] = finished.args
    assert isinstance(error, StoreError)
    assert "backups" in str(error)
    assert not work.dialog.isVisible()


def test_changes_found_outside_floordesk_are_said_with_the_copy_kept_and_none_is_said_otherwise(
    qtbot, window, older_log
) -> None:
    preparation = due(older_log)
    assert preparation is not None
    work = LogPreparation(window, older_log, preparation)
    assert work.warn_of_changes(Prepared(changed_objects=0, copy_before=None)) is None
    box = work.warn_of_changes(Prepared(changed_objects=2, copy_before="floordesk-before-schema-23.sqlite3"))
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert "found that 2 parts of the log's structure differed" in box.text()
    assert "floordesk-before-schema-23.sqlite3" in box.text()
    assert box.icon() == QMessageBox.Icon.Warning
    box.close()
