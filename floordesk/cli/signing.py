"""CLI: reading a staff member's PIN, never from an argument (it would show in the process list and history)."""

from __future__ import annotations

import getpass

from floordesk.core.errors import InvalidInput


def read_pin(pin_file: str | None, prompt: str) -> str:
    """The PIN typed at the terminal (not echoed), or the first line of `pin_file` without its newline."""
    if pin_file is None:
        return getpass.getpass(prompt)
    try:
        with open(pin_file, encoding="utf-8") as file:
            return file.readline().rstrip("\r\n")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise InvalidInput.at("pin-file", f"cannot be read ({reason})") from error
