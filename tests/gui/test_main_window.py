"""The main window, built by the real composition code over a temporary data folder."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QRadioButton

import floordesk.gui.app
import floordesk.gui.main_window
from floordesk import RULES_EDITION, __version__
from floordesk.core.cards import parse_card
from floordesk.core.table_session import Marker
from floordesk.gui.app import PRELOAD_AFTER_MS
from floordesk.gui.appearance import LARGE_TEXT_SCALE
from floordesk.gui.dialogs.about import build_about_box
from floordesk.gui.field_problem import field_problem_label
from floordesk.gui.settings import Preferences
from floordesk.gui.theme import DARK, LIGHT, ThemeChoice
from floordesk.gui.wizards.widgets import CardPicker
from floordesk.resources import read_text


def scene_of(desk):
    return desk.window.table_view.table_scene


def test_the_demo_table_is_drawn_seat_by_seat(desk, qtbot):
    qtbot.waitUntil(desk.window.isVisible)
    seats = {item.seat: item for item in scene_of(desk).seat_items()}
    assert sorted(seats) == list(range(1, 10))
    # The demo event (core/demo.py) seats eight players at a table of nine; seat 4 is free.
    assert seats[4].occupant is None
    assert seats[1].player_name == "Ana Ribeiro"
    assert seats[9].player_name == "Hiro Tanaka"
    # Chen Wei: 31 x 100 + 4 x 500 + 11 x 1,000 = 16,100.
    assert seats[3].player_name == "Chen Wei"
    assert seats[3].chips_text == "16,100"
    names = {item.player_name for item in seats.values()} - {None}
    assert len(names) == 8


def bearing(item):
    """Angle of an item seen from the table's centre, clockwise from the dealer."""
    return math.atan2(-item.pos().x(), item.pos().y()) % (2 * math.pi)


def test_button_and_blinds_are_in_front_of_their_seats(desk):
    scene = scene_of(desk)
    markers = {item.kind: item.seat for item in scene.marker_items()}
    assert markers == {Marker.BUTTON: 3, Marker.SMALL_BLIND: 5, Marker.BIG_BLIND: 6}
    for marker in scene.marker_items():
        # Seen from the centre of the table, each marker lies towards its own seat.
        nearest = min(scene.seat_items(), key=lambda seat: abs(bearing(seat) - bearing(marker)))
        assert nearest.seat == marker.seat


def test_the_status_bar_names_event_table_and_rules(desk):
    window = desk.window
    assert window.event_label.text() == "Demo Event: No-Limit Hold'em"
    assert window.table_label.text() == "8 of 9 seats taken"
    assert window.rules_label.text() == "WSOP 2009"
    assert RULES_EDITION in window.rules_label.toolTip()
    assert "Demo Event" in window.windowTitle()


def test_switching_theme_restyles_everything_and_is_remembered(desk, qapp, paths):
    window = desk.window
    assert window.theme_actions[ThemeChoice.SYSTEM].isChecked()

    window.theme_actions[ThemeChoice.DARK].trigger()
    assert window.theme_actions[ThemeChoice.DARK].isChecked()
    assert window.menuBar().styleSheet() == window.statusBar().styleSheet() == read_text("styles", "dark.qss")
    assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(dict(DARK.palette)[QPalette.ColorRole.Window])
    assert scene_of(desk).backgroundBrush().color() == QColor(DARK.table.room)
    desk.preferences.sync()
    assert Preferences.at(paths.settings_file).theme_choice is ThemeChoice.DARK

    window.theme_actions[ThemeChoice.LIGHT].trigger()
    assert window.menuBar().styleSheet() == read_text("styles", "light.qss")
    assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(dict(LIGHT.palette)[QPalette.ColorRole.Window])
    assert scene_of(desk).backgroundBrush().color() == QColor(LIGHT.table.room)


def test_the_sheet_styles_only_the_main_windows_chrome(desk, qapp):
    # An application-wide sheet would send every wizard's widgets through Qt's slow style-sheet path.
    assert qapp.styleSheet() == ""
    assert desk.window.menuBar().styleSheet() == read_text("styles", f"{desk.appearance.theme.name}.qss")


def test_a_refused_fields_message_the_red_cards_and_the_indicators_follow_the_theme(desk, qapp):
    label = field_problem_label()
    picker = CardPicker()
    heart, spade = parse_card("Ah"), parse_card("As")
    radio, check = QRadioButton("on"), QCheckBox("on")
    for theme in (DARK, LIGHT, DARK):
        desk.appearance.set_choice(ThemeChoice(theme.name))
        qapp.processEvents()  # Qt posts the palette change to each widget
        picker.offer([])
        assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(theme.problem_text)
        assert label.font().bold()
        assert picker.text_colour(heart) == QColor(theme.problem_text)
        plain = dict(theme.palette)
        assert picker.text_colour(spade) == QColor(plain[QPalette.ColorRole.ButtonText])
        picker.offer([heart])
        assert picker.text_colour(heart) == QColor(theme.disabled_text)
        for indicator in (radio, check):
            assert indicator.palette().color(QPalette.ColorRole.Window) == QColor(theme.indicator_window)
            assert indicator.palette().color(QPalette.ColorRole.WindowText) == QColor(
                plain[QPalette.ColorRole.WindowText]
            )


def test_the_menu_follows_a_choice_made_elsewhere(desk):
    desk.appearance.set_choice(ThemeChoice.LIGHT)
    assert desk.window.theme_actions[ThemeChoice.LIGHT].isChecked()
    desk.appearance.set_large_text(True)
    assert desk.window.large_text_action.isChecked()


def test_the_theme_choice_is_restored_on_the_next_start(open_desk, qapp):
    first = open_desk()
    first.window.theme_actions[ThemeChoice.DARK].trigger()
    first.close()
    second = open_desk()
    assert second.window.theme_actions[ThemeChoice.DARK].isChecked()
    assert second.window.menuBar().styleSheet() == read_text("styles", "dark.qss")
    assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(dict(DARK.palette)[QPalette.ColorRole.Window])


def test_large_text_scales_the_font_and_the_table(desk, qapp):
    window = desk.window
    base = qapp.font().pointSizeF()
    plate = scene_of(desk).seat_items()[0].boundingRect().width()
    window.large_text_action.trigger()
    assert window.large_text_action.isChecked()
    assert qapp.font().pointSizeF() == base * LARGE_TEXT_SCALE
    # Widgets the style sheet has styled follow too.
    assert window.table_label.font().pointSizeF() == base * LARGE_TEXT_SCALE
    assert scene_of(desk).seat_items()[0].boundingRect().width() > plate * 1.2
    assert desk.preferences.large_text is True
    window.large_text_action.trigger()
    assert qapp.font().pointSizeF() == base
    assert desk.preferences.large_text is False


def test_window_geometry_is_restored_on_reopening(open_desk, qtbot):
    first = open_desk()
    with qtbot.waitExposed(first.window):
        first.window.show()
    # Within the offscreen screen (800 x 600), which restoring clamps to.
    first.window.resize(700, 480)
    first.window.move(40, 30)
    first.close()
    second = open_desk()
    assert (second.window.width(), second.window.height()) == (700, 480)
    # The platform may shift a restored window by its frame margin (2 px offscreen).
    assert abs(second.window.x() - 40) <= 4
    assert abs(second.window.y() - 30) <= 4


def test_a_first_start_fits_the_screen(open_desk):
    window = open_desk().window
    available = window.screen().availableGeometry()
    wanted = floordesk.gui.main_window.DEFAULT_SIZE
    assert window.width() == min(wanted[0], int(available.width() * 0.9))
    assert window.height() == min(wanted[1], int(available.height() * 0.9))


def test_the_about_box_names_the_rules_edition_and_version(desk, paths, qtbot):
    box = build_about_box(paths, desk.window)
    assert RULES_EDITION in box.text()
    assert f"FloorDesk {__version__}" in box.text()
    assert str(paths.log_file) in box.text()
    # The menu entry opens it (closed again from inside its modal loop).
    shown = []

    def close_about():
        shown.append(QApplication.activeModalWidget())
        shown[-1].close()

    QTimer.singleShot(0, close_about)
    desk.window.about_action.trigger()
    assert shown
    assert RULES_EDITION in shown[0].text()


def test_the_rule_book_quotes_the_rules(desk, qtbot):
    desk.window.rule_book_action.trigger()
    dialog = desk.window.side_windows.rule_book
    qtbot.waitUntil(dialog.isVisible)
    text = dialog.browser.toPlainText()
    assert "46. Chip race rule: Race-off is defined as removal of a denomination chip no longer in use." in text
    assert "50. Dead Button: Tournament play will use the dead button rule." in text
    assert "reconstruction, not a quotation" in text


def test_icons_arrive_after_the_window_is_shown(desk, qapp):
    assert desk.window.quit_action.icon().isNull()
    desk.finish_start()
    for action in (desk.window.quit_action, desk.window.about_action, desk.window.rule_book_action):
        assert not action.icon().isNull()
    assert not qapp.windowIcon().pixmap(32, 32).isNull()


def test_quit_closes_the_window(desk, qtbot):
    desk.window.quit_action.trigger()
    qtbot.waitUntil(lambda: not desk.window.isVisible())


def test_the_main_window_stays_thin():
    """A size tripwire (style-models.md): past 400 lines, split out docks and controllers."""
    source = Path(floordesk.gui.main_window.__file__).read_text(encoding="utf-8")
    assert len(source.splitlines()) < 400


def test_no_two_window_actions_share_a_shortcut(desk):
    from PySide6.QtGui import QAction

    seen: dict[str, str] = {}
    for action in desk.window.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString()
            assert key not in seen, f"{key} is both {seen[key]!r} and {action.text()!r}"
            seen[key] = action.text()


def test_the_wizards_load_a_moment_after_start_up(desk, qtbot, monkeypatch):
    loaded: list[bool] = []
    monkeypatch.setattr(floordesk.gui.app, "preload_wizards", lambda: loaded.append(True))
    desk.finish_start()
    assert not loaded  # not during start-up: after the window and the sign-in have painted
    qtbot.waitUntil(lambda: bool(loaded), timeout=PRELOAD_AFTER_MS + 2000)


def test_preloading_imports_every_wizards_flow_pages_rules_services_and_the_hand_ranking():
    # A fresh interpreter: this one's tests have imported the wizards already.
    script = (
        "import sys\n"
        "from floordesk.gui.app import FIRST_RULING_MODULES, preload_wizards\n"
        "from floordesk.core.flows import flow_module, wizard_kinds\n"
        "from floordesk.core.ruling import request_module\n"
        "wanted = ['floordesk.gui.wizards.pots_pages', 'floordesk.gui.wizards.chip_race_pages',\n"
        "          'floordesk.gui.wizards.clock_pages', *map(flow_module, wizard_kinds()),\n"
        "          *(request_module(kind) for kind in wizard_kinds() if kind.is_computed),\n"
        "          'floordesk.core.rules.showdown', 'pokerkit', *FIRST_RULING_MODULES]\n"
        "assert not [m for m in wanted if m in sys.modules], 'loaded at import'\n"
        "preload_wizards()\n"
        "print(sorted(m for m in wanted if m not in sys.modules))\n"
    )
    assert _printed_in_a_fresh_interpreter(script) == "[]"


def test_after_the_preload_the_first_ruling_opens_without_loading_a_module():
    # A fresh interpreter, as at the window's first ruling: a module loaded on the click is that ruling's extra wait.
    script = (
        "import os, sys, tempfile\n"
        "from pathlib import Path\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from floordesk.app_paths import AppPaths\n"
        "from floordesk.core.ruling import RulingKind\n"
        "from floordesk.gui.app import application, compose, preload_wizards\n"
        "from floordesk.store.staff import Role\n"
        "app = application()\n"
        "with tempfile.TemporaryDirectory() as folder:\n"
        "    paths = AppPaths.under(Path(folder))\n"
        "    paths.create()\n"
        "    desk = compose(app, paths)\n"
        "    desk.window.show()\n"
        "    admin = desk.store.staff.create_first_administrator('Ada Admin', '2468')\n"
        "    manager = desk.store.staff.add('Max Manager', Role.MANAGER, '1357', admin)\n"
        "    desk.session.sign_in(manager, '1357')\n"
        "    app.processEvents()\n"
        "    preload_wizards()\n"
        "    before = set(sys.modules)\n"
        "    desk.window.ruling_actions[RulingKind.CLOCK].trigger()\n"
        "    app.processEvents()\n"
        "    assert desk.window.rulings.wizard.isVisible()\n"
        "    print(sorted(m for m in set(sys.modules) - before if m.startswith(('floordesk', 'pokerkit'))))\n"
        "    desk.close()\n"
    )
    assert _printed_in_a_fresh_interpreter(script) == "[]"


def _printed_in_a_fresh_interpreter(script: str) -> str:
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.strip()
