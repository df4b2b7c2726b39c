"""What an auditor's pack carries out of the log: every chain position from the period's first record to its last,
the last incident before it, who everyone is, the keys; all read in one state of the log."""

from __future__ import annotations

from datetime import timedelta

from floordesk.store.pack_records import event_of, one_state, pack_source

from .conftest import Floor


def test_the_period_carries_its_records_the_incident_before_it_and_every_staff_record(floor: Floor) -> None:
    before = floor.record()
    since = floor.clock.now + timedelta(milliseconds=1)
    first, second = floor.record(), floor.record()
    until = floor.clock.now + timedelta(milliseconds=1)
    after = floor.record()
    with one_state(floor.connection):
        source = pack_source(floor.connection, since, until)
    carried = {record.uid for record in source.records}
    assert {first.uid, second.uid} <= source.in_period
    assert before.uid not in source.in_period
    assert after.uid not in source.in_period
    assert before.uid in carried  # the period's numbering starts after it
    assert after.uid not in carried
    staff = {str(uid) for (uid,) in floor.connection.execute("SELECT uid FROM staff")}
    assert staff <= carried
    types = {record.record_type for record in source.records}
    assert {"device", "device_key", "staff", "incident"} <= types


def test_a_run_spans_the_periods_positions_and_names_the_chains_head(floor: Floor) -> None:
    since = floor.clock.now + timedelta(milliseconds=1)
    first = floor.record()
    until = floor.clock.now + timedelta(milliseconds=1)
    floor.record()
    with one_state(floor.connection):
        source = pack_source(floor.connection, since, until)
    [run] = source.runs
    seq, device = floor.connection.execute(
        "SELECT seq, device_id FROM chain WHERE record_uid = ?", (first.uid,)
    ).fetchone()
    head_seq, head_hash = floor.connection.execute(
        "SELECT seq, hash FROM chain WHERE device_id = ? ORDER BY seq DESC LIMIT 1", (device,)
    ).fetchone()
    assert (run.device_id, run.first_seq, run.last_seq, run.first_held_seq) == (device, seq, seq, 1)
    assert (run.head_seq, run.head_hash) == (head_seq, head_hash)
    assert source.own_device == device


def test_a_period_without_records_carries_no_chain_run(floor: Floor) -> None:
    since = floor.clock.now + timedelta(days=1)
    with one_state(floor.connection):
        source = pack_source(floor.connection, since, since + timedelta(days=1))
    assert source.in_period == set()
    assert source.runs == []


def test_one_state_keeps_nothing_written_inside_it_and_ends_its_transaction(floor: Floor) -> None:
    with one_state(floor.connection):
        pack_source(floor.connection, floor.clock.now - timedelta(days=1), floor.clock.now)
        floor.connection.execute("CREATE TEMP TABLE scratch (x)")
        assert floor.connection.in_transaction
    assert not floor.connection.in_transaction
    left = floor.connection.execute("SELECT name FROM temp.sqlite_master WHERE type = 'table'").fetchall()
    assert left == []
    floor.record()  # the log is writable again


def test_an_event_is_named_by_its_number_and_name_or_not_at_all(floor: Floor) -> None:
    assert event_of(floor.connection, floor.event) == (12, "No-Limit Hold'em")
    assert event_of(floor.connection, "no-such-event") is None
