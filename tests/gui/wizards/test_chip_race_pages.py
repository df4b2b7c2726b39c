"""The chip race wizard's own pages (rule 46) on their own: the stacks to check, the denominations to colour up, the
odd chips each player has, how the race cards are dealt (a seed, or the cards typed or pressed), the race card by
card; what each page answers and what it refuses beside its field."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.core.cards import parse_card
from floordesk.core.flows import flow_for
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.gui.language import Languages
from floordesk.gui.wizards.wizard import RulingWizard
from tests.gui.wizards.picking import press_card
from tests.gui.wizards.test_pages import CHIPS, alt, go, refuse, shown, table_session


def test_a_stack_corrected_in_the_situation_goes_into_the_race(qtbot, wizard):
    page = wizard.currentPage()
    page.grid.spin("2", 25).setValue(4)  # Ben has 4 T25, not 1: one T100 straight
    go(qtbot, wizard, "odd_chips")
    rows = {row.seat: row for row in wizard.flow.odd_chip_rows()}
    assert (rows[2].direct_exchange, rows[2].odd_chips) == (1, 0)


def test_digits_choose_the_deal_and_the_picker_never_offers_a_card_already_used(qtbot, wizard):
    go(qtbot, wizard, "cards")
    page = wizard.currentPage()
    qtbot.keyClick(page.mode.buttons[0], Qt.Key.Key_2)
    assert page.mode.key() == "dealt"
    assert page.picker.isVisibleTo(page)
    press_card(qtbot, page.picker, "As")
    press_card(qtbot, page.picker, "Kd")
    assert page.card_fields[1].text() == "As Kd"
    assert parse_card("As") not in set(page.picker.offered())
    assert parse_card("Kd") not in set(page.picker.offered())
    page.card_fields[2].setFocus()
    page.card_fields[2].setText("Qh")
    offered = set(page.picker.offered())
    assert not offered & {parse_card("As"), parse_card("Kd"), parse_card("Qh")}
    assert len(offered) == 49
    page.card_fields[1].setText("As Kd 2c")
    page.card_fields[3].setText("As 3c")  # a card typed twice is refused beside the later field
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "cards"
    assert "A♠ is already used (for seat 1)" in page.problems["cards.3"].text()
    page.card_fields[3].setText("Jc 3c")
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "recommendation"
    race = wizard.currentPage().race
    lines = [race.item(i).text() for i in range(race.count())]
    assert lines[0] == "T25 into T100: 2 chips raced"
    assert lines[1].strip() == "1. A♠  Ana: wins one T100"
    assert lines[2].strip() == "2. K♦  Ana: passed over: already has a T100"
    assert lines[3].strip() == "3. Q♥  Ben: wins one T100"
    assert lines[4].strip() == "4. J♣  Cy: not read: every raced chip is out"
    assert "Seat 1 (Ana) holds the highest card" in wizard.currentPage().explanation.toPlainText()


def test_the_race_card_by_card_is_said_in_the_language_spoken(qtbot, qapp, wizard):
    Languages(qapp, "de")  # the fixture puts English back after
    go(qtbot, wizard, "cards")
    wizard.currentPage().seed.setText("1877944575")  # a deal in which Ben, with one odd chip, wins none
    go(qtbot, wizard, "recommendation")
    race = wizard.currentPage().race
    lines = [race.item(i).text().strip() for i in range(race.count())]
    verdicts = [line.split(": ", 1)[1] for line in lines[1:] if line[0].isdigit()]
    assert verdicts, lines
    assert set(verdicts) <= {
        "gewinnt einen T100",
        "übergangen: hat schon einen T100",
        "nicht gelesen: alle Race-Chips sind vergeben",
    }
    kept_alive = [line for line in lines if "kann durch das Race nicht ausscheiden" in line]
    assert kept_alive, lines
    assert all(line.endswith(("aus den Race-Chips", "kommt neu ins Spiel")) for line in kept_alive)


@pytest.mark.parametrize("seed", ["²", "12³", "-5", "seven", "4294967296"])
def test_a_seed_that_is_not_a_whole_number_in_range_is_refused_beside_the_seed(qtbot, wizard, seed):
    go(qtbot, wizard, "cards")
    page = wizard.currentPage()
    page.seed.setText(seed)
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert wizard.current_step == "cards"
    assert "Must be a whole number from 0 to 4294967295" in page.problems["seed"].text()


def test_the_stacks_show_only_the_chips_someone_holds(qtbot, wizard):
    go(qtbot, wizard, "situation")
    page = wizard.currentPage()
    assert page.answers() == {"stacks": {"1": {"25": 3, "100": 10}, "2": {"25": 1}, "3": {"25": 2, "100": 3}}}
    with pytest.raises(KeyError):
        page.grid.spin("1", 500)  # nobody holds a T500: no column of zeros


def test_the_next_denomination_is_proposed_and_one_already_out_of_play_is_said(qtbot):
    raced = TableSession(CHIPS.with_removed(25), table_session().table)
    wizard = RulingWizard(flow_for(RulingKind.CHIP_RACE, raced, RuleSet.wsop_2009()), refuse, "Sam")
    qtbot.addWidget(wizard)
    shown(qtbot, wizard)
    go(qtbot, wizard, "denominations")
    page = wizard.currentPage()
    texts = {value: box.text() for value, box in page.boxes.items()}
    assert texts[25] == "&1  T25 (already out of play at this event)"
    assert texts[100] == "&2  T100"
    assert page.answers() == {"removed": [value for value, box in page.boxes.items() if box.isChecked()]}
    for box in page.boxes.values():
        box.setChecked(False)
    page.boxes[100].setChecked(True)
    assert page.answers() == {"removed": [100]}


def test_the_odd_chips_answer_every_racing_player_even_with_none_and_preview_the_exchange(qtbot, wizard):
    go(qtbot, wizard, "odd_chips")
    page = wizard.currentPage()
    page.grid.spin("3", 25).setValue(0)
    assert page.answers() == {"removed_counts": {"1": {"25": 3}, "2": {"25": 1}, "3": {"25": 0}}}
    assert "Cy:" not in page.preview.text()
    for seat in ("1", "2"):
        page.grid.spin(seat, 25).setValue(0)
    assert page.preview.text() == "Nobody has T25 chips."


@pytest.mark.parametrize(("typed", "seed"), [("42", 42), (" 7 ", 7), ("", None), ("seven", "seven"), ("²", "²")])
def test_a_shuffled_deck_answers_the_seed_typed_as_a_number_or_as_typed_for_the_flow_to_refuse(
    qtbot, wizard, typed, seed
):
    go(qtbot, wizard, "cards")
    page = wizard.currentPage()
    page.mode.choose("shuffled")
    page.seed.setText(typed)
    assert page.answers() == {"mode": "shuffled", "seed": seed, "cards": {}}
