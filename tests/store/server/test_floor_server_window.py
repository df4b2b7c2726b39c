"""Window > Floor server…: an administrator sets, tests or stops using the floor's server, against a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from floordesk.app_paths import AppPaths
from floordesk.gui.app import Desk
from floordesk.gui.dialogs.floor_server import FloorServerDialog
from floordesk.store.errors import NotAllowedError
from floordesk.store.server.connection import describe
from floordesk.store.server.settings import saved_server
from tests.store.conftest import Floor
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, device_records, laptop, sync
from tests.store.server.test_sync_status import open_desk, paths, silent_server

__all__ = ["open_desk", "paths", "silent_server"]  # fixtures shared with the synchronisation's window tests


HOLDS_A_PASSWORD = "Holds a password, which FloorDesk never keeps in its settings"


@pytest.fixture
def here(paths: AppPaths) -> Floor:
    """The desk's own log, staffed (Ada Admin 1111, Sam Supervisor 4444), closed for the window to open."""
    made = laptop(paths.data_dir, "desk")
    made.store.close()
    return made


def _signed_in(desk: Desk, name: str, pin: str) -> None:
    desk.session.sign_in(desk.store.staff.find(name)[0].uid, pin)


def _dialog(desk: Desk) -> FloorServerDialog:
    _signed_in(desk, "Ada Admin", "1111")
    desk.window.staff_controls.floor_server_action.trigger()
    dialog = desk.floor_server.dialog
    assert dialog is not None
    assert dialog.isVisible()
    return dialog


def _type(qtbot, dialog: FloorServerDialog, dsn: str) -> None:  # type: ignore[no-untyped-def]
    dialog.dsn.clear()
    qtbot.keyClicks(dialog.dsn, dsn)


def test_only_an_administrator_is_offered_the_floor_server_and_may_open_it(
    open_desk: Callable[[], Desk], here: Floor
) -> None:
    desk = open_desk()
    action = desk.window.staff_controls.floor_server_action
    _signed_in(desk, "Sam Supervisor", "4444")
    assert not action.isVisible()
    assert desk.floor_server.open_dialog() is None
    assert desk.window.statusBar().currentMessage() == (
        "Only an administrator who is signed in can set the floor's server."
    )
    _signed_in(desk, "Ada Admin", "1111")
    assert action.isVisible()
    assert desk.floor_server.open_dialog() is not None


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("host=floor dbname=floordesk password=secret", HOLDS_A_PASSWORD),
        ("postgresql://writer:secret@floor/floordesk", HOLDS_A_PASSWORD),
        ("host='floor", "Is not a connection string libpq reads"),
        ("   ", "Is empty: give a DSN such as"),
        (f"host={'h' * 200} dbname=floordesk", "Names a server too long for the log to record (210 characters"),
    ],
)
def test_a_dsn_refused_is_said_beside_the_field_and_nothing_is_kept(
    open_desk: Callable[[], Desk],
    here: Floor,
    paths: AppPaths,
    qtbot,  # type: ignore[no-untyped-def]
    typed: str,
    reason: str,
) -> None:
    desk = open_desk()
    dialog = _dialog(desk)
    _type(qtbot, dialog, typed)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith(reason)
    if "password" in reason:
        assert "~/.pgpass" in dialog.problem.text()
        assert "secret" not in dialog.problem.text()
    assert saved_server(paths.config_dir) is None
    assert desk.sync_status is None
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)  # nothing is tested either
    assert dialog.outcome.text() == ""
    qtbot.keyClicks(dialog.dsn, "x")  # typing again clears the refusal
    assert not dialog.problem.isVisible()


def test_a_test_says_the_server_is_reachable_and_which_laptops_approved_this_one(
    open_desk: Callable[[], Desk],
    here: Floor,
    server: Server,
    tmp_path: Path,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    desk = open_desk()
    dialog = _dialog(desk)
    _type(qtbot, dialog, server.dsn)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.outcome.text().startswith("Reachable"), timeout=15_000)
    text = dialog.outcome.text()
    assert "set up with FloorDesk's schema" in text
    assert "No laptop on the server has approved this laptop's key yet" in text
    assert str(desk.store.devices.own_fingerprint) in text

    north = laptop(tmp_path / "north", "north")
    approve(north, here)
    sync(north, server.dsn)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "approved by: north." in dialog.outcome.text(), timeout=15_000)
    held = device_records(desk.store, desk.store.journal.device_id())
    assert f"The server holds 0 of this laptop's {held} records ({held} still to send)." in dialog.outcome.text()


def test_a_test_of_a_database_not_set_up_or_a_server_that_does_not_answer_says_why(
    open_desk: Callable[[], Desk],
    here: Floor,
    server: Server,
    silent_server: int,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    desk = open_desk()
    dialog = _dialog(desk)
    bare = server.cluster.dsn("postgres")  # the cluster's own database: no FloorDesk schema there
    _type(qtbot, dialog, bare)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.outcome.text().startswith("Not usable"), timeout=15_000)
    assert "has no FloorDesk schema: set it up with `floordesk server init DSN`" in dialog.outcome.text()

    _type(qtbot, dialog, f"host=127.0.0.1 port={silent_server} dbname=floor connect_timeout=1")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert dialog.outcome.text().startswith("Testing 127.0.0.1/floor")
    assert not dialog.test_button.isEnabled()  # the window answers while the server does not
    qtbot.waitUntil(lambda: dialog.outcome.text().startswith("Not usable"), timeout=15_000)
    assert "unreachable" in dialog.outcome.text()
    assert dialog.test_button.isEnabled()


def test_saving_synchronises_at_once_and_stopping_takes_the_server_away(
    open_desk: Callable[[], Desk],
    here: Floor,
    paths: AppPaths,
    server: Server,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    desk = open_desk()
    assert desk.sync_status is None
    dialog = _dialog(desk)
    assert dialog.current.text() == "Now: no server: this laptop works alone."
    assert not dialog.stop_button.isEnabled()
    _type(qtbot, dialog, server.dsn)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert saved_server(paths.config_dir) == server.dsn
    status = desk.sync_status
    assert status is not None
    qtbot.waitUntil(lambda: status.label.text().startswith("Server: synchronised"), timeout=15_000)
    own = desk.store.journal.device_id()
    with server.admin() as connection:
        row = connection.execute("SELECT count(*) FROM records WHERE device_id = %s", (own,)).fetchone()
    assert row is not None
    assert row[0] == device_records(desk.store, own)
    assert dialog.current.text() == f"Now: this laptop synchronises with {describe(server.dsn)}."

    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert saved_server(paths.config_dir) is None
    assert dialog.current.text() == "Now: no server: this laptop works alone."
    assert not status.label.isVisible()
    assert not status.timer.isActive()
    status.sync_now()
    assert not status.synchronising


def test_the_window_closes_when_the_administrator_leaves_and_nobody_else_may_save(
    open_desk: Callable[[], Desk],
    here: Floor,
    paths: AppPaths,
    server: Server,
) -> None:
    desk = open_desk()
    dialog = _dialog(desk)
    _signed_in(desk, "Sam Supervisor", "4444")
    assert not dialog.isVisible()
    with pytest.raises(NotAllowedError, match="only an administrator who is signed in can set the floor's server"):
        desk.floor_server.use(server.dsn)
    assert saved_server(paths.config_dir) is None
    assert desk.sync_status is None
