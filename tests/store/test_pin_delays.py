"""Wrong PINs slow further tries down, per staff member, across restarts; an administrator sees them."""

from __future__ import annotations

from datetime import timedelta

import pytest

from floordesk.store.errors import NotAllowedError, PinDelayError
from floordesk.store.log import IncidentStore
from floordesk.store.staff import PIN_DELAY_MAX_S, PIN_FREE_FAILURES, pin_delay_s

from .conftest import FAST_PINS, Floor


class StillClock:
    """A clock that moves only when the test says so (no test ever sleeps)."""

    def __init__(self, floor: Floor) -> None:
        self.now = floor.clock.now

    def __call__(self):
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def reopened(floor: Floor, clock: StillClock) -> IncidentStore:
    return IncidentStore.open(floor.store.path, clock=clock, pin_hasher=FAST_PINS, backup_every=None)


def wrong(store: IncidentStore, uid: str, times: int) -> None:
    for _ in range(times):
        with pytest.raises(NotAllowedError, match="that is not Tom Director's PIN") as refused:
            store.staff.sign_in(uid, "9999")
        assert not isinstance(refused.value, PinDelayError)


def test_the_delay_grows_from_the_fourth_wrong_pin_and_is_capped() -> None:
    assert [pin_delay_s(n) for n in range(PIN_FREE_FAILURES + 1)] == [0.0] * (PIN_FREE_FAILURES + 1)
    assert [pin_delay_s(PIN_FREE_FAILURES + n) for n in range(1, 6)] == [1.0, 2.0, 4.0, 8.0, 16.0]
    assert pin_delay_s(40) == pin_delay_s(10_000) == PIN_DELAY_MAX_S


def test_wrong_pins_make_the_next_try_wait_even_after_a_restart(floor: Floor) -> None:
    clock = StillClock(floor)
    floor.store.close()
    store = reopened(floor, clock)
    uid = floor.td.staff_uid
    wrong(store, uid, PIN_FREE_FAILURES + 1)
    store.close()
    store = reopened(floor, clock)  # a restart does not reset the count
    try:
        with pytest.raises(PinDelayError) as delayed:
            store.staff.sign_in(uid, "2222")  # not even the right PIN is checked while the delay is in force
        assert delayed.value.wait_s == 1.0
        assert str(delayed.value) == "wait 1 s before trying Tom Director's PIN again"
        clock.advance(1)
        wrong(store, uid, 1)
        clock.advance(1.5)
        with pytest.raises(PinDelayError, match="wait 1 s before") as delayed:
            store.staff.sign_in(uid, "2222")
        assert delayed.value.wait_s == 0.5
        # Another member is not slowed down by Tom's wrong PINs.
        assert store.staff.sign_in(floor.manager.staff_uid, "3333").name == "Mia Manager"
        clock.advance(0.5)
        assert store.staff.sign_in(uid, "2222").name == "Tom Director"
        wrong(store, uid, PIN_FREE_FAILURES)  # a right PIN starts the count again
    finally:
        store.close()


def test_a_clock_set_back_does_not_lengthen_the_delay_beyond_its_size(floor: Floor) -> None:
    clock = StillClock(floor)
    floor.store.close()
    store = reopened(floor, clock)
    try:
        wrong(store, floor.td.staff_uid, PIN_FREE_FAILURES + 1)
        clock.advance(1)
        wrong(store, floor.td.staff_uid, 1)
        clock.advance(-3600)
        with pytest.raises(PinDelayError) as delayed:
            store.staff.sign_in(floor.td.staff_uid, "2222")
        assert delayed.value.wait_s == 2.0
    finally:
        store.close()


def test_an_administrator_sees_the_wrong_pins(floor: Floor) -> None:
    clock = StillClock(floor)
    floor.store.close()
    store = reopened(floor, clock)
    try:
        wrong(store, floor.td.staff_uid, PIN_FREE_FAILURES + 1)
        clock.advance(5)
        store.staff.sign_in(floor.td.staff_uid, "2222")
        wrong(store, floor.td.staff_uid, 1)
        [seen] = store.staff.pin_failures(floor.admin)
        assert (seen.name, seen.in_a_row, seen.total, seen.wait_s) == ("Tom Director", 1, PIN_FREE_FAILURES + 2, 0.0)
        with pytest.raises(NotAllowedError, match="only an Administrator may manage staff"):
            store.staff.pin_failures(floor.td)
    finally:
        store.close()
