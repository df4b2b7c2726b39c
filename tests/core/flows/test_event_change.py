"""Rule 45: an event cancelled or altered, the change shaped and its structure read, without a window or a log."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.core.event import Event
from floordesk.core.flows.event_change import EventAction, event_change, structure_of
from floordesk.core.structure import Level
from tests.core.flows.helpers import CHIPS, session

TABLE = session({2: {25: 3, 100: 8}, 5: {25: 1, 100: 3}})


def test_an_event_change_needs_its_reason_and_its_changes():
    assert event_change(EventAction.CANCEL, " venue closed ").reason == "venue closed"
    altered = event_change(EventAction.ALTER, "levels shortened", {"structure": {"levels": []}})
    assert altered.describe() == "event altered: structure"
    with pytest.raises(InvalidInput) as caught:
        event_change(EventAction.ALTER, "", {})
    assert [p.path for p in caught.value.problems] == ["reason", "changes"]
    with pytest.raises(InvalidInput, match="nothing to alter"):
        event_change(EventAction.CANCEL, "x", {"name": "y"})


def test_the_structure_change_is_read_from_the_event():
    event = Event("Main", 1, "holdem", CHIPS, (TABLE.table,), levels=(Level(small_blind=25, big_blind=50, minutes=40),))
    assert structure_of(event) == {
        "structure": {"game": "holdem", "levels": [Level(small_blind=25, big_blind=50, minutes=40).to_json()]}
    }
