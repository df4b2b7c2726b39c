"""The tests' PIN hasher, in a module of its own: the writer processes take it without loading pytest (two seconds
of each start)."""

from __future__ import annotations

from floordesk.store.staff import PinHasher

# Cheap scrypt for tests; production uses n = 2**14 (each stored hash names its own cost).
FAST_PINS = PinHasher(n=2**4, r=8, p=1)
