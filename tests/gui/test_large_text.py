"""Large text (issue 26): at 1152x768 the toolbar keeps every ruling in sight, Penalty included; the side panel
takes no width from the table; the status bar is whole, in both themes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QToolBar, QWidget

from floordesk.core.ruling import RulingKind
from floordesk.core.structure import Level
from floordesk.gui.theme import ThemeChoice

SIZE = (1152, 768)


def at_size(window, qtbot) -> None:
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: window.size().toTuple() == SIZE)
    qtbot.wait(50)  # the panel fits its width after the layout's own event


def test_in_large_text_the_toolbar_shows_every_ruling_with_penalty_in_sight(desk, qtbot):
    window = desk.window
    desk.appearance.set_large_text(True)
    at_size(window, qtbot)
    toolbar = window.findChild(QToolBar, "RulingsToolBar")
    for kind in RulingKind:
        action = window.ruling_actions.get(kind)
        if action is None:
            continue
        button = toolbar.widgetForAction(action)
        assert button is not None, kind
        assert button.isVisible(), kind
        assert button.geometry().right() <= toolbar.width(), kind


@pytest.mark.parametrize("seat", [None, 1])
def test_large_text_leaves_the_table_its_width_the_side_panel_takes_none(desk, qtbot, seat):
    window = desk.window
    panel = window.build_side_panel()
    if seat is not None:
        window.table_view.select_seat(seat)  # the seat's editor shown in the panel
    at_size(window, qtbot)
    usual_view, usual_panel = window.table_view.width(), panel.width()
    desk.appearance.set_large_text(True)
    at_size(window, qtbot)
    assert panel.width() == usual_panel
    assert window.table_view.width() == usual_view
    content = panel.widget()
    # the panel's content is not cut at its sides: it fits the panel's width
    assert content.width() <= panel.viewport().width()
    for button in (panel.next_hand_button, *panel.hand_buttons):
        assert button.width() >= button.sizeHint().width(), button.text()  # each whole, none squeezed


@pytest.mark.parametrize("theme", [ThemeChoice.LIGHT, ThemeChoice.DARK])
def test_at_1152_by_768_in_large_text_the_status_bar_is_whole(desk, qtbot, theme):
    window = desk.window
    desk.appearance.set_choice(theme)
    desk.appearance.set_large_text(True)
    model = window.model
    model.apply_event(replace(model.current_event, levels=(Level(100, 200, ante=25, minutes=40),)))
    window.staff_controls.add_status()
    desk.session.create_first_administrator("Sam Super", "2468")
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Automatic backup"))  # after the first signature
    bar.clearMessage()
    at_size(window, qtbot)
    shown = [child for child in bar.findChildren(QWidget) if child.isVisible() and child.parent() is bar]
    assert window.level_label in shown
    assert window.table_label in shown
    for child in shown:
        assert bar.rect().contains(child.geometry()), type(child).__name__
    for one in shown:
        for other in shown:
            assert one is other or not one.geometry().intersects(other.geometry())
    # what the supervisor reads on the table whole: its seats and the level's blinds, ante and minutes
    for label in (window.table_label, window.level_label):
        assert label.text() == label.full_text
    for fixed in (window.rules_label, window.staff_controls.status):
        assert fixed.width() >= fixed.sizeHint().width()
    # a message longer than the room is cut short with "…" (whole in the tooltip), never mid-letter
    message = "Automatic backup of the log taken: floordesk-20261202T053651.sqlite (12,345 records, 3.4 MB)"
    window.show_message(message)
    assert bar.currentMessage() == message
    painted = bar.message_shown()
    room = min(
        child.geometry().left() for child in shown if child in (window.rules_label, window.staff_controls.status)
    )
    assert painted.endswith("…")
    assert bar.fontMetrics().horizontalAdvance(painted) <= room
    assert bar.toolTip() == message
    bar.clearMessage()
    assert bar.toolTip() == ""
