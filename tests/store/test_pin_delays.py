"""Wrong PINs slow further tries down, per staff member, across restarts; an administrator sees them."""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from floordesk.store.errors import NotAllowedError, PinDelayError
from floordesk.store.log import IncidentStore
from floordesk.store.records import utc_text
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


_ONE_TRY = """
import sys, time
from pathlib import Path
from floordesk.store.errors import NotAllowedError, PinDelayError
from floordesk.store.log import IncidentStore
from floordesk.store.records import utc_text
from tests.store.conftest import FAST_PINS

log, uid, pin, ready, go = sys.argv[1:]
store = IncidentStore.open(Path(log), pin_hasher=FAST_PINS, backup_every=None)
Path(ready).touch()
while not Path(go).exists():
    time.sleep(0.001)
try:
    store.staff.sign_in(uid, pin)
    print("signed in")
except PinDelayError:
    print("told to wait")
except NotAllowedError:
    print("checked")
"""


def test_parallel_tries_after_a_delay_runs_out_are_checked_one_at_a_time(floor: Floor, tmp_path: Path) -> None:
    """A try and the delay it sets are one step: twelve processes guessing at once get one guess, not twelve."""
    uid = floor.td.staff_uid
    expired = utc_text(datetime.now(UTC) - timedelta(seconds=5))  # the wrong PINs' delay (1 s) ran out
    floor.connection.executemany(
        "INSERT INTO pin_failures (staff_uid, failed_utc) VALUES (?, ?)", [(uid, expired)] * (PIN_FREE_FAILURES + 1)
    )
    floor.store.close()
    go = tmp_path / "go"
    tries = [
        subprocess.Popen(
            [sys.executable, "-c", _ONE_TRY, str(floor.store.path), uid, "9999", str(tmp_path / f"ready-{n}"), str(go)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).parents[2],
        )
        for n in range(12)
    ]
    deadline = time.monotonic() + 60
    while len(list(tmp_path.glob("ready-*"))) < len(tries) and time.monotonic() < deadline:
        time.sleep(0.01)
    go.touch()
    outcomes = sorted(process.communicate(timeout=60)[0].strip() for process in tries)
    assert outcomes == ["checked"] + ["told to wait"] * 11
    store = IncidentStore.open(floor.store.path, pin_hasher=FAST_PINS, backup_every=None)
    try:
        count = store.connection.execute("SELECT count(*) FROM pin_failures WHERE staff_uid = ?", (uid,)).fetchone()
        assert count[0] == PIN_FREE_FAILURES + 2
    finally:
        store.close()
