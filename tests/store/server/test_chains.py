"""One device's chain as the server holds it, judged row by row (position, link, content, date, signature), here on
rows made from a real log's chain, as a sync sends them: an honest chain passes, and each kind of change is named at
its row, in a receive's way (every signature) and in verify's (sealed runs)."""

# ruff: noqa: F401, F811 (the store's `floor` fixture, imported by name, is the tests' parameter)
from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from floordesk.i18n import SPEAKER, catalogue
from floordesk.store.exchange import log_records
from floordesk.store.server.chains import ServerChain, ServerRow, held_chain
from floordesk.store.signing import DeviceKey
from tests.store.conftest import Floor, floor

LATEST = "9999-12-31T23:59:59.000000Z"


def _rows(floor: Floor) -> list[ServerRow]:
    device = floor.store.journal.device_id()
    return [
        (r.seq, r.record_type, r.uid, r.prev_hash, r.digest, r.signature, json.dumps(r.fields))
        for r in log_records(floor.connection, device=device)
    ]


def _judged(floor: Floor, rows: list[ServerRow], *, sealed: bool = False) -> list[tuple[int, str]]:
    chain = ServerChain(str(floor.store.journal.device_id()), sealed_runs=sealed)
    found = [p for row in rows for p in chain.check(row, LATEST)] + chain.finish()
    return sorted((p.seq, p.message) for p in found)


@pytest.fixture
def rows(floor: Floor) -> list[ServerRow]:
    for _ in range(3):
        floor.record()
    return _rows(floor)


@pytest.mark.parametrize("sealed", [False, True])
def test_an_honest_chain_passes_and_ends_where_the_log_does(floor: Floor, rows: list[ServerRow], sealed: bool):
    chain = ServerChain(str(floor.store.journal.device_id()), sealed_runs=sealed)
    assert [chain.check(row, LATEST) for row in rows] == [[] for _ in rows]
    assert chain.finish() == []
    assert (chain.seq, chain.hash) == (rows[-1][0], rows[-1][4])
    assert chain.label == "floor-1"
    key = floor.store.journal.key
    assert key is not None
    assert chain.key == key.public_hex


@pytest.mark.parametrize("sealed", [False, True])
def test_a_changed_record_is_named_at_its_row(floor: Floor, rows: list[ServerRow], sealed: bool):
    at = len(rows) - 2
    seq, kind, uid, prev, digest, signature, text = rows[at]
    fields = json.loads(text)
    fields["recorded_local"] = "2009-06-01T00:00:00-07:00"
    rows[at] = (seq, kind, uid, prev, digest, signature, json.dumps(fields))
    named = _judged(floor, rows, sealed=sealed)
    assert (seq, "its content does not match its hash (changed on the server)") in named
    assert {s for s, _m in named} == {seq}


def test_a_hole_is_named_with_the_positions_missing(floor: Floor, rows: list[ServerRow]):
    one = _judged(floor, rows[:5] + rows[6:])
    assert (rows[6][0], f"the record at position {rows[5][0]} is missing (a hole on the server)") in one
    two = _judged(floor, rows[:5] + rows[7:])
    assert (
        rows[7][0],
        f"the records at positions {rows[5][0]} to {rows[6][0]} are missing (a hole on the server)",
    ) in two


def test_a_hole_stops_a_receive_where_it_starts(floor: Floor, rows: list[ServerRow]):
    chain = ServerChain(str(floor.store.journal.device_id()))
    for row in rows[:5]:
        assert chain.stop(row, LATEST) is None
    stop = chain.stop(rows[7], LATEST)
    assert stop is not None
    assert stop[0] == rows[5][0]


def test_a_row_that_does_not_follow_the_one_before_is_named(floor: Floor, rows: list[ServerRow]):
    at = len(rows) - 1
    seq, kind, uid, _prev, digest, signature, text = rows[at]
    rows[at] = (seq, kind, uid, "0" * 64, digest, signature, text)
    messages = [m for s, m in _judged(floor, rows) if s == seq]
    assert "it does not link to the record before it (the chain was changed on the server)" in messages


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda row: (*row[:6], "[[["), "its fields cannot be read"),
        (lambda row: (row[0], "no-such-kind", *row[2:]), "'no-such-kind' is not a kind of record"),
        (lambda row: (*row[:6], json.dumps({**json.loads(row[6]), "uid": "f" * 32})), "its fields are not a record's"),
    ],
    ids=["unreadable", "unknown-kind", "another-uid"],
)
def test_a_row_that_is_not_a_record_is_named(
    floor: Floor, rows: list[ServerRow], change: Callable[[ServerRow], ServerRow], message: str
):
    at = len(rows) - 1
    rows[at] = change(rows[at])
    assert any(s == rows[at][0] and m.startswith(message) for s, m in _judged(floor, rows))


def test_a_row_dated_beyond_the_latest_allowed_is_named(floor: Floor, rows: list[ServerRow]):
    chain = ServerChain(str(floor.store.journal.device_id()))
    problems = [p for row in rows for p in chain.check(row, "2000-01-01T00:00:00.000000Z")]
    assert problems
    assert all("ahead (the clock of the laptop that wrote it runs fast)" in p.message for p in problems)


@pytest.mark.parametrize("sealed", [False, True])
def test_a_row_signed_by_another_key_is_named_however_it_is_judged(floor: Floor, rows: list[ServerRow], sealed: bool):
    at = len(rows) - 3
    forged = DeviceKey.generate().sign(rows[at][4])
    rows[at] = (*rows[at][:5], forged, rows[at][6])
    named = _judged(floor, rows, sealed=sealed)
    assert any(s == rows[at][0] and "not signed by its device's key in force there" in m for s, m in named)


def test_a_chain_that_never_declares_a_key_leaves_its_rows_unvouched(floor: Floor, rows: list[ServerRow]):
    first_key = next(i for i, row in enumerate(rows) if row[1] == "device_key")
    named = _judged(floor, rows[:first_key])
    assert named == [(rows[0][0], "its chain declares no key: nothing vouches for it")]


def test_a_receive_goes_on_from_what_the_log_holds(floor: Floor, rows: list[ServerRow]):
    device = str(floor.store.journal.device_id())
    middle = rows[len(rows) // 2][0]
    chain = held_chain(floor.connection, device, middle)
    assert [chain.check(row, LATEST) for row in rows if row[0] > middle] == [[] for row in rows if row[0] > middle]
    fresh = held_chain(floor.connection, device, 0)
    assert (fresh.seq, fresh.key) == (0, None)


@pytest.mark.parametrize("language", ["de", "pt_BR"])
def test_the_server_s_findings_are_said_in_the_language_spoken(floor: Floor, rows: list[ServerRow], language: str):
    at = len(rows) - 2
    seq, kind, uid, prev, digest, signature, text = rows[at]
    rows[at] = (seq, kind, uid, prev, digest, signature, json.dumps({**json.loads(text), "recorded_local": "x"}))
    english = "its content does not match its hash (changed on the server)"
    hole = "the records at positions {first} to {last} are missing (a hole on the server)"
    with SPEAKER.speaking(language):
        named = dict(_judged(floor, rows))
        holes = dict(_judged(floor, rows[:5] + rows[7:]))
    said = catalogue(language).translate("verify", english)
    assert said != english
    assert named[seq] == said
    assert holes[rows[7][0]] == catalogue(language).translate("verify", hole).format(first=rows[5][0], last=rows[6][0])
