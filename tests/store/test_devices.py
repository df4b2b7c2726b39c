"""The laptops this log knows: an administrator approves another laptop's key by its fingerprint, revokes it with a
reason, approves it again; the latest decision counts, each is a record of this log's own chain."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.devices import approved_fingerprints, decisions_in_chain_order, revocations
from floordesk.store.errors import NotAllowedError
from floordesk.store.log import IncidentStore
from floordesk.store.signing import DeviceKey, fingerprint_digits, key_path
from tests.store.conftest import FAST_PINS, Floor, admin_of, merge, snapshot

OTHER = DeviceKey.generate().fingerprint
DIGITS = fingerprint_digits(OTHER)


def _own_records(floor: Floor) -> int:
    device = floor.store.journal.device_id()
    return int(floor.connection.execute("SELECT count(*) FROM chain WHERE device_id = ?", (device,)).fetchone()[0])


def test_an_approval_is_one_record_of_the_own_chain_and_approving_again_is_none(floor: Floor):
    before = _own_records(floor)
    assert floor.store.devices.approve(OTHER, "north laptop", floor.admin)
    assert _own_records(floor) == before + 1
    assert DIGITS in approved_fingerprints(floor.connection)
    assert not floor.store.devices.approve(OTHER.upper().replace("-", " "), "north again", floor.admin)
    assert _own_records(floor) == before + 1


@pytest.mark.parametrize("role", ["td", "manager", "supervisor"])
def test_only_an_administrator_approves_or_revokes(floor: Floor, role: str):
    floor.store.devices.approve(OTHER, "north laptop", floor.admin)
    before = snapshot(floor.connection)
    with pytest.raises(NotAllowedError, match="approve another laptop's key"):
        floor.store.devices.approve(DeviceKey.generate().fingerprint, "east", getattr(floor, role))
    with pytest.raises(NotAllowedError):
        floor.store.devices.revoke(OTHER, "lost", getattr(floor, role))
    assert snapshot(floor.connection) == before


@pytest.mark.parametrize("typed", ["", "1234-5678", "g" * 32, "not a key at all"])
def test_what_is_not_a_fingerprint_is_refused_naming_the_field(floor: Floor, typed: str):
    with pytest.raises(InvalidInput, match="fingerprint: must be 32 hexadecimal digits"):
        floor.store.devices.approve(typed, "north", floor.admin)


def test_this_laptops_own_key_is_neither_approved_nor_revoked(floor: Floor):
    own = floor.store.devices.own_fingerprint
    assert own is not None
    with pytest.raises(InvalidInput, match="this laptop's own key: only other laptops' keys are approved"):
        floor.store.devices.approve(own, "me", floor.admin)
    with pytest.raises(InvalidInput, match="only other laptops' keys are revoked"):
        floor.store.devices.revoke(own, "me", floor.admin)


def test_an_approval_needs_a_label_and_a_revocation_a_reason(floor: Floor):
    with pytest.raises(InvalidInput, match="label"):
        floor.store.devices.approve(OTHER, "   ", floor.admin)
    floor.store.devices.approve(OTHER, "north", floor.admin)
    with pytest.raises(InvalidInput, match="reason"):
        floor.store.devices.revoke(OTHER, "", floor.admin)
    assert DIGITS in approved_fingerprints(floor.connection)


def test_a_key_never_approved_has_no_approval_to_revoke(floor: Floor):
    with pytest.raises(InvalidInput, match="was never approved here"):
        floor.store.devices.revoke(OTHER, "lost", floor.admin)


def test_the_latest_decision_counts_and_each_stays_in_chain_order(floor: Floor):
    devices = floor.store.devices
    devices.approve(OTHER, "north", floor.admin)
    assert devices.revoke(OTHER, "stolen from the cage", floor.admin)
    assert not devices.revoke(OTHER, "stolen twice", floor.admin)
    assert DIGITS not in approved_fingerprints(floor.connection)
    revoked = revocations(floor.connection)[DIGITS]
    assert (revoked.reason, revoked.by) == ("stolen from the cage", "Ada Admin")
    assert revoked.describe().endswith("by Ada Admin: stolen from the cage")

    assert devices.approve(OTHER, "north, found", floor.admin)
    assert DIGITS in approved_fingerprints(floor.connection)
    assert DIGITS not in revocations(floor.connection)
    decisions = decisions_in_chain_order(floor.connection)
    assert [(digits, approved) for _seq, digits, approved in decisions] == [
        (DIGITS, True),
        (DIGITS, False),
        (DIGITS, True),
    ]
    positions = [seq for seq, _digits, _approved in decisions]
    assert positions == sorted(positions)


def test_an_approved_laptop_not_heard_from_yet_is_listed_by_its_approvals_label(floor: Floor):
    floor.store.devices.approve(OTHER, "north laptop", floor.admin)
    own, waiting = floor.store.devices.known()
    assert own.own
    assert own.fingerprint == floor.store.devices.own_fingerprint
    assert (waiting.device_id, waiting.label, waiting.fingerprint, waiting.records) == ("", "north laptop", OTHER, 0)
    assert (waiting.own, waiting.approved) == (False, True)


def test_a_laptop_whose_records_arrived_is_listed_after_this_one_with_its_records_and_revocation(
    floor_factory: Callable[..., Floor], tmp_path: Path
):
    south, north = floor_factory("south"), floor_factory("north")
    shown = north.store.devices.own_fingerprint
    assert shown is not None
    north.record()
    export = tmp_path / "north.floordesk"
    north.store.export(export)
    south.store.devices.approve(shown, "north laptop", south.admin)
    merge(south.store, export)
    south.store.devices.revoke(shown, "lost on the bus", south.admin)

    own, other = south.store.devices.known()
    assert own.own
    assert not other.own
    assert (other.fingerprint, other.approved) == (shown, False)
    assert other.records == _own_records(north)
    assert other.revoked is not None
    assert other.revoked.endswith("lost on the bus")
    assert other.to_json()["device_id"] == north.store.journal.device_id()


def test_a_recovery_reason_longer_than_the_log_keeps_is_refused_as_bad_input(floor: Floor):
    # the custody tables keep 2,000 characters of reason: a longer one is named, not an SQLite error
    path = floor.store.path
    floor.store.close()
    key_path(path).unlink()
    store = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        before = snapshot(store.connection)
        with pytest.raises(InvalidInput, match="reason"):
            store.devices.recover("x" * 2001, admin_of(store))
        assert snapshot(store.connection) == before
        assert store.devices.recover("x" * 2000, admin_of(store))
    finally:
        store.close()
