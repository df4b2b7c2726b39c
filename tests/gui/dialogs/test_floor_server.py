"""The Floor server window on its own (no server needed): what a test of the server found said in sentences, the
server kept or forgotten through the callable it is given, a test's answer shown only for the server still typed, and
the window worked by keys alone. Against a real PostgreSQL: tests/store/server/test_floor_server_window.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.gui.dialogs.floor_server import FloorServerDialog, ThisLaptop, probe_lines
from floordesk.store.server.probe import ServerProbe
from tests.gui.test_keyboard import focused, key, tab_to, typed

LAPTOP = ThisLaptop(device_id="d-1", fingerprint="ab:cd", own_head=12)
DSN = "host=floor dbname=floordesk user=floordesk_writer"


def found(approved: tuple[str, ...] = (), revoked: tuple[str, ...] = (), sent: int = 12) -> ServerProbe:
    return ServerProbe("floor/floordesk", 9, approved, revoked, sent)


def test_a_server_that_approved_this_laptop_and_holds_all_its_records_is_said_so():
    assert probe_lines(found(approved=("Cage laptop", "TD laptop")), LAPTOP) == [
        "Reachable: floor/floordesk, set up with FloorDesk's schema 9.",
        "This laptop's key is approved by: Cage laptop, TD laptop.",
        "The server holds 12 of this laptop's 12 records.",
    ]


def test_a_key_not_approved_says_which_fingerprint_to_approve_and_what_is_still_to_send():
    said = probe_lines(found(revoked=("TD laptop",), sent=9), LAPTOP)
    assert said[1].startswith("No laptop on the server has approved this laptop's key yet")
    assert "approves fingerprint ab:cd (`floordesk log approve FINGERPRINT --by NAME`" in said[1]
    assert said[2:] == [
        "Its approval was revoked by: TD laptop.",
        "The server holds 9 of this laptop's 12 records (3 still to send).",
    ]


@pytest.fixture
def used(qtbot) -> tuple[FloorServerDialog, list[str | None]]:
    """The window, no server in use yet; the servers it was told to use (None: none), in order."""
    kept: list[str | None] = []
    dialog = FloorServerDialog(lambda: LAPTOP, kept.append)
    qtbot.addWidget(dialog)
    dialog.show_server(None)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog, kept


def test_saving_keeps_the_server_typed_and_stopping_forgets_it(used):
    dialog, kept = used
    assert dialog.current.text() == "Now: no server: this laptop works alone."
    assert not dialog.stop_button.isEnabled()
    dialog.dsn.setText(f"  {DSN} ")
    dialog.save()
    assert kept == [DSN]
    assert dialog.current.text() == "Now: this laptop synchronises with floor/floordesk."
    assert dialog.stop_button.isEnabled()
    dialog.stop()
    assert kept == [DSN, None]
    assert dialog.dsn.text() == ""
    assert dialog.outcome.text() == "This laptop no longer synchronises: its rulings stay in its own log."


def test_a_server_with_a_password_is_neither_kept_nor_tested(used):
    dialog, kept = used
    dialog.dsn.setText(f"{DSN} password=secret")
    dialog.save()
    dialog.test()
    assert kept == []
    assert dialog.problem.text().startswith("Holds a password, which FloorDesk never keeps")
    assert dialog.test_button.isEnabled()  # nothing was started


def test_a_tests_answer_is_shown_only_for_the_server_still_typed(used):
    dialog, _kept = used
    dialog.dsn.setText("service=other")
    dialog.tested.emit(DSN, ("connection refused", LAPTOP))  # the answer about the server typed before
    assert dialog.outcome.text() == ""
    dialog.tested.emit("service=other", (found(approved=("TD laptop",)), LAPTOP))
    assert dialog.outcome.text().startswith("Reachable: floor/floordesk")
    dialog.tested.emit("service=other", ("connection refused", LAPTOP))
    assert dialog.outcome.text() == "Not usable: connection refused"


def test_a_server_is_kept_and_given_up_by_keys_alone(qtbot, used):
    dialog, kept = used
    assert focused() is dialog.dsn
    typed(qtbot, DSN)
    tab_to(qtbot, lambda: focused() is dialog.save_button)
    key(qtbot, Qt.Key.Key_Space)
    assert kept == [DSN]
    tab_to(qtbot, lambda: focused() is dialog.stop_button)
    key(qtbot, Qt.Key.Key_Space)
    assert kept == [DSN, None]
    key(qtbot, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
