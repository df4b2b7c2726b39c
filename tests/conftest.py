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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if {"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
