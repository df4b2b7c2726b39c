"""The window with a server configured: background synchronisation, its status, and a server that is down."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from floordesk.app_paths import AppPaths
from floordesk.gui.app import Desk, compose
from floordesk.gui.sync_status import SyncStatus
from floordesk.store.server.settings import save_server
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, device_records, laptop, plant_junk, sync


@pytest.fixture
def paths(tmp_path: Path) -> AppPaths:
    made = AppPaths.under(tmp_path / "desk")
    made.create()
    return made


@pytest.fixture
def open_desk(qapp: QApplication, qtbot, paths: AppPaths) -> Iterator[Callable[[], Desk]]:  # type: ignore[no-untyped-def]
    desks: list[Desk] = []

    def open_one() -> Desk:
        desk = compose(qapp, paths)
        qtbot.addWidget(desk.window)
        desks.append(desk)
        desk.window.show()
        return desk

    yield open_one
    for desk in desks:
        desk.close()


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A port that accepts connections and never answers: a server hung, or a network that drops replies."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    yield listener.getsockname()[1]
    listener.close()


def _desk_using(open_desk: Callable[[], Desk], paths: AppPaths, dsn: str) -> tuple[Desk, SyncStatus]:
    """A window opened on a laptop set to synchronise with `dsn`, and its synchronisation."""
    save_server(paths.config_dir, dsn)
    desk = open_desk()
    assert desk.sync_status is not None
    return desk, desk.sync_status


def test_without_a_server_the_window_has_no_synchronisation(open_desk: Callable[[], Desk]) -> None:
    desk = open_desk()
    assert desk.sync_status is None
    assert desk.window.findChild(object, "syncStatus") is None


def test_a_server_that_does_not_answer_leaves_the_window_working_and_shows_unreachable(
    open_desk: Callable[[], Desk],
    paths: AppPaths,
    qtbot,
    silent_server: int,  # type: ignore[no-untyped-def]
) -> None:
    save_server(paths.config_dir, f"host=127.0.0.1 port={silent_server} dbname=floor connect_timeout=2")
    desk = open_desk()
    status = desk.sync_status
    assert status is not None
    status.sync_now()
    ticks: list[int] = []
    QTimer.singleShot(0, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=1_000)
    # The window's own events ran while the synchronisation still waited on the server.
    assert status.synchronising
    assert desk.window.isVisible()
    assert desk.window.isEnabled()
    qtbot.waitUntil(lambda: status.label.text().startswith("Server unreachable"), timeout=15_000)
    assert status.label.text() == "Server unreachable · last contact never"
    assert "unreachable" in status.label.toolTip()
    desk.window.next_hand()  # the table still works
    assert desk.window.tabs.current_table is not None


def test_background_synchronisation_receives_the_other_laptops_records(
    open_desk: Callable[[], Desk],
    paths: AppPaths,
    server: Server,
    tmp_path: Path,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    here = laptop(paths.data_dir, "desk")
    north = laptop(tmp_path / "north", "north")
    approve(here, north)
    here.store.close()
    north.record()
    sync(north, server.dsn)
    desk, status = _desk_using(open_desk, paths, server.dsn)
    assert status.label.text() == "Server: connecting…"
    admin = desk.store.staff.find("Ada Admin")[0]
    desk.session.sign_in(admin.uid, "1111")
    status.sync_now()
    qtbot.waitUntil(lambda: status.label.text().startswith("Server: synchronised"), timeout=15_000)
    north_device = north.store.journal.device_id()
    assert device_records(desk.store, north_device) == device_records(north.store, north_device)
    # With only a supervisor at the desk, this laptop receives too: a moved player's penalties must arrive.
    north.record()
    sync(north, server.dsn)
    supervisor = desk.store.staff.find("Sam Supervisor")[0]
    first = status.last_received
    desk.session.sign_in(supervisor.uid, "4444")
    status.sync_now()
    qtbot.waitUntil(lambda: status.last_received is not first, timeout=15_000)
    assert device_records(desk.store, north_device) == device_records(north.store, north_device)
    assert status.label.text().startswith("Server: synchronised")
    received = status.last_received
    assert received is not None
    assert received.laptops == ("north",)
    records = f"{received.records} record" + "s" * (received.records != 1)  # English's plural from the catalogue
    assert f"Last received at {received.at:%H:%M}: {records} from north." in status.label.toolTip()


def test_the_status_names_each_refusal_and_opens_its_details_at_a_touch(
    open_desk: Callable[[], Desk],
    paths: AppPaths,
    server: Server,
    tmp_path: Path,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    here = laptop(paths.data_dir, "desk")
    here.store.close()
    stranger = laptop(tmp_path / "stranger", "stranger")  # nobody here approved its key
    stranger.record()
    sync(stranger, server.dsn)
    desk, status = _desk_using(open_desk, paths, server.dsn)
    supervisor = desk.store.staff.find("Sam Supervisor")[0]
    desk.session.sign_in(supervisor.uid, "4444")
    status.sync_now()
    qtbot.waitUntil(lambda: status.label.text().startswith("Server: 1 refused"), timeout=15_000)
    tip = status.label.toolTip()
    assert "Nothing received from the other laptops yet." in tip
    shown = stranger.store.devices.own_fingerprint
    refusal = "Refused: the records of device stranger are signed by a key this log has not approved"
    assert f"{refusal} (fingerprint {shown})" in tip
    qtbot.mouseClick(status.label, Qt.MouseButton.LeftButton)
    boxes = [box for box in desk.window.findChildren(QMessageBox) if box.isVisible()]
    assert [box.informativeText() for box in boxes] == [tip]
    assert boxes[0].text() == status.label.text()


def test_a_bad_row_in_one_laptops_server_chain_is_named_in_the_status_and_the_others_still_arrive(
    open_desk: Callable[[], Desk],
    paths: AppPaths,
    server: Server,
    tmp_path: Path,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    north, east = laptop(tmp_path / "north", "north"), laptop(tmp_path / "east", "east")
    here = laptop(paths.data_dir, "desk")
    approve(here, north, east)
    here.store.close()
    for floor in (north, east):
        floor.record()
        sync(floor, server.dsn)
    junk_at = plant_junk(server.dsn, east)
    desk, status = _desk_using(open_desk, paths, server.dsn)
    desk.session.sign_in(desk.store.staff.find("Sam Supervisor")[0].uid, "4444")
    status.sync_now()
    qtbot.waitUntil(lambda: status.label.text().startswith("Server: 1 refused"), timeout=15_000)
    tip = status.label.toolTip()
    assert f"Refused: the records of device east from position {junk_at} are not received" in tip
    north_device = north.store.journal.device_id()
    assert device_records(desk.store, north_device) == device_records(north.store, north_device)
    assert device_records(desk.store, east.store.journal.device_id()) == junk_at - 1
