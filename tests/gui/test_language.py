"""The window's language: chosen at start, switched from Window > Language without a restart, and remembered."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMenu, QSpinBox, QVBoxLayout, QWidget

from floordesk.core.pot_hold import PotHold
from floordesk.gui.language import Languages
from floordesk.gui.settings import Preferences
from floordesk.gui.wizards.widgets import ChipCountBox
from floordesk.i18n import translate


def menu_titles(desk):
    return [action.text() for action in desk.window.menuBar().actions()]


def language_actions(desk):
    return {action.text(): action for action in desk.window.findChild(QMenu, "LanguageMenu").actions()}


def test_the_language_asked_for_speaks_in_qt_and_in_the_qt_free_code(open_desk):
    desk = open_desk(language="de")
    assert "&Fenster" in menu_titles(desk)
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Sprache"
    assert translate("i18n", "{origin} {value}: FloorDesk speaks {languages}").startswith(
        "{origin} {value}: FloorDesk spricht"
    )
    assert QLocale().toString(3950) == "3.950"


def test_switching_language_retranslates_the_window_on_the_spot_and_is_remembered(open_desk, paths):
    desk = open_desk()
    assert "&Window" in menu_titles(desk)
    language_actions(desk)["Español"].trigger()
    assert "&Ventana" in menu_titles(desk)
    assert "&Window" not in menu_titles(desk)
    assert Preferences.at(paths.settings_file).language == "es"
    language_actions(desk)["Deutsch"].trigger()
    assert "&Fenster" in menu_titles(desk)
    language_actions(desk)["English"].trigger()
    assert "&Window" in menu_titles(desk)
    assert Preferences.at(paths.settings_file).language == "en"


def test_the_system_language_is_the_default_and_a_choice_can_go_back_to_it(open_desk, paths):
    Preferences.at(paths.settings_file).language = "fr"
    desk = open_desk()
    assert "&Fenêtre" in menu_titles(desk)
    language_actions(desk)["Langue du &système"].trigger()  # the tests' system speaks C: English
    assert "&Window" in menu_titles(desk)
    assert Preferences.at(paths.settings_file).language is None


def test_a_german_window_says_the_side_panel_and_the_core_s_refusals_in_german(open_desk):
    desk = open_desk(language="de")
    window = desk.window
    window.show()
    window.build_side_panel()
    table = window.tabs.current_table
    session = window.model.session(table)
    empty = next(seat for seat in session.table.seats() if seat not in session.table.occupants)
    assert not window.operations.eliminate(table, empty)  # the core refuses: nobody sits there
    assert window.operations.last_refusal == f"Platz {empty} ist leer."
    assert window.statusBar().currentMessage() == f"Abgelehnt: Platz {empty} ist leer."
    assert window.operations.next_hand(table)
    markers = window.model.session(table).table.markers
    assert window.panel.markers_label.text() == (
        f"Button: Platz {markers.button_seat}, Small Blind: Platz {markers.small_blind_seat}, "
        f"Big Blind: Platz {markers.big_blind_seat}."
    )


def test_a_held_pot_is_recorded_in_english_and_shown_in_the_window_s_language(open_desk):
    open_desk(language="de")  # the window's language is the one the Qt-free code speaks
    hold = PotHold("Sam Super", "Kamera 4", "2026-12-02T14:02:31+01:00", "2026-12-02T14:09:00+01:00", "Mia Manager")
    assert hold.words() == "pot held 14:02-14:09 by Sam Super (Kamera 4), released by Mia Manager"  # as hashed
    assert (
        hold.words(say=True) == "Pot zurückgehalten 14:02-14:09 von Sam Super (Kamera 4), freigegeben von Mia Manager"
    )


def test_number_boxes_already_on_screen_follow_a_switch_of_language(qapp, qtbot):
    languages = Languages(qapp, "en")
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    plain, chips = QSpinBox(), ChipCountBox()
    for box in (plain, chips):
        box.setRange(0, 10**6)
        box.setValue(12_500)
        column.addWidget(box)
    plain.setGroupSeparatorShown(True)
    host.show()
    assert [plain.text(), chips.text()] == ["12,500", "12,500"]
    languages.switch("de")
    assert [plain.text(), chips.text()] == ["12.500", "12.500"]
    assert plain.locale().name() == "de_DE"
    languages.switch("fr")
    assert [plain.text(), chips.text()] == ["12\u202f500", "12\u202f500"]
