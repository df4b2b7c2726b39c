"""The detail pane: one ruling as the incident report shows it, under a line saying whether its record still
verifies; its buttons offered only for what can be done; a player's name asks for his history."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QPushButton

from floordesk.gui.log_window.detail import IncidentDetail
from floordesk.reports.content import PLAYER_LINK
from tests.store.conftest import Floor, open_tamperer


def detail_of(qtbot, floor: Floor) -> IncidentDetail:
    detail = IncidentDetail(floor.store)
    qtbot.addWidget(detail)
    return detail


def amending(detail: IncidentDetail) -> list[bool]:
    return [button.isEnabled() for button in (detail.correct_button, detail.void_button, detail.overrule_button)]


def printing(detail: IncidentDetail) -> list[bool]:
    return [button.isEnabled() for button in (detail.print_button, detail.pdf_button)]


def test_with_nothing_chosen_it_asks_for_an_incident_and_offers_nothing(qtbot, floor: Floor) -> None:
    detail = detail_of(qtbot, floor)
    assert "Choose an incident to see the whole ruling." in detail.text.toPlainText()
    assert detail.verification.text() == ""
    assert amending(detail) + printing(detail) == [False] * 5


def test_a_ruling_shows_as_its_report_verified_and_every_action_is_offered(qtbot, floor: Floor) -> None:
    recorded = floor.record(narrative="Colour-up at level 5.")
    detail = detail_of(qtbot, floor)
    detail.show_incident(recorded.uid)
    assert f"Incident report #{recorded.number}" in detail.text.toPlainText()
    assert "Colour-up at level 5." in detail.text.toPlainText()
    assert detail.verification.text().startswith("Verified: incident #1")
    assert detail.verification.styleSheet() == ""
    assert amending(detail) + printing(detail) == [True] * 5


def test_a_voided_ruling_can_be_printed_but_not_amended(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    floor.store.incidents.void(recorded.uid, "entered twice", floor.manager, floor.td)
    detail = detail_of(qtbot, floor)
    detail.show_incident(recorded.uid)
    assert "VOIDED" in detail.text.toPlainText()
    assert amending(detail) == [False] * 3
    assert printing(detail) == [True] * 2


def test_a_record_changed_behind_the_log_is_said_not_verified_in_words_and_colour(qtbot, floor: Floor) -> None:
    recorded = floor.record(narrative="As it happened.")
    tamperer = open_tamperer(floor.store.path)
    tamperer.execute("UPDATE incidents SET narrative = 'As he wished.' WHERE uid = ?", (recorded.uid,))
    tamperer.close()
    detail = detail_of(qtbot, floor)
    detail.show_incident(recorded.uid)
    assert detail.verification.text().startswith("NOT VERIFIED: ")
    assert "font-weight: 600" in detail.verification.styleSheet()


def test_an_incident_the_log_does_not_hold_is_said_and_nothing_is_offered(qtbot, floor: Floor) -> None:
    detail = detail_of(qtbot, floor)
    detail.show_incident("9" * 32)
    assert detail.verification.text().startswith("This incident cannot be read: ")
    assert detail.incident is None
    assert amending(detail) + printing(detail) == [False] * 5


def test_a_players_name_asks_for_his_history_in_the_event(qtbot, floor: Floor) -> None:
    recorded = floor.record()
    detail = detail_of(qtbot, floor)
    detail.show_incident(recorded.uid)
    ana = floor.players[0]
    with qtbot.waitSignal(detail.player_chosen) as chosen:
        detail.text.anchorClicked.emit(QUrl(PLAYER_LINK + ana))
    assert chosen.args == [ana, "Ana Ribeiro", "#12 No-Limit Hold'em"]
    with qtbot.assertNotEmitted(detail.player_chosen):
        detail.text.anchorClicked.emit(QUrl("https://example.org/"))


def test_a_precedent_shown_is_a_named_button_in_the_tab_order_that_opens_its_incident(
    qtbot, floor: Floor, open_window
) -> None:
    first = floor.record(narrative="The first chip race.")
    second = floor.record(precedents={"shown": [first.uid, "f" * 32], "against": None, "difference": None})
    window = open_window()
    window.open_incident(second.uid)
    detail = window.detail
    assert detail.precedents.isVisible()
    [precedent, unknown] = detail.precedent_buttons
    window.open_incident(second.uid)  # shown again: its buttons once
    [precedent, unknown] = detail.precedent_buttons
    assert detail.precedents.findChildren(QPushButton) == [precedent, unknown]
    assert precedent.text() == f"#{first.number}"
    assert precedent.accessibleName() == f"Open the earlier ruling #{first.number}"
    assert unknown.text() == "f" * 16  # not in this log: named as the report names it
    assert precedent.focusPolicy() & Qt.FocusPolicy.TabFocus
    reached, widget = set(), window.nextInFocusChain()
    while widget is not window and widget not in reached:
        reached.add(widget)
        widget = widget.nextInFocusChain()
    assert precedent in reached
    precedent.setFocus()
    qtbot.keyClick(precedent, Qt.Key.Key_Space)
    assert detail.incident is not None
    assert detail.incident.uid == first.uid
    assert "The first chip race." in detail.text.toPlainText()
    assert not detail.precedents.isVisible()  # the first ruling was decided with none shown
    window.open_incident(second.uid)
    detail.precedent_buttons[1].click()
    assert detail.verification.text().startswith("This incident cannot be read: ")
