"""The decision step's precedents (issue 30) in the window: exactly the earlier rulings of the kind and flags, in
order, in this event and the whole log; following where the last three departed refused until the difference is
named beside its field; one click opens a precedent in the log window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from floordesk.core.flows import flow_for
from floordesk.core.ruling import RulingKind
from floordesk.service.precedents import Precedents
from floordesk.store.incidents import IncidentDraft
from floordesk.store.staff import SignedIn
from tests.core.flows.helpers import walk_to
from tests.gui.wizards.test_rulings import MANAGER_PIN, TABLE, next_page, press, staff_of
from tests.gui.wizards.test_wizard import open_wizard


def seed_departures(desk, count: int) -> list[str]:
    """`count` button rulings at the event on screen that departed from the recommendation, oldest first, recorded
    under the event's rule set as the wizard records them."""
    event = desk.window.model.current_event
    flow = flow_for(RulingKind.BUTTON, desk.window.model.session(TABLE), event.rules, None, game=event.game)
    walk_to(flow, "recommendation")
    recommendation = flow.recommendation()
    manager: SignedIn = desk.store.staff.sign_in(desk.store.staff.find("Mia Manager")[0].uid, MANAGER_PIN)
    event_uid = desk.store.tournament.event_numbered(event.number)
    seeded = []
    for number in range(count):
        draft = IncidentDraft(
            event=event_uid,
            rule=50,
            kind="button",
            narrative=f"Button dispute {number}.",
            inputs=dict(recommendation.request),
            recommended=dict(recommendation.result),
            decision={"markers": "moved back"},
            departure_reason=f"the dealer moved it early ({number})",
        )
        seeded.append(desk.store.incidents.record(draft, manager).uid)
    return seeded


@pytest.fixture
def at_decision(desk, qtbot):
    """Four departed button rulings in the log, and the button wizard at its decision step."""
    staff_of(desk)
    seeded = seed_departures(desk, 4)
    wizard = open_wizard(desk, qtbot, RulingKind.BUTTON)
    while wizard.current_step != "decision":
        next_page(qtbot, wizard)
    return wizard, seeded[::-1]


def shown(panel, key: str) -> list[str]:
    listed = panel.lists[key]
    return [listed.item(row).data(Qt.ItemDataRole.UserRole) for row in range(listed.count())]


def test_the_decision_step_lists_exactly_the_earlier_rulings_newest_first(desk, at_decision) -> None:
    wizard, newest_first = at_decision
    panel = wizard.currentPage().precedents
    assert panel.isVisible()
    assert shown(panel, "event") == shown(panel, "log") == newest_first
    event = desk.window.model.current_event
    service = Precedents(desk.store).in_event_numbered(RulingKind.BUTTON, event.number, event.rules.to_json())
    assert [p.uid for p in service.in_log] == newest_first
    first = panel.lists["log"].item(0).text()
    assert "Departed because: the dealer moved it early (3)" in first
    assert "decided by Mia Manager (Manager)" in first


def test_following_where_the_last_three_departed_needs_the_difference_beside_its_field(qtbot, at_decision) -> None:
    wizard, _newest_first = at_decision
    page = wizard.currentPage()
    panel = page.precedents
    assert panel.difference.isVisible()
    assert "all departed from the recommendation" in panel.pattern.text()
    press(qtbot, wizard)  # follow, the default choice
    assert wizard.current_step == "decision"
    assert panel.problem.isVisible()
    assert "say what is different here" in panel.problem.text()
    panel.difference.setPlainText("The dealer kept the button where it was this time.")
    next_page(qtbot, wizard)
    assert wizard.current_step == "signature"


def test_one_click_opens_a_precedent_in_the_log_window(desk, qtbot, at_decision) -> None:
    wizard, newest_first = at_decision
    listed = wizard.currentPage().precedents.lists["log"]
    rect = listed.visualItemRect(listed.item(1))
    qtbot.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    log_window = desk.window.side_windows.log_window
    assert log_window is not None
    qtbot.waitUntil(lambda: log_window.detail.incident is not None)
    assert log_window.detail.incident.uid == newest_first[1]
