"""What one synchronisation did, as it reports it (store/server/report.py): sent and received always said, what
waits, what custody broke and what was refused said only when there is some; its JSON every field as kept."""

from __future__ import annotations

from floordesk.i18n import SPEAKER
from floordesk.store.server.report import SyncReport


def test_a_quiet_synchronisation_says_only_what_it_sent_and_received():
    assert SyncReport("floor/floordesk").summary() == "sent 0, received 0"
    assert SyncReport("floor/floordesk", sent=3, received=40).summary() == "sent 3, received 40"


def test_what_waits_broke_or_was_refused_is_said_after():
    report = SyncReport(
        "floor/floordesk",
        sent=2,
        received=5,
        refused=["north: not approved here", "a fork at south 12"],
        waiting_to_send=1,
        waiting_to_receive=7,
        custody=["east recovered under an approved key"],
    )
    assert report.summary() == (
        "sent 2, received 5, 7 still to receive, 1 still to send, "
        "breaks in custody received: east recovered under an approved key, "
        "refused: north: not approved here; a fork at south 12"
    )


def test_its_json_is_every_field_and_a_copy():
    report = SyncReport("floor/floordesk", sent=1, devices=["north"])
    written = report.to_json()
    assert written["server"] == "floor/floordesk"
    assert (written["sent"], written["devices"], written["finished_utc"]) == (1, ["north"], "")
    assert set(written) == set(vars(report))
    written["sent"] = 99
    assert report.sent == 1


def test_the_summary_is_said_in_the_language_spoken():
    report = SyncReport("floor/floordesk", sent=2, received=5, waiting_to_send=1, refused=["north"])
    with SPEAKER.speaking("de"):
        said = report.summary()
    assert said == "2 gesendet, 5 empfangen, 1 noch zu senden, abgelehnt: north"
    with SPEAKER.speaking("fr"):
        assert report.summary() == "2 envoyés, 5 reçus, 1 encore à envoyer, refusé : north"
