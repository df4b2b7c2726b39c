"""The retention period (an administrator's record; FloorDesk removes nothing) and the record of a pack made."""

from __future__ import annotations

from datetime import timedelta

import pytest

from floordesk.core.errors import InvalidInput
from floordesk.i18n import SPEAKER
from floordesk.store.errors import NotAllowedError

from .conftest import Floor


def chain_length(floor: Floor) -> int:
    return int(floor.connection.execute("SELECT count(*) FROM chain").fetchone()[0])


def test_the_retention_period_is_five_years_until_an_administrator_sets_another(floor: Floor) -> None:
    assert floor.store.retention.current().years == 5
    assert floor.store.retention.current().set_by is None
    before = chain_length(floor)
    assert floor.store.retention.set(7, "state rule", floor.admin)
    kept = floor.store.retention.current()
    assert (kept.years, kept.set_by, kept.reason) == (7, "Ada Admin (Administrator)", "state rule")
    assert chain_length(floor) == before + 1
    assert not floor.store.retention.set(7, "again", floor.admin)  # unchanged: nothing written
    assert chain_length(floor) == before + 1
    assert floor.store.verify().ok


@pytest.mark.parametrize("role", ["td", "manager", "supervisor"])
def test_only_an_administrator_sets_the_retention_period(floor: Floor, role: str) -> None:
    with pytest.raises(NotAllowedError):
        floor.store.retention.set(7, "state rule", getattr(floor, role))
    assert floor.store.retention.current().years == 5


@pytest.mark.parametrize("years", [0, 101, -1])
def test_a_retention_period_out_of_range_is_refused_by_field(floor: Floor, years: int) -> None:
    with pytest.raises(InvalidInput) as refused:
        floor.store.retention.set(years, "state rule", floor.admin)
    assert refused.value.problems[0].path == "years"


def test_a_pack_made_is_recorded_by_a_manager_td_or_administrator_only(floor: Floor) -> None:
    since = floor.clock.now - timedelta(days=1)
    until = floor.clock.now
    for member in (floor.manager, floor.td, floor.admin):
        floor.store.audit_packs.record(member, since, until, None, "a" * 64)
    with pytest.raises(NotAllowedError):
        floor.store.audit_packs.record(floor.supervisor, since, until, floor.event, "b" * 64)
    assert floor.connection.execute("SELECT count(*) FROM audit_packs").fetchone()[0] == 3
    assert floor.store.verify().ok


def test_a_laptops_retention_and_pack_records_travel_but_only_the_own_setting_holds(floor_factory, tmp_path) -> None:
    from .conftest import merge

    here, there = floor_factory("here"), floor_factory("there")
    there.store.retention.set(9, "their commission", there.admin)
    there.store.audit_packs.record(there.td, there.clock.now - timedelta(days=1), there.clock.now, None, "c" * 64)
    there.store.export(tmp_path / "there.fdlog")
    merge(here.store, tmp_path / "there.fdlog")
    assert here.connection.execute("SELECT count(*) FROM retention_settings").fetchone()[0] == 1
    assert here.connection.execute("SELECT count(*) FROM audit_packs").fetchone()[0] == 1
    assert here.store.retention.current().years == 5  # another laptop's setting speaks for that laptop
    assert here.store.verify().ok


def test_the_retention_period_is_stated_in_the_language_spoken(floor: Floor) -> None:
    with SPEAKER.speaking("de"):
        assert floor.store.retention.current().statement.startswith(
            "Aufbewahrungsfrist: 5 Jahre (Voreinstellung von FloorDesk). FloorDesk entfernt nie einen Eintrag"
        )
    assert floor.store.retention.set(1, "state rule", floor.admin)
    kept = floor.store.retention.current()
    day = (kept.set_local or "")[:10]
    assert kept.statement.startswith(f"Retention period: 1 year (set by Ada Admin (Administrator) on {day}). ")
    with SPEAKER.speaking("fr"):
        year, month, date = day.split("-")
        said = floor.store.retention.current().statement
    assert said.startswith("Durée de conservation : 1 an (fixée par Ada Admin")
    assert f" le {date}/{month}/{year}). FloorDesk ne supprime jamais" in said  # the day as French writes it
