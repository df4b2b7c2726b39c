"""CLI: reading PINs and signing staff in by name.

A PIN is read from the terminal (not echoed) or from the first line of a file,
never from an argument: arguments show in the process list and the shell's
history. No message ever repeats a PIN.
"""

from __future__ import annotations

import getpass
import os
import sys
from typing import TYPE_CHECKING

from floordesk.core.errors import InvalidInput
from floordesk.i18n import translate

if TYPE_CHECKING:
    from floordesk.store.log import IncidentStore
    from floordesk.store.staff import SignedIn, StaffMember


def read_pin(pin_file: str | None, prompt: str) -> str:
    """A PIN: the first line of `pin_file`, or typed at the terminal after `prompt`."""
    if pin_file is not None:
        return _first_line(pin_file)
    if not _has_terminal():
        raise InvalidInput.at(
            "", translate("signing", "there is no terminal to ask for the PIN: give it in a file (--pin-file FILE)")
        )
    try:
        return getpass.getpass(prompt)
    except EOFError:
        raise InvalidInput.at("", translate("signing", "no PIN was typed")) from None


def read_new_pin(pin_file: str | None, name: str) -> str:
    """A new member's PIN: the first line of `pin_file`, or typed twice at the terminal."""
    if pin_file is not None:
        return _first_line(pin_file)
    pin = read_pin(None, translate("signing", "New PIN for {name}: ").format(name=name))
    if read_pin(None, translate("signing", "The new PIN for {name} again: ").format(name=name)) != pin:
        raise InvalidInput.at(
            "", translate("signing", "the two PINs typed for {name} differ: nothing was changed").format(name=name)
        )
    return pin


def staff_named(store: IncidentStore, name: str) -> StaffMember:
    """The one staff member called `name` (case-insensitive) who can sign in here; InvalidInput for none or several.

    A namesake merged from another laptop has no PIN on this one, so never makes the name ambiguous.
    """
    found = [member for member in store.staff.find(name) if member.has_pin]
    if not found:
        raise InvalidInput.at("--by", translate("signing", "there is no staff member named {name!r}").format(name=name))
    if len(found) > 1:
        raise InvalidInput.at(
            "--by",
            translate("signing", "{count} staff members are named {name!r}: the log cannot tell which").format(
                count=len(found), name=name
            ),
        )
    return found[0]


def sign_in(store: IncidentStore, name: str, pin_file: str | None) -> SignedIn:
    """Sign `name` in with the PIN from `pin_file` or the terminal (NotAllowedError for a wrong one)."""
    member = staff_named(store, name)
    return store.staff.sign_in(
        member.uid, read_pin(pin_file, translate("signing", "PIN for {name}: ").format(name=member.name))
    )


def _first_line(pin_file: str) -> str:
    try:
        with open(pin_file, encoding="utf-8") as handle:
            line = handle.readline()
    except OSError as error:
        raise InvalidInput.at(
            "",
            translate("signing", "cannot read the PIN file {pin_file}: {value}").format(
                pin_file=pin_file, value=error.strerror or error
            ),
        ) from None
    except UnicodeDecodeError:
        raise InvalidInput.at(
            "", translate("signing", "the PIN file {pin_file} is not UTF-8 text").format(pin_file=pin_file)
        ) from None
    return line.strip()  # a PIN is digits: spaces and the line end are not part of it


def _has_terminal() -> bool:
    """Whether getpass can ask someone (it would otherwise read standard input, which may hold the request)."""
    if os.name == "nt":
        return sys.stdin.isatty()
    try:
        terminal = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    except OSError:
        return False
    os.close(terminal)
    return True
