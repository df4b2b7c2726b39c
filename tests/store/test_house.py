"""The house's settings for disputed rulings: a signed record of this laptop's chain, as the retention period is."""

from __future__ import annotations

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.store.errors import NotAllowedError
from floordesk.store.house import House

from .conftest import Floor


def chain_length(floor: Floor) -> int:
    return int(floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0])


def test_the_house_s_settings_are_the_defaults_until_a_director_records_others(floor: Floor) -> None:
    assert floor.store.house.current() == House()
    assert floor.store.house.current().set_by is None
    before = chain_length(floor)
    assert floor.store.house.set(House(30, True), "surveillance keeps a month", floor.td)
    kept = floor.store.house.current()
    assert (kept.video_retention_days, kept.second_reviewer_required) == (30, True)
    assert (kept.set_by, kept.reason) == ("Tom Director (Tournament Director)", "surveillance keeps a month")
    row = floor.connection.execute(
        "SELECT h.recorded_by, h.previous_video_retention_days, h.previous_second_reviewer_required, "
        "h.video_retention_days, h.second_reviewer_required, h.reason, c.record_type "
        "FROM house_settings h JOIN chain c ON c.record_uid = h.uid"
    ).fetchone()
    assert row == (floor.td.staff_uid, 7, 0, 30, 1, "surveillance keeps a month", "house")
    assert chain_length(floor) == before + 1
    assert not floor.store.house.set(House(30, True), "again", floor.admin)  # unchanged: nothing written
    assert floor.store.house.set(House(14, True), "a shorter contract", floor.admin)
    previous = floor.connection.execute(
        "SELECT previous_video_retention_days, previous_second_reviewer_required FROM house_settings "
        "ORDER BY recorded_utc DESC, rowid DESC LIMIT 1"
    ).fetchone()
    assert previous == (30, 1)
    assert floor.store.house.current().video_retention_days == 14
    assert chain_length(floor) == before + 2
    assert floor.store.verify().ok


@pytest.mark.parametrize("role", ["manager", "supervisor"])
def test_only_a_director_or_an_administrator_changes_the_house_s_settings(floor: Floor, role: str) -> None:
    with pytest.raises(NotAllowedError):
        floor.store.house.set(House(30, True), "why not", getattr(floor, role))
    assert floor.store.house.current() == House()


def test_a_change_without_a_reason_is_refused_by_field(floor: Floor) -> None:
    with pytest.raises(InvalidInput) as refused:
        floor.store.house.set(House(30), "  ", floor.td)
    assert refused.value.problems[0].path == "reason"
    assert floor.store.house.current() == House()


def test_another_laptop_s_house_settings_travel_but_only_the_own_hold(floor_factory, tmp_path) -> None:
    from .conftest import merge

    here, there = floor_factory("here"), floor_factory("there")
    there.store.house.set(House(3, True), "their house", there.td)
    there.store.export(tmp_path / "there.fdlog")
    merge(here.store, tmp_path / "there.fdlog")
    assert here.connection.execute("SELECT count(*) FROM house_settings").fetchone()[0] == 1
    assert here.store.house.current() == House()  # another laptop's setting speaks for that laptop
    assert here.store.verify().ok
