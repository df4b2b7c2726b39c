"""Where FloorDesk keeps its data, configuration and log files (app_paths.py): one folder given on the command
line holds all three, made readable by their owner only; without one, the user's own folders."""

from __future__ import annotations

import stat

from floordesk.app_paths import AppPaths


def test_a_data_folder_given_holds_the_log_the_settings_and_the_program_log(tmp_path):
    paths = AppPaths.resolve(str(tmp_path / "floor"))
    assert paths.data_dir == (tmp_path / "floor").resolve()
    assert paths.database == paths.data_dir / "floordesk.sqlite3"
    assert paths.settings_file == paths.data_dir / "config" / "floordesk.ini"
    assert paths.log_file == paths.data_dir / "logs" / "floordesk.log"


def test_the_folders_are_made_for_their_owner_alone(tmp_path):
    paths = AppPaths.under(tmp_path / "floor")
    paths.create()
    paths.create()  # again: nothing to do
    for folder in (paths.data_dir, paths.config_dir, paths.log_dir):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_without_a_folder_given_the_users_own_folders_are_used(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    paths = AppPaths.resolve(None)
    assert paths.data_dir == tmp_path / "data" / "FloorDesk"
    assert paths.config_dir == tmp_path / "config" / "FloorDesk"
    assert paths.log_dir.is_relative_to(tmp_path / "state")
