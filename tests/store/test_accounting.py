"""Every record accounted for (issue 24, findings 3 to 6, 9 and 11): each attack, and the record it is named by."""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store import exchange
from floordesk.store.derived import refresh_derived
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.signing import DeviceKey
from floordesk.store.staff import Role
from floordesk.store.verify import Verification

from .conftest import Floor, approve_keys_in, drop_guards, merge, open_tamperer, rehash_chain_from, snapshot
from .test_attacks import lines_of, rechain, write_lines


def erase(raw: sqlite3.Connection, uid: str) -> None:
    """Delete a record and its chain entry, as someone holding only the file would."""
    (record_type,) = raw.execute("SELECT record_type FROM chain WHERE record_uid = ?", (uid,)).fetchone()
    table = {"incident": "incidents", "import": "imports"}[record_type]
    raw.execute(f"DELETE FROM {table} WHERE uid = ?", (uid,))
    raw.execute("DELETE FROM chain WHERE record_uid = ?", (uid,))


def problems_at(result: Verification) -> dict[tuple[str | None, int | None], list[str]]:
    named: dict[tuple[str | None, int | None], list[str]] = {}
    for problem in result.problems:
        named.setdefault((problem.device_id, problem.seq), []).append(problem.message)
    return named


def position(store: IncidentStore, uid: str) -> tuple[str, int]:
    device, seq = store.connection.execute("SELECT device_id, seq FROM chain WHERE record_uid = ?", (uid,)).fetchone()
    return str(device), int(seq)


def insert_straight(store: IncidentStore, export: Path, device: str) -> list[int]:
    """Write `device`'s records of `export` into the log's file directly, as no import would; their positions."""
    written = []
    connection = store.connection
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("PRAGMA defer_foreign_keys = ON")
    for line in lines_of(export)[1:-1]:
        held = connection.execute(
            "SELECT 1 FROM chain WHERE device_id = ? AND seq = ?", (line["device"], line["seq"])
        ).fetchone()
        if line["device"] != device or held:
            continue
        store.journal.insert(
            line["type"], device, line["seq"], line["prev_hash"], line["fields"], line["hash"], line["signature"]
        )
        written.append(line["seq"])
    refresh_derived(connection, None)  # the listing made as FloorDesk would: only the chain tells
    connection.execute("COMMIT")
    return written


# -- finding 3: this laptop's own chain is gapless; another laptop's records come only through an import here -----
def test_a_ruling_erased_at_a_sync_boundary_of_this_laptops_chain_is_named(floor_factory, tmp_path: Path) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    boundary = here.record(narrative="The ruling the other laptop merged last.")
    here.store.export(tmp_path / "first.fdlog")
    merge(there.store, tmp_path / "first.fdlog")
    here.record(narrative="The next ruling, merged by the other laptop's second import.")
    here.store.export(tmp_path / "second.fdlog")
    merge(there.store, tmp_path / "second.fdlog")
    there.store.export(tmp_path / "back.fdlog")
    merge(here.store, tmp_path / "back.fdlog")  # brings the other laptop's import records, naming here's segments
    assert here.store.verify().ok
    device, seq = position(here.store, boundary.uid)
    raw = open_tamperer(here.store.path)
    erase(raw, boundary.uid)
    raw.close()
    result = here.store.verify()
    assert problems_at(result)[(device, seq + 1)] == [
        f"the record(s) before it (position {seq}) are missing from the log"
    ]


def test_another_laptops_records_written_straight_into_the_file_are_named_as_injected(
    floor_factory, tmp_path: Path
) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    there.record(narrative="A ruling no import of this log brought.")
    there.store.export(tmp_path / "there.fdlog")
    approve_keys_in(here.store, tmp_path / "there.fdlog")  # approved, but never imported
    device = str(there.store.journal.device_id())
    positions = insert_straight(here.store, tmp_path / "there.fdlog", device)
    result = here.store.verify()
    assert problems_at(result) == {
        (device, 1): [
            f"position 1 to {max(positions)} of this chain came in by no import of this log: "
            "they were written into the file (injected)"
        ]
    }


def test_a_segment_named_only_by_another_laptops_import_record_is_injected(floor_factory, tmp_path: Path) -> None:
    """Laptop C's chain arrives at here in there's file without the import that would name it here."""
    here, there, third = floor_factory("here"), floor_factory("there"), floor_factory("third")
    third.record(narrative="Third laptop's ruling.")
    third.store.export(tmp_path / "third.fdlog")
    merge(there.store, tmp_path / "third.fdlog")
    there.store.export(tmp_path / "there.fdlog")
    merge(here.store, tmp_path / "there.fdlog")
    assert here.store.verify().ok
    device = str(third.store.journal.device_id())
    (own_import,) = here.connection.execute(
        "SELECT i.uid FROM imports i JOIN chain c ON c.record_uid = i.uid JOIN this_device t USING (device_id)"
    ).fetchone()
    raw = open_tamperer(here.store.path)
    # The import record is rewritten to name there's chain only; the head is left for the signature to name.
    (text,) = raw.execute("SELECT segments FROM imports WHERE uid = ?", (own_import,)).fetchone()
    segments = [segment for segment in json.loads(text) if segment["device"] != device]
    raw.execute("UPDATE imports SET segments = ? WHERE uid = ?", (json.dumps(segments), own_import))
    raw.close()
    named = problems_at(here.store.verify())
    (head,) = [k for k in named if k[1] == 1 and k[0] == device]
    assert named[head][0].endswith("they were written into the file (injected)")


# -- finding 4: a revoked key's later records ------------------------------------------------------------------
def stolen(here: Floor, there: Floor, export: Path) -> str:
    """`there`'s key revoked here, then a ruling written on it and exported; returns its fingerprint."""
    fingerprint = there.store.devices.own_fingerprint
    assert fingerprint is not None
    here.store.devices.revoke(fingerprint, "laptop stolen from the cage", here.admin)
    there.record(narrative="Written by the thief after the revocation.")
    there.store.export(export)
    return fingerprint


def test_a_stolen_laptops_records_written_after_its_revocation_are_named(pair_here_there, tmp_path: Path) -> None:
    here, there = pair_here_there
    stolen(here, there, tmp_path / "stolen.fdlog")
    device = str(there.store.journal.device_id())
    (first, *_rest) = insert_straight(here.store, tmp_path / "stolen.fdlog", device)
    named = problems_at(here.store.verify())
    assert named[(device, first)][0].endswith("they were written into the file (injected)")


def test_a_segment_imported_after_its_keys_revocation_in_this_chain_is_named(
    pair_here_there, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here, there = pair_here_there
    fingerprint = stolen(here, there, tmp_path / "stolen.fdlog")
    # Only someone holding this laptop's key could write this import: the model still says it is wrong.
    digits = fingerprint.replace("-", "")
    monkeypatch.setattr(exchange, "revocations", lambda _connection: {})
    monkeypatch.setattr(exchange, "approved_fingerprints", lambda _connection: {digits})
    report = here.store.import_file(tmp_path / "stolen.fdlog", here.admin)
    (segment,) = report.segments
    named = problems_at(here.store.verify())
    assert named[(segment["device"], segment["last_seq"])] == [
        "its device's key was not approved in this laptop's chain when the import that brought it was recorded "
        "(its approval was revoked)"
    ]


# -- finding 5: a signer signs only where they have a PIN ------------------------------------------------------
def forge_promotion_on(there: Floor, signer_uid: str, promoted_uid: str) -> str:
    """A staff change written with there's own key, in the name of a signer who has no PIN there."""
    with there.store.journal.transaction("forging") as stamp:
        return there.store.journal.append(
            "staff_change",
            stamp,
            {
                "recorded_by": signer_uid,
                "staff_uid": promoted_uid,
                "change": "role",
                "role": Role.ADMINISTRATOR.value,
                "reason": "promoted by someone who cannot sign here",
            },
        )


def test_a_staff_change_signed_on_a_laptop_where_its_signer_has_no_pin_is_refused_and_named(
    pair_here_there, tmp_path: Path
) -> None:
    here, there = pair_here_there
    forged = forge_promotion_on(there, here.admin.staff_uid, here.supervisor.staff_uid)
    device, seq = position(there.store, forged)
    assert problems_at(there.store.verify())[(device, seq)] == [
        "Ada Admin had no PIN on device there at this point of its chain: they could not have signed it there"
    ]
    there.store.export(tmp_path / "forged.fdlog")
    approve_keys_in(here.store, tmp_path / "forged.fdlog")
    before = snapshot(here.connection)
    with pytest.raises(InvalidInput, match=rf"staff_change {forged}: Ada Admin had no PIN on device there"):
        merge(here.store, tmp_path / "forged.fdlog")
    assert snapshot(here.connection) == before
    assert here.store.staff.member(here.supervisor.staff_uid).role is Role.SUPERVISOR


def test_a_member_whose_pin_was_set_on_the_other_laptop_signs_there(pair_here_there, tmp_path: Path) -> None:
    here, there = pair_here_there
    there.store.staff.set_pin(here.manager.staff_uid, "9876", there.admin, "works on both laptops")
    visiting = there.store.staff.sign_in(here.manager.staff_uid, "9876")
    there.store.tournament.register_table(there.event, "Table 9", 9, visiting)
    there.store.export(tmp_path / "visit.fdlog")
    assert merge(here.store, tmp_path / "visit.fdlog").added["table"] == 1
    assert here.store.verify().ok


# -- finding 6: roles in chain order ---------------------------------------------------------------------------
def test_a_future_dated_promotion_does_not_survive_a_later_demotion(floor: Floor) -> None:
    staff = floor.store.staff
    floor.clock.now += timedelta(days=5 * 365)  # the laptop's clock years ahead
    staff.change_role(floor.supervisor.staff_uid, Role.TOURNAMENT_DIRECTOR, "promoted", floor.admin)
    floor.clock.now -= timedelta(days=5 * 365)  # set right again
    staff.change_role(floor.supervisor.staff_uid, Role.SUPERVISOR, "demoted", floor.admin)
    assert staff.member(floor.supervisor.staff_uid).role is Role.SUPERVISOR
    recorded = floor.record()
    with pytest.raises(NotAllowedError, match="only a Tournament Director may overrule"):
        floor.store.incidents.overrule(recorded.uid, {"hand": "dead"}, "I say so", floor.supervisor)


def test_an_import_judges_signers_by_their_chains_order_not_their_dates(floor_factory, tmp_path: Path) -> None:
    here, there = floor_factory("here"), floor_factory("there")
    here.store.export(tmp_path / "staff.fdlog")
    merge(there.store, tmp_path / "staff.fdlog")
    here.clock.now += timedelta(minutes=5)  # within the tolerance of the importing clock
    here.store.staff.change_role(here.supervisor.staff_uid, Role.TOURNAMENT_DIRECTOR, "promoted", here.admin)
    here.clock.now -= timedelta(minutes=4)
    here.store.staff.change_role(here.supervisor.staff_uid, Role.SUPERVISOR, "demoted", here.admin)
    here.store.export(tmp_path / "roles.fdlog")
    merge(there.store, tmp_path / "roles.fdlog")
    assert there.store.staff.member(here.supervisor.staff_uid).role is Role.SUPERVISOR


@pytest.fixture
def pair_here_there(floor_factory, tmp_path: Path) -> tuple[Floor, Floor]:
    """Two laptops, each holding the other's chain (and so its staff): `there`'s key approved here."""
    here, there = floor_factory("here"), floor_factory("there")
    here.store.export(tmp_path / "here.fdlog")
    merge(there.store, tmp_path / "here.fdlog")
    there.store.export(tmp_path / "there.fdlog")
    merge(here.store, tmp_path / "there.fdlog")
    return here, there


# -- finding 9: the schema -------------------------------------------------------------------------------------
def test_a_log_whose_append_only_triggers_were_dropped_does_not_verify(floor: Floor) -> None:
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    dropped = drop_guards(raw)
    raw.close()
    result = floor.store.verify()
    assert not result.ok
    names = {problem.uid for problem in result.problems if problem.record_type == "schema"}
    assert names == {sql.split()[2] for sql in dropped}


def test_a_trigger_planted_to_empty_the_pin_failures_does_not_verify(floor: Floor) -> None:
    raw = sqlite3.connect(floor.store.path, isolation_level=None)
    raw.execute("CREATE TRIGGER forget AFTER INSERT ON pin_failures BEGIN DELETE FROM pin_failures; END")
    raw.close()
    result = floor.store.verify()
    assert [(p.record_type, p.uid, p.message) for p in result.problems] == [
        ("schema", "forget", "trigger forget is not what FloorDesk's migrations make: the schema was changed")
    ]


# -- finding 11: deep or oversized JSON in a record ------------------------------------------------------------
@pytest.mark.parametrize("column", ["parties", "inputs"])
def test_a_record_whose_json_nests_100000_deep_is_a_one_line_refusal(
    pair_here_there, tmp_path: Path, column: str
) -> None:
    here, there = pair_here_there
    there.record(narrative="To be nested deep.")
    there.store.export(tmp_path / "deep.fdlog")
    lines = lines_of(tmp_path / "deep.fdlog")
    device = str(there.store.journal.device_id())
    incident = [line for line in lines[1:-1] if line.get("type") == "incident" and line["device"] == device][-1]
    incident["fields"][column] = "[" * 100_000 + "]" * 100_000
    write_lines(tmp_path / "deep.fdlog", rechain(lines, device, DeviceKey.beside(there.store.path)))
    before = snapshot(here.connection)
    with pytest.raises(InvalidInput, match="nested too deeply") as refusal:
        merge(here.store, tmp_path / "deep.fdlog")
    assert "\n" not in str(refusal.value)
    assert snapshot(here.connection) == before


# -- finding 11: a rehashed forgery is named at the first record that differs from what was signed -------------------
def test_a_rehashed_forgery_names_the_first_record_that_differs_from_what_was_signed(floor: Floor) -> None:
    edited = floor.record(narrative="Seat 3 won the race.")
    for number in range(5):
        floor.record(narrative=f"a later ruling {number}")
    device, seq = position(floor.store, edited.uid)
    (head,) = floor.connection.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    raw = open_tamperer(floor.store.path)
    raw.execute("UPDATE incidents SET narrative = 'Seat 4 won the race.' WHERE uid = ?", (edited.uid,))
    rehash_chain_from(raw, device, seq)
    raw.close()
    floor.store.reindex()  # the listing made again from the forged record, as the forger would
    assert problems_at(floor.store.verify()) == {
        (device, seq): [
            "it is the first record of its run that its device did not sign: it was changed, and the chain after "
            "it hashed again, without the device's key"
        ],
        (device, head): ["its signature is not its device's: the chain up to here was not written by that device"],
    }
