"""The server this laptop synchronises with, as FloorDesk keeps it (store/server/settings.py): the DSN alone in
`server.json`, never a password, forgotten on request; a file of another shape named."""

from __future__ import annotations

import json
import stat

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.server.settings import FILE_NAME, save_server, saved_server


def test_no_file_is_no_server_and_a_dsn_saved_is_read_back(tmp_path):
    config = tmp_path / "config"
    assert saved_server(config) is None
    save_server(config, "host=floor dbname=floordesk")
    assert saved_server(config) == "host=floor dbname=floordesk"
    assert json.loads((config / FILE_NAME).read_text(encoding="utf-8")) == {"dsn": "host=floor dbname=floordesk"}
    assert stat.S_IMODE(config.stat().st_mode) == 0o700
    assert [path.name for path in config.iterdir()] == [FILE_NAME]  # no partial file left behind
    save_server(config, None)
    assert saved_server(config) is None
    save_server(config, None)  # forgetting twice is no error


def test_a_dsn_with_a_password_is_never_kept(tmp_path):
    with pytest.raises(InvalidInput, match="server: holds a password, which FloorDesk never keeps") as refused:
        save_server(tmp_path, "host=floor dbname=floordesk password=hunter2")
    assert "hunter2" not in str(refused.value)
    assert saved_server(tmp_path) is None


@pytest.mark.parametrize("content", ['{"dsn": "  "}', '{"dsn": 5}', "{}"])
def test_a_blank_or_absent_dsn_is_no_server(tmp_path, content):
    (tmp_path / FILE_NAME).write_text(content, encoding="utf-8")
    assert saved_server(tmp_path) is None


@pytest.mark.parametrize("content", ["host=floor", '["host=floor"]'])
def test_a_file_of_another_shape_is_named(tmp_path, content):
    (tmp_path / FILE_NAME).write_text(content, encoding="utf-8")
    with pytest.raises(InvalidInput, match="is not FloorDesk's server setting"):
        saved_server(tmp_path)
