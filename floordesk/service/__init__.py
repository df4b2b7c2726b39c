"""Service: the floor's use cases, Qt-free, called by the window and by the command line alike.

Each act (record a ruling, overrule, void, correct, change or cancel an event,
serve a penalty hand, register the live event, set up and read events) lives
here once, with all its checks, above `floordesk.core` and `floordesk.store`
and below `floordesk.gui`, `floordesk.cli` and `floordesk.reports`. A use case
takes plain values and a `sign` callable (the window confirms the PIN of the
member signed in, the command line signs `--by` in), called only once every
check has passed, so a refusal writes nothing and asks for no PIN.
"""

from __future__ import annotations

from collections.abc import Callable

from floordesk.store.staff import SignedIn

Sign = Callable[[], SignedIn]
"""Asks the signer's PIN and returns him signed in (raises NotAllowedError for a wrong PIN or a PIN delay)."""


class Withdrawn(Exception):
    """The signer closed the PIN prompt instead of signing: nothing is written (raised by a front end's `Sign`)."""
