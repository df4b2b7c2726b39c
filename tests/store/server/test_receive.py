"""Receiving from the floor's server is any floor member's: a supervisor's laptop learns a moved player's penalties.

Trust comes from the administrator's device approvals and the import's checks, not from who is at the desk; a
receive's record names the server, so other laptops tell it from a file's import, which stays a manager's, TD's
or administrator's.
"""

from __future__ import annotations

from pathlib import Path

from floordesk.core.rules.penalties import Offence, PastPenalty, PenaltyType, suggest_penalty
from floordesk.service.penalties import penalty_history
from floordesk.store.incidents import PenaltyDraft
from floordesk.store.server.connection import describe
from floordesk.store.server.sync import synchronise
from tests.store.conftest import Floor
from tests.store.server.conftest import Server
from tests.store.server.helpers import approve, device_records, laptop


def _receives(floor: Floor) -> list[tuple[str, str | None]]:
    rows = floor.connection.execute(
        "SELECT i.recorded_by, i.server FROM imports i JOIN chain c ON c.record_uid = i.uid "
        "WHERE c.device_id = (SELECT device_id FROM this_device) ORDER BY c.seq"
    )
    return [(str(by), server) for by, server in rows.fetchall()]


def test_a_laptop_with_only_a_supervisor_signed_in_receives_the_other_laptops_penalties(
    server: Server, tmp_path: Path
) -> None:
    north, south = laptop(tmp_path / "north", "north"), laptop(tmp_path / "south", "south")
    approve(south, north)
    moved = north.players[0]
    north.record(penalties=[PenaltyDraft(moved, "warning")], kind="penalty", rule=52, inputs={"offence": "abuse"})
    synchronise(north.store, server.dsn, north.supervisor)

    report = synchronise(south.store, server.dsn, south.supervisor)

    north_device = north.store.journal.device_id()
    assert not report.refused
    assert report.devices == ["north"]
    assert report.waiting_to_receive == 0
    assert device_records(south.store, north_device) == device_records(north.store, north_device)
    # The penalty wizard on the supervisor's laptop sees the warning given at north, and steps up from it.
    history = penalty_history(south.store, north.event, moved)
    assert [(past.offence, past.penalty.type) for past in history] == [(Offence.ABUSE, PenaltyType.WARNING)]
    suggested = suggest_penalty([PastPenalty(past.offence, past.penalty) for past in history], None, 9)
    assert suggested is not None
    assert (suggested.type, suggested.hands) == (PenaltyType.MISSED_HAND, 1)
    # The receive is recorded in the supervisor's name, naming the server (never a password).
    assert _receives(south) == [(south.supervisor.staff_uid, describe(server.dsn))]
    assert "password" not in describe(server.dsn)
    assert south.store.verify().ok
    # A later run of north's chain (without its device record) is still named by north's label.
    north.record()
    synchronise(north.store, server.dsn, None)
    assert synchronise(south.store, server.dsn, south.supervisor).devices == ["north"]


def test_a_supervisors_receive_travels_to_the_other_laptops_and_is_admitted_there(
    server: Server, tmp_path: Path
) -> None:
    north, south, west = (laptop(tmp_path / name, name) for name in ("north", "south", "west"))
    approve(south, north)
    approve(west, north, south)
    north.record()
    synchronise(north.store, server.dsn, None)
    synchronise(south.store, server.dsn, south.supervisor)  # receives north's, and sends its receive record
    south.record()  # something of its own, so the chain holding the receive is news to the others
    synchronise(south.store, server.dsn, None)

    report = synchronise(west.store, server.dsn, west.supervisor)

    south_device = south.store.journal.device_id()
    assert not report.refused
    assert sorted(report.devices) == ["north", "south"]
    assert device_records(west.store, south_device) == device_records(south.store, south_device)
    held = west.connection.execute(
        "SELECT i.recorded_by, i.server FROM imports i JOIN chain c ON c.record_uid = i.uid WHERE c.device_id = ?",
        (south_device,),
    ).fetchall()
    assert held == [(south.supervisor.staff_uid, describe(server.dsn))]
    assert west.store.verify().ok


def _import_in_a_supervisors_name(floor: Floor) -> None:
    """A file's import record signed by the laptop's key in its supervisor's name, whom no laptop lets import."""
    journal = floor.store.journal
    with journal.transaction("forging a file's import in a supervisor's name") as stamp:
        journal.append(
            "import",
            stamp,
            {
                "recorded_by": floor.supervisor.staff_uid,
                "source": "forged.fdlog",
                "source_sha256": "0" * 64,
                "segments": "[]",
                "added": "{}",
                "server": None,
            },
        )


def test_a_supervisor_signed_file_import_on_the_server_is_refused_on_receiving(server: Server, tmp_path: Path) -> None:
    north, west = laptop(tmp_path / "north", "north"), laptop(tmp_path / "west", "west")
    approve(west, north)
    _import_in_a_supervisors_name(north)
    north.record()
    synchronise(north.store, server.dsn, None)
    before = west.connection.execute("SELECT count(*) FROM chain").fetchone()[0]

    report = synchronise(west.store, server.dsn, west.manager)

    assert report.received == 0
    assert len(report.refused) == 1
    assert "Sam Supervisor was a Supervisor at" in report.refused[0]
    assert "not allowed to import records from another laptop" in report.refused[0]
    assert west.connection.execute("SELECT count(*) FROM chain").fetchone()[0] == before


def test_a_laptop_whose_records_the_import_refuses_keeps_out_only_its_own(server: Server, tmp_path: Path) -> None:
    north, east, west = (laptop(tmp_path / name, name) for name in ("north", "east", "west"))
    approve(west, north, east)
    _import_in_a_supervisors_name(north)
    for floor in (north, east):
        floor.record()
        synchronise(floor.store, server.dsn, None)

    report = synchronise(west.store, server.dsn, west.manager)

    east_device = east.store.journal.device_id()
    assert report.devices == ["east"]
    assert device_records(west.store, east_device) == device_records(east.store, east_device)
    assert device_records(west.store, north.store.journal.device_id()) == 0
    [refusal] = report.refused
    assert refusal.startswith("the records of device north were not merged: ")
    assert "not allowed to import records from another laptop" in refusal
    assert west.store.verify().ok
