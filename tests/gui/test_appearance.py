"""The appearance controller: the chosen theme and large text applied to the application and kept in the
preferences; the theme's style sheet on the window's chrome only, again on every change; `changed` once per change
and never for none. (Following the system's colour scheme: tests/gui/test_theme.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMenuBar, QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from floordesk.app_paths import AppPaths
from floordesk.gui.appearance import LARGE_TEXT_SCALE, Appearance
from floordesk.gui.field_problem import ProblemLabel
from floordesk.gui.settings import Preferences
from floordesk.gui.theme import DARK, LIGHT, ThemeChoice


@pytest.fixture
def preferences(paths: AppPaths) -> Preferences:
    return Preferences.at(paths.settings_file)


def _appearance(qapp: QApplication, preferences: Preferences) -> Appearance:
    # The offscreen platform's scheme is Unknown, which counts as light.
    return Appearance(qapp, preferences, qapp.styleHints())


def _heard(appearance: Appearance) -> list[str]:
    heard: list[str] = []
    appearance.changed.connect(lambda: heard.append(appearance.theme.name))
    return heard


def test_the_system_choice_with_an_unknown_scheme_is_light(qapp: QApplication, preferences: Preferences):
    appearance = _appearance(qapp, preferences)
    assert (appearance.choice, appearance.theme, appearance.large_text) == (ThemeChoice.SYSTEM, LIGHT, False)


def test_a_chosen_theme_is_applied_said_once_and_kept(qapp: QApplication, paths: AppPaths, preferences: Preferences):
    appearance = _appearance(qapp, preferences)
    heard = _heard(appearance)
    appearance.set_choice(ThemeChoice.DARK)
    assert heard == ["dark"]
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == dict(DARK.palette)[QPalette.ColorRole.Window]
    appearance.set_choice(ThemeChoice.DARK)
    assert heard == ["dark"]  # no change, no word
    assert _appearance(qapp, Preferences.at(paths.settings_file)).theme is DARK  # the next start has it


def test_a_choice_that_means_the_same_theme_is_said_without_repainting(qapp: QApplication, preferences: Preferences):
    appearance = _appearance(qapp, preferences)
    heard = _heard(appearance)
    appearance.set_choice(ThemeChoice.LIGHT)  # the system's theme is light already: only the menu's tick moves
    assert (appearance.choice, heard) == (ThemeChoice.LIGHT, ["light"])


def test_large_text_scales_the_font_and_back(qapp: QApplication, paths: AppPaths, preferences: Preferences):
    appearance = _appearance(qapp, preferences)
    base = qapp.font().pointSizeF()
    heard = _heard(appearance)
    appearance.set_large_text(True)
    assert appearance.text_scale == LARGE_TEXT_SCALE
    assert qapp.font().pointSizeF() == pytest.approx(base * LARGE_TEXT_SCALE)
    appearance.set_large_text(True)
    assert len(heard) == 1
    assert Preferences.at(paths.settings_file).large_text
    appearance.set_large_text(False)
    assert qapp.font().pointSizeF() == pytest.approx(base)
    assert len(heard) == 2


def test_the_style_sheet_goes_on_the_chrome_only_and_follows_the_theme(
    qapp: QApplication, qtbot: QtBot, preferences: Preferences
):
    appearance = _appearance(qapp, preferences)
    menus, status, page = QMenuBar(), QStatusBar(), QWidget()
    for widget in (menus, status, page):
        qtbot.addWidget(widget)
    appearance.style_chrome(menus, status)
    light = menus.styleSheet()
    assert light
    assert status.styleSheet() == light
    assert (page.styleSheet(), qapp.styleSheet()) == ("", "")
    appearance.set_choice(ThemeChoice.DARK)
    assert menus.styleSheet() not in ("", light)
    assert status.styleSheet() == menus.styleSheet()


def test_a_refused_fields_message_takes_its_class_colour_from_the_theme(
    qapp: QApplication, qtbot: QtBot, preferences: Preferences
):
    appearance = _appearance(qapp, preferences)
    for choice, theme in ((ThemeChoice.LIGHT, LIGHT), (ThemeChoice.DARK, DARK)):
        appearance.set_choice(choice)
        common = theme.build_palette()
        [(_, own)] = [(name, p) for name, p in theme.class_palettes(common) if name == ProblemLabel.__name__]
        role = QPalette.ColorRole.WindowText
        label = ProblemLabel()
        qtbot.addWidget(label)
        label.show()
        assert label.palette().color(role) == own.color(role)
