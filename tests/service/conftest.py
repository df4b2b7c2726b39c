"""The service's tests run against a real log: one event, one table, three players and staff of every role."""

from __future__ import annotations

from collections.abc import Callable

from floordesk.store.staff import SignedIn
from tests.store.conftest import Floor, floor

__all__ = ["floor"]  # the store's log fixture, shared


def td_signs(floor: Floor, pin: str = "2222") -> SignedIn:
    return floor.store.staff.sign_in(floor.td.staff_uid, pin)


class Counted:
    """A `Sign` that counts how often the PIN was asked for (a refusal before signing asks for none)."""

    def __init__(self, sign: Callable[[], SignedIn]) -> None:
        self._sign = sign
        self.asked = 0

    def __call__(self) -> SignedIn:
        self.asked += 1
        return self._sign()
