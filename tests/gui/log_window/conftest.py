"""Log window test set-up: the store's one-event log, and the log window (or its parts) over it with signers that
sign as a given staff member without asking."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPlainTextEdit

from floordesk.gui.log_window.amend import AmendDialog
from floordesk.gui.log_window.window import LogWindow
from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, make_floor


@pytest.fixture
def floor(tmp_path: Path) -> Iterator[Floor]:
    floor = make_floor(tmp_path / "log" / "floordesk.sqlite3")
    yield floor
    floor.store.close()


def signer_of(member: SignedIn | None) -> Callable[..., SignedIn | None]:
    """A signer that signs as `member` (signed in through the store) without asking."""
    return lambda _parent, _purpose: member


def refused_overrule(_incident_uid: str) -> None:
    """The main window's overrule (rule 44), refusing: tests/gui/wizards/test_overrule_and_event_change.py opens
    the real one from the log window."""


@pytest.fixture
def open_window(qtbot, floor: Floor) -> Callable[..., LogWindow]:
    def open_one(signer: SignedIn | None = None, second: SignedIn | None = None) -> LogWindow:
        window = LogWindow(
            floor.store, overrule=refused_overrule, signer=signer_of(signer), second_signer=signer_of(second)
        )
        qtbot.addWidget(window)
        window.show()
        return window

    return open_one


def type_into(dialog: AmendDialog, values: dict[str, str]) -> None:
    """Type each value into the amendment dialog's field of its name."""
    for name, value in values.items():
        field = dialog.fields[name]
        if isinstance(field, QPlainTextEdit):
            field.setPlainText(value)
        else:
            field.setText(value)
