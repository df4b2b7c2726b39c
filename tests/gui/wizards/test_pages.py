"""The ruling wizard's pages driven from the keyboard and by touch, before anything is signed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from floordesk.core.chips import Stack, standard_chip_set
from floordesk.core.errors import InvalidInput, Problem
from floordesk.core.table import Player, Table
from floordesk.core.table_session import TableSession
from floordesk.gui.touch import TOUCH_PX
from floordesk.gui.wizards.wizard import RulingWizard
from floordesk.i18n import SPEAKER
from floordesk.store.errors import NotAllowedError

CHIPS = standard_chip_set((25, 100, 500))


def table_session() -> TableSession:
    table = Table("Table 2", 9)
    for seat, (name, counts) in enumerate((("Ana", {25: 3, 100: 10}), ("Ben", {25: 1}), ("Cy", {25: 2, 100: 3})), 1):
        table = table.with_player(seat, Player(name.lower(), name), Stack(counts))
    return TableSession(CHIPS, table)


def refuse(*_pins: str):
    raise NotAllowedError("that is not Sam's PIN")


def shown(qtbot, wizard: RulingWizard) -> RulingWizard:
    """The wizard on screen and active, as after a click: its shortcuts (Alt+N) only work in the active window."""
    wizard.restart()
    wizard.show()
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    return wizard


def alt(qtbot, wizard, key: Qt.Key) -> None:
    """Alt+key, as a button's mnemonic: the button clicks itself a moment later (Qt animates the press)."""
    qtbot.keyClick(wizard, key, Qt.KeyboardModifier.AltModifier)
    qtbot.wait(200)


def go(qtbot, wizard, key: str) -> None:
    """Alt+N until the page of `key` is shown."""
    while wizard.current_step != key:
        before = wizard.current_step
        alt(qtbot, wizard, Qt.Key.Key_N)
        assert wizard.current_step != before, (before, wizard.currentPage().page_problem.text())


def test_alt_n_and_alt_b_walk_the_pages_and_every_button_is_touch_sized(qtbot, wizard):
    go(qtbot, wizard, "denominations")
    alt(qtbot, wizard, Qt.Key.Key_B)
    assert wizard.current_step == "rule"
    assert wizard.button(wizard.WizardButton.NextButton).height() >= TOUCH_PX
    assert "Rule 46" in wizard.currentPage().subTitle()
    assert wizard.currentPage().text.toPlainText().startswith("46. Chip race rule")


def test_a_problem_is_shown_beside_its_field_and_the_page_stays(qtbot, wizard):
    go(qtbot, wizard, "denominations")
    page = wizard.currentPage()
    for box in page.boxes.values():
        box.setChecked(False)
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "denominations"
    assert page.problems["removed"].isVisibleTo(page)
    assert "Choose at least one denomination" in page.problems["removed"].text()
    qtbot.keyClick(page.boxes[25], Qt.Key.Key_Space)
    qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert wizard.current_step == "odd_chips"
    assert "Ana: 0 changed directly, <b>3 odd</b> T25 chips" in wizard.currentPage().preview.text()


def test_a_departure_without_a_reason_is_refused_beside_the_reason(qtbot, wizard):
    go(qtbot, wizard, "decision")
    page = wizard.currentPage()
    qtbot.keyClick(page.choice.buttons[0], Qt.Key.Key_2)
    assert page.departure.isVisibleTo(page)
    page.outcome.spin("Ana", 100).setValue(page.outcome.spin("Ana", 100).value() + 1)
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "decision"
    assert "Is required" in page.problems["reason"].text()
    assert wizard.flow.decision is None
    page.reason.setPlainText("Ana's odd chip was under her T100s; counted in front of the table")
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "signature"
    assert wizard.flow.decision.departs


def test_a_wrong_pin_is_said_beside_the_pin_and_nothing_moves_on(qtbot, wizard):
    go(qtbot, wizard, "signature")
    page = wizard.currentPage()
    qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert "Enter your PIN" in page.problems["pin"].text()
    qtbot.keyClicks(page.pin, "1234")
    qtbot.keyClick(page.pin, Qt.Key.Key_Return)
    assert wizard.current_step == "signature"
    assert "That is not Sam's PIN" in page.problems["pin"].text()
    assert page.pin.text() == ""
    assert wizard.flow.recorded is None


def test_back_and_on_again_keeps_what_was_typed_on_a_page_not_yet_accepted(qtbot, wizard):
    go(qtbot, wizard, "cards")
    page = wizard.currentPage()
    qtbot.keyClick(page.mode.buttons[0], Qt.Key.Key_2)
    page.card_fields[1].setText("As Kd")  # one card still to come: the page cannot be accepted yet
    alt(qtbot, wizard, Qt.Key.Key_B)
    assert wizard.current_step == "odd_chips"
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "cards"
    assert page.mode.key() == "dealt"
    assert page.card_fields[1].text() == "As Kd"


def test_back_to_a_page_that_changes_what_follows_shows_the_later_page_anew(qtbot, wizard):
    go(qtbot, wizard, "cards")
    page = wizard.currentPage()
    qtbot.keyClick(page.mode.buttons[0], Qt.Key.Key_2)
    page.card_fields[1].setText("As Kd")
    alt(qtbot, wizard, Qt.Key.Key_B)
    wizard.currentPage().grid.spin("1", 25).setValue(2)  # Ana has 2 odd T25, not 3: two cards
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "cards"
    assert (page.mode.key(), page.card_fields[1].text()) == ("shuffled", "")


def test_back_and_on_again_keeps_a_departure_being_written_but_never_a_pin(qtbot, wizard):
    go(qtbot, wizard, "decision")
    page = wizard.currentPage()
    qtbot.keyClick(page.choice.buttons[0], Qt.Key.Key_2)
    page.reason.setPlainText("the dealer miscounted")
    alt(qtbot, wizard, Qt.Key.Key_B)
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "decision"
    assert (page.choice.key(), page.reason.toPlainText()) == ("depart", "the dealer miscounted")
    page.choice.choose("follow")
    go(qtbot, wizard, "signature")
    signature = wizard.currentPage()
    qtbot.keyClicks(signature.pin, "1234")
    alt(qtbot, wizard, Qt.Key.Key_B)
    assert signature.pin.text() == ""


def test_a_recommendation_refused_after_one_was_shown_leaves_no_earlier_result_in_view(qtbot, wizard, monkeypatch):
    go(qtbot, wizard, "recommendation")
    page = wizard.currentPage()
    assert page.race.isVisibleTo(page)
    assert page.race.count() > 0

    def refused():
        raise InvalidInput([Problem("", "the race cannot be run")])

    monkeypatch.setattr(wizard.flow, "recommendation", refused)
    page.refresh()
    assert "The race cannot be run" in page.page_problem.text()
    assert not page.race.isVisibleTo(page)
    assert page.explanation.toPlainText() == ""


def test_a_german_window_reads_the_recommendation_in_german_and_the_flow_keeps_it_in_english(qtbot, wizard):
    go(qtbot, wizard, "recommendation")
    page = wizard.currentPage()
    english = wizard.flow.recommendation().explanation
    assert page.explanation.toPlainText().splitlines() == list(english)
    SPEAKER.use("de")  # as Window > Language > Deutsch does
    try:
        page.refresh()
        shown = page.explanation.toPlainText().splitlines()
        recorded = wizard.flow.recommendation()
    finally:
        SPEAKER.use("en")
    assert len(shown) == len(english)
    assert not set(shown) & set(english)  # no sentence left in English
    assert "Die T25-Chips kommen aus dem Spiel und werden per Chip Race in T100 getauscht." in shown
    assert recorded.explanation == english  # what the ruling records stays English
