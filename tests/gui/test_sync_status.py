"""The synchronisation's state in the status bar, without a server: what each outcome says in a word and in
sentences, a refused port shown unreachable, an outcome from a server since replaced taken for a new start, and a
server switched off taken off the status bar. (With a real server: tests/store/server/test_sync_status.py.)"""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from floordesk.gui.sync_status import Received, SyncStatus, Unreachable, details
from floordesk.store.server.report import SyncReport

REFUSED_PORT = "host=127.0.0.1 port=1 dbname=floor connect_timeout=2"
"""Nothing listens on port 1: the connection is refused at once."""


@pytest.fixture
def status(desk, paths) -> SyncStatus:
    made = SyncStatus(REFUSED_PORT, paths.database, desk.session, desk.window)
    yield made
    made.close()


def report(**counts) -> SyncReport:
    return SyncReport("floor/floordesk", **counts)


def test_a_server_refusing_the_connection_is_shown_unreachable_and_never_contacted(status, qtbot):
    assert status.label.text() == "Server: connecting…"
    assert status.dsn == REFUSED_PORT
    status.sync_now()
    qtbot.waitUntil(lambda: status.label.text().startswith("Server unreachable"), timeout=15_000)
    assert status.label.text() == "Server unreachable · last contact never"
    assert status.label.toolTip().startswith("The last synchronisation failed: ")
    assert status.last_contact is None


@pytest.mark.parametrize(
    ("outcome", "word"),
    [
        (report(sent=3), "Server: synchronised"),
        (report(waiting_to_send=2, waiting_to_receive=3), "Server: 5 waiting"),
        (report(refused=["a fork", "an unapproved key"], waiting_to_send=2), "Server: 2 refused"),
    ],
)
def test_an_outcome_is_said_in_a_word_with_the_time_of_the_contact(status, outcome, word):
    status.finished.emit(REFUSED_PORT, outcome)
    assert status.label.text() == f"{word} · last contact {status.last_contact:%H:%M}"
    assert status.label.toolTip() == details(outcome, None, signed_in=False)


def test_records_received_are_remembered_and_a_later_failure_says_what_waits_and_the_last_contact(status):
    status.finished.emit(REFUSED_PORT, report(received=4, devices=["north"], sent_through=7))
    received, contact = status.last_received, status.last_contact
    assert (received.records, received.laptops, received.at) == (4, ("north",), contact)
    status.finished.emit(REFUSED_PORT, report())
    assert status.last_received is received  # nothing new came in
    status.finished.emit(REFUSED_PORT, Unreachable("timeout", waiting=2))
    assert status.label.text() == f"Server unreachable · 2 waiting · last contact {contact:%H:%M}"
    assert "4 records from north" in status.label.toolTip()


def test_an_outcome_from_a_server_since_replaced_is_not_shown(status):
    status.switch_to("host=127.0.0.1 port=2 dbname=other connect_timeout=2")
    status.finished.emit(REFUSED_PORT, report(sent=1))
    assert status.label.text() == "Server: connecting…"
    assert status.last_contact is None


def test_a_server_switched_off_is_taken_off_the_status_bar_and_forgotten(status):
    status.finished.emit(REFUSED_PORT, report(received=1, devices=["north"]))
    status.switch_to(None)
    assert (status.dsn, status.last_contact, status.last_received) == (None, None, None)
    assert status.label.isHidden()
    assert not status.timer.isActive()
    status.sync_now()
    assert not status.synchronising


def test_the_details_open_at_a_touch(status, qtbot):
    status.finished.emit(REFUSED_PORT, report(waiting_to_receive=5))
    qtbot.mouseClick(status.label, Qt.MouseButton.LeftButton)
    boxes = [box for box in status.label.window().findChildren(QMessageBox) if box.isVisible()]
    assert [(box.text(), box.informativeText()) for box in boxes] == [(status.label.text(), status.label.toolTip())]


def test_the_details_say_what_waits_why_and_what_came_in_last_even_when_the_server_is_down() -> None:
    waiting = SyncReport("floor/floordesk", sent=2, waiting_to_send=3, waiting_to_receive=5)
    assert details(waiting, None, signed_in=False).splitlines() == [
        "floor/floordesk: sent 2, received 0.",
        "Nothing received from the other laptops yet.",
        "3 of this laptop's records still to send.",
        "5 records of the other laptops still to receive: receiving waits for someone to sign in.",
    ]
    assert "receiving waits" not in details(waiting, None, signed_in=True)
    came_in = Received(12, ("north", "south"), datetime(2009, 6, 2, 21, 5))
    assert details(Unreachable("the server floor/floordesk is unreachable: timeout"), came_in, True).splitlines() == [
        "The last synchronisation failed: the server floor/floordesk is unreachable: timeout",
        "Last received at 21:05: 12 records from north, south.",
    ]
