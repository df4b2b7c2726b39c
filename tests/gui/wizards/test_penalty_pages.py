"""The penalty wizard from the seat to the signed incident, and the penalty served at the table, hand by hand."""

from __future__ import annotations

import pytest

from floordesk.core.ruling import RulingKind, recommend
from floordesk.core.table_session import ChipPlace, SeatTag
from tests.gui.table_view.table_helpers import chips_from
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, next_page, press, sign, staff_of

BEN = 2  # Ben Okafor


@pytest.fixture(autouse=True)
def supervisor_signed_in(desk):
    return staff_of(desk)


def penalty_from_the_seat(desk, qtbot, seat: int = BEN, offence: str = "abuse", penalty: dict | None = None):
    """Open the wizard from the seat's menu and sign `penalty` (default: two missed hands) for `offence`."""
    menu = desk.window.table_view.seat_menu(seat)
    entry = next(a for a in menu.actions() if a.text() == "&Penalty or warning…")
    entry.trigger()
    wizard = desk.window.rulings.wizard
    qtbot.waitExposed(wizard)
    situation = wizard.currentPage()
    assert situation.seat.currentData() == seat
    situation.offence.setCurrentIndex(situation.offence.findData(offence))
    while wizard.current_step != "penalty":
        next_page(qtbot, wizard)
    page = wizard.currentPage()
    chosen = penalty or {"type": "missed_hand", "hands": 2}
    page.choice.choose(chosen["type"])
    page.hands.setValue(chosen.get("hands", 1))
    page.rounds.setValue(chosen.get("rounds", 1))
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", wizard.currentPage().page_problem.text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    press(qtbot, wizard)  # Done
    return incident


def to_the_penalty_page(desk, qtbot):
    """The wizard opened from Ben's seat, on its penalty page."""
    menu = desk.window.table_view.seat_menu(BEN)
    next(a for a in menu.actions() if a.text() == "&Penalty or warning…").trigger()
    wizard = desk.window.rulings.wizard
    while wizard.current_step != "penalty":
        next_page(qtbot, wizard)
    return wizard, wizard.currentPage()


def tag(desk, seat: int = BEN) -> str:
    return desk.window.model.session(TABLE).seat_state(seat).tag_text


def test_a_penalty_counts_down_over_dealt_hands_clears_and_its_progress_is_in_the_log(desk, qtbot):
    incident = penalty_from_the_seat(desk, qtbot)
    assert (incident.kind, incident.rule, incident.inputs["offence"]) == ("penalty", 52, "abuse")
    assert recommend(RulingKind.PENALTY, incident.inputs).result == incident.recommended  # it replays
    assert [p["name"] for p in incident.parties] == ["Ben Okafor"]
    [given] = incident.penalties
    assert (given.penalty, given.hands, given.state) == ("missed_hand", 2, "pending")
    assert tag(desk) == "PENALTY 1-2"

    shown, states = [], []
    for _hand in range(3):
        assert desk.window.operations.next_hand(TABLE)
        shown.append(tag(desk))
        states.append(desk.store.incidents.get(incident.uid).penalties[0].state)
    assert shown == ["PENALTY 2 of 2", "PENALTY 1 of 2", ""]
    assert states == ["serving", "served", "served"]
    notes = [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]
    assert notes == [
        "hand 1: dealt in, hand killed; 1 of 2 hands served",
        "hand 2: dealt in, hand killed; 2 of 2 hands served",
    ]


def test_a_hand_undone_and_dealt_again_is_served_once(desk, qtbot):
    incident = penalty_from_the_seat(desk, qtbot)
    desk.window.operations.next_hand(TABLE)
    desk.window.undo_stack.undo()
    desk.window.undo_stack.redo()
    assert len([a for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]) == 1


def test_a_second_penalty_suggests_the_next_step_from_his_history(desk, qtbot):
    penalty_from_the_seat(desk, qtbot, penalty={"type": "warning"})
    _wizard, page = to_the_penalty_page(desk, qtbot)
    assert page.choice.key() == "missed_hand"  # one step above his warning
    assert "#1" in page.history.text()
    assert "Suggested: <b>1 missed hand</b>" in page.history.text()


def with_level(desk, small_blind: int, big_blind: int, ante: int) -> None:
    """The demo event given a structure of one level, being played."""
    from dataclasses import replace

    from floordesk.core.structure import Level

    level = (Level(small_blind, big_blind, ante),)
    assert desk.window.operations.change_event("Structure", lambda e: replace(e, levels=level, level=0))


def test_a_player_on_penalty_is_blinded_out(desk, qtbot):
    operations = desk.window.operations
    with_level(desk, 25, 50, 50)
    # Dmitri (seat 5) is down to two T25 chips and is given a round
    for value in (100, 500):
        operations.set_count(TABLE, 5, value, 0)
    incident = penalty_from_the_seat(desk, qtbot, seat=5, penalty={"type": "missed_round", "rounds": 1})
    assert incident.recommended["hands_to_miss"] == 8
    assert operations.next_hand(TABLE)
    session = desk.window.model.session(TABLE)
    dmitri = session.occupant(5).player.player_id
    assert session.hand.serving_penalty == {dmitri}
    button, small_blind, big_blind = session.hand.blinds
    # what the rules say of his hand: dealt in, posts what he has, hand killed, out of the tournament
    position = {button: "button", small_blind: "small_blind", big_blind: "big_blind"}.get(5, "other")
    served = recommend(
        RulingKind.PENALTY_HAND,
        {
            "game": "holdem",
            "penalty_window": {"first": 1, "last": 8},
            "hand_number": 1,
            "offender": {"position": position, "stack": 50},
            "forced_bets": {"small_blind": 25, "big_blind": 50, "ante": 50},
        },
    ).result
    assert (served["all_in"], served["player_status_after_hand"]) == (True, "eliminated")
    # the table posts his chips and kills his hand: he contests no pot and cannot be folded or given chips
    assert dict(session.hand.penalty_posts[dmitri]) == served["posts"]
    assert session.contribution(5).total() == 50
    assert session.is_killed(5)
    menu = desk.window.table_view.seat_menu(5)
    assert [a.isEnabled() for a in menu.actions() if a.text() == "Hand dead: on penalty"] == [False]
    assert not operations.drop_chips(
        chips_from(desk.window.model, TABLE, ChipPlace.POT, None, 25, 2), TABLE, ChipPlace.SEAT, 5
    )
    assert "cannot win the pot" in operations.last_refusal
    notes = [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]
    assert notes == [f"hand 1: blinded out: dealt in, posted {_posted(served)}, hand killed; 1 of 8 hands served"]
    # the pot goes to the winner, and he is out
    assert operations.drop_chips(
        chips_from(desk.window.model, TABLE, ChipPlace.POT, None, 25, 2), TABLE, ChipPlace.SEAT, 6
    )
    assert operations.eliminate(TABLE, 5)
    after = desk.window.model.session(TABLE)
    assert after.seat_state(5).tag is SeatTag.ELIMINATED
    assert after.hand.penalty_hands == {}
    assert desk.store.incidents.get(incident.uid).penalties[0].state == "serving"


def _posted(served: dict) -> str:
    return " and ".join(f"{name.replace('_', ' ')} {amount:,}" for name, amount in served["posts"].items())


def test_a_misdeal_deals_the_hand_again_and_its_penalty_hand_is_served_once(desk, qtbot):
    with_level(desk, 25, 50, 25)
    incident = penalty_from_the_seat(desk, qtbot)
    window = desk.window
    window.next_hand_action.trigger()
    dealt = window.model.session(TABLE)
    posted = dealt.contribution(BEN)
    assert posted.total() > 0
    assert tag(desk) == "PENALTY 2 of 2"
    assert window.misdeal_action.isEnabled()
    window.misdeal_action.trigger()
    again = window.model.session(TABLE)
    assert (again.hand.number, again.table.markers) == (dealt.hand.number, dealt.table.markers)
    assert again.contribution(BEN) == posted
    assert tag(desk) == "PENALTY 2 of 2"
    assert window.undo_stack.undoText() == "Table 1: misdeal, hand 1 dealt again"
    # from the seat menu's Rulings too
    rulings = next(a.menu() for a in window.table_view.seat_menu(BEN).actions() if a.text() == "&Rulings")
    next(a for a in rulings.actions() if a.text() == "&Misdeal: deal this hand again").trigger()
    assert window.model.session(TABLE).hand.number == 1
    notes = [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]
    assert len(notes) == 1
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert window.model.session(TABLE) == dealt


def test_a_penalty_given_while_another_is_still_to_serve_follows_it_in_the_ruling_and_in_the_log(desk, qtbot):
    first = penalty_from_the_seat(desk, qtbot)  # two missed hands: hands 1 and 2
    second = penalty_from_the_seat(desk, qtbot, offence="card_off_table", penalty={"type": "missed_hand", "hands": 3})
    # served in turn: the second one's hands come after the first one's
    assert (second.recommended["first_missed_hand_number"], second.recommended["last_missed_hand_number"]) == (3, 5)
    assert "These are hands 3 to 5." in second.recommended["explanation"]
    assert recommend(RulingKind.PENALTY, second.inputs).result == second.recommended  # it replays
    for _hand in range(5):
        assert desk.window.operations.next_hand(TABLE)
    notes = {
        incident.number: [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]
        for incident in (first, second)
    }
    assert notes == {
        first.number: [
            "hand 1: dealt in, hand killed; 1 of 2 hands served",
            "hand 2: dealt in, hand killed; 2 of 2 hands served",
        ],
        second.number: [
            "hand 3: dealt in, hand killed; 1 of 3 hands served",
            "hand 4: dealt in, hand killed; 2 of 3 hands served",
            "hand 5: dealt in, hand killed; 3 of 3 hands served",
        ],
    }
    assert [desk.store.incidents.get(i.uid).penalties[0].state for i in (first, second)] == ["served", "served"]


def test_a_count_above_the_maximum_is_refused_beside_the_box_and_never_changed(desk, qtbot):
    from PySide6.QtCore import Qt

    wizard, page = to_the_penalty_page(desk, qtbot)
    assert page.rounds_limit.text() == "At most 4 rounds; the step beyond is disqualification."
    page.choice.choose("missed_round")
    page.rounds.clear()
    qtbot.keyClicks(page.rounds, "5")
    assert page.rounds.text() == "5"  # a spin box left 1 here, and Next signed 1 round
    qtbot.keyClick(wizard, Qt.Key.Key_Return)
    assert wizard.current_step == "penalty"
    assert "At most 4 rounds may be given" in page.problems["rounds"].text()
    assert page.rounds.text() == "5"
    page.rounds.setText("4")
    next_page(qtbot, wizard)
    assert wizard.flow.chosen().rounds == 4


def test_in_stud_a_player_on_penalty_posts_the_ante_and_the_bring_in_from_his_seat_menu(desk, qtbot):
    from dataclasses import replace

    from floordesk.core.structure import Level

    stud = (Level(0, 0, ante=25, bring_in=100),)
    change = lambda e: replace(e, game="stud", levels=stud, level=0)  # noqa: E731
    assert desk.window.operations.change_event("Stud", change)
    incident = penalty_from_the_seat(desk, qtbot)  # two missed hands

    def notes():
        return [a.reason for a in desk.store.incidents.get(incident.uid).amendments if a.kind == "penalty"]

    def post_bring_in():
        menu = desk.window.table_view.seat_menu(BEN)
        next(a for a in menu.actions() if a.text() == "Post the &bring-in (his card brings it in)").trigger()

    assert desk.window.operations.next_hand(TABLE)
    session = desk.window.model.session(TABLE)
    assert session.contribution(BEN).total() == 25
    post_bring_in()
    assert desk.window.model.session(TABLE).contribution(BEN).total() == 125
    menu = desk.window.table_view.seat_menu(BEN)
    assert not [a for a in menu.actions() if "bring-in" in a.text()]
    # the bring-in is in the penalty's progress as the ante is, for the hand it was posted in
    assert notes() == [
        "hand 1: dealt in, posted ante 25, hand killed; 1 of 2 hands served",
        "hand 1: dealt in, posted ante 25 and bring in 100, hand killed; 1 of 2 hands served",
    ]
    # in his last hand too, once the penalty is served (the pot, his dead money, given to the hand's winner)
    pot = desk.window.model.session(TABLE).hand.pot
    for value, count in pot:
        payload = chips_from(desk.window.model, TABLE, ChipPlace.POT, None, value, count)
        assert desk.window.operations.drop_chips(payload, TABLE, ChipPlace.SEAT, 1)
    assert desk.window.operations.next_hand(TABLE), desk.window.statusBar().currentMessage()
    post_bring_in()
    assert notes()[2:] == [
        "hand 2: dealt in, posted ante 25, hand killed; 2 of 2 hands served",
        "hand 2: dealt in, posted ante 25 and bring in 100, hand killed; 2 of 2 hands served",
    ]
    desk.window.undo_stack.undo()  # the bring-in taken back: the log keeps what was recorded, and says it again
    desk.window.undo_stack.redo()
    assert len(notes()) == 4
