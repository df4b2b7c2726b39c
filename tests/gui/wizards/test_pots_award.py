""" "Award pot": the pot given out as the rules say when nobody disputes it, through the pot ruling's pages without a
signature or an incident, as one undo step; at once when one player alone can win it; refused, saying why, when the
pot is empty or the table changed under the wizard; completed by keys alone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from floordesk.core.chips import Stack
from floordesk.gui.wizards.pots_award import PotAwards
from tests.gui.test_keyboard import ENTER, key, name_winners_by_keys
from tests.gui.wizards.test_rulings import TABLE, next_page


def to_the_pots(qtbot, wizard) -> None:
    """On to the pots, the winners stated: Elena (6) the high of both, Ben (2) the low of the main pot."""
    while wizard.current_step != "showdown":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    page.mode.choose("stated")
    page.winners[0, "high"][6].setChecked(True)
    page.winners[0, "low"][2].setChecked(True)
    page.winners[1, "high"][6].setChecked(True)
    page.no_low[1].setChecked(True)
    next_page(qtbot, wizard)


def incidents(desk) -> int:
    return desk.store.connection.execute("SELECT count(*) FROM incidents").fetchone()[0]


def test_award_pot_through_the_pages_is_one_undo_step_and_no_incident(omaha, qtbot):
    desk = omaha
    window = desk.window
    before = window.model.session(TABLE)
    logged = incidents(desk)
    assert window.award_pot_action.isEnabled()
    window.award_pot_action.trigger()
    wizard = window._pot_awards.wizard
    qtbot.waitExposed(wizard)
    assert [page.step.key for page in wizard.pages.values()] == ["situation", "showdown", "recommendation"]
    to_the_pots(qtbot, wizard)
    assert wizard.currentPage().layers_view.layer_texts()[0] == "Side 1 750 (seats 5, 6): seat 6 750 [high 6]"
    steps = window.undo_stack.count()
    wizard.accept()
    after = window.model.session(TABLE)
    assert after.occupant(6).stack.total() == 525 + 350 + 750  # 525 behind, the high of the main pot, the side pot
    assert after.occupant(2).stack.total() == 325
    assert after.occupant(5).stack == Stack()
    assert after.chips_on_table().total() == before.chips_on_table().total()
    assert window.undo_stack.count() == steps + 1
    assert incidents(desk) == logged
    assert "Dmitri Volkov (seat 5)" in window.statusBar().currentMessage()  # out of chips: offered for elimination
    window.undo_stack.undo()
    assert window.model.session(TABLE) == before
    window.undo_stack.redo()
    assert window.model.session(TABLE) == after


def test_a_pot_only_one_player_can_win_is_awarded_at_once(desk, qtbot):
    window = desk.window
    operations = window.operations
    assert operations.change(TABLE, "hand", lambda s: s.next_hand().bet(1, 100, 3).bet(2, 100, 3).fold(1))
    before = window.model.session(TABLE)
    window.award_pot_action.trigger()
    assert window._pot_awards.wizard is None
    after = window.model.session(TABLE)
    assert after.occupant(2).stack.total() == before.occupant(2).stack.total() + 600
    assert not after.hand.pot
    assert window.undo_stack.undoText() == "Award the pot at Table 1: seat 2 (Ben Okafor) 600"
    window.undo_stack.undo()
    assert window.model.session(TABLE).chips_on_table() == before.chips_on_table()


def awards(desk) -> tuple[PotAwards, list[str], list[str]]:
    """Award pot at the desk's table on screen; what it reports, and the pot rulings it opens instead."""
    said: list[str] = []
    by_ruling: list[str] = []
    window = desk.window
    return (
        PotAwards(window.model, window.operations, said.append, window, lambda: by_ruling.append(TABLE)),
        said,
        by_ruling,
    )


def test_an_empty_pot_is_refused_saying_so_and_nothing_opens(desk):
    pot_awards, said, by_ruling = awards(desk)
    assert pot_awards.start(TABLE) is None
    assert said == ["Refused: the pot at Table 1 is empty."]
    assert (pot_awards.wizard, by_ruling) == (None, [])


def test_a_held_pot_is_refused_and_once_released_is_given_out_only_by_the_pot_ruling(desk):
    pot_awards, said, by_ruling = awards(desk)
    operations = desk.window.operations
    assert operations.change(TABLE, "the hand", lambda s: s.next_hand().bet(1, 100, 3).bet(2, 100, 3))
    assert operations.change(TABLE, "held", lambda s: s.hold_pot("Sam Super", "camera 4", "2026-12-02T21:00"))
    before = desk.window.model.session(TABLE)
    assert pot_awards.start(TABLE) is None
    assert said[-1].startswith("Refused: The pot is held while a dispute is reviewed")
    assert operations.change(TABLE, "released", lambda s: s.release_pot("Sam Super", "2026-12-02T21:05"))
    assert pot_awards.start(TABLE) is None
    assert said[-1].startswith("The pot was held while a dispute was reviewed (pot held ")
    assert by_ruling == [TABLE]
    assert desk.window.model.session(TABLE).hand.pot == before.hand.pot  # nothing given out unsigned


def test_a_table_changed_while_the_pot_was_settled_is_refused_and_the_wizard_stays(omaha, qtbot):
    window = omaha.window
    window.award_pot_action.trigger()
    wizard = window._pot_awards.wizard
    qtbot.waitExposed(wizard)
    to_the_pots(qtbot, wizard)
    assert window.operations.set_count(TABLE, 1, 100, 30)  # something changed the table behind the wizard
    changed = window.model.session(TABLE)
    wizard.accept()
    assert wizard.isVisible()
    assert window.model.session(TABLE) == changed
    said = "Refused: The table changed while the pot was being settled: start again."
    assert window.statusBar().currentMessage() == said


def test_a_pot_is_awarded_by_keys_alone(omaha, qtbot):
    window = omaha.window
    before = window.model.session(TABLE)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wizard = window._pot_awards.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    qtbot.waitUntil(wizard.isActiveWindow)
    steps = window.undo_stack.count()
    for step in ("situation", "showdown", "recommendation"):
        assert wizard.current_step == step
        if step == "showdown":
            name_winners_by_keys(qtbot, wizard.currentPage())
        key(qtbot, ENTER)
    assert not wizard.isVisible()
    after = window.model.session(TABLE)
    assert not after.hand.pot
    assert after.chips_on_table().total() == before.chips_on_table().total()
    assert window.undo_stack.count() == steps + 1
