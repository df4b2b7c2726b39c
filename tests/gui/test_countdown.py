"""The countdown display: read from the ticker (never counted), aimed at the moment its digits change, with its cues."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floordesk.core.flows.clock import ClockDisplay, ClockFlow
from floordesk.core.rules.clock import ClockPhase
from floordesk.core.ruleset import RuleSet
from floordesk.gui.countdown import CountdownView, CountdownWindow, countdown_text, next_frame_delay_s
from tests.core.flows.helpers import FakeTicker, session

THREE_MINUTES = replace(RuleSet.wsop_2009(), min_wait_before_clock_s=None, clock_s=170)
JITTER_S = 0.005


def granted(rules: RuleSet = THREE_MINUTES) -> tuple[ClockFlow, FakeTicker]:
    ticker = FakeTicker()
    flow = ClockFlow(session({1: {100: 5}, 2: {100: 5}}), rules, 1, ticker)
    assert flow.submit("situation", {"seat": 1, "facing_bet": True, "elapsed_s": 0}) == []
    assert flow.call_clock() == []
    return flow, ticker


def true_left(flow: ClockFlow) -> float:
    clock = flow.clock
    assert clock is not None
    return clock.countdown_ends_at_s - flow.elapsed_s()


def digits_low(text: str) -> float:
    """The least time left (to the very end) the digits stand for."""
    if ":" in text:
        minutes, seconds = text.split(":")
        return int(minutes) * 60 + int(seconds) + 10 - 1
    return float(text) - 0.1


@pytest.mark.parametrize(
    ("shown", "text"),
    [
        (ClockDisplay(130, ClockPhase.MAIN_PERIOD, 60, False), "1:00"),
        (ClockDisplay(130, ClockPhase.MAIN_PERIOD, 46.2, False), "0:47"),
        (ClockDisplay(130, ClockPhase.COUNTDOWN, 10, False), "10.0"),
        (ClockDisplay(130, ClockPhase.COUNTDOWN, 7.41, False), "7.5"),
        (ClockDisplay(130, ClockPhase.COUNTDOWN, 0.0, False), "0.0"),
        (ClockDisplay(130, ClockPhase.EXPIRED, 0, False), "TIME"),
        (ClockDisplay(85.7, None, 0, False), "1:25"),
    ],
)
def test_the_digits_say_minutes_then_tenths(shown, text):
    assert countdown_text(shown) == text


def test_a_full_three_minute_clock_never_drifts_from_true_time(qtbot):
    """1,800 frames, each up to 5 ms late (a loaded machine): the digits are never staler than one frame's lateness."""
    flow, ticker = granted()
    view = CountdownView(flow.display)
    qtbot.addWidget(view)
    jitter = random.Random(13)
    worst = 0.0
    frames = 0
    shown = view.refresh()
    while shown.is_running:
        late = jitter.uniform(0, JITTER_S)
        ticker.advance(next_frame_delay_s(shown) + late)
        stale = max(0.0, digits_low(view.digits.text()) - true_left(flow))
        worst = max(worst, stale)
        shown = view.refresh()
        frames += 1
    view.stop()
    assert 1790 <= frames <= 1810  # ten frames a second over 180 s
    assert worst <= JITTER_S + 1e-9
    assert view.digits.text() == "TIME"


def test_the_countdown_beeps_each_second_and_says_expired_once(qtbot, monkeypatch):
    beeps: list[float] = []
    flow, ticker = granted(replace(RuleSet.wsop_2009(), min_wait_before_clock_s=None))
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(flow.elapsed_s())))
    view = CountdownView(flow.display)
    qtbot.addWidget(view)
    expired: list[bool] = []
    view.expired.connect(lambda: expired.append(True))
    for _ in range(720):  # 72 s in tenths
        view.refresh()
        ticker.advance(0.1)
    assert len(beeps) == 11  # 10, 9, ... 1, then time
    assert beeps[0] == pytest.approx(60, abs=0.11)
    assert expired == [True]
    assert view.digits.property("warning") is True
    assert not view.timer.isActive()


def test_player_acted_stops_the_digits_and_the_controls(qtbot):
    flow, ticker = granted()
    view = CountdownView(flow.display)
    qtbot.addWidget(view)
    ticker.advance(30)
    flow.player_acted()
    ticker.advance(500)
    view.refresh()
    assert view.digits.text() == "2:20"
    assert view.caption.text() == "Player acted"
    assert not view.acted_button.isEnabled()
    assert not view.shorten_button.isEnabled()
    assert not view.timer.isActive()


def test_the_full_screen_window_shows_the_same_time_and_esc_leaves_it(qtbot):
    flow, ticker = granted()
    window = CountdownWindow(flow.display)
    qtbot.addWidget(window)
    window.present()
    ticker.advance(175.55)
    window.view.refresh()
    assert window.view.digits.text() == "4.5"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()
    assert not window.view.timer.isActive()
