"""Fixtures of the wizards' tests: a chip race wizard on its own, the staff signed in at the demo desk, a chip race
signed there, a hand of Omaha hi-lo with side pots to settle, and the clock's fake ticker."""

from __future__ import annotations

from dataclasses import replace

import pytest

from floordesk.core.flows import flow_for
from floordesk.core.flows.clock import ClockFlow
from floordesk.core.flows.flow import RecordedIncident
from floordesk.core.ruleset import RuleSet
from floordesk.core.ruling import RulingKind
from floordesk.gui.wizards.wizard import RulingWizard
from tests.core.flows.helpers import FakeTicker
from tests.gui.wizards.test_pages import refuse, shown, table_session
from tests.gui.wizards.test_pots_pages import put_in
from tests.gui.wizards.test_rulings import SUPERVISOR_PIN, TABLE, Staff, open_race, sign, staff_of, to_signature


@pytest.fixture
def signed_in(desk) -> Staff:
    return staff_of(desk)


@pytest.fixture
def ticker(monkeypatch) -> FakeTicker:
    """The clock's time, moved on by the test (never the machine's)."""
    fake = FakeTicker()
    monkeypatch.setattr(ClockFlow, "default_ticker", fake)
    return fake


@pytest.fixture
def wizard(qtbot) -> RulingWizard:
    """The chip race at `table_session`'s table in a wizard of its own (no window, no log), shown and active."""
    flow = flow_for(RulingKind.CHIP_RACE, table_session(), RuleSet.wsop_2009())
    wizard = RulingWizard(flow, refuse, "Sam")
    qtbot.addWidget(wizard)
    return shown(qtbot, wizard)


@pytest.fixture
def ruled(desk, qtbot, signed_in) -> RecordedIncident:
    """The chip race signed by the supervisor at the demo table; returns the incident as the flow recorded it."""
    wizard = open_race(desk, qtbot)
    to_signature(qtbot, wizard)
    sign(qtbot, wizard, SUPERVISOR_PIN)
    recorded = wizard.flow.recorded
    wizard.accept()
    return recorded


@pytest.fixture
def race(desk, ruled):
    """The same chip race as the log reads it."""
    return desk.store.incidents.get(ruled.uid)


@pytest.fixture
def omaha(desk, signed_in):
    """The demo event as Omaha hi-lo, the hand dealt, and three players' chips in the pot (one undo step each)."""
    model = desk.window.model
    model.apply_event(replace(model.current_event, game="omaha_hi_lo_8"))
    assert desk.window.operations.change(TABLE, "the hand", put_in)
    return desk
