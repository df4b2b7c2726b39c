"""GUI test fixtures: a FloorDesk put together by the real composition code, in a temporary data folder."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QPalette

from floordesk.app_paths import AppPaths
from floordesk.gui.app import Desk, compose
from floordesk.gui.language import Languages
from floordesk.i18n import ENGLISH
from floordesk.store.staff import Role


@pytest.fixture
def paths(tmp_path) -> AppPaths:
    paths = AppPaths.under(tmp_path / "floordesk-data")
    paths.create()
    return paths


@pytest.fixture(autouse=True)
def _restore_application_look(qapp):
    """The appearance changes the one QApplication every test shares; put it back afterwards."""
    palette, font = QPalette(qapp.palette()), QFont(qapp.font())
    yield
    qapp.setPalette(palette)
    qapp.setFont(font)


@pytest.fixture(autouse=True)
def _in_english(qapp):
    """English, as FloorDesk speaks it (its plural forms installed), for widgets built without a desk; a desk
    built in another language leaves its translators in the one QApplication: they are taken out after."""
    english = Languages(qapp, ENGLISH)
    yield
    for languages in qapp.findChildren(Languages):
        languages.use(ENGLISH)
        if languages is not english:
            languages.setParent(None)
    english.setParent(None)


@pytest.fixture
def open_desk(qapp, qtbot, paths):
    """Builds desks as `run_gui` does (several may be opened in turn); closes them all at the end."""
    desks: list[Desk] = []

    def open_one(**options) -> Desk:
        desk = compose(qapp, paths, **options)
        qtbot.addWidget(desk.window)
        desks.append(desk)
        return desk

    yield open_one
    for desk in desks:
        desk.close()


@pytest.fixture
def desk(open_desk) -> Desk:
    desk = open_desk()
    desk.window.show()
    return desk


class Staffed:
    """A desk whose log has an administrator and a supervisor, nobody signed in."""

    ADMIN_PIN, FLOOR_PIN = "2468", "1357"

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.admin = desk.store.staff.create_first_administrator("Ana Admin", self.ADMIN_PIN)
        self.floor = desk.store.staff.add("Sam Floor", Role.SUPERVISOR, self.FLOOR_PIN, self.admin)

    def sign_in_admin(self) -> None:
        self.desk.session.sign_in(self.admin.staff_uid, self.ADMIN_PIN)

    def sign_in_supervisor(self) -> None:
        self.desk.session.sign_in(self.floor, self.FLOOR_PIN)


@pytest.fixture
def staffed(desk) -> Staffed:
    return Staffed(desk)
