"""Shared test set-up: Qt runs offscreen, and GUI tests are marked `gui`."""

from __future__ import annotations

import os

# Set before any Qt import so no test ever needs a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# English unless a test asks for a language: the texts tests read are the English sources.
os.environ.pop("FLOORDESK_LANG", None)
os.environ["LC_ALL"] = "C.UTF-8"

import pytest
from hypothesis import settings

# Speed is measured by the benchmarks, never by a test's clock: a property test must
# not fail because a shared CI machine was slow on one example.
settings.register_profile("floordesk", deadline=None, print_blob=True)
settings.load_profile("floordesk")


def pytest_sessionstart(session: pytest.Session) -> None:
    """Make the process's one Qt application a QApplication before any test runs. A report written in-process makes
    a QGuiApplication when there is none (`floordesk.reports.pdf`), and pytest-qt refuses an application that is not
    a QApplication: a worker whose first Qt test wrote a report failed every GUI test after it."""
    # Late: the platform above must be set before Qt loads, and a run that never reaches a session loads none.
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        session.config.qt_application = QApplication(["floordesk-tests"])  # type: ignore[attr-defined]  # kept alive


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if {"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
