"""Table > Hold the pot… and Release the pot: offered only as the table allows, refused with the reason to nobody
signed in, the hold asked why and recorded with who and when as one undo step, and its release."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu, QWidget

from floordesk.gui.pot_hold_controls import PotHoldControls
from tests.gui.table_view.table_helpers import TABLE, Bench, bench
from tests.gui.wizards.test_rulings import staff_of


class Controls:
    """The pot's two actions on the bench's table, with the desk's staff session; what they said."""

    def __init__(self, desk, qtbot) -> None:
        self.b: Bench = bench()
        self.window = QWidget()
        qtbot.addWidget(self.window)
        self.table: str | None = TABLE
        self.said: list[str] = []
        self.controls = PotHoldControls(
            self.window, self.b.operations, desk.session, lambda: self.table, self.said.append
        )
        self.menu = QMenu(self.window)
        self.controls.build_menu(self.menu)
        self.b.model.table_changed.connect(lambda _name: self.controls.show_table(self.b.session()))

    def bet(self) -> None:
        self.b.operations.next_hand(TABLE, first_button=1)
        self.b.operations.change(TABLE, "bets", lambda s: s.bet(1, 100, 3).bet(2, 100, 3))

    def hold(self, reason: str) -> None:
        dialog = self.controls.ask_hold()
        assert dialog is not None
        assert dialog.labelText() == f"{TABLE}: why is the pot held? (the dispute being reviewed)"
        dialog.setTextValue(reason)
        dialog.accept()


@pytest.fixture
def c(desk, qtbot) -> Controls:
    return Controls(desk, qtbot)


def offered(c: Controls) -> tuple[bool, bool]:
    return c.controls.hold_action.isEnabled(), c.controls.release_action.isEnabled()


def test_the_pot_is_offered_to_hold_only_with_chips_in_it_and_to_release_only_when_held(c, desk):
    staff_of(desk)
    c.controls.show_table(None)
    assert offered(c) == (False, False)
    c.controls.show_table(c.b.session())
    assert offered(c) == (False, False)  # an empty pot
    c.bet()
    assert offered(c) == (True, False)
    c.hold("camera 4 to be replayed")
    assert offered(c) == (False, True)
    assert c.controls.release_action.toolTip().startswith("Held: pot held since ")


def test_a_hold_records_who_why_and_when_as_one_undo_step_and_its_release_too(c, desk):
    staff_of(desk)  # Sam Super signed in
    c.bet()
    c.hold("camera 4 to be replayed")
    held = c.b.session().hand.pot_hold
    assert (held.by, held.reason, held.since[10]) == ("Sam Super", "camera 4 to be replayed", "T")
    assert c.b.stack.undoText() == f"{TABLE}: pot held by Sam Super"
    c.controls.release_action.trigger()
    assert c.b.session().hand.pot_hold is None
    assert c.b.session().hand.pot_holds[0].released_by == "Sam Super"
    assert c.b.stack.undoText() == f"{TABLE}: pot released by Sam Super"


def test_nobody_signed_in_is_refused_with_the_reason_and_no_table_says_nothing(c):
    c.bet()
    assert c.controls.ask_hold() is None
    c.controls.release()
    assert c.said == [
        "Refused: sign in first: who holds the pot goes into the ruling's record.",
        "Refused: sign in first: who releases the pot goes into the ruling's record.",
    ]
    c.table = None
    assert c.controls.ask_hold() is None
    assert len(c.said) == 2
    assert c.b.session().hand.pot_hold is None
