"""Large text (issue 26): the toolbar keeps every ruling in sight at 1152 px, Penalty included."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar

from floordesk.core.ruling import RulingKind


def test_in_large_text_the_toolbar_shows_every_ruling_with_penalty_in_sight(desk, qtbot):
    window = desk.window
    desk.appearance.set_large_text(True)
    window.resize(1152, 800)
    qtbot.waitUntil(lambda: window.width() == 1152)
    qtbot.wait(50)
    toolbar = window.findChild(QToolBar, "RulingsToolBar")
    for kind in RulingKind:
        action = window.ruling_actions.get(kind)
        if action is None:
            continue
        button = toolbar.widgetForAction(action)
        assert button is not None, kind
        assert button.isVisible(), kind
        assert button.geometry().right() <= toolbar.width(), kind
