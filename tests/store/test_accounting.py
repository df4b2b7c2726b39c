"""Every record accounted for (issue 24, findings 3 to 6, 9 and 11): each attack, and the record it is named by."""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store import exchange
from floordesk.store.errors import NotAllowedError
from floordesk.store.signing import DeviceKey
from floordesk.store.staff import Role
from floordesk.store.verify import Verification

from .conftest import Floor, approve_keys_in, drop_guards, merge, open_tamperer, snapshot
from .test_attacks import lines_of, rechain, write_lines
from .trust_vectors.make_accounting_vectors import (
    forge_promotion_on,
    pair_of_laptops,
    position,
    rehashed_forgery,
    stolen,
    sync_boundary_erased,
    written_straight,
)


def problems_at(result: Verification) -> dict[tuple[str | None, int | None], list[str]]:
    named: dict[tuple[str | None, int | None], list[str]] = {}
    for problem in result.problems:
        named.setdefault((problem.device_id, problem.seq), []).append(problem.message)
    return named


# -- finding 3: this laptop's own chain is gapless; another laptop's records come only through an import here -----
def test_a_ruling_erased_at_a_sync_boundary_of_this_laptops_chain_is_named(floor_factory, tmp_path: Path) -> None:
    here, named, _why = sync_boundary_erased(floor_factory, tmp_path)
    ((device, after),) = [(n["device"], n["position"]) for n in named]
    assert problems_at(here.store.verify()) == {
        (device, after): [f"the record before it (position {after - 1}) is missing from the log"]
    }


@pytest.mark.parametrize("revoked", [False, True], ids=["approved", "revoked"])
def test_another_laptops_records_written_straight_into_the_file_are_named_as_injected(
    floor_factory, tmp_path: Path, revoked: bool
) -> None:
    """Finding 4 too: a stolen laptop's rulings written after its revocation."""
    here, named, _why = written_straight(floor_factory, tmp_path, revoked=revoked)
    ((device, first),) = [(n["device"], n["position"]) for n in named]
    (last,) = here.connection.execute("SELECT max(seq) FROM chain WHERE device_id = ?", (device,)).fetchone()
    where = f"{first}" if first == last else f"{first} to {last}"
    assert problems_at(here.store.verify()) == {
        (device, first): [
            f"position {where} of this chain came in by no import of this log: they were written into the file "
            "(injected)"
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


# -- finding 4: a revoked key's later records (see also the test above, revoked) ---------------------------------
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
    return pair_of_laptops(floor_factory, tmp_path)


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
def test_a_rehashed_forgery_names_the_first_record_that_differs_from_what_was_signed(
    floor_factory, tmp_path: Path
) -> None:
    floor, named, _why = rehashed_forgery(floor_factory, tmp_path)
    (device, first), (_device, head) = [(n["device"], n["position"]) for n in named]
    assert problems_at(floor.store.verify()) == {
        (device, first): [
            "it is the first record of its run that its device did not sign: it was changed, and the chain after "
            "it hashed again, without the device's key"
        ],
        (device, head): ["its signature is not its device's: the chain up to here was not written by that device"],
    }
