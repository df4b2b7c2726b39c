"""The decision step's "Dispute" group: collapsed it records nothing; each field entered ends in the signed
incident, a refused one is said beside it, and the second reviewer signs with their own PIN on the Sign page."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit

from floordesk.store.house import House
from tests.gui.wizards.test_rulings import (
    ADMIN_PIN,
    MANAGER_PIN,
    SUPERVISOR_PIN,
    next_page,
    open_race,
    press,
    sign,
    to_cards,
)


def to_decision(qtbot, wizard) -> None:
    to_cards(qtbot, wizard)
    while wizard.current_step != "decision":
        next_page(qtbot, wizard)


def choose(box: QComboBox, key: object) -> None:
    box.setCurrentIndex(box.findData(key))


def type_in(qtbot, line: QLineEdit, text: str) -> None:
    line.clear()
    qtbot.keyClicks(line, text)


def fill(qtbot, group, *, reviewer: str | None = "Mia Manager") -> None:
    group.setChecked(True)
    choose(group.requested_by, "player")
    choose(group.seat, 5)
    type_in(qtbot, group.requested_at, "21:40")
    choose(group.before_next_deal, "yes")
    type_in(qtbot, group.camera, "Cam 14")
    type_in(qtbot, group.window_from, "21:38")
    type_in(qtbot, group.window_to, "21:41")
    choose(group.review, "surveillance")
    type_in(qtbot, group.finding, "the dealer exposed the river card")
    choose(group.error, "dealer")
    if reviewer:
        type_in(qtbot, group.second_reviewer, reviewer)


def test_a_ruling_nobody_disputed_records_no_dispute(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_decision(qtbot, wizard)
    group = wizard.currentPage().dispute
    assert not group.isChecked()
    assert not group.fields.isVisible()  # collapsed
    while wizard.current_step != "signature":
        next_page(qtbot, wizard)
    assert not wizard.currentPage().second_pin.isVisible()
    sign(qtbot, wizard, SUPERVISOR_PIN)
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert (incident.dispute, incident.second_reviewer) == (None, None)


def test_every_dispute_field_ends_in_the_incident_signed_by_the_second_reviewer(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_decision(qtbot, wizard)
    group = wizard.currentPage().dispute
    fill(qtbot, group)
    assert group.fields.isVisible()
    next_page(qtbot, wizard)
    assert wizard.current_step == "signature"
    page = wizard.currentPage()
    assert page.second_pin.isVisible()
    assert page.second_label.text() == "Mia Manager, second reviewer, your P&IN:"
    qtbot.keyClicks(page.second_pin, "0000")
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "signature"
    assert "Mia Manager's PIN" in page.problems["second_pin"].text()
    assert desk.store.footage_tasks() == []
    qtbot.keyClicks(page.second_pin, MANAGER_PIN)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    assert wizard.current_step == "result", page.page_problem.text()
    incident = desk.store.incidents.get(wizard.flow.recorded.uid)
    assert incident.dispute is not None
    assert incident.dispute.pop("preserve_by")
    assert incident.dispute == {
        "requested_by": "player",
        "seat": 5,
        "requested_at": "21:40",
        "before_next_deal": True,
        "camera": "Cam 14",
        "window": {"from": "21:38", "to": "21:41"},
        "review": "surveillance",
        "finding": "the dealer exposed the river card",
        "error": "dealer",
    }
    assert incident.second_reviewer == "Mia Manager"
    assert [task.camera for task in desk.store.footage_tasks()] == ["Cam 14"]


def test_a_refused_field_is_said_beside_it_and_the_step_stays(desk, qtbot, signed_in):
    wizard = open_race(desk, qtbot)
    to_decision(qtbot, wizard)
    group = wizard.currentPage().dispute
    fill(qtbot, group, reviewer=None)
    choose(group.requested_by, "dealer")  # a seat is only for a player's request
    type_in(qtbot, group.window_to, "9 pm")
    press(qtbot, wizard)
    assert wizard.current_step == "decision"
    assert group.problems["dispute.seat"].text() == "Is only for a player's request, not the dealer's."
    assert group.problems["dispute.window.to"].isVisible()
    assert "HH:MM" in group.problems["dispute.window.to"].text()
    choose(group.seat, None)
    type_in(qtbot, group.window_to, "21:41")
    next_page(qtbot, wizard)


def test_where_the_house_asks_for_a_second_reviewer_a_reviewed_dispute_needs_one(desk, qtbot, signed_in):
    admin = desk.store.staff.sign_in(desk.store.staff.find("Ada Admin")[0].uid, ADMIN_PIN)
    desk.store.house.set(House(second_reviewer_required=True), "the house's rule", admin)
    wizard = open_race(desk, qtbot)
    to_decision(qtbot, wizard)
    group = wizard.currentPage().dispute
    fill(qtbot, group, reviewer=None)
    press(qtbot, wizard)
    assert wizard.current_step == "decision"
    assert group.problems["dispute.second_reviewer"].text().startswith("Is required: the house asks")
