"""The pot held while a dispute is reviewed (issue 30): Table > Hold the pot, or the pot wizard's first step; the
hand neither goes on nor is awarded until it is released, each an undo step; the table shows it; the pot ruling
records the hold and its release."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QInputDialog, QToolButton

from floordesk.core.ruling import RulingKind
from tests.gui.table_view.test_table_window import menu_action
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, sign, staff_of

REASON = "camera 4 to be replayed"


def hand_in_dispute(desk) -> None:
    """Ana (1) and Ben (2) 300 each in the pot; Ana folds: Ben alone can win it."""
    assert desk.window.operations.change(
        TABLE, "the hand", lambda s: s.next_hand().bet(1, 100, 3).bet(2, 100, 3).fold(1)
    )


def hold(desk, reason=REASON) -> None:
    window = desk.window
    assert window.hold_pot_action.isEnabled()
    window.hold_pot_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog) and w.isVisible())
    dialog.setTextValue(reason)
    dialog.accept()


def test_a_held_pot_refuses_next_hand_and_award_pot_until_released_undoably(desk, qtbot):
    staff_of(desk)  # Sam Super signed in
    window = desk.window
    hand_in_dispute(desk)
    hold(desk)
    session = window.model.session(TABLE)
    held = session.hand.pot_hold
    assert (held.by, held.reason) == ("Sam Super", REASON)
    assert not window.hold_pot_action.isEnabled()
    assert window.release_pot_action.isEnabled()
    # the table shows it
    pot_item = window.table_view.scene().pot_item
    assert pot_item.label == "POT HELD"
    assert "held since" in pot_item.toolTip()
    assert "by Sam Super (camera 4 to be replayed)" in pot_item.toolTip()
    assert window.panel.pot_label.text() == "Pot: 600, held"
    # neither the next hand nor the award while it is held, and why
    window.next_hand_action.trigger()
    assert window.model.session(TABLE) == session
    refused = "Refused: The pot is held while a dispute is reviewed (pot held since "
    assert window.statusBar().currentMessage().startswith(refused)
    assert window.statusBar().currentMessage().endswith("release it before the next hand is dealt.")
    window.award_pot_action.trigger()
    assert window.model.session(TABLE) == session
    assert window.statusBar().currentMessage().startswith(refused)
    assert window.statusBar().currentMessage().endswith("release it before it is given out.")
    # undoable: the hold taken back and given again
    window.undo_stack.undo()
    assert window.model.session(TABLE).hand.pot_hold is None
    assert window.table_view.scene().pot_item.label == "POT"
    window.undo_stack.redo()
    assert window.model.session(TABLE).hand.pot_hold == held
    assert window.table_view.scene().pot_item.label == "POT HELD"
    # released (one more undo step): the pot is given out, Ben alone can win it, by the pot ruling (which records
    # the hold): a pot held for a dispute is not awarded without a trace in the log
    window.release_pot_action.trigger()
    released = window.model.session(TABLE)
    assert released.hand.pot_hold is None
    assert released.hand.pot_holds[0].until is not None
    window.undo_stack.undo()
    assert window.model.session(TABLE).hand.pot_hold == held
    window.undo_stack.redo()
    window.award_pot_action.trigger()
    assert window.model.session(TABLE) == released  # nothing given out unsigned
    assert window.statusBar().currentMessage().startswith("The pot was held while a dispute was reviewed (pot held ")
    wizard = window.rulings.wizard
    assert wizard is not None
    qtbot.waitExposed(wizard)
    assert wizard.flow.kind is RulingKind.POTS
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.currentPage().page_problem.text()
    assert window.model.session(TABLE).hand.pot.total() == 0
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert f"At the table: pot held {held.since[11:16]}-" in incident.narrative
    assert window.next_hand_action.isEnabled()


def test_the_pot_wizard_offers_to_hold_the_pot_and_its_ruling_records_the_hold_and_the_release(desk, qtbot):
    staff_of(desk)
    window = desk.window
    hand_in_dispute(desk)
    window.ruling_actions[RulingKind.POTS].trigger()
    wizard = window.rulings.wizard
    qtbot.waitExposed(wizard)
    offered = [b for b in wizard.currentPage().findChildren(QToolButton) if b.defaultAction() is window.hold_pot_action]
    assert len(offered) == 1
    hold(desk)
    assert window.model.session(TABLE).hand.pot_hold is not None
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "signature"  # refused while held, said on the page, nothing written
    problem = wizard.currentPage().page_problem.text()
    assert problem.startswith("Pot: the pot is held while a dispute is reviewed (pot held since ")
    assert problem.endswith("release it before it is given out.")
    assert desk.store.connection.execute("SELECT count(*) FROM incidents").fetchone()[0] == 0
    window.release_pot_action.trigger()
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.currentPage().page_problem.text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    [line] = [line for line in incident.narrative.splitlines() if line.startswith("At the table: ")]
    assert line.startswith("At the table: pot held ")
    assert line.endswith(f" by Sam Super ({REASON}).")
    assert window.model.session(TABLE).hand.pot.total() == 0  # given out once released


def test_once_released_a_misdeal_or_the_next_hand_is_refused_naming_the_pot_ruling_which_records_the_hold(desk):
    staff_of(desk)
    window = desk.window
    hand_in_dispute(desk)
    hold(desk)
    window.release_pot_action.trigger()
    released = window.model.session(TABLE)
    steps = window.undo_stack.count()
    said = "Refused: The pot was held for a dispute: give it out by the pot ruling (Award pot), which records the "
    route = f" by Sam Super ({REASON})), before "
    for act, what in (
        (lambda: window.operations.misdeal(TABLE), "the hand is dealt again."),
        (window.next_hand_action.trigger, "the next hand is dealt."),
    ):
        act()
        assert window.model.session(TABLE) == released
        message = window.statusBar().currentMessage()
        assert message.startswith(said), message
        assert message.endswith(route + what), message
    assert window.undo_stack.count() == steps  # nothing done, so nothing to undo
    window.undo_stack.undo()  # the release taken back: the pot held again, as before
    assert window.model.session(TABLE).hand.pot_hold is not None


def test_misdeal_is_disabled_while_the_hold_refuses_it_its_tip_saying_why_and_enabled_once_it_would_deal(desk):
    staff_of(desk)
    window = desk.window
    misdeal = window.misdeal_action
    hand_in_dispute(desk)
    assert misdeal.isEnabled()
    assert misdeal.toolTip().startswith("The same hand number, button and blinds")
    hold(desk)
    assert not misdeal.isEnabled()
    assert misdeal.toolTip().startswith("Not now: The pot is held while a dispute is reviewed (pot held since ")
    window.release_pot_action.trigger()
    assert not misdeal.isEnabled()  # nor the keys: a disabled entry takes none
    tip = misdeal.toolTip()
    assert tip.startswith("Not now: The pot was held for a dispute: give it out by the pot ruling (Award pot)")
    assert tip.endswith(f" by Sam Super ({REASON})), before the hand is dealt again.")
    assert misdeal.statusTip() == tip
    assert misdeal.parent().toolTipsVisible()  # the Table menu shows it
    rulings = menu_action(window.table_view.seat_menu(2), "Rulings").menu()
    in_seat_menu = menu_action(rulings, "Misdeal: deal this hand again")
    assert not in_seat_menu.isEnabled()
    assert in_seat_menu.toolTip() == tip
    assert rulings.toolTipsVisible()
    window.undo_stack.undo()
    window.undo_stack.undo()  # the release and the hold taken back: nothing refuses the misdeal
    assert misdeal.isEnabled()
    assert misdeal.toolTip().startswith("The same hand number, button and blinds")
    rulings = menu_action(window.table_view.seat_menu(2), "Rulings").menu()
    assert menu_action(rulings, "Misdeal: deal this hand again").isEnabled()
