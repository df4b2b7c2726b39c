"""A background backup's outcome, said in the status bar from the GUI thread: the copy's name, or why it failed and
that it is tried again."""

from __future__ import annotations

import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from floordesk.gui.backup_notices import BackupNotices
from floordesk.gui.language import Languages
from floordesk.store.backups import CopyOutcome


def test_a_backup_taken_is_named_by_its_file(qtbot: QtBot, tmp_path: Path):
    said: list[str] = []
    notices = BackupNotices(said.append)
    notices.report(CopyOutcome(tmp_path / "backups" / "floordesk-20090602T0400Z-automatic.sqlite3"))
    assert said == ["Automatic backup of the log taken: floordesk-20090602T0400Z-automatic.sqlite3"]


def test_a_failed_backup_says_why_and_that_it_is_tried_again(qtbot: QtBot):
    said: list[str] = []
    BackupNotices(said.append).report(CopyOutcome(None, "the disk is full"))
    assert said == [
        "The automatic backup of the log failed (the disk is full); it is tried again after the next change."
    ]


def test_an_outcome_from_the_copying_thread_is_shown_on_the_gui_thread(qtbot: QtBot, tmp_path: Path):
    shown_on: list[threading.Thread] = []
    notices = BackupNotices(lambda _text: shown_on.append(threading.current_thread()))
    copier = threading.Thread(target=notices.report, args=(CopyOutcome(tmp_path / "copy.sqlite3"),))
    copier.start()
    copier.join()
    qtbot.waitUntil(lambda: bool(shown_on))
    assert shown_on == [threading.main_thread()]


def test_both_outcomes_are_said_in_the_windows_language(qtbot: QtBot, qapp, tmp_path: Path):
    Languages(qapp, "de")  # the fixture puts English back after
    said: list[str] = []
    notices = BackupNotices(said.append)
    notices.report(CopyOutcome(tmp_path / "copy.sqlite3"))
    notices.report(CopyOutcome(None, "the disk is full"))
    assert said == [
        "Automatische Sicherung des Protokolls erstellt: copy.sqlite3",
        "Die automatische Sicherung des Protokolls ist fehlgeschlagen (the disk is full); sie wird nach der nächsten"
        " Änderung erneut versucht.",
    ]
