"""The floor's server for this window, without a server: only an administrator signed in may set it or open its
window, a setting kept is used at once and on the next start, a damaged one is not used, and the window goes with
the administrator. (With a real server: tests/store/server/test_floor_server_window.py.)"""

from __future__ import annotations

import logging

import pytest

from floordesk.gui.dialogs.floor_server import FloorServerDialog
from floordesk.store.errors import NotAllowedError
from floordesk.store.server.settings import FILE_NAME, saved_server

DSN = "host=127.0.0.1 port=1 dbname=floor connect_timeout=2"
"""Nothing listens on port 1: synchronising with it fails at once, as a state."""


def test_only_an_administrator_signed_in_and_not_locked_may_set_the_server(staffed):
    server = staffed.desk.floor_server
    assert not server.may_set()
    staffed.sign_in_supervisor()
    assert not server.may_set()
    staffed.sign_in_admin()
    assert server.may_set()
    staffed.desk.session.lock()
    assert not server.may_set()


def test_anyone_else_is_refused_the_window_with_the_reason_and_the_setting_with_an_error(staffed, paths):
    staffed.sign_in_supervisor()
    assert staffed.desk.floor_server.open_dialog() is None
    message = staffed.desk.window.statusBar().currentMessage()
    assert message == "Only an administrator who is signed in can set the floor's server."
    with pytest.raises(NotAllowedError):
        staffed.desk.floor_server.use(DSN)
    assert saved_server(paths.config_dir) is None
    assert staffed.desk.sync_status is None


def test_a_server_set_is_kept_and_synchronised_with_at_once_and_none_takes_it_away(staffed, paths):
    staffed.sign_in_admin()
    server = staffed.desk.floor_server
    server.use(DSN)
    assert saved_server(paths.config_dir) == DSN
    status = staffed.desk.sync_status
    assert status is not None
    assert status.dsn == DSN
    server.use(None)
    assert saved_server(paths.config_dir) is None
    assert staffed.desk.sync_status is status
    assert (status.dsn, status.label.isHidden()) == (None, True)


def test_a_server_kept_is_used_by_the_next_window_and_a_damaged_setting_by_none(open_desk, paths, caplog):
    (paths.config_dir / FILE_NAME).write_text("{not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="floordesk.sync"):
        assert open_desk().sync_status is None
    assert "not synchronising" in caplog.text
    (paths.config_dir / FILE_NAME).write_text(f'{{"dsn": "{DSN}"}}\n', encoding="utf-8")
    assert open_desk().sync_status.dsn == DSN


def test_the_window_goes_with_the_administrator_but_stays_behind_a_lock(staffed, qtbot):
    staffed.sign_in_admin()
    dialog = staffed.desk.floor_server.open_dialog()
    assert isinstance(dialog, FloorServerDialog)
    assert dialog.isVisible()
    assert staffed.desk.floor_server.open_dialog() is dialog  # one window, shown again
    staffed.desk.session.lock()
    assert dialog.isVisible()
    staffed.sign_in_admin()
    staffed.desk.session.sign_out()
    assert not dialog.isVisible()
