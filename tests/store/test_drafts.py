"""Rulings in progress: saved in place, listed oldest first, discarded; never part of the hash chain or an export."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.drafts import SavedDraft
from floordesk.store.errors import StoreError
from floordesk.store.log import IncidentStore

from .conftest import FAST_PINS, Floor, make_floor, merge

STATE = {"step": "odd_chips", "answers": {"denominations": [25]}, "seed": 1234}


def test_a_saved_draft_is_pending_until_discarded(floor: Floor) -> None:
    drafts = floor.store.drafts
    assert drafts.pending() == []
    drafts.save("race-1", "chip-race", STATE)
    [saved] = drafts.pending()
    assert saved == SavedDraft("race-1", "chip-race", saved.saved_utc, STATE)
    assert saved.saved_utc.endswith("Z")
    drafts.discard("race-1")
    assert drafts.pending() == []
    drafts.discard("race-1")  # gone already: no error


def test_saving_again_replaces_the_draft_in_place(floor: Floor) -> None:
    drafts = floor.store.drafts
    drafts.save("race-1", "chip-race", STATE)
    first = drafts.pending()[0].saved_utc
    drafts.save("race-1", "chip-race", {**STATE, "step": "deal"})
    [saved] = drafts.pending()
    assert saved.state["step"] == "deal"
    assert saved.saved_utc > first


def test_pending_lists_the_draft_saved_longest_ago_first(floor: Floor) -> None:
    drafts = floor.store.drafts
    for draft_id in ("b", "a", "c"):
        drafts.save(draft_id, "chip-race", STATE)
    drafts.save("b", "chip-race", STATE)  # saved again: now the newest
    assert [d.draft_id for d in drafts.pending()] == ["a", "c", "b"]


def test_a_draft_survives_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "floordesk.sqlite3"
    floor = make_floor(path)
    floor.store.drafts.save("race-1", "chip-race", STATE)
    # No close: the process dies here. A new connection sees the committed draft.
    reopened = IncidentStore.open(path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        assert [(d.draft_id, d.state) for d in reopened.drafts.pending()] == [("race-1", STATE)]
    finally:
        reopened.close()
        floor.store.close()


def test_drafts_are_outside_the_chain_and_never_exported(floor: Floor, tmp_path: Path) -> None:
    floor.record()
    records = floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0]
    floor.store.drafts.save("race-1", "chip-race", STATE)
    floor.store.drafts.save("race-1", "chip-race", {"step": "changed"})
    assert floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0] == records
    assert floor.store.verify().ok
    floor.store.export(tmp_path / "out.fdlog")
    assert "race-1" not in (tmp_path / "out.fdlog").read_text(encoding="utf-8")
    other = make_floor(tmp_path / "other" / "floordesk.sqlite3", label="floor-2")
    try:
        merged = merge(other.store, tmp_path / "out.fdlog")
        assert merged.added["incident"] == 1
        assert other.store.drafts.pending() == []
        assert other.store.verify().ok
    finally:
        other.store.close()


@pytest.mark.parametrize(
    ("draft_id", "kind", "message"),
    [("", "chip-race", r"^draft_id: "), ("race-1", "  ", r"^kind: ")],
)
def test_a_draft_needs_an_id_and_a_kind(floor: Floor, draft_id: str, kind: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        floor.store.drafts.save(draft_id, kind, STATE)
    assert floor.store.drafts.pending() == []


def test_only_an_object_is_stored_as_a_state(floor: Floor) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        floor.connection.execute("INSERT INTO drafts VALUES ('x', 'chip-race', 'now', '[1, 2]')")


def test_a_draft_does_not_wait_for_the_disk_but_records_still_do(floor: Floor) -> None:
    connection = floor.store.connection
    full, normal = 2, 1
    synchronous_seen: list[int] = []
    # What the draft's own write ran under, read from inside the statement by a function it calls.
    connection.create_function(
        "synchronous_now", 0, lambda: synchronous_seen.append(connection.execute("PRAGMA synchronous").fetchone()[0])
    )
    connection.execute("CREATE TEMP TRIGGER seen AFTER INSERT ON drafts BEGIN SELECT synchronous_now(); END")
    floor.store.drafts.save("race-1", "chip-race", STATE)
    assert synchronous_seen == [normal]
    assert connection.execute("PRAGMA synchronous").fetchone()[0] == full

    blocker = sqlite3.connect(floor.store.path, timeout=0)
    blocker.execute("BEGIN IMMEDIATE")  # another writer holds the log: the draft's save fails
    connection.execute("PRAGMA busy_timeout = 10")
    try:
        with pytest.raises(StoreError):
            floor.store.drafts.save("race-2", "chip-race", STATE)
    finally:
        blocker.rollback()
        blocker.close()
    assert connection.execute("PRAGMA synchronous").fetchone()[0] == full
