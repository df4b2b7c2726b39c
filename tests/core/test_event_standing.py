"""An event's standing as the log has it (rule 45): a cancelled event read from its status and its last cancel."""

from __future__ import annotations

from floordesk.core.event_standing import cancellation_of


def test_a_cancelled_event_is_read_from_its_status_and_its_last_cancel():
    actions = [
        {"when": "2026-12-01T12:00:00.1+00:00", "action": "alter", "reason": "one more day", "by": "Ann"},
        {"when": "2026-12-01T14:05:09.2+00:00", "action": "cancel", "reason": "venue closed.", "by": "Tom Director"},
    ]
    assert cancellation_of(4, "Main", "running", actions) is None
    cancelled = cancellation_of(4, "Main", "cancelled", actions)
    assert cancelled is not None
    assert cancelled.banner().startswith(
        "Event #4 Main was cancelled on 2026-12-01 14:05 by Tom Director (rule 45): venue closed. Its tables are closed"
    )
    assert cancelled.refusal("a ruling") == "Main was cancelled (rule 45): a ruling cannot be made for it any more"
    unrecorded = cancellation_of(4, "Main", "cancelled", [])
    assert unrecorded is not None
    assert "cancelled on an unknown date by an unknown member (rule 45): no reason recorded." in unrecorded.banner()
