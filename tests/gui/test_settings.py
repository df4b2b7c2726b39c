"""The user's preferences in an INI file: typed, kept across restarts, and a damaged or hand-edited value read as the
default (never a stop); the idle time refused outside its range; nothing rewritten when nothing changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray

from floordesk.gui.settings import IDLE_LOCK_DEFAULT_S, IDLE_LOCK_RANGE_S, Preferences
from floordesk.gui.theme import ThemeChoice


def _kept(path: Path) -> Preferences:
    """The preferences as the next start of FloorDesk reads them."""
    return Preferences.at(path)


def _hand_edited(path: Path, section: str, line: str) -> None:
    path.write_text(f"[{section}]\n{line}\n", encoding="utf-8")


def test_a_fresh_file_gives_the_defaults(tmp_path: Path):
    preferences = Preferences.at(tmp_path / "floordesk.ini")
    assert preferences.theme_choice is ThemeChoice.SYSTEM
    assert preferences.large_text is False
    assert preferences.idle_lock_s == IDLE_LOCK_DEFAULT_S == 300
    assert preferences.window_geometry() is None
    assert preferences.table_shown(12) is None


def test_each_preference_is_kept_across_a_restart(tmp_path: Path):
    path = tmp_path / "floordesk.ini"
    preferences = Preferences.at(path)
    preferences.theme_choice = ThemeChoice.DARK
    preferences.large_text = True
    preferences.idle_lock_s = 90
    preferences.save_window(QByteArray(b"geometry bytes"))
    preferences.save_table_shown(12, "Table 7")
    preferences.sync()
    again = _kept(path)
    assert (again.theme_choice, again.large_text, again.idle_lock_s) == (ThemeChoice.DARK, True, 90)
    assert again.window_geometry() == QByteArray(b"geometry bytes")
    assert again.table_shown(12) == "Table 7"


@pytest.mark.parametrize(
    ("section", "line"),
    [
        ("view", "theme=sepia"),
        ("staff", "idle_lock_s=soon"),
        ("staff", "idle_lock_s=5"),
        ("staff", "idle_lock_s=99999"),
    ],
)
def test_a_hand_edited_value_that_is_not_one_reads_as_the_default(tmp_path: Path, section: str, line: str):
    path = tmp_path / "floordesk.ini"
    _hand_edited(path, section, line)
    preferences = Preferences.at(path)
    assert preferences.theme_choice is ThemeChoice.SYSTEM
    assert preferences.idle_lock_s == IDLE_LOCK_DEFAULT_S


@pytest.mark.parametrize("seconds", [IDLE_LOCK_RANGE_S[0] - 1, IDLE_LOCK_RANGE_S[1] + 1, 0, -30])
def test_an_idle_time_outside_its_range_is_refused_and_the_old_one_kept(tmp_path: Path, seconds: int):
    preferences = Preferences.at(tmp_path / "floordesk.ini")
    preferences.idle_lock_s = 120
    with pytest.raises(ValueError, match="the idle time must be 30 to 14400 seconds"):
        preferences.idle_lock_s = seconds
    assert preferences.idle_lock_s == 120


def test_the_range_ends_are_allowed(tmp_path: Path):
    preferences = Preferences.at(tmp_path / "floordesk.ini")
    for seconds in IDLE_LOCK_RANGE_S:
        preferences.idle_lock_s = seconds
        assert preferences.idle_lock_s == seconds


def test_the_table_shown_is_that_events_only(tmp_path: Path):
    preferences = Preferences.at(tmp_path / "floordesk.ini")
    preferences.save_table_shown(12, "Table 7")
    assert preferences.table_shown(13) is None
    preferences.save_table_shown(12, None)  # nothing to keep: the last one stays
    assert preferences.table_shown(12) == "Table 7"


def test_an_unchanged_window_and_table_leave_the_file_alone(tmp_path: Path):
    path = tmp_path / "floordesk.ini"
    preferences = Preferences.at(path)
    preferences.save_window(QByteArray(b"geometry bytes"))
    preferences.save_table_shown(12, "Table 7")
    preferences.sync()
    os.utime(path, ns=(0, 0))  # a write now would give the file a new time
    again = Preferences.at(path)
    again.save_window(QByteArray(b"geometry bytes"))
    again.save_table_shown(12, "Table 7")
    again.sync()
    assert path.stat().st_mtime_ns == 0
