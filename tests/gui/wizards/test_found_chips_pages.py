"""The found-chips wizard's situation page (rule 46): whose stack, which denomination already coloured up, how many;
what it answers, what it refuses beside the count, and the ruling completed by keys alone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from floordesk.core.chips import Stack
from floordesk.core.flows import flow_for
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.core.table_session import TableSession
from floordesk.gui.language import Languages
from floordesk.gui.wizards.widgets import ChipCountBox
from floordesk.gui.wizards.wizard import RulingWizard
from tests.gui.test_keyboard import key, ruled_by_keys, typed
from tests.gui.wizards.test_pages import CHIPS, alt, go, refuse, shown, table_session


def test_the_found_chips_wizard_has_its_own_situation_page(qtbot):
    table = table_session().table
    for seat, occupant in table.occupants.items():
        table = table.with_stack(seat, Stack({100: occupant.stack.count(100) + 1}))
    raced = TableSession(CHIPS.with_removed(25), table)
    flow = flow_for(RulingKind.FOUND_CHIPS, raced, RuleSet.wsop_2009(), seat=3)
    wizard = RulingWizard(flow, refuse, "Sam")
    qtbot.addWidget(wizard)
    shown(qtbot, wizard)
    page = wizard.currentPage()
    assert page.seat.currentData() == 3
    assert page.denomination.currentText() == "T25"
    page.count.setValue(0)
    alt(qtbot, wizard, Qt.Key.Key_N)
    assert "Must be a whole number from 1" in page.problems["count"].text()
    page.count.setValue(5)
    go(qtbot, wizard, "recommendation")
    assert "worth 125" in wizard.currentPage().explanation.toPlainText()


def test_the_page_answers_the_seat_the_denomination_and_the_count_as_numbers(qtbot):
    raced = TableSession(CHIPS.with_removed(25).with_removed(100), table_session().table)
    flow = flow_for(RulingKind.FOUND_CHIPS, raced, RuleSet.wsop_2009(), seat=2)
    wizard = RulingWizard(flow, refuse, "Sam")
    qtbot.addWidget(wizard)
    page = shown(qtbot, wizard).currentPage()
    assert [page.seat.itemText(i) for i in range(page.seat.count())] == ["Seat 1: Ana", "Seat 2: Ben", "Seat 3: Cy"]
    assert [page.denomination.itemText(i) for i in range(page.denomination.count())] == ["T100", "T25"]
    page.denomination.setCurrentIndex(1)
    page.count.setValue(4)
    assert page.answers() == {"seat": 2, "denomination": 25, "count": 4}


def test_chips_found_after_a_race_are_ruled_by_keys_alone(desk, qtbot, signed_in):
    ruled_by_keys(desk, qtbot, "chip-race")
    key(qtbot, Qt.Key.Key_Return)  # Done: the race took T25 out of play

    def answer(step: str) -> None:
        if step == "situation":
            typed(qtbot, "3")  # into the count, where the page puts the keyboard

    wizard = ruled_by_keys(desk, qtbot, "found-chips", answer)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert incident.kind == "found-chips"
    assert [party["seat"] for party in incident.parties] == [2]
    assert incident.inputs["removed_denomination"] == 25
    assert incident.inputs["found_after_race"] == {"player": "Ben Okafor", "chips": {"25": 3}}


def test_in_german_the_chips_found_are_counted_in_a_chip_count_box(qtbot, qapp):
    Languages(qapp, "de")  # the fixture puts English back after
    raced = TableSession(CHIPS.with_removed(25), table_session().table)
    wizard = RulingWizard(flow_for(RulingKind.FOUND_CHIPS, raced, RuleSet.wsop_2009(), seat=2), refuse, "Sam")
    qtbot.addWidget(wizard)
    page = shown(qtbot, wizard).currentPage()
    assert isinstance(page.count, ChipCountBox)
    page.count.setValue(1200)
    assert page.count.text() == "1.200"
    page.count.setFocus()
    page.count.selectAll()
    qtbot.keyClicks(page.count, "1,2")
    qtbot.keyClick(page.count, Qt.Key.Key_Return)
    assert page.count.value() == 1200
    assert "„1,2“ ist keine ganze Zahl" in page.problems["count"].text()
