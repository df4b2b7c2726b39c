"""Heads witnessed outside the log (issue 17): a printed report's code entered here pins its chain up to there."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.errors import NotAllowedError
from floordesk.store.signing import DeviceKey

from .conftest import Floor, drop_guards, rehash_chain_from, snapshot


def test_a_chain_rewritten_before_a_witnessed_report_is_caught(floor: Floor) -> None:
    first = floor.record(narrative="Seat 3 won the race.")
    printed = floor.record(narrative="The clock was called on seat 5.")
    code_hash = floor.store.record_hash(printed.uid)
    assert floor.store.witnesses.enter(printed.uid, code_hash, floor.supervisor)
    assert not floor.store.witnesses.enter(printed.uid, code_hash, floor.supervisor)  # once is enough
    assert floor.store.verify().ok
    (seq,) = floor.connection.execute("SELECT seq FROM chain WHERE record_uid = ?", (first.uid,)).fetchone()
    floor.connection.execute("BEGIN")
    guards = drop_guards(floor.connection)
    floor.connection.execute("UPDATE incidents SET narrative = 'Seat 4 won the race.' WHERE uid = ?", (first.uid,))
    # A tamperer holding this laptop's key, who leaves the hash a witnessed head noted as it was.
    rehash_chain_from(floor.connection, str(floor.store.journal.device_id()), seq, DeviceKey.beside(floor.store.path))
    for sql in guards:  # put back: verify names a changed schema on its own
        floor.connection.execute(sql)
    floor.connection.execute("COMMIT")
    result = floor.store.verify()
    assert not result.ok
    assert [problem.uid for problem in result.problems] == [printed.uid]
    assert result.problems[0].message.startswith("it is not the record a printed report (its code entered ")
    assert result.problems[0].message.endswith("by Sam Supervisor) saw at this position: the chain was rewritten")


def test_a_witness_is_refused_for_a_record_the_log_does_not_hold_so(floor: Floor) -> None:
    printed = floor.record()
    before = snapshot(floor.connection)
    with pytest.raises(InvalidInput, match="does not hold that record with that hash"):
        floor.store.witnesses.enter(printed.uid, "f" * 64, floor.supervisor)
    with pytest.raises(InvalidInput, match="does not hold that record"):
        floor.store.witnesses.enter("a" * 32, floor.store.record_hash(printed.uid), floor.supervisor)
    floor.store.staff.deactivate(floor.manager.staff_uid, "left", floor.admin)
    after_deactivation = snapshot(floor.connection)
    assert after_deactivation != before
    with pytest.raises(NotAllowedError):
        floor.store.witnesses.enter(printed.uid, floor.store.record_hash(printed.uid), floor.manager)
    assert snapshot(floor.connection) == after_deactivation
